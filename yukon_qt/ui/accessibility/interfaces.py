"""The table as screen readers see it: the table, its eleven piles, and each card.

The piles and cards have no QObject of their own; their interfaces are
object-less ``QAccessibleWidget`` s over the table view, so that Qt's own
action interface carries their actions (a Python class cannot hand Qt a
second interface through ``interface_cast``).  Each pile and card keeps one
interface for the life of the view; a card's interface moves with it from pile
to pile.

What an action means is asked of the keyboard play and the gesture policy,
exactly as the keys and the mouse ask it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget

from yukon_qt.engine import FULL_DECK, Card, Pile
from yukon_qt.engine.moves import COLUMNS, FOUNDATIONS
from yukon_qt.ui.accessibility.names import FIND_PLACE, PICK_UP, PUT_DOWN, TO_FOUNDATION

if TYPE_CHECKING:
    from yukon_qt.ui.accessibility.names import SpokenNames
    from yukon_qt.ui.table.table_view import TableView

PILES: tuple[Pile, ...] = COLUMNS + FOUNDATIONS  # the table's children, in this order
# Qt's nullptr where an interface is asked for: no such child, no parent (PySide6's stubs leave it out).
NOTHING = cast(QAccessibleInterface, None)
PRESS = QAccessibleActionInterface.pressAction()
SET_FOCUS = QAccessibleActionInterface.setFocusAction()


class Tree:
    """The interfaces of one table view's piles and cards, and where the keyboard frame is among them."""

    def __init__(self, view: TableView, names: SpokenNames) -> None:
        self.view = view
        self.model = view.model
        self.names = names
        self.piles = {pile: PileInterface(self, pile) for pile in PILES}
        self.cards = {card: CardInterface(self, card) for card in FULL_DECK}
        self.board = NoticeBoard(self)
        self.notices = [NoticeInterface(self) for _ in range(NOTICES)]
        self._next_notice = 0

    def table(self) -> QAccessibleInterface:
        return QAccessible.queryAccessibleInterface(self.view)

    def framed(self) -> QAccessibleInterface:
        """The card or pile the keyboard frame is on: the card the frame starts at, or the empty pile."""
        keyboard = self.view.keyboard
        cards = self.model.cards_of(keyboard.pile)
        if not cards:
            return self.piles[keyboard.pile]
        depth = 0 if keyboard.pile.is_foundation else keyboard.depth
        return self.cards[cards[-1 - depth]]

    def has_focus(self, node: QAccessibleInterface) -> bool:
        return self.view.hasFocus() and self.view.keyboard.active and self.framed() is node

    def global_rect(self, scene_rect: QRectF) -> QRect:
        view = self.view
        local = view.mapFromScene(scene_rect).boundingRect()
        return QRect(view.viewport().mapToGlobal(local.topLeft()), local.size())

    def frame(self, pile: Pile, depth: int = 0) -> None:
        self.view.keyboard.frame(pile, depth)

    def notice(self, text: str) -> NoticeInterface:
        """The next notice of the ring, now reading ``text`` (a notice keeps its words until its turn comes again)."""
        node = self.notices[self._next_notice]
        self._next_notice = (self._next_notice + 1) % len(self.notices)
        node.words = text
        return node

    def release(self) -> None:
        """The view is going: Qt's cache forgets every interface made here (and deletes them)."""
        for node in [*self.piles.values(), *self.cards.values(), self.board, *self.notices]:
            identifier = QAccessible.uniqueId(node)
            QAccessible.deleteAccessibleInterface(identifier)
        self.piles, self.cards, self.notices = {}, {}, []


class Node(QAccessibleWidget):
    """An object-less interface inside the table view: the parts every pile and card share."""

    def __init__(self, tree: Tree, role: QAccessible.Role) -> None:
        super().__init__(tree.view, role, "")
        self.tree = tree
        self._role = role

    def isValid(self) -> bool:
        return True

    def object(self):  # no QObject: Qt's cache must not take this for the view's own interface
        return None

    def window(self):
        return None

    def role(self) -> QAccessible.Role:
        return self._role

    def childAt(self, x: int, y: int) -> QAccessibleInterface:
        return NOTHING

    def focusChild(self) -> QAccessibleInterface:
        return NOTHING

    def relations(self, match=None) -> list:
        return []

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass

    def keyBindingsForAction(self, name: str) -> list[str]:
        return ["Space"] if name == PRESS else []

    def localizedActionName(self, name: str) -> str:
        if name in (PRESS, SET_FOCUS):
            return super().localizedActionName(name)
        return self.tree.names.action_name(name)

    def localizedActionDescription(self, name: str) -> str:
        return self.localizedActionName(name)


