"""Two simple players of Yukon, each a fixed set of habits, used to measure how hard a deal is.

Neither player looks further than the move it makes, none undoes a move, and
neither repeats a position it has already seen in the same game (a move that
would lead back to one is not played).  Where a player's habits leave several
moves equally good it picks one at random with the project's SplitMix64,
seeded from the deal and the number of the game, so every result can be
reproduced on any machine.

- :func:`greedy_game` (the *greedy* player, whose wins define the levels):
  1. puts a card on its foundation whenever it can;
  2. otherwise turns a face-down card (moves the cards above it away);
  3. otherwise moves a King with its cards into an empty column;
  4. otherwise makes any other move to another column, at random.
- :func:`careful_game` (the *careful* player, only used to check the levels):
  1. turns a face-down card, choosing the column with the most of them;
  2. puts a card on its foundation only when it is safe (no card of the
     other colour one rank lower still needs it), or when nothing else is left;
  3. moves a King with its cards into an empty column only when the King
     lies on face-down cards;
  4. otherwise makes the move that moves the fewest cards, at random among
     those, but never takes a card off a face-up card it already fits on.

A game ends when it is won, when no move is left, or after ``MOVE_LIMIT``
moves.  Cards are numbers 0..51 (suit * 13 + rank - 1), suits in the
engine's order (spades, hearts, diamonds, clubs).
"""

from __future__ import annotations

from collections.abc import Callable

from ..cards import Card
from ..codes import GameCode, Rule
from ..game import HIDDEN_COUNTS, deal_columns, fits_on
from ..moves import MAX_GROUP
from ..shuffle import SplitMix64

MOVE_LIMIT = 400  # no game of these players reaches it when it goes anywhere; a long wander ends
FOUNDATION = -1  # the destination of a move to a foundation
SALT_GREEDY = 0x4752454544590001
SALT_CAREFUL = 0x4341524546554C02

# (card, source column, index of the card in it, destination column or FOUNDATION)
Step = tuple[int, int, int, int]
Position = tuple[tuple[int, ...], ...]  # the columns, from their deepest card


def _rank(card: int) -> int:
    return card % 13 + 1


def _red(card: int) -> bool:
    return 13 <= card < 39


