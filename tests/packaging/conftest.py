"""The Linux packages, built once from this checkout for every test that needs them."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from bundle_build import FOLDER, NAME, ROOT, VERSION


@pytest.fixture(scope="session")
def out(tmp_path_factory):
    """Run the build script as a packager would, into a temporary folder.

    YUKON_BUILT_PACKAGES=FOLDER tests what `packaging/build_linux.sh FOLDER` built before instead:
    the release workflow tests the very packages it uploads (.ci/run always builds afresh)."""
    built = os.environ.get("YUKON_BUILT_PACKAGES")
    if built:
        yield Path(built).resolve()
        return
    out = tmp_path_factory.mktemp("packages")
    result = subprocess.run(
        ["bash", str(ROOT / "packaging" / "build_linux.sh"), str(out)],
        env=dict(os.environ, PYTHON=sys.executable),
        capture_output=True, text=True, timeout=1200,
    )
    assert result.returncode == 0, f"build failed:\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}"
    yield out
    shutil.rmtree(out, ignore_errors=True)  # a few hundred MB


@pytest.fixture(scope="session")
def program(out) -> Path:
    path = out / FOLDER / NAME
    assert path.is_file() and os.access(path, os.X_OK), f"no executable {path}"
    return path


@pytest.fixture(scope="session")
def deb_root(out, tmp_path_factory):
    """The .deb unpacked into a scratch root, as dpkg would install it."""
    debs = list(out.glob(f"{NAME}_{VERSION}_*.deb"))
    assert len(debs) == 1, f"expected one .deb in {out}: {debs}"
    root = tmp_path_factory.mktemp("root")
    subprocess.run(["dpkg-deb", "-x", str(debs[0]), str(root)], check=True)
    yield root
    shutil.rmtree(root, ignore_errors=True)
