"""The game window: the main window, the game bar, hints, where did it go wrong, the win, and the questions at start."""
