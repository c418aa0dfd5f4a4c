"""The factory Qt asks for the table view's accessible interface, only when an assistive technology asks.

It is installed once the first frame is on screen (creating Qt's QAccessible
class costs a few milliseconds that the start need not pay); a screen reader
that asked for the table before then had Qt's plain interface for it, which
is dropped so that it asks again and meets the table's own.  The interfaces
are imported the first time one is asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # QtGui's accessibility classes are looked up only when the factory is installed
    from PySide6.QtCore import QObject
    from PySide6.QtGui import QAccessibleInterface
    from PySide6.QtWidgets import QWidget

_installed = False


def table_interface(key: str, target: QObject) -> QAccessibleInterface | None:
    if key != "TableView":
        return None
    from yukon_qt.ui.accessibility.announcer import Announcer
    from yukon_qt.ui.accessibility.interfaces import TableInterface

    return TableInterface(target, Announcer.of(target).tree)  # type: ignore[arg-type]


def install_factory(view: QWidget | None = None) -> None:
    """Install the factory (once); with ``view``, make sure an active screen reader gets its table."""
    from PySide6.QtGui import QAccessible, QAccessibleEvent

    global _installed
    if not _installed:
        QAccessible.installFactory(table_interface)
        _installed = True
    if view is None or not QAccessible.isActive():
        return
    from yukon_qt.ui.accessibility.interfaces import TableInterface

    plain = QAccessible.queryAccessibleInterface(view)
    if plain is not None and not isinstance(plain, TableInterface):
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(plain))
        QAccessible.queryAccessibleInterface(view)  # made by the factory now
        if view.hasFocus():
            QAccessible.updateAccessibility(QAccessibleEvent(view, QAccessible.Event.Focus))
