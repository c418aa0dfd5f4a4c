"""packaging/windows/file_version.py: the four plain numbers Windows gets, even for pre-releases."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "windows" / "file_version.py"
sys.path.insert(0, str(SCRIPT.parent))
from file_version import file_version  # noqa: E402


@pytest.mark.parametrize(
    ("version", "expected"),
    [
        ("0.2.0rc1", "0.2.0.0"),
        ("0.2.0", "0.2.0.0"),
        ("1.4", "1.4.0.0"),
        ("3", "3.0.0.0"),
        ("1.2.3.4", "1.2.3.4"),
        ("1.0.0a2", "1.0.0.0"),
        ("1.0.0.post3", "1.0.0.0"),
        ("2.1.0.dev7", "2.1.0.0"),
        ("1!2.3", "2.3.0.0"),
        ("v0.3.1", "0.3.1.0"),
    ],
)
def test_plain_four_numbers(version, expected):
    assert file_version(version) == expected


@pytest.mark.parametrize("version", ["", "rc1", "1.2.3.4.5", "1.70000.0"])
def test_refuses_what_windows_cannot_hold(version):
    with pytest.raises(ValueError):
        file_version(version)


def test_command_line_prints_and_fails_loudly():
    ok = subprocess.run([sys.executable, str(SCRIPT), "0.2.0rc1"], capture_output=True, text=True)
    assert (ok.returncode, ok.stdout) == (0, "0.2.0.0\n")
    bad = subprocess.run([sys.executable, str(SCRIPT), "1.2.3.4.5"], capture_output=True, text=True)
    assert bad.returncode == 1 and "more than four" in bad.stderr and bad.stdout == ""


def test_without_argument_reads_the_project_version():
    sys.path.insert(0, str(ROOT / "packaging"))
    from project_version import project_version

    done = subprocess.run([sys.executable, str(SCRIPT)], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == file_version(project_version())
