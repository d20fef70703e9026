"""Cards 141-208: tiles (oceans, greeneries, cities, special tiles), card draws and other events.

Expected numbers come from the printed card text and the rulebook. Spaces used (maps/tharsis.json):
r0c4 ocean-reserved, no bonus, neighbours r0c3 r1c4 r1c5; r0c3 ocean-reserved, 1 card; r0c1 ocean-reserved, 2 steel;
r2c2 / r2c3 / r1c4 land without bonus.
"""

from __future__ import annotations

import pytest

from tests.cards.conftest import answer, build, play, rejected, waiting
from tmdesk.engine.scoring import card_vp

OCEAN_AREAS = {"r0c1", "r0c3", "r0c4", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r5c5", "r5c6", "r5c7", "r8c4"}
NINE_OCEANS = {s: {"tile": "ocean", "owner": None} for s in
               ["r0c1", "r0c3", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r5c5", "r5c6"]}


def kim(g):
    return g.player("Kim")


# --- ocean events ---------------------------------------------------------------------------

def test_convoy_from_europa_places_an_ocean_and_draws_a_card():
    g = build({"Kim": {"resources": {"megacredits": 15}, "hand": ["Convoy From Europa"]}}, deck_top=["Lichen", "Moss"])
    play(g, "Convoy From Europa")
    assert waiting(g)["kind"] == "select_space" and set(waiting(g)["options"]) == OCEAN_AREAS
    answer(g, space="r0c4")
    p = kim(g)
    assert g.state.oceans == 1 and g.state.tiles["r0c4"].tile == "ocean" and p.tr == 21
    assert p.hand == ["Lichen"] and p.resources["megacredits"] == 0 and "Convoy From Europa" in p.events


def test_convoy_from_europa_with_nine_oceans_still_draws_but_gives_no_tr():
    g = build({"Kim": {"resources": {"megacredits": 15}, "hand": ["Convoy From Europa"]}}, deck_top=["Lichen"],
              tiles=NINE_OCEANS)
    play(g, "Convoy From Europa")
    assert g.state.oceans == 9 and kim(g).tr == 20 and kim(g).hand == ["Lichen"]


def test_convoy_from_europa_costs_15():
    g = build({"Kim": {"resources": {"megacredits": 14}, "hand": ["Convoy From Europa"]}})
    rejected(g, {"do": "play_card", "card": "Convoy From Europa"})


def test_large_convoy_ocean_two_cards_and_five_plants():
    g = build({"Kim": {"resources": {"megacredits": 36}, "hand": ["Large Convoy"], "played": ["Pets"]}},
              deck_top=["Lichen", "Heather", "Moss"])
    play(g, "Large Convoy")
    answer(g, space="r0c4")
    w = waiting(g)
    assert w["kind"] == "select_option"
    answer(g, option=0)
    p = kim(g)
    assert g.state.oceans == 1 and p.tr == 21
    assert sorted(p.hand) == ["Heather", "Lichen"]
    assert p.resources["plants"] == 5 and p.card_resources["Pets"] == 0
    assert card_vp(g, p, "Large Convoy") == 2


def test_large_convoy_four_animals_onto_another_card():
    g = build({"Kim": {"resources": {"megacredits": 36}, "hand": ["Large Convoy"], "played": ["Pets"]}},
              deck_top=["Lichen", "Heather"])
    play(g, "Large Convoy")
    answer(g, space="r0c4")
    answer(g, option=1)
    answer(g, card="Pets")
    p = kim(g)
    assert p.card_resources["Pets"] == 4 and p.resources["plants"] == 0


def test_large_convoy_costs_36_titanium_counts_3():
    g = build({"Kim": {"resources": {"megacredits": 35}, "hand": ["Large Convoy"]}})
    rejected(g, {"do": "play_card", "card": "Large Convoy"})
    g = build({"Kim": {"resources": {"megacredits": 0, "titanium": 12}, "hand": ["Large Convoy"]}}, deck_top=["Lichen", "Moss"])
    play(g, "Large Convoy", pay={"titanium": 12})
    assert kim(g).resources["titanium"] == 0


def test_ice_cap_melting_needs_plus_2_degrees_and_places_an_ocean():
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Ice Cap Melting"]}}, temperature=0)
    rejected(g, {"do": "play_card", "card": "Ice Cap Melting"})
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Ice Cap Melting"]}}, temperature=2)
    play(g, "Ice Cap Melting")
    answer(g, space="r0c4")
    assert g.state.oceans == 1 and kim(g).tr == 21 and kim(g).resources["megacredits"] == 0


def test_permafrost_extraction_needs_minus_8_degrees():
    g = build({"Kim": {"resources": {"megacredits": 8}, "hand": ["Permafrost Extraction"]}}, temperature=-10)
    rejected(g, {"do": "play_card", "card": "Permafrost Extraction"})


def test_permafrost_extraction_ocean_next_to_an_ocean_pays_2_and_its_card_bonus():
    g = build({"Kim": {"resources": {"megacredits": 8}, "hand": ["Permafrost Extraction"]}}, temperature=-8,
              tiles={"r0c4": {"tile": "ocean", "owner": None}}, deck_top=["Lichen"])
    play(g, "Permafrost Extraction")
    answer(g, space="r0c3")
    p = kim(g)
    assert g.state.oceans == 2 and p.tr == 21 and p.resources["megacredits"] == 2 and p.hand == ["Lichen"]


def test_flooding_takes_up_to_4_megacredits_from_the_owner_of_an_adjacent_tile():
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Flooding"]},
               "Stanley": {"resources": {"megacredits": 10}}}, tiles={"r1c4": {"tile": "city", "owner": "Stanley"}})
    play(g, "Flooding")
    answer(g, space="r0c4")
    w = waiting(g)
    assert w["kind"] == "select_player" and w["options"] == ["Stanley"] and w.get("optional")
    answer(g, player="Stanley")
    answer(g, amount=waiting(g)["max"])  # remove as much as allowed
    assert g.player("Stanley").resources["megacredits"] == 6
    assert kim(g).resources["megacredits"] == 0 and kim(g).tr == 21 and g.state.oceans == 1
    assert card_vp(g, kim(g), "Flooding") == -1


def test_flooding_takes_only_what_the_owner_has():
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Flooding"]},
               "Stanley": {"resources": {"megacredits": 3}}}, tiles={"r1c4": {"tile": "city", "owner": "Stanley"}})
    play(g, "Flooding")
    answer(g, space="r0c4")
    answer(g, player="Stanley")
    answer(g, amount=waiting(g)["max"])  # remove as much as allowed
    assert g.player("Stanley").resources["megacredits"] == 0 and kim(g).resources["megacredits"] == 0


