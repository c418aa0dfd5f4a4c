"""The player's settings: typed options with their defaults in one table, saved as JSON.

Every value read from the file is checked against its option, by type and by
range: a value that does not fit falls back to the option's default, unknown
keys are kept as they are.  Only a regular file of at most
:data:`MAX_FILE_BYTES` is read (never a FIFO or a device, which could block).
A damaged file is set aside (renamed, never deleted), the defaults are used
and :attr:`Settings.load_notice` says where it went.  A file the app may not
read (permissions) is left where it is and not written over during the run.
Each change is saved at once, atomically.

Old files are brought up to date by the steps in :data:`UPGRADE_STEPS`:
``UPGRADE_STEPS[n]`` turns a format-``n`` dictionary into a format-``n + 1`` one.
"""

from __future__ import annotations

import base64
import binascii
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from yukon_qt import atomic, paths
from yukon_qt.engine.codes import DEFAULT_RULE, Rule

FORMAT = 1
FILE_NAME = "settings.json"
MAX_FILE_BYTES = 64 * 1024  # a settings file is about 400 bytes
MAX_GEOMETRY_CHARS = 4096  # Qt's saved window geometry is some 70 characters of base64
MAX_NAME_CHARS = 200  # a deck's, back's or table colour's name: "kde:" and a folder name

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Option:
    """One setting: its name, the type its value must have, its default, and what values it allows
    (a tuple of choices, or a function that says whether a value of the right type is allowed)."""

    name: str
    kind: type
    default: Any
    choices: tuple[Any, ...] | Callable[[Any], bool] | None = None

    def accepts(self, value: Any) -> bool:
        # bool is a subclass of int in Python: check the exact type so 1 is not taken for True.
        if type(value) is not self.kind:
            return False
        if self.choices is None:
            return True
        if callable(self.choices):
            return bool(self.choices(value))
        return value in self.choices


def _known_language(value: str) -> bool:
    from yukon_qt.i18n import LANGUAGES

    return value == "system" or value in LANGUAGES


def _name(value: str) -> bool:
    """The name of a deck, a card back or a table colour: short plain text.  Whether such a one
    exists is asked where it is used (the table), as installed decks come and go."""
    return 0 < len(value) <= MAX_NAME_CHARS and value.isprintable()


def _window_geometry(value: str) -> bool:
    """Empty (no window yet) or the base64 text of a geometry Qt saved."""
    if not value:
        return True
    if len(value) > MAX_GEOMETRY_CHARS or not value.isascii():
        return False
    try:
        base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        return False
    return True


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
        Option("deal_level", str, "", ("", "easy", "medium", "hard")),  # of a random deal: "" is any level
        Option("language", str, "system", _known_language),
        Option("rule", str, DEFAULT_RULE.stored_name, tuple(rule.stored_name for rule in Rule)),
        Option("window_geometry", str, "", _window_geometry),
        Option("deck", str, "classic", _name),
        Option("card_back", str, "blue", _name),
        Option("table_colour", str, "green", _name),
    )
}

# UPGRADE_STEPS[n](values) -> values in format n + 1.  Format 1 is the first one, so none yet.
UPGRADE_STEPS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def default_path() -> Path:
    return paths.config_dir() / FILE_NAME


class Settings(QObject):
    """The live settings.  ``changed(name)`` is emitted after an option got a new value."""

    changed = Signal(str)
    save_failed = Signal(str)  # a translated sentence, once until a save succeeds again

    def __init__(self, path: Path, values: dict[str, Any] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = Path(path)
        self._values = {name: option.default for name, option in OPTIONS.items()}
        self._unknown: dict[str, Any] = {}
        self.load_notice: str | None = None
        self._keep_file = False  # the file could not be read: do not write over it during this run
        self._failing = False  # the last save failed (the player has been told)
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
    def load(cls, path: Path | None = None) -> Settings:
        """Read the settings file (``config_dir()/settings.json`` unless ``path`` is given).

        Never raises for a bad file: a missing file gives the defaults; a damaged
        one is set aside and gives the defaults and a :attr:`load_notice`.
        """
        path = Path(path) if path is not None else default_path()
        try:
            text = atomic.read_text_limited(path, MAX_FILE_BYTES)
        except (FileNotFoundError, NotADirectoryError):  # no file yet, or not even its folder
            return cls(path)
        except PermissionError as error:
            log.warning("settings file %s may not be read: %s", path, error)
            return cls._from_unreadable(path)
        except (OSError, UnicodeDecodeError) as error:
            log.warning("settings file %s cannot be read: %s", path, error)
            return cls._from_damaged(path)
        try:
            values = json.loads(text)
            if not isinstance(values, dict):
                raise ValueError("the settings file does not hold a JSON object")
            if _is_newer(values):
                return cls._from_newer(path, values)
            values = _upgrade(values)
        except (ValueError, TypeError, KeyError, RecursionError) as error:
            log.warning("settings file %s is damaged: %s", path, error)
            return cls._from_damaged(path)
        return cls(path, values)

    @classmethod
    def _from_newer(cls, path: Path, values: dict[str, Any]) -> Settings:
        """A newer version wrote the file: what this version knows of it is used, and it is never
        written over in this version's older format."""
        log.warning("settings file %s is of a newer format: %r", path, values.get("format"))
        return cls._left_alone(path, values, QCoreApplication.translate(
            "Settings",
            "Your settings file {path} was written by a newer version of Yukon Solitaire. The settings "
            "this version knows are used; the file was left as it is, and changes made now are not saved.",
        ))

    @classmethod
    def _from_unreadable(cls, path: Path) -> Settings:
        """The file is there but may not be read: it is nobody's to move or replace."""
        return cls._left_alone(path, None, QCoreApplication.translate(
            "Settings",
            "Your settings file {path} may not be read (check its permissions), so the default "
            "settings are used. The file was left as it is, and changes made now are not saved.",
        ))

    @classmethod
    def _left_alone(cls, path: Path, values: dict[str, Any] | None, notice: str) -> Settings:
        """Settings of ``values`` whose file is never written over in this run, and ``notice`` for the player."""
        settings = cls(path, values)
        settings._keep_file = True
        settings.load_notice = notice.format(path=path)
        return settings

    @classmethod
    def _from_damaged(cls, path: Path) -> Settings:
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
        if self._keep_file:
            return
        document = dict(self._unknown)
        document.update(self._values)
        document["format"] = FORMAT
        try:
            atomic.write_atomically(self.path, json.dumps(document, indent=2, sort_keys=True) + "\n")
        except OSError as error:
            log.warning("settings cannot be saved to %s: %s", self.path, error)
            if not self._failing:
                self._failing = True
                self.save_failed.emit(QCoreApplication.translate(
                    "Settings", "Your settings could not be saved to {path}: {reason}. "
                    "They apply until the game is closed.").format(path=self.path, reason=error.strerror or error))
        else:
            self._failing = False


def _is_newer(values: dict[str, Any]) -> bool:
    version = values.get("format")
    return type(version) is int and version > FORMAT


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
