"""``decks [--json]`` lists every deck found; ``screenshot --deck/--back/--table`` draws the table in them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from yukon_qt.cli import main

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))
from deck_files import card_svg, make_deck  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DEAL = "YU1-C-AAAAAAB"


@pytest.fixture
def places(tmp_path, monkeypatch):
    """The test's own data folder (for ``user:`` decks) and XDG data folder (for ``kde:`` ones)."""
    data, share = tmp_path / "data", tmp_path / "share"
    monkeypatch.setenv("YUKON_DATA_DIR", str(data))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home-share"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(share))
    return data / "decks", share / "carddecks"


def run(*args: str, env_from: Path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "YUKON_DATA_DIR": str(env_from / "data"),
           "XDG_DATA_HOME": str(env_from / "home-share"), "XDG_DATA_DIRS": str(env_from / "share")}
    return subprocess.run([sys.executable, "-m", "yukon_qt", *args], cwd=ROOT, env=env, capture_output=True,
                          timeout=120)


def test_decks_json_lists_the_built_in_and_installed_decks(tmp_path, places):
    user, system = places
    mine = make_deck(user, "mine", "Mine")
    kde = make_deck(system, "svg-test", "KDE test")
    make_deck(user, "broken", svg=card_svg(("1_club", "back")))
    result = run("decks", "--json", env_from=tmp_path)
    assert result.returncode == 0
    rows = json.loads(result.stdout)
    assert rows[0] == {"name": "classic", "title": "Classic", "kind": "built-in", "origin": "resources"}
    assert {"name": "user:mine", "title": "Mine", "kind": "installed", "origin": str(mine)} in rows
    assert {"name": "kde:svg-test", "title": "KDE test", "kind": "installed", "origin": str(kde)} in rows
    assert "user:broken" not in [row["name"] for row in rows]
    lines = result.stderr.decode().splitlines()
    assert len(lines) == 1 and "user:broken" in lines[0] and "left out" in lines[0]


def test_decks_as_text_is_one_line_a_deck(capsys, places):
    user, _ = places
    make_deck(user, "mine", "Mine")
    assert main(["decks"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split()[:3] == ["classic", "Classic", "built-in"]
    assert lines[-1].split()[:3] == ["user:mine", "Mine", "installed"]


def test_a_screenshot_in_an_installed_deck(tmp_path, places, qapp):
    user, _ = places
    make_deck(user, "mine", "Mine")
    plain, drawn = tmp_path / "plain.png", tmp_path / "mine.png"
    assert main(["screenshot", DEAL, str(plain), "--size", "800x500"]) == 0
    assert main(["screenshot", DEAL, str(drawn), "--size", "800x500", "--deck", "user:mine", "--back", "deck"]) == 0
    assert QImage(str(plain)) != QImage(str(drawn))
    # The back of the test deck is plain blue: the face-down cards of the second column show it.
    image = QImage(str(drawn))
    blues = sum(image.pixelColor(x, y) == QColor("#1d4f91") for x in range(0, 800, 4) for y in range(0, 200, 4))
    assert blues > 20


@pytest.mark.parametrize("option, value, words", [
    ("--deck", "no-such-deck", "unknown deck 'no-such-deck'"),
    ("--deck", "user:../x", "unknown deck"),
    ("--back", "plaid", "unknown card back 'plaid'"),
    ("--table", "purple", "unknown table colour 'purple'"),
])
def test_an_unknown_name_is_one_line_and_status_2(tmp_path, places, capsys, option, value, words):
    out = tmp_path / "t.png"
    assert main(["screenshot", DEAL, str(out), option, value]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err
    assert not out.exists()


def test_a_deck_qt_cannot_draw_is_refused_in_one_line(tmp_path, places, capsys):
    user, _ = places
    make_deck(user, "wide", svg=card_svg(width=300, height=100))
    assert main(["screenshot", DEAL, str(tmp_path / "t.png"), "--deck", "user:wide"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot be drawn" in err


def test_predraw_puts_a_decks_shown_cards_in_the_picture_cache(tmp_path, places):
    """What the game runs while the Preferences are open: each deck's name once its pictures are kept."""
    _user, system = places
    make_deck(system, "one", name="One")
    done = run("predraw", "--table", "1280x800", "--elements", "1_club,back", "kde:one", "kde:missing",
               env_from=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode().split() == ["kde:one", "kde:missing"]  # a deck that is not there is passed over
    kept = {path.name for path in (tmp_path / "data" / "cache" / "decks").rglob("*") if path.is_file()}
    assert {"1_club", "back", "1_spade", "queen_diamond"} <= kept  # the table's and the preview's cards


@pytest.mark.parametrize("option", [["--table", "0x800"], ["--table", "big"], ["--table", "800x600", "--ratio", "99"]])
def test_predraw_refuses_a_bad_size_in_one_line(tmp_path, places, option):
    done = run("predraw", *option, "kde:one", env_from=tmp_path)
    assert done.returncode == 2
    assert [line for line in done.stderr.decode().splitlines() if "error:" in line] != []
    assert not (tmp_path / "data" / "cache").exists()


@pytest.mark.parametrize("option", [
    ["--elements", "../../../../../../victim.txt"],
    ["--elements", "1_club,/tmp/victim.txt"],
    ["--elements", "1_club", "--whole", "kde:one", "kde:../one"],
    ["--elements", "1_club", "user:..\\one"],
])
def test_predraw_refuses_a_name_that_is_no_card_or_deck_and_writes_nothing(tmp_path, places, option):
    """An element name was joined onto the cache path as it was, and replaced a file outside the cache."""
    _user, system = places
    make_deck(system, "one", name="One")
    victim = tmp_path / "victim.txt"
    victim.write_text("mine")
    arguments = ["predraw", "--table", "1280x760", *option]
    if not any(word.startswith(("kde:", "user:")) for word in option[2:]):
        arguments.append("kde:one")
    done = run(*arguments, env_from=tmp_path)
    assert done.returncode == 2, done.stdout
    errors = [line for line in done.stderr.decode().splitlines() if "error:" in line]
    assert len(errors) == 1 and ("element id" in errors[0] or "deck's name" in errors[0])
    assert victim.read_text() == "mine"
    assert not (tmp_path / "data" / "cache").exists()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the watch is tried with fork")
def test_predraw_ends_when_the_game_that_started_it_is_gone():
    """A killed game left its predraw child drawing (or blocked) for ever: the child now watches its parent."""
    import time

    script = ("import os, time\nfrom yukon_qt.commands.predraw import _watch_parent\npid = os.fork()\n"
              "if pid == 0:\n    _watch_parent()\n    time.sleep(600)\n    os._exit(3)\nprint(pid, flush=True)\n")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    child = int(result.stdout.strip())  # its parent has ended by now

    def running() -> bool:
        try:
            state = Path(f"/proc/{child}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except (FileNotFoundError, ProcessLookupError):
            return False
        return state != "Z"  # an ended child not yet reaped

    deadline = time.monotonic() + 300  # generous: the watch looks once a second
    while running() and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not running()
