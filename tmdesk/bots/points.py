"""Games won on points (2-5 players, against AutoMars): what a position will bring in points by the end.

The solo sketch of a player's means (`solo.Sketch`: M€, income, steel, titanium, heat and plants with
their production, the parameters' steps left) is read here in points. Every M€ the player will still
have to spend before the end — the income of the production phases to come included — buys points at
`MC_PER_POINT` (what the last points of a game cost: a greenery by the standard project, a card's
points); money at hand earns `RETURN` a generation, because it can still buy production. Heat raises the
temperature and plants make greeneries while the parameters are open; a step is a point of TR and 1 M€
of income in each production phase after it. The game's length comes from the pace of terraforming
so far (`horizon`).

`card_value` and `option_value` price what a player may do as the points it adds by the end (its cost
paid): the fast policy (`points_policy`) plays by them, and the end-of-game rollouts (`points_search`)
judge a few of its best answers by playing the game out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tmdesk.bots import goal_races, solo
from tmdesk.bots.solo import Sketch, apply_effects, raise_parameter
from tmdesk.engine import actions, rules, standard_projects
from tmdesk.engine.goals_utopia_cimmeria_vastitas import FULL_NEIGHBOURHOOD, is_special
from tmdesk.engine.state import OCEANS_MAX, OXYGEN_MAX, TEMPERATURE_MAX, TEMPERATURE_MIN

if TYPE_CHECKING:
    from tmdesk.cards.model import CardDef
    from tmdesk.engine.game import Game
    from tmdesk.engine.state import PlayerState

MC_PER_POINT = 6.3  # what a point costs at the end of the game
RETURN = 0.08  # what M€ invested bring back a generation
STEEL_WORTH, TITANIUM_WORTH = 0.96, 2.2  # in M€: they pay only for building / space cards
CARD_IN_HAND = 1.4  # M€ a drawn card is worth (the cards bought and played bring a little over their price)
GREENERY_POINTS = 2.4  # a greenery's own point and the points of the cities next to it
LAST_MONEY = 0.07  # share of its worth that money keeps in the last generation (the estimate may be wrong)
ACTION_USE = 0.25  # share of the generations in which a blue action is worth using (what buying one is priced by)
ACT_ABOVE = 0.07  # points an action must bring for the fast policy to take it rather than pass
BUY_ABOVE = 0.18  # points a card must bring over its price (research)
UNLOCK_SHARE = 0.5  # share of a card's worth counted for the card whose tag lets it be played
TAG_POINTS = 0.1  # a tag feeds requirements, milestones, awards and other cards' effects
TOTAL_STEPS = (TEMPERATURE_MAX - TEMPERATURE_MIN) // 2 + OXYGEN_MAX + OCEANS_MAX
TEMPO = {"automars": 0.0}  # share of the tempo counted (see `sketch`)
AUTOMARS_RATE = 10.0  # points AutoMars scores a generation
PACE = {"automars": 3.5, "players": 2.2, "per_player": 0.6}  # usual steps a generation, before any is seen
# Against AutoMars an award is funded only with at most FUND_WITHIN production phases left: its strengths keep
# growing with the cards it reveals, and it funds for free the awards it leads, so an early lead is seldom kept
# (`benchmarks/diagnose_automars.py`: Scientist funded at a priced 0.63, won 2 of 12). Waiting gained about a
# point of margin a game on 3 × 1000 games (benchmarks/bots.md).
FUND_WITHIN = 2
NOT_YET = -1.0  # the price of an option left for later
HELD = {"Thermalist": ("heat",), "Miner": ("steel", "titanium")}  # awards for resources held at the end
BONUS_MC = {"steel": 2.0, "titanium": 3.0, "plant": 2.5, "card": 3.0, "heat": 1.0}  # a placement bonus, in M€
OTHER_CITY = 1.0  # points a greenery gives to each other player's city next to it (against us)
NEAR_CITY = 0.4  # points an empty land space next to a new city usually brings (a greenery to come)
LATER = 0.95  # share of a step's worth counted for the steps heat and plants will make later (they may not)
FINISH = 1.0  # 1: a player who can end the game this generation plans for it to end
WINNING_STEP = 2.0  # points a step is worth to a player who can end the game this generation while ahead
LEAD = 1  # points ahead of every rival (AutoMars included) that make a player "ahead"
AWARD_DOUBT = 0.7  # share of an award's points not yet sure, early in the game
HAND_SHARE = 0.5  # share of a card's worth in hand counted before it is played
NEVER = -50.0  # a card whose requirements will not be met in time
# M€ a generation that a card's lasting effect brings (discounts by the cards usually played, triggers)
ENGINE = {name: worth for name, (_, worth) in solo.LASTING.items() if worth}
# resources a generation that reach a card through its triggers (the rest fill through their actions)
FILLS = {"Pets": 1.0, "Decomposers": 0.7, "Ecological Zone": 0.5, "Herbivores": 0.6}


# An expansion's options and effects that the sketch does not hold, priced in points by the module that registers
# them here (Colonies: bots/colonies_points.py, imported by the policy): an option kind -> its price; effects ->
# what they add (a colony placed, a fleet gained).
OPTION_PRICES: dict[str, Callable[[Game, PlayerState, dict[str, Any], Outlook, float], float]] = {}
UNSEEN: list[Callable[[Game, PlayerState, Any, Outlook, float], float]] = []


def horizon(g: Game) -> float:
    """Production phases still to come, this generation's included, from the pace of terraforming so far."""
    return max(1.0, steps_left(g) / pace(g) + 0.5)


