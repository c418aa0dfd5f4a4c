"""The stacking order of the card table, bottom to top, in one place.

The scene draws an item with a higher z value over one with a lower value;
every item of the table takes its value from here, so a new item finds its
layer by reading this list rather than by guessing numbers in other files.
A card's value grows with its place in its pile (or in the hand), and a pile
holds at most 52 cards: the gaps between the layers below are wider than that.
"""

from __future__ import annotations

RESTING_Z = 0.0  # a card at rest; its place in its pile is added, so each card covers the one under it
HIGHLIGHT_Z = 900.0  # placement help's frames around the legal places, over every resting card
HINT_Z = 910.0  # a hint's frames (the cards to pick up, where they go), over the placement frames
CURSOR_Z = 950.0  # the keyboard's frame, over the other frames it may be framing too
FLYING_Z = 1000.0  # a card gliding to its place passes over every frame and every resting card
TRAILS_Z = 1500.0  # the win's trails, printed over every card still on the table
CELEBRATION_Z = 1600.0  # a card bouncing off the foundations when the game is won, over its own trails
HAND_Z = 2 * FLYING_Z  # the cards in the player's hand, over everything; their place in the hand is added
