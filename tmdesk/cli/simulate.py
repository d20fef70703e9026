"""`tmdesk simulate`: complete games with random legal decisions, checking invariants after each one.

`--from FILE` plays a saved game (an autosave too) on to its end instead of new games: to reproduce
a player's report, to play many endings of one position (`--games`), and as the proof that saves load.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path

from tmdesk.bots import random_step
from tmdesk.engine.board import map_names
from tmdesk.engine.game import Game, new_game
from tmdesk.engine.invariants import violations
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.saves import SaveError, load_file
from tmdesk.engine.state import BOT, CARD_SETS, EXPANSIONS, GameConfig, Seat

MAX_DECISIONS = 20_000  # far beyond any real game: a game still running then is a bug
NAMES = ("Ana", "Bruno", "Chloé", "Diego", "Emma")


class SimulationFailure(Exception):
    pass


def play_random_game(config: GameConfig, check: bool = True, coverage: Counter[str] | None = None) -> tuple[Game, int]:
    """Play one new game to its end. Raises SimulationFailure naming the decision that went wrong."""
    game = new_game(config)
    return game, play_to_end(game, random.Random(config.seed * 7919 + 17), check, coverage)


def play_to_end(game: Game, rng: random.Random, check: bool = True, coverage: Counter[str] | None = None) -> int:
    """Play `game` on with random legal decisions until it ends; return how many decisions it took."""
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
        if coverage is not None and step.get("do") in ("play_card", "play_prelude"):
            coverage[step["card"]] += 1
        if check:
            broken = violations(game)
            if broken:
                raise SimulationFailure(f"decision {decisions}: {step}: {'; '.join(broken)}")
    if coverage is not None:
        for p in game.state.players:
            if p.corporation:
                coverage[p.corporation] += 1
    return decisions


def configs(args: argparse.Namespace) -> list[GameConfig]:
    out = []
    for i in range(games(args)):
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
        corporation = getattr(args, "automars_corporation", None) if mode == "automars" else None
        out.append(GameConfig(players=names, mode=mode, corporate_era=args.corporate_era or mode == "solo",
                              draft=args.draft, automars_difficulty=difficulty, seed=seed, beginners=beginners,
                              automars_corporation=corporation, prelude=args.prelude,
                              venus_next=getattr(args, "venus_next", False),
                              colonies=getattr(args, "colonies", False),
                              board=args.board, seats=[Seat(BOT, "random") for _ in names]))
    return out


def games(args: argparse.Namespace) -> int:
    """--games, by default 100 new games or 1 ending of a saved game."""
    return int(args.games) if args.games is not None else (1 if args.from_file else 100)


def play_saved_game(path: Path, seed: int, coverage: Counter[str] | None = None) -> tuple[Game, int]:
    """Load a saved game and play it to its end (the random players' choices follow `seed`)."""
    game = load_file(path)
    return game, play_to_end(game, random.Random(seed * 7919 + 17), True, coverage)


def _plays(args: argparse.Namespace, coverage: Counter[str] | None) -> Iterator[tuple[str, Callable[[], tuple[Game, int]]]]:
    """Each game to play: its label for failure lines, and how to play it."""
    if args.from_file:
        for seed in range(args.seed, args.seed + games(args)):
            yield f"from={args.from_file} seed={seed}", partial(play_saved_game, Path(args.from_file), seed, coverage)
        return
    for c in configs(args):
        yield f"seed={c.seed} players={len(c.players)} mode={c.mode}", partial(play_random_game, c, coverage=coverage)


def expansions(args: argparse.Namespace) -> frozenset[str]:
    """The expansions of new games (--prelude, --venus-next, --colonies), by their GameConfig option."""
    return frozenset(option for option in EXPANSIONS if getattr(args, option, False))


def expansion_coverage(args: argparse.Namespace, coverage: Counter[str]) -> list[str]:
    """One line per expansion of the games: how many of its cards and corporations were played, and which not."""
    from tmdesk.cards.loader import catalogue

    out = []
    for expansion, option in CARD_SETS:
        if option in expansions(args):
            cards = catalogue().expansion_cards(expansion)
            missing = [c.name for c in cards if not coverage[c.name]]
            out.append(f"coverage {expansion}: {len(cards) - len(missing)}/{len(cards)} played"
                       f" missing={', '.join(missing) or '-'}")
    return out


def _usage_error(args: argparse.Namespace) -> str | None:
    if args.from_file:
        try:
            load_file(Path(args.from_file))
        except SaveError as exc:
            return f"{args.from_file}: {exc}"
    elif args.board not in map_names():
        return f"--board: no map {args.board!r} (known: {', '.join(map_names())})"
    else:  # options no game can be set up with (AutoMars on Vastitas Borealis): refused before any game
        from tmdesk.engine.phases import ConfigError, check_config

        try:
            for config in configs(argparse.Namespace(**{**vars(args), "games": 1})):
                check_config(config)
        except ConfigError as exc:
            return f"these options cannot be played: {exc}"
    return None


def cmd_simulate(args: argparse.Namespace) -> int:
    problem = _usage_error(args)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    if getattr(args, "bots", None):
        from tmdesk.cli.tournament import cmd_tournament

        return cmd_tournament(args, configs(args))
    coverage: Counter[str] | None = Counter() if args.coverage else None
    finished = failures = total = 0
    automars: dict[str, list[tuple[bool, int]]] = {}
    drawn: Counter[str] = Counter()
    start = time.perf_counter()
    for label, play in _plays(args, coverage):
        try:
            game, n = play()
            total += n
            finished += 1
            config = game.state.config
            if config.mode == "automars":
                score = game.state.automars.score or {}
                automars.setdefault(config.automars_difficulty, []).append(
                    (game.state.winner == "AutoMars", score.get("total", 0)))
                if game.state.automars.corporation:
                    drawn[game.state.automars.corporation] += 1
        except SimulationFailure as exc:
            failures += 1
            print(f"{label}: {exc}")
        except Exception as exc:  # noqa: BLE001 - report the seed of any crash
            failures += 1
            print(f"{label}: crash: {type(exc).__name__}: {exc}")
    elapsed = max(time.perf_counter() - start, 1e-9)
    if coverage is not None:
        from tmdesk.cards.loader import catalogue

        for card in catalogue().cards.values():
            print(f"{coverage[card.name]:6d}  {card.number}  {card.name}")
        for line in expansion_coverage(args, coverage):
            print(line)
    for level, results in automars.items():
        wins = sum(1 for won, _ in results if won)
        mean = sum(s for _, s in results) / len(results)
        print(f"automars difficulty={level} games={len(results)} automars_win_rate={wins / len(results):.2f} "
              f"automars_mean_score={mean:.1f}")
    if drawn:
        from tmdesk.automars.corporations import available

        offered = available(expansions(args))
        missing = [code for code in offered if code not in drawn]
        print(f"automars corporations drawn={len(drawn)}/{len(offered)} missing={','.join(missing) or '-'}")
    n_games = games(args)
    print(f"games={n_games} finished={finished} invariant_failures={failures} decisions={total} "
          f"games_per_s={n_games / elapsed:.1f} decisions_per_s={total / elapsed:.0f}")
    return 0 if failures == 0 and finished == n_games else 1
