"""The seven actions of a turn: what is legal now (`action_options`) and doing it (`do_action`).

Every action is checked completely before anything changes, so an illegal one changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tmdesk.engine import answers, effects, goals, hooks, rules, triggers
from tmdesk.engine import decisions as D
from tmdesk.engine import messages as M
from tmdesk.engine.card_facts import FACTS, Facts, action_facts, card_facts
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.placement import (
    has_legal_space,
    has_priced_space,
    has_space_after_paying,
    raise_temperature,
    space_memo,
)
from tmdesk.engine.state import TEMPERATURE_MAX, PlayerState

if TYPE_CHECKING:
    from tmdesk.cards.model import CardDef
    from tmdesk.engine.game import Game

STANDARD_PROJECTS: dict[str, int] = {
    "sell_patents": 0, "power_plant": 11, "asteroid": 14, "aquifer": 18, "greenery": 23, "city": 25,
}
MILESTONE_COST = 8
AWARD_COSTS = (8, 14, 20)
MAX_MILESTONES = MAX_AWARDS = 3
HEAT_PER_STEP = 8
ACTION_CHECK_CONTEXT: dict[str, Any] = {"X": 1, "mandatory_removal": True}  # read only: an X cost of 1 at least


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
    for sp, cost in _project_costs(prof) + _expansion_project_costs(g, prof):
        if money >= cost and not _project_blocked(g, p, sp, cost):
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
                if c.name not in used and _action_usable(g, p, c, facts, prof)]
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


def _project_costs(prof: rules.Profile) -> tuple[tuple[str, int], ...]:
    """(project, cost) of every standard project but selling patents, with the profile's discounts."""
    costs: tuple[tuple[str, int], ...] | None = prof.memo.get("project_costs")
    if costs is None:
        costs = prof.memo["project_costs"] = tuple(
            (sp, max(0, price - prof.project_discounts.get(sp, 0))) for sp, price in STANDARD_PROJECTS.items()
            if sp != "sell_patents")
    return costs


def _expansion_project_costs(g: Game, prof: rules.Profile) -> tuple[tuple[str, int], ...]:
    """(project, cost) of the standard projects of the game's expansions (Air Scrapping)."""
    return tuple((sp.name, max(0, sp.cost - prof.project_discounts.get(sp.name, 0)))
                 for e in g.expansions for sp in e.standard_projects)


def standard_projects(g: Game) -> list[str]:
    """Every standard project of this game, in the order shown: the base game's, then its expansions'."""
    return [*STANDARD_PROJECTS, *(sp.name for e in g.expansions for sp in e.standard_projects)]


def _expansion_project(project: str) -> hooks.StandardProject | None:
    return next((sp for e in hooks.EXPANSIONS.values() for sp in e.standard_projects if sp.name == project), None)


def printed_cost(project: str) -> int:
    """A standard project's printed cost (before discounts)."""
    price = STANDARD_PROJECTS.get(project)
    if price is None:
        sp = _expansion_project(project)
        if sp is None:
            raise KeyError(project)
        price = sp.cost
    return price


def project_cost(p: PlayerState, project: str) -> int:
    return max(0, printed_cost(project) - rules.standard_project_discount(p, project))


def project_failure(g: Game, p: PlayerState, project: str, money: int | None = None) -> M.Reason | None:
    """None if the standard project can be used now (`money`: the player's `max_payable`, if known).

    Decision (the rulebooks are silent): a project whose only effect cannot happen (temperature at
    its goal, no ocean left, no legal space) is not offered, so nobody pays for nothing.
    """
    if project not in standard_projects(g):
        return M.Reason(M.PROJECT_UNAVAILABLE, {"project": project})
    if project == "sell_patents":
        return None if p.hand else M.Reason(M.PROJECT_UNAVAILABLE, {"project": project})
    have = rules.max_payable(p, None) if money is None else money
    cost = project_cost(p, project)
    if have < cost:
        return M.Reason(M.R_COST, {"cost": cost, "have": have})
    return M.Reason(M.PROJECT_UNAVAILABLE, {"project": project}) if _project_blocked(g, p, project) else None


