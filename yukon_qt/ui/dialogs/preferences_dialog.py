"""The Preferences dialog: how cards move, the aids, the language and the look of the cards
(deck, back, table colour: ``looks_chooser.py``); every change applies at once."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from yukon_qt.languages import LANGUAGES, SYSTEM
from yukon_qt.settings import (
    AIDS,
    APPEARANCE,
    GROUPS,
    MOVING_CARDS,
    OPTIONS,
    TEXT_CONTEXT,
    Option,
    Settings,
    preferences,
)
from yukon_qt.ui.dialogs.common import TranslatedDialog, button_box, explanation_label, readable_width, room_on_screen
from yukon_qt.ui.dialogs.looks_chooser import LooksChooser
from yukon_qt.ui.looks import LOOK_SETTINGS

LANGUAGE_CHOICES = (SYSTEM, *LANGUAGES)  # the combo box's items, in order


def invalidate_all(layout) -> None:
    """Forget the sizes ``layout`` and the layouts inside it have worked out."""
    for index in range(layout.count()):
        inner = layout.itemAt(index).layout()
        if inner is not None:
            invalidate_all(inner)
    layout.invalidate()


def translated(option: Option, text: str) -> str:
    """One of ``option``'s texts (its title or help) in the current language."""
    return QCoreApplication.translate(option.context, text)


