import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import QDialog

from yukon_qt.engine import DEAL_COUNT, GameCode, Rule
from yukon_qt.ui.dialogs.new_game_dialog import NewGameDialog

CURRENT = GameCode.parse("YU1-C-BCDEFGH")


@pytest.fixture
def dialog(qtbot):
    dialog = NewGameDialog(CURRENT, Rule.CLASSIC)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def click(qtbot, button):
    """Click a radio button or check box on its indicator, as a player would."""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))


def test_starts_on_a_random_deal_under_the_default_rule(qtbot):
    dialog = NewGameDialog(CURRENT, Rule.RELAXED)
    qtbot.addWidget(dialog)
    assert dialog.random_button.isChecked() and dialog.rule_choices[Rule.RELAXED].isChecked()
    assert dialog.ok_button.isEnabled()
    code = dialog.chosen_code()
    assert code.rule is Rule.RELAXED and 0 <= code.deal_number < DEAL_COUNT
    assert dialog.chosen_code() == code  # one draw per dialog, not a new deal per call


def test_random_deals_differ_between_dialogs(qtbot):
    numbers = set()
    for _ in range(5):
        dialog = NewGameDialog(CURRENT, Rule.CLASSIC)
        qtbot.addWidget(dialog)
        numbers.add(dialog.chosen_code().deal_number)
    assert len(numbers) > 1


def test_a_valid_typed_code_enables_start_and_is_chosen(qtbot, dialog):
    click(qtbot, dialog.code_button)
    assert not dialog.ok_button.isEnabled()  # nothing typed yet
    qtbot.keyClicks(dialog.code_field, " yu1-r-abcdefg ")
    assert dialog.ok_button.isEnabled()
    assert dialog.rule_choices[Rule.RELAXED].isChecked()  # the code's rule letter is followed
    assert dialog.chosen_code() == GameCode.parse("YU1-R-ABCDEFG")
    assert "YU1-R-ABCDEFG" in dialog.code_message.text()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_typing_picks_the_code_choice_by_itself(qtbot, dialog):
    qtbot.mouseClick(dialog.code_field, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.code_field, "YU1 - C - ZZZZZZZ")  # spaces inside are forgiven
    assert dialog.code_button.isChecked()
    assert dialog.chosen_code() == GameCode.parse("YU1-C-ZZZZZZZ")


def test_an_invalid_code_shows_the_reason_and_disables_start(qtbot, dialog):
    qtbot.mouseClick(dialog.code_field, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.code_field, "YU1-C-ABC")
    assert not dialog.ok_button.isEnabled()
    assert dialog.code_message.isVisible()
    assert dialog.code_message.text() == "The last part must have 7 letters, not 3."
    assert dialog.chosen_code() is None
    qtbot.keyClick(dialog.code_field, Qt.Key.Key_Return)  # Enter does not slip through
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted

    qtbot.keyClicks(dialog.code_field, "DEFG")
    assert dialog.ok_button.isEnabled()
    qtbot.keyClick(dialog.code_field, Qt.Key.Key_Backspace)
    assert not dialog.ok_button.isEnabled()

    click(qtbot, dialog.random_button)  # another choice does not need a code
    assert dialog.ok_button.isEnabled()


def test_a_pasted_code_is_read(qtbot, dialog):
    QGuiApplication.clipboard().setText("  YU1-c-qwertyu\n")
    qtbot.mouseClick(dialog.code_field, Qt.MouseButton.LeftButton)
    qtbot.keySequence(dialog.code_field, QKeySequence.StandardKey.Paste)
    assert dialog.code_button.isChecked()
    assert dialog.chosen_code() == GameCode.parse("YU1-C-QWERTYU")


def test_choosing_a_rule_by_hand_rewrites_the_typed_code(qtbot, dialog):
    qtbot.mouseClick(dialog.code_field, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.code_field, "YU1-C-ABCDEFG")
    click(qtbot, dialog.rule_choices[Rule.RELAXED])
    assert dialog.code_field.text() == "YU1-R-ABCDEFG"
    assert dialog.chosen_code() == GameCode.parse("YU1-R-ABCDEFG")


def test_rule_choice_applies_to_a_random_deal(qtbot, dialog):
    click(qtbot, dialog.rule_choices[Rule.RELAXED])
    assert dialog.chosen_code().rule is Rule.RELAXED
    click(qtbot, dialog.rule_choices[Rule.CLASSIC])
    assert dialog.chosen_code().rule is Rule.CLASSIC


def test_replay_the_current_deal_under_the_chosen_rule(qtbot, dialog):
    click(qtbot, dialog.replay_button)
    assert dialog.chosen_code() == CURRENT
    click(qtbot, dialog.rule_choices[Rule.RELAXED])
    assert dialog.chosen_code() == GameCode.parse("YU1-R-BCDEFGH")
    assert "YU1-R-BCDEFGH" in dialog.replay_button.text()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_cancel_rejects(qtbot, dialog):
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_a_long_message_is_shown_whole(qtbot, dialog):
    qtbot.mouseClick(dialog.code_field, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.code_field, "thisisaverylongpieceofpastedtext-C-AAAAAAB")
    message = dialog.code_message
    assert "…" in message.text()  # the typed part is quoted back shortened
    qtbot.waitUntil(lambda: message.height() >= message.heightForWidth(message.width()))
    dialog.code_field.clear()
    qtbot.keyClicks(dialog.code_field, "YU1-C-AAAAAAB-" + "X" * 60)
    qtbot.waitUntil(lambda: message.height() >= message.heightForWidth(message.width()))


