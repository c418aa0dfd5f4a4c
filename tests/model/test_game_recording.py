"""The recording gives each game's row the level its caller says the deal has."""

from __future__ import annotations

from yukon_qt.engine import GameCode
from yukon_qt.model.game_model import GameModel
from yukon_qt.model.game_recording import GameRecording
from yukon_qt.stats.recorder import StatsRecorder


def test_each_row_keeps_the_level_the_caller_gives_its_deal(qtbot, tmp_path):
    levels = {"YU1-C-AAAAAAB": "easy", "YU1-C-AAAAAAC": "hard"}
    model = GameModel(GameCode.parse("YU1-C-AAAAAAB"))
    recording = GameRecording(model, lambda: StatsRecorder.open(tmp_path / "statistics.sqlite3"),
                              level_of=lambda code: levels.get(str(code)))
    recording.open()
    for code in ("YU1-C-AAAAAAC", "YU1-C-AAAAAAD"):
        assert model.try_move(model.game.legal_moves()[0])  # a move, so that the row stays when replaced
        model.new_game(GameCode.parse(code))
    games = recording.recorder.games()
    assert [(game.code, game.level) for game in games] == [
        ("YU1-C-AAAAAAB", "easy"), ("YU1-C-AAAAAAC", "hard"), ("YU1-C-AAAAAAD", None)]
    recording.close()


def test_without_a_level_of_its_own_no_deal_is_rated(qtbot, tmp_path):
    model = GameModel(GameCode.parse("YU1-C-AAAAAAB"))
    recording = GameRecording(model, lambda: StatsRecorder.open(tmp_path / "statistics.sqlite3"))
    assert recording.recorder.games()[0].level is None
    recording.close()
