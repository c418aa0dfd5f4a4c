"""A blind player hears the whole game through a real Orca: a game of YU1-C-AAAAAAB played to the win with the keys.

The game runs on the private desktop of ``atspi_desktop`` with Orca (Debian's,
43.1 where this was written) speaking through speech-dispatcher and espeak-ng
into nothing; the keys are typed with xdotool a group at a time (the keys that
frame a card, then the Space that picks it up or puts it down), waiting each
time until Orca has said what is wanted, and at least GAP seconds between
groups: about one move every two seconds, a pace Orca 43 keeps up with (typed
without waiting, it falls minutes behind).  Each wait is for a condition (what
Orca says, the menu it opens), up to WAIT seconds that only a broken run reaches:
a busy machine makes the run slower, never wrong.

Orca's debug log is the proof: every event below was spoken, in this order,
and once:

restart (the rule and the code, spelled), a pick-up and a refusal (the rule with
Interactive rules on, "Not allowed" with them off), a hint, a move, its undo and
redo, the answer of Where did it go wrong? (read by Orca from its message box,
which is given the focus as a window manager would), the readings F and C,
then every pick-up and put-down of the winning line (with the cards turned face
up and the score of each card sent home), the win with score, time and moves,
and S (the time and the code on demand).

Once in English (Interactive rules on), once in Turkish (off; the game's
language setting "tr", LANGUAGE and LANG tr_TR.UTF-8).  Skipped where Orca is
not installed; each run takes about three minutes on an idle machine.  How quick
the speech is, key to speech, is printed with ``-s`` and measured by
``benchmarks/orca_speech.py``, not judged here: it depends on the machine.
"""

from __future__ import annotations

import json
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

import pytest
from atspi_desktop import ROOT, Missing, accessibility_session, game_on_bus
from orca_desktop import ORCA_PACKAGES, Speech, now_of_day, orca_missing, orca_running

CODE = "YU1-C-AAAAAAB"
WORDS = Path(__file__).with_name("orca_words.py")
GAP = 0.55  # seconds at least between two groups of keys (a group and the key that ends it: 0.2 s)
WAIT = 60.0  # seconds at most that a sentence may take to be spoken: only a broken run waits that long


def plain(text: str) -> str:
    """Text as compared: Orca's full stop at the end, spaces and bidi marks aside."""
    text = re.sub(r"[\u2066-\u2069\u200e\u200f]", "", text)
    return re.sub(r"\s+", " ", text).strip().rstrip(".").strip()


def digits(text: str) -> str:
    """The clock in a sentence cannot be known ahead: any number will do."""
    return re.sub(r"\d+", "#", plain(text))


class Player:
    """Types keys on the desktop and waits, each time, until Orca says what is wanted."""

    def __init__(self, env: dict[str, str], speech: Speech) -> None:
        self.env = env
        self.speech = speech
        self.expected: list[tuple[str, str]] = []  # (what, words) in the order they must be spoken
        self.delays: list[float] = []  # key to speech, seconds
        self.missed: list[str] = []
        self._last = 0.0

    def keys(self, *names: str, paced: bool = True) -> None:
        wait = self._last + GAP - time.monotonic()
        if paced and wait > 0:
            time.sleep(wait)
        subprocess.run(["xdotool", "key", "--delay", "60", *names], env=self.env, check=True, timeout=30)
        self._last = time.monotonic()

    def expect(self, what: str, words: str, *keys: str, lead: tuple[str, ...] = (), seconds: float = WAIT,
               loose=plain, action=None) -> None:
        """Type ``lead`` then ``keys``; Orca must say ``words`` (compared through ``loose``) after the last key."""
        if lead:
            self.keys(*lead)
            time.sleep(0.2)
        start = len(self.speech.update())
        sent = now_of_day()
        if action is not None:
            action()
        else:
            self.keys(*keys, paced=not lead)
        wanted = loose(words)
        heard = self.speech.wait_for(lambda text: loose(text) == wanted, start, seconds)
        self.expected.append((what, words))
        if heard is None:
            self.missed.append(f"{what}: {words!r} not heard after {keys}")
        elif action is None:  # from a key
            self.delays.append(heard.at - sent)

    def focus_window(self, title: str = "Yukon Solitaire") -> None:
        """Give the window named ``title`` the focus, as a window manager would (there is none here)."""
        found = subprocess.run(["xdotool", "search", "--sync", "--name", title], env=self.env,
                               capture_output=True, text=True, check=True, timeout=60).stdout.split()
        subprocess.run(["xdotool", "windowfocus", "--sync", found[0]], env=self.env, check=True, timeout=30)


def frame_keys(move: dict) -> tuple[str, ...]:
    return (str(move["column"] + 1), "End") + ("Up",) * move["depth"]


def open_menu(player: Player, words: dict) -> None:
    """Open the Game menu and wait until Orca reads its first entry: a busy desktop may still be giving the window
    the focus, and a letter typed before the menu is open would be lost."""
    first = plain(words["menu_first"])
    for _ in range(3):
        start = len(player.speech.update())
        player.keys("alt+" + words["menu"])
        if player.speech.wait_for(lambda text: plain(text) == first, start, WAIT / 3) is not None:
            return
        player.keys("Escape")
        player.focus_window()
    raise AssertionError(f"the menu's {words['menu_first']!r} was not spoken after Alt+{words['menu']}")


