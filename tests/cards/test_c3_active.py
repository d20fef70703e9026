"""Cards 141-208: blue (active) cards - their actions, ongoing effects, triggers and card-resource VP.

Expected numbers come from the printed card text and the rulebook.
"""

from __future__ import annotations

from tests.cards.conftest import answer, build, do, play, rejected, waiting
from tmdesk.engine.scoring import card_vp


def kim(g):
    return g.player("Kim")


def stanley_passes(g):
    g.apply({"do": "pass", "player": "Stanley"})


# --- Herbivores -------------------------------------------------------------------------------

def test_herbivores_one_animal_and_any_player_plant_production_minus_1():
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Herbivores"]},
               "Stanley": {"production": {"plants": 2}}}, oxygen=8)
    play(g, "Herbivores")
    assert waiting(g)["kind"] == "select_player"
    answer(g, player="Stanley")
    p = kim(g)
    assert p.card_resources["Herbivores"] == 1 and g.player("Stanley").production["plants"] == 1
    assert p.resources["megacredits"] == 0 and card_vp(g, p, "Herbivores") == 0


def test_herbivores_needs_8_percent_oxygen():
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Herbivores"]},
               "Stanley": {"production": {"plants": 2}}}, oxygen=7)
    rejected(g, {"do": "play_card", "card": "Herbivores"})


def test_herbivores_needs_some_plant_production_to_lower():
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Herbivores"]}}, oxygen=8)
    rejected(g, {"do": "play_card", "card": "Herbivores"})


def test_herbivores_gains_an_animal_per_own_greenery_and_scores_1_per_2():
    g = build({"Kim": {"resources": {"plants": 16}, "played": ["Herbivores"], "card_resources": {"Herbivores": 1}}},
              oxygen=8)
    do(g, do="convert_plants")
    answer(g, space="r2c2")
    assert kim(g).card_resources["Herbivores"] == 2
    assert card_vp(g, kim(g), "Herbivores") == 1
    do(g, do="convert_plants")
    answer(g, space="r2c3")
    assert kim(g).card_resources["Herbivores"] == 3 and card_vp(g, kim(g), "Herbivores") == 1


def test_herbivores_ignores_an_opponents_greenery():
    g = build({"Kim": {"played": ["Herbivores"], "card_resources": {"Herbivores": 1}},
               "Stanley": {"resources": {"plants": 8}}}, oxygen=8)
    do(g, do="pass")
    g.apply({"do": "convert_plants", "player": "Stanley"})
    answer(g, space="r2c2")
    assert g.state.tiles["r2c2"].owner == "Stanley" and kim(g).card_resources["Herbivores"] == 1


# --- Anti-Gravity Technology, Adaptation Technology, Shuttles ---------------------------------

SEVEN_SCIENCE = ["Research", "Physics Complex", "Trans-Neptune Probe", "Lagrange Observatory", "Medical Lab",
                 "Adaptation Technology"]  # 2+1+1+1+1+1 = 7


def test_anti_gravity_technology_needs_7_science_tags():
    g = build({"Kim": {"resources": {"megacredits": 14}, "hand": ["Anti-Gravity Technology"],
                       "played": SEVEN_SCIENCE[:-1]}})
    rejected(g, {"do": "play_card", "card": "Anti-Gravity Technology"})
    g = build({"Kim": {"resources": {"megacredits": 14}, "hand": ["Anti-Gravity Technology"], "played": SEVEN_SCIENCE}})
    play(g, "Anti-Gravity Technology")
    assert kim(g).resources["megacredits"] == 0
    assert card_vp(g, kim(g), "Anti-Gravity Technology") == 3


def test_anti_gravity_technology_makes_every_card_2_cheaper():
    g = build({"Kim": {"resources": {"megacredits": 1 + 5}, "hand": ["Micro-Mills", "Flooding"],
                       "played": ["Anti-Gravity Technology"]}})
    play(g, "Micro-Mills")  # 3 - 2
    assert kim(g).resources["megacredits"] == 5
    play(g, "Flooding")  # 7 - 2, an event
    answer(g, space="r0c4")
    assert kim(g).resources["megacredits"] == 0


