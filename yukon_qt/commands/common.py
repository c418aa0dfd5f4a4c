"""What the subcommands share: the user-error exception and code parsing."""

from __future__ import annotations

from yukon_qt.engine import CodeError, GameCode
from yukon_qt.engine.codes import clean_code_text


class ExitError(Exception):
    """A failure the user caused: one line on stderr and exit status 2."""


def parse_code(text: str) -> GameCode:
    """A game code as the New game dialog reads it: any case, spaces anywhere."""
    try:
        return GameCode.parse(clean_code_text(text))
    except CodeError as error:
        raise ExitError(f"bad game code {text.strip()!r}: {error}") from None
