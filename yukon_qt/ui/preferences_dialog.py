"""The Preferences dialog: the playing aids and the look of the cards; every change applies at once."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QVBoxLayout,
    QWidget,
)

from yukon_qt.settings import Settings
from yukon_qt.ui.new_game_dialog import explanation_label, readable_width


class PreferencesDialog(QDialog):
    """One check box per option, written to ``settings`` as soon as it is clicked.

    ``solver_available`` shows the "Show whether the deal can still be won" box
    (option ``show_solver_status``); it stays hidden until the app can answer that.
    The "Appearance" group's ``appearance_layout`` has room for a Language choice.
    """

    def __init__(self, settings: Settings, parent: QWidget | None = None, *, solver_available: bool = False) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Preferences"))
        self.check_boxes: dict[str, QCheckBox] = {}

        playing_box = QGroupBox(self.tr("Playing"))
        playing = QVBoxLayout(playing_box)
        self._add_option(playing, "double_click", self.tr("&Double click"),
                         self.tr("Two quick clicks on a face-up card move it, with the cards above it, "
                                 "to the best place in the columns."))
        self._add_option(playing, "auto_place", self.tr("&Auto-place"),
                         self.tr("When you drop a card, the game chooses the column for it."))

        aids_box = QGroupBox(self.tr("Help"))
        aids = QVBoxLayout(aids_box)
        self._add_option(aids, "placement_help", self.tr("&Placement help"),
                         self.tr("While you drag a card, the places where it may go are highlighted."))
        self._add_option(aids, "interactive_rules", self.tr("&Interactive rules"),
                         self.tr("When a move is refused, a short note says which rule refused it."))
        self._add_option(aids, "show_solver_status", self.tr("&Show whether the deal can still be won"),
                         self.tr("The game bar says whether the cards can still all reach the foundations."))
        self.solver_status_widgets = self._last_option_widgets
        for widget in self.solver_status_widgets:
            widget.setVisible(solver_available)

        appearance_box = QGroupBox(self.tr("Appearance"))
        # The Language choice goes at the top of this layout.
        self.appearance_layout = QVBoxLayout(appearance_box)
        self._add_option(self.appearance_layout, "four_colour_deck", self.tr("&Four-colour deck"),
                         self.tr("Spades black, hearts red, diamonds blue and clubs green, "
                                 "so every suit stands out."))

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.RestoreDefaults | QDialogButtonBox.StandardButton.Close
        )
        self.restore_button = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self.restore_button.clicked.connect(self.restore_defaults)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(playing_box)
        layout.addWidget(aids_box)
        layout.addWidget(appearance_box)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(readable_width(self))
        self.adjustSize()  # height for the wrapped explanations at this width, so none is cut off

        settings.changed.connect(self._setting_changed)

    def _add_option(self, layout: QVBoxLayout, name: str, text: str, description: str) -> None:
        box = QCheckBox(text)
        box.setChecked(bool(self.settings.get(name)))
        box.toggled.connect(lambda checked, name=name: self.settings.set(name, checked))
        label = explanation_label(description)
        label.setBuddy(box)
        layout.addWidget(box)
        layout.addWidget(label)
        self.check_boxes[name] = box
        self._last_option_widgets = (box, label)

    def _setting_changed(self, name: str) -> None:
        box = self.check_boxes.get(name)
        if box is not None and box.isChecked() != self.settings.get(name):
            box.setChecked(bool(self.settings.get(name)))

    def restore_defaults(self) -> None:
        """Put every option shown here back to its default (the rule, window place and language are left alone)."""
        self.settings.restore_defaults(list(self.check_boxes))