def test_adaptation_technology_shifts_requirements_by_two_steps():
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Lichen"], "played": ["Adaptation Technology"]}},
              temperature=-28)
    play(g, "Lichen")  # needs -24
    assert kim(g).production["plants"] == 1
    assert card_vp(g, kim(g), "Adaptation Technology") == 1


def test_adaptation_technology_shifts_a_maximum_requirement_too():
    g = build({"Kim": {"resources": {"megacredits": 16}, "hand": ["Designed Microorganisms"],
                       "played": ["Adaptation Technology"]}}, temperature=-10)
    play(g, "Designed Microorganisms")  # at most -14
    assert kim(g).production["plants"] == 2


def test_adaptation_technology_does_not_reach_three_steps():
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Lichen"], "played": ["Adaptation Technology"]}},
              temperature=-30)
    rejected(g, {"do": "play_card", "card": "Lichen"})
    g = build({"Kim": {"resources": {"megacredits": 16}, "hand": ["Designed Microorganisms"],
                       "played": ["Adaptation Technology"]}}, temperature=-8)
    rejected(g, {"do": "play_card", "card": "Designed Microorganisms"})


def test_adaptation_technology_does_not_touch_tag_requirements():
    g = build({"Kim": {"resources": {"megacredits": 18}, "hand": ["Tectonic Stress Power"],
                       "played": ["Adaptation Technology"]}})  # 1 science tag, 2 needed
    rejected(g, {"do": "play_card", "card": "Tectonic Stress Power"})


def test_adaptation_technology_costs_12():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Adaptation Technology"]}})
    rejected(g, {"do": "play_card", "card": "Adaptation Technology"})


def test_shuttles_space_cards_2_cheaper():
    g = build({"Kim": {"resources": {"megacredits": 33 + 3}, "hand": ["Soletta", "Micro-Mills"], "played": ["Shuttles"]}})
    play(g, "Soletta")  # 35 - 2
    assert kim(g).resources["megacredits"] == 3
    play(g, "Micro-Mills")  # no space tag: full 3
    assert kim(g).resources["megacredits"] == 0


# --- Caretaker Contract ----------------------------------------------------------------------

def test_caretaker_contract_needs_0_degrees():
    g = build({"Kim": {"resources": {"megacredits": 3}, "hand": ["Caretaker Contract"]}}, temperature=-2)
    rejected(g, {"do": "play_card", "card": "Caretaker Contract"})
    g = build({"Kim": {"resources": {"megacredits": 3}, "hand": ["Caretaker Contract"]}}, temperature=0)
    play(g, "Caretaker Contract")
    assert "Caretaker Contract" in kim(g).played and kim(g).resources["megacredits"] == 0


def test_caretaker_contract_action_8_heat_for_1_tr():
    g = build({"Kim": {"resources": {"heat": 17}, "played": ["Caretaker Contract"]}})
    do(g, do="card_action", card="Caretaker Contract")
    assert kim(g).resources["heat"] == 9 and kim(g).tr == 21
    assert g.state.temperature == -30
    rejected(g, {"do": "card_action", "card": "Caretaker Contract"})  # once per generation


def test_caretaker_contract_action_needs_8_heat():
    g = build({"Kim": {"resources": {"heat": 7}, "played": ["Caretaker Contract"]}})
    rejected(g, {"do": "card_action", "card": "Caretaker Contract"})


# --- Standard Technology ---------------------------------------------------------------------

def test_standard_technology_refunds_3_after_a_standard_project():
    g = build({"Kim": {"resources": {"megacredits": 11}, "played": ["Standard Technology"]}})
    do(g, do="standard_project", project="power_plant")
    assert kim(g).resources["megacredits"] == 3 and kim(g).production["energy"] == 1


def test_standard_technology_gives_nothing_for_sell_patents():
    g = build({"Kim": {"hand": ["Lichen"], "played": ["Standard Technology"]}})
    do(g, do="standard_project", project="sell_patents", cards=["Lichen"])
    assert kim(g).resources["megacredits"] == 1


def test_standard_technology_refund_does_not_pay_the_project():
    g = build({"Kim": {"resources": {"megacredits": 10}, "played": ["Standard Technology"]}})
    rejected(g, {"do": "standard_project", "project": "power_plant"})


