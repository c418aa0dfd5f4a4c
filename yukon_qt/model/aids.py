"""What each aid does: the one place that reads the aids' settings and says what they change.

The aids are the options of Preferences > Aids, and the double click of its
"Moving cards" box; each is read when it acts, so a change counts at once.

- **Double click** (on): a double click on a face-up card plays the move the
  placement search finds; off, it means no more than its first click.
- **Placement help** (on): while cards are held (dragged, or picked up by the
  keyboard or a screen reader), the places they may go are framed.
- **Interactive rules** (on): a refused move is told with its reason, shown
  over the table and said to a screen reader; off, nothing is shown and a
  screen reader hears only "Not allowed".
- **Auto-place** (off): cards put down where they cannot go, or on the bare
  felt, go where a double click would send them.
- **Show whether the deal can still be won** (off): the game bar shows the
  solver's word on the position (``SolverStatus``).

The gesture policy (``gestures.py``) and the solver's status ask this class;
no view reads these settings.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from yukon_qt.engine import Card, Move, Pile
from yukon_qt.model.game_model import GameModel

# The settings this class alone reads (settings.py defines them, the Preferences dialog shows them).
NAMES = ("double_click", "placement_help", "interactive_rules", "auto_place", "show_solver_status")


class Aids:
    """The aids of one game window; ``option(name)`` reads a setting."""

    def __init__(self, option: Callable[[str], Any]) -> None:
        self.option = option

    def double_click_finds_a_place(self) -> bool:
        """Double click: whether a double click plays the placement search's move."""
        return bool(self.option("double_click"))

    def places_shown(self, model: GameModel, card: Card) -> list[Pile]:
        """Placement help: the piles framed while ``card`` (with the cards on it) is held; none when off."""
        return model.legal_destinations(card) if self.option("placement_help") else []

    def reason_told(self) -> bool:
        """Interactive rules: whether a refusal is told with its reason (else only "Not allowed" is said)."""
        return bool(self.option("interactive_rules"))

    def drop_move(self, model: GameModel, card: Card, aimed: Move | None) -> Move | None:
        """Auto-place: the move a drop of ``card`` plays, given the move it aimed at (None: the bare felt).
        Off, the aimed move; on, the placement search's move when the aimed one is refused or none."""
        if self.option("auto_place") and (aimed is None or model.check(aimed) is not None):
            return model.placement_move(card) or aimed
        return aimed

    def solver_status_shown(self) -> bool:
        """Show whether the deal can still be won: whether the solver's word on the deal is shown."""
        return bool(self.option("show_solver_status"))

    @staticmethod
    def solver_status_changed(name: str) -> bool:
        """Whether a change of the setting ``name`` turns the solver's word on or off."""
        return name == "show_solver_status"
