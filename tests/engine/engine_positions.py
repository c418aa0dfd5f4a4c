"""Build engine positions by hand for rule tests.

A column is written deepest card first, face-down cards before a ``|``:
``"9S 8H | 7D 6C"`` has 9S and 8H face down, 7D and 6C face up (6C last).
A column without ``|`` is all face up.  Foundations are given as counts per
suit letter: ``{"S": 3}`` puts AS 2S 3S on the spades foundation.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from yukon_qt.engine import Card, Game, GameCode, Rule, Suit
from yukon_qt.engine.cards import SUIT_LETTERS


def cards(text: str) -> list[Card]:
    return [Card.parse(word) for word in text.split()]


def build(columns: list[str], foundations: dict[str, int] | None = None,
          rule: Rule = Rule.CLASSIC) -> Game:
    """A game in exactly the given position (score and counters at 0)."""
    game = Game(GameCode(rule, 0))
    texts = list(columns) + [""] * (7 - len(columns))
    game.columns, game.hidden = [], []
    for text in texts:
        down, bar, up = text.rpartition("|")
        game.columns.append(cards(down) + cards(up) if bar else cards(up))
        game.hidden.append(len(cards(down)) if bar else 0)
    counts = foundations or {}
    game.foundations = [
        [Card(rank, Suit(suit)) for rank in range(1, counts.get(SUIT_LETTERS[suit], 0) + 1)]
        for suit in range(4)
    ]
    return game


def full_cards(game: Game) -> list[Card]:
    """Every card of the game, in columns then foundations."""
    return [c for column in game.columns for c in column] + [c for pile in game.foundations for c in pile]


def won_but_one(rule: Rule = Rule.CLASSIC) -> Game:
    """All cards on the foundations except the King of clubs, last in column 1."""
    return build(["KC"], {"S": 13, "H": 13, "D": 13, "C": 12}, rule)


def replay_wins(game: Game, moves: list) -> bool:
    """Play ``moves`` on a copy of ``game`` through the engine's own rules."""
    copy = Game.from_dict(game.to_dict())
    for move in moves:
        if copy.check(move) is not None:
            return False
        copy.play(move)
    return copy.won


def random_walk(game: Game, steps: int, rng: random.Random) -> Iterator[Game]:
    """Plays random legal moves on ``game``, yielding it after each, until ``steps`` or no move is left."""
    for _ in range(steps):
        moves = game.legal_moves()
        if not moves:
            return
        game.play(rng.choice(moves))
        yield game
