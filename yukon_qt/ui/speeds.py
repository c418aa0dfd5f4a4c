"""Every duration of the card table, in milliseconds, in one place.

As in KPatience's ``speeds.h``, every animation's duration is its figure here
times one ``FACTOR``: 1.0 in the game; a smaller factor makes every animation
faster alike, and 0 plays none: cards are put in their places at once and the
win's cascade is left out (the window tests run that way, so they do not wait
for cards to land).  A duration is read through its function when it is used,
so a changed factor holds from the next animation on.

How long a note or a hint stays up is a reading time, not an animation: the
factor leaves those alone (a note shown for no time could not be read).
"""

from __future__ import annotations

FACTOR = 1.0
"""What every animation's duration is multiplied by: 1.0 normally, 0 for no animation."""


def scaled(milliseconds: float) -> int:
    """``milliseconds`` at the present speed (0 when animations are off)."""
    return max(0, round(milliseconds * FACTOR))


def animated() -> bool:
    """Whether anything is animated at all (the factor is above 0)."""
    return FACTOR > 0


# ------------------------------------------------------------------ animations
def move() -> int:
    """Cards gliding to the pile a move put them on (also undo)."""
    return scaled(180)


def slide_back() -> int:
    """Cards sliding back after a refused or aimless drop."""
    return scaled(220)


def turn() -> int:
    """A card turning over (face down to face up, or back on undo)."""
    return scaled(160)


def toast_fade() -> int:
    """A note over the table fading away once it has been read."""
    return scaled(400)


def celebration_delay() -> int:
    """The pause between the winning move and the win's cascade: the last card lands, and a moment more."""
    return move() + scaled(60)


def celebration_frame() -> int:
    """One step of the win animation (about 60 frames a second)."""
    return scaled(16)


def finish_step() -> int:
    """The pause between two cards that Play every card home sends to their foundations."""
    return scaled(150)


def celebration_launch() -> int:
    """The pause between two cards leaving the foundations when the game is won."""
    return scaled(90)


# --------------------------------------------------------------- reading times
TOAST_SHOWN = 2600
"""The least time a note (a refused move, a hint's word) stays over the table before fading."""

TOAST_LONGEST = 8000
"""The most time a note stays up: a note is read, not kept."""

NOTICE = 600
"""Of a note's time, what it takes to notice it and look at it."""

PER_CHARACTER = 50
"""Of a note's time, the reading of each character (about 200 words a minute in English)."""


def toast_shown(text: str) -> int:
    """How long a note saying ``text`` stays up: long enough to read it, so longer for a longer sentence."""
    return max(TOAST_SHOWN, min(TOAST_LONGEST, NOTICE + PER_CHARACTER * len(text)))

HINT_SHOWN = 6000
"""How long a hint's frames stay on the table when no move is made."""
