"""The translation files: complete, compiled, and holding every translatable string of the source."""

from __future__ import annotations

import ast
import shutil
from pathlib import Path

import pytest

from i18n_support import ROOT, update
from ts_files import read_ts

LANGUAGES = update.languages()
TRANSLATED = [language for language in LANGUAGES if language != update.SOURCE_LANGUAGE]


def test_every_language_of_the_app_has_its_files():
    assert set(LANGUAGES) == {"en", "hi", "tr", "te", "ha", "zh_CN", "es", "ar", "fr", "pt_BR", "ru", "bn", "de", "ja",
                              "id", "it", "ko", "vi", "pl", "uk", "nl", "fa", "he", "th", "ta"}
    for language in LANGUAGES:
        assert update.ts_path(language).is_file()
        assert update.qm_path(language).is_file()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_is_translated(language):
    messages = read_ts(update.ts_path(language))
    assert messages
    unfinished = [m.source for m in messages if m.kind == "unfinished"]
    assert unfinished == [], f"{len(unfinished)} unfinished in {language}"
    assert [m.source for m in messages if m.kind in ("obsolete", "vanished")] == []
    empty = [m.source for m in messages if not all(form.strip() for form in m.forms)]
    assert empty == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_compiled_file_matches_its_source(language, tmp_path):
    compiled = tmp_path / f"yukon_qt_{language}.qm"
    update.lrelease(update.ts_path(language), compiled)
    assert compiled.read_bytes() == update.qm_path(language).read_bytes(), (
        f"yukon_qt_{language}.qm is older than its .ts: run python3 tools/update_translations.py"
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_fresh_lupdate_changes_nothing(language, tmp_path):
    """Every translatable string of the source is in the file, none that is gone, each with
    as many plural forms as Qt's rules for the language have."""
    kept = read_ts(update.ts_path(language))
    copy = tmp_path / update.ts_path(language).name
    shutil.copy(update.ts_path(language), copy)
    update.lupdate(copy, language)
    assert [m.key for m in read_ts(copy)] == [m.key for m in kept], (
        f"{copy.name} is not up to date with the source: run python3 tools/update_translations.py"
    )
    new = tmp_path / "new" / copy.name
    new.parent.mkdir()
    update.lupdate(new, language)
    forms = {m.key: len(m.forms) for m in read_ts(new) if m.numerus}
    assert {m.key: len(m.forms) for m in kept if m.numerus} == forms


def test_english_holds_only_the_counted_messages():
    english = read_ts(update.ts_path("en"))
    assert english and all(m.numerus for m in english)
    for message in english:
        singular, plural = message.forms
        assert "(s)" not in singular + plural and singular != plural, message.source


# ---------------------------------------------------------------------------------------------
# lupdate reads Python with a simple parser: a call it does not understand is silently left
# out.  Reading the source here with Python's own parser catches that.

def _literal(node) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def translatable_calls() -> list[tuple[str, str, bool, str]]:
    """(context, source, numerus, where) of every tr()/translate() call in the package."""
    found = []
    for path in sorted((ROOT / "yukon_qt").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        classes = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                for child in ast.walk(node):
                    classes.setdefault(id(child), node.name)  # the outermost class: ast.walk goes outside in
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            if isinstance(node.func, ast.Name) and node.func.id == "QT_TRANSLATE_NOOP":
                # A text marked where it is defined (the engine, which has no Qt), translated elsewhere.
                context, source = (_literal(arg) for arg in node.args[:2])
                assert context and source is not None, f"{where}: the context and text must be plain strings"
                found.append((context, source, False, where))
                continue
            if not isinstance(node.func, ast.Attribute):
                continue
            keywords = {k.arg for k in node.keywords}
            if node.func.attr == "tr" and isinstance(node.func.value, ast.Name) and node.func.value.id == "self":
                context, args = classes.get(id(node)), node.args
                numerus = len(args) >= 3 or "n" in keywords
            elif node.func.attr == "translate" and getattr(node.func.value, "id", "") == "QCoreApplication":
                if any(not isinstance(arg, ast.Constant) for arg in node.args[:2]):
                    # A text marked with QT_TRANSLATE_NOOP (a rule's, an option's, a settings notice's), kept
                    # with or without its context: read above where it is marked.
                    continue
                context = _literal(node.args[0]) if node.args else None
                args = node.args[1:]
                numerus = len(args) >= 3 or "n" in keywords
            else:
                continue
            source = _literal(args[0]) if args else None
            assert context and source is not None, f"{where}: the context and text must be plain strings"
            found.append((context, source, numerus, where))
    return found


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_call_in_the_source_is_in_the_file(language):
    keys = {(m.context, m.source, m.numerus) for m in read_ts(update.ts_path(language))}
    calls = translatable_calls()
    assert len(calls) > 100
    missing = [f"{where}: {context}/{source!r}" for context, source, numerus, where in calls
               if (context, source, numerus) not in keys]
    assert missing == [], "lupdate misses these calls (or the file is out of date)"


def test_english_has_every_counted_call():
    keys = {(m.context, m.source) for m in read_ts(update.ts_path("en"))}
    counted = [(context, source) for context, source, numerus, _ in translatable_calls() if numerus]
    assert counted and set(counted) <= keys


def test_the_script_lists_the_sources_in_one_place():
    assert update.SOURCES == ["yukon_qt"]
    assert Path(update.tool("lupdate")).exists() and Path(update.tool("lrelease")).exists()


# Qt's plural forms: one for Chinese, Japanese, Korean, Vietnamese, Thai, Persian, Indonesian and Turkish,
# six for Arabic, three for Russian, Ukrainian and Polish.
PLURAL_FORMS = {"zh_CN": 1, "ja": 1, "id": 1, "tr": 1, "ko": 1, "vi": 1, "th": 1, "fa": 1,
                "es": 2, "fr": 2, "pt_BR": 2, "de": 2, "bn": 2, "hi": 2, "te": 2, "ha": 2, "it": 2, "nl": 2,
                "he": 2, "ta": 2, "ru": 3, "uk": 3, "pl": 3, "ar": 6}


def test_each_language_has_as_many_plural_forms_as_qt_gives_it():
    assert set(PLURAL_FORMS) == set(TRANSLATED)
    found = {language: {len(m.forms) for m in read_ts(update.ts_path(language)) if m.numerus}
             for language in TRANSLATED}
    assert found == {language: {count} for language, count in PLURAL_FORMS.items()}


@pytest.mark.parametrize(("language", "counts"), [
    ("ar", {0: 0, 1: 1, 2: 2, 3: 3, 10: 3, 11: 4, 99: 4, 100: 5, 102: 5, 103: 3}),
    ("ru", {1: 0, 21: 0, 2: 1, 4: 1, 22: 1, 5: 2, 11: 2, 12: 2, 25: 2}),
    ("fr", {0: 0, 1: 0, 2: 1}), ("pt_BR", {0: 0, 1: 0, 2: 1}), ("de", {0: 1, 1: 0, 2: 1}),
])
def test_a_count_picks_the_plural_form_of_its_kind(language, counts, qapp):
    """Each count takes the form Qt's rules for the language give it, through the compiled file as the
    game loads it (Arabic: zero, one, two, few 3-10, many 11-99, other; Russian: one, few, many)."""
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(update.qm_path(language)))
    messages = [m for m in read_ts(update.ts_path(language)) if m.numerus]
    assert messages
    for message in messages:
        got = {count: translator.translate(message.context, message.source, message.comment or None, count)
               for count in counts}
        assert got == {count: message.forms[form] for count, form in counts.items()}, message.source
