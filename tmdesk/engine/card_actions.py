"""Blue-card actions (rulebook action E, the red arrow; once per generation per card): when one can be
used (one of its branches: its cost, its condition, effects that can happen), and using it (a card with two
actions asks which; an X cost asks how much; the cost is paid, then the effects run).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tmdesk.engine import answers, effects, rules
from tmdesk.engine import decisions as D
from tmdesk.engine import messages as M
from tmdesk.engine.card_facts import Facts, card_facts
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.state import PlayerState

if TYPE_CHECKING:
    from tmdesk.cards.model import CardDef
    from tmdesk.engine.game import Game

ACTION_CHECK_CONTEXT: dict[str, Any] = {"X": 1, "mandatory_removal": True}  # read only: an X cost of 1 at least


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


def action_usable(g: Game, p: PlayerState, card: CardDef, facts: Facts, prof: rules.Profile) -> bool:
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


# --- using one ---------------------------------------------------------------------------------

def use_card_action(g: Game, p: PlayerState, step: dict[str, Any]) -> None:
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
            rules.spend(p, pay)
        else:
            p.resources[key] -= ctx["X"] if value == "X" else value
    effects.push_effects(g, name, branch["effects"], card, dict(ctx, mandatory_removal=True))
    if heat:
        effects.spend_heat(g, name, ctx["X"] if heat == "X" else heat)


def _chosen_branch(g: Game, item: dict[str, Any], index: int) -> None:
    """The action chosen on a card with two actions is said in the log, then done."""
    g.log(M.L_CHOSE_ACTION, player=item["p"], card=item["src"], branch=index)
    start_card_action_branch(g, item["p"], item["src"], index)


answers.register_answer("action_branches", _chosen_branch)
answers.register_answer("action_cost", lambda g, item, x: pay_card_action(g, item["p"], item["src"], item["branch"], {"X": x}))
