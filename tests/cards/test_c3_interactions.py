"""Cards 141-208: rule corner cases and interactions between cards of the range and other cards.

Expected numbers come from the printed card text and the rulebook (see /work/shared/rules/base-facts.md).
"""

from __future__ import annotations

from tests.cards.conftest import answer, build, do, play, rejected, waiting
from tmdesk.engine.scoring import card_vp

FOUR_OCEANS = {s: {"tile": "ocean", "owner": None} for s in ("r4c3", "r4c4", "r4c5", "r5c5")}
NINE_OCEANS = {s: {"tile": "ocean", "owner": None} for s in
               ["r0c1", "r0c3", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r5c5", "r5c6"]}


def kim(g):
    return g.player("Kim")


def answer_space_if_asked(g, space):
    if waiting(g)["kind"] == "select_space":
        answer(g, space=space)


# --- triggers on tiles laid by cards --------------------------------------------------------------

def test_herbivores_counts_a_greenery_from_protected_valley():
    g = build({"Kim": {"resources": {"megacredits": 23}, "hand": ["Protected Valley"], "played": ["Herbivores"],
                       "card_resources": {"Herbivores": 1}}})
    play(g, "Protected Valley")
    answer(g, space="r0c4")
    assert kim(g).card_resources["Herbivores"] == 2


def test_herbivores_counts_a_greenery_from_plantation():
    g = build({"Kim": {"resources": {"megacredits": 15}, "hand": ["Plantation"], "played": ["Herbivores", "Research"],
                       "card_resources": {"Herbivores": 1}}})
    play(g, "Plantation")
    answer(g, space="r2c2")
    assert kim(g).card_resources["Herbivores"] == 2


def test_pets_counts_a_city_off_mars():
    g = build({"Kim": {"resources": {"megacredits": 25}, "hand": ["Phobos Space Haven"], "played": ["Pets"],
                       "card_resources": {"Pets": 1}}})
    play(g, "Phobos Space Haven")
    answer_space_if_asked(g, "phobos_space_haven")
    assert g.state.tiles["phobos_space_haven"].is_city and kim(g).card_resources["Pets"] == 2


def test_pets_counts_the_capital_tile_as_a_city():
    g = build({"Kim": {"resources": {"megacredits": 26}, "production": {"energy": 2}, "hand": ["Capital"],
                       "played": ["Pets"], "card_resources": {"Pets": 1}}}, tiles=FOUR_OCEANS)
    play(g, "Capital")
    answer(g, space="r2c2")
    assert kim(g).card_resources["Pets"] == 2


def test_pets_ignores_greeneries():
    g = build({"Kim": {"resources": {"plants": 8}, "played": ["Pets"], "card_resources": {"Pets": 1}}})
    do(g, do="convert_plants")
    answer(g, space="r2c2")
    assert kim(g).card_resources["Pets"] == 1


def test_immigrant_city_counts_a_city_off_mars():
    g = build({"Kim": {"resources": {"megacredits": 25}, "hand": ["Phobos Space Haven"], "played": ["Immigrant City"]}})
    play(g, "Phobos Space Haven")
    answer_space_if_asked(g, "phobos_space_haven")
    assert kim(g).production["megacredits"] == 1 and kim(g).production["titanium"] == 1


def test_immigrant_city_counts_the_capital():
    g = build({"Kim": {"resources": {"megacredits": 26}, "production": {"energy": 2}, "hand": ["Capital"],
                       "played": ["Immigrant City"]}}, tiles=FOUR_OCEANS)
    play(g, "Capital")
    answer(g, space="r2c2")
    assert kim(g).production["megacredits"] == 5 + 1 and kim(g).production["energy"] == 0


def test_rad_suits_counts_a_city_off_mars():
    g = build({"Kim": {"resources": {"megacredits": 6}, "hand": ["Rad-Suits"]}},
              tiles={"r2c2": {"tile": "city", "owner": "Kim"}, "phobos_space_haven": {"tile": "city", "owner": "Stanley"}})
    play(g, "Rad-Suits")
    assert kim(g).production["megacredits"] == 1


def test_mining_guild_counts_mohole_area_on_a_steel_ocean_area():
    g = build({"Kim": {"resources": {"megacredits": 20}, "hand": ["Mohole Area"], "corporation": "Mining Guild"}})
    play(g, "Mohole Area")
    answer(g, space="r0c1")  # 2 steel
    assert kim(g).production["steel"] == 1 and kim(g).resources["steel"] == 2


def test_mohole_area_next_to_an_ocean_pays_2_megacredits():
    g = build({"Kim": {"resources": {"megacredits": 20}, "hand": ["Mohole Area"]}},
              tiles={"r0c3": {"tile": "ocean", "owner": None}})
    play(g, "Mohole Area")
    answer(g, space="r0c4")
    assert kim(g).resources["megacredits"] == 2


def test_corporate_stronghold_next_to_two_oceans_pays_4_megacredits():
    g = build({"Kim": {"resources": {"megacredits": 11}, "production": {"energy": 1}, "hand": ["Corporate Stronghold"]}},
              tiles={"r0c3": {"tile": "ocean", "owner": None}, "r0c4": {"tile": "ocean", "owner": None}})
    play(g, "Corporate Stronghold")
    answer(g, space="r1c4")
    assert kim(g).resources["megacredits"] == 4


def test_protected_valley_at_14_percent_oxygen_still_lays_the_greenery_without_tr():
    g = build({"Kim": {"resources": {"megacredits": 23}, "hand": ["Protected Valley"]}}, oxygen=14)
    play(g, "Protected Valley")
    answer(g, space="r0c4")
    assert g.state.tiles["r0c4"].tile == "greenery" and kim(g).tr == 20 and g.state.oxygen == 14
    assert kim(g).production["megacredits"] == 2


def test_large_convoy_with_nine_oceans_still_draws_and_gives_plants():
    g = build({"Kim": {"resources": {"megacredits": 36}, "hand": ["Large Convoy"]}}, tiles=NINE_OCEANS,
              deck_top=["Lichen", "Heather"])
    play(g, "Large Convoy")
    answer_space_if_asked(g, "r0c4")
    if waiting(g)["kind"] == "select_option":
        answer(g, option=0)
    p = kim(g)
    assert g.state.oceans == 9 and p.tr == 20 and sorted(p.hand) == ["Heather", "Lichen"] and p.resources["plants"] == 5


def test_flooding_offers_only_other_players_owning_adjacent_tiles():
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Flooding"]},
               "Stanley": {"resources": {"megacredits": 10}}},
              tiles={"r1c4": {"tile": "city", "owner": "Stanley"}, "r0c2": {"tile": "greenery", "owner": "Kim"}})
    play(g, "Flooding")
    answer(g, space="r0c3")  # next to r0c2 (Kim) and r1c4 (Stanley); card bonus
    w = waiting(g)
    assert w["kind"] == "select_player" and w["options"] == ["Stanley"]
    rejected(g, {"answer": {"player": "Kim"}})


