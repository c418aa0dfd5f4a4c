"""``screenshot CODE OUT.png``: a real PNG, a quiet stderr, and a clear refusal of what it cannot do."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import qInstallMessageHandler, qWarning
from PySide6.QtGui import QImage

from yukon_qt.cli import main
from yukon_qt.commands.screenshot import MAX_SIDE, MIN_SIZE, harmless, quiet_platform_warnings

ROOT = Path(__file__).resolve().parent.parent
DEAL = "YU1-C-AAAAAAB"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def run(*args, folder: Path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    for name in ("CONFIG", "DATA", "LOG"):
        env[f"YUKON_{name}_DIR"] = str(folder / name.lower())
    return subprocess.run([sys.executable, "-m", "yukon_qt", "screenshot", *args], cwd=ROOT, env=env,
                          capture_output=True, timeout=120)


def test_the_offscreen_screenshot_is_a_png_and_says_nothing(tmp_path):
    out = tmp_path / "table.png"
    result = run("yu1 - r - aaaaaab", str(out), "--size", "640x400", "--lang", "tr", folder=tmp_path)
    assert result.returncode == 0
    assert result.stderr == b""  # no "This plugin does not support propagateSizeHints()"
    assert result.stdout == b""
    assert out.read_bytes().startswith(PNG_SIGNATURE)
    image = QImage(str(out))
    assert (image.width(), image.height()) == (640, 400)


@pytest.mark.skipif(sys.platform != "linux", reason="file names are bytes on Linux")
def test_a_file_name_that_is_not_utf8_is_written_as_given(tmp_path):
    result = run(DEAL, os.path.join(os.fsencode(tmp_path), b"t\xff.png"), "--size", "400x300", folder=tmp_path)
    assert result.returncode == 0 and result.stderr == b""
    assert b"t\xff.png" in os.listdir(os.fsencode(tmp_path))


@pytest.mark.parametrize("name", ["table.jpg", "table", "table.png.txt", "table.", ".jpg"])
def test_a_name_that_is_not_png_is_refused(name, tmp_path, capsys):
    assert main(["screenshot", DEAL, str(tmp_path / name)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "must end in .png" in err
    assert list(tmp_path.iterdir()) == []


def test_the_png_name_may_be_upper_case(tmp_path, qapp):
    assert main(["screenshot", DEAL, str(tmp_path / "TABLE.PNG"), "--size", "400x300"]) == 0
    assert (tmp_path / "TABLE.PNG").read_bytes().startswith(PNG_SIGNATURE)


@pytest.mark.parametrize(
    "out, words",
    [
        ("missing/t.png", "no folder"),
        ("folder.png", "it is a folder"),
        ("x" * 300 + ".png", "too long"),
        ("d/" + "y" * 300 + "/t.png", "too long"),
    ],
)
def test_a_place_it_cannot_write_is_one_line_before_any_rendering(out, words, tmp_path, capsys, monkeypatch):
    import yukon_qt.commands.screenshot

    (tmp_path / "folder.png").mkdir()
    (tmp_path / "d").mkdir()
    monkeypatch.setattr(yukon_qt.commands.screenshot, "render_table", pytest.fail)
    assert main(["screenshot", DEAL, str(tmp_path / out)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err and "Traceback" not in err


def test_a_file_it_cannot_write_is_one_line(tmp_path, capsys, qapp):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        if os.access(locked, os.W_OK):
            pytest.skip("this user may write anywhere")
        assert main(["screenshot", DEAL, str(locked / "t.png"), "--size", "400x300"]) == 2
    finally:
        locked.chmod(0o700)
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Permission denied" in err


@pytest.mark.parametrize(
    "size, words",
    [
        ("0x0", "from 400x300 to 8000x8000"),
        ("99999x99999", "from 400x300"),
        ("-5x10", "write it as WIDTHxHEIGHT"),
        ("axb", "write it as WIDTHxHEIGHT"),
        ("16x16", "from 400x300"),
        ("8001x600", "from 400x300"),
        ("9" * 5000 + "x600", "from 400x300"),
        ("1280", "write it as WIDTHxHEIGHT"),
        ("", "write it as WIDTHxHEIGHT"),
        ("1280x800x2", "write it as WIDTHxHEIGHT"),
    ],
)
def test_a_bad_size_is_one_line(size, words, tmp_path, capsys):
    assert main(["screenshot", DEAL, str(tmp_path / "t.png"), f"--size={size}"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err
    assert list(tmp_path.iterdir()) == []
    assert MIN_SIZE == (400, 300) and MAX_SIDE == 8000  # the figures the message gives


def test_a_size_after_a_space_that_looks_like_an_option_is_refused_too(tmp_path):
    result = run(DEAL, str(tmp_path / "t.png"), "--size", "-5x10", folder=tmp_path)
    assert result.returncode == 2 and b"Traceback" not in result.stderr
    assert not (tmp_path / "t.png").exists()


def test_only_known_platform_warnings_are_left_out(capsys):
    usual = qInstallMessageHandler(None)
    qInstallMessageHandler(usual)
    with quiet_platform_warnings():
        qWarning("This plugin does not support propagateSizeHints()")
        qWarning("a problem worth seeing")
    assert qInstallMessageHandler(usual) == usual  # the usual handler is back
    err = capsys.readouterr().err
    assert "a problem worth seeing" in err and "propagateSizeHints" not in err
    assert not harmless("default", "a problem worth seeing")
    assert harmless("default", "This plugin does not support raise()")
    assert harmless("qt.qpa.fonts", "Unable to enumerate family 'X'")
    assert harmless(None, "QFontDatabase: Cannot find font directory /opt/qt/lib/fonts.")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_a_fifo_or_a_device_is_refused_at_once(tmp_path):
    fifo = tmp_path / "pipe.png"
    os.mkfifo(fifo)
    device = tmp_path / "null.png"
    device.symlink_to("/dev/null")
    for out in (fifo, device):
        result = run(DEAL, str(out), folder=tmp_path)  # a FIFO with no reader would block the write forever
        assert result.returncode != 0
        assert b"not an ordinary file" in result.stderr and result.stderr.count(b"\n") == 1


def test_the_picture_is_written_whole_with_the_usual_permissions(tmp_path):
    out = tmp_path / "table.png"
    assert run(DEAL, str(out), "--size", "640x400", folder=tmp_path).returncode == 0
    mask = os.umask(0)
    os.umask(mask)
    assert out.stat().st_mode & 0o777 == 0o666 & ~mask
    assert [path.name for path in tmp_path.iterdir() if path.name.startswith(".")] == []
