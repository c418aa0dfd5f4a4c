"""Starting the app: an error while the window is being built is caught like any other."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from yukon_qt import crash

ROOT = Path(__file__).resolve().parent.parent


def test_an_error_while_the_window_is_built_is_logged_and_told_without_a_traceback(tmp_path):
    script = textwrap.dedent("""
        import sys
        from yukon_qt import crash
        from yukon_qt.ui.window import main_window

        def broken(self, *args, **kwargs):
            raise RuntimeError("the table is missing a leg")

        main_window.MainWindow.__init__ = broken
        from yukon_qt.ui import crash_message
        crash_message.show_message = lambda text: print("told:", text, flush=True)
        from yukon_qt.cli import main
        sys.exit(main([]))
    """)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    for name in ("CONFIG", "DATA", "LOG"):
        env[f"YUKON_{name}_DIR"] = str(tmp_path / name.lower())
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=60)
    assert "Traceback" not in result.stderr
    assert result.stdout.startswith("told: <p>Something went wrong.")
    log = (tmp_path / "log" / crash.LOG_NAME).read_text(encoding="utf-8")
    assert "RuntimeError: the table is missing a leg" in log
