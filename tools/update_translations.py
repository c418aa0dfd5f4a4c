#!/usr/bin/env python3
"""Bring the translation files up to date with the source: lupdate, then lrelease.

    python3 tools/update_translations.py          # every language
    python3 tools/update_translations.py de fr    # only these

1. ``lupdate`` reads every ``yukon_qt/**/*.py`` and merges its translatable
   strings into ``translations/yukon_qt_<lang>.ts`` for each language of
   ``yukon_qt.languages.LANGUAGES`` (new strings arrive unfinished, strings gone
   from the source are dropped).  English gets only the strings with a count
   (``%n``), whose singular and plural forms its file gives.
2. ``lrelease`` compiles each ``.ts`` into the ``.qm`` file the game loads.

Translators edit the ``.ts`` files (Qt Linguist, or any XML editor), then run
this again so the ``.qm`` files match.  The tools are the ones that come with
PySide6.  The tests import the settings below, so a check runs exactly what
this script runs.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
# Everything lupdate reads: the only place the sources are listed.
SOURCES = ["yukon_qt"]
LUPDATE_OPTIONS = ["-extensions", "py", "-recursive", "-no-obsolete", "-locations", "none",
                   "-source-language", "en", "-silent"]
SOURCE_LANGUAGE = "en"  # its file holds only plural forms


def languages() -> list[str]:
    sys.path.insert(0, str(ROOT))
    try:
        from yukon_qt.languages import LANGUAGES
    finally:
        sys.path.pop(0)
    return list(LANGUAGES)


def ts_path(language: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"yukon_qt_{language}.ts"


def qm_path(language: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"yukon_qt_{language}.qm"


def tool(name: str) -> str:
    """The Qt tool shipped inside the PySide6 that runs this script, else ``pyside6-<name>`` on PATH."""
    import PySide6

    folder = Path(PySide6.__file__).resolve().parent
    for candidate in (folder / name, folder / f"{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    found = shutil.which(f"pyside6-{name}")
    if found is None:
        raise SystemExit(f"cannot find {name}: install PySide6 (pip install PySide6)")
    return found


def lupdate(ts_file: Path, language: str) -> None:
    """Merge the current source strings into ``ts_file`` (created if missing)."""
    options = list(LUPDATE_OPTIONS)
    if language == SOURCE_LANGUAGE:
        options.append("-pluralonly")
    options += ["-target-language", language]
    subprocess.run([tool("lupdate"), *options, *SOURCES, "-ts", str(ts_file)], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)


def lrelease(ts_file: Path, qm_file: Path) -> None:
    subprocess.run([tool("lrelease"), "-silent", str(ts_file), "-qm", str(qm_file)], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)


def main() -> int:
    parser = argparse.ArgumentParser(description="Bring the translation files up to date with the source.")
    parser.add_argument("language", nargs="*", help="only these languages (codes of yukon_qt.i18n.LANGUAGES)")
    chosen = parser.parse_args().language or languages()
    unknown = sorted(set(chosen) - set(languages()))
    if unknown:
        parser.error(f"not a language of the game: {', '.join(unknown)}")
    for language in chosen:
        lupdate(ts_path(language), language)
    for language in chosen:
        lrelease(ts_path(language), qm_path(language))
        print(f"{qm_path(language).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
