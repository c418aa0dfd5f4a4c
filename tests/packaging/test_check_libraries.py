"""The library check names a library a plugin needs that the system cannot resolve, and passes sound ones."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "packaging" / "check_libraries.py"

pytestmark = pytest.mark.skipif(not (shutil.which("gcc") and shutil.which("ldd")), reason="needs gcc and ldd")


def compile_library(folder: Path, name: str, *link: str) -> Path:
    source = folder / f"{name}.c"
    source.write_text(f"int {name.replace('-', '_')}(void) {{ return 1; }}\n", encoding="ascii")
    target = folder / f"lib{name}.so"
    subprocess.run(["gcc", "-shared", "-fPIC", "-o", str(target), str(source), f"-L{folder}", *link], check=True)
    source.unlink()
    return target


def check(folder: Path, *options: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), str(folder), *options], capture_output=True, text=True)


@pytest.fixture
def plugins(tmp_path) -> Path:
    """A plugin folder holding one sound library and one linked against a library since deleted."""
    build, plugins = tmp_path / "build", tmp_path / "plugins"
    build.mkdir()
    (plugins / "platforms").mkdir(parents=True)
    stub = compile_library(build, "missingthing")
    needy = compile_library(build, "needsmissing", "-Wl,--no-as-needed", "-lmissingthing")
    stub.unlink()
    needy.rename(plugins / "platforms" / needy.name)
    compile_library(plugins / "platforms", "sound")
    return plugins


def test_a_missing_library_fails_the_check_naming_it(plugins):
    result = check(plugins)
    assert result.returncode == 1
    assert "libmissingthing.so" in result.stderr and "platforms/libneedsmissing.so" in result.stderr
    assert "libsound" not in result.stderr


def test_the_library_path_is_searched_as_the_program_would(plugins, tmp_path):
    lib = tmp_path / "lib"
    lib.mkdir()
    compile_library(lib, "missingthing")
    result = check(plugins, "--library-path", str(lib))
    assert result.returncode == 0, result.stderr


def test_sound_libraries_pass(tmp_path):
    compile_library(tmp_path, "sound", "-lm")
    result = check(tmp_path)
    assert result.returncode == 0 and result.stderr == ""


def test_a_folder_without_libraries_fails(tmp_path):
    result = check(tmp_path)  # a moved plugin folder must not pass for want of anything to check
    assert result.returncode == 1 and "no shared library" in result.stderr
