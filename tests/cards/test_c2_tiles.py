"""Cards 071-140 that place tiles or count tiles: oceans, cities, special tiles.

Space facts used (maps/tharsis.json): r0c4 is an ocean area with no bonus next to the ocean areas r0c3
(bonus: 1 card) and r1c5; r4c4 is an ocean area with 2 plants; r0c2, r2c2, r2c3, r2c4 are land without bonus;
r3c3 has 1 plant, r3c4 2 plants; the volcanic areas are r1c1 (1 steel), r2c0 (1 card), r3c0 (plant + titanium)
and r4c0 (2 plants); r4c2 is reserved for Noctis City.
"""

from __future__ import annotations

from typing import Any

from tests.cards.conftest import answer, build, play, rejected, waiting
from tmdesk.engine.scoring import card_vp

OCEAN = {"tile": "ocean", "owner": None}
OCEAN_AREAS = {"r0c1", "r0c3", "r0c4", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r5c5", "r5c6", "r5c7", "r8c4"}
NINE_OCEANS = {s: OCEAN for s in ("r0c1", "r0c3", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r5c5", "r5c6")}


def city(owner: str) -> dict[str, Any]:
    return {"tile": "city", "owner": owner}


def tile(g, space: str) -> dict[str, Any]:
    return g.dump()["tiles"][space]


# --- oceans -----------------------------------------------------------------------------------

def test_towing_a_comet_two_plants_one_oxygen_step_and_an_ocean():
    g = build({"Kim": {"resources": {"megacredits": 23}, "hand": ["Towing A Comet"]}})
    play(g, "Towing A Comet")
    assert waiting(g)["kind"] == "select_space"
    answer(g, space="r0c4")
    kim = g.player("Kim")
    assert kim.resources["plants"] == 2 and g.state.oxygen == 1 and g.state.oceans == 1
    assert kim.tr == 22 and kim.resources["megacredits"] == 0 and "Towing A Comet" in kim.events


def test_towing_a_comet_paid_with_titanium_when_oxygen_and_oceans_are_done():
    # parameters at their goal: the card is still played, the plants still come, no TR
    g = build({"Kim": {"resources": {"megacredits": 2, "titanium": 7}, "hand": ["Towing A Comet"]}},
              oxygen=14, tiles=NINE_OCEANS)
    play(g, "Towing A Comet", pay={"megacredits": 2, "titanium": 7})
    kim = g.player("Kim")
    assert waiting(g)["kind"] == "action"
    assert kim.resources["plants"] == 2 and kim.resources["titanium"] == 0 and kim.tr == 20
    assert g.state.oceans == 9 and g.state.oxygen == 14


def test_ice_asteroid_two_oceans_with_their_placement_bonuses():
    g = build({"Kim": {"resources": {"megacredits": 23}, "hand": ["Ice Asteroid"]}}, deck_top=["Lichen"])
    play(g, "Ice Asteroid")
    assert set(waiting(g)["options"]) == OCEAN_AREAS
    answer(g, space="r0c4")  # no bonus, no ocean around
    answer(g, space="r0c3")  # 1 card, and +2 M€ for the ocean on r0c4
    kim = g.player("Kim")
    assert g.state.oceans == 2 and kim.tr == 22
    assert kim.resources["megacredits"] == 2 and kim.hand == ["Lichen"]


def test_giant_ice_asteroid_temperature_oceans_and_removing_six_plants():
    g = build({"Kim": {"resources": {"megacredits": 36}, "hand": ["Giant Ice Asteroid"]},
               "Stanley": {"resources": {"plants": 8}}}, temperature=-26, deck_top=["Lichen"])
    play(g, "Giant Ice Asteroid")
    answer(g, space="r0c4")
    answer(g, space="r0c3")
    answer(g, player="Stanley")
    answer(g, amount=waiting(g)["max"])  # remove as much as allowed
    kim, stanley = g.player("Kim"), g.player("Stanley")
    # -26 -> -22 passes -24: +1 heat production
    assert g.state.temperature == -22 and kim.production["heat"] == 1
    assert g.state.oceans == 2 and kim.tr == 24
    assert stanley.resources["plants"] == 2 and kim.resources["plants"] == 0
    assert kim.resources["megacredits"] == 2 and kim.hand == ["Lichen"]


def test_giant_ice_asteroid_plant_removal_may_be_declined():
    g = build({"Kim": {"resources": {"megacredits": 36}, "hand": ["Giant Ice Asteroid"]},
               "Stanley": {"resources": {"plants": 8}}}, deck_top=["Lichen"])
    play(g, "Giant Ice Asteroid")
    answer(g, space="r0c4")
    answer(g, space="r0c3")
    answer(g, skip=True)
    assert g.player("Stanley").resources["plants"] == 8 and g.state.temperature == -26


def test_subterranean_reservoir_places_an_ocean():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Subterranean Reservoir"]}})
    play(g, "Subterranean Reservoir")
    answer(g, space="r4c4")  # 2 plants printed
    kim = g.player("Kim")
    assert g.state.oceans == 1 and kim.tr == 21 and kim.resources["plants"] == 2 and kim.resources["megacredits"] == 0
    assert tile(g, "r4c4") == {"tile": "ocean", "owner": None} and "Subterranean Reservoir" in kim.events


def test_artificial_lake_puts_an_ocean_on_land_not_on_ocean_areas():
    g = build({"Kim": {"resources": {"megacredits": 15}, "hand": ["Artificial Lake"]}},
              temperature=-6, tiles={"r0c0": city("Stanley")})
    play(g, "Artificial Lake")
    opts = set(waiting(g)["options"])
    assert not opts & OCEAN_AREAS
    assert "r4c2" not in opts  # reserved for Noctis City
    assert "r0c0" not in opts  # occupied
    assert {"r0c2", "r3c4", "r8c3"} <= opts
    answer(g, space="r3c4")
    kim = g.player("Kim")
    assert tile(g, "r3c4")["tile"] == "ocean" and g.state.oceans == 1
    assert kim.tr == 21 and kim.resources["plants"] == 2 and card_vp(g, kim, "Artificial Lake") == 1


def test_artificial_lake_needs_minus_6_c():
    g = build({"Kim": {"resources": {"megacredits": 15}, "hand": ["Artificial Lake"]}}, temperature=-8)
    rejected(g, {"do": "play_card", "card": "Artificial Lake"})


# --- cities -----------------------------------------------------------------------------------

def test_ganymede_colony_city_off_mars_and_vp_per_jovian_tag():
    g = build({"Kim": {"resources": {"megacredits": 20}, "hand": ["Ganymede Colony"],
                       "played": ["Callisto Penal Mines"]}})
    play(g, "Ganymede Colony")
    assert waiting(g)["options"] == ["ganymede_colony"]
    answer(g, space="ganymede_colony")
    kim = g.player("Kim")
    assert tile(g, "ganymede_colony") == {"tile": "city", "owner": "Kim"}
    assert kim.resources["megacredits"] == 0 and kim.production["megacredits"] == 0
    assert card_vp(g, kim, "Ganymede Colony") == 2  # its own jovian tag + Callisto Penal Mines


def test_open_city_plants_city_and_production():
    g = build({"Kim": {"resources": {"megacredits": 23}, "production": {"energy": 1}, "hand": ["Open City"]}},
              oxygen=12, tiles={"r2c3": city("Stanley")})
    play(g, "Open City")
    opts = set(waiting(g)["options"])
    assert not opts & {"r1c2", "r1c3", "r2c2", "r2c4", "r3c3", "r3c4"}  # next to a city
    assert "r4c2" not in opts and not opts & OCEAN_AREAS
    answer(g, space="r0c2")
    kim = g.player("Kim")
    assert tile(g, "r0c2") == {"tile": "city", "owner": "Kim"}
    assert kim.resources["plants"] == 2 and kim.production["energy"] == 0 and kim.production["megacredits"] == 4
    assert kim.resources["megacredits"] == 0 and card_vp(g, kim, "Open City") == 1


def test_open_city_needs_12_pct_oxygen():
    g = build({"Kim": {"resources": {"megacredits": 23}, "production": {"energy": 1}, "hand": ["Open City"]}},
              oxygen=11)
    rejected(g, {"do": "play_card", "card": "Open City"})


def test_open_city_needs_energy_production_to_lower():
    g = build({"Kim": {"resources": {"megacredits": 23}, "hand": ["Open City"]}}, oxygen=12)
    rejected(g, {"do": "play_card", "card": "Open City"})


def test_urbanized_area_city_next_to_two_cities():
    g = build({"Kim": {"resources": {"megacredits": 10}, "production": {"energy": 1}, "hand": ["Urbanized Area"]}},
              tiles={"r2c2": city("Stanley"), "r2c4": city("Kim")})
    play(g, "Urbanized Area")
    assert waiting(g)["options"] == ["r2c3"]  # the only space bordering both cities
    answer(g, space="r2c3")
    kim = g.player("Kim")
    t = tile(g, "r2c3")
    assert (t["tile"], t["owner"]) == ("city", "Kim")
    assert kim.production["energy"] == 0 and kim.production["megacredits"] == 2 and kim.resources["megacredits"] == 0


def test_urbanized_area_needs_energy_production_to_lower():
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Urbanized Area"]}},
              tiles={"r2c2": city("Stanley"), "r2c4": city("Kim")})
    rejected(g, {"do": "play_card", "card": "Urbanized Area"})


def test_greenhouses_one_plant_per_city_anywhere():
    g = build({"Kim": {"resources": {"megacredits": 6}, "hand": ["Greenhouses"]}},
              tiles={"r0c0": city("Kim"), "r2c4": city("Stanley"), "ganymede_colony": city("Stanley")})
    play(g, "Greenhouses")
    kim = g.player("Kim")
    assert kim.resources["plants"] == 3 and kim.resources["megacredits"] == 0


def test_greenhouses_without_cities_gives_nothing():
    g = build({"Kim": {"resources": {"megacredits": 6}, "hand": ["Greenhouses"]}})
    play(g, "Greenhouses")
    assert g.player("Kim").resources["plants"] == 0 and "Greenhouses" in g.player("Kim").played


def test_zeppelins_one_mc_production_per_city_on_mars():
    g = build({"Kim": {"resources": {"megacredits": 13}, "hand": ["Zeppelins"]}}, oxygen=5,
              tiles={"r0c0": city("Kim"), "r2c4": city("Stanley"), "ganymede_colony": city("Stanley")})
    play(g, "Zeppelins")
    kim = g.player("Kim")
    assert kim.production["megacredits"] == 2 and card_vp(g, kim, "Zeppelins") == 1


def test_zeppelins_needs_5_pct_oxygen():
    g = build({"Kim": {"resources": {"megacredits": 13}, "hand": ["Zeppelins"]}}, oxygen=4)
    rejected(g, {"do": "play_card", "card": "Zeppelins"})


# --- special tiles ------------------------------------------------------------------------------

def test_commercial_district_tile_production_and_vp_per_adjacent_city():
    g = build({"Kim": {"resources": {"megacredits": 16}, "production": {"energy": 1}, "hand": ["Commercial District"]}},
              tiles={"r2c2": city("Stanley"), "r2c4": city("Kim")})
    play(g, "Commercial District")
    opts = set(waiting(g)["options"])
    assert "r2c3" in opts and not opts & OCEAN_AREAS and "r2c2" not in opts and "r4c2" not in opts
    answer(g, space="r2c3")
    kim = g.player("Kim")
    assert tile(g, "r2c3") == {"tile": "special", "owner": "Kim", "name": "commercial_district"}
    assert kim.production["energy"] == 0 and kim.production["megacredits"] == 4 and kim.resources["megacredits"] == 0
    assert card_vp(g, kim, "Commercial District") == 2


def test_commercial_district_needs_energy_production_to_lower():
    g = build({"Kim": {"resources": {"megacredits": 16}, "hand": ["Commercial District"]}})
    rejected(g, {"do": "play_card", "card": "Commercial District"})


def test_nuclear_zone_tile_two_temperature_steps_and_minus_2_vp():
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Nuclear Zone"]}})
    play(g, "Nuclear Zone")
    opts = set(waiting(g)["options"])
    assert "r0c2" in opts and "r4c2" not in opts and not opts & OCEAN_AREAS
    answer(g, space="r0c2")
    kim = g.player("Kim")
    assert tile(g, "r0c2") == {"tile": "special", "owner": "Kim", "name": "nuclear_zone"}
    assert g.state.temperature == -26 and kim.tr == 22 and kim.resources["megacredits"] == 0
    assert card_vp(g, kim, "Nuclear Zone") == -2


def test_industrial_center_tile_next_to_a_city():
    g = build({"Kim": {"resources": {"megacredits": 4}, "hand": ["Industrial Center"]}},
              tiles={"r2c3": city("Stanley")})
    play(g, "Industrial Center")
    assert set(waiting(g)["options"]) == {"r1c2", "r1c3", "r2c2", "r2c4", "r3c3", "r3c4"}
    answer(g, space="r3c3")  # 1 plant printed
    kim = g.player("Kim")
    assert tile(g, "r3c3") == {"tile": "special", "owner": "Kim", "name": "industrial_center"}
    assert kim.resources["plants"] == 1 and kim.resources["megacredits"] == 0


def test_industrial_center_action_7_mc_for_steel_production():
    g = build({"Kim": {"resources": {"megacredits": 7}, "played": ["Industrial Center"]}})
    g.apply({"do": "card_action", "card": "Industrial Center"})
    kim = g.player("Kim")
    assert kim.production["steel"] == 1 and kim.resources["megacredits"] == 0


def test_industrial_center_action_needs_7_mc():
    g = build({"Kim": {"resources": {"megacredits": 6}, "played": ["Industrial Center"]}})
    rejected(g, {"do": "card_action", "card": "Industrial Center"})


def test_ecological_zone_tile_next_to_greenery_and_two_animals_from_its_own_tags():
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Ecological Zone"]}},
              tiles={"r2c3": {"tile": "greenery", "owner": "Kim"}})
    play(g, "Ecological Zone")
    assert set(waiting(g)["options"]) == {"r1c2", "r1c3", "r2c2", "r2c4", "r3c3", "r3c4"}
    answer(g, space="r2c4")
    kim = g.player("Kim")
    assert tile(g, "r2c4") == {"tile": "special", "owner": "Kim", "name": "ecological_zone"}
    assert kim.card_resources["Ecological Zone"] == 2 and card_vp(g, kim, "Ecological Zone") == 1


def test_ecological_zone_adds_an_animal_per_plant_or_animal_tag_played():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Grass", "Geothermal Power"],
                       "played": ["Ecological Zone"], "card_resources": {"Ecological Zone": 2}}}, temperature=-16)
    play(g, "Grass")
    kim = g.player("Kim")
    assert kim.card_resources["Ecological Zone"] == 3 and card_vp(g, kim, "Ecological Zone") == 1
    kim.resources["megacredits"] = 11
    play(g, "Geothermal Power")  # power, building: nothing
    assert kim.card_resources["Ecological Zone"] == 3