def test_flooding_removal_may_be_declined():
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Flooding"]},
               "Stanley": {"resources": {"megacredits": 10}}}, tiles={"r1c4": {"tile": "city", "owner": "Stanley"}})
    play(g, "Flooding")
    answer(g, space="r0c4")
    answer(g, skip=True)
    assert g.player("Stanley").resources["megacredits"] == 10 and g.state.oceans == 1


def test_flooding_next_to_no_owned_tile_asks_nothing_more():
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Flooding"]},
               "Stanley": {"resources": {"megacredits": 10}}}, tiles={"r2c3": {"tile": "city", "owner": "Stanley"}})
    play(g, "Flooding")
    answer(g, space="r0c4")
    assert waiting(g)["kind"] == "action" and g.player("Stanley").resources["megacredits"] == 10


def test_flooding_costs_7():
    g = build({"Kim": {"resources": {"megacredits": 6}, "hand": ["Flooding"]}})
    rejected(g, {"do": "play_card", "card": "Flooding"})


# --- other tiles ----------------------------------------------------------------------------

def test_mohole_area_goes_on_an_ocean_area_and_gives_4_heat_production():
    g = build({"Kim": {"resources": {"megacredits": 20}, "hand": ["Mohole Area"]}})
    play(g, "Mohole Area")
    w = waiting(g)
    assert w["kind"] == "select_space" and set(w["options"]) == OCEAN_AREAS
    answer(g, space="r0c1")
    p = kim(g)
    t = g.state.tiles["r0c1"]
    assert t.tile == "special" and t.name == "mohole_area" and t.owner == "Kim"
    assert p.production["heat"] == 4 and p.resources["steel"] == 2  # the area's 2-steel bonus
    assert g.state.oceans == 0 and p.tr == 20 and p.resources["megacredits"] == 0


