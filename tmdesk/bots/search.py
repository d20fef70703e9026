"""The searching level (Hard, `best`): rollouts over determinised games, guided by the evaluation.

For a turn's action, the one-action look-ahead of `GreedyBot` picks the few most promising answers.
Each is then played on games sampled from what the player can see (hidden cards dealt at random),
and every player goes on with a fast rule-of-thumb policy to the end of the generation; the position
reached is valued by `evaluate`. The answer with the best mean wins. The thinking budget is a number
of rollouts, capped by a time limit (so that the app never waits long). The official solo game has
its own search (`solo_search`): rollouts to the end of the game.
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING, Any

from tmdesk.bots.evaluate import Prices, card_value, evaluate
from tmdesk.bots.heuristic import NORMAL, Candidate, GreedyBot, finish_own_choices, quick_answer
from tmdesk.bots.solo_search import SoloSearchBot
from tmdesk.bots.view import sample
from tmdesk.engine import actions, rules
from tmdesk.engine import decisions as D
from tmdesk.engine.messages import IllegalAction

if TYPE_CHECKING:
    from tmdesk.engine.decisions import Decision
    from tmdesk.engine.game import Game

CANDIDATES = 4  # answers searched (the best of the one-action look-ahead)
ROLLOUTS = 48  # rollouts per decision (the default thinking budget)
TIME_LIMIT = 1.5  # seconds: the search stops here whatever the budget
MAX_ROLLOUT_STEPS = 200
PAIRS = -1  # `rollouts` value for the two-action look-ahead instead of rollouts


class SearchBot:
    def __init__(self, seed: int = 0, rollouts: int = ROLLOUTS, time_limit: float = TIME_LIMIT) -> None:
        self.rng = random.Random(seed)
        self.greedy = GreedyBot(seed, NORMAL)
        self.rollouts = rollouts
        self.time_limit = time_limit
        self.solo = SoloSearchBot(seed, time_limit=time_limit)  # the official solo game: rollouts to its end

    def choose(self, g: Game, d: Decision) -> dict[str, Any]:
        return self.rank(g, d)[0].step

    def rank(self, g: Game, d: Decision) -> list[Candidate]:
        if g.state.config.solo:
            return self.solo.rank(g, d)
        ranked = self.greedy.rank(g, d)
        if d.kind != D.ACTION or len(ranked) < 2 or self.rollouts == 0:
            return ranked
        top = ranked[:CANDIDATES]
        if self.rollouts == PAIRS:
            return self._pairs(g, d, top, ranked)
        if ranked[0].step["do"] in ("pass", "end_turn"):
            return ranked  # nothing beats waiting by the one-action look-ahead: no search needed
        totals = [0.0] * len(top)
        counts = [0] * len(top)
        deadline = time.monotonic() + self.time_limit
        for n in range(self.rollouts):
            i = n % len(top)
            world = sample(g, d.player, self.rng)
            totals[i] += self._rollout(world, d.player, top[i].step)
            counts[i] += 1
            if time.monotonic() > deadline and all(counts):
                break
        searched = [Candidate(c.step, totals[i] / counts[i], c.reason) for i, c in enumerate(top) if counts[i]]
        searched.sort(key=lambda c: -c.value)
        return searched + [c for c in ranked if all(c.step is not s.step for s in searched)]

    def _pairs(self, g: Game, d: Decision, top: list[Candidate], ranked: list[Candidate]) -> list[Candidate]:
        """Each candidate followed by the best next answer of the same player (two actions of a turn)."""
        world = sample(g, d.player, self.rng)
        out = []
        for c in top:
            if c.step["do"] in ("pass", "end_turn"):
                out.append(c)
                continue
            after = world.copy()
            try:
                after.apply(dict(c.step, player=d.player))
            except IllegalAction:
                continue
            finish_own_choices(after, d.player, self.greedy)
            nd = after.waiting_for()
            if nd is None or nd.player != d.player or nd.kind != D.ACTION:
                out.append(Candidate(c.step, evaluate(after, d.player), c.reason))
                continue
            follow = self.greedy.rank(after, nd)
            out.append(Candidate(c.step, max(follow[0].value, c.value), c.reason))
        out.sort(key=lambda c: -c.value)
        return out + [c for c in ranked if all(c.step is not s.step for s in out)]

    def _rollout(self, g: Game, player: str, step: dict[str, Any]) -> float:
        try:
            g.apply(dict(step, player=player))
        except IllegalAction:
            return float("-inf")
        generation = g.state.generation
        for _ in range(MAX_ROLLOUT_STEPS):
            d = g.waiting_for()
            if d is None or g.state.generation != generation or d.kind not in (D.ACTION, *D.ANSWER_KEY):
                break
            answer = fast_action(g, d, self.rng) if d.kind == D.ACTION else quick_answer(g, d, self.greedy)
            try:
                g.apply(dict(answer, player=d.player))
            except IllegalAction:
                g.apply({"player": d.player, "do": "pass"} if d.kind == D.ACTION else {"answer": {"skip": True}})
        return evaluate(g, player)


def fast_action(g: Game, d: Decision, rng: random.Random) -> dict[str, Any]:
    """A turn's action by rules of thumb (no look-ahead): the best-valued card or project, else pass."""
    p = g.player(d.player)
    pr = Prices(g, p)
    best: tuple[float, dict[str, Any]] = (0.5, {"do": "pass"})
    for o in d.options:
        do = o["do"]
        value = 0.0
        step = dict(o)
        if do == "play_card":
            card = g.cards[o["card"]]
            value = card_value(g, p, card, pr)
        elif do == "standard_project" and o["project"] != "sell_patents":
            project = o["project"]
            cost = actions.project_cost(p, project)
            gain = {"power_plant": pr.production["energy"], "asteroid": pr.temperature, "aquifer": pr.ocean,
                    "greenery": pr.greenery + 1, "city": 1.5 * pr.vp + pr.production["megacredits"] + 2}[project]
            value = gain - cost
        elif do == "claim_milestone":
            value = 5 * pr.vp - actions.MILESTONE_COST
        elif do in ("card_action", "convert_plants", "convert_heat"):
            value = 3.0 + rng.random()
        if value > best[0]:
            best = (value, step)
    return with_payment(g, p, best[1])


def with_payment(g: Game, p: Any, step: dict[str, Any]) -> dict[str, Any]:
    """The step with the default payment (most valuable resources first) when it costs something."""
    do = step["do"]
    if do == "play_card":
        card = g.cards[step["card"]]
        step["pay"] = rules.default_payment(p, rules.card_cost(p, card), card) or {}
    elif do == "standard_project" and step["project"] != "sell_patents":
        step["pay"] = rules.default_payment(p, actions.project_cost(p, step["project"]), None) or {}
    elif do == "claim_milestone":
        step["pay"] = rules.default_payment(p, actions.MILESTONE_COST, None) or {}
    return step

