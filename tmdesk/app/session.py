"""GameSession: owns the engine game, the undo history and the autosave; one `changed` signal.

Every change of the game goes through `submit` (a drop, a click, a dialog): the engine checks and
applies it, the session records an undo point (the saved JSON of the game before the decision),
tells the widgets once, then autosaves. Widgets never change the game themselves.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Signal

from tmdesk.app import i18n, settings
from tmdesk.engine import saves
from tmdesk.engine.decisions import Decision
from tmdesk.engine.game import Game, new_game
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.state import AUTOMARS, NEUTRAL, GameConfig

log = logging.getLogger(__name__)

# why undo stops (shown in the Edit menu and the undo button's tooltip)
UNDO_BLOCKED_DRAW = QT_TRANSLATE_NOOP(
    "GameSession", "Undo stops here: a card was drawn, and going back would show cards that must stay hidden.")


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
        self.autosave_enabled = True

    # --- starting and loading ----------------------------------------------------------------

    def start(self, config: GameConfig, colours: dict[str, str] | None = None) -> None:
        """Start a new game. Raises NotImplementedError (AutoMars not yet in the engine) or ValueError."""
        game = new_game(config)
        self._replace(game, colours, "new")

    def adopt(self, game: Game, colours: dict[str, str] | None = None, what: str = "load") -> None:
        self._replace(game, colours, what)

    def _replace(self, game: Game, colours: dict[str, str] | None, what: str) -> None:
        self.game = game
        order = ("red", "green", "blue", "yellow", "black")
        names = [p.name for p in game.state.players]
        self.colours = {n: (colours or {}).get(n) or order[i % 5] for i, n in enumerate(names)}
        self.undo_stack.clear()
        self.redo_stack.clear()
        self.undo_blocked = False
        self.last_events = []
        self.changed.emit(what)
        self.autosave()

    # --- the one road for every change ------------------------------------------------------

    def decision(self) -> Decision | None:
        return self.game.waiting_for() if self.game else None

    def submit(self, step: dict[str, Any]) -> bool:
        """Apply one answer. An illegal one shows why (signal `failed`) and changes nothing."""
        g = self.game
        if g is None:
            return False
        before = saves.dumps(g)
        deck_before = list(g.state.deck)
        secret_before = self._automars_secret()
        try:
            events = g.apply(step)
        except IllegalAction as exc:
            self.failed.emit(i18n.message(exc.message_id, exc.args_dict))
            return False
        except Exception:  # an engine bug must not leave a half-changed game behind
            log.exception("engine error on %r", step)
            self.game = saves.loads(before)
            self.failed.emit(self.tr("Something went wrong and the move was taken back. Details are in the log file."))
            return False
        self.last_events = events
        revealed = g.state.deck != deck_before or self._automars_secret() != secret_before
        if revealed:
            self.undo_stack.clear()
            self.undo_blocked = True
        else:
            self.undo_stack.append(UndoPoint(before, events[0] if events else None))
        self.redo_stack.clear()
        self.changed.emit("decision")
        self.autosave()
        return True

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

    def undo_hint(self) -> str:
        if self.undo_stack:
            entry = self.undo_stack[-1].log_entry
            what = i18n.entry_text(entry) if entry else self.tr("the last decision")
            return self.tr("Undo: %1").replace("%1", what)
        if self.undo_blocked:
            return QCoreApplication.translate("GameSession", UNDO_BLOCKED_DRAW)
        return self.tr("Nothing to undo yet.")

    def undo(self) -> bool:
        if not self.undo_stack or self.game is None:
            return False
        point = self.undo_stack.pop()
        current = saves.dumps(self.game)
        if not self._restore(point.snapshot):
            return False
        self.redo_stack.append(UndoPoint(current, point.log_entry))
        self.last_events = []
        self.changed.emit("undo")
        self.autosave()
        return True

    def redo(self) -> bool:
        if not self.redo_stack or self.game is None:
            return False
        point = self.redo_stack.pop()
        current = saves.dumps(self.game)
        if not self._restore(point.snapshot):
            return False
        self.undo_stack.append(UndoPoint(current, point.log_entry))
        self.last_events = []
        self.changed.emit("redo")
        self.autosave()
        return True

    def _restore(self, snapshot: str) -> bool:
        try:
            self.game = saves.loads(snapshot)
        except saves.SaveError as exc:  # should not happen; never lose the game over it
            log.error("undo point unreadable: %s", exc)
            self.undo_stack.clear()
            self.redo_stack.clear()
            self.failed.emit(i18n.message(exc.message_id, exc.args_dict))
            return False
        return True

    # --- files -----------------------------------------------------------------------------

    def colour_of(self, name: str | None) -> str:
        if name == AUTOMARS:
            return "automars"
        if name is None or name == NEUTRAL:
            return "neutral"
        return self.colours.get(name, "black")

    def save_to(self, path: Path) -> None:
        """Atomic write of the engine's save plus our colours. Raises OSError."""
        assert self.game is not None
        saves.save_file(self.game, Path(path), app_data={"colours": self.colours})

    def open_file(self, path: Path) -> None:
        """Load a saved game. Raises saves.SaveError; the current game is kept on failure."""
        game = saves.load_file(Path(path))
        extra = saves.app_data(Path(path)).get("colours")
        colours = {str(k): str(v) for k, v in extra.items()} if isinstance(extra, dict) else {}
        self.adopt(game, colours)

    def autosave(self) -> None:
        if not self.autosave_enabled or self.game is None:
            return
        try:
            self.save_to(settings.autosave_path())
        except OSError as exc:
            log.warning("autosave failed: %s", exc)

    @staticmethod
    def has_autosave() -> bool:
        return settings.autosave_path().is_file()
