"""Bots in the window: they think in a worker thread and answer through the session like a person.

When the game waits for a bot seat, `BotDriver` gives the bot a copy of the game in a worker thread
(the window keeps painting and answering), then submits the answer a moment later so that each step
is seen on the board, one at a time, like AutoMars's turn. A result that arrives after the game has
changed (undo, a new game) is thrown away. The same thread answers the coach's questions (Hint).
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from tmdesk.app.session import GameSession
from tmdesk.bots.levels import Bot, make_bot
from tmdesk.engine.state import BOT

log = logging.getLogger(__name__)

STEP_DELAY_MS = 500  # between two steps of a bot, so that a person can follow them


class _Signals(QObject):
    done = Signal(object, object)  # token, result (or an Exception)


class _Job(QRunnable):
    def __init__(self, token: Any, work: Any) -> None:
        super().__init__()
        self.token = token
        self.work = work
        self.signals = _Signals()

    def run(self) -> None:
        try:
            result = self.work()
        except Exception as exc:  # noqa: BLE001 - reported on the main thread
            result = exc
        self.signals.done.emit(self.token, result)


class BotDriver(QObject):
    thinking = Signal(str)  # the bot player now thinking ("" once it is done)
    hint_ready = Signal(object)  # an Advice, or None
    moved = Signal(str, dict)  # bot player, the step it played

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.bots: dict[str, Bot] = {}
        self.busy_with: str = ""
        self.delay_ms = STEP_DELAY_MS
        self.paused = False
        self._jobs: list[_Job] = []  # kept alive until they report

    # --- who plays --------------------------------------------------------------------------

    def level_of(self, player: str) -> str | None:
        g = self.session.game
        if g is None or player not in g.state.config.players:
            return None
        seat = g.state.config.seat(player)
        return seat.level if seat.kind == BOT else None

    def humans(self) -> list[str]:
        g = self.session.game
        return [p.name for p in g.state.players if self.level_of(p.name) is None] if g else []

    def _bot(self, player: str) -> Bot:
        level = self.level_of(player) or "normal"
        key = f"{player}:{level}"
        if key not in self.bots:
            g = self.session.game
            seed = (g.state.config.seed if g else 0) * 31 + len(self.bots)
            self.bots[key] = make_bot(level, seed)
        return self.bots[key]

    # --- the bots' turns ----------------------------------------------------------------------

    def token(self) -> tuple[int, int]:
        g = self.session.game
        return (id(g), len(g.state.log)) if g is not None else (0, 0)

    def poke(self) -> None:
        """Call after every change: start the bot whose decision it is, if any."""
        if self.paused or self.busy_with:
            return
        g = self.session.game
        d = g.waiting_for() if g is not None else None
        if g is None or d is None or self.level_of(d.player) is None:
            return
        bot, copy, player, token = self._bot(d.player), g.copy(), d.player, self.token()
        self.busy_with = player
        self.thinking.emit(player)

        def work() -> dict[str, Any]:
            decision = copy.waiting_for()
            assert decision is not None
            return bot.choose(copy, decision)

        self._start(token, work, lambda result: self._answer(player, token, result))

    def _answer(self, player: str, token: Any, result: Any) -> None:
        self.busy_with = ""
        if isinstance(result, Exception):
            log.error("bot %s failed: %r", player, result)
            self.thinking.emit("")
            return
        if token != self.token():
            self.thinking.emit("")
            self.poke()
            return
        QTimer.singleShot(self.delay_ms, lambda: self._submit(player, token, result))

    def _submit(self, player: str, token: Any, step: dict[str, Any]) -> None:
        if token != self.token():
            self.poke()
            return
        self.thinking.emit("")
        if self.session.submit(dict(step, player=player)):
            self.moved.emit(player, step)
        else:
            log.error("bot %s answer rejected: %r", player, step)

    # --- the coach ----------------------------------------------------------------------------

    def hint(self, player: str) -> None:
        g = self.session.game
        if g is None:
            return
        copy, token = g.copy(), self.token()

        def work() -> Any:
            from tmdesk.bots.coach import advise

            return advise(copy, player, seed=len(copy.state.log))

        self._start(token, work, lambda result: self.hint_ready.emit(
            None if isinstance(result, Exception) or token != self.token() else result))

    # --- the worker ---------------------------------------------------------------------------

    def _start(self, token: Any, work: Any, then: Any) -> None:
        job = _Job(token, work)
        job.setAutoDelete(False)
        self._jobs.append(job)

        def finished(tok: Any, result: Any) -> None:
            self._jobs.remove(job)
            then(result)

        job.signals.done.connect(finished)
        self.pool.start(job)

    def wait(self) -> None:
        """Block until the worker is idle (tests, closing the window)."""
        self.pool.waitForDone()
