"""Every package of the source tree is installed: pyproject.toml names them one by one.

An installed copy (``pip install .``, the Linux packages, the Windows and macOS
builds) holds only the packages named there; a new folder left out of the list
works from the source tree and fails in every installed game with
ModuleNotFoundError, as ``engine/difficulty`` once did under the Windows check.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def listed() -> set[str]:
    with (ROOT / "pyproject.toml").open("rb") as file:
        return set(tomllib.load(file)["tool"]["setuptools"]["packages"])


def source_packages() -> set[str]:
    return {".".join(init.parent.relative_to(ROOT).parts) for init in (ROOT / "yukon_qt").rglob("__init__.py")}


def test_every_package_of_the_source_is_installed():
    assert source_packages() - listed() == set()


def test_every_package_named_is_in_the_source_or_installed_from_beside_it():
    # resources/ and translations/ install as yukon_qt.resources and yukon_qt.translations (package-dir).
    assert listed() - source_packages() == {"yukon_qt.resources", "yukon_qt.translations"}
