"""Cards 071-140 with a blue action or an ongoing effect (discounts, triggers, card resources)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.cards.conftest import answer, build, do, play, rejected, waiting
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.scoring import card_vp


def action(g, card: str) -> None:
    do(g, do="card_action", card=card)


def resolve(g, **answers: Any) -> None:
    """Answer pending decisions by kind until the game waits for an action again."""
    key = {"select_player": "player", "select_option": "option", "select_card": "card", "select_space": "space"}
    for _ in range(10):
        d = waiting(g)
        if d["kind"] == "action":
            return
        k = key[d["kind"]]
        answer(g, **{k: answers[k]})
    raise AssertionError("too many decisions")


# --- Advanced Alloys ----------------------------------------------------------------------------

def test_advanced_alloys_is_played_for_9():
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Advanced Alloys"]}})
    play(g, "Advanced Alloys")
    kim = g.player("Kim")
    assert "Advanced Alloys" in kim.played and kim.resources["megacredits"] == 0


def test_advanced_alloys_steel_worth_3():
    # Geothermal Power (11, building): 3 steel at 3 + 2 M€
    g = build({"Kim": {"resources": {"megacredits": 2, "steel": 3}, "hand": ["Geothermal Power"],
                       "played": ["Advanced Alloys"]}})
    play(g, "Geothermal Power", pay={"megacredits": 2, "steel": 3})
    kim = g.player("Kim")
    assert kim.production["energy"] == 2 and kim.resources["steel"] == 0 and kim.resources["megacredits"] == 0


def test_advanced_alloys_titanium_worth_4():
    # Giant Space Mirror (17, space): 4 titanium at 4 + 1 M€
    g = build({"Kim": {"resources": {"megacredits": 1, "titanium": 4}, "hand": ["Giant Space Mirror"],
                       "played": ["Advanced Alloys"]}})
    play(g, "Giant Space Mirror", pay={"megacredits": 1, "titanium": 4})
    kim = g.player("Kim")
    assert kim.production["energy"] == 3 and kim.resources["titanium"] == 0 and kim.resources["megacredits"] == 0


def test_without_advanced_alloys_steel_is_worth_2():
    g = build({"Kim": {"resources": {"megacredits": 2, "steel": 3}, "hand": ["Geothermal Power"]}})
    rejected(g, {"do": "play_card", "card": "Geothermal Power", "pay": {"megacredits": 2, "steel": 3}})


# --- Birds --------------------------------------------------------------------------------------

def test_birds_lowers_a_players_plant_production_by_2():
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Birds"]},
               "Stanley": {"production": {"plants": 3}}}, oxygen=13)
    play(g, "Birds")
    assert waiting(g)["kind"] == "select_player"
    answer(g, player="Stanley")
    kim = g.player("Kim")
    assert g.player("Stanley").production["plants"] == 1
    assert kim.card_resources["Birds"] == 0 and kim.resources["megacredits"] == 0


def test_birds_must_lower_own_plant_production_when_no_opponent_has_it():
    g = build({"Kim": {"resources": {"megacredits": 10}, "production": {"plants": 2}, "hand": ["Birds"]},
               "Stanley": {"production": {"plants": 1}}}, oxygen=13)
    play(g, "Birds")
    assert waiting(g)["options"] == ["Kim"]
    answer(g, player="Kim")
    assert g.player("Kim").production["plants"] == 0 and g.player("Stanley").production["plants"] == 1


def test_birds_cannot_be_played_when_nobody_has_2_plant_production():
    g = build({"Kim": {"resources": {"megacredits": 10}, "production": {"plants": 1}, "hand": ["Birds"]},
               "Stanley": {"production": {"plants": 1}}}, oxygen=13)
    rejected(g, {"do": "play_card", "card": "Birds"})


def test_birds_needs_13_pct_oxygen():
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Birds"]},
               "Stanley": {"production": {"plants": 2}}}, oxygen=12)
    rejected(g, {"do": "play_card", "card": "Birds"})


def test_birds_action_adds_an_animal_worth_1_vp_once_per_generation():
    g = build({"Kim": {"played": ["Birds"], "card_resources": {"Birds": 2}}})
    action(g, "Birds")
    kim = g.player("Kim")
    assert kim.card_resources["Birds"] == 3 and card_vp(g, kim, "Birds") == 3
    rejected(g, {"do": "card_action", "card": "Birds"})


# --- Mars University ----------------------------------------------------------------------------

def test_mars_university_may_swap_a_card_for_its_own_science_tag():
    g = build({"Kim": {"resources": {"megacredits": 8}, "hand": ["Mars University", "Lichen"]}}, deck_top=["Heather"])
    play(g, "Mars University")
    d = waiting(g)
    assert d["kind"] == "select_option" and d.get("optional")
    answer(g, option=0)
    answer(g, cards=["Lichen"])
    kim = g.player("Kim")
    assert kim.hand == ["Heather"] and "Lichen" in g.state.discard
    assert kim.resources["megacredits"] == 0 and card_vp(g, kim, "Mars University") == 1


def test_mars_university_swap_may_be_declined():
    g = build({"Kim": {"resources": {"megacredits": 8}, "hand": ["Mars University", "Lichen"]}}, deck_top=["Heather"])
    play(g, "Mars University")
    answer(g, skip=True)
    assert g.player("Kim").hand == ["Lichen"] and "Lichen" not in g.state.discard


def test_mars_university_triggers_once_per_science_tag_of_research():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Research", "Lichen", "Heather"],
                       "played": ["Mars University"]}}, deck_top=["Grass", "Bushes", "Farming", "Moss"])
    play(g, "Research")
    swaps = 0
    for _ in range(10):
        d = waiting(g)
        if d["kind"] == "action":
            break
        if d["kind"] == "select_option":
            answer(g, option=0)
            swaps += 1
        else:
            old = [c for c in ("Lichen", "Heather") if c in d["options"]]
            answer(g, cards=[old[0]])
    kim = g.player("Kim")
    assert swaps == 2
    assert sorted(kim.hand) == sorted(["Grass", "Bushes", "Farming", "Moss"])  # 2 from Research + 2 swaps
    assert {"Lichen", "Heather"} <= set(g.state.discard)


def test_mars_university_ignores_cards_without_science_tag():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Geothermal Power", "Lichen"],
                       "played": ["Mars University"]}})
    play(g, "Geothermal Power")
    assert waiting(g)["kind"] == "action" and g.player("Kim").hand == ["Lichen"]


# --- Viral Enhancers ----------------------------------------------------------------------------

def test_viral_enhancers_own_microbe_tag_gives_a_plant():
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Viral Enhancers"]}})
    play(g, "Viral Enhancers")
    assert waiting(g)["options"] == [0]  # it holds no resources: only the plant
    answer(g, option=0)
    kim = g.player("Kim")
    assert kim.resources["plants"] == 1 and kim.resources["megacredits"] == 0
    assert waiting(g)["kind"] == "action"  # the science tag does not count


def test_viral_enhancers_one_plant_per_plant_microbe_animal_tag():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Advanced Ecosystems"],
                       "played": ["Viral Enhancers", "Lichen", "Tardigrades", "Birds"]}})
    play(g, "Advanced Ecosystems")
    n = 0
    while waiting(g)["kind"] == "select_option":
        answer(g, option=0)
        n += 1
    assert n == 3 and g.player("Kim").resources["plants"] == 3


def test_viral_enhancers_may_put_an_animal_on_the_card_played():
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Birds"], "played": ["Viral Enhancers"]},
               "Stanley": {"production": {"plants": 2}}}, oxygen=13)
    play(g, "Birds")
    resolve(g, player="Stanley", option=1)
    kim = g.player("Kim")
    assert kim.card_resources["Birds"] == 1 and kim.resources["plants"] == 0


# --- Space Mirrors, Physics Complex, Ironworks, Steelworks, Ore Processor -------------------------

def test_space_mirrors_played_for_3():
    g = build({"Kim": {"resources": {"megacredits": 3}, "hand": ["Space Mirrors"]}})
    play(g, "Space Mirrors")
    kim = g.player("Kim")
    assert "Space Mirrors" in kim.played and kim.production["energy"] == 0 and kim.resources["megacredits"] == 0


def test_space_mirrors_action_7_mc_for_energy_production_once_per_generation():
    g = build({"Kim": {"resources": {"megacredits": 14}, "played": ["Space Mirrors"]}})
    action(g, "Space Mirrors")
    kim = g.player("Kim")
    assert kim.production["energy"] == 1 and kim.resources["megacredits"] == 7
    rejected(g, {"do": "card_action", "card": "Space Mirrors"})


def test_space_mirrors_action_needs_7_mc():
    g = build({"Kim": {"resources": {"megacredits": 6}, "played": ["Space Mirrors"]}})
    rejected(g, {"do": "card_action", "card": "Space Mirrors"})


def test_physics_complex_6_energy_for_a_science_resource_worth_2_vp():
    g = build({"Kim": {"resources": {"energy": 7}, "played": ["Physics Complex"],
                       "card_resources": {"Physics Complex": 2}}})
    action(g, "Physics Complex")
    kim = g.player("Kim")
    assert kim.resources["energy"] == 1 and kim.card_resources["Physics Complex"] == 3
    assert card_vp(g, kim, "Physics Complex") == 6


def test_physics_complex_action_needs_6_energy():
    g = build({"Kim": {"resources": {"energy": 5}, "played": ["Physics Complex"]}})
    rejected(g, {"do": "card_action", "card": "Physics Complex"})


def test_physics_complex_played_for_12():
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Physics Complex"]}})
    play(g, "Physics Complex")
    kim = g.player("Kim")
    assert kim.card_resources.get("Physics Complex", 0) == 0 and card_vp(g, kim, "Physics Complex") == 0


# card, steel gained, titanium gained
SMELTERS = [("Ironworks", 1, 0), ("Steelworks", 2, 0), ("Ore Processor", 0, 1)]


@pytest.mark.parametrize("card,steel,titanium", SMELTERS, ids=[s[0] for s in SMELTERS])
def test_4_energy_for_metal_and_an_oxygen_step(card, steel, titanium):
    g = build({"Kim": {"resources": {"energy": 5}, "played": [card]}})
    action(g, card)
    kim = g.player("Kim")
    assert kim.resources["energy"] == 1 and kim.resources["steel"] == steel and kim.resources["titanium"] == titanium
    assert g.state.oxygen == 1 and kim.tr == 21


@pytest.mark.parametrize("card,steel,titanium", SMELTERS, ids=[s[0] for s in SMELTERS])
def test_4_energy_action_needs_4_energy(card, steel, titanium):
    g = build({"Kim": {"resources": {"energy": 3}, "played": [card]}})
    rejected(g, {"do": "card_action", "card": card})


@pytest.mark.parametrize("card,steel,titanium", SMELTERS, ids=[s[0] for s in SMELTERS])
def test_4_energy_action_at_oxygen_goal_still_gives_metal(card, steel, titanium):
    g = build({"Kim": {"resources": {"energy": 4}, "played": [card]}}, oxygen=14)
    action(g, card)
    kim = g.player("Kim")
    assert kim.resources["steel"] == steel and kim.resources["titanium"] == titanium and kim.tr == 20


def test_steelworks_reaching_8_pct_oxygen_raises_temperature_too():
    g = build({"Kim": {"resources": {"energy": 4}, "played": ["Steelworks"]}}, oxygen=7)
    action(g, "Steelworks")
    kim = g.player("Kim")
    assert g.state.oxygen == 8 and g.state.temperature == -28 and kim.tr == 22 and kim.resources["steel"] == 2


@pytest.mark.parametrize("card,cost", [("Ironworks", 11), ("Steelworks", 15), ("Ore Processor", 13)])
def test_smelter_cards_are_building_cards_payable_with_steel(card, cost):
    g = build({"Kim": {"resources": {"megacredits": cost % 2, "steel": cost // 2}, "hand": [card]}})
    play(g, card, pay={"megacredits": cost % 2, "steel": cost // 2})
    kim = g.player("Kim")
    assert card in kim.played and kim.resources["steel"] == 0 and kim.resources["megacredits"] == 0


# --- discounts: Earth Office, Quantum Extractor, Mass Converter ---------------------------------

def test_earth_office_played_for_1_without_discounting_itself():
    g = build({"Kim": {"resources": {"megacredits": 1}, "hand": ["Earth Office"]}})
    play(g, "Earth Office")
    assert g.player("Kim").resources["megacredits"] == 0
    g = build({"Kim": {"resources": {"megacredits": 0}, "hand": ["Earth Office"]}})
    rejected(g, {"do": "play_card", "card": "Earth Office"})


@pytest.mark.parametrize("card,cost", [("Acquired Company", 10), ("Bribed Committee", 7), ("Cartel", 8)])
def test_earth_office_earth_cards_3_cheaper(card, cost):
    g = build({"Kim": {"resources": {"megacredits": cost - 3}, "hand": [card], "played": ["Earth Office"]}})
    play(g, card)
    kim = g.player("Kim")
    assert card not in kim.hand and kim.resources["megacredits"] == 0


def test_earth_office_discount_is_only_3():
    g = build({"Kim": {"resources": {"megacredits": 6}, "hand": ["Acquired Company"], "played": ["Earth Office"]}})
    rejected(g, {"do": "play_card", "card": "Acquired Company"})


def test_earth_office_does_not_discount_other_tags():
    g = build({"Kim": {"resources": {"megacredits": 8}, "hand": ["Geothermal Power"], "played": ["Earth Office"]}})
    rejected(g, {"do": "play_card", "card": "Geothermal Power"})


@pytest.mark.parametrize("discounter", ["Quantum Extractor", "Mass Converter"])
def test_space_cards_2_cheaper(discounter):
    g = build({"Kim": {"resources": {"megacredits": 4}, "hand": ["Trans-Neptune Probe"], "played": [discounter]}})
    play(g, "Trans-Neptune Probe")
    assert g.player("Kim").resources["megacredits"] == 0


@pytest.mark.parametrize("discounter", ["Quantum Extractor", "Mass Converter"])
def test_space_discount_is_only_2_and_only_space(discounter):
    g = build({"Kim": {"resources": {"megacredits": 3}, "hand": ["Trans-Neptune Probe"], "played": [discounter]}})
    rejected(g, {"do": "play_card", "card": "Trans-Neptune Probe"})
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Geothermal Power"], "played": [discounter]}})
    rejected(g, {"do": "play_card", "card": "Geothermal Power"})


def test_quantum_extractor_and_mass_converter_discounts_add_up():
    g = build({"Kim": {"resources": {"megacredits": 2}, "hand": ["Trans-Neptune Probe"],
                       "played": ["Quantum Extractor", "Mass Converter"]}})
    play(g, "Trans-Neptune Probe")
    assert g.player("Kim").resources["megacredits"] == 0


# --- Media Group, Business Network --------------------------------------------------------------

def test_media_group_3_mc_after_each_event():
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Bribed Committee"], "played": ["Media Group"]}})
    play(g, "Bribed Committee")
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 3 and kim.tr == 22


def test_media_group_nothing_for_non_events():
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Acquired Company"], "played": ["Media Group"]}})
    play(g, "Acquired Company")
    assert g.player("Kim").resources["megacredits"] == 0


def test_media_group_played_for_6():
    g = build({"Kim": {"resources": {"megacredits": 6}, "hand": ["Media Group"]}})
    play(g, "Media Group")
    assert g.player("Kim").resources["megacredits"] == 0 and "Media Group" in g.player("Kim").played


def test_business_network_lowers_mc_production_by_1():
    g = build({"Kim": {"resources": {"megacredits": 4}, "hand": ["Business Network"]}})
    play(g, "Business Network")
    kim = g.player("Kim")
    assert kim.production["megacredits"] == -1 and kim.resources["megacredits"] == 0


def test_business_network_cannot_take_mc_production_below_minus_5():
    g = build({"Kim": {"resources": {"megacredits": 4}, "production": {"megacredits": -5},
                       "hand": ["Business Network"]}})
    rejected(g, {"do": "play_card", "card": "Business Network"})


def test_business_network_action_buy_the_top_card_for_3():
    g = build({"Kim": {"resources": {"megacredits": 5}, "played": ["Business Network"]}}, deck_top=["Lichen"])
    action(g, "Business Network")
    assert waiting(g)["options"] == ["Lichen"]
    answer(g, cards=["Lichen"])
    kim = g.player("Kim")
    assert kim.hand == ["Lichen"] and kim.resources["megacredits"] == 2


def test_business_network_action_discard_the_top_card():
    g = build({"Kim": {"resources": {"megacredits": 5}, "played": ["Business Network"]}}, deck_top=["Lichen"])
    action(g, "Business Network")
    answer(g, cards=[])
    kim = g.player("Kim")
    assert kim.hand == [] and kim.resources["megacredits"] == 5 and "Lichen" in g.state.discard


# --- microbes: Decomposers, Symbiotic Fungus, Extreme-Cold Fungus -------------------------------

def test_decomposers_gets_a_microbe_from_its_own_tag():
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Decomposers"]}}, oxygen=3)
    play(g, "Decomposers")
    kim = g.player("Kim")
    assert kim.card_resources["Decomposers"] == 1 and kim.resources["megacredits"] == 0
    assert card_vp(g, kim, "Decomposers") == 0


def test_decomposers_needs_3_pct_oxygen():
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Decomposers"]}}, oxygen=2)
    rejected(g, {"do": "play_card", "card": "Decomposers"})


def test_decomposers_one_microbe_per_plant_microbe_animal_tag_and_1_vp_per_3():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Advanced Ecosystems"],
                       "played": ["Decomposers", "Lichen", "Birds"], "card_resources": {"Decomposers": 3}}})
    play(g, "Advanced Ecosystems")
    kim = g.player("Kim")
    assert kim.card_resources["Decomposers"] == 6 and card_vp(g, kim, "Decomposers") == 2


def test_decomposers_nothing_for_other_tags():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Geothermal Power"],
                       "played": ["Decomposers"], "card_resources": {"Decomposers": 2}}})
    play(g, "Geothermal Power")
    assert g.player("Kim").card_resources["Decomposers"] == 2


def test_symbiotic_fungus_played_at_minus_14():
    g = build({"Kim": {"resources": {"megacredits": 4}, "hand": ["Symbiotic Fungus"]}}, temperature=-14)
    play(g, "Symbiotic Fungus")
    assert "Symbiotic Fungus" in g.player("Kim").played and g.player("Kim").resources["megacredits"] == 0


def test_symbiotic_fungus_needs_minus_14():
    g = build({"Kim": {"resources": {"megacredits": 4}, "hand": ["Symbiotic Fungus"]}}, temperature=-16)
    rejected(g, {"do": "play_card", "card": "Symbiotic Fungus"})


def test_symbiotic_fungus_action_a_microbe_on_another_card():
    g = build({"Kim": {"played": ["Symbiotic Fungus", "Decomposers"], "card_resources": {"Decomposers": 1}}})
    action(g, "Symbiotic Fungus")
    if waiting(g)["kind"] == "select_card":
        assert waiting(g)["options"] == ["Decomposers"]
        answer(g, card="Decomposers")
    assert g.player("Kim").card_resources["Decomposers"] == 2


def test_extreme_cold_fungus_played_at_minus_10():
    g = build({"Kim": {"resources": {"megacredits": 13}, "hand": ["Extreme-Cold Fungus"]}}, temperature=-10)
    play(g, "Extreme-Cold Fungus")
    assert "Extreme-Cold Fungus" in g.player("Kim").played and g.player("Kim").resources["megacredits"] == 0


def test_extreme_cold_fungus_needs_minus_10_or_colder():
    g = build({"Kim": {"resources": {"megacredits": 13}, "hand": ["Extreme-Cold Fungus"]}}, temperature=-8)
    rejected(g, {"do": "play_card", "card": "Extreme-Cold Fungus"})


def test_extreme_cold_fungus_action_one_plant():
    g = build({"Kim": {"played": ["Extreme-Cold Fungus", "Decomposers"]}})
    action(g, "Extreme-Cold Fungus")
    answer(g, option=0)
    kim = g.player("Kim")
    assert kim.resources["plants"] == 1 and kim.card_resources["Decomposers"] == 0


def test_extreme_cold_fungus_action_two_microbes_on_another_card():
    g = build({"Kim": {"played": ["Extreme-Cold Fungus", "Decomposers"]}})
    action(g, "Extreme-Cold Fungus")
    answer(g, option=1)
    answer(g, card="Decomposers")
    kim = g.player("Kim")
    assert kim.card_resources["Decomposers"] == 2 and kim.resources["plants"] == 0


def test_birds_may_target_either_player_with_2_plant_production():
    g = build({"Kim": {"resources": {"megacredits": 10}, "production": {"plants": 2}, "hand": ["Birds"]},
               "Stanley": {"production": {"plants": 2}}}, oxygen=13)
    play(g, "Birds")
    assert sorted(waiting(g)["options"]) == ["Kim", "Stanley"]


def test_business_network_cannot_buy_without_3_mc():
    g = build({"Kim": {"resources": {"megacredits": 2}, "played": ["Business Network"]}}, deck_top=["Lichen"])
    action(g, "Business Network")
    rejected(g, {"answer": {"cards": ["Lichen"]}})
    answer(g, cards=[])
    assert g.player("Kim").hand == [] and "Lichen" in g.state.discard


def test_space_mirrors_action_cannot_be_paid_with_titanium():
    g = build({"Kim": {"resources": {"titanium": 3}, "played": ["Space Mirrors"]}})
    rejected(g, {"do": "card_action", "card": "Space Mirrors"})
    rejected(g, {"do": "card_action", "card": "Space Mirrors", "pay": {"titanium": 3}})


def test_industrial_center_action_cannot_be_paid_with_steel():
    g = build({"Kim": {"resources": {"steel": 4}, "played": ["Industrial Center"]}})
    rejected(g, {"do": "card_action", "card": "Industrial Center"})
    rejected(g, {"do": "card_action", "card": "Industrial Center", "pay": {"steel": 4}})


def test_quantum_extractor_discounts_space_events_too():
    g = build({"Kim": {"resources": {"megacredits": 21}, "hand": ["Ice Asteroid"], "played": ["Quantum Extractor"]}})
    play(g, "Ice Asteroid")
    assert g.player("Kim").resources["megacredits"] == 0


def test_media_group_pays_after_the_event_resolves():
    # Sabotage costs 1: Kim has 0 M€ while Sabotage resolves, then 3
    g = build({"Kim": {"resources": {"megacredits": 1}, "hand": ["Sabotage"], "played": ["Media Group"]},
               "Stanley": {"resources": {"megacredits": 10}}})
    play(g, "Sabotage")
    answer(g, option=2)
    answer(g, player="Stanley")
    answer(g, amount=waiting(g)["max"])  # remove as much as allowed
    assert g.player("Kim").resources["megacredits"] == 3 and g.player("Stanley").resources["megacredits"] == 3


def _stanley_to_act(stanley: dict[str, Any], kim: dict[str, Any], **state: Any):
    kim = dict(kim, passed=True)
    g = build({"Kim": kim, "Stanley": stanley}, **state)
    assert waiting(g)["player"] == "Stanley"
    return g


def test_media_group_ignores_opponents_events():
    g = _stanley_to_act({"resources": {"megacredits": 7}, "hand": ["Bribed Committee"]},
                        {"played": ["Media Group"]})
    play(g, "Bribed Committee", player="Stanley")
    assert g.player("Kim").resources["megacredits"] == 0 and g.player("Stanley").resources["megacredits"] == 0


def test_decomposers_ignores_opponents_tags():
    g = _stanley_to_act({"resources": {"megacredits": 11}, "hand": ["Grass"]},
                        {"played": ["Decomposers"], "card_resources": {"Decomposers": 1}}, temperature=-16)
    play(g, "Grass", player="Stanley")
    assert g.player("Kim").card_resources["Decomposers"] == 1


def test_ecological_zone_ignores_opponents_tags():
    g = _stanley_to_act({"resources": {"megacredits": 11}, "hand": ["Grass"]},
                        {"played": ["Ecological Zone"], "card_resources": {"Ecological Zone": 2}}, temperature=-16)
    play(g, "Grass", player="Stanley")
    assert g.player("Kim").card_resources["Ecological Zone"] == 2


def test_mars_university_ignores_opponents_science_tags():
    g = _stanley_to_act({"resources": {"megacredits": 6}, "hand": ["Trans-Neptune Probe"]},
                        {"played": ["Mars University"], "hand": ["Lichen"]})
    play(g, "Trans-Neptune Probe", player="Stanley")
    assert waiting(g)["kind"] == "action" and g.player("Kim").hand == ["Lichen"]


def test_mars_university_with_an_empty_hand_draws_nothing():
    # the swap is "discard a card, then draw a card": with no card left to discard there is no draw
    g = build({"Kim": {"resources": {"megacredits": 8}, "hand": ["Mars University"]}}, deck_top=["Heather"])
    play(g, "Mars University")
    if waiting(g)["kind"] == "select_option":
        try:
            answer(g, option=0)
        except IllegalAction:
            answer(g, skip=True)
    while waiting(g)["kind"] != "action":
        answer(g, skip=True)
    assert g.player("Kim").hand == []
