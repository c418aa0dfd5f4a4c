"""What the language tests share: the repository root and the translation update script's settings."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _load_update_script():
    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "tools" / "update_translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


update = _load_update_script()


def native_digits() -> dict[str, str]:
    """Each language whose locale writes numbers in digits of its own (Arabic, Bengali, Persian), with
    those digits from 0 to 9, as the game bar, the clock and the dates show them."""
    from PySide6.QtCore import QLocale

    from yukon_qt.i18n import locale_for

    found = {}
    for language in update.languages():
        locale = locale_for(language, QLocale("en_US"))
        if locale.zeroDigit() != "0":
            found[language] = "".join(locale.toString(digit) for digit in range(10))
    return found


NATIVE_DIGITS = native_digits()
