"""The compiled solver (setup.py builds it with mypyc) against the Python one: the same answers and lines.

The package is built here as ``pip install .`` builds it, from a copy of the sources: a wheel
whose solver modules are C extensions.  The same deals are then solved in two fresh processes,
one importing the wheel's compiled modules and one the sources as Python, and every answer,
winning line and count of positions must be the same: it is the same search.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# Winnable deals, easy and harder, and lost ones (CKZFIXB needs the proof search over shapes).
DEALS = ["YU1-C-AAAAAAB", "YU1-C-AAAAAAC", "YU1-C-AAAAAAD", "YU1-R-AAAAAAB", "YU1-R-AAAAAAE", "YU1-C-LEYOLCP",
         "YU1-C-RUVIRJL", "YU1-C-WZUMRKJ", "YU1-C-CKZFIXB"]

# argv: "compiled" or "python", the folder to import yukon_qt from, then the codes.
SOLVE = r"""
import importlib.machinery as machinery, json, sys
build, folder, codes = sys.argv[1], sys.argv[2], sys.argv[3:]
if build == "python":
    # Only source files from the folder, whatever compiled copy may lie beside them.
    source_only = machinery.FileFinder.path_hook((machinery.SourceFileLoader, machinery.SOURCE_SUFFIXES))
    def hook(path):
        if not path.startswith(folder):
            raise ImportError(path)
        return source_only(path)
    sys.path_hooks.insert(0, hook)
    sys.path_importer_cache.clear()
sys.path.insert(0, folder)
from yukon_qt.engine import Game, GameCode
from yukon_qt.engine.solver import solve
from yukon_qt.engine.solver_build import is_compiled
assert is_compiled() == (build == "compiled"), (build, is_compiled())
for code in codes:
    result = solve(Game(GameCode.parse(code)), seconds=None, max_nodes=400_000)
    print(json.dumps({"code": code, "status": result.status, "positions": result.positions,
                      "moves": [[str(m.card), m.source.label, m.destination.label] for m in result.moves]}))
"""


@pytest.fixture(scope="module")
def compiled_site(tmp_path_factory) -> Path:
    """The package as a wheel built from a copy of the sources, unpacked: the compiled solver inside."""
    work = tmp_path_factory.mktemp("compiled")
    source = work / "src"
    source.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy(ROOT / name, source / name)
    for name in ("yukon_qt", "resources", "translations"):
        shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                           "--disable-pip-version-check", "-w", str(work / "wheel"), str(source)],
                          cwd=source, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    wheels = list((work / "wheel").glob("*.whl"))
    assert len(wheels) == 1
    site = work / "site"
    with zipfile.ZipFile(wheels[0]) as wheel:
        names = wheel.namelist()
        wheel.extractall(site)
    compiled = [name for name in names if name.startswith("yukon_qt/engine/solver") and not name.endswith(".py")]
    assert len(compiled) == 4, names  # solver, solver_state, solver_families, solver_exchange
    assert "-none-any" not in wheels[0].name  # a wheel for this platform, since it holds C extensions
    return site


def solved(build: str, folder: Path) -> list[dict]:
    done = subprocess.run([sys.executable, "-c", SOLVE, build, str(folder), *DEALS], capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return [json.loads(line) for line in done.stdout.splitlines()]


@pytest.mark.slow
def test_the_compiled_and_python_solvers_give_the_same_answers_and_lines(compiled_site):
    compiled = solved("compiled", compiled_site)
    python = solved("python", ROOT)
    assert [row["code"] for row in compiled] == DEALS
    statuses = {row["code"]: row["status"] for row in python}
    assert statuses["YU1-C-WZUMRKJ"] == statuses["YU1-C-CKZFIXB"] == "unsolvable"
    assert sum(status == "solvable" for status in statuses.values()) >= 6
    assert compiled == python


@pytest.mark.slow
def test_the_installed_game_says_its_solver_is_compiled(compiled_site):
    """``solve --json`` and ``--version`` of the built package, run as a player runs them."""
    run = [sys.executable, "-c", "import sys; sys.path.insert(0, sys.argv[1]); sys.argv[1:2] = [];"
           " from yukon_qt.cli import main; sys.exit(main())", str(compiled_site)]
    answer = subprocess.run([*run, "solve", "YU1-C-AAAAAAB", "--json"], capture_output=True, text=True, check=True)
    assert json.loads(answer.stdout)["compiled"] is True
    version = subprocess.run([*run, "--version"], capture_output=True, text=True, check=True)
    assert version.stdout.strip().endswith("(solver: compiled)")
    here = subprocess.run([sys.executable, "-m", "yukon_qt", "--version"], capture_output=True, text=True,
                          check=True, cwd=ROOT)
    assert here.stdout.strip().endswith("(solver: Python)")  # the checkout, installed editable, runs the sources
