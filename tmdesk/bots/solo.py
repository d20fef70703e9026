"""Solo play: how far a player is from terraforming Mars by the end of generation 14 (12 with Prelude), in M€.

The official solo game is won only if temperature, oxygen and oceans are all at their goal when
generation 14 ends (with Venus Next, Venus at 30 % too; World Government terraforming then gives a free
step after each generation but the last, which the sketch spends on the priciest step left). `outlook` counts everything the player will still have to spend (M€ now, the
income of every production phase still to come, heat for the temperature, plants for greeneries) against
what the remaining steps cost by the standard projects. Income counts for every phase it will be paid:
a production of +1 M€ in generation 2 brings 12 M€ before the end, and the bot must see that to build
an economy. A step done now also pays its TR as income in every later production phase, and is worth a
bonus over its cost that grows large in the last generations (`done_bonus`: only steps win).

`card_value` prices a card by the same sums (the outlook with the card's printed effects, less its cost),
so that buying, keeping, selling and playing a card follow one economy.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, TypeVar

from tmdesk.bots import colonies
from tmdesk.engine import rules, standard_projects
from tmdesk.engine.phases import solo_generations
from tmdesk.engine.state import OCEANS_MAX, OXYGEN_MAX, TEMPERATURE_MAX, PlayerState

if TYPE_CHECKING:
    from collections.abc import Callable

    from tmdesk.cards.model import CardDef
    from tmdesk.engine.game import Game

HEAT_PER_STEP = 8
OXYGEN_BONUS = OXYGEN_MAX - 8  # oxygen steps left when 8 % is reached (a temperature step comes with it)
ZERO_DEGREES = TEMPERATURE_MAX // 2  # temperature steps left at 0 °C (an ocean comes with it)
HEAT_BONUSES = ((TEMPERATURE_MAX + 24) // 2, (TEMPERATURE_MAX + 20) // 2)  # steps left at -24 and -20 °C
VENUS, VENUS_MAX = "venus", 30  # Venus Next's scale (its key in the state) and its goal in percent
VENUS_CARD, VENUS_TR = (VENUS_MAX - 8) // 2, (VENUS_MAX - 16) // 2  # Venus steps left at 8 % and 16 %
OCEAN_BONUS = 2.0  # M€ an ocean usually brings back (adjacent oceans, its space's bonus)
LATER_TR = 0.5  # the steps still to do pay TR income too; done evenly, each pays for half the phases left
# M€ a step done is worth over the money it cost: money may still go astray, a step is sure. Small early
# (the economy comes first), large at the end (only steps win), rising over the last RAMP generations.
DONE_EARLY, DONE_LATE, RAMP = 3.0, 20.0, 5
STEEL_WORTH, TITANIUM_WORTH = 1.2, 1.8  # they pay only for building / space cards, never for projects
CARD_IN_HAND = 2.5  # a drawn card: what the cards bought and played usually bring over their price
ACTION_USE = 0.3  # share of a blue action's value counted per generation (it competes for money and energy)
# M€ a generation that a card's lasting effect (a discount, a trigger) brings: in the official solo game (the
# effects that only bring points or protect from opponents are worth nothing there), and in a game won on
# points (`points.ENGINE`: there every player's cards compete for the same points)
LASTING = {
    "Research Outpost": (1.0, 2.5), "Space Station": (1.5, 1.5), "Earth Catapult": (2.5, 4.5),
    "Quantum Extractor": (1.5, 1.5), "Mass Converter": (1.5, 1.5), "Earth Office": (1.5, 2.0),
    "Anti-Gravity Technology": (2.5, 4.5), "Shuttles": (1.5, 1.5), "Advanced Alloys": (1.0, 1.5),
    "Optimal Aerobraking": (1.5, 1.5), "Media Group": (1.5, 2.0), "Standard Technology": (2.5, 1.5),
    "Arctic Algae": (3.0, 3.0), "Rover Construction": (0.5, 2.0), "Viral Enhancers": (1.0, 1.0),
    "Mars University": (0.5, 1.0), "Adaptation Technology": (1.0, 1.0), "Immigrant City": (0.3, 2.0),
    "Olympus Conference": (0.5, 1.0), "Teractor": (2.0, 2.5), "CrediCor": (2.0, 2.5),
    "Interplanetary Cinematics": (1.5, 2.0), "Saturn Systems": (1.0, 1.5), "Mining Guild": (1.0, 1.5),
    "Tharsis Republic": (0.5, 3.0), "PhoboLog": (1.0, 1.5), "ThorGate": (1.0, 1.0), "Inventrix": (0.5, 0.5),
    "Point Luna": (0.0, 2.0), "Cheung Shing MARS": (0.0, 2.0), "Valley Trust": (0.0, 1.5), "Vitor": (0.0, 2.5),
}
ENGINE_WORTH = {name: solo for name, (solo, _) in LASTING.items() if solo}
RETURN = 0.05  # what M€ invested bring back a generation (why money now is worth more than money later)
BUY_ABOVE = 1.5  # M€ a card must bring over both its prices (to buy, to play)
BUY_PER_WAITING = 1.0  # ... and more for each good card already waiting in hand (money to play them is short)
BUY_SHARE = 0.5  # share of the M€ at hand research may spend
KEEP_ABOVE = 8.0  # M€ a starting card must bring over the cost of playing it to be kept (at 3 M€)
PLACEMENT = 1.5  # M€ a tile's placement bonus usually brings
TAG_WORTH = 0.3  # M€ a tag brings (tags feed requirements and the discounts of other cards)
NEVER = -100.0  # a card whose requirement cannot be met in time
# points a tile brings by itself at the end of a game won on points: a greenery its own point, a city the
# greeneries that usually come next to it (a greenery's TR comes with its oxygen step)
TILE_POINTS = {"greenery": 1.0, "city": 1.5}


@dataclass
class Sketch:
    """The player's means and Mars's state, summed up for the outlook."""

    phases: int  # production phases whose income can still be spent (after generations g .. 13)
    megacredits: float
    income: float  # M€ production + TR
    steel: float
    titanium: float
    steel_prod: float
    titanium_prod: float
    heat: float  # heat and energy (energy becomes heat)
    heat_prod: float
    plants: float
    plant_prod: float
    temperature_left: int
    oxygen_left: int
    oceans_left: int
    plant_cost: int
    heat_pays: bool  # Helion: heat pays like M€
    temperature_price: float
    oxygen_price: float
    ocean_price: float
    energy_prod: float = 0.0  # energy production alone (what energy-spending actions can count on)
    cards: float = 0.0  # cards drawn (their worth in M€ is CARD_IN_HAND each)
    vp: float = 0.0  # points gained in the sketch: TR and tiles (games won on points; the solo outlook ignores them)
    venus_left: int = 0  # Venus Next: Venus steps still to do (Venus is a solo goal)
    venus_price: float = 0.0  # what a Venus step costs (Air Scrapping)
    free_steps: int = 0  # World Government terraforming steps still to come (Venus Next)

    def steps_left(self) -> int:
        return self.temperature_left + self.oxygen_left + self.oceans_left + self.venus_left


S = TypeVar("S", bound=Sketch)  # a sketch, or a sketch that knows more (the points outlook)


def sketch(g: Game, p: PlayerState) -> Sketch:
    s = g.state
    res, prod = p.resources, p.production
    return Sketch(
        phases=max(0, solo_generations(s.config) - s.generation),  # 14, or 12 with Prelude
        megacredits=float(res["megacredits"]), income=float(prod["megacredits"] + p.tr),
        steel=float(res["steel"]), titanium=float(res["titanium"]),
        steel_prod=float(prod["steel"]), titanium_prod=float(prod["titanium"]),
        heat=float(res["heat"] + res["energy"]), heat_prod=float(prod["heat"] + prod["energy"]),
        energy_prod=float(prod["energy"]),
        plants=float(res["plants"]), plant_prod=float(prod["plants"]),
        temperature_left=(TEMPERATURE_MAX - s.temperature) // 2, oxygen_left=OXYGEN_MAX - s.oxygen,
        oceans_left=max(0, OCEANS_MAX - s.oceans), plant_cost=rules.greenery_plant_cost(p),
        heat_pays=rules.heat_as_megacredits(p),
        temperature_price=float(standard_projects.project_cost(p, "asteroid")),
        oxygen_price=float(standard_projects.project_cost(p, "greenery")),
        ocean_price=float(standard_projects.project_cost(p, "aquifer")) - OCEAN_BONUS,
        **_venus(g, p),
    )


def _venus(g: Game, p: PlayerState) -> dict[str, Any]:
    """The Venus goal of a solo game with Venus Next: its steps left, their price and the free government steps."""
    scale = g.state.expansion_state.get(VENUS)
    if scale is None:
        return {}
    return {"venus_left": (VENUS_MAX - int(scale)) // 2, "venus_price": float(standard_projects.project_cost(p, "air_scrapping")),
            "free_steps": max(0, solo_generations(g.state.config) - g.state.generation)}


def done_bonus(phases: int) -> float:
    """What a step done is worth over its cost, with `phases` production phases left (see DONE_LATE)."""
    late = min(1.0, max(0.0, (RAMP - phases) / RAMP))
    return DONE_EARLY + (DONE_LATE - DONE_EARLY) * late


def growth(n: int) -> float:
    """What 1 M€ of today is worth at the end, n production phases later: money can be invested on the way."""
    return float((1.0 + RETURN) ** n)


def annuity(n: int) -> float:
    """What an income of 1 M€ in each of the n production phases to come is worth at the end."""
    return float(sum((1.0 + RETURN) ** i for i in range(n)))


def surplus(k: Sketch) -> float:
    """End-of-game M€ to spare (negative: missing) if every M€, heat and plant went into the steps left.

    M€ (and steel and titanium) earn RETURN a generation until then, because they can buy production
    on the way; heat and plants cannot, they only ever raise their own parameter."""
    n = k.phases
    grow, flow = growth(n), annuity(n)
    money = (k.megacredits + CARD_IN_HAND * k.cards) * grow + k.income * flow
    money += STEEL_WORTH * (k.steel * grow + k.steel_prod * flow)
    money += TITANIUM_WORTH * (k.titanium * grow + k.titanium_prod * flow)
    heat = k.heat + k.heat_prod * n
    plants = k.plants + k.plant_prod * n
    # the 8 % oxygen step raises the temperature, 0 °C places an ocean: those steps come free
    temperature_left = max(0, k.temperature_left - (1 if k.oxygen_left > OXYGEN_BONUS else 0))
    oceans_left = max(0, k.oceans_left - (1 if k.temperature_left > ZERO_DEGREES else 0))
    by_heat = min(float(temperature_left), heat / HEAT_PER_STEP)
    if k.heat_pays:
        money += heat - by_heat * HEAT_PER_STEP
    by_plants = min(float(k.oxygen_left), plants / k.plant_cost)
    bought = [(temperature_left - by_heat, k.temperature_price), (k.oxygen_left - by_plants, k.oxygen_price),
              (float(oceans_left), k.ocean_price), (float(k.venus_left), k.venus_price)]
    need = sum(n * price for n, price in bought) - _free(bought, k.free_steps)
    later = LATER_TR * max(0, k.steps_left() - k.free_steps) * n / 2  # the government's steps pay nobody TR
    return money + later - need


def _free(bought: list[tuple[float, float]], free: int) -> float:
    """What the World Government's free steps save: the priciest steps that would otherwise be bought."""
    saved = 0.0
    for n, price in sorted(bought, key=lambda t: -t[1]):
        used = min(float(free), max(0.0, n))
        saved += used * price
        free -= int(used)
        if free <= 0:
            break
    return saved


