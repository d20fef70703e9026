"""Engine throughput: random 2-player games (decisions/s and the median time of a whole game).

Targets (issue "The rules engine"): at least 5,000 decisions/s and a full random 2-player game in
under 100 ms (median) on the 2-core reference machine. Times are CPU time of this process. Run: python benchmarks/bench_engine.py [GAMES]
"""

from __future__ import annotations

import statistics
import sys
import time

from tmdesk.cli.simulate import play_random_game
from tmdesk.engine.state import GameConfig


def main(games: int = 200, corporate_era: bool = False) -> None:
    times, decisions = [], 0
    for seed in range(1, games + 1):
        config = GameConfig(players=["Ana", "Bruno"], seed=seed, corporate_era=corporate_era)
        start = time.process_time()  # CPU time: other work on the machine does not count
        _, n = play_random_game(config, check=False)
        times.append(time.process_time() - start)
        decisions += n
    total = sum(times)
    label = "corporate era" if corporate_era else "standard"
    print(f"{label}: games={games} decisions={decisions} decisions_per_s={decisions / total:.0f} "
          f"median_game_ms={statistics.median(times) * 1000:.1f} mean_decisions_per_game={decisions / games:.0f}")


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    main(n)
    main(n, corporate_era=True)
