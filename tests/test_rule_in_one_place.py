"""A new rule is a new member of ``Rule`` and its fit rule: no other module of the package names a rule.

The code letter, the stored name, the title, the choice, the explanation and
the place among the others all come from :class:`yukon_qt.engine.Rule`
(engine/codes.py); what fits on what comes from ``fits_on`` (engine/game.py).
Any other mention of one particular rule would need changing for a third
one, so each is listed here with its file and line: a member
(``Rule.CLASSIC``), a stored name or title in a string (``"relaxed"``,
``"Classic rule"``), a choice or an explanation, or a code letter compared
with or listed among rule letters (``letter in ("C", "R")``).  Docstrings and
comments are prose and are not read.

A few mentions are known and stay, each for its reason (``KNOWN``).  The first
means a new rule also needs a migration step: the statistics table only takes
the rules its CHECK names.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from yukon_qt.engine import Rule

PACKAGE = Path(__file__).resolve().parents[1] / "yukon_qt"
WHERE_RULES_ARE = {"engine/codes.py", "engine/game.py"}  # Rule itself, and the fit rule
KNOWN = {  # (file, word in lower case)
    # The schema made by migration 0 -> 1 is history: it names the rules there were then.
    ("stats/store.py", "classic"),
    ("stats/store.py", "relaxed"),
    # The colour refusal's sentence: only the Classic fit rule refuses a card for its colour.
    ("ui/messages.py", "classic"),
    # The deal of the day is a Classic deal whatever rules there are: chosen once in engine/daily.py,
    # and said so where it is offered (the New game dialog, the daily command's help).
    ("engine/daily.py", "Rule.CLASSIC"),
    ("ui/dialogs/new_game_dialog.py", "classic"),
    ("commands/daily.py", "classic"),
    # The card deck called Classic shares the rule's word, not its meaning: its stored name and title
    # (ui/decks/classic.py), the default deck of the settings and the screenshot command's help.
    ("ui/decks/classic.py", "classic"),
    ("settings.py", "classic"),
    ("commands/screenshot.py", "classic"),
}


def words_of(rule: Rule) -> list[str]:
    return [rule.stored_name, rule.title, rule.choice.replace("&", "")]


def mentions(source: str) -> list[tuple[int, str]]:
    """(line, what) for each mention of a particular rule in a module's code (a word in lower case)."""
    tree = ast.parse(source)
    prose = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}  # docstrings
    parents = {id(child): node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    letters = {rule.letter for rule in Rule}
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "Rule"
                and node.attr in Rule.__members__):
            found.append((node.lineno, f"Rule.{node.attr}"))
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)) or id(node) in prose:
            continue
        text = node.value
        for rule in Rule:
            found += [(node.lineno, word.lower()) for word in words_of(rule)
                      if re.search(rf"\b{re.escape(word)}\b", text, re.IGNORECASE)]
            found += [(node.lineno, part) for part in (rule.choice, rule.explanation) if part in text]
        parent = parents.get(id(node))
        if text in letters and isinstance(parent, (ast.Compare, ast.Tuple, ast.List, ast.Set, ast.Dict, ast.Call)):
            found.append((node.lineno, text))
    return sorted(set(found))


def test_no_module_but_rules_own_names_a_rule():
    wrong, known_seen = [], set()
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        if name in WHERE_RULES_ARE:
            continue
        for line, what in mentions(path.read_text(encoding="utf-8")):
            if (name, what) in KNOWN:
                known_seen.add((name, what))
            else:
                wrong.append(f"yukon_qt/{name}:{line}: {what}")
    assert wrong == []
    assert known_seen == KNOWN, "a known mention is gone: take it out of KNOWN"


def test_each_kind_of_mention_is_found():
    source = '''
"""Docstrings may say Classic and relaxed."""
name = "relaxed" if rule is Rule.RELAXED else "classic"
title = QCoreApplication.translate("GameBar", "Classic")
sentence = "The middle part must be C (Classic rule) or R (Relaxed rule)."
button = "Re&laxed"
if letter not in ("C", "R"):
    rule = Rule("C")
explanation = "Colour does not matter: a card goes on any card exactly one rank higher."
fine = ("YU1-C-AAAAAAB", "Both rules", "C:/", classical, "a relaxedness")
'''
    found = mentions(source)
    assert (3, "Rule.RELAXED") in found and (3, "relaxed") in found and (3, "classic") in found
    assert (4, "classic") in found
    assert (5, "classic") in found and (5, "relaxed") in found
    assert (6, "Re&laxed") in found
    assert (7, "C") in found and (7, "R") in found and (8, "C") in found
    assert (9, Rule.RELAXED.explanation) in found
    assert [line for line, _ in found if line in (2, 10)] == []
