"""Yukon Solitaire: the Yukon card game as a native desktop app."""


def __getattr__(name: str) -> str:
    # The version is read from the installed package's metadata only when asked for:
    # importing importlib.metadata costs start-up time the game window does not need.
    if name == "__version__":
        from importlib import metadata

        try:
            version = metadata.version("yukon-solitaire")
        except metadata.PackageNotFoundError:  # running from a source tree that is not installed
            version = "0.0.0"
        globals()["__version__"] = version
        return version
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
