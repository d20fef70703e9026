"""What a searching bot pays per position: `Game.copy()`, `player_view()` and `PlayerView.sample()`,
against the save round trip (`saves.loads(saves.dumps(game))`) they replace.

Positions: every 25th decision of random 3-player Corporate Era draft games. Times are CPU time of this
process, in microseconds per call. Run: python benchmarks/bench_copy.py [GAMES]
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable

from tmdesk.bots import random_step
from tmdesk.engine import saves
from tmdesk.engine.game import Game, new_game
from tmdesk.engine.state import GameConfig
from tmdesk.engine.view import player_view


def positions(games: int) -> list[Game]:
    out = []
    for seed in range(1, games + 1):
        game, rng = new_game(GameConfig(players=["Ana", "Bruno", "Chloé"], seed=seed, corporate_era=True,
                                        draft=True)), random.Random(seed)
        n = 0
        while (d := game.waiting_for()) is not None:
            if n % 25 == 0:
                out.append(game.copy())
            game.apply(dict(random_step(game, d, rng), player=d.player))
            n += 1
    return out


def per_call_us(games: list[Game], fn: Callable[[Game], object]) -> float:
    start = time.process_time()
    for g in games:
        fn(g)
    return (time.process_time() - start) / len(games) * 1e6


def main(games: int = 10) -> None:
    ps = positions(games)
    rng = random.Random(1)
    views = [player_view(g, "Ana") for g in ps]
    results = {
        "save_round_trip": per_call_us(ps, lambda g: saves.loads(saves.dumps(g))),
        "copy": per_call_us(ps, lambda g: g.copy()),
        "player_view": per_call_us(ps, lambda g: player_view(g, "Ana")),
    }
    start = time.process_time()
    for v in views:
        v.sample(rng)
    results["sample"] = (time.process_time() - start) / len(views) * 1e6
    print(f"positions={len(ps)} " + " ".join(f"{k}_us={v:.0f}" for k, v in results.items()))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
