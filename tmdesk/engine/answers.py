"""Answers to the game's asks: each is checked against the pending ask, and only then popped and resolved.

Split from the effect interpreter (effects.py), which pushes the asks. Other rules modules resolve the asks
they flag by registering a handler here (`register_answer`), or take the whole answer (`register_answer_taker`),
so that this module never imports them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tmdesk.cards.specials import SPECIALS
from tmdesk.engine import decisions as D
from tmdesk.engine import messages as M
from tmdesk.engine.decisions import Decision
from tmdesk.engine.effects import (
    owner_of_card,
    pay_heat,
    production_raised,
    production_watch,
    push_ask,
    push_effects,
)
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.placement import place_tile
from tmdesk.engine.state import AUTOMARS, NEUTRAL

if TYPE_CHECKING:
    from tmdesk.engine.game import Game


def answer(g: Game, decision: Decision, ans: dict[str, Any]) -> None:
    """Check the answer against the pending ask; only then pop it and resolve it."""
    item = g.state.pending[-1]
    if ans.get("skip") is True:
        if not item.get("optional"):
            raise IllegalAction(M.CANNOT_SKIP)
        g.state.pending.pop()
        _after_skip(g, item)
        return
    key = D.ANSWER_KEY[decision.kind]
    if key not in ans:
        raise IllegalAction(M.ANSWER_KEY_MISSING, key=key)
    value = ans[key]
    for flag, taker in ANSWER_TAKERS.items():
        if flag in item:
            taker(g, item, ans)
            return
    if decision.kind == D.SELECT_CARDS:
        value = check_cards(value, item)
    elif decision.kind == D.SELECT_AMOUNT:
        if not isinstance(value, int) or isinstance(value, bool) or not item["min"] <= value <= item["max"]:
            raise IllegalAction(M.AMOUNT_OUT_OF_RANGE, min=item["min"], max=item["max"])
    elif not M.offered(value, item["options"]):
        raise M.not_an_option(value, item["options"])
    g.state.pending.pop()
    watched = production_watch(g)
    handler = next((h for flag, h in ANSWER_HANDLERS.items() if flag in item), None) or RESOLVERS[decision.kind]
    handler(g, item, value)
    if watched:
        production_raised(g, watched)


Resolver = Callable[["Game", dict[str, Any], Any], None]
# Asks whose answer another rules module resolves carry a flag (e.g. triggers' "order"); that module
# registers its resolver here under the flag, so that this module never imports it.
ANSWER_HANDLERS: dict[str, Resolver] = {}


def register_answer(flag: str, handler: Resolver) -> None:
    if flag in ANSWER_HANDLERS:
        raise ValueError(f"answers flagged {flag!r} already have a handler")
    ANSWER_HANDLERS[flag] = handler


# Asks whose whole answer matters (a card and how to pay for it) are checked, popped and resolved by
# the module that registered a taker under their flag; it changes nothing when the answer is refused.
ANSWER_TAKERS: dict[str, Callable[[Game, dict[str, Any], dict[str, Any]], None]] = {}


def register_answer_taker(flag: str, taker: Callable[[Game, dict[str, Any], dict[str, Any]], None]) -> None:
    if flag in ANSWER_TAKERS:
        raise ValueError(f"answers flagged {flag!r} already have a taker")
    ANSWER_TAKERS[flag] = taker


def check_cards(value: Any, item: dict[str, Any]) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise IllegalAction(M.CARD_LIST_EXPECTED, key="cards")
    if not item["min"] <= len(value) <= item["max"]:
        raise IllegalAction(M.WRONG_CARD_COUNT, min=item["min"], max=item["max"])
    pool = list(item["options"])
    for c in value:
        if c not in pool:
            raise M.not_an_option(c, item["options"])
        pool.remove(c)
    return list(value)


def _after_skip(g: Game, item: dict[str, Any]) -> None:
    if "then" in item:  # e.g. the next tile of a multi-tile effect
        push_effects(g, item["p"], item["then"], item.get("src"))


def _resolve_space(g: Game, item: dict[str, Any], space: str) -> None:
    e = item["effect"]
    if "special" in item:
        _resolve_special(g, item, space)
        return
    where = e.get("where", "normal")
    name = e.get("name") or EXCEPTION_TILE_NAMES.get((e["tile"], where))
    place_tile(g, item["p"], space, e["tile"], name, item.get("src"), raise_oxygen=item.get("raise_oxygen", True))
    if e.get("count", 1) > 1:
        push_effects(g, item["p"], [dict(e, count=e["count"] - 1)], item.get("src"))


def _resolve_player(g: Game, item: dict[str, Any], target: str) -> None:
    e = item["effect"]
    actor = item["p"]
    if "production_any_player" in e:
        (r, n), = e["production_any_player"].items()
        if target == AUTOMARS:
            g.automars_engine.lower_production(r, n)
        elif target != NEUTRAL:
            g.player(target).production[r] += n
        if target == actor:  # "any player" includes oneself
            g.log(M.L_PRODUCTION_LOWERED_OWN, player=actor, resource=r, amount=-n)
        else:
            g.log(M.L_PRODUCTION_LOWERED, player=actor, target=target, resource=r, amount=-n)
        return
    key = "remove_any_player" if "remove_any_player" in e else "steal_any_player"
    (r, n), = e[key].items()
    if target == NEUTRAL:
        most = n  # the neutral player always has enough
    elif target == AUTOMARS:
        most = min(n, g.automars_engine.removable(r))  # its M€ supply (automars.md 5.1) or its stored r
    else:
        most = min(n, g.player(target).resources[r])
    if most <= 0:
        return  # nothing to take
    # "up to": removing is optional and may be partial (rulebook, Asteroid example)
    push_ask(g, D.SELECT_AMOUNT, actor, list(range(1, most + 1)), item.get("src"), effect=e, target=target,
             min=1, max=most)


def _remove_amount(g: Game, item: dict[str, Any], amount: int) -> None:
    e, actor, target = item["effect"], item["p"], item["target"]
    key = "remove_any_player" if "remove_any_player" in e else "steal_any_player"
    (r, _), = e[key].items()
    if target == AUTOMARS:
        taken = g.automars_engine.remove(amount, key == "steal_any_player", r)
    elif target == NEUTRAL:
        taken = amount
    else:
        g.player(target).resources[r] -= amount
        taken = amount
    if key == "steal_any_player":
        g.player(actor).resources[r] += taken
    if target == actor:
        g.log(M.L_REMOVED_OWN, player=actor, amount=taken, resource=r)
    else:
        g.log(M.L_REMOVED, player=actor, amount=taken, resource=r, target=target)


def _resolve_card(g: Game, item: dict[str, Any], card: str) -> None:
    e = item["effect"]
    if "special" in item:
        _resolve_special(g, item, card)
    elif "remove_resource_any_card" in e:
        owner = g.player(owner_of_card(g, card))
        n = min(e["remove_resource_any_card"]["count"], owner.card_resources.get(card, 0))
        owner.card_resources[card] -= n
    elif "add_resource_to_another_card" in e:
        p = g.player(item["p"])
        p.card_resources[card] = p.card_resources.get(card, 0) + e["add_resource_to_another_card"]["count"]


def _resolve_option(g: Game, item: dict[str, Any], index: int) -> None:
    if "special" in item:
        _resolve_special(g, item, index)
        return
    if item.get("src") in g.cards.cards and len(item["effect"]["choose_one"]) > 1:  # a card's either/or (not a
        g.log(M.L_CHOSE_OPTION, player=item["p"], card=item["src"], choice=index)  # yes to an optional effect)
    push_effects(g, item["p"], item["effect"]["choose_one"][index], item.get("src"), item.get("ctx"))


def _resolve_amount(g: Game, item: dict[str, Any], amount: int) -> None:
    e = item["effect"]
    if "target" in item:
        _remove_amount(g, item, amount)
        return
    d = e["production_exchange"]
    p = g.player(item["p"])
    p.production[d["from"]] -= amount
    p.production[d["to"]] += amount


def _resolve_cards(g: Game, item: dict[str, Any], chosen: list[str]) -> None:
    e = item.get("effect", {})
    p = g.player(item["p"])
    if "look_keep" in e or "look_buy" in e:
        if "look_buy" in e:
            p.resources["megacredits"] -= item["price"] * len(chosen)
        p.hand.extend(chosen)
        rest = list(item["options"])
        for c in chosen:
            rest.remove(c)
        g.state.discard.extend(rest)
    elif "discard_from_hand" in e:
        for c in chosen:
            p.hand.remove(c)
        g.state.discard.extend(chosen)


def _resolve_special(g: Game, item: dict[str, Any], value: Any) -> None:
    resolve = SPECIALS[item["src"]].resolve
    if resolve is None:
        raise ValueError(f"{item['src']} asked for nothing")
    resolve(g, item["p"], value)


# tiles that break the usual placement rules keep a name, so that checks can tell them apart
EXCEPTION_TILE_NAMES = {("city", "adjacent_to_2_cities"): "urbanized_area", ("ocean", "land"): "artificial_lake",
                        ("city", "volcanic"): "lava_tube_settlement"}

RESOLVERS: dict[str, Resolver] = {
    D.SELECT_SPACE: _resolve_space,
    D.SELECT_PLAYER: _resolve_player,
    D.SELECT_CARD: _resolve_card,
    D.SELECT_OPTION: _resolve_option,
    D.SELECT_AMOUNT: _resolve_amount,
    D.SELECT_CARDS: _resolve_cards,
}
register_answer("heat_payment", lambda g, item, units: pay_heat(g, item["p"], item["heat_payment"], units))
