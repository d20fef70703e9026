"""AutoMars turn latency (target: median under 1 ms). Run: python benchmarks/bench_automars.py [GAMES]"""

from __future__ import annotations

import random
import statistics
import sys
import time

from tmdesk.engine import phases
from tmdesk.bots import random_step
from tmdesk.engine.game import new_game
from tmdesk.engine.state import GameConfig


def main(games: int = 100) -> None:
    timings: list[float] = []
    original = phases._action_phase_step

    def timed(g):  # type: ignore[no-untyped-def]
        s = g.state
        if s.seats[s.active] == "AutoMars" and not s.automars_passed and s.actions_taken < 2:
            t = time.perf_counter()
            result = original(g)
            g.advance()  # the human's triggers that the AutoMars turn fired
            timings.append(time.perf_counter() - t)
            return result
        return original(g)

    phases._action_phase_step = timed
    try:
        for seed in range(games):
            g = new_game(GameConfig(players=["Ana"], mode="automars", seed=seed,
                                    automars_difficulty=("easy", "normal", "hard", "brutal")[seed % 4]))
            rng = random.Random(seed)
            while (d := g.waiting_for()) is not None:
                g.apply(dict(random_step(g, d, rng), player=d.player))
    finally:
        phases._action_phase_step = original
    print(f"automars turns={len(timings)} median_ms={statistics.median(timings) * 1000:.3f} "
          f"p95_ms={sorted(timings)[int(len(timings) * 0.95)] * 1000:.3f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100)