def test_mohole_area_needs_a_free_ocean_area():
    tiles = dict(NINE_OCEANS)
    tiles.update({s: {"tile": "greenery", "owner": "Stanley"} for s in ("r0c4", "r5c7", "r8c4")})
    g = build({"Kim": {"resources": {"megacredits": 20}, "hand": ["Mohole Area"]}}, tiles=tiles)
    rejected(g, {"do": "play_card", "card": "Mohole Area"})


def test_protected_valley_greenery_on_an_ocean_area():
    g = build({"Kim": {"resources": {"megacredits": 23}, "hand": ["Protected Valley"]}})
    play(g, "Protected Valley")
    w = waiting(g)
    assert w["kind"] == "select_space" and set(w["options"]) == OCEAN_AREAS
    answer(g, space="r0c4")
    p = kim(g)
    t = g.state.tiles["r0c4"]
    assert t.tile == "greenery" and t.owner == "Kim" and g.state.oceans == 0
    assert g.state.oxygen == 1 and p.tr == 21 and p.production["megacredits"] == 2


def test_protected_valley_costs_23_steel_counts_2():
    g = build({"Kim": {"resources": {"megacredits": 22}, "hand": ["Protected Valley"]}})
    rejected(g, {"do": "play_card", "card": "Protected Valley"})
    g = build({"Kim": {"resources": {"megacredits": 1, "steel": 11}, "hand": ["Protected Valley"]}})
    play(g, "Protected Valley", pay={"megacredits": 1, "steel": 11})
    assert kim(g).resources["steel"] == 0 and kim(g).resources["megacredits"] == 0


def test_corporate_stronghold_city_energy_minus_1_megacredits_plus_3():
    g = build({"Kim": {"resources": {"megacredits": 11}, "production": {"energy": 1}, "hand": ["Corporate Stronghold"]}},
              tiles={"r2c3": {"tile": "city", "owner": "Stanley"}})
    play(g, "Corporate Stronghold")
    w = waiting(g)
    assert w["kind"] == "select_space" and "r2c2" not in w["options"] and "r0c4" not in w["options"]
    answer(g, space="r6c2")
    p = kim(g)
    assert g.state.tiles["r6c2"].tile == "city" and g.state.tiles["r6c2"].owner == "Kim"
    assert p.production["energy"] == 0 and p.production["megacredits"] == 3
    assert card_vp(g, p, "Corporate Stronghold") == -2


def test_corporate_stronghold_needs_energy_production():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Corporate Stronghold"]}})
    rejected(g, {"do": "play_card", "card": "Corporate Stronghold"})


def test_plantation_needs_two_science_tags_and_lays_a_greenery():
    g = build({"Kim": {"resources": {"megacredits": 15}, "hand": ["Plantation"], "played": ["Trans-Neptune Probe"]}})
    rejected(g, {"do": "play_card", "card": "Plantation"})
    g = build({"Kim": {"resources": {"megacredits": 15}, "hand": ["Plantation"], "played": ["Research"]}})
    play(g, "Plantation")
    answer(g, space="r2c2")
    p = kim(g)
    assert g.state.tiles["r2c2"].tile == "greenery" and g.state.tiles["r2c2"].owner == "Kim"
    assert g.state.oxygen == 1 and p.tr == 21 and p.resources["megacredits"] == 0


