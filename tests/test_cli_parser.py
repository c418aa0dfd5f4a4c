"""The command-line parser loads only the subcommand it needs, and says the same as with all of them."""

from __future__ import annotations

import contextlib
import io
import subprocess
import sys
from pathlib import Path

import pytest

from yukon_qt.cli import build_parser, commands_needed
from yukon_qt.commands import COMMAND_MODULES

ROOT = Path(__file__).resolve().parent.parent

CASES = [
    [],
    ["--code", "YU1-C-AAAAAAB"],
    ["--code=YU1-C-AAAAAAB", "--quit-after", "10"],
    ["--cod", "YU1-C-AAAAAAB", "--quit", "5"],
    ["--quit-after", "-5"],
    ["--quit-after", "soon"],
    ["--code"],
    ["--help"],
    ["-h"],
    ["--he"],
    ["--version"],
    ["--bogus"],
    ["--code", "deal"],
    ["deal", "YU1-C-AAAAAAB", "--json"],
    ["deal"],
    ["deal", "--help"],
    ["--code", "YU1-C-AAAAAAB", "stats", "--json"],
    ["stats", "--bogus"],
    ["solve", "YU1-C-AAAAAAB", "--seconds", "0"],
    ["screenshot", "YU1-C-AAAAAAB"],
    ["--", "deal", "YU1-C-AAAAAAB"],
    ["--", "nothing"],
    ["nothing"],
    ["Deal", "YU1-C-AAAAAAB"],
    ["deal", "YU1-C-AAAAAAB", "stats"],
]


def outcome(parser, argv):
    """(exit status or None, stdout, stderr, parsed namespace) of parsing argv."""
    out, err = io.StringIO(), io.StringIO()
    status, namespace = None, None
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            namespace = vars(parser.parse_args(argv))
        except SystemExit as stop:
            status = stop.code
    return status, out.getvalue(), err.getvalue(), namespace


@pytest.mark.parametrize("argv", CASES, ids=" ".join)
def test_the_parser_for_these_words_answers_as_the_full_one(argv, monkeypatch):
    monkeypatch.setenv("COLUMNS", "100")
    assert outcome(build_parser(argv), argv) == outcome(build_parser(None), argv)


def test_a_window_start_loads_no_command():
    assert commands_needed([]) == []
    assert commands_needed(["--code", "YU1-C-AAAAAAB", "--quit-after", "0"]) == []


def test_a_named_command_loads_only_itself():
    assert commands_needed(["deal", "YU1-C-AAAAAAB"]) == ["deal"]
    assert commands_needed(["--code", "x", "solve", "YU1-C-AAAAAAB"]) == ["solve"]


def test_help_and_unknown_words_load_every_command():
    for argv in (["--help"], ["-h"], ["nothing"], ["--bogus"]):
        assert commands_needed(argv) == COMMAND_MODULES


def test_help_lists_every_command(capsys):
    with pytest.raises(SystemExit):
        build_parser(["--help"]).parse_args(["--help"])
    help_text = capsys.readouterr().out
    for name in COMMAND_MODULES:
        assert f"    {name}" in help_text


def test_starting_the_window_imports_no_command_module():
    code = ("import sys\nfrom yukon_qt.cli import build_parser\nbuild_parser([]).parse_args([])\n"
            "print(sorted(m for m in sys.modules\n"
            "             if m.startswith('yukon_qt.commands.') and m != 'yukon_qt.commands.common'))\n"
            "print('yukon_qt.engine.solver' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert result.stdout.split("\n")[:2] == ["[]", "False"]


def test_a_python_without_the_games_libraries_gets_one_line_on_how_to_install(monkeypatch, capsys):
    from yukon_qt import cli

    def missing(_args):
        raise ModuleNotFoundError("No module named 'PySide6'", name="PySide6")

    monkeypatch.setattr(cli, "start_game", missing)
    assert cli.main([]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "PySide6 is not installed" in err and ".venv/bin/pip install ." in err


def test_a_missing_module_of_the_game_itself_is_not_hidden(monkeypatch):
    from yukon_qt import cli

    def broken(_args):
        raise ModuleNotFoundError("No module named 'yukon_qt.nothing'", name="yukon_qt.nothing")

    monkeypatch.setattr(cli, "start_game", broken)
    with pytest.raises(ModuleNotFoundError):
        cli.main([])