def test_the_rule_follows_a_typed_code_at_its_last_keystroke(qtbot, dialog):
    assert dialog.rule_choices[Rule.CLASSIC].isChecked()
    qtbot.keyClicks(dialog.code_field, "YU1-R-AAAAAAC")  # no keystroke after the last letter
    assert dialog.rule_choices[Rule.RELAXED].isChecked()
    assert dialog.chosen_code() == GameCode.parse("YU1-R-AAAAAAC")
    qtbot.keyClick(dialog.code_field, Qt.Key.Key_Backspace)
    qtbot.keyClicks(dialog.code_field, "D")
    assert dialog.chosen_code() == GameCode.parse("YU1-R-AAAAAAD")
    dialog.code_field.selectAll()
    qtbot.keyClicks(dialog.code_field, "YU1-C-AAAAAAB")
    assert dialog.rule_choices[Rule.CLASSIC].isChecked()
    assert dialog.chosen_code() == GameCode.parse("YU1-C-AAAAAAB")


def test_winnable_only_applies_to_random_deals(qtbot):
    dialog = NewGameDialog(CURRENT, Rule.CLASSIC, winnable_only=True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.winnable_check.isChecked() and dialog.wants_winnable_deal()
    click(qtbot, dialog.replay_button)
    assert not dialog.winnable_check.isEnabled() and not dialog.wants_winnable_deal()
    click(qtbot, dialog.random_button)
    click(qtbot, dialog.winnable_check)
    assert dialog.winnable_check.isEnabled() and not dialog.wants_winnable_deal()


@pytest.fixture(params=["en", "te"])
def dialog_in_language(request, qtbot, qapp):
    """The dialog in English or in Telugu (longer messages, taller script)."""
    from PySide6.QtCore import QLocale

    from yukon_qt.i18n import LanguageSwitcher

    locale = QLocale()
    switcher = LanguageSwitcher()
    switcher.apply(request.param)
    dialog = NewGameDialog(CURRENT, Rule.CLASSIC)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    yield dialog
    switcher.remove()
    QLocale.setDefault(locale)
    qapp.processEvents()


def test_the_buttons_stay_put_while_a_code_is_typed(qtbot, dialog_in_language):
    dialog = dialog_in_language
    cancel_button = dialog.buttons.button(dialog.buttons.StandardButton.Cancel)

    def where() -> tuple:
        QCoreApplication.processEvents()  # the layouts settle through posted events
        return (dialog.size(), dialog.ok_button.mapToGlobal(QPoint(0, 0)), dialog.ok_button.size(),
                cancel_button.mapToGlobal(QPoint(0, 0)), cancel_button.size())

    start = where()
    assert not dialog.code_message.isVisible()
    qtbot.mouseClick(dialog.code_field, Qt.MouseButton.LeftButton)
    assert where() == start
    for typed in ("YU1-C-ABCDEFG", "XX", "thisisaverylongpieceofpastedtext-Q-AAAAAAB", "YU1-R-QWERTYU",
                  "YU1-Z-AAAAAAB", "yu1 - c - a"):
        dialog.code_field.selectAll()
        for key in typed:
            qtbot.keyClicks(dialog.code_field, key)
            assert where() == start, (typed, dialog.code_message.text())
            message = dialog.code_message
            assert message.isVisible()
            assert message.height() >= message.heightForWidth(message.width())  # shown whole
        for _ in typed:
            qtbot.keyClick(dialog.code_field, Qt.Key.Key_Backspace)
            assert where() == start, (typed, dialog.code_message.text())
    click(qtbot, dialog.random_button)
    assert where() == start


def test_one_choice_per_rule_in_the_order_of_the_rules_with_its_explanation_under_it(qtbot, dialog):
    layout = dialog.rule_box.layout()
    shown = [layout.itemAt(index).widget() for index in range(layout.count())]
    expected = []
    for rule in Rule:
        expected += [dialog.rule_choices[rule], dialog.rule_explanations[rule]]
    assert shown == expected
    assert [dialog.rule_choices[rule].text() for rule in Rule] == ["&Classic", "Re&laxed"]
    assert [dialog.rule_explanations[rule].text() for rule in Rule] == [
        "A card goes on a card of the opposite colour, exactly one rank higher.",
        "Colour does not matter: a card goes on any card exactly one rank higher.",
    ]
    assert all(label.isVisible() for label in dialog.rule_explanations.values())


def test_each_rule_is_chosen_with_its_accelerator(qtbot, dialog):
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)  # shortcuts go to the active window
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: dialog.chosen_rule() is Rule.RELAXED)  # a button's accelerator clicks it animated
    assert dialog.rule_choices[Rule.RELAXED].hasFocus()
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: dialog.chosen_rule() is Rule.CLASSIC)


def test_a_valid_code_is_told_with_its_rules_name(qtbot, dialog):
    qtbot.keyClicks(dialog.code_field, "YU1-R-AAAAAAC")
    assert dialog.code_message.text() == "Deal YU1-R-AAAAAAC, Relaxed rule."


def test_the_code_fields_clear_button_has_a_name_and_clears(qtbot, dialog):
    from PySide6.QtWidgets import QToolButton

    qtbot.keyClicks(dialog.code_field, "YU1-C-AAAAAAB")
    button = next(button for button in dialog.code_field.findChildren(QToolButton) if button.isVisible())
    assert button.defaultAction().text() == "Clear the code"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert dialog.code_field.text() == ""
