"""Whole games between bots (the tournaments of `tmdesk simulate --bots` and the benchmarks)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tmdesk.engine.game import Game, new_game

if TYPE_CHECKING:
    from tmdesk.bots.levels import Bot
    from tmdesk.engine.state import GameConfig

MAX_DECISIONS = 20_000


def play_game(config: GameConfig, bots: dict[str, Bot]) -> tuple[Game, int]:
    """Play a game to its end, each player's decisions by its bot. Returns the game and the decision count."""
    game = new_game(config)
    n = 0
    while (d := game.waiting_for()) is not None:
        if n >= MAX_DECISIONS:
            raise RuntimeError(f"the game did not end after {n} decisions")
        step = bots[d.player].choose(game, d)
        game.apply(dict(step, player=d.player))
        n += 1
    return game, n


def won(game: Game, player: str) -> bool:
    """Solo: Mars terraformed in time; AutoMars: beat it; otherwise: the winner."""
    return game.state.winner == player