def test_ecological_zone_needs_a_greenery_of_your_own():
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Ecological Zone"]}},
              tiles={"r2c3": {"tile": "greenery", "owner": "Stanley"}})
    rejected(g, {"do": "play_card", "card": "Ecological Zone"})


def test_lava_flows_two_temperature_steps_and_a_volcanic_area():
    g = build({"Kim": {"resources": {"megacredits": 18}, "hand": ["Lava Flows"]}})
    play(g, "Lava Flows")
    assert set(waiting(g)["options"]) == {"r1c1", "r2c0", "r3c0", "r4c0"}
    answer(g, space="r3c0")  # plant + titanium printed
    kim = g.player("Kim")
    assert tile(g, "r3c0") == {"tile": "special", "owner": "Kim", "name": "lava_flows"}
    assert g.state.temperature == -26 and kim.tr == 22
    assert kim.resources["plants"] == 1 and kim.resources["titanium"] == 1 and kim.resources["megacredits"] == 0
    assert "Lava Flows" in kim.events


def test_lava_flows_only_free_volcanic_areas():
    g = build({"Kim": {"resources": {"megacredits": 18}, "hand": ["Lava Flows"]}},
              tiles={"r1c1": city("Stanley"), "r4c0": {"tile": "greenery", "owner": "Stanley"}})
    play(g, "Lava Flows")
    assert set(waiting(g)["options"]) == {"r2c0", "r3c0"}


