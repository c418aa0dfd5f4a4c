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


def test_the_games_own_modules_use_pyside_without_features(feature):
    from yukon_qt.engine import cards
    from yukon_qt.ui import table_view

    for module in (cards, table_view):
        assert pyside_imports.quick_uses_pyside(module, lambda module: pytest.fail("read again")) is True
        assert feature.pyside_feature_dict.get(module.__name__, 0) == 0  # PySide's "no features"


def test_nothing_changes_when_pyside_looks_different(monkeypatch):
    monkeypatch.setitem(sys.modules, pyside_imports.FEATURE_MODULE, types.ModuleType("feature"))
    assert pyside_imports.speed_up_feature_check() is False
