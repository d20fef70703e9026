"""Project cards 001-070 that place tiles or mark the map: cities, oceans, special tiles, Land Claim,
plus the cards that put resources on other cards (Imported Hydrogen, Eos Chasma National Park)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.cards.conftest import answer, build, do, play, rejected, waiting
from tmdesk.engine.scoring import card_vp

OCEAN_SPACES = ["r0c1", "r0c3", "r0c4", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r5c5", "r5c6", "r5c7", "r8c4"]
# land spaces printed with a steel or titanium bonus (r0c1 and r8c4 also have one but are ocean areas)
STEEL_TITANIUM_LAND = ["r0c0", "r1c1", "r2c6", "r3c0", "r7c0", "r7c5", "r8c0", "r8c1"]


def oceans(*spaces: str) -> dict[str, dict[str, Any]]:
    return {s: {"tile": "ocean", "owner": None} for s in spaces}


def tile(kind: str, owner: str | None, name: str | None = None) -> dict[str, Any]:
    t: dict[str, Any] = {"tile": kind, "owner": owner}
    if name:
        t["name"] = name
    return t


def play_step(card: str) -> dict[str, Any]:
    return {"do": "play_card", "card": card}


# ---------------------------------------------------------------- city cards with the normal city rules

# card, cost, oxygen allowed, production before, production after, plants gained, VP
CITY_CARDS = [
    ("Domed Crater", 24, 7, {"energy": 1}, {"energy": 0, "megacredits": 3}, 3, 1),
    ("Cupola City", 16, 9, {"energy": 1}, {"energy": 0, "megacredits": 3}, 0, 0),
    ("Underground City", 18, 14, {"energy": 2}, {"energy": 0, "steel": 2}, 0, 0),
]


@pytest.mark.parametrize("card,cost,oxygen,before,after,plants,vp", CITY_CARDS, ids=[r[0] for r in CITY_CARDS])
def test_city_card_places_a_city_and_changes_production(card, cost, oxygen, before, after, plants, vp):
    # r2c3 has no placement bonus and no ocean next to it
    g = build({"Kim": {"resources": {"megacredits": cost}, "production": before, "hand": [card]}}, oxygen=oxygen)
    play(g, card)
    assert waiting(g)["kind"] == "select_space"
    answer(g, space="r2c3")
    kim = g.player("Kim")
    assert g.dump()["tiles"]["r2c3"] == {"tile": "city", "owner": "Kim"}
    expected = dict(before, **after)
    for r, n in expected.items():
        assert kim.production[r] == n
    assert kim.resources["plants"] == plants and kim.resources["megacredits"] == 0
    assert card_vp(g, kim, card) == vp


@pytest.mark.parametrize("card,cost,oxygen,before,after,plants,vp", CITY_CARDS, ids=[r[0] for r in CITY_CARDS])
def test_city_card_cannot_be_played_without_enough_energy_production(card, cost, oxygen, before, after, plants, vp):
    short = {"energy": before["energy"] - 1}
    g = build({"Kim": {"resources": {"megacredits": cost}, "production": short, "hand": [card]}}, oxygen=oxygen)
    rejected(g, play_step(card))


@pytest.mark.parametrize("card,cost,oxygen", [("Domed Crater", 24, 8), ("Cupola City", 16, 10)])
def test_city_card_oxygen_maximum_exceeded(card, cost, oxygen):
    g = build({"Kim": {"resources": {"megacredits": cost}, "production": {"energy": 1}, "hand": [card]}}, oxygen=oxygen)
    rejected(g, play_step(card))


def test_city_may_not_be_placed_next_to_another_city():
    g = build({"Kim": {"resources": {"megacredits": 16}, "production": {"energy": 1}, "hand": ["Cupola City"]}},
              tiles={"r2c4": tile("city", "Stanley")})
    play(g, "Cupola City")
    options = waiting(g)["options"]
    for s in ["r2c3", "r2c5", "r1c3", "r1c4", "r3c4", "r3c5", "r2c4"]:
        assert s not in options
    assert "r4c2" not in options  # Noctis City area is reserved
    assert not set(options) & set(OCEAN_SPACES)
    assert "r2c2" in options
    rejected(g, {"answer": {"space": "r2c3"}})


def test_city_placement_bonus_and_ocean_adjacency_bonus():
    # r5c4: 1 plant printed, next to the oceans on r4c4, r4c5 and r5c5: +6 M€
    g = build({"Kim": {"resources": {"megacredits": 18}, "production": {"energy": 2}, "hand": ["Underground City"]}},
              tiles=oceans("r4c4", "r4c5", "r5c5"))
    play(g, "Underground City")
    answer(g, space="r5c4")
    kim = g.player("Kim")
    assert kim.resources["plants"] == 1 and kim.resources["megacredits"] == 6


# ---------------------------------------------------------------- Capital

def test_capital_needs_4_oceans_changes_production_places_capital_and_scores_adjacent_oceans():
    g = build({"Kim": {"resources": {"megacredits": 26}, "production": {"energy": 2}, "hand": ["Capital"]}},
              tiles=oceans("r4c3", "r4c4", "r4c5", "r5c5"))
    play(g, "Capital")
    assert waiting(g)["kind"] == "select_space"
    answer(g, space="r5c4")  # 1 plant printed; next to r4c4, r4c5, r5c5
    kim = g.player("Kim")
    assert kim.production["energy"] == 0 and kim.production["megacredits"] == 5
    assert kim.resources["megacredits"] == 6 and kim.resources["plants"] == 1
    t = g.dump()["tiles"]["r5c4"]
    assert t["owner"] == "Kim" and t.get("name") == "capital"
    assert card_vp(g, kim, "Capital") == 3
    assert g.count_cities("Kim") == 1


def test_capital_follows_city_rules():
    g = build({"Kim": {"resources": {"megacredits": 26}, "production": {"energy": 2}, "hand": ["Capital"]}},
              tiles=dict(oceans("r4c3", "r4c4", "r4c5", "r5c5"), r6c3=tile("city", "Stanley")))
    play(g, "Capital")
    options = waiting(g)["options"]
    assert "r5c4" not in options and "r5c3" not in options and "r4c4" not in options
    assert "r4c2" not in options


def test_capital_needs_4_oceans():
    g = build({"Kim": {"resources": {"megacredits": 26}, "production": {"energy": 2}, "hand": ["Capital"]}},
              tiles=oceans("r4c3", "r4c4", "r4c5"))
    rejected(g, play_step("Capital"))


def test_capital_needs_2_energy_production():
    g = build({"Kim": {"resources": {"megacredits": 26}, "production": {"energy": 1}, "hand": ["Capital"]}},
              tiles=oceans("r4c3", "r4c4", "r4c5", "r5c5"))
    rejected(g, play_step("Capital"))


# ---------------------------------------------------------------- Noctis City

def test_noctis_city_goes_on_its_reserved_area_even_next_to_a_city():
    g = build({"Kim": {"resources": {"megacredits": 18}, "production": {"energy": 1}, "hand": ["Noctis City"]}},
              tiles=dict(oceans("r4c3"), r3c2=tile("city", "Stanley")))
    play(g, "Noctis City")
    w = waiting(g)
    assert w["kind"] == "select_space" and w["options"] == ["r4c2"]
    answer(g, space="r4c2")
    kim = g.player("Kim")
    assert g.dump()["tiles"]["r4c2"] == {"tile": "city", "owner": "Kim"}
    assert kim.production["energy"] == 0 and kim.production["megacredits"] == 3
    assert kim.resources["plants"] == 2  # printed on Noctis City
    assert kim.resources["megacredits"] == 2  # the ocean on r4c3


def test_noctis_city_needs_energy_production():
    g = build({"Kim": {"resources": {"megacredits": 18}, "hand": ["Noctis City"]}})
    rejected(g, play_step("Noctis City"))


# ---------------------------------------------------------------- Research Outpost

def test_research_outpost_city_on_an_isolated_space_and_1_megacredit_discount_on_every_card():
    g = build({"Kim": {"resources": {"megacredits": 21}, "hand": ["Research Outpost", "Mine"]}},
              tiles={"r2c3": tile("greenery", "Stanley")})
    play(g, "Research Outpost")
    options = waiting(g)["options"]
    for s in ["r2c3", "r2c2", "r2c4", "r1c2", "r1c3", "r3c3", "r3c4"]:
        assert s not in options
    assert "r6c2" in options and "r0c0" in options
    answer(g, space="r6c2")
    kim = g.player("Kim")
    assert g.dump()["tiles"]["r6c2"] == {"tile": "city", "owner": "Kim"}
    assert kim.resources["megacredits"] == 3
    play(g, "Mine")  # 4 - 1
    assert kim.resources["megacredits"] == 0 and kim.production["steel"] == 1


def test_research_outpost_cannot_be_paid_with_17():
    g = build({"Kim": {"resources": {"megacredits": 17}, "hand": ["Research Outpost"]}})
    rejected(g, play_step("Research Outpost"))


# ---------------------------------------------------------------- Phobos Space Haven

def test_phobos_space_haven_titanium_production_and_city_off_mars():
    g = build({"Kim": {"resources": {"megacredits": 25}, "hand": ["Phobos Space Haven"]}})
    play(g, "Phobos Space Haven")
    w = waiting(g)
    assert w["kind"] == "select_space" and w["options"] == ["phobos_space_haven"]
    answer(g, space="phobos_space_haven")
    kim = g.player("Kim")
    assert kim.production["titanium"] == 1 and kim.resources["megacredits"] == 0
    assert g.dump()["tiles"]["phobos_space_haven"] == {"tile": "city", "owner": "Kim"}
    assert g.count_cities("Kim") == 1 and g.count_cities(on_mars=True) == 0
    assert card_vp(g, kim, "Phobos Space Haven") == 3


def test_phobos_space_haven_cannot_be_paid_with_24():
    g = build({"Kim": {"resources": {"megacredits": 24}, "hand": ["Phobos Space Haven"]}})
    rejected(g, play_step("Phobos Space Haven"))


# ---------------------------------------------------------------- Black Polar Dust

def test_black_polar_dust_places_an_ocean_and_changes_production():
    g = build({"Kim": {"resources": {"megacredits": 15}, "production": {"megacredits": 1},
                       "hand": ["Black Polar Dust"]}})
    play(g, "Black Polar Dust")
    assert waiting(g)["kind"] == "select_space"
    answer(g, space="r0c4")
    kim = g.player("Kim")
    assert g.state.oceans == 1 and kim.tr == 21
    assert kim.production["megacredits"] == -1 and kim.production["heat"] == 3
    assert kim.resources["megacredits"] == 0


def test_black_polar_dust_cannot_lower_megacredit_production_below_minus_5():
    g = build({"Kim": {"resources": {"megacredits": 15}, "production": {"megacredits": -4},
                       "hand": ["Black Polar Dust"]}})
    rejected(g, play_step("Black Polar Dust"))


# ---------------------------------------------------------------- Natural Preserve

def test_natural_preserve_isolated_tile_megacredit_production_and_1_vp():
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Natural Preserve"]}}, oxygen=4,
              tiles={"r6c4": tile("greenery", "Stanley")})
    play(g, "Natural Preserve")
    options = waiting(g)["options"]
    assert "r7c4" not in options and "r6c5" not in options and "r7c5" in options
    assert not set(options) & set(OCEAN_SPACES) and "r4c2" not in options
    answer(g, space="r7c5")  # 1 titanium printed
    kim = g.player("Kim")
    assert g.dump()["tiles"]["r7c5"] == {"tile": "special", "owner": "Kim", "name": "natural_preserve"}
    assert kim.production["megacredits"] == 1 and kim.resources["titanium"] == 1
    assert card_vp(g, kim, "Natural Preserve") == 1


def test_natural_preserve_needs_oxygen_at_most_4():
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Natural Preserve"]}}, oxygen=5)
    rejected(g, play_step("Natural Preserve"))


# ---------------------------------------------------------------- Lake Marineris

def test_lake_marineris_two_oceans_with_their_bonuses_and_2_vp():
    g = build({"Kim": {"resources": {"megacredits": 18}, "hand": ["Lake Marineris"]}}, temperature=0)
    play(g, "Lake Marineris")
    answer(g, space="r4c4")  # 2 plants
    answer(g, space="r4c5")  # 2 plants, next to r4c4: +2 M€
    kim = g.player("Kim")
    assert g.state.oceans == 2 and kim.tr == 22
    assert kim.resources["plants"] == 4 and kim.resources["megacredits"] == 2
    assert card_vp(g, kim, "Lake Marineris") == 2


def test_lake_marineris_needs_0_degrees():
    g = build({"Kim": {"resources": {"megacredits": 18}, "hand": ["Lake Marineris"]}}, temperature=-2)
    rejected(g, play_step("Lake Marineris"))


# ---------------------------------------------------------------- Mangrove

def test_mangrove_greenery_on_an_ocean_area_raises_oxygen():
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Mangrove"]}}, temperature=4,
              tiles=oceans("r4c3"))
    play(g, "Mangrove")
    w = waiting(g)
    assert w["kind"] == "select_space"
    assert sorted(w["options"]) == sorted(s for s in OCEAN_SPACES if s != "r4c3")
    rejected(g, {"answer": {"space": "r2c3"}})
    answer(g, space="r4c4")  # 2 plants, next to the ocean on r4c3: +2 M€
    kim = g.player("Kim")
    assert g.dump()["tiles"]["r4c4"] == {"tile": "greenery", "owner": "Kim"}
    assert g.state.oxygen == 1 and kim.tr == 21 and g.state.oceans == 1
    assert kim.resources["plants"] == 2 and kim.resources["megacredits"] == 2
    assert card_vp(g, kim, "Mangrove") == 1


def test_mangrove_needs_plus_4_degrees():
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Mangrove"]}}, temperature=2)
    rejected(g, play_step("Mangrove"))


# ---------------------------------------------------------------- Mining Area / Mining Rights

def test_mining_area_next_to_own_tile_on_a_steel_space_gives_steel_production():
    g = build({"Kim": {"resources": {"megacredits": 4}, "hand": ["Mining Area"]}},
              tiles={"r1c0": tile("greenery", "Kim")})
    play(g, "Mining Area")
    w = waiting(g)
    assert sorted(w["options"]) == ["r0c0", "r1c1"]
    answer(g, space="r1c1")  # 1 steel printed
    kim = g.player("Kim")
    assert g.dump()["tiles"]["r1c1"] == {"tile": "special", "owner": "Kim", "name": "mining_area"}
    assert kim.production["steel"] == 1 and kim.production["titanium"] == 0
    assert kim.resources["steel"] == 1 and kim.resources["megacredits"] == 0


def test_mining_area_on_a_titanium_space_gives_titanium_production():
    g = build({"Kim": {"resources": {"megacredits": 4}, "hand": ["Mining Area"]}},
              tiles={"r6c5": tile("greenery", "Kim")})
    play(g, "Mining Area")
    assert waiting(g)["options"] == ["r7c5"]
    answer(g, space="r7c5")
    kim = g.player("Kim")
    assert kim.production["titanium"] == 1 and kim.production["steel"] == 0 and kim.resources["titanium"] == 1


def test_mining_area_needs_a_bonus_space_next_to_one_of_your_tiles():
    g = build({"Kim": {"resources": {"megacredits": 4}, "hand": ["Mining Area"]}},
              tiles={"r1c0": tile("greenery", "Stanley"), "r2c3": tile("greenery", "Kim")})
    rejected(g, play_step("Mining Area"))


def test_mining_rights_on_any_steel_or_titanium_space():
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Mining Rights"]}})
    play(g, "Mining Rights")
    w = waiting(g)
    assert sorted(w["options"]) == sorted(STEEL_TITANIUM_LAND)
    answer(g, space="r0c0")  # 2 steel printed
    kim = g.player("Kim")
    assert g.dump()["tiles"]["r0c0"] == {"tile": "special", "owner": "Kim", "name": "mining_rights"}
    assert kim.production["steel"] == 1 and kim.production["titanium"] == 0
    assert kim.resources["steel"] == 2 and kim.resources["megacredits"] == 0


def test_mining_rights_on_pavonis_mons_titanium_gives_titanium_production():
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Mining Rights"]}})
    play(g, "Mining Rights")
    answer(g, space="r3c0")  # plant + titanium printed
    kim = g.player("Kim")
    assert kim.production["titanium"] == 1 and kim.production["steel"] == 0 and kim.production["plants"] == 0
    assert kim.resources["titanium"] == 1 and kim.resources["plants"] == 1


def test_mining_rights_needs_a_free_steel_or_titanium_space():
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Mining Rights"]}},
              tiles={s: tile("greenery", "Stanley") for s in STEEL_TITANIUM_LAND})
    rejected(g, play_step("Mining Rights"))


# ---------------------------------------------------------------- Land Claim

def test_land_claim_reserves_a_space_for_you_and_you_still_get_its_bonus():
    g = build({"Kim": {"resources": {"megacredits": 26}, "hand": ["Land Claim"]},
               "Stanley": {"resources": {"megacredits": 25}}})
    play(g, "Land Claim")
    w = waiting(g)
    assert w["kind"] == "select_space"
    assert not set(w["options"]) & set(OCEAN_SPACES) and "r4c2" not in w["options"]
    answer(g, space="r3c4")
    assert "Land Claim" in g.player("Kim").events and g.player("Kim").resources["megacredits"] == 25
    do(g, do="end_turn")
    do(g, do="standard_project", project="city")
    assert "r3c4" not in waiting(g)["options"]
    rejected(g, {"answer": {"space": "r3c4"}})
    answer(g, space="r6c0")
    do(g, do="end_turn")
    do(g, do="standard_project", project="city")
    assert "r3c4" in waiting(g)["options"]
    answer(g, space="r3c4")  # 2 plants printed
    kim = g.player("Kim")
    assert g.dump()["tiles"]["r3c4"] == {"tile": "city", "owner": "Kim"}
    assert kim.resources["plants"] == 2


def test_land_claim_cannot_claim_an_occupied_or_ocean_space():
    g = build({"Kim": {"resources": {"megacredits": 1}, "hand": ["Land Claim"]}},
              tiles={"r2c3": tile("greenery", "Stanley")})
    play(g, "Land Claim")
    assert "r2c3" not in waiting(g)["options"]
    rejected(g, {"answer": {"space": "r2c3"}})
    rejected(g, {"answer": {"space": "r4c4"}})


def test_land_claim_cannot_be_played_without_its_1_megacredit():
    g = build({"Kim": {"hand": ["Land Claim"]}})
    rejected(g, play_step("Land Claim"))


# ---------------------------------------------------------------- Imported Hydrogen

def test_imported_hydrogen_3_plants_and_an_ocean():
    g = build({"Kim": {"resources": {"megacredits": 16}, "hand": ["Imported Hydrogen"]}})
    play(g, "Imported Hydrogen")
    w = waiting(g)
    assert w["kind"] == "select_option" and 0 in w["options"]
    answer(g, option=0)
    assert waiting(g)["kind"] == "select_space"
    answer(g, space="r0c4")
    kim = g.player("Kim")
    assert kim.resources["plants"] == 3 and g.state.oceans == 1 and kim.tr == 21
    assert kim.resources["megacredits"] == 0 and "Imported Hydrogen" in kim.events


def test_imported_hydrogen_3_microbes_onto_another_card_of_yours():
    g = build({"Kim": {"resources": {"megacredits": 16}, "hand": ["Imported Hydrogen"],
                       "played": ["Tardigrades", "Fish"], "card_resources": {"Tardigrades": 1}},
               "Stanley": {"played": ["Ants"]}})
    play(g, "Imported Hydrogen")
    assert waiting(g)["options"] == [0, 1, 2]
    answer(g, option=1)
    if waiting(g)["kind"] == "select_card":
        assert waiting(g)["options"] == ["Tardigrades"]
        answer(g, card="Tardigrades")
    answer(g, space="r0c4")
    kim = g.player("Kim")
    assert kim.card_resources["Tardigrades"] == 4 and kim.card_resources.get("Fish", 0) == 0
    assert kim.resources["plants"] == 0 and g.player("Stanley").card_resources.get("Ants", 0) == 0
    assert g.state.oceans == 1


def test_imported_hydrogen_2_animals_onto_another_card_of_yours():
    g = build({"Kim": {"resources": {"megacredits": 16}, "hand": ["Imported Hydrogen"],
                       "played": ["Tardigrades", "Fish"]}})
    play(g, "Imported Hydrogen")
    answer(g, option=2)
    if waiting(g)["kind"] == "select_card":
        answer(g, card="Fish")
    answer(g, space="r0c4")
    kim = g.player("Kim")
    assert kim.card_resources["Fish"] == 2 and kim.card_resources.get("Tardigrades", 0) == 0
    assert card_vp(g, kim, "Fish") == 2


def test_imported_hydrogen_cannot_be_paid_with_15():
    g = build({"Kim": {"resources": {"megacredits": 15}, "hand": ["Imported Hydrogen"]}})
    rejected(g, play_step("Imported Hydrogen"))


# ---------------------------------------------------------------- Eos Chasma National Park

def test_eos_chasma_national_park_animal_plants_and_production():
    g = build({"Kim": {"resources": {"megacredits": 16}, "hand": ["Eos Chasma National Park"],
                       "played": ["Fish"], "card_resources": {"Fish": 1}}}, temperature=-12)
    play(g, "Eos Chasma National Park")
    if g.waiting_for() is not None and waiting(g)["kind"] == "select_card":
        answer(g, card="Fish")
    kim = g.player("Kim")
    assert kim.card_resources["Fish"] == 2
    assert kim.resources["plants"] == 3 and kim.production["megacredits"] == 2
    assert kim.resources["megacredits"] == 0
    assert card_vp(g, kim, "Eos Chasma National Park") == 1


def test_eos_chasma_national_park_without_an_animal_card_still_plays():
    g = build({"Kim": {"resources": {"megacredits": 16}, "hand": ["Eos Chasma National Park"]}}, temperature=-12)
    play(g, "Eos Chasma National Park")
    kim = g.player("Kim")
    assert kim.resources["plants"] == 3 and kim.production["megacredits"] == 2


def test_eos_chasma_national_park_needs_minus_12_degrees():
    g = build({"Kim": {"resources": {"megacredits": 16}, "hand": ["Eos Chasma National Park"]}}, temperature=-14)
    rejected(g, play_step("Eos Chasma National Park"))
