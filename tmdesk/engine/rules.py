"""Derived rule values: tags in play, card costs and payment, requirements, protections.

These read the state and never change it.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from tmdesk.cards.loader import catalogue
from tmdesk.cards.model import CardDef
from tmdesk.engine import messages as M
from tmdesk.engine.hooks import REQUIREMENTS
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.state import OCEANS_MAX, OXYGEN_MAX, TEMPERATURE_MAX, PlayerState

if TYPE_CHECKING:
    from tmdesk.engine.game import Game

PRODUCTION_FLOOR = {"megacredits": -5}
GLOBAL_REQUIREMENTS = ("oxygen", "temperature", "oceans")  # relaxed by Inventrix, Special Design... (and Venus)
STEEL_VALUE, TITANIUM_VALUE = 2, 3
PAYMENT_RESOURCES = ("megacredits", "steel", "titanium", "heat")
USUAL_ORDER = ("titanium", "steel", "heat")  # default_payment's order when no card resource may pay
CARD_PRICE = 3  # M€ for each card bought into the hand


def floor(resource: str) -> int:
    return PRODUCTION_FLOOR.get(resource, 0)


def cards_in_play(p: PlayerState) -> list[CardDef]:
    """Corporation first, then played automated and active cards (not events)."""
    cat = catalogue().cards
    out = [cat[p.corporation]] if p.corporation else []
    out.extend(cat[n] for n in p.played)
    return out


class Profile:
    """What a player's corporation and played cards make permanently true (derived once per set of cards).

    Every rule below reads it instead of walking the card effects again: listing the legal actions asks
    for these values hundreds of times per decision, and they change only when a card is played. A
    profile is the previous one (the same cards but the last) plus one card, so each costs one card's work.
    """

    __slots__ = ("statics", "values", "heat_as_megacredits", "greenery_plant_cost", "project_discounts",
                 "tolerance", "tags", "with_action", "with_triggers", "listeners", "discounts", "payers",
                 "pay_cards", "protected", "memo")

    def __init__(self) -> None:
        self.statics: tuple[dict[str, Any], ...] = ()
        self.values = {"megacredits": 1, "steel": STEEL_VALUE, "titanium": TITANIUM_VALUE, "heat": 1}
        self.heat_as_megacredits = False
        self.greenery_plant_cost: int | None = None  # None: none of the cards changes it
        self.project_discounts: dict[str, int] = {}
        self.tolerance = 0
        self.discounts: tuple[tuple[int, frozenset[str] | None], ...] = ()  # (M€, on cards with any of these tags)
        self.tags: Counter[str] = Counter()
        self.with_action: tuple[CardDef, ...] = ()
        self.with_triggers: tuple[CardDef, ...] = ()
        # event -> (card, trigger) of every card listening to it, in play order (read only)
        self.listeners: dict[str, tuple[tuple[CardDef, dict[str, Any]], ...]] = {}
        # (payment key, M€ per resource, tags it pays for) of the cards whose resources may pay: the key is the
        # card's name (Psychrophiles), or what its static names it `as` ("floaters": Dirigibles)
        self.payers: tuple[tuple[str, int, frozenset[str]], ...] = ()
        self.pay_cards: dict[str, str] = {}  # payment key named `as` -> the card holding those resources
        self.protected: frozenset[str] = frozenset()  # resources opponents cannot remove (Protected Habitats)
        self.memo: dict[str, Any] = {}  # values other rules modules derive from this profile (their keys)

    def plus(self, card: CardDef) -> Profile:
        """This profile with one more card in play (self is not changed; what the card leaves as it was
        is shared, read only)."""
        new = Profile.__new__(Profile)
        new.statics, new.values, new.project_discounts = self.statics, self.values, self.project_discounts
        new.heat_as_megacredits, new.greenery_plant_cost = self.heat_as_megacredits, self.greenery_plant_cost
        new.tolerance, new.discounts, new.payers, new.protected = (self.tolerance, self.discounts, self.payers,
                                                                   self.protected)
        new.pay_cards = self.pay_cards
        new.tags, new.listeners, new.memo = self.tags, self.listeners, {}
        new.with_action = self.with_action + (card,) if card.action is not None else self.with_action
        new.with_triggers = self.with_triggers + (card,) if card.triggers else self.with_triggers
        if card.tags:
            new.tags = self.tags.copy()
            new.tags.update(card.tags)
        if card.triggers:
            new.listeners = dict(self.listeners)
            for event, trigs in card.triggers.items():
                new.listeners[event] = new.listeners.get(event, ()) + tuple((card, t) for t in trigs)
        added = tuple(card.statics.get("list", ()))
        if added:
            new._add_statics(card, added)
        return new

    def _add_statics(self, card: CardDef, added: tuple[dict[str, Any], ...]) -> None:
        """The card's ongoing effects, on a new profile whose containers are still shared."""
        self.statics = self.statics + added
        self.values = dict(self.values)
        self.project_discounts = dict(self.project_discounts)
        self.discounts = self.discounts + tuple(
            (s["discount"], None if s.get("on_tags") is None else frozenset(s["on_tags"])) for s in added if "discount" in s)
        for s in added:
            for r, extra in s.get("resource_value", {}).items():
                self.values[r] += extra
            self.heat_as_megacredits = self.heat_as_megacredits or bool(s.get("heat_as_megacredits"))
            if "greenery_plant_cost" in s and self.greenery_plant_cost is None:
                self.greenery_plant_cost = int(s["greenery_plant_cost"])
            d = s.get("standard_project_discount")
            if d:
                self.project_discounts[d["project"]] = self.project_discounts.get(d["project"], 0) + d["amount"]
            self.tolerance += int(s.get("global_requirement_tolerance", 0))
            self.protected = self.protected.union(s.get("protect_from_opponents", ()))
            if "resources_here_pay" in s:
                d = s["resources_here_pay"]
                key = str(d.get("as", card.name))
                self.payers += ((key, int(d["value"]), frozenset(d["on_tags"])),)
                self.values[key] = int(d["value"])
                if key != card.name:
                    self.pay_cards = dict(self.pay_cards, **{key: card.name})


