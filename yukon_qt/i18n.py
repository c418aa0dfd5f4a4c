"""The player's language: which translations exist and how they are loaded.

The app's own strings come from ``translations/yukon_qt_<lang>.qm`` (for
English too: its file holds the singular and plural forms of counted words);
Qt's own (standard buttons, file dialogs) from Qt's ``qtbase_<lang>.qm`` where
Qt ships one.  Installing new translators makes Qt send a LanguageChange event
to every widget, which re-translates itself.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from yukon_qt.paths import translations_dir

SYSTEM = "system"
# Language code and its name in that language (never translated).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "hi": "हिन्दी",
    "tr": "Türkçe",
    "te": "తెలుగు",
    "ha": "Hausa",
}


def resolve(choice: str, system_locale: QLocale | None = None) -> str:
    """The language to use for a setting: ``system`` follows the system locale."""
    if choice in LANGUAGES:
        return choice
    locale = system_locale or QLocale.system()
    for name in locale.uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def locale_for(language: str, system_locale: QLocale | None = None) -> QLocale:
    """The locale for dates, times and numbers: the system's own when it speaks ``language``
    (so a player in the UK keeps day/month dates), else the language's main locale."""
    system = system_locale or QLocale.system()
    if QLocale.languageToCode(system.language()) == language:
        return system
    return QLocale(language)


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

    @staticmethod
    def _load(name: str, directory: str = "") -> QTranslator | None:
        translator = QTranslator()
        return translator if translator.load(name, directory) else None
