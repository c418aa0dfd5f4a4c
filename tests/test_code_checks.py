"""The code checks run with the tests: ruff (pyflakes, isort, pyupgrade, bugbear) and mypy (strict on the
engine and the model), as configured in pyproject.toml.  Each must find nothing."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def tool(name: str) -> str:
    """The checker installed beside this Python (the test tools install it), else the one on PATH."""
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.exists() else shutil.which(name)
    assert found, f"{name} is one of the test tools: pip install -e '.[test]'"
    return found


def test_ruff_finds_nothing():
    result = subprocess.run([tool("ruff"), "check", "--no-cache", "yukon_qt", "tests", "benchmarks", "tools",
                             "packaging", "setup.py"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_finds_nothing():
    result = subprocess.run([tool("mypy"), "--no-incremental", "--cache-dir", os.devnull], cwd=ROOT,
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr


LONGEST_FUNCTION = 60  # lines, docstring included: a function a reader can hold at once
SEARCH_LOOPS = {  # the solver's search: one loop each, split only at a cost in speed (docs/PERFORMANCE.md)
    ("yukon_qt/engine/solver.py", "moves"),
    ("yukon_qt/engine/solver.py", "_depth_first"),
    ("yukon_qt/engine/solver.py", "run_restarts"),
    ("yukon_qt/engine/solver_exchange.py", "run"),
    ("yukon_qt/engine/solver_state.py", "is_stuck"),
}


def long_functions(root: Path) -> list[str]:
    """Every function of the package longer than LONGEST_FUNCTION lines, as 'path:line name (lines)'."""
    import ast

    found = []
    for path in sorted((root / "yukon_qt").rglob("*.py")):
        where = path.relative_to(root).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                if lines > LONGEST_FUNCTION and (where, node.name) not in SEARCH_LOOPS:
                    found.append(f"{where}:{node.lineno} {node.name} ({lines} lines)")
    return found


def test_no_function_outside_the_solvers_search_is_longer_than_sixty_lines():
    assert long_functions(ROOT) == []


def test_a_long_function_is_found(tmp_path):
    package = tmp_path / "yukon_qt"
    package.mkdir()
    body = "\n".join(f"    x{index} = {index}" for index in range(LONGEST_FUNCTION))
    (package / "long.py").write_text(f"def long():\n{body}\n\n\ndef short():\n    return 1\n")
    assert long_functions(tmp_path) == [f"yukon_qt/long.py:1 long ({LONGEST_FUNCTION + 1} lines)"]
