"""`tmdesk simulate`: complete games with random legal decisions, checking invariants after each one."""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter

from tmdesk.bots import random_step
from tmdesk.engine.game import Game, new_game
from tmdesk.engine.invariants import violations
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.state import GameConfig

MAX_DECISIONS = 20_000  # far beyond any real game: a game still running then is a bug
NAMES = ("Ana", "Bruno", "Chloé", "Diego", "Emma")


class SimulationFailure(Exception):
    pass


def play_random_game(config: GameConfig, check: bool = True, coverage: Counter[str] | None = None) -> tuple[Game, int]:
    """Play one game to its end. Raises SimulationFailure naming the decision that went wrong."""
    game = new_game(config)
    rng = random.Random(config.seed * 7919 + 17)
    decisions = 0
    while True:
        d = game.waiting_for()
        if d is None:
            break
        if d.kind == "action" and not d.options:
            raise SimulationFailure(f"no legal option for {d.player} ({d.kind})")
        if decisions >= MAX_DECISIONS:
            raise SimulationFailure(f"the game did not end after {decisions} decisions")
        step = random_step(game, d, rng)
        try:
            game.apply(dict(step, player=d.player))
        except IllegalAction as exc:
            raise SimulationFailure(f"decision {decisions}: {step} was rejected: {exc}") from exc
        decisions += 1
        if coverage is not None and step.get("do") == "play_card":
            coverage[step["card"]] += 1
        if check:
            broken = violations(game)
            if broken:
                raise SimulationFailure(f"decision {decisions}: {step}: {'; '.join(broken)}")
    if coverage is not None:
        for p in game.state.players:
            if p.corporation:
                coverage[p.corporation] += 1
    return game, decisions


def configs(args: argparse.Namespace) -> list[GameConfig]:
    out = []
    for i in range(args.games):
        seed = args.seed + i
        mode = args.mode
        if mode == "mixed":
            mode = ("standard", "standard", "solo")[i % 3]
        players = 1 if mode in ("solo", "automars") else args.players
        difficulty = args.difficulty
        if difficulty == "all":
            difficulty = ("easy", "normal", "hard", "brutal")[i % 4]
        names = list(NAMES[:players])
        beginners = [n for k, n in enumerate(names) if (seed * 31 + k) % 10 == 0]  # one player in ten
        out.append(GameConfig(players=names, mode=mode, corporate_era=args.corporate_era or mode == "solo",
                              draft=args.draft, automars_difficulty=difficulty, seed=seed, beginners=beginners))
    return out


def cmd_simulate(args: argparse.Namespace) -> int:
    if getattr(args, "bots", None):
        from tmdesk.cli.tournament import cmd_tournament

        return cmd_tournament(args, configs(args))
    coverage: Counter[str] | None = Counter() if args.coverage else None
    finished = failures = total = 0
    automars: dict[str, list[tuple[bool, int]]] = {}
    start = time.perf_counter()
    for config in configs(args):
        try:
            game, n = play_random_game(config, coverage=coverage)
            total += n
            finished += 1
            if config.mode == "automars":
                score = game.state.automars.score or {}
                automars.setdefault(config.automars_difficulty, []).append(
                    (game.state.winner == "AutoMars", score.get("total", 0)))
        except SimulationFailure as exc:
            failures += 1
            print(f"seed={config.seed} players={len(config.players)} mode={config.mode}: {exc}")
        except Exception as exc:  # noqa: BLE001 - report the seed of any crash
            failures += 1
            print(f"seed={config.seed} players={len(config.players)} mode={config.mode}: crash: {type(exc).__name__}: {exc}")
    elapsed = max(time.perf_counter() - start, 1e-9)
    if coverage is not None:
        from tmdesk.cards.loader import catalogue

        for card in catalogue().cards.values():
            print(f"{coverage[card.name]:6d}  {card.number}  {card.name}")
    for level, results in automars.items():
        wins = sum(1 for won, _ in results if won)
        mean = sum(s for _, s in results) / len(results)
        print(f"automars difficulty={level} games={len(results)} automars_win_rate={wins / len(results):.2f} "
              f"automars_mean_score={mean:.1f}")
    print(f"games={args.games} finished={finished} invariant_failures={failures} decisions={total} "
          f"games_per_s={args.games / elapsed:.1f} decisions_per_s={total / elapsed:.0f}")
    return 0 if failures == 0 and finished == args.games else 1