def test_plantation_greenery_must_go_next_to_your_own_tile():
    g = build({"Kim": {"resources": {"megacredits": 15}, "hand": ["Plantation"], "played": ["Research"]}},
              tiles={"r6c2": {"tile": "city", "owner": "Kim"}})
    play(g, "Plantation")
    assert set(waiting(g)["options"]) == {"r5c2", "r5c3", "r6c1", "r6c3", "r7c1", "r7c2"}
    rejected(g, {"answer": {"space": "r2c2"}})


def test_restricted_area_tile_on_free_land():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Restricted Area"]}})
    play(g, "Restricted Area")
    w = waiting(g)
    assert w["kind"] == "select_space" and "r2c2" in w["options"] and not OCEAN_AREAS & set(w["options"])
    assert "r4c2" not in w["options"]  # Noctis City's reserved area
    answer(g, space="r2c2")
    t = g.state.tiles["r2c2"]
    assert t.tile == "special" and t.name == "restricted_area" and t.owner == "Kim"
    assert "Restricted Area" in kim(g).played and kim(g).resources["megacredits"] == 0


def test_restricted_area_action_2_megacredits_draw_a_card():
    g = build({"Kim": {"resources": {"megacredits": 5}, "played": ["Restricted Area"]}}, deck_top=["Lichen", "Moss"])
    g.apply({"do": "card_action", "card": "Restricted Area"})
    p = kim(g)
    assert p.hand == ["Lichen"] and p.resources["megacredits"] == 3
    rejected(g, {"do": "card_action", "card": "Restricted Area"})  # once per generation


def test_restricted_area_action_needs_2_megacredits():
    g = build({"Kim": {"resources": {"megacredits": 1}, "played": ["Restricted Area"]}})
    rejected(g, {"do": "card_action", "card": "Restricted Area"})


# --- resources onto other cards ------------------------------------------------------------

def test_imported_nitrogen_tr_plants_microbes_and_animals():
    g = build({"Kim": {"resources": {"megacredits": 23}, "hand": ["Imported Nitrogen"], "played": ["Tardigrades", "Pets"]}})
    play(g, "Imported Nitrogen")
    for _ in range(2):
        w = waiting(g)
        assert w["kind"] == "select_card"
        answer(g, card=w["options"][0])
    p = kim(g)
    assert p.tr == 21 and p.resources["plants"] == 4
    assert p.card_resources["Tardigrades"] == 3 and p.card_resources["Pets"] == 2
    assert p.resources["megacredits"] == 0


def test_imported_nitrogen_without_resource_cards_still_gives_tr_and_plants():
    g = build({"Kim": {"resources": {"megacredits": 23}, "hand": ["Imported Nitrogen"]}})
    play(g, "Imported Nitrogen")
    assert waiting(g)["kind"] == "action"
    assert kim(g).tr == 21 and kim(g).resources["plants"] == 4


def test_imported_nitrogen_costs_23():
    g = build({"Kim": {"resources": {"megacredits": 22}, "hand": ["Imported Nitrogen"]}})
    rejected(g, {"do": "play_card", "card": "Imported Nitrogen"})


def test_aerobraked_ammonia_asteroid_production_and_two_microbes():
    g = build({"Kim": {"resources": {"megacredits": 26}, "hand": ["Aerobraked Ammonia Asteroid"],
                       "played": ["Tardigrades", "Pets"]}})
    play(g, "Aerobraked Ammonia Asteroid")
    w = waiting(g)
    assert w["kind"] == "select_card" and w["options"] == ["Tardigrades"]
    answer(g, card="Tardigrades")
    p = kim(g)
    assert p.production["heat"] == 3 and p.production["plants"] == 1
    assert p.card_resources["Tardigrades"] == 2 and p.card_resources["Pets"] == 0


def test_aerobraked_ammonia_asteroid_costs_26():
    g = build({"Kim": {"resources": {"megacredits": 25}, "hand": ["Aerobraked Ammonia Asteroid"]}})
    rejected(g, {"do": "play_card", "card": "Aerobraked Ammonia Asteroid"})


