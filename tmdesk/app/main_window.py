"""The main window: the screens (new game, game, pass-and-play hand-over, end of game) and the menus.

Pass-and-play: the window shows one player's private view at a time, the one `privacy` allows (the
person who confirmed the hand-over). When the game waits for another person, the hand-over screen
covers everything until that person confirms; Hint, like every other view, asks `privacy` first.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QStackedWidget, QToolButton

from tmdesk.app import files, i18n, icons, log_text, statistics
from tmdesk.app.bot_driver import BotDriver
from tmdesk.app.dialogs.settings_dialog import SettingsDialog
from tmdesk.app.privacy import Privacy, face_down, shown_log
from tmdesk.app.screen_fit import fit_window
from tmdesk.app.session import GameSession
from tmdesk.app.settings import Settings
from tmdesk.app.style import apply_palette, stylesheet
from tmdesk.app.widgets.end_screen import EndScreen
from tmdesk.app.widgets.game_view import GameView
from tmdesk.app.widgets.new_game import NewGameScreen
from tmdesk.app.widgets.pass_screen import PassScreen, take_back_question
from tmdesk.engine.saves import SaveError

log = logging.getLogger(__name__)


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings | None = None, session: GameSession | None = None) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self.session = session or GameSession(self)
        self.privacy = Privacy(lambda: self.bots.humans())
        self.save_path: Path | None = None
        self.setWindowIcon(icons.icon("tmdesk"))
        apply_palette(QApplication.instance(), self.settings.scale)
        self.setStyleSheet(stylesheet(self.settings.scale))
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.new_game = NewGameScreen()
        self.new_game.colour_blind = self.settings.colour_blind
        self.new_game.set_expansions(self.settings.expansions)
        self.game_view = GameView(self.session, self.privacy, self.settings.colour_blind, self.settings.scale)
        self.pass_screen = PassScreen()
        self.end_screen = EndScreen()
        for w in (self.new_game, self.game_view, self.pass_screen, self.end_screen):
            self.stack.addWidget(w)
        self.new_game.start.connect(self.start_game)
        self.new_game.continue_requested.connect(self.continue_game)
        self.new_game.open_requested.connect(self.open_dialog)
        self.new_game.set_can_continue(GameSession.has_autosave())
        self.pass_screen.ready.connect(self.handed_over)
        self.end_screen.new_game.connect(self.show_new_game)
        self.end_screen.review.connect(self.show_review)
        self.end_screen.colour_of = self.game_view.colour
        self.game_view.scores_button.clicked.connect(lambda: self.stack.setCurrentWidget(self.end_screen))
        self.end_screen.show_board.connect(lambda: self.stack.setCurrentWidget(self.game_view))
        self.end_pending = False  # the final scores wait for the end of AutoMars's last turn
        self.undone = ""  # what an undo took back of another person's decisions, for their hand-over screen
        self.game_view.automars.replay_finished.connect(self._replay_finished)
        self.session.changed.connect(self.on_changed)
        self.session.failed.connect(self.on_failed)
        self.bots = BotDriver(self.session, self)
        self.bots.thinking.connect(self.show_thinking)
        self.bots.hint_ready.connect(self.show_hint)
        self.bots.moved.connect(self.show_bot_move)
        self.guide: Any = None  # Help → Guide, made when first asked for
        self.statistics_window: Any = None  # Game → Statistics
        self.review_window: Any = None  # Game → Review
        self._build_menus()
        self.retranslate()
        fit_window(self, QSize(1440, 900))

    # --- menus -------------------------------------------------------------------------------

    def _action(self, menu, slot, shortcut=None, icon: str | None = None) -> QAction:  # noqa: ANN001
        a = QAction(self)
        if isinstance(shortcut, QKeySequence.StandardKey):
            a.setShortcuts(shortcut)  # every binding of the platform (redo: Ctrl+Y and Ctrl+Shift+Z)
        elif shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        if icon:
            a.setIcon(icons.icon(icon))
        a.triggered.connect(slot)
        menu.addAction(a)
        return a

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.a_new = self._action(self.game_menu, self.show_new_game, QKeySequence.StandardKey.New)
        self.a_open = self._action(self.game_menu, self.open_dialog, QKeySequence.StandardKey.Open)
        self.a_save = self._action(self.game_menu, self.save, QKeySequence.StandardKey.Save)
        self.a_save_as = self._action(self.game_menu, self.save_as_dialog, QKeySequence.StandardKey.SaveAs)
        self.game_menu.addSeparator()
        self.a_statistics = self._action(self.game_menu, self.show_statistics)
        self.a_review = self._action(self.game_menu, self.show_review)
        self.a_settings = self._action(self.game_menu, self.settings_dialog, "Ctrl+,")
        self.a_quit = self._action(self.game_menu, self.close, QKeySequence.StandardKey.Quit)
        self.edit_menu = bar.addMenu("")
        self.a_undo = self._action(self.edit_menu, self.undo, QKeySequence.StandardKey.Undo, "undo")
        self.a_redo = self._action(self.edit_menu, self.session.redo, QKeySequence.StandardKey.Redo, "redo")
        self.edit_menu.addSeparator()
        self.a_hint = self._action(self.edit_menu, self.ask_hint, "Ctrl+I")
        self.edit_menu.setToolTipsVisible(True)
        self.view_menu = bar.addMenu("")
        bv = self.game_view.board_view
        self.a_zoom_in = self._action(self.view_menu, lambda: bv.zoom(1.2))
        self.a_zoom_out = self._action(self.view_menu, lambda: bv.zoom(1 / 1.2))
        self.a_fit = self._action(self.view_menu, bv.fit)
        for action in (self.a_hint, self.a_undo, self.a_redo):  # also on the prompt bar, where a family will look for them
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
            self.game_view.prompt_layout.addWidget(button)
        self.help_menu = bar.addMenu("")
        self.a_guide = self._action(self.help_menu, lambda: self.show_guide("game"), QKeySequence.StandardKey.HelpContents)
        self.a_keys = self._action(self.help_menu, lambda: self.show_guide("keys"))
        self.a_about = self._action(self.help_menu, self.show_about)

    def retranslate(self) -> None:
        t = self.tr
        self.setWindowTitle("tmdesk")  # the system adds the application's name, "Terraforming Mars" (main.py)
        self.game_menu.setTitle(t("&Game"))
        self.edit_menu.setTitle(t("&Edit"))
        self.view_menu.setTitle(t("&View"))
        self.help_menu.setTitle(t("&Help"))
        for a, text in ((self.a_new, t("&New game…")), (self.a_open, t("&Open…")), (self.a_save, t("&Save")),
                        (self.a_save_as, t("Save &as…")),
                        (self.a_statistics, t("Stat&istics…")), (self.a_review, t("&Review the game…")), (self.a_settings, t("Se&ttings…")), (self.a_quit, t("&Quit")),
                        (self.a_undo, t("&Undo")), (self.a_redo, t("&Redo")), (self.a_zoom_in, t("Zoom &in (Ctrl +)")),
                        (self.a_zoom_out, t("Zoom &out (Ctrl -)")), (self.a_fit, t("&Fit the board (Ctrl 0)")),
                        (self.a_guide, t("&Guide to the game and AutoMars")),
                        (self.a_keys, t("&Keyboard shortcuts")), (self.a_about, t("&About tmdesk")),
                        (self.a_hint, t("&Hint: what would the Hard bot do?"))):
            a.setText(text)
        self.a_hint.setToolTip(t("Ask the strongest computer player what it would do in your place (Ctrl+I)"))
        self.a_hint.setIconText(t("Hint"))
        self._sync_undo()

    def changeEvent(self, e: QEvent) -> None:  # noqa: N802
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.new_game.retranslate()
            self.game_view.retranslate()
            self.pass_screen.retranslate()
            self.end_screen.retranslate()
            for dialog in (self.guide, self.statistics_window, self.review_window):
                if dialog is not None:
                    dialog.retranslate()
        super().changeEvent(e)

    def _sync_hint(self) -> None:
        self.a_hint.setEnabled(self.privacy.open_decision(self.session.game, with_options=False) is not None)

    def _sync_undo(self) -> None:
        game = self.session.game
        hint = self.session.undo_hint(face_down(game, len(self.humans())) if game is not None else None)
        self.a_undo.setEnabled(self.session.can_undo())
        self.a_undo.setToolTip(hint)
        self.a_undo.setStatusTip(hint)
        self.a_undo.setText(self.tr("&Undo") if self.session.can_undo() else self.tr("&Undo (%1)").replace("%1", hint))
        self.a_redo.setEnabled(self.session.can_redo())

    # --- the game's flow ---------------------------------------------------------------------

    def start_game(self, config, colours: dict[str, str]) -> None:  # noqa: ANN001
        if not self.confirm_replace():
            return
        self.save_path = None
        self.settings.expansions = self.new_game.expansions()  # ticked again for the next new game
        self.settings.save()
        try:
            self.session.start(config, colours)
        except NotImplementedError:
            self.new_game.show_problem(self.tr("The AutoMars opponent is not available in this version yet. "
                                               "Please choose another mode."))
        except ValueError as exc:
            self.new_game.show_problem(self.tr("This game cannot be set up: %1").replace("%1", str(exc)))

    def confirm_replace(self, opening: bool = False) -> bool:
        """A game in progress is only in the autosave, which a new or opened game overwrites: offer to
        save it first. False when the player cancels (or cancels the saving)."""
        g = self.session.game
        if g is None or g.waiting_for() is None:
            return True
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Open") if opening else self.tr("New game"),
                          self.tr("A game is in progress. Save it to a file before opening another?") if opening
                          else self.tr("A game is in progress. Save it to a file before starting a new one?"),
                          QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                          | QMessageBox.StandardButton.Cancel, self)
        box.setObjectName("ReplaceQuestion")
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Cancel:
            return False
        return answer != QMessageBox.StandardButton.Save or self.save_as_dialog()

    def continue_game(self) -> None:
        from tmdesk.app.settings import autosave_path

        self.open_path(autosave_path())

    def humans(self) -> list[str]:
        """The players at the keyboard (the other seats are played by the computer)."""
        return self.bots.humans()

    def undo(self) -> None:
        """Undo back to the last decision of a person (a bot would only play its move again). Taking back
        another person's decision is asked first; their hand-over screen then says what was undone."""
        if not self.session.can_undo():
            return
        steps, d, entry = self.session.undo_target(self.humans())
        if d is None or not self.privacy.someone_else(d.player):
            self.session.undo(steps)
            return
        what = log_text.entry_text(entry) if entry else self.tr("the last decision of %1").replace("%1", d.player)
        if entry and not shown_log([entry], face_down(self.session.game, len(self.humans()))):
            what = self.tr("The research purchase of %1, still face down.").replace("%1", d.player)  # how many: hidden

        def undo_theirs() -> None:
            self.undone = what
            try:
                self.session.undo(steps)
            finally:
                self.undone = ""

        self.game_view.ask_first(take_back_question(d.player, what), self.tr("Undo"), undo_theirs)

    def on_changed(self, what: str) -> None:
        g = self.session.game
        self._sync_undo()
        if g is None:
            return
        d = g.waiting_for()
        if what in ("new", "load"):
            self.privacy.reset(d.player if d else None)
        self._sync_hint()
        self.end_screen.history.note(g)
        humans = self.humans()
        self.bots.poke()
        if d is not None and d.player not in humans:  # a bot's turn: the board stays in view
            self.game_view.refresh()
            self.stack.setCurrentWidget(self.game_view)
            self.show_thinking(self.bots.busy_with)
            return
        if d is None:
            if what not in ("new", "load"):  # ended here, by a move (an opened finished game is not a new one)
                statistics.record(g)
            self.game_view.refresh()
            self.end_screen.set_game(g)
            if self.game_view.automars.replaying():  # AutoMars's last turn is told first, then the scores
                self.stack.setCurrentWidget(self.game_view)
                self.end_pending = True
                return
            self.stack.setCurrentWidget(self.end_screen)
            return
        if not self.privacy.may_show(d.player):
            self.hand_over(d.player, d.kind)
            return
        self.game_view.refresh()
        self.stack.setCurrentWidget(self.game_view)

    def show_thinking(self, player: str) -> None:
        """The prompt bar says which computer player is thinking; the rest of the window stays live."""
        if not player:
            return
        lvl = self.bots.level_of(player) or ""
        from tmdesk.bots.levels import level

        label = QCoreApplication.translate("Bots", level(lvl).label) if lvl else ""
        self.game_view.prompt.setText(self.tr("%1 (computer, %2) is thinking…").replace("%1", player).replace("%2", label))

    def show_bot_move(self, player: str, step: dict) -> None:  # type: ignore[type-arg]
        """A computer player's tile lights up where it was placed, as AutoMars's do."""
        space = step.get("answer", {}).get("space") if isinstance(step.get("answer"), dict) else None
        if space and space in self.game_view.scene.hexes:
            self.game_view.scene.flash(space)

    def ask_hint(self) -> None:
        d = self.privacy.open_decision(self.session.game)  # never on a hand-over screen: it would tell the offer
        if d is None:
            return
        self.a_hint.setEnabled(False)
        self.game_view.prompt.setText(self.tr("The Hard bot is thinking about your position…"))
        self.bots.hint(d.player)

    def show_hint(self, advice) -> None:  # noqa: ANN001
        from tmdesk.app.widgets.hint_text import hint_text

        d = self.privacy.open_decision(self.session.game)
        self._sync_hint()
        self.game_view.refresh()
        if advice is None or d is None or d.player != advice.player:  # the keyboard changed hands meanwhile
            return
        self.hint_box = QMessageBox(QMessageBox.Icon.Information, self.tr("Hint"), hint_text(advice, d),
                                    QMessageBox.StandardButton.Ok, self)
        if advice.space and advice.space in self.game_view.scene.hexes:  # the space is shown, not named by its row
            self.game_view.scene.mark(advice.space)
            self.hint_box.finished.connect(self.game_view.scene.unmark)
        self.hint_box.open()  # window-modal: the board stays in view, the game waits until it is closed
        box = self.hint_box.frameGeometry()  # at the right, over the actions: the middle of the board stays in view
        self.hint_box.move(self.geometry().right() - box.width() - 24, self.geometry().top() + 90)

    def _replay_finished(self) -> None:
        g = self.session.game
        if self.end_pending and g is not None and g.waiting_for() is None:
            self.stack.setCurrentWidget(self.end_screen)
        self.end_pending = False

    def hand_over(self, name: str, kind: str) -> None:
        """Hide the previous player's hand and ask the next player to take the keyboard."""
        self.game_view.close_dialog()
        self.game_view.zoom.hide()
        self.privacy.hand_over()  # nobody's cards until someone confirms: an undo from here hands over again
        self._sync_hint()
        self.game_view.hand.set_cards([])
        self.game_view.play_area.set_cards([])
        self.game_view.pick.clear()
        why = {"choose_start": self.tr("Choose your corporation and starting cards."),
               "buy_cards": self.tr("Research: buy your cards for this generation."),
               "draft_pick": self.tr("Draft: pick a card."),
               "play_prelude": self.tr("Play your Preludes."),
               "action": self.tr("It is your turn."),
               "final_greenery": self.tr("Final greenery conversion.")}.get(kind, self.tr("You have a choice to make."))
        self.pass_screen.set_player(name, self.game_view.colour(name), why, self.undone)
        self.stack.setCurrentWidget(self.pass_screen)
        self.pass_screen.setFocus()

    def handed_over(self, name: str) -> None:
        self.privacy.confirm(name)
        self._sync_hint()
        self.game_view.refresh()
        self.stack.setCurrentWidget(self.game_view)

    def on_failed(self, text: str) -> None:
        self.game_view.show_problem(text)
        self.statusBar().showMessage(text, 8000)

    def show_new_game(self) -> None:
        self.session.flush()
        self.new_game.set_can_continue(GameSession.has_autosave())
        self.stack.setCurrentWidget(self.new_game)

    # --- files -------------------------------------------------------------------------------

    def open_dialog(self) -> None:
        if not self.confirm_replace(opening=True):
            return
        path = files.ask_open_path(self)
        if path is not None:
            self.open_path(path)

    def open_path(self, path: Path) -> bool:
        """Open a saved game; a damaged or foreign file gives a message and keeps the current game."""
        try:
            self.session.open_file(path)
        except SaveError as exc:
            log.warning("cannot open %s: %s", path, exc)
            QMessageBox.warning(self, self.tr("Cannot open this file"), log_text.message(exc.message_id, exc.args_dict))
            return False
        except Exception as exc:  # noqa: BLE001 - never lose the current game to a bad file
            log.exception("opening %s", path)
            QMessageBox.warning(self, self.tr("Cannot open this file"), str(exc))
            return False
        self.save_path = Path(path)
        return True

    def save(self) -> None:
        if self.save_path is None or self.save_path.name == "autosave.json":
            self.save_as_dialog()
        else:
            self.save_to(self.save_path)

    def save_as_dialog(self) -> bool:
        """Save as…: True once the game is in the file the player chose."""
        if self.session.game is None:
            return False
        path = files.ask_save_path(self, self.session.game, self.save_path)
        return path is not None and self.save_to(path)

    def save_to(self, path: Path) -> bool:
        try:
            self.session.save_to(path)
        except (OSError, ValueError) as exc:
            log.warning("cannot save to %s: %s", path, exc)
            QMessageBox.warning(self, self.tr("Cannot save"), self.tr("The game could not be saved: %1").replace(
                "%1", getattr(exc, "strerror", None) or str(exc)))
            return False
        self.save_path = path
        self.statusBar().showMessage(self.tr("Saved to %1").replace("%1", str(path)), 5000)
        return True

    # --- settings and help ---------------------------------------------------------------------

    def settings_dialog(self) -> None:
        dlg = SettingsDialog(self, self.settings)
        dlg.changed.connect(self.apply_settings)
        dlg.open()

    def restore_geometry(self) -> bool:
        """Open where the player left the window and its panels last time (a bad value is ignored)."""
        placed = bool(self.settings.geometry) and self.restoreGeometry(
            QByteArray.fromHex(self.settings.geometry.encode("ascii")))
        if placed and not self.isMaximized():  # a size kept from a larger screen
            fit_window(self, self.size())
        for name, splitter in self.game_view.remembered_splitters().items():
            if name in self.settings.panels:
                splitter.restoreState(QByteArray.fromHex(self.settings.panels[name].encode("ascii")))
        return placed

    def closeEvent(self, e) -> None:  # noqa: N802, ANN001
        self.settings.geometry = bytes(self.saveGeometry().toHex()).decode("ascii")
        self.settings.panels = {name: bytes(splitter.saveState().toHex()).decode("ascii")
                                for name, splitter in self.game_view.remembered_splitters().items()}
        self.settings.save()
        self.session.flush()  # the last move's autosave reaches the disk before the window goes
        self.bots.paused = True  # no computer move after this; a search under way ends within its time limit
        self.bots.wait()
        super().closeEvent(e)

    def apply_settings(self, new: Settings) -> None:
        language_changed = new.language != self.settings.language
        self.settings = new
        new.save()
        apply_palette(QApplication.instance(), new.scale)
        self.setStyleSheet(stylesheet(new.scale))
        self.game_view.colour_blind = new.colour_blind
        self.game_view.set_scale(new.scale)
        self.new_game.colour_blind = new.colour_blind
        self.new_game.retranslate()
        if language_changed:
            i18n.install_language(new.language)
        self.game_view.refresh()

    def show_statistics(self) -> None:
        """Every finished game and the figures of each mode (Game menu)."""
        from tmdesk.app.dialogs.statistics_dialog import StatisticsDialog

        if self.statistics_window is None:
            self.statistics_window = StatisticsDialog(self)
            self.statistics_window.resize(min(1100, self.width()), min(600, self.height() - 60))
        self.statistics_window.show()
        self.statistics_window.raise_()

    def show_review(self) -> None:
        """The game review: the player's decisions against the strongest bot's (Game menu, end screen)."""
        from tmdesk.app.widgets.review_dialog import open_review

        open_review(self)

    def show_guide(self, page: str) -> None:
        """The guide to the game, to AutoMars and to the keyboard, beside the game (Help menu, F1)."""
        from tmdesk.app.dialogs.guide import GuideDialog

        if self.guide is None:
            self.guide = GuideDialog(self)
            self.guide.resize(min(760, self.width()), min(620, self.height() - 60))
        self.guide.show_page(page)

    def show_about(self) -> None:
        from tmdesk import __version__

        QMessageBox.about(self, self.tr("About tmdesk"), self.tr(
            "tmdesk %1 — a desktop edition of the board game Terraforming Mars.").replace("%1", __version__))

    def keyPressEvent(self, e) -> None:  # noqa: N802, ANN001
        if e.key() == Qt.Key.Key_Escape:
            self.game_view.zoom.hide()
        super().keyPressEvent(e)
