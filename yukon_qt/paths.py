"""Where the app keeps its files: settings, saved game, logs, and its own resources.

The folders follow each platform's conventions (platformdirs) and can be moved
with the environment variables ``YUKON_CONFIG_DIR``, ``YUKON_DATA_DIR`` and
``YUKON_LOG_DIR``.  Folders are created when asked for; a folder that cannot
be created is reported in the log, and reading or writing there fails softly
where it happens.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

APP_NAME = "yukon-solitaire"


def _folder(variable: str, kind: str) -> Path:
    override = os.environ.get(variable)
    if override:
        folder = Path(override)
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
    return _folder("YUKON_CONFIG_DIR", "config")


def data_dir() -> Path:
    """The saved game (and later statistics) live here."""
    return _folder("YUKON_DATA_DIR", "data")


def log_dir() -> Path:
    """The error log lives here."""
    return _folder("YUKON_LOG_DIR", "log")


def resources_dir():
    """The app's read-only resources (``yukon_qt.resources``), as an importlib Traversable."""
    return _bundled("resources")


def translations_dir():
    """The compiled translations (``yukon_qt.translations``), as an importlib Traversable."""
    return _bundled("translations")


def _bundled(folder: str):
    """Installed, the top-level ``resources/`` and ``translations/`` folders are the
    packages ``yukon_qt.resources`` and ``yukon_qt.translations``; in a source tree
    that is not installed, the folders themselves are used."""
    from importlib import resources

    try:
        return resources.files(f"yukon_qt.{folder}")
    except ModuleNotFoundError:
        return Path(__file__).resolve().parent.parent / folder