class PreferencesDialog(TranslatedDialog):
    """The preferences of the settings' table (``settings.OPTIONS``), in their groups: a check box per
    yes-or-no option, with its help under it, written to ``settings`` as soon as it is clicked; a
    choice per option of several values.

    ``solver_available`` shows the "Show whether the deal can still be won" box
    (option ``show_solver_status``); it stays hidden until the app can answer that.
    The Language choice (option ``language``) lists each language under its own
    name; the app switches to it at once.  The deck, back and table colour are
    chosen with a preview (``LooksChooser``).
    """

    def __init__(self, settings: Settings, parent: QWidget | None = None, *, solver_available: bool = False) -> None:
        super().__init__(parent)
        self.settings = settings
        self.check_boxes: dict[str, QCheckBox] = {}
        self.explanations: dict[str, QLabel] = {}
        self.group_boxes: dict[str, QGroupBox] = {}
        for group in GROUPS:
            self._add_group(group)
        self.moving_box, self.aids_box, self.appearance_box = (
            self.group_boxes[group] for group in (MOVING_CARDS, AIDS, APPEARANCE))
        self.solver_status_widgets = (self.check_boxes["show_solver_status"], self.explanations["show_solver_status"])
        for widget in self.solver_status_widgets:
            widget.setVisible(solver_available)
        self._show_four_colours()

        self.buttons = button_box(
            self, QDialogButtonBox.StandardButton.RestoreDefaults | QDialogButtonBox.StandardButton.Close
        )
        self.restore_button = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self.restore_button.clicked.connect(self.restore_defaults)
        self._lay_out()
        self.retranslate()
        self.setMinimumWidth(readable_width(self))
        width = self._needed_width()  # wider than the readable width when the deck's preview needs it
        self.resize(width, self._needed_height(width))

        settings.changed.connect(self._setting_changed)

    def _add_group(self, group: str) -> None:
        """The group box of ``group`` and a widget for each of its options."""
        box = self.group_boxes[group] = QGroupBox()
        layout = QVBoxLayout(box)
        for option in preferences(group):
            if option.kind is bool:
                self._add_option(layout, option.name)
            elif option.name == "language":
                self._add_language_choice(layout)
            elif option.name == LOOK_SETTINGS[0]:  # the deck, and with it the back and table colour
                self.looks = LooksChooser(self.settings)  # the three choices and their preview
                layout.addWidget(self.looks)

    def _add_language_choice(self, layout: QVBoxLayout) -> None:
        self.language_combo = QComboBox()
        for choice in LANGUAGE_CHOICES:
            self.language_combo.addItem(LANGUAGES.get(choice, ""), choice)
        self._show_language()
        self.language_combo.currentIndexChanged.connect(self._language_chosen)
        self.language_label = QLabel()
        self.language_label.setBuddy(self.language_combo)
        language_row = QFormLayout()
        language_row.setContentsMargins(0, 0, 0, 6)
        language_row.addRow(self.language_label, self.language_combo)
        layout.addLayout(language_row)

    def _lay_out(self) -> None:
        """The groups over the buttons; they scroll when the screen is too short for them all (long
        scripts on a 768-pixel screen)."""
        self.options = QWidget()
        self.options_layout = options = QVBoxLayout(self.options)
        options.setContentsMargins(0, 0, 0, 0)
        for group in GROUPS:
            options.addWidget(self.group_boxes[group])
        options.addStretch(1)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidget(self.options)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.main_layout = layout = QVBoxLayout(self)
        layout.addWidget(self.scroll_area, 1)
        layout.addWidget(self.buttons)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Preferences"))
        for group, group_box in self.group_boxes.items():
            group_box.setTitle(QCoreApplication.translate(TEXT_CONTEXT, group))
        for name, check_box in self.check_boxes.items():
            option = OPTIONS[name]
            check_box.setText(translated(option, option.title))
            self.explanations[name].setText(translated(option, option.help))
        language = OPTIONS["language"]
        self.language_label.setText(translated(language, language.title))
        self.language_combo.setItemText(0, self.tr("System default"))
        self.language_combo.setToolTip(translated(language, language.help))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # Longer texts in a dialog still sized for the old ones would bring up a scroll bar,
            # and the text, narrowed by it, would then keep it after the dialog has grown.
            self.scroll_area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            # Once every widget has its new texts (the standard buttons translate themselves
            # after this event), the dialog takes the height of the new texts: shorter or taller.
            QTimer.singleShot(0, self, self._fit_content)
        super().changeEvent(event)  # retranslate()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        # The fonts of some scripts (Telugu, Devanagari, Chinese) only settle their line height here; a
        # scroll bar brought up by the old height would narrow the text and then stay, so none meanwhile.
        self.scroll_area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._make_room()
        self.scroll_area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    def _needed_height(self, width: int) -> int:
        """The dialog height that shows every option whole at ``width``, at most what the screen has room for.

        The options are measured at the whole width: when they fit, no scroll bar takes a share of it.
        """
        margins = self.main_layout.contentsMargins()
        inner = width - margins.left() - margins.right()
        options = self.options_layout
        options.invalidate()
        needed = (options.totalHeightForWidth(inner) + self.main_layout.spacing() + self.buttons.sizeHint().height()
                  + margins.top() + margins.bottom())
        return min(needed, self._room())

    def _needed_width(self) -> int:
        """The readable width, or more where an option would be cut off at the right (a check box's
        text does not wrap) or the deck, back and table names would be cut short, at most what the
        screen has room for."""
        margins = self.main_layout.contentsMargins()
        looks_extra = max(0, self.looks.sizeHint().width() - self.looks.minimumSizeHint().width())
        width = max(self.minimumWidth(), self.minimumSizeHint().width(),
                    self.options.minimumSizeHint().width() + looks_extra + margins.left() + margins.right())
        return min(width, room_on_screen(self).width())

    def _room(self) -> int:
        """The tallest the dialog may be: the screen's free height less the window frame."""
        return room_on_screen(self).height()

    def _make_room(self) -> None:
        """Grow (never shrink) the open dialog when longer texts wrap onto more lines; past the screen, they scroll."""
        if not self.isVisible() or self.layout() is None:
            return
        width = max(self.width(), self._needed_width())
        height = min(max(self._needed_height(width), self.height()), self._room())
        if (width, height) != (self.width(), self.height()):
            self.resize(width, height)

    def _fit_content(self) -> None:
        """As tall as the options need at the present width, no band left over, at most the screen's height."""
        if self.isVisible() and self.layout() is not None:
            self._update_layouts()
            width = self._needed_width()
            height = self._needed_height(width)
            if (width, height) != (self.width(), self.height()):
                self.resize(width, height)  # a visible widget is resized and laid out at once
        self.scroll_area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    def _update_layouts(self) -> None:
        """Make the new texts count at once in every layout, not one nesting level per posted event.

        A stale height would size the dialog for the old language; a pixel short
        for the options brings up a scroll bar, which the narrower text then keeps.
        """
        for widget in (self.moving_box, self.aids_box, self.looks, self.appearance_box, self.buttons, self.options,
                       self):
            invalidate_all(widget.layout())
            widget.updateGeometry()

    def _add_option(self, layout: QVBoxLayout, name: str) -> None:
        box = QCheckBox()
        box.setChecked(bool(self.settings.get(name)))
        box.toggled.connect(lambda checked, name=name: self.settings.set(name, checked))
        label = explanation_label("")
        label.setBuddy(box)
        layout.addWidget(box)
        layout.addWidget(label)
        self.check_boxes[name] = box
        self.explanations[name] = label

    def _show_language(self) -> None:
        index = self.language_combo.findData(self.settings.get("language"))
        self.language_combo.setCurrentIndex(max(0, index))

    def _language_chosen(self, index: int) -> None:
        self.settings.set("language", self.language_combo.itemData(index))

    def _show_four_colours(self) -> None:
        """The four-colour option, offered only for a deck that can take it."""
        self.check_boxes["four_colour_deck"].setEnabled(self.looks.takes_four_colours)
        self.explanations["four_colour_deck"].setEnabled(self.looks.takes_four_colours)

    def _setting_changed(self, name: str) -> None:
        if name == "deck":
            self._show_four_colours()
        if name == "language":
            if self.language_combo.currentData() != self.settings.get("language"):
                self._show_language()
            return
        box = self.check_boxes.get(name)
        if box is not None and box.isChecked() != self.settings.get(name):
            box.setChecked(bool(self.settings.get(name)))

    def restore_defaults(self) -> None:
        """Put every preference back to its default (the language excepted: see ``settings.Option``)."""
        self.settings.restore_defaults()
