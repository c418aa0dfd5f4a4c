import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yukon_qt.engine import DEAL_COUNT, CodeError, Game, GameCode, Rule


def test_the_letters_are_base_26_most_significant_first():
    assert GameCode.parse("YU1-C-AAAAAAA").deal_number == 0
    assert GameCode.parse("YU1-C-AAAAAAB").deal_number == 1
    assert GameCode.parse("YU1-C-AAAAABA").deal_number == 26
    assert GameCode.parse("YU1-C-BAAAAAA").deal_number == 26**6
    assert GameCode.parse("YU1-C-ZZZZZZZ").deal_number == 26**7 - 1 == DEAL_COUNT - 1


def test_rule_letters():
    assert GameCode.parse("YU1-C-AAAAAAB").rule is Rule.CLASSIC
    assert GameCode.parse("YU1-R-AAAAAAB").rule is Rule.RELAXED
    assert str(GameCode(Rule.RELAXED, 1)) == "YU1-R-AAAAAAB"
    assert str(GameCode(Rule.CLASSIC, 1).with_rule(Rule.RELAXED)) == "YU1-R-AAAAAAB"


@settings(max_examples=200)
@given(rule=st.sampled_from(Rule), number=st.integers(0, DEAL_COUNT - 1))
def test_codes_round_trip(rule, number):
    code = GameCode(rule, number)
    text = str(code)
    assert len(text) == 13 and text.startswith(f"YU1-{rule.value}-")
    assert GameCode.parse(text) == code
    assert GameCode.parse(f"  {text.lower()}\n") == code


@pytest.mark.parametrize("text", ["yu1-c-aaaaaab", "  YU1-C-AAAAAAB ", "\tYu1-c-AaAaAaB\n"])
def test_parsing_is_lenient_about_case_and_surrounding_spaces(text):
    code = GameCode.parse(text)
    assert code == GameCode(Rule.CLASSIC, 1)
    assert str(code) == "YU1-C-AAAAAAB"


@pytest.mark.parametrize(
    "text, reason, words",
    [
        ("", "empty", "empty"),
        ("   ", "empty", "empty"),
        ("YU1C-AAAAAAB", "parts", "three parts"),
        ("YU1-C-AAAAAAB-X", "parts", "three parts"),
        ("YU1 - C - AAAAAAB", "prefix", "YU1"),
        ("YU1-C-AAA AAB", "letters", "A to Z"),
        ("YU2-C-AAAAAAB", "prefix", "YU2"),
        ("-C-AAAAAAB", "prefix", "nothing"),
        ("YU1-K-AAAAAAB", "rule", "K"),
        ("YU1--AAAAAAB", "rule", "nothing"),
        ("YU1-CR-AAAAAAB", "rule", "CR"),
        ("YU1-C-AAAAAB", "letters_length", "6"),
        ("YU1-C-AAAAAAAB", "letters_length", "8"),
        ("YU1-C-", "letters_length", "0"),
        ("YU1-C-AAAAAA1", "letters", "A to Z"),
        ("YU1-C-AAAAAA\u00df", "letters", "A to Z"),  # German sharp s: str.upper() would make "SS"
        ("YU1-C-AAAAAA\u0131", "letters", "A to Z"),  # dotless i: str.upper() would make "I"
        ("YU1-C-\uff21\uff21\uff21\uff21\uff21\uff21\uff22", "letters", "A to Z"),  # full-width letters
    ],
)
def test_each_bad_code_says_what_is_wrong(text, reason, words):
    with pytest.raises(CodeError) as caught:
        GameCode.parse(text)
    assert caught.value.reason == reason
    assert isinstance(caught.value, ValueError)
    assert words in str(caught.value)


@pytest.mark.parametrize("number", [-1, DEAL_COUNT])
def test_deal_numbers_out_of_range_are_refused(number):
    with pytest.raises(ValueError):
        GameCode(Rule.CLASSIC, number)


@pytest.mark.parametrize("letters", ["AAAAAAA", "AAAAAAB", "HELLOYU", "ZZZZZZZ"])
def test_the_same_letters_deal_the_same_cards_under_both_rules(letters):
    classic = Game(GameCode.parse(f"YU1-C-{letters}"))
    relaxed = Game(GameCode.parse(f"YU1-R-{letters}"))
    assert classic.columns == relaxed.columns
    assert classic.hidden == relaxed.hidden
    assert classic.rule is Rule.CLASSIC and relaxed.rule is Rule.RELAXED


def test_different_letters_deal_different_cards():
    layouts = {tuple(map(tuple, Game(GameCode(Rule.CLASSIC, n)).columns)) for n in range(30)}
    assert len(layouts) == 30


def test_a_rule_is_found_by_its_letter_and_by_its_stored_name():
    assert [rule.letter for rule in Rule] == ["C", "R"]  # the order the New game dialog and the tabs show
    assert [rule.stored_name for rule in Rule] == ["classic", "relaxed"]
    assert Rule("R") is Rule.RELAXED and Rule.RELAXED.letter == Rule.RELAXED.value == "R"
    assert Rule.named("relaxed") is Rule.RELAXED and Rule.named("classic") is Rule.CLASSIC
    for name in ("Relaxed", "R", "sideways", ""):
        with pytest.raises(ValueError):
            Rule.named(name)


def test_every_rule_has_its_own_letter_name_and_words():
    for attribute in ("letter", "stored_name", "title", "choice", "explanation"):
        values = [getattr(rule, attribute) for rule in Rule]
        assert len(set(values)) == len(values) and all(values), attribute
    for rule in Rule:
        assert len(rule.letter) == 1 and "A" <= rule.letter <= "Z"
        assert rule.stored_name.isascii() and rule.stored_name.islower()
        assert rule.choice.count("&") == 1 and rule.choice.replace("&", "") == rule.title


def test_every_text_of_a_rule_is_marked_for_translation_in_the_rule_context():
    """pyside6-lupdate reads the QT_TRANSLATE_NOOP calls in the source: each text of a rule must be
    one of them, in the context the views translate it in."""
    import ast
    from pathlib import Path

    from yukon_qt.engine import codes

    tree = ast.parse(Path(codes.__file__).read_text(encoding="utf-8"))
    marked = {
        tuple(argument.value for argument in node.args)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "QT_TRANSLATE_NOOP"
    }
    words = {(codes.TEXT_CONTEXT, text) for rule in Rule for text in (rule.title, rule.choice, rule.explanation)}
    assert marked == words
    assert codes.QT_TRANSLATE_NOOP("Rule", "Classic") == "Classic"


def test_a_wrong_rule_letter_names_every_rule():
    with pytest.raises(CodeError) as caught:
        GameCode.parse("YU1-X-AAAAAAB")
    assert str(caught.value) == "the rule letter must be C (Classic) or R (Relaxed), not X"
