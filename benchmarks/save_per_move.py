"""What saving the game after every move costs: on the window's thread, and on the writer thread.

    python benchmarks/save_per_move.py [--moves 200] [--runs 5]

Plays random legal moves (with some undos) on a real ``MainWindow`` (offscreen,
in a temporary data folder) and prints medians over the runs of:

- the window thread's share per move: making the record and handing it over
  (``GameKeeper.keep``), the only part a move waits for;
- the writer thread's time per record: JSON, atomic write and fsync;
- for comparison, the statistics row's update per move (SQLite, on the window thread).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def one_run(moves: int, seed: int) -> tuple[float, float, float]:
    from PySide6.QtWidgets import QApplication

    from yukon_qt.engine import GameCode, Rule
    from yukon_qt.saved_game import SavedGame
    from yukon_qt.settings import Settings
    from yukon_qt.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as folder:
        os.environ["YUKON_DATA_DIR"] = folder
        window = MainWindow(Settings.load(), code=GameCode(Rule.CLASSIC, seed + 1),
                            saved=SavedGame(Path(folder) / "saved-game.json"))
        window.session.recording.open()
        keeper, chooser = window.session.keeper, random.Random(seed)
        keep_times, stats_times, write_times = [], [], []
        writer = keeper.saved.save

        def timed_save(record) -> None:
            start = time.perf_counter()
            writer(record)
            write_times.append(time.perf_counter() - start)

        keeper.saved.save = timed_save
        for _ in range(moves):
            game = window.model.game
            legal = game.legal_moves()
            if not legal or game.won:
                break
            if game.history and chooser.random() < 0.15:
                game.undo()
            else:
                game.play(chooser.choice(legal))
            start = time.perf_counter()
            keeper.keep()
            keep_times.append(time.perf_counter() - start)
            start = time.perf_counter()
            window.session.recording.save()
            stats_times.append(time.perf_counter() - start)
            keeper.wait()  # one move at a time, as a player makes them
            app.processEvents()
        keeper.stop()
        window.session.recording.close()
        window.deleteLater()
        app.processEvents()
    return (statistics.median(keep_times), statistics.median(write_times), statistics.median(stats_times))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    results = [one_run(args.moves, seed) for seed in range(args.runs)]
    keep, write, stats = (statistics.median(column) for column in zip(*results, strict=True))
    print(f"save after every move, median of {args.runs} runs of up to {args.moves} moves:")
    print(f"  window thread per move (record + hand-over): {keep * 1000:.3f} ms")
    print(f"  writer thread per record (JSON, write, fsync): {write * 1000:.3f} ms")
    print(f"  statistics row update per move (window thread): {stats * 1000:.3f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
