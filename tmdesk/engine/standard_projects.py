"""Standard projects (rulebook action B): the base game's six and an expansion's
(Air Scrapping), what each costs, when one is offered, and using one (selling patents asks which cards
when the step does not name them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tmdesk.engine import answers, effects, hooks, rules, triggers
from tmdesk.engine import decisions as D
from tmdesk.engine import messages as M
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.placement import has_legal_space, has_space_after_paying
from tmdesk.engine.state import TEMPERATURE_MAX, PlayerState

if TYPE_CHECKING:
    from tmdesk.engine.game import Game

STANDARD_PROJECTS: dict[str, int] = {
    "sell_patents": 0, "power_plant": 11, "asteroid": 14, "aquifer": 18, "greenery": 23, "city": 25,
}


def project_costs(prof: rules.Profile) -> tuple[tuple[str, int], ...]:
    """(project, cost) of every standard project but selling patents, with the profile's discounts."""
    costs: tuple[tuple[str, int], ...] | None = prof.memo.get("project_costs")
    if costs is None:
        costs = prof.memo["project_costs"] = tuple(
            (sp, max(0, price - prof.project_discounts.get(sp, 0))) for sp, price in STANDARD_PROJECTS.items()
            if sp != "sell_patents")
    return costs


def expansion_project_costs(g: Game, prof: rules.Profile) -> tuple[tuple[str, int], ...]:
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
    return M.Reason(M.PROJECT_UNAVAILABLE, {"project": project}) if project_blocked(g, p, project) else None


def project_blocked(g: Game, p: PlayerState, project: str, cost: int | None = None) -> bool:
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


# --- using one ---------------------------------------------------------------------------------

def use_standard_project(g: Game, p: PlayerState, step: dict[str, Any]) -> None:
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
    pay = rules.step_payment(p, step, project_cost(p, project), None)
    rules.spend(p, pay)
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


answers.register_answer("sell_patents", lambda g, item, cards: sell_patents(g, item["p"], cards))
