"""The solver compiled with mypyc against the same solver run as Python: the same search, how much faster.

    python3 benchmarks/compiled.py                                  # two deals, 3 runs each way
    python3 benchmarks/compiled.py --runs 5 YU1-C-HVPETAY YU1-C-WSUWNKY
    python3 benchmarks/compiled.py --build /tmp/yukon-compiled      # keep the compiled copy
    python3 /tmp/yukon-compiled/benchmarks/solver.py                # then any benchmark runs on it

It copies ``yukon_qt`` and ``benchmarks`` into a build folder (a temporary
one unless ``--build`` names it), compiles the solver's four modules there
with mypyc (part of mypy, which the test extras install; it needs a C
compiler and Python's headers: ``build-essential python3-dev`` on Debian),
and then runs one whole search of each deal (``solve`` without a time limit,
restarts included) in fresh processes, alternately as Python and compiled.
Printed per deal: the answer and the positions of each (they must be the
same: it is the same search), and the median CPU seconds of each.

The installed game runs the same compiled modules (``setup.py`` builds them with
mypyc on ``pip install .``); this script compiles its own copy so that both builds
can be timed from one checkout.
"""

from __future__ import annotations

import argparse
import importlib.machinery
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MODULES = ("yukon_qt/engine/solver.py", "yukon_qt/engine/solver_state.py", "yukon_qt/engine/solver_families.py",
           "yukon_qt/engine/solver_exchange.py")
DEALS = ("YU1-C-CKZFIXB", "YU1-C-HVPETAY")

# The file the solver is loaded from, in a fresh process: argv = root to import from.
LOADED = """
import sys
sys.path.insert(0, sys.argv[1])
from yukon_qt.engine import solver
print(solver.__file__)
"""

# One whole search in a fresh process: argv = root to import from, game code.
SEARCH = """
import json, sys, time
sys.path.insert(0, sys.argv[1])
from yukon_qt.engine import Game, GameCode, solver
game = Game(GameCode.parse(sys.argv[2]))
start = time.process_time()
result = solver.solve(game, seconds=None)
print(json.dumps({"status": result.status, "positions": result.positions, "seconds": time.process_time() - start}))
"""


def build(folder: Path) -> None:
    """Copy the code into ``folder`` and compile the solver there; stop with a message if that fails
    or if the compiled modules are not the ones loaded from there."""
    for part in ("yukon_qt", "benchmarks"):
        shutil.copytree(ROOT / part, folder / part, ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"),
                        dirs_exist_ok=True)
    done = subprocess.run([sys.executable, "-m", "mypyc", *MODULES], cwd=folder, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"mypyc could not compile the solver:\n{done.stdout[-3000:]}{done.stderr[-3000:]}")
    loaded = subprocess.run([sys.executable, "-c", LOADED, str(folder)], capture_output=True, text=True, check=True)
    module = loaded.stdout.strip()
    if not any(module.endswith(suffix) for suffix in importlib.machinery.EXTENSION_SUFFIXES):
        raise SystemExit(f"the compiled modules were not loaded: {module}")


def search(root: Path, code: str) -> dict:
    done = subprocess.run([sys.executable, "-c", SEARCH, str(root), code], capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("codes", nargs="*", default=list(DEALS), help="game codes (default: %(default)s)")
    parser.add_argument("--runs", type=int, default=3, help="searches of each deal each way; the median is printed")
    parser.add_argument("--build", type=Path, help="build here and keep it (default: a temporary folder)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="yukon-compiled-") as scratch:
        folder = args.build.resolve() if args.build else Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        build(folder)
        print(f"Python {sys.version.split()[0]}, compiled in {folder}", flush=True)
        for code in args.codes:
            runs: dict[str, list[dict]] = {"python": [], "compiled": []}
            for _ in range(args.runs):
                runs["python"].append(search(ROOT, code))
                runs["compiled"].append(search(folder, code))
            answers = {(run["status"], run["positions"]) for way in runs.values() for run in way}
            if len(answers) != 1:
                raise SystemExit(f"{code}: the two searches differ: {sorted(answers)}")
            status, positions = answers.pop()
            python = statistics.median(run["seconds"] for run in runs["python"])
            compiled = statistics.median(run["seconds"] for run in runs["compiled"])
            print(f"{code}  {status:10}  {positions:>10,} positions  Python {python:7.2f} s  "
                  f"compiled {compiled:7.2f} s  {python / compiled:4.2f} times as fast", flush=True)


if __name__ == "__main__":
    main()
