"""The searching level in the official solo game: rollouts to the end of the game.

A solo game has no opponent, so a game played on to its end says how close a plan came to
terraforming Mars in time. For a turn's action, the best few answers of the one-action look-ahead
(`GreedyBot` with `solo.outlook`) are each played on the same sampled games (hidden cards dealt again
at random: the same deals for every answer, so that luck cancels out), and the rest of the game is
played by `SoloPolicy`, a fast policy that prices every option with the sums of `solo`. The answer
that leaves the fewest M€ of steps undone on average wins.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tmdesk.bots import colonies, rollouts, solo
from tmdesk.bots.heuristic import NORMAL, Candidate, GreedyBot, quick_answer
from tmdesk.engine import decisions as D
from tmdesk.engine import rules, standard_projects

if TYPE_CHECKING:
    from tmdesk.engine.decisions import Decision
    from tmdesk.engine.game import Game
    from tmdesk.engine.state import PlayerState

CANDIDATES = 3  # answers searched (the best of the one-action look-ahead, and waiting)
ROLLOUTS = 8  # games played to the end per answer (the default thinking budget)
TIME_LIMIT = 1.5  # seconds: the search stops here whatever the budget
CLOSE = 12.0  # M€: answers valued further below the look-ahead's best are not searched
MAX_ROLLOUT_STEPS = 3000
ACT_ABOVE = 0.5  # M€: the fast policy acts only for more than this, else it passes
WON = 200.0  # a won rollout over any lost one, in M€ of steps


def undone(g: Game) -> float:
    """What the steps still missing would cost by the standard projects (0: Mars is terraformed)."""
    k = solo.sketch(g, g.state.players[0])
    return k.temperature_left * 14.0 + k.oxygen_left * 23.0 + k.oceans_left * 18.0 + k.venus_left * 15.0


class SoloPolicy:
    """Fast rules for a whole solo game: each option priced by `solo`'s sums, no copies of the game."""

    def __init__(self, greedy: GreedyBot) -> None:
        self.greedy = greedy

    def choose(self, g: Game, d: Decision) -> dict[str, Any]:
        kind = d.kind
        if kind == D.ACTION:
            return self.action(g, d)
        if kind == D.BUY_CARDS:
            return {"do": "buy_cards", "cards": solo.research(g, g.player(d.player), d.options, d.info["price"])}
        if kind == D.FINAL_GREENERY:
            return {"do": "convert_plants"}
        if kind in (D.CHOOSE_START, D.DRAFT_PICK, D.PLAY_PRELUDE):
            return self.greedy.choose(g, d)
        if d.info.get("world_government"):
            return {"answer": {"option": self.government(g, d)}}
        return quick_answer(g, d, self.greedy)

    def government(self, g: Game, d: Decision) -> str:
        """World Government terraforming (Venus Next): the free step that saves the most."""
        k = solo.sketch(g, g.player(d.player))
        k.free_steps = max(0, k.free_steps - 1)  # this one is being spent
        best: tuple[float, str] = (float("-inf"), d.options[0])
        for option in d.options:
            after = replace(k)
            solo.raise_parameter(after, "oceans" if option == "ocean" else option, 1)
            after.income, after.heat_prod, after.megacredits, after.cards = (  # nobody's TR and bonuses
                k.income, k.heat_prod, k.megacredits, k.cards)
            value = solo.surplus(after)
            if value > best[0]:
                best = (value, option)
        return best[1]

    def action(self, g: Game, d: Decision) -> dict[str, Any]:
        p = g.player(d.player)
        k = solo.sketch(g, p)
        base = solo.surplus(k)
        scale = solo.growth(k.phases)
        best: tuple[float, dict[str, Any]] = (ACT_ABOVE, {"do": "pass"})
        for o in d.options:
            value = self.price(g, p, o, k, base) / scale if o["do"] != "play_card" else \
                solo.card_value(g, p, g.cards[o["card"]])
            if value > best[0]:
                best = (value, o)
        return self.paid(g, p, dict(best[1]))

    def price(self, g: Game, p: PlayerState, o: dict[str, Any], k: solo.Sketch, base: float) -> float:
        """What the option brings to the outlook (end-of-game M€)."""
        do = o["do"]
        after = replace(k)
        if do == "standard_project":
            project = o["project"]
            if project == "sell_patents":
                return 0.0
            after.megacredits -= standard_projects.project_cost(p, project)
            effect = {"asteroid": [{"raise": "temperature"}], "greenery": [{"tile": "greenery"}],
                      "aquifer": [{"tile": "ocean"}], "power_plant": [{"production": {"energy": 1}}],
                      "city": [{"production": {"megacredits": 1}}, {"tile": "city"}],
                      "air_scrapping": [{"raise": "venus"}]}.get(project)
            if effect is None:  # Colonies' Build Colony: the open tile whose reward brings most
                effect = [{"choose_one": colonies.build_rewards(g, p)}]
            solo.apply_effects(after, effect)
        elif do == "convert_heat":
            after.heat -= solo.HEAT_PER_STEP
            solo.raise_parameter(after, "temperature", 1)
        elif do == "convert_plants":
            after.plants -= after.plant_cost
            solo.raise_parameter(after, "oxygen", 1)
        elif do == "card_action":
            return solo.action_value(g.cards[o["card"]], k) * solo.growth(k.phases)
        else:
            return 0.0
        return solo.surplus(after) - base + solo.done_bonus(k.phases) * (k.steps_left() - after.steps_left())

    def paid(self, g: Game, p: PlayerState, step: dict[str, Any]) -> dict[str, Any]:
        do = step["do"]
        if do == "play_card":
            card = g.cards[step["card"]]
            step["pay"] = solo.payment(p, rules.card_cost(p, card), card)
        elif do == "standard_project" and step["project"] != "sell_patents":
            step["pay"] = solo.payment(p, standard_projects.project_cost(p, step["project"]), None)
        return step


class SoloSearchBot:
    """Rollouts to the end of the solo game for a turn's action; the look-ahead for everything else."""

    def __init__(self, seed: int = 0, rollouts: int = ROLLOUTS, time_limit: float = TIME_LIMIT) -> None:
        self.rng = random.Random(seed)
        self.greedy = GreedyBot(seed, NORMAL)
        self.policy = SoloPolicy(self.greedy)
        self.rollouts = rollouts
        self.time_limit = time_limit

    def choose(self, g: Game, d: Decision) -> dict[str, Any]:
        return self.rank(g, d)[0].step

    def rank(self, g: Game, d: Decision) -> list[Candidate]:
        ranked = self.greedy.rank(g, d)
        if d.kind != D.ACTION or len(ranked) < 2 or self.rollouts <= 0:
            return ranked
        top = rollouts.candidates(ranked, CANDIDATES, CLOSE)
        if len(top) < 2:
            return ranked
        return rollouts.search(g, d.player, ranked, top, self.rollouts, self.rng, self.time_limit,
                               lambda world, step: self._rollout(world, d.player, step))

    def _rollout(self, g: Game, player: str, step: dict[str, Any]) -> float:
        world = rollouts.play_answer(g, player, step, self.policy, MAX_ROLLOUT_STEPS)
        if world is None:
            return float("-inf")
        return (WON if world.state.winner == player else 0.0) - undone(world)