def _project_blocked(g: Game, p: PlayerState, project: str, cost: int | None = None) -> bool:
    """Whether the (affordable) project's only effect cannot happen now (`cost`: its cost, if known).
    No ocean has a space once the 9th is down (`has_legal_space`)."""
    if project == "asteroid":
        return g.state.temperature >= TEMPERATURE_MAX
    if project == "aquifer":
        return not has_legal_space(g, p.name, "ocean")
    if project in ("greenery", "city"):
        return not has_space_after_paying(g, p.name, project, project_cost(p, project) if cost is None else cost)
    sp = _expansion_project(project)
    return sp is not None and sp.blocked(g, p)


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


def branch_failure(g: Game, p: PlayerState, card: CardDef, branch: dict[str, Any],
                   free_effects: bool = False, prof: rules.Profile | None = None) -> M.Reason | None:
    """Why this action branch cannot be used now, or None (`free_effects`: its effects never block;
    `prof`: the player's profile, if known). An action whose only effect adds resources to another card
    needs such a card (`effects.no_card_to_add_to`)."""
    cost = branch.get("cost") or {}
    for key, value in cost.items():
        if key == "resources_here":
            if p.card_resources.get(card.name, 0) < value:
                return M.Reason(M.R_SPEND, {"value": value, "resource": card.holds_resource})
        elif key == "production":
            for r, n in value.items():
                if p.production[r] - n < rules.floor(r):
                    return M.Reason(M.R_PRODUCTION_DROP, {"resource": r})
        elif key == "megacredits":
            pay_with = tuple(branch.get("pay_with", ()))
            if _max_for_action(p, pay_with, prof) < value:
                return M.Reason(M.R_COST, {"cost": value, "have": _max_for_action(p, pay_with, prof)})
        else:
            need = 1 if value == "X" else value
            if rules.spendable(p, key) < need:
                return M.Reason(M.R_SPEND, {"value": need, "resource": key})
    if branch.get("condition") == "tr_raised_this_generation" and not p.tr_raised_this_generation:
        return M.Reason(M.ACTION_UNAVAILABLE, {"card": card.name})
    if free_effects:
        return None
    return (effects.effects_failure(g, p.name, branch["effects"], card.name, ACTION_CHECK_CONTEXT)
            or effects.no_card_to_add_to(g, p.name, branch["effects"], card.name))


def _max_for_action(p: PlayerState, pay_with: tuple[str, ...], prof: rules.Profile | None = None) -> int:
    prof = prof or rules.profile(p)
    values = prof.values  # read only: no copy
    total = p.resources["megacredits"]
    for r in pay_with:
        total += p.resources[r] * values[r]
    if prof.heat_as_megacredits:
        total += p.resources["heat"]
    return total


def card_action_failure(g: Game, p: PlayerState, card_name: str, again: bool = False) -> M.Reason | None:
    """Why the card's action cannot be used now, or None (`again`: even if used this generation, Viron)."""
    card = g.cards.cards.get(card_name)
    if card is None or card.action is None or (card_name in p.used_actions and not again) or (
            card_name not in p.played and card_name != p.corporation):
        return M.Reason(M.ACTION_UNAVAILABLE, {"card": card_name})
    return _action_failure(g, p, card)


def _action_failure(g: Game, p: PlayerState, card: CardDef) -> M.Reason | None:
    """`card_action_failure` for a card in play whose action is unused this generation."""
    facts = card_facts(card)
    if facts.free_action:
        return None  # a branch with no cost and effects that never block
    return _branches_failure(g, p, card, facts)


def _branches_failure(g: Game, p: PlayerState, card: CardDef, facts: Facts,
                      prof: rules.Profile | None = None) -> M.Reason | None:
    first: M.Reason | None = None
    for b, free_effects, _cost in facts.branches:  # the first feasible branch is enough
        why = branch_failure(g, p, card, b, free_effects, prof)
        if why is None:
            return None
        first = first or why
    return first


def _action_usable(g: Game, p: PlayerState, card: CardDef, facts: Facts, prof: rules.Profile) -> bool:
    """`_action_failure(...) is None`, for the listing (no reason needed): a branch whose cost is all there
    is to check is checked here."""
    if facts.free_action:
        return True
    res = p.resources
    for b, free_effects, cost in facts.branches:
        if cost is None:
            if branch_failure(g, p, card, b, free_effects, prof) is None:
                return True
            continue
        for r, n, pay_with in cost:
            if r == "megacredits":
                have = _max_for_action(p, pay_with, prof)
            else:  # (heat: with what a card lets pay heat, Stormcraft)
                have = res[r] if r != "heat" else rules.spendable(p, r)
            if have < n:
                break
        else:
            return True
    return False


