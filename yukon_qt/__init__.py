"""Yukon Solitaire: the Yukon card game as a native desktop app."""

from importlib import metadata

try:
    __version__ = metadata.version("yukon-solitaire")
except metadata.PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0"
