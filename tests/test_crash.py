import os
import subprocess
import sys
import textwrap
import threading

import pytest

from yukon_qt import crash


@pytest.fixture(autouse=True)
def app_dirs(tmp_path, monkeypatch):
    for name in ("CONFIG", "DATA", "LOG"):
        monkeypatch.setenv(f"YUKON_{name}_DIR", str(tmp_path / name.lower()))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    monkeypatch.setattr(crash, "_last_message_time", None)


class FakeMessageBox:
    shown: list = []

    class Icon:
        Warning = 2

    class StandardButton:
        Ok = 1

    def __init__(self, icon, title, text, buttons, parent):
        self.text = text

    def setTextInteractionFlags(self, flags):
        pass

    def setTextFormat(self, text_format):
        pass

    def exec(self):
        FakeMessageBox.shown.append(self.text)
        return 0


@pytest.fixture
def message_boxes(monkeypatch):
    import PySide6.QtWidgets

    FakeMessageBox.shown = []
    monkeypatch.setattr(PySide6.QtWidgets, "QMessageBox", FakeMessageBox)
    return FakeMessageBox.shown


def raise_and_hook(message="the table fell over"):
    try:
        raise RuntimeError(message)
    except RuntimeError:
        sys.excepthook(*sys.exc_info())


def test_hook_logs_saves_then_shows_a_short_message_without_traceback(qapp, message_boxes):
    events = []
    crash.install_exception_hook(lambda: events.append("saved"))
    raise_and_hook()

    log_text = crash.log_path().read_text()
    assert "Traceback" in log_text and "RuntimeError: the table fell over" in log_text
    assert events == ["saved"]
    assert len(message_boxes) == 1
    text = message_boxes[0]
    assert "Your game was saved" in text and str(crash.log_path()) in text
    assert f'href="{crash.log_path().as_uri()}"' in text  # a click opens the log
    assert "Traceback" not in text and "RuntimeError" not in text and "fell over" not in text


def test_a_failing_save_is_logged_and_the_player_is_told(qapp, message_boxes):
    def broken_save():
        raise OSError("disk full")

    crash.install_exception_hook(broken_save)
    raise_and_hook()
    log_text = crash.log_path().read_text()
    assert "the game could not be saved" in log_text and "disk full" in log_text
    assert len(message_boxes) == 1 and "could not be saved" in message_boxes[0]


def test_repeated_errors_are_all_logged_but_shown_once(qapp, message_boxes):
    crash.install_exception_hook(lambda: None)
    for number in range(3):
        raise_and_hook(f"error number {number}")
    log_text = crash.log_path().read_text()
    assert all(f"error number {number}" in log_text for number in range(3))
    assert len(message_boxes) == 1


def test_an_error_in_a_thread_is_reported_in_the_main_thread(qapp, qtbot, message_boxes):
    saved_in = []
    crash.install_exception_hook(lambda: saved_in.append(threading.current_thread()))
    worker = threading.Thread(target=lambda: 1 / 0, name="worker")
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: len(message_boxes) == 1)
    assert saved_in == [threading.main_thread()]
    assert "ZeroDivisionError" in crash.log_path().read_text()


def test_without_a_qt_application_one_line_goes_to_stderr(tmp_path):
    script = textwrap.dedent("""
        import sys
        from yukon_qt import crash
        crash.install_exception_hook(lambda: print("saved", flush=True))
        raise ValueError("no window here")
    """)
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60,
        env={**os.environ, "YUKON_LOG_DIR": str(tmp_path / "logs")},
    )
    assert result.stdout == "saved\n"
    assert result.stderr.count("\n") == 1
    assert "Something went wrong" in result.stderr and "Traceback" not in result.stderr
    assert "ValueError: no window here" in (tmp_path / "logs" / crash.LOG_NAME).read_text()


def test_the_log_rotates_instead_of_growing(qapp, message_boxes, monkeypatch):
    monkeypatch.setattr(crash, "LOG_MAX_BYTES", 2000)
    crash.install_exception_hook(lambda: None)
    for number in range(20):
        raise_and_hook("x" * 300 + str(number))
    files = sorted(p.name for p in crash.log_path().parent.iterdir())
    assert files == [crash.LOG_NAME, f"{crash.LOG_NAME}.1", f"{crash.LOG_NAME}.2", f"{crash.LOG_NAME}.3"]
    assert all(p.stat().st_size < 4000 for p in crash.log_path().parent.iterdir())


def test_warnings_of_the_app_reach_the_log_once_it_is_open(qapp, qtbot, monkeypatch):
    import logging

    monkeypatch.setattr(crash, "LOG_SETUP_DELAY_MS", 10)
    crash.install_exception_hook(lambda: None)
    qtbot.waitUntil(lambda: crash._handler is not None and crash._handler.baseFilename == str(crash.log_path()))
    logging.getLogger("yukon_qt.settings").warning("settings file is damaged")
    crash._handler.flush()
    assert "WARNING yukon_qt.settings: settings file is damaged" in crash.log_path().read_text()
