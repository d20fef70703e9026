"""The bots' Colonies values measured: a level with `tmdesk/bots/colonies.py` against the same level without it.

Each deal is played twice, seats swapped, in 2-player Corporate Era games with Colonies, so that the seat and the
deal cancel out. Prints wins, the mean score margin, trades and colonies a game of each side.
Run: python benchmarks/bench_colonies_ab.py [LEVEL] [DEALS] [SEED] [TRADE_USE OWN_PULL]
(the last two try other rates; "0 0" plays two equal bots: the noise). Figures: benchmarks/bots.md, "Colonies".
"""

from __future__ import annotations

import sys
from collections import Counter
from typing import Any

from tmdesk.bots import colonies
from tmdesk.bots.levels import make_bot
from tmdesk.bots.play import play_game
from tmdesk.engine import messages as M
from tmdesk.engine import scoring
from tmdesk.engine.state import GameConfig


class WithoutColonies:
    """A bot that sees no Colonies values while it thinks (the module's functions give 0 during its turns)."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot

    def choose(self, g: Any, d: Any) -> Any:
        real = colonies.income, colonies.colony_price
        colonies.income = colonies.colony_price = lambda *_args: 0.0  # type: ignore[assignment]
        try:
            return self.bot.choose(g, d)
        finally:
            colonies.income, colonies.colony_price = real


def main(level: str = "normal", deals: int = 30, seed: int = 1000) -> None:
    wins: Counter[str] = Counter()
    trades: Counter[str] = Counter()
    built: Counter[str] = Counter()
    margin = 0.0
    for i in range(2 * deals):
        names = ["With", "Without"] if i % 2 == 0 else ["Without", "With"]
        config = GameConfig(players=names, colonies=True, corporate_era=True, seed=seed + i // 2)
        bots = {"With": make_bot(level, seed + i), "Without": WithoutColonies(make_bot(level, seed + i))}
        game, _ = play_game(config, bots)
        for message, args in game.state.log:
            if message in (M.L_TRADE, M.L_TRADE_FREE):
                trades[args["player"]] += 1
            elif message == M.L_COLONY_BUILT:
                built[args["player"]] += 1
        score = {p.name: scoring.score(game, p)["total"] for p in game.state.players}
        margin += score["With"] - score["Without"]
        wins[max(score, key=score.__getitem__) if score["With"] != score["Without"] else "tie"] += 1
    n = 2 * deals
    print(f"{level}: games={n} wins={dict(wins)} margin={margin / n:+.1f} "
          f"trades={ {k: round(v / n, 2) for k, v in trades.items()} } colonies={ {k: round(v / n, 2) for k, v in built.items()} }")


if __name__ == "__main__":
    args = sys.argv[1:]
    if len(args) >= 5:
        colonies.TRADE_USE, colonies.OWN_PULL = float(args[3]), float(args[4])
    main(args[0] if args else "normal", int(args[1]) if len(args) > 1 else 30, int(args[2]) if len(args) > 2 else 1000)
