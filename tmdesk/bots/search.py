"""The strongest level (Hard, `best`): one bot object, whose play depends on how the game is won.

* A game won on points (2-5 players, or against AutoMars): `points_search.PointsSearchBot`, which prices
  every option by what it adds to the player's points by the end of the game (`points`), and in the last
  generations plays its best answers out to the end of the game on sampled games.
* The official solo game, won only by terraforming Mars in time: `solo_search.SoloSearchBot`, rollouts to
  the end of the game.

Measured (`benchmarks/bots.md`): the two-action look-ahead over `evaluate` that this level played before
won 66.5 % against Normal and 6 % against AutoMars Normal; pricing by points at the end does much better.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tmdesk.bots.points_search import PointsSearchBot
from tmdesk.bots.solo_search import TIME_LIMIT, SoloSearchBot

if TYPE_CHECKING:
    from tmdesk.bots.heuristic import Candidate
    from tmdesk.engine.decisions import Decision
    from tmdesk.engine.game import Game


class SearchBot:
    def __init__(self, seed: int = 0, budget: int | None = None, time_limit: float = TIME_LIMIT) -> None:
        self.budget = budget  # solo: games played to the end per answer (None: the default)
        self.solo = SoloSearchBot(seed, time_limit=time_limit)  # the official solo game: rollouts to its end
        self.points = PointsSearchBot(seed, time_limit=time_limit)  # every game won on points

    def choose(self, g: Game, d: Decision) -> dict[str, Any]:
        return self.rank(g, d)[0].step

    def rank(self, g: Game, d: Decision) -> list[Candidate]:
        """Every answer considered, best first (solo: valued in M€ and games won; otherwise in points)."""
        if g.state.config.solo:
            if self.budget is not None:
                self.solo.rollouts = self.budget
            return self.solo.rank(g, d)
        if self.budget is not None:
            self.points.rollouts = self.budget
        return self.points.rank(g, d)
