"""What the subcommands share: the user-error exception, code parsing, and text safe to echo."""

from __future__ import annotations

from yukon_qt.engine import CodeError, GameCode
from yukon_qt.engine.codes import clean_code_text

LONG_WORD = 100  # an echoed word longer than this is cut in its middle
LONG_LINE = 500  # and so is a whole message longer than this
ESCAPES = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}


class ExitError(Exception):
    """A failure the user caused: one line on stderr and exit status 2."""


def parse_code(text: str) -> GameCode:
    """A game code as the New game dialog reads it: any case, spaces anywhere."""
    try:
        return GameCode.parse(clean_code_text(text))
    except CodeError as error:
        raise ExitError(f"bad game code '{text.strip()}': {error}") from None


def level_words(code: GameCode) -> str:
    """The deal's level as the command line prints it: ``Easy``, ``Medium``, ``Hard`` or ``not rated``."""
    from yukon_qt.engine.difficulty import level_of

    level = level_of(code)
    return level.title() if level else "not rated"


def deal_head(code: GameCode) -> str:
    """The first line about a deal: ``YU1-C-AAAAAAB  (Classic, Easy)``."""
    return f"{code}  ({code.rule.title}, {level_words(code)})"


def terminal_safe(text: str) -> str:
    """``text`` made safe to print on a terminal, as one line of reasonable length.

    Error messages echo what was typed, and a terminal obeys the control
    sequences in what it prints (it can change its title, colours, or what the
    rest of the screen shows), so every character Python does not count as
    printable is written as an escape instead: C0 controls and DEL, C1
    controls, line breaks, bidirectional overrides and other invisible format
    characters.  Bytes of an argument that is not UTF-8 (which Python keeps as
    lone surrogates) show as the ``\\xNN`` byte they were.  A word longer
    than ``LONG_WORD`` and a line longer than ``LONG_LINE`` are cut in the
    middle, so a pasted page still gives a short message.
    """
    words = [_cut(word, LONG_WORD) for word in text.split(" ")]
    return escaped(_cut(" ".join(words), LONG_LINE))


def escaped(text: str) -> str:
    """``text`` with every character ``terminal_safe`` escapes escaped, but nothing cut (a path, say)."""
    return "".join(_escape(character) for character in text)


def _cut(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    tail = limit // 3
    return text[: limit - tail - 3] + "..." + text[-tail:]


def _escape(character: str) -> str:
    if character.isprintable():
        return character
    number = ord(character)
    if 0xDC80 <= number <= 0xDCFF:  # a byte that was not UTF-8
        return f"\\x{number - 0xDC00:02x}"
    if character in ESCAPES:
        return ESCAPES[character]
    if number <= 0xFF:
        return f"\\x{number:02x}"
    if number <= 0xFFFF:
        return f"\\u{number:04x}"
    return f"\\U{number:08x}"
