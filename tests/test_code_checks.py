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
