"""Playing with the keyboard: a frame (the cursor) moves over the piles, Space picks cards up and puts them down.

- Left and Right go to the previous and next column; past the seventh column
  come the foundations (and past them, the first column again).
- Up and Down, in a column, frame a deeper or a higher face-up card: the cards
  picked up are the framed card and every card on it.  On the foundations they
  go from one foundation to the next.
- Space or Enter picks up the framed cards (on a foundation, its top card, to
  take it back).  With cards picked up, it puts them on the framed pile (any
  foundation means the card's own); on their own pile it puts them back.
  A refused move leaves the cards picked up, so another place can be chosen.
- Escape puts the picked cards back.
- 1 to 7 frame that column, 8 the foundations; Home and End frame the
  deepest and the last face-up card of the column.
- C reads the framed column from its deepest card up, F the foundations, and
  S the score, time, moves and game code (said to a screen reader, and shown).

The cursor appears with the first key and hides as soon as the mouse is used,
as in other card games that can be played either way.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen

from yukon_qt.engine import Card, Pile
from yukon_qt.model.gestures import Outcome
from yukon_qt.ui.table.latin_keys import latin_key
from yukon_qt.ui.table.slot_item import HighlightItem
from yukon_qt.ui.table.zorder import CURSOR_Z

ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
ACT = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
JUMPS = {Qt.Key.Key_1 + index: Pile.column(index) for index in range(7)} | {Qt.Key.Key_8: Pile.foundation(0)}
ENDS = (Qt.Key.Key_Home, Qt.Key.Key_End)
READINGS = (Qt.Key.Key_C, Qt.Key.Key_F, Qt.Key.Key_S)
LIFT = 0.06  # picked-up cards rise by this share of a card's height


class CursorMark(HighlightItem):
    """Where the keyboard is: a white frame inside a dark one, clear on the felt and on the cards alike."""

    MARGIN = 7
    OUTLINE = QColor(20, 30, 40, 200)
    PEN = QColor(255, 255, 255, 250)
    Z = CURSOR_Z

    def _draw_frame(self, painter: QPainter, width: float, height: float) -> None:
        line = max(2.0, width * 0.022)
        frame = QRectF(0, 0, width, height).adjusted(line, line, -line, -line)
        radius = frame.width() * 0.07
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(self.OUTLINE, line * 2.2))
        painter.drawRoundedRect(frame, radius, radius)
        painter.setPen(QPen(self.PEN, line))
        painter.drawRoundedRect(frame, radius, radius)


class KeyboardPlay(QObject):
    framed = Signal()  # the frame moved to another card or pile (the screen reader's focus follows)
    picked_up = Signal(object)  # Card: the framed cards were picked up, this one the deepest

    def __init__(self, view) -> None:
        super().__init__(view)
        self.view = view
        self.table = view.table
        self.model = view.model
        self.gestures = view.gestures
        self.mark = CursorMark()
        self.table.addItem(self.mark)
        self.pile = Pile.column(0)
        self.depth = 0  # in a column: how many face-up cards lie on the framed one
        self.picked: Card | None = None
        self.active = False
        for signal in (self.model.cards_moved, self.model.move_undone):
            signal.connect(self._game_changed)
        self.model.game_started.connect(self._game_started)
        self.model.move_refused.connect(lambda refusal, move: self._lift())

    # ------------------------------------------------------------------- keys
    def handle(self, event: QKeyEvent) -> bool:
        """Act on a key of keyboard play; False for any other key (or while the cards cannot be played)."""
        key = latin_key(event)  # C on a Russian keyboard is С: the same key
        if key not in ARROWS + ACT + ENDS + READINGS + tuple(JUMPS) + (Qt.Key.Key_Escape,):
            return False
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        if key in READINGS:
            self.read(key)
            return True
        if self.table.frozen or self.model.won:
            return False
        if key in JUMPS or key in ENDS:
            self._jump(key)
            return True
        if key == Qt.Key.Key_Escape:
            if self.picked is None:
                return False
            self.put_back()
            return True
        if not self.active:  # the first key shows where the cursor is
            self.active = True
            self._clamp()
            self.refresh()
            return True
        if key in ACT:
            self.act()
        else:
            self._step(key)
        return True

    def _step(self, key) -> None:
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            right = key == Qt.Key.Key_Right
            if self.pile.is_foundation:  # the foundations are left as one group
                self.pile = Pile.column(0 if right else 6)
            elif self.pile.index == (6 if right else 0):  # enter the foundations at the picked card's own
                self.pile = Pile.foundation(self.picked.suit if self.picked is not None else 0)
            else:
                self.pile = Pile.column(self.pile.index + (1 if right else -1))
            self.depth = 0
        elif self.pile.is_foundation:
            step = 1 if key == Qt.Key.Key_Down else -1
            self.pile = Pile.foundation(min(3, max(0, self.pile.index + step)))
        elif self.picked is None:
            self.depth += 1 if key == Qt.Key.Key_Up else -1
        self._clamp()
        self.refresh()

    def _jump(self, key) -> None:
        if key in JUMPS:
            pile = JUMPS[key]
            if pile.is_foundation and self.picked is not None:  # the picked card's own foundation
                pile = Pile.foundation(self.picked.suit)
            self.frame(pile, 0)
        elif not self.pile.is_foundation and self.picked is None:
            self.frame(self.pile, 0 if key == Qt.Key.Key_End else len(self.model.cards_of(self.pile)))

    def frame(self, pile: Pile, depth: int = 0) -> None:
        """Frame ``pile``, ``depth`` face-up cards below its last one (as far as it has them), showing the frame."""
        self.active = True
        self.pile, self.depth = pile, depth
        self._clamp()
        self.refresh()

    def read(self, key) -> None:
        """Say (and show) the framed column, the foundations, or the game's figures."""
        from yukon_qt.ui.accessibility.announcer import Announcer

        announcer = Announcer.of(self.view)
        names = announcer.names
        if key == Qt.Key.Key_C:
            text = names.column_reading(self.pile)
        elif key == Qt.Key.Key_F:
            text = names.foundations_reading()
        else:
            text = names.status_reading()
        self.view.toast.show_message(text)  # said as the note is shown

    def act(self) -> None:
        if self.picked is None:
            self._pick()
            return
        card = self.picked
        source, _ = self.model.locate(card)
        # Played, the pick ends with the move; refused, the cards stay picked up.
        outcome = self.gestures.put_down(card, self.pile)
        if outcome is Outcome.NOTHING:
            self.put_back()
        elif outcome is Outcome.PLAYED and self.model.locate(card)[0].is_foundation and not source.is_foundation:
            self.pile, self.depth = source, 0  # a card sent home: go on from the column it left
            self._clamp()
            self.refresh()

    # --------------------------------------------------------------- picking
    def _pick(self) -> None:
        card = self.gestures.card_to_pick(self.pile, self.depth)
        if card is None:
            return
        self.picked = card
        self._lift()
        self.picked_up.emit(card)
        self.table.show_highlights(self.gestures.places_shown(card))

    def relayout(self) -> None:
        """The table changed size: frame the new places, with the picked cards still raised."""
        self.refresh()
        self._lift()

    def _lift(self) -> None:
        if self.picked is None:
            return
        lift = QPointF(0, -self.table.faces.size.height() * LIFT)
        places = self.table.resting_places()
        for item in self._picked_items():
            item.stop()
            item.set_lifted(True)
            item.place_at(places[item.card][0] + lift)

    def _picked_items(self) -> list:
        return [self.table.cards[card] for card in self.gestures.picked_cards(self.picked)]

    def put_back(self) -> None:
        """Put the picked cards down where they lay."""
        if self.picked is None:
            return
        for item in self._picked_items():
            item.set_lifted(False)
        self.picked = None
        self.table.hide_highlights()
        self.table.settle(animate=False)

    def _drop_pick(self) -> None:
        """The picked cards were played: they are no longer in the hand."""
        if self.picked is None:
            return
        for item in self.table.cards.values():
            item.set_lifted(False)
        self.picked = None
        self.table.hide_highlights()

    # ---------------------------------------------------------------- cursor
    def deactivate(self) -> None:
        """The mouse is in use: hide the cursor and put down anything picked up."""
        self.put_back()
        self.active = False
        self.mark.hide()

    def _game_changed(self, change=None) -> None:
        self._drop_pick()
        self._clamp()
        self.refresh()

    def _game_started(self) -> None:
        self._drop_pick()
        self.pile, self.depth = Pile.column(0), 0
        self.refresh()

    def _clamp(self) -> None:
        if self.pile.is_foundation:
            self.depth = 0
            return
        face_up = len(self.model.cards_of(self.pile)) - self.model.face_down_count(self.pile)
        self.depth = max(0, min(self.depth, face_up - 1))

    def refresh(self) -> None:
        """Frame the cursor's place (where the cards rest, even while they glide there)."""
        if not self.active or self.model.won:
            self.mark.hide()
            return
        self.mark.set_rect(self.cursor_rect())
        self.mark.show()
        self.mark.update()
        self.framed.emit()

    def cursor_rect(self) -> QRectF:
        layout = self.table.layout
        if self.pile.is_foundation:
            return layout.foundation_rect(self.pile.index)
        cards = self.model.cards_of(self.pile)
        if not cards:
            return layout.column_rect(self.pile.index)
        places = self.table.resting_places()
        size = QSizeF(self.table.faces.size.width(), self.table.faces.size.height())
        first = QRectF(places[cards[-1 - self.depth]][0], size)
        return first.united(QRectF(places[cards[-1]][0], size))
