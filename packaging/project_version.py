"""Print the project's version, read from pyproject.toml (the one place it is written)."""

import sys
import tomllib
from pathlib import Path

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


def project_version() -> str:
    with PYPROJECT.open("rb") as file:
        return tomllib.load(file)["project"]["version"]


if __name__ == "__main__":
    print(project_version())
    sys.exit(0)
