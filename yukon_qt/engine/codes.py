"""Game codes such as ``YU1-C-AAAAAAB``: a format version, a rule and a deal number.

The seven letters A-Z are the deal number in base 26, most significant first,
``A`` = 0.  The same letters give the same deal under both rules.

:class:`Rule` is the one description of each rule: its code letter, the name
kept in files, and the words a player reads.  What fits on what under each
rule is the engine's fit rule (:func:`yukon_qt.engine.game.fits_on`); nothing
else names a rule.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum

PREFIX = "YU1"
DEAL_LETTERS = 7
DEAL_COUNT = 26**DEAL_LETTERS
_ASCII_UPPER = str.maketrans("abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
TEXT_CONTEXT = "Rule"  # the translation context of every text of a rule


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """``text`` unchanged: the call marks it for translation in ``context``.

    The engine imports no Qt, so its texts are only marked here (pyside6-lupdate
    finds them by this name); the views translate them with
    ``QCoreApplication.translate(context, text)``.
    """
    return text


class Rule(Enum):
    """A rule of play, with everything said about it; the members' order is the order players see them in.

    ``letter`` is the rule's letter in a game code (the member's value);
    ``stored_name`` names it in the settings, the statistics and the command
    line's JSON, so it never changes once released; ``title`` is its name as a
    player reads it, ``choice`` the same with its accelerator in the New game
    dialog, ``explanation`` the line under that choice (all three in English,
    marked for translation in :data:`TEXT_CONTEXT`).
    """

    letter: str
    stored_name: str
    title: str
    choice: str
    explanation: str

    CLASSIC = (
        "C", "classic", QT_TRANSLATE_NOOP("Rule", "Classic"), QT_TRANSLATE_NOOP("Rule", "&Classic"),
        QT_TRANSLATE_NOOP("Rule", "A card goes on a card of the opposite colour, exactly one rank higher."),
    )
    RELAXED = (
        "R", "relaxed", QT_TRANSLATE_NOOP("Rule", "Relaxed"), QT_TRANSLATE_NOOP("Rule", "Re&laxed"),
        QT_TRANSLATE_NOOP("Rule", "Colour does not matter: a card goes on any card exactly one rank higher."),
    )

    def __new__(cls, letter: str, stored_name: str, title: str, choice: str, explanation: str) -> Rule:
        rule = object.__new__(cls)
        rule._value_ = letter  # Rule("C") reads a code's letter
        rule.letter = letter
        rule.stored_name = stored_name
        rule.title = title
        rule.choice = choice
        rule.explanation = explanation
        return rule

    @classmethod
    def named(cls, stored_name: str) -> Rule:
        """The rule kept under ``stored_name``; ``ValueError`` for a name no rule has."""
        for rule in cls:
            if rule.stored_name == stored_name:
                return rule
        raise ValueError(f"no rule is named {stored_name!r}")


DEFAULT_RULE = Rule.CLASSIC  # the rule of the first game, until the player chooses one


def _either(texts: list[str]) -> str:
    """``a or b``, ``a, b or c``: one of several things, in plain English."""
    return texts[0] if len(texts) == 1 else ", ".join(texts[:-1]) + " or " + texts[-1]


class CodeError(ValueError):
    """A game code that cannot be read; ``reason`` is a code, ``str()`` a sentence."""

    def __init__(self, reason: str, message: str, detail: str = "") -> None:
        super().__init__(message)
        self.reason = reason
        self.detail = detail


def clean_code_text(text: str) -> str:
    """A code as typed or pasted, without any of its white space: ``yu1 - c - aaaaaab`` reads as ``yu1-c-aaaaaab``.

    :meth:`GameCode.parse` stays strict about spaces inside a code (a saved
    game never has any); what a person types goes through this first, so the
    New game dialog and the command line accept the same forms.
    """
    return "".join(text.split())


def deal_letters(deal_number: int) -> str:
    if not 0 <= deal_number < DEAL_COUNT:
        raise ValueError(f"deal number out of range: {deal_number}")
    letters = []
    for _ in range(DEAL_LETTERS):
        deal_number, digit = divmod(deal_number, 26)
        letters.append(chr(ord("A") + digit))
    return "".join(reversed(letters))


@dataclass(frozen=True)
class GameCode:
    rule: Rule
    deal_number: int

    def __post_init__(self) -> None:
        if not 0 <= self.deal_number < DEAL_COUNT:
            raise ValueError(f"deal number out of range: {self.deal_number}")

    def __str__(self) -> str:
        return f"{PREFIX}-{self.rule.letter}-{deal_letters(self.deal_number)}"

    @classmethod
    def random(cls, rule: Rule) -> GameCode:
        """A deal drawn at random (only the choice of deal is random; the deal itself is fixed)."""
        return cls(rule, random.randrange(DEAL_COUNT))

    def with_rule(self, rule: Rule) -> GameCode:
        return GameCode(rule, self.deal_number)

    @classmethod
    def parse(cls, text: str) -> GameCode:
        """Read a code; lenient about case and surrounding spaces, strict about the rest.

        Raises :class:`CodeError` whose ``reason`` is one of ``empty``,
        ``parts``, ``prefix``, ``rule``, ``letters_length``, ``letters``.
        """
        # Upper-case ASCII letters only: str.upper() would also turn "ß" into
        # "SS" or a dotless "ı" into "I" and so accept codes nobody wrote.
        cleaned = text.strip().translate(_ASCII_UPPER)
        if not cleaned:
            raise CodeError("empty", "the game code is empty")
        parts = cleaned.split("-")
        if len(parts) != 3:
            raise CodeError(
                "parts",
                f"a game code has three parts joined by '-', like {PREFIX}-C-AAAAAAB",
            )
        prefix, rule_letter, letters = parts
        if prefix != PREFIX:
            raise CodeError("prefix", f"a game code starts with {PREFIX}, not {prefix or 'nothing'}", prefix)
        rule = next((rule for rule in Rule if rule.letter == rule_letter), None)
        if rule is None:
            choices = _either([f"{rule.letter} ({rule.title})" for rule in Rule])
            raise CodeError("rule", f"the rule letter must be {choices}, not {rule_letter or 'nothing'}", rule_letter)
        if len(letters) != DEAL_LETTERS:
            raise CodeError(
                "letters_length", f"the deal part must have {DEAL_LETTERS} letters, not {len(letters)}",
                str(len(letters)),
            )
        if not all("A" <= ch <= "Z" for ch in letters):
            raise CodeError("letters", "the deal part may only hold the letters A to Z")
        number = 0
        for ch in letters:
            number = number * 26 + ord(ch) - ord("A")
        return cls(rule, number)
