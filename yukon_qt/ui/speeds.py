"""Every animation duration of the card table, in milliseconds, in one place."""

MOVE = 180
"""Cards gliding to the pile a move put them on (also undo)."""

RETURN = 220
"""Cards sliding back after a refused or aimless drop."""

TURN = 160
"""A card turning over (face down to face up, or back on undo)."""

TOAST_SHOWN = 2600
"""How long a refusal sentence stays over the table before fading."""

TOAST_FADE = 400

HINT_SHOWN = 6000
"""How long a hint's frames stay on the table when no move is made."""

CELEBRATION_FRAME = 16
"""One step of the win animation (about 60 frames a second)."""

CELEBRATION_LAUNCH = 90
"""The pause between two cards leaving the foundations when the game is won."""
