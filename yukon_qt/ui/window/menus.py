"""The main window's actions, menus and toolbar, built from the tables below, and their texts.

Each action is an attribute of the window (``window.new_action``, ...), made
by :func:`make_actions` from ``ACTIONS``; the menus and the toolbar list them
by name (``MENUS``, ``TOOLBAR``).  A new command is one row in ``ACTIONS``,
its place in ``MENUS`` (and ``TOOLBAR``), and its text in :func:`retranslate`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence, QPixmap
from PySide6.QtWidgets import QMenu, QToolBar

if TYPE_CHECKING:
    from yukon_qt.ui.window.main_window import MainWindow

Keys = QKeySequence.StandardKey

# name (the window's attribute is name + "_action"), the window's method it calls, its keys: a standard key,
# a list of keys, or (a standard key, the keys where the platform has none: Preferences has none on Linux).
ACTIONS = (
    ("new", "new_game", Keys.New),
    ("daily", "play_todays_deal", None),
    ("restart", "restart_deal", None),
    ("undo", "undo", Keys.Undo),
    ("redo", "redo", (Keys.Redo, "Ctrl+Shift+Z")),
    ("hint", "show_hint", ["H"]),
    ("finish", "play_every_card_home", None),
    ("lost_move", "find_lost_move", ["W"]),
    ("statistics", "show_statistics", ["Ctrl+Shift+S", "F4"]),
    ("quit", "close", Keys.Quit),
    ("preferences", "show_preferences", (Keys.Preferences, "Ctrl+,")),
    ("full_screen", "set_full_screen", (Keys.FullScreen, "F11")),
    ("rules", "show_rules", Keys.HelpContents),
    ("about", "show_about", None),
)
# The menus, by the window's attribute; None is a separator.
MENUS = (
    ("game_menu", ("new", "daily", "restart", None, "undo", "redo", "hint", "lost_move", "finish", None,
                   "statistics", None, "quit")),
    ("settings_menu", ("full_screen", None, "preferences")),
    ("help_menu", ("rules", "about")),
)
TOOLBAR = ("new", "restart", "undo", "redo", "hint")
# Shortcuts that work with the toolbar hidden too (the window's own actions).
WINDOW_SHORTCUTS = ("new", "restart", "undo", "redo", "hint", "lost_move", "statistics", "preferences",
                    "full_screen")


def shortcut_or(standard: QKeySequence.StandardKey, fallback: str) -> list[QKeySequence]:
    """The platform's keys for ``standard``, else ``fallback`` (Preferences has none on Linux and Windows)."""
    return QKeySequence.keyBindings(standard) or [QKeySequence(fallback)]


def toolbar_text(text: str) -> str:
    """An action's text for a toolbar button: no mnemonic, no "(&N)" group, no trailing ellipsis.

    "&New game…" gives "New game"; "नई बाज़ी (&N)…" gives "नई बाज़ी"; "&&" stays a single "&".
    """
    text = re.sub(r"\s*\(&[^&\s)]\)", "", text)
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return re.sub(r"\s*(…|\.\.\.)\s*$", "", text).strip()


def key_text(action: QAction) -> str:
    """An action's shortcut as the platform writes it (Ctrl+N, ⌘N), for a tooltip."""
    return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)


def action_of(window: MainWindow, name: str) -> QAction:
    return getattr(window, f"{name}_action")


def latin_shortcut(window: MainWindow, event) -> bool:
    """A one-letter shortcut (H, W) pressed on a keyboard set to another script: the same key's action."""
    from yukon_qt.ui.table.latin_keys import latin_key

    key = latin_key(event)
    if key == event.key() or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
        return False
    wanted = QKeySequence(key)
    for action in window.actions() + [action for menu in window.menuBar().findChildren(QMenu)
                                       for action in menu.actions()]:
        if action.isEnabled() and wanted in action.shortcuts():
            action.trigger()
            return True
    return False


def make_actions(window: MainWindow) -> None:
    for name, slot, keys in ACTIONS:
        action = QAction(window)
        if isinstance(keys, tuple):
            action.setShortcuts(shortcut_or(*keys))
        elif isinstance(keys, list):
            action.setShortcuts([QKeySequence(key) for key in keys])
        elif keys is not None:
            action.setShortcut(keys)
        action.triggered.connect(getattr(window, slot))
        setattr(window, f"{name}_action", action)
    window.full_screen_action.setCheckable(True)
    window.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
    window.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
    window.about_action.setMenuRole(QAction.MenuRole.AboutRole)
    for name in WINDOW_SHORTCUTS:
        window.addAction(action_of(window, name))


