"""Project cards 001-070 that are blue (active): their actions, their ongoing effects, their VP."""

from __future__ import annotations

from typing import Any

import pytest

from tests.cards.conftest import answer, build, do, play, rejected, waiting
from tmdesk.engine.scoring import card_vp

OCEAN_SPACES = ["r0c1", "r0c3", "r0c4", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r5c5", "r5c6", "r5c7", "r8c4"]
SCIENCE_CARDS = ["Inventors' Guild", "Development Center", "Natural Preserve", "Regolith Eaters", "Search For Life"]


def tile(kind: str, owner: str | None, name: str | None = None) -> dict[str, Any]:
    t: dict[str, Any] = {"tile": kind, "owner": owner}
    if name:
        t["name"] = name
    return t


def play_step(card: str) -> dict[str, Any]:
    return {"do": "play_card", "card": card}


def action_step(card: str) -> dict[str, Any]:
    return {"do": "card_action", "card": card}


# ---------------------------------------------------------------- playing the blue cards

# card, cost, global state, Kim's production before; after the play the card is in play with no resource
BLUE = [
    ("Search For Life", 3, {"oxygen": 6}, {}),
    ("Inventors' Guild", 9, {}, {}),
    ("Martian Rails", 13, {}, {}),
    ("Water Import From Europa", 25, {}, {}),
    ("Development Center", 11, {}, {}),
    ("Equatorial Magnetizer", 11, {}, {}),
    ("Predators", 14, {"oxygen": 11}, {}),
    ("Space Station", 10, {}, {}),
    ("Security Fleet", 12, {}, {}),
    ("Optimal Aerobraking", 7, {}, {}),
    ("Regolith Eaters", 13, {}, {}),
    ("GHG Producing Bacteria", 8, {"oxygen": 4}, {}),
    ("Ants", 9, {"oxygen": 4}, {}),
    ("Rover Construction", 8, {}, {}),
    ("Tardigrades", 4, {}, {}),
    ("Earth Catapult", 23, {}, {}),
]


@pytest.mark.parametrize("card,cost,glob,prod", BLUE, ids=[r[0] for r in BLUE])
def test_blue_card_is_played_for_its_printed_cost(card, cost, glob, prod):
    g = build({"Kim": {"resources": {"megacredits": cost}, "production": prod, "hand": [card]}}, **glob)
    play(g, card)
    kim = g.player("Kim")
    assert card in kim.played and card not in kim.hand
    assert kim.resources["megacredits"] == 0
    assert kim.card_resources.get(card, 0) == 0
    assert kim.tr == 20 and all(v == 0 for v in kim.production.values())


# card, M€, global state: each row breaks exactly one condition
BLUE_CANNOT = [
    ("Search For Life", 3, {"oxygen": 7}),
    ("Inventors' Guild", 8, {}),
    ("Martian Rails", 12, {}),
    ("Water Import From Europa", 24, {}),
    ("Development Center", 10, {}),
    ("Equatorial Magnetizer", 10, {}),
    ("Predators", 14, {"oxygen": 10}),
    ("Space Station", 9, {}),
    ("Security Fleet", 11, {}),
    ("Optimal Aerobraking", 6, {}),
    ("Regolith Eaters", 12, {}),
    ("GHG Producing Bacteria", 8, {"oxygen": 3}),
    ("Ants", 9, {"oxygen": 3}),
    ("Rover Construction", 7, {}),
    ("Tardigrades", 3, {}),
    ("Earth Catapult", 22, {}),
    ("Arctic Algae", 12, {"temperature": -10}),
    ("Space Elevator", 26, {}),
]


@pytest.mark.parametrize("card,mc,glob", BLUE_CANNOT, ids=[r[0] for r in BLUE_CANNOT])
def test_blue_card_cannot_be_played_when_a_condition_fails(card, mc, glob):
    g = build({"Kim": {"resources": {"megacredits": mc}, "hand": [card]}}, **glob)
    rejected(g, play_step(card))


def test_blue_action_is_once_per_generation():
    g = build({"Kim": {"resources": {"steel": 2}, "played": ["Space Elevator"]}})
    do(g, **action_step("Space Elevator"))
    rejected(g, action_step("Space Elevator"))
    assert g.player("Kim").resources["steel"] == 1


# ---------------------------------------------------------------- Search For Life

def test_search_for_life_action_microbe_card_adds_a_science_resource_worth_3_vp():
    g = build({"Kim": {"resources": {"megacredits": 1}, "played": ["Search For Life"]}}, deck_top=["Ants"])
    kim = g.player("Kim")
    assert card_vp(g, kim, "Search For Life") == 0
    do(g, **action_step("Search For Life"))
    assert kim.resources["megacredits"] == 0
    assert kim.card_resources["Search For Life"] == 1
    assert "Ants" in g.state.discard and "Ants" not in kim.hand and "Ants" not in g.state.deck
    assert card_vp(g, kim, "Search For Life") == 3


def test_search_for_life_action_other_card_is_discarded_without_resource():
    g = build({"Kim": {"resources": {"megacredits": 1}, "played": ["Search For Life"]}}, deck_top=["Mine"])
    do(g, **action_step("Search For Life"))
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 0 and kim.card_resources.get("Search For Life", 0) == 0
    assert "Mine" in g.state.discard and "Mine" not in kim.hand
    assert card_vp(g, kim, "Search For Life") == 0


def test_search_for_life_vp_stays_3_with_more_science_resources():
    g = build({"Kim": {"played": ["Search For Life"], "card_resources": {"Search For Life": 4}}})
    assert card_vp(g, g.player("Kim"), "Search For Life") == 3


def test_search_for_life_action_costs_1_megacredit():
    g = build({"Kim": {"played": ["Search For Life"]}}, deck_top=["Ants"])
    rejected(g, action_step("Search For Life"))


# ---------------------------------------------------------------- Inventors' Guild

def test_inventors_guild_action_buy_the_top_card_for_3():
    g = build({"Kim": {"resources": {"megacredits": 5}, "played": ["Inventors' Guild"]}}, deck_top=["Mine"])
    do(g, **action_step("Inventors' Guild"))
    w = waiting(g)
    assert w["options"] == ["Mine"]
    answer(g, cards=["Mine"])
    kim = g.player("Kim")
    assert kim.hand == ["Mine"] and kim.resources["megacredits"] == 2


def test_inventors_guild_action_not_bought_card_is_discarded():
    g = build({"Kim": {"resources": {"megacredits": 5}, "played": ["Inventors' Guild"]}}, deck_top=["Mine"])
    do(g, **action_step("Inventors' Guild"))
    answer(g, cards=[])
    kim = g.player("Kim")
    assert kim.hand == [] and kim.resources["megacredits"] == 5 and "Mine" in g.state.discard


def test_inventors_guild_cannot_buy_with_less_than_3():
    g = build({"Kim": {"resources": {"megacredits": 2}, "played": ["Inventors' Guild"]}}, deck_top=["Mine"])
    do(g, **action_step("Inventors' Guild"))
    rejected(g, {"answer": {"cards": ["Mine"]}})


# ---------------------------------------------------------------- Martian Rails

def test_martian_rails_1_energy_for_1_megacredit_per_city_on_mars():
    tiles = {"r2c3": tile("city", "Kim"), "r6c2": tile("city", "Stanley"),
             "r8c3": tile("special", "Stanley", "capital"), "phobos_space_haven": tile("city", "Kim"),
             "r4c6": tile("greenery", "Kim")}
    g = build({"Kim": {"resources": {"energy": 2}, "played": ["Martian Rails"]}}, tiles=tiles)
    do(g, **action_step("Martian Rails"))
    kim = g.player("Kim")
    assert kim.resources["energy"] == 1 and kim.resources["megacredits"] == 3


def test_martian_rails_needs_1_energy():
    g = build({"Kim": {"played": ["Martian Rails"]}}, tiles={"r2c3": tile("city", "Kim")})
    rejected(g, action_step("Martian Rails"))


# ---------------------------------------------------------------- Water Import From Europa

def test_water_import_from_europa_action_12_megacredits_for_an_ocean():
    g = build({"Kim": {"resources": {"megacredits": 12}, "played": ["Water Import From Europa"]}})
    do(g, **action_step("Water Import From Europa"))
    assert waiting(g)["kind"] == "select_space"
    answer(g, space="r0c4")
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 0 and g.state.oceans == 1 and kim.tr == 21


def test_water_import_from_europa_action_may_be_paid_with_titanium():
    g = build({"Kim": {"resources": {"titanium": 4}, "played": ["Water Import From Europa"]}})
    do(g, do="card_action", card="Water Import From Europa", pay={"titanium": 4})
    answer(g, space="r0c4")
    kim = g.player("Kim")
    assert kim.resources["titanium"] == 0 and g.state.oceans == 1 and kim.tr == 21


def test_water_import_from_europa_action_needs_12():
    g = build({"Kim": {"resources": {"megacredits": 11}, "played": ["Water Import From Europa"]}})
    rejected(g, action_step("Water Import From Europa"))


def test_water_import_from_europa_1_vp_per_jovian_tag():
    g = build({"Kim": {"played": ["Water Import From Europa", "Vesta Shipyard", "Mine"]}})
    assert card_vp(g, g.player("Kim"), "Water Import From Europa") == 2


# ---------------------------------------------------------------- Space Elevator

def test_space_elevator_titanium_production_action_steel_for_5_and_2_vp():
    g = build({"Kim": {"resources": {"megacredits": 27, "steel": 1}, "hand": ["Space Elevator"]}})
    play(g, "Space Elevator")
    kim = g.player("Kim")
    assert kim.production["titanium"] == 1 and kim.resources["megacredits"] == 0
    do(g, **action_step("Space Elevator"))
    assert kim.resources["steel"] == 0 and kim.resources["megacredits"] == 5
    assert card_vp(g, kim, "Space Elevator") == 2


def test_space_elevator_action_needs_a_steel():
    g = build({"Kim": {"resources": {"megacredits": 10}, "played": ["Space Elevator"]}})
    rejected(g, action_step("Space Elevator"))


# ---------------------------------------------------------------- Development Center

def test_development_center_action_1_energy_draws_a_card():
    g = build({"Kim": {"resources": {"energy": 1}, "played": ["Development Center"]}}, deck_top=["Mine"])
    do(g, **action_step("Development Center"))
    kim = g.player("Kim")
    assert kim.hand == ["Mine"] and kim.resources["energy"] == 0


def test_development_center_action_needs_energy():
    g = build({"Kim": {"played": ["Development Center"]}}, deck_top=["Mine"])
    rejected(g, action_step("Development Center"))


# ---------------------------------------------------------------- Equatorial Magnetizer

def test_equatorial_magnetizer_action_lowers_energy_production_for_1_tr():
    g = build({"Kim": {"production": {"energy": 2}, "played": ["Equatorial Magnetizer"]}})
    do(g, **action_step("Equatorial Magnetizer"))
    kim = g.player("Kim")
    assert kim.production["energy"] == 1 and kim.tr == 21


def test_equatorial_magnetizer_action_needs_energy_production():
    g = build({"Kim": {"resources": {"energy": 5}, "played": ["Equatorial Magnetizer"]}})
    rejected(g, action_step("Equatorial Magnetizer"))


# ---------------------------------------------------------------- Arctic Algae

def test_arctic_algae_gives_1_plant_when_played():
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Arctic Algae"]}}, temperature=-12)
    play(g, "Arctic Algae")
    kim = g.player("Kim")
    assert kim.resources["plants"] == 1 and kim.resources["megacredits"] == 0 and "Arctic Algae" in kim.played


def test_arctic_algae_2_plants_when_an_opponent_places_an_ocean():
    g = build({"Stanley": {"resources": {"megacredits": 18}}, "Kim": {"played": ["Arctic Algae"]}})
    do(g, do="standard_project", project="aquifer")
    answer(g, space="r0c4")
    assert g.player("Kim").resources["plants"] == 2
    assert g.player("Stanley").resources["plants"] == 0


def test_arctic_algae_2_plants_per_ocean_you_place():
    g = build({"Kim": {"resources": {"megacredits": 18}, "hand": ["Lake Marineris"], "played": ["Arctic Algae"]}},
              temperature=0)
    play(g, "Lake Marineris")
    answer(g, space="r0c4")
    answer(g, space="r0c3")  # draws a card; next to r0c4: +2 M€
    kim = g.player("Kim")
    assert kim.resources["plants"] == 4


# ---------------------------------------------------------------- Predators

def test_predators_action_moves_an_animal_from_any_card_here():
    g = build({"Kim": {"played": ["Predators"]},
               "Stanley": {"played": ["Fish"], "card_resources": {"Fish": 2}}})
    do(g, **action_step("Predators"))
    assert waiting(g)["kind"] == "select_card"
    answer(g, card="Fish")
    kim = g.player("Kim")
    assert g.player("Stanley").card_resources["Fish"] == 1
    assert kim.card_resources["Predators"] == 1
    assert card_vp(g, kim, "Predators") == 1


def test_predators_may_eat_an_animal_of_your_own():
    g = build({"Kim": {"played": ["Predators", "Small Animals"], "card_resources": {"Small Animals": 3}}})
    do(g, **action_step("Predators"))
    answer(g, card="Small Animals")
    kim = g.player("Kim")
    assert kim.card_resources["Small Animals"] == 2 and kim.card_resources["Predators"] == 1


def test_predators_action_needs_an_animal_somewhere():
    g = build({"Kim": {"played": ["Predators"]}, "Stanley": {"played": ["Fish"]}})
    rejected(g, action_step("Predators"))


def test_predators_1_vp_per_animal():
    g = build({"Kim": {"played": ["Predators"], "card_resources": {"Predators": 3}}})
    assert card_vp(g, g.player("Kim"), "Predators") == 3


# ---------------------------------------------------------------- Space Station

def test_space_station_space_cards_cost_2_less_and_1_vp():
    g = build({"Kim": {"resources": {"megacredits": 10 + 12 + 4}, "hand": ["Space Station", "Asteroid", "Mine"]}})
    play(g, "Space Station")
    play(g, "Asteroid")  # 14 - 2
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 4
    if g.waiting_for() is not None and waiting(g)["kind"] == "select_player":
        answer(g, skip=True)
    do(g, do="pass")  # two actions taken: Stanley's turn
    play(g, "Mine")  # no space tag: 4
    assert kim.resources["megacredits"] == 0
    assert card_vp(g, kim, "Space Station") == 1


def test_space_station_discount_is_not_enough_for_11():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Asteroid"], "played": ["Space Station"]}})
    rejected(g, play_step("Asteroid"))
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Asteroid"], "played": ["Space Station"]}})
    play(g, "Asteroid")
    assert g.player("Kim").resources["megacredits"] == 0


# ---------------------------------------------------------------- Interstellar Colony Ship

def test_interstellar_colony_ship_needs_5_science_tags_and_is_worth_4_vp():
    g = build({"Kim": {"resources": {"megacredits": 24}, "hand": ["Interstellar Colony Ship"],
                       "played": SCIENCE_CARDS}})
    play(g, "Interstellar Colony Ship")
    kim = g.player("Kim")
    assert "Interstellar Colony Ship" in kim.events and kim.resources["megacredits"] == 0
    assert card_vp(g, kim, "Interstellar Colony Ship") == 4


def test_interstellar_colony_ship_4_science_tags_are_not_enough():
    g = build({"Kim": {"resources": {"megacredits": 24}, "hand": ["Interstellar Colony Ship"],
                       "played": SCIENCE_CARDS[:4]}})
    rejected(g, play_step("Interstellar Colony Ship"))


# ---------------------------------------------------------------- Security Fleet

def test_security_fleet_action_titanium_for_a_fighter_worth_1_vp():
    g = build({"Kim": {"resources": {"titanium": 2}, "played": ["Security Fleet"],
                       "card_resources": {"Security Fleet": 2}}})
    do(g, **action_step("Security Fleet"))
    kim = g.player("Kim")
    assert kim.resources["titanium"] == 1 and kim.card_resources["Security Fleet"] == 3
    assert card_vp(g, kim, "Security Fleet") == 3


def test_security_fleet_action_needs_titanium():
    g = build({"Kim": {"resources": {"megacredits": 10}, "played": ["Security Fleet"]}})
    rejected(g, action_step("Security Fleet"))


# ---------------------------------------------------------------- Optimal Aerobraking

def test_optimal_aerobraking_space_event_gives_3_megacredits_and_3_heat():
    g = build({"Kim": {"resources": {"megacredits": 14}, "hand": ["Asteroid"], "played": ["Optimal Aerobraking"]}})
    play(g, "Asteroid")
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 3 and kim.resources["heat"] == 3 and kim.resources["titanium"] == 2


@pytest.mark.parametrize("card,cost", [("Mineral Deposit", 5), ("Space Station", 10)])
def test_optimal_aerobraking_not_for_an_event_without_space_tag_or_a_space_card_that_is_no_event(card, cost):
    g = build({"Kim": {"resources": {"megacredits": cost}, "hand": [card], "played": ["Optimal Aerobraking"]}})
    play(g, card)
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 0 and kim.resources["heat"] == 0


def test_optimal_aerobraking_not_for_an_opponents_space_event():
    g = build({"Stanley": {"resources": {"megacredits": 14}, "hand": ["Asteroid"]},
               "Kim": {"played": ["Optimal Aerobraking"]}})
    play(g, "Asteroid")
    assert g.player("Kim").resources["megacredits"] == 0 and g.player("Kim").resources["heat"] == 0
    assert g.player("Stanley").resources["heat"] == 0


# ---------------------------------------------------------------- Regolith Eaters / GHG Producing Bacteria

MICROBE_RAISERS = [("Regolith Eaters", "oxygen", {"oxygen": 0}, 1), ("GHG Producing Bacteria", "temperature",
                                                                     {"temperature": -30}, -28)]


@pytest.mark.parametrize("card,param,glob,after", MICROBE_RAISERS, ids=[r[0] for r in MICROBE_RAISERS])
def test_microbe_card_action_adds_a_microbe(card, param, glob, after):
    g = build({"Kim": {"played": [card], "card_resources": {card: 2}}}, **glob)
    do(g, **action_step(card))
    assert waiting(g)["kind"] == "select_option"
    answer(g, option=0)
    assert g.player("Kim").card_resources[card] == 3 and g.player("Kim").tr == 20


@pytest.mark.parametrize("card,param,glob,after", MICROBE_RAISERS, ids=[r[0] for r in MICROBE_RAISERS])
def test_microbe_card_action_removes_2_microbes_to_raise_the_parameter(card, param, glob, after):
    g = build({"Kim": {"played": [card], "card_resources": {card: 3}}}, **glob)
    do(g, **action_step(card))
    answer(g, option=1)
    kim = g.player("Kim")
    assert kim.card_resources[card] == 1
    assert getattr(g.state, param) == after and kim.tr == 21


@pytest.mark.parametrize("card,param,glob,after", MICROBE_RAISERS, ids=[r[0] for r in MICROBE_RAISERS])
def test_microbe_card_action_cannot_remove_2_microbes_with_only_1(card, param, glob, after):
    g = build({"Kim": {"played": [card], "card_resources": {card: 1}}}, **glob)
    do(g, **action_step(card))
    w = waiting(g)
    assert w["kind"] == "select_option" and w["options"] == [0]
    rejected(g, {"answer": {"option": 1}})


# ---------------------------------------------------------------- Ants

def test_ants_action_moves_a_microbe_from_any_card_here():
    g = build({"Kim": {"played": ["Ants"], "card_resources": {"Ants": 4}},
               "Stanley": {"played": ["Tardigrades"], "card_resources": {"Tardigrades": 2}}})
    do(g, **action_step("Ants"))
    assert waiting(g)["kind"] == "select_card"
    answer(g, card="Tardigrades")
    kim = g.player("Kim")
    assert g.player("Stanley").card_resources["Tardigrades"] == 1 and kim.card_resources["Ants"] == 5
    assert card_vp(g, kim, "Ants") == 2  # 1 per 2 microbes


def test_ants_action_needs_a_microbe_on_another_card():
    g = build({"Kim": {"played": ["Ants"]}, "Stanley": {"played": ["Tardigrades"]}})
    rejected(g, action_step("Ants"))


# ---------------------------------------------------------------- Rover Construction

def test_rover_construction_2_megacredits_when_an_opponent_places_a_city():
    g = build({"Stanley": {"resources": {"megacredits": 25}}, "Kim": {"played": ["Rover Construction"]}})
    do(g, do="standard_project", project="city")
    answer(g, space="r2c3")
    assert g.player("Kim").resources["megacredits"] == 2
    assert g.player("Stanley").resources["megacredits"] == 0
    assert card_vp(g, g.player("Kim"), "Rover Construction") == 1


def test_rover_construction_2_megacredits_for_your_own_city_even_off_mars():
    g = build({"Kim": {"resources": {"megacredits": 25}, "hand": ["Phobos Space Haven"],
                       "played": ["Rover Construction"]}})
    play(g, "Phobos Space Haven")
    answer(g, space="phobos_space_haven")
    assert g.player("Kim").resources["megacredits"] == 2


def test_rover_construction_not_for_a_greenery():
    g = build({"Kim": {"resources": {"megacredits": 23}, "played": ["Rover Construction"]}})
    do(g, do="standard_project", project="greenery")
    answer(g, space="r2c3")
    assert g.player("Kim").resources["megacredits"] == 0


# ---------------------------------------------------------------- Tardigrades

@pytest.mark.parametrize("before,vp", [(6, 1), (7, 2)])
def test_tardigrades_action_adds_a_microbe_1_vp_per_4(before, vp):
    g = build({"Kim": {"played": ["Tardigrades"], "card_resources": {"Tardigrades": before}}})
    do(g, **action_step("Tardigrades"))
    kim = g.player("Kim")
    assert kim.card_resources["Tardigrades"] == before + 1
    assert card_vp(g, kim, "Tardigrades") == vp


# ---------------------------------------------------------------- Electro Catapult

def test_electro_catapult_lowers_energy_production_and_is_worth_1_vp():
    g = build({"Kim": {"resources": {"megacredits": 17}, "production": {"energy": 1},
                       "hand": ["Electro Catapult"]}}, oxygen=8)
    play(g, "Electro Catapult")
    kim = g.player("Kim")
    assert kim.production["energy"] == 0 and kim.resources["megacredits"] == 0
    assert card_vp(g, kim, "Electro Catapult") == 1


@pytest.mark.parametrize("prod,oxygen", [({"energy": 1}, 9), ({}, 8)], ids=["oxygen 9", "no energy production"])
def test_electro_catapult_cannot_be_played(prod, oxygen):
    g = build({"Kim": {"resources": {"megacredits": 17}, "production": prod, "hand": ["Electro Catapult"]}},
              oxygen=oxygen)
    rejected(g, play_step("Electro Catapult"))


@pytest.mark.parametrize("option,spent", [(0, "plants"), (1, "steel")])
def test_electro_catapult_action_a_plant_or_a_steel_for_7(option, spent):
    g = build({"Kim": {"resources": {"plants": 2, "steel": 2}, "played": ["Electro Catapult"]}})
    do(g, **action_step("Electro Catapult"))
    answer(g, option=option)
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 7 and kim.resources[spent] == 1
    other = "steel" if spent == "plants" else "plants"
    assert kim.resources[other] == 2


def test_electro_catapult_action_needs_a_plant_or_a_steel():
    g = build({"Kim": {"resources": {"megacredits": 20, "titanium": 3}, "played": ["Electro Catapult"]}})
    rejected(g, action_step("Electro Catapult"))


# ---------------------------------------------------------------- Earth Catapult

def test_earth_catapult_every_card_costs_2_less_and_2_vp():
    g = build({"Kim": {"resources": {"megacredits": 23 + 2 + 4}, "hand": ["Earth Catapult", "Mine", "Sponsors"]}})
    play(g, "Earth Catapult")
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 6
    play(g, "Mine")  # 4 - 2
    assert kim.resources["megacredits"] == 4
    do(g, do="pass")  # two actions taken: Stanley's turn
    play(g, "Sponsors")  # 6 - 2
    assert kim.resources["megacredits"] == 0
    assert card_vp(g, kim, "Earth Catapult") == 2


def test_earth_catapult_discount_cannot_go_below_zero():
    g = build({"Kim": {"hand": ["Land Claim"], "played": ["Earth Catapult"]}})
    play(g, "Land Claim")
    answer(g, space="r2c3")
    assert g.player("Kim").resources["megacredits"] == 0 and "Land Claim" in g.player("Kim").events


def test_earth_catapult_and_research_outpost_discounts_add_up():
    g = build({"Kim": {"resources": {"megacredits": 3}, "hand": ["Sponsors"],
                       "played": ["Earth Catapult", "Research Outpost"]}})
    play(g, "Sponsors")  # 6 - 2 - 1
    assert g.player("Kim").resources["megacredits"] == 0
    g = build({"Kim": {"resources": {"megacredits": 2}, "hand": ["Sponsors"],
                       "played": ["Earth Catapult", "Research Outpost"]}})
    rejected(g, play_step("Sponsors"))
