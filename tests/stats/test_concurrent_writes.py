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


def test_after_the_app_quits_its_statistics_file_alone_holds_its_games(tmp_path):
    """While another copy (or the stats command) has the file open, the app's own quit empties the log."""
    import os
    import sqlite3
    import time

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    for name in ("CONFIG", "DATA", "LOG"):
        env[f"YUKON_{name}_DIR"] = str(tmp_path / name.lower())
    path = tmp_path / "data" / "statistics.sqlite3"
    root = str(Path(__file__).resolve().parents[2])
    app = subprocess.Popen([sys.executable, "-m", "yukon_qt", "--code", "YU1-C-AAAAAAB", "--quit-after", "2500"],
                           cwd=root, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    reader = None
    try:
        deadline = time.monotonic() + 60
        while reader is None:
            assert app.poll() is None and time.monotonic() < deadline, app.communicate()
            candidate = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True) if path.exists() else None
            try:
                if candidate is not None:
                    candidate.execute("SELECT count(*) FROM games").fetchall()  # the table is there: keep reading
                    reader, candidate = candidate, None
            except sqlite3.Error:
                pass
            if candidate is not None:
                candidate.close()
            if reader is None:
                time.sleep(0.05)
        assert app.wait(timeout=60) == 0, app.communicate()
        copy = tmp_path / "copy" / path.name
        copy.parent.mkdir()
        copy.write_bytes(path.read_bytes())  # the .sqlite3 file alone
        games = StatsStore.open(copy).games()
        assert [(game.code, game.result) for game in games] == [("YU1-C-AAAAAAB", "in_progress")]
    finally:
        if reader is not None:
            reader.close()
        if app.poll() is None:
            app.kill()
            app.wait()
