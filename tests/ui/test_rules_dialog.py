from yukon_qt import paths
from yukon_qt.ui.dialogs.rules_dialog import RulesDialog, candidate_names, rules_markdown


def test_dialog_shows_the_rules_page(qtbot):
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    text = dialog.browser.toPlainText()
    assert "How to play Yukon" in text
    assert "625" in text and "What this game adds" in text
    assert "#" not in text.splitlines()[0]  # markdown was rendered, not shown raw


def test_an_unknown_language_falls_back_to_english():
    english = (paths.resources_dir() / "rules" / "en.md").read_text(encoding="utf-8")
    assert rules_markdown(["xx-YY"]) == english
    assert rules_markdown([]) == english


def test_language_names_are_tried_from_specific_to_general():
    assert candidate_names(["pt-BR", "de"]) == ["pt_BR", "pt", "de", "en"]


def test_a_page_in_the_players_language_is_preferred(tmp_path, monkeypatch):
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "tr.md").write_text("# Yukon kuralları\n", encoding="utf-8")
    (tmp_path / "rules" / "en.md").write_text("# Rules\n", encoding="utf-8")
    monkeypatch.setattr(paths, "resources_dir", lambda: tmp_path)
    assert rules_markdown(["tr-TR"]) == "# Yukon kuralları\n"
    assert rules_markdown(["hi-IN"]) == "# Rules\n"