def test_lava_flows_passing_0_c_gives_the_ocean_bonus():
    # -2 -> +2 passes 0 °C: the player places an ocean (+1 TR) besides the two temperature steps
    g = build({"Kim": {"resources": {"megacredits": 18}, "hand": ["Lava Flows"]}}, temperature=-2)
    play(g, "Lava Flows")
    for _ in range(2):
        opts = waiting(g)["options"]
        answer(g, space="r0c4" if "r0c4" in opts else "r1c1")
    kim = g.player("Kim")
    assert g.state.temperature == 2 and g.state.oceans == 1 and kim.tr == 23
    assert tile(g, "r1c1")["name"] == "lava_flows" and kim.resources["steel"] == 1


def test_nuclear_zone_at_temperature_goal_still_places_its_tile():
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Nuclear Zone"]}}, temperature=8)
    play(g, "Nuclear Zone")
    answer(g, space="r0c2")
    kim = g.player("Kim")
    assert tile(g, "r0c2")["name"] == "nuclear_zone" and g.state.temperature == 8 and kim.tr == 20


def test_giant_ice_asteroid_near_the_temperature_goal_raises_only_what_is_left():
    g = build({"Kim": {"resources": {"megacredits": 36}, "hand": ["Giant Ice Asteroid"]}}, temperature=6,
              deck_top=["Lichen"])
    play(g, "Giant Ice Asteroid")
    answer(g, space="r0c4")
    answer(g, space="r0c3")
    assert g.state.temperature == 8 and g.player("Kim").tr == 23  # 1 temperature step + 2 oceans


