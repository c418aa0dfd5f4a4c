"""Subcommands of ``python -m yukon_qt``: one module each, with ``register(commands)``.

Modules import Qt only inside their handlers, so commands that need no
window start fast and work without a display.
"""

COMMAND_MODULES = ["deal", "stats", "screenshot", "solve", "daily", "decks", "predraw"]
