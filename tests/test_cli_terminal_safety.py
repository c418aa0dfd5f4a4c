"""What the command line echoes of its arguments never drives the terminal, and no mistake gives a traceback."""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yukon_qt.cli import build_parser, main
from yukon_qt.commands.common import LONG_LINE, LONG_WORD, terminal_safe

ROOT = Path(__file__).resolve().parent.parent
DEAL = "YU1-C-AAAAAAB"
# Any character at all, surrogates too: a command-line word that is not UTF-8 holds lone surrogates.
ANY_TEXT = st.text(st.characters(blacklist_categories=()), max_size=30)


def run(*args, folder: Path, cwd=ROOT):
    """The command line in a process of its own, with private folders (the words may be bytes)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    for name in ("CONFIG", "DATA", "LOG"):
        env[f"YUKON_{name}_DIR"] = str(folder / name.lower())
    return subprocess.run([sys.executable, "-m", "yukon_qt", *args], cwd=cwd, env=env,
                          capture_output=True, timeout=60)


def assert_safe_error(result) -> str:
    """Exit status 2, nothing on stdout, and stderr plain printable UTF-8 lines without a traceback."""
    assert result.returncode == 2, result.stderr
    assert result.stdout == b""
    text = result.stderr.decode("utf-8")  # strict: a raw byte that is not UTF-8 fails here
    assert text.endswith("\n")
    for line in text[:-1].split("\n"):
        assert line.isprintable(), repr(line)
    assert "Traceback" not in text
    return text


@pytest.mark.parametrize(
    "argv, shown",
    [
        (["deal", "YU1-\x1b]0;X\x07-AAAAAAB"], "YU1-\\x1b]0;X\\x07-AAAAAAB"),  # would set the terminal's title
        (["solve", "YU1-C-\x9b2JAAAAAA"], "\\x9b2J"),  # a C1 control: clears the screen on some terminals
        (["deal", "YU1-\u202eR-AAAAAAB"], "\\u202e"),  # right-to-left override: shows the rest backwards
        (["deal", "YU1-X-AAA\u2028AAAB"], "\\u2028"),  # a line separator
        (["deal", "YU1-C-AAAAAA\x7f"], "\\x7f"),
        (["d\x1bal", DEAL], "d\\x1bal"),  # argparse: invalid choice
        (["deal", DEAL, "\x1b[31m"], "\\x1b[31m"),  # argparse: unrecognized arguments
        (["--\x1b[2J"], "--\\x1b[2J"),
        (["--quit-after", "\x1b[2J"], "\\x1b[2J"),
        (["--code", "\x1b[2J"], "\\x1b[2J"),
        (["solve", DEAL, "--seconds", "\x1b[2J"], "\\x1b[2J"),
        (["screenshot", DEAL, "table.png", "--size", "\x1b[2J"], "\\x1b[2J"),
        (["screenshot", DEAL, "table.png", "--lang", "\x1b[5m"], "\\x1b[5m"),
        (["screenshot", DEAL, "table\x1b[5m.jpg"], "table\\x1b[5m.jpg"),
        (["deal", "YU1-X-\tAAAAAA\nB\r"], "YU1-X-\\tAAAAAA\\nB'"),  # the ends are trimmed
    ],
)
def test_control_characters_are_echoed_as_escapes(argv, shown, tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    text = assert_safe_error(run(*argv, folder=tmp_path, cwd=out))
    assert shown in text
    assert list(out.iterdir()) == []  # no picture written


def test_bytes_that_are_not_utf8_are_shown_as_bytes(tmp_path):
    result = run(b"deal", b"YU1-\xff\x1b-AAAAAAB", folder=tmp_path)
    assert "'YU1-\\xff\\x1b-AAAAAAB'" in assert_safe_error(result)


def test_a_page_long_argument_gives_a_short_line(tmp_path):
    for argv in (["deal", "YU1-" + "A" * 100_000 + "-AAAAAAB"], ["B" * 100_000], ["deal", DEAL, "C" * 100_000],
                 ["--quit-after", "9" * 100_000], ["--code", "-".join(["YU1"] * 20_000)]):
        text = assert_safe_error(run(*argv, folder=tmp_path))
        assert len(text.splitlines()[-1]) <= LONG_LINE + 20


@pytest.mark.parametrize(
    "text, safe",
    [
        ("YU1-\x1b]0;X\x07", "YU1-\\x1b]0;X\\x07"),
        ("\x00\x1f\x7f\x80\x9f", "\\x00\\x1f\\x7f\\x80\\x9f"),
        ("a\tb\nc\rd", "a\\tb\\nc\\rd"),
        ("\u200b\u202e\u2066\ufeff", "\\u200b\\u202e\\u2066\\ufeff"),
        ("\U000e0001", "\\U000e0001"),
        ("\udcff\udc80", "\\xff\\x80"),  # the bytes of a word that was not UTF-8
        ("Türkçe हिन्दी తెలుగు C:\\games\\table.png", "Türkçe हिन्दी తెలుగు C:\\games\\table.png"),
    ],
)
def test_terminal_safe_escapes_what_is_not_printable(text, safe):
    assert terminal_safe(text) == safe


def test_terminal_safe_cuts_long_words_and_lines_in_the_middle():
    word = "x" * 30 + "y" * 1000 + ".png'"
    cut = terminal_safe(f"bad '{word} here")
    assert cut.startswith("bad 'xxx") and cut.endswith(".png' here") and "..." in cut
    assert len(cut) <= len("bad  here") + LONG_WORD
    assert len(terminal_safe("ab " * 10_000)) <= LONG_LINE


@settings(max_examples=300)
@given(ANY_TEXT)
def test_terminal_safe_always_gives_one_printable_line(text):
    safe = terminal_safe(text)
    assert safe.isprintable()
    if text.isprintable() and len(text) <= LONG_WORD and text.count(" ") == 0:
        assert safe == text


def parse(argv):
    """(exit status or None, stderr) of parsing argv with every command."""
    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        try:
            build_parser(None).parse_args(argv)
        except SystemExit as stop:
            return stop.code, err.getvalue()
    return None, err.getvalue()


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(ANY_TEXT, st.sampled_from(
    ["deal", "solve", "screenshot", "stats", "--code", "--quit-after", "--size", "--lang", "--seconds", "--json",
     "-", "--", "-5", "1e9"])), max_size=6))
def test_any_words_parse_or_give_a_printable_error(words):
    status, err = parse(words)
    assert status in (None, 0, 2)
    assert all(line.isprintable() for line in err.splitlines())


@settings(max_examples=150, deadline=None)
@given(st.lists(ANY_TEXT, max_size=3))
def test_any_words_after_deal_print_a_deal_or_one_printable_error(words):
    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        try:
            status = main(["deal", *words])
        except SystemExit as stop:  # argparse's own errors
            status = stop.code
    assert status in (0, 2)
    assert all(line.isprintable() for line in err.getvalue().splitlines())
    if status == 2 and err.getvalue().startswith("yukon-solitaire: bad game code"):
        assert len(err.getvalue().splitlines()) == 1
