"""Where AutoMars puts its tiles (automars.md section 9): pure functions over the map and tiles.

The only impure part, the card-cost tiebreak (9.4 step 3), is a callback `pick(tied) -> space`
given by the caller (bonuses.py reveals a project card there). The rulebook formula is
`card_cost_index`.

Per map (its profile, `tracks.Board.tiebreakers`): the 9.4 steps before the revealed card differ —
Tharsis: most adjacent oceans, most bonus icons; Hellas: oceans, the polar region (the two bottom
rows), icons; Elysium: oceans, icons, the southern region (the four bottom rows); Utopia Planitia:
oceans, icons with an edge space counting one more; Terra Cimmeria: oceans, next to a special tile
(one or more: yes or no; the Neural Instance counts), icons. One source (other_boards.json).
A paid space (Hellas's south pole) counts no icon for AutoMars's tiebreakers and pays it none: its
bonus is bought (bonuses.put_tile), never a resource. (One reading: victor-zelinskiy/terraforming-mars
ranks a usable pole between 2 and 3 icons; the rulebook text we have says nothing of it.)

Decisions:
* "reserved" on Tharsis = the ocean-reserved spaces and the Noctis City space (any type other
  than `land`); off-map spaces are never chosen.
* A tile AutoMars owns, for the greenery rule "next to your own tiles", includes the Neural
  Instance (8.1 Decision).
* The Neural Instance's neighbours must be free of any tile and of reserved spaces, so they
  hold no ocean: only tiebreakers 2 and 3 can separate its candidates.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from tmdesk.paths import data_file

from .host import AUTOMARS, Tiles

Pick = Callable[[Sequence[str]], str]
"""Given 2 or more tied space ids in reading order, returns the chosen one."""


@dataclass(frozen=True, slots=True)
class Space:
    id: str
    type: str
    bonus: tuple[str, ...]
    adjacent: tuple[str, ...]
    reading_order: int
    row: int = 0
    cost: int = 0
    """M€ the space's paid bonus costs (Hellas's south pole)."""

    @property
    def is_land(self) -> bool:
        return self.type == "land"

    @property
    def is_ocean_reserved(self) -> bool:
        return self.type == "ocean_reserved"

    @property
    def is_reserved(self) -> bool:
        return self.type != "land"

    @property
    def on_edge(self) -> bool:
        return len(self.adjacent) < 6


@dataclass(frozen=True, slots=True)
class MarsMap:
    """The on-Mars spaces of a map, in reading order, and its AutoMars placement tiebreakers."""

    spaces: dict[str, Space]
    ordered: tuple[Space, ...]
    tiebreakers: tuple[str, ...] = ("oceans", "icons")
    regions: dict[str, tuple[int, ...]] = field(default_factory=dict)
    """The map file's named groups of rows ("polar", "south")."""


def load_mars_map(path: Path | None = None, map_name: str = "tharsis",
                  tiebreakers: tuple[str, ...] = ("oceans", "icons")) -> MarsMap:
    """Read `maps/<map_name>.json` (the project's copy unless `path` is given), with the tiebreakers of
    that map's AutoMars profile (`tracks.Board.tiebreakers`)."""
    if path is None:
        return _default_map(map_name, tiebreakers)
    return _read_map(path)


@cache
def _default_map(map_name: str, tiebreakers: tuple[str, ...]) -> MarsMap:
    mars = _read_map(data_file("maps", f"{map_name}.json"))
    return MarsMap(mars.spaces, mars.ordered, tiebreakers, mars.regions)


def _read_map(path: Path) -> MarsMap:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        rows = raw["rows"]
        regions = {str(k): tuple(int(r) for r in v) for k, v in raw.get("regions", {}).items()}
        spaces = [
            Space(
                id=str(entry["id"]),
                type=str(entry["type"]),
                bonus=tuple(str(b) for b in entry["bonus"]),
                adjacent=tuple(str(a) for a in entry["adjacent"]),
                reading_order=int(entry["reading_order"]),
                row=int(entry["row"]),
                cost=int(entry.get("placement_cost", {}).get("megacredits", 0)),
            )
            for row in rows
            for entry in row["spaces"]
        ]
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise ValueError(f"{path}: not a valid Tharsis map file ({error!r})") from error
    spaces.sort(key=lambda space: space.reading_order)
    return MarsMap({space.id: space for space in spaces}, tuple(spaces), regions=regions)


