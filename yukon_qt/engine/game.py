"""The state of one Yukon game and the rules that change it.

Columns keep their face-down cards at the bottom: ``hidden[i]`` counts them,
so ``columns[i][hidden[i]:]`` are the face-up cards.  Nothing here imports Qt.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import Any

from .cards import ACE, KING, Card, Suit
from .codes import GameCode, Rule
from .moves import COLUMNS, FOUNDATIONS, MAX_GROUP, Change, Move, Pile, Refusal
from .shuffle import shuffled_deck

COLUMN_SIZES = (1, 6, 7, 8, 9, 10, 11)
HIDDEN_COUNTS = (0, 1, 2, 3, 4, 5, 6)
UNDO_LIMIT = 100
# No real game comes near this (a game of a million moves is years of play), and every counter
# below it fits the 32-bit integers of the window and of any database.
COUNTER_LIMIT = 1_000_000_000
FOUNDATION_POINTS = 10
TURN_POINTS = 5
WINNING_SCORE = 52 * FOUNDATION_POINTS + sum(HIDDEN_COUNTS) * TURN_POINTS  # 625

# Code, columns, face-down counts, foundations and score: see ``Game.snapshot``.
Snapshot = tuple[str, tuple[tuple[Card, ...], ...], tuple[int, ...], tuple[tuple[Card, ...], ...], int]


def deal_columns(deal_number: int) -> list[list[Card]]:
    """Deal the shuffled deck column by column, left to right, deepest card first."""
    deck = shuffled_deck(deal_number)
    columns, start = [], 0
    for size in COLUMN_SIZES:
        columns.append(deck[start : start + size])
        start += size
    return columns


def fits_on(card: Card, target: Card | None, rule: Rule) -> Refusal | None:
    """Whether ``card`` may be placed on the column whose last card is ``target``."""
    if target is None:
        return None if card.rank == KING else Refusal.KING_ONLY_ON_EMPTY
    if target.rank == ACE:
        return Refusal.NOTHING_ON_ACE
    if card.rank != target.rank - 1:
        return Refusal.WRONG_RANK
    if rule is Rule.CLASSIC and card.is_red == target.is_red:
        return Refusal.WRONG_COLOUR
    return None


class Game:
    """One game: the deal of a code, played move by move, with undo and redo.

    ``redo_moves`` holds the moves undone since the last other move, the next
    one to redo last: redo plays it again (a move like any other, counted and
    scored as when it was first made).  Any other move clears them.
    """

    def __init__(self, code: GameCode) -> None:
        self.code = code
        self.columns: list[list[Card]] = deal_columns(code.deal_number)
        self.hidden: list[int] = list(HIDDEN_COUNTS)
        self.foundations: list[list[Card]] = [[] for _ in Suit]
        self.score = 0
        self.moves_made = 0
        self.undos_used = 0
        self.take_backs_used = 0
        self.history: deque[Change] = deque(maxlen=UNDO_LIMIT)
        self.redo_moves: list[Move] = []

    # ----------------------------------------------------------------- reading
    @property
    def rule(self) -> Rule:
        return self.code.rule

    @property
    def won(self) -> bool:
        return all(len(pile) == KING for pile in self.foundations)

    @property
    def can_undo(self) -> bool:
        return bool(self.history) and not self.won

    @property
    def can_redo(self) -> bool:
        return bool(self.redo_moves)

    def cards_of(self, pile: Pile) -> list[Card]:
        return self.foundations[pile.index] if pile.is_foundation else self.columns[pile.index]

    def is_face_up(self, column: int, position: int) -> bool:
        return position >= self.hidden[column]

    def locate(self, card: Card) -> tuple[Pile, int]:
        """The pile holding ``card`` and its position there (0 = deepest)."""
        for pile in COLUMNS + FOUNDATIONS:
            cards = self.cards_of(pile)
            if card in cards:
                return pile, cards.index(card)
        raise LookupError(f"{card} is nowhere")  # pragma: no cover - 52 cards are always somewhere

    def face_up_cards(self) -> Iterable[Card]:
        """Every card a move may start from: face-up column cards and foundation tops."""
        for index, column in enumerate(self.columns):
            yield from column[self.hidden[index] :]
        for pile in self.foundations:
            if pile:
                yield pile[-1]

    def move_from(self, card: Card, destination: Pile) -> Move:
        """The move of ``card`` from wherever it lies to ``destination``."""
        source, _ = self.locate(card)
        return Move(card, source, destination)

    # ------------------------------------------------------------------ rules
    def check(self, move: Move) -> Refusal | None:
        """The reason ``move`` is refused, or ``None`` when it is legal."""
        if self.won:
            return Refusal.GAME_WON
        source_cards = self.cards_of(move.source)
        if move.card not in source_cards:
            return Refusal.CARD_NOT_THERE
        position = source_cards.index(move.card)
        if move.source.is_foundation:
            if position != len(source_cards) - 1:
                return Refusal.NOT_TOP_OF_FOUNDATION
            if move.destination.is_foundation:
                return Refusal.FOUNDATION_TO_FOUNDATION
        elif position < self.hidden[move.source.index]:
            return Refusal.CARD_FACE_DOWN
        destination = self._resolve(move)
        if destination == move.source:
            return Refusal.SAME_PILE
        if destination.is_foundation:
            if position != len(source_cards) - 1:
                return Refusal.NOT_LAST_CARD
            if move.card.rank != len(self.foundations[destination.index]) + 1:
                return Refusal.NOT_NEXT_ON_FOUNDATION
            return None
        # The size limit holds whatever the destination, so it is named first.
        if len(source_cards) - position > MAX_GROUP:
            return Refusal.GROUP_TOO_LARGE
        target_cards = self.columns[destination.index]
        return fits_on(move.card, target_cards[-1] if target_cards else None, self.rule)

    def _resolve(self, move: Move) -> Pile:
        if move.destination.is_foundation:
            return Pile.foundation(move.card.suit)
        return move.destination

    # ----------------------------------------------------------------- acting
    def play(self, move: Move) -> Change | Refusal:
        """Apply ``move`` and return what changed, or the reason it is refused."""
        refusal = self.check(move)
        if refusal is not None:
            return refusal
        move = Move(move.card, move.source, self._resolve(move))
        source_cards = self.cards_of(move.source)
        position = source_cards.index(move.card)
        cards = tuple(source_cards[position:])
        del source_cards[position:]
        self.cards_of(move.destination).extend(cards)
        score_before = self.score
        turned = None
        if not move.source.is_foundation:
            column = move.source.index
            if source_cards and self.hidden[column] == len(source_cards):
                self.hidden[column] -= 1
                turned = source_cards[-1]
                self.score += TURN_POINTS
        else:
            self.take_backs_used += 1
        if move.destination.is_foundation:
            self.score += FOUNDATION_POINTS
        self.score = max(0, self.score)
        self.moves_made += 1
        change = Change(move, cards, turned, score_before, self.score)
        self.history.append(change)
        if self.redo_moves and self.redo_moves[-1] == move:
            self.redo_moves.pop()  # the move undone last, made again: the ones undone before it stay
        else:
            self.redo_moves.clear()
        return change

    def undo(self) -> Change | Refusal:
        """Take back the last move (up to 100); returns the change that was undone."""
        if self.won:
            return Refusal.GAME_WON
        if not self.history:
            return Refusal.NOTHING_TO_UNDO
        change = self.history.pop()
        move = change.move
        destination_cards = self.cards_of(move.destination)
        del destination_cards[len(destination_cards) - len(change.cards) :]
        if change.turned is not None:
            self.hidden[move.source.index] += 1
        self.cards_of(move.source).extend(change.cards)
        if change.is_take_back:
            self.take_backs_used -= 1
        self.score = change.score_before
        self.undos_used += 1
        self.redo_moves.append(move)
        return change

    def redo(self) -> Change | Refusal:
        """Make the move undone last again; returns what changed, as ``play`` does."""
        if not self.redo_moves:
            return Refusal.NOTHING_TO_REDO
        return self.play(self.redo_moves[-1])

    # ---------------------------------------------------------------- queries
    def legal_destinations(self, card: Card) -> list[Pile]:
        """Every pile ``card`` (with the cards above it) may go to now."""
        source, _ = self.locate(card)
        candidates = list(COLUMNS) + [Pile.foundation(card.suit)]
        return [pile for pile in candidates if self.check(Move(card, source, pile)) is None]

    def legal_moves(self) -> list[Move]:
        moves: list[Move] = []
        for card in self.face_up_cards():
            source, _ = self.locate(card)
            moves.extend(Move(card, source, pile) for pile in self.legal_destinations(card))
        return moves

    def foundation_move(self, card: Card) -> Move | None:
        """The single-click move: the last card of a column to its foundation, if legal."""
        source, _ = self.locate(card)
        if source.is_foundation:
            return None
        move = Move(card, source, Pile.foundation(card.suit))
        return move if self.check(move) is None else None

    def moves_home(self) -> list[Move]:
        """The moves that finish the game, when every card is face up and the last cards of the
        columns alone, sent home one after another, take all of them there; else none.

        Sending a card home never keeps another card from going home later, so
        playing whichever last card can go, as long as one can, reaches every
        card that any order of such moves reaches.  With a card still face down
        nothing is offered: the answer would tell what lies under it.
        """
        if self.won or any(self.hidden):
            return []
        columns = [list(column) for column in self.columns]
        heights = [len(pile) for pile in self.foundations]
        moves: list[Move] = []
        going = True
        while going:
            going = False
            for index, column in enumerate(columns):
                if column and column[-1].rank == heights[column[-1].suit] + 1:
                    card = column.pop()
                    heights[card.suit] += 1
                    moves.append(Move(card, Pile.column(index), Pile.foundation(card.suit)))
                    going = True
        return moves if sum(heights) == 52 else []

    def placement_move(self, card: Card) -> Move | None:
        """The double-click and auto-place search in the tableau.

        First the longest column that accepts the card and the cards above it
        (leftmost on a tie), then an empty column for a King.  A King that
        already lies alone at the bottom of its column is not moved to another
        empty column: that would change nothing.
        """
        source, position = self.locate(card)
        bare_king = (
            card.rank == KING
            and not source.is_foundation
            and position == 0
        )
        best: Pile | None = None
        for pile in COLUMNS:
            target = self.columns[pile.index]
            if bare_king and not target:
                continue
            if self.check(Move(card, source, pile)) is not None:
                continue
            if best is None or len(target) > len(self.columns[best.index]):
                best = pile
        return Move(card, source, best) if best is not None else None

    # ---------------------------------------------------------------- storage
    def snapshot(self) -> Snapshot:
        """A hashable picture of the position and counters, for comparisons."""
        return (
            str(self.code),
            tuple(tuple(c) for c in self.columns),
            tuple(self.hidden),
            tuple(tuple(f) for f in self.foundations),
            self.score,
        )

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready record of the whole game, undo history included."""
        return {
            "format": 1,
            "code": str(self.code),
            "columns": [[str(c) for c in column] for column in self.columns],
            "hidden": list(self.hidden),
            "foundations": [[str(c) for c in pile] for pile in self.foundations],
            "score": self.score,
            "moves": self.moves_made,
            "undos": self.undos_used,
            "take_backs": self.take_backs_used,
            "history": [_change_to_dict(change) for change in self.history],
            "redo": [_move_to_dict(move) for move in self.redo_moves],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Game:
        """Rebuild a game saved by :meth:`to_dict`; raises ``ValueError`` on damaged data."""
        return cls._read(data, mend=False)[0]

    @classmethod
    def mended_from_dict(cls, data: dict[str, Any]) -> tuple[Game, bool]:
        """Like :meth:`from_dict`, but a damaged undo history or list of moves to redo is left out
        instead of refused, when the position itself is sound: ``(game, whether something was left out)``.
        Still raises ``ValueError`` when the position is damaged."""
        return cls._read(data, mend=True)

    @classmethod
    def _read(cls, data: dict[str, Any], mend: bool) -> tuple[Game, bool]:
        try:
            game = cls(GameCode.parse(data["code"]))
            game.columns = [[Card.parse(c) for c in column] for column in data["columns"]]
            game.hidden = [whole_number(h, 51) for h in data["hidden"]]
            game.foundations = [[Card.parse(c) for c in pile] for pile in data["foundations"]]
            game.score = whole_number(data["score"])
            game.moves_made = whole_number(data["moves"])
            game.undos_used = whole_number(data["undos"])
            game.take_backs_used = whole_number(data["take_backs"])
            history = data["history"]
            redo = data.get("redo", [])  # absent in games saved before redo
        except (KeyError, TypeError, ValueError, AttributeError, OverflowError) as error:
            raise ValueError(f"damaged game record: {error}") from error
        game._validate_position()
        left_out = False
        for read, items in ((game._read_history, history), (game._read_redo, redo)):
            try:
                read(items)
            except ValueError:
                if not mend:
                    raise
                left_out = True
        return game, left_out

    def _read_history(self, items: Any) -> None:
        """Take the recorded undo history, checked against the position; ``ValueError`` (and none
        taken) when it is damaged."""
        try:
            if len(items) > UNDO_LIMIT:
                raise ValueError(f"more than {UNDO_LIMIT} moves to undo")
            changes = [_change_from_dict(item) for item in items]
        except (KeyError, TypeError, ValueError, AttributeError, OverflowError) as error:
            raise ValueError(f"damaged game record: {error}") from error
        self.history.extend(changes)
        try:
            self._validate_history()
        except ValueError:
            self.history.clear()
            raise

    def _read_redo(self, items: Any) -> None:
        """Take the recorded moves to redo, each checked by redoing it on a copy; ``ValueError``
        (and none taken) when they are damaged."""
        try:
            if len(items) > UNDO_LIMIT:
                raise ValueError(f"more than {UNDO_LIMIT} moves to redo")
            self.redo_moves = [_move_from_dict(item) for item in items]
        except (KeyError, TypeError, ValueError, AttributeError, OverflowError) as error:
            raise ValueError(f"damaged game record: {error}") from error
        try:
            self._validate_redo()
        except ValueError:
            self.redo_moves = []
            raise

    def _validate_position(self) -> None:
        cards = [c for column in self.columns for c in column]
        cards += [c for pile in self.foundations for c in pile]
        if len(self.columns) != 7 or len(self.foundations) != 4 or len(self.hidden) != 7:
            raise ValueError("damaged game record: wrong number of piles")
        if sorted(cards) != sorted(set(cards)) or len(cards) != 52:
            raise ValueError("damaged game record: the 52 cards are not all there once")
        for column, hidden in zip(self.columns, self.hidden, strict=True):  # both are 7 long (checked above)
            if hidden < 0 or hidden >= max(1, len(column)):
                raise ValueError("damaged game record: impossible face-down count")
        for suit, pile in enumerate(self.foundations):
            if pile != [Card(rank, Suit(suit)) for rank in range(1, len(pile) + 1)]:
                raise ValueError("damaged game record: a foundation is out of order")
        if min(self.score, self.moves_made, self.undos_used, self.take_backs_used) < 0:
            raise ValueError("damaged game record: negative counter")

    def _validate_redo(self) -> None:
        """Redo every move to redo on a copy, so a damaged list fails now, not on redo."""
        if not self.redo_moves:
            return
        copy = Game(self.code)
        copy.columns = [list(column) for column in self.columns]
        copy.hidden = list(self.hidden)
        copy.foundations = [list(pile) for pile in self.foundations]
        for move in reversed(self.redo_moves):
            if isinstance(copy.play(move), Refusal) or copy.history[-1].move != move:
                raise ValueError("damaged game record: a move to redo cannot be made")

    def _validate_history(self) -> None:
        """Undo every recorded change on a copy, so a damaged history fails now, not on undo."""
        columns = [list(column) for column in self.columns]
        hidden = list(self.hidden)
        foundations = [list(pile) for pile in self.foundations]
        score = self.score
        for change in reversed(self.history):
            move, cards = change.move, change.cards
            source = foundations[move.source.index] if move.source.is_foundation else columns[move.source.index]
            target = (
                foundations[move.destination.index] if move.destination.is_foundation
                else columns[move.destination.index]
            )
            ok = (
                change.score_after == score
                and 0 <= change.score_before <= change.score_after
                and move.source != move.destination
                and bool(cards)
                and cards[0] == move.card
                and len(target) >= len(cards)
                and tuple(target[len(target) - len(cards) :]) == cards
                and not (move.source.is_foundation and move.destination.is_foundation)
                and (
                    not move.destination.is_foundation
                    or (len(cards) == 1 and move.destination.index == move.card.suit)
                )
            )
            if ok:
                del target[len(target) - len(cards) :]
                if not move.destination.is_foundation:
                    column = move.destination.index
                    ok = hidden[column] < len(target) or hidden[column] == 0
                if move.source.is_foundation:
                    ok = ok and change.turned is None and move.card == Card(len(source) + 1, Suit(move.source.index))
                elif change.turned is not None:
                    column = move.source.index
                    ok = ok and bool(source) and source[-1] == change.turned and hidden[column] == len(source) - 1
                    hidden[move.source.index] += 1
            if not ok:
                raise ValueError("damaged game record: the undo history does not match the position")
            source.extend(cards)
            score = change.score_before


def _move_to_dict(move: Move) -> dict[str, Any]:
    return {
        "card": str(move.card),
        "from": [move.source.is_foundation, move.source.index],
        "to": [move.destination.is_foundation, move.destination.index],
    }


def _move_from_dict(data: dict[str, Any]) -> Move:
    return Move(
        Card.parse(data["card"]),
        Pile(bool(data["from"][0]), whole_number(data["from"][1], 6)),
        Pile(bool(data["to"][0]), whole_number(data["to"][1], 6)),
    )


def _change_to_dict(change: Change) -> dict[str, Any]:
    return {
        **_move_to_dict(change.move),
        "cards": [str(c) for c in change.cards],
        "turned": str(change.turned) if change.turned else None,
        "score": [change.score_before, change.score_after],
    }


def whole_number(value: object, limit: int = COUNTER_LIMIT) -> int:
    """``value`` if it is a whole number from 0 to ``limit`` (a saved record's counter), else ``ValueError``.

    Only a real ``int``: not a bool, not a float (``1e400`` reads as infinity), not a text.
    """
    if type(value) is not int or not 0 <= value <= limit:
        raise ValueError(f"{value!r:.40} is not a whole number from 0 to {limit}")
    return value


def _change_from_dict(data: dict[str, Any]) -> Change:
    move = _move_from_dict(data)
    turned = Card.parse(data["turned"]) if data["turned"] else None
    before, after = (whole_number(x) for x in data["score"])
    return Change(move, tuple(Card.parse(c) for c in data["cards"]), turned, before, after)
