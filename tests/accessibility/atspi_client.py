"""Plays Yukon Solitaire from outside, through the AT-SPI accessibility bus only (run with the system python3).

    /usr/bin/python3 atspi_client.py proof DEAL_JSON
    /usr/bin/python3 atspi_client.py play SOLVE_JSON

It knows nothing of the game but what a screen reader knows: the tree the
application exposes on the bus, the events it sends there (focus, what it
says: notifications shown or announcements), and the keys it can type (XTest,
through xdotool).  Each step prints one JSON line; ``proof`` checks the tree
against ``deal --json``, follows the focus with the arrow keys, makes a move
with an accessible action and hears its announcement; ``play`` plays a
winning line from ``solve --json`` with the keys alone, reading where each
card lies from the tree.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

RANKS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King"]
SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
FOUNDATIONS = "SHDC"  # the foundations' order on the table


def card_name(code: str) -> str:
    return f"{RANKS['A23456789TJQK'.index(code[0])]} of {SUITS[code[1]]}"


def report(**fields) -> None:
    print(json.dumps(fields), flush=True)


class Listener:
    """The focus events the application sends on the bus, and what it says.

    What the game says arrives as a notification shown (on Linux; Orca 43 speaks that, and has no
    listener for announcements) or as an ``object:announcement``; either is heard here.
    """

    def __init__(self) -> None:
        self.focused: list[str] = []
        self.announced: list[str] = []
        pyatspi.Registry.registerEventListener(self._focus, "object:state-changed:focused")
        pyatspi.Registry.registerEventListener(self._announcement, "object:announcement")
        pyatspi.Registry.registerEventListener(self._shown, "object:state-changed:showing")

    def _focus(self, event) -> None:
        if event.detail1 == 1:
            self.focused.append(event.source.name)

    def _announcement(self, event) -> None:
        self.announced.append(str(event.any_data))

    def _shown(self, event) -> None:
        if event.detail1 == 1 and event.source.getRole() == pyatspi.ROLE_NOTIFICATION:
            self.announced.append(event.source.name)

    @staticmethod
    def pump(seconds: float) -> None:
        context = GLib.MainContext.default()
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if not context.iteration(False):
                time.sleep(0.01)

    def wait_for(self, found, seconds: float = 5.0):
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.pump(0.05)
            value = found()
            if value:
                return value
        return None


def find_table(seconds: float = 30.0):
    """The application's card table: found by its name, as a screen reader's user would."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is None or "yukon" not in (app.name or "").lower():
                continue
            table = pyatspi.findDescendant(app, lambda node: node.name == "Card table", True)
            if table is not None:
                return table
        time.sleep(0.3)
    return None


def names(node) -> list[str]:
    node.clearCache()
    return [child.name for child in node]


def keys(*names_of_keys: str) -> None:
    subprocess.run(["xdotool", "key", "--delay", "40", *names_of_keys], check=True)


def focus_window() -> None:
    window = subprocess.run(["xdotool", "search", "--sync", "--name", "Yukon Solitaire"],
                            capture_output=True, text=True, check=True).stdout.split()[0]
    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True)


def act(node, name: str) -> bool:
    action = node.queryAction()
    for index in range(action.nActions):
        if action.getName(index) == name:
            return action.doAction(index)
    raise LookupError(f"{node.name} has no action {name!r}")


