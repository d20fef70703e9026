"""Final scoring: awards, milestones, tiles and cards (what each milestone and award counts is in goals.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tmdesk.engine import goals, hooks, rules
from tmdesk.engine.state import PlayerState

if TYPE_CHECKING:
    from tmdesk.engine.game import Game

MILESTONE_VP, AWARD_FIRST_VP, AWARD_SECOND_VP = 5, 5, 2


def award_points(values: dict[str, int], players: int) -> dict[str, int]:
    """5 VP to every player tied first; 2 VP to every player tied second, unless first place was
    shared or there are only 2 players (base-facts: Awards)."""
    points = dict.fromkeys(values, 0)
    if not values:
        return points
    ranked = sorted(set(values.values()), reverse=True)
    first = [n for n, v in values.items() if v == ranked[0]]
    for n in first:
        points[n] = AWARD_FIRST_VP
    if len(first) == 1 and players > 2 and len(ranked) > 1:
        for n, v in values.items():
            if v == ranked[1]:
                points[n] = AWARD_SECOND_VP
    return points


def card_vp(g: Game, p: PlayerState, card_name: str) -> int:
    vp = g.cards[card_name].vp
    if not vp:
        return 0
    if "fixed" in vp:
        return int(vp["fixed"])
    if "per_resource_here" in vp:
        return int(vp["per_resource_here"]) * (p.card_resources.get(card_name, 0) // int(vp["every"]))
    if "per_tag" in vp:
        return int(vp["points"]) * (rules.count_tag(p, vp["per_tag"]) // int(vp.get("every", 1)))
    if "per_adjacent" in vp:
        kind = vp["per_adjacent"]
        total = 0
        for sid, t in g.state.tiles.items():
            if t.owner == p.name and t.name and _tile_of_card(card_name) == t.name:
                total += sum(1 for n in g.board.adjacent[sid] if n in g.state.tiles and (
                    g.state.tiles[n].tile == kind if kind == "ocean" else g.state.tiles[n].is_city))
        return int(vp["points"]) * total
    if "per_city_anywhere" in vp:
        return g.count_cities() // int(vp["every"])
    if "if_resources_here_at_least" in vp:
        return vp["points"] if p.card_resources.get(card_name, 0) >= vp["if_resources_here_at_least"] else 0
    key = next(iter(vp), None)
    if key in hooks.VP_RULES:  # an expansion's (Colonies: per_colony_anywhere)
        return hooks.VP_RULES[key](g, p, card_name, vp)
    raise ValueError(f"unknown VP rule for {card_name}: {vp!r}")


def _tile_of_card(card_name: str) -> str:
    return card_name.lower().replace(" ", "_")


def award_vps(g: Game) -> dict[str, int]:
    """Every player's award VP as the standings are now (AutoMars competes, but is not listed)."""
    s = g.state
    n = len(s.players) + (1 if s.automars is not None else 0)
    out = {q.name: 0 for q in s.players}
    for award in s.awards:
        values = {q.name: goals.AWARDS[award].count(g, q.name) for q in s.players}
        if s.automars is not None:
            values.update(g.automars_engine.award_values(award))
        for name, vp in award_points(values, n).items():
            if name in out:
                out[name] += vp
    return out


def score(g: Game, p: PlayerState, awards_now: dict[str, int] | None = None) -> dict[str, int]:
    """`p`'s score if the game ended now. `awards_now`: `award_vps(g)`, when every player is scored at once."""
    s = g.state
    awards = (awards_now if awards_now is not None else award_vps(g))[p.name] if s.awards else 0
    milestones = MILESTONE_VP * sum(1 for owner in s.milestones.values() if owner == p.name)
    name, tiles, adjacent = p.name, s.tiles, g.board.adjacent
    greenery = cities = 0
    for sid, t in tiles.items():  # one pass: the player's greeneries, and the greeneries next to its cities
        if t.owner != name:
            continue
        if t.tile == "greenery":
            greenery += 1
        elif t.is_city:
            cities += sum(1 for a in adjacent[sid] if a in tiles and tiles[a].tile == "greenery")
    cards = 0
    catalogue = g.cards
    for group in (p.played, p.events):
        for c in group:
            if catalogue[c].vp:  # most cards have none: no call for them
                cards += card_vp(g, p, c)
    if p.corporation:
        cards += card_vp(g, p, p.corporation)
    total = p.tr + awards + milestones + greenery + cities + cards
    return {"total": total, "tr": p.tr, "awards": awards, "milestones": milestones,
            "greenery": greenery, "cities": cities, "cards": cards}


def final_scores(g: Game) -> tuple[dict[str, dict[str, int]], str]:
    """Every player's score and the winner (tie: most M€ left; then the earlier player in turn order)."""
    s = g.state
    awards = award_vps(g)
    scores = {p.name: score(g, p, awards) for p in s.players}
    ranked = sorted(s.players, key=lambda p: (scores[p.name]["total"], p.resources["megacredits"]), reverse=True)
    return scores, ranked[0].name