EMPTY_PROFILE = Profile()


@lru_cache(maxsize=16384)
def _profile(corporation: str | None, played: tuple[str, ...]) -> Profile:
    if played:
        return _profile(corporation, played[:-1]).plus(catalogue().cards[played[-1]])
    return EMPTY_PROFILE.plus(catalogue().cards[corporation]) if corporation else EMPTY_PROFILE


def profile(p: PlayerState) -> Profile:
    memo = p.derived
    if memo is not None and memo[0] == p.played and memo[1] == p.corporation:
        return memo[2]  # type: ignore[no-any-return]
    prof = _profile(p.corporation, tuple(p.played))
    p.derived = (list(p.played), p.corporation, prof)
    return prof


def statics(p: PlayerState) -> tuple[dict[str, Any], ...]:
    """Every permanent (non-trigger) ongoing effect of the player's corporation and cards."""
    return profile(p).statics


def tag_counts(p: PlayerState) -> Counter[str]:
    return Counter(profile(p).tags)


def count_tag(p: PlayerState, tag: str, wild: bool = True) -> int:
    """Tags in play. A wild tag (Prelude) counts as one of any kind, except where `wild` is False
    (awards count printed tags only, as the open-source edition rules it)."""
    tags = profile(p).tags
    return tags[tag] + (tags["wild"] if wild and tag != "wild" else 0)


def card_cost(p: PlayerState, card: CardDef, prof: Profile | None = None) -> int:
    """Printed cost less every discount that applies to it, never below 0 (`prof`: the player's profile,
    when the caller has it). A discount on a tag counts once per such tag of the card: Earth Office takes
    6 M€ off Luna Governor's two Earth tags (FAQ, Teractor; the web edition counts the tags too)."""
    cost = card.cost - p.next_card_discount
    discounts = (prof or profile(p)).discounts
    if not discounts:
        return max(cost, 0)
    for amount, tags in discounts:
        if tags is None:
            cost -= amount
        elif not tags.isdisjoint(card.tags):
            cost -= amount * sum(1 for t in card.tags if t in tags)
    return max(cost, 0)


def resource_values(p: PlayerState) -> dict[str, int]:
    """M€ value of each payment unit; resources on a card that may pay (Psychrophiles) by the card's name."""
    return dict(profile(p).values)


def have(p: PlayerState, r: str) -> int:
    """How many units of this payment key the player has: a resource, or the resources on the card that
    may pay with them (by its name, or the key its static names `as`)."""
    return p.resources[r] if r in p.resources else p.card_resources.get(paying_card(p, r), 0)


def paying_card(p: PlayerState, key: str) -> str:
    """The card whose resources a payment key other than a resource spends."""
    return profile(p).pay_cards.get(key, key)