def play(player: Player, words: dict) -> None:
    player.focus_window()
    time.sleep(2)
    open_menu(player, words)
    player.expect("restart", words["new_game"], words["restart"])
    player.keys("Right")  # the frame shows
    player.expect("pick-up", words["refused_held"], "space", lead=("1", "End"))
    player.expect("refusal", words["refusal"], "space", lead=("8",))
    player.keys("Escape")
    player.expect("hint", words["hint"], "h", loose=lambda text: plain(text)[:len(plain(words["hint"]))])
    moves = words["moves"]
    first = moves[0]
    player.expect("pick-up", first["held"], "space", lead=frame_keys(first))
    player.expect("put-down", first["said"], "space", lead=(first["to"][1],))
    player.expect("undo", words["undone"], "ctrl+z")
    player.expect("redo", first["said"], "ctrl+shift+z")
    player.keys("w")  # the answer comes in a message box: Orca reads it when the box gets the focus
    answer = plain(words["still_winnable"])
    player.expect("where did it go wrong", answer, lead=(),
                  loose=lambda text: answer if answer in plain(text) else text,
                  action=lambda: player.focus_window(re.escape(words["lost_title"].rstrip("?؟？"))))
    player.keys("Escape")
    time.sleep(0.5)
    player.focus_window()
    time.sleep(1)
    player.expect("F", words["foundations"], "f")
    player.expect("C", words["column1"], "c", lead=("1",))
    for move in moves[1:]:
        target = "8" if move["to"] == "F" else move["to"][1]
        player.expect("pick-up", move["held"], "space", lead=frame_keys(move))
        put_down = "win" if move is moves[-1] else "put-down"
        player.expect(put_down, move["said"], "space", lead=(target,))
    player.speech.wait_for(lambda text: digits(text) == digits(words["won"]), 0, WAIT)
    player.expected.append(("win", words["won"]))
    player.expect("S (the time and the code)", words["status"], "s", loose=digits)


def check(player: Player) -> None:
    """Each expected sentence in the log, in order, as many times as it was expected."""
    said = [plain(utterance.text) for utterance in player.speech.update()]
    numbered = [digits(text) for text in said]
    position = 0
    out_of_order = []
    for what, words in player.expected:
        timed = what in ("win", "S (the time and the code)")
        target, pool = (digits(words), numbered) if timed else (plain(words), said)
        if what == "hint":
            found = next((index for index in range(position, len(said)) if said[index].startswith(target)), None)
        elif what == "where did it go wrong":
            found = next((index for index in range(position, len(said)) if target in said[index]), None)
        else:
            found = next((index for index in range(position, len(pool)) if pool[index] == target), None)
        if found is None:
            out_of_order.append(f"{what}: {words!r}")
        else:
            position = found + 1
    assert not player.missed, "Orca did not say:\n" + "\n".join(player.missed)
    assert not out_of_order, "not heard in order:\n" + "\n".join(out_of_order)
    for what, words in player.expected:
        if what in ("hint", "where did it go wrong", "win", "S (the time and the code)"):
            continue
        times = sum(1 for _, other in player.expected if plain(other) == plain(words))
        assert said.count(plain(words)) == times, f"{what}: {words!r} said {said.count(plain(words))} times"


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "tr"])
def test_orca_speaks_a_whole_game(tmp_path, language):
    why = orca_missing()
    if why:
        pytest.skip(f"no Orca to listen with: {why} (Debian packages: {ORCA_PACKAGES})")
    started = time.monotonic()
    solve = tmp_path / "solve.json"
    solve.write_text(subprocess.run([sys.executable, "-m", "yukon_qt", "solve", CODE, "--json"], cwd=ROOT,
                                    capture_output=True, text=True, check=True).stdout)
    interactive = language == "en"  # Turkish plays with Interactive rules off: a refusal is "Not allowed"
    words = json.loads(subprocess.run(
        [sys.executable, str(WORDS), CODE, language, "1" if interactive else "0", str(solve)], cwd=ROOT,
        capture_output=True, text=True, check=True, env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"}
    ).stdout)
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"language": language, "interactive_rules": interactive}))
    try:
        with accessibility_session(tmp_path) as env:
            if language == "tr":
                env = dict(env, LANGUAGE="tr", LANG="tr_TR.UTF-8", LC_ALL="tr_TR.UTF-8")
            errors = tmp_path / "game-stderr.log"
            with orca_running(env, tmp_path, language) as (speech, _):
                with game_on_bus(env, tmp_path, CODE, errors=errors) as game:
                    player = Player(env, speech)
                    play(player, words)
                    assert game.poll() is None, f"the game stopped: {errors.read_text()[-2000:]}"
    except Missing as why:
        pytest.skip(f"Orca cannot run here: {why}")
    seconds = time.monotonic() - started
    delays = sorted(player.delays)
    print(f"\n{language}: {len(player.expected)} sentences; key to speech median "
          f"{statistics.median(delays) * 1000:.0f} ms, 90% {delays[int(len(delays) * 0.9)] * 1000:.0f} ms; "
          f"run {seconds:.0f} s")
    check(player)
