"""The pictures of an installed deck's cards, kept on disk per deck file and size.

QtSvg takes up to some 30 ms to draw one card of a detailed deck (and a third
of a second to read the file), so a deck shown once at a size is shown again
from here: one small file per card, its pixels packed with zlib, read back in a
millisecond.  A deck's folder is named after its file's path, size and time
(a changed file gets a new one); it keeps the pictures of ``MAX_SIZES`` card
sizes at most, the least recently made going first.  Anything amiss with a
cached file (gone, damaged, unwritable folder) only means drawing the card again.
"""

from __future__ import annotations

import logging
import os
import struct
import threading
import zlib
from pathlib import Path

from PySide6.QtGui import QImage

from yukon_qt import paths

log = logging.getLogger(__name__)

MAGIC = b"YKD1"
HEADER = struct.Struct("<4sII")  # magic, width, height in device pixels
MAX_SIZES = 4  # card sizes kept per deck (a window's size, a 2x screen, the preview...)
SHAPE_FILE = "aspect"
CHECKED_FILE = "checked"  # the file holds every card: no need to unpack and scan it again
FORMAT = QImage.Format.Format_ARGB32_Premultiplied


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
        key = identity.encode("utf-8", "surrogateescape")  # zlib's checksums: hashlib costs 8 ms to import
        self.folder = cache_root() / f"{zlib.crc32(key):08x}{zlib.adler32(key):08x}"
        self._made: set[str] = set()  # size folders made or checked in this run

    def aspect(self) -> float | None:
        """The card shape kept when the file was last read whole: it is also the sign that the file
        was then found to be a good deck (the file has not changed since, or this is another folder)."""
        try:
            return float((self.folder / SHAPE_FILE).read_text(encoding="ascii"))
        except (OSError, ValueError):
            return None

    def checked(self) -> bool:
        """Whether the file was found whole (every card in it) in an earlier run, unchanged since."""
        return (self.folder / CHECKED_FILE).exists() or self.aspect() is not None

    def keep_checked(self) -> None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            self._write(self.folder / CHECKED_FILE, b"")
        except OSError as error:
            log.info("card pictures cannot be kept in %s: %s", self.folder, error)

    def keep_aspect(self, aspect: float) -> None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            self._write(self.folder / SHAPE_FILE, repr(aspect).encode("ascii"))
        except OSError as error:
            log.info("card pictures cannot be kept in %s: %s", self.folder, error)

    def picture(self, element: str, width: int, height: int) -> QImage | None:
        """The kept picture of ``element`` at ``width`` x ``height`` device pixels, or None."""
        try:
            data = (self.folder / f"{width}x{height}" / element).read_bytes()
            magic, stored_width, stored_height = HEADER.unpack_from(data)
            pixels = zlib.decompress(data[HEADER.size:])
        except (OSError, struct.error, zlib.error):
            return None
        if magic != MAGIC or (stored_width, stored_height) != (width, height) or len(pixels) != width * height * 4:
            return None
        return QImage(pixels, width, height, width * 4, FORMAT).copy()  # copy: the bytes go away

    def keep(self, element: str, image: QImage) -> None:
        width, height = image.width(), image.height()
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
            log.info("card pictures cannot be kept in %s: %s", folder, error)

    def _drop_old_sizes(self) -> None:
        import shutil  # only when a new size is made
        sizes = sorted((entry for entry in self.folder.iterdir() if entry.is_dir()),
                       key=lambda entry: entry.stat().st_mtime, reverse=True)
        for old in sizes[MAX_SIZES:]:
            shutil.rmtree(old, ignore_errors=True)

    @staticmethod
    def _write(path: Path, data: bytes) -> None:
        """Whole or not at all: another copy of the game, or the deck drawer, may be reading the same folder."""
        partial = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}")
        partial.write_bytes(data)
        os.replace(partial, path)
