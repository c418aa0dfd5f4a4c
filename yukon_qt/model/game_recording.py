"""Follows the game on the table and keeps its row in the statistics up to date.

Every deal put on the table (a new game, a restart, a replayed code) is a
row of its own; the row id travels with the game in the model
(``GameModel.stats_row``) and so in the saved-game record, which lets a game
resumed after a restart of the app go on in the same row.  When a game is
replaced, the row is closed as abandoned (or dropped if no move was made).

The statistics file is opened only when :meth:`GameRecording.open` is first
called (the window does that just after its first frame, so the database
does not delay the start), or when something must be written before then;
the game on the table at that moment gets its row.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from yukon_qt.engine import Change, Game, GameCode

if TYPE_CHECKING:  # imported when the statistics are opened, not at start-up
    from yukon_qt.stats.recorder import StatsRecorder
from yukon_qt.model.game_model import GameModel


class GameRecording(QObject):
    """Connects a :class:`GameModel` to a :class:`StatsRecorder`.

    ``win_described(lines)`` gives the translated lines on how a won game
    compares with earlier ones ("New best time!", ...), for the win panel.
    ``game_abandoned(row, record)``: a game not won was replaced on the table
    (a new game, a restart) and its row closed; ``record`` is the game as it was
    left (``Game.to_dict``), for deciding whether it could have been won.
    ``opened`` and ``closing`` say when the statistics are opened and are about to close.

    ``level_of(code)`` gives each deal's level as stored in its row (``"easy"``,
    ``"medium"``, ``"hard"``, or None for a deal not rated); without it no deal is rated.
    """

    win_described = Signal(list)
    game_abandoned = Signal(int, object)
    opened = Signal()
    closing = Signal()

    def __init__(self, model: GameModel, open_recorder: Callable[[], StatsRecorder],
                 parent: QObject | None = None, level_of: Callable[[GameCode], str | None] | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._open_recorder = open_recorder
        self._level_of = level_of or (lambda _code: None)
        self._recorder: StatsRecorder | None = None
        self._game: Game | None = None  # the game the row belongs to
        self._row = 0
        self._elapsed = 0  # seconds played, as last told by the model
        model.game_started.connect(self._started)
        model.cards_moved.connect(self._moved)
        model.move_undone.connect(self._moved)
        model.time_changed.connect(self._time_changed)
        model.game_won.connect(self._won)

    @property
    def row(self) -> int:
        """The statistics row of the game on the table (0 when it could not be written)."""
        self.open()
        return self._row

    @property
    def recorder(self) -> StatsRecorder:
        """The statistics, opened first if they are not yet (see :meth:`open`)."""
        return self.open()

    def open(self) -> StatsRecorder:
        """Open the statistics (once) and give the game on the table its row; returns them."""
        if self._recorder is None:
            self._recorder = self._open_recorder()
            self._started()
            self.opened.emit()
        return self._recorder

    @property
    def opened_recorder(self) -> StatsRecorder | None:
        """The statistics if they are open, without opening them."""
        return self._recorder

    def level_known(self, code: GameCode, level: str) -> None:
        """The level of deal ``code``, rated after its game began: kept in the row if that game is on the table."""
        if self._recorder is not None and self._row and self._game is not None and self._game.code == code:
            self._recorder.level_known(self._row, level)

    # ------------------------------------------------------------------ model
    def _started(self) -> None:
        recorder = self._recorder
        if recorder is None:
            return  # not opened yet: the game on the table gets its row when it is
        self._close_previous(recorder)
        model = self.model
        game = model.game
        self._game = game
        self._elapsed = model.elapsed
        level = self._level_of(game.code)
        if model.stats_row is not None:  # a saved game came back
            self._row = recorder.game_resumed(model.stats_row, str(game.code), game.rule,
                                              daily_date=model.daily_date, level=level)
        else:
            self._row = recorder.game_started(str(game.code), game.rule, daily_date=model.daily_date, level=level)
        if recorder.store.path is not None:
            model.stats_row = self._row or None
        # Else the statistics file could not be used in this session and its rows live in memory: the
        # saved game keeps naming its row in the file, which a later session goes on in.
        if game.moves_made:  # a resumed game, or a position set up with moves made
            self.save()

    def _close_previous(self, recorder: StatsRecorder) -> None:
        game, row = self._game, self._row
        self._game, self._row = None, 0
        if game is None or not row or game.won:
            return
        if recorder.game_abandoned(row, *self._counters(game)) == "abandoned":
            self.game_abandoned.emit(row, game.to_dict())

    def _moved(self, _change: Change) -> None:
        self.open()
        self._elapsed = self.model.elapsed
        self.save()

    def _time_changed(self, seconds: int) -> None:
        if self.model.game is self._game:
            self._elapsed = seconds

    def _won(self) -> None:
        recorder = self.open()
        game = self.model.game
        if game is not self._game or not self._row:
            return
        self._elapsed = self.model.elapsed
        self.win_described.emit(recorder.game_won(self._row, *self._counters(game)))

    # ------------------------------------------------------------------ window
    def save(self) -> None:
        """Write the current figures of the game (after a move, and when the game is saved)."""
        recorder = self.open()
        game = self._game
        if game is None or not self._row or game.won:
            return
        if game is self.model.game:
            self._elapsed = self.model.elapsed
        recorder.game_updated(self._row, *self._counters(game))

    def close(self) -> None:
        """The window is closing: the statistics file is made complete on its own (no write-ahead log left)."""
        if self._recorder is not None:
            self.closing.emit()
            self._recorder.close()

    def hint_used(self) -> None:
        recorder = self.open()
        if self._row:
            recorder.hint_used(self._row)

    def _counters(self, game: Game) -> tuple[int, int, int, int, int]:
        return game.score, game.moves_made, self._elapsed, game.undos_used, game.take_backs_used
