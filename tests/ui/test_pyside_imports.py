"""PySide's check of every imported module for its features, answered from the file's bytes."""

from __future__ import annotations

import json
import sys
import types

import pytest

import yukon_qt.ui  # noqa: F401  (installs the quick check)
from yukon_qt.ui import pyside_imports


@pytest.fixture
def feature():
    module = sys.modules.get(pyside_imports.FEATURE_MODULE)
    if module is None:
        pytest.fail("PySide's feature module is not loaded: the quick check has nothing to speed up")
    return module


def pyside_answer(feature, module) -> bool:
    """PySide's own answer, through inspect.getsource."""
    check = feature._mod_uses_pyside
    original = check.__closure__[0].cell_contents if getattr(check, pyside_imports.MARK, False) else check
    return original(module)


def test_the_game_installs_the_quick_check_in_pyside(feature):
    assert getattr(feature._mod_uses_pyside, pyside_imports.MARK, False)
    assert pyside_imports.speed_up_feature_check()  # a second call changes nothing and says it is in place
    assert getattr(feature._mod_uses_pyside, pyside_imports.MARK, False)


def test_the_quick_check_answers_as_pyside_for_other_modules(feature, tmp_path):
    with_pyside = tmp_path / "with_pyside.py"
    with_pyside.write_text("from PySide6.QtCore import QObject\n", encoding="utf-8")
    without = tmp_path / "without.py"
    without.write_text("import json\n", encoding="utf-8")
    modules = [json, sys, types]  # a module with a file, built-in ones
    for path in (with_pyside, without):
        module = types.ModuleType(path.stem)
        module.__file__ = str(path)
        modules.append(module)
    gone = types.ModuleType("gone")
    gone.__file__ = str(tmp_path / "gone.py")  # no such file: PySide's own check decides
    modules.append(gone)
    for module in modules:
        assert pyside_imports.quick_uses_pyside(module, feature._mod_uses_pyside.__closure__[0].cell_contents) \
            == pyside_answer(feature, module), module.__name__
    assert pyside_imports.quick_uses_pyside(modules[-3], lambda module: False) is True


def test_the_games_own_modules_use_pyside_without_features():
    """In a fresh process, as the game starts: its modules imported after the check is in place are
    recorded as PySide's "uses PySide, no features" (or not at all, which PySide reads the same), their
    files unread."""
    import subprocess

    script = (
        "import sys, linecache\n"
        "import yukon_qt.ui\n"
        "from yukon_qt.engine import cards\n"
        "from yukon_qt.ui.table import table_view\n"
        "feature = sys.modules['shibokensupport.feature']\n"
        "names = ('yukon_qt.engine.cards', 'yukon_qt.ui.table.table_view')\n"
        "print([feature.pyside_feature_dict.get(name, 0) for name in names])\n"
        "print(sorted(name for name in linecache.cache if 'yukon_qt' in name and 'pyside_imports' not in name))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60,
                          env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr[-2000:]
    flags, read = done.stdout.splitlines()[-2:]
    assert flags == "[0, 0]"
    assert read == "[]"  # inspect.getsource fills the line cache: no file of the game was read (but the
    # check's own, imported before it is in place)


def test_nothing_changes_when_pyside_looks_different(monkeypatch):
    monkeypatch.setitem(sys.modules, pyside_imports.FEATURE_MODULE, types.ModuleType("feature"))
    assert pyside_imports.speed_up_feature_check() is False
