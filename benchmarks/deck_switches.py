"""Resident memory of the running game as the deck is switched again and again.

    python3 benchmarks/deck_switches.py [--runs 3] [--switches 100] [--platform auto|xvfb|offscreen]
                                        [--preferences] [--ahead]

Each run starts the game window in a fresh process (settings, data, log and
the picture cache in a new temporary folder), sizes its table to 1920x1080 and
then sets the ``deck`` setting, as the Preferences' deck list does, to each
installed deck in turn (``python -m yukon_qt decks`` lists them; the built-in
decks when none is installed), over and over, letting the window paint each
deck.  The resident memory (VmRSS of /proc/self/status) and its peak (VmHWM)
are read after 0, 10, 34 and 100 switches (and ``--switches`` if more), and
again once the game has been idle a while (a deck lets its parsed file go
then: ``yukon_qt/ui/decks/renderers.py``); the most resident memory seen right
after any switch is printed too, and the medians of the runs.

With ``--preferences`` the Preferences dialog is open through it all, as when
a player goes down the deck list (its preview draws each deck too); with
``--ahead`` too, the decks are first drawn ahead as opening it has them drawn
(``yukon_qt/ui/window/deck_preparer.py``), and the switches start once that is done.
Without them every deck is read and drawn in the window's own process, the
most memory a switch can take.

Goal: at most 120 MB resident after any number of switches.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

GOAL_MB = 120.0
TABLE = (1920, 1080)
COUNTS = (0, 10, 34, 100)


def memory_mb() -> tuple[float, float]:
    """The resident memory now and its peak so far, in MB (Linux only)."""
    figures = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            figures[key] = int(value.split()[0]) / 1024
    return figures["VmRSS"], figures["VmHWM"]


def measure(switches: int, preferences: bool, ahead: bool) -> None:
    """Runs in the child process: prints one JSON line: {switches: [rss, peak, rss once idle]} and the
    most resident memory right after any switch."""
    from PySide6.QtWidgets import QApplication

    from yukon_qt.engine import GameCode
    from yukon_qt.settings import Settings
    from yukon_qt.ui.decks import all_decks, renderers
    from yukon_qt.ui.decks.installed import installed_decks
    from yukon_qt.ui.window.main_window import MainWindow

    from harness import settle, size_table

    app = QApplication(sys.argv[:1])
    settings = Settings.load()
    window = MainWindow(settings, code=GameCode.parse("YU1-C-AAAAAAB"))
    window.show()
    size_table(app, window, TABLE)
    names = [deck.name for deck in installed_decks()] or [deck.name for deck in all_decks()]
    dialog = None
    if preferences:
        from yukon_qt.ui.dialogs.preferences_dialog import PreferencesDialog

        preparer = window.decks_ahead.prepare()  # as opening the Preferences does
        dialog = PreferencesDialog(settings, window, solver_available=True)
        dialog.show()
        while ahead and preparer.busy:
            settle(app, 50)
    viewport = window.view.viewport()
    marks = sorted({*COUNTS, switches})
    report: dict[int, tuple[float, float, float]] = {}
    most = 0.0
    for done in range(switches + 1):
        if done in marks:
            settle(app, 100)
            rss, peak = memory_mb()
            if done > 0:  # at 0 no deck was drawn yet to let go (and the decks drawn ahead go on meanwhile)
                settle(app, renderers.IDLE_MS + 400)
            report[done] = (rss, peak, memory_mb()[0])
        if done == switches:
            break
        settings.set("deck", names[(done + 1) % len(names)])  # the first switch leaves the deck the game starts with
        viewport.repaint()  # the new deck drawn, as the next frame draws it
        settle(app, 10)
        most = max(most, memory_mb()[0])
    if dialog is not None:
        dialog.close()
    window.close()
    print(json.dumps({"decks": len(names), "memory": report, "most": most}))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--switches", type=int, default=100)
    parser.add_argument("--platform", choices=("auto", "xvfb", "offscreen"), default="auto")
    parser.add_argument("--preferences", action="store_true", help="with the Preferences open, as a player switches")
    parser.add_argument("--ahead", action="store_true", help="with --preferences: the decks drawn ahead first")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        measure(args.switches, args.preferences or args.ahead, args.ahead)
        return 0
    from harness import benchmark_display, keep_files_in

    runs: list[dict] = []
    with benchmark_display(args.platform) as (env, description):
        for _ in range(args.runs):
            with tempfile.TemporaryDirectory(prefix="yukon-bench-") as folder:
                child_env = dict(env)
                keep_files_in(child_env, Path(folder))  # the picture cache goes under the data folder too
                command = [sys.executable, __file__, "--child", "--switches", str(args.switches)]
                command += ["--preferences"] * args.preferences + ["--ahead"] * args.ahead
                result = subprocess.run(command, env=child_env, capture_output=True, text=True, timeout=1800)
            lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
            if result.returncode != 0 or not lines:
                raise SystemExit(f"the game failed ({result.returncode}):\n{result.stderr}")
            runs.append(json.loads(lines[-1]))
    print(f"display: {description}; {runs[0]['decks']} decks in turn, {args.runs} runs, "
          f"table {TABLE[0]}x{TABLE[1]}" + (", Preferences open" if args.preferences or args.ahead else "")
          + (", decks drawn ahead" if args.ahead else ""))
    for count in runs[0]["memory"]:
        rss, peak, idle = (statistics.median(run["memory"][count][column] for run in runs) for column in range(3))
        print(f"after {int(count):>4} switches: resident {rss:6.1f} MB, peak {peak:6.1f} MB; "
              f"once idle {idle:6.1f} MB (medians)")
    worst = statistics.median(run["most"] for run in runs)
    print(f"the most resident right after any switch: {worst:.1f} MB (median)")
    print(f"goal {GOAL_MB:.0f} MB resident after any number of switches: {'met' if worst <= GOAL_MB else 'MISSED'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
