"""The game as a screen reader meets it, proven from outside: through the AT-SPI bus only.

The real app runs under Xvfb with a private D-Bus session and accessibility
bus; a client in the system's python (pyatspi) finds the table, its columns
and foundations, reads the cards against ``deal --json``, follows the focus
with the arrow keys, moves cards by accessible actions, and hears the
announcements.  Where the bus cannot start, the test fails and says why.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from atspi_desktop import ROOT, Missing, accessibility_session, game_on_bus, run_client

CODE = "YU1-C-AAAAAAB"


@pytest.fixture
def steps(tmp_path):
    deal = tmp_path / "deal.json"
    deal.write_text(subprocess.run([sys.executable, "-m", "yukon_qt", "deal", CODE, "--json"], cwd=ROOT,
                                   capture_output=True, text=True, check=True).stdout)
    try:
        with accessibility_session(tmp_path) as env, game_on_bus(env, tmp_path, CODE) as game:
            found = {step["step"]: step for step in run_client(env, "proof", deal, timeout=120)}
            assert game.poll() is None, f"the game stopped: {game.stderr.read() if game.stderr else ''}"
    except Missing as why:
        pytest.fail(f"the accessibility bus cannot run here: {why}")
    return found


def test_a_screen_reader_reads_plays_and_hears_the_game(steps):
    assert steps["table"]["ok"], steps["table"]
    table = steps["table"]
    assert table["children"] == 11 and set(table["roles"]) == {"list"}
    assert table["names"][2].replace("(s)", "s") == "Column 3, 7 cards, 2 face down"
    assert table["names"][7:] == ["Spades foundation, empty", "Hearts foundation, empty",
                                  "Diamonds foundation, empty", "Clubs foundation, empty"]
    assert steps["cards"]["ok"], json.dumps(steps["cards"], indent=1)  # every card, as deal --json has it
    assert steps["focus"]["ok"], steps["focus"]  # the arrow keys move the screen reader's focus
    assert steps["focus-up"]["ok"], steps["focus-up"]
    assert steps["move"]["ok"], steps["move"]  # actions made the move; the tree shows it
    assert steps["move"]["column6_name"].replace("(s)", "s") == "Column 6, 8 cards, 5 face down"
    assert steps["announcement"]["ok"], steps["announcement"]
    assert steps["refusal"]["ok"], steps["refusal"]
