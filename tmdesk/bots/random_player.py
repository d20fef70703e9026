"""A random legal player: used by `tmdesk simulate`, the property tests and the benchmarks."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from tmdesk.engine import actions, rules, standard_projects
from tmdesk.engine import decisions as D

if TYPE_CHECKING:
    from tmdesk.engine.decisions import Decision
    from tmdesk.engine.game import Game

PASS_WEIGHT = 0.08  # a random player that passes too eagerly never terraforms Mars
PLAY_CARD_WEIGHT = 0.5  # playing cards builds tags, so that cards with tag requirements get played too


def _subset(rng: random.Random, items: list[str], most: int) -> list[str]:
    k = rng.randint(0, min(most, len(items)))
    return rng.sample(items, k)


def random_step(g: Game, d: Decision, rng: random.Random) -> dict[str, Any]:
    """A legal answer to `d`, chosen at random (legal by construction from the engine's options)."""
    kind = d.kind
    if kind == D.ACTION:  # the usual one first
        return _action(g, d, rng)
    if kind == D.CHOOSE_START:
        corp = rng.choice(d.options)
        cards = d.info["cards"]
        most = g.cards[corp].starting_megacredits // rules.card_price_with(g.cards[corp])
        kept = list(cards) if g.cards[corp].beginner else _subset(rng, cards, most)
        step = {"do": "choose_start", "corporation": corp, "cards": kept}
        if "preludes" in d.info:
            step["preludes"] = rng.sample(d.info["preludes"], 2)
        return step
    if kind == D.PLAY_PRELUDE:
        return {"do": "play_prelude", "card": rng.choice(d.options)}
    if kind == D.BUY_CARDS:
        p = g.player(d.player)
        return {"do": "buy_cards", "cards": _subset(rng, d.options, p.resources["megacredits"] // d.info["price"])}
    if kind == D.DRAFT_PICK:
        return {"do": "draft_pick", "card": rng.choice(d.options)}
    if kind == D.FINAL_GREENERY:
        return {"do": "convert_plants"} if rng.random() < 0.9 else {"do": "pass"}
    if d.optional and rng.random() < 0.1:
        return {"answer": {"skip": True}}
    if d.info.get("prelude") == "play_from_hand":  # Eccentric Sponsor, Ecology Experts
        from tmdesk.engine.prelude import default_payment

        p = g.player(d.player)
        card = rng.choice(d.options)
        return {"answer": {"card": card, "pay": default_payment(g, p, d.info["effect"]["play_from_hand"], card)}}
    if kind == D.SELECT_CARDS:
        n = rng.randint(d.info["min"], d.info["max"])
        return {"answer": {"cards": rng.sample(d.options, n)}}
    return {"answer": {D.ANSWER_KEY[kind]: rng.choice(d.options)}}


def _action(g: Game, d: Decision, rng: random.Random) -> dict[str, Any]:
    options = d.options
    others = [o for o in options if o["do"] not in ("pass", "end_turn")]
    cards = [o for o in others if o["do"] == "play_card"]
    if cards and rng.random() < PLAY_CARD_WEIGHT:
        choice = dict(rng.choice(cards))
    elif others and rng.random() > PASS_WEIGHT:
        choice = dict(rng.choice(others))
    else:
        choice = dict(rng.choice([o for o in options if o["do"] in ("pass", "end_turn")]))
    p = g.player(d.player)
    if choice["do"] == "play_card":
        card = g.cards[choice["card"]]
        pay = rules.default_payment(p, rules.card_cost(p, card), card)
        choice["pay"] = pay or {}
    elif choice["do"] == "standard_project" and choice["project"] == "sell_patents":
        choice["cards"] = rng.sample(p.hand, rng.randint(1, len(p.hand)))
    elif choice["do"] in ("standard_project", "claim_milestone", "fund_award"):
        cost = (standard_projects.project_cost(p, choice["project"]) if choice["do"] == "standard_project"
                else actions.MILESTONE_COST if choice["do"] == "claim_milestone" else actions.award_cost(g))
        choice["pay"] = rules.default_payment(p, cost, None) or {}
    return choice
