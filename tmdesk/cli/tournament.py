"""`tmdesk simulate --bots LIST`: tournaments between bots, one bot name per seat.

The last line sums them up: `games=N finished=N invariant_failures=0 win_rate=W best_win_rate=B
mean_score=S`, where W is the share of games won by seat 1 (solo: Mars terraformed in time; AutoMars
mode: AutoMars beaten), B the share won by the seats playing `best` (the strongest level), and S seat
1's mean final score. With Colonies, the line before it gives each seat's mean score, colonies built and
trades made a game: `colonies: seat1=best score=S colonies=C trades=T; seat2=...`.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import replace
from typing import TYPE_CHECKING

from tmdesk.bots.levels import ALIASES, LEVELS, STRONGEST, make_bot
from tmdesk.bots.play import play_game
from tmdesk.engine import messages as M
from tmdesk.engine.expansions import colony_tiles
from tmdesk.engine.state import BOT, GameConfig, Seat

if TYPE_CHECKING:
    from tmdesk.engine.game import Game


def bot_names(text: str, players: int) -> list[str]:
    """The comma-separated list, one known name per seat (ValueError otherwise)."""
    names = [n.strip() for n in text.split(",") if n.strip()]
    unknown = [n for n in names if n not in LEVELS and n not in ALIASES]
    if unknown:
        raise ValueError(f"unknown bot {unknown[0]!r}: choose from {', '.join([*LEVELS, *ALIASES])}")
    if len(names) != players:
        raise ValueError(f"--bots names {len(names)} seat(s), the games have {players}")
    return names


def is_best(name: str) -> bool:
    return ALIASES.get(name, name) == STRONGEST


def play(config: GameConfig, names: list[str], budget: int | None) -> Game:
    """One game played to its end (invariants checked after each decision)."""
    bots = {}
    for k, (player, name) in enumerate(zip(config.players, names, strict=True)):
        bot = make_bot(name, config.seed * 101 + k)
        if budget is not None and hasattr(bot, "budget"):
            bot.budget = budget
        bots[player] = bot
    game, _ = play_game(config, bots, check=True)
    return game


def colony_counts(g: Game, player: str) -> tuple[int, int]:
    """The colonies the player has at the end and the trades they made (Titan Floating Launch Pad's included)."""
    trades = sum(1 for mid, a in g.state.log if mid in (M.L_TRADE, M.L_TRADE_FREE) and a.get("player") == player)
    return colony_tiles.colonies_of(g, player), trades


def cmd_tournament(args: argparse.Namespace, configs: list[GameConfig]) -> int:
    if getattr(args, "from_file", None):
        print("tmdesk simulate: --bots plays new games; it cannot be combined with --from")
        return 2
    players = len(configs[0].players) if configs else args.players
    try:
        names = bot_names(args.bots, players)
    except ValueError as exc:
        print(f"tmdesk simulate: {exc}")
        return 2
    finished = failures = seat1_wins = best_wins = 0
    score_sum = 0
    seats = [[0.0, 0.0, 0.0] for _ in names]  # per seat: score, colonies, trades (summed over the games)
    start = time.perf_counter()
    for config in configs:
        config = replace(config, beginners=[], seats=[Seat(BOT, n) for n in names])
        first = config.players[0]
        try:
            game = play(config, names, args.budget)
        except Exception as exc:  # noqa: BLE001 - report the seed of any failure
            failures += 1
            print(f"seed={config.seed} mode={config.mode}: {type(exc).__name__}: {exc}")
            continue
        finished += 1
        winner = game.state.winner
        scores = {p: sc.get("total", 0) for p, sc in game.state.scores.items()}
        if config.colonies:
            for k, player in enumerate(config.players):
                built, trades = colony_counts(game, player)
                seats[k] = [seats[k][0] + scores.get(player, 0), seats[k][1] + built, seats[k][2] + trades]
        seat1_wins += winner == first
        best_wins += any(winner == p and is_best(n) for p, n in zip(config.players, names, strict=True))
        score_sum += scores.get(first, 0)
        if args.verbose:
            print(f"seed={config.seed} winner={winner} scores={scores}", flush=True)
    n = max(finished, 1)
    elapsed = time.perf_counter() - start
    print(f"bots={','.join(names)} mode={args.mode} seconds={elapsed:.0f}")
    if configs and configs[0].colonies:
        print("colonies: " + "; ".join(f"seat{k + 1}={name} score={t[0] / n:.1f} colonies={t[1] / n:.2f} "
                                       f"trades={t[2] / n:.2f}" for k, (name, t) in enumerate(zip(names, seats, strict=True))))
    print(f"games={len(configs)} finished={finished} invariant_failures={failures} win_rate={seat1_wins / n:.2f} "
          f"best_win_rate={best_wins / n:.2f} mean_score={score_sum / n:.1f}")
    return 0 if failures == 0 and finished == len(configs) else 1
