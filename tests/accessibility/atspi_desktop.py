"""A private desktop for the AT-SPI tests: Xvfb, a D-Bus session, the accessibility bus, and the game on it.

Everything runs in its own processes with its own addresses, so nothing of the
machine's own session is touched; ``Missing`` says what could not start and why.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
CLIENT = Path(__file__).with_name("atspi_client.py")
PACKAGES = "xvfb dbus at-spi2-core python3-pyatspi xdotool"


class Missing(RuntimeError):
    """The accessibility bus (or a tool the test needs) cannot start here; the message says why."""


def _needed_tools() -> str:
    for tool in ("Xvfb", "dbus-daemon", "dbus-send", "xdotool"):
        if shutil.which(tool) is None:
            raise Missing(f"{tool} is not installed (Debian packages: {PACKAGES})")
    launcher = next((path for path in BUS_LAUNCHERS if os.access(path, os.X_OK)), None)
    if launcher is None:
        raise Missing(f"at-spi-bus-launcher is not installed (Debian package at-spi2-core; all: {PACKAGES})")
    check = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, text=True)
    if check.returncode:
        raise Missing(f"{SYSTEM_PYTHON} cannot import pyatspi (Debian package python3-pyatspi): "
                      f"{check.stderr.strip().splitlines()[-1:]}")
    return launcher


def _stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@contextmanager
def accessibility_session(folder: Path) -> Iterator[dict[str, str]]:
    """Start Xvfb, a D-Bus session and the AT-SPI bus; yield the environment a client or the game runs in."""
    launcher = _needed_tools()
    runtime = folder / "runtime"
    runtime.mkdir(mode=0o700, parents=True, exist_ok=True)
    with ExitStack() as stack:
        read, write = os.pipe()
        xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
                                pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        os.close(write)
        stack.callback(_stop, xvfb)
        with os.fdopen(read) as pipe:
            display = pipe.readline().strip()
        if not display:
            said = xvfb.stderr.read().decode(errors="replace")[-500:] if xvfb.stderr else ""
            raise Missing(f"Xvfb did not start: {said}")
        dbus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        stack.callback(_stop, dbus)
        address = dbus.stdout.readline().strip() if dbus.stdout else ""
        if not address:
            raise Missing("the D-Bus session daemon did not start (dbus-daemon --session)")
        env = {key: value for key, value in os.environ.items() if not key.startswith(("QT_", "DBUS_", "AT_SPI"))}
        env.update(DISPLAY=f":{display}", DBUS_SESSION_BUS_ADDRESS=address, XDG_RUNTIME_DIR=str(runtime),
                   NO_AT_BRIDGE="0", LANG="C.UTF-8", LANGUAGE="en", LC_ALL="C.UTF-8")
        bus = subprocess.Popen([launcher, "--launch-immediately"], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        stack.callback(_stop, bus)
        if not _wait_for_bus(env):
            said = bus.stderr.read(500).decode(errors="replace") if bus.poll() is not None and bus.stderr else ""
            raise Missing(f"the AT-SPI bus did not start: at-spi-bus-launcher never answered {said}")
        # What a screen reader does when it starts: tell every application that one is listening.
        subprocess.run(["dbus-send", "--session", "--dest=org.a11y.Bus", "/org/a11y/bus",
                        "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status", "string:IsEnabled",
                        "variant:boolean:true"], env=env, check=True, capture_output=True)
        yield env


def _wait_for_bus(env: dict[str, str], seconds: float = 15.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        answer = subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                                 "org.a11y.Bus.GetAddress"], env=env, capture_output=True, text=True)
        if answer.returncode == 0 and "unix:" in answer.stdout:
            return True
        time.sleep(0.2)
    return False


@contextmanager
def game_on_bus(env: dict[str, str], folder: Path, code: str,
                errors: Path | None = None) -> Iterator[subprocess.Popen]:
    """The real game, ``python -m yukon_qt --code CODE``, on the private desktop with its accessibility on.

    Its standard error is a pipe the caller reads when the game stopped, or, with ``errors``, that
    file: a long game under a screen reader writes more of Qt's warnings than a pipe holds, and the
    game would stop at the next one.
    """
    game_env = dict(env, QT_ACCESSIBILITY="1", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb")
    for name in ("CONFIG", "DATA", "LOG"):
        game_env[f"YUKON_{name}_DIR"] = str(folder / name.lower())
    with ExitStack() as files:
        stderr = files.enter_context(errors.open("w")) if errors is not None else subprocess.PIPE
        game = subprocess.Popen([sys.executable, "-m", "yukon_qt", "--code", code], cwd=ROOT, env=game_env,
                                stdout=subprocess.DEVNULL, stderr=stderr, text=True)
    try:
        yield game
    finally:
        _stop(game)


def run_client(env: dict[str, str], command: str, path: Path, timeout: float) -> list[dict]:
    """Run the AT-SPI client with the system python; its JSON lines, one per step."""
    done = subprocess.run([SYSTEM_PYTHON, str(CLIENT), command, str(path)], env=env, capture_output=True,
                          text=True, timeout=timeout)
    steps = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode and not steps:
        raise AssertionError(f"the AT-SPI client failed: {done.stderr[-2000:]}")
    return steps
