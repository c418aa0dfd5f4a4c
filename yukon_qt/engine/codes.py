"""Game codes such as ``YU1-C-AAAAAAB``: a format version, a rule and a deal number.

The seven letters A-Z are the deal number in base 26, most significant first,
``A`` = 0.  The same letters give the same deal under both rules.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum

PREFIX = "YU1"
DEAL_LETTERS = 7
DEAL_COUNT = 26**DEAL_LETTERS
_ASCII_UPPER = str.maketrans("abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ")


class Rule(Enum):
    """Classic: opposite colours in the columns.  Relaxed: any colour."""

    CLASSIC = "C"
    RELAXED = "R"

    @property
    def name_text(self) -> str:
        return self.name.lower()


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
        return f"{PREFIX}-{self.rule.value}-{deal_letters(self.deal_number)}"

    @classmethod
    def random(cls, rule: Rule) -> "GameCode":
        """A deal drawn at random (only the choice of deal is random; the deal itself is fixed)."""
        return cls(rule, random.randrange(DEAL_COUNT))

    def with_rule(self, rule: Rule) -> "GameCode":
        return GameCode(rule, self.deal_number)

    @classmethod
    def parse(cls, text: str) -> "GameCode":
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
        if rule_letter not in ("C", "R"):
            raise CodeError(
                "rule", f"the rule letter must be C (Classic) or R (Relaxed), not {rule_letter or 'nothing'}",
                rule_letter,
            )
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
        return cls(Rule(rule_letter), number)
