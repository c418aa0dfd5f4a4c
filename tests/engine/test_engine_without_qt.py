"""The engine and the command line work where PySide6 cannot be imported."""

import ast
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "yukon_qt" / "engine"
QT_PACKAGES = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2")

BLOCKED_RUN = r"""
import sys

class NoQt:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {"PySide6", "shiboken6"}:
            raise ImportError(f"{name} is blocked for this test")
        return None

sys.meta_path.insert(0, NoQt())
try:
    import PySide6  # the blocker must work, or this test proves nothing
except ImportError:
    pass
else:
    raise SystemExit("PySide6 was importable")

from yukon_qt.engine import Game, GameCode, Change
game = Game(GameCode.parse("YU1-C-AAAAAAB"))
move = game.legal_moves()[0]
assert isinstance(game.play(move), Change), move
assert isinstance(game.undo(), Change)

from yukon_qt.cli import main
status = main(["deal", "YU1-R-HELLOYU", "--json"])
assert status == 0
assert not [name for name in sys.modules if name.split(".")[0] in {"PySide6", "shiboken6"}]
print("engine ok")
"""


def test_the_engine_and_deal_command_run_with_pyside6_blocked():
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    result = subprocess.run(
        [sys.executable, "-c", BLOCKED_RUN], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.rstrip().endswith("engine ok")
    assert '"code": "YU1-R-HELLOYU"' in result.stdout


def test_the_engine_runs_with_pyside6_set_to_none():
    code = (
        "import sys; sys.modules['PySide6'] = None\n"
        "from yukon_qt.engine import Game, GameCode\n"
        "g = Game(GameCode.parse('YU1-R-AAAAAAA')); g.play(g.legal_moves()[-1]); print(g.moves_made)\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert (result.returncode, result.stdout.strip()) == (0, "1"), result.stderr


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def test_no_engine_module_imports_qt_or_the_interface():
    modules = sorted(ENGINE.rglob("*.py"))
    assert len(modules) >= 6
    for path in modules:
        for name in imported_modules(path):
            top = name.split(".")[0]
            assert top not in QT_PACKAGES, f"{path.name} imports {name}"
            assert not name.startswith(("yukon_qt.ui", "yukon_qt.model")), f"{path.name} imports {name}"
