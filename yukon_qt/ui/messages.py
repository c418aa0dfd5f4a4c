"""Player-facing sentences for the engine's reason codes (refused moves, unreadable game codes),
and the words of each rule.

The engine only gives codes; every sentence a player reads is made and
translated here (translation context "Messages").  The calls are spelled out
in full so that lupdate finds every string.  A rule's words are marked for
translation where :class:`Rule` describes it; they are translated here only.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from yukon_qt.engine import MAX_GROUP, CodeError, Refusal, Rule
from yukon_qt.engine.codes import DEAL_LETTERS, PREFIX, TEXT_CONTEXT
from yukon_qt.i18n import left_to_right

CODE_ERROR_REASONS = ("empty", "parts", "prefix", "rule", "letters_length", "letters")
EXAMPLE_CODE = f"{PREFIX}-C-AAAAAAB"


def rule_text(rule: Rule) -> str:
    """The rule's name in the player's language, as the game bar and the statistics show it."""
    return QCoreApplication.translate(TEXT_CONTEXT, rule.title)


def level_text(level: str) -> str:
    """A deal's level (``engine.difficulty``'s ``easy``, ``medium``, ``hard``) in the player's language."""
    texts = {
        "easy": QCoreApplication.translate("Level", "Easy"),
        "medium": QCoreApplication.translate("Level", "Medium"),
        "hard": QCoreApplication.translate("Level", "Hard"),
    }
    return texts[level]


def rule_choice_text(rule: Rule) -> str:
    """The rule's name with its accelerator, as the New game dialog offers it."""
    return QCoreApplication.translate(TEXT_CONTEXT, rule.choice)


def rule_explanation(rule: Rule) -> str:
    """What the rule allows, in one line under its choice in the New game dialog."""
    return QCoreApplication.translate(TEXT_CONTEXT, rule.explanation)


def rule_letters_text() -> str:
    """Every rule's letter with its name: "C (Classic rule) or R (Relaxed rule)"."""
    return either_text([QCoreApplication.translate("Messages", "{letter} ({rule} rule)").format(
        letter=rule.letter, rule=rule_text(rule)) for rule in Rule])


def either_text(texts: list[str]) -> str:
    """One of several choices: "a or b", "a, b or c" (as the language joins them)."""
    joined = texts[0]
    for number, text in enumerate(texts[1:], 2):
        if number == len(texts):
            joined = QCoreApplication.translate(
                "Messages", "{first} or {last}", "the last of several choices").format(first=joined, last=text)
        else:
            joined = QCoreApplication.translate(
                "Messages", "{first}, {next}", "a choice between others").format(first=joined, next=text)
    return joined


def refusal_text(refusal: Refusal) -> str:
    """One clear sentence saying why the engine refused a move."""
    texts = {
        Refusal.GAME_WON: lambda: QCoreApplication.translate(
            "Messages", "This game is won. Start a new game to play again."),
        Refusal.CARD_NOT_THERE: lambda: QCoreApplication.translate(
            "Messages", "That card is not there any more."),
        Refusal.CARD_FACE_DOWN: lambda: QCoreApplication.translate(
            "Messages",
            "A face-down card cannot be moved. It turns face up when it becomes the last card of its column."),
        Refusal.SAME_PILE: lambda: QCoreApplication.translate(
            "Messages", "The card is already there."),
        Refusal.WRONG_COLOUR: lambda: QCoreApplication.translate(
            "Messages", "Under the Classic rule, a card goes on a card of the opposite colour."),
        Refusal.WRONG_RANK: lambda: QCoreApplication.translate(
            "Messages", "A card goes on a card exactly one rank higher, such as a 7 on an 8."),
        Refusal.NOTHING_ON_ACE: lambda: QCoreApplication.translate(
            "Messages", "Nothing can go on an Ace in the columns. An Ace only goes to its foundation."),
        Refusal.KING_ONLY_ON_EMPTY: lambda: QCoreApplication.translate(
            "Messages", "Only a King, alone or with the cards above it, can go into an empty column."),
        Refusal.GROUP_TOO_LARGE: lambda: QCoreApplication.translate(
            "Messages", "At most {count} cards can be moved at once.").format(count=QLocale().toString(MAX_GROUP)),
        Refusal.NOT_LAST_CARD: lambda: QCoreApplication.translate(
            "Messages", "Only the last card of a column can go to a foundation."),
        Refusal.NOT_NEXT_ON_FOUNDATION: lambda: QCoreApplication.translate(
            "Messages",
            "A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King."),
        Refusal.NOT_TOP_OF_FOUNDATION: lambda: QCoreApplication.translate(
            "Messages", "Only the top card of a foundation can be taken back."),
        Refusal.FOUNDATION_TO_FOUNDATION: lambda: QCoreApplication.translate(
            "Messages", "A card taken from a foundation goes back onto a column, not onto another foundation."),
        Refusal.NOTHING_TO_UNDO: lambda: QCoreApplication.translate(
            "Messages", "There is no move to undo."),
        Refusal.NOTHING_TO_REDO: lambda: QCoreApplication.translate(
            "Messages", "There is no move to redo."),
        Refusal.NO_PLACE: lambda: QCoreApplication.translate(
            "Messages", "No column can take this card now."),
    }
    make = texts.get(Refusal(refusal))
    return make() if make else QCoreApplication.translate("Messages", "That move is not allowed.")


def _shortened(text: str, limit: int = 12) -> str:
    """A typed part quoted back to the player, cut short so a pasted paragraph stays one line."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def code_error_text(error: CodeError) -> str:
    """One clear sentence saying what is wrong with a typed game code."""
    detail = _shortened(error.detail)
    reason = error.reason
    if reason == "empty":
        return QCoreApplication.translate(
            "Messages", "Type a game code, such as {example}.").format(example=left_to_right(EXAMPLE_CODE))
    if reason == "parts":
        return QCoreApplication.translate(
            "Messages", "A game code has three parts joined by dashes, such as {example}."
        ).format(example=left_to_right(EXAMPLE_CODE))
    if reason == "prefix":
        if detail:
            return QCoreApplication.translate(
                "Messages", "A game code starts with {prefix}, not “{found}”.").format(
                    prefix=left_to_right(PREFIX), found=left_to_right(detail))
        return QCoreApplication.translate("Messages", "A game code starts with {prefix}.").format(
            prefix=left_to_right(PREFIX))
    if reason == "rule":
        if detail:
            return QCoreApplication.translate(
                "Messages", "The middle part must be {rules}, not “{found}”.").format(
                rules=rule_letters_text(), found=detail)
        return QCoreApplication.translate("Messages", "The middle part must be {rules}.").format(
            rules=rule_letters_text())
    if reason == "letters_length":
        if detail.isdigit():
            return QCoreApplication.translate(
                "Messages", "The last part must have {needed} letters, not {count}."
            ).format(needed=QLocale().toString(DEAL_LETTERS), count=QLocale().toString(int(detail)))
        return QCoreApplication.translate(
            "Messages", "The last part must have {needed} letters.").format(needed=QLocale().toString(DEAL_LETTERS))
    if reason == "letters":
        return QCoreApplication.translate("Messages", "The last part may only hold the letters A to Z.")
    return QCoreApplication.translate(
        "Messages", "This is not a game code. A game code looks like {example}.").format(
            example=left_to_right(EXAMPLE_CODE))
