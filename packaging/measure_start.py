"""Time from launch to the first painted game window, as a player sees it.

    python3 packaging/measure_start.py [--runs N] PROGRAM [ARGS...]

e.g. ``packaging/measure_start.py dist/yukon-solitaire-0.1.0-linux-x86_64/yukon-solitaire``
or ``packaging/measure_start.py python3 -m yukon_qt``. Starts a virtual X display (Xvfb,
black background), launches the program N times with fresh settings and data folders,
and watches the screen (this script is a Qt client of the same display) until the green
table fills part of it; the program is then closed by its own ``--quit-after``.
Prints every run and the median, in milliseconds. The first run may be slower: the
program's files are then read from disk.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

DISPLAY = ":73"
SCREEN = "1600x1000x24"
TIMEOUT = 30.0


def is_felt(colour) -> bool:
    """The table's green, as opposed to the black screen or a card."""
    red, green, blue = colour.red(), colour.green(), colour.blue()
    return green > 80 and green > red + 30 and green > blue + 20


def painted_share(screen) -> float:
    image = screen.grabWindow(0).toImage().scaled(40, 25)
    cells = [image.pixelColor(x, y) for x in range(40) for y in range(25)]
    return sum(is_felt(colour) for colour in cells) / len(cells)


def one_run(command: list[str], screen) -> float:
    from PySide6.QtCore import QCoreApplication

    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, DISPLAY=DISPLAY, QT_QPA_PLATFORM="xcb",
                   YUKON_CONFIG_DIR=f"{home}/config", YUKON_DATA_DIR=f"{home}/data",
                   YUKON_LOG_DIR=f"{home}/log")
        start = time.perf_counter()
        program = subprocess.Popen(command + ["--quit-after", "1500"], env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            while time.perf_counter() - start < TIMEOUT:
                QCoreApplication.processEvents()
                if painted_share(screen) > 0.2:
                    elapsed = time.perf_counter() - start
                    break
                if program.poll() is not None:
                    raise SystemExit(f"{command[0]} ended (status {program.returncode}) before painting")
                time.sleep(0.005)
            else:
                raise SystemExit("no window painted within 30 s")
            program.wait(timeout=TIMEOUT)
        finally:
            if program.poll() is None:
                program.kill()
        # wait for the screen to be black again before the next run
        while painted_share(screen) > 0.0:
            QCoreApplication.processEvents()
            time.sleep(0.01)
    return elapsed * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    if not args.command or not shutil.which("Xvfb"):
        parser.error("give the program to start; Xvfb must be installed")
    xvfb = subprocess.Popen(["Xvfb", DISPLAY, "-screen", "0", SCREEN, "-br", "-nolisten", "tcp"],
                            stderr=subprocess.DEVNULL)
    try:
        time.sleep(1.0)
        os.environ["DISPLAY"] = DISPLAY
        os.environ["QT_QPA_PLATFORM"] = "xcb"
        from PySide6.QtGui import QGuiApplication

        app = QGuiApplication([])  # noqa: F841 - grabbing the screen needs one
        screen = QGuiApplication.primaryScreen()
        times = [one_run(args.command, screen) for _ in range(args.runs)]
    finally:
        xvfb.terminate()
        xvfb.wait()
    for number, ms in enumerate(times, 1):
        print(f"run {number}: {ms:.0f} ms")
    print(f"median of {len(times)} runs to the first painted window: {statistics.median(times):.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
