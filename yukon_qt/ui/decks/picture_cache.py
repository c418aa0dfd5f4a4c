"""The pictures of an installed deck's cards, kept on disk per deck file and size.

QtSvg takes up to some 30 ms to draw one card of a detailed deck (and a third
of a second to read the file), so a deck shown once at a size is shown again
from here: one small file per card, its pixels packed with zlib, read back in a
millisecond.  A deck's folder is named after its file's path, size and time
(a changed file gets a new one); it keeps the pictures of ``MAX_SIZES`` card
sizes at most, the least recently made going first.  Anything amiss with a
cached file (gone, damaged, unwritable folder, a full disk) only means drawing
the card again; a cached file is read only when it is a regular file of the
size its picture can have (never a FIFO or a device), and only names made of
letters, digits and ``_`` (the SVG elements' ids) become file names.
"""

from __future__ import annotations

import logging
import os
import re
import struct
import time
import zlib
from pathlib import Path

from PySide6.QtGui import QImage

from yukon_qt import atomic, paths

log = logging.getLogger(__name__)

MAGIC = b"YKD1"
HEADER = struct.Struct("<4sII")  # magic, width, height in device pixels
MAX_SIZES = 4  # card sizes kept per deck (a window's size, a 2x screen, the preview...)
SHAPE_FILE = "aspect"
CHECKED_FILE = "checked"  # the file holds every card: no need to unpack and scan it again
FORMAT = QImage.Format.Format_ARGB32_Premultiplied
MAX_SMALL_FILE = 64  # the shape and check files hold a number or nothing
ELEMENT_NAME = re.compile(r"[A-Za-z0-9_]{1,40}")  # an SVG element's id, as a file name: no path in it
STALE_SECONDS = 600  # a half-written file older than this was left by a copy that was killed


def safe_element(element: str) -> bool:
    """Whether ``element`` can be a file name in a size folder (an id such as ``10_spade``, ``back``)."""
    return ELEMENT_NAME.fullmatch(element) is not None


def most_bytes(width: int, height: int) -> int:
    """The largest a kept picture of that size can be: the header and zlib's worst case for its pixels."""
    pixels = width * height * 4
    return HEADER.size + pixels + pixels // 100 + 64


def cache_root() -> Path:
    """``cache/decks`` in the folder ``YUKON_DATA_DIR`` names, else in the platform's cache folder."""
    if os.environ.get("YUKON_DATA_DIR"):
        return paths.data_dir() / "cache" / "decks"
    import platformdirs

    return Path(platformdirs.user_cache_dir(paths.APP_NAME, appauthor=False)) / "decks"


class PictureCache:
    def __init__(self, svg_file: Path) -> None:
        try:
            info = svg_file.stat()
            identity = f"{svg_file.resolve()}|{info.st_size}|{info.st_mtime_ns}"
        except OSError:
            identity = str(svg_file)
        # The picture format is in the name: another version's pictures are in folders of their own.
        # zlib's checksums: hashlib costs 8 ms to import.
        key = f"{MAGIC.decode('ascii')}|{identity}".encode("utf-8", "surrogateescape")
        self.folder = cache_root() / f"{zlib.crc32(key):08x}{zlib.adler32(key):08x}"
        self._made: set[str] = set()  # size folders made or checked in this run
        self._swept: set[str] = set()  # size folders rid of half-written files in this run

    def aspect(self) -> float | None:
        """The card shape kept when the file was last read whole: it is also the sign that the file
        was then found to be a good deck (the file has not changed since, or this is another folder)."""
        try:
            return float(atomic.read_bytes_limited(self.folder / SHAPE_FILE, MAX_SMALL_FILE).decode("ascii"))
        except (OSError, ValueError):
            return None

    def checked(self) -> bool:
        """Whether the file was found whole (every card in it) in an earlier run, unchanged since."""
        return (self.folder / CHECKED_FILE).is_file() or self.aspect() is not None

    def keep_checked(self) -> None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            self._write(self.folder / CHECKED_FILE, b"")
        except OSError as error:
            _not_kept(self.folder, error)

    def keep_aspect(self, aspect: float) -> None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            self._write(self.folder / SHAPE_FILE, repr(aspect).encode("ascii"))
        except OSError as error:
            _not_kept(self.folder, error)

    def picture(self, element: str, width: int, height: int) -> QImage | None:
        """The kept picture of ``element`` at ``width`` x ``height`` device pixels, or None."""
        if not safe_element(element) or width <= 0 or height <= 0:
            return None
        folder = self.folder / f"{width}x{height}"
        if folder.name not in self._swept:
            self._swept.add(folder.name)
            self._drop_stale_parts(folder)
        try:
            data = atomic.read_bytes_limited(folder / element, most_bytes(width, height))
            magic, stored_width, stored_height = HEADER.unpack_from(data)
            unpacker = zlib.decompressobj()
            pixels = unpacker.decompress(data[HEADER.size:], width * height * 4 + 1)  # never more than it can be
        except (OSError, struct.error, zlib.error):
            return None
        if magic != MAGIC or (stored_width, stored_height) != (width, height) or len(pixels) != width * height * 4:
            return None
        return QImage(pixels, width, height, width * 4, FORMAT).copy()  # copy: the bytes go away

    def keep(self, element: str, image: QImage) -> None:
        width, height = image.width(), image.height()
        if not safe_element(element):
            raise ValueError(f"not an element id: {element!r}")
        folder = self.folder / f"{width}x{height}"
        try:
            if folder.name not in self._made:
                folder.mkdir(parents=True, exist_ok=True)
                os.utime(folder)  # the most recently used size
                self._made.add(folder.name)
                self._drop_old_sizes()
            image = image.convertToFormat(FORMAT)
            pixels = bytes(image.constBits())[: width * height * 4] if image.bytesPerLine() == width * 4 else b""
            if pixels:
                self._write(folder / element, HEADER.pack(MAGIC, width, height) + zlib.compress(pixels, 1))
        except OSError as error:
            _not_kept(folder, error)

    def _drop_old_sizes(self) -> None:
        import shutil  # only when a new size is made
        sizes = sorted((entry for entry in self.folder.iterdir() if entry.is_dir()),
                       key=lambda entry: entry.stat().st_mtime, reverse=True)
        for old in sizes[MAX_SIZES:]:
            shutil.rmtree(old, ignore_errors=True)

    @staticmethod
    def _drop_stale_parts(folder: Path) -> None:
        """Half-written files left by a copy of the game that was killed while writing them."""
        stale = time.time() - STALE_SECONDS
        try:
            entries = list(folder.iterdir())
        except OSError:
            return
        for entry in entries:
            try:
                if entry.name.startswith(".") and entry.lstat().st_mtime < stale:
                    entry.unlink()
            except OSError:
                pass

    @staticmethod
    def _write(path: Path, data: bytes) -> None:
        """Whole or not at all: another copy of the game, or the deck drawer, may be reading the same folder;
        a write the disk refuses leaves nothing behind."""
        atomic.write_whole(path, data)


def _not_kept(folder: Path, error: OSError) -> None:
    """Logged as text: a handler that keeps the record (a log not yet open) would otherwise keep the error's
    traceback, and with its frames the deck's parsed file, alive."""
    log.info("card pictures cannot be kept in %s: %s", folder, str(error))
