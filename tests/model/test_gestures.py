"""The gesture policy with no view at all: what a click, a double click, a pick-up and a put-down mean.

Each rule of docs/RULES.md that a gesture can hit is played here through the
policy, and the same answer is checked for every input that can make it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from yukon_qt.engine import Card, Move, Pile, Refusal, Rule
from yukon_qt.model.aids import Aids
from yukon_qt.model.game_model import GameModel
from yukon_qt.model.gestures import Gestures, Outcome

from engine_positions import build

C = Card.parse
# The aids as a new player has them (settings.py): double click, placement help and interactive rules on.
DEFAULTS = {"double_click": True, "placement_help": True, "interactive_rules": True, "auto_place": False,
            "show_solver_status": False}


class Player:
    """A model and its policy, with the settings a test gives, and every refusal said."""

    def __init__(self, columns, foundations=None, rule=Rule.CLASSIC, **options) -> None:
        self.model = GameModel(build(columns, foundations, rule).code)
        self.model.set_game(build(columns, foundations, rule))
        self.options = {**DEFAULTS, **options}
        self.gestures = Gestures(self.model, Aids(self.options.__getitem__), lambda: self.double_click_time)
        self.double_click_time = 0  # milliseconds
        self.refusals: list[Refusal] = []
        self.told: list[tuple[Refusal, bool]] = []  # each refusal as the policy tells it, with or without its reason
        self.gestures.refused.connect(lambda refusal, reason_told: self.told.append((refusal, reason_told)))
        self.gestures.refused.connect(lambda refusal, _reason_told: self.refusals.append(refusal))

    def where(self, card: str) -> Pile:
        return self.model.locate(C(card))[0]


@pytest.fixture(autouse=True)
def qt(qapp):  # signals and timers want an application object
    return qapp


# ----------------------------------------------------------------- picking up
def test_a_face_up_card_is_picked_up_with_every_card_on_it_in_order_or_not():
    player = Player(["9S | 10D 5H JD 8S", "KH"])
    assert player.gestures.can_pick_up(C("10D"))
    assert player.gestures.picked_cards(C("10D")) == (C("10D"), C("5H"), C("JD"), C("8S"))


def test_a_face_down_card_cannot_be_picked_up():
    player = Player(["9S | 10D 5H"])
    assert not player.gestures.can_pick_up(C("9S"))
    assert player.gestures.card_to_pick(Pile.column(0), depth=2) is None


def test_only_the_top_card_of_a_foundation_is_picked_up():
    player = Player(["KH"], {"S": 3})
    assert player.gestures.can_pick_up(C("3S")) and not player.gestures.can_pick_up(C("2S"))
    assert player.gestures.card_to_pick(Pile.foundation(0), depth=2) == C("3S")


def test_the_keyboard_picks_the_card_with_depth_face_up_cards_on_it():
    player = Player(["9S | 10D 5H JD"])
    assert [player.gestures.card_to_pick(Pile.column(0), depth) for depth in range(3)] == [C("JD"), C("5H"), C("10D")]
    assert player.gestures.card_to_pick(Pile.column(1)) is None  # an empty column


# ----------------------------------------------------------------- putting down
def test_a_card_goes_on_the_other_colour_one_rank_higher_under_classic():
    player = Player(["7H 2C", "8S", "8D"])
    assert player.gestures.put_down(C("7H"), Pile.column(1)) is Outcome.PLAYED
    assert player.where("7H") == player.where("2C") == Pile.column(1)  # the group went along


@pytest.mark.parametrize("rule, outcome", [(Rule.CLASSIC, Outcome.REFUSED), (Rule.RELAXED, Outcome.PLAYED)])
def test_the_same_colour_is_refused_only_under_classic(rule, outcome):
    player = Player(["7H", "8D"], rule=rule)
    assert player.gestures.put_down(C("7H"), Pile.column(1)) is outcome
    assert player.refusals == ([Refusal.WRONG_COLOUR] if outcome is Outcome.REFUSED else [])


def test_a_wrong_rank_is_refused_and_said():
    player = Player(["7H", "9S"])
    assert player.gestures.put_down(C("7H"), Pile.column(1)) is Outcome.REFUSED
    assert player.refusals == [Refusal.WRONG_RANK] and player.where("7H") == Pile.column(0)


def test_nothing_goes_on_an_ace():
    player = Player(["2H", "AS"])
    assert player.gestures.put_down(C("2H"), Pile.column(1)) is Outcome.REFUSED
    assert player.refusals == [Refusal.NOTHING_ON_ACE]


def test_only_a_king_goes_into_an_empty_column_with_the_cards_on_it():
    player = Player(["4C | QH", "3S | KD 5C"])
    assert player.gestures.put_down(C("QH"), Pile.column(2)) is Outcome.REFUSED
    assert player.refusals == [Refusal.KING_ONLY_ON_EMPTY]
    assert player.gestures.put_down(C("KD"), Pile.column(2)) is Outcome.PLAYED
    assert player.model.cards_of(Pile.column(2)) == (C("KD"), C("5C"))
    assert player.model.face_down_count(Pile.column(1)) == 0  # the card uncovered turned face up


def test_a_group_of_more_than_twenty_cards_is_refused():
    big = "KS QD JS 10D 9S 8D 7S 6D 5S 4D 3S 2D AH 2H 3H 4H 5H 6H 7H 8H 9H"
    player = Player([big])
    assert player.gestures.put_down(C("KS"), Pile.column(1)) is Outcome.REFUSED
    assert player.refusals == [Refusal.GROUP_TOO_LARGE]


def test_any_foundation_means_the_cards_own_and_only_the_next_rank_goes_there():
    player = Player(["3C", "AD"], {"C": 2})
    assert player.gestures.put_down(C("3C"), Pile.foundation(1)) is Outcome.PLAYED  # the hearts slot
    assert player.where("3C") == Pile.foundation(3)
    player = Player(["3C"], {"C": 1})
    assert player.gestures.put_down(C("3C"), Pile.foundation(3)) is Outcome.REFUSED
    assert player.refusals == [Refusal.NOT_NEXT_ON_FOUNDATION]


def test_only_the_last_card_of_a_column_goes_to_a_foundation():
    player = Player(["AS 5H"])
    assert player.gestures.put_down(C("AS"), Pile.foundation(0)) is Outcome.REFUSED
    assert player.refusals == [Refusal.NOT_LAST_CARD]


def test_a_card_taken_back_from_a_foundation_goes_on_a_column_by_the_column_rule():
    player = Player(["4D"], {"S": 3})
    assert player.gestures.put_down(C("3S"), Pile.column(0)) is Outcome.PLAYED
    assert player.model.score == 0  # no points lost below zero, none gained
    assert player.gestures.put_down(C("3S"), Pile.foundation(2)) is Outcome.PLAYED  # any slot: its own
    assert player.model.score == 10  # placed again, it earns its 10 points again


def test_putting_cards_down_on_their_own_pile_puts_them_back():
    player = Player(["7H", "8S"], {"S": 1})
    assert player.gestures.put_down(C("7H"), Pile.column(0)) is Outcome.NOTHING
    assert player.gestures.put_down(C("AS"), Pile.foundation(3)) is Outcome.NOTHING  # any foundation: its own
    assert player.refusals == [] and player.model.moves_made == 0


def test_bare_felt_puts_the_cards_back_without_auto_place():
    player = Player(["7H", "8S"])
    assert player.gestures.put_down(C("7H"), None) is Outcome.NOTHING
    assert player.refusals == []


@pytest.mark.parametrize("target", [None, Pile.column(2), Pile.column(3)])
def test_auto_place_plays_a_refused_or_aimless_drop_where_a_double_click_would(target):
    player = Player(["7H", "8C", "9D", "8S 9C 10H"], auto_place=True)
    assert player.gestures.put_down(C("7H"), target) is Outcome.PLAYED
    assert player.where("7H") == Pile.column(1)
    assert player.refusals == []


def test_auto_place_keeps_a_legal_drop_where_it_was_aimed():
    player = Player(["7H", "8C", "KD QS 8S"], auto_place=True)
    assert player.gestures.put_down(C("7H"), Pile.column(2)) is Outcome.PLAYED
    assert player.where("7H") == Pile.column(2)  # not the placement search's column 1


def test_auto_place_with_no_place_at_all_refuses_as_the_drop_would():
    player = Player(["7H", "9S"], auto_place=True)
    assert player.gestures.put_down(C("7H"), Pile.column(1)) is Outcome.REFUSED
    assert player.refusals == [Refusal.WRONG_RANK]


def test_nothing_moves_once_the_game_is_won():
    player = Player(["KS"], {"S": 12, "H": 13, "D": 13, "C": 13})
    assert player.gestures.click(C("KS")) is Outcome.PLAYED
    assert player.model.won and not player.gestures.can_pick_up(C("KS"))
    assert player.gestures.card_to_pick(Pile.foundation(0)) is None


# ------------------------------------------------------------------- clicking
def test_a_click_on_the_last_card_sends_it_to_its_foundation():
    player = Player(["5H AD"])
    assert player.gestures.click_move(C("AD")) == Move(C("AD"), Pile.column(0), Pile.foundation(2))
    assert player.gestures.click(C("AD")) is Outcome.PLAYED and player.where("AD") == Pile.foundation(2)
    assert player.model.score == 10


def test_a_click_on_a_last_card_that_cannot_go_home_says_why_once_no_double_click_can_follow(qtbot):
    player = Player(["5H 2D"])
    assert player.gestures.click_move(C("2D")) == Refusal.NOT_NEXT_ON_FOUNDATION
    with qtbot.waitSignal(player.gestures.refused):
        assert player.gestures.click(C("2D")) is Outcome.REFUSED
        assert player.refusals == []  # not yet: this click may be the first half of a double click
    assert player.told == [(Refusal.NOT_NEXT_ON_FOUNDATION, True)]


def test_without_double_clicks_a_refused_click_is_told_at_once():
    player = Player(["5H 2D"], double_click=False)
    assert player.gestures.click(C("2D")) is Outcome.REFUSED
    assert player.refusals == [Refusal.NOT_NEXT_ON_FOUNDATION]


def test_a_click_on_a_card_that_is_not_last_means_nothing():
    player = Player(["AD 5H"], {"S": 2}, double_click=False)
    assert player.gestures.click_move(C("AD")) is None
    assert player.gestures.click_move(C("2S")) is None  # a foundation card
    assert player.gestures.click(C("AD")) is Outcome.NOTHING and player.refusals == []


def after_the_timers(qtbot) -> None:
    """Let every timer started so far with no delay run (a timer of no delay after them runs last)."""
    done = []
    QTimer.singleShot(0, lambda: done.append(True))
    qtbot.waitUntil(lambda: done == [True])


# -------------------------------------------------------------- double click
def test_a_double_click_takes_the_longest_column_that_accepts_the_card():
    player = Player(["7H", "KC QD 8S", "8C"])
    assert player.gestures.double_click(C("7H")) is Outcome.PLAYED
    assert player.where("7H") == Pile.column(1)


def test_a_double_click_puts_a_king_into_an_empty_column_when_no_column_takes_it():
    player = Player(["3S | KH 4C", "5D"])
    assert player.gestures.double_click(C("KH")) is Outcome.PLAYED
    assert player.where("KH") == Pile.column(2) and player.where("4C") == Pile.column(2)


def test_a_double_click_with_no_place_says_so_and_not_what_its_first_click_met(qtbot):
    player = Player(["7C", "KS 6C"])  # 6C: not home (no 5C), not on 7C (same colour)
    assert player.gestures.click(C("6C")) is Outcome.REFUSED  # held
    assert player.gestures.double_click(C("6C")) is Outcome.REFUSED
    after_the_timers(qtbot)
    assert player.refusals == [Refusal.NO_PLACE]


def test_a_double_click_on_no_card_drops_its_first_clicks_refusal(qtbot):
    player = Player(["7C", "KS 6C"])
    player.gestures.click(C("6C"))
    assert player.gestures.double_click(None) is Outcome.NOTHING
    after_the_timers(qtbot)
    assert player.refusals == []


def test_the_double_click_of_a_click_that_sent_a_card_home_means_nothing_more():
    player = Player(["8C", "7H AD"])
    player.double_click_time = 60_000  # the double click comes well within it
    assert player.gestures.click(C("AD")) is Outcome.PLAYED
    assert player.gestures.double_click(C("7H")) is Outcome.NOTHING  # 7H would go on 8C
    assert player.where("7H") == Pile.column(1)
    assert player.gestures.double_click(C("7H")) is Outcome.PLAYED  # a later double click counts


def test_find_a_place_plays_the_placement_search_whatever_the_double_click_setting():
    player = Player(["7H", "8C"], double_click=False)
    assert player.gestures.find_place(C("7H")) is Outcome.PLAYED
    assert player.where("7H") == Pile.column(1)


# ------------------------------------------------------------------ send home
def test_send_home_plays_to_the_foundation_or_says_why_and_never_elsewhere_with_auto_place_on():
    player = Player(["7H", "KD 6S"], auto_place=True)  # 6S: not home, but the placement search puts it on 7H
    assert player.gestures.send_home(C("6S")) is Outcome.REFUSED
    assert player.where("6S") == Pile.column(1) and player.model.moves_made == 0
    assert player.refusals == [Refusal.NOT_NEXT_ON_FOUNDATION]
    player = Player(["AS"], auto_place=True)
    assert player.gestures.send_home(C("AS")) is Outcome.PLAYED and player.where("AS") == Pile.foundation(0)
    assert player.gestures.send_home(C("AS")) is Outcome.NOTHING  # already there


# ------------------------------------------------------------------- the aids
@pytest.mark.parametrize("on", [True, False])
def test_double_click_aid(on):
    player = Player(["7H", "8C"], double_click=on)
    assert player.gestures.double_click(C("7H")) is (Outcome.PLAYED if on else Outcome.NOTHING)
    assert player.where("7H") == Pile.column(1 if on else 0)


@pytest.mark.parametrize("on", [True, False])
def test_placement_help_aid(on):
    player = Player(["7H", "8C", "8S", "9D"], placement_help=on)
    assert player.gestures.places_shown(C("7H")) == ([Pile.column(1), Pile.column(2)] if on else [])


@pytest.mark.parametrize("on", [True, False])
def test_interactive_rules_aid(on):
    player = Player(["7H", "9S"], interactive_rules=on)
    assert player.gestures.put_down(C("7H"), Pile.column(1)) is Outcome.REFUSED
    player.model.undo()  # the engine's own refusal (nothing to undo) is told the same way
    assert [reason_told for _refusal, reason_told in player.told] == [on, on]


@pytest.mark.parametrize("on", [True, False])
def test_auto_place_aid(on):
    player = Player(["7H", "8C", "9D"], auto_place=on)
    assert player.gestures.put_down(C("7H"), Pile.column(2)) is (Outcome.PLAYED if on else Outcome.REFUSED)
    assert player.where("7H") == Pile.column(1 if on else 0)
    assert player.refusals == ([] if on else [Refusal.WRONG_RANK])


@pytest.mark.parametrize("on", [True, False])
def test_solver_status_aid(on):
    options = {**DEFAULTS, "show_solver_status": on}
    assert Aids(options.__getitem__).solver_status_shown() is on
    assert Aids.solver_status_changed("show_solver_status") and not Aids.solver_status_changed("auto_place")


# ---------------------------------------------------------- same answer, every input
@pytest.mark.parametrize("card, target", [("7H", 1), ("7H", 2), ("AS", 1), ("KD", 3)])
def test_mouse_drop_and_keyboard_put_down_get_the_same_answer(card, target):
    """The mouse drops on the pile under the cards, the keyboard puts down on the framed pile:
    both ask ``put_down`` and get the same outcome, the same position and the same refusal."""
    columns = ["QS 7H", "8C", "9D", "AS KD"]
    by_mouse, by_keys = Player(columns), Player(columns)
    card = C(card)
    assert by_keys.gestures.card_to_pick(by_keys.where(str(card)),
                                         len(by_keys.gestures.picked_cards(card)) - 1) == card
    assert by_mouse.gestures.put_down(card, Pile.column(target)) is by_keys.gestures.put_down(card, Pile.column(target))
    assert by_mouse.model.cards_of(Pile.column(target)) == by_keys.model.cards_of(Pile.column(target))
    assert by_mouse.refusals == by_keys.refusals
