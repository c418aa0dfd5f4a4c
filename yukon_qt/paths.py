"""Where the app keeps its files: settings, saved game, logs, and its own resources.

The folders follow each platform's conventions (platformdirs).  One variable,
``YUKON_DATA_DIR``, moves everything the app writes (saved game, statistics,
settings and log) into one folder, for a portable copy or a test; the log
then goes to its ``log`` subfolder.  ``YUKON_CONFIG_DIR`` and ``YUKON_LOG_DIR``
move the settings and the log on their own, before ``YUKON_DATA_DIR``.
Folders are created when asked for; a folder that cannot be created is
reported in the log, and reading or writing there fails softly where it
happens.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

APP_NAME = "yukon-solitaire"


def _folder(variable: str, kind: str, under_data: str | None = None) -> Path:
    """The folder named by ``variable``; else, for settings and log, ``YUKON_DATA_DIR``
    (or its ``under_data`` subfolder); else the platform's folder of ``kind``."""
    override = os.environ.get(variable)
    data_override = os.environ.get("YUKON_DATA_DIR") if under_data is not None else None
    if override:
        folder = Path(override)
    elif data_override:
        folder = Path(data_override) / under_data if under_data else Path(data_override)
    else:
        import platformdirs  # imported late: only needed when no override is set

        folder = Path(getattr(platformdirs, f"user_{kind}_dir")(APP_NAME, appauthor=False))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        # Reading and writing there will fail and be handled where it happens; starting must not.
        logging.getLogger(__name__).warning("cannot create %s: %s", folder, error)
    return folder


def config_dir() -> Path:
    """Settings live here."""
    return _folder("YUKON_CONFIG_DIR", "config", under_data="")


def data_dir() -> Path:
    """The saved game (and later statistics) live here."""
    return _folder("YUKON_DATA_DIR", "data")


def log_dir() -> Path:
    """The error log lives here."""
    return _folder("YUKON_LOG_DIR", "log", under_data="log")


def resources_dir():
    """The app's read-only resources (``yukon_qt.resources``), as an importlib Traversable."""
    return _bundled("resources")


def translations_dir():
    """The compiled translations (``yukon_qt.translations``), as an importlib Traversable."""
    return _bundled("translations")


def _bundled(folder: str):
    """Installed, the top-level ``resources/`` and ``translations/`` folders are the
    packages ``yukon_qt.resources`` and ``yukon_qt.translations``; in a source tree
    that is not installed, the folders themselves are used.

    A package whose files lie in a folder gives that folder (importing
    ``importlib.resources`` would cost the start some 1.5 ms); one in an archive
    goes through ``importlib.resources``."""
    import importlib

    try:
        package = importlib.import_module(f"yukon_qt.{folder}")
    except ModuleNotFoundError:
        return Path(__file__).resolve().parent.parent / folder
    for location in getattr(package, "__path__", []):
        if os.path.isdir(location):
            return Path(location)
    from importlib import resources

    return resources.files(package)
