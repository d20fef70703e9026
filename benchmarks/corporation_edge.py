"""What each corporation is worth to the fast policy against AutoMars beyond what its sums see.

Plays each of GAMES deals (seeds SEED..) twice with the fast policy (`points_policy`) against AutoMars at
DIFFICULTY, once with each of the two corporations dealt (the starting cards the policy keeps with it), and
prints for each corporation how many points its games ended ahead of the other corporation's on the same
deal, then the points to add to each corporation's worth that would have won the most games on half the deals
(fitted on the other half: the check that the edges are not luck) and on all of them
(`points_policy.CORPORATION_EDGE`).

Run: python benchmarks/corporation_edge.py [DIFFICULTY] [GAMES] [SEED]
"""

from __future__ import annotations

import statistics
import sys
from collections import defaultdict
from typing import Any

from tmdesk.bots import points_policy
from tmdesk.bots.points_policy import PointsPolicy, start_options
from tmdesk.engine import decisions as D
from tmdesk.engine.game import new_game
from tmdesk.engine.state import BOT, GameConfig, Seat

EDGES = [float(x) for x in range(-15, 16)]


def play(difficulty: str, seed: int, corporation: int) -> tuple[list[float], list[str], float]:
    """The sums' worth of each corporation dealt, their names, and the margin with the one forced."""
    g = new_game(GameConfig(players=["Ana"], mode="automars", automars_difficulty=difficulty, seed=seed,
                            seats=[Seat(BOT, "hard")]))
    policy = PointsPolicy()
    worth: list[float] = []
    names: list[str] = []
    while (d := g.waiting_for()) is not None:
        if d.kind == D.CHOOSE_START:
            saved = dict(points_policy.CORPORATION_EDGE)
            points_policy.CORPORATION_EDGE.clear()  # the sums alone
            worth = [w for w, _ in start_options(g, d)]
            points_policy.CORPORATION_EDGE.update(saved)
            names = list(d.options)
            d = D.Decision(d.player, d.kind, [d.options[corporation]], d.optional, d.info)
        g.apply(dict(policy.choose(g, d), player=d.player))
    s = g.state
    if not s.automars or not s.automars.score:
        return worth, names, -50.0  # AutoMars's generation limit
    return worth, names, float(s.scores["Ana"]["total"] - s.automars.score["total"])


def chosen(deal: dict[str, Any], edge: dict[str, float]) -> int:
    w = [deal["worth"][i] + edge.get(deal["names"][i], 0.0) for i in (0, 1)]
    return 0 if w[0] >= w[1] else 1


def wins(deals: list[dict[str, Any]], edge: dict[str, float]) -> int:
    return sum(d["margins"][chosen(d, edge)] > 0 for d in deals)


def fit(deals: list[dict[str, Any]]) -> dict[str, float]:
    """Edges by coordinate ascent on the mean margin of the corporations chosen."""
    names = sorted({n for d in deals for n in d["names"]})
    edge = dict.fromkeys(names, 0.0)

    def mean_margin(e: dict[str, float]) -> float:
        return statistics.mean(d["margins"][chosen(d, e)] for d in deals)

    for _ in range(4):
        for n in names:
            edge[n] = max(EDGES, key=lambda v: (mean_margin({**edge, n: v}), -abs(v)))
    return edge


def main(argv: list[str]) -> None:
    difficulty = argv[0] if argv else "normal"
    games = int(argv[1]) if len(argv) > 1 else 1000
    seed0 = int(argv[2]) if len(argv) > 2 else 40000
    deals = []
    for seed in range(seed0, seed0 + games):
        runs = [play(difficulty, seed, i) for i in (0, 1)]
        deals.append({"worth": runs[0][0], "names": runs[0][1], "margins": [r[2] for r in runs]})
    ahead: dict[str, list[float]] = defaultdict(list)
    for d in deals:
        for i in (0, 1):
            ahead[d["names"][i]].append(d["margins"][i] - d["margins"][1 - i])
    for name, xs in sorted(ahead.items(), key=lambda t: -statistics.mean(t[1])):
        print(f"{name:32s} deals={len(xs):4d} ahead_by={statistics.mean(xs):6.2f}")
    half = len(deals) // 2
    for train, test in ((deals[:half], deals[half:]), (deals[half:], deals[:half])):
        edge = fit(train)
        print(f"fitted on half: won {wins(test, edge)} of {len(test)} on the other half (sums alone: {wins(test, {})})")
    print("edges:", {n: v for n, v in fit(deals).items() if v})
    print(f"with the edges now in points_policy: won {wins(deals, points_policy.CORPORATION_EDGE)} of {len(deals)}; "
          f"sums alone {wins(deals, {})}; the better corporation of each deal {sum(max(d['margins']) > 0 for d in deals)}")


if __name__ == "__main__":
    main(sys.argv[1:])