def make_menus(window: MainWindow) -> None:
    bar = window.menuBar()
    for attribute, names in MENUS:
        menu = bar.addMenu("")
        for name in names:
            if name is None:
                menu.addSeparator()
            else:
                menu.addAction(action_of(window, name))
        setattr(window, attribute, menu)


def make_toolbar(window: MainWindow) -> None:
    toolbar = window.toolbar = QToolBar(window)
    toolbar.setObjectName("gameToolbar")
    toolbar.setMovable(False)
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    # The style's icons are looked up just after the first frame (Python's QStyle type alone costs
    # some 6 ms, an icon theme more); until then a blank icon of the same size keeps the buttons' size.
    blank = QPixmap(toolbar.iconSize())
    blank.fill(Qt.GlobalColor.transparent)
    for name in TOOLBAR:
        action = action_of(window, name)
        action.setIcon(QIcon(blank))
        toolbar.addAction(action)
    window.addToolBar(toolbar)


def set_toolbar_icons(window: MainWindow) -> None:
    from PySide6.QtWidgets import QStyle

    from yukon_qt.ui.window.hint_icon import hint_icon

    style = window.style()
    icons = {
        window.new_action: QStyle.StandardPixmap.SP_FileIcon,
        window.restart_action: QStyle.StandardPixmap.SP_BrowserReload,
        window.undo_action: QStyle.StandardPixmap.SP_ArrowBack,
        window.redo_action: QStyle.StandardPixmap.SP_ArrowForward,
    }
    for action, icon in icons.items():
        action.setIcon(style.standardIcon(icon))
    # Not every style draws a question mark (Windows' left the button blank): the game draws its own.
    window.hint_action.setIcon(hint_icon())


def action_texts() -> dict[str, str]:
    """Each action's text, by its name in ``ACTIONS``."""
    return {
        "new": QCoreApplication.translate("MainWindow", "&New game…"),
        "daily": QCoreApplication.translate("MainWindow", "&Deal of the day"),
        "restart": QCoreApplication.translate("MainWindow", "&Restart this deal"),
        "undo": QCoreApplication.translate("MainWindow", "&Undo"),
        "redo": QCoreApplication.translate("MainWindow", "R&edo"),
        "hint": QCoreApplication.translate("MainWindow", "&Hint"),
        "finish": QCoreApplication.translate("MainWindow", "&Play every card home"),
        "lost_move": QCoreApplication.translate("MainWindow", "&Where did it go wrong?"),
        "statistics": QCoreApplication.translate("MainWindow", "&Statistics"),
        "quit": QCoreApplication.translate("MainWindow", "&Quit"),
        "preferences": QCoreApplication.translate("MainWindow", "&Preferences…"),
        "full_screen": QCoreApplication.translate("MainWindow", "&Full screen"),
        "rules": QCoreApplication.translate("MainWindow", "&Rules"),
        "about": QCoreApplication.translate("MainWindow", "&About Yukon Solitaire"),
    }


def retranslate(window: MainWindow) -> None:
    """The texts of the window, its actions, menus and toolbar in the language of the moment."""
    window.setWindowTitle(QCoreApplication.translate("MainWindow", "Yukon Solitaire"))
    window.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
    window.settings_menu.setTitle(QCoreApplication.translate("MainWindow", "&Settings"))
    window.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
    window.toolbar.setWindowTitle(QCoreApplication.translate("MainWindow", "Game"))
    for name, text in action_texts().items():
        action_of(window, name).setText(text)
    tips = {
        "new": QCoreApplication.translate("MainWindow", "Start a new game (%1)"),
        "daily": QCoreApplication.translate("MainWindow",
                                            "Play today's deal, the same for every player, proven winnable"),
        "hint": QCoreApplication.translate("MainWindow", "Show a good next move (%1)"),
        "lost_move": QCoreApplication.translate("MainWindow", "Find the move that lost this game (%1)"),
    }
    for name, tip in tips.items():
        action = action_of(window, name)
        action.setToolTip(tip.replace("%1", key_text(action)))
    for name in TOOLBAR:
        action = action_of(window, name)
        action.setIconText(toolbar_text(action.text()))
