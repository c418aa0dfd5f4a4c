"""How long Hint takes to answer for hard deals, as the window asks it: median of several runs.

    python3 benchmarks/hint.py [--runs 3] [CODE ...]     # default: YU1-C-HVPETAY YU1-C-WSUWNKY

Each run is a fresh process that asks the app's own hint search (``model/hint_search.py``: a
solver worker thread, ``HINT_SECONDS`` to think) about the deal as dealt, on Qt's offscreen
platform, and reports its first answer and when it came; after a best guess, the answer of the
search that goes on in the background (``FOLLOW_UP_SECONDS``) too.  Printed per deal: the
solver build that ran (compiled or Python), the answers and the median seconds to each.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEALS = ("YU1-C-HVPETAY", "YU1-C-WSUWNKY")

# One hint in a fresh process: argv = root to import from, game code.
HINT = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
from yukon_qt.engine import GameCode
from yukon_qt.engine.solver_build import build_name
from yukon_qt.model.game_model import GameModel
from yukon_qt.model.hint_search import HintSearch
from yukon_qt.model.solver_memory import SolverMemory
search = HintSearch(GameModel(GameCode.parse(sys.argv[2])), SolverMemory())
report = {"build": build_name()}
start = time.monotonic()
def answered(move, status):
    report["first"], report["first_seconds"] = status, time.monotonic() - start
    if status != "unknown":
        app.quit()
def upgraded(move, status):
    report["proof"], report["proof_seconds"] = status, time.monotonic() - start
search.answered.connect(answered)
search.upgraded.connect(upgraded)
search.following.connect(lambda going_on: None if going_on else app.quit())
search.request()
QTimer.singleShot(180000, app.quit)
app.exec()
print(json.dumps(report))
"""


def one_hint(code: str) -> dict:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", HINT, str(ROOT), code], capture_output=True, text=True,
                          check=True, env=env, timeout=240)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("codes", nargs="*", default=list(DEALS))
    args = parser.parse_args()
    for code in args.codes:
        reports = [one_hint(code) for _ in range(args.runs)]
        first = statistics.median(report["first_seconds"] for report in reports)
        answers = sorted({report["first"] for report in reports})
        line = f"{code}: solver {reports[0]['build']}, first answer {'/'.join(answers)} after {first:.2f} s median"
        proofs = [report for report in reports if "proof" in report]
        if proofs:
            line += (f"; then {'/'.join(sorted({report['proof'] for report in proofs}))} after "
                     f"{statistics.median(report['proof_seconds'] for report in proofs):.2f} s median "
                     f"({len(proofs)} of {len(reports)} runs)")
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
