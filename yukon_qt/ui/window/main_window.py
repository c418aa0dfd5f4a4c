"""The main window: the table, the game bar, menus, toolbar, and the game kept across runs."""

from __future__ import annotations

import logging
import re
import time
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QByteArray, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence, QPixmap
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QStatusBar, QToolBar

from yukon_qt.engine import CodeError, GameCode, Rule
from yukon_qt.model.game_model import GameModel
from yukon_qt.model.game_recording import GameRecording
from yukon_qt.saved_game import SavedGame, saved_game_path
from yukon_qt.ui.accessibility.factory import install_factory
from yukon_qt.ui.screen_room import bounded_to_screen
from yukon_qt.ui.table.table_panel import TablePanel

if TYPE_CHECKING:  # imported when first needed, not at start-up
    from datetime import date

    from yukon_qt.model.game_keeper import GameKeeper
    from yukon_qt.model.solver_memory import SolverMemory
    from yukon_qt.model.solver_status import SolverStatus
    from yukon_qt.ui.decks.preparer import DeckPreparer
    from yukon_qt.ui.dialogs.statistics_dialog import StatisticsDialog
    from yukon_qt.ui.window.hints import HintGiver
    from yukon_qt.ui.window.lost_move import LostMoveFinder
    from yukon_qt.ui.window.winnable_search import WinnableDealSearch

log = logging.getLogger(__name__)

FIRST_FRAME_LATEST_MS = 1000
NOTICE_MS = 30000  # how long a notice stays in the status bar
DECK_SETTLED_MS = 2000  # a deck chosen this long is drawn whole ahead (preparer.py)
KEEP_TIME_MS = 15000  # while the clock runs, the time played is kept this often, move or not
# Larger than an 8K screen, and the window's own pixels stay some 256 MB at most (a 30000-pixel
# window would need gigabytes for them, whatever the table does).
MAX_WINDOW_SIDE = 8192


def today() -> date:
    """The local date; the calendar is imported when a deal of the day is asked for, not at start-up."""
    from datetime import date

    return date.today()


class SolverHelpers(NamedTuple):
    """What the window asks the solver through; made together, once, when first needed."""

    hints: HintGiver
    status: SolverStatus
    memory: SolverMemory


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


