"""The coach: what the strongest bot would do in a player's place, and why (in numbers the app puts in words).

`advise` asks the bot for its best answer to the player's pending decision, plays it on a game sampled
from the player's view (so the advice never uses hidden cards) and measures what changes for the
player: terraform rating, points, production, resources, and the gain over doing nothing.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tmdesk.bots.heuristic import GreedyBot, finish_own_choices
from tmdesk.bots.levels import STRONGEST, make_bot
from tmdesk.bots.points import MC_PER_POINT
from tmdesk.bots.view import sample
from tmdesk.engine import scoring
from tmdesk.engine.messages import IllegalAction

if TYPE_CHECKING:
    from tmdesk.engine.game import Game


@dataclass
class Advice:
    player: str
    step: dict[str, Any]  # the answer, as `Game.apply` takes it
    card: str | None = None
    space: str | None = None
    project: str | None = None
    gain: float = 0.0  # value over the next best answer in M€
    changes: dict[str, int] = field(default_factory=dict)  # "tr", "production:<res>", "<res>", "cards" -> delta
    points: dict[str, int] = field(default_factory=dict)
    """Points at the end if the game ended now, by where they come from ("milestones", "awards", "board": greeneries
    and greeneries next to cities, "cards"), as deltas; terraform rating is in `changes`."""


def advise(g: Game, player: str, seed: int = 0, bot: Any = None) -> Advice | None:
    """The strongest bot's answer for `player`'s pending decision, or None when it is not theirs."""
    d = g.waiting_for()
    if d is None or d.player != player:
        return None
    bot = bot or make_bot(STRONGEST, seed)
    ranked = bot.rank(g, d)
    best = ranked[0]
    step = best.step
    # the values are points at the end of the game, told in M€ at the price of a point; none in the solo
    # game, where a searched answer's value also counts games won
    margin = (best.value - ranked[1].value) * MC_PER_POINT if len(ranked) > 1 and not g.state.config.solo else 0.0
    advice = Advice(player, step, gain=margin)
    answer = step.get("answer", {})
    advice.card = step.get("card") or answer.get("card")
    advice.space = answer.get("space")
    advice.project = step.get("project")
    advice.changes, advice.points = _changes(g, player, step, seed)
    return advice


def _changes(g: Game, player: str, step: dict[str, Any], seed: int) -> tuple[dict[str, int], dict[str, int]]:
    """What the answer changes for the player (TR, production, resources, cards in hand; a played card is not
    counted as a card leaving the hand), and the points at the end it brings, by their source."""
    if step.get("do") in ("pass", "end_turn"):
        return {}, {}  # passing changes nothing now (the production that may follow is not its doing)
    world = sample(g, player, random.Random(seed))
    after = world.copy()
    try:
        after.apply(dict(step, player=player))
    except IllegalAction:
        return {}, {}
    finish_own_choices(after, player, GreedyBot(seed))
    p0, p1 = world.player(player), after.player(player)
    out = {"tr": p1.tr - p0.tr}
    for res in p0.production:
        out["production:" + res] = p1.production[res] - p0.production[res]
        out[res] = p1.resources[res] - p0.resources[res]
    out["cards"] = len(p1.hand) - len(p0.hand) + (step.get("do") == "play_card")
    s0, s1 = scoring.score(world, p0), scoring.score(after, p1)
    points = {key: s1[key] - s0[key] for key in ("milestones", "awards", "cards")}
    points["board"] = s1["greenery"] + s1["cities"] - s0["greenery"] - s0["cities"]
    return {k: v for k, v in out.items() if v}, {k: v for k, v in points.items() if v}
