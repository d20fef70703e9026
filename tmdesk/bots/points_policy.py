"""A fast policy for games won on points: every option priced by `points` (what it adds by the end), no copies.

It plays whole games in a few tens of milliseconds, so that the search (`points_search`) can play many
games out to their end; its own ranking of a turn's options is also where the search takes its candidates.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tmdesk.bots import colonies_points, points
from tmdesk.bots.heuristic import NORMAL, GreedyBot, quick_answer
from tmdesk.engine import actions, rules, standard_projects
from tmdesk.engine import decisions as D

if TYPE_CHECKING:
    from tmdesk.engine.decisions import Decision
    from tmdesk.engine.game import Game
    from tmdesk.engine.state import PlayerState

IDLE = ("pass", "end_turn")
START_CARD_PRICE = 3
# Against AutoMars, points a corporation brings beyond what the sums see, as this policy plays it: measured on
# 2,000 deals played out with each of the two corporations dealt (`benchmarks/corporation_edge.py`). The sums
# underrate Tharsis Republic, whose income grows with AutoMars's cities too, and overrate Helion's heat and
# ThorGate's and Mining Guild's discounts and bonuses. Chosen by these, the policy won 4 more games in 100 on
# the half of the deals the values were not fitted on.
CORPORATION_EDGE = {"Tharsis Republic": 15.0, "United Nations Mars Initiative": 7.0, "Interplanetary Cinematics": -3.0,
                    "Inventrix": -4.0, "PhoboLog": -4.0, "ThorGate": -8.0, "Mining Guild": -9.0, "Helion": -10.0}


class PointsPolicy:
    """Fast answers for every decision of a game won on points."""

    def __init__(self, greedy: GreedyBot | None = None) -> None:
        self.greedy = greedy or GreedyBot(0, NORMAL)

    def choose(self, g: Game, d: Decision) -> dict[str, Any]:
        kind = d.kind
        if kind == D.ACTION:
            return paid(g, g.player(d.player), self.rank(g, d)[0][1])
        p = g.player(d.player)
        if kind == D.BUY_CARDS:
            return {"do": "buy_cards", "cards": points.research(g, p, d.options, d.info["price"])}
        if kind == D.FINAL_GREENERY:
            return {"do": "convert_plants"}
        if kind == D.CHOOSE_START:
            return choose_start(g, d)
        if kind == D.DRAFT_PICK:
            return {"do": "draft_pick", "card": max(d.options, key=lambda c: points.card_value(g, p, g.cards[c]))}
        if kind == D.PLAY_PRELUDE:
            return {"do": "play_prelude", "card": max(d.options, key=lambda c: points.card_value(g, p, g.cards[c]))}
        if kind == D.SELECT_COLONY:
            return colonies_points.choose_colony(g, d)
        if kind == D.SELECT_SPACE:
            tile = d.info.get("tile")
            return {"answer": {"space": max(d.options, key=lambda s: points.space_value(g, d.player, s, tile))}}
        return quick_answer(g, d, self.greedy)

    def rank(self, g: Game, d: Decision) -> list[tuple[float, dict[str, Any]]]:
        """A turn's options, best first, each with the points it adds (passing and ending the turn: 0); `paid`
        makes an option an answer."""
        p = g.player(d.player)
        k = points.sketch(g, p)
        base = points.final_points(k)
        out = []
        for o in d.options:
            value = (points.pass_value(k, base) if o["do"] == "pass" else 0.0 if o["do"] == "end_turn"
                     else points.option_value(g, p, o, k, base))
            if o["do"] == "end_turn":
                value -= points.ACT_ABOVE / 2  # nothing worth doing now: nothing will be later this generation
            elif o["do"] not in IDLE:
                value -= points.ACT_ABOVE
            out.append((value, o))
        out.sort(key=lambda t: -t[0])
        return out


def paid(g: Game, p: PlayerState, o: dict[str, Any]) -> dict[str, Any]:
    """The option as an answer, with the default payment where one is asked."""
    step = dict(o)
    do = step["do"]
    if do == "play_card":
        card = g.cards[step["card"]]
        step["pay"] = rules.default_payment(p, rules.card_cost(p, card), card) or {}
    elif do == "standard_project" and step["project"] == "sell_patents":
        step["cards"] = [c for c in p.hand if points.card_value(g, p, g.cards[c]) < 0] or p.hand[:1]
    elif do in ("standard_project", "claim_milestone", "fund_award"):
        cost = (standard_projects.project_cost(p, step["project"]) if do == "standard_project"
                else actions.MILESTONE_COST if do == "claim_milestone" else actions.award_cost(g))
        step["pay"] = rules.default_payment(p, cost, None) or {}
    return step


def choose_start(g: Game, d: Decision) -> dict[str, Any]:
    """The corporation and starting cards (and Preludes) that bring the most points."""
    return max(start_options(g, d), key=lambda t: t[0])[1]


def start_options(g: Game, d: Decision) -> list[tuple[float, dict[str, Any]]]:
    """For each corporation dealt, the starting cards (and Preludes) that go best with it, each card kept only if
    it brings more than its price, and the points the whole start is worth."""
    out = []
    for corp_name in d.options:
        world = g.copy()
        p = world.player(d.player)
        corp = world.cards[corp_name]
        p.corporation = corp_name
        p.resources["megacredits"] = corp.starting_megacredits
        for r, n in corp.starting_resources.items():
            p.resources[r] += n
        for r, n in corp.starting_production.items():
            p.production[r] += n
        k = points.sketch(world, p)
        worth = points.final_points(k) + points.ENGINE.get(corp_name, 0.0) * k.phases / points.MC_PER_POINT
        if g.state.automars is not None:
            worth += CORPORATION_EDGE.get(corp_name, 0.0)
        price = START_CARD_PRICE * points.growth(k.phases) / points.MC_PER_POINT
        base = points.final_points(k)
        values = sorted(((points.card_value(world, p, world.cards[c], k, base), c) for c in d.info["cards"]),
                        reverse=True)
        if corp.beginner:
            keep = [c for _, c in values]
            worth += sum(max(v, 0.0) for v, _ in values)
        else:
            affordable = max(0, (corp.starting_megacredits - 12) // START_CARD_PRICE)
            keep = [c for v, c in values if v - price > points.BUY_ABOVE][:affordable]
            worth += sum(v - price for v, c in values if c in keep)
        step: dict[str, Any] = {"do": "choose_start", "corporation": corp_name, "cards": keep}
        if "preludes" in d.info:
            step["preludes"] = sorted(d.info["preludes"], key=lambda c: -points.card_value(world, p, world.cards[c]))[:2]
        out.append((worth, step))
    return out