# --- tags: events, opponents ----------------------------------------------------------------------

def test_tectonic_stress_power_does_not_count_science_tags_of_played_events():
    g = build({"Kim": {"resources": {"megacredits": 18}, "hand": ["Tectonic Stress Power"],
                       "played": ["Trans-Neptune Probe"], "events": ["Invention Contest", "Technology Demonstration"]}})
    rejected(g, {"do": "play_card", "card": "Tectonic Stress Power"})


def test_ai_central_does_not_count_science_tags_of_played_events():
    g = build({"Kim": {"resources": {"megacredits": 21}, "production": {"energy": 1}, "hand": ["AI Central"],
                       "played": ["Research"], "events": ["Special Design"]}})
    rejected(g, {"do": "play_card", "card": "AI Central"})


def test_satellites_ignores_opponents_space_tags():
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Satellites"]},
               "Stanley": {"played": ["Trans-Neptune Probe", "Toll Station"]}})
    play(g, "Satellites")
    assert kim(g).production["megacredits"] == 1


def test_insects_ignores_opponents_plant_tags():
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Insects"]}, "Stanley": {"played": ["Lichen"]}},
              oxygen=6)
    play(g, "Insects")
    assert kim(g).production["plants"] == 0


def test_terraforming_ganymede_ignores_opponents_jovian_tags():
    g = build({"Kim": {"resources": {"megacredits": 33}, "hand": ["Terraforming Ganymede"]},
               "Stanley": {"played": ["Io Mining Industries"]}})
    play(g, "Terraforming Ganymede")
    assert kim(g).tr == 21