# --- reading the tiles ---------------------------------------------------------------------


def tile_at(tiles: Tiles, space_id: str) -> str | None:
    entry = tiles.get(space_id)
    return None if entry is None else entry.get("tile")


def owner_at(tiles: Tiles, space_id: str) -> str | None:
    entry = tiles.get(space_id)
    return None if entry is None or entry.get("tile") is None else entry.get("owner")


def count_adjacent(mars: MarsMap, tiles: Tiles, space_id: str, kinds: Iterable[str], owner: str | None = "*") -> int:
    """Adjacent tiles of one of `kinds`; `owner` "*" = anyone, "human" = not AutoMars and not None."""
    wanted = set(kinds)
    count = 0
    for neighbour in mars.spaces[space_id].adjacent:
        if tile_at(tiles, neighbour) not in wanted:
            continue
        who = owner_at(tiles, neighbour)
        if owner == "*" or who == owner or (owner == "human" and who not in (None, AUTOMARS)):
            count += 1
    return count


def placement_icons(mars: MarsMap, space_id: str) -> int:
    """Printed placement bonus icons on the space (2 steel = 2); a paid space's bonus is none."""
    space = mars.spaces[space_id]
    return 0 if space.cost else len(space.bonus)


def _in_region(region: str) -> Callable[[MarsMap, Tiles, str], int]:
    """1 for a space in that region of the map (its rows in the map file), else 0."""
    return lambda mars, tiles, c: int(mars.spaces[c].row in mars.regions.get(region, ()))


def _next_to_special(mars: MarsMap, tiles: Tiles, space_id: str) -> int:
    """Terra Cimmeria: next to one or more special tiles (Capital's too), a yes or no."""
    return int(any(tile_at(tiles, a) == "special" or (tiles.get(a) or {}).get("name") == "capital"
                   for a in mars.spaces[space_id].adjacent))


TIEBREAKERS: dict[str, Callable[[MarsMap, Tiles, str], int]] = {
    "oceans": lambda mars, tiles, c: count_adjacent(mars, tiles, c, ("ocean",)),
    "icons": lambda mars, tiles, c: placement_icons(mars, c),
    "icons_edge_plus_one": lambda mars, tiles, c: placement_icons(mars, c) + mars.spaces[c].on_edge,
    "polar_region": _in_region("polar"),
    "southern_region": _in_region("south"),
    "next_to_special": _next_to_special,
}
"""The steps of 9.4 before the revealed card, by the id a map profile names them with."""


# --- legal spaces ----------------------------------------------------------------------------


def _empty_land(mars: MarsMap, tiles: Tiles) -> list[Space]:
    return [s for s in mars.ordered if s.is_land and tile_at(tiles, s.id) is None]


def greenery_spaces(mars: MarsMap, tiles: Tiles) -> list[str]:
    """9.1 step 1: empty non-reserved land; only those next to an AutoMars tile if any are."""
    legal = _empty_land(mars, tiles)
    own = [s for s in legal if any(owner_at(tiles, a) == AUTOMARS for a in s.adjacent)]
    return [s.id for s in (own or legal)]


def city_spaces(mars: MarsMap, tiles: Tiles) -> list[str]:
    """9.2 step 1: empty non-reserved land not next to any city."""
    return [s.id for s in _empty_land(mars, tiles) if not any(tile_at(tiles, a) == "city" for a in s.adjacent)]


def ocean_spaces(mars: MarsMap, tiles: Tiles) -> list[str]:
    """9.3: empty ocean-reserved spaces."""
    return [s.id for s in mars.ordered if s.is_ocean_reserved and tile_at(tiles, s.id) is None]


