"""Child program for the startup and memory benchmarks: start a window, report when it is first painted.

    python benchmarks/probe.py app  [--code CODE] [--linger MS] [--resize WxH]
    python benchmarks/probe.py bare [--linger MS] [--resize WxH]

``app`` starts the game exactly as ``python -m yukon_qt [--code CODE]`` does;
``bare`` shows a plain QGraphicsView window as a reference.  When the table's
viewport has finished its first paint, the probe (optionally resizes the window and) waits ``--linger``
ms, so work queued behind the first frame is counted in memory, and prints
one JSON line: wall-clock times (``time.time()``) of its own start, of the
first painted frame, and the peak resident memory (``ru_maxrss``) in MB.

The first paint is noticed in the view's ``drawBackground`` (which the table
view overrides anyway, and the bare view overrides here), not with an
application-wide event filter: such a filter hands every event of every
object to Python, and PySide then sets up the Python types of all the
widgets Qt made on its own, which costs the game's start some 15 ms that a
real start does not pay.
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


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("kind", choices=("app", "bare"))
    parser.add_argument("--code", help="start this deal (else a saved game is resumed, or a random deal dealt)")
    parser.add_argument("--linger", type=int, default=0)
    parser.add_argument("--resize", metavar="WxH", help="after the first frame, resize the window to this size")
    args = parser.parse_args()

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QGraphicsView

    report: dict[str, float] = {"started": STARTED}
    seen = []

    def note_first_paint(draw_background):
        """Wrap a view class's drawBackground: the first call starts the end of the run."""

        def wrapped(view, painter, rect):
            draw_background(view, painter, rect)
            if not seen:
                seen.append(True)
                QTimer.singleShot(0, painted)  # runs once this paint (and the frame's flush) is done

        return wrapped

    def painted() -> None:
        report["first_paint"] = time.time()
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

    if args.kind == "bare":
        from PySide6.QtWidgets import QGraphicsScene

        class BareView(QGraphicsView):
            pass

        BareView.drawBackground = note_first_paint(QGraphicsView.drawBackground)
        app = QApplication(sys.argv[:1])
        scene = QGraphicsScene(0, 0, 1280, 800)
        scene.addRect(100, 100, 80, 120)
        view = BareView(scene)
        view.resize(1280, 860)
        view.show()
        return app.exec()

    from yukon_qt.ui.table_view import TableView

    TableView.drawBackground = note_first_paint(TableView.drawBackground)
    from yukon_qt.cli import main as yukon_main

    return yukon_main(["--code", args.code] if args.code else [])


if __name__ == "__main__":
    sys.exit(main())
