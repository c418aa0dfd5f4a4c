"""Card decks installed on the system or in the player's data folder, in the KDE card-deck format.

A deck is a folder with an ``index.desktop`` (its ``Name``, translated as
``Name[de]`` and so on, and the ``SVG`` file's name) and that SVG or SVGZ file.
The folders looked in: ``carddecks/`` in each XDG data folder (``/usr/share/carddecks``
where Debian's ``kdegames-card-data-kf5`` puts them) and ``decks/`` in the game's
data folder.  Their names are stable: ``kde:<folder>`` and ``user:<folder>``.

A deck is taken only when its file is a regular file of at most
``MAX_SVG_BYTES`` (``MAX_SVG_TEXT_BYTES`` unpacked) that holds all 53 elements;
any other is left out with one line in the log.  Nothing here runs at start-up
but ``find_installed`` for the chosen deck.
"""

from __future__ import annotations

import logging
import os
import re
import zlib
from pathlib import Path

from yukon_qt import atomic, paths
from yukon_qt.ui.decks.picture_cache import PictureCache
from yukon_qt.ui.decks.svg_deck import ELEMENT_IDS, SvgDeck

log = logging.getLogger(__name__)

SYSTEM_PREFIX = "kde:"
USER_PREFIX = "user:"
USER_FOLDER = "decks"
DESKTOP_FILE = "index.desktop"
MAX_DESKTOP_BYTES = 256 * 1024  # the KDE decks' files are about 6 KB
MAX_SVG_BYTES = 32 * 1024 * 1024  # the largest KDE deck is 3 MB packed
MAX_SVG_TEXT_BYTES = 96 * 1024 * 1024  # and about 30 MB unpacked
_ID = re.compile(rb"""\sid\s*=\s*["']([^"']{1,40})["']""")

_decks: dict[tuple[str, str], SvgDeck] = {}  # each deck made once: it keeps its renderer
_checked: dict[tuple[str, int, float], str | None] = {}  # a file's (path, size, time): why it is unusable
_reported: set[str] = set()  # the deck folders already said in the log to be left out


def system_folders() -> list[Path]:
    """Every ``carddecks`` folder of the XDG data folders, in their order of precedence."""
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    dirs = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    folders: list[Path] = []
    for entry in [home, *dirs.split(os.pathsep)]:
        if entry and Path(entry) / "carddecks" not in folders:
            folders.append(Path(entry) / "carddecks")
    return folders


def user_folder() -> Path:
    return paths.data_dir() / USER_FOLDER


def read_desktop(path: Path) -> tuple[dict[str, str], str] | None:
    """The names (``""`` for the plain one, ``"de"`` for ``Name[de]``) and the SVG file's name
    of an ``index.desktop``, or None when it has neither."""
    try:
        text = atomic.read_bytes_limited(path, MAX_DESKTOP_BYTES).decode("utf-8", errors="replace")
    except OSError:
        return None
    names: dict[str, str] = {}
    svg = ""
    group = None
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("["):
            if group is not None:
                break  # only the first group describes the deck
            group = line
            continue
        key, sep, value = line.partition("=")
        if not sep or line.startswith("#"):
            continue
        key, value = key.strip(), value.strip()
        match = re.fullmatch(r"Name(?:\[([A-Za-z_@.-]{1,20})\])?", key)
        if match:
            names[match.group(1) or ""] = value[:200]
        elif key == "SVG":
            svg = value
    if not names.get("") or not svg:
        return None
    return names, svg


def read_svg_bytes(path: Path) -> bytes | None:
    """The SVG text of ``path`` (unpacked when it is SVGZ), or None when it is no regular
    file, too large, unreadable or badly packed."""
    try:
        data = atomic.read_bytes_limited(path, MAX_SVG_BYTES)
    except OSError:
        return None
    if data[:2] == b"\x1f\x8b":
        unpacker = zlib.decompressobj(16 + zlib.MAX_WBITS)
        try:
            data = unpacker.decompress(data, MAX_SVG_TEXT_BYTES)
        except zlib.error:
            return None
        if unpacker.unconsumed_tail:
            return None  # larger than any deck unpacked
    return data


