"""A real Orca on the private desktop of ``atspi_desktop``: speech-dispatcher and espeak-ng speaking into nothing.

Orca runs as a blind player's would (``orca -u PREFS --debug-file LOG``), with
its own home, preferences and speech-dispatcher; every utterance is logged as
``HH:MM:SS.ffffff - SPEECH OUTPUT: '...'``, and ``Speech`` reads the log while
Orca runs (the log is opened line-buffered for that).  ``Missing`` says which
Debian package is not installed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from atspi_desktop import SYSTEM_PYTHON, Missing, _stop

ORCA_PACKAGES = "orca speech-dispatcher speech-dispatcher-espeak-ng espeak-ng"
ORCA = "/usr/bin/orca"
SPOKEN = re.compile(r"^(\d\d):(\d\d):(\d\d\.\d+) - SPEECH OUTPUT: '(.*)'(?:\{.*\})?\s*$")
# Orca's own launcher, with its debug log written line by line (it opens the file block-buffered).
LAUNCH = """
import builtins, runpy, sys
log = sys.argv[-1]
plain_open = builtins.open
def line_open(file, mode="r", *args, **kwargs):
    if str(file) == log and "w" in mode:
        kwargs["buffering"] = 1
    return plain_open(file, mode, *args, **kwargs)
builtins.open = line_open
sys.argv = ["orca"] + sys.argv[1:]
runpy.run_path(ORCA, run_name="__main__")
""".replace("ORCA", repr(ORCA))


def orca_missing() -> str | None:
    """Why Orca cannot speak here (None when it can)."""
    if not os.access(ORCA, os.X_OK):
        return f"orca is not installed (Debian packages: {ORCA_PACKAGES})"
    if shutil.which("speech-dispatcher") is None:
        return f"speech-dispatcher is not installed (Debian packages: {ORCA_PACKAGES})"
    if not Path("/usr/lib/speech-dispatcher-modules/sd_espeak-ng").exists():
        return f"speech-dispatcher's espeak-ng module is not installed (Debian packages: {ORCA_PACKAGES})"
    return None


@dataclass
class Utterance:
    at: float  # seconds since midnight, as Orca logged it
    text: str


class Speech:
    """What Orca said, read from its debug log as it grows."""

    def __init__(self, log: Path) -> None:
        self.log = log
        self.said: list[Utterance] = []
        self._read = 0

    def update(self) -> list[Utterance]:
        if not self.log.exists():
            return self.said
        with self.log.open("rb") as file:
            file.seek(self._read)
            chunk = file.read()
        end = chunk.rfind(b"\n") + 1
        self._read += end
        for line in chunk[:end].decode(errors="replace").splitlines():
            found = SPOKEN.match(line)
            if found:
                hours, minutes, seconds, text = found.groups()
                self.said.append(Utterance(int(hours) * 3600 + int(minutes) * 60 + float(seconds), text))
        return self.said

    def wait_for(self, wanted, after: int, seconds: float) -> Utterance | None:
        """The first utterance from index ``after`` on for which ``wanted(text)`` is true, waiting up to ``seconds``."""
        end = time.monotonic() + seconds
        while True:
            for utterance in self.update()[after:]:
                if wanted(utterance.text):
                    return utterance
            if time.monotonic() > end:
                return None
            time.sleep(0.03)


def now_of_day() -> float:
    """The time of day as Orca's log writes it, in seconds."""
    moment = datetime.now()
    return moment.hour * 3600 + moment.minute * 60 + moment.second + moment.microsecond / 1e6


def _prepare_home(home: Path) -> None:
    """Sound into nothing (ALSA's null device behind a file plugin), and speech-dispatcher on espeak-ng."""
    home.mkdir(parents=True, exist_ok=True)
    (home / ".asoundrc").write_text('pcm.!default { type file slave.pcm "null" file "/dev/null" format "raw" }\n'
                                    'pcm.null { type null }\nctl.!default { type hw card 0 }\n')
    speechd = home / ".config" / "speech-dispatcher"
    speechd.mkdir(parents=True, exist_ok=True)
    (speechd / "speechd.conf").write_text('AudioOutputMethod "alsa"\nDefaultModule espeak-ng\n'
                                          'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n'
                                          )
    (home / "orca").mkdir(exist_ok=True)


@contextmanager
def orca_running(env: dict[str, str], folder: Path, language: str = "en") -> Iterator[tuple[Speech, dict[str, str]]]:
    """Orca on the desktop of ``env``, speaking ``language``; yields what it says and the environment it runs in."""
    why = orca_missing()
    if why:
        raise Missing(why)
    home = folder / "home"
    _prepare_home(home)
    log = folder / "orca-debug.log"
    locale = "tr_TR.UTF-8" if language == "tr" else "C.UTF-8"
    orca_env = dict(env, HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), LANGUAGE=language,
                    LANG=locale, LC_ALL=locale, GSETTINGS_BACKEND="memory")
    errors = (folder / "orca-stderr.log").open("wb")  # a file: Orca writes a lot there, and a full pipe stops it
    orca = subprocess.Popen([SYSTEM_PYTHON, "-c", LAUNCH, "-u", str(home / "orca"), "--debug-file", str(log)],
                            env=orca_env, stdout=subprocess.DEVNULL, stderr=errors)
    errors.close()
    speech = Speech(log)
    try:
        if speech.wait_for(lambda text: True, 0, 30) is None:  # "Screen reader on."
            said = (folder / "orca-stderr.log").read_text(errors="replace")[-2000:] if orca.poll() is not None else ""
            raise Missing(f"Orca said nothing within 30 s {said}")
        yield speech, orca_env
    finally:
        _stop(orca)
        speech.update()
        _stop_speech_dispatcher(Path(env["XDG_RUNTIME_DIR"]))


def _stop_speech_dispatcher(runtime: Path) -> None:
    """The speech-dispatcher Orca started for this desktop (by its pid file); it would go by itself in 5 s."""
    for pid_file in (runtime / "speech-dispatcher" / "pid").glob("*.pid"):
        try:
            os.kill(int(pid_file.read_text().split()[0]), 15)
        except (OSError, ValueError, IndexError):
            pass
