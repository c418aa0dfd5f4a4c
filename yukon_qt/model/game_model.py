"""The model: one live engine game, the clock, and past-tense signals for the view.

The view never changes the engine's lists itself; it asks the model, which
plays the move on the engine and says what happened.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from yukon_qt.engine import Card, Change, Game, GameCode, Move, Pile, Refusal, Rule
from yukon_qt.engine.game import COUNTER_LIMIT, whole_number
from yukon_qt.saved_game import FORMAT as RECORD_FORMAT

if TYPE_CHECKING:  # datetime is imported when a daily deal's date is read, not at start-up
    from datetime import date

MAX_ROW_ID = 2**53  # statistics row ids are SQLite's 64-bit integers, far below this in practice


class GameModel(QObject):
    game_started = Signal()
    cards_moved = Signal(object)  # Change
    move_undone = Signal(object)  # the undone Change
    move_refused = Signal(object, object)  # Refusal, Move | None
    score_changed = Signal(int)
    moves_changed = Signal(int)
    time_changed = Signal(int)  # seconds
    game_won = Signal()

    def __init__(self, code: GameCode, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = Game(code)
        self._elapsed_before = 0  # milliseconds counted before the clock last started
        self._clock = QElapsedTimer()
        self._ticker = QTimer(self)
        self._ticker.setInterval(250)
        self._ticker.timeout.connect(self._tick)
        self._last_second = 0
        self._paused = False  # the clock was running when the window was minimised
        # The statistics row of the game on the table: kept in the saved-game
        # record so that a resumed game goes on in the same row (None: none yet).
        self.stats_row: int | None = None
        # The date whose deal of the day is on the table (None: not a daily deal).  It stays with
        # the game, so yesterday's deal finished after midnight still counts for yesterday.
        self.daily_date: date | None = None

    # ------------------------------------------------------------------ reading
    @property
    def game(self) -> Game:
        return self._game

    @property
    def elapsed(self) -> int:
        """Seconds played: from the first move, stopped at the win."""
        milliseconds = self._elapsed_before
        if self._clock.isValid():
            milliseconds += self._clock.elapsed()
        return milliseconds // 1000

    @property
    def clock_running(self) -> bool:
        return self._clock.isValid()

    def pause_clock(self) -> None:
        """Stop counting time (the window is minimised); ``resume_clock`` goes on from there."""
        if self._clock.isValid():
            self._stop_clock()
            self._paused = True

    def resume_clock(self) -> None:
        if self._paused:
            self._paused = False
            if not self._game.won:
                self._start_clock()

    # Queries for the views: they read the game through these, never through the engine's lists.
    @property
    def code(self) -> GameCode:
        return self._game.code

    @property
    def rule(self) -> Rule:
        return self._game.rule

    @property
    def score(self) -> int:
        return self._game.score

    @property
    def moves_made(self) -> int:
        return self._game.moves_made

    @property
    def won(self) -> bool:
        return self._game.won

    @property
    def can_undo(self) -> bool:
        return self._game.can_undo

    @property
    def can_redo(self) -> bool:
        return self._game.can_redo

    @property
    def unfinished(self) -> bool:
        """Moves were made and the game is not won: replacing it loses something."""
        return bool(self._game.moves_made) and not self._game.won

    def cards_of(self, pile: Pile) -> tuple[Card, ...]:
        """The cards of a pile, deepest first."""
        return tuple(self._game.cards_of(pile))

    def face_down_count(self, pile: Pile) -> int:
        """How many cards of a column lie face down (0 for a foundation)."""
        return 0 if pile.is_foundation else self._game.hidden[pile.index]

    def locate(self, card: Card) -> tuple[Pile, int]:
        """The pile holding ``card`` and its position there (0 = deepest)."""
        return self._game.locate(card)

    def group(self, card: Card) -> tuple[Card, ...]:
        """``card`` and every card lying on it: what moves when it does."""
        pile, position = self._game.locate(card)
        return tuple(self._game.cards_of(pile)[position:])

    def can_pick_up(self, card: Card) -> bool:
        """A face-up column card, or the top card of a foundation, of a game not yet won."""
        if self._game.won:
            return False
        pile, position = self._game.locate(card)
        if pile.is_foundation:
            return position == len(self._game.cards_of(pile)) - 1
        return self._game.is_face_up(pile.index, position)

    def legal_destinations(self, card: Card) -> list[Pile]:
        return self._game.legal_destinations(card)

    def foundation_move(self, card: Card) -> Move | None:
        return self._game.foundation_move(card)

    def placement_move(self, card: Card) -> Move | None:
        return self._game.placement_move(card)

    def check(self, move: Move) -> Refusal | None:
        return self._game.check(move)

    def moves_home(self) -> list[Move]:
        """The foundation moves that finish the game, once they alone can (``Game.moves_home``)."""
        return self._game.moves_home()

    # ------------------------------------------------------------------ acting
    def new_game(self, code: GameCode, daily_date: date | None = None) -> None:
        """Deal ``code``; ``daily_date`` when it is the deal of the day of that date."""
        self._start(Game(code), 0, daily_date=daily_date)

    def restart(self) -> None:
        """The same deal from the start (a daily deal stays the deal of its date)."""
        self.new_game(self._game.code, self.daily_date)

    def try_move(self, move: Move) -> bool:
        return self._made(self._game.play(move), move)

    def redo(self) -> bool:
        """Make the move undone last again (a move like any other: ``cards_moved``)."""
        return self._made(self._game.redo(), None)

    def _made(self, result: Change | Refusal, move: Move | None) -> bool:
        """Tell what a move changed, or why it was refused."""
        if isinstance(result, Refusal):
            self.move_refused.emit(result, move)
            return False
        if self._game.won:
            self._stop_clock()
        elif not self._clock.isValid():
            self._start_clock()
        self.cards_moved.emit(result)
        self._emit_counters()
        if self._game.won:
            self.game_won.emit()
        return True

    def refuse(self, refusal: Refusal, move: Move | None = None) -> None:
        """Report a refusal a gesture met before a move was asked of the engine (same signal)."""
        self.move_refused.emit(refusal, move)

    def undo(self) -> bool:
        result = self._game.undo()
        if isinstance(result, Refusal):
            self.move_refused.emit(result, None)
            return False
        self.move_undone.emit(result)
        self._emit_counters()
        return True

    # ----------------------------------------------------------------- storage
    def record(self) -> dict[str, Any]:
        """The saved-game record: the whole engine game, the seconds played, the statistics row and
        the date of a deal of the day."""
        record: dict[str, Any] = {"game": self._game.to_dict(), "elapsed": self.elapsed, "format": RECORD_FORMAT}
        if self.stats_row is not None:
            record["stats_row"] = self.stats_row
        if self.daily_date is not None:
            record["daily_date"] = self.daily_date.isoformat()
        return record

    def restore(self, record: dict[str, Any]) -> bool:
        """Resume a saved game; raises ``ValueError`` on a damaged record (nothing changes then).

        A damaged undo history or list of moves to redo alone does not lose the game: it goes on
        without them, and True is returned so that the player can be told.  The clock stays
        stopped until the next move: time away is not counted.
        """
        try:
            if record.get("format") != RECORD_FORMAT:
                raise ValueError("unknown saved-game format")
            game, left_out = Game.mended_from_dict(record["game"])
            elapsed = whole_number(record["elapsed"], COUNTER_LIMIT)  # seconds: some 30 years at most
        except (KeyError, TypeError, AttributeError) as error:
            raise ValueError(f"damaged saved game: {error}") from error
        # Absent in records saved before statistics existed; one out of range is left out (the
        # game gets a new row, and the row it named is closed as left by an earlier run).
        row = record.get("stats_row")
        self._start(game, elapsed * 1000, row if type(row) is int and 0 < row <= MAX_ROW_ID else None,
                    daily_date_of(record.get("daily_date")))
        return left_out

    def set_game(self, game: Game, elapsed: int = 0) -> None:
        """Play an engine game built elsewhere (a position for tests and tools)."""
        self._start(game, elapsed * 1000)

    # ---------------------------------------------------------------- internal
    def _start(self, game: Game, elapsed_ms: int, stats_row: int | None = None,
               daily_date: date | None = None) -> None:
        self._stop_clock()
        self._paused = False
        self._game = game
        self._elapsed_before = elapsed_ms
        self.stats_row = stats_row
        self.daily_date = daily_date
        self.game_started.emit()
        self._emit_counters()

    def _emit_counters(self) -> None:
        self.score_changed.emit(self._game.score)
        self.moves_changed.emit(self._game.moves_made)
        self._last_second = self.elapsed
        self.time_changed.emit(self._last_second)

    def _start_clock(self) -> None:
        self._clock.start()
        self._ticker.start()

    def _stop_clock(self) -> None:
        if self._clock.isValid():
            self._elapsed_before += self._clock.elapsed()
            self._clock.invalidate()
        self._ticker.stop()

    def _tick(self) -> None:
        seconds = self.elapsed
        if seconds != self._last_second:
            self._last_second = seconds
            self.time_changed.emit(seconds)


def daily_date_of(value: Any) -> date | None:
    """The date of a saved daily deal (``YYYY-MM-DD``); None when absent or not such a date.

    A damaged date only loses the game its "deal of the day" mark, not the game.
    """
    if type(value) is not str or len(value) != 10:
        return None
    from datetime import date

    try:
        return date.fromisoformat(value)
    except ValueError:
        return None
