"""Deals by difficulty: the two players, the rating and the shipped table (no Qt)."""

from __future__ import annotations

import random

import pytest

from yukon_qt.engine import Change, Game, GameCode, Pile, Rule
from yukon_qt.engine.cards import Card
from yukon_qt.engine.daily_table import LETTERS as DAILY_LETTERS
from yukon_qt.engine.difficulty import (
    EASY,
    HARD,
    LEVELS,
    MEDIUM,
    level_of,
    players,
    rated_deal,
    rating,
    table_letters,
    table_level,
)
from yukon_qt.engine.difficulty.table import DAILY_LEVELS, DEALS
from yukon_qt.engine.solver import SOLVABLE, solve

UNSOLVABLE_DEAL = "YU1-C-CEBMXLG"  # no move at all after the deal (docs/winnability/classic-10s.jsonl)


def code_of(rule: Rule, letters: str) -> GameCode:
    return GameCode.parse(f"YU1-{rule.letter}-{letters}")


def engine_move(game: Game, step: players.Step):
    card, source, _index, target = step
    destination = Pile.foundation(card // 13) if target == players.FOUNDATION else Pile.column(target)
    return game.move_from(Card.from_index(card), destination)


@pytest.mark.parametrize("rule", list(Rule))
@pytest.mark.parametrize("choose", [players._greedy_choices, players._careful_choices])
def test_every_move_a_player_makes_is_a_legal_move_of_the_game(rule, choose):
    for number in (1, 77, 4242):
        code = GameCode(rule, number)
        table, game, generator = players.Table(code), Game(code), players.SplitMix64(number)
        for _ in range(players.MOVE_LIMIT):
            steps = [step for step in table.steps() if not table.leads_back(step)]
            legal = {(move.card, move.source, move.destination) for move in game.legal_moves()}
            made = {(m.card, m.source, m.destination) for m in (engine_move(game, step) for step in table.steps())}
            assert made <= legal
            if not steps or table.won:
                break
            choices = choose(table, steps)
            step = choices[generator.below(len(choices))]
            table.play(step)
            assert isinstance(game.play(engine_move(game, step)), Change)
            assert [len(column) for column in table.columns] == [len(game.cards_of(p)) for p in game_columns()]
            assert table.hidden == game.hidden
        assert table.won == game.won


def game_columns():
    return [Pile.column(index) for index in range(7)]


def test_a_player_never_returns_to_a_position_it_has_seen():
    table = players.Table(GameCode(Rule.RELAXED, 12345))
    generator = players.SplitMix64(1)
    for _ in range(200):
        steps = [step for step in table.steps() if not table.leads_back(step)]
        if not steps:
            break
        before = len(table.seen)
        table.play(steps[generator.below(len(steps))])
        assert len(table.seen) == before + 1 or table.heights != [0, 0, 0, 0]


def test_games_are_reproducible_and_depend_on_the_game_number():
    code = GameCode.parse("YU1-C-ZBUMHHM")
    results = [players.greedy_game(code, game) for game in range(8)]
    assert results == [players.greedy_game(code, game) for game in range(8)]
    assert [players.careful_game(code, game) for game in range(8)] == [
        players.careful_game(code, game) for game in range(8)]
    assert players._seed(code, 1, 0) != players._seed(code, 1, 1) != players._seed(code.with_rule(Rule.RELAXED), 1, 1)


def test_the_rating_keeps_its_budgets_of_positions_and_games(monkeypatch):
    asked = []
    real_solve = rating.solve

    def counting_solve(game, seconds, max_nodes):
        asked.append((seconds, max_nodes))
        return real_solve(game, seconds=seconds, max_nodes=max_nodes)

    played = []
    real_greedy = rating.greedy_game
    monkeypatch.setattr(rating, "solve", counting_solve)
    monkeypatch.setattr(rating, "greedy_game", lambda code, game: played.append(game) or real_greedy(code, game))
    found = rating.rate(GameCode.parse("YU1-C-ZBUMHHM"))
    assert asked == [(None, rating.PROOF_NODES)]  # positions, never seconds
    assert played == list(range(rating.GAMES))
    assert found.proven and found.level == rating.level_for_wins(Rule.CLASSIC, found.wins)
    assert rating.rate(GameCode.parse("YU1-C-ZBUMHHM")) == found


def test_an_unproven_deal_is_not_rated_and_not_played(monkeypatch):
    monkeypatch.setattr(rating, "greedy_game", lambda code, game: pytest.fail("an unproven deal was played"))
    assert rating.rate(GameCode.parse(UNSOLVABLE_DEAL)) == rating.Rating(False, None, None)
    assert level_of(GameCode.parse(UNSOLVABLE_DEAL)) is None


@pytest.mark.parametrize("rule, wins, level", [
    (Rule.CLASSIC, 8, EASY), (Rule.CLASSIC, 4, EASY), (Rule.CLASSIC, 3, MEDIUM), (Rule.CLASSIC, 1, MEDIUM),
    (Rule.CLASSIC, 0, HARD), (Rule.RELAXED, 8, EASY), (Rule.RELAXED, 7, MEDIUM), (Rule.RELAXED, 6, HARD),
    (Rule.RELAXED, 0, HARD),
])
def test_the_wins_give_the_level(rule, wins, level):
    assert rating.level_for_wins(rule, wins) == level


@pytest.mark.parametrize("rule", list(Rule))
def test_the_table_holds_hundreds_of_distinct_deals_per_level(rule):
    seen: set[str] = set()
    for level in LEVELS:
        letters = table_letters(rule, level)
        assert len(letters) >= 150
        assert all(len(text) == 7 and text.isalpha() and text.isupper() for text in letters)
        assert not seen & set(letters)
        seen |= set(letters)


@pytest.mark.parametrize("rule", list(Rule))
def test_a_sample_of_the_table_is_proven_winnable_and_rates_as_the_table_says(rule):
    sample = random.Random(f"table {rule.letter}")
    for level in LEVELS:
        for letters in sample.sample(table_letters(rule, level), 4):
            code = code_of(rule, letters)
            assert solve(Game(code), seconds=None, max_nodes=rating.PROOF_NODES).status == SOLVABLE, code
        found = rating.rate(code_of(rule, letters))
        assert found.level == level, letters


def careful_win_rates(rule: Rule, deals: int) -> dict[str, float]:
    """The careful player's win rate, 4 games a deal, on the first ``deals`` deals of each level of the table."""
    rates = {}
    for level in LEVELS:
        codes = [code_of(rule, letters) for letters in table_letters(rule, level)[:deals]]
        rates[level] = sum(players.wins(players.careful_game, code, 4) for code in codes) / (4 * len(codes))
    return rates


def test_the_other_player_wins_classic_deals_less_often_at_each_level():
    """The careful player did not define the levels (docs/DIFFICULTY.md has the figures over 5,000 deals)."""
    rates = careful_win_rates(Rule.CLASSIC, 15)
    assert rates[EASY] > rates[MEDIUM] > rates[HARD], rates


def test_the_other_player_wins_relaxed_easy_deals_more_often_than_hard_ones():
    rates = careful_win_rates(Rule.RELAXED, 30)  # it wins most Relaxed deals: the gaps are smaller
    assert rates[EASY] > rates[HARD], rates


def test_a_table_deal_is_known_at_once_and_another_is_rated(monkeypatch):
    letters = table_letters(Rule.RELAXED, MEDIUM)[0]
    monkeypatch.setattr(rating, "rate", lambda code: pytest.fail("a deal of the table was rated again"))
    assert level_of(code_of(Rule.RELAXED, letters)) == MEDIUM
    assert table_level(code_of(Rule.RELAXED, letters)) == MEDIUM
    monkeypatch.undo()
    outside = next(GameCode(Rule.CLASSIC, n) for n in range(1000) if table_level(GameCode(Rule.CLASSIC, n)) is None)
    assert level_of(outside) == rating.rate(outside).level


def test_the_deals_of_the_day_have_their_levels_in_the_table():
    assert len(DAILY_LEVELS) == len(DAILY_LETTERS)
    assert set(DAILY_LEVELS) <= {"E", "M", "H", "-"}
    for index in (0, 100, 500):
        code = code_of(Rule.CLASSIC, DAILY_LETTERS[index])
        expected = rating.rate(code).level
        assert table_level(code) == expected
        assert DAILY_LEVELS[index] == (expected[0].upper() if expected else "-")


def test_a_rated_deal_comes_from_the_table_and_is_reproducible():
    for rule in Rule:
        for level in LEVELS:
            code = rated_deal(rule, level, random.Random(7))
            assert code.rule is rule and str(code).split("-")[2] in DEALS[rule.letter][level]
            assert code == rated_deal(rule, level, random.Random(7))
            assert level_of(code) == level
    with pytest.raises(ValueError):
        rated_deal(Rule.CLASSIC, "impossible")
