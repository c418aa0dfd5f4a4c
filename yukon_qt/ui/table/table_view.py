"""The view of the card table: the felt, the pointer, and what a click or a drag means.

- Press on a face-up card (or a foundation's top card) and move: the card and
  every card above it follow the pointer.  Released, they are put down on the
  pile under them (or on the bare felt); what is not played glides back.
- A click (no drag) on a card, a double click, a drop: the view turns the
  pointer into a gesture on a card or a pile and asks the gesture policy
  (``model/gestures.py``) what it means; the policy plays the move or tells
  the refusal, and the aids (placement help, auto-place, interactive rules,
  double click) act there (``model/aids.py``).  The view shows the outcome:
  the cards glide back when a drop played nothing, the places the policy
  names glow during a drag, and a refusal told with its reason is shown in a
  note over the table.  Nothing ever moves by itself otherwise.
- The keyboard plays too (``keyboard_play``): the arrow keys move a frame over
  the piles, Space or Enter picks up and puts down, Escape puts back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeGuard

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QMouseEvent, QPainter
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView, QWidget

from yukon_qt.engine import Refusal
from yukon_qt.model.aids import Aids
from yukon_qt.model.finishing import Finishing
from yukon_qt.model.game_model import GameModel
from yukon_qt.model.gestures import Gestures, Outcome
from yukon_qt.ui import speeds
from yukon_qt.ui.decks import Deck
from yukon_qt.ui.decks.rank_letters import court_letters
from yukon_qt.ui.looks import chosen_back, chosen_deck, chosen_table
from yukon_qt.ui.messages import refusal_text
from yukon_qt.ui.table.card_item import CardItem
from yukon_qt.ui.table.felt import DEFAULT_TABLE, Felt
from yukon_qt.ui.table.keyboard_play import KeyboardPlay
from yukon_qt.ui.table.table_scene import TableScene
from yukon_qt.ui.table.zorder import HAND_Z

if TYPE_CHECKING:  # made when first needed (see the properties below), not at start-up
    from yukon_qt.ui.overlays.toast import Toast
    from yukon_qt.ui.overlays.win_animation import Celebration
    from yukon_qt.ui.overlays.win_banner import WinBanner


class TableView(QGraphicsView):
    new_deal_requested = Signal()
    table_colour_changed = Signal(str)  # the felt's colour, for what sits beside the table
    deck_notice = Signal(str)  # the chosen deck cannot be shown: what to tell the player

    def __init__(self, model: GameModel, settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A viewport made here, like the default one: Python knows its type, so the first viewport()
        # call does not make PySide look through (and set up) every QWidget subclass to find it.
        self.setViewport(QWidget())
        self.model = model
        self.settings = settings
        self._deck_told: str | None = None  # the notice about the chosen deck told in this run
        # What a click, a drag, a key or a screen reader's action means, and what the aids do to it.
        self.gestures = Gestures(model, Aids(settings.get), QApplication.doubleClickInterval, self)
        self.finishing = Finishing(model, speeds.finish_step, self)  # Play every card home
        self.table = TableScene(model, self)
        self.setScene(self.table)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        # The felt covers every pixel it is asked for: Qt need not clear the viewport first (a second
        # fill of the whole table on each full repaint, a third of a frame on a 2x screen).
        self.viewport().setAutoFillBackground(False)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.setMinimumSize(360, 300)
        self._felt = Felt(1, 1, 1.0)  # made for the table's size when the view is laid out
        self.table_colour = DEFAULT_TABLE
        # The note, the win banner and the celebration are made the first time they are needed:
        # the first frame shows none of them (and their style sheets alone cost some ms).
        self._toast: Toast | None = None
        self._banner: WinBanner | None = None
        self._celebration: Celebration | None = None
        self._win_remarks: list[str] = []
        self._press_item: CardItem | None = None
        self._press_point = QPointF()
        self._hand: list[CardItem] = []
        self._hand_start: list[QPointF] = []
        self._dragging = False
        self.table.set_four_colours(bool(settings.get("four_colour_deck")))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.keyboard = KeyboardPlay(self)
        self._show_looks()  # the chosen deck, back and table colour
        settings.changed.connect(self._setting_changed)
        self.gestures.refused.connect(self._refused)
        model.game_won.connect(self._won)
        model.game_started.connect(self._game_started)

    # ------------------------------------------------------------------ sizing
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        ratio = self.viewport().devicePixelRatioF()
        if self._celebration is not None and self._celebration.running:
            self._celebration.stop()
        self._cancel_drag()
        self.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self.table.set_table_size(size.width(), size.height(), ratio)
        self._render_felt()
        if self._toast is not None:
            self._toast.place()
        if self._banner is not None:
            self._banner.place()
        self.keyboard.relayout()

    def _render_felt(self) -> None:
        """The felt for the table's size, with the slots of its layout painted in."""
        size = self.viewport().size()
        ratio = self.viewport().devicePixelRatioF()
        self._felt = Felt(size.width(), size.height(), ratio, self.table.layout, self.table_colour)

    # ------------------------------------------------- notes over the table
    @property
    def toast(self) -> Toast:
        """The short note over the bottom of the table."""
        if self._toast is None:
            from yukon_qt.ui.overlays.toast import Toast

            self._toast = Toast(self.viewport())
        return self._toast

    @property
    def banner(self) -> WinBanner:
        """The banner that tells a won game's result."""
        if self._banner is None:
            from yukon_qt.ui.overlays.win_banner import WinBanner

            self._banner = WinBanner(self.viewport())
            self._banner.set_remarks(self._win_remarks)
            self._banner.new_game_requested.connect(self._banner_new_game)
            self._banner.close_button.clicked.connect(self._banner_closed)
        return self._banner

    @property
    def celebration(self) -> Celebration:
        """The cards' dance after a win."""
        if self._celebration is None:
            from yukon_qt.ui.overlays.win_animation import Celebration

            self._celebration = Celebration(self.table, self)
        return self._celebration

    def set_win_remarks(self, lines: list[str]) -> None:
        """What the win banner says under the result (records beaten, the daily deal...)."""
        self._win_remarks = list(lines)
        if self._banner is not None:
            self._banner.set_remarks(self._win_remarks)

    def retranslate(self) -> None:
        """A new language: the built-in decks' court letters and the empty columns' King mark follow it."""
        if self._banner is not None:
            self._banner.retranslate()
        self.table.set_letters(court_letters())
        if self.isVisible():
            self._render_felt()
            self.viewport().update()

    def set_table_colour(self, name: str) -> None:
        if name != self.table_colour:
            self.table_colour = name
            self._render_felt()
            self.viewport().update()
            self.table_colour_changed.emit(name)

    def set_deck(self, deck: Deck) -> None:
        """Show the cards as ``deck`` draws them (the slots on the felt follow its card shape)."""
        if self.table.set_deck(deck):
            self._cancel_drag()
            if self.isVisible():  # before that, the first resize renders the felt (at start, with the chosen deck)
                self._render_felt()
            self.keyboard.relayout()
            self.viewport().update()

    def _show_looks(self) -> None:
        """The deck, back and table colour of the settings; a deck that is gone gives way to the default."""
        deck, notice = chosen_deck(self.settings)
        self.set_deck(deck)
        self.table.set_back(chosen_back(self.settings, deck))
        self.set_table_colour(chosen_table(self.settings))
        if notice and notice != self._deck_told:  # told once in a run, once the window is there to tell it
            self._deck_told = notice
            QTimer.singleShot(0, self, lambda: self.deck_notice.emit(notice))

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        if self.table.first_frame:
            QTimer.singleShot(0, self, self.table.first_frame_painted)
        self._felt.paint(painter, QRectF(rect), self.table.covered_slots())  # a QRectF already, as the view passes it

    # ---------------------------------------------------------------- settings
    def option(self, name: str):
        return self.settings.get(name)

    def _setting_changed(self, name: str) -> None:
        if name == "four_colour_deck":
            self.table.set_four_colours(bool(self.option(name)))
        elif name in ("deck", "card_back", "table_colour"):
            self._show_looks()
        elif self._dragging:  # an aid may frame other places now
            self._update_highlights()

    # ------------------------------------------------------------------- mouse
    def _pickable(self, item: CardItem | None) -> TypeGuard[CardItem]:
        return item is not None and not self.table.frozen and self.gestures.can_pick_up(item.card)

    def _group(self, item: CardItem) -> list[CardItem]:
        return [self.table.cards[card] for card in self.gestures.picked_cards(item.card)]

    def keyPressEvent(self, event) -> None:
        if self._press_item is None and self.keyboard.handle(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.keyboard.deactivate()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._cancel_drag()
        point = self.mapToScene(event.position().toPoint())
        item = self.table.card_at(point)
        if self._pickable(item):
            self._press_item = item
            self._press_point = point

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press_item is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        point = self.mapToScene(event.position().toPoint())
        delta = point - self._press_point
        if not self._dragging:
            if delta.manhattanLength() < QApplication.startDragDistance():
                return
            self._start_drag(self._press_item)
        for item, start in zip(self._hand, self._hand_start, strict=True):
            item.setPos(start + delta)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._press_item is None:
            return
        item = self._press_item
        self._press_item = None
        if self._dragging:
            self._drop(item)
        else:
            self._click(item)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._cancel_drag()
        item = self.table.card_at(self.mapToScene(event.position().toPoint()))
        self.gestures.double_click(item.card if self._pickable(item) else None)

    # ------------------------------------------------------------------ acting
    def _click(self, item: CardItem) -> None:
        self.gestures.click(item.card)

    def _start_drag(self, pressed: CardItem) -> None:
        self._dragging = True
        self.table.hide_hint()  # the cards are in the hand now
        self._hand = self._group(pressed)
        self.table.held = list(self._hand)
        self._hand_start = []
        for offset, item in enumerate(self._hand):
            item.stop()
            item.set_lifted(True)
            item.setZValue(HAND_Z + offset)
            self._hand_start.append(item.pos())
        self._update_highlights()

    def _update_highlights(self) -> None:
        if self._dragging:
            self.table.show_highlights(self.gestures.places_shown(self._hand[0].card))
        else:
            self.table.hide_highlights()

    def _end_drag(self) -> None:
        for item in self._hand:
            item.set_lifted(False)
        self._dragging = False
        self._hand, self._hand_start = [], []
        self.table.held = []
        self.table.hide_highlights()

    def _cancel_drag(self) -> None:
        """Drop whatever is in the hand back where it belongs (focus lost, resize, new game)."""
        self._press_item = None
        if self._dragging:
            self._end_drag()
            self.table.settle(speeds.slide_back())

    def _drop(self, item: CardItem) -> None:
        rect = self._hand[0].scene_rect()
        self._end_drag()
        if self.gestures.put_down(item.card, self.table.drop_target(rect)) is not Outcome.PLAYED:
            self.table.settle(speeds.slide_back())

    # --------------------------------------------------------------- feedback
    def _refused(self, refusal: Refusal, reason_told: bool) -> None:
        if reason_told:
            self.toast.show_message(lambda: refusal_text(refusal))

    def _won(self) -> None:
        QTimer.singleShot(speeds.celebration_delay(), self._celebrate)

    def _celebrate(self) -> None:
        if not self.model.won:
            return
        self.celebration.start()
        self.banner.show_result(self.model.score, self.model.elapsed, self.model.moves_made)

    def _game_started(self) -> None:
        self._cancel_drag()
        if self._celebration is not None:
            self._celebration.stop()
        if self._banner is not None:
            self._banner.hide()
        self.table.settle(animate=False)

    def _banner_new_game(self) -> None:
        self.banner.hide()
        self.new_deal_requested.emit()

    def _banner_closed(self) -> None:
        if self._celebration is not None:
            self._celebration.stop()
        self.table.settle(speeds.move())

    def focusOutEvent(self, event) -> None:
        self._cancel_drag()
        super().focusOutEvent(event)
