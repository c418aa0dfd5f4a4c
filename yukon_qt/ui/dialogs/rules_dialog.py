"""The Rules window: the rules page for the player's language (``resources/rules/<lang>.md``)."""

from __future__ import annotations

import logging
from collections.abc import Iterable

from PySide6.QtCore import QLocale, QSize
from PySide6.QtWidgets import QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from yukon_qt import paths
from yukon_qt.ui.dialogs.common import TranslatedDialog, button_box, text_size
from yukon_qt.ui.screen_room import bounded_to_screen

FALLBACK_LANGUAGE = "en"

log = logging.getLogger(__name__)


def candidate_names(languages: Iterable[str]) -> list[str]:
    """File stems to try, most specific first: ``["pt-BR"]`` gives ``pt_BR``, ``pt``, then ``en``."""
    names: list[str] = []
    for language in languages:
        tag = language.replace("-", "_")
        for name in (tag, tag.split("_")[0]):
            if name and name not in names:
                names.append(name)
    if FALLBACK_LANGUAGE not in names:
        names.append(FALLBACK_LANGUAGE)
    return names


def rules_markdown(languages: Iterable[str] | None = None) -> str:
    """The rules page in the first language that has one (the current UI languages by default)."""
    if languages is None:
        languages = QLocale().uiLanguages()
    folder = paths.resources_dir() / "rules"
    for name in candidate_names(languages):
        page = folder / f"{name}.md"
        try:
            if page.is_file():
                return page.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            log.warning("rules page %s cannot be read: %s", name, error)
    return ""


class RulesDialog(TranslatedDialog):
    """A scrollable, non-modal page with the rules of the game.

    Without ``languages`` it shows the page of the current UI language, and
    loads the page again when the player switches language.
    """

    def __init__(self, parent: QWidget | None = None, languages: Iterable[str] | None = None) -> None:
        super().__init__(parent)
        self.languages = list(languages) if languages is not None else None
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.retranslate()
        buttons = button_box(self, QDialogButtonBox.StandardButton.Close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(self._comfortable_size())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules of Yukon"))
        text = rules_markdown(self.languages)
        if text:
            self.browser.setMarkdown(text)
        else:
            self.browser.setPlainText(self.tr("The rules page could not be found. Please reinstall the game."))

    def _comfortable_size(self) -> QSize:
        """About 75 characters wide and 40 lines high, never more than most of the screen."""
        return bounded_to_screen(self, text_size(self, 75, 40), 0.85)
