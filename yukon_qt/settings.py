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
from yukon_qt.engine.codes import DEFAULT_RULE, QT_TRANSLATE_NOOP, Rule
from yukon_qt.i18n import left_to_right
from yukon_qt.languages import LANGUAGES, SYSTEM

FORMAT = 1
FILE_NAME = "settings.json"
MAX_FILE_BYTES = 64 * 1024  # a settings file is about 400 bytes
MAX_GEOMETRY_CHARS = 4096  # Qt's saved window geometry is some 70 characters of base64
MAX_NAME_CHARS = 200  # a deck's, back's or table colour's name: "kde:" and a folder name

log = logging.getLogger(__name__)


TEXT_CONTEXT = "PreferencesDialog"  # the translation context of the Preferences' titles and help texts

# The groups of the Preferences dialog, in their order: each preference names the one it is shown in.
MOVING_CARDS = QT_TRANSLATE_NOOP("PreferencesDialog", "Moving cards")
AIDS = QT_TRANSLATE_NOOP("PreferencesDialog", "Aids")
APPEARANCE = QT_TRANSLATE_NOOP("PreferencesDialog", "Appearance")
GROUPS = (MOVING_CARDS, AIDS, APPEARANCE)


@dataclass(frozen=True)
class Option:
    """One setting: its name, the type its value must have, its default, and what values it allows
    (a tuple of choices, or a function that says whether a value of the right type is allowed).

    A preference says where and how the Preferences dialog shows it: its ``group`` (one of
    :data:`GROUPS`), its ``title`` (a check box's text, or the label of a choice) and its ``help``
    (the line under a check box, or a choice's tool tip), in English, marked for translation in
    ``context`` and translated where they are shown.  ``state`` marks what the game remembers by
    itself (the window's place, a dialog's last choice): no preference, never shown, and "Restore
    defaults" leaves it as it is, as it does an option that is ``kept`` (the language the game speaks).
    """

    name: str
    kind: type
    default: Any
    choices: tuple[Any, ...] | Callable[[Any], bool] | None = None
    group: str | None = None
    title: str = ""
    help: str = ""
    context: str = TEXT_CONTEXT
    state: bool = False
    kept: bool = False

    def accepts(self, value: Any) -> bool:
        # bool is a subclass of int in Python: check the exact type so 1 is not taken for True.
        if type(value) is not self.kind:
            return False
        if self.choices is None:
            return True
        if callable(self.choices):
            return bool(self.choices(value))
        return value in self.choices

    @property
    def restorable(self) -> bool:
        """Whether "Restore defaults" gives the option its default value."""
        return not (self.state or self.kept)


def _known_language(value: str) -> bool:
    return value == SYSTEM or value in LANGUAGES


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
        # The preferences, in the order the Preferences dialog shows them.
        Option("double_click", bool, True, group=MOVING_CARDS,
               title=QT_TRANSLATE_NOOP("PreferencesDialog", "&Double click"),
               help=QT_TRANSLATE_NOOP("PreferencesDialog", "Two quick clicks on a face-up card move it, with the "
                                      "cards above it, to the best place in the columns.")),
        # The three aids of the rules, in their order, then the solver's word on the deal.
        Option("placement_help", bool, True, group=AIDS,
               title=QT_TRANSLATE_NOOP("PreferencesDialog", "&Placement help"),
               help=QT_TRANSLATE_NOOP("PreferencesDialog", "While you drag a card, the places where it may go "
                                      "are highlighted.")),
        Option("interactive_rules", bool, True, group=AIDS,
               title=QT_TRANSLATE_NOOP("PreferencesDialog", "&Interactive rules"),
               help=QT_TRANSLATE_NOOP("PreferencesDialog", "When a move is refused, a short note says which rule "
                                      "refused it.")),
        Option("auto_place", bool, False, group=AIDS,
               title=QT_TRANSLATE_NOOP("PreferencesDialog", "&Auto-place"),
               help=QT_TRANSLATE_NOOP("PreferencesDialog", "When you drop a card, the game chooses the column "
                                      "for it.")),
        Option("show_solver_status", bool, False, group=AIDS,
               title=QT_TRANSLATE_NOOP("PreferencesDialog", "&Show whether the deal can still be won"),
               help=QT_TRANSLATE_NOOP("PreferencesDialog", "The game bar says whether the cards can still all "
                                      "reach the foundations.")),
        # The language is no look of the game: "Restore defaults" keeps the one the player reads.
        Option("language", str, "system", _known_language, group=APPEARANCE, kept=True,
               title=QT_TRANSLATE_NOOP("PreferencesDialog", "&Language:"),
               help=QT_TRANSLATE_NOOP("PreferencesDialog", "The language of the game; it changes at once.")),
        Option("deck", str, "classic", _name, group=APPEARANCE, context="LooksChooser",
               title=QT_TRANSLATE_NOOP("LooksChooser", "Dec&k:")),
        Option("card_back", str, "blue", _name, group=APPEARANCE, context="LooksChooser",
               title=QT_TRANSLATE_NOOP("LooksChooser", "Card &back:")),
        Option("table_colour", str, "green", _name, group=APPEARANCE, context="LooksChooser",
               title=QT_TRANSLATE_NOOP("LooksChooser", "&Table:")),
        Option("four_colour_deck", bool, False, group=APPEARANCE,
               title=QT_TRANSLATE_NOOP("PreferencesDialog", "&Four-colour deck"),
               help=QT_TRANSLATE_NOOP("PreferencesDialog", "Spades black, hearts red, diamonds blue and clubs "
                                      "green, so every suit stands out.")),
        # What the game remembers by itself.
        Option("winnable_only", bool, False, state=True),  # the New game dialog's last choice
        # The New game dialog's last level of a random deal: "" is any level.
        Option("deal_level", str, "", ("", "easy", "medium", "hard"), state=True),
        Option("rule", str, DEFAULT_RULE.stored_name, tuple(rule.stored_name for rule in Rule), state=True),
        Option("window_geometry", str, "", _window_geometry, state=True),
    )
}


