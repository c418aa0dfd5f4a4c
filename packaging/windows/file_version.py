"""Print the project's version as the four plain numbers Windows wants in a version resource.

Windows file versions (VersionInfoVersion in Inno Setup, filevers in the .exe's version
resource) are four numbers from 0 to 65535 and nothing else, so a pre-release such as
0.2.0rc1 must become 0.2.0.0: only the release part of the version counts, padded with
zeros. A version Windows cannot hold stops the build with a message instead of giving a
wrong number.
"""

import re
import sys
from pathlib import Path

RELEASE = re.compile(r"^(?:\d+!)?(?P<release>\d+(?:\.\d+)*)")


def file_version(version: str) -> str:
    """'0.2.0rc1' -> '0.2.0.0', '1.4' -> '1.4.0.0'; raises ValueError for what Windows cannot hold."""
    match = RELEASE.match(version.strip().lstrip("vV"))
    if match is None:
        raise ValueError(f"{version!r} does not start with a release number such as 1.2.3")
    numbers = [int(part) for part in match["release"].split(".")]
    if len(numbers) > 4:
        raise ValueError(f"{version!r} has more than four numbers; Windows keeps only four")
    if any(number > 65535 for number in numbers):
        raise ValueError(f"{version!r} has a number above 65535, which Windows cannot hold")
    return ".".join(str(number) for number in numbers + [0] * (4 - len(numbers)))


def main(argv: list[str]) -> int:
    if argv:
        version = argv[0]
    else:
        sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
        from project_version import project_version

        version = project_version()
    try:
        print(file_version(version))
    except ValueError as error:
        print(f"file_version.py: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
