"""The build: the solver's modules compiled with mypyc where this machine can build them.

Everything else about the package is in ``pyproject.toml``.  ``pip install .`` (and a wheel,
the Linux packages, the Windows and macOS builds) compiles the four solver modules into C
extensions: the same search, position for position, about twice as fast.  Where that cannot
be done (no C compiler or no Python headers, a platform mypyc does not support, or
``YUKON_PURE_PYTHON=1`` in the environment) the build says so in one line and the package
installs as pure Python, which runs the same modules as they are.

An editable install (``pip install -e .``) compiles nothing: it runs the sources as they are
edited, and a compiled copy beside them would hide every edit.
"""

from __future__ import annotations

import os
import sys

from setuptools import Distribution, setup
from setuptools.command.build_ext import build_ext

# The solver's modules, compiled together (they call each other's functions directly).
SOLVER = [
    "yukon_qt/engine/solver.py",
    "yukon_qt/engine/solver_state.py",
    "yukon_qt/engine/solver_families.py",
    "yukon_qt/engine/solver_exchange.py",
]
GROUP = "yukon_qt_solver"  # the shared library of the compiled modules: yukon_qt_solver__mypyc


class CompiledSolver(build_ext):
    """build_ext that compiles the solver with mypyc, or leaves the package pure Python if it cannot."""

    def finalize_options(self) -> None:
        # setuptools finalizes this command before it knows an install is editable: the modules are
        # prepared here whenever they may be wanted, and run() decides.
        if os.environ.get("YUKON_PURE_PYTHON") != "1":
            try:
                from mypyc.build import mypycify

                self.distribution.ext_modules = mypycify(SOLVER, opt_level="3", group_name=GROUP)
            except Exception as error:  # noqa: BLE001 - mypyc missing or refusing: a pure-Python package
                self._say(f"the solver could not be prepared for compiling ({type(error).__name__}: {error})")
        super().finalize_options()

    def _wanted(self) -> bool:
        if os.environ.get("YUKON_PURE_PYTHON") == "1":
            self._say("YUKON_PURE_PYTHON=1")
            return False
        if getattr(self, "editable_mode", False) or self.inplace:
            self._say("an editable install")
            return False
        return True

    @staticmethod
    def _say(why: str) -> None:
        print(f"yukon-solitaire: {why}: the solver runs as Python", file=sys.stderr)

    def run(self) -> None:
        if not self._wanted():
            self.extensions = []
            return
        try:
            super().run()
        except Exception as error:  # noqa: BLE001 - no compiler or headers: a working pure-Python package
            for path in self.get_outputs():
                if os.path.exists(path):
                    os.remove(path)
            self.extensions = []
            self.distribution.ext_modules = []
            self._say(f"the solver could not be compiled ({type(error).__name__}: {error})")

    def get_outputs(self) -> list[str]:
        return super().get_outputs() if self.extensions else []


class PlatformDistribution(Distribution):
    """A wheel that may hold compiled modules is one for this platform and Python, not ``py3-none-any``."""

    def has_ext_modules(self) -> bool:
        return True


setup(cmdclass={"build_ext": CompiledSolver}, distclass=PlatformDistribution)
