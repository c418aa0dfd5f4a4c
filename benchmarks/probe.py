"""Child program for the startup and memory benchmarks: start a window, report when it is first painted.

    python benchmarks/probe.py app  [--code CODE] [--linger MS] [--resize WxH]
    python benchmarks/probe.py bare [--linger MS] [--resize WxH]
    python benchmarks/probe.py text [--linger MS] [--resize WxH]

``app`` starts the game exactly as ``python -m yukon_qt [--code CODE]`` does;
``bare`` shows a plain QGraphicsView window as a reference; ``text`` the same view in a
main window with a menu bar and a line of text under it, aligned with one of Qt's
enums: the least a window that shows words pays (the font system's first text,
the ``Qt`` namespace's enums, the menu bar's and label's types).  When the table's
viewport has finished its first paint, the probe (optionally resizes the window and) waits ``--linger``
ms, so work queued behind the first frame is counted in memory, and prints
one JSON line: wall-clock times (``time.time()``) of its own start, of the
first painted frame, and the peak resident memory (``ru_maxrss``) in MB.

The time taken is the end of the view's first ``paintEvent`` (wrapped here,
for the table view and the bare view alike), not a moment found with an
application-wide event filter and a zero timer: such a filter hands every
event of every object to Python, and PySide then sets up the Python types of
all the widgets Qt made on its own, which cost the game's start some 15 ms
that a real start does not pay; and a zero timer runs after whatever else the
first paint queued (the game's opening of its statistics, for one).
"""

from __future__ import annotations

import time

STARTED = time.time()

import argparse  # noqa: E402
import json  # noqa: E402
import resource  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def peak_memory_mb() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024  # bytes on macOS, KiB on Linux


def window_with_text(view):
    """``view`` in a main window with a menu bar and, under it, a line of text aligned with one of Qt's enums."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel, QMainWindow, QVBoxLayout, QWidget

    window = QMainWindow()
    for title in ("&Game", "&Edit", "&Help"):
        window.menuBar().addMenu(title)
    body = QWidget()
    layout = QVBoxLayout(body)
    layout.addWidget(view, 1)
    line = QLabel("Score: 0    Time: 0:00    Moves: 0")
    line.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    layout.addWidget(line)
    window.setCentralWidget(body)
    return window


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("kind", choices=("app", "bare", "text"))
    parser.add_argument("--code", help="start this deal (else a saved game is resumed, or a random deal dealt)")
    parser.add_argument("--linger", type=int, default=0)
    parser.add_argument("--resize", metavar="WxH", help="after the first frame, resize the window to this size")
    args = parser.parse_args()

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QGraphicsView

    report: dict[str, float] = {"started": STARTED}

    def note_first_paint(paint_event):
        """Wrap a view class's paintEvent: the end of the first one is the time taken."""

        def wrapped(view, event):
            paint_event(view, event)
            if "first_paint" not in report:
                report["first_paint"] = time.time()
                QTimer.singleShot(0, painted)

        return wrapped

    def painted() -> None:
        if args.resize:
            width, height = (int(part) for part in args.resize.lower().split("x"))
            for window in QApplication.topLevelWidgets():
                if window.isVisible():
                    window.resize(width, height)
        QTimer.singleShot(args.linger, finish)

    def finish() -> None:
        report["peak_memory_mb"] = peak_memory_mb()
        print(json.dumps(report), flush=True)
        for window in QApplication.topLevelWidgets():
            window.close()
        QApplication.quit()

    if args.kind in ("bare", "text"):
        from PySide6.QtWidgets import QGraphicsScene

        class ReferenceView(QGraphicsView):
            pass

        ReferenceView.paintEvent = note_first_paint(QGraphicsView.paintEvent)
        app = QApplication(sys.argv[:1])
        scene = QGraphicsScene(0, 0, 1280, 800)
        scene.addRect(100, 100, 80, 120)
        view = ReferenceView(scene)
        window = view if args.kind == "bare" else window_with_text(view)
        window.resize(1280, 860)
        window.show()
        return app.exec()

    from yukon_qt.ui.table.table_view import TableView

    TableView.paintEvent = note_first_paint(TableView.paintEvent)
    from yukon_qt.cli import main as yukon_main

    return yukon_main(["--code", args.code] if args.code else [])


if __name__ == "__main__":
    sys.exit(main())
