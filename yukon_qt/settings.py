"""The player's settings: typed options with their defaults in one table, saved as JSON.

Every value read from the file is checked against its option: a value of the
wrong type falls back to the option's default, unknown keys are kept as they
are.  A file that cannot be read at all is set aside (renamed, never deleted),
the defaults are used and :attr:`Settings.load_notice` says where the damaged
file went.  Each change is saved at once, atomically.

Old files are brought up to date by the steps in :data:`UPGRADE_STEPS`:
``UPGRADE_STEPS[n]`` turns a format-``n`` dictionary into a format-``n + 1`` one.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from yukon_qt import atomic, paths

FORMAT = 1
FILE_NAME = "settings.json"

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Option:
    """One setting: its name, the type its value must have, its default, and optional allowed values."""

    name: str
    kind: type
    default: Any
    choices: tuple[Any, ...] | None = None

    def accepts(self, value: Any) -> bool:
        # bool is a subclass of int in Python: check the exact type so 1 is not taken for True.
        if type(value) is not self.kind:
            return False
        return self.choices is None or value in self.choices


OPTIONS: dict[str, Option] = {
    option.name: option
    for option in (
        Option("double_click", bool, True),
        Option("placement_help", bool, True),
        Option("interactive_rules", bool, True),
        Option("auto_place", bool, False),
        Option("four_colour_deck", bool, False),
        Option("show_solver_status", bool, False),
        Option("winnable_only", bool, False),
        Option("language", str, "system"),
        Option("rule", str, "classic", ("classic", "relaxed")),
        Option("window_geometry", str, ""),
    )
}

# UPGRADE_STEPS[n](values) -> values in format n + 1.  Format 1 is the first one, so none yet.
UPGRADE_STEPS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def default_path() -> Path:
    return paths.config_dir() / FILE_NAME


class Settings(QObject):
    """The live settings.  ``changed(name)`` is emitted after an option got a new value."""

    changed = Signal(str)

    def __init__(self, path: Path, values: dict[str, Any] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = Path(path)
        self._values = {name: option.default for name, option in OPTIONS.items()}
        self._unknown: dict[str, Any] = {}
        self.load_notice: str | None = None
        for name, value in (values or {}).items():
            option = OPTIONS.get(name)
            if option is None:
                if name != "format":
                    self._unknown[name] = value
            elif option.accepts(value):
                self._values[name] = value
            else:
                log.warning("setting %s: %r is not a valid value, using %r", name, value, option.default)

    @classmethod
    def load(cls, path: Path | None = None) -> "Settings":
        """Read the settings file (``config_dir()/settings.json`` unless ``path`` is given).

        Never raises for a bad file: a missing file gives the defaults; a damaged
        one is set aside and gives the defaults and a :attr:`load_notice`.
        """
        path = Path(path) if path is not None else default_path()
        try:
            text = path.read_text(encoding="utf-8")
        except (FileNotFoundError, NotADirectoryError):  # no file yet, or not even its folder
            return cls(path)
        except (OSError, UnicodeDecodeError) as error:
            log.warning("settings file %s cannot be read: %s", path, error)
            return cls._from_damaged(path)
        try:
            values = json.loads(text)
            if not isinstance(values, dict):
                raise ValueError("the settings file does not hold a JSON object")
            values = _upgrade(values)
        except (ValueError, TypeError, KeyError, RecursionError) as error:
            log.warning("settings file %s is damaged: %s", path, error)
            return cls._from_damaged(path)
        return cls(path, values)

    @classmethod
    def _from_damaged(cls, path: Path) -> "Settings":
        settings = cls(path)
        try:
            moved_to = atomic.set_aside(path)
        except OSError as error:
            log.warning("damaged settings file %s cannot be moved: %s", path, error)
            settings.load_notice = QCoreApplication.translate(
                "Settings",
                "Your settings file could not be read, so the default settings are used. "
                "The file {path} could not be moved aside.",
            ).format(path=path)
        else:
            settings.load_notice = QCoreApplication.translate(
                "Settings",
                "Your settings file was damaged, so the default settings are used. "
                "The damaged file was moved to {path}.",
            ).format(path=moved_to)
        return settings

    def get(self, name: str) -> Any:
        return self._values[name]

    @staticmethod
    def default(name: str) -> Any:
        return OPTIONS[name].default

    def set(self, name: str, value: Any) -> None:
        """Give ``name`` a new value, save at once and emit ``changed(name)`` (nothing happens if equal).

        A wrong name or value is a programming error and raises ``KeyError`` / ``ValueError``.
        """
        option = OPTIONS[name]
        if not option.accepts(value):
            raise ValueError(f"setting {name} cannot be {value!r}")
        if self._values[name] == value:
            return
        self._values[name] = value
        self.save()
        self.changed.emit(name)

    def restore_defaults(self, names: list[str] | tuple[str, ...] | None = None) -> None:
        """Give the named options (all of them when None) their default values."""
        for name in names if names is not None else OPTIONS:
            self.set(name, OPTIONS[name].default)

    def save(self) -> None:
        """Write every value to the file atomically.  A failure is logged, never raised."""
        document = dict(self._unknown)
        document.update(self._values)
        document["format"] = FORMAT
        try:
            atomic.write_atomically(self.path, json.dumps(document, indent=2, sort_keys=True) + "\n")
        except OSError as error:
            log.warning("settings cannot be saved to %s: %s", self.path, error)


def _upgrade(values: dict[str, Any]) -> dict[str, Any]:
    """Bring a settings dictionary from its format up to :data:`FORMAT` through the upgrade steps."""
    version = values.get("format", FORMAT)
    if type(version) is not int:
        raise ValueError(f"format is not a number: {version!r}")
    while version < FORMAT:
        step = UPGRADE_STEPS.get(version)
        if step is None:
            raise ValueError(f"no upgrade from settings format {version}")
        values = step(dict(values))
        version += 1
        values["format"] = version
    return values
