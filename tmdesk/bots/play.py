"""Whole games between bots (the tournaments of `tmdesk simulate --bots`, the benchmarks, the tests)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tmdesk.engine.game import Game, new_game
from tmdesk.engine.invariants import violations
from tmdesk.engine.messages import IllegalAction

if TYPE_CHECKING:
    from tmdesk.bots.levels import Bot
    from tmdesk.engine.state import GameConfig

MAX_DECISIONS = 20_000  # far beyond any real game: a game still running then is a bug


def play_game(config: GameConfig, bots: dict[str, Bot], check: bool = False) -> tuple[Game, int]:
    """Play a game to its end, each player's decisions by its bot. Returns the game and the decision count.

    With `check`, the rules' invariants are checked after every decision. RuntimeError names the
    decision that went wrong (a rejected answer, a broken invariant, a game that does not end)."""
    game = new_game(config)
    n = 0
    while (d := game.waiting_for()) is not None:
        if n >= MAX_DECISIONS:
            raise RuntimeError(f"the game did not end after {n} decisions")
        step = bots[d.player].choose(game, d)
        try:
            game.apply(dict(step, player=d.player))
        except IllegalAction as exc:
            raise RuntimeError(f"decision {n}: {step} was rejected: {exc}") from exc
        n += 1
        broken = violations(game) if check else []
        if broken:
            raise RuntimeError(f"decision {n}: {'; '.join(broken)}")
    return game, n