class MainWindow(QMainWindow):
    first_frame_shown = Signal()  # the table is on screen: what can wait until then starts now

    def __init__(self, settings, code: GameCode | None = None, resume: bool = True,
                 saved: SavedGame | None = None) -> None:
        super().__init__()
        self.settings = settings
        # Where the game in progress is kept (the app's start holds it: see ui/app.py).
        self.saved = saved if saved is not None else SavedGame(saved_game_path())
        self.notices: list[str] = []
        # Statistics rows in progress from before this moment are no game of this run.
        self.started_at = time.time()
        self.notice_bar: QStatusBar | None = None  # only while a notice shows (see _notice_bar)
        self.first_frame_done = False
        if settings.load_notice:
            self.notices.append(settings.load_notice)
        self.model = GameModel(code or GameCode.random(self.preferred_rule()), self)
        # The statistics database is opened just after the first frame (see _first_frame).
        self.recording = GameRecording(self.model, self._open_recorder, self)
        self.statistics_dialog: StatisticsDialog | None = None
        self.keeper: GameKeeper | None = None  # saves after every move from the first frame on
        # The solver's helpers are made just after the first frame (importing the solver takes some ms).
        self.solver_memory: SolverMemory | None = None
        self.solver_status: SolverStatus | None = None
        self.hints: HintGiver | None = None
        self.winnable_search: WinnableDealSearch | None = None
        self.lost_move: LostMoveFinder | None = None
        self.deck_preparer: DeckPreparer | None = None  # draws installed decks ahead while the Preferences are open
        self._lost_offered = False  # the note that offers Where did it go wrong? was shown for this game
        self._finish_offered = False  # the note that offers Play every card home was shown for this game
        if code is None and resume:
            self._resume_saved_game()
        else:
            self.model.new_game(self.model.code)
        # Saved after every move from the first frame on; made after the recording so that a
        # new game's statistics row is in the record.
        settings.save_failed.connect(self.tell)
        self._time_keeper = QTimer(self)
        self._time_keeper.setInterval(KEEP_TIME_MS)
        self._time_keeper.timeout.connect(self._keep_time)
        self.panel = TablePanel(self.model, settings, self)
        self.view = self.panel.view
        self.view.deck_notice.connect(self.tell)  # the chosen card deck is gone
        self.game_bar = self.panel.game_bar
        self.setCentralWidget(self.panel)
        self.view.setFocus()  # the arrow keys and Space play on the table from the start
        self.view.viewport().installEventFilter(self)
        self.view.new_deal_requested.connect(self.new_random_deal)
        self.first_frame_shown.connect(lambda: install_factory(self.view))  # screen readers: the table's tree
        self.first_frame_shown.connect(self.game_bar.allow_code_selection)
        self.recording.win_described.connect(self.view.set_win_remarks)
        self._make_actions()
        self._make_menus()
        self._make_toolbar()
        self.model.cards_moved.connect(self._update_actions)
        self.model.move_undone.connect(self._update_actions)
        self.model.game_started.connect(self._game_started)
        self.model.game_started.connect(self._update_actions)
        self.view.finishing.running_changed.connect(self._update_actions)
        self.retranslate()
        self._update_actions()
        self.setMaximumSize(MAX_WINDOW_SIDE, MAX_WINDOW_SIDE)
        self._first_size()
        geometry = settings.get("window_geometry")
        if geometry:
            self.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii")))
        self._saved = False
        self._maximized_before = False  # the window state to go back to from full screen

    def _first_size(self) -> None:
        """1280 x 860 where there is room; on a smaller screen (1366 x 768 laptops) nine tenths of it, centred."""
        self.resize(bounded_to_screen(self, QSize(1280, 860), 0.9))
        if self.screen() is not None:
            self.move(self.screen().availableGeometry().center() - self.rect().center())

    # ------------------------------------------------------------- game start
    def preferred_rule(self) -> Rule:
        return Rule.named(self.settings.get("rule"))

    def _resume_saved_game(self) -> None:
        record, notice = self.saved.load()
        if notice:
            self.notices.append(notice)
        if record is None:
            self.model.new_game(self.model.code)
            return
        try:
            left_out = self.model.restore(record)
        except ValueError as error:
            log.warning("the saved game cannot be resumed: %s", error)
            notice = self.saved.set_aside()
            if notice:
                self.notices.append(notice)
            self.model.new_game(self.model.code)
            return
        if left_out:
            log.warning("the saved game was resumed without its damaged undo history or moves to redo")
            self.notices.append(self.saved.copy_aside())

    @property
    def recorder(self):
        """The statistics recorder (opened on first use)."""
        return self.recording.recorder

    def _open_recorder(self):
        from yukon_qt.stats.recorder import StatsRecorder

        recorder = StatsRecorder.open(parent=self)
        recorder.write_failed.connect(self.tell)
        if recorder.notice:
            self.notices.append(recorder.notice)
            if self.first_frame_done:
                QTimer.singleShot(0, self, self._show_notices)
        return recorder

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
        """What waits for the table to be on screen: the statistics, and the notices."""
        if self.first_frame_done:
            return
        self.first_frame_done = True
        self._set_toolbar_icons()
        self._solver_helpers()
        self.first_frame_shown.emit()
        self.recording.open()
        self._close_orphan_games()
        self._start_keeper()
        self._show_notices()

    def _start_keeper(self) -> None:
        """From now on every move, undo and new deal is saved at once (in the background), starting
        with the game on the table and its statistics row."""
        from yukon_qt.model.game_keeper import GameKeeper  # its thread is not needed before this

        self.keeper = GameKeeper(self.saved, self._record_to_keep, self)
        self.keeper.save_failed.connect(self.tell)
        self.keeper.keep()
        for signal in (self.model.cards_moved, self.model.move_undone, self.model.game_started):
            signal.connect(self.keeper.keep)
        self._time_keeper.start()

    def _record_to_keep(self) -> dict | None:
        """What the keeper writes: the game in progress, or None once it is won (nothing to resume)."""
        return None if self.model.won else self.model.record()

    def _keep_time(self) -> None:
        """Keep the time played of a game in thought (no move for a while): in the saved game and the statistics."""
        if self.model.clock_running and self.keeper is not None:
            self.recording.save()
            self.keeper.keep()

    def _close_orphan_games(self) -> None:
        """Games left "in progress" in the statistics by a copy of the app that no longer runs, and
        kept in no saved game, are closed as abandoned: nothing can resume them any more."""
        from datetime import UTC, datetime

        from yukon_qt.saved_game import rows_kept
        from yukon_qt.stats.orphans import close_orphans

        keep = rows_kept() | {self.recording.row}
        started = datetime.fromtimestamp(self.started_at, UTC)
        try:
            closed = close_orphans(self.recording.recorder.store, keep, started)
        except Exception as error:  # noqa: BLE001 - a statistics problem never stops the game
            log.warning("games left in progress could not be closed: %s", error)
            return
        if closed:
            log.info("closed %d games left in progress by earlier runs", closed)

    def tell(self, text: str) -> None:
        """A notice for the player now (or with the others just after the first frame)."""
        self.notices.append(text)
        if self.first_frame_done:
            self._show_notices()

    def _show_notices(self) -> None:
        """Tell the player about a set-aside file, without blocking the game."""
        if not self.notices:
            return
        text = "\n\n".join(self.notices)
        self.notices = []
        self._notice_bar().showMessage(text.replace("\n\n", "  "), NOTICE_MS)
        from PySide6.QtWidgets import QMessageBox  # the dialogs' classes are made when first used

        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Yukon Solitaire"), text,
                          QMessageBox.StandardButton.Ok, self)
        box.setObjectName("noticeBox")
        box.setModal(False)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.show()
        self.notice_box = box

    def _notice_bar(self) -> QStatusBar:
        """The status bar, made for a notice and taken away again when the notice is gone
        (an empty status bar would only make the table smaller)."""
        if self.notice_bar is None:
            self.notice_bar = QStatusBar(self)
            self.notice_bar.messageChanged.connect(self._notice_changed)
            self.setStatusBar(self.notice_bar)
        return self.notice_bar

    def _notice_changed(self, text: str) -> None:
        if not text and self.notice_bar is not None:
            self.notice_bar = None
            # Hides it and deletes it once the signal is over.  Qt takes None (nullptr) to remove the
            # bar; PySide6's stub asks for a QStatusBar.
            self.setStatusBar(None)  # type: ignore[arg-type]

    def _clear_notice(self) -> None:
        if self.notice_bar is not None:  # never statusBar(): that would make an empty one
            self.notice_bar.clearMessage()

    # ----------------------------------------------------------------- actions
    def _action(self, slot, shortcut=None) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        return action

    def _make_actions(self) -> None:
        self.new_action = self._action(self.new_game, QKeySequence.StandardKey.New)
        self.daily_action = self._action(self.play_todays_deal)
        self.restart_action = self._action(self.restart_deal)
        self.undo_action = self._action(self.undo, QKeySequence.StandardKey.Undo)
        self.redo_action = self._action(self.redo)
        self.redo_action.setShortcuts(shortcut_or(QKeySequence.StandardKey.Redo, "Ctrl+Shift+Z"))
        self.hint_action = self._action(self.show_hint, QKeySequence(Qt.Key.Key_H))
        self.finish_action = self._action(self.play_every_card_home)
        self.lost_move_action = self._action(self.find_lost_move, QKeySequence(Qt.Key.Key_W))
        self.statistics_action = self._action(self.show_statistics)
        self.statistics_action.setShortcuts([QKeySequence("Ctrl+Shift+S"), QKeySequence(Qt.Key.Key_F4)])
        self.quit_action = self._action(self.close, QKeySequence.StandardKey.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.preferences_action = self._action(self.show_preferences)
        self.preferences_action.setShortcuts(shortcut_or(QKeySequence.StandardKey.Preferences, "Ctrl+,"))
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.full_screen_action = self._action(self.set_full_screen)
        self.full_screen_action.setShortcuts(shortcut_or(QKeySequence.StandardKey.FullScreen, "F11"))
        self.full_screen_action.setCheckable(True)
        self.rules_action = self._action(self.show_rules, QKeySequence.StandardKey.HelpContents)
        self.about_action = self._action(self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        for action in (self.new_action, self.restart_action, self.undo_action, self.redo_action, self.hint_action,
                       self.lost_move_action, self.statistics_action, self.preferences_action,
                       self.full_screen_action):
            self.addAction(action)  # shortcuts work with the toolbar hidden too

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        for action in (self.new_action, self.daily_action, self.restart_action, None, self.undo_action,
                       self.redo_action, self.hint_action, self.lost_move_action, self.finish_action, None,
                       self.statistics_action, None, self.quit_action):
            if action is None:
                self.game_menu.addSeparator()
            else:
                self.game_menu.addAction(action)
        self.settings_menu = bar.addMenu("")
        self.settings_menu.addAction(self.full_screen_action)
        self.settings_menu.addSeparator()
        self.settings_menu.addAction(self.preferences_action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.about_action)

    def _make_toolbar(self) -> None:
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("gameToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        # The style's icons are looked up just after the first frame (Python's QStyle type alone costs
        # some 6 ms, an icon theme more); until then a blank icon of the same size keeps the buttons' size.
        blank = QPixmap(self.toolbar.iconSize())
        blank.fill(Qt.GlobalColor.transparent)
        for action in (self.new_action, self.restart_action, self.undo_action, self.redo_action, self.hint_action):
            action.setIcon(QIcon(blank))
            self.toolbar.addAction(action)
        self.addToolBar(self.toolbar)

    def _set_toolbar_icons(self) -> None:
        from PySide6.QtWidgets import QStyle

        from yukon_qt.ui.window.hint_icon import hint_icon

        style = self.style()
        icons = {
            self.new_action: QStyle.StandardPixmap.SP_FileIcon,
            self.restart_action: QStyle.StandardPixmap.SP_BrowserReload,
            self.undo_action: QStyle.StandardPixmap.SP_ArrowBack,
            self.redo_action: QStyle.StandardPixmap.SP_ArrowForward,
        }
        for action, icon in icons.items():
            action.setIcon(style.standardIcon(icon))
        # Not every style draws a question mark (Windows' left the button blank): the game draws its own.
        self.hint_action.setIcon(hint_icon())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Yukon Solitaire"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.toolbar.setWindowTitle(self.tr("Game"))
        self.new_action.setText(self.tr("&New game…"))
        self.new_action.setToolTip(self.tr("Start a new game (%1)").replace("%1", key_text(self.new_action)))
        self.daily_action.setText(self.tr("&Deal of the day"))
        self.daily_action.setToolTip(self.tr("Play today's deal, the same for every player, proven winnable"))
        self.restart_action.setText(self.tr("&Restart this deal"))
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("R&edo"))
        self.hint_action.setText(self.tr("&Hint"))
        self.finish_action.setText(self.tr("&Play every card home"))
        self.hint_action.setToolTip(self.tr("Show a good next move (%1)").replace("%1", key_text(self.hint_action)))
        self.lost_move_action.setText(self.tr("&Where did it go wrong?"))
        self.lost_move_action.setToolTip(self.tr("Find the move that lost this game (%1)")
                                         .replace("%1", key_text(self.lost_move_action)))
        self.statistics_action.setText(self.tr("&Statistics"))
        self.quit_action.setText(self.tr("&Quit"))
        self.preferences_action.setText(self.tr("&Preferences…"))
        self.full_screen_action.setText(self.tr("&Full screen"))
        self.rules_action.setText(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About Yukon Solitaire"))
        for action in (self.new_action, self.restart_action, self.undo_action, self.redo_action, self.hint_action):
            action.setIconText(toolbar_text(action.text()))

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
        if self._latin_shortcut(event):
            return
        super().keyPressEvent(event)

    def _latin_shortcut(self, event) -> bool:
        """A one-letter shortcut (H, W) pressed on a keyboard set to another script: the same key's action."""
        from yukon_qt.ui.table.latin_keys import latin_key

        key = latin_key(event)
        if key == event.key() or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        wanted = QKeySequence(key)
        for action in self.actions() + [action for menu in self.menuBar().findChildren(QMenu)
                                         for action in menu.actions()]:
            if action.isEnabled() and wanted in action.shortcuts():
                action.trigger()
                return True
        return False

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
        self._clear_notice()
        self.view.set_win_remarks([])

    # ------------------------------------------------------------------ solver
    def _solver_helpers(self) -> SolverHelpers:
        """Make the hint giver and the solver status (once); returns them."""
        if self.hints is None or self.solver_status is None or self.solver_memory is None:
            from yukon_qt.model.solver_memory import SolverMemory
            from yukon_qt.model.solver_status import SolverStatus
            from yukon_qt.ui.window.hints import HintGiver

            self.solver_memory = SolverMemory()
            # The status hears of each move before the hints do: it may learn from the position just left.
            self.solver_status = SolverStatus(self.model, self.settings, self.solver_memory, self)
            self.solver_status.changed.connect(self.game_bar.set_solver_status)
            self.solver_status.changed.connect(self._offer_lost_move)
            self.hints = HintGiver(self.model, self.view, self.solver_memory, self)
            self.hints.thinking.connect(self._hint_thinking)
            self.hints.following.connect(self._hint_following)
            self.hints.hint_given.connect(self.record_hint_used)
            self.solver_status.refresh()
        return SolverHelpers(self.hints, self.solver_status, self.solver_memory)

    def show_hint(self) -> None:
        """Frame the next move of a winning line (a best guess, or nothing in a lost game), without playing it."""
        if self.winnable_search is not None and self.winnable_search.running:
            return
        self._solver_helpers().hints.request()

    def find_lost_move(self) -> None:
        """Look for the move that lost the game (Game > Where did it go wrong?)."""
        if self.model.won or (self.winnable_search is not None and self.winnable_search.running):
            return
        helpers = self._solver_helpers()
        if self.lost_move is None:
            from yukon_qt.ui.window.lost_move import LostMoveFinder

            self.lost_move = LostMoveFinder(self, self.model, self.view, helpers.memory)
        helpers.hints.cancel()
        self.lost_move.start()

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

    def _hint_thinking(self, thinking: bool) -> None:
        status = self._solver_helpers().status
        if thinking:
            status.pause()  # one search at a time: the hint's answer is wanted now
            QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
            self.game_bar.set_thinking(True)
        else:
            QApplication.restoreOverrideCursor()
            self.game_bar.set_thinking(False)
            if not self._solver_helpers().hints.search.is_following:
                status.refresh()  # what the hint found is known to it now

    def _hint_following(self, following: bool) -> None:
        """The hint's search goes on after a best guess: the status waits for it rather than search the same."""
        status = self._solver_helpers().status
        if following:
            status.pause()
        else:
            status.refresh()

    def start_winnable_deal(self, rule: Rule) -> None:
        """Look for a random deal the solver proves winnable; the game on the table stays until one is found."""
        from yukon_qt.ui.window.winnable_search import WinnableDealSearch

        helpers = self._solver_helpers()
        if self.winnable_search is None:
            self.winnable_search = WinnableDealSearch(self)
            self.winnable_search.found.connect(self._winnable_found)
            self.winnable_search.ended.connect(helpers.status.refresh)
        helpers.hints.cancel()
        helpers.status.pause()
        self.winnable_search.start(rule)

    def _winnable_found(self, code: GameCode, result) -> None:
        self._solver_helpers().memory.learn_deal(code, result.moves)  # its first hint is at once
        self.model.new_game(code)

    # ----------------------------------------------------------------- slots
    def new_game(self) -> None:
        from PySide6.QtWidgets import QDialog

        from yukon_qt.ui.dialogs.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.model.code, self.preferred_rule(), self,
                               winnable_only=bool(self.settings.get("winnable_only")), today=today(),
                               level=str(self.settings.get("deal_level")))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.settings.set("winnable_only", dialog.winnable_check.isChecked())
            self.settings.set("deal_level", dialog.chosen_level())
            code = dialog.chosen_code()
            if code is not None:
                self.settings.set("rule", code.rule.stored_name)
                if dialog.wants_daily_deal():
                    self.play_daily_deal(dialog.today)
                elif dialog.wants_winnable_deal():
                    self.start_winnable_deal(code.rule)
                else:
                    self.model.new_game(code)

    def play_todays_deal(self) -> None:
        self.play_daily_deal(today())

    def play_daily_deal(self, day: date) -> None:
        """Deal the deal of the day of ``day``.

        The game keeps its date: finished after midnight, it still counts for
        the day it was dealt.  Today's deal already on the table, not yet won,
        stays as it is (asking for it again loses no moves).
        """
        from yukon_qt.engine.daily import daily_code

        if self.model.daily_date == day and not self.model.won:
            return
        self.model.new_game(daily_code(day), daily_date=day)

    def new_random_deal(self) -> None:
        self.model.new_game(GameCode.random(self.model.rule))

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

        self.recording.save()  # the game on the table shows with its latest time
        if self.statistics_dialog is None:
            dialog = StatisticsDialog(self.recorder, self)
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

    def record_hint_used(self) -> None:
        """Count a hint given for the game on the table in its statistics."""
        self.recording.hint_used()

    def show_preferences(self) -> None:
        from yukon_qt.ui.dialogs.preferences_dialog import PreferencesDialog

        preparer = self._prepare_decks()
        dialog = PreferencesDialog(self.settings, self, solver_available=True)
        combo = dialog.looks.deck_combo
        combo.highlighted.connect(lambda index: preparer.prefer(combo.itemData(index)))  # pointed at: drawn next
        dialog.exec()

    def _table_size(self) -> tuple[float, float, float]:
        viewport = self.view.viewport()
        return float(viewport.width()), float(viewport.height()), viewport.devicePixelRatioF()

    def _prepare_decks(self) -> DeckPreparer:
        """Draw every installed deck's cards the table shows now, in a process of its own, for a switch at once."""
        from yukon_qt.ui.decks.installed import installed_decks
        from yukon_qt.ui.decks.preparer import DeckPreparer, shown_elements

        if self.deck_preparer is None:
            self.deck_preparer = DeckPreparer(self)
            self.settings.changed.connect(self._deck_setting_changed)
            # The rest of a chosen deck's cards are drawn once the player stays with it a moment, not for
            # every deck passed through on the way.
            self._deck_chosen_timer = QTimer(self)
            self._deck_chosen_timer.setSingleShot(True)
            self._deck_chosen_timer.setInterval(DECK_SETTLED_MS)
            self._deck_chosen_timer.timeout.connect(self._complete_chosen_deck)
        names = [deck.name for deck in installed_decks() if deck.name != self.settings.get("deck")]
        self.deck_preparer.prepare(names, self._table_size(), shown_elements(self.model))
        return self.deck_preparer

    def _deck_setting_changed(self, name: str) -> None:
        if name == "deck":
            self._deck_chosen_timer.start()

    def _complete_chosen_deck(self) -> None:
        """A deck chosen: its other cards are drawn ahead too, for the cards still to be turned."""
        from yukon_qt.ui.decks.base import INSTALLED

        deck = self.view.table.faces.deck
        if self.deck_preparer is not None and deck.kind == INSTALLED:
            self.deck_preparer.complete(deck.name, self._table_size())

    def show_rules(self) -> None:
        from yukon_qt.ui.dialogs.rules_dialog import RulesDialog

        dialog = RulesDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def show_about(self) -> None:
        """The version, the licence, and where to read it: the built packages carry LICENSE and
        THIRD-PARTY-NOTICES.txt next to the program; run from the sources, the GPL's own page."""
        import html
        import sys
        from pathlib import Path

        from PySide6.QtCore import QUrl
        from PySide6.QtWidgets import QMessageBox

        from yukon_qt import __version__  # read from the package metadata only when asked for

        folder = Path(sys.executable).resolve().parent
        licence, notices = folder / "LICENSE", folder / "THIRD-PARTY-NOTICES.txt"
        if licence.is_file() and notices.is_file():
            links = self.tr('<p>Read the <a href="%1">licence</a> and the <a href="%2">notices of the '
                            'third-party software</a> it includes.</p>')
            urls = {number: html.escape(QUrl.fromLocalFile(str(path)).toString(
                QUrl.ComponentFormattingOption.FullyEncoded)) for number, path in (("1", licence), ("2", notices))}
            links = re.sub(r"%([12])", lambda found: urls[found[1]], links)  # at once: a URL may hold "%2"
        else:
            links = self.tr('<p>Read the licence at <a href="https://www.gnu.org/licenses/gpl-3.0.html">'
                            'gnu.org/licenses/gpl-3.0</a>.</p>')
        QMessageBox.about(
            self, self.tr("About Yukon Solitaire"),
            self.tr("<h3>Yukon Solitaire %1</h3><p>Yukon, the solitaire where you may move any face-up "
                    "card with everything above it.</p><p>Free software under the GNU GPL, version 3 "
                    "or later.</p>").replace("%1", __version__) + links,
        )

    # ----------------------------------------------------------- persistence
    def save_game_now(self) -> None:
        """Keep the game for the next start at once (a won game is not kept); it stays in progress
        in the statistics.  Raises OSError when the disk refuses."""
        if self.keeper is not None:
            self.keeper.wait(1.0)  # a write still going on in the background ends first
        self.recording.save()
        record = self._record_to_keep()
        if record is None:
            self.saved.clear()
        else:
            self.saved.save(record)

    def _stop_solver(self) -> None:
        """No search outlives the window (each stops within a few hundred positions)."""
        if self.hints is None or self.solver_status is None:  # made together (see _solver_helpers)
            return
        self.hints.cancel()
        if self.winnable_search is not None:
            self.winnable_search.cancel()
        if self.lost_move is not None:
            self.lost_move.cancel()
            self.lost_move.search.wait(2.0)
        self.solver_status.pause()  # last: the two above ask it to look again
        for helper in (self.hints, self.solver_status, self.winnable_search):
            if helper is not None:
                helper.worker.wait(2.0)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._saved:
            self._saved = True
            self._stop_solver()
            if self.deck_preparer is not None:
                self.deck_preparer.stop()
            self._time_keeper.stop()
            if self.keeper is not None:
                self.keeper.stop()
            try:
                self.save_game_now()
            except OSError as error:
                log.warning("the game could not be saved: %s", error)
            self.settings.set("window_geometry", bytes(self.saveGeometry().toBase64().data()).decode("ascii"))
            self.recording.close()
            self.saved.release()
        super().closeEvent(event)