def test_olympus_conference_fires_on_a_science_event():
    g = build({"Kim": {"resources": {"megacredits": 2}, "hand": ["Invention Contest"], "played": ["Olympus Conference"],
                       "card_resources": {"Olympus Conference": 0}}}, deck_top=["Lichen", "Heather", "Moss"])
    play(g, "Invention Contest")
    seen_trigger = False
    for _ in range(3):
        w = waiting(g)
        if w["kind"] == "select_option":
            seen_trigger = True
            answer(g, option=w["options"][0])
        elif w["kind"] == "select_cards":
            answer(g, cards=["Heather"])
    assert seen_trigger and kim(g).card_resources["Olympus Conference"] == 1 and kim(g).hand == ["Heather"]


# --- red-bordered production: who may be chosen -------------------------------------------------

def test_power_supply_consortium_must_hit_yourself_when_no_opponent_has_energy_production():
    g = build({"Kim": {"resources": {"megacredits": 5}, "production": {"energy": 1}, "hand": ["Power Supply Consortium"],
                       "played": ["Power Plant", "Fueled Generators"]}})
    play(g, "Power Supply Consortium")
    rejected(g, {"answer": {"player": "Stanley"}})
    answer(g, player="Kim")
    assert kim(g).production["energy"] == 1 and g.player("Stanley").production["energy"] == 0


def test_biomass_combustors_must_hit_yourself_when_no_opponent_has_plant_production():
    g = build({"Kim": {"resources": {"megacredits": 4}, "production": {"plants": 1}, "hand": ["Biomass Combustors"]}},
              oxygen=6)
    play(g, "Biomass Combustors")
    rejected(g, {"answer": {"player": "Stanley"}})
    answer(g, player="Kim")
    assert kim(g).production["plants"] == 0 and kim(g).production["energy"] == 2


def test_heat_trappers_needs_a_player_with_2_heat_production():
    g = build({"Kim": {"resources": {"megacredits": 6}, "hand": ["Heat Trappers"]},
               "Stanley": {"production": {"heat": 1}}})
    rejected(g, {"do": "play_card", "card": "Heat Trappers"})


def test_heat_trappers_cannot_target_a_player_with_1_heat_production():
    g = build({"Kim": {"resources": {"megacredits": 6}, "production": {"heat": 2}, "hand": ["Heat Trappers"]},
               "Stanley": {"production": {"heat": 1}}})
    play(g, "Heat Trappers")
    rejected(g, {"answer": {"player": "Stanley"}})
    answer(g, player="Kim")
    assert kim(g).production["heat"] == 0 and kim(g).production["energy"] == 1


def test_herbivores_plant_production_decrease_on_yourself():
    g = build({"Kim": {"resources": {"megacredits": 12}, "production": {"plants": 1}, "hand": ["Herbivores"]}}, oxygen=8)
    play(g, "Herbivores")
    rejected(g, {"answer": {"player": "Stanley"}})
    answer(g, player="Kim")
    assert kim(g).production["plants"] == 0 and kim(g).card_resources["Herbivores"] == 1


# --- discounts ----------------------------------------------------------------------------------------

def test_shuttles_discount_applies_to_a_space_event():
    g = build({"Kim": {"resources": {"megacredits": 13}, "hand": ["Convoy From Europa"], "played": ["Shuttles"]}},
              deck_top=["Lichen"])
    play(g, "Convoy From Europa")
    answer(g, space="r0c4")
    assert kim(g).resources["megacredits"] == 0


def test_shuttles_and_anti_gravity_technology_add_up():
    g = build({"Kim": {"resources": {"megacredits": 31}, "hand": ["Soletta"],
                       "played": ["Shuttles", "Anti-Gravity Technology"]}})
    play(g, "Soletta")
    assert kim(g).resources["megacredits"] == 0


def test_anti_gravity_technology_does_not_discount_standard_projects():
    g = build({"Kim": {"resources": {"megacredits": 10}, "played": ["Anti-Gravity Technology"]}})
    rejected(g, {"do": "standard_project", "project": "power_plant"})


def test_indentured_workers_is_used_up_by_the_next_card_even_a_cheap_one():
    g = build({"Kim": {"resources": {"megacredits": 35}, "hand": ["Indentured Workers", "Micro-Mills", "Soletta"]}})
    play(g, "Indentured Workers")
    play(g, "Micro-Mills")  # 3 - 8 -> free
    assert kim(g).resources["megacredits"] == 35
    g.apply({"do": "pass", "player": "Stanley"})
    play(g, "Soletta")  # full price
    assert kim(g).resources["megacredits"] == 0


