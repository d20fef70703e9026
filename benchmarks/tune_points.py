"""Tune the constants of `tmdesk/bots/points.py` (and `goal_races.py`) on the fast policy against AutoMars (a coordinate search).

Each candidate value is played on the same games (seeds SEED..SEED+GAMES-1, so that the luck of the deal is
shared) by the fast policy (`points_policy.PointsPolicy`, a few tens of ms a game); a value is kept when it
wins at least `KEEP` more games than the best so far. Use seeds that are not the benchmark's.

Run: python benchmarks/tune_points.py [DIFFICULTY] [GAMES] [SEED] [ROUNDS] [NAME ...]
(NAME: a constant, or NAME[key] for an entry of a dict or list constant; default: all numeric constants;
NAME=VALUE sets a constant before the search: ROUNDS 0 only measures; boards=tharsis,hellas,elysium deals
the seeds to those maps in turn, keep=N and factors=A,B change KEEP and FACTORS.)
"""

from __future__ import annotations

import sys
from typing import Any

from tmdesk.bots import goal_races, points
from tmdesk.bots.points_policy import PointsPolicy
from tmdesk.engine.game import new_game
from tmdesk.engine.state import BOT, GameConfig, Seat

KEEP = 3  # games more than the best so far
FACTORS: tuple[float, ...] = (0.8, 1.25)
BOARDS: tuple[str, ...] = ("tharsis",)  # the maps the seeds are dealt to, in turn
DEFAULT = ("MC_PER_POINT", "RETURN", "STEEL_WORTH", "TITANIUM_WORTH", "CARD_IN_HAND", "GREENERY_POINTS",
           "LAST_MONEY", "ACTION_USE", "ACT_ABOVE", "BUY_ABOVE", "UNLOCK_SHARE", "TAG_POINTS", "AUTOMARS_RATE",
           "OTHER_CITY", "NEAR_CITY", "LATER", "AWARD_DOUBT", "HAND_SHARE", "PACE[automars]", "AWARD_SPREAD[0]",
           "AWARD_SPREAD[1]", "TEMPO[automars]")


def _home(name: str) -> Any:
    """The module that holds the constant `name` (the points' prices, or the races' in `goal_races`)."""
    return goal_races if hasattr(goal_races, name.split("[")[0]) else points


def _get(name: str) -> Any:
    if "[" in name:
        base, key = name[:-1].split("[")
        box = getattr(_home(name), base)
        return box[int(key)] if isinstance(box, list) else box[key]
    return getattr(_home(name), name)


def _set(name: str, value: Any) -> None:
    if "[" in name:
        base, key = name[:-1].split("[")
        box = getattr(_home(name), base)
        box[int(key) if isinstance(box, list) else key] = value
    else:
        setattr(_home(name), name, value)


def wins(difficulty: str, games: int, seed: int) -> int:
    won = 0
    for s in range(seed, seed + games):
        g = new_game(GameConfig(players=["Ana"], mode="automars", automars_difficulty=difficulty, seed=s,
                                board=BOARDS[s % len(BOARDS)], seats=[Seat(BOT, "hard")]))
        policy = PointsPolicy()
        while (d := g.waiting_for()) is not None:
            g.apply(dict(policy.choose(g, d), player=d.player))
        won += g.state.winner == "Ana"
    return won


def main(difficulty: str, games: int, seed: int, rounds: int, names: tuple[str, ...]) -> None:
    best = wins(difficulty, games, seed)
    print(f"start: {best}/{games}", flush=True)
    for _ in range(rounds):
        for name in names:
            start = _get(name)
            values = [0.0, 1.0] if start == 0 else [round(start * f, 3) for f in FACTORS]
            keep = start
            for v in values:
                _set(name, v)
                w = wins(difficulty, games, seed)
                print(f"  {name}={v}: {w}", flush=True)
                if w >= best + KEEP:
                    best, keep = w, v
            _set(name, keep)
            if keep != start:
                print(f"{name}: {start} -> {keep} ({best}/{games})", flush=True)
    print("final:", {n: _get(n) for n in names}, f"{best}/{games}")


if __name__ == "__main__":
    a = sys.argv[1:]
    for setting in (n for n in a[4:] if "=" in n):
        key, _, value = setting.partition("=")
        if key == "boards":
            BOARDS = tuple(value.split(","))
        elif key == "keep":
            KEEP = int(value)
        elif key == "factors":
            FACTORS = tuple(float(f) for f in value.split(","))
        else:
            _set(key, float(value))
    main(a[0] if a else "normal", int(a[1]) if len(a) > 1 else 300, int(a[2]) if len(a) > 2 else 20000,
         int(a[3]) if len(a) > 3 else 1, tuple(n for n in a[4:] if "=" not in n) or DEFAULT)
