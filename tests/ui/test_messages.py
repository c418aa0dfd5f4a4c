import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from yukon_qt.engine import CodeError, GameCode, Refusal, Rule
from yukon_qt.engine.codes import TEXT_CONTEXT
from yukon_qt.ui.messages import (
    CODE_ERROR_REASONS,
    code_error_text,
    either_text,
    refusal_text,
    rule_choice_text,
    rule_explanation,
    rule_letters_text,
    rule_text,
)


def test_every_refusal_has_its_own_sentence():
    texts = [refusal_text(refusal) for refusal in Refusal]
    assert all(text.strip() and text.endswith(".") for text in texts)
    assert len(set(texts)) == len(texts)


def test_wrong_colour_names_the_classic_rule():
    assert refusal_text(Refusal.WRONG_COLOUR) == "Under the Classic rule, a card goes on a card of the opposite colour."


def test_group_limit_names_the_number():
    assert "20" in refusal_text(Refusal.GROUP_TOO_LARGE)


# One typed code per reason the parser gives; the test checks that the parser really gives it.
BAD_CODES = {
    "empty": "   ",
    "parts": "YU1-C",
    "prefix": "XX9-C-AAAAAAB",
    "rule": "YU1-Q-AAAAAAB",
    "letters_length": "YU1-C-ABC",
    "letters": "YU1-C-AAAA1AB",
}


def parse_error(text: str) -> CodeError:
    with pytest.raises(CodeError) as caught:
        GameCode.parse(text)
    return caught.value


def test_every_code_error_reason_has_its_own_sentence():
    assert set(BAD_CODES) == set(CODE_ERROR_REASONS)
    texts = {}
    for reason, text in BAD_CODES.items():
        error = parse_error(text)
        assert error.reason == reason
        texts[reason] = code_error_text(error)
    assert all(text.strip() for text in texts.values())
    assert len(set(texts.values())) == len(texts)


def test_details_appear_where_they_help():
    assert "XX9" in code_error_text(parse_error("XX9-C-AAAAAAB"))
    assert "“Q”" in code_error_text(parse_error("YU1-Q-AAAAAAB"))
    assert "not 3" in code_error_text(parse_error("YU1-C-ABC"))


def test_a_wrong_rule_letter_lists_every_rule_with_its_letter():
    assert code_error_text(parse_error("YU1-Q-AAAAAAB")) == (
        "The middle part must be C (Classic rule) or R (Relaxed rule), not “Q”.")
    assert code_error_text(parse_error("YU1--AAAAAAB")) == (
        "The middle part must be C (Classic rule) or R (Relaxed rule).")
    assert rule_letters_text() == "C (Classic rule) or R (Relaxed rule)"


def test_choices_are_joined_whatever_their_number():
    assert either_text(["a"]) == "a"
    assert either_text(["a", "b"]) == "a or b"
    assert either_text(["a", "b", "c", "d"]) == "a, b, c or d"


class RuleWords(QTranslator):
    """A language that has words for the rules' texts only, in their translation context."""

    def translate(self, context, source, disambiguation=None, count=-1):
        return f"<{source}>" if context == TEXT_CONTEXT else None


@pytest.fixture
def rule_words(qapp):
    translator = RuleWords()
    QCoreApplication.installTranslator(translator)
    yield translator
    QCoreApplication.removeTranslator(translator)


def test_a_rules_words_are_translated_in_the_rule_context(rule_words):
    assert rule_text(Rule.RELAXED) == "<Relaxed>"
    assert rule_choice_text(Rule.CLASSIC) == "<&Classic>"
    assert rule_explanation(Rule.CLASSIC) == "<A card goes on a card of the opposite colour, exactly one rank higher.>"
    assert rule_letters_text() == "C (<Classic> rule) or R (<Relaxed> rule)"
