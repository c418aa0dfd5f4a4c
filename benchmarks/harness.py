"""What the window benchmarks share: a display to run on, and one fresh probe process per run.

Child processes get empty settings/data/log folders (no saved game to resume)
and a private bytecode cache, so Python compiles the project once (as an
installed app would have done) instead of on every run when
PYTHONDONTWRITEBYTECODE is set.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

HERE = Path(__file__).resolve().parent
BYTECODE_CACHE = Path(tempfile.gettempdir()) / "yukon-benchmark-bytecode"


@contextlib.contextmanager
def benchmark_display(platform: str = "auto") -> Iterator[tuple[dict[str, str], str]]:
    """Yield (environment for child processes, description).

    ``auto`` uses $DISPLAY when set, else starts Xvfb when it is installed, else
    falls back to ``offscreen``; ``xvfb`` and ``offscreen`` force those.
    """
    env = dict(os.environ)
    if platform == "auto" and env.get("DISPLAY") and env.get("QT_QPA_PLATFORM", "xcb") == "xcb":
        yield env, f"X display {env['DISPLAY']}"
        return
    if platform in ("auto", "xvfb") and shutil.which("Xvfb"):
        number = 90 + os.getpid() % 500
        server = subprocess.Popen(
            ["Xvfb", f":{number}", "-screen", "0", "1920x1200x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        try:
            deadline = time.monotonic() + 10
            while not os.path.exists(f"/tmp/.X11-unix/X{number}") and time.monotonic() < deadline:
                time.sleep(0.05)
            env["DISPLAY"] = f":{number}"
            env["QT_QPA_PLATFORM"] = "xcb"
            yield env, f"Xvfb :{number} (1920x1200)"
        finally:
            server.terminate()
            server.wait(timeout=10)
        return
    env["QT_QPA_PLATFORM"] = "offscreen"
    yield env, "Qt offscreen platform"


def settle(app, ms: int) -> None:
    """Let ``app`` run its events for ``ms`` milliseconds (layouts, first paints, animations)."""
    deadline = time.monotonic() + ms / 1000
    while time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.005)


def size_table(app, window, size: tuple[int, int]) -> None:
    """Resize the game ``window`` so that its table (the view's viewport) is exactly ``size``."""
    viewport = window.view.viewport()
    settle(app, 300)
    window.resize(size[0] + window.width() - viewport.width(), size[1] + window.height() - viewport.height())
    settle(app, 600)  # the deal settles at the new size
    if (viewport.width(), viewport.height()) != size:
        raise SystemExit(f"the table is {viewport.width()}x{viewport.height()}, not {size[0]}x{size[1]}")


def keep_files_in(env: dict[str, str], folder: Path, scale: float = 1.0) -> None:
    """Point the game's settings, data and log at ``folder`` (never the user's), on a screen of ``scale``."""
    for name in ("CONFIG", "DATA", "LOG"):
        env[f"YUKON_{name}_DIR"] = str(folder / name.lower())
    if scale != 1.0:
        env["QT_SCALE_FACTOR"] = f"{scale:g}"


def run_probe(kind: str, env: dict[str, str], linger: int = 0, resize: str | None = None,
              home: Path | None = None) -> dict[str, float]:
    """One fresh process; returns the probe's report plus ``spawned`` (parent clock before spawning).

    ``home`` holds the settings, statistics and saved game between runs (a start
    like any later one, resuming the game); without it every run is a first start.
    """
    with contextlib.ExitStack() as stack:
        folder = home if home is not None else Path(stack.enter_context(
            tempfile.TemporaryDirectory(prefix="yukon-bench-")))
        child_env = dict(env)
        child_env.pop("PYTHONDONTWRITEBYTECODE", None)
        child_env["PYTHONPYCACHEPREFIX"] = str(BYTECODE_CACHE)
        keep_files_in(child_env, folder)
        spawned = time.time()
        result = subprocess.run(
            [sys.executable, str(HERE / "probe.py"), kind, "--linger", str(linger)]
            + (["--resize", resize] if resize else []),
            env=child_env, capture_output=True, text=True, timeout=120,
        )
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    if result.returncode != 0 or not lines:
        raise SystemExit(f"probe {kind} failed ({result.returncode}):\n{result.stderr}")
    report = json.loads(lines[-1])
    report["spawned"] = spawned
    return report
