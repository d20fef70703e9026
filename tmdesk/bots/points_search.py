"""The searching level in games won on points: the best few answers played out to the end of the game.

For a turn's action in the last generations of the game (`ENDGAME`: where a game played out is short, so
cheap, and the policy's sums are least sure what the last M€ should buy), the fast policy (`points_policy`)
names its best answers; each is played on the same games sampled from what the player can see (hidden cards dealt again at random, the same deals for every
answer so that luck cancels out), and every game is played on to its end by the policy for every player,
AutoMars by its own rules. An answer is worth the mean final margin over the best opponent it leads to
(and a little more for the games won). Other decisions are the policy's.
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING, Any

from tmdesk.automars.host import AUTOMARS
from tmdesk.bots import points
from tmdesk.bots.heuristic import Candidate
from tmdesk.bots.points_policy import IDLE, PointsPolicy, paid
from tmdesk.engine import decisions as D
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.view import player_view

if TYPE_CHECKING:
    from tmdesk.engine.decisions import Decision
    from tmdesk.engine.game import Game

CANDIDATES = 3  # answers searched (the policy's best, and waiting)
ROLLOUTS = 8  # games played to the end per answer, in the last generations (see benchmarks/bots.md)
ENDGAME = 1.5  # generations left (`points.horizon`) below which the search plays games out (0: always)
TIME_LIMIT = 1.5  # seconds: the search stops here whatever the budget
CLOSE = 2.0  # points: answers valued further below the policy's best are not searched
WON = 10.0  # points a won game is worth over a lost one with the same margin
MAX_ROLLOUT_STEPS = 5000
LIMIT_LOST = 50.0  # points a game lost at AutoMars's generation limit counts as lost by


def margin(g: Game, player: str) -> float:
    """`player`'s final score less the best other score (AutoMars's included), with WON for a win."""
    s = g.state
    scores = {name: sc.get("total", 0) for name, sc in s.scores.items()}
    if s.automars is not None:
        if s.automars.score is None:  # the generation limit: AutoMars has won without scoring
            return -LIMIT_LOST
        scores[AUTOMARS] = s.automars.score.get("total", 0)
    mine = scores.pop(player, 0)
    best_other = max(scores.values(), default=0)
    return mine - best_other + (WON if s.winner == player else 0.0)


class PointsSearchBot:
    """Rollouts to the end of the game for a turn's action; the fast policy for everything else."""

    def __init__(self, seed: int = 0, rollouts: int = ROLLOUTS, time_limit: float = TIME_LIMIT) -> None:
        self.rng = random.Random(seed)
        self.policy = PointsPolicy()
        self.rollouts = rollouts
        self.time_limit = time_limit

    def choose(self, g: Game, d: Decision) -> dict[str, Any]:
        return self.rank(g, d)[0].step

    def rank(self, g: Game, d: Decision) -> list[Candidate]:
        if d.kind != D.ACTION:
            return [Candidate(self.policy.choose(g, d), 0.0, d.kind)]
        p = g.player(d.player)
        ranked = [Candidate(paid(g, p, step), value, step["do"]) for value, step in self.policy.rank(g, d)]
        top = [c for c in ranked[:CANDIDATES] if c.value >= ranked[0].value - CLOSE]
        idle = next((c for c in ranked if c.step["do"] in IDLE), None)
        if idle is not None and all(c is not idle for c in top):
            top.append(idle)
        if len(top) < 2 or self.rollouts <= 0 or (ENDGAME and points.horizon(g) > ENDGAME):
            return ranked
        view = player_view(g, d.player)
        totals = [0.0] * len(top)
        deadline = time.monotonic() + self.time_limit
        done = 0
        for _ in range(self.rollouts):
            seed = self.rng.getrandbits(64)
            for i, c in enumerate(top):
                totals[i] += self._rollout(view.sample(random.Random(seed)), d.player, c.step)
            done += 1
            if time.monotonic() > deadline:
                break
        searched = [Candidate(c.step, totals[i] / done, c.reason) for i, c in enumerate(top)]
        searched.sort(key=lambda c: -c.value)
        return searched + [c for c in ranked if all(c.step is not s.step for s in searched)]

    def _rollout(self, g: Game, player: str, step: dict[str, Any]) -> float:
        try:
            g.apply(dict(step, player=player))
        except IllegalAction:
            return float("-inf")
        for _ in range(MAX_ROLLOUT_STEPS):
            d = g.waiting_for()
            if d is None:
                break
            try:
                g.apply(dict(self.policy.choose(g, d), player=d.player))
            except IllegalAction:
                try:
                    g.apply({"player": d.player, "do": "pass"} if d.kind == D.ACTION else {"player": d.player, "answer": {"skip": True}})
                except IllegalAction:
                    return margin(g, player) if g.state.phase == "end" else -100.0
        return margin(g, player) if g.state.phase == "end" else -100.0
