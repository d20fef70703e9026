"""The Hellas and Elysium map files: every space as printed (facts from the published boards)."""

from __future__ import annotations

import json

from tmdesk.engine.board import LAND, OCEAN_AREA, Board
from tmdesk.paths import data_file

HELLAS_OCEANS = {"r0c0", "r1c0", "r2c0", "r3c0", "r3c5", "r3c6", "r4c5", "r4c6", "r4c7", "r5c5", "r5c6", "r6c0"}
ELYSIUM_OCEANS = {"r0c0", "r0c1", "r0c2", "r0c3", "r1c3", "r1c4", "r2c4", "r2c5", "r3c3", "r3c5", "r3c6", "r4c3"}


def raw(name: str) -> dict:  # type: ignore[type-arg]
    return json.loads(data_file("maps", f"{name}.json").read_text(encoding="utf-8"))


def board(name: str) -> Board:
    return Board(data_file("maps", f"{name}.json"))


def test_hellas_bonuses_south_pole_and_no_volcanic_space() -> None:
    b = board("hellas")
    totals = {k: sum(b.spaces[s].bonus.count(k) for s in b.reading_order)
              for k in ("plant", "steel", "titanium", "card", "heat", "ocean")}
    assert totals == {"plant": 27, "steel": 13, "titanium": 6, "card": 5, "heat": 11, "ocean": 1}
    assert not any(b.spaces[s].volcanic for s in b.spaces)
    pole = b.spaces["r8c2"]
    assert pole.type == LAND and pole.bonus == ("ocean",)
    assert set(b.adjacent["r8c2"]) == {"r7c2", "r7c3", "r8c3", "r8c1"}
    assert b.spaces["r4c6"].type == OCEAN_AREA and b.spaces["r4c6"].bonus == ("heat", "heat", "heat")
    assert b.spaces["r6c0"].bonus == ("titanium", "titanium")
    entry = raw("hellas")["rows"][8]["spaces"][2]
    assert entry["name"] == "south_pole" and entry["placement_cost"] == {"megacredits": 6}


def test_elysium_bonuses_and_the_four_named_volcanoes() -> None:
    b = board("elysium")
    totals = {k: sum(b.spaces[s].bonus.count(k) for s in b.reading_order) for k in ("plant", "steel", "titanium", "card")}
    assert totals == {"plant": 34, "steel": 14, "titanium": 6, "card": 8}
    assert {s for s in b.spaces if b.spaces[s].volcanic} == {"r1c0", "r2c0", "r2c6", "r4c8"}
    assert b.spaces["r2c6"].bonus == ("card", "card", "card")  # Olympus Mons
    names = {s["id"]: s.get("label") for row in raw("elysium")["rows"] for s in row["spaces"] if "name" in s}
    assert names == {"r1c0": "Hecates Tholus", "r2c0": "Elysium Mons", "r2c6": "Olympus Mons", "r4c8": "Arsia Mons"}


def test_each_map_names_its_five_milestones_and_five_awards() -> None:
    assert raw("hellas")["milestones"] == ["Diversifier", "Tactician", "Polar Explorer", "Energizer", "Rim Settler"]
    assert raw("hellas")["awards"] == ["Cultivator", "Magnate", "Space Baron", "Eccentric", "Contractor"]
    assert raw("elysium")["milestones"] == ["Generalist", "Specialist", "Ecologist", "Tycoon", "Legend"]
    assert raw("elysium")["awards"] == ["Celebrity", "Industrialist", "Desert Settler", "Estate Dealer", "Benefactor"]


def test_the_regions_goals_and_automars_count_are_the_bottom_rows() -> None:
    """Hellas's polar region (Polar Explorer) is its two bottom rows, Elysium's southern region (Desert Settler)
    its four bottom rows: one fact in the map file, read by the goals and by AutoMars."""
    assert board("hellas").regions == {"polar": (7, 8)}
    assert board("elysium").regions == {"south": (5, 6, 7, 8)}
    assert board("tharsis").regions == {}