def phases_left(g: Game) -> int:
    """Production phases still to come after this generation's (`horizon`, whole)."""
    return max(0, round(horizon(g) - 1))


def pace(g: Game) -> float:
    """Steps of terraforming a generation: the pace so far, pulled towards the usual one early on."""
    s = g.state
    done = TOTAL_STEPS - steps_left(g)
    prior = PACE["automars"] if s.automars is not None else PACE["players"] + PACE["per_player"] * len(s.players)
    return max(1.0, (done + 2 * prior) / (s.generation - 1 + 2))


def steps_left(g: Game) -> int:
    s = g.state
    return (TEMPERATURE_MAX - s.temperature) // 2 + (OXYGEN_MAX - s.oxygen) + max(0, OCEANS_MAX - s.oceans)


@dataclass
class Outlook(Sketch):
    """The solo sketch read in points, with what hastening the end is worth."""

    tempo: float = 0.0  # points a step of terraforming brings by bringing the end nearer
    steps: int = 0  # the steps left when the sketch was made
    turns: bool = True  # the player still has turns this generation (not after passing)


def sketch(g: Game, p: PlayerState, phases: int | None = None) -> Outlook:
    """The sketch of `p`, with the production phases this game will likely still pay out, and the tempo:
    against AutoMars, which scores about `AUTOMARS_RATE` points a generation, each step brings the end
    nearer by 1/pace generations, worth what AutoMars would score in that time less what `p` would."""
    k = Outlook(**vars(solo.sketch(g, p)))
    k.phases = phases_left(g) if phases is None else phases
    k.steps = k.steps_left()
    finishing = FINISH and k.steps and finishing_cost(k) <= k.megacredits
    if finishing:
        k.phases = 0  # the player can end the game this generation: money left afterwards buys nothing
    if g.state.automars is not None and TEMPO["automars"]:
        mine = final_points(clone(k, phases=k.phases + 1)) - final_points(k)
        k.tempo = TEMPO["automars"] * max(0.0, AUTOMARS_RATE - mine) / pace(g)
    if finishing and lead(g, p) >= LEAD:
        k.tempo = max(k.tempo, WINNING_STEP)  # ending the game now wins it: the rivals' generations are not played
    return k


def lead(g: Game, p: PlayerState) -> int:
    """`p`'s score now less the best rival's (AutoMars's as if the game ended now).

    Pricing points alone, a player ahead whose income outgrows the others' would rather the game went on,
    and a rival behind never ends it: a table of bots could play forever (seed 8069 of the 2-player
    benchmark). A player ahead who can end the game wins by ending it, so its steps are worth more then."""
    from tmdesk.engine import scoring

    others = [scoring.score(g, q)["total"] for q in g.state.players if q is not p]
    if g.state.automars is not None:
        others.append(g.automars_engine.score_now())
    return scoring.score(g, p)["total"] - max(others, default=0)


