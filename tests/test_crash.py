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
    monkeypatch.setattr(crash, "_seen", {})
    monkeypatch.setattr(crash, "_log_failed", False)
    monkeypatch.setattr(crash, "_quitting", False)


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
    monkeypatch.setattr(crash, "REPEATS_LOGGED", 100)  # the same error over and over: every one logged here
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



def test_what_is_logged_before_the_log_opens_waits_for_it(qapp, qtbot, monkeypatch):
    import logging

    if crash._handler is not None:  # as at start-up: no log file yet
        crash.log.removeHandler(crash._handler)
        crash._handler.close()
        crash._handler = None
    monkeypatch.setattr(crash, "LOG_SETUP_DELAY_MS", 50)
    crash.install_exception_hook(lambda: None)
    logging.getLogger("yukon_qt.stats.recorder").warning("statistics not recorded: a named pipe")
    qtbot.waitUntil(lambda: crash._handler is not None)
    crash._handler.flush()
    assert "WARNING yukon_qt.stats.recorder: statistics not recorded: a named pipe" in crash.log_path().read_text()
    assert crash._waiting not in crash.log.handlers


def all_log_text():
    return "".join(path.read_text() for path in sorted(crash.log_path().parent.glob(crash.LOG_NAME + "*")))


def test_an_error_reported_while_saving_is_logged_once_and_goes_no_further(qapp, message_boxes):
    # A Qt slot that raises during the save (say a window refreshed by it) reports through sys.excepthook,
    # inside the handling of the first error: that must not start the handling again, and again.
    def save_that_fails_again():
        try:
            raise ValueError("the save broke too")
        except ValueError:
            sys.excepthook(*sys.exc_info())

    crash.install_exception_hook(save_that_fails_again)
    raise_and_hook("the first error")
    log_text = all_log_text()
    assert log_text.count("ValueError: the save broke too") == 1
    assert log_text.count(" ERROR ") == 2 and "RecursionError" not in log_text
    assert len(message_boxes) == 1


def test_an_error_in_the_message_box_is_logged_once(qapp, monkeypatch, message_boxes):
    def exec_that_fails(box):
        try:
            raise ValueError("the box broke")
        except ValueError:
            sys.excepthook(*sys.exc_info())
        FakeMessageBox.shown.append(box.text)

    monkeypatch.setattr(FakeMessageBox, "exec", exec_that_fails)
    crash.install_exception_hook(lambda: None)
    raise_and_hook()
    log_text = all_log_text()
    assert log_text.count("ValueError: the box broke") == 1 and log_text.count(" ERROR ") == 2
    assert len(message_boxes) == 1


def test_a_log_that_raises_does_not_stop_the_handler(qapp, message_boxes):
    import logging

    class BrokenHandler(logging.Handler):
        def emit(self, record):
            raise RuntimeError("the log broke")

        def handleError(self, record):
            raise  # noqa: PLE0704 - a handler that lets its errors out, as a careless one would

    broken = BrokenHandler()
    crash.log.addHandler(broken)
    try:
        crash.install_exception_hook(lambda: None)
        raise_and_hook()  # must not raise
    finally:
        crash.log.removeHandler(broken)
    assert len(message_boxes) == 1


@pytest.mark.qt_no_exception_capture
def test_an_error_in_every_repaint_is_logged_a_few_times_then_counted(qtbot, message_boxes):
    from PySide6.QtWidgets import QApplication, QWidget

    class BrokenWidget(QWidget):
        paints = 0

        def paintEvent(self, event):
            BrokenWidget.paints += 1
            raise ZeroDivisionError("cannot paint")

    saves = []
    crash.install_exception_hook(lambda: saves.append(1))
    widget = BrokenWidget()
    qtbot.addWidget(widget)
    widget.resize(100, 100)
    widget.show()
    for _ in range(200):  # painted by the event loop, as on screen (errors go to sys.excepthook)
        widget.update()
        QApplication.processEvents()
    assert BrokenWidget.paints >= 200
    log_text = all_log_text()
    assert log_text.count("ZeroDivisionError: cannot paint") == crash.REPEATS_LOGGED
    assert log_text.count("happened again") == 1
    assert len(log_text.splitlines()) < 100
    assert len(saves) == crash.REPEATS_LOGGED and len(message_boxes) == 1


LOG_FAILURE_SCRIPT = textwrap.dedent("""
    import logging
    from yukon_qt import crash
    crash.install_exception_hook(lambda: None)
    for number in range(5):
        logging.getLogger("yukon_qt.settings").warning("warning %d", number)
    raise ValueError("no log for this")
""")


def unwritable_log_dir(tmp_path, kind):
    if kind == "a file in the way":
        (tmp_path / "logs").write_text("not a folder")
        return tmp_path / "logs"
    if kind == "inside a file":
        (tmp_path / "logs").write_text("not a folder")
        return tmp_path / "logs" / "deeper"
    if kind == "a full disk":
        (tmp_path / "logs").mkdir()
        (tmp_path / "logs" / crash.LOG_NAME).symlink_to("/dev/full")  # every write: ENOSPC
        return tmp_path / "logs"
    folder = tmp_path / "logs"  # a read-only folder
    folder.mkdir()
    folder.chmod(0o555)
    return folder


@pytest.mark.parametrize("kind", [
    "a file in the way", "inside a file",
    pytest.param("a full disk", marks=pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")),
    pytest.param("a read-only folder", marks=pytest.mark.skipif(
        not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root may write in a read-only folder")),
])
def test_a_log_that_cannot_be_written_costs_one_line_never_a_traceback(tmp_path, kind):
    folder = unwritable_log_dir(tmp_path, kind)
    try:
        result = subprocess.run(
            [sys.executable, "-c", LOG_FAILURE_SCRIPT], capture_output=True, text=True, timeout=60,
            env={**os.environ, "YUKON_LOG_DIR": str(folder)},
        )
    finally:
        if folder.is_dir():
            folder.chmod(0o755)
    assert "Traceback" not in result.stderr and "Logging error" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 2, result.stderr
    assert lines[0].startswith("yukon-solitaire: cannot write the log")
    assert lines[1] == "yukon-solitaire: Something went wrong, and your game could not be saved." or (
        lines[1] == "yukon-solitaire: Something went wrong. Your game was saved.")


def test_what_waits_for_the_log_keeps_no_error_alive_and_loses_no_word():
    """A waiting record kept its arguments: an OSError among them kept its traceback's frames alive, and
    with them a deck's parsed file (tens of MB), until the log opened."""
    import gc
    import logging
    import weakref

    waiting = crash._Waiting()

    class Held:
        pass

    def fail(held):
        raise OSError(28, "No space left on device")

    held = Held()
    alive = weakref.ref(held)
    try:
        fail(held)
    except OSError as error:
        record = logging.LogRecord("yukon_qt.ui.decks", logging.INFO, __file__, 1,
                                   "card pictures cannot be kept in %s: %s", ("/cache", error), None)
        waiting.emit(record)
    try:
        fail(held)
    except OSError:
        import sys

        waiting.emit(logging.LogRecord("yukon_qt", logging.ERROR, __file__, 2, "unexpected error", None,
                                       sys.exc_info()))
    del held
    gc.collect()
    assert alive() is None  # nothing waiting holds the frames
    written = []

    class Collect(logging.Handler):
        def emit(self, record):
            written.append(logging.Formatter().format(record))

    waiting.hand_over(Collect())
    assert written[0] == "card pictures cannot be kept in /cache: [Errno 28] No space left on device"
    assert written[1].startswith("unexpected error\nTraceback") and "OSError" in written[1]
