"""The seven actions of a turn: what is legal now (`action_options`) and doing it (`do_action`).

Here: playing a project card, claiming a milestone, funding an award, converting plants and heat. The
standard projects are `standard_projects.py`, the actions on cards `card_actions.py`; an expansion adds its
own (`hooks.Expansion.actions`). Every action is checked completely before anything changes, so an illegal
one changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tmdesk.engine import card_actions, effects, goals, rules, standard_projects, triggers
from tmdesk.engine import decisions as D
from tmdesk.engine import messages as M
from tmdesk.engine.card_facts import FACTS, action_facts, card_facts
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.placement import has_legal_space, has_priced_space, raise_temperature, space_memo
from tmdesk.engine.state import TEMPERATURE_MAX, PlayerState

if TYPE_CHECKING:
    from tmdesk.cards.model import CardDef
    from tmdesk.engine.game import Game

MILESTONE_COST = 8
AWARD_COSTS = (8, 14, 20)
MAX_MILESTONES = MAX_AWARDS = 3
HEAT_PER_STEP = 8


# --- what is legal ---------------------------------------------------------------------------

def action_options(g: Game, name: str) -> list[dict[str, Any]]:
    """Every legal action of the active player, in a stable order."""
    g.space_memo = space_memo(g)  # nothing changes while the options are listed: each space question once
    try:
        return _action_options(g, name)
    finally:
        g.space_memo = None


def _action_options(g: Game, name: str) -> list[dict[str, Any]]:
    p = g.player(name)
    prof = rules.profile(p)
    money = rules.max_payable(p, None, (), prof)  # computed once: every project, milestone and award compares with it
    out = _playable_cards(g, p, prof)
    if p.hand:
        out.append({"do": "standard_project", "project": "sell_patents"})
    # the money and count checks are done here once; the loops ask only what differs per option
    for sp, cost in standard_projects.project_costs(prof) + standard_projects.expansion_project_costs(g, prof):
        if money >= cost and not standard_projects.project_blocked(g, p, sp, cost):
            out.append({"do": "standard_project", "project": sp})
    s = g.state
    if money >= MILESTONE_COST and len(s.milestones) < MAX_MILESTONES and not s.config.solo:
        out += [{"do": "claim_milestone", "milestone": m} for m in g.milestones
                if m not in s.milestones and goals.qualifies(g, name, m)]
    if money >= award_cost(g) and len(s.awards) < MAX_AWARDS and not s.config.solo:
        out += [{"do": "fund_award", "award": a} for a in g.awards if a not in s.awards]
    if prof.with_action:
        used = p.used_actions
        out += [{"do": "card_action", "card": c.name} for c, facts in action_facts(prof)
                if c.name not in used and card_actions.action_usable(g, p, c, facts, prof)]
    for e in g.expansions:  # e.g. Colonies' trade
        if e.actions is not None:
            out += e.actions(g, p)
    if convert_plants_ok(g, p, prof):
        out.append({"do": "convert_plants"})
    if convert_heat_ok(g, p):
        out.append({"do": "convert_heat"})
    if g.state.actions_taken >= 1:
        out.append({"do": "end_turn"})
    out.append({"do": "pass"})
    return out


def _playable_cards(g: Game, p: PlayerState, prof: rules.Profile) -> list[dict[str, Any]]:
    """A `play_card` option for each card in hand that `_card_failure` accepts. The checks that reject
    most cards (requirements, price, money) are made here with what every card reads (the profile,
    the resources) read once; the card's effects are then checked as `_card_failure` does."""
    cards, res, values = g.cards.cards, p.resources, prof.values
    simple = not prof.payers  # no card resources may pay (Psychrophiles): money by tags, as max_payable
    money = res["megacredits"] + (res["heat"] * values["heat"] if prof.heat_as_megacredits else 0)
    steel, titanium = res["steel"] * values["steel"], res["titanium"] * values["titanium"]
    discount = p.next_card_discount
    out: list[dict[str, Any]] = []
    for c in p.hand:
        card = cards.get(c)
        if card is None:
            continue
        facts = FACTS.get(id(card))  # card_facts, inlined (a hand of cards at every turn)
        if facts is None or facts.card is not card:
            facts = card_facts(card)
        if facts.corporation or (card.requirements and rules.requirements_failure(g, p, card, prof)):
            continue
        cost = max(card.cost - discount, 0) if not prof.discounts else rules.card_cost(p, card, prof)
        if simple:
            have = money + (steel if facts.building else 0) + (titanium if facts.space else 0)
        else:
            have = rules.max_payable(p, card, (), prof)
        if have >= cost and (facts.free_play or _effects_failure_paying(g, p, card, cost, prof) is None):
            out.append({"do": "play_card", "card": c})
    return out