def outlook(g: Game, p: PlayerState) -> float:
    """The solo position in M€: the surplus (see `surplus`), a little for steps done, and the engine in play."""
    k = sketch(g, p)
    return surplus(k) - done_bonus(k.phases) * k.steps_left() + engine_value(g, p, k)


def engine_value(g: Game, p: PlayerState, k: Sketch) -> float:
    """What the blue actions and the effects of the cards in play will still bring."""
    prof = rules.profile(p)
    v = k.phases * (ENGINE_WORTH.get(p.corporation or "", 0.0) + sum(ENGINE_WORTH.get(c, 0.0) for c in p.played))
    v += k.phases * colonies.income(g, p, resource_worth(k), CARD_IN_HAND)  # Colonies: the colonies' bonuses to come
    for card in prof.with_action:
        uses = k.phases + (0 if card.name in p.used_actions else 1)
        v += ACTION_USE * uses * action_value(card, k, steady=True)
    return v


def resource_worth(k: Sketch) -> dict[str, float]:
    """M€ a resource gained now is worth to the solo sums (heat and plants only while their parameter needs them)."""
    heat = k.temperature_price / HEAT_PER_STEP if k.temperature_left else 0.0
    return {"megacredits": 1.0, "steel": STEEL_WORTH, "titanium": TITANIUM_WORTH, "heat": heat, "energy": heat,
            "plants": k.oxygen_price / k.plant_cost if k.oxygen_left else 0.0}