def _problem(svg_file: Path) -> str | None:
    """Why the SVG file cannot be a deck, or None when it holds every card and the back."""
    try:
        info = svg_file.stat()
    except OSError as error:
        return f"cannot read {svg_file.name}: {error.strerror or error}"
    key = (str(svg_file), info.st_size, info.st_mtime)
    pictures = PictureCache(svg_file)
    if key not in _checked and pictures.checked():
        _checked[key] = None  # found whole in an earlier run, unchanged since: no need to unpack it again
    if key not in _checked:
        data = read_svg_bytes(svg_file)
        if data is None:
            problem: str | None = f"{svg_file.name} is no readable SVG file of at most {MAX_SVG_BYTES // 2**20} MB"
        elif b"<svg" not in data[:65536]:
            problem = f"{svg_file.name} is not an SVG file"
        else:
            found = {match.decode("ascii", "replace") for match in _ID.findall(data)}
            missing = [element for element in ELEMENT_IDS if element not in found]
            problem = f"{len(missing)} cards missing, such as {', '.join(missing[:3])}" if missing else None
            if problem is None:
                pictures.keep_checked()
        _checked[key] = problem
    return _checked[key]


def _deck_in(folder: Path, name: str) -> SvgDeck | None:
    """The deck in ``folder`` under ``name``, or None (with a line in the log, once) when it is broken."""
    desktop = read_desktop(folder / DESKTOP_FILE)
    if desktop is None:
        problem: str | None = f"no usable {DESKTOP_FILE} (a Name and an SVG file)"
        svg_file = None
    else:
        names, svg = desktop
        svg_file = folder / svg
        problem = "its SVG file is outside its folder" if Path(svg).name != svg else _problem(svg_file)
    if problem is not None or svg_file is None:
        if str(folder) not in _reported:
            _reported.add(str(folder))
            log.warning("card deck %s in %s left out: %s", name, folder, problem)
        return None
    key = (name, str(folder))
    deck = _decks.get(key)
    if deck is None or deck.svg_file != svg_file:
        deck = _decks[key] = SvgDeck(name, folder, svg_file, names)
    return None if deck.broken else deck


def _places() -> list[tuple[str, Path]]:
    return [(SYSTEM_PREFIX, folder) for folder in system_folders()] + [(USER_PREFIX, user_folder())]


def installed_decks() -> list[SvgDeck]:
    """Every usable installed deck, sorted by title; a folder name met twice counts once (the first)."""
    decks: dict[str, SvgDeck] = {}
    for prefix, place in _places():
        try:
            folders = sorted(entry for entry in place.iterdir() if entry.is_dir())
        except OSError:
            continue
        for folder in folders:
            name = prefix + folder.name
            if name not in decks and deck_folder_name(name) is not None and (folder / DESKTOP_FILE).is_file():
                deck = _deck_in(folder, name)
                if deck is not None:
                    decks[name] = deck
    return sorted(decks.values(), key=lambda deck: (deck.title().casefold(), deck.name))


def deck_folder_name(name: str) -> str | None:
    """The folder name in an installed deck's ``name`` (``kde:<folder>``, ``user:<folder>``), or None when
    ``name`` is none: a name that would lead out of the deck folders (a separator, ``..``) is none."""
    for prefix in (SYSTEM_PREFIX, USER_PREFIX):
        if name.startswith(prefix):
            folder_name = name[len(prefix):]
            if (not folder_name or folder_name in (".", "..") or not folder_name.isprintable()
                    or any(mark in folder_name for mark in ("/", "\\", ":", "\0"))):
                return None
            return folder_name
    return None


def find_installed(name: str) -> SvgDeck | None:
    """The installed deck called ``name``, looking only in its own folder, or None."""
    folder_name = deck_folder_name(name)
    if folder_name is None:
        return None
    for prefix, place in _places():
        if name.startswith(prefix):
            folder = place / folder_name
            if (folder / DESKTOP_FILE).is_file():
                return _deck_in(folder, name)
    return None
