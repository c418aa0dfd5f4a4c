import pytest

from yukon_qt.engine import ACE, FULL_DECK, KING, Card, Suit


def test_the_deck_has_52_different_cards_in_foundation_order():
    assert len(FULL_DECK) == 52 == len(set(FULL_DECK))
    assert [card.suit for card in FULL_DECK[::13]] == [Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS]
    assert [card.rank for card in FULL_DECK[:13]] == list(range(ACE, KING + 1))


def test_suit_order_letters_and_colours():
    assert [suit.letter for suit in Suit] == ["S", "H", "D", "C"]
    assert [suit.is_red for suit in Suit] == [False, True, True, False]
    assert Card(7, Suit.HEARTS).is_red and Card(7, Suit.DIAMONDS).is_red
    assert not Card(7, Suit.SPADES).is_red and not Card(7, Suit.CLUBS).is_red


@pytest.mark.parametrize("card", FULL_DECK, ids=str)
def test_notation_round_trips(card):
    assert Card.parse(str(card)) == card
    assert Card.parse(str(card).lower()) == card
    assert Card.from_index(card.index) == card


def test_notation_examples():
    assert str(Card(13, Suit.SPADES)) == "KS"
    assert str(Card(10, Suit.DIAMONDS)) == "TD"
    assert str(Card(1, Suit.CLUBS)) == "AC"
    assert Card.parse("10h") == Card(10, Suit.HEARTS)
    assert sorted(card.index for card in FULL_DECK) == list(range(52))


@pytest.mark.parametrize("text", ["", "K", "KSS", "1S", "KX", "ZS", "0H", "S K"])
def test_bad_notation_is_refused(text):
    with pytest.raises(ValueError):
        Card.parse(text)


@pytest.mark.parametrize("rank", [0, 14, -1])
def test_rank_out_of_range_is_refused(rank):
    with pytest.raises(ValueError):
        Card(rank, Suit.SPADES)
