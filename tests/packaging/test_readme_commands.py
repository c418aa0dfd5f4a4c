"""The README's first command, run as written from the root of a fresh copy of the project, gives what
players get: the installed game, with the compiled solver where a C compiler and Python's headers are there."""

from __future__ import annotations

import re
import shutil
import subprocess
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def quick_start_commands() -> list[str]:
    """The shell blocks of the README's quick start, in order."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    return [block.strip() for block in re.findall(r"```sh\n(.*?)```", section, re.S)]


def fresh_copy(target: Path) -> Path:
    """The project's tracked files as they are now, as a fresh clone holds them (no venv, no build)."""
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    for name in filter(None, listed.decode().split("\0")):
        source = ROOT / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    return target


def can_compile() -> bool:
    headers = Path(sysconfig.get_paths()["include"]) / "Python.h"
    return headers.is_file() and any(shutil.which(name) for name in ("cc", "gcc", "clang"))


def test_the_quick_start_has_two_commands_install_and_play_then_test():
    first, second = quick_start_commands()[:2]
    assert "pip install ." in first and "pytest" in second


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("git") is None, reason="the copy is made of the files git tracks")
def test_the_first_command_as_written_starts_the_installed_game_with_the_solver_players_get(tmp_path):
    first = quick_start_commands()[0]
    assert first.startswith("python3 -m venv .venv && ")
    clone = fresh_copy(tmp_path / "clone")
    # As written, with --version after the command that starts the game: it prints and ends.
    command = first + " --version"
    result = subprocess.run(["bash", "-c", command], cwd=clone, capture_output=True, text=True, timeout=1800)
    assert result.returncode == 0, result.stderr[-2000:]
    version = result.stdout.strip().splitlines()[-1]
    assert version.startswith("yukon-solitaire ")
    assert version.endswith("(solver: compiled)" if can_compile() else "(solver: Python)"), version