def play_failure(g: Game, p: PlayerState, card_name: str, pay: dict[str, int] | None = None) -> M.Reason | None:
    """Why this card cannot be played now (English text), or None. With `pay`, also checks it."""
    card = g.cards.cards.get(card_name)
    if card is None or card.is_corporation or card.is_prelude:
        return M.Reason(M.UNKNOWN_CARD, {"card": card_name})
    if card_name not in p.hand:
        return M.Reason(M.NOT_IN_HAND, {"card": card_name})
    return _card_failure(g, p, card, pay)


def _card_failure(g: Game, p: PlayerState, card: CardDef, pay: dict[str, int] | None,
                  prof: rules.Profile | None = None) -> M.Reason | None:
    """`play_failure` for a card known to be in the player's hand (`prof`: the player's profile, if known)."""
    prof = prof or rules.profile(p)
    why = rules.requirements_failure(g, p, card, prof)
    if why:
        return why
    cost = rules.card_cost(p, card, prof)
    if pay is None:
        have = rules.max_payable(p, card, (), prof)
        if have < cost:
            return M.Reason(M.R_COST, {"cost": cost, "have": have})
        if card_facts(card).free_play:
            return None
        return _effects_failure_paying(g, p, card, cost, prof)
    return effects.effects_failure(g, p.name, card.immediate, card.name, {}, paid=pay)


def _effects_failure_paying(g: Game, p: PlayerState, card: CardDef, cost: int, prof: rules.Profile) -> M.Reason | None:
    """Why the card's effects cannot be carried out once it is paid for in the default way. The payment
    matters only with what the card spends (never more than the player has, all together), or to a tile
    on a map with a priced space (Hellas's south pole costs 6 M€ more)."""
    facts = card_facts(card)
    paid = facts.spends or (facts.spends_or_places and has_priced_space(g))
    if not paid:
        return effects.effects_failure(g, p.name, card.immediate, card.name, {}, paid={})
    pay = rules.default_payment(p, cost, card, (), prof)
    if pay is None:  # affordable only with resources its effects need (Stratospheric Birds' floater)
        return M.Reason(M.R_COST, {"cost": cost, "have": rules.max_payable(p, card, (), prof)})
    return effects.effects_failure(g, p.name, card.immediate, card.name, {}, paid=pay)


def milestone_failure(g: Game, p: PlayerState, milestone: str) -> M.Reason | None:
    s = g.state
    if (milestone not in g.milestones or milestone in s.milestones or len(s.milestones) >= MAX_MILESTONES
            or g.state.config.solo or not goals.qualifies(g, p.name, milestone)):
        return M.Reason(M.MILESTONE_UNAVAILABLE, {"milestone": milestone})
    if rules.max_payable(p, None) < MILESTONE_COST:
        return M.Reason(M.R_COST, {"cost": MILESTONE_COST, "have": rules.max_payable(p, None)})
    return None


def award_cost(g: Game) -> int:
    return AWARD_COSTS[min(len(g.state.awards), MAX_AWARDS - 1)]


def award_failure(g: Game, p: PlayerState, award: str) -> M.Reason | None:
    s = g.state
    if award not in g.awards or award in s.awards or len(s.awards) >= MAX_AWARDS or g.state.config.solo:
        return M.Reason(M.AWARD_UNAVAILABLE, {"award": award})
    if rules.max_payable(p, None) < award_cost(g):
        return M.Reason(M.R_COST, {"cost": award_cost(g), "have": rules.max_payable(p, None)})
    return None


def convert_plants_ok(g: Game, p: PlayerState, prof: rules.Profile | None = None) -> bool:
    return p.resources["plants"] >= rules.greenery_plant_cost(p, prof) and has_legal_space(g, p.name, "greenery")


def convert_heat_ok(g: Game, p: PlayerState) -> bool:
    """8 heat (never M€, even for Helion; Stormcraft's floaters may make part of it); not offered once the
    temperature is at its goal."""
    return rules.spendable(p, "heat") >= HEAT_PER_STEP and g.state.temperature < TEMPERATURE_MAX


# --- doing it --------------------------------------------------------------------------------

def do_action(g: Game, name: str, step: dict[str, Any]) -> None:
    p = g.player(name)
    do = step.get("do")
    s = g.state
    if do == "pass":
        p.passed = True
        g.log(M.L_PASS, player=name)
        return
    if do == "end_turn":
        if s.actions_taken < 1:
            raise IllegalAction(M.END_TURN_UNAVAILABLE)
        s.actions_taken = 2
        g.log(M.L_END_TURN, player=name)
        return
    handler = HANDLERS.get(str(do)) or next(
        (e.action_handlers[str(do)] for e in g.expansions if str(do) in e.action_handlers), None)
    if handler is None:
        raise IllegalAction(M.NO_ACTION_THIS_PHASE)
    handler(g, p, step)  # checks everything, then changes the state
    s.actions_taken += 1


