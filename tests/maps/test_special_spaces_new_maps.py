"""The special spaces of Utopia Planitia, Terra Cimmeria and Vastitas Borealis.

Space facts (resources/data/maps): Vastitas Borealis r4c4 is the north pole (pay 4 M€, raise the
temperature 1 step), with no printed resource; its volcanic spaces are r0c2, r1c5, r3c0, r6c0; r3c7 and
r8c0 print a Turmoil delegate. Terra Cimmeria r2c2 prints a colony (Colonies) and nothing else; its
volcanic spaces are r0c2, r3c0, r3c6, r5c0. Utopia Planitia r0c2 gives 2 energy and has no volcanic space.
"""

from __future__ import annotations

from tests.cards.conftest import answer, do, play, rejected, waiting
from tests.maps.conftest import on_map
from tmdesk.engine.board import board

VB, TC, UP = "vastitas_borealis", "terra_cimmeria", "utopia_planitia"


def test_north_pole_costs_4_megacredits_and_raises_the_temperature() -> None:
    g = on_map(VB, {"Kim": {"resources": {"plants": 8, "megacredits": 5}}})
    do(g, do="convert_plants")
    assert "r4c4" in waiting(g)["options"]
    answer(g, space="r4c4")
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 1 and g.state.temperature == -28 and g.state.oxygen == 1
    assert kim.tr == 22 and g.dump()["tiles"]["r4c4"] == {"tile": "greenery", "owner": "Kim"}
    assert any(e[0].endswith("at the north pole.") and e[1]["cost"] == 4 for e in g.state.log)
    assert waiting(g)["kind"] == "action"


def test_north_pole_is_not_offered_to_a_player_who_cannot_pay_4() -> None:
    g = on_map(VB, {"Kim": {"resources": {"plants": 8, "megacredits": 3}}})
    do(g, do="convert_plants")
    w = waiting(g)
    assert "r4c4" not in w["options"] and len(w["options"]) == 48
    rejected(g, {"answer": {"space": "r4c4"}})


def test_helion_pays_the_north_pole_with_heat_after_its_megacredits() -> None:
    g = on_map(VB, {"Kim": {"corporation": "Helion", "resources": {"plants": 8, "megacredits": 1, "heat": 5}}})
    do(g, do="convert_plants")
    answer(g, space="r4c4")
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 0 and kim.resources["heat"] == 2 and g.state.temperature == -28


def test_the_north_poles_step_gives_its_own_bonus() -> None:
    g = on_map(VB, {"Kim": {"resources": {"plants": 8, "megacredits": 4}}}, temperature=-26)
    do(g, do="convert_plants")
    answer(g, space="r4c4")
    assert g.state.temperature == -24 and g.player("Kim").production["heat"] == 1


def test_north_pole_is_free_and_gives_nothing_once_the_temperature_is_at_its_maximum() -> None:
    g = on_map(VB, {"Kim": {"resources": {"plants": 8}}}, temperature=8)
    do(g, do="convert_plants")
    answer(g, space="r4c4")
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 0 and g.state.temperature == 8 and kim.tr == 21


def test_a_city_project_needs_the_north_poles_4_megacredits_left_when_only_it_is_free() -> None:
    full = {s: {"tile": "greenery", "owner": "Stanley"} for s in board(VB).land if s != "r4c4"}
    g = on_map(VB, {"Kim": {"resources": {"megacredits": 28}}}, tiles=full)
    assert {"do": "standard_project", "project": "city"} not in g.waiting_for().options  # 25 + 4 > 28
    g = on_map(VB, {"Kim": {"resources": {"megacredits": 29}}}, tiles=full)
    do(g, do="standard_project", project="city")
    answer(g, space="r4c4")
    assert g.player("Kim").resources["megacredits"] == 0 and g.state.temperature == -28


def test_a_final_greenery_on_the_north_pole_raises_nothing() -> None:
    g = on_map(VB, {"Kim": {"resources": {"plants": 8, "megacredits": 10}}}, mode="solo", generation=14,
               temperature=6, oxygen=14)
    do(g, do="pass")
    assert waiting(g)["kind"] == "final_greenery"
    do(g, do="convert_plants")
    money = g.player("Kim").resources["megacredits"]
    answer(g, space="r4c4")
    assert g.player("Kim").resources["megacredits"] == money and g.state.temperature == 6
    assert g.state.phase == "end" and g.state.winner is None


def test_the_delegate_spaces_are_ordinary_spaces_without_turmoil() -> None:
    g = on_map(VB, {"Kim": {"resources": {"plants": 8}}})
    do(g, do="convert_plants")
    answer(g, space="r3c7")
    kim = g.player("Kim")
    assert sum(kim.resources.values()) == 0 and len(kim.hand) == 0 and kim.tr == 21


def test_lava_flows_on_vastitas_borealis_only_on_its_four_volcanoes() -> None:
    g = on_map(VB, {"Kim": {"resources": {"megacredits": 18}, "hand": ["Lava Flows"]}})
    play(g, "Lava Flows")
    assert sorted(waiting(g)["options"]) == ["r0c2", "r1c5", "r3c0", "r6c0"]


def test_the_colony_space_of_terra_cimmeria_is_an_empty_space_without_colonies() -> None:
    g = on_map(TC, {"Kim": {"resources": {"plants": 8}}})
    do(g, do="convert_plants")
    assert "r2c2" in waiting(g)["options"]
    answer(g, space="r2c2")
    kim = g.player("Kim")
    assert sum(kim.resources.values()) == 0 and len(kim.hand) == 0 and kim.tr == 21
    assert waiting(g)["kind"] == "action"


def test_lava_flows_on_terra_cimmeria_only_on_its_four_volcanoes() -> None:
    g = on_map(TC, {"Kim": {"resources": {"megacredits": 18}, "hand": ["Lava Flows"]}})
    play(g, "Lava Flows")
    assert sorted(waiting(g)["options"]) == ["r0c2", "r3c0", "r3c6", "r5c0"]
    answer(g, space="r3c6")
    assert g.player("Kim").resources["titanium"] == 2


def test_an_energy_space_of_utopia_planitia_gives_energy() -> None:
    g = on_map(UP, {"Kim": {"resources": {"plants": 8}}})
    do(g, do="convert_plants")
    answer(g, space="r1c3")
    kim = g.player("Kim")
    assert kim.resources["energy"] == 2 and len(kim.hand) == 1


def test_lava_flows_goes_on_any_land_space_of_utopia_planitia() -> None:
    g = on_map(UP, {"Kim": {"resources": {"megacredits": 18}, "hand": ["Lava Flows"]}})
    play(g, "Lava Flows")
    assert len(waiting(g)["options"]) == 49


def test_noctis_city_on_the_new_maps_follows_the_normal_city_rules() -> None:
    for name in (UP, TC, VB):
        g = on_map(name, {"Kim": {"resources": {"megacredits": 18}, "production": {"energy": 1},
                                  "hand": ["Noctis City"]}})
        play(g, "Noctis City")
        assert len(waiting(g)["options"]) == (48 if name == VB else 49)  # the north pole: 0 M€ left
