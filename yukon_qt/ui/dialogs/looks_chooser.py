"""The deck, card back and table colour choosers of the Preferences, with a live preview.

Each choice is written to the settings at once (the table follows them); the
preview shows an Ace, a 10, a Queen and the back on the chosen table colour,
drawn by a ``CardFaces`` of its own at the preview's size.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QLabel, QWidget

from yukon_qt.engine import Card, Suit
from yukon_qt.settings import OPTIONS, Settings
from yukon_qt.ui.decks import DEFAULT_DECK, Deck, all_decks
from yukon_qt.ui.decks.backs import BACKS, DECK_BACK, back_title
from yukon_qt.ui.looks import LOOK_SETTINGS, chosen_back, chosen_table, usable
from yukon_qt.ui.table.card_faces import CardFaces
from yukon_qt.ui.table.felt import TABLES, render_felt, table_title

PREVIEW_CARDS = (Card(1, Suit.SPADES), Card(10, Suit.HEARTS), Card(12, Suit.DIAMONDS), None)  # None: the back
PREVIEW_CARD_WIDTH = 50  # logical pixels
PREVIEW_GAP = 8
MIN_COMBO_CHARACTERS = 10


class LooksChooser(QWidget):
    """Deck, Back and Table colour rows and the preview under them."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.decks: dict[str, Deck] = {deck.name: deck for deck in all_decks()}
        self.deck_combo = QComboBox()
        self.back_combo = QComboBox()
        self.table_combo = QComboBox()
        for combo in (self.deck_combo, self.back_combo, self.table_combo):
            # As wide as their longest name when there is room (the dialog makes it), yet they may be
            # narrower, so that the preview beside them keeps its place in large print.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            combo.setMinimumWidth(combo.fontMetrics().averageCharWidth() * MIN_COMBO_CHARACTERS)
        for deck in self.decks.values():
            self.deck_combo.addItem(deck.title(), deck.name)
        for name in TABLES:
            self.table_combo.addItem(table_title(name), name)
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.faces = CardFaces()
        self.deck_label, self.back_label, self.table_label = QLabel(), QLabel(), QLabel()
        self.deck_label.setBuddy(self.deck_combo)
        self.back_label.setBuddy(self.back_combo)
        self.table_label.setBuddy(self.table_combo)
        # The choices, and the preview beside them: the dialog grows by no more than the preview's height.
        rows = QFormLayout()
        rows.addRow(self.deck_label, self.deck_combo)
        rows.addRow(self.back_label, self.back_combo)
        rows.addRow(self.table_label, self.table_combo)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 6)
        rows.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        layout.addLayout(rows, 1)  # the combo boxes take the room the preview leaves
        layout.addWidget(self.preview)
        self._show_settings()
        self.deck_combo.currentIndexChanged.connect(self._deck_chosen)
        self.back_combo.currentIndexChanged.connect(self._back_chosen)
        self.table_combo.currentIndexChanged.connect(self._table_chosen)
        settings.changed.connect(self._setting_changed)
        self.retranslate()

    # --------------------------------------------------------------- the texts
    def retranslate(self) -> None:
        for label, name in zip((self.deck_label, self.back_label, self.table_label), LOOK_SETTINGS, strict=True):
            option = OPTIONS[name]
            label.setText(QCoreApplication.translate(option.context, option.title))
        self.preview.setAccessibleName(self.tr("Preview of the chosen cards and table"))
        for index in range(self.deck_combo.count()):
            deck = self.decks.get(self.deck_combo.itemData(index))
            if deck is not None:
                self.deck_combo.setItemText(index, deck.title())
        for index in range(self.back_combo.count()):
            self.back_combo.setItemText(index, back_title(self.back_combo.itemData(index)))
        for index in range(self.table_combo.count()):
            self.table_combo.setItemText(index, table_title(self.table_combo.itemData(index)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------- settings to widgets
    def _deck(self) -> Deck:
        """The chosen deck (the table falls back to the default one when it is gone: so does the preview)."""
        return self.decks.get(self.settings.get("deck")) or self.decks[DEFAULT_DECK]

    def _show_settings(self) -> None:
        """The combo boxes and the preview as the settings say (signals of the boxes held back)."""
        deck = self._deck()
        for combo in (self.deck_combo, self.back_combo, self.table_combo):
            combo.blockSignals(True)
        self.deck_combo.setCurrentIndex(max(0, self.deck_combo.findData(deck.name)))
        self.back_combo.clear()
        backs = [*BACKS, DECK_BACK] if deck.has_own_back else list(BACKS)
        for name in backs:
            self.back_combo.addItem(back_title(name), name)
        self.back_combo.setCurrentIndex(max(0, self.back_combo.findData(chosen_back(self.settings, deck))))
        self.table_combo.setCurrentIndex(max(0, self.table_combo.findData(chosen_table(self.settings))))
        for combo in (self.deck_combo, self.back_combo, self.table_combo):
            combo.blockSignals(False)
        self.takes_four_colours = deck.takes_four_colours
        self._paint_preview(deck)

    def _setting_changed(self, name: str) -> None:
        if name in (*LOOK_SETTINGS, "four_colour_deck"):
            if name == "deck" and self.settings.get("deck") not in self.decks:
                return
            self._show_settings()

    # ------------------------------------------------------- widgets to settings
    def _deck_chosen(self, index: int) -> None:
        name = self.deck_combo.itemData(index)
        deck = self.decks.get(name)
        if deck is not None and not usable(deck):
            # Its file turned out to be unusable (the listing only checks that every card is named in it):
            # it is offered no more, and the choice stays where it was, the setting untouched.
            self.decks.pop(name, None)
            self.deck_combo.blockSignals(True)
            self.deck_combo.removeItem(index)
            self.deck_combo.blockSignals(False)
            self._show_settings()
            return
        self.settings.set("deck", name)

    def _back_chosen(self, index: int) -> None:
        self.settings.set("card_back", self.back_combo.itemData(index))

    def _table_chosen(self, index: int) -> None:
        self.settings.set("table_colour", self.table_combo.itemData(index))

    # ------------------------------------------------------------------ preview
    def _paint_preview(self, deck: Deck) -> None:
        ratio = self.devicePixelRatioF()
        self.faces.set_deck(deck)
        self.faces.set_size(PREVIEW_CARD_WIDTH, ratio)
        self.faces.set_back(chosen_back(self.settings, deck))
        self.faces.set_four_colours(bool(self.settings.get("four_colour_deck")))
        card = self.faces.size
        width = len(PREVIEW_CARDS) * (card.width() + PREVIEW_GAP) + PREVIEW_GAP
        height = card.height() + 2 * PREVIEW_GAP
        picture: QPixmap = render_felt(width, height, ratio, None, chosen_table(self.settings))
        painter = QPainter(picture)
        for place, shown in enumerate(PREVIEW_CARDS):
            pixmap = self.faces.face(shown) if shown is not None else self.faces.back()
            painter.drawPixmap(QPointF(PREVIEW_GAP + place * (card.width() + PREVIEW_GAP), PREVIEW_GAP), pixmap)
        painter.end()
        self.preview.setPixmap(picture)
        self.preview.setMinimumSize(QRectF(0, 0, width, height).toAlignedRect().size())