def test_standard_technology_costs_6():
    g = build({"Kim": {"resources": {"megacredits": 6}, "hand": ["Standard Technology"]}})
    play(g, "Standard Technology")
    assert kim(g).resources["megacredits"] == 0
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Standard Technology"]}})
    rejected(g, {"do": "play_card", "card": "Standard Technology"})


# --- Nitrite Reducing Bacteria ---------------------------------------------------------------

def test_nitrite_reducing_bacteria_starts_with_3_microbes():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Nitrite Reducing Bacteria"]}})
    play(g, "Nitrite Reducing Bacteria")
    assert kim(g).card_resources["Nitrite Reducing Bacteria"] == 3 and kim(g).resources["megacredits"] == 0


def test_nitrite_reducing_bacteria_action_adds_a_microbe():
    g = build({"Kim": {"played": ["Nitrite Reducing Bacteria"], "card_resources": {"Nitrite Reducing Bacteria": 3}}})
    do(g, do="card_action", card="Nitrite Reducing Bacteria")
    w = waiting(g)
    assert w["kind"] == "select_option" and w["options"] == [0, 1]
    answer(g, option=0)
    assert kim(g).card_resources["Nitrite Reducing Bacteria"] == 4 and kim(g).tr == 20


def test_nitrite_reducing_bacteria_action_3_microbes_for_1_tr():
    g = build({"Kim": {"played": ["Nitrite Reducing Bacteria"], "card_resources": {"Nitrite Reducing Bacteria": 4}}})
    do(g, do="card_action", card="Nitrite Reducing Bacteria")
    answer(g, option=1)
    assert kim(g).card_resources["Nitrite Reducing Bacteria"] == 1 and kim(g).tr == 21


def test_nitrite_reducing_bacteria_cannot_trade_fewer_than_3_microbes():
    g = build({"Kim": {"played": ["Nitrite Reducing Bacteria"], "card_resources": {"Nitrite Reducing Bacteria": 2}}})
    do(g, do="card_action", card="Nitrite Reducing Bacteria")
    assert waiting(g)["options"] == [0]  # only "add a microbe" is feasible
    rejected(g, {"answer": {"option": 1}})


def test_nitrite_reducing_bacteria_costs_11():
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Nitrite Reducing Bacteria"]}})
    rejected(g, {"do": "play_card", "card": "Nitrite Reducing Bacteria"})


# --- Pets and Protected Habitats -------------------------------------------------------------

def test_pets_starts_with_one_animal_and_gains_one_per_city_anyone_lays():
    g = build({"Kim": {"resources": {"megacredits": 10 + 25}, "hand": ["Pets"]},
               "Stanley": {"resources": {"megacredits": 25}}})
    play(g, "Pets")
    assert kim(g).card_resources["Pets"] == 1
    do(g, do="standard_project", project="city")
    answer(g, space="r2c2")
    assert kim(g).card_resources["Pets"] == 2
    g.apply({"do": "standard_project", "project": "city", "player": "Stanley"})
    answer(g, space="r6c2")
    assert kim(g).card_resources["Pets"] == 3
    assert card_vp(g, kim(g), "Pets") == 1


def test_pets_scores_1_vp_per_2_animals():
    g = build({"Kim": {"played": ["Pets"], "card_resources": {"Pets": 5}}})
    assert card_vp(g, kim(g), "Pets") == 2


def test_pets_animals_cannot_be_removed():
    g = build({"Kim": {"played": ["Predators"], "card_resources": {"Predators": 0}},
               "Stanley": {"played": ["Pets", "Fish"], "card_resources": {"Pets": 3, "Fish": 1}}}, oxygen=11)
    do(g, do="card_action", card="Predators")
    w = waiting(g)
    assert "Pets" not in w["options"]
    rejected(g, {"answer": {"card": "Pets"}})


def test_pets_costs_10():
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Pets"]}})
    rejected(g, {"do": "play_card", "card": "Pets"})