def clone(k: Outlook, **changes: Any) -> Outlook:
    """A copy of the sketch (`dataclasses.replace` without its checks: the policy makes thousands a game)."""
    c = object.__new__(Outlook)
    c.__dict__ = {**k.__dict__, **changes}
    return c


def finishing_cost(k: Outlook) -> float:
    """M€ the standard projects would ask for the steps the player's heat and plants cannot do now."""
    temperature = max(0.0, k.temperature_left - k.heat // solo.HEAT_PER_STEP)
    oxygen = max(0.0, k.oxygen_left - k.plants // k.plant_cost)
    return temperature * k.temperature_price + oxygen * k.oxygen_price + k.oceans_left * (k.ocean_price + solo.OCEAN_BONUS)


def growth(n: float) -> float:
    return float((1.0 + RETURN) ** n)


def annuity(n: float) -> float:
    return float(((1.0 + RETURN) ** n - 1.0) / RETURN)


def final_points(k: Outlook) -> float:
    """The points the sketch adds by the end: its own (TR, tiles), what its means will buy, and the tempo of
    the steps made now (those that heat and plants will make later bring the end no nearer than waiting).

    Heat and plants count the steps they will make later in the game, a little below a step made now
    (`LATER`); in the last generation, "later" is only this generation's turns: a player who passes then
    keeps none (`pass_value`). Without that, every player holding heat for the last steps would wait for a
    later that never comes, and a game between such players would never end."""
    n = k.phases
    grow, flow = growth(n), annuity(n)
    money = (k.megacredits + CARD_IN_HAND * k.cards) * grow + k.income * flow
    money += STEEL_WORTH * (k.steel * grow + k.steel_prod * flow)
    money += TITANIUM_WORTH * (k.titanium * grow + k.titanium_prod * flow)
    heat = k.heat + k.heat_prod * n
    greeneries = (k.plants + k.plant_prod * (n + 1)) / k.plant_cost  # the last production feeds a greenery too
    if n >= 1 or k.turns:
        by_heat = min(float(k.temperature_left), heat / solo.HEAT_PER_STEP)
        by_plants = min(float(k.oxygen_left), greeneries)
    else:  # passed in the last generation: no turn is left to convert in, and the game ends with Mars done
        by_heat = by_plants = 0.0
    if k.heat_pays:
        money += heat - by_heat * solo.HEAT_PER_STEP
    step = LATER * (1.0 + n / 2 / MC_PER_POINT)  # its TR, and the income of half the phases left, on average
    spend = 1.0 if n >= 1 else LAST_MONEY  # in the last generation, money not spent now is lost
    return (k.vp + spend * money / MC_PER_POINT + (by_heat + by_plants) * step + greeneries * GREENERY_POINTS
            + k.tempo * (k.steps - k.steps_left()))


def pass_value(k: Outlook, base: float) -> float:
    """What passing adds (nothing, or less than nothing in the last generation: the steps still expected of
    heat and plants this generation are given up)."""
    return final_points(clone(k, turns=False)) - base


def pay(k: Outlook, p: PlayerState, cost: int, card: CardDef | None) -> None:
    """Take the default payment of `cost` (steel, titanium, Helion's heat before M€) out of the sketch."""
    payment = rules.default_payment(p, cost, card) or {"megacredits": cost}
    k.megacredits -= payment.get("megacredits", 0)
    k.steel -= payment.get("steel", 0)
    k.titanium -= payment.get("titanium", 0)
    k.heat -= payment.get("heat", 0)


# --- cards --------------------------------------------------------------------------------------------

def card_value(g: Game, p: PlayerState, card: CardDef, k: Outlook | None = None, base: float | None = None,
               waits: bool = True) -> float:
    """The points playing `card` adds by the end of the game, its cost paid (after waiting for its
    requirements, unless `waits` is False), and a share of the cards in hand whose tag requirement it meets."""
    k = k or sketch(g, p)
    wait = solo.wait_generations(g, p, card, k) if waits else 0.0
    if wait > k.phases + 1:
        return NEVER
    if wait >= 0.5:
        k = clone(k, phases=max(0, k.phases - round(wait)))
        base = None
    if base is None:
        base = final_points(k)
    after = clone(k)
    pay(after, p, rules.card_cost(p, card), card)
    apply_effects(after, card.immediate, final_points)
    v = final_points(after) - base + card_points(g, p, card, after) + sum(f(g, p, card.immediate, k, base) for f in UNSEEN)
    if card.action is not None:
        v += ACTION_USE * (after.phases + 1) * action_points(card, after)
    v += ENGINE.get(card.name, 0.0) * after.phases * annuity_share(after.phases) / MC_PER_POINT
    v += TAG_POINTS * len(card.tags) + held_awards(g, p, k, after) + races(g, p, goal_races.card_feeds(card), k.phases)
    if waits and card.tags and card.name in p.hand:
        v += UNLOCK_SHARE * sum(max(0.0, card_value(g, p, other, k, None, waits=False))
                                for other in unlocked(g, p, card))
    return v


def unlocked(g: Game, p: PlayerState, card: CardDef) -> list[CardDef]:
    """The cards in `p`'s hand whose only missing requirement is tags that `card` brings."""
    out = []
    for name in p.hand:
        other = g.cards[name]
        if other is card or not other.requirements:
            continue
        missing = [r for r in other.requirements if rules.requirement_failure(g, p, r, rules.tolerance(p))]
        if missing and all(r["kind"] == "tag" and r["count"] - rules.count_tag(p, r["tag"]) <= card.tags.count(r["tag"])
                           for r in missing):
            out.append(other)
    return out


def annuity_share(n: int) -> float:
    """What M€ spread evenly over the n phases to come are worth at the end, per M€ (money grows)."""
    return annuity(n) / n if n > 0 else 1.0


def card_points(g: Game, p: PlayerState, card: CardDef, k: Outlook) -> float:
    """The card's own points at the end (the resources it gathers included)."""
    vp = card.vp or {}
    if "fixed" in vp:
        return float(vp["fixed"])
    if "per_tag" in vp:
        own = rules.count_tag(p, vp["per_tag"]) + card.tags.count(vp["per_tag"])
        return float(vp.get("points", 1) * own // vp.get("every", 1))
    if "per_resource_here" in vp:
        per = float(vp["per_resource_here"]) / float(vp["every"])
        start = sum(int(e.get("add_resource_here", 0)) for e in card.immediate)
        return per * float(start + FILLS.get(card.name, 0.0) * (k.phases + 1))  # actions add theirs in action_points
    if "per_adjacent" in vp:
        return 2.0
    if "per_city_anywhere" in vp:
        return (g.count_cities() + 0.8 * k.phases) / float(vp["every"])
    if "if_resources_here_at_least" in vp:
        return 0.4 * float(vp["points"])
    return 0.0


def action_points(card: CardDef, k: Outlook) -> float:
    """One use of the card's best action branch, in points (never below nothing: it may be left unused)."""
    best = 0.0
    vp = card.vp or {}
    per_resource = vp["per_resource_here"] / vp["every"] if "per_resource_here" in vp else 0.0
    branches = card.action_branches()
    converts = [b for b in branches if "resources_here" in (b.get("cost") or {})]
    for branch in branches:
        cost = branch.get("cost") or {}
        effects = branch.get("effects", ())
        if any("add_resource_here" in e for e in effects) and "resources_here" not in cost:
            gain = per_resource
            for c in converts:  # a resource is worth its share of what the conversion brings
                gain = max(gain, _branch_points(k, {}, c.get("effects", ())) / c["cost"]["resources_here"])
            if not solo._pay(clone(k), {r: n for r, n in cost.items()}):
                continue
            best = max(best, gain * solo._rate(k, cost))
        elif "resources_here" not in cost:
            best = max(best, solo._rate(k, cost) * _branch_points(k, cost, effects))
    return best


def _branch_points(k: Outlook, cost: dict[str, Any], effects: Any) -> float:
    after = clone(k, phases=k.phases // 2)  # a production it buys pays for half the uses' phases
    base = final_points(after)
    if not solo._pay(after, cost):
        return 0.0
    apply_effects(after, effects, final_points)
    return final_points(after) - base


def engine_points(g: Game, p: PlayerState, k: Outlook) -> float:
    """What the cards in play will still bring through their actions and lasting effects."""
    prof = rules.profile(p)
    n = k.phases
    v = (ENGINE.get(p.corporation or "", 0.0) + sum(ENGINE.get(c, 0.0) for c in p.played)) * n / MC_PER_POINT
    for card in prof.with_action:
        uses = n + (0 if card.name in p.used_actions else 1)
        v += ACTION_USE * uses * action_points(card, k)
    for name in p.played:
        if name in FILLS:
            vp = g.cards[name].vp or {}
            v += FILLS[name] * (n + 1) * vp.get("per_resource_here", 0) / vp.get("every", 1)
    return v


# --- the other actions of a turn --------------------------------------------------------------------------

PROJECT_EFFECTS: dict[str, list[dict[str, Any]]] = {
    "asteroid": [{"raise": "temperature"}], "greenery": [{"tile": "greenery"}], "aquifer": [{"tile": "ocean"}],
    "power_plant": [{"production": {"energy": 1}}], "city": [{"production": {"megacredits": 1}}, {"tile": "city"}],
}


def option_value(g: Game, p: PlayerState, o: dict[str, Any], k: Outlook, base: float) -> float:
    """The points an action option adds by the end (its cost paid); 0 for passing."""
    do = o["do"]
    after = clone(k)
    unseen = 0.0
    if do == "play_card":
        return card_value(g, p, g.cards[o["card"]], k, base)
    if do in OPTION_PRICES:
        return OPTION_PRICES[do](g, p, o, k, base)
    if do == "standard_project":
        project = o["project"]
        if project == "sell_patents":
            return 0.0
        pay(after, p, standard_projects.project_cost(p, project), None)
        apply_effects(after, project_effects(g, project), final_points)
        unseen = sum(f(g, p, project_effects(g, project), k, base) for f in UNSEEN)
        unseen += races(g, p, goal_races.effect_feeds(project_effects(g, project)), k.phases)
    elif do == "convert_heat":
        after.heat -= solo.HEAT_PER_STEP
        raise_parameter(after, "temperature", 1)
        unseen = races(g, p, {"tr": 1}, k.phases)
    elif do == "convert_plants":
        after.plants -= after.plant_cost
        raise_parameter(after, "oxygen", 1)
        after.vp += GREENERY_POINTS
        unseen = races(g, p, {"greenery": 1, "tile": 1, "tr": 1}, k.phases)
    elif do == "card_action":
        return action_points(g.cards[o["card"]], k)
    elif do == "claim_milestone":
        pay(after, p, actions.MILESTONE_COST, None)
        after.vp += 5
    elif do == "fund_award":
        if g.state.automars is not None and k.phases > FUND_WITHIN:
            return NOT_YET
        pay(after, p, actions.award_cost(g), None)
        after.vp += 5 * goal_races.award_chance(g, p, o["award"], k.phases)
    else:
        return 0.0
    return final_points(after) - base + unseen + held_awards(g, p, k, after)


def races(g: Game, p: PlayerState, feeds: dict[str, int], phases: int) -> float:
    """The points `feeds` add to `p`'s chances in the races for the milestones still open and the awards funded."""
    if not feeds:
        return 0.0
    return milestone_race(g, p, feeds) + goal_races.award_race(g, p, feeds, phases)


def milestone_race(g: Game, p: PlayerState, feeds: dict[str, int]) -> float:
    """The chance `feeds` add of claiming milestones first (`goal_races.milestone_chance`), at a milestone's points
    less its cost."""
    return goal_races.milestone_chance(g, p, feeds) * (5 - actions.MILESTONE_COST / MC_PER_POINT)


def project_effects(g: Game, project: str) -> Any:
    """A standard project's effects: the base game's as the sketch reads them, an expansion's as printed
    (Air Scrapping raises Venus; a colony is not in the sketch, so it is worth its cost less)."""
    if project in PROJECT_EFFECTS:
        return PROJECT_EFFECTS[project]
    return next((sp.effects for e in g.expansions for sp in e.standard_projects if sp.name == project), ())


def held_awards(g: Game, p: PlayerState, k: Outlook, after: Outlook) -> float:
    """The points of the funded awards for resources held that spending as `after` does gives up, when no
    production phase is left: a player who leads Thermalist with its heat keeps the 5 points by not turning
    the heat into a step of temperature (a point of TR)."""
    if k.phases or not g.state.awards:
        return 0.0
    lost = 0
    for award in g.state.awards:
        kinds = HELD.get(award)
        if kinds is None:
            continue
        best = goal_races.best_rival(g, p, award)  # (the sketch counts energy as heat: it becomes heat)
        if sum(getattr(k, r) for r in kinds) >= best > sum(getattr(after, r) for r in kinds):
            lost += 1
    return -5.0 * lost


def research(g: Game, p: PlayerState, offered: list[str], price: int) -> list[str]:
    """The cards worth their price: each must bring clearly more than it costs, and money must stay to play it."""
    k = sketch(g, p)
    base = final_points(k)
    cost = price * growth(k.phases) / MC_PER_POINT
    values = sorted(((card_value(g, p, g.cards[c], k, base), c) for c in offered), reverse=True)
    keep: list[str] = []
    money = p.resources["megacredits"]
    for v, c in values:
        if v - cost < BUY_ABOVE or (len(keep) + 1) * price > money:
            break
        keep.append(c)
    return keep


def space_value(g: Game, player: str, space: str, tile: Any) -> float:
    """What placing `tile` on `space` brings `player` in points, against the other players: its placement
    bonus and adjacent oceans, a greenery's point to each city next to it (ours or another's), a city's
    greeneries next to it now and to come."""
    b, tiles = g.board, g.state.tiles
    near = [tiles[n] for n in b.adjacent[space] if n in tiles]
    mc = sum(BONUS_MC.get(x, 1.0) for x in b.spaces[space].bonus) + 2.0 * sum(1 for t in near if t.tile == "ocean")
    v = mc / MC_PER_POINT
    if tile == "greenery":
        v += sum(1 if t.owner == player else -OTHER_CITY for t in near if t.is_city)
    elif tile in ("city", "capital"):
        v += sum(1 for t in near if t.tile == "greenery")
        v += NEAR_CITY * sum(1 for n in b.adjacent[space] if n not in tiles and n in b.land)
    if tile != "ocean":  # the goals counting where a player's tiles are (the maps other than Tharsis)
        row, by_ocean = b.spaces[space].row, any(t.tile == "ocean" for t in near)
        spot = {"polar": row in b.regions.get("polar", ()), "south": row in b.regions.get("south", ()),
                "by_ocean": by_ocean, "inland": not by_ocean, "edge": len(b.adjacent[space]) < FULL_NEIGHBOURHOOD,
                "volcanic": any(b.spaces[s].volcanic for s in (space, *b.adjacent[space])),
                "by_special": any(is_special(g, n) for n in b.adjacent[space])}
        v += races(g, g.player(player), {k: 1 for k, n in spot.items() if n}, phases_left(g))
    return v


def position(g: Game, name: str, phases: int | None = None) -> float:
    """`name`'s position: its points now and what it will add by the end, less AutoMars's points in awards."""
    from tmdesk.engine import scoring

    p = g.player(name)
    k = sketch(g, p, phases)
    sc = scoring.score(g, p)
    v = sc["total"] - AWARD_DOUBT * min(1.0, k.phases / 6) * sc["awards"]
    v += final_points(k) + engine_points(g, p, k)
    base = final_points(k)
    v += HAND_SHARE * sum(max(0.0, card_value(g, p, g.cards[c], k, base)) for c in p.hand)
    return v