def _play_card(g: Game, p: PlayerState, step: dict[str, Any]) -> None:
    play_checked(g, p, *check_play(g, p, step))


def check_play(g: Game, p: PlayerState, step: dict[str, Any]) -> tuple[CardDef, dict[str, int]]:
    """The card and the payment of a legal `play_card` step; raises IllegalAction otherwise."""
    name = step.get("card")
    if not isinstance(name, str) or name not in g.cards.cards:
        raise IllegalAction(M.UNKNOWN_CARD, card=name)
    card = g.cards[name]
    if name not in p.hand or card.is_corporation or card.is_prelude:
        raise IllegalAction(M.NOT_IN_HAND, card=name)
    why = rules.requirements_failure(g, p, card)
    if why:
        raise IllegalAction(M.REQUIREMENT_NOT_MET, card=name, reason=why)
    pay = rules.step_payment(p, step, rules.card_cost(p, card), card)
    # (effects that never block need no check once the payment is known to be one the player can make)
    why = None if card_facts(card).free_play else effects.effects_failure(g, p.name, list(card.immediate), name,
                                                                          {}, paid=pay)
    if why:
        raise IllegalAction(M.EFFECT_IMPOSSIBLE, card=name, reason=why)
    return card, pay


def play_checked(g: Game, p: PlayerState, card: CardDef, pay: dict[str, int]) -> None:
    """Play a card whose step `check_play` accepted."""
    name = card.name
    g.state.last_ocean = None  # Flooding looks only at an ocean this card places
    rules.spend(p, pay)
    p.hand.remove(name)
    p.next_card_discount = 0
    p.next_card_tolerance = 0
    (p.events if card.is_event else p.played).append(name)
    if card.holds_resource:
        p.card_resources.setdefault(name, 0)
    g.log(M.L_PLAYED, player=p.name, card=name)
    triggers.fire_card_played(g, p.name, name)  # runs after the card's own effects (stack)
    effects.push_effects(g, p.name, list(card.immediate), name)
    triggers.fire_payment(g, p.name, card.cost, None)


def _claim_milestone(g: Game, p: PlayerState, step: dict[str, Any]) -> None:
    m = goals.canonical(str(step.get("milestone")))
    if milestone_failure(g, p, m):
        raise IllegalAction(M.MILESTONE_UNAVAILABLE, milestone=m)
    rules.spend(p, rules.step_payment(p, step, MILESTONE_COST, None))
    g.state.milestones[m] = p.name
    g.log(M.L_MILESTONE, player=p.name, milestone=m)


def _fund_award(g: Game, p: PlayerState, step: dict[str, Any]) -> None:
    a = goals.canonical(str(step.get("award")))
    if award_failure(g, p, a):
        raise IllegalAction(M.AWARD_UNAVAILABLE, award=a)
    cost = award_cost(g)
    rules.spend(p, rules.step_payment(p, step, cost, None))
    g.state.awards[a] = p.name
    g.log(M.L_AWARD, player=p.name, award=a, cost=cost)


def _convert_plants(g: Game, p: PlayerState, step: dict[str, Any]) -> None:
    if not convert_plants_ok(g, p):
        raise IllegalAction(M.CONVERT_PLANTS_UNAVAILABLE)
    convert_plants(g, p)


def convert_plants(g: Game, p: PlayerState, raise_oxygen: bool = True) -> None:
    p.resources["plants"] -= rules.greenery_plant_cost(p)
    g.log(M.L_CONVERT_PLANTS, player=p.name)
    effects.push_ask(g, D.SELECT_SPACE, p.name, g.legal_spaces(p.name, "greenery"), None,
                     effect={"tile": "greenery", "count": 1, "where": "normal"}, tile="greenery",
                     raise_oxygen=raise_oxygen)


def _convert_heat(g: Game, p: PlayerState, step: dict[str, Any]) -> None:
    if not convert_heat_ok(g, p):
        raise IllegalAction(M.CONVERT_HEAT_UNAVAILABLE)
    g.log(M.L_CONVERT_HEAT, player=p.name)
    if len(rules.heat_payments(p, HEAT_PER_STEP)) > 1:  # how to pay is asked first (Stormcraft's floaters)
        effects.push_effects(g, p.name, [{"raise": "temperature", "steps": 1}], None)
        effects.spend_heat(g, p.name, HEAT_PER_STEP)
        return
    effects.spend_heat(g, p.name, HEAT_PER_STEP)
    raise_temperature(g, p.name, 1)


HANDLERS = {
    "play_card": _play_card,
    "standard_project": standard_projects.use_standard_project,
    "claim_milestone": _claim_milestone,
    "fund_award": _fund_award,
    "card_action": card_actions.use_card_action,
    "convert_plants": _convert_plants,
    "convert_heat": _convert_heat,
}


