"""The window's options (--code, --quit-after) and screenshot's --lang refuse what they cannot use."""

from __future__ import annotations

import contextlib
import io
import re

import pytest

from yukon_qt.cli import MAX_QUIT_AFTER, build_parser, main
from yukon_qt.engine import GameCode
from yukon_qt.languages import LANGUAGES, SYSTEM

DEAL = "YU1-C-AAAAAAB"


@pytest.fixture
def started(monkeypatch):
    """The window is never opened: the options it would get are kept here instead."""
    import yukon_qt.ui.app

    opened = []
    monkeypatch.setattr(yukon_qt.ui.app, "run_app", lambda args: opened.append(args) or 0)
    return opened


def parse(argv):
    """(exit status or None, stderr, namespace) of parsing argv."""
    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        try:
            return None, err.getvalue(), build_parser(argv).parse_args(argv)
        except SystemExit as stop:
            return stop.code, err.getvalue(), None


@pytest.mark.parametrize("code", ["", "   ", "\t"])
def test_an_empty_code_is_a_mistake_not_a_random_deal(code, started, capsys):
    assert main(["--code", code]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "the game code is empty" in err
    assert started == []


def test_no_code_is_a_random_deal_and_a_code_is_that_deal(started):
    assert main([]) == 0 and main(["--code", " yu1 - r - aaaaaab "]) == 0
    assert [args.game_code for args in started] == [None, GameCode.parse("YU1-R-AAAAAAB")]


@pytest.mark.parametrize("value", ["-1", "-5", str(MAX_QUIT_AFTER + 1), str(2**31), "9" * 30, "9" * 5000,
                                   "1.5", "soon", "", "0x10"])
def test_quit_after_refuses_what_is_not_a_sane_delay(value):
    status, err, _ = parse(["--quit-after", value])
    assert status == 2
    assert f"from 0 to {MAX_QUIT_AFTER}" in err.splitlines()[-1]


@pytest.mark.parametrize("value, ms", [("0", 0), (" 200 ", 200), (str(MAX_QUIT_AFTER), MAX_QUIT_AFTER)])
def test_quit_after_takes_whole_milliseconds_up_to_a_day(value, ms):
    assert parse(["--quit-after", value])[2].quit_after == ms
    assert MAX_QUIT_AFTER == 86_400_000 < 2**31  # a Qt timer's int holds it


def test_a_quit_after_out_of_range_never_opens_the_window(started):
    with pytest.raises(SystemExit) as stop:
        main(["--code", DEAL, "--quit-after", str(2**40)])
    assert stop.value.code == 2 and started == []


@pytest.mark.parametrize("language", [*LANGUAGES, SYSTEM])
def test_lang_takes_each_language_of_the_game(language, tmp_path):
    argv = ["screenshot", DEAL, str(tmp_path / "t.png"), "--lang", language]
    assert parse(argv)[2].lang == language
    assert parse([*argv[:-1], f" {language.upper()} "])[2].lang == language


@pytest.mark.parametrize("language", ["xx", "english", "sv", "", "en_US", "tr-TR", "zh_TW"])
def test_an_unknown_lang_is_refused_with_one_clear_line(language, tmp_path):
    status, err, _ = parse(["screenshot", DEAL, str(tmp_path / "t.png"), "--lang", language])
    assert status == 2
    errors = [line for line in err.splitlines() if "error:" in line]
    assert len(errors) == 1
    assert f"unknown language '{language}'" in errors[0]
    assert "choose from " + ", ".join([*LANGUAGES, SYSTEM]) in errors[0]
    assert list(tmp_path.iterdir()) == []


def test_the_screenshot_help_names_every_language_and_no_other():
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        build_parser(None).parse_args(["screenshot", "--help"])
    listed = " ".join(out.getvalue().split()).partition("language of the game bar:")[2].partition("--")[0]
    assert set(re.findall(r"[a-z]+(?:_[A-Z]+)?", listed)) - {"the", "default", "or"} == {*LANGUAGES, SYSTEM}
