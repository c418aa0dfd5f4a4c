"""The package version: read from the installed package only when asked for."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import yukon_qt
from yukon_qt.cli import main

ROOT = Path(__file__).resolve().parent.parent


def test_version_option_prints_the_package_version(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    from yukon_qt.engine.solver_build import build_name

    assert capsys.readouterr().out.split() == ["yukon-solitaire", yukon_qt.__version__, "(solver:", f"{build_name()})"]


def test_version_is_the_project_version_when_installed():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    assert yukon_qt.__version__ == project  # the tests run on the installed package


def test_a_source_tree_that_is_not_installed_says_0_0_0(monkeypatch):
    from importlib import metadata

    def not_installed(name):
        raise metadata.PackageNotFoundError(name)

    assert yukon_qt.__version__  # read now, so the installed version is put back after this test
    monkeypatch.delattr(yukon_qt, "__version__")  # not yet read, as on a fresh start
    monkeypatch.setattr(metadata, "version", not_installed)
    assert yukon_qt.__version__ == "0.0.0"


def test_importing_the_package_does_not_read_its_metadata():
    code = "import sys, yukon_qt.cli; print('importlib.metadata' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"


def test_an_unknown_attribute_is_still_an_error():
    with pytest.raises(AttributeError):
        yukon_qt.no_such_thing  # noqa: B018
