"""The layers, read from the imports: engine (no Qt) < model (QtCore only) < ui (views).

Each check names the file, the line and the import (or the access) that breaks it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "yukon_qt"

# What the views may not take from the engine: the live game and the solver's insides.
ENGINE_INTERNALS = {"Game", "solve", "SolverState"}
ENGINE_INTERNAL_MODULES = {"yukon_qt.engine.game", "yukon_qt.engine.solver_state", "yukon_qt.engine.shuffle"}


def modules(layer: str) -> list[Path]:
    return sorted((PACKAGE / layer).rglob("*.py"))


def imports(path: Path) -> list[tuple[int, str, list[str]]]:
    """(line, module, names) for every import of a file, the ones inside functions too."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name, []) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.append((node.lineno, node.module, [alias.name for alias in node.names]))
    return found


def offences(layer: str, judge) -> list[str]:
    wrong = []
    for path in modules(layer):
        for line, module, names in imports(path):
            reason = judge(module, names)
            if reason:
                wrong.append(f"{path.relative_to(PACKAGE.parent)}:{line}: {reason}")
    return wrong


def test_the_engine_imports_no_qt_and_nothing_above_it():
    def judge(module: str, _names) -> str | None:
        if module.split(".")[0] == "PySide6":
            return f"imports {module}"
        if module.startswith(("yukon_qt.model", "yukon_qt.ui", "yukon_qt.stats", "yukon_qt.commands")):
            return f"imports {module} from a layer above"
        return None

    assert offences("engine", judge) == []


def test_the_model_imports_qtcore_only_and_no_view():
    def judge(module: str, names) -> str | None:
        if module == "PySide6":
            other = [name for name in names if name != "QtCore"]
            return f"imports PySide6.{', '.join(other)}" if other else None
        if module.startswith("PySide6.") and module != "PySide6.QtCore":
            return f"imports {module}"
        if module.startswith("yukon_qt.ui"):
            return f"imports {module}, a view"
        return None

    assert offences("model", judge) == []


def test_the_views_never_import_the_engines_live_game():
    def judge(module: str, names) -> str | None:
        if module in ENGINE_INTERNAL_MODULES:
            return f"imports {module}"
        if module.startswith("yukon_qt.engine"):
            taken = sorted(ENGINE_INTERNALS.intersection(names))
            return f"imports {', '.join(taken)} from {module}" if taken else None
        return None

    assert offences("ui", judge) == []


def test_the_views_read_the_game_through_the_models_queries():
    """No ``model.game`` (nor ``self.model.game``) in a view: the model's queries say what a view may read."""
    wrong = []
    for path in modules("ui"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr == "game":
                owner = node.value
                name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
                if name == "model":
                    wrong.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: reads model.game")
    assert wrong == []


# What a game session owns (model/session.py): nothing else makes them, so the order it wires them in holds.
SESSION_PARTS = {"GameModel", "GameRecording", "GameKeeper", "SolverMemory", "SolverStatus", "HintSearch",
                 "LostMoveSearch", "SolverWorker"}


def test_only_the_session_makes_the_game_and_what_follows_it():
    """docs/ARCHITECTURE.md: the window, the commands and the other views take the model, the recording, the
    keeper and the solver's helpers from a GameSession; each is made in one place, in one written order."""
    wrong = []
    for path in modules("ui") + modules("commands"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) in SESSION_PARTS:
                wrong.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: makes a {ast.unparse(node.func)}")
    assert wrong == []


@pytest.mark.parametrize("source, expected", [
    ("from PySide6.QtWidgets import QWidget", "imports PySide6.QtWidgets"),
    ("from PySide6 import QtCore, QtGui", "imports PySide6.QtGui"),
])
def test_the_model_check_names_what_it_finds(tmp_path, monkeypatch, source, expected):
    fake = tmp_path / "yukon_qt"
    (fake / "model").mkdir(parents=True)
    (fake / "model" / "bad.py").write_text(source + "\n")
    monkeypatch.setattr(__import__(__name__), "PACKAGE", fake)
    with pytest.raises(AssertionError, match=expected.replace(".", r"\.")):
        test_the_model_imports_qtcore_only_and_no_view()


def test_the_statistics_store_and_figures_import_no_qt():
    """docs/ARCHITECTURE.md: the statistics' store and figures work without Qt (the command line reads them)."""
    wrong = []
    for name in ("store.py", "figures.py", "orphans.py"):
        path = PACKAGE / "stats" / name
        for line, module, _names in imports(path):
            if module.split(".")[0] == "PySide6" or module.startswith(("yukon_qt.ui", "yukon_qt.model")):
                wrong.append(f"{path.relative_to(PACKAGE.parent)}:{line}: imports {module}")
    assert wrong == []


def test_the_solver_takes_its_fit_rule_from_the_engine():
    """docs/ARCHITECTURE.md: a new rule changes one fit rule; the solver builds its tables from it."""
    solver_files = ["solver.py", "solver_state.py", "solver_exchange.py", "solver_families.py"]
    defined = [name for name in solver_files if "def fits_on" in (PACKAGE / "engine" / name).read_text()]
    assert defined == []
    assert any(module.endswith("game") and "fits_on" in names
               for _line, module, names in imports(PACKAGE / "engine" / "solver_state.py"))


def test_no_folder_of_the_package_holds_more_than_fifteen_modules():
    """A newcomer finds a module by its room: the views are in table/, overlays/, window/, dialogs/ ..."""
    crowded = {str(folder.relative_to(PACKAGE.parent)): count for folder in [PACKAGE, *PACKAGE.rglob("*")]
               if folder.is_dir() and (count := len(list(folder.glob("*.py")))) > 15}
    assert crowded == {}


def test_the_views_leave_the_aids_to_the_gesture_policy():
    """docs/ARCHITECTURE.md: what an aid does is decided in model/aids.py; a view asks the gesture policy and
    never reads an aid's setting (the Preferences dialog alone names them, to show them)."""
    from yukon_qt.model.aids import NAMES

    wrong = []
    for path in modules("ui"):
        if path.name == "preferences_dialog.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in NAMES:
                wrong.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: reads the aid {node.value!r}")
    assert wrong == []


ABOVE_THE_DECKS = ("yukon_qt.ui.table", "yukon_qt.ui.dialogs", "yukon_qt.ui.window", "yukon_qt.ui.overlays")


def test_the_decks_import_no_room_above_them():
    """docs/ARCHITECTURE.md: a deck draws cards and knows nothing of the table, the dialogs or the window that show
    them (the drawing of suits and rank letters is the decks'; drawing decks ahead is the window's)."""

    def judge(module: str, _names) -> str | None:
        return f"imports {module} from a room above" if module.startswith(ABOVE_THE_DECKS) else None

    assert offences("ui/decks", judge) == []


def test_the_package_root_shows_no_window():
    """docs/ARCHITECTURE.md: the modules at the package's root (the command line, the files, the crash handling)
    show no widget; the crash message is the views' (ui/crash_message.py)."""
    wrong = [f"{path.relative_to(PACKAGE.parent)}:{line}: imports {module}"
             for path in sorted(PACKAGE.glob("*.py")) for line, module, _names in imports(path)
             if module == "PySide6.QtWidgets" or module.startswith("yukon_qt.ui.dialogs")]
    assert wrong == []
