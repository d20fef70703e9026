"""Each computer level's measured strength, written where the New Game screen and the README read it.

Plays every level against AutoMars Normal (base game, as `tmdesk simulate --bots LEVEL --mode automars
--difficulty normal --games GAMES --seed SEED`) and in the official solo game (`--mode solo`, SOLO_GAMES
from SOLO_SEED; 0: not measured) and writes the counts to `resources/data/bot_strength.json`. A level's
figure may instead be given as a count measured earlier by the same command (not played again).

Run: python benchmarks/level_strength.py GAMES SEED SOLO_GAMES SOLO_SEED [LEVEL ...]
     [LEVEL:KIND=WON/GAMES@SEED ...]   (KIND: automars_normal or solo; a count measured by the same command)
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from tmdesk.bots.levels import STRENGTH_AGAINST, strength_path
from tmdesk.cli import simulate, tournament

LEVELS = ("easy", "normal", "hard")


def won(level: str, mode: str, games: int, seed: int) -> int:
    args = argparse.Namespace(games=games, seed=seed, mode=mode, difficulty="normal", players=1, draft=False,
                              corporate_era=False, prelude=False, venus_next=False, colonies=False,
                              board="tharsis", from_file=None, automars_corporation=None)
    wins = 0
    for config in simulate.configs(args):
        winner, _, _ = tournament.play(config, [level], None)
        wins += winner == config.players[0]
        print(f"  {level} {mode} seed={config.seed} winner={winner}", flush=True)
    return wins


def main(argv: list[str]) -> None:
    games, seed, solo_games, solo_seed = (int(a) for a in argv[:4])
    path = strength_path()
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    levels = data.setdefault("levels", {})
    for arg in argv[4:] or LEVELS:
        if "=" in arg:  # a count measured earlier by the same command
            key, _, count = arg.partition("=")
            level, _, kind = key.partition(":")
            n_won, _, rest = count.partition("/")
            n_games, _, n_seed = rest.partition("@")
            levels.setdefault(level, {})[kind] = {"games": int(n_games), "won": int(n_won), "seed": int(n_seed)}
            continue
        entry = levels.setdefault(arg, {})
        entry[STRENGTH_AGAINST] = {"games": games, "won": won(arg, "automars", games, seed), "seed": seed}
        if solo_games:
            entry["solo"] = {"games": solo_games, "won": won(arg, "solo", solo_games, solo_seed), "seed": solo_seed}
        print(arg, entry, flush=True)
    runs = data.get("written_by", [])
    runs = [runs] if isinstance(runs, str) else runs
    data["written_by"] = [*runs, "python benchmarks/level_strength.py " + " ".join(argv)]
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1:])