def test_ice_asteroid_with_one_ocean_left_places_one():
    eight = {s: OCEAN for s in ("r0c1", "r0c3", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r5c5")}
    g = build({"Kim": {"resources": {"megacredits": 23}, "hand": ["Ice Asteroid"]}}, tiles=eight)
    play(g, "Ice Asteroid")
    answer(g, space="r8c4")  # 2 titanium printed
    kim = g.player("Kim")
    assert waiting(g)["kind"] == "action"
    assert g.state.oceans == 9 and kim.tr == 21 and kim.resources["titanium"] == 2


def test_artificial_lake_after_the_ninth_ocean_is_still_played_without_tr():
    g = build({"Kim": {"resources": {"megacredits": 15}, "hand": ["Artificial Lake"]}},
              temperature=-6, tiles=NINE_OCEANS)
    play(g, "Artificial Lake")
    kim = g.player("Kim")
    assert waiting(g)["kind"] == "action"
    assert g.state.oceans == 9 and kim.tr == 20 and card_vp(g, kim, "Artificial Lake") == 1


def test_ecological_zone_may_border_an_opponents_greenery():
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Ecological Zone"]}},
              tiles={"r8c0": {"tile": "greenery", "owner": "Kim"}, "r2c3": {"tile": "greenery", "owner": "Stanley"}})
    play(g, "Ecological Zone")
    assert {"r2c4", "r7c0", "r8c1"} <= set(waiting(g)["options"])
