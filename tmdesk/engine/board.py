"""The Tharsis map as a networkx graph, built from resources/data/tharsis_map.json."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import networkx as nx

from tmdesk.paths import data_file

OCEAN_AREA = "ocean_reserved"
LAND = "land"
NOCTIS = "reserved:noctis_city"
OFF_MAP = ("ganymede_colony", "phobos_space_haven")
BONUSES = ("steel", "titanium", "plant", "card", "heat", "ocean")  # "ocean": Hellas's south pole (placement.py)


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

    @property
    def on_mars(self) -> bool:
        return self.id not in OFF_MAP


class Board:
    """Spaces and adjacency. The graph is the source; tuples are cached for the hot paths."""

    def __init__(self, path: Path | None = None) -> None:
        path = path or data_file("tharsis_map.json")
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
            rows = raw["rows"]
        except (OSError, json.JSONDecodeError, KeyError, TypeError) as exc:
            raise MapError(f"{path.name}: cannot be read ({exc!r})") from exc
        self.graph: nx.Graph[str] = nx.Graph()
        self.spaces: dict[str, Space] = {}
        for row in rows:
            for s in row["spaces"]:
                self._add(path, s)
        for s in raw.get("off_map_spaces", []):
            self._add(path, s)
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

    def _add(self, path: Path, s: dict) -> None:  # type: ignore[type-arg]
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
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise MapError(f"{path.name}: space {s.get('id', '?')}: malformed ({exc!r})") from exc
        if space.type not in (LAND, OCEAN_AREA, NOCTIS) and not space.type.startswith("reserved:"):
            raise MapError(f"{path.name}: space {space.id}: unknown type {space.type!r}")
        for b in space.bonus:
            if b not in BONUSES:
                raise MapError(f"{path.name}: space {space.id}: unknown bonus {b!r}")
        self.spaces[space.id] = space
        self.graph.add_node(space.id)
        if not hasattr(self, "_raw_adjacent"):
            self._raw_adjacent: dict[str, list[str]] = {}
        self._raw_adjacent[space.id] = list(s.get("adjacent", []))


@cache
def tharsis() -> Board:
    return Board()
