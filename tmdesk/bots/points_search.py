"""The searching level in games won on points: the best few answers played out to the end of the game.

For a turn's action in the last generations of the game (`ENDGAME`: where a game played out is short, so
cheap, and the policy's sums are least sure what the last M€ should buy), the fast policy (`points_policy`)
names its best answers; each is played out on the same games sampled from what the player can see
(`rollouts`), every player by the policy, AutoMars by its own rules. An answer is worth the mean final margin over the best opponent it leads to
(and a little more for the games won). Other decisions are the policy's.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from tmdesk.automars.host import AUTOMARS
from tmdesk.bots import points, rollouts
from tmdesk.bots.heuristic import Candidate
from tmdesk.bots.points_policy import PointsPolicy, paid
from tmdesk.engine import decisions as D

if TYPE_CHECKING:
    from tmdesk.engine.decisions import Decision
    from tmdesk.engine.game import Game

CANDIDATES = 3  # answers searched (the policy's best, and waiting)
ROLLOUTS = 8  # games played to the end per answer, in the last generations (see benchmarks/bots.md)
ENDGAME = 1.5  # generations left (`points.horizon`) below which the search plays games out (0: always)
TIME_LIMIT = 1.5  # seconds: the search stops here whatever the budget
CLOSE = 2.0  # points: answers valued further below the policy's best are not searched
WON = 10.0  # points a won game is worth over a lost one with the same margin
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
        top = rollouts.candidates(ranked, CANDIDATES, CLOSE)
        if len(top) < 2 or self.rollouts <= 0 or (ENDGAME and points.horizon(g) > ENDGAME):
            return ranked
        return rollouts.search(g, d.player, ranked, top, self.rollouts, self.rng, self.time_limit,
                               lambda world, step: self._rollout(world, d.player, step))

    def _rollout(self, g: Game, player: str, step: dict[str, Any]) -> float:
        world = rollouts.play_answer(g, player, step, self.policy)
        if world is None:
            return float("-inf")
        return margin(world, player) if world.state.phase == "end" else -100.0
