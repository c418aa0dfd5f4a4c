"""The window's edges: no empty status bar, notices that go away, the Preferences key, shortcut tooltips."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QStatusBar, QToolButton

from yukon_qt.engine import Card, Pile
from yukon_qt.ui.dialogs.preferences_dialog import PreferencesDialog
from yukon_qt.ui.window import notices

from table_gestures import answer_next_box, card_point, drag, open_window, pile_point, settle


def visible_status_bars(window) -> list[QStatusBar]:
    return [bar for bar in window.findChildren(QStatusBar) if bar.isVisible()]


def click_toolbar(window, action) -> None:
    button = window.toolbar.widgetForAction(action)
    assert isinstance(button, QToolButton) and button.isVisible()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_new_game_leaves_the_table_its_whole_height(qtbot, window):
    height = window.view.height()
    click_toolbar(window, window.restart_action)
    window.new_random_deal()  # the win banner's "new deal"
    settle(qtbot, window.view)
    QCoreApplication.processEvents()  # a status bar made now would be laid out by then
    assert visible_status_bars(window) == []
    assert window.view.height() == height


def test_a_notice_shows_in_a_status_bar_that_goes_away_with_it(qtbot, settings, monkeypatch):
    from yukon_qt import paths
    from yukon_qt.settings import Settings

    monkeypatch.setattr(notices, "NOTICE_MS", 1000)
    (paths.config_dir() / "settings.json").write_text("{ not json")
    window = open_window(qtbot, Settings.load(), activate=False)
    qtbot.waitUntil(lambda: len(visible_status_bars(window)) == 1)
    [bar] = visible_status_bars(window)
    assert "settings" in bar.currentMessage().lower()
    height = window.view.height()
    qtbot.waitUntil(lambda: visible_status_bars(window) == [], timeout=3000)
    qtbot.waitUntil(lambda: window.view.height() > height)  # the table has the room back
    window.new_random_deal()
    QCoreApplication.processEvents()
    assert visible_status_bars(window) == []


def test_a_new_game_clears_a_notice_and_its_bar(qtbot, settings):
    from yukon_qt import paths
    from yukon_qt.settings import Settings

    (paths.config_dir() / "settings.json").write_text("{ not json")
    window = open_window(qtbot, Settings.load(), activate=False)
    qtbot.waitUntil(lambda: len(visible_status_bars(window)) == 1)
    window.notices.box.close()
    click_toolbar(window, window.restart_action)
    qtbot.waitUntil(lambda: visible_status_bars(window) == [])


def test_ctrl_comma_opens_the_preferences(qtbot, window):
    if not QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences):  # Linux and Windows have none
        assert window.preferences_action.shortcut() == QKeySequence("Ctrl+,")
    opened = []

    def close_it() -> None:
        dialog = QApplication.activeModalWidget()
        opened.append(type(dialog))
        dialog.reject()

    QTimer.singleShot(0, close_it)
    QTest.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    assert opened == [PreferencesDialog]


def test_tooltips_name_the_actions_own_shortcuts(window):
    native = QKeySequence.SequenceFormat.NativeText
    assert window.new_action.toolTip() == f"Start a new game ({window.new_action.shortcut().toString(native)})"
    assert window.new_action.shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    assert window.hint_action.toolTip() == "Show a good next move (H)"


def test_restart_asks_before_the_moves_made_are_lost(qtbot, window):
    game = window.model.game
    drag(qtbot, window.view, card_point(window.view, "6C"), pile_point(window.view, Pile.column(0)))
    asked = []
    answer_next_box("&Keep playing", asked)
    click_toolbar(window, window.restart_action)
    assert asked == ["Start this deal again from the beginning?"]
    assert window.model.game is game and game.moves_made == 1  # nothing lost
    answer_next_box("&Restart", asked)
    click_toolbar(window, window.restart_action)
    assert len(asked) == 2
    assert window.model.game.moves_made == 0 and window.model.game.code == game.code
    assert window.model.game.columns[3][-1] == Card.parse("KS")  # the deal as it was dealt


def test_the_clock_stops_while_the_window_is_minimised(qtbot, window):
    model = window.model
    drag(qtbot, window.view, card_point(window.view, "6C"), pile_point(window.view, Pile.column(0)))
    assert model.clock_running
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    assert not model.clock_running
    before = model.elapsed
    qtbot.wait(1100)  # real time passes, more than a second of the clock: the point of the test
    assert model.elapsed == before
    window.showNormal()
    qtbot.waitUntil(lambda: not window.isMinimized())
    assert model.clock_running


def test_the_game_code_can_be_selected_with_the_mouse_once_the_table_shows(qtbot, settings):
    from yukon_qt.engine import GameCode
    from yukon_qt.ui.window.main_window import MainWindow

    window = MainWindow(settings, code=GameCode.parse("YU1-C-AAAAAAB"))
    qtbot.addWidget(window)
    label = window.game_bar.code_label
    assert not label.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse  # not on the first frame
    window.show()
    qtbot.waitUntil(lambda: window.first_frame_done)
    assert label.text() == "YU1-C-AAAAAAB"
    QTest.mouseDClick(label, Qt.MouseButton.LeftButton, pos=label.rect().center())
    assert label.hasSelectedText() and label.selectedText() in label.text()


def test_the_game_code_is_in_a_fixed_font_on_every_system(window):
    """ "monospace" alone is a name only fontconfig knows: Windows showed the code in its proportional font."""
    from PySide6.QtGui import QFontInfo

    label = window.game_bar.code_label
    label.ensurePolished()
    families = label.font().families()
    assert families[:2] == ["Consolas", "Menlo"]  # Windows' and macOS's own fixed fonts
    assert QFontInfo(label.font()).fixedPitch()  # here, fontconfig's monospace
