"""The factory Qt asks for the table view's accessible interface, only when an assistive technology asks.

Installed once at start; it imports the interfaces the first time it is
asked for the table, so a start without a screen reader pays nothing more.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface

_installed = False


def table_interface(key: str, target: QObject) -> QAccessibleInterface | None:
    if key != "TableView":
        return None
    from yukon_qt.ui.accessibility.announcer import Announcer
    from yukon_qt.ui.accessibility.interfaces import TableInterface

    return TableInterface(target, Announcer.of(target).tree)  # type: ignore[arg-type]


def install_factory() -> None:
    global _installed
    if not _installed:
        QAccessible.installFactory(table_interface)
        _installed = True
