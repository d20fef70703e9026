"""Why a bot wins or loses against AutoMars: points by source and by generation, side by side.

Plays `GAMES` games of `LEVEL` against AutoMars at `DIFFICULTY` (seeds from `SEED`) and prints:
the final points of each side by source (TR, greeneries, cities, cards, milestones, awards, AutoMars's M€
and Neural Instance), the generation the games ended in, the mean TR and points of each side at the end
of each generation, the awards the bot funded (how likely `goal_races.award_chance` thought a win then, how
many it won), and the bot's thinking time per decision (CPU: median, p95, max).

Run: python benchmarks/diagnose_automars.py [LEVEL] [DIFFICULTY] [GAMES] [SEED] [BOARD]
(LEVEL "policy" is the fast policy alone; BOARD tharsis, hellas or elysium.)
"""

from __future__ import annotations

import statistics
import sys
import time
from collections import defaultdict

from tmdesk.automars.host import AUTOMARS
from tmdesk.bots import goal_races, points
from tmdesk.bots.levels import make_bot
from tmdesk.engine.game import Game, new_game
from tmdesk.engine.state import BOT, GameConfig, Seat

SOURCES = ("tr", "greenery", "cities", "cards", "milestones", "awards", "megacredits", "neural_instance")


def automars_points(g: Game) -> dict[str, int]:
    """AutoMars's score if the game ended now."""
    return dict(g.automars_engine.bot.score_now())


FUNDED: list[tuple[str, float, bool]] = []  # award, the chance priced when the bot funded it, won


def won_award(g: Game, award: str, name: str) -> bool:
    """`name` is first (ties too) in `award` at the end, AutoMars measured by its rule."""
    from tmdesk.engine import goals

    return goals.AWARDS[award].count(g, name) >= max(g.automars_engine.award_values(award).values())


def play(level: str, difficulty: str, seed: int, times: list[float],
         board: str = "tharsis") -> tuple[Game, list[tuple[int, dict, dict]]]:
    config = GameConfig(players=["Ana"], mode="automars", automars_difficulty=difficulty, seed=seed,
                        seats=[Seat(BOT, level)], board=board)
    game = new_game(config)
    bot = make_bot(level, seed * 101) if level != "policy" else __import__("tmdesk.bots.points_policy", fromlist=["x"]).PointsPolicy()
    readings: list[tuple[int, dict, dict]] = []
    seen = 0
    chances: dict[str, float] = {}
    while (d := game.waiting_for()) is not None:
        start = time.process_time()
        step = bot.choose(game, d)
        times.append(time.process_time() - start)
        if step.get("do") == "fund_award":
            p = game.player(d.player)
            chances[step["award"]] = goal_races.award_chance(game, p, step["award"], points.sketch(game, p).phases)
        game.apply(dict(step, player=d.player))
        if len(game.state.history) > seen and game.state.phase != "end":
            seen = len(game.state.history)
            from tmdesk.engine import scoring

            readings.append((game.state.history[-1]["generation"], scoring.score(game, game.state.players[0]),
                             automars_points(game)))
    FUNDED.extend((award, chance, won_award(game, award, "Ana")) for award, chance in chances.items())
    return game, readings


def main(level: str = "best", difficulty: str = "normal", games: int = 20, seed: int = 1000,
         board: str = "tharsis") -> None:
    finals: dict[str, list[dict]] = {"bot": [], "automars": []}
    by_gen: dict[int, list[tuple[int, int, int, int]]] = defaultdict(list)
    ends: list[int] = []
    wins = 0
    times: list[float] = []
    for k in range(games):
        game, readings = play(level, difficulty, seed + k, times, board)
        s = game.state
        me = s.players[0].name
        finals["bot"].append(s.scores[me])
        finals["automars"].append(s.automars.score or {})
        ends.append(s.generation)
        wins += s.winner == me
        for gen, mine, theirs in readings:
            by_gen[gen].append((mine["tr"], mine["total"], theirs["tr"], theirs["total"]))
        print(f"seed={seed + k} gen={s.generation} {level}={s.scores[me]['total']} "
              f"automars={(s.automars.score or {}).get('total')} winner={s.winner}", flush=True)
    print(f"\n{level} vs AutoMars {difficulty} on {board}: {games} games from seed {seed}, {level} won {wins}")
    print(f"{'source':<16}{level:>8}{'AutoMars':>10}")
    for src in (*SOURCES, "total"):
        mine = statistics.mean(f.get(src, 0) for f in finals["bot"])
        theirs = statistics.mean(f.get(src, 0) for f in finals["automars"])
        print(f"{src:<16}{mine:8.1f}{theirs:10.1f}")
    print(f"\ngame ends in generation: mean {statistics.mean(ends):.1f}, "
          f"{dict(sorted((g, ends.count(g)) for g in set(ends)))}")
    print(f"\n{'gen':>3}{'games':>6}{'TR':>7}{'AM TR':>7}{'VP':>7}{'AM VP':>7}")
    for gen in sorted(by_gen):
        rows = by_gen[gen]
        cols = [statistics.mean(r[i] for r in rows) for i in range(4)]
        print(f"{gen:>3}{len(rows):>6}{cols[0]:7.1f}{cols[2]:7.1f}{cols[1]:7.1f}{cols[3]:7.1f}")
    print(f"\n{'funded':<12}{'times':>6}{'priced':>8}{'won':>6}")
    for award in sorted({a for a, _, _ in FUNDED}):
        rows = [(c, w) for a, c, w in FUNDED if a == award]
        print(f"{award:<12}{len(rows):>6}{statistics.mean(c for c, _ in rows):8.2f}{sum(w for _, w in rows):>6}")
    t = sorted(times)
    print(f"\nthinking: decisions={len(t)} median_ms={statistics.median(t) * 1000:.1f} "
          f"p95_ms={t[int(0.95 * (len(t) - 1))] * 1000:.1f} max_ms={t[-1] * 1000:.1f} total_s={sum(t):.0f}")
    assert AUTOMARS


if __name__ == "__main__":
    a = sys.argv[1:]
    main(a[0] if a else "best", a[1] if len(a) > 1 else "normal", int(a[2]) if len(a) > 2 else 20,
         int(a[3]) if len(a) > 3 else 1000, a[4] if len(a) > 4 else "tharsis")
