"""Child program for the startup and memory benchmarks: start a window, report when it is first painted.

    python benchmarks/probe.py app  [--code CODE] [--linger MS] [--resize WxH]
    python benchmarks/probe.py bare [--linger MS] [--resize WxH]

``app`` starts the game exactly as ``python -m yukon_qt [--code CODE]`` does;
``bare`` shows a plain QGraphicsView window as a reference.  When the table's
viewport has finished its first paint, the probe (optionally resizes the window and) waits ``--linger``
ms, so work queued behind the first frame is counted in memory, and prints
one JSON line: wall-clock times (``time.time()``) of its own start, of the
first painted frame, and the peak resident memory (``ru_maxrss``) in MB.
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

    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QGraphicsView

    report: dict[str, float] = {"started": STARTED}

    class FirstPaint(QObject):
        """Notes the end of the first paint of a QGraphicsView's viewport, then finishes the run."""

        seen = False

        def eventFilter(self, watched, event) -> bool:
            if (not self.seen and event.type() == QEvent.Type.Paint
                    and isinstance(watched.parent(), QGraphicsView) and watched is watched.parent().viewport()):
                self.seen = True
                QTimer.singleShot(0, self.painted)  # runs once this paint (and the frame's flush) is done
            return False

        def painted(self) -> None:
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

    app = QApplication(sys.argv[:1])
    watcher = FirstPaint()
    app.installEventFilter(watcher)

    if args.kind == "bare":
        from PySide6.QtWidgets import QGraphicsScene

        scene = QGraphicsScene(0, 0, 1280, 800)
        scene.addRect(100, 100, 80, 120)
        view = QGraphicsView(scene)
        view.resize(1280, 860)
        view.show()
        return app.exec()

    from yukon_qt.cli import main as yukon_main

    return yukon_main(["--code", args.code] if args.code else [])


if __name__ == "__main__":
    sys.exit(main())