def test_indentured_workers_discount_ends_with_the_generation():
    g = build({"Kim": {"resources": {"megacredits": 0}, "hand": ["Indentured Workers", "Lichen"]}}, temperature=-24)
    play(g, "Indentured Workers")
    do(g, do="pass")
    g.apply({"do": "pass", "player": "Stanley"})
    # production: Kim gets 20 M€ (TR 20); research: buy nothing
    for _ in range(2):
        w = waiting(g)
        assert w["kind"] == "buy_cards"
        g.apply({"do": "buy_cards", "cards": [], "player": w["player"]})
    w = waiting(g)
    if w["player"] != "Kim":
        g.apply({"do": "pass", "player": w["player"]})
    kim(g).resources["megacredits"] = 6
    rejected(g, {"do": "play_card", "card": "Lichen"})  # 7 M€ again


def test_special_design_is_used_up_by_the_next_card_even_without_requirement():
    g = build({"Kim": {"resources": {"megacredits": 4 + 3 + 7}, "hand": ["Special Design", "Micro-Mills", "Lichen"]}},
              temperature=-28)
    play(g, "Special Design")
    play(g, "Micro-Mills")
    g.apply({"do": "pass", "player": "Stanley"})
    rejected(g, {"do": "play_card", "card": "Lichen"})


def test_adaptation_technology_helps_an_ocean_requirement():
    g = build({"Kim": {"resources": {"megacredits": 8, "plants": 2}, "hand": ["Nitrophilic Moss"],
                       "played": ["Adaptation Technology"]}}, tiles={"r0c4": {"tile": "ocean", "owner": None}})
    play(g, "Nitrophilic Moss")
    assert kim(g).production["plants"] == 2 and kim(g).resources["plants"] == 0


# --- standard projects ---------------------------------------------------------------------------------

def test_standard_technology_refunds_after_a_city_project():
    g = build({"Kim": {"resources": {"megacredits": 25}, "played": ["Standard Technology"]}})
    do(g, do="standard_project", project="city")
    answer(g, space="r2c2")
    assert kim(g).resources["megacredits"] == 3 and kim(g).production["megacredits"] == 1


def test_standard_technology_refunds_after_an_aquifer():
    g = build({"Kim": {"resources": {"megacredits": 18}, "played": ["Standard Technology"]}})
    do(g, do="standard_project", project="aquifer")
    answer(g, space="r0c4")
    assert kim(g).resources["megacredits"] == 3 and kim(g).tr == 21


def test_standard_technology_gives_nothing_for_a_card():
    g = build({"Kim": {"resources": {"megacredits": 4}, "hand": ["Power Plant"], "played": ["Standard Technology"]}})
    play(g, "Power Plant")
    assert kim(g).resources["megacredits"] == 0


# --- amounts -------------------------------------------------------------------------------------------

def test_power_infrastructure_amount_between_1_and_your_energy():
    g = build({"Kim": {"resources": {"energy": 3}, "played": ["Power Infrastructure"]}})
    do(g, do="card_action", card="Power Infrastructure")
    rejected(g, {"answer": {"amount": 4}})
    rejected(g, {"answer": {"amount": 0}})


def test_insulation_amount_at_least_1():
    g = build({"Kim": {"resources": {"megacredits": 2}, "production": {"heat": 2}, "hand": ["Insulation"]}})
    play(g, "Insulation")
    rejected(g, {"answer": {"amount": 0}})


def test_insulation_may_lower_megacredit_production_start_from_negative():
    g = build({"Kim": {"resources": {"megacredits": 2}, "production": {"heat": 1, "megacredits": -5},
                       "hand": ["Insulation"]}})
    play(g, "Insulation")
    answer(g, amount=1)
    assert kim(g).production["megacredits"] == -4 and kim(g).production["heat"] == 0


def test_investment_loan_down_to_minus_5():
    g = build({"Kim": {"resources": {"megacredits": 3}, "production": {"megacredits": -4}, "hand": ["Investment Loan"]}})
    play(g, "Investment Loan")
    assert kim(g).production["megacredits"] == -5 and kim(g).resources["megacredits"] == 10


