"""Real mouse gestures on the card table, and a hand-built position maker, for the window tests."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from yukon_qt.engine import Card, Game, GameCode, Pile, Rule, Suit
from yukon_qt.engine.cards import SUIT_LETTERS

DEAL = "YU1-C-AAAAAAB"


def open_window(qtbot, settings, code: str | None = DEAL, resume: bool = True, activate: bool = True):
    from yukon_qt.ui.window.main_window import MainWindow

    window = MainWindow(settings, code=GameCode.parse(code) if code else None, resume=resume)
    qtbot.addWidget(window)
    if not settings.get("window_geometry"):
        window.resize(1280, 860)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.first_frame_done)  # the statistics open just after the first frame
    if activate:  # keyboard shortcuts need the active window
        window.raise_()
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
    return window


def build(columns: list[str], foundations: dict[str, int] | None = None) -> Game:
    """A game in exactly this position: columns deepest card first, face-down cards before '|'."""
    game = Game(GameCode(Rule.CLASSIC, 0))
    game.columns, game.hidden = [], []
    for text in list(columns) + [""] * (7 - len(columns)):
        down, bar, up = text.rpartition("|")
        down_cards = [Card.parse(w) for w in down.split()] if bar else []
        game.columns.append(down_cards + [Card.parse(w) for w in up.split()])
        game.hidden.append(len(down_cards))
    counts = foundations or {}
    game.foundations = [[Card(rank, Suit(s)) for rank in range(1, counts.get(SUIT_LETTERS[s], 0) + 1)]
                        for s in range(4)]
    return game



def settle(qtbot, view) -> None:
    qtbot.waitUntil(lambda: not view.table.animating, timeout=3000)


def card_point(view, card: str | Card) -> QPoint:
    """A viewport point on the visible corner strip of ``card``."""
    item = view.table.cards[Card.parse(card) if isinstance(card, str) else card]
    size = item.boundingRect()
    return view.mapFromScene(item.pos() + QPointF(size.width() * 0.5, size.height() * 0.06))


def pile_point(view, pile: Pile) -> QPoint:
    """A viewport point in the middle of where a card dropped on ``pile`` would lie."""
    rect = view.table.pile_rect(pile)
    return view.mapFromScene(rect.center() + QPointF(0, rect.height() * 0.15))


def _move(viewport, point: QPoint, buttons) -> None:
    event = QMouseEvent(QEvent.Type.MouseMove, QPointF(point), QPointF(viewport.mapToGlobal(point)),
                        Qt.MouseButton.NoButton, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, event)


def press_and_move(qtbot, view, start: QPoint, end: QPoint, steps: int = 6) -> None:
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, steps + 1):
        point = start + (end - start) * (step / steps)
        _move(viewport, QPoint(round(point.x()), round(point.y())), Qt.MouseButton.LeftButton)


def release(view, point: QPoint) -> None:
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def drag(qtbot, view, start: QPoint, end: QPoint) -> None:
    press_and_move(qtbot, view, start, end)
    release(view, end)
    settle(qtbot, view)


def click(qtbot, view, point: QPoint) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    settle(qtbot, view)


def double_click(qtbot, view, point: QPoint) -> None:
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    settle(qtbot, view)


def answer_next_box(button_text: str, seen: list | None = None) -> None:
    """When the next modal box opens, click its button whose text is ``button_text`` (the mouse, for real).

    ``seen`` (a list) receives the box's text, to check what was asked.
    """
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)
            return
        if seen is not None:
            seen.append(box.text())
        [button] = [b for b in box.buttons() if b.text() == button_text]
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
