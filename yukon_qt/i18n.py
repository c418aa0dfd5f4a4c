"""The player's language: which translations exist and how they are loaded.

The app's own strings come from ``translations/yukon_qt_<lang>.qm`` (for
English too: its file holds the singular and plural forms of counted words);
Qt's own (standard buttons, file dialogs) from Qt's ``qtbase_<lang>.qm`` where
Qt ships one.  Installing new translators makes Qt send a LanguageChange event
to every widget, which re-translates itself.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator

from yukon_qt.languages import LANGUAGES
from yukon_qt.paths import translations_dir


def _candidates(name: str) -> list[str]:
    """The codes of LANGUAGES a locale name such as ``zh-Hans-CN``, ``pt_PT.UTF-8`` or ``de`` may mean,
    nearest first."""
    parts = name.split(".")[0].split("@")[0].replace("-", "_").split("_")
    language = parts[0].lower()
    regions = [part.upper() for part in parts[1:] if len(part) == 2]
    if language == "zh" and ("Hant" in parts[1:] or set(regions) & {"TW", "HK", "MO"}):
        return []  # traditional characters: simplified ones are not that language
    found = [f"{language}_{region}" for region in regions]
    found.append(language)
    found += sorted(code for code in LANGUAGES if code.startswith(language + "_"))
    return [code for code in found if code in LANGUAGES]


def resolve(choice: str, system_locale: QLocale | None = None) -> str:
    """The language to use for a setting: ``system`` follows the system locale (its list of
    languages, the player's preferred first)."""
    if choice in LANGUAGES:
        return choice
    locale = system_locale or QLocale.system()
    refused: set[str] = set()  # a language a region or script ruled out ("zh-Hant" ... "zh")
    for name in locale.uiLanguages():
        language = name.replace("-", "_").split("_")[0].lower()
        found = _candidates(name)
        if found and language not in refused:
            return found[0]
        if not found:
            refused.add(language)
    return "en"


def locale_for(language: str, system_locale: QLocale | None = None) -> QLocale:
    """The locale for dates, times and numbers: the system's own when it speaks ``language``
    (so a player in the UK keeps day/month dates), else the language's main locale."""
    system = system_locale or QLocale.system()
    if QLocale.languageToCode(system.language()) == language.split("_")[0]:
        if "_" not in language or system.name() == language:
            return system
    return QLocale(language)


def is_right_to_left(language: str) -> bool:
    """Whether ``language`` is written from right to left (Arabic): the whole window turns then."""
    return QLocale(language).textDirection() == Qt.LayoutDirection.RightToLeft


LEFT_TO_RIGHT_ISOLATE = "\u2066"
POP_DIRECTIONAL_ISOLATE = "\u2069"


def left_to_right(text: object) -> str:
    """``text`` (a game code, a file path, a key name) kept left to right inside a sentence of the language in use.

    In an Arabic sentence a game code such as ``YU1-C-AAAAAAB`` next to a bracket or a full stop may come out
    in pieces, and a path's leading "/" show at the wrong end: the dashes, dots and brackets take the
    sentence's direction.  Wrapped in a left-to-right isolate (U+2066 … U+2069) the piece reads as written
    wherever it sits; in a left-to-right language nothing is added.  Only QtCore is asked (the locale the
    language set, with the window's direction), so the files' own notices use it before there is a window.
    """
    written = str(text)
    if QLocale().textDirection() == Qt.LayoutDirection.RightToLeft:
        return LEFT_TO_RIGHT_ISOLATE + written + POP_DIRECTIONAL_ISOLATE
    return written


def app_translation_path(language: str) -> str:
    return str(translations_dir() / f"yukon_qt_{language}.qm")


class LanguageSwitcher:
    """Keeps the installed translators, so that a new language replaces the old one."""

    def __init__(self) -> None:
        self._translators: list[QTranslator] = []
        self.language = "en"

    def apply(self, choice: str) -> str:
        """Install the translations for ``choice`` (a code or ``system``); returns the code used."""
        app = QCoreApplication.instance()
        assert app is not None, "translations need the application object"
        language = resolve(choice)
        # The default locale is set first: widgets re-translating on the
        # LanguageChange event format their numbers and dates with it.
        QLocale.setDefault(locale_for(language))
        self.remove()
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for loaded in (self._load(app_translation_path(language)), self._load(f"qtbase_{language}", qt_dir)):
            if loaded is not None:
                app.installTranslator(loaded)
                self._translators.append(loaded)
        self.language = language
        # Arabic runs the whole window right to left (Qt's own Arabic catalogue would say so too, but
        # not every language's catalogue is there); the card table itself is never mirrored.
        _set_direction(app, is_right_to_left(language))
        return language

    def remove(self) -> None:
        """Uninstall this switcher's translators (the source strings show again)."""
        app = QCoreApplication.instance()
        if app is None:  # the application has gone, and its translators with it
            self._translators = []
            return
        for translator in self._translators:
            app.removeTranslator(translator)
        self._translators = []
        _set_direction(app, False)

    @staticmethod
    def _load(name: str, directory: str = "") -> QTranslator | None:
        translator = QTranslator()
        return translator if translator.load(name, directory) else None


def _set_direction(app: QCoreApplication, right_to_left: bool) -> None:
    """The whole window's direction (an application without windows has none)."""
    from PySide6.QtGui import QGuiApplication

    if isinstance(app, QGuiApplication):
        QGuiApplication.setLayoutDirection(
            Qt.LayoutDirection.RightToLeft if right_to_left else Qt.LayoutDirection.LeftToRight)