def test_protected_habitats_keeps_plants_from_opponents():
    g = build({"Kim": {"resources": {"megacredits": 14, "plants": 5}, "hand": ["Asteroid"]},
               "Stanley": {"resources": {"plants": 5}, "played": ["Protected Habitats"]}})
    play(g, "Asteroid")
    w = waiting(g)
    if w["kind"] == "select_player":
        assert "Stanley" not in w["options"]
        rejected(g, {"answer": {"player": "Stanley"}})
        answer(g, skip=True)
    assert g.player("Stanley").resources["plants"] == 5
    assert kim(g).resources["titanium"] == 2 and g.state.temperature == -28


def test_protected_habitats_keeps_animals_from_opponents():
    g = build({"Kim": {"played": ["Predators", "Birds"], "card_resources": {"Predators": 0, "Birds": 1}},
               "Stanley": {"played": ["Protected Habitats", "Fish"], "card_resources": {"Fish": 2}}}, oxygen=11)
    do(g, do="card_action", card="Predators")
    assert "Fish" not in waiting(g)["options"]
    rejected(g, {"answer": {"card": "Fish"}})
    assert g.player("Stanley").card_resources["Fish"] == 2


def test_protected_habitats_keeps_microbes_from_opponents():
    g = build({"Kim": {"played": ["Ants", "Regolith Eaters"], "card_resources": {"Ants": 0, "Regolith Eaters": 1}},
               "Stanley": {"played": ["Protected Habitats", "Tardigrades"], "card_resources": {"Tardigrades": 2}}},
              oxygen=4)
    do(g, do="card_action", card="Ants")
    assert "Tardigrades" not in waiting(g)["options"]
    rejected(g, {"answer": {"card": "Tardigrades"}})
    assert g.player("Stanley").card_resources["Tardigrades"] == 2


def test_protected_habitats_does_not_protect_from_yourself():
    g = build({"Kim": {"resources": {"megacredits": 14, "plants": 5}, "hand": ["Asteroid"],
                       "played": ["Protected Habitats"]}})
    play(g, "Asteroid")
    assert waiting(g)["kind"] == "select_player" and "Kim" in waiting(g)["options"]
    answer(g, player="Kim")
    answer(g, amount=waiting(g)["max"])  # remove as much as allowed
    assert kim(g).resources["plants"] == 2


def test_protected_habitats_costs_5():
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Protected Habitats"]}})
    play(g, "Protected Habitats")
    assert "Protected Habitats" in kim(g).played and kim(g).resources["megacredits"] == 0
    g = build({"Kim": {"resources": {"megacredits": 4}, "hand": ["Protected Habitats"]}})
    rejected(g, {"do": "play_card", "card": "Protected Habitats"})


# --- Water Splitting Plant ---------------------------------------------------------------------

def test_water_splitting_plant_needs_2_oceans():
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Water Splitting Plant"]}},
              tiles={"r0c4": {"tile": "ocean", "owner": None}})
    rejected(g, {"do": "play_card", "card": "Water Splitting Plant"})
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Water Splitting Plant"]}},
              tiles={"r0c4": {"tile": "ocean", "owner": None}, "r0c3": {"tile": "ocean", "owner": None}})
    play(g, "Water Splitting Plant")
    assert "Water Splitting Plant" in kim(g).played and kim(g).resources["megacredits"] == 0


def test_water_splitting_plant_action_3_energy_one_oxygen_step():
    g = build({"Kim": {"resources": {"energy": 7}, "played": ["Water Splitting Plant"]}})
    do(g, do="card_action", card="Water Splitting Plant")
    assert kim(g).resources["energy"] == 4 and g.state.oxygen == 1 and kim(g).tr == 21
    rejected(g, {"do": "card_action", "card": "Water Splitting Plant"})


def test_water_splitting_plant_action_needs_3_energy():
    g = build({"Kim": {"resources": {"energy": 2}, "played": ["Water Splitting Plant"]}})
    rejected(g, {"do": "card_action", "card": "Water Splitting Plant"})


def test_water_splitting_plant_at_8_percent_also_raises_temperature():
    g = build({"Kim": {"resources": {"energy": 3}, "played": ["Water Splitting Plant"]}}, oxygen=7)
    do(g, do="card_action", card="Water Splitting Plant")
    assert g.state.oxygen == 8 and g.state.temperature == -28 and kim(g).tr == 22


