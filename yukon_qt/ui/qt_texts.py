"""Qt's own texts, listed so that our translation files carry them.

Qt ships its translations (``qtbase_<lang>.qm``) for Turkish but not for
Hindi, Telugu or Hausa, so standard buttons and the text field's context menu
would stay English there.  The strings below are Qt's own, in Qt's own
translation contexts, exactly as Qt 6 asks for them; lupdate reads this file
and puts them into ``translations/yukon_qt_<lang>.ts``, and the app's
translator then answers Qt's requests.  Nothing needs to import this module:
the list is here for lupdate (and for the tests).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

QT_TEXTS = (
    # Standard buttons (QDialogButtonBox, QMessageBox): QPlatformTheme::defaultStandardButtonText.
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    # The same buttons under GNOME, which asks for a few of them with mnemonics.
    QT_TRANSLATE_NOOP("QGnomeTheme", "&OK"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Cancel"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Close"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Save"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "Close without Saving"),
    # A progress dialog's button before the app names it.
    QT_TRANSLATE_NOOP("QProgressDialog", "Cancel"),
    # The context menu of a text field (the game code in the New game window).
    QT_TRANSLATE_NOOP("QLineEdit", "&Undo"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Redo"),
    QT_TRANSLATE_NOOP("QLineEdit", "Cu&t"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Copy"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Paste"),
    QT_TRANSLATE_NOOP("QLineEdit", "Delete"),
    QT_TRANSLATE_NOOP("QLineEdit", "Select All"),
    # The context menu of read-only rich text (the Rules window).
    QT_TRANSLATE_NOOP("QWidgetTextControl", "&Copy"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Copy &Link Location"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Select All"),
)