def test_ceos_favorite_project_adds_to_a_card_already_holding_resources():
    g = build({"Kim": {"resources": {"megacredits": 1}, "hand": ["CEO's Favorite Project"],
                       "played": ["Tardigrades", "Pets", "Physics Complex"],
                       "card_resources": {"Tardigrades": 2, "Pets": 0, "Physics Complex": 1}}})
    play(g, "CEO's Favorite Project")
    w = waiting(g)
    assert w["kind"] == "select_card" and sorted(w["options"]) == ["Physics Complex", "Tardigrades"]
    answer(g, card="Physics Complex")
    p = kim(g)
    assert p.card_resources == {"Tardigrades": 2, "Pets": 0, "Physics Complex": 2}
    assert p.resources["megacredits"] == 0


def test_ceos_favorite_project_costs_1():
    g = build({"Kim": {"hand": ["CEO's Favorite Project"], "played": ["Tardigrades"],
                       "card_resources": {"Tardigrades": 2}}})
    rejected(g, {"do": "play_card", "card": "CEO's Favorite Project"})


def test_local_heat_trapping_5_heat_for_4_plants():
    g = build({"Kim": {"resources": {"megacredits": 1, "heat": 6}, "hand": ["Local Heat Trapping"], "played": ["Pets"]}})
    play(g, "Local Heat Trapping")
    answer(g, option=0)
    p = kim(g)
    assert p.resources["heat"] == 1 and p.resources["plants"] == 4 and p.resources["megacredits"] == 0


def test_local_heat_trapping_5_heat_for_2_animals():
    g = build({"Kim": {"resources": {"megacredits": 1, "heat": 5}, "hand": ["Local Heat Trapping"], "played": ["Pets"]}})
    play(g, "Local Heat Trapping")
    answer(g, option=1)
    answer(g, card="Pets")
    p = kim(g)
    assert p.resources["heat"] == 0 and p.card_resources["Pets"] == 2 and p.resources["plants"] == 0


def test_local_heat_trapping_needs_5_heat():
    g = build({"Kim": {"resources": {"megacredits": 1, "heat": 4}, "hand": ["Local Heat Trapping"]}})
    rejected(g, {"do": "play_card", "card": "Local Heat Trapping"})


# --- cards drawn ------------------------------------------------------------------------------

def test_invention_contest_keeps_one_of_the_top_three():
    g = build({"Kim": {"resources": {"megacredits": 2}, "hand": ["Invention Contest"]}},
              deck_top=["Lichen", "Heather", "Moss"])
    discard = len(g.state.discard)
    play(g, "Invention Contest")
    w = waiting(g)
    assert w["kind"] == "select_cards" and sorted(w["options"]) == ["Heather", "Lichen", "Moss"]
    answer(g, cards=["Heather"])
    assert kim(g).hand == ["Heather"]
    assert len(g.state.discard) == discard + 2 and {"Lichen", "Moss"} <= set(g.state.discard)


def test_invention_contest_keeps_exactly_one():
    g = build({"Kim": {"resources": {"megacredits": 2}, "hand": ["Invention Contest"]}},
              deck_top=["Lichen", "Heather", "Moss"])
    play(g, "Invention Contest")
    rejected(g, {"answer": {"cards": ["Heather", "Moss"]}})


def test_invention_contest_costs_2():
    g = build({"Kim": {"resources": {"megacredits": 1}, "hand": ["Invention Contest"]}})
    rejected(g, {"do": "play_card", "card": "Invention Contest"})


@pytest.mark.parametrize("name,cost,drawn,vp", [("Lagrange Observatory", 9, 1, 1),
                                                ("Technology Demonstration", 5, 2, 0)])
def test_card_draw_cards(name: str, cost: int, drawn: int, vp: int):
    top = ["Lichen", "Heather", "Moss"]
    g = build({"Kim": {"resources": {"megacredits": cost}, "hand": [name]}}, deck_top=top)
    play(g, name)
    p = kim(g)
    assert p.hand == top[:drawn] and p.resources["megacredits"] == 0
    assert card_vp(g, p, name) == vp
    g = build({"Kim": {"resources": {"megacredits": cost - 1}, "hand": [name]}})
    rejected(g, {"do": "play_card", "card": name})


