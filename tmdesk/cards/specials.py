"""The six card effects the vocabulary cannot express (resources/data/cards/README.md).

`failure` says why one cannot be carried out now, `run` starts it, `resolve` takes the answer
to the decision it asked for. Each reads the state through the engine's Game object.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tmdesk.engine import decisions as D
from tmdesk.engine import messages as M

if TYPE_CHECKING:
    from tmdesk.engine.game import Game

SEARCH_FOR_LIFE = "Search For Life"
MINING_TILES = {"Mining Area": "mining_area", "Mining Rights": "mining_rights"}
LAND_CLAIM = "Land Claim"
ROBOTIC_WORKFORCE = "Robotic Workforce"
FLOODING = "Flooding"
FLOODING_MC = 4


def _production_box(g: Game, card: str) -> list[dict[str, Any]]:
    """The card's production changes, red-bordered decreases included ("penalties included")."""
    return [e for e in g.cards[card].immediate if {"production", "production_per", "production_any_player"} & set(e)]


def robotic_workforce_options(g: Game, player: str) -> list[str]:
    """Own building cards with a production box whose changes can be applied again now."""
    from tmdesk.engine.effects import effects_failure

    p = g.player(player)
    out = []
    for name in p.played:
        card = g.cards[name]
        box = _production_box(g, name)
        if "building" in card.tags and box and effects_failure(g, player, box, name, {}) is None:
            out.append(name)
    return out


def land_claim_options(g: Game, player: str) -> list[str]:
    return [s for s in g.board.land if s not in g.state.tiles and s not in g.state.claims]


def failure(g: Game, player: str, src: str | None) -> M.Reason | None:
    if src == ROBOTIC_WORKFORCE and not robotic_workforce_options(g, player):
        return M.Reason(M.R_NO_BUILDING_PRODUCTION, {})
    if src == LAND_CLAIM and not land_claim_options(g, player):
        return M.Reason(M.R_NO_SPACE, {})
    return None


def run(g: Game, player: str, src: str | None, ctx: dict[str, Any]) -> None:
    from tmdesk.engine.effects import push_ask

    p = g.player(player)
    if src == SEARCH_FOR_LIFE:
        revealed = g.draw(1)
        g.state.discard.extend(revealed)
        if revealed and "microbe" in g.cards[revealed[0]].tags:
            p.card_resources[src] = p.card_resources.get(src, 0) + 1
    elif src in MINING_TILES:
        for sid, t in g.state.tiles.items():
            if t.name == MINING_TILES[src] and t.owner == player:
                bonus = [b for b in g.board.spaces[sid].bonus if b in ("steel", "titanium")]
                if bonus:
                    p.production[bonus[0]] += 1
    elif src == LAND_CLAIM:
        push_ask(g, D.SELECT_SPACE, player, land_claim_options(g, player), src, special=True, effect={}, tile="claim")
    elif src == ROBOTIC_WORKFORCE:
        push_ask(g, D.SELECT_CARD, player, robotic_workforce_options(g, player), src, special=True, effect={})
    elif src == FLOODING:
        space = g.state.last_ocean
        owners = []
        if space:
            for a in g.board.adjacent[space]:
                neighbour = g.state.tiles.get(a)
                if neighbour and neighbour.owner and g.is_player(neighbour.owner) and neighbour.owner != player \
                        and neighbour.owner not in owners and g.player(neighbour.owner).resources["megacredits"] > 0:
                    owners.append(neighbour.owner)
        if owners:
            push_ask(g, D.SELECT_PLAYER, player, owners, src, optional=True,
                     effect={"remove_any_player": {"megacredits": FLOODING_MC}})
    else:
        raise ValueError(f"no special effect for {src!r}")


def resolve(g: Game, item: dict[str, Any], value: Any) -> None:
    from tmdesk.engine.effects import push_effects

    src, player = item["src"], item["p"]
    if src == LAND_CLAIM:
        g.state.claims[value] = player
    elif src == ROBOTIC_WORKFORCE:
        push_effects(g, player, _production_box(g, value), value)
