"""The card effect interpreter and the pending-effect stack.

Pending items are plain dicts on `state.pending` (the last one runs first):

* ``{"t": "fx", "p": player, "src": card, "fx": [effects], "ctx": {...}}`` – effects still to resolve;
* ``{"t": "ask", "kind": ..., "p": player, "options": [...], ...}`` – a decision the game waits for.

An effect that needs a choice pushes an "ask"; the answer resolves it and the stack runs on.
Nothing here is a closure, so any moment of a game can be saved.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tmdesk.cards.specials import SPECIALS
from tmdesk.engine import decisions as D
from tmdesk.engine import messages as M
from tmdesk.engine import rules
from tmdesk.engine.decisions import Decision
from tmdesk.engine.hooks import COUNTS, PARAMETERS
from tmdesk.engine.placement import has_space_after_paying
from tmdesk.engine.state import AUTOMARS, NEUTRAL

if TYPE_CHECKING:
    from tmdesk.engine.game import Game

Effect = dict[str, Any]


def push_effects(g: Game, player: str, fx: list[Effect], src: str | None, ctx: dict[str, Any] | None = None) -> None:
    if fx:
        g.state.pending.append({"t": "fx", "p": player, "src": src, "fx": list(fx), "ctx": dict(ctx or {})})


def push_ask(g: Game, kind: str, player: str, options: list[Any], src: str | None, **info: Any) -> None:
    g.state.pending.append({"t": "ask", "kind": kind, "p": player, "options": options, "src": src, **info})


def ask_decision(g: Game, item: dict[str, Any]) -> Decision:
    info = {k: v for k, v in item.items() if k not in ("t", "kind", "p", "options", "optional", "then")}
    return Decision(item["p"], item["kind"], list(item["options"]), bool(item.get("optional")), info)


def run(g: Game) -> None:
    """Resolve effects until a decision is needed or nothing is pending."""
    pending = g.state.pending
    while pending:
        top = pending[-1]
        if top["t"] == "ask":
            return
        if not top["fx"]:
            pending.pop()
            continue
        effect = top["fx"].pop(0)
        watched = production_watch(g)
        execute(g, top["p"], effect, top["src"], top["ctx"])
        if watched:
            production_raised(g, watched)


# --- counting --------------------------------------------------------------------------------

def count(g: Game, player: str, what: dict[str, Any]) -> int:
    if "tag" in what:
        if what["whose"] == "own":
            return rules.count_tag(g.player(player), what["tag"])
        n = sum(rules.count_tag(p, what["tag"]) for p in g.state.players if p.name != player)
        return n + (g.automars_engine.bot.tag_count(what["tag"]) if g.state.automars is not None else 0)
    if "cities" in what:
        return g.count_cities(None, on_mars=what["cities"] == "on_mars")
    if "events_played" in what:  # AutoMars: its Event track position (automars.md 5.5)
        n = sum(len(p.events) for p in g.state.players)
        return n + (g.automars_engine.bot.tag_count("event") if g.state.automars is not None else 0)
    key = next(iter(what), None)
    if key in COUNTS:  # an expansion's (Colonies: {"colonies": "own"})
        return COUNTS[key](g, player, what)
    raise ValueError(f"unknown count {what!r}")


def _amount(value: Any, ctx: dict[str, Any]) -> int:
    return int(ctx["X"]) if value == "X" else int(value)


# --- execution -------------------------------------------------------------------------------

def execute(g: Game, player: str, e: Effect, src: str | None, ctx: dict[str, Any]) -> None:  # noqa: C901
    p = g.player(player)
    if "production" in e:
        for r, n in e["production"].items():
            p.production[r] += _amount(n, ctx)
    elif "gain" in e:
        for r, n in e["gain"].items():
            p.resources[r] += _amount(n, ctx)
    elif "spend" in e:
        for r, n in e["spend"].items():
            if r == "heat":
                spend_heat(g, player, _amount(n, ctx))
            else:
                p.resources[r] -= _amount(n, ctx)
    elif "production_per" in e:
        d = e["production_per"]
        p.production[d["resource"]] += d["amount"] * (count(g, player, d["count"]) // d.get("every", 1))
    elif "gain_per" in e:
        d = e["gain_per"]
        p.resources[d["resource"]] += d["amount"] * count(g, player, d["count"])
    elif "tr" in e:
        g.raise_tr(player, e["tr"])
    elif "tr_per" in e:
        d = e["tr_per"]
        g.raise_tr(player, d["amount"] * (count(g, player, d["count"]) // d.get("every", 1)))
    elif "raise" in e:
        PARAMETERS[e["raise"]].raise_steps(g, player, e.get("steps", 1))
    elif "draw_cards" in e:
        p.hand.extend(g.draw(e["draw_cards"]))
        g.log(M.L_DRAW, player=player, n=e["draw_cards"])
    elif "tile" in e:
        _tile(g, player, e, src)
    elif "add_resource_here" in e:
        if src and g.cards[src].holds_resource:
            p.card_resources[src] = p.card_resources.get(src, 0) + e["add_resource_here"]
    elif "remove_resource_here" in e and src:
        p.card_resources[src] = p.card_resources.get(src, 0) - e["remove_resource_here"]
    elif "add_resource_to_played_card" in e:
        target = ctx.get("played_card")
        if target and g.cards[target].holds_resource:
            p.card_resources[target] = p.card_resources.get(target, 0) + e["add_resource_to_played_card"]
    elif "next_card_discount" in e:
        p.next_card_discount = e["next_card_discount"]
    elif "next_card_requirement_tolerance" in e:
        p.next_card_tolerance = e["next_card_requirement_tolerance"]
    elif "conditional" in e:
        c = e["conditional"]
        ok = rules.requirement_failure(g, p, c["if"], 0) is None
        push_effects(g, player, c["then"] if ok else c.get("else", []), src, ctx)
    elif "special" in e:
        if src not in SPECIALS:
            raise ValueError(f"no special effect for {src!r}")
        SPECIALS[src].run(g, player, src)
    else:
        handler = next((h for key, h in EFFECT_HANDLERS.items() if key in e), None)
        if handler is not None:  # an expansion's effect, run by the module that registered it
            handler(g, player, e, src)
        else:
            _ask_for(g, player, e, src, ctx)


EffectHandler = Callable[["Game", str, Effect, "str | None"], None]
EffectFailure = Callable[["Game", str, Effect, "str | None", dict[str, int]], "M.Reason | None"]  # (.., src, spent)
# Effects of an expansion's vocabulary (e.g. Prelude's "draw_tagged") are run by the module that
# registers them here under their key, so that this module never imports it; one that can be
# impossible (Stratospheric Birds' floater to remove) registers why with it.
EFFECT_HANDLERS: dict[str, EffectHandler] = {}
EFFECT_FAILURES: dict[str, EffectFailure] = {}


def register_effect(key: str, handler: EffectHandler, failure: EffectFailure | None = None) -> None:
    if key in EFFECT_HANDLERS:
        raise ValueError(f"effect {key!r} already has a handler")
    EFFECT_HANDLERS[key] = handler
    if failure is not None:
        EFFECT_FAILURES[key] = failure
        _FEASIBILITY_KEYS.add(key)


# --- production raised (Manutech) ------------------------------------------------------------

ProductionListener = Callable[["Game", str, str, int], None]
# corporation -> what happens when its player's production of a resource rises n steps (Manutech);
# filled by card modules. Every effect and answer is watched, whatever raised the production.
PRODUCTION_LISTENERS: dict[str, ProductionListener] = {}


def production_watch(g: Game) -> list[tuple[str, str, dict[str, int]]]:
    """(player, corporation, production before) of the players whose corporation listens."""
    if not PRODUCTION_LISTENERS:
        return []
    return [(p.name, p.corporation, dict(p.production)) for p in g.state.players
            if p.corporation in PRODUCTION_LISTENERS]


def production_raised(g: Game, watched: list[tuple[str, str, dict[str, int]]]) -> None:
    for name, corporation, before in watched:
        for r, n in g.player(name).production.items():
            if n > before[r]:
                PRODUCTION_LISTENERS[corporation](g, name, r, n - before[r])


def _ask_for(g: Game, player: str, e: Effect, src: str | None, ctx: dict[str, Any]) -> None:
    """Effects that need a decision: push the matching ask (or skip when nothing can be chosen)."""
    if "production_any_player" in e:
        (r, n), = e["production_any_player"].items()
        targets = production_targets(g, player, r, n)
        if targets:
            push_ask(g, D.SELECT_PLAYER, player, targets, src, effect=e)
    elif "remove_any_player" in e or "steal_any_player" in e:
        key = "remove_any_player" if "remove_any_player" in e else "steal_any_player"
        (r, n), = e[key].items()
        targets = removal_targets(g, player, r, e.get("with_tag"))
        if targets:
            push_ask(g, D.SELECT_PLAYER, player, targets, src, effect=e, optional=True)
    elif "remove_resource_any_card" in e:
        d = e["remove_resource_any_card"]
        options = card_resource_targets(g, player, d["type"])
        if options:
            push_ask(g, D.SELECT_CARD, player, options, src, effect=e, optional=not ctx.get("mandatory_removal"))
    elif "add_resource_to_another_card" in e:
        d = e["add_resource_to_another_card"]
        options = card_targets(g, player, d, src)
        n = d["count"] if isinstance(d["count"], int) else count(g, player, d["count"])
        if options and n > 0:
            push_ask(g, D.SELECT_CARD, player, options, src, effect=dict(e, add_resource_to_another_card=dict(d, count=n)))
    elif "choose_one" in e:
        feasible = [i for i, opt in enumerate(e["choose_one"]) if option_feasible(g, player, opt, src, ctx)]
        if feasible:
            push_ask(g, D.SELECT_OPTION, player, feasible, src, effect=e, ctx=ctx,
                     descriptions=[e["choose_one"][i] for i in feasible])
    elif "production_exchange" in e:
        d = e["production_exchange"]
        have = g.player(player).production[d["from"]] - rules.floor(d["from"])
        if have >= 1:
            push_ask(g, D.SELECT_AMOUNT, player, list(range(1, have + 1)), src, effect=e, min=1, max=have)
    elif "look_keep" in e:
        d = e["look_keep"]
        seen = g.draw(d["look"])
        keep = min(d["keep"], len(seen))
        push_ask(g, D.SELECT_CARDS, player, seen, src, effect=e, min=keep, max=keep)
    elif "look_buy" in e:
        seen = g.draw(e["look_buy"]["look"])
        if seen:
            price = e["look_buy"]["price"] + rules.card_price(g.player(player)) - rules.CARD_PRICE  # Polyphemos
            most = 1 if g.player(player).resources["megacredits"] >= price else 0
            push_ask(g, D.SELECT_CARDS, player, seen, src, effect=e, min=0, max=most, price=price)
    elif "discard_from_hand" in e:
        n = min(e["discard_from_hand"], len(g.player(player).hand))
        if n:
            push_ask(g, D.SELECT_CARDS, player, list(g.player(player).hand), src, effect=e, min=n, max=n)
    else:
        raise ValueError(f"effect not understood: {e!r}")


def _tile(g: Game, player: str, e: Effect, src: str | None) -> None:
    tile = e["tile"]
    name = e.get("name")
    kind = "capital" if name == "capital" else tile
    options = g.legal_spaces(player, kind, e.get("where", "normal"))
    if options:
        push_ask(g, D.SELECT_SPACE, player, options, src, effect=e, tile=name or tile)
    else:  # the card is played without its tile (only oceans, greeneries and cities get here: see below)
        g.log(M.L_NO_SPACE, player=player or NEUTRAL, tile=name or tile)


# --- targets ---------------------------------------------------------------------------------

def production_targets(g: Game, actor: str, resource: str, delta: int) -> list[str]:
    """Players whose production can take `delta` (red-bordered decreases are mandatory)."""
    out = [p.name for p in g.state.players if p.production[resource] + delta >= rules.floor(resource)]
    if g.state.config.solo:
        out.append(NEUTRAL)  # the neutral player always has enough
    if g.state.automars is not None and g.automars_engine.can_lower_production(resource):
        out.append(AUTOMARS)
    return out


def removal_targets(g: Game, actor: str, resource: str, with_tag: str | None = None) -> list[str]:
    """Players one may take `resource` from (`with_tag`: only those with such a tag in play, Comet for Venus)."""
    out = [p.name for p in g.state.players if p.resources[resource] > 0 and not rules.protected(p, actor, resource)
           and (with_tag is None or rules.count_tag(p, with_tag) > 0)]
    if with_tag is not None:
        return out  # the neutral player and AutoMars have no card in play
    if g.state.config.solo:
        out.append(NEUTRAL)
    if g.state.automars is not None and g.automars_engine.removable(resource) > 0:
        out.append(AUTOMARS)  # its M€ supply (automars.md 5.1, 5.2), or what its shipping board stores of it
    return out


def card_resource_targets(g: Game, actor: str, kind: str) -> list[str]:
    out = []
    for p in g.state.players:
        for name, n in p.card_resources.items():
            card = g.cards[name]
            if n > 0 and card.holds_resource == kind and not rules.card_resources_protected(card) \
                    and not rules.protected(p, actor, kind):
                out.append(name)
    return out


def resource_holders(g: Game, player: str, kind: str | list[str], must_have: bool, exclude: str | None = None,
                     tag: str | None = None) -> list[str]:
    """The player's cards in play that hold `kind` (a kind, a list of kinds, or "any"), but `exclude`
    (`tag`: only cards bearing it, "ANY Venus card")."""
    p = g.player(player)
    kinds = (kind,) if isinstance(kind, str) else tuple(kind)
    out = []
    for c in rules.cards_in_play(p):
        if c.holds_resource and ("any" in kinds or c.holds_resource in kinds) and c.name != exclude \
                and (tag is None or tag in c.tags):
            if not must_have or p.card_resources.get(c.name, 0) > 0:
                out.append(c.name)
    return out


def card_targets(g: Game, player: str, d: dict[str, Any], src: str | None) -> list[str]:
    """The cards an `add_resource_to_another_card` may choose: another card of the player's, or this one
    too ("this_card_too": "ANY card"), bearing `tag` if it says so."""
    return resource_holders(g, player, d["type"], d.get("card_must_have_resources", False),
                            exclude=None if d.get("this_card_too") else src, tag=d.get("tag"))


def owner_of_card(g: Game, card: str) -> str:
    for p in g.state.players:
        if card in p.played or p.corporation == card:
            return p.name
    raise KeyError(card)


# --- feasibility (can the player carry the effects out?) ------------------------------------

# the effect keys effects_failure looks at (any other effect can always be carried out)
_FEASIBILITY_KEYS = {"production", "spend", "production_any_player", "tile", "discard_from_hand",
                     "remove_resource_here", "choose_one", "production_exchange", "remove_resource_any_card", "special"}
# (and the keys registered with a failure check: register_effect)


# tiles placed only where these say, or not at all: checked (any other tile with no space is simply not placed)
_RESTRICTED_PLACEMENT = ("adjacent_to_2_cities", "isolated", "reserved:noctis_city")


def never_blocks(fx: list[Effect] | tuple[Effect, ...]) -> bool:
    """Whether `effects_failure` can find no reason against these effects, whatever the state and the
    payment (one the player can make): gains, TR, raises, production raised, and ocean, greenery and
    city tiles placed with no restriction. A fact of the card."""
    for e in fx:  # the checks below, in their order
        if _FEASIBILITY_KEYS.isdisjoint(e):
            continue
        if "production" in e:
            if all(type(n) is int and n >= 0 for n in e["production"].values()):
                continue  # production only raised
            return False
        if _FEASIBILITY_KEYS.intersection(e) != {"tile"} or e["tile"] == "special" \
                or e.get("where") in _RESTRICTED_PLACEMENT:
            return False  # anything but a tile placed with no restriction is checked
    return True


def always_possible(fx: list[Effect] | tuple[Effect, ...]) -> bool:
    """Whether nothing in these effects can ever block them (gains, TR, raises...): a fact of the card."""
    for e in fx:  # (a loop: a generator costs more than these few effects)
        if not _FEASIBILITY_KEYS.isdisjoint(e):
            return False
    return True


def effects_failure(g: Game, player: str, fx: list[Effect] | tuple[Effect, ...], src: str | None,
                    ctx: dict[str, Any], paid: dict[str, int] | None = None) -> M.Reason | None:
    """A reason (English text) why these effects cannot be carried out, or None.

    Raising a maxed parameter, adding resources with no card to hold them and optional removals
    never block (base-facts: Playing a card). Own production decreases, spending and red-bordered
    production decreases must be possible. A special tile with no legal space blocks the card
    (its effect is the tile); an ocean, greenery or city with no space is simply not placed
    (French rulebook, the only one to say). A space counts only if the player could really use it
    once the card is paid: Hellas's south pole needs its 6 M€ left after the card's price (`paid`)
    and its M€ spendings, as for the standard projects (placement.has_space_after_paying).
    """
    if not paid and always_possible(fx):
        return None  # gains, TR, raises...: nothing to check
    p = g.player(player)
    prod_delta: dict[str, int] = {}
    spent: dict[str, int] = dict(paid or {})
    for e in fx:
        if _FEASIBILITY_KEYS.isdisjoint(e):
            continue  # gains, TR, raises...: always possible
        if "production" in e:
            for r, n in e["production"].items():
                prod_delta[r] = prod_delta.get(r, 0) + _amount(n, ctx)
        elif "spend" in e:
            for r, n in e["spend"].items():
                spent[r] = spent.get(r, 0) + _amount(n, ctx)
        elif "production_any_player" in e:
            (r, n), = e["production_any_player"].items()
            if not production_targets(g, player, r, n):
                return M.Reason(M.R_NO_TARGET_PRODUCTION, {"resource": r})
        elif "tile" in e and e["tile"] == "special":
            kind = "capital" if e.get("name") == "capital" else "special"
            if not has_space_after_paying(g, player, kind, _money_spent(paid, fx, ctx), e.get("where", "normal")):
                return M.Reason(M.R_NO_SPACE, {})
        elif "tile" in e and e.get("where") in _RESTRICTED_PLACEMENT:
            if not has_space_after_paying(g, player, e["tile"], _money_spent(paid, fx, ctx), e["where"]):
                return M.Reason(M.R_NO_SPACE, {})
        elif "discard_from_hand" in e:
            others = len(p.hand) - (1 if src in p.hand else 0)
            if others < e["discard_from_hand"]:
                return M.Reason(M.R_HAND, {"n": e["discard_from_hand"]})
        elif "remove_resource_here" in e and src:
            if p.card_resources.get(src, 0) < e["remove_resource_here"]:
                return M.Reason(M.R_SPEND, {"value": e["remove_resource_here"], "resource": g.cards[src].holds_resource})
        elif "choose_one" in e:
            if not any(option_feasible(g, player, opt, src, ctx) for opt in e["choose_one"]):
                return M.Reason(M.R_NO_OPTION, {})
        elif "production_exchange" in e:
            r = e["production_exchange"]["from"]
            if p.production[r] - 1 < rules.floor(r):
                return M.Reason(M.R_PRODUCTION_DROP, {"resource": r})
        elif "remove_resource_any_card" in e and ctx.get("mandatory_removal"):
            if not card_resource_targets(g, player, e["remove_resource_any_card"]["type"]):
                return M.Reason(M.R_NO_OPTION, {})
        elif "special" in e and src in SPECIALS:
            why = SPECIALS[src].failure(g, player)
            if why:
                return M.Reason(why, {})
        else:
            key = next((k for k in EFFECT_FAILURES if k in e), None)
            reason = EFFECT_FAILURES[key](g, player, e, src, spent) if key else None
            if reason is not None:
                return reason
    for r, d in prod_delta.items():
        if d < 0 and p.production[r] + d < rules.floor(r) and p.production[r] + d + _credit(g, player, fx, r) \
                < rules.floor(r):
            return M.Reason(M.R_PRODUCTION_DROP, {"resource": r})
    for r, n in spent.items():
        if r in p.resources and n > rules.spendable(p, r):  # (card resources paid are checked with the payment)
            return M.Reason(M.R_SPEND, {"value": n, "resource": r})
    return None


ProductionCredit = Callable[["Game", str, Effect], dict[str, int]]
# effect key -> the most production an effect of that kind may raise first, which a production drop of the
# same card may then use, its effects being resolved in the order the player chooses (base-facts): a colony on
# Luna before Minority Refuge's -2 M€ (registered by expansions/colonies.py)
PRODUCTION_CREDITS: dict[str, ProductionCredit] = {}


def _credit(g: Game, player: str, fx: list[Effect] | tuple[Effect, ...], resource: str) -> int:
    return sum(credit(g, player, e).get(resource, 0) for e in fx for key, credit in PRODUCTION_CREDITS.items()
               if key in e)


def production_still_due(g: Game, player: str) -> dict[str, int]:
    """The production changes still to come among the effects being resolved now (the rest of the card or
    action whose effect is running): what an effect that comes first must leave room for."""
    top = g.state.pending[-1] if g.state.pending else None
    due: dict[str, int] = {}
    if top is not None and top["t"] == "fx" and top["p"] == player:
        for e in top["fx"]:
            for r, n in e.get("production", {}).items():
                due[r] = due.get(r, 0) + _amount(n, top["ctx"])
    return due


def _money_spent(paid: dict[str, int] | None, fx: list[Effect] | tuple[Effect, ...], ctx: dict[str, Any]) -> int:
    """The M€ (and Helion's heat) that the payment and the `spend` effects take: what is left of
    them may buy the south pole's ocean."""
    money = sum(n for r, n in (paid or {}).items() if r in MONEY)
    return money + sum(_amount(n, ctx) for e in fx if "spend" in e for r, n in e["spend"].items() if r in MONEY)


MONEY = ("megacredits", "heat")


def adds_to_another_card_only(fx: list[Effect] | tuple[Effect, ...]) -> bool:
    """Whether these effects only add resources to another card (Symbiotic Fungus's action): a fact of the card."""
    return bool(fx) and all("add_resource_to_another_card" in e for e in fx)


def no_card_to_add_to(g: Game, player: str, fx: list[Effect] | tuple[Effect, ...], src: str | None) -> M.Reason | None:
    """A card action whose only effect adds resources to another card needs a card that can take them.

    Decision: the rulebook lets a card be *played* when its resources have no card to go to (base-facts:
    Playing a card), not an action be used for nothing; an action that cannot be carried out is not offered,
    as a standard project whose only effect cannot happen is not (`standard_projects.project_failure`), and as the web
    edition refuses Maxwell Base's and Dirigibles' (`mustHaveCard`). A careful player would not spend a blue
    card's action on nothing (nor stall with it). Symbiotic Fungus, Extreme-Cold Fungus's second action, Maxwell
    Base and Floater Technology are the cards concerned; an "ANY card" action on a card that holds that resource
    itself (Dirigibles, Stratopolis, Celestic...) always has that card."""
    if adds_to_another_card_only(fx) and not any(card_targets(g, player, e["add_resource_to_another_card"], src)
                                                 for e in fx):
        return M.Reason(M.R_NO_CARD_FOR_RESOURCE, {})
    return None


def option_feasible(g: Game, player: str, fx: list[Effect], src: str | None, ctx: dict[str, Any]) -> bool:
    if effects_failure(g, player, fx, src, ctx) is not None:
        return False
    for e in fx:  # an option whose only point is a card resource needs a card to hold it
        if "add_resource_to_another_card" in e:
            if not card_targets(g, player, e["add_resource_to_another_card"], src):
                return False
        if "add_resource_to_played_card" in e:
            target = ctx.get("played_card")
            if not target or not g.cards[target].holds_resource:
                return False
    return True


# --- heat, which a card's resources may pay (Stormcraft Incorporated) ------------------------------

def spend_heat(g: Game, player: str, amount: int) -> None:
    """Pay `amount` heat (it is there: `rules.spendable`). When a card's resources may pay heat too and the
    player has a choice, they say how many (an ask on top of what follows); else it is paid at once."""
    options = list(rules.heat_payments(g.player(player), amount))
    payer = rules.heat_payer(g.player(player))
    if len(options) > 1 and payer is not None:
        push_ask(g, D.SELECT_AMOUNT, player, options, payer[0], min=options[0], max=options[-1], heat_payment=amount,
                 effect={"pay_heat": amount, "each": payer[1]})
    else:
        pay_heat(g, player, amount, options[0] if options else 0)


def pay_heat(g: Game, player: str, amount: int, units: int) -> None:
    """`amount` heat paid with `units` of the heat payer's resources and the rest in heat."""
    p = g.player(player)
    payer = rules.heat_payer(p)
    if units and payer is not None:
        card, value = payer
        p.card_resources[card] -= units
        g.log(M.L_PAID_AS_HEAT, player=player, amount=units, resource=g.cards[card].holds_resource, card=card,
              total=units * value)
        amount = max(0, amount - units * value)
    p.resources["heat"] -= amount