# --- next-card effects ------------------------------------------------------------------------

def test_indentured_workers_next_card_8_cheaper_once():
    g = build({"Kim": {"resources": {"megacredits": 27 + 3}, "hand": ["Indentured Workers", "Soletta", "Micro-Mills"]}})
    play(g, "Indentured Workers")
    assert kim(g).resources["megacredits"] == 30
    play(g, "Soletta")  # 35 - 8 = 27
    p = kim(g)
    assert p.resources["megacredits"] == 3 and p.production["heat"] == 7
    assert card_vp(g, p, "Indentured Workers") == -1
    g.apply({"do": "pass", "player": "Stanley"})
    g.apply({"do": "play_card", "card": "Micro-Mills"})  # full price again: 3
    assert kim(g).resources["megacredits"] == 0


def test_indentured_workers_discount_is_not_enough_for_a_36_cost_card_with_27():
    g = build({"Kim": {"resources": {"megacredits": 27}, "hand": ["Indentured Workers", "Large Convoy"]}})
    play(g, "Indentured Workers")
    rejected(g, {"do": "play_card", "card": "Large Convoy"})


def test_special_design_next_card_requirement_two_steps_off():
    g = build({"Kim": {"resources": {"megacredits": 4 + 7 + 6}, "hand": ["Special Design", "Lichen", "Heather"]}},
              temperature=-28)
    rejected(g, {"do": "play_card", "card": "Lichen"})
    play(g, "Special Design")
    play(g, "Lichen")  # needs -24: two steps above -28
    assert kim(g).production["plants"] == 1 and kim(g).resources["megacredits"] == 6
    g.apply({"do": "pass", "player": "Stanley"})
    rejected(g, {"do": "play_card", "card": "Heather"})  # used up by Lichen


def test_special_design_does_not_reach_three_steps():
    g = build({"Kim": {"resources": {"megacredits": 4 + 7}, "hand": ["Special Design", "Lichen"]}}, temperature=-30)
    play(g, "Special Design")
    rejected(g, {"do": "play_card", "card": "Lichen"})


def test_special_design_costs_4():
    g = build({"Kim": {"resources": {"megacredits": 3}, "hand": ["Special Design"]}})
    rejected(g, {"do": "play_card", "card": "Special Design"})


# --- TR per tag -------------------------------------------------------------------------------

def test_terraforming_ganymede_tr_per_jovian_tag_including_its_own():
    g = build({"Kim": {"resources": {"megacredits": 33}, "hand": ["Terraforming Ganymede"],
                       "played": ["Io Mining Industries", "Vesta Shipyard"]}})
    play(g, "Terraforming Ganymede")
    p = kim(g)
    assert p.tr == 23 and p.resources["megacredits"] == 0
    assert card_vp(g, p, "Terraforming Ganymede") == 2


def test_terraforming_ganymede_alone_gives_one_tr():
    g = build({"Kim": {"resources": {"megacredits": 33}, "hand": ["Terraforming Ganymede"]}})
    play(g, "Terraforming Ganymede")
    assert kim(g).tr == 21


def test_terraforming_ganymede_costs_33():
    g = build({"Kim": {"resources": {"megacredits": 32}, "hand": ["Terraforming Ganymede"]}})
    rejected(g, {"do": "play_card", "card": "Terraforming Ganymede"})


def test_flooding_next_to_an_owner_without_megacredits_asks_nothing_more():
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Flooding"]},
               "Stanley": {"resources": {"megacredits": 0}}}, tiles={"r1c4": {"tile": "city", "owner": "Stanley"}})
    play(g, "Flooding")
    answer(g, space="r0c4")
    assert waiting(g)["kind"] == "action" and g.state.oceans == 1
