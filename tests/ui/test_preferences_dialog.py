import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt
from PySide6.QtGui import QFont

from yukon_qt.settings import OPTIONS, Settings, preferences
from yukon_qt.ui.dialogs.preferences_dialog import PreferencesDialog


@pytest.fixture(autouse=True)
def app_dirs(tmp_path, monkeypatch):
    for name in ("CONFIG", "DATA", "LOG"):
        monkeypatch.setenv(f"YUKON_{name}_DIR", str(tmp_path / name.lower()))


@pytest.fixture
def settings():
    return Settings.load()


@pytest.fixture
def dialog(qtbot, settings):
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def click(qtbot, box):
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def test_boxes_show_the_defaults_of_the_rules(dialog):
    checked = {name: box.isChecked() for name, box in dialog.check_boxes.items()}
    assert checked == {
        "double_click": True,
        "placement_help": True,
        "interactive_rules": True,
        "auto_place": False,
        "four_colour_deck": False,
        "show_solver_status": False,
    }


@pytest.mark.parametrize("name", [
    "double_click", "placement_help", "interactive_rules", "auto_place", "four_colour_deck"])
def test_a_click_changes_the_setting_at_once_and_it_is_saved(qtbot, dialog, settings, name):
    before = settings.get(name)
    with qtbot.waitSignal(settings.changed) as blocker:
        click(qtbot, dialog.check_boxes[name])
    assert blocker.args == [name]
    assert settings.get(name) is (not before)
    assert Settings.load().get(name) is (not before)  # already on disk, dialog still open
    click(qtbot, dialog.check_boxes[name])
    assert settings.get(name) is before


def test_restore_defaults_puts_every_box_back(qtbot, dialog, settings):
    click(qtbot, dialog.check_boxes["auto_place"])
    click(qtbot, dialog.check_boxes["double_click"])
    settings.set("rule", "relaxed")
    qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)
    assert settings.get("auto_place") is False and settings.get("double_click") is True
    assert not dialog.check_boxes["auto_place"].isChecked()
    assert dialog.check_boxes["double_click"].isChecked()
    assert settings.get("rule") == "relaxed"  # not a preference shown here


def test_restore_defaults_keeps_the_language_and_what_the_game_remembers(qtbot, dialog, settings):
    remembered = {"language": "de", "winnable_only": True, "rule": "relaxed", "window_geometry": "AdnQywADAAAAAAAA"}
    for name, value in remembered.items():
        settings.set(name, value)
    for name, value in (("deck", "large-print"), ("card_back", "red"), ("table_colour", "blue")):
        settings.set(name, value)
    click(qtbot, dialog.check_boxes["four_colour_deck"])
    qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)
    assert {name: settings.get(name) for name in remembered} == remembered
    looks = {name: settings.get(name) for name in ("deck", "card_back", "table_colour", "four_colour_deck")}
    assert looks == {name: OPTIONS[name].default for name in looks}
    assert dialog.looks.deck_combo.currentData() == OPTIONS["deck"].default
    assert dialog.language_combo.currentData() == "de"


def test_each_preference_of_the_table_has_its_box_in_its_group(dialog):
    for group, box in dialog.group_boxes.items():
        names = [option.name for option in preferences(group) if option.kind is bool]
        assert all(box.isAncestorOf(dialog.check_boxes[name]) for name in names), group
        assert box.title() == group.replace("&", "")
    assert set(dialog.check_boxes) == {name for name, option in OPTIONS.items()
                                       if option.kind is bool and not option.state}
    assert dialog.appearance_box.isAncestorOf(dialog.language_combo)
    assert dialog.appearance_box.isAncestorOf(dialog.looks)


