"""The card effects the vocabulary cannot express (resources/data/cards/README.md), as handlers that
the engine looks up by card name in `SPECIALS`.

`run` starts the effect, `failure` says why it cannot be carried out now (a message id) and `resolve`
takes the answer to the decision `run` asked for. They see the game only through `CardHost`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tmdesk.cards.host import QT_TRANSLATE_NOOP, CardHost

FLOODING_MC = 4
MINING_TILES = {"Mining Area": "mining_area", "Mining Rights": "mining_rights"}
# the same message ids as the engine's reasons (tmdesk.engine.messages), so one translation serves both
R_NO_SPACE = QT_TRANSLATE_NOOP("Engine", "there is no legal space for its tile")
R_NO_BUILDING_PRODUCTION = QT_TRANSLATE_NOOP("Engine", "you have no building card with a production box")


def _always_possible(host: CardHost, player: str) -> str | None:
    return None


@dataclass(frozen=True, slots=True)
class Special:
    run: Callable[[CardHost, str, str], None]  # (host, player, card)
    failure: Callable[[CardHost, str], str | None] = _always_possible  # (host, player) -> message id
    resolve: Callable[[CardHost, str, Any], None] | None = None  # (host, player, answer)


def _production_box(host: CardHost, card: str) -> list[dict[str, Any]]:
    """The card's production changes, red-bordered decreases included ("penalties included")."""
    return [e for e in host.cards[card].immediate if {"production", "production_per", "production_any_player"} & set(e)]


def robotic_workforce_options(host: CardHost, player: str) -> list[str]:
    """Own building cards with a production box whose changes can be applied again now."""
    out = []
    for name in host.player(player).played:
        box = _production_box(host, name)
        if "building" in host.cards[name].tags and box and host.effects_possible(player, box, name):
            out.append(name)
    return out


def land_claim_options(host: CardHost, player: str) -> list[str]:
    return [s for s in host.board.land if s not in host.tiles and s not in host.claims]


def _search_for_life(host: CardHost, player: str, card: str) -> None:
    revealed = host.draw(1)
    host.discard(revealed)
    if revealed and "microbe" in host.cards[revealed[0]].tags:
        p = host.player(player)
        p.card_resources[card] = p.card_resources.get(card, 0) + 1


def _mining(host: CardHost, player: str, card: str) -> None:
    p = host.player(player)
    for sid, t in host.tiles.items():
        if t.name == MINING_TILES[card] and t.owner == player:
            bonus = [b for b in host.board.spaces[sid].bonus if b in ("steel", "titanium")]
            if bonus:
                p.production[bonus[0]] += 1


def _land_claim(host: CardHost, player: str, card: str) -> None:
    host.ask_space(player, land_claim_options(host, player), card, tile="claim")


def _claim(host: CardHost, player: str, space: Any) -> None:
    host.claims[space] = player


def _robotic_workforce(host: CardHost, player: str, card: str) -> None:
    host.ask_card(player, robotic_workforce_options(host, player), card)


def _copy_production_box(host: CardHost, player: str, card: Any) -> None:
    host.push_effects(player, _production_box(host, card), card)


def _flooding(host: CardHost, player: str, card: str) -> None:
    """Remove up to 4 M€ from the owner of a tile next to the ocean just placed (not oneself)."""
    space = host.last_ocean
    owners: list[str] = []
    if space:
        for a in host.board.adjacent[space]:
            t = host.tiles.get(a)
            owner = t.owner if t else None
            if owner and host.is_player(owner) and owner != player and owner not in owners \
                    and host.player(owner).resources["megacredits"] > 0:
                owners.append(owner)
    if owners:
        host.ask_player(player, owners, card, {"remove_any_player": {"megacredits": FLOODING_MC}}, optional=True)


SPECIALS: dict[str, Special] = {
    "Search For Life": Special(_search_for_life),
    "Mining Area": Special(_mining),
    "Mining Rights": Special(_mining),
    "Land Claim": Special(_land_claim, lambda h, p: None if land_claim_options(h, p) else R_NO_SPACE, _claim),
    "Robotic Workforce": Special(
        _robotic_workforce, lambda h, p: None if robotic_workforce_options(h, p) else R_NO_BUILDING_PRODUCTION,
        _copy_production_box),
    "Flooding": Special(_flooding),
}