def convert_plants_ok(g: Game, p: PlayerState, prof: rules.Profile | None = None) -> bool:
    return p.resources["plants"] >= rules.greenery_plant_cost(p, prof) and has_legal_space(g, p.name, "greenery")


def convert_heat_ok(g: Game, p: PlayerState) -> bool:
    """8 heat (never M€, even for Helion; Stormcraft's floaters may make part of it); not offered once the
    temperature is at its goal."""
    return rules.spendable(p, "heat") >= HEAT_PER_STEP and g.state.temperature < TEMPERATURE_MAX


# --- doing it --------------------------------------------------------------------------------

def _payment(g: Game, p: PlayerState, step: dict[str, Any], cost: int, card: CardDef | None,
             extra: tuple[str, ...] = ()) -> dict[str, int]:
    pay = step.get("pay")
    if pay is None:
        pay = {"megacredits": cost} if cost else {}
    if not isinstance(pay, dict):
        raise IllegalAction(M.BAD_PAYMENT)
    rules.check_payment(p, cost, pay, card, extra)
    return {k: v for k, v in pay.items() if v}


def _spend(p: PlayerState, pay: dict[str, int]) -> None:
    for r, n in pay.items():
        if r in p.resources:
            p.resources[r] -= n
        else:  # resources on a card that may pay (Psychrophiles' microbes, Dirigibles' floaters)
            p.card_resources[rules.paying_card(p, r)] -= n


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
    pay = _payment(g, p, step, rules.card_cost(p, card), card)
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
    _spend(p, pay)
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


def _standard_project(g: Game, p: PlayerState, step: dict[str, Any]) -> None:
    project = str(step.get("project"))
    why = project_failure(g, p, project)
    if why:
        raise IllegalAction(M.PROJECT_UNAVAILABLE, project=project)
    if project == "sell_patents":
        cards = step.get("cards")
        if cards is None:  # ask which cards (the GUI's way)
            effects.push_ask(g, D.SELECT_CARDS, p.name, list(p.hand), None, min=1, max=len(p.hand), sell_patents=True)
            return
        if not isinstance(cards, list) or not cards:
            raise IllegalAction(M.WRONG_CARD_COUNT, min=1, max=len(p.hand))
        answers.check_cards(cards, {"options": p.hand, "min": 1, "max": len(p.hand)})
        sell_patents(g, p.name, cards)
        return
    pay = _payment(g, p, step, project_cost(p, project), None)
    _spend(p, pay)
    g.log(M.L_PROJECT, player=p.name, project=project)
    sp = _expansion_project(project)
    fx: list[dict[str, Any]] = PROJECT_EFFECTS[project] if sp is None else list(sp.effects)
    effects.push_effects(g, p.name, fx, None)
    triggers.fire_payment(g, p.name, printed_cost(project), project)


PROJECT_EFFECTS: dict[str, list[dict[str, Any]]] = {
    "power_plant": [{"production": {"energy": 1}}],
    "asteroid": [{"raise": "temperature", "steps": 1}],
    "aquifer": [{"tile": "ocean", "count": 1, "where": "normal"}],
    "greenery": [{"tile": "greenery", "count": 1, "where": "normal"}],
    "city": [{"tile": "city", "count": 1, "where": "normal"}, {"production": {"megacredits": 1}}],
}


def sell_patents(g: Game, name: str, cards: list[str]) -> None:
    p = g.player(name)
    for c in cards:
        p.hand.remove(c)
    g.state.discard.extend(cards)
    p.resources["megacredits"] += len(cards)
    g.log(M.L_SOLD, player=name, n=len(cards))


def _claim_milestone(g: Game, p: PlayerState, step: dict[str, Any]) -> None:
    m = goals.canonical(str(step.get("milestone")))
    if milestone_failure(g, p, m):
        raise IllegalAction(M.MILESTONE_UNAVAILABLE, milestone=m)
    _spend(p, _payment(g, p, step, MILESTONE_COST, None))
    g.state.milestones[m] = p.name
    g.log(M.L_MILESTONE, player=p.name, milestone=m)