def neural_instance_spaces(mars: MarsMap, tiles: Tiles) -> list[str]:
    """9.5: empty land, off the edge, no adjacent tile, not reserved nor next to a reserved space."""
    return [
        s.id
        for s in _empty_land(mars, tiles)
        if not s.on_edge and not any(tile_at(tiles, a) is not None or mars.spaces[a].is_reserved for a in s.adjacent)
    ]


# --- preferences and tiebreakers --------------------------------------------------------------


def keep_best(candidates: Sequence[str], score: Callable[[str], int]) -> list[str]:
    """The candidates with the highest score, order kept."""
    if not candidates:
        return []
    scores = [score(c) for c in candidates]
    best = max(scores)
    return [c for c, s in zip(candidates, scores, strict=True) if s == best]


def card_cost_index(cost: int, tied: int) -> int:
    """9.4 step 3: count `cost` spaces through the tied list (reading order), restarting at the
    top; 0-based index `(cost - 1) mod tied`. Decision: cost 0 gives the last space."""
    return (cost - 1) % tied


def tiebreak(mars: MarsMap, tiles: Tiles, candidates: Sequence[str], pick: Pick) -> str:
    """9.4: the map's steps (Tharsis: most adjacent oceans, then most bonus icons), then `pick` among
    the rest."""
    tied = list(candidates)
    for step in mars.tiebreakers:
        score = TIEBREAKERS[step]
        tied = keep_best(tied, lambda c: score(mars, tiles, c))  # noqa: B023 - used at once
    tied.sort(key=lambda c: mars.spaces[c].reading_order)
    if len(tied) == 1:
        return tied[0]
    return pick(tied)


def choose_greenery(mars: MarsMap, tiles: Tiles, pick: Pick, candidates: Sequence[str] | None = None) -> str | None:
    """9.1 (among `candidates` if given): most adjacent AutoMars cities, then fewest adjacent human
    cities, then 9.4."""
    spaces = greenery_spaces(mars, tiles) if candidates is None else list(candidates)
    tied = keep_best(spaces, lambda c: count_adjacent(mars, tiles, c, ("city",), AUTOMARS))
    tied = keep_best(tied, lambda c: -count_adjacent(mars, tiles, c, ("city",), "human"))
    return tiebreak(mars, tiles, tied, pick) if tied else None


def choose_city(mars: MarsMap, tiles: Tiles, pick: Pick) -> str | None:
    """9.2: most adjacent greeneries (any owner), then 9.4."""
    tied = keep_best(city_spaces(mars, tiles), lambda c: count_adjacent(mars, tiles, c, ("greenery",)))
    return tiebreak(mars, tiles, tied, pick) if tied else None


def choose_ocean(mars: MarsMap, tiles: Tiles, pick: Pick, candidates: Sequence[str] | None = None) -> str | None:
    """9.3: any empty ocean-reserved space (or one of `candidates`), by 9.4 alone."""
    spaces = ocean_spaces(mars, tiles) if candidates is None else list(candidates)
    return tiebreak(mars, tiles, spaces, pick) if spaces else None


def choose_neural_instance(mars: MarsMap, tiles: Tiles, pick: Pick) -> str | None:
    """9.5 legal spaces, then 9.4."""
    spaces = neural_instance_spaces(mars, tiles)
    return tiebreak(mars, tiles, spaces, pick) if spaces else None


def expedited_city_spaces(mars: MarsMap, tiles: Tiles) -> list[str]:
    """B05: legal city spaces touching the most (at least 2) greenery and/or ocean tiles."""

    def touching(c: str) -> int:
        return count_adjacent(mars, tiles, c, ("greenery", "ocean"))

    legal = [c for c in city_spaces(mars, tiles) if touching(c) >= 2]
    return keep_best(legal, touching)


def lobbyist_ocean_spaces(mars: MarsMap, tiles: Tiles) -> list[str]:
    """B06 (c): empty ocean-reserved spaces next to at least 2 ocean tiles."""
    return [c for c in ocean_spaces(mars, tiles) if count_adjacent(mars, tiles, c, ("ocean",)) >= 2]
