import sys

from yukon_qt.cli import main

sys.exit(main())
