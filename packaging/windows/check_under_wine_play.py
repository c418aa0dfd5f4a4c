"""The installed game under Wine, used as a player would: check_under_wine.py's second half.

Each method is one step of the check and raises StepFailed with what went wrong. The game is
driven through the X server: xdotool finds its window by name (Wine without a window manager draws
no title bars: WINE GAP 7), gives it the keyboard and types; ImageMagick's import takes pictures.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from check_under_wine import (
    APP_ID,
    DEAL,
    DOWNLOADS,
    EXE,
    LANGUAGE_NAMES,
    LONG,
    OTHER_DEAL,
    ROOT,
    SHORT,
    Background,
    StepFailed,
    say,
    tail,
    wine_trouble,
    winpath,
)

UNINSTALL_KEY = rf"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\{APP_ID}"
MAIN_TITLE = "^Yukon Solitaire$"


def keys_for_line(code: str) -> list[list[str]]:
    """The solver's winning line for ``code`` (the Linux game's ``solve --json``), each move as the keys
    that play it: the source column's number (or 8 and Down to the foundation), Up to the moved card,
    Space; the destination's number (8: the card's own foundation), Space."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run([sys.executable, "-m", "yukon_qt", "solve", code, "--json"], capture_output=True,
                            text=True, env=env, cwd=ROOT, timeout=300)
    if result.returncode != 0:
        raise StepFailed(f"the Linux solver (python -m yukon_qt solve {code}) failed: {tail(result.stderr)}")
    solved = json.loads(result.stdout)
    if solved["result"] != "solvable":
        raise StepFailed(f"the solver finds no winning line for {code}: {solved['result']}")
    sys.path.insert(0, str(ROOT))
    from yukon_qt.engine import Card, Game, GameCode, Pile, Refusal  # the checkout's engine: plain Python

    game = Game(GameCode.parse(code))
    moves = []
    for record in solved["moves"]:
        card = Card.parse(record["card"])
        source, position = game.locate(card)
        keys = []
        if source.is_foundation:
            keys += ["8"] + ["Down"] * source.index
        else:
            keys += [str(source.index + 1)] + ["Up"] * (len(game.cards_of(source)) - 1 - position)
        keys.append("space")
        destination = Pile.foundation(card.suit) if record["to"] == "F" else Pile.column(int(record["to"][1:]) - 1)
        keys += ["8" if destination.is_foundation else str(destination.index + 1), "space"]
        outcome = game.play(game.move_from(card, destination))
        if isinstance(outcome, Refusal):
            raise StepFailed(f"the solver's move {record} is refused by the engine: {outcome}")
        moves.append(keys)
    if not game.won:
        raise StepFailed(f"the solver's line for {code} does not win in the engine")
    return moves


def translation(language: str, context: str, source: str) -> str:
    """The translation of ``source`` in ``context`` from translations/yukon_qt_LANG.ts."""
    tree = ElementTree.parse(ROOT / "translations" / f"yukon_qt_{language}.ts")
    for element in tree.getroot().iter("context"):
        if element.findtext("name") == context:
            for message in element.iter("message"):
                if message.findtext("source") == source:
                    return message.findtext("translation") or source
    raise StepFailed(f"translations/yukon_qt_{language}.ts has no {source!r} in {context}")


