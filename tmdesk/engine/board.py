"""A map as a networkx graph, built by name from resources/data/maps/<name>.json.

Every map is data in the Tharsis file's form (`r<row>c<col>` space ids); the file also names the
five milestones and five awards played on it, each of which must be in `goals`' registry.

A paid space (Hellas's south pole, Vastitas Borealis's north pole) has a `placement_cost` and one
paid bonus (`PAID_BONUSES`); placement.py charges it. A bonus printed for an expansion tmdesk does
not have (Terra Cimmeria's colony space, Vastitas Borealis's delegate spaces) is kept apart in
`expansion_bonus`: the space is then an ordinary one, as the rules say without that expansion; with it,
the expansion's `hooks.SpaceBonus` says when the space is open and gives the bonus (placement.py).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import networkx as nx

from tmdesk.engine import (  # noqa: F401 - the goals modules register the goals of their maps
    goals,
    goals_hellas_elysium,
    goals_utopia_cimmeria_vastitas,
)
from tmdesk.paths import data_file

OCEAN_AREA = "ocean_reserved"
LAND = "land"
NOCTIS = "reserved:noctis_city"
OFF_MAP = ("ganymede_colony", "phobos_space_haven")  # the base game's, on every map file
EXPANSION_SPACES = "expansions"  # maps/expansions/<option>.json: an expansion's off-map spaces, on every board
PAID_BONUSES = ("ocean", "temperature")  # bought with the space's placement cost (placement.py)
BONUSES = ("steel", "titanium", "plant", "card", "heat", "energy", *PAID_BONUSES)
GOALS_PER_MAP = 5


class MapError(ValueError):
    """The map file is malformed: the message names the file and the space."""


@dataclass(frozen=True, slots=True)
class Space:
    id: str
    type: str
    bonus: tuple[str, ...]
    volcanic: bool
    reading_order: int
    row: int
    col: int
    clockwise: tuple[str | None, ...]
    label: str = ""  # the printed name of a named space (English; a glossary term)
    cost: int = 0  # M€ its paid bonus costs (Hellas's and Vastitas Borealis's poles)
    expansion_bonus: tuple[str, ...] = ()  # the expansions whose printed bonus the space also has
    expansion_cost: tuple[tuple[str, int], ...] = ()  # (expansion, M€) the bonus printed for it costs its placer
    off_map: bool = False  # a space off Mars (Ganymede Colony, Phobos Space Haven, Venus Next's four cities)
    expansion: str | None = None  # the GameConfig option of the expansion whose space it is (off-map ones)

    @property
    def paid_bonus(self) -> str | None:
        """The bonus bought with `cost` ("ocean", "temperature"), or None."""
        return next((b for b in self.bonus if b in PAID_BONUSES), None)

    @property
    def on_mars(self) -> bool:
        return not self.off_map


class Board:
    """Spaces and adjacency. The graph is the source; tuples are cached for the hot paths."""

    def __init__(self, path: Path) -> None:
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
            rows = raw["rows"]
            self.name = str(raw["map"])
            self.milestones: tuple[str, ...] = tuple(raw["milestones"])
            self.awards: tuple[str, ...] = tuple(raw["awards"])
            # named groups of rows that goals and AutoMars count ("polar": the two bottom rows of Hellas)
            self.regions: dict[str, tuple[int, ...]] = {str(k): tuple(int(r) for r in v)
                                                        for k, v in raw.get("regions", {}).items()}
        except (OSError, json.JSONDecodeError, KeyError, TypeError, ValueError, AttributeError) as exc:
            raise MapError(f"{path.name}: cannot be read ({exc!r})") from exc
        for kind, names, registry in (("milestones", self.milestones, goals.MILESTONES),
                                      ("awards", self.awards, goals.AWARDS)):
            unknown = [n for n in names if n not in registry]
            if len(set(names)) != GOALS_PER_MAP or unknown:
                raise MapError(f"{path.name}: {kind}: need {GOALS_PER_MAP} different known names, unknown {unknown}")
        self.graph: nx.Graph[str] = nx.Graph()
        self.spaces: dict[str, Space] = {}
        for row in rows:
            for s in row["spaces"]:
                self._add(path, s)
        for s in raw.get("off_map_spaces", []):
            self._add(path, s, off_map=True)
        for extra in sorted(data_file("maps", EXPANSION_SPACES).glob("*.json")):  # e.g. Venus Next's cities
            option, spaces = _expansion_spaces(extra)
            for s in spaces:
                self._add(extra, s, off_map=True, expansion=option)
        for sid in self.spaces:
            for other in self._raw_adjacent[sid]:
                if other not in self.spaces:
                    raise MapError(f"{path.name}: {sid}: unknown neighbour {other!r}")
                self.graph.add_edge(sid, other)
        del self._raw_adjacent
        self.adjacent: dict[str, tuple[str, ...]] = {sid: tuple(self.graph.neighbors(sid)) for sid in self.spaces}
        self.reading_order: list[str] = sorted(
            (s.id for s in self.spaces.values() if s.on_mars), key=lambda i: self.spaces[i].reading_order
        )
        self.ocean_areas = tuple(s for s in self.reading_order if self.spaces[s].type == OCEAN_AREA)
        self.land = tuple(s for s in self.reading_order if self.spaces[s].type == LAND)

    def _add(self, path: Path, s: dict, off_map: bool = False, expansion: str | None = None) -> None:  # type: ignore[type-arg]
        try:
            space = Space(
                id=str(s["id"]),
                type=str(s["type"]),
                bonus=tuple(s.get("bonus", [])),
                volcanic=bool(s.get("volcanic", False)),
                reading_order=int(s.get("reading_order", 0)),
                row=int(s.get("row", -1)),
                col=int(s.get("col", -1)),
                clockwise=tuple(s.get("adjacent_clockwise_from_top_left", [])),
                label=str(s.get("label", "")),
                cost=int(s.get("placement_cost", {}).get("megacredits", 0)),
                expansion_bonus=tuple(sorted(s.get("expansion_bonus", {}))),
                expansion_cost=tuple(sorted((k, int(v.get("placement_cost", {}).get("megacredits", 0)))
                                            for k, v in s.get("expansion_bonus", {}).items())),
                off_map=off_map,
                expansion=expansion,
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise MapError(f"{path.name}: space {s.get('id', '?')}: malformed ({exc!r})") from exc
        if space.type not in (LAND, OCEAN_AREA, NOCTIS) and not space.type.startswith("reserved:"):
            raise MapError(f"{path.name}: space {space.id}: unknown type {space.type!r}")
        for b in space.bonus:
            if b not in BONUSES:
                raise MapError(f"{path.name}: space {space.id}: unknown bonus {b!r}")
        if (space.cost > 0) != (space.paid_bonus is not None):
            raise MapError(f"{path.name}: space {space.id}: a placement cost goes with one paid bonus {PAID_BONUSES}")
        self.spaces[space.id] = space
        self.graph.add_node(space.id)
        if not hasattr(self, "_raw_adjacent"):
            self._raw_adjacent: dict[str, list[str]] = {}
        self._raw_adjacent[space.id] = list(s.get("adjacent", []))


def map_title(name: str) -> str:
    """The printed name of a map (a glossary term): "utopia_planitia" -> "Utopia Planitia"."""
    return name.replace("_", " ").title()


def _expansion_spaces(path: Path) -> tuple[str, list[dict]]:  # type: ignore[type-arg]
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        return str(raw["expansion"]), list(raw["off_map_spaces"])
    except (OSError, json.JSONDecodeError, KeyError, TypeError) as exc:
        raise MapError(f"{path.name}: cannot be read ({exc!r})") from exc


def map_names() -> list[str]:
    """The maps a game may be played on (one file each under resources/data/maps)."""
    return sorted(p.stem for p in data_file("maps").glob("*.json"))


@cache
def board(name: str) -> Board:
    """The board called `name`, read once. Raises MapError for a name with no map file."""
    if name not in map_names():
        raise MapError(f"{name}: no such map (known: {', '.join(map_names())})")
    return Board(data_file("maps", f"{name}.json"))
