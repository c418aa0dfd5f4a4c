import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yukon_qt.engine import DEAL_COUNT, FULL_DECK
from yukon_qt.engine.shuffle import SplitMix64, shuffled_deck

# Published SplitMix64 outputs (Vigna's splitmix64.c, seeded with 0 and 1).
REFERENCE = {
    0: [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F],
    1: [0x910A2DEC89025CC1, 0xBEEB8DA1658EEC67, 0xF893A2EEFB32555E],
}


@pytest.mark.parametrize("seed", sorted(REFERENCE))
def test_splitmix64_matches_the_reference_outputs(seed):
    generator = SplitMix64(seed)
    assert [generator.next() for _ in range(3)] == REFERENCE[seed]


class Scripted(SplitMix64):
    """A generator whose raw draws are given, to test the rejection rule."""

    def __init__(self, draws):
        super().__init__(0)
        self.draws = list(draws)

    def next(self):
        return self.draws.pop(0)


def test_below_throws_away_draws_at_or_above_the_unbiased_limit():
    # 2**64 % 3 == 1, so the limit is 2**64 - 1 and the top draw is refused.
    generator = Scripted([2**64 - 1, 5])
    assert generator.below(3) == 2
    assert generator.draws == []
    assert Scripted([2**64 - 2]).below(3) == (2**64 - 2) % 3
    # A power of two has no bias: nothing is thrown away.
    assert Scripted([2**64 - 1]).below(4) == 3


def test_below_needs_a_positive_bound():
    with pytest.raises(ValueError):
        SplitMix64(0).below(0)


def contract_shuffle(deal_number):
    """The shuffle exactly as docs/FAQ.md states it, written independently."""
    mask = 2**64 - 1
    state = deal_number

    def draw():
        nonlocal state
        state = (state + 0x9E3779B97F4A7C15) & mask
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        return z ^ (z >> 31)

    def below(n):
        while True:
            value = draw()
            if value < 2**64 - 2**64 % n:
                return value % n

    deck = [rank + suit for suit in "SHDC" for rank in "A23456789TJQK"]
    for i in range(51, 0, -1):
        j = below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


@settings(max_examples=50)
@given(st.integers(0, DEAL_COUNT - 1))
def test_the_shuffle_follows_its_written_contract(deal_number):
    deck = shuffled_deck(deal_number)
    assert [str(card) for card in deck] == contract_shuffle(deal_number)
    assert sorted(deck) == sorted(FULL_DECK)


def test_the_shuffle_does_not_use_pythons_random_module(monkeypatch):
    import random

    def forbidden(*args, **kwargs):
        raise AssertionError("random module used")

    for name in ("random", "randrange", "randint", "shuffle", "choice", "seed"):
        monkeypatch.setattr(random, name, forbidden)
    monkeypatch.setattr(random, "Random", forbidden)
    assert [str(card) for card in shuffled_deck(12345)] == contract_shuffle(12345)


def test_the_faq_states_the_same_contract():
    from pathlib import Path

    faq = (Path(__file__).resolve().parents[2] / "docs" / "FAQ.md").read_text(encoding="utf-8")
    for constant in ("0x9E3779B97F4A7C15", "0xBF58476D1CE4E5B9", "0x94D049BB133111EB",
                     "z ^ z >> 30", "z ^ z >> 27", "z ^ z >> 31", "0xE220A8397B1DCDAF", "0x910A2DEC89025CC1"):
        assert constant in faq
    assert "j = below(i + 1)" in faq and "for `i` from 51 down to 1" in faq
    assert "column by column, left to right" in faq and "deepest card first" in faq
