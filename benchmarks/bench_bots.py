"""Bot thinking time per decision (CPU time), for each level, over whole 2-player Corporate Era games.

Targets (issue "Computer opponents"): Easy and Normal under 100 ms a decision, Hard within its budget
(at most 2 s). Run: python benchmarks/bench_bots.py [GAMES]
The tournament figures (win rates) come from `tmdesk simulate --bots ...`; see benchmarks/bots.md.
"""

from __future__ import annotations

import statistics
import sys
import time

from tmdesk.bots.levels import make_bot
from tmdesk.engine.game import new_game
from tmdesk.engine.state import GameConfig


def decision_times(level: str, games: int) -> list[float]:
    times: list[float] = []
    for seed in range(1, games + 1):
        game = new_game(GameConfig(players=["Ana", "Bruno"], seed=seed, corporate_era=True))
        bots = {"Ana": make_bot(level, seed), "Bruno": make_bot("normal", seed + 100)}
        while (d := game.waiting_for()) is not None:
            start = time.process_time()
            step = bots[d.player].choose(game, d)
            if d.player == "Ana":
                times.append(time.process_time() - start)
            game.apply(dict(step, player=d.player))
    return times


def main(games: int = 3) -> None:
    for level in ("easy", "normal", "hard"):
        t = sorted(decision_times(level, games))
        print(f"{level}: decisions={len(t)} median_ms={statistics.median(t) * 1000:.1f} "
              f"p95_ms={t[int(0.95 * (len(t) - 1))] * 1000:.1f} max_ms={t[-1] * 1000:.1f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
