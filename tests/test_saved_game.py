import json

import pytest

from yukon_qt import saved_game


@pytest.fixture(autouse=True)
def app_dirs(tmp_path, monkeypatch):
    for name in ("CONFIG", "DATA", "LOG"):
        monkeypatch.setenv(f"YUKON_{name}_DIR", str(tmp_path / name.lower()))


def test_no_saved_game_gives_nothing_and_no_notice():
    assert saved_game.load_saved_game() == (None, None)


def test_a_record_comes_back_as_it_was_saved():
    record = {"game": {"code": "YU1-C-AAAAAAB", "history": [[1, 2], [3, 4]]}, "elapsed": 75, "format": 1}
    saved_game.save_game(record)
    assert saved_game.load_saved_game() == (record, None)
    assert sorted(p.name for p in saved_game.saved_game_path().parent.iterdir()) == ["saved-game.json"]


def test_saving_again_replaces_the_record():
    saved_game.save_game({"elapsed": 1})
    saved_game.save_game({"elapsed": 2})
    assert saved_game.load_saved_game()[0] == {"elapsed": 2}


def test_clear_forgets_the_game_and_is_harmless_twice():
    saved_game.save_game({"elapsed": 1})
    saved_game.clear_saved_game()
    saved_game.clear_saved_game()
    assert saved_game.load_saved_game() == (None, None)


@pytest.mark.parametrize("content", [b'{"game": ', b'"just a string"', b"\x00\xff\xfe"])
def test_a_damaged_file_is_set_aside_with_a_notice(content):
    path = saved_game.saved_game_path()
    path.write_bytes(content)
    record, notice = saved_game.load_saved_game()
    assert record is None
    moved = list(path.parent.glob("saved-game.json.damaged-*"))
    assert len(moved) == 1 and moved[0].read_bytes() == content
    assert notice and str(moved[0]) in notice
    assert saved_game.load_saved_game() == (None, None)  # next start: a clean slate


def test_a_record_the_model_cannot_restore_is_set_aside_on_request():
    saved_game.save_game({"format": 99})
    record, notice = saved_game.load_saved_game()
    assert record == {"format": 99} and notice is None
    notice = saved_game.set_aside_saved_game()
    moved = list(saved_game.saved_game_path().parent.glob("saved-game.json.damaged-*"))
    assert len(moved) == 1 and json.loads(moved[0].read_text()) == {"format": 99}
    assert str(moved[0]) in notice
    assert saved_game.load_saved_game() == (None, None)


def test_set_aside_without_a_file_still_gives_a_notice():
    assert saved_game.set_aside_saved_game()