def test_livestock_and_herbivores_vp_in_the_final_score():
    g = build({"Kim": {"played": ["Livestock", "Herbivores"], "card_resources": {"Livestock": 3, "Herbivores": 5}}})
    assert card_vp(g, kim(g), "Livestock") == 3 and card_vp(g, kim(g), "Herbivores") == 2


# --- Helion's heat and cards that spend heat ---------------------------------------------------------

def test_local_heat_trapping_with_helion_cannot_pay_its_cost_with_the_5_heat_it_discards():
    g = build({"Kim": {"resources": {"heat": 5}, "hand": ["Local Heat Trapping"], "corporation": "Helion"}})
    rejected(g, {"do": "play_card", "card": "Local Heat Trapping", "pay": {"heat": 1}})


def test_local_heat_trapping_with_helion_and_6_heat():
    g = build({"Kim": {"resources": {"heat": 6}, "hand": ["Local Heat Trapping"], "corporation": "Helion"}})
    play(g, "Local Heat Trapping", pay={"heat": 1})
    answer(g, option=0)
    assert kim(g).resources["heat"] == 0 and kim(g).resources["plants"] == 4


def test_helion_default_payment_rounded_up_with_titanium_spends_no_heat_for_nothing():
    """5 M€ for a space card, 2 titanium and 1 heat: one titanium (3) and the heat (1) leave 1 M€ to pay, so a
    second titanium rounds up; then the heat is not needed (6 ≥ 5), and paying it would be lost."""
    from tmdesk.engine import rules

    g = build({"Kim": {"resources": {"titanium": 2, "heat": 1}, "corporation": "Helion"}})
    card = g.cards["Asteroid"]
    assert "space" in card.tags
    assert rules.default_payment(kim(g), 5, card) == {"titanium": 2}
    g2 = build({"Kim": {"resources": {"titanium": 2, "heat": 3, "megacredits": 1}, "corporation": "Helion"}})
    assert rules.default_payment(kim(g2), 7, card) == {"titanium": 2, "heat": 1}  # exact: nothing to drop


def test_caretaker_contract_heat_cannot_be_replaced_by_megacredits_even_for_helion():
    g = build({"Kim": {"resources": {"heat": 7, "megacredits": 10}, "played": ["Caretaker Contract"],
                       "corporation": "Helion"}})
    rejected(g, {"do": "card_action", "card": "Caretaker Contract"})


def test_protected_habitats_does_not_protect_steel():
    g = build({"Kim": {"resources": {"megacredits": 1}, "hand": ["Sabotage"]},
               "Stanley": {"resources": {"steel": 5}, "played": ["Protected Habitats"]}})
    play(g, "Sabotage")
    answer(g, option=1)  # remove up to 4 steel
    answer(g, player="Stanley")
    answer(g, amount=waiting(g)["max"])  # remove as much as allowed
    assert g.player("Stanley").resources["steel"] == 1


def test_immigrant_city_from_minus_3_megacredit_production():
    g = build({"Kim": {"resources": {"megacredits": 13}, "production": {"energy": 1, "megacredits": -3},
                       "hand": ["Immigrant City"]}})
    play(g, "Immigrant City")
    answer(g, space="r2c2")
    assert kim(g).production["megacredits"] == -4


# --- more corner cases --------------------------------------------------------------------------------

def test_pets_animals_cannot_be_removed_even_by_their_owner():
    g = build({"Kim": {"played": ["Predators", "Pets", "Birds"], "card_resources": {"Predators": 0, "Pets": 3, "Birds": 1}}},
              oxygen=11)
    do(g, do="card_action", card="Predators")
    assert "Pets" not in waiting(g)["options"]
    rejected(g, {"answer": {"card": "Pets"}})


def test_flooding_with_no_ocean_left_takes_nothing():
    tiles = {s: t for s, t in NINE_OCEANS.items() if s != "r0c3"}
    tiles["r1c4"] = {"tile": "city", "owner": "Stanley"}
    g = build({"Kim": {"resources": {"megacredits": 18 + 7}, "hand": ["Flooding"]},
               "Stanley": {"resources": {"megacredits": 10}}}, tiles=tiles, deck_top=["Lichen"])
    do(g, do="standard_project", project="aquifer")
    answer(g, space="r0c3")  # the 9th ocean, next to Stanley's city
    assert g.state.oceans == 9
    play(g, "Flooding")  # no ocean left: no tile, so no neighbour to strip
    assert waiting(g)["kind"] != "select_player"
    assert g.player("Stanley").resources["megacredits"] == 10 and g.state.oceans == 9


