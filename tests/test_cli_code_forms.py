"""The command line reads a game code exactly as the New game dialog does: any case, spaces anywhere."""

from __future__ import annotations

import contextlib
import io
import json

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from yukon_qt.cli import main
from yukon_qt.engine import GameCode, Rule
from yukon_qt.ui.dialogs.new_game_dialog import NewGameDialog

CURRENT = GameCode.parse("YU1-C-BCDEFGH")
FORMS = [
    "YU1-C-AAAAAAB",
    "yu1-r-helloyu",
    "yu1 - c - aaaaaab",
    "  YU1 -R- ZZZ ZZZZ  ",
    "Yu1-c-AaAaAaB",
    "yu1\u00a0-\u00a0c\u2003-\u3000aaaaaab",  # pasted from a page: non-breaking and wide spaces
    "yu1-\tc-\naaaaaab",
    # and forms both refuse:
    "",
    "   ",
    "yu1 c aaaaaab",
    "yu1-c-aaaa-aab",
    "yu1-c-aaaaaa\u00df",
    "yu1-c-aaaaaa\u0131",
    "yu2 - c - aaaaaab",
    "yu1-c-aaaa1ab",
]


def dialog_reading(qtbot, text: str) -> GameCode | None:
    """The code the New game dialog starts after ``text`` is pasted into its field (None: Start is disabled)."""
    dialog = NewGameDialog(CURRENT, Rule.CLASSIC)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    button = dialog.code_button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
    qtbot.mouseClick(dialog.code_field, Qt.MouseButton.LeftButton)
    QApplication.clipboard().setText(text)
    qtbot.keyClick(dialog.code_field, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert dialog.code_field.text() == text and dialog.code_button.isChecked()
    return dialog.chosen_code() if dialog.ok_button.isEnabled() else None


def command_line_reading(text: str) -> GameCode | None:
    """The code ``deal --json`` prints for ``text`` (None: it refuses it with exit status 2)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["deal", text, "--json"])
    if status == 2:
        assert out.getvalue() == "" and err.getvalue().startswith("yukon-solitaire: bad game code")
        return None
    assert status == 0
    return GameCode.parse(json.loads(out.getvalue())["code"])


@pytest.mark.parametrize("text", FORMS)
def test_deal_accepts_what_the_dialog_accepts(qtbot, text):
    assert command_line_reading(text) == dialog_reading(qtbot, text)


def test_the_forms_above_are_not_all_refused():
    assert sum(command_line_reading(text) is not None for text in FORMS) == 7


@pytest.mark.parametrize("text", ["yu1 - c - aaaaaab", "YU1 -C- AAA AAAB"])
def test_every_command_reads_the_spaced_form(text, qapp, tmp_path, monkeypatch):
    import yukon_qt.commands.screenshot
    import yukon_qt.ui.app

    expected = GameCode.parse("YU1-C-AAAAAAB")
    seen = []
    render = yukon_qt.commands.screenshot.render_table
    monkeypatch.setattr(yukon_qt.ui.app, "run_app", lambda args: seen.append(args.game_code) or 0)
    monkeypatch.setattr(yukon_qt.commands.screenshot, "render_table",
                        lambda code, *rest: seen.append(code) or render(code, *rest))
    with contextlib.redirect_stdout(io.StringIO()) as out:
        assert main(["--code", text]) == 0
        assert main(["screenshot", text, str(tmp_path / "t.png"), "--size", "400x300"]) == 0
        assert main(["solve", text, "--json"]) == 0
    assert seen == [expected, expected]
    assert json.loads(out.getvalue())["code"] == str(expected)
