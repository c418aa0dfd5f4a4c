"""Fail when a shared library under a folder needs a library that cannot be found.

Usage: python3 packaging/check_libraries.py FOLDER [--library-path DIR]

Runs ``ldd`` on every ``*.so`` under FOLDER and prints each library ldd reports "not found",
with the file that needs it; exits 1 when there is any. build_linux.sh runs it on Qt's
platform plugins: PyInstaller only warns when it cannot resolve a plugin's library, and a
bundle without it starts with Qt's "could not load the Qt platform plugin" and nothing else.
``--library-path`` is searched first, as the built program's loader searches its own folder.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found", re.MULTILINE)


def missing_libraries(folder: Path, library_path: Path | None = None) -> dict[str, list[str]]:
    """Each library that cannot be resolved, with the files under ``folder`` that need it."""
    env = dict(os.environ)
    if library_path is not None:
        env["LD_LIBRARY_PATH"] = os.pathsep.join(filter(None, [str(library_path), env.get("LD_LIBRARY_PATH")]))
    missing: dict[str, list[str]] = {}
    for path in sorted(folder.rglob("*.so")):
        result = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env)
        for library in NOT_FOUND.findall(result.stdout):
            missing.setdefault(library, []).append(str(path.relative_to(folder)))
    return missing


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--library-path", type=Path)
    options = parser.parse_args(argv)
    if not any(options.folder.rglob("*.so")):
        print(f"check_libraries.py: no shared library under {options.folder}", file=sys.stderr)
        return 1
    missing = missing_libraries(options.folder, options.library_path)
    for library, users in missing.items():
        print(f"check_libraries.py: {library} not found (needed by {', '.join(users)}); "
              f"install the package that provides it and build again", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
