"""Which build of the solver runs: the modules compiled with mypyc (setup.py), or the Python sources."""

from __future__ import annotations

import importlib.machinery

from yukon_qt.engine import solver, solver_exchange, solver_families, solver_state

MODULES = (solver, solver_state, solver_families, solver_exchange)


def is_compiled() -> bool:
    """Whether every solver module was loaded from a compiled extension, not from its ``.py`` file."""
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    return all((module.__file__ or "").endswith(suffixes) for module in MODULES)


def build_name() -> str:
    """``compiled`` or ``Python``, as ``--version`` says it."""
    return "compiled" if is_compiled() else "Python"
