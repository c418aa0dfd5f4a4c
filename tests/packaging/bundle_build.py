"""What the tests of the built Linux packages share: names, and running the built program.

The build itself (packaging/build_linux.sh, a few minutes) is the session fixture ``out`` in
conftest.py: one build serves every test of the packages.
"""

from __future__ import annotations

import os
import platform
import shutil
import struct
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from yukon_qt.languages import LANGUAGES as GAME_LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.yukonsolitaire.YukonSolitaire"
NAME = "yukon-solitaire"
LANGUAGES = tuple(language for language in GAME_LANGUAGES if language != "en")  # the translated ones
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
FOLDER = f"{NAME}-{VERSION}-linux-{platform.machine()}"
NOTICE = "THIRD-PARTY-NOTICES.txt"

# The Linux packages are built and checked on Linux; the release's test job also runs the suite on
# Windows and macOS, whose packages are built and started by the release workflow itself.
LINUX_ONLY = pytest.mark.skipif(sys.platform != "linux", reason="the Linux packages are built on Linux")


def run(program: Path, *args: str, tmp_path: Path, timeout: float = 60) -> subprocess.CompletedProcess:
    """Run the built program with its own settings, data and log folders."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        YUKON_CONFIG_DIR=str(tmp_path / "config"),
        YUKON_DATA_DIR=str(tmp_path / "data"),
        YUKON_LOG_DIR=str(tmp_path / "log"),
    )
    return subprocess.run([str(program), *args], env=env, capture_output=True, text=True, timeout=timeout)


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


def validator(name: str) -> str:
    found = shutil.which(name)
    assert found, f"{name} is needed to check the packages (Debian: apt-get install desktop-file-utils appstream)"
    return found


def fake_bundle(tmp_path: Path, *names: str) -> Path:
    """A bundle folder holding empty libraries of these names, for the notice and copyright generators."""
    folder = tmp_path / "bundle"
    for name in names:
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(b"\x7fELF")
    return folder