def _fund_award(g: Game, p: PlayerState, step: dict[str, Any]) -> None:
    a = goals.canonical(str(step.get("award")))
    if award_failure(g, p, a):
        raise IllegalAction(M.AWARD_UNAVAILABLE, award=a)
    cost = award_cost(g)
    _spend(p, _payment(g, p, step, cost, None))
    g.state.awards[a] = p.name
    g.log(M.L_AWARD, player=p.name, award=a, cost=cost)


def _card_action(g: Game, p: PlayerState, step: dict[str, Any]) -> None:
    name = str(step.get("card"))
    if card_action_failure(g, p, name):
        raise IllegalAction(M.ACTION_UNAVAILABLE, card=name)
    card = g.cards[name]
    branches = card.action_branches()
    feasible = [i for i, (b, free_effects, _cost) in enumerate(card_facts(card).branches)
                if branch_failure(g, p, card, b, free_effects) is None]
    pay = step.get("pay")
    if pay is not None and len(feasible) == 1:
        _check_action_pay(g, p, card, branches[feasible[0]], pay)
    p.used_actions.append(name)
    g.log(M.L_ACTION, player=p.name, card=name)
    if len(branches) > 1:
        effects.push_ask(g, D.SELECT_OPTION, p.name, feasible, name, action_branches=True,
                         descriptions=[branches[i] for i in feasible])
    else:
        start_card_action_branch(g, p.name, name, 0, pay)


def _check_action_pay(g: Game, p: PlayerState, card: CardDef, branch: dict[str, Any], pay: Any) -> None:
    """The M€ part of an action cost is paid like a standard project, plus the card's `pay_with`."""
    cost = (branch.get("cost") or {}).get("megacredits", 0)
    if not isinstance(pay, dict):
        raise IllegalAction(M.BAD_PAYMENT)
    rules.check_payment(p, cost, pay, None, tuple(branch.get("pay_with", ())))


def start_card_action_branch(g: Game, name: str, card: str, index: int, pay: dict[str, int] | None = None) -> None:
    branch = g.cards[card].action_branches()[index]
    cost = branch.get("cost") or {}
    x_keys = [k for k, v in cost.items() if v == "X"]
    if x_keys:
        have = g.player(name).resources[x_keys[0]]
        effects.push_ask(g, D.SELECT_AMOUNT, name, list(range(1, have + 1)), card, action_cost=True,
                         branch=index, min=1, max=have, effect={})
        return
    pay_card_action(g, name, card, index, {}, pay)


def pay_card_action(g: Game, name: str, card: str, index: int, ctx: dict[str, Any],
                    pay: dict[str, int] | None = None) -> None:
    p = g.player(name)
    branch = g.cards[card].action_branches()[index]
    cost = dict(branch.get("cost") or {})
    heat = cost.pop("heat", 0)  # paid last: a heat payer's choice (Stormcraft) is asked before the effects
    for key, value in cost.items():
        if key == "resources_here":
            p.card_resources[card] -= value
        elif key == "production":
            for r, n in value.items():
                p.production[r] -= n
        elif key == "megacredits":
            extra = tuple(branch.get("pay_with", ()))
            if pay is None:
                pay = {"megacredits": value} if p.resources["megacredits"] >= value else \
                    rules.default_payment(p, value, None, extra) or {}
            rules.check_payment(p, value, pay, None, extra)
            _spend(p, pay)
        else:
            p.resources[key] -= ctx["X"] if value == "X" else value
    effects.push_effects(g, name, branch["effects"], card, dict(ctx, mandatory_removal=True))
    if heat:
        effects.spend_heat(g, name, ctx["X"] if heat == "X" else heat)


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
    "standard_project": _standard_project,
    "claim_milestone": _claim_milestone,
    "fund_award": _fund_award,
    "card_action": _card_action,
    "convert_plants": _convert_plants,
    "convert_heat": _convert_heat,
}


def _chosen_branch(g: Game, item: dict[str, Any], index: int) -> None:
    """The action chosen on a card with two actions is said in the log, then done."""
    g.log(M.L_CHOSE_ACTION, player=item["p"], card=item["src"], branch=index)
    start_card_action_branch(g, item["p"], item["src"], index)


answers.register_answer("action_branches", _chosen_branch)
answers.register_answer("action_cost", lambda g, item, x: pay_card_action(g, item["p"], item["src"], item["branch"], {"X": x}))
answers.register_answer("sell_patents", lambda g, item, cards: sell_patents(g, item["p"], cards))