class Player:
    def __init__(self, check) -> None:
        self.check = check
        self.prefix: Path = check.player_prefix
        self.logs: Path = check.logs
        self.game: Background | None = None
        self.count = 0

    # ------------------------------------------------------------------ places in the prefix
    @property
    def user(self) -> Path:
        users = [path for path in (self.prefix / "drive_c" / "users").iterdir() if path.name != "Public"]
        if len(users) != 1:
            raise StepFailed(f"the prefix has users {[p.name for p in users]}, not one")
        return users[0]

    @property
    def app_dir(self) -> Path:  # %LOCALAPPDATA%\Programs\Yukon Solitaire
        return self.user / "AppData" / "Local" / "Programs" / "Yukon Solitaire"

    @property
    def data_dir(self) -> Path:  # platformdirs' user_data_dir on Windows: %LOCALAPPDATA%\yukon-solitaire
        return self.user / "AppData" / "Local" / "yukon-solitaire"

    @property
    def start_menu(self) -> Path:
        programs = self.user / "AppData" / "Roaming" / "Microsoft" / "Windows" / "Start Menu" / "Programs"
        return programs / "Yukon Solitaire"

    def wine(self, args: list[str], what: str, limit: int = SHORT, **kwargs) -> str:
        return self.check.wine(self.prefix, args, what, limit, **kwargs)

    # ------------------------------------------------------------------ X
    def xdotool(self, *args: str, check: bool = True) -> str:
        result = subprocess.run(["timeout", "30", "xdotool", *args], capture_output=True, text=True,
                                env={**os.environ, "DISPLAY": self.check.display})
        if check and result.returncode != 0:
            raise StepFailed(f"xdotool {' '.join(args)}: {result.stderr.strip() or result.returncode}")
        return result.stdout

    def windows(self, title: str) -> list[str]:
        return self.xdotool("search", "--onlyvisible", "--name", title, check=False).split()

    def wait_window(self, title: str, what: str, seconds: float = 60, game: Background | None = None) -> str:
        game = game or self.game
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            found = self.windows(title)
            if found:
                return found[-1]
            if game is not None and not game.running():
                raise StepFailed(f"{what}: the game ended (status {game.process.returncode}) before its window "
                                 f"showed. {wine_trouble(game.output())}\n{tail(game.output())}")
            time.sleep(0.25)
        output = game.output() if game else ""
        raise StepFailed(f"{what}: no window named {title!r} after {seconds:.0f} s. "
                         f"{wine_trouble(output)}\n{tail(output)}")

    def geometry(self, window: str) -> tuple[int, int, int, int]:
        text = subprocess.run(["xwininfo", "-id", window], capture_output=True, text=True,
                              env={**os.environ, "DISPLAY": self.check.display}).stdout
        value = {key: int(re.search(rf"{key}:\s+(-?\d+)", text)[1])
                 for key in ("Absolute upper-left X", "Absolute upper-left Y", "Width", "Height")}
        return (value["Absolute upper-left X"], value["Absolute upper-left Y"], value["Width"], value["Height"])

    def shot(self, window: str, path: Path) -> Path:
        """The window's place on the screen, with whatever lies over it (a dialog)."""
        x, y, width, height = self.geometry(window)
        path.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["import", "-display", self.check.display, "-window", "root", "-crop",
                        f"{width}x{height}+{x}+{y}", "+repage", str(path)], check=True, timeout=60)
        return path

    @staticmethod
    def ink(shot: Path, rows: range) -> tuple[int, list[int]]:
        """The picture's width, and the columns where the rows ``rows`` differ clearly from their background."""
        width = int(subprocess.run(["identify", "-format", "%w", str(shot)], capture_output=True, text=True,
                                   check=True).stdout)
        data = subprocess.run(["convert", str(shot), "-crop", f"{width}x{len(rows)}+0+{rows.start}", "+repage",
                               "-depth", "8", "rgb:-"], capture_output=True, check=True, timeout=60).stdout
        columns = set()
        for number in range(len(rows)):
            row = data[number * width * 3:(number + 1) * width * 3]
            pixels = [row[i:i + 3] for i in range(0, len(row), 3)]
            background = max(set(pixels), key=pixels.count)
            columns.update(x for x, pixel in enumerate(pixels)
                           if sum(abs(a - b) for a, b in zip(pixel, background, strict=True)) > 150)
        return width, sorted(columns)

    def focus(self, window: str) -> None:
        # No window manager gives the window the keyboard: take it, as make_screenshots.sh does.
        self.xdotool("windowfocus", "--sync", window)
        time.sleep(0.3)

    def keys(self, window: str, *keys: str, delay: int = 40) -> None:
        self.focus(window)
        self.xdotool("key", "--delay", str(delay), *keys)

    # ------------------------------------------------------------------ the game
    def start(self, *args: str, language: str | None = None, name: str = "game") -> Background:
        self.count += 1
        env = {"LANG": LANGUAGE_NAMES[language]} if language else None
        game = Background(self.check, self.prefix, [winpath(self.app_dir / EXE), *args],
                          self.logs / f"{self.count:02d}-{name}.log", env=env)
        self.check.games.append(game)
        return game

    def close(self, game: Background, window: str, what: str) -> None:
        """Close the game as a player does on Windows: Alt+F4 on its window (the game saves and quits)."""
        self.keys(window, "alt+F4")
        if game.wait(60) is None:
            raise StepFailed(f"{what}: the game did not end within 60 s of Alt+F4")

    def kill(self, game: Background, window: str) -> None:
        """End the game at once, as Task Manager's End task or ``taskkill /F`` does (Wine 8.0's taskkill
        finds no process by image name, so the Windows process's own Linux process is killed)."""
        pid = int(self.xdotool("getwindowpid", window).strip())
        command = Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
        if EXE not in command:
            raise StepFailed(f"the window's process {pid} is not the game: {command!r}")
        os.kill(pid, 9)
        if game.wait(30) is None:
            raise StepFailed(f"the game still runs 30 s after its process {pid} was killed")

    def saved_game(self, slot: int = 1) -> dict | None:
        path = self.data_dir / ("saved-game.json" if slot == 1 else f"saved-game-{slot}.json")
        try:
            return json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None

    def moves_saved(self) -> int | None:
        """The move count of the saved game (slot 1)."""
        return (self.saved_game() or {}).get("game", {}).get("moves")

    def stats(self) -> list[tuple]:
        """Every row of the statistics' games table (read from a copy: the game may hold the file)."""
        source = self.data_dir / "statistics.sqlite3"
        if not source.exists():
            return []
        with tempfile.TemporaryDirectory() as folder:
            for suffix in ("", "-wal"):
                if Path(f"{source}{suffix}").exists():
                    shutil.copy(f"{source}{suffix}", Path(folder) / f"statistics.sqlite3{suffix}")
            connection = sqlite3.connect(Path(folder) / "statistics.sqlite3")
            try:
                return connection.execute("SELECT code, result, moves, score FROM games ORDER BY id").fetchall()
            finally:
                connection.close()

    def wait_for(self, test, seconds: float, what: str, game: Background | None = None):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            value = test()
            if value:
                return value
            if game is not None and not game.running():
                raise StepFailed(f"{what}: the game ended (status {game.process.returncode}). "
                                 f"{wine_trouble(game.output())}\n{tail(game.output())}")
            time.sleep(0.5)
        raise StepFailed(f"{what}: not seen within {seconds:.0f} s")

    # ------------------------------------------------------------------ steps
    def install(self) -> None:
        setup = self.check.setup
        self.wine([winpath(setup), "/VERYSILENT", "/SUPPRESSMSGBOXES", f"/LOG={winpath(self.logs / 'setup.log')}"],
                  "the setup", limit=LONG)
        subprocess.run(["timeout", "120", "wineserver", "-w"], env=self.check.wine_env(self.prefix))
        if not (self.app_dir / EXE).is_file():
            raise StepFailed(f"no {EXE} in {self.app_dir} after the silent install (log: {self.logs / 'setup.log'})")
        size = sum(path.stat().st_size for path in self.app_dir.rglob("*") if path.is_file())
        say(f"  installed: {self.app_dir} ({size / 1e6:.0f} MB)")

    def check_files(self) -> None:
        app = self.app_dir
        for name in ("LICENSE", "THIRD-PARTY-NOTICES.txt"):
            if not (app / name).is_file():
                raise StepFailed(f"no {name} in the install folder {app}")
        if "GNU GENERAL PUBLIC LICENSE" not in (app / "LICENSE").read_text(errors="replace"):
            raise StepFailed("the installed LICENSE is not the GPL")
        notice = (app / "THIRD-PARTY-NOTICES.txt").read_text(errors="replace")
        for library in ("Qt6Core.dll", "python313.dll"):
            if library not in notice:
                raise StepFailed(f"THIRD-PARTY-NOTICES.txt does not name {library}")
        links = sorted(path.name for path in self.start_menu.glob("*.lnk")) if self.start_menu.is_dir() else []
        wanted = ["Uninstall Yukon Solitaire.lnk", "Yukon Solitaire.lnk"]
        if links != wanted:
            raise StepFailed(f"Start menu folder {self.start_menu} holds {links}, not {wanted}")
        entry = self.wine(["reg", "query", UNINSTALL_KEY], "reg query of the uninstall entry", check=False)
        for value in ("DisplayName", "UninstallString", "DisplayVersion"):
            if value not in entry:
                raise StepFailed(f"the uninstall entry {UNINSTALL_KEY} has no {value}:\n{tail(entry)}")
        if "Yukon Solitaire" not in entry or self.check.version not in entry:
            raise StepFailed(f"the uninstall entry does not name Yukon Solitaire {self.check.version}:\n{tail(entry)}")
        # The version resource, read with pefile (a pure-Python wheel PyInstaller brought along).
        sys.path.insert(0, str(next((DOWNLOADS / "wheels").glob("pefile-*.whl"))))
        import pefile

        pe = pefile.PE(str(app / EXE), fast_load=False)
        strings = {}
        for info in getattr(pe, "FileInfo", []):
            for entry_ in info:
                for table in getattr(entry_, "StringTable", []):
                    strings.update({k.decode(): v.decode() for k, v in table.entries.items()})
        fixed = pe.VS_FIXEDFILEINFO[0]
        numbers = ".".join(str(part) for part in (fixed.FileVersionMS >> 16, fixed.FileVersionMS & 0xFFFF,
                                                   fixed.FileVersionLS >> 16, fixed.FileVersionLS & 0xFFFF))
        if strings.get("ProductVersion") != self.check.version or numbers != self.check.file_version:
            raise StepFailed(f"{EXE}'s version resource says {strings.get('ProductVersion')!r} / {numbers}, "
                             f"not {self.check.version} / {self.check.file_version}")
        say(f"  {EXE}: ProductVersion {strings['ProductVersion']}, FileVersion {numbers}, "
            f"{strings.get('FileDescription')!r}; Start menu: {', '.join(links)}")

    def check_version(self) -> None:
        output = self.wine([winpath(self.app_dir / EXE), "--version"], f"{EXE} --version")
        found = re.search(r"yukon-solitaire (\S+) \(solver: (\w+)\)", output)
        if not found or found[1] != self.check.version:
            raise StepFailed(f"{EXE} --version printed {tail(output, 3)!r}, not yukon-solitaire {self.check.version}")
        say(f"  {found[0]}")

    def check_window(self) -> None:
        self.game = self.start("--code", DEAL, name="window")
        self.window = self.wait_window(MAIN_TITLE, "the game window", seconds=90)
        # The deal on the table is the one asked for: its row in the statistics is there from the start.
        self.wait_for(lambda: any(row[0] == DEAL for row in self.stats()), 30,
                      f"a statistics row for {DEAL}", self.game)
        time.sleep(1.5)
        self.shot(self.window, self.logs / "window.png")
        x, y, width, height = self.geometry(self.window)
        say(f"  window {width}x{height} on {DEAL}; statistics: {self.stats()}")

    def win_by_keyboard(self) -> None:
        line = keys_for_line(DEAL)
        window = self.window
        self.focus(window)  # once: nothing else takes the keyboard on this display
        for number, keys in enumerate(line, 1):
            self.xdotool("key", "--delay", "25", *keys)
            if number % 15 == 0 or number == len(line) - 1:  # the game keeps up: its saved game counts the moves
                self.wait_for(lambda number=number: self.moves_saved() == number, 20,
                              f"move {number} of {len(line)} ({' '.join(keys)}) in the saved game", self.game)
        won = self.wait_for(lambda: [row for row in self.stats() if row[0] == DEAL and row[1] == "won"], 30,
                            f"the win of {DEAL} in the statistics after {len(line)} moves", self.game)
        time.sleep(2)
        self.shot(window, self.logs / "won.png")
        self.close(self.game, window, "closing the won game")
        rows = [row for row in self.stats() if row[0] == DEAL]
        if [row[1] for row in rows] != ["won"]:
            raise StepFailed(f"after closing, the statistics hold {rows} for {DEAL}")
        say(f"  {len(line)} moves by keys; statistics.sqlite3 (in {self.data_dir}): {won[0]}")

    def kill_and_resume(self) -> None:
        self.game = self.start("--code", OTHER_DEAL, name="to-kill")
        window = self.wait_window(MAIN_TITLE, "the game window")
        self.wait_for(lambda: any(row[0] == OTHER_DEAL for row in self.stats()), 30, f"{OTHER_DEAL} started")
        line = keys_for_line(OTHER_DEAL)[:3]
        for keys in line:
            self.keys(window, *keys)
            time.sleep(0.4)
        saved = self.wait_for(lambda: self.moves_saved() == 3 and self.saved_game(),
                              20, "three moves in the saved game", self.game)
        self.kill(self.game, window)
        self.game = self.start(name="resumed")
        window = self.wait_window(MAIN_TITLE, "the game started again after the kill")
        time.sleep(1)
        self.shot(window, self.logs / "resumed.png")
        # Go on: a fourth move is played on the resumed position, and saved on top of the three.
        self.keys(window, *keys_for_line(OTHER_DEAL)[3])
        resumed = self.wait_for(lambda: self.moves_saved() == 4 and self.saved_game(),
                                20, f"the fourth move of {OTHER_DEAL} after the restart (was the game resumed?)",
                                self.game)
        if resumed["game"]["code"] != OTHER_DEAL:
            raise StepFailed(f"the game after the kill is {resumed['game']['code']}, not {OTHER_DEAL}")
        say(f"  {OTHER_DEAL} killed after 3 moves (saved: {saved['game']['code']}), resumed, 4th move saved")

    def second_copy(self) -> None:
        first = self.game
        main = self.windows(MAIN_TITLE)
        second = self.start(name="second-copy")
        deadline = time.monotonic() + 60
        new = []
        while time.monotonic() < deadline and not new:
            new = [window for window in self.windows("Yukon Solitaire") if window not in main]
            if not second.running():
                raise StepFailed(f"the second copy ended (status {second.process.returncode}) without a word. "
                                 f"{wine_trouble(second.output())}\n{tail(second.output())}")
            time.sleep(0.25)
        if not new:
            raise StepFailed("the second copy showed no window within 60 s")
        time.sleep(1.5)
        question = new[-1]
        _, _, width, height = self.geometry(question)
        _, _, main_width, main_height = self.geometry(main[-1])
        self.shot(question, self.logs / "second-copy.png")
        if width * height * 2 > main_width * main_height:
            raise StepFailed(f"the second copy opened a {width}x{height} window, not the question "
                             "(\"Your game is already open in another Yukon Solitaire window\")")
        self.keys(question, "Escape")  # "Close": the second copy opens nothing
        if second.wait(30) is None:
            raise StepFailed("the second copy still runs 30 s after Close was chosen in its question")
        if not first.running():
            raise StepFailed("the first copy ended with the second")
        say(f"  the second copy asked ({width}x{height} question over the {main_width}x{main_height} window), "
            f"closed with status {second.process.returncode}")
        self.close(first, main[-1], "closing the first copy")

    def language(self, language: str) -> None:
        game = self.start(language=language, name=f"lang-{language}")
        window = self.wait_window(MAIN_TITLE, f"the game window in {language}", game=game)
        time.sleep(1.5)
        shot = self.shot(window, self.logs / f"menus-{language}.png")
        statistics = translation(language, "StatisticsDialog", "Statistics")
        self.keys(window, "F4")
        dialog = self.wait_window(re.escape(statistics), f"the Statistics window titled {statistics!r}", seconds=30,
                                  game=game)
        time.sleep(1)
        self.shot(window, self.logs / f"statistics-{language}.png")
        self.keys(dialog, "Escape")
        # Where the menu bar's words are (its top 16 rows): at the left in Turkish, at the right in Arabic.
        width, ink = self.ink(shot, range(2, 16))
        if not ink:
            raise StepFailed(f"no menu bar words at the top of the window ({shot})")
        right_to_left = min(ink) > width / 2
        if right_to_left != (language == "ar"):
            raise StepFailed(f"the menu bar's words lie from x={min(ink)} to {max(ink)} of {width}: "
                             f"{'right to left' if right_to_left else 'left to right'} in {language} ({shot})")
        self.close(game, window, f"closing the game in {language}")
        say(f"  Statistics window titled {statistics!r}; menu bar words at x {min(ink)}..{max(ink)} of {width} "
            f"({'right to left' if right_to_left else 'left to right'}); {shot.name}")

    def screenshots(self, folder: Path) -> None:
        game = self.start(name="screenshots")
        window = self.wait_window(MAIN_TITLE, "the game window for the screenshots", game=game)
        time.sleep(2)
        shots = [self.shot(window, folder / "table.png")]
        for keys, title, name in (("ctrl+n", "^New game", "new-game"), ("ctrl+comma", "^Preferences", "preferences"),
                                  ("F4", "^Statistics", "statistics")):
            self.keys(window, keys)
            dialog = self.wait_window(title, f"the {name} window", seconds=30, game=game)
            time.sleep(1.5)
            shots.append(self.shot(window, folder / f"{name}.png"))
            self.keys(dialog, "Escape")
            time.sleep(0.8)
        self.close(game, window, "closing the game after the screenshots")
        say("  " + ", ".join(f"{path.relative_to(ROOT)} ({path.stat().st_size // 1024} KB)" for path in shots))

    def uninstall(self) -> None:
        kept = {name: (self.data_dir / name).exists() for name in ("statistics.sqlite3", "saved-game.json")}
        if not all(kept.values()):
            raise StepFailed(f"before the uninstall the player's files are missing: {kept}")
        uninstaller = self.app_dir / "unins000.exe"
        if not uninstaller.exists():
            raise StepFailed(f"no uninstaller {uninstaller}")
        self.wine([winpath(uninstaller), "/VERYSILENT", "/SUPPRESSMSGBOXES"], "the uninstaller", limit=LONG)
        # The uninstaller runs on from a copy of itself in the temporary folder: wait for every program.
        subprocess.run(["timeout", "120", "wineserver", "-w"], env=self.check.wine_env(self.prefix))
        if self.app_dir.exists():
            left = [str(path.relative_to(self.app_dir)) for path in self.app_dir.rglob("*")]
            raise StepFailed(f"the program folder {self.app_dir} is still there after the uninstall: {left[:10]}")
        if self.start_menu.exists():
            raise StepFailed(f"the Start menu folder {self.start_menu} is still there after the uninstall")
        entry = self.wine(["reg", "query", UNINSTALL_KEY], "reg query after the uninstall", check=False)
        if "DisplayName" in entry:
            raise StepFailed(f"the uninstall entry {UNINSTALL_KEY} is still there")
        missing = [name for name in kept if not (self.data_dir / name).exists()]
        if missing:
            raise StepFailed(f"the uninstall removed the player's {missing} from {self.data_dir}")
        if not any(row[1] == "won" for row in self.stats()):
            raise StepFailed("the statistics kept after the uninstall lost the win")
        say(f"  program folder, Start menu and uninstall entry gone; kept in {self.data_dir.name}: "
            f"{', '.join(sorted(p.name for p in self.data_dir.iterdir()))}")