def preferences(group: str) -> list[Option]:
    """The options the Preferences dialog shows in ``group``, in their order."""
    return [option for option in OPTIONS.values() if option.group == group]


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
        # What the player is told of the file at the start: (the English source, the file), translated only
        # when read, since the language the settings choose is applied after they are loaded.
        self._load_notice: tuple[str, Path] | None = None
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
        return cls._left_alone(path, values, QT_TRANSLATE_NOOP(
            "Settings",
            "Your settings file {path} was written by a newer version of Yukon Solitaire. The settings "
            "this version knows are used; the file was left as it is, and changes made now are not saved.",
        ))

    @classmethod
    def _from_unreadable(cls, path: Path) -> Settings:
        """The file is there but may not be read: it is nobody's to move or replace."""
        return cls._left_alone(path, None, QT_TRANSLATE_NOOP(
            "Settings",
            "Your settings file {path} may not be read (check its permissions), so the default "
            "settings are used. The file was left as it is, and changes made now are not saved.",
        ))

    @classmethod
    def _left_alone(cls, path: Path, values: dict[str, Any] | None, notice: str) -> Settings:
        """Settings of ``values`` whose file is never written over in this run, and ``notice`` for the player."""
        settings = cls(path, values)
        settings._keep_file = True
        settings._load_notice = (notice, path)
        return settings

    @classmethod
    def _from_damaged(cls, path: Path) -> Settings:
        settings = cls(path)
        try:
            moved_to = atomic.set_aside(path)
        except OSError as error:
            log.warning("damaged settings file %s cannot be moved: %s", path, error)
            settings._load_notice = (QT_TRANSLATE_NOOP(
                "Settings",
                "Your settings file could not be read, so the default settings are used. "
                "The file {path} could not be moved aside.",
            ), path)
        else:
            settings._load_notice = (QT_TRANSLATE_NOOP(
                "Settings",
                "Your settings file was damaged, so the default settings are used. "
                "The damaged file was moved to {path}.",
            ), moved_to)
        return settings

    @property
    def load_notice(self) -> str | None:
        """What the player is told of the settings file at the start, in the language in use; None if nothing."""
        if self._load_notice is None:
            return None
        source, path = self._load_notice
        return QCoreApplication.translate("Settings", source).format(path=left_to_right(path))

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
        """Give the named options their default values; when None, every option "Restore defaults"
        gives its default (all but the remembered state and the language, see :class:`Option`)."""
        if names is None:
            names = [name for name, option in OPTIONS.items() if option.restorable]
        for name in names:
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
                    "They apply until the game is closed.").format(path=left_to_right(self.path),
                                                                   reason=error.strerror or error))
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
