"""A command whose reader goes away early (``| head``) stops quietly, without a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_a_closed_pipe_ends_the_command_without_a_traceback(tmp_path):
    reader, writer = os.pipe()
    os.close(reader)  # nobody will read: the first write fails with EPIPE
    env = {**os.environ, "YUKON_DATA_DIR": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-m", "yukon_qt", "deal", "YU1-C-AAAAAAB"],
        stdout=writer, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env,
    )
    os.close(writer)
    assert "Traceback" not in result.stderr
    assert result.stderr == ""
    assert result.returncode == 1
