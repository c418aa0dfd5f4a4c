"""The built program opens its window on a real X11 server (Xvfb) and a real Wayland compositor
(weston, headless), not only on Qt's offscreen platform: this is where a library missing from the
bundle or from the system (xcb, libxkbcommon, the keyboard maps, Wayland's shell plugins) shows.

The tools come from Debian's xvfb, xdotool, x11-utils and weston packages (.ci/run installs them);
a test without them fails, naming the package.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from bundle_build import APP_ID, LINUX_ONLY, NAME

pytestmark = [pytest.mark.slow, LINUX_ONLY]

TITLE = "Yukon Solitaire"


def need(tool: str, package: str) -> str:
    found = shutil.which(tool)
    assert found, f"{tool} is needed to start the program on a real display (Debian: apt-get install {package})"
    return found


def app_env(tmp_path: Path, **platform: str) -> dict[str, str]:
    """The environment of the program: its own data folder, and only the display it is given."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "YUKON_CONFIG_DIR", "YUKON_LOG_DIR")}
    env["YUKON_DATA_DIR"] = str(tmp_path / "data")
    env.update(platform)
    return env


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@contextmanager
def xvfb() -> Iterator[str]:
    """An X server on a free display number (Xvfb picks it and writes it to a pipe)."""
    server = need("Xvfb", "xvfb")
    read, write = os.pipe()
    process = subprocess.Popen([server, "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                               pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    os.close(write)
    try:
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        assert number.isdigit(), f"Xvfb did not start: {process.stderr.read().decode() if process.stderr else ''}"
        yield f":{number}"
    finally:
        stop(process)


@contextmanager
def weston(runtime: Path) -> Iterator[str]:
    """A headless Wayland compositor with its socket in a private XDG_RUNTIME_DIR."""
    compositor = need("weston", "weston")
    runtime.mkdir(mode=0o700)
    # Debian 12's weston 10 names its backends by file; weston 11 and later also by plain name.
    usage = subprocess.run([compositor, "--help"], capture_output=True, text=True).stdout
    backend = "headless-backend.so" if "headless-backend.so" in usage else "headless"
    env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["XDG_RUNTIME_DIR"] = str(runtime)
    log = runtime.parent / "weston.log"
    with log.open("w") as output:
        process = subprocess.Popen([compositor, f"--backend={backend}", "--socket=yukon-test", "--idle-time=0"],
                                   env=env, stdout=output, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 30
        while not (runtime / "yukon-test").exists():
            assert process.poll() is None, f"weston stopped:\n{log.read_text()}"
            assert time.monotonic() < deadline, f"weston opened no socket in 30 s:\n{log.read_text()}"
            time.sleep(0.1)
        yield "yukon-test"
    finally:
        stop(process)


def test_window_appears_on_x11(program, tmp_path):
    search, xprop = need("xdotool", "xdotool"), need("xprop", "x11-utils")
    with xvfb() as display:
        app = subprocess.Popen([str(program), "--quit-after", "4000"],
                               env=app_env(tmp_path, DISPLAY=display, QT_QPA_PLATFORM="xcb"),
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            window = ""
            deadline = time.monotonic() + 60
            while not window and app.poll() is None and time.monotonic() < deadline:
                window = subprocess.run([search, "search", "--onlyvisible", "--name", f"^{TITLE}$"],
                                        env=dict(os.environ, DISPLAY=display), capture_output=True,
                                        text=True).stdout.strip()
                time.sleep(0.1)
            assert window, f"no window named {TITLE} was mapped on {display}"
            properties = subprocess.run([xprop, "-id", window.split()[0], "WM_CLASS", "_NET_WM_NAME"],
                                        env=dict(os.environ, DISPLAY=display), capture_output=True, text=True).stdout
        finally:
            _, errors = app.communicate(timeout=60)
    assert app.returncode == 0, errors
    assert "Traceback" not in errors
    assert f'_NET_WM_NAME(UTF8_STRING) = "{TITLE}"' in properties
    # The class docks match against the desktop file's StartupWMClass.
    assert re.search(rf'WM_CLASS\(STRING\) = "{NAME}", "[^"]*"', properties), properties


def test_window_appears_on_wayland(program, tmp_path):
    with weston(tmp_path / "runtime") as socket:
        # WAYLAND_DEBUG=1 makes libwayland print every request and event of the connection.
        result = subprocess.run(
            [str(program), "--quit-after", "1500"],
            env=app_env(tmp_path, XDG_RUNTIME_DIR=str(tmp_path / "runtime"), WAYLAND_DISPLAY=socket,
                        QT_QPA_PLATFORM="wayland", WAYLAND_DEBUG="1"),
            capture_output=True, text=True, timeout=120,
        )
    assert result.returncode == 0, result.stderr[-4000:]
    assert "Traceback" not in result.stderr
    titled = re.search(rf'-> (xdg_toplevel@\d+)\.set_title\("{TITLE}"\)', result.stderr)
    assert titled, "the program made no xdg_toplevel window titled " + TITLE
    toplevel = titled[1]
    assert re.search(rf'-> {toplevel}\.set_app_id\("{APP_ID}"\)', result.stderr)  # matched to the desktop file
    # The compositor answered with the window's configure event, and the program drew into it.
    assert re.search(rf"\] {toplevel}\.configure\(", result.stderr), "weston never configured the window"
    assert re.search(r"-> wl_surface@\d+\.attach\(wl_buffer@\d+", result.stderr), "no buffer was ever shown"