def heat_as_megacredits(p: PlayerState) -> bool:
    return profile(p).heat_as_megacredits


def card_price(p: PlayerState) -> int:
    """What the player pays for each card bought into the hand: 3 M€, or what a card of theirs says
    (Polyphemos: 5, at set-up, in the research phase and for the cards Business Network and Inventors'
    Guild sell)."""
    prof = profile(p)
    price: int | None = prof.memo.get("card_price")
    if price is None:
        price = prof.memo["card_price"] = _price(prof.statics)
    return price


def card_price_with(corporation: CardDef) -> int:
    """`card_price` of a player who takes this corporation (the set-up's purchase)."""
    return _price(corporation.statics.get("list", ()))


def _price(statics: tuple[dict[str, Any], ...]) -> int:
    return next((int(s["card_buy_price"]) for s in statics if "card_buy_price" in s), CARD_PRICE)


def heat_payer(p: PlayerState) -> tuple[str, int] | None:
    """The player's card whose resources may be spent as heat, and the heat each is worth (Stormcraft
    Incorporated's floaters: 2), or None."""
    prof = profile(p)
    if "heat_payer" not in prof.memo:
        prof.memo["heat_payer"] = next(((c.name, int(s["resources_here_as_heat"])) for c in cards_in_play(p)
                                        for s in c.statics.get("list", ()) if "resources_here_as_heat" in s), None)
    found: tuple[str, int] | None = prof.memo["heat_payer"]
    return found


def spendable(p: PlayerState, resource: str) -> int:
    """How much of a resource the player can spend: their stock, and for heat the resources a card lets
    them spend as heat (Stormcraft Incorporated; they are not heat the player has: Thermalist ignores them)."""
    payer = heat_payer(p) if resource == "heat" else None
    return p.resources[resource] + (payer[1] * p.card_resources.get(payer[0], 0) if payer else 0)