# --- Livestock -------------------------------------------------------------------------------

def test_livestock_action_adds_an_animal_worth_1_vp_each():
    g = build({"Kim": {"played": ["Livestock"], "card_resources": {"Livestock": 2}}})
    do(g, do="card_action", card="Livestock")
    assert kim(g).card_resources["Livestock"] == 3
    assert card_vp(g, kim(g), "Livestock") == 3
    rejected(g, {"do": "card_action", "card": "Livestock"})


# --- Olympus Conference -------------------------------------------------------------------------

def test_olympus_conference_own_science_tag_adds_a_science_resource():
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Olympus Conference"]}})
    play(g, "Olympus Conference")
    w = waiting(g)
    assert w["kind"] == "select_option" and w["options"] == [0]  # nothing to remove yet
    answer(g, option=0)
    assert kim(g).card_resources["Olympus Conference"] == 1 and kim(g).resources["megacredits"] == 0
    assert card_vp(g, kim(g), "Olympus Conference") == 1


def test_olympus_conference_fires_per_science_tag_and_trades_a_resource_for_a_card():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Research"], "played": ["Olympus Conference"],
                       "card_resources": {"Olympus Conference": 1}}}, deck_top=["Lichen", "Heather", "Moss"])
    play(g, "Research")  # two science tags: two triggers; Research draws 2
    for choice in (1, 0):
        w = waiting(g)
        assert w["kind"] == "select_option"
        answer(g, option=choice)
    p = kim(g)
    assert p.card_resources["Olympus Conference"] == 1
    assert sorted(p.hand) == ["Heather", "Lichen", "Moss"]


def test_olympus_conference_ignores_cards_without_science_tag():
    g = build({"Kim": {"resources": {"megacredits": 3}, "hand": ["Micro-Mills"], "played": ["Olympus Conference"],
                       "card_resources": {"Olympus Conference": 1}}})
    play(g, "Micro-Mills")
    assert waiting(g)["kind"] == "action" and kim(g).card_resources["Olympus Conference"] == 1


def test_olympus_conference_costs_10_steel_usable():
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Olympus Conference"]}})
    rejected(g, {"do": "play_card", "card": "Olympus Conference"})
    g = build({"Kim": {"resources": {"steel": 5}, "hand": ["Olympus Conference"]}})
    play(g, "Olympus Conference", pay={"steel": 5})
    assert kim(g).resources["steel"] == 0


# --- Aquifer Pumping ------------------------------------------------------------------------------

def test_aquifer_pumping_action_8_megacredits_for_an_ocean():
    g = build({"Kim": {"resources": {"megacredits": 10}, "played": ["Aquifer Pumping"]}})
    do(g, do="card_action", card="Aquifer Pumping")
    answer(g, space="r0c4")
    assert kim(g).resources["megacredits"] == 2 and g.state.oceans == 1 and kim(g).tr == 21
    rejected(g, {"do": "card_action", "card": "Aquifer Pumping"})


def test_aquifer_pumping_action_paid_with_steel():
    g = build({"Kim": {"resources": {"megacredits": 2, "steel": 3}, "played": ["Aquifer Pumping"]}})
    do(g, do="card_action", card="Aquifer Pumping", pay={"megacredits": 2, "steel": 3})
    answer(g, space="r0c4")
    p = kim(g)
    assert p.resources["megacredits"] == 0 and p.resources["steel"] == 0 and g.state.oceans == 1


def test_aquifer_pumping_action_needs_8_megacredits_worth():
    g = build({"Kim": {"resources": {"megacredits": 1, "steel": 3}, "played": ["Aquifer Pumping"]}})
    rejected(g, {"do": "card_action", "card": "Aquifer Pumping"})


def test_aquifer_pumping_costs_18():
    g = build({"Kim": {"resources": {"megacredits": 17}, "hand": ["Aquifer Pumping"]}})
    rejected(g, {"do": "play_card", "card": "Aquifer Pumping"})


# --- Power Infrastructure, Underground Detonations, AI Central ----------------------------------

