"""A Yukon solver: is this position winnable, and how?

``solve(game)`` answers ``solvable`` with a complete winning line (engine
moves that replay legally from the position to 52 cards on the foundations),
``unsolvable`` only after an exhaustive search of every position reachable
from it, or ``unknown`` when its time, position or node budget ran out or it
was cancelled.  The solver sees the face-down cards: a deal is fixed by its
code, so "can this deal be won" is a question about all of its cards.

The search is a depth-first search over positions with a table of every
position already searched (keys with the columns sorted, and positions one
twin swap apart keyed as one family: ``solver_families``), moves tried in a
promising order, safe foundation moves made at once and useless take-backs
never tried (both proven in ``solver_state``), and positions cut off when
some card can provably never reach its foundation (``DeadlockCheck`` and
``is_stuck``).  Search times are heavy-tailed, so the search restarts with
growing budgets and varied move orders; positions proven lost are kept from
one search to the next.  Every other search is a narrower one that leaves
groups lying on a fitting face-up card where they are: it finds most wins
sooner, and its running out is never taken as a proof.  Nothing is pruned
on a guess, so an exhausted whole search is a proof.  Pure Python, no Qt.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from .cards import Card
from .game import Game
from .moves import MAX_GROUP, Move, Pile
from .solver_exchange import ProofSearch
from .solver_families import TwinFamilies
from .solver_state import (
    DOWN,
    FOUNDATION,
    KINGS,
    RANK,
    SEPARATOR,
    SUIT,
    TABLES,
    Columns,
    DeadlockCheck,
    Heights,
    RuleTables,
    SafeMoves,
    Step,
    closed_heights,
    count_down,
    encode,
    hidden_counts,
    is_stuck,
    move_cards,
    position_key,
    still_free,
)
from .verdicts import SOLVABLE as SOLVABLE  # the solver's answers
from .verdicts import UNKNOWN as UNKNOWN
from .verdicts import UNSOLVABLE as UNSOLVABLE

DEFAULT_SECONDS = 10.0
DEFAULT_MAX_POSITIONS = 2_000_000
CHECK_EVERY: Final = 512
FIRST_BUDGET = 200  # positions of the first (unshuffled) search
GROWTH = 1.3  # each new search may look at 30 % more positions
NOISE = 25.0  # shuffles the move order of later searches within about one move class
WANTED: Final = 70
SETTLED_SHARE = 4  # each narrower search gets a quarter of the budget of the whole search before it
FAMILIES_FROM = 5_000  # whole-search budget from which twin families are used (they slow the first, small searches)
PROOF_FROM = 5_000  # whole-search budget from which the proof search over shapes takes its turns too
PROOF_GROWTH = 2  # each proof search may look at twice as many shapes as the one before
KNOWN_KEYS = 20_000  # family keys remembered by position, about 4 MB (cleared when full)
STYLES = 3  # move orders the restarts take turns with: as is, without preparing turns, shallow turns first
_GAP: Final = b"\xfe"  # separates columns in the search string of a position
_NO_TWINS: list[int | None] = [None] * 52

Cancel = threading.Event | Callable[[], bool] | None
Outcome = tuple[str, list[Step], int, str]  # status, winning line, positions, why it stopped
Scored = tuple[float, int, int, int]  # how promising a move is, then the move (card, source, destination)


@dataclass
class SolverResult:
    """What the solver found.  ``stopped`` says why an ``unknown`` search ended."""

    status: str
    moves: list[Move] = field(default_factory=list)
    positions: int = 0
    seconds: float = 0.0
    stopped: str = ""  # "time", "positions", "nodes", "cancelled" or ""
    largest_table: int = 0  # the most positions held at once (memory)


class _Stop(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _cancel_test(cancel: Cancel) -> Callable[[], bool]:
    if cancel is None:
        return lambda: False
    if isinstance(cancel, threading.Event):
        return cancel.is_set
    return cancel


def _to_engine(move: Step) -> Move:
    card, source, destination = move
    suit = SUIT[card]
    return Move(
        Card.from_index(card),
        Pile.foundation(suit) if source == FOUNDATION else Pile.column(source),
        Pile.foundation(suit) if destination == FOUNDATION else Pile.column(destination),
    )


class _Search:
    def __init__(
        self, tables: RuleTables, deadlock: DeadlockCheck, shortcuts: bool = True, families: bool = True
    ) -> None:
        self.shortcuts = shortcuts
        self.tables = tables
        self.fitting = tables.fitting
        self.lower_suits = tables.lower_suits
        self.deadlock = deadlock
        self.families = TwinFamilies(tables)
        self.use_families = self.families.active and families and shortcuts
        self.families.active = False  # until the searches grow (``start_families``)
        self.positions = 0
        self.searched = 0
        self.lost: set[bytes] = set()
        self.largest_table = 0
        self.noise = 0.0
        self.style = 0
        self.settled = False  # leave groups on a fitting face-up card where they are (a narrower search)
        self.settled_lost: set[bytes] = set()
        self.random = random.Random(1)
        self.proof = ProofSearch(tables, deadlock) if shortcuts and families else None
        self.safe = SafeMoves(tables.lower_suits)
        self.closed_memo: dict[tuple[int, ...], list[int]] = {}

    def safe_suits(self, heights: Sequence[int]) -> tuple[bool, ...]:
        """Per suit: whether its next card may go to the foundation safely."""
        return self.safe.suits(heights)

    def closed(self, heights: Heights) -> list[int]:
        if not self.shortcuts:
            return [0, 0, 0, 0]
        answer = self.closed_memo.get(heights)
        if answer is None:
            answer = self.closed_memo[heights] = closed_heights(heights, self.lower_suits)
        return answer

    # ------------------------------------------------------------ one move
    def apply(
        self, columns: Sequence[bytes], heights: Sequence[int], move: Step
    ) -> tuple[Columns, Heights, list[Step], bool]:
        """The position after ``move`` and the safe foundation moves it allows.

        Returns ``(columns, heights, moves made, a card was turned)``.  In every
        position the search reaches, safe foundation moves have been made (a
        twin family's other members too: ``moves``); after a move between
        columns, with the same foundations, only the card the group left can
        be a safe one, so the others are not looked at again.
        """
        moved, after, turned = move_cards(columns, heights, move)
        source, destination = move[1], move[2]
        if source != FOUNDATION and destination != FOUNDATION:
            rest = moved[source]
            if not rest or not self.shortcuts:
                return tuple(moved), tuple(heights), [move], turned
            left = rest[-1]
            suit = SUIT[left]
            if RANK[left] - 1 != heights[suit] or not self.safe_suits(heights)[suit]:
                return tuple(moved), tuple(heights), [move], turned
        made = [move]
        turned |= self.play_safe(moved, after, made)
        return tuple(moved), tuple(after), made, turned

    def play_safe(self, columns: list[bytes], heights: list[int], made: list[Step]) -> bool:
        """Send every provably safe last card to its foundation (in place)."""
        return self.shortcuts and self.safe.play(columns, heights, made)

    # ------------------------------------------------------- move ordering
    def moves(self, columns: Columns, heights: Heights, family: bool = False) -> list[Step]:
        """Every move worth trying, most promising first.

        ``family``: the position is keyed by its twin family, so its twin
        swaps are left out: each leads back into the family, which the search
        would only pass over.  A swap keeps the key (``solver_families``, 1),
        and no safe foundation move follows it: the position had its own made
        already, and the one new last card, the card A the group leaves, is
        not safe while the group's first card, which fits on A, is not home.
        The swaps are left out after the restarts' shuffle, which therefore
        orders the other moves as it would with them.
        """
        scored: list[Scored] = []
        closed = self.closed(heights)
        gap = _GAP
        text = gap.join(columns)
        empty = -1
        for index in range(7):
            column = columns[index]
            if not column:
                if empty < 0:
                    empty = index
                continue
            card = column[-1]
            if RANK[card] - 1 == heights[SUIT[card]]:
                scored.append((80, card, index, FOUNDATION))
        # Cards lying on a card that a face-down card's cover could go onto:
        # moving them away prepares a turn.
        wanted: set[int] = set()
        parents = self.tables.parents
        for column in columns:
            if column and column[0] >= DOWN:
                cover = column[count_down(column)]
                for parent in parents[cover]:
                    if RANK[parent] == heights[SUIT[parent]]:
                        wanted.add(parent)  # on top of its foundation: take it back
                        continue
                    offset = text.find(parent)
                    if 0 <= offset < len(text) - 1 and text[offset + 1] < DOWN:
                        wanted.add(text[offset + 1])
        preparing = wanted if self.style != 1 else ()
        twin = self.families.twin if family else _NO_TWINS
        fitting = self.fitting
        # Each card that may go somewhere: (card, destination, face-down cards under the destination
        # or -1 for an empty column, the card whose group comes onto the destination by a twin swap).
        candidates: list[tuple[int, int, int, int | None]] = []
        for destination in range(7):
            column = columns[destination]
            if column:
                target_hidden = count_down(column)
                last = column[-1]
                swap_from = twin[last]
                for card in fitting[last]:
                    candidates.append((card, destination, target_hidden, swap_from))
        if empty >= 0:
            for card in KINGS:
                candidates.append((card, empty, -1, None))
        swaps: list[tuple[int, int]] = []  # (card, destination) of each twin swap
        style = self.style
        settled = self.settled
        for card, destination, target_hidden, swap_from in candidates:
            suit = SUIT[card]
            rank = RANK[card]
            if rank <= heights[suit]:
                if rank == heights[suit] and rank > closed[suit]:
                    scored.append((WANTED - 5 if card in preparing else 0, card, FOUNDATION, destination))
                continue
            offset = text.find(card)
            if offset < 0:
                continue  # face down
            source = text.count(gap, 0, offset)
            if source == destination:
                continue
            position = offset - text.rfind(gap, 0, offset) - 1
            end = text.find(gap, offset)
            if (end if end >= 0 else len(text)) - offset > MAX_GROUP:
                continue
            if position == 0:
                if target_hidden >= 0:  # (a whole column to an empty one is the same position)
                    scored.append((60, card, source, destination))
                continue
            below = text[offset - 1]
            if below >= DOWN:
                # Frees a face-down card: best, and best of all in deep columns.
                scored.append((100 + (position if style != 2 else -position), card, source, destination))
            elif card in fitting[below]:
                if settled:
                    continue  # the narrower search leaves it there
                if below == swap_from:
                    swaps.append((card, destination))  # scored all the same, then left out below
                scored.append((WANTED - target_hidden if card in preparing else 10 - target_hidden,
                               card, source, destination))
            elif card in preparing:
                scored.append((WANTED - target_hidden, card, source, destination))
            else:
                scored.append((40 - target_hidden, card, source, destination))
        if self.noise:
            rnd = self.random.random
            noise = self.noise
            scored = [(item[0] + noise * rnd(),) + item[1:] for item in scored]
        scored.sort(reverse=True)
        if swaps:
            return [(card, source, destination) for _, card, source, destination in scored
                    if (card, destination) not in swaps]
        return [(card, source, destination) for _, card, source, destination in scored]

    # -------------------------------------------------------------- search
    def run(
        self, columns: Columns, heights: Heights, seconds: float | None, max_positions: int, max_nodes: int | None,
        cancelled: Callable[[], bool],
    ) -> Outcome:
        """One depth-first search; ``self.searched`` holds how many positions it saw.

        Positions already proven lost (``self.lost``, from earlier searches)
        count as seen.  Positions of this search join ``self.lost`` once proven
        lost: a position cut off by a check, and every position of a strongly
        connected group of positions (Tarjan's algorithm) whose search has
        finished without a win, since all their moves lead inside the group
        or to positions proven lost before.
        """
        seen = dict.fromkeys(self.lost, -1)
        if self.settled:
            seen.update(dict.fromkeys(self.settled_lost, -1))  # lost in the whole search: lost here too
        carried = len(seen)
        try:
            return self._depth_first(seen, columns, heights, seconds, max_positions, max_nodes, cancelled)
        finally:
            self.searched = len(seen) - carried
            self.largest_table = max(self.largest_table, len(seen))

    def _depth_first(
        self, seen: dict[bytes, int], columns: Columns, heights: Heights, seconds: float | None, max_positions: int,
        max_nodes: int | None, cancelled: Callable[[], bool],
    ) -> Outcome:
        start = time.monotonic()
        deadline = start + seconds if seconds is not None else None
        nodes = 0
        check = CHECK_EVERY
        family_key = self.families.key
        known_keys: dict[bytes, tuple[bytes, int]] | None = {} if self.families.active else None
        root, loose = family_key(columns)
        if root in seen:
            return UNSOLVABLE, [], len(seen), ""
        seen[root] = 0
        order = 1
        group = [root]  # Tarjan's stack of positions whose group is not finished
        open_keys = {root}
        lost = self.settled_lost if self.settled else self.lost
        cut = self.lost
        # A frame: columns, heights, the moves to try, the next one to try, the moves
        # made to get here, the position's key, the lowest number it reaches (Tarjan), and
        # whether the other members of its twin family are still to be listed.
        members_left = not self.settled  # the narrower search proves nothing: the first member will do
        stack: list[list[Any]] = [
            [columns, heights, self.moves(columns, heights, loose > 0), 0, [], root, 0, members_left and loose > 0]
        ]
        parents = self.tables.parents
        tables = self.tables
        shortcuts = self.shortcuts
        deadlock = self.deadlock
        apply = self.apply
        moves_of = self.moves
        while stack:
            frame = stack[-1]
            options = frame[2]
            if frame[3] >= len(options) and frame[7]:
                frame[7] = False
                options += self.member_moves(frame[0], frame[1])
            if frame[3] >= len(options):
                stack.pop()
                key, low = frame[5], frame[6]
                if low == seen[key]:
                    while True:
                        finished = group.pop()
                        open_keys.discard(finished)
                        lost.add(finished)
                        if finished == key:
                            break
                if stack and low < stack[-1][6]:
                    stack[-1][6] = low
                continue
            move = options[frame[3]]
            frame[3] += 1
            if len(move) == 3:
                new_columns, new_heights, made, turned = apply(frame[0], frame[1], move)
                swaps: list[Step] = []
            else:  # a move of another member of the family, after the swaps that reach it
                card, source, destination, member, swaps = move
                move = (card, source, destination)
                new_columns, new_heights, made, turned = apply(member, frame[1], move)
            if sum(new_heights) == 52:
                line = [step for item in stack for step in item[4]] + swaps + made
                return SOLVABLE, line, len(seen), ""
            if known_keys is None:
                key, loose = family_key(new_columns)
            else:  # a family key costs ten times a plain one: remember the keys of the positions met
                plain = position_key(new_columns)
                known = known_keys.get(plain)
                if known is None:
                    if len(known_keys) >= KNOWN_KEYS:
                        known_keys.clear()
                    known = known_keys[plain] = family_key(new_columns, plain)
                key, loose = known
            number = seen.get(key)
            if number is not None:
                if key in open_keys and number < frame[6]:
                    frame[6] = number
                continue
            if len(seen) >= max_positions:
                raise _Stop("positions")
            seen[key] = order
            order += 1
            # Taking a card back or playing one home (without turning a card)
            # practically never leaves a stuck position: the check is skipped
            # there, which costs nothing but a missed cut.
            if shortcuts and (
                (turned and deadlock.is_dead(hidden_counts(new_columns)))
                or ((turned or (move[1] != FOUNDATION and move[2] != FOUNDATION
                                and not still_free(move, made, new_columns, parents)))
                    and is_stuck(new_columns, new_heights, tables))
            ):
                cut.add(key)  # lost in any search, narrower or whole
                continue
            nodes += 1
            check -= 1
            if check == 0:
                check = CHECK_EVERY
                if cancelled():
                    raise _Stop("cancelled")
                if deadline is not None and time.monotonic() > deadline:
                    raise _Stop("time")
                time.sleep(0)  # let other threads (a window) have the interpreter
            if max_nodes is not None and nodes >= max_nodes:
                raise _Stop("nodes")
            group.append(key)
            open_keys.add(key)
            stack.append([new_columns, new_heights, moves_of(new_columns, new_heights, loose > 0), 0, swaps + made, key,
                          order - 1,
                          members_left and loose > 0])
        return UNSOLVABLE, [], len(seen), ""

    def start_families(self) -> None:
        """Key positions by twin family from now on: a position proven lost makes its family lost,
        since its members are joined by moves both ways."""
        self.families.active = True
        key = self.families.key
        self.lost = {key(tuple(lost.split(SEPARATOR)))[0] for lost in self.lost}
        self.settled_lost = {key(tuple(lost.split(SEPARATOR)))[0] for lost in self.settled_lost}

    def member_moves(self, columns: Columns, heights: Heights) -> list[Any]:
        """The moves of the other members of the position's twin family that no member nearer to it
        stands for (``solver_families``), each with the member and the swaps that reach it."""
        closed = self.closed(heights)
        unmirrored = self.families.unmirrored
        found: list[Any] = []
        for member, path, back in self.families.members(columns):
            if not back:  # never so (see solver_families); if it were, every move would be listed
                found += [(*move, member, path) for move in self.moves(member, heights)]
                continue
            listed = unmirrored(member, *back[0], heights, closed)
            for swap in back[1:]:
                if not listed:
                    break
                also = unmirrored(member, *swap, heights, closed)
                listed = [move for move in listed if move in also]
            found += [(*move, member, path) for move in listed]
        return found

    def run_restarts(
        self, columns: Columns, heights: Heights, seconds: float | None, max_positions: int, max_nodes: int | None,
        cancelled: Callable[[], bool],
    ) -> Outcome:
        """Short randomised searches first (search times are heavy-tailed), then longer ones.

        Two series of searches take turns, each with its own growing budget:
        whole searches, and narrower ones that leave every group lying on a
        fitting face-up card where it is.  The narrower search space is far
        smaller and holds most wins, so it often finds one much sooner; but it
        may miss a win, so its running out proves nothing (only a whole
        search's does) and merely ends that series.

        Once the whole searches have grown past ``PROOF_FROM`` positions, a
        third series takes its turns: the proof search over shapes
        (``solver_exchange``), which proves a loss with far fewer positions and
        may find a win, but stops for good when it meets a win it cannot
        replay (a move it borrowed from another position of a shape).
        """
        start = time.monotonic()
        budgets = [FIRST_BUDGET, FIRST_BUDGET // SETTLED_SHARE, PROOF_FROM]  # whole, narrower, proof
        attempts = [0, 0]
        total = 0
        settled_open = self.shortcuts
        proof_open = self.proof is not None and self.proof.shapes.active
        turn = 0
        while True:
            left = None if seconds is None else seconds - (time.monotonic() - start)
            if left is not None and left <= 0:
                raise _Stop("time")
            if turn == 1 and not settled_open:
                turn = 2
            if turn == 2:
                if proof_open and budgets[0] >= PROOF_FROM:
                    outcome = self.run_proof(columns, heights, left, max_positions, budgets[2], max_nodes, total,
                                             cancelled)
                    total = self.positions
                    if outcome is not None:
                        return outcome
                    proof_open = self.proof is not None
                    budgets[2] *= PROOF_GROWTH
                turn = 0
                continue
            attempt = attempts[turn]
            self.random = random.Random(attempt)
            self.noise = 0.0 if attempt < STYLES else NOISE
            self.style = attempt % STYLES
            self.settled = turn == 1
            if self.use_families and not self.families.active and budgets[0] >= FAMILIES_FROM:
                self.start_families()
            limit = budgets[turn] if max_nodes is None else min(budgets[turn], max_nodes - total)
            try:
                status, line, _, stopped = self.run(columns, heights, left, max_positions, limit, cancelled)
                total += self.searched
                self.positions = total
                if status == SOLVABLE or not self.settled:
                    return status, line, self.positions, stopped
                settled_open = False
                self.settled_lost = set()
            except _Stop as stop:
                total += self.searched
                self.positions = total
                if stop.reason != "nodes" or (max_nodes is not None and total >= max_nodes):
                    raise
            finally:
                self.settled = False
            attempts[turn] += 1
            budgets[turn] = int(budgets[turn] * GROWTH)
            turn += 1

    def run_proof(
        self, columns: Columns, heights: Heights, seconds: float | None, max_positions: int, budget: int,
        max_nodes: int | None, total: int, cancelled: Callable[[], bool],
    ) -> Outcome | None:
        """One proof search over shapes within ``budget`` shapes: its outcome if it decided, else ``None``
        (and ``self.proof`` dropped for good when it never can)."""
        proof = self.proof
        assert proof is not None
        if max_nodes is not None:
            budget = min(budget, max_nodes - total)
        status, line = proof.run(columns, heights, seconds, max_positions, cancelled, budget)
        self.positions = total + proof.searched
        self.largest_table = max(self.largest_table, proof.table)
        if status in (SOLVABLE, UNSOLVABLE):
            return status, line, self.positions, ""
        if status in ("time", "cancelled", "positions"):
            raise _Stop(status)
        if status != "nodes":  # a win it cannot replay, or a position too intricate: it never decides here
            self.proof = None
            proof.lost = set()
        if max_nodes is not None and self.positions >= max_nodes:
            raise _Stop("nodes")
        return None


def solve(
    game: Game,
    seconds: float | None = DEFAULT_SECONDS,
    max_positions: int = DEFAULT_MAX_POSITIONS,
    max_nodes: int | None = None,
    cancel: Cancel = None,
    shortcuts: bool = True,
    families: bool = True,
) -> SolverResult:
    """Decide whether ``game``'s position can be won; never changes ``game``.

    ``seconds`` (None: no limit), ``max_positions`` (the size of the table of
    searched positions, hence the memory) and ``max_nodes`` bound the search;
    ``cancel`` is a ``threading.Event`` or a function, checked every few
    hundred positions.  ``shortcuts=False`` turns off the safe foundation
    moves, the take-back pruning, the dead-position checks and the twin
    families: a plain exhaustive search, only there to test the shortcuts
    against it.  ``families=False`` turns off the twin families alone
    (``solver_families``), to measure what they save.
    """
    started = time.monotonic()
    tables = TABLES[game.rule]
    columns, heights = encode(game)
    search = _Search(tables, DeadlockCheck(columns, tables), shortcuts, families)
    root_columns, root_heights = list(columns), list(heights)
    opening: list[Step] = []
    search.play_safe(root_columns, root_heights, opening)
    columns, heights = tuple(root_columns), tuple(root_heights)
    positions = 1

    def finish(status: str, line: Iterable[Step] = (), stopped: str = "") -> SolverResult:
        return SolverResult(
            status, [_to_engine(step) for step in line], positions, time.monotonic() - started, stopped,
            search.largest_table,
        )

    if sum(heights) == 52:
        return finish(SOLVABLE, opening)
    if shortcuts and (
        search.deadlock.is_dead(hidden_counts(columns)) or is_stuck(columns, heights, tables)
    ):
        return finish(UNSOLVABLE)
    try:
        status, line, positions, stopped = search.run_restarts(
            columns, heights, seconds, max_positions, max_nodes, _cancel_test(cancel)
        )
    except _Stop as stop:
        return SolverResult(
            UNKNOWN, [], search.positions, time.monotonic() - started, stop.reason, search.largest_table
        )
    return finish(status, opening + line if status == SOLVABLE else (), stopped)


def best_heuristic_move(game: Game) -> Move | None:
    """A hint when no winning line is known: the most promising legal move, without a search.

    Safe foundation moves first, then the solver's own move order (turning a
    face-down card first of all), skipping the move that would undo the last
    one and, while there is a choice, moves into a position proven lost.
    ``None`` when no move is possible.
    """
    if game.won:
        return None
    tables = TABLES[game.rule]
    columns, heights = encode(game)
    search = _Search(tables, DeadlockCheck(columns, tables))
    last = game.history[-1].move if game.history else None
    safe = search.safe_suits(heights)
    options = [
        (column[-1], index, FOUNDATION) for index, column in enumerate(columns)
        if column and safe[SUIT[column[-1]]] and RANK[column[-1]] - 1 == heights[SUIT[column[-1]]]
    ]
    options += search.moves(columns, heights)
    fallback = None
    for option in options:
        move = _to_engine(option)
        if last is not None and move.card == last.card and move.source == last.destination \
                and move.destination == last.source:
            continue
        if game.check(move) is not None:
            continue
        new_columns, new_heights, _, _ = search.apply(columns, heights, option)
        if sum(new_heights) == 52:
            return move
        if search.deadlock.is_dead(hidden_counts(new_columns)) or is_stuck(new_columns, new_heights, tables):
            fallback = fallback or move
            continue
        return move
    return fallback