def action_value(card: CardDef, k: Sketch, steady: bool = False) -> float:
    """One use of the card's best action branch, in M€ (never below nothing: it can be left unused).

    `steady`: a generation's use on average, when the resource it spends comes only from production
    (3 energy an action with 1 energy production: a use every third generation)."""
    best = 0.0
    for branch in card.action_branches():
        cost = branch.get("cost") or {}
        rate = _rate(k, cost) if steady else 1.0
        after = replace(k, phases=k.phases // 2)  # a production it buys pays for half the uses' phases
        base = surplus(after)
        if not _pay(after, cost):
            continue
        apply_effects(after, branch.get("effects", ()))
        gain = surplus(after) - base - done_bonus(k.phases) * (after.steps_left() - k.steps_left())
        best = max(best, rate * gain)
    return best


def _rate(k: Sketch, cost: dict[str, Any]) -> float:
    supply = {"energy": k.energy_prod, "heat": k.heat_prod, "plants": k.plant_prod, "steel": k.steel_prod,
              "titanium": k.titanium_prod}
    rate = 1.0
    for res, n in cost.items():
        if res in supply:
            rate = min(rate, supply[res] / (n if isinstance(n, int) and n > 0 else 1))
    return rate


STOCK = {"megacredits": "megacredits", "energy": "heat", "heat": "heat", "plants": "plants", "steel": "steel",
         "titanium": "titanium"}  # where a standard resource goes in the sketch (energy becomes heat)


def _stock(k: Sketch, res: str, n: int) -> bool:
    """Add `n` (negative: take) of a standard resource to the sketch; False for anything else."""
    field = STOCK.get(res)
    if field is None:
        return False
    setattr(k, field, getattr(k, field) + n)
    return True


def _pay(k: Sketch, cost: dict[str, Any]) -> bool:
    """Take an action's cost from the sketch; False when it cannot be priced (resources on the card)."""
    for res, n in cost.items():
        if res == "production":
            _production(k, {r: -v for r, v in n.items()} if isinstance(n, dict) else {})
        elif not _stock(k, res, -(n if isinstance(n, int) else 1)):
            return False
    return True


def _production(k: Sketch, prod: dict[str, Any]) -> None:
    for res, n in prod.items():
        n = n if isinstance(n, int) else 1
        if res == "megacredits":
            k.income += n
        elif res in ("energy", "heat"):
            k.heat_prod += n
            k.energy_prod += n if res == "energy" else 0
        elif res == "plants":
            k.plant_prod += n
        elif res == "steel":
            k.steel_prod += n
        elif res == "titanium":
            k.titanium_prod += n


def _gain(k: Sketch, gain: dict[str, Any]) -> None:
    for res, n in gain.items():
        _stock(k, res, n if isinstance(n, int) else 1)


def raise_parameter(k: Sketch, parameter: str, steps: int) -> None:
    """Raise a parameter in the sketch, with the track's bonus steps (8 % oxygen: temperature; 0 °C: ocean)."""
    if parameter == "temperature":
        done = min(steps, k.temperature_left)
        was = k.temperature_left
        k.temperature_left -= done
        k.heat_prod += sum(1 for at in HEAT_BONUSES if was > at >= k.temperature_left)
        if was > ZERO_DEGREES >= k.temperature_left:
            raise_parameter(k, "oceans", 1)
    elif parameter == "oxygen":
        done = min(steps, k.oxygen_left)
        was = k.oxygen_left
        k.oxygen_left -= done
        if was > OXYGEN_BONUS >= k.oxygen_left:
            raise_parameter(k, "temperature", 1)
    elif parameter == "venus":  # Venus Next: a card at 8 %, 1 TR more at 16 %
        done = min(steps, k.venus_left)
        was = k.venus_left
        k.venus_left -= done
        k.cards += 1 if was > VENUS_CARD >= k.venus_left else 0
        k.income += 1 if was > VENUS_TR >= k.venus_left else 0
        k.vp += 1 if was > VENUS_TR >= k.venus_left else 0
    else:
        done = min(steps, k.oceans_left)
        k.oceans_left -= done
        k.megacredits += OCEAN_BONUS * done
    k.income += done
    k.vp += done


def apply_effects(k: S, effects: Any, value: Callable[[S], float] | None = None) -> None:
    """The sketch after the printed effects (those that matter to terraforming in time, and the points of
    TR and tiles). `value` judges a choice between effects (by default the solo `surplus`)."""
    for e in effects:
        if "production" in e:
            _production(k, e["production"])
        elif "gain" in e:
            _gain(k, e["gain"])
        elif "tr" in e:
            k.income += e["tr"]
            k.vp += e["tr"]
        elif "raise" in e:
            raise_parameter(k, e["raise"], e.get("steps", 1))
        elif "tile" in e:
            n = e.get("count", 1)
            if e["tile"] == "ocean":
                raise_parameter(k, "oceans", n)
            elif e["tile"] == "greenery":
                raise_parameter(k, "oxygen", n)
            k.megacredits += PLACEMENT * n
            k.vp += TILE_POINTS.get(e["tile"], 0.0) * n
        elif "draw_cards" in e:
            k.cards += e["draw_cards"]
        elif "look_keep" in e:
            k.cards += e["look_keep"]["keep"]
        elif "production_per" in e:
            d = e["production_per"]  # about two of what it counts
            _production(k, {d["resource"]: max(1, 2 * d["amount"] // max(1, d.get("every", 1)))})
        elif "gain_per" in e:
            d = e["gain_per"]
            _gain(k, {d["resource"]: 3 * d["amount"]})
        elif "spend" in e:
            _gain(k, {r: -n for r, n in e["spend"].items()})
        elif "choose_one" in e:
            options = []
            for o in e["choose_one"]:
                c = replace(k)
                apply_effects(c, o, value)
                options.append((value(c) if value else surplus(c), c))
            if options:
                best = max(options, key=lambda t: t[0])[1]
                k.__dict__.update(best.__dict__)
        elif "conditional" in e:
            apply_effects(k, e["conditional"]["else"], value)


def corporation_value(g: Game, p: PlayerState, corp: CardDef) -> float:
    """What a corporation brings to the solo outlook at the start, beyond its starting M€."""
    saved = p.corporation
    p.corporation = corp.name  # its discounts, plant cost and heat rule (restored below)
    try:
        k = sketch(g, p)
    finally:
        p.corporation = saved
    base = surplus(k)
    _production(k, corp.starting_production)
    _gain(k, corp.starting_resources)
    return (surplus(k) - base) / growth(k.phases) + ENGINE_WORTH.get(corp.name, 0.0) * k.phases


def research(g: Game, p: PlayerState, offered: list[str], price: int) -> list[str]:
    """The cards worth buying: each must bring clearly more than its price, and money must stay to play them."""
    k = sketch(g, p)
    values = sorted(((card_value(g, p, g.cards[c]), c) for c in offered), reverse=True)
    waiting = sum(1 for c in p.hand if card_value(g, p, g.cards[c]) > 0)
    money = p.resources["megacredits"]
    keep: list[str] = []
    for v, c in values:
        bar = BUY_ABOVE + BUY_PER_WAITING * (waiting + len(keep))
        if v - price < bar or k.phases < 2 or (len(keep) + 1) * price > money * BUY_SHARE:
            break
        keep.append(c)
    return keep


# --- cards ------------------------------------------------------------------------------------------

def wait_generations(g: Game, p: PlayerState, card: CardDef, k: Sketch) -> float:
    """Generations before the card's requirements may hold (NEVER's sign: they never will in time)."""
    s = g.state
    tol = rules.tolerance(p)
    wait = 0.0
    pace = max(1, k.phases)  # generations left to do each parameter's remaining steps evenly
    for req in card.requirements:
        kind = req["kind"]
        if kind in ("oxygen", "temperature", "oceans", VENUS):
            now = {"oxygen": s.oxygen, "temperature": s.temperature, "oceans": s.oceans,
                   VENUS: s.expansion_state.get(VENUS, 0)}[kind]
            unit = 2 if kind in ("temperature", VENUS) else 1
            left = {"oxygen": k.oxygen_left, "temperature": k.temperature_left, "oceans": k.oceans_left,
                    VENUS: k.venus_left}[kind]
            if "max" in req and now > req["max"] + tol * unit:
                return float("inf")
            if "min" in req and now < req["min"] - tol * unit:
                steps = (req["min"] - tol * unit - now) / unit
                wait = max(wait, steps * pace / max(left, 1))
        elif kind == "tag":
            missing = req["count"] - rules.count_tag(p, req["tag"])
            wait = max(wait, 2.5 * max(0, missing))
        elif kind == "production":
            missing = req["min"] - p.production[req["resource"]]
            wait = max(wait, 2.0 * max(0, missing))
        elif kind in ("cities", "greeneries") and rules.requirement_failure(g, p, req, tol) is not None:
            wait = max(wait, 2.0)
    return wait


def card_value(g: Game, p: PlayerState, card: CardDef) -> float:
    """What playing the card brings to the solo outlook, less its cost (after waiting for its requirements)."""
    k = sketch(g, p)
    wait = wait_generations(g, p, card, k)
    if wait > k.phases + 1:
        return NEVER
    k.phases = max(0, k.phases - round(wait))
    base = surplus(k)
    after = replace(k)
    apply_effects(after, card.immediate)
    v = surplus(after) - base - done_bonus(after.phases) * (after.steps_left() - k.steps_left())
    if card.action is not None:
        v += ACTION_USE * (after.phases + 1) * action_value(card, after, steady=True)
    v += ENGINE_WORTH.get(card.name, 0.0) * after.phases
    v = v / growth(k.phases)  # in M€ of the time it is played, like its cost
    v -= rules.card_cost(p, card) - _metal_discount(p, card)
    v += TAG_WORTH * len(card.tags)
    return v


def _metal_discount(p: PlayerState, card: CardDef) -> float:
    """What paying with steel or titanium saves, beyond the worth already counted for them."""
    values = rules.profile(p).values
    cost = rules.card_cost(p, card)
    if "building" in card.tags:
        return min(p.resources["steel"], cost // values["steel"]) * (values["steel"] - STEEL_WORTH)
    if "space" in card.tags:
        return min(p.resources["titanium"], cost // values["titanium"]) * (values["titanium"] - TITANIUM_WORTH)
    return 0.0


def payment(p: PlayerState, cost: int, card: CardDef | None) -> dict[str, int]:
    """The default payment, but Helion's heat only where M€ run short: heat is also the temperature's fuel."""
    pay = rules.default_payment(p, cost, card) or {}
    heat = pay.get("heat", 0)
    if heat:
        spare = p.resources["megacredits"] - pay.get("megacredits", 0)
        moved = min(heat, spare)
        pay["heat"] = heat - moved
        pay["megacredits"] = pay.get("megacredits", 0) + moved
    return {r: n for r, n in pay.items() if n}
