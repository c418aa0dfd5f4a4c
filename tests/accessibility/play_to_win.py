"""Play a whole game to the win with the keyboard and the accessibility tree alone, and say what was heard.

    .venv/bin/python tests/accessibility/play_to_win.py [CODE]

The winning line comes from ``python -m yukon_qt solve CODE --json``; the
client (system python, pyatspi) finds each card by its name in the tree,
frames it with the number keys, End and Up, and plays it with Space, the
destination's key and Space, hearing each move's announcement.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

from atspi_desktop import ROOT, accessibility_session, game_on_bus, run_client


def main() -> int:
    code = sys.argv[1] if len(sys.argv) > 1 else "YU1-C-AAAAAAB"
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        solved = subprocess.run([sys.executable, "-m", "yukon_qt", "solve", code, "--json"], cwd=ROOT,
                                capture_output=True, text=True, check=True).stdout
        if json.loads(solved).get("result") != "solvable":
            print(f"{code} has no winning line: {solved}")
            return 1
        line = folder / "solve.json"
        line.write_text(solved)
        with accessibility_session(folder) as env, game_on_bus(env, folder, code):
            steps = run_client(env, "play", line, timeout=1800)
    for step in steps:
        print(json.dumps(step, ensure_ascii=False))
    moves = [step for step in steps if step["step"] == "move"]
    won = [step for step in steps if step["step"] == "won"]
    print(f"{code}: {len(moves)} moves played through the keyboard, each heard: {all(s['ok'] for s in moves)}; "
          f"won: {bool(won and won[0]['ok'])}")
    return 0 if won and won[0]["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
