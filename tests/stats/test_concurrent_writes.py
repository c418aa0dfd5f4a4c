"""Two running copies of the app write to one statistics file at once."""

import subprocess
import sys
import threading
from pathlib import Path

from yukon_qt.stats.store import StatsStore

WRITER = """
import sys
from yukon_qt.stats.store import StatsStore
store = StatsStore.open(sys.argv[1])
sys.stdout.write("ready\\n"); sys.stdout.flush()
sys.stdin.readline()
for number in range(int(sys.argv[3])):
    row = store.add_game("YU1-C-AAAAAAB", sys.argv[2])
    for moves in range(1, 4):
        store.update_game(row, moves=moves, score=moves * 10)
    store.update_game(row, result="won" if number % 2 else "abandoned", elapsed=number)
store.close()
"""


def test_two_processes_writing_at_once_lose_nothing(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    root = str(Path(__file__).resolve().parents[2])
    writers = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(path), rule, "40"], cwd=root,
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        for rule in ("classic", "relaxed")
    ]
    for writer in writers:  # both have the file open before either writes
        assert writer.stdout.readline() == "ready\n"
    for writer in writers:
        writer.stdin.write("go\n")
        writer.stdin.flush()
    for writer in writers:
        assert writer.wait(timeout=120) == 0
    store = StatsStore.open(path)
    assert store.connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    games = store.games()
    for rule in ("classic", "relaxed"):
        mine = [game for game in games if game.rule == rule]
        assert len(mine) == 40
        assert all(game.moves == 3 and game.score == 30 and game.finished for game in mine)
        assert sum(game.won for game in mine) == 20


def test_two_connections_in_threads_writing_at_once(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    StatsStore.open(path).close()
    start = threading.Barrier(2)
    errors = []

    def write(rule):
        try:
            store = StatsStore.open(path)
            start.wait()
            for _ in range(30):
                row = store.add_game("YU1-R-AAAAAAC", rule)
                store.add_hint(row)
                store.update_game(row, result="won", moves=100)
            store.close()
        except Exception as error:  # pragma: no cover - reported below
            errors.append(error)

    threads = [threading.Thread(target=write, args=(rule,)) for rule in ("classic", "relaxed")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    games = StatsStore.open(path).games()
    assert len(games) == 60 and all(g.hints == 1 and g.won for g in games)
