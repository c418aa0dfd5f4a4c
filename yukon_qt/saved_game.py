"""The game in progress, kept between runs in ``data_dir()/saved-game.json``.

The record itself is made and checked by the model; this module only stores
JSON safely: written atomically, and a damaged file is set aside (renamed,
never deleted) with a notice for the player.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from yukon_qt import atomic, paths

FILE_NAME = "saved-game.json"

log = logging.getLogger(__name__)


def saved_game_path() -> Path:
    return paths.data_dir() / FILE_NAME


def save_game(record: dict[str, Any]) -> None:
    """Store the record, replacing the previous one atomically (raises OSError if the disk refuses)."""
    atomic.write_atomically(saved_game_path(), json.dumps(record, separators=(",", ":")) + "\n")


def load_saved_game() -> tuple[dict[str, Any] | None, str | None]:
    """Return ``(record, None)``, ``(None, None)`` when there is no saved game,
    or ``(None, notice)`` when the file was damaged and has been set aside."""
    path = saved_game_path()
    try:
        text = path.read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError):
        return None, None
    except (OSError, UnicodeDecodeError) as error:
        log.warning("saved game %s cannot be read: %s", path, error)
        return None, set_aside_saved_game()
    try:
        record = json.loads(text)
    except (ValueError, RecursionError) as error:
        log.warning("saved game %s is damaged: %s", path, error)
        return None, set_aside_saved_game()
    if not isinstance(record, dict):
        log.warning("saved game %s does not hold a JSON object", path)
        return None, set_aside_saved_game()
    return record, None


def set_aside_saved_game() -> str:
    """Move the saved game aside (for a record the model cannot restore) and return the notice to show."""
    path = saved_game_path()
    try:
        moved_to = atomic.set_aside(path)
    except FileNotFoundError:
        return QCoreApplication.translate(
            "SavedGame", "Your saved game could not be restored, so a new game was started."
        )
    except OSError as error:
        log.warning("damaged saved game %s cannot be moved: %s", path, error)
        return QCoreApplication.translate(
            "SavedGame",
            "Your saved game could not be restored, so a new game was started. "
            "The file {path} could not be moved aside.",
        ).format(path=path)
    return QCoreApplication.translate(
        "SavedGame",
        "Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.",
    ).format(path=moved_to)


def clear_saved_game() -> None:
    """Forget the saved game (after a win, for example).  No error if there is none."""
    try:
        saved_game_path().unlink(missing_ok=True)
    except OSError as error:
        log.warning("saved game cannot be removed: %s", error)