def proof(deal_path: str) -> int:
    deal = json.load(open(deal_path))
    listener = Listener()
    table = find_table()
    if table is None:
        report(step="table", ok=False, why="no application on the bus shows a 'Card table'")
        return 1
    piles = list(table)
    report(step="table", ok=True, children=len(piles), names=[pile.name for pile in piles],
           roles=[pile.getRoleName() for pile in piles])
    expected = [[card_name(c["card"]) if c["up"] else "face-down card" for c in column] for column in deal["columns"]]
    seen = [names(pile) for pile in piles[:7]]
    report(step="cards", ok=seen == expected, seen=seen, expected=expected)

    focus_window()
    listener.pump(0.5)
    listener.focused.clear()
    keys("Right", "Right", "Right")  # the first shows the frame on column 1, then columns 2 and 3
    last_of = [column[-1] for column in expected]
    got = listener.wait_for(lambda: listener.focused[-1] if listener.focused[-1:] == [last_of[2]] else None)
    report(step="focus", ok=got == last_of[2], heard=list(listener.focused), expected=last_of[2])
    listener.focused.clear()
    keys("Up")
    got = listener.wait_for(lambda: listener.focused[-1] if listener.focused else None)
    report(step="focus-up", ok=got == expected[2][-2], heard=list(listener.focused), expected=expected[2][-2])

    # a move by accessible actions alone: the Queen of hearts (and the Nine on it) onto the King of spades
    column6, column4 = piles[5], piles[3]
    queen = next(card for card in column6 if card.name == "Queen of hearts")
    listener.announced.clear()
    act(queen, "Pick up")
    act(column4[column4.childCount - 1], "Put down here")
    heard = listener.wait_for(lambda: listener.announced[-1] if listener.announced else None)
    after4, after6 = names(column4), names(column6)
    report(step="move", ok=after4[-2:] == ["Queen of hearts", "Nine of hearts"] and "Queen of hearts" not in after6,
           column4=after4, column6=after6, column6_name=column6.name, column4_name=column4.name)
    report(step="announcement", ok=bool(heard) and heard.startswith("Queen of hearts and 1 card"),
           heard=list(listener.announced))
    # a refused move: the reason, assertively
    listener.announced.clear()
    act(piles[0][0], "Send to its foundation")
    heard = listener.wait_for(lambda: listener.announced[-1] if listener.announced else None)
    report(step="refusal", ok=bool(heard) and "foundation" in heard, heard=list(listener.announced))
    return 0


def where(table, name: str) -> tuple[int, int]:
    """The pile (0-10) holding the card named ``name`` and how many cards lie on it."""
    for index, pile in enumerate(table):
        cards = names(pile)
        if name in cards:
            return index, len(cards) - 1 - cards.index(name)
    raise LookupError(name)


def play(solve_path: str) -> int:
    line = json.load(open(solve_path))["moves"]
    listener = Listener()
    table = find_table()
    if table is None:
        report(step="table", ok=False, why="no application on the bus shows a 'Card table'")
        return 1
    focus_window()
    listener.pump(0.5)
    keys("Right")  # show the frame
    listener.pump(0.3)
    started = time.monotonic()
    for number, move in enumerate(line, 1):
        name = card_name(move["card"])
        pile, depth = where(table, name)
        if pile < 7:
            frame = [str(pile + 1), "End"] + ["Up"] * depth
        else:
            frame = ["8"] + ["Down"] * (pile - 7)
        target = "8" if move["to"] == "F" else move["to"][1]
        listener.announced.clear()
        listener.focused.clear()
        keys(*frame)
        framed = listener.wait_for(lambda name=name: listener.focused[-1:] == [name], 3)
        keys("space", target, "space")
        heard = listener.wait_for(lambda name=name: [a for a in listener.announced if a.startswith(name)], 5)
        report(step="move", number=number, card=name, to=move["to"], framed=bool(framed),
               heard=heard[-1] if heard else None, ok=bool(heard))
        if not heard:
            return 1
    won = listener.wait_for(lambda: [a for a in listener.announced if a.startswith("You won")], 5)
    listener.announced.clear()
    keys("s")
    status = listener.wait_for(lambda: listener.announced[-1] if listener.announced else None, 3)
    report(step="won", ok=bool(won), heard=won, status=status, seconds=round(time.monotonic() - started, 1))
    return 0


if __name__ == "__main__":
    command, path = sys.argv[1], sys.argv[2]
    sys.exit(proof(path) if command == "proof" else play(path))