def test_special_design_helps_a_maximum_requirement():
    g = build({"Kim": {"resources": {"megacredits": 4 + 16}, "hand": ["Special Design", "Designed Microorganisms"]}},
              temperature=-10)
    play(g, "Special Design")
    play(g, "Designed Microorganisms")
    assert kim(g).production["plants"] == 2


def test_ceos_favorite_project_offers_only_your_own_cards():
    g = build({"Kim": {"resources": {"megacredits": 1}, "hand": ["CEO's Favorite Project"], "played": ["Pets"],
                       "card_resources": {"Pets": 1}},
               "Stanley": {"played": ["Tardigrades"], "card_resources": {"Tardigrades": 2}}})
    play(g, "CEO's Favorite Project")
    assert waiting(g)["options"] == ["Pets"]
    answer(g, card="Pets")
    assert kim(g).card_resources["Pets"] == 2 and g.player("Stanley").card_resources["Tardigrades"] == 2


def test_indentured_workers_discount_is_kept_through_a_standard_project():
    g = build({"Kim": {"resources": {"megacredits": 11 + 27}, "hand": ["Indentured Workers", "Soletta"]}})
    play(g, "Indentured Workers")
    do(g, do="standard_project", project="power_plant")  # not a card: full 11, discount kept
    assert kim(g).resources["megacredits"] == 27
    g.apply({"do": "pass", "player": "Stanley"})
    play(g, "Soletta")
    assert kim(g).resources["megacredits"] == 0


def test_special_design_tolerance_is_kept_through_a_standard_project():
    g = build({"Kim": {"resources": {"megacredits": 4 + 11 + 7}, "hand": ["Special Design", "Lichen"]}},
              temperature=-28)
    play(g, "Special Design")
    do(g, do="standard_project", project="power_plant")
    g.apply({"do": "pass", "player": "Stanley"})
    play(g, "Lichen")
    assert kim(g).production["plants"] == 1


def test_anti_gravity_technology_does_not_make_a_free_card_pay_you():
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Indentured Workers"],
                       "played": ["Anti-Gravity Technology"]}})
    play(g, "Indentured Workers")
    assert kim(g).resources["megacredits"] == 5


def test_credicor_refund_after_indentured_workers_discount():
    g = build({"Kim": {"resources": {"megacredits": 27}, "hand": ["Indentured Workers", "Soletta"],
                       "corporation": "CrediCor"}})
    play(g, "Indentured Workers")
    play(g, "Soletta")  # printed 35, paid 27
    assert kim(g).resources["megacredits"] == 4


def test_tharsis_republic_and_immigrant_city_on_the_same_city():
    g = build({"Kim": {"resources": {"megacredits": 13}, "production": {"energy": 1}, "hand": ["Immigrant City"],
                       "corporation": "Tharsis Republic"}})
    play(g, "Immigrant City")
    answer(g, space="r2c2")
    while waiting(g)["kind"] == "select_option" and waiting(g).get("prompt") == "order_triggers":
        answer(g, option=waiting(g)["options"][0])  # the active player orders simultaneous triggers
    p = kim(g)
    assert p.production["megacredits"] == -2 + 1 + 1 and p.resources["megacredits"] == 3


def test_protected_habitats_keeps_plants_from_virus():
    g = build({"Kim": {"resources": {"megacredits": 1}, "hand": ["Virus"]},
               "Stanley": {"resources": {"plants": 6}, "played": ["Protected Habitats"]}})
    play(g, "Virus")
    w = waiting(g)
    if w["kind"] == "select_option" and 1 in w["options"]:
        answer(g, option=1)
        w = waiting(g)
        if w["kind"] == "select_player":
            assert "Stanley" not in w["options"]
            rejected(g, {"answer": {"player": "Stanley"}})
    assert g.player("Stanley").resources["plants"] == 6


def test_protected_habitats_does_not_protect_plant_production():
    g = build({"Kim": {"resources": {"megacredits": 4}, "hand": ["Biomass Combustors"]},
               "Stanley": {"production": {"plants": 1}, "played": ["Protected Habitats"]}}, oxygen=6)
    play(g, "Biomass Combustors")
    answer(g, player="Stanley")
    assert g.player("Stanley").production["plants"] == 0 and kim(g).production["energy"] == 2
