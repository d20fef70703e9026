"""Checks that hold after every decision of every game (used by `tmdesk simulate` and the tests)."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import TYPE_CHECKING

from tmdesk.engine import rules
from tmdesk.engine.board import OCEAN_AREA
from tmdesk.engine.state import OCEANS_MAX, OXYGEN_MAX, TEMPERATURE_MAX, TEMPERATURE_MIN

if TYPE_CHECKING:
    from tmdesk.engine.game import Game

# tiles that may legally stand where their kind normally may not
OCEAN_SPACE_EXCEPTIONS = {"greenery", "mohole_area"}
# cities that may stand next to another city
CITY_ADJACENCY_EXCEPTIONS = {"urbanized_area", "lava_tube_settlement"}


def violations(g: Game) -> list[str]:
    s = g.state
    out: list[str] = []
    for p in s.players:
        for r, n in p.resources.items():
            if n < 0:
                out.append(f"{p.name} has {n} {r}")
        for r, n in p.production.items():
            if n < rules.floor(r):
                out.append(f"{p.name} has {r} production {n}")
        for c, n in p.card_resources.items():
            if n < 0:
                out.append(f"{p.name} has {n} resources on {c}")
    if not TEMPERATURE_MIN <= s.temperature <= TEMPERATURE_MAX or s.temperature % 2:
        out.append(f"temperature {s.temperature}")
    if not 0 <= s.oxygen <= OXYGEN_MAX:
        out.append(f"oxygen {s.oxygen}")
    if s.oceans > OCEANS_MAX:
        out.append(f"{s.oceans} oceans")
    for sid, t in s.tiles.items():
        on_ocean_area = g.board.spaces[sid].type == OCEAN_AREA
        if t.tile == "ocean" and not on_ocean_area:
            if t.name != "artificial_lake":
                out.append(f"ocean on land {sid}")
        if t.tile != "ocean" and on_ocean_area and t.tile not in OCEAN_SPACE_EXCEPTIONS and t.name not in OCEAN_SPACE_EXCEPTIONS:
            out.append(f"{t.tile} on ocean area {sid}")
        if t.is_city and t.name not in CITY_ADJACENCY_EXCEPTIONS and g.board.spaces[sid].type == "land":
            for a in g.board.adjacent[sid]:
                other = s.tiles.get(a)
                if other and other.is_city and other.name not in CITY_ADJACENCY_EXCEPTIONS \
                        and g.board.spaces[a].type == "land":
                    out.append(f"cities next to each other at {sid} and {a}")
    for expansion in g.expansions:
        if expansion.invariants is not None:
            out += expansion.invariants(g)
    out += _card_places(g)
    return out


def _card_places(g: Game) -> list[str]:
    s = g.state
    places: Counter[str] = Counter(s.deck)
    places.update(s.discard)
    for p in s.players:
        places.update(p.hand)
        places.update(p.played)
        places.update(p.events)
    for offer in s.offers.values():
        for key in ("cards", "packet", "drafted"):
            places.update(offer.get(key, []))
    for item in s.pending:
        if item["t"] == "ask" and ("look_keep" in item.get("effect", {}) or "look_buy" in item.get("effect", {})):
            places.update(item["options"])
    if s.automars is not None:
        places.update(g.automars_engine.cards_held())
    expected = _all_cards(s.config.corporate_era, s.config.card_sets)
    if not s.config.prelude:  # no Prelude card exists in such a game (overrides refuse them)
        return _compare(places, expected, "cards")
    preludes = Counter({c: n for c, n in places.items() if g.cards[c].is_prelude})
    out = _compare(places - preludes, expected, "cards")
    preludes.update(s.prelude_deck)
    preludes.update(s.prelude_discard)
    for p in s.players:
        preludes.update(p.preludes)
    for offer in s.offers.values():
        preludes.update(offer.get("preludes", []))
    for item in s.pending:
        if item.get("prelude") == "play_prelude_from_deck":
            preludes.update(item["options"])
    return out + _compare(preludes, Counter(g.cards.prelude_deck()), "Preludes")


def _compare(places: Counter[str], expected: Counter[str], what: str) -> list[str]:
    if places == expected:
        return []
    extra = places - expected
    missing = expected - places
    return [f"{what} out of place: twice {sorted(extra)[:5]}, missing {sorted(missing)[:5]}"]


@lru_cache(maxsize=16)
def _all_cards(corporate_era: bool, card_sets: tuple[str, ...]) -> Counter[str]:
    """Every project card of the game (built once: the simulator checks this after every decision)."""
    from tmdesk.cards.loader import catalogue

    return Counter(catalogue().deck(corporate_era, card_sets))