class Table:
    """The position of a game being played: columns, face-down counts and foundation heights."""

    def __init__(self, code: GameCode) -> None:
        self.columns = [[card.index for card in column] for column in deal_columns(code.deal_number)]
        self.hidden = list(HIDDEN_COUNTS)
        self.heights = [0, 0, 0, 0]
        self.classic = _colour_matters(code.rule)
        self.seen: set[Position] = {self.key()}

    def key(self) -> Position:
        return tuple(tuple(column) for column in self.columns)

    @property
    def won(self) -> bool:
        return sum(self.heights) == 52

    def steps(self) -> list[Step]:
        """Every legal move but a King already at the bottom of a column going to an empty one.

        As in the game, at most ``MAX_GROUP`` cards move at once.
        """
        steps: list[Step] = []
        tops = [column[-1] if column else -1 for column in self.columns]
        for source, column in enumerate(self.columns):
            if column and _rank(column[-1]) == self.heights[column[-1] // 13] + 1:
                steps.append((column[-1], source, len(column) - 1, FOUNDATION))
            for index in range(max(self.hidden[source], len(column) - MAX_GROUP), len(column)):
                card = column[index]
                for target, top in enumerate(tops):
                    if target != source and self._fits(card, top) and (top >= 0 or index > 0):
                        steps.append((card, source, index, target))
        return steps

    def _fits(self, card: int, top: int) -> bool:
        if top < 0:
            return _rank(card) == 13
        if _rank(top) != _rank(card) + 1 or _rank(top) == 1:
            return False
        return not self.classic or _red(card) != _red(top)

    def play(self, step: Step) -> None:
        card, source, index, target = step
        column = self.columns[source]
        if target == FOUNDATION:
            column.pop()
            self.heights[card // 13] += 1
        else:
            self.columns[target].extend(column[index:])
            del column[index:]
        if self.hidden[source] and self.hidden[source] == len(column):
            self.hidden[source] -= 1
        self.seen.add(self.key())

    def leads_back(self, step: Step) -> bool:
        """Whether ``step`` leads to a position seen before in this game (foundation moves never do)."""
        card, source, index, target = step
        if target == FOUNDATION:
            return False
        columns = [tuple(column) for column in self.columns]
        moved = columns[source][index:]
        columns[source] = columns[source][:index]
        columns[target] = columns[target] + moved
        return tuple(columns) in self.seen

    def reveals(self, step: Step) -> bool:
        _, source, index, _ = step
        return self.hidden[source] > 0 and index == self.hidden[source]

    def settled(self, source: int, index: int) -> bool:
        """Whether the card at ``index`` of column ``source`` lies on a face-up card it fits on."""
        column = self.columns[source]
        return index > self.hidden[source] and self._fits(column[index], column[index - 1])

    def safe_home(self, card: int) -> bool:
        """Whether no card still in the columns could need ``card`` to lie on (classic: other colour)."""
        rank = _rank(card)
        if rank <= 2:
            return True
        suits: tuple[int, ...] = (0, 3) if _red(card) else (1, 2)
        if not self.classic:
            suits = (0, 1, 2, 3)
        return all(self.heights[suit] >= rank - 1 for suit in suits)


def _colour_matters(rule: Rule) -> bool:
    """Whether the rule's fit (``engine.game.fits_on``, the one place that says it) refuses a card of the same
    colour: a red Five on a red Six."""
    return fits_on(Card.parse("5H"), Card.parse("6D"), rule) is not None


Chooser = Callable[[Table, list[Step]], list[Step]]


def _greedy_choices(table: Table, steps: list[Step]) -> list[Step]:
    home = [step for step in steps if step[3] == FOUNDATION]
    if home:
        return home
    turning = [step for step in steps if table.reveals(step)]
    if turning:
        return turning
    kings = [step for step in steps if not table.columns[step[3]] and step[2] > 0]
    return kings or steps


def _careful_choices(table: Table, steps: list[Step]) -> list[Step]:
    turning = [step for step in steps if table.reveals(step) and step[3] != FOUNDATION]
    home = [step for step in steps if step[3] == FOUNDATION]
    if turning:
        most = max(table.hidden[step[1]] for step in turning)
        return [step for step in turning if table.hidden[step[1]] == most]
    safe = [step for step in home if table.safe_home(step[0])]
    if safe:
        return safe
    kings = [step for step in steps if not table.columns[step[3]] if step[3] != FOUNDATION]
    buried = [step for step in kings if table.hidden[step[1]] == step[2]]
    if buried:
        return buried
    others = [
        step for step in steps
        if step[3] != FOUNDATION and step not in kings and not table.settled(step[1], step[2])
    ]
    if others:
        fewest = min(len(table.columns[step[1]]) - step[2] for step in others)
        return [step for step in others if len(table.columns[step[1]]) - step[2] == fewest]
    return home or kings or steps


def play_game(code: GameCode, choose: Chooser, seed: int) -> bool:
    """One game of a player who picks among ``choose``'s moves at random; whether it is won."""
    table = Table(code)
    generator = SplitMix64(seed)
    for _ in range(MOVE_LIMIT):
        steps = [step for step in table.steps() if not table.leads_back(step)]
        if not steps:
            return False
        choices = choose(table, steps)
        table.play(choices[generator.below(len(choices))] if len(choices) > 1 else choices[0])
        if table.won:
            return True
    return False


def _seed(code: GameCode, salt: int, game: int) -> int:
    return salt ^ (code.deal_number << 8) ^ (ord(code.rule.letter) << 48) ^ game * 0x9E3779B97F4A7C15


def greedy_game(code: GameCode, game: int) -> bool:
    """Game number ``game`` of the greedy player on ``code``'s deal: whether it wins."""
    return play_game(code, _greedy_choices, _seed(code, SALT_GREEDY, game))


def careful_game(code: GameCode, game: int) -> bool:
    """Game number ``game`` of the careful player on ``code``'s deal: whether it wins."""
    return play_game(code, _careful_choices, _seed(code, SALT_CAREFUL, game))


def wins(player: Callable[[GameCode, int], bool], code: GameCode, games: int) -> int:
    """How many of the first ``games`` games ``player`` wins on ``code``'s deal."""
    return sum(player(code, game) for game in range(games))
