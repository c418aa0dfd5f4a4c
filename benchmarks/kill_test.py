"""Kill the game with SIGKILL at random moments in a real window and count the moves lost.

    python benchmarks/kill_test.py [--kills 20] [--platform auto|xvfb|offscreen]

Each round starts the app in a window (on Xvfb when it is installed) with the
data folder of the round before, plays legal moves through the window's model
at a player's pace (animations on), prints the move count after each move, and
is killed with ``kill -9`` at a random moment.  The next start must resume the
game kept on disk; the moves lost are the count printed last minus the count
resumed (at most the one move being made is allowed).  Orphan statistics rows
are counted at the end.  POSIX only.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from harness import benchmark_display  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent

PLAYER = textwrap.dedent("""
    import random, sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from yukon_qt.settings import Settings
    from yukon_qt.ui.app import hold_a_saved_game
    from yukon_qt.ui.window.main_window import MainWindow

    app = QApplication([])
    window = MainWindow(Settings.load(), saved=hold_a_saved_game())
    window.show()
    chooser = random.Random(int(sys.argv[1]))
    print("resumed", window.model.game.moves_made + window.model.game.undos_used, flush=True)

    def play():
        game = window.model.game
        if window.first_frame_done and not game.won:
            legal = game.legal_moves()
            if game.history and (not legal or chooser.random() < 0.1):
                window.model.undo()
            elif legal:
                window.model.try_move(chooser.choice(legal))
            print("moves", game.moves_made + game.undos_used, flush=True)
        QTimer.singleShot(chooser.randint(30, 250), play)

    QTimer.singleShot(0, play)
    app.exec()
""")


def saved_progress(folder: Path) -> int:
    """Moves plus undos of the game kept on disk (what the next start resumes)."""
    try:
        game = json.loads((folder / "saved-game.json").read_text())["game"]
    except (OSError, ValueError, KeyError):
        return 0
    return game["moves"] + game["undos"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--platform", default="auto", choices=("auto", "xvfb", "offscreen"))
    args = parser.parse_args()
    chooser = random.Random(2026)
    losses = []
    with benchmark_display(args.platform) as (env, description), tempfile.TemporaryDirectory() as folder:
        env = dict(env, YUKON_DATA_DIR=folder)
        for name in ("YUKON_CONFIG_DIR", "YUKON_LOG_DIR"):
            env.pop(name, None)
        print(f"{args.kills} kills on {description}")
        for round_number in range(args.kills):
            process = subprocess.Popen([sys.executable, "-c", PLAYER, str(round_number)], cwd=ROOT, env=env,
                                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            resumed_line = process.stdout.readline().split()
            expected_resume = saved_progress(Path(folder)) if round_number else 0
            deadline = time.monotonic() + chooser.uniform(1.5, 4.0)
            played = int(resumed_line[1]) if resumed_line else -1
            os.set_blocking(process.stdout.fileno(), False)
            while time.monotonic() < deadline:
                time.sleep(0.01)
            os.kill(process.pid, signal.SIGKILL)
            process.wait()
            os.set_blocking(process.stdout.fileno(), True)
            last = [line.split() for line in process.stdout.read().splitlines() if line.startswith("moves")]
            shown = int(last[-1][1]) if last else played
            kept = saved_progress(Path(folder))
            losses.append(shown - kept)
            print(f"  kill {round_number + 1:2}: resumed {played} (kept before: {expected_resume}), "
                  f"made {shown}, kept {kept}, lost {shown - kept}")
        connection = sqlite3.connect(Path(folder) / "statistics.sqlite3")
        in_progress = connection.execute("SELECT count(*) FROM games WHERE result = 'in_progress'").fetchone()[0]
        connection.close()
    print(f"moves lost per kill: max {max(losses)}, total {sum(losses)} over {len(losses)} kills")
    print(f"statistics rows left in progress: {in_progress} (the game kept on disk: 1)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
