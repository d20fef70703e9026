"""Position evaluation: how good a game state is for one player, in M€ of today.

Everything is priced in M€: a victory point is worth more as the end nears (money then has nothing
left to grow into), production is worth what it will still produce, a terraform step in the solo game
is worth more each generation (the game is lost if Mars is not terraformed by the 14th). The same
prices value a card in hand (`card_value`), for buying, drafting and selling.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tmdesk.bots import colonies, solo
from tmdesk.engine import rules, scoring
from tmdesk.engine.phases import solo_generations
from tmdesk.engine.state import OCEANS_MAX, OXYGEN_MAX, TEMPERATURE_MAX, TEMPERATURE_MIN, PlayerState

if TYPE_CHECKING:
    from tmdesk.cards.model import CardDef
    from tmdesk.engine.game import Game

SOLO_GENERATIONS = 14
DISCOUNT = 0.85
AWARD_DOUBT = 0.7  # what next generation's M€ is worth today
TOTAL_STEPS = (TEMPERATURE_MAX - TEMPERATURE_MIN) // 2 + OXYGEN_MAX + OCEANS_MAX


def steps_left(g: Game) -> int:
    s = g.state
    return (TEMPERATURE_MAX - s.temperature) // 2 + (OXYGEN_MAX - s.oxygen) + max(0, OCEANS_MAX - s.oceans)


def horizon(g: Game) -> float:
    """Production phases still to come (this generation's included), estimated from the pace so far."""
    s = g.state
    if s.config.solo or s.automars is not None:
        return float(max(0, solo_generations(s.config) - s.generation + 1)) if s.config.solo else \
            max(0.0, min(float(SOLO_GENERATIONS - s.generation + 1), _by_pace(g, 5.0)))
    return _by_pace(g, 3.0 + 1.5 * len(s.players))


def _by_pace(g: Game, prior: float) -> float:
    done = TOTAL_STEPS - steps_left(g)
    gens = g.state.generation - 1
    pace = (done + 2 * prior) / (gens + 2)  # observed pace, pulled towards the usual pace early on
    return max(0.0, steps_left(g) / max(pace, 1.0) + 0.5)


class Prices:
    """M€ prices of one moment of the game, for one player."""

    def __init__(self, g: Game, p: PlayerState) -> None:
        s = g.state
        self.r = r = horizon(g)
        # production phases to come, each worth less than the one before (money now grows into more)
        self.rd: float = (1.0 - DISCOUNT ** r) / (1.0 - DISCOUNT)
        rd = self.rd
        self.vp = 10.0 - 0.6 * min(r, 10.0)  # a VP: 4 M€ at the start, 10 at the end
        self.tr = self.vp + rd  # TR also pays 1 M€ a generation
        step = self.tr
        oxygen_left = s.oxygen < OXYGEN_MAX
        heat_left = s.temperature < TEMPERATURE_MAX
        self.greenery = self.vp + (step if oxygen_left else 0.0)
        values = rules.profile(p).values
        plants_per_greenery = rules.greenery_plant_cost(p)
        self.resource = {
            "megacredits": 1.0,
            "steel": float(values["steel"]) - 0.3,
            "titanium": float(values["titanium"]) - 0.3,
            "plants": self.greenery / plants_per_greenery,
            "energy": 0.3 + (step / 10 if heat_left else 0.0),
            "heat": step / 10 if heat_left else 0.0,  # 8 heat make a step, and some is always left over
        }
        self.production = {k: v * rd for k, v in self.resource.items()}
        self.production["energy"] = max(self.production["energy"], 1.0 * rd)
        self.hand_card = max(0.0, min(4.0, 0.5 * r))
        self.ocean = step + 2.0 if s.oceans < OCEANS_MAX else 0.0
        self.temperature = step if heat_left else 0.0
        self.oxygen = step if oxygen_left else 0.0
        venus = s.expansion_state.get(solo.VENUS)  # Venus Next: a step is a TR (its bonuses come on top)
        self.venus = step if venus is not None and venus < solo.VENUS_MAX else 0.0
        if s.config.solo:
            self._solo(g, p, heat_left, oxygen_left)
        # Colonies: the bonuses of a colony a card places, over the phases to come (bots/colonies.py)
        self.colony = colonies.colony_price(g, p, self.resource, self.hand_card) * self.rd

    def _solo(self, g: Game, p: PlayerState, heat_left: bool, oxygen_left: bool) -> None:
        """Solo prices for quick rules of thumb: a step is worth the M€ it saves (the evaluation is `solo.outlook`)."""
        s = g.state
        gens = max(0, solo_generations(s.config) - s.generation)
        self.rd = rd = sum(INCOME_DOUBT ** k for k in range(1, gens + 1))
        self.vp = 1.0
        self.tr = rd + 1.0
        self.temperature = STEP_COST["temperature"] if heat_left else 0.0
        self.oxygen = STEP_COST["oxygen"] if oxygen_left else 0.0
        self.venus = STEP_COST["venus"] if self.venus else 0.0
        self.ocean = STEP_COST["oceans"] + 2.0 if s.oceans < OCEANS_MAX else 0.0
        self.greenery = self.oxygen + 1.0
        heat = self.temperature / 8
        self.resource = {"megacredits": 1.0, "steel": 1.5, "titanium": 2.0,
                         "plants": self.greenery / rules.greenery_plant_cost(p), "energy": heat, "heat": heat}
        self.production = {k: v * rd for k, v in self.resource.items()}
        self.production["steel"] = 1.0 * rd
        self.production["titanium"] = 1.5 * rd
        self.hand_card = 2.0 if gens > 1 else 0.0


def player_value(g: Game, p: PlayerState, prices: Prices | None = None) -> float:
    """The player's position in M€: points now, income to come, stock, hand and engine."""
    pr = prices or Prices(g, p)
    points = scoring.score(g, p)
    # award standings still change: early on they count for little
    total: float = (points["total"] - AWARD_DOUBT * min(1.0, pr.r / 6) * points["awards"]) * pr.vp + p.tr * pr.rd
    for res, n in p.resources.items():
        total += n * pr.resource[res]
    for res, n in p.production.items():
        total += n * pr.production[res]
    hand = len(p.hand)
    total += pr.hand_card * (min(hand, 8) + 0.5 * max(0, hand - 8))
    total += colonies.income(g, p, pr.resource, pr.hand_card) * pr.rd  # the colonies' bonuses still to come
    prof = rules.profile(p)
    total += 1.2 * pr.rd * (len(prof.with_triggers) + len(prof.discounts))
    for card in prof.with_action:
        if card.name not in p.used_actions or pr.r >= 1:
            total += _action_value(card, pr)
    return total


def _action_value(card: CardDef, pr: Prices) -> float:
    vp = card.vp or {}
    if "per_resource_here" in vp:  # an animal or microbe card: its action feeds its points
        return float(pr.r * vp["per_resource_here"] / vp["every"] * pr.vp * 0.8)
    return 1.5 * pr.rd


def evaluate(g: Game, name: str) -> float:
    """The position for `name`: its own value less the best opponent's (AutoMars counts by its TR).

    Solo: the M€ to spare or missing to terraform Mars in time (`solo.outlook`)."""
    s = g.state
    me = g.player(name)
    if s.config.solo:
        return solo.outlook(g, me)
    mine = player_value(g, me)
    others = [player_value(g, q) for q in s.players if q.name != name]
    if s.automars is not None:
        others.append(s.automars.tr * Prices(g, me).tr)
    if others:
        return mine - max(others)
    return mine


STEP_COST = {"temperature": 14.0, "oxygen": 23.0, "oceans": 16.0,  # standard projects (an ocean pays back 2 M€)
             "venus": 15.0}  # Air Scrapping
INCOME_DOUBT = 0.9  # each later generation's income is a little less sure (the rollouts' quick prices)


# --- cards ------------------------------------------------------------------------------------

def card_value(g: Game, p: PlayerState, card: CardDef, pr: Prices | None = None) -> float:
    """What playing this card would bring, less its cost (a rough, fast estimate from the printed card)."""
    if g.state.config.solo:
        return solo.card_value(g, p, card)
    pr = pr or Prices(g, p)
    v = _effects_value(card.immediate, pr)
    vp = card.vp or {}
    if "fixed" in vp:
        v += vp["fixed"] * pr.vp
    elif "per_resource_here" in vp:
        v += _action_value(card, pr) if card.action else vp["per_resource_here"] * pr.vp
    elif "per_tag" in vp:
        v += (rules.count_tag(p, vp["per_tag"]) + 1) * pr.vp * vp.get("points", 1) / vp.get("every", 1)
    elif vp:
        v += pr.vp
    if card.action is not None and "per_resource_here" not in vp:
        v += _action_value(card, pr)
    if card.triggers or card.statics.get("list"):
        v += 1.2 * pr.rd
    if not card.is_event:
        v += 0.4 * len(card.tags)
    v -= rules.card_cost(p, card)
    if rules.requirements_failure(g, p, card) is not None:
        v -= 4.0  # it may have to wait, or never be played
    return v


def _effects_value(fx: Any, pr: Prices) -> float:
    v = 0.0
    for e in fx:
        if "production" in e:
            v += sum(_n(n) * pr.production[r] for r, n in e["production"].items())
        elif "gain" in e:
            v += sum(_n(n) * pr.resource[r] for r, n in e["gain"].items())
        elif "tr" in e:
            v += e["tr"] * pr.tr
        elif "raise" in e:
            v += e.get("steps", 1) * {"temperature": pr.temperature, "venus": pr.venus}.get(e["raise"], pr.oxygen)
        elif "tile" in e:
            n = e.get("count", 1)
            v += n * {"ocean": pr.ocean, "greenery": pr.greenery + 2, "city": 1.5 * pr.vp + 3}.get(e["tile"], pr.vp)
        elif "draw_cards" in e:
            v += e["draw_cards"] * pr.hand_card
        elif "production_per" in e:
            d = e["production_per"]
            v += 2 * d["amount"] / d.get("every", 1) * pr.production[d["resource"]]
        elif "choose_one" in e:
            v += max((_effects_value(o, pr) for o in e["choose_one"]), default=0.0)
        elif "build_colony" in e:
            v += e["build_colony"].get("count", 1) * pr.colony
        elif "look_keep" in e:
            v += e["look_keep"]["keep"] * pr.hand_card
        elif "steal_any_player" in e or "remove_any_player" in e or "production_any_player" in e:
            v += 2.0
    return v


def _n(value: Any) -> int:
    return value if isinstance(value, int) else 1
