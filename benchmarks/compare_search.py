"""best's search against AutoMars with a given budget, or the fast policy alone, on the same games.

Plays GAMES games against AutoMars at DIFFICULTY (seeds SEED..SEED+GAMES-1; no Beginner Corporation, unlike
`tmdesk simulate`) with ROLLOUTS sampled games per searched answer (0: the fast policy `points_policy`
alone), searching when at most ENDGAME generations are left (0: at every action; default: the level's), and
prints each game's winner and margin, the games won, the mean margin, the CPU time a game and the longest
decision. NAME=VALUE sets a constant of `points_search` or `points` first (e.g. `WON=30`, `STEEL_WORTH=1.12`,
`PACE[automars]=3`), so that a change can be tried on the same games before it is written in.

Run: python benchmarks/compare_search.py DIFFICULTY GAMES SEED ROLLOUTS [ENDGAME [CANDIDATES]] [NAME=VALUE ...]
"""

from __future__ import annotations

import statistics
import sys
import time

from tmdesk.bots import points, points_search
from tmdesk.bots.points_policy import PointsPolicy
from tmdesk.bots.points_search import PointsSearchBot, margin
from tmdesk.engine.game import new_game
from tmdesk.engine.state import BOT, GameConfig, Seat


def setting(text: str) -> None:
    """NAME=VALUE, or NAME[KEY]=VALUE for an entry of a dict or list constant, in points_search or points."""
    name, _, value = text.partition("=")
    base, _, key = name.rstrip("]").partition("[")
    module = points_search if hasattr(points_search, base) else points
    if key:
        box = getattr(module, base)
        box[int(key) if isinstance(box, list) else key] = float(value)
    else:
        setattr(module, base, type(getattr(module, base))(float(value)))


def main(argv: list[str]) -> None:
    for text in (a for a in argv if "=" in a):
        setting(text)
    argv = [a for a in argv if "=" not in a]
    difficulty, games, seed0, rollouts = argv[0], int(argv[1]), int(argv[2]), int(argv[3])
    if len(argv) > 4:
        points_search.ENDGAME = float(argv[4])
    if len(argv) > 5:
        points_search.CANDIDATES = int(argv[5])
    wins = 0
    margins = []
    longest = 0.0
    start = time.process_time()
    for seed in range(seed0, seed0 + games):
        g = new_game(GameConfig(players=["Ana"], mode="automars", automars_difficulty=difficulty, seed=seed,
                                seats=[Seat(BOT, "hard")]))
        bot = PointsSearchBot(seed, rollouts=rollouts) if rollouts else PointsPolicy()
        while (d := g.waiting_for()) is not None:
            t = time.process_time()
            step = bot.choose(g, d)
            longest = max(longest, time.process_time() - t)
            g.apply(dict(step, player=d.player))
        wins += g.state.winner == "Ana"
        margins.append(margin(g, "Ana") - (points_search.WON if g.state.winner == "Ana" else 0.0))
        print(seed, g.state.winner, margins[-1], flush=True)
    print(f"won {wins} of {games}; mean_margin={statistics.mean(margins):.2f} "
          f"cpu_per_game={(time.process_time() - start) / games:.2f}s longest_decision={longest:.2f}s")


if __name__ == "__main__":
    main(sys.argv[1:])
