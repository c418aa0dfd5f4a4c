"""Entry point of the packaged app: the same command line as ``python -m yukon_qt``."""

import sys

from yukon_qt.cli import main

if __name__ == "__main__":
    sys.exit(main())