def heat_payments(p: PlayerState, amount: int) -> range:
    """How many of the heat payer's resources may go into paying `amount` heat, the rest in heat, with no
    change given: from what the heat leaves uncovered to what covers it all (empty: not enough)."""
    heat = p.resources["heat"]
    payer = heat_payer(p)
    if payer is None:
        return range(0, 1 if heat >= amount else 0)
    card, value = payer
    return range(max(0, -(-(amount - heat) // value)), min(p.card_resources.get(card, 0), -(-amount // value)) + 1)


def greenery_plant_cost(p: PlayerState, prof: Profile | None = None) -> int:
    cost = (prof or profile(p)).greenery_plant_cost
    return 8 if cost is None else cost


def standard_project_discount(p: PlayerState, project: str) -> int:
    return profile(p).project_discounts.get(project, 0)


def tolerance(p: PlayerState, prof: Profile | None = None) -> int:
    """Steps by which global requirements are relaxed. Inventrix, Adaptation Technology and Special Design each
    say "+2 or -2 steps", so two in force give 4 and all three 6: they add up (no card says otherwise)."""
    return p.next_card_tolerance + (prof or profile(p)).tolerance


def protected(owner: PlayerState, actor: str, resource: str) -> bool:
    """Protected Habitats: opponents cannot remove these from the owner."""
    return owner.name != actor and resource in profile(owner).protected


def card_resources_protected(card: CardDef) -> bool:
    statics: tuple[dict[str, Any], ...] = card.statics.get("list", ())
    return bool(statics) and any(s.get("resources_here_protected") for s in statics)


# --- payment ---------------------------------------------------------------------------------

def allowed_payment(p: PlayerState, card: CardDef | None, prof: Profile | None = None) -> list[str]:
    """Which resources may pay this cost (card None: a standard project, milestone or award)."""
    allowed = ["megacredits"]
    if card is not None and "building" in card.tags:
        allowed.append("steel")
    if card is not None and "space" in card.tags:
        allowed.append("titanium")
    prof = prof or profile(p)  # once for both questions below (a hot path: every card of every turn)
    if prof.heat_as_megacredits:
        allowed.append("heat")
    if card is not None and prof.payers:
        allowed += [name for name, _value, tags in prof.payers if tags & set(card.tags)]  # Psychrophiles: microbes for plant cards
    return allowed


def check_payment(p: PlayerState, cost: int, pay: dict[str, int], card: CardDef | None,
                  extra_allowed: tuple[str, ...] = ()) -> None:
    """Raise IllegalAction unless `pay` covers `cost` with resources the player has and may use.

    Overpaying is allowed only as far as the resource units force it (no change is given):
    a payment from which any single unit could be dropped while still covering the cost is rejected.
    """
    prof = profile(p)
    allowed = allowed_payment(p, card, prof) + list(extra_allowed)
    values = prof.values
    total = 0
    for r, n in pay.items():
        if (r not in PAYMENT_RESOURCES and r not in allowed) or not isinstance(n, int) or isinstance(n, bool) \
                or n < 0:
            raise IllegalAction(M.BAD_PAYMENT_RESOURCE, resource=r)
        if n == 0:
            continue
        if r not in allowed:
            raise IllegalAction({"steel": M.STEEL_NOT_BUILDING, "titanium": M.TITANIUM_NOT_SPACE,
                                 "heat": M.HEAT_NOT_HELION}.get(r, M.BAD_PAYMENT_RESOURCE), resource=r)
        if have(p, r) < n:
            raise IllegalAction(M.NOT_ENOUGH, have=have(p, r), resource=r, need=n)
        total += n * values[r]
    if total < cost:
        raise IllegalAction(M.CANNOT_PAY, cost=cost)
    for r, n in pay.items():
        if n > 0 and total - values[r] >= cost:
            raise IllegalAction(M.OVERPAID, resource=r)


def max_payable(p: PlayerState, card: CardDef | None, extra_allowed: tuple[str, ...] = (),
                prof: Profile | None = None) -> int:
    prof = prof or profile(p)
    values, res = prof.values, p.resources
    if extra_allowed or (prof.payers and card is not None):  # the general sum (card resources may pay)
        return sum(have(p, r) * values[r] for r in allowed_payment(p, card, prof) + list(extra_allowed))
    total = res["megacredits"]
    tags = card.tags if card is not None else ()
    if "building" in tags:
        total += res["steel"] * values["steel"]
    if "space" in tags:
        total += res["titanium"] * values["titanium"]
    if prof.heat_as_megacredits:
        total += res["heat"] * values["heat"]
    return total


def _kept_for_effects(p: PlayerState, card: CardDef | None, prof: Profile) -> dict[str, int]:
    """Card resources that may pay (Dirigibles' floaters) but that the card's own effects must then take off
    one of the player's cards (Stratospheric Birds): what the other cards do not hold is kept back."""
    if card is None:
        return {}
    kept: dict[str, int] = {}
    for e in card.immediate:
        if "remove_resource_own_card" in e:
            d = e["remove_resource_own_card"]
            payers = {key: paying_card(p, key) for key, _value, _tags in prof.payers}
            holders = {key: c for key, c in payers.items() if catalogue()[c].holds_resource == d["type"]}
            elsewhere = sum(n for c, n in p.card_resources.items()
                            if c not in holders.values() and catalogue()[c].holds_resource == d["type"])
            short = d["count"] - elsewhere
            for key in holders:
                if short > 0:
                    kept[key] = min(short, have(p, key))
                    short -= kept[key]
    return kept


def step_payment(p: PlayerState, step: dict[str, Any], cost: int, card: CardDef | None,
                 extra: tuple[str, ...] = ()) -> dict[str, int]:
    """The payment an action step names (`pay`; by default its cost in M€), checked (`check_payment`)."""
    pay = step.get("pay")
    if pay is None:
        pay = {"megacredits": cost} if cost else {}
    if not isinstance(pay, dict):
        raise IllegalAction(M.BAD_PAYMENT)
    check_payment(p, cost, pay, card, extra)
    return {k: v for k, v in pay.items() if v}


def spend(p: PlayerState, pay: dict[str, int]) -> None:
    """Take a checked payment from the player."""
    for r, n in pay.items():
        if r in p.resources:
            p.resources[r] -= n
        else:  # resources on a card that may pay (Psychrophiles' microbes, Dirigibles' floaters)
            p.card_resources[paying_card(p, r)] -= n


def default_payment(p: PlayerState, cost: int, card: CardDef | None,
                    extra_allowed: tuple[str, ...] = (), prof: Profile | None = None) -> dict[str, int] | None:
    """A valid payment that spends the most valuable allowed resources first, M€ last (None: unaffordable).

    Steel, titanium and card resources (Psychrophiles) are used before M€ because they can pay for
    nothing else; heat (Helion) before M€ too.
    """
    prof = prof or profile(p)
    allowed = allowed_payment(p, card, prof) + list(extra_allowed)
    values = prof.values
    pay: dict[str, int] = {}
    remaining = cost
    order = ["titanium", "steel", *(a for a in allowed if a not in PAYMENT_RESOURCES), "heat"] \
        if prof.payers or extra_allowed else USUAL_ORDER  # (card resources may pay only with payers)
    kept = _kept_for_effects(p, card, prof) if prof.payers else {}
    for r in order:
        if remaining > 0 and r in allowed and (units := have(p, r) - kept.get(r, 0)) > 0:
            n = min(units, remaining // values[r])
            if n > 0:
                pay[r] = n
                remaining -= n * values[r]
    if remaining > 0:
        mc = min(p.resources["megacredits"], remaining)
        if mc:
            pay["megacredits"] = mc
        remaining -= mc
    if remaining > 0:  # round up with one more unit worth more than 1 M€ (no change is given)
        for r in ("steel", "titanium", *(a for a in order if a not in PAYMENT_RESOURCES)):
            if r in allowed and have(p, r) - kept.get(r, 0) > pay.get(r, 0) and values[r] >= remaining:
                pay[r] = pay.get(r, 0) + 1
                # drop what the extra unit made unnecessary: M€ first, then heat and card resources
                over = sum(pay[k] * values[k] for k in pay) - cost
                for k in ("megacredits", *(k for k in reversed(order) if k not in ("steel", "titanium"))):
                    if over > 0 and pay.get(k):
                        drop = min(pay[k], over // values[k])
                        pay[k] -= drop
                        over -= drop * values[k]
                remaining = 0
                break
    if remaining > 0:
        return None
    return {k: v for k, v in pay.items() if v}


# --- requirements ----------------------------------------------------------------------------

def requirement_failure(g: Game, p: PlayerState, req: dict[str, Any], tol: int) -> M.Reason | None:
    """None if the requirement holds, else a message id (reasons in messages.R_*) with args."""
    s = g.state
    kind = req["kind"]
    if kind == "oxygen":
        if "min" in req and s.oxygen < req["min"] - tol:
            return M.Reason(M.R_OXYGEN_MIN, {"value": req["min"]})
        if "max" in req and s.oxygen > req["max"] + tol:
            return M.Reason(M.R_OXYGEN_MAX, {"value": req["max"]})
    elif kind == "temperature":
        if "min" in req and s.temperature < req["min"] - 2 * tol:
            return M.Reason(M.R_TEMP_MIN, {"value": req["min"]})
        if "max" in req and s.temperature > req["max"] + 2 * tol:
            return M.Reason(M.R_TEMP_MAX, {"value": req["max"]})
    elif kind == "oceans":
        if "min" in req and s.oceans < req["min"] - tol:
            return M.Reason(M.R_OCEANS_MIN, {"n": req["min"]})
        if "max" in req and s.oceans > req["max"] + tol:
            return M.Reason(M.R_OCEANS_MAX, {"n": req["max"]})
    elif kind == "tag":
        if count_tag(p, req["tag"]) < req["count"]:
            return M.Reason(M.R_TAGS, {"n": req["count"], "tag": req["tag"]})
    elif kind == "production":
        if p.production[req["resource"]] < req["min"]:
            return M.Reason(M.R_PRODUCTION, {"resource": req["resource"], "value": req["min"]})
    elif kind == "cities":
        if g.count_cities(None if req.get("all_players", True) else p.name) < req["min"]:
            return M.Reason(M.R_CITIES, {"n": req["min"]})
    elif kind == "greeneries":
        n = sum(1 for t in s.tiles.values() if t.tile == "greenery" and t.owner == p.name)
        if n < req["min"]:
            return M.Reason(M.R_GREENERIES, {"n": req["min"]})
    else:  # an expansion's (Venus)
        return REQUIREMENTS[kind].failure(g, p, req, tol)
    return None


def requirements_failure(g: Game, p: PlayerState, card: CardDef, prof: Profile | None = None) -> M.Reason | None:
    if not card.requirements:
        return None
    tol = tolerance(p, prof)
    for req in card.requirements:
        kind = req["kind"]
        why = requirement_failure(g, p, req, tol if kind in GLOBAL_REQUIREMENTS or (
            kind in REQUIREMENTS and REQUIREMENTS[kind].global_parameter) else 0)
        if why:
            return why
    return None


def parameters_at_goal(g: Game) -> bool:
    s = g.state
    return s.temperature >= TEMPERATURE_MAX and s.oxygen >= OXYGEN_MAX and s.oceans >= OCEANS_MAX
