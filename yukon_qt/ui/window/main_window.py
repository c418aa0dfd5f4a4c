"""The main window: the table and the game bar of a game session, with the menus, toolbar and dialogs.

The game itself (the model, its statistics row, the saved game, the solver's
helpers and the order they are wired in) is the session's: ``model/session.py``.
The actions, menus and toolbar are built from the tables of ``menus.py``.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QToolBar

from yukon_qt.engine import CodeError, GameCode, Rule
from yukon_qt.model.session import GameSession
from yukon_qt.saved_game import SavedGame, saved_game_path
from yukon_qt.ui.accessibility.factory import install_factory
from yukon_qt.ui.screen_room import bounded_to_screen
from yukon_qt.ui.table.table_panel import TablePanel
from yukon_qt.ui.window import menus
from yukon_qt.ui.window.decks_ahead import DecksAhead
from yukon_qt.ui.window.notices import Notices

if TYPE_CHECKING:  # imported when first needed, not at start-up
    from datetime import date

    from PySide6.QtGui import QAction

    from yukon_qt.ui.dialogs.statistics_dialog import StatisticsDialog
    from yukon_qt.ui.window.hints import HintGiver
    from yukon_qt.ui.window.lost_move import LostMoveFinder
    from yukon_qt.ui.window.winnable_search import WinnableDealSearch

log = logging.getLogger(__name__)

FIRST_FRAME_LATEST_MS = 1000
# Larger than an 8K screen, and the window's own pixels stay some 256 MB at most (a 30000-pixel
# window would need gigabytes for them, whatever the table does).
MAX_WINDOW_SIDE = 8192


def today() -> date:
    """The local date; the calendar is imported when a deal of the day is asked for, not at start-up."""
    from datetime import date

    return date.today()


class MainWindow(QMainWindow):
    first_frame_shown = Signal()  # the table is on screen: what can wait until then starts now
    # The actions, made by menus.make_actions from its table.
    new_action: QAction
    daily_action: QAction
    restart_action: QAction
    undo_action: QAction
    redo_action: QAction
    hint_action: QAction
    finish_action: QAction
    lost_move_action: QAction
    statistics_action: QAction
    quit_action: QAction
    preferences_action: QAction
    full_screen_action: QAction
    rules_action: QAction
    about_action: QAction
    game_menu: QMenu
    settings_menu: QMenu
    help_menu: QMenu
    toolbar: QToolBar

    def __init__(self, settings, code: GameCode | None = None, resume: bool = True,
                 saved: SavedGame | None = None) -> None:
        super().__init__()
        self.settings = settings
        self.notices = Notices(self)
        if settings.load_notice:
            self.notices.tell(settings.load_notice)
        # The game: made before the table, so the session hears of each move before the views do.
        # Where the game in progress is kept: the app's start holds it (see ui/app.py).
        self.session = GameSession(settings, saved if saved is not None else SavedGame(saved_game_path()),
                                   code, resume, self)
        self.model = self.session.model
        for notice in self.session.start_notices:
            self.notices.tell(notice)
        self.session.notice.connect(self.notices.tell)
        settings.save_failed.connect(self.notices.tell)
        self.first_frame_done = False
        self.statistics_dialog: StatisticsDialog | None = None
        # The views of the solver's helpers: made just after the first frame (importing the solver takes some ms).
        self.hints: HintGiver | None = None
        self.winnable_search: WinnableDealSearch | None = None
        self.lost_move: LostMoveFinder | None = None
        self._lost_offered = False  # the note that offers Where did it go wrong? was shown for this game
        self._finish_offered = False  # the note that offers Play every card home was shown for this game
        self._make_table()
        self.decks_ahead = DecksAhead(settings, self.model, self.view, self)
        menus.make_actions(self)
        menus.make_menus(self)
        menus.make_toolbar(self)
        self._follow_the_game()
        self.retranslate()
        self._update_actions()
        self.setMaximumSize(MAX_WINDOW_SIDE, MAX_WINDOW_SIDE)
        self._first_size()
        geometry = settings.get("window_geometry")
        if geometry:
            self.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii")))
        self._saved = False
        self._maximized_before = False  # the window state to go back to from full screen

    def _make_table(self) -> None:
        self.panel = TablePanel(self.model, self.settings, self)
        self.view = self.panel.view
        self.view.deck_notice.connect(self.notices.tell)  # the chosen card deck is gone
        self.game_bar = self.panel.game_bar
        self.setCentralWidget(self.panel)
        self.view.setFocus()  # the arrow keys and Space play on the table from the start
        self.view.viewport().installEventFilter(self)
        self.view.new_deal_requested.connect(self.new_random_deal)
        self.first_frame_shown.connect(lambda: install_factory(self.view))  # screen readers: the table's tree
        self.first_frame_shown.connect(self.game_bar.allow_code_selection)

    def _follow_the_game(self) -> None:
        """What the window shows of the session: the win's remarks, the solver's status, the actions."""
        self.session.recording.win_described.connect(self.view.set_win_remarks)
        self.session.solver_status_changed.connect(self.game_bar.set_solver_status)
        self.session.solver_status_changed.connect(self._offer_lost_move)
        self.game_bar.deal_level.changed.connect(lambda: self.session.level_rated(self.game_bar.deal_level))
        self.model.cards_moved.connect(self._update_actions)
        self.model.move_undone.connect(self._update_actions)
        self.model.game_started.connect(self._game_started)
        self.model.game_started.connect(self._update_actions)
        self.view.finishing.running_changed.connect(self._update_actions)

    def _first_size(self) -> None:
        """1280 x 860 where there is room; on a smaller screen (1366 x 768 laptops) nine tenths of it, centred."""
        self.resize(bounded_to_screen(self, QSize(1280, 860), 0.9))
        if self.screen() is not None:
            self.move(self.screen().availableGeometry().center() - self.rect().center())

    # ------------------------------------------------------------- first frame
    def showEvent(self, event) -> None:
        super().showEvent(event)
        # Should no frame be painted soon (a window started minimised), this happens anyway.
        QTimer.singleShot(FIRST_FRAME_LATEST_MS, self, self._first_frame)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and watched is self.view.viewport():
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._first_frame)  # runs once the first frame is on screen
        return super().eventFilter(watched, event)

    def _first_frame(self) -> None:
        """What waits for the table to be on screen: the solver, the statistics, the keeper, the notices."""
        if self.first_frame_done:
            return
        self.first_frame_done = True
        self._set_toolbar_icons()
        self._solver_views()
        self.first_frame_shown.emit()
        self.session.open_statistics()
        self.session.start_keeper()
        self.notices.show_waiting()  # what was told until now, in one box

    # ----------------------------------------------------------------- actions
    def _set_toolbar_icons(self) -> None:
        menus.set_toolbar_icons(self)

    def retranslate(self) -> None:
        menus.retranslate(self)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.view.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:
            self.full_screen_action.setChecked(self.isFullScreen())
            if self.isMinimized():
                self.model.pause_clock()  # time away from the game is not time played
            else:
                self.model.resume_clock()
        super().changeEvent(event)

    def set_full_screen(self, on: bool) -> None:
        """Full screen, or back to the window as it was (maximised or not)."""
        if on and not self.isFullScreen():
            self._maximized_before = self.isMaximized()
            self.showFullScreen()
        elif not on and self.isFullScreen():
            self.showMaximized() if self._maximized_before else self.showNormal()

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.set_full_screen(False)  # Escape leaves full screen, as in other games
            return
        if menus.latin_shortcut(self, event):
            return
        super().keyPressEvent(event)

    def _update_actions(self, *_args) -> None:
        self.undo_action.setEnabled(self.model.can_undo)
        self.redo_action.setEnabled(self.model.can_redo)
        finish = self.view.finishing.available
        self.finish_action.setEnabled(finish)
        if finish and not self._finish_offered:
            self._finish_offered = True  # once a game: the menu item stays there
            self.view.toast.show_message(
                lambda: self.tr("Every card can go home now: Game > Play every card home."))
        self.hint_action.setEnabled(not self.model.won)
        self.lost_move_action.setEnabled(not self.model.won)

    def _game_started(self) -> None:
        self._lost_offered = False
        self._finish_offered = False
        self.notices.clear()
        self.view.set_win_remarks([])

    # ------------------------------------------------------------------ solver
    def _solver_views(self) -> None:
        """The hint's frames and notes on the table, for the session's hint search (made once)."""
        if self.hints is None:
            from yukon_qt.ui.window.hints import HintGiver

            self.hints = HintGiver(self.session.solver().hints, self.view, self)
            self.hints.thinking.connect(self._hint_thinking)

    def _searching_a_deal(self) -> bool:
        return self.winnable_search is not None and self.winnable_search.running

    def show_hint(self) -> None:
        """Frame the next move of a winning line (a best guess, or nothing in a lost game), without playing it."""
        if not self._searching_a_deal():
            self._solver_views()
            self.session.solver().hints.request()

    def find_lost_move(self) -> None:
        """Look for the move that lost the game (Game > Where did it go wrong?)."""
        if self.model.won or self._searching_a_deal():
            return
        if self.lost_move is None:
            from yukon_qt.ui.window.lost_move import LostMoveFinder

            self.lost_move = LostMoveFinder(self, self.session, self.view)
        self.lost_move.start()

    def _hint_thinking(self, thinking: bool) -> None:
        if thinking:
            QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
        else:
            QApplication.restoreOverrideCursor()
        self.game_bar.set_thinking(thinking)

    def _offer_lost_move(self, state: str) -> None:
        """When the status finds the game lost, the note says so and where to ask what lost it.

        Once, not after every move of a lost game: again only after the game was winnable or new.
        """
        from yukon_qt.engine.solver import SOLVABLE, UNSOLVABLE
        from yukon_qt.ui.window.lost_move import offer_text

        if state == UNSOLVABLE and not self._lost_offered:
            self._lost_offered = True
            self.view.toast.show_message(lambda: self.tr("This game can no longer be won.") + " " + offer_text())
        elif state in (SOLVABLE, ""):
            self._lost_offered = False

    def start_winnable_deal(self, rule: Rule) -> None:
        """Look for a random deal the solver proves winnable; the game on the table stays until one is found."""
        if self.winnable_search is None:
            from yukon_qt.ui.window.winnable_search import WinnableDealSearch

            self.winnable_search = WinnableDealSearch(self, self.session)
        self.winnable_search.start(rule)

    # ----------------------------------------------------------------- slots
    def new_game(self) -> None:
        from PySide6.QtWidgets import QDialog

        from yukon_qt.ui.dialogs.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.model.code, self.session.preferred_rule(), self,
                               winnable_only=bool(self.settings.get("winnable_only")), today=today(),
                               level=str(self.settings.get("deal_level")))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.settings.set("winnable_only", dialog.winnable_check.isChecked())
            self.settings.set("deal_level", dialog.chosen_level())
            code = dialog.chosen_code()
            if code is not None:
                self.settings.set("rule", code.rule.stored_name)
                if dialog.wants_daily_deal():
                    self.session.play_daily_deal(dialog.today)
                elif dialog.wants_winnable_deal():
                    self.start_winnable_deal(code.rule)
                else:
                    self.model.new_game(code)

    def play_todays_deal(self) -> None:
        self.session.play_daily_deal(today())

    def new_random_deal(self) -> None:
        self.session.new_random_deal()

    def restart_deal(self) -> None:
        """Deal the same cards again; asks first when moves of a game not yet won would be lost."""
        if self.model.unfinished and not self._restart_confirmed():
            return
        self.model.restart()

    def _restart_confirmed(self) -> bool:
        from yukon_qt.ui.dialogs.common import ask

        return ask(self, self.tr("Restart this deal"), self.tr("Start this deal again from the beginning?"),
                   self.tr("The moves made so far will be lost, and this game will count as abandoned in the "
                           "statistics."), self.tr("&Restart"), self.tr("&Keep playing"))

    def undo(self) -> None:
        self.model.undo()

    def redo(self) -> None:
        self.model.redo()

    def play_every_card_home(self) -> None:
        self.view.finishing.start()

    def show_statistics(self) -> None:
        """Open the Statistics window (one at a time; it follows the games as they are played)."""
        from yukon_qt.ui.dialogs.statistics_dialog import StatisticsDialog

        self.session.recording.save()  # the game on the table shows with its latest time
        if self.statistics_dialog is None:
            dialog = StatisticsDialog(self.session.recording.recorder, self)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.replay_requested.connect(self.replay_code)
            dialog.destroyed.connect(self._statistics_closed)
            self.statistics_dialog = dialog
        self.statistics_dialog.show()
        self.statistics_dialog.raise_()
        self.statistics_dialog.activateWindow()

    def _statistics_closed(self) -> None:
        self.statistics_dialog = None

    def replay_code(self, text: str) -> None:
        """Play the deal of a game code again (a new game; the one on the table counts as replaced)."""
        from yukon_qt.ui.messages import code_error_text

        try:
            code = GameCode.parse(text)
        except CodeError as error:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self, self.tr("Statistics"), code_error_text(error))
            return
        self.model.new_game(code)

    def show_preferences(self) -> None:
        from yukon_qt.ui.dialogs.preferences_dialog import PreferencesDialog

        preparer = self.decks_ahead.prepare()
        dialog = PreferencesDialog(self.settings, self, solver_available=True)
        combo = dialog.looks.deck_combo
        combo.highlighted.connect(lambda index: preparer.prefer(combo.itemData(index)))  # pointed at: drawn next
        dialog.exec()

    def show_rules(self) -> None:
        from yukon_qt.ui.dialogs.rules_dialog import RulesDialog

        dialog = RulesDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def show_about(self) -> None:
        from yukon_qt.ui.window.about import show_about

        show_about(self)

    # ----------------------------------------------------------- persistence
    def save_game_now(self) -> None:
        """Keep the game for the next start at once (see GameSession.save_now).  Raises OSError when the disk
        refuses."""
        self.session.save_now()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._saved:
            self._saved = True
            for search in (self.winnable_search, self.lost_move):  # their progress dialogs close with them
                if search is not None:
                    search.cancel()
            self.decks_ahead.stop()
            self.settings.set("window_geometry", bytes(self.saveGeometry().toBase64().data()).decode("ascii"))
            self.session.close()
        super().closeEvent(event)
