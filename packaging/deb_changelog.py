"""Write the .deb's changelog (Debian's format) from the release notes of the metainfo.

Usage: python3 packaging/deb_changelog.py METAINFO CONTROL_IN VERSION CHANGELOG

The metainfo's <releases> are the one place the release notes are written (software centres and
Flathub show them); each release becomes an entry, its paragraphs and list items the entry's
bullets, its date the entry's date, and the maintainer is the one of the control file. The newest
release must be VERSION: a version built without its notes stops the build.
"""

from __future__ import annotations

import re
import sys
import textwrap
import xml.etree.ElementTree as ET
from datetime import UTC, datetime
from email.utils import format_datetime
from pathlib import Path

PACKAGE = "yukon-solitaire"


def entries(metainfo: Path) -> list[tuple[str, str, list[str]]]:
    """(version, date, notes) of each release, newest first."""
    releases = []
    for release in ET.parse(metainfo).getroot().findall("releases/release"):
        description = release.find("description")
        notes = [] if description is None else [" ".join("".join(element.itertext()).split())
                                                for element in description.iter() if element.tag in ("p", "li")]
        releases.append((release.get("version", ""), release.get("date", ""), notes))
    return releases


def changelog(metainfo: Path, control: Path, version: str) -> str:
    maintainer = re.search(r"^Maintainer: (.+)$", control.read_text(encoding="utf-8"), re.MULTILINE)
    if maintainer is None:
        raise ValueError(f"no Maintainer in {control}")
    releases = entries(metainfo)
    if not releases or releases[0][0] != version:
        raise ValueError(f"the newest release in {metainfo} is not {version}: write its notes there first")
    text = []
    for number, date, notes in releases:
        when = format_datetime(datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=UTC))
        bullets = [textwrap.fill(note, 78, initial_indent="  * ", subsequent_indent="    ")
                   for note in notes or ["New upstream release."]]
        text.append(f"{PACKAGE} ({number}) unstable; urgency=medium\n\n" + "\n".join(bullets)
                    + f"\n\n -- {maintainer[1]}  {when}\n")
    return "\n".join(text)


def main(argv: list[str]) -> int:
    if len(argv) != 4:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    try:
        text = changelog(Path(argv[0]), Path(argv[1]), argv[2])
    except ValueError as error:
        print(f"deb_changelog.py: {error}", file=sys.stderr)
        return 1
    Path(argv[3]).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
