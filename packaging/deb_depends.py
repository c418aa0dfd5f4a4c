"""Print the .deb's Depends, computed from what the bundle links against.

Usage: python3 packaging/deb_depends.py BUNDLE_FOLDER

Runs Debian's dpkg-shlibdeps (package dpkg-dev) on every ELF file of the bundle. The libraries
the bundle carries itself are declared to it as the package's own (a debian/shlibs.local naming
each, with -x dropping the package itself), so only what the system must provide remains: glibc
at the version the bundle's symbols need, OpenGL/EGL, xcb, Wayland, ... . Always added:
xkb-data (the keyboard maps libxkbcommon reads at run time) and fontconfig-config (the
configuration the bundled fontconfig reads); neither is linked, so no tool can find them.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from pathlib import Path

PACKAGE = "yukon-solitaire"
NOT_LINKED = ["fontconfig-config", "xkb-data"]
SONAME = re.compile(r"^(?P<name>.+)\.so\.(?P<version>[\d.]+)$|^(?P<name2>.+)-(?P<version2>[\d.]+)\.so$")


def is_elf(path: Path) -> bool:
    with path.open("rb") as file:
        return file.read(4) == b"\x7fELF"


def elf_files(bundle: Path) -> list[Path]:
    return sorted(p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p))


def shlibs_local(files: list[Path]) -> str:
    """A debian/shlibs.local line for each library the bundle carries, naming the package itself."""
    lines = set()
    for path in files:
        found = SONAME.match(path.name)
        if found:
            name, version = (found["name"], found["version"]) if found["name"] else (found["name2"], found["version2"])
            lines.add(f"{name} {version} {PACKAGE}\n")
    return "".join(sorted(lines))


def depends(bundle: Path) -> str:
    files = elf_files(bundle)
    library_dirs = sorted({path.parent for path in files if ".so" in path.name})
    with tempfile.TemporaryDirectory() as scratch:
        debian = Path(scratch) / "debian"
        debian.mkdir()
        (debian / "control").write_text(f"Source: {PACKAGE}\n\nPackage: {PACKAGE}\nArchitecture: any\n",
                                        encoding="utf-8")
        (debian / "shlibs.local").write_text(shlibs_local(files), encoding="utf-8")
        result = subprocess.run(
            ["dpkg-shlibdeps", "-O", "--warnings=0", "--ignore-missing-info", f"-x{PACKAGE}",
             *(f"-l{folder}" for folder in library_dirs), *(f"-e{path}" for path in files)],
            cwd=scratch, capture_output=True, text=True,
        )
    if result.returncode != 0:
        raise RuntimeError(result.stderr.strip())
    found = re.search(r"^shlibs:Depends=(.*)$", result.stdout, re.MULTILINE)
    linked = [item.strip() for item in found[1].split(",")] if found else []
    return ", ".join(linked + [name for name in NOT_LINKED if name not in linked])


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    try:
        print(depends(Path(argv[0])))
    except RuntimeError as error:
        print(f"deb_depends.py: dpkg-shlibdeps failed:\n{error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
