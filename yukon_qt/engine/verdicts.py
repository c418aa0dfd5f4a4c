"""The solver's three verdicts on a position, apart from the solver: the game bar names them at start-up,
before the solver itself is needed (importing it costs a few milliseconds)."""

from __future__ import annotations

from typing import Final

SOLVABLE: Final = "solvable"
UNSOLVABLE: Final = "unsolvable"
UNKNOWN: Final = "unknown"
