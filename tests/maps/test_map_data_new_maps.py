"""The Utopia Planitia, Terra Cimmeria and Vastitas Borealis map files: every space as printed (the web
edition's board definitions: UtopiaPlanitiaBoard, TerraCimmeriaNovaBoard, VastitasBorealisNovaBoard); the
shape every map but Tharsis shares (Hellas and Elysium too)."""

from __future__ import annotations

import math

import pytest

from tests.maps.test_map_data import ELYSIUM_OCEANS, HELLAS_OCEANS
from tmdesk.engine.board import LAND, OCEAN_AREA, board, map_names, map_title

OCEANS = {
    "utopia_planitia": {"r2c0", "r3c0", "r3c4", "r3c5", "r3c6", "r4c7", "r5c2", "r6c2", "r6c3", "r7c2", "r7c3", "r8c3"},
    "terra_cimmeria": {"r0c0", "r0c4", "r1c0", "r1c5", "r4c8", "r6c6", "r7c0", "r7c5", "r8c0", "r8c1", "r8c2", "r8c4"},
    "vastitas_borealis": {"r2c1", "r2c2", "r3c2", "r4c2", "r4c5", "r4c6", "r4c7", "r5c3", "r5c4", "r5c5", "r6c2",
                          "r6c3"},
}
NEW = list(OCEANS)
SHAPES = {**OCEANS, "hellas": HELLAS_OCEANS, "elysium": ELYSIUM_OCEANS}
"""Every map but Tharsis: the same 61-space shape, with its own ocean areas."""


def test_the_six_maps_a_game_may_be_played_on() -> None:
    assert map_names() == ["elysium", "hellas", "terra_cimmeria", "tharsis", "utopia_planitia", "vastitas_borealis"]
    assert [map_title(m) for m in NEW] == ["Utopia Planitia", "Terra Cimmeria", "Vastitas Borealis"]


@pytest.mark.parametrize("name", SHAPES)
def test_61_spaces_12_ocean_areas_49_land_and_two_off_map_areas(name: str) -> None:
    b = board(name)
    assert len(b.reading_order) == 61 and len(b.land) == 49
    assert set(b.ocean_areas) == SHAPES[name]
    assert [s for s in b.spaces if b.spaces[s].off_map and not b.spaces[s].expansion] == [
        "ganymede_colony", "phobos_space_haven"]
    assert not any(b.spaces[s].type.startswith("reserved:noctis") for s in b.spaces)


@pytest.mark.parametrize("name", SHAPES)
def test_neighbours_are_the_hexes_one_width_apart(name: str) -> None:
    b = board(name)

    def centre(sid: str) -> tuple[float, float]:
        sp = b.spaces[sid]
        return abs(4 - sp.row) / 2 + sp.col, sp.row * math.sqrt(3) / 2

    for sid in b.reading_order:
        near = {o for o in b.reading_order if o != sid and abs(math.dist(centre(sid), centre(o)) - 1) < 1e-9}
        assert set(b.adjacent[sid]) == near, sid


def totals(name: str) -> dict[str, int]:
    b = board(name)
    out: dict[str, int] = {}
    for s in b.reading_order:
        for bonus in b.spaces[s].bonus:
            out[bonus] = out.get(bonus, 0) + 1
    return out


def test_utopia_planitia_energy_spaces_and_no_volcanic_space() -> None:
    b = board("utopia_planitia")
    assert totals("utopia_planitia") == {"energy": 6, "steel": 12, "card": 6, "plant": 30, "titanium": 5}
    assert not any(sp.volcanic for sp in b.spaces.values()) and not any(sp.cost for sp in b.spaces.values())
    assert b.spaces["r1c3"].bonus == ("energy", "energy", "card")
    assert b.spaces["r0c2"].bonus == ("energy", "energy") and b.spaces["r2c0"].bonus == ("plant",) * 3
    assert b.spaces["r2c0"].type == OCEAN_AREA and b.spaces["r7c4"].bonus == ("steel", "titanium")


def test_terra_cimmeria_volcanoes_and_its_colony_space_without_colonies() -> None:
    b = board("terra_cimmeria")
    assert totals("terra_cimmeria") == {"plant": 26, "steel": 17, "titanium": 8, "card": 6}
    assert {s for s, sp in b.spaces.items() if sp.volcanic} == {"r0c2", "r3c0", "r3c6", "r5c0"}
    colony = b.spaces["r2c2"]
    assert colony.type == LAND and colony.bonus == () and colony.cost == 0 and colony.expansion_bonus == ("colonies",)
    assert b.spaces["r5c2"].bonus == ("titanium", "steel", "steel") and b.spaces["r1c0"].bonus == ("titanium",) * 2


def test_vastitas_borealis_north_pole_volcanoes_and_delegate_spaces() -> None:
    b = board("vastitas_borealis")
    assert totals("vastitas_borealis") == {"plant": 36, "steel": 7, "card": 9, "titanium": 5, "heat": 6,
                                           "temperature": 1}
    assert {s for s, sp in b.spaces.items() if sp.volcanic} == {"r0c2", "r1c5", "r3c0", "r6c0"}
    pole = b.spaces["r4c4"]
    assert pole.type == LAND and pole.bonus == ("temperature",) and pole.cost == 4 and pole.label == "North Pole"
    assert set(b.adjacent["r4c4"]) == {"r3c3", "r3c4", "r4c5", "r5c4", "r5c3", "r4c3"}
    assert {s for s, sp in b.spaces.items() if sp.expansion_bonus} == {"r3c7", "r8c0"}
    assert b.spaces["r3c7"].bonus == () and b.spaces["r5c4"].bonus == ("heat", "heat", "plant")


def test_each_new_map_names_its_five_milestones_and_five_awards() -> None:
    assert board("utopia_planitia").milestones == ("Manager", "Pioneer", "Trader", "Metallurgist", "Researcher")
    assert board("utopia_planitia").awards == ("Suburbian", "Investor", "Botanist", "Incorporator", "Metropolist")
    assert board("terra_cimmeria").milestones == ("Planetologist", "Architect", "Coastguard", "Forester", "Fundraiser")
    assert board("terra_cimmeria").awards == ("Electrician", "Founder", "Mogul", "Zoologist", "Forecaster")
    assert board("vastitas_borealis").milestones == ("Agronomist", "Spacefarer", "Geologist", "Engineer", "Farmer")
    assert board("vastitas_borealis").awards == ("Traveller", "Landscaper", "Highlander", "Promoter", "Blacksmith")
