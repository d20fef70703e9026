"""The searching level (Hard, `best`): a look-ahead over determinised games, guided by the evaluation.

For a turn's action, the one-action look-ahead of `GreedyBot` picks the few most promising answers.
Each is then played on a game sampled from what the player can see (hidden cards dealt at random),
followed by the best next action of the same player, and the position reached is valued by
`evaluate`: a search two actions deep, so that an action is judged by what it makes possible (money
for a card, a tag for a requirement, a tile next to a city). The thinking budget is the number of
sampled games each candidate is played on, capped by a time limit (so that the app never waits long).

Measured against the Normal level (`benchmarks/bots.md`): rollouts to the end of the generation with a
fast rule-of-thumb policy for every player did no better than Normal (the policy's errors swamp the
difference between candidates); two actions deep did clearly better, at a tenth of the time, and
deeper greedy play-outs (the opponent's reply and our next action too) did worse again (53 %). The
official solo game, where the only question is whether Mars is terraformed in time, has its own
search (`solo_search`): rollouts to the end of the game.
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING, Any

from tmdesk.bots.evaluate import evaluate
from tmdesk.bots.heuristic import NORMAL, Candidate, GreedyBot, finish_own_choices
from tmdesk.bots.solo_search import SoloSearchBot
from tmdesk.bots.view import sample
from tmdesk.engine import decisions as D
from tmdesk.engine.messages import IllegalAction

if TYPE_CHECKING:
    from tmdesk.engine.decisions import Decision
    from tmdesk.engine.game import Game

CANDIDATES = 6  # answers searched (the best of the one-action look-ahead)
SAMPLES = 1  # sampled games per decision for the two-action look-ahead (the default budget)
TIME_LIMIT = 1.5  # seconds: the search stops here whatever the budget


class SearchBot:
    def __init__(self, seed: int = 0, budget: int | None = None, time_limit: float = TIME_LIMIT) -> None:
        self.rng = random.Random(seed)
        self.greedy = GreedyBot(seed, NORMAL)
        self.budget = budget  # sampled games a decision may look at (solo: per answer); None: the default
        self.time_limit = time_limit
        self.solo = SoloSearchBot(seed, time_limit=time_limit)  # the official solo game: rollouts to its end

    def choose(self, g: Game, d: Decision) -> dict[str, Any]:
        return self.rank(g, d)[0].step

    def rank(self, g: Game, d: Decision) -> list[Candidate]:
        if g.state.config.solo:
            if self.budget is not None:
                self.solo.rollouts = self.budget
            return self.solo.rank(g, d)
        ranked = self.greedy.rank(g, d)
        if d.kind != D.ACTION or len(ranked) < 2 or self.budget == 0:
            return ranked
        return self._pairs(g, d, ranked[:CANDIDATES], ranked)

    def _pairs(self, g: Game, d: Decision, top: list[Candidate], ranked: list[Candidate]) -> list[Candidate]:
        """Each candidate followed by the best next answer of the same player (two actions of a turn)."""
        totals = [0.0] * len(top)
        counts = [0] * len(top)
        deadline = time.monotonic() + self.time_limit
        for _ in range(self.budget or SAMPLES):
            world = sample(g, d.player, self.rng)
            for i, c in enumerate(top):
                v = self._pair_value(world, d, c)
                if v is not None:
                    totals[i] += v
                    counts[i] += 1
            if time.monotonic() > deadline:
                break
        out = [Candidate(c.step, totals[i] / counts[i], c.reason) for i, c in enumerate(top) if counts[i]]
        out.sort(key=lambda c: -c.value)
        return out + [c for c in ranked if all(c.step is not s.step for s in out)]

    def _pair_value(self, world: Game, d: Decision, c: Candidate) -> float | None:
        if c.step["do"] in ("pass", "end_turn"):
            return c.value
        after = world.copy()
        try:
            after.apply(dict(c.step, player=d.player))
        except IllegalAction:
            return None
        finish_own_choices(after, d.player, self.greedy)
        nd = after.waiting_for()
        if nd is None or nd.player != d.player or nd.kind != D.ACTION:
            return evaluate(after, d.player)
        follow = self.greedy.rank(after, nd)
        return max(follow[0].value, c.value)
