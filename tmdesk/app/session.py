"""GameSession: owns the engine game, the undo history and the autosave; one `changed` signal.

Every change of the game goes through `submit` (a drop, a click, a dialog): the engine checks and
applies it, the session records an undo point (the saved JSON of the game before the decision),
tells the widgets once, then hands the autosave to a background thread (the JSON of the new state
is kept: it is the next decision's undo point, so each state is written out once). The autosave
keeps the undo history, so "Continue" can undo as far as before quitting; a draw still ends it.
Widgets never change the game themselves.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QTimer, Signal

from tmdesk.app import log_text, settings
from tmdesk.app.autosave import AutosaveWriter, compose
from tmdesk.app.privacy import shown_log
from tmdesk.bots.review import Review, ReviewError
from tmdesk.bots.review import from_dict as review_from_dict
from tmdesk.bots.review import to_dict as review_to_dict
from tmdesk.engine import saves
from tmdesk.engine.decisions import Decision
from tmdesk.engine.game import Game, new_game
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.state import AUTOMARS, NEUTRAL, GameConfig

log = logging.getLogger(__name__)

# why undo stops (shown in the Edit menu and the undo button's tooltip)
UNDO_BLOCKED_DRAW = QT_TRANSLATE_NOOP(
    "GameSession", "Undo stops here: a card was drawn, and going back would show cards that must stay hidden.")
AUTOSAVE_AFTER_MS = 30  # the autosave starts after the repaint that shows the move
MAX_SAVED_UNDO = 200  # undo points kept in the autosave (a draw clears them long before)


class _StopReplay(BaseException):  # not an Exception: no `except Exception` in the engine may swallow it
    """Stops a replayed decision at the log line on show."""


class UndoPoint:
    __slots__ = ("snapshot", "log_entry")

    def __init__(self, snapshot: str, log_entry: list[Any] | None) -> None:
        self.snapshot = snapshot
        self.log_entry = log_entry


class GameSession(QObject):
    changed = Signal(str)  # "new" | "decision" | "undo" | "redo" | "load"
    failed = Signal(str)  # a translated sentence for the player

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self.colours: dict[str, str] = {}
        self.undo_stack: list[UndoPoint] = []
        self.redo_stack: list[UndoPoint] = []
        self.undo_blocked = False  # True once a draw cleared the history
        self.last_events: list[list[Any]] = []
        self.last_before: str | None = None  # the game before the last decision (AutoMars's replay starts there)
        self.last_step: dict[str, Any] | None = None
        self.review: Review | None = None  # the game review of this game (Game → Review), saved with it
        self.autosave_enabled = True
        self._json: str | None = None  # saves.dumps(self.game), made once per state
        self._autosave_broken = False  # told the player once; told again only after it worked again
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.setInterval(AUTOSAVE_AFTER_MS)
        self._save_timer.timeout.connect(self._autosave_now)
        self.writer = AutosaveWriter(self)
        self.writer.failed.connect(self._autosave_failed)
        self.writer.written.connect(self._autosave_written)

    # --- starting and loading ----------------------------------------------------------------

    def start(self, config: GameConfig, colours: dict[str, str] | None = None) -> None:
        """Start a new game. Raises NotImplementedError (AutoMars not yet in the engine) or ValueError."""
        game = new_game(config)
        log.info("new game: players %s, mode %s, seed %s", config.players, config.mode, config.seed)
        self._replace(game, colours, "new")

    def adopt(self, game: Game, colours: dict[str, str] | None = None, what: str = "load",
              undo: list[UndoPoint] | None = None, undo_blocked: bool = False) -> None:
        self._replace(game, colours, what, undo, undo_blocked)

    def _replace(self, game: Game, colours: dict[str, str] | None, what: str,
                 undo: list[UndoPoint] | None = None, undo_blocked: bool = False) -> None:
        self.game = game
        self._json = None
        order = ("red", "green", "blue", "yellow", "black")
        names = [p.name for p in game.state.players]
        self.colours = {n: (colours or {}).get(n) or order[i % 5] for i, n in enumerate(names)}
        self.undo_stack = list(undo or [])
        self.redo_stack.clear()
        self.undo_blocked = undo_blocked
        self.last_events = []
        self.last_before = None
        self.last_step = None
        self.review = None
        self.changed.emit(what)
        self.autosave()

    # --- the one road for every change ------------------------------------------------------

    def decision(self) -> Decision | None:
        return self.game.waiting_for() if self.game else None

    def current_json(self) -> str:
        assert self.game is not None
        if self._json is None:
            self._json = saves.dumps(self.game)
        return self._json

    def submit(self, step: dict[str, Any]) -> bool:
        """Apply one answer. An illegal one shows why (signal `failed`) and changes nothing."""
        g = self.game
        if g is None:
            return False
        before = self.current_json()
        deck_before = list(g.state.deck)
        secret_before = self._automars_secret()
        try:
            events = g.apply(step)
        except IllegalAction as exc:
            log.info("refused %r: %s", step, exc.message_id)
            self.failed.emit(log_text.message(exc.message_id, exc.args_dict))
            return False
        except Exception:  # an engine bug must not leave a half-changed game behind
            log.exception("engine error on %r", step)
            self.game = saves.loads(before)
            self.failed.emit(self.tr("Something went wrong and the move was taken back. Details are in the log file."))
            return False
        self._json = None
        self.last_events = events
        self.last_before = before
        self.last_step = step
        revealed = g.state.deck != deck_before or self._automars_secret() != secret_before
        if revealed:
            self.undo_stack.clear()
            self.undo_blocked = True
        else:
            self.undo_stack.append(UndoPoint(before, events[0] if events else None))
        self.redo_stack.clear()
        self.review = None  # of the game as it was
        self.changed.emit("decision")
        self.autosave()
        return True

    def draws_a_card(self, step: dict[str, Any]) -> bool:
        """Would this answer draw from the project deck (so that it could not be undone)? Tried on a copy."""
        if self.game is None:
            return False
        try:
            trial = saves.loads(self.current_json())
            deck = list(trial.state.deck)
            trial.apply(step)
        except Exception:  # noqa: BLE001 - an illegal answer is refused by submit, with its reason
            return False
        return trial.state.deck != deck

    def game_at(self, row: int) -> Game | None:
        """The game as it was when log row `row` of the last decision had been written and done (just
        before the next line), so that AutoMars's turn can be shown step by step. The decision is
        played again on a copy of the game before it (the random state is in the save) and stopped
        there. None when it cannot be (the window then tells the lines on the final board)."""
        if self.last_before is None or self.last_step is None:
            return None
        try:
            trial = saves.loads(self.last_before)
        except saves.SaveError as exc:
            log.warning("cannot replay AutoMars's turn: %s", exc)
            return None

        def record(message_id: str, **args: Any) -> None:
            if len(trial.state.log) > row:
                raise _StopReplay
            trial.state.log.append([message_id, args])

        trial.log = record  # type: ignore[method-assign]  # every log line of the engine goes through Game.log
        try:
            trial.apply(self.last_step)
        except _StopReplay:
            pass
        except Exception:  # noqa: BLE001 - never break the window over a replay
            log.exception("replaying AutoMars's turn up to row %d", row)
            return None
        return trial if len(trial.state.log) == row + 1 else None

    def _automars_secret(self) -> Any:
        g = self.game
        if g is None or g.state.automars is None or g.automars_engine is None:
            return None
        try:
            d = g.automars_engine.dump()
            return (d.get("action_deck"), d.get("bonus_deck_size"))
        except Exception:  # noqa: BLE001 - AutoMars is still being written
            return None

    # --- undo / redo ------------------------------------------------------------------------

    def can_undo(self) -> bool:
        return bool(self.undo_stack)

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def undo_hint(self, hidden: set[str] | None = None) -> str:
        """`hidden`: the players whose face-down choice may not be told (`privacy.face_down`)."""
        if self.undo_stack:
            entry = self.undo_stack[-1].log_entry
            if entry and hidden and not shown_log([entry], hidden):
                entry = None
            what = log_text.entry_text(entry) if entry else self.tr("the last decision")
            return self.tr("Undo: %1").replace("%1", what)
        if self.undo_blocked:
            return QCoreApplication.translate("GameSession", UNDO_BLOCKED_DRAW)
        return self.tr("Nothing to undo yet.")

    def undo(self, steps: int = 1) -> bool:
        return self._travel(self.undo_stack, self.redo_stack, "undo", steps)

    def redo(self) -> bool:
        return self._travel(self.redo_stack, self.undo_stack, "redo")

    def undo_target(self, people: list[str]) -> tuple[int, Decision | None, list[Any] | None]:
        """How far back the last decision of one of `people` is (in undo steps: the computer players'
        moves after it are undone with it), that decision, and its first log line."""
        steps, decision, entry = 0, None, None
        for point in reversed(self.undo_stack):
            steps, entry = steps + 1, point.log_entry
            try:
                decision = saves.loads(point.snapshot).waiting_for(with_options=False)
            except saves.SaveError:
                return steps, None, entry  # restoring it fails too, and says so
            if decision is None or decision.player in people:
                break
        return steps, decision, entry

    def _travel(self, source: list[UndoPoint], target: list[UndoPoint], what: str, steps: int = 1) -> bool:
        if not source or self.game is None:
            return False
        for _ in range(min(steps, len(source))):
            point = source.pop()
            current = self.current_json()
            if not self._restore(point.snapshot):
                return False
            target.append(UndoPoint(current, point.log_entry))
        self.last_events = []
        self.last_before = None
        self.last_step = None
        self.review = None
        self.changed.emit(what)
        self.autosave()
        return True

    def _restore(self, snapshot: str) -> bool:
        try:
            self.game = saves.loads(snapshot)
        except saves.SaveError as exc:  # should not happen; never lose the game over it
            log.error("undo point unreadable: %s", exc)
            self.undo_stack.clear()
            self.redo_stack.clear()
            self.failed.emit(log_text.message(exc.message_id, exc.args_dict))
            return False
        self._json = snapshot
        return True

    # --- files -----------------------------------------------------------------------------

    def colour_of(self, name: str | None) -> str:
        if name == AUTOMARS:
            return "automars"
        if name is None or name == NEUTRAL:
            return "neutral"
        return self.colours.get(name, "black")

    def save_to(self, path: Path) -> None:
        """Atomic write of the game with our colours and its undo history, as the autosave keeps them
        (opening the file gives back both). Raises OSError, or ValueError for a name the disk refuses."""
        assert self.game is not None
        saves.write_atomic(Path(path), compose(self.current_json(), *self._app_block()))
        log.info("game saved to %s", path)

    def _app_block(self) -> tuple[dict[str, Any], dict[str, list[str]]]:
        """The application's part of a save: colours, and the newest undo points (raw JSON texts)."""
        points = self.undo_stack[-MAX_SAVED_UNDO:]
        app = {"colours": dict(self.colours), "undo_blocked": self.undo_blocked or len(points) < len(self.undo_stack),
               "undo_entries": [p.log_entry for p in points]}
        if self.review is not None:
            app["review"] = review_to_dict(self.review)
        return app, {"undo": [p.snapshot for p in points]}

    def open_file(self, path: Path) -> None:
        """Load a saved game (with its undo history, kept by the autosave and Save as). Raises saves.SaveError.

        Everything is read and checked before the session switches: on any failure the current game
        stays as it was."""
        path = Path(path)
        if path == settings.autosave_path():
            self.flush()
        game = saves.load_file(path)
        game.waiting_for()  # a state the rules cannot continue from fails here, not in the window
        extra = saves.app_data(path)
        raw = extra.get("colours")
        colours = {str(k): str(v) for k, v in raw.items()} if isinstance(raw, dict) else {}
        undo, blocked = self._saved_undo(extra)
        log.info("game loaded from %s (generation %s, %d undo points)", path, game.state.generation, len(undo))
        self.adopt(game, colours, undo=undo, undo_blocked=blocked)
        if "review" in extra:  # an older save has none; a damaged one is left out, and the player told
            try:
                self.review = review_from_dict(game, extra["review"])
            except ReviewError as exc:
                self.failed.emit(QCoreApplication.translate("Review", exc.message_id))

    @staticmethod
    def _saved_undo(extra: dict[str, Any]) -> tuple[list[UndoPoint], bool]:
        """The undo history kept in an autosave; any damage just leaves it out (the game itself loaded)."""
        points = extra.get("undo")
        entries = extra.get("undo_entries")
        if not isinstance(points, list) or not isinstance(entries, list) or len(points) != len(entries):
            return [], bool(extra.get("undo_blocked"))
        undo = []
        for snapshot, entry in zip(points, entries, strict=True):
            text = json.dumps(snapshot, ensure_ascii=False, separators=(",", ":"))
            try:
                saves.loads(text)  # an undo point that would not load is no undo point
            except saves.SaveError:
                return [], True
            undo.append(UndoPoint(text, entry if isinstance(entry, list) and len(entry) == 2 else None))
        return undo, bool(extra.get("undo_blocked"))

    def autosave(self) -> None:
        """Autosave shortly after the change, once the window has been repainted: the JSON of the new
        state (the next undo point anyway) is made then, and a background thread writes it."""
        if self.autosave_enabled and self.game is not None:
            self._save_timer.start()

    def _autosave_now(self) -> None:
        self._save_timer.stop()
        if not self.autosave_enabled or self.game is None:
            return
        try:
            game_json = self.current_json()
        except Exception as exc:  # noqa: BLE001 - a save that cannot be made must not stop the game
            log.exception("autosave: the game could not be written out")
            self._autosave_failed(str(exc))
            return
        self.writer.put(settings.autosave_path(), game_json, *self._app_block())

    def flush(self) -> None:
        """Wait for the autosave to reach the disk (before quitting, or reading the file)."""
        if self._save_timer.isActive():
            self._autosave_now()
        self.writer.flush()

    def _autosave_failed(self, error: str) -> None:
        if self._autosave_broken:
            return
        self._autosave_broken = True
        self.failed.emit(self.tr("The game could not be autosaved (%1). You can keep playing; "
                                 "use Game → Save as… to keep it.").replace("%1", error))

    def _autosave_written(self) -> None:
        self._autosave_broken = False

    @staticmethod
    def has_autosave() -> bool:
        return settings.autosave_path().is_file()