def test_power_infrastructure_action_turns_x_energy_into_x_megacredits():
    g = build({"Kim": {"resources": {"energy": 5}, "played": ["Power Infrastructure"]}})
    do(g, do="card_action", card="Power Infrastructure")
    w = waiting(g)
    assert w["kind"] == "select_amount" and max(w["options"]) == 5
    answer(g, amount=4)
    assert kim(g).resources["energy"] == 1 and kim(g).resources["megacredits"] == 4


def test_power_infrastructure_action_needs_energy():
    g = build({"Kim": {"played": ["Power Infrastructure"]}})
    rejected(g, {"do": "card_action", "card": "Power Infrastructure"})


def test_power_infrastructure_costs_4():
    g = build({"Kim": {"resources": {"megacredits": 3}, "hand": ["Power Infrastructure"]}})
    rejected(g, {"do": "play_card", "card": "Power Infrastructure"})


def test_underground_detonations_action_10_megacredits_for_2_heat_production():
    g = build({"Kim": {"resources": {"megacredits": 12}, "played": ["Underground Detonations"]}})
    do(g, do="card_action", card="Underground Detonations")
    assert kim(g).resources["megacredits"] == 2 and kim(g).production["heat"] == 2
    rejected(g, {"do": "card_action", "card": "Underground Detonations"})


def test_underground_detonations_action_needs_10_megacredits():
    g = build({"Kim": {"resources": {"megacredits": 9}, "played": ["Underground Detonations"]}})
    rejected(g, {"do": "card_action", "card": "Underground Detonations"})


def test_ai_central_action_draws_two_cards():
    g = build({"Kim": {"played": ["AI Central"]}}, deck_top=["Lichen", "Heather", "Moss"])
    do(g, do="card_action", card="AI Central")
    assert kim(g).hand == ["Lichen", "Heather"]
    rejected(g, {"do": "card_action", "card": "AI Central"})


# --- Immigrant City ---------------------------------------------------------------------------------

def test_immigrant_city_lays_a_city_and_counts_itself():
    g = build({"Kim": {"resources": {"megacredits": 13}, "production": {"energy": 1}, "hand": ["Immigrant City"]}})
    play(g, "Immigrant City")
    answer(g, space="r2c2")
    p = kim(g)
    assert g.state.tiles["r2c2"].tile == "city" and g.state.tiles["r2c2"].owner == "Kim"
    assert p.production["energy"] == 0 and p.production["megacredits"] == -1  # -2, then +1 for its own city


def test_immigrant_city_any_later_city_gives_megacredit_production():
    g = build({"Kim": {"resources": {"megacredits": 25}, "played": ["Immigrant City"]},
               "Stanley": {"resources": {"megacredits": 25}}})
    do(g, do="standard_project", project="city")
    answer(g, space="r2c2")
    assert kim(g).production["megacredits"] == 2  # +1 from the city project, +1 from Immigrant City
    do(g, do="end_turn")
    g.apply({"do": "standard_project", "project": "city", "player": "Stanley"})
    answer(g, space="r6c2")
    assert kim(g).production["megacredits"] == 3


def test_immigrant_city_needs_energy_production():
    g = build({"Kim": {"resources": {"megacredits": 13}, "hand": ["Immigrant City"]}})
    rejected(g, {"do": "play_card", "card": "Immigrant City"})


def test_immigrant_city_cannot_lower_megacredit_production_below_minus_5():
    g = build({"Kim": {"resources": {"megacredits": 13}, "production": {"energy": 1, "megacredits": -4},
                       "hand": ["Immigrant City"]}})
    rejected(g, {"do": "play_card", "card": "Immigrant City"})


def test_restricted_area_and_underground_detonations_cost_11_and_6():
    for name, cost in (("Restricted Area", 11), ("Underground Detonations", 6)):
        g = build({"Kim": {"resources": {"megacredits": cost - 1}, "hand": [name]}})
        rejected(g, {"do": "play_card", "card": name})
    g = build({"Kim": {"resources": {"megacredits": 6}, "hand": ["Underground Detonations"]}})
    play(g, "Underground Detonations")
    assert "Underground Detonations" in kim(g).played and kim(g).resources["megacredits"] == 0