def test_the_preferences_speak_german_with_their_translations(qtbot, settings, follow_language):
    settings.set("language", "de")
    dialog = PreferencesDialog(settings, solver_available=True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() == "Optionen"
    assert [box.title() for box in dialog.group_boxes.values()] == ["Karten bewegen", "Hilfen", "Aussehen"]
    assert dialog.check_boxes["double_click"].text() == "&Doppelklick"
    assert dialog.check_boxes["four_colour_deck"].text() == "&Vierfarbige Karten"
    help_text = "Wenn Sie eine Karte loslassen, wählt das Spiel die Spalte für sie."
    assert dialog.explanations["auto_place"].text() == help_text
    assert dialog.language_label.text() == "&Sprache:"
    labels = (dialog.looks.deck_label, dialog.looks.back_label, dialog.looks.table_label)
    assert [label.text() for label in labels] == ["&Kartensatz:", "Rücks&eite:", "&Tisch:"]
    # and back in English at once, as the dialog stays open
    choose_language(qtbot, dialog, "en")
    qtbot.waitUntil(lambda: dialog.check_boxes["double_click"].text() == "&Double click")
    assert dialog.aids_box.title() == "Aids"


def test_boxes_follow_changes_made_elsewhere(dialog, settings):
    settings.set("four_colour_deck", True)
    assert dialog.check_boxes["four_colour_deck"].isChecked()


def test_solver_status_box_appears_only_when_the_solver_exists(qtbot, settings):
    hidden = PreferencesDialog(settings)
    shown = PreferencesDialog(settings, solver_available=True)
    for dialog in (hidden, shown):
        qtbot.addWidget(dialog)
        dialog.show()
    assert not hidden.check_boxes["show_solver_status"].isVisible()
    box = shown.check_boxes["show_solver_status"]
    assert box.isVisible() and box.text().replace("&", "") == "Show whether the deal can still be won"
    click(qtbot, box)
    assert settings.get("show_solver_status") is True


def test_close_button_closes(qtbot, dialog):
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_the_three_aids_of_the_rules_stand_together_under_aids(dialog):
    aids = [name for name in ("placement_help", "interactive_rules", "auto_place")
            if dialog.aids_box.isAncestorOf(dialog.check_boxes[name])]
    assert aids == ["placement_help", "interactive_rules", "auto_place"]
    assert dialog.moving_box.isAncestorOf(dialog.check_boxes["double_click"])


def test_every_explanation_gets_the_lines_it_needs(qtbot, settings):
    # adjustSize() caps a window at two thirds of the screen; the open dialog must still show
    # every wrapped explanation whole, the optional solver line included.
    dialog = PreferencesDialog(settings, solver_available=True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    squeezed = {name: (label.height(), label.heightForWidth(label.width()))
                for name, label in dialog.explanations.items()
                if label.height() < label.heightForWidth(label.width())}
    assert squeezed == {}


def test_every_option_shows_without_scrolling_when_the_screen_has_room(dialog):
    assert dialog.scroll_area.verticalScrollBar().maximum() == 0
    assert dialog.frameGeometry().height() <= dialog.screen().availableGeometry().height()


def test_on_a_screen_too_short_the_options_scroll_and_stay_reachable(qtbot, qapp, settings):
    font = qapp.font()
    large = QFont(font)
    large.setPointSizeF(font.pointSizeF() * 2.5)  # large text: taller than the 800-pixel test screen
    qapp.setFont(large)
    try:
        dialog = PreferencesDialog(settings, solver_available=True)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.frameGeometry().height() <= dialog.screen().availableGeometry().height()
        bar = dialog.scroll_area.verticalScrollBar()
        assert bar.maximum() > 0
        last = dialog.check_boxes["four_colour_deck"]
        viewport = dialog.scroll_area.viewport()
        seen = QRect(QPoint(0, 0), viewport.size())
        assert not seen.contains(last.mapTo(viewport, QPoint(0, last.height() - 1)))
        dialog.check_boxes["double_click"].setFocus()
        for _ in range(12):  # the keyboard walks down the options; the area follows the focus
            if dialog.focusWidget() is last:
                break
            qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        assert dialog.focusWidget() is last
        assert bar.value() > 0
        assert seen.contains(last.mapTo(viewport, QPoint(0, last.height() - 1)))
        before = settings.get("four_colour_deck")
        qtbot.keyClick(last, Qt.Key.Key_Space)
        assert settings.get("four_colour_deck") is (not before)
    finally:
        qapp.setFont(font)




def choose_language(qtbot, dialog, language: str) -> None:
    """Step through the Language choice with the arrow keys, as a player would without the mouse."""
    combo = dialog.language_combo
    combo.setFocus()
    key = Qt.Key.Key_Down if combo.findData(language) > combo.currentIndex() else Qt.Key.Key_Up
    for _ in range(combo.count()):
        if combo.currentData() == language:
            break
        qtbot.keyClick(combo, key)
    assert combo.currentData() == language


def misfits(dialog) -> list[str]:
    """What keeps the dialog from fitting its texts: a band under the options,
    a scroll bar, explanations given fewer lines than they need."""
    found = []
    if band_above_the_buttons(dialog) > 1:
        found.append(f"band of {band_above_the_buttons(dialog)} px")
    if dialog.scroll_area.verticalScrollBar().isVisible():
        found.append("scroll bar")
    found += [f"{name} squeezed" for name, label in dialog.explanations.items()
              if label.height() < label.heightForWidth(label.width())]
    return found


def still_wrong(dialog, language: str, english_height: int) -> list[str]:
    """The misfits, and back in English, a height other than the one it opened at."""
    wrong = misfits(dialog)
    if language == "en" and dialog.height() != english_height:
        wrong.append(f"height {dialog.height()}, opened at {english_height}")
    return wrong


def band_above_the_buttons(dialog) -> int:
    """The empty space left in the options area under its last group."""
    viewport = dialog.scroll_area.viewport()
    last = dialog.appearance_box
    return viewport.height() - last.mapTo(viewport, QPoint(0, last.height())).y()


def test_after_a_change_of_language_the_dialog_fits_its_new_texts(qtbot, settings, follow_language):
    dialog = PreferencesDialog(settings, solver_available=True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    english = dialog.height()
    assert band_above_the_buttons(dialog) <= 1
    for language in ("hi", "te", "hi", "ha", "en"):
        choose_language(qtbot, dialog, language)
        assert settings.get("language") == language
        # The dialog refits once the new texts are in, after events posted in turn; a slow
        # machine (loading a script's font the first time) may take a while to get there.
        text = QCoreApplication.translate("PreferencesDialog", "&Double click")
        qtbot.waitUntil(lambda text=text: dialog.check_boxes["double_click"].text() == text)
        qtbot.waitUntil(lambda language=language: still_wrong(dialog, language, english) == [], timeout=5000)
        QCoreApplication.processEvents()  # and stays so: nothing posted changes it after that
        assert still_wrong(dialog, language, english) == [], language
