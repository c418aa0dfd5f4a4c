"""Safe file writing: a file is either the old one or the complete new one, never half."""

from __future__ import annotations

import os
import stat
import tempfile
import time
from pathlib import Path


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` through a temporary file in the same folder.

    The temporary file is flushed to disk and then renamed over ``path``, so a
    crash or power cut leaves the old file or the new one, never a mix.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except FileNotFoundError:
            pass
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (not on Windows)."""
    if os.name != "posix":
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def set_aside(path: Path) -> Path:
    """Rename a damaged file to ``<name>.damaged-<YYYYmmdd-HHMMSS>`` and return the new path.

    The file is never deleted, so a player (or a bug report) can still look at it.
    When that name is taken (two damaged files in one second), ``-2``, ``-3`` ... is added.
    """
    target = aside_name(Path(path))
    os.replace(path, target)
    return target


def aside_name(path: Path) -> Path:
    """A free name ``<name>.damaged-<YYYYmmdd-HHMMSS>[-N]`` next to ``path``, for a file set or copied aside."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    counter = 2
    while target.exists():
        target = path.with_name(f"{path.name}.damaged-{stamp}-{counter}")
        counter += 1
    return target


class NotARegularFile(OSError):
    """The path names a folder, a FIFO, a device or a socket: the app reads only regular files."""


class FileTooLarge(OSError):
    """The file is far larger than anything the app writes: it is not read."""


def read_text_limited(path: Path, max_bytes: int) -> str:
    """Read a small UTF-8 file the app wrote, refusing anything else without ever blocking
    (see :func:`read_bytes_limited`); bad UTF-8 raises ``UnicodeDecodeError``."""
    return read_bytes_limited(path, max_bytes).decode("utf-8")


def read_bytes_limited(path: Path, max_bytes: int) -> bytes:
    """The bytes of a regular file of at most ``max_bytes``, refusing anything else without ever blocking.

    The file is opened without blocking (a FIFO with no writer would otherwise hang
    here) and checked before reading: :class:`NotARegularFile` for anything but a
    regular file (a link is followed: a link to ``/dev/zero`` is refused too),
    :class:`FileTooLarge` past ``max_bytes``.  ``FileNotFoundError``,
    ``PermissionError`` and other ``OSError`` pass through.
    """
    path = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags)
    try:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode):
            raise NotARegularFile(f"{path} is not a regular file")
        if status.st_size > max_bytes:
            raise FileTooLarge(f"{path} holds {status.st_size} bytes, more than {max_bytes}")
        with os.fdopen(descriptor, "rb") as stream:
            descriptor = -1  # the stream closes it now
            data = stream.read(max_bytes + 1)
    finally:
        if descriptor >= 0:
            os.close(descriptor)
    if len(data) > max_bytes:  # it grew while being read
        raise FileTooLarge(f"{path} holds more than {max_bytes} bytes")
    return data


def write_whole(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` whole or not at all, without syncing (for files that can be made again,
    such as cached pictures): through a new temporary file in the same folder, renamed over ``path``.
    The temporary file never stays behind, not even when the disk is full."""
    path = Path(path)
    descriptor, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(descriptor, "wb") as stream:
            stream.write(data)
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise
