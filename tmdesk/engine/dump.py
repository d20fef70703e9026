"""The canonical state view of the scenario spec (`tmdesk scenario dump`), also read by the app."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tmdesk.engine.game import Game


def dump(g: Game) -> dict[str, Any]:
    s = g.state
    out: dict[str, Any] = {
        "generation": s.generation,
        "phase": s.phase,
        "temperature": s.temperature,
        "oxygen": s.oxygen,
        "oceans": s.oceans,
        "first_player": s.seats[s.first_player],
        "active_player": s.seats[s.active] if s.phase == "action" else None,
        "milestones": dict(s.milestones),
        "awards": dict(s.awards),
        "tiles": {sid: t.to_dict() for sid, t in sorted(s.tiles.items())},
        "deck_size": len(s.deck),
        "discard_size": len(s.discard),
        "players": {},
    }
    for expansion in g.expansions:  # e.g. Venus Next's "venus"
        if expansion.dump is not None:
            out.update(expansion.dump(g))
    for p in s.players:
        d: dict[str, Any] = {
            "corporation": p.corporation,
            "tr": p.tr,
            "resources": dict(p.resources),
            "production": dict(p.production),
            "hand": sorted(p.hand),
            "played": sorted(p.played),
            "events": sorted(p.events),
            "card_resources": dict(sorted(p.card_resources.items())),
            "used_actions": sorted(p.used_actions),
            "passed": p.passed,
        }
        d["preludes"] = sorted(p.preludes)  # kept, not yet played (Prelude)
        for expansion in g.expansions:  # e.g. Colonies' trade_fleets
            if expansion.player_dump is not None:
                d.update(expansion.player_dump(g, p.name))
        if p.name in s.scores:
            d["score"] = dict(s.scores[p.name])
        out["players"][p.name] = d
    if s.automars is not None:
        out["automars"] = g.automars_engine.dump()
    w = g.waiting_for()
    out["waiting_for"] = None if w is None else {"player": w.player, "kind": w.kind, "options": w.options}
    if s.phase == "end":
        out["winner"] = s.winner
    return out