class PileInterface(Node):
    def __init__(self, tree: Tree, pile: Pile) -> None:
        super().__init__(tree, QAccessible.Role.List)
        self.pile = pile

    def parent(self) -> QAccessibleInterface:
        return self.tree.table()

    def _cards(self) -> tuple[Card, ...]:
        return self.tree.model.cards_of(self.pile)

    def childCount(self) -> int:
        return len(self._cards())

    def child(self, index: int) -> QAccessibleInterface:
        cards = self._cards()
        return self.tree.cards[cards[index]] if 0 <= index < len(cards) else NOTHING

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        card = getattr(child, "card", None)
        return self._cards().index(card) if card in self._cards() else -1

    def text(self, kind: QAccessible.Text) -> str:
        return self.tree.names.pile_name(self.pile) if kind == QAccessible.Text.Name else ""

    def rect(self) -> QRect:
        return self.tree.global_rect(self.tree.view.table.pile_rect(self.pile))

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.focused = self.tree.has_focus(self)
        return state

    def actionNames(self) -> list[str]:
        return [PRESS, SET_FOCUS, PUT_DOWN]

    def doAction(self, name: str) -> None:
        keyboard = self.tree.view.keyboard
        if name in (PRESS, SET_FOCUS, PUT_DOWN):
            self.tree.frame(self.pile)
        if name == PRESS or (name == PUT_DOWN and keyboard.picked is not None):
            keyboard.act()


class CardInterface(Node):
    def __init__(self, tree: Tree, card: Card) -> None:
        super().__init__(tree, QAccessible.Role.ListItem)
        self.card = card

    def _place(self) -> tuple[Pile, int]:
        return self.tree.model.locate(self.card)

    def parent(self) -> QAccessibleInterface:
        return self.tree.piles[self._place()[0]]

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> QAccessibleInterface:
        return NOTHING

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def text(self, kind: QAccessible.Text) -> str:
        return self.tree.names.shown_name(self.card) if kind == QAccessible.Text.Name else ""

    def rect(self) -> QRect:
        item = self.tree.view.table.cards.get(self.card)
        return self.tree.global_rect(item.sceneBoundingRect()) if item is not None else QRect(QPoint(), QPoint())

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.focused = self.tree.has_focus(self)
        keyboard = self.tree.view.keyboard
        picked = keyboard.picked
        state.selectable = self.tree.model.can_pick_up(self.card)
        state.selected = picked is not None and self.card in self.tree.model.group(picked)
        return state

    def _depth(self) -> int:
        pile, position = self._place()
        return len(self.tree.model.cards_of(pile)) - 1 - position

    def actionNames(self) -> list[str]:
        return [PRESS, SET_FOCUS, PICK_UP, PUT_DOWN, TO_FOUNDATION, FIND_PLACE]

    def doAction(self, name: str) -> None:
        tree, keyboard = self.tree, self.tree.view.keyboard
        pile, _ = self._place()
        if name in (PRESS, SET_FOCUS, PICK_UP):
            if name == PICK_UP:
                keyboard.put_back()
            tree.frame(pile, self._depth())
            if name != SET_FOCUS:
                keyboard.act()
        elif name == PUT_DOWN and keyboard.picked is not None:
            tree.frame(pile)
            keyboard.act()
        elif name == TO_FOUNDATION:
            keyboard.put_back()
            tree.view.gestures.send_home(self.card)
        elif name == FIND_PLACE:
            keyboard.put_back()
            tree.view.gestures.find_place(self.card)


NOTICES = 8  # notices in the ring: one is reused only after 7 more were said


class NoticeBoard(Node):
    """The status bar the notices belong to (not listed among the table's children, shown nowhere).

    A notification inside a status bar is read by Orca without the word "notification" before it.
    """

    def __init__(self, tree: Tree) -> None:
        super().__init__(tree, QAccessible.Role.StatusBar)

    def parent(self) -> QAccessibleInterface:
        return self.tree.table()

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> QAccessibleInterface:
        return NOTHING

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def text(self, kind: QAccessible.Text) -> str:
        return ""

    def rect(self) -> QRect:
        return QRect()

    def state(self) -> QAccessible.State:
        return QAccessible.State()

    def actionNames(self) -> list[str]:
        return []


class NoticeInterface(NoticeBoard):
    """One thing said: an object of the notification role, shown (to the bus only) when it is said.

    Orca has spoken a notification when it is shown for many versions (43 among them, which has no
    listener for announcements); each notice keeps its words, so a screen reader that reads them a
    moment late still reads the right ones.
    """

    def __init__(self, tree: Tree) -> None:
        Node.__init__(self, tree, QAccessible.Role.Notification)
        self.words = ""

    def parent(self) -> QAccessibleInterface:
        return self.tree.board

    def text(self, kind: QAccessible.Text) -> str:
        return self.words if kind == QAccessible.Text.Name else ""


class TableInterface(QAccessibleWidget):
    """The table view: its children are the seven columns, then the four foundations."""

    def __init__(self, view: TableView, tree: Tree) -> None:
        super().__init__(view, QAccessible.Role.Pane, "")
        self.tree = tree

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.tree.names.table_name()
        return super().text(kind)

    def childCount(self) -> int:
        return len(PILES) if self.tree.piles else 0

    def child(self, index: int) -> QAccessibleInterface:
        return self.tree.piles[PILES[index]] if 0 <= index < len(PILES) and self.tree.piles else NOTHING

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        pile = getattr(child, "pile", None)
        return PILES.index(pile) if pile in PILES else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface:
        for node in self.tree.piles.values():
            if node.rect().contains(x, y):
                return node
        return NOTHING

    def focusChild(self) -> QAccessibleInterface:
        if self.tree.piles and self.tree.view.keyboard.active:
            return self.tree.framed()
        return NOTHING
