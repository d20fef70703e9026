"""Colonies project cards C26-C49: each played with its printed numbers, and a case where it cannot be played
(requirement, cost, or nothing to do it with). Expected numbers are written out by hand from the cards."""

from __future__ import annotations

from tests.cards.conftest import ZERO, answer, do, play, rejected, waiting
from tests.cards.test_colonies_projects_a import FIVE, again, build, colonies
from tmdesk.engine.scoring import card_vp


def test_minority_refuge_a_colony_and_two_megacredit_production_less():
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Minority Refuge"], "production": {"megacredits": 1}}})
    play(g, "Minority Refuge")
    answer(g, colony="Callisto")
    k = g.player("Kim")
    assert k.production == dict(ZERO, megacredits=-1, energy=1) and colonies(g)["Callisto"]["colonies"] == ["Kim"]
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Minority Refuge"],
                       "production": {"megacredits": -4}}}, colonies={"Luna": {"colonies": ["Kim"]}})
    assert "production" in rejected(g, {"do": "play_card", "card": "Minority Refuge"})  # Luna not open to Kim


def test_minority_refuge_at_minus_4_megacredit_production_only_by_building_on_luna():
    """The colony first: Luna's +2 M€ production makes room for the -2 (the FAQ's ruling)."""
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Minority Refuge"], "production": {"megacredits": -4}}})
    play(g, "Minority Refuge")
    assert waiting(g)["options"] == ["Luna"]
    answer(g, colony="Luna")
    assert g.player("Kim").production["megacredits"] == -4


def test_minority_refuge_with_poseidon_at_minus_4_any_tile_at_minus_5_only_luna():
    for production, tiles in ((-4, FIVE), (-5, ["Luna"])):
        g = build({"Kim": {"corporation": "Poseidon", "resources": {"megacredits": 5}, "hand": ["Minority Refuge"],
                           "production": {"megacredits": production}}})
        play(g, "Minority Refuge")
        assert waiting(g)["options"] == tiles
        answer(g, colony=tiles[-1])
        assert g.player("Kim").production["megacredits"] == production + 1 + (2 if tiles[-1] == "Luna" else 0) - 2


def test_molecular_printing_megacredits_per_city_and_per_colony_in_play():
    cities = {"r3c3": {"tile": "city", "owner": "Stanley"}, "r6c3": {"tile": "city", "owner": "Kim"}}
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Molecular Printing"]}}, tiles=cities,
              colonies={"Luna": {"colonies": ["Kim", "Stanley"]}, "Triton": {"colonies": ["Stanley"]}})
    play(g, "Molecular Printing")
    k = g.player("Kim")
    assert k.resources == dict(ZERO, megacredits=2 + 3) and card_vp(g, k, "Molecular Printing") == 1
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Molecular Printing"]}})
    assert "11" in rejected(g, {"do": "play_card", "card": "Molecular Printing"})


def test_nitrogen_from_titan_two_tr_and_two_floaters_on_a_jovian_card():
    kim = {"resources": {"megacredits": 25}, "hand": ["Nitrogen from Titan"],
           "played": ["Titan Shuttles", "Atmo Collectors"], "card_resources": {"Titan Shuttles": 0, "Atmo Collectors": 0}}
    g = build({"Kim": kim})
    play(g, "Nitrogen from Titan")
    assert waiting(g)["options"] == ["Titan Shuttles"]  # the Jovian one
    answer(g, card="Titan Shuttles")
    k = g.player("Kim")
    assert k.tr == 22 and k.card_resources == {"Titan Shuttles": 2, "Atmo Collectors": 0}
    assert card_vp(g, k, "Nitrogen from Titan") == 1
    g = build({"Kim": dict(kim, resources={"megacredits": 24})})
    assert "25" in rejected(g, {"do": "play_card", "card": "Nitrogen from Titan"})


def test_pioneer_settlement_a_colony_two_vp_at_most_one_colony_before():
    kim = {"resources": {"megacredits": 13}, "hand": ["Pioneer Settlement"], "production": {"megacredits": 2}}
    g = build({"Kim": kim}, colonies={"Luna": {"colonies": ["Kim"]}})
    play(g, "Pioneer Settlement")
    assert waiting(g)["options"] == ["Callisto", "Ceres", "Europa", "Triton"]
    answer(g, colony="Triton")
    k = g.player("Kim")
    assert k.production == dict(ZERO) and k.resources["titanium"] == 3 and card_vp(g, k, "Pioneer Settlement") == 2
    g = build({"Kim": kim}, colonies={"Luna": {"colonies": ["Kim"]}, "Ceres": {"colonies": ["Kim"]}})
    assert "colon" in rejected(g, {"do": "play_card", "card": "Pioneer Settlement"})
    g = build({"Kim": dict(kim, production={"megacredits": -5})})  # -5: only a colony on Luna makes room
    play(g, "Pioneer Settlement")
    assert waiting(g)["options"] == ["Luna"]
    g = build({"Kim": dict(kim, production={"megacredits": -5})}, colonies={"Luna": {"colonies": ["Stanley"] * 3}})
    assert "production" in rejected(g, {"do": "play_card", "card": "Pioneer Settlement"})


def test_productive_outpost_gives_every_colony_bonus_of_yours():
    g = build({"Kim": {"hand": ["Productive Outpost"]}},
              colonies={"Luna": {"colonies": ["Kim", "Stanley"]}, "Triton": {"colonies": ["Kim"]},
                        "Ceres": {"colonies": ["Stanley"]}})
    play(g, "Productive Outpost")
    k = g.player("Kim")
    assert k.resources == dict(ZERO, megacredits=2, titanium=1)  # Luna: 2 M€, Triton: 1 titanium
    assert g.player("Stanley").resources == ZERO
    g = build({"Kim": {"hand": ["Productive Outpost"]}})
    play(g, "Productive Outpost")  # no colony: nothing, but it can be played (it costs 0)
    assert g.player("Kim").resources == ZERO and g.player("Kim").played == ["Productive Outpost"]


def test_quantum_communications_megacredit_production_per_colony_needs_4_science_tags():
    kim = {"resources": {"megacredits": 8}, "hand": ["Quantum Communications"],
           "played": ["Research", "Gene Repair", "Adaptation Technology"]}
    g = build({"Kim": kim}, colonies={"Luna": {"colonies": ["Kim", "Stanley"]}, "Europa": {"colonies": ["Stanley"]}})
    play(g, "Quantum Communications")
    k = g.player("Kim")
    assert k.production == dict(ZERO, megacredits=3) and card_vp(g, k, "Quantum Communications") == 1
    g = build({"Kim": dict(kim, played=["Research", "Gene Repair"])})
    assert "4 science" in rejected(g, {"do": "play_card", "card": "Quantum Communications"})


def test_red_spot_observatory_draws_two_then_floaters_for_cards():
    kim = {"resources": {"megacredits": 17}, "hand": ["Red Spot Observatory"], "played": ["Research", "Gene Repair"]}
    g = build({"Kim": kim}, deck_top=["Lichen", "Moss", "Trees"])
    play(g, "Red Spot Observatory")
    k = g.player("Kim")
    assert sorted(k.hand) == ["Lichen", "Moss"] and card_vp(g, k, "Red Spot Observatory") == 2
    do(g, do="card_action", card="Red Spot Observatory")
    assert waiting(g)["options"] == [0]  # no floater: only add one
    answer(g, option=0)
    assert k.card_resources == {"Red Spot Observatory": 1}
    again(g)
    do(g, do="card_action", card="Red Spot Observatory")
    answer(g, option=1)
    assert k.card_resources == {"Red Spot Observatory": 0} and "Trees" in k.hand
    g = build({"Kim": dict(kim, played=["Research"])})
    assert "3 science" in rejected(g, {"do": "play_card", "card": "Red Spot Observatory"})


def test_refugee_camps_megacredit_production_for_camps_one_vp_each():
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Refugee Camps"], "production": {"megacredits": -4}}})
    play(g, "Refugee Camps")
    k = g.player("Kim")
    assert k.card_resources == {"Refugee Camps": 0}
    do(g, do="card_action", card="Refugee Camps")
    assert k.production["megacredits"] == -5 and k.card_resources == {"Refugee Camps": 1}
    assert card_vp(g, k, "Refugee Camps") == 1
    again(g)
    assert "Refugee Camps" in rejected(g, {"do": "card_action", "card": "Refugee Camps"})  # -5: no lower
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Refugee Camps"]}})
    assert "10" in rejected(g, {"do": "play_card", "card": "Refugee Camps"})


def test_research_colony_may_go_where_you_have_a_colony_and_draws_two():
    g = build({"Kim": {"resources": {"megacredits": 20}, "hand": ["Research Colony"]}}, deck_top=["Lichen", "Moss"],
              colonies={n: {"colonies": ["Kim"]} for n in FIVE})
    play(g, "Research Colony")
    assert waiting(g)["options"] == FIVE  # every tile, though Kim has a colony on each
    answer(g, colony="Luna")
    k = g.player("Kim")
    assert colonies(g)["Luna"]["colonies"] == ["Kim", "Kim"] and k.production["megacredits"] == 2
    assert sorted(k.hand) == ["Lichen", "Moss"]
    g = build({"Kim": {"resources": {"megacredits": 20}, "hand": ["Research Colony"]}},
              colonies={n: {"colonies": ["Kim", "Stanley", "Kim"]} for n in FIVE})  # 3 colonies on every tile
    assert "colony" in rejected(g, {"do": "play_card", "card": "Research Colony"})


def test_rim_freighters_trades_one_resource_cheaper():
    g = build({"Kim": {"resources": {"megacredits": 4}, "hand": ["Rim Freighters"]}})
    play(g, "Rim Freighters")
    k = g.player("Kim")
    k.resources.update(titanium=2)
    do(g, do="trade", colony="Triton", pay={"titanium": 2})
    assert k.resources["titanium"] == 1  # paid 2, traded at step 1 of Triton: 1 titanium
    g = build({"Kim": {"resources": {"megacredits": 3}, "hand": ["Rim Freighters"]}})
    assert "4" in rejected(g, {"do": "play_card", "card": "Rim Freighters"})


def test_sky_docks_a_trade_fleet_and_every_card_1_megacredit_cheaper():
    kim = {"resources": {"megacredits": 18 + 3}, "hand": ["Sky Docks", "Floater Leasing"],
           "played": ["Sponsors", "Cartel"]}
    g = build({"Kim": kim})
    play(g, "Sky Docks")
    k = g.player("Kim")
    assert g.dump()["players"]["Kim"]["trade_fleets"] == 2 and card_vp(g, k, "Sky Docks") == 2
    play(g, "Floater Leasing")  # 3 M€ - 1
    assert k.resources["megacredits"] == 3 - 2
    g = build({"Kim": dict(kim, played=["Sponsors"])})
    assert "2 earth" in rejected(g, {"do": "play_card", "card": "Sky Docks"})


def test_solar_probe_draws_per_3_science_tags_its_own_included():
    kim = {"resources": {"megacredits": 9}, "hand": ["Solar Probe"], "played": ["Research", "Gene Repair",
                                                                              "Adaptation Technology", "Physics Complex"]}
    g = build({"Kim": kim}, deck_top=["Lichen", "Moss", "Trees"])
    play(g, "Solar Probe")
    k = g.player("Kim")
    assert sorted(k.hand) == ["Lichen", "Moss"] and card_vp(g, k, "Solar Probe") == 1  # 5 + 1 science tags: 2 cards
    g = build({"Kim": dict(kim, resources={"megacredits": 8})})
    assert "9" in rejected(g, {"do": "play_card", "card": "Solar Probe"})


def test_solar_reflectors_five_heat_production():
    g = build({"Kim": {"resources": {"megacredits": 23}, "hand": ["Solar Reflectors"]}})
    play(g, "Solar Reflectors")
    assert g.player("Kim").production == dict(ZERO, heat=5) and g.player("Kim").resources == ZERO
    g = build({"Kim": {"resources": {"megacredits": 22}, "hand": ["Solar Reflectors"]}})
    assert "23" in rejected(g, {"do": "play_card", "card": "Solar Reflectors"})


def test_space_port_production_a_city_and_a_trade_fleet_needs_a_colony():
    kim = {"resources": {"megacredits": 22}, "hand": ["Space Port"], "production": {"energy": 1}}
    g = build({"Kim": kim}, colonies={"Ceres": {"colonies": ["Kim"]}})
    play(g, "Space Port")
    answer(g, space=waiting(g)["options"][0])
    k = g.player("Kim")
    assert k.production == dict(ZERO, megacredits=4) and g.count_cities("Kim") == 1
    assert g.dump()["players"]["Kim"]["trade_fleets"] == 2
    g = build({"Kim": kim}, colonies={"Ceres": {"colonies": ["Stanley"]}})  # a colony, not Kim's
    assert "colony" in rejected(g, {"do": "play_card", "card": "Space Port"})


def test_space_port_colony_a_duplicate_colony_a_fleet_and_vp_per_2_colonies():
    g = build({"Kim": {"resources": {"megacredits": 27}, "hand": ["Space Port Colony"]}},
              colonies={"Luna": {"colonies": ["Kim"]}, "Ceres": {"colonies": ["Stanley", "Stanley"]}})
    play(g, "Space Port Colony")
    assert "Luna" in waiting(g)["options"]
    answer(g, colony="Luna")
    k = g.player("Kim")
    assert colonies(g)["Luna"]["colonies"] == ["Kim", "Kim"] and g.dump()["players"]["Kim"]["trade_fleets"] == 2
    assert card_vp(g, k, "Space Port Colony") == 2  # 4 colonies in play
    g = build({"Kim": {"resources": {"megacredits": 27}, "hand": ["Space Port Colony"]}})
    assert "colony" in rejected(g, {"do": "play_card", "card": "Space Port Colony"})


def test_spin_off_department_draws_a_card_for_cards_of_printed_cost_20_or_more():
    g = build({"Kim": {"resources": {"megacredits": 10 + 23 + 19}, "hand": ["Spin-off Department", "Solar Reflectors",
                                                                             "Lunar Exports"]}},
              deck_top=["Lichen", "Moss"])
    play(g, "Spin-off Department")
    k = g.player("Kim")
    assert k.production == dict(ZERO, megacredits=2) and k.hand == ["Solar Reflectors", "Lunar Exports"]
    play(g, "Solar Reflectors")
    assert "Lichen" in k.hand  # 23 M€
    again(g)
    play(g, "Lunar Exports")
    answer(g, option=0)
    assert "Moss" not in k.hand  # 19 M€
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Spin-off Department"]}})
    assert "10" in rejected(g, {"do": "play_card", "card": "Spin-off Department"})


def test_sub_zero_salt_fish_lowers_any_plant_production_and_breeds():
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Sub-zero Salt Fish"]},
               "Stanley": {"production": {"plants": 2}}}, temperature=-6)
    play(g, "Sub-zero Salt Fish")
    answer(g, player="Stanley")
    assert g.player("Stanley").production["plants"] == 1
    do(g, do="card_action", card="Sub-zero Salt Fish")
    k = g.player("Kim")
    assert k.card_resources == {"Sub-zero Salt Fish": 1} and card_vp(g, k, "Sub-zero Salt Fish") == 0
    k.card_resources["Sub-zero Salt Fish"] = 5
    assert card_vp(g, k, "Sub-zero Salt Fish") == 2
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Sub-zero Salt Fish"]},
               "Stanley": {"production": {"plants": 2}}}, temperature=-8)
    assert "-6" in rejected(g, {"do": "play_card", "card": "Sub-zero Salt Fish"})


def test_titan_air_scrapping_titanium_for_floaters_and_floaters_for_tr():
    g = build({"Kim": {"resources": {"titanium": 2}, "played": ["Titan Air-scrapping"],
                       "card_resources": {"Titan Air-scrapping": 1}}})
    k = g.player("Kim")
    do(g, do="card_action", card="Titan Air-scrapping")
    assert waiting(g)["options"] == [0]  # one floater: not the TR branch
    answer(g, option=0)
    assert k.resources["titanium"] == 1 and k.card_resources == {"Titan Air-scrapping": 3}
    again(g)
    do(g, do="card_action", card="Titan Air-scrapping")
    answer(g, option=1)
    assert k.tr == 21 and k.card_resources == {"Titan Air-scrapping": 1} and card_vp(g, k, "Titan Air-scrapping") == 2
    g = build({"Kim": {"resources": {"megacredits": 20}, "hand": ["Titan Air-scrapping"]}})
    assert "21" in rejected(g, {"do": "play_card", "card": "Titan Air-scrapping"})


def test_titan_floating_launch_pad_floaters_on_jovian_cards_or_a_free_trade():
    g = build({"Kim": {"resources": {"megacredits": 18}, "hand": ["Titan Floating Launch-pad"],
                       "played": ["Titan Shuttles", "Atmo Collectors"],
                       "card_resources": {"Titan Shuttles": 0, "Atmo Collectors": 0}}})
    play(g, "Titan Floating Launch-pad")
    assert sorted(waiting(g)["options"]) == ["Titan Floating Launch-pad", "Titan Shuttles"]
    answer(g, card="Titan Floating Launch-pad")
    k = g.player("Kim")
    assert k.card_resources["Titan Floating Launch-pad"] == 2 and card_vp(g, k, "Titan Floating Launch-pad") == 1
    do(g, do="card_action", card="Titan Floating Launch-pad")
    answer(g, option=1)  # a floater off this card: a free trade
    answer(g, colony="Luna")
    assert k.card_resources["Titan Floating Launch-pad"] == 1 and k.resources == ZERO | {"megacredits": 2}
    assert colonies(g)["Luna"]["fleets"] == ["Kim"]
    again(g)
    do(g, do="card_action", card="Titan Floating Launch-pad")
    assert waiting(g)["options"] == [0]  # the only fleet is out: no trade, only a floater on a Jovian card
    g = build({"Kim": {"resources": {"megacredits": 17}, "hand": ["Titan Floating Launch-pad"]}})
    assert "18" in rejected(g, {"do": "play_card", "card": "Titan Floating Launch-pad"})


def test_titan_shuttles_two_floaters_on_a_jovian_card_or_floaters_for_titanium():
    g = build({"Kim": {"played": ["Titan Shuttles", "Jovian Lanterns"],
                       "card_resources": {"Titan Shuttles": 0, "Jovian Lanterns": 0}}})
    k = g.player("Kim")
    do(g, do="card_action", card="Titan Shuttles")
    assert waiting(g)["options"] == [0]
    answer(g, option=0)
    assert sorted(waiting(g)["options"]) == ["Jovian Lanterns", "Titan Shuttles"]
    answer(g, card="Titan Shuttles")
    assert k.card_resources["Titan Shuttles"] == 2
    again(g)
    do(g, do="card_action", card="Titan Shuttles")
    answer(g, option=1)
    assert waiting(g)["options"] == [1, 2]  # at least one floater
    answer(g, amount=2)
    assert k.resources == dict(ZERO, titanium=2) and k.card_resources["Titan Shuttles"] == 0
    assert card_vp(g, k, "Titan Shuttles") == 1
    g = build({"Kim": {"resources": {"megacredits": 22}, "hand": ["Titan Shuttles"]}})
    assert "23" in rejected(g, {"do": "play_card", "card": "Titan Shuttles"})


def test_trade_envoys_may_raise_the_track_one_step_before_trading():
    g = build({"Kim": {"resources": {"megacredits": 6}, "hand": ["Trade Envoys"]}})
    play(g, "Trade Envoys")
    k = g.player("Kim")
    k.resources["megacredits"] = 9
    do(g, do="trade", colony="Luna")  # marker from step 1 (2 M€) up to step 2 (4 M€)
    assert k.resources["megacredits"] == 4
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Trade Envoys"]}})
    assert "6" in rejected(g, {"do": "play_card", "card": "Trade Envoys"})


def test_trading_colony_a_colony_and_the_track_up_before_trading():
    g = build({"Kim": {"resources": {"megacredits": 18}, "hand": ["Trading Colony"]}})
    play(g, "Trading Colony")
    answer(g, colony="Luna")
    k = g.player("Kim")
    assert colonies(g)["Luna"]["colonies"] == ["Kim"] and k.production["megacredits"] == 2
    k.resources["megacredits"] = 9
    do(g, do="trade", colony="Luna", track_bonus=1)  # step 1 + 1 = 2: 4 M€, and Kim's colony bonus 2 M€
    assert k.resources["megacredits"] == 4 + 2
    g = build({"Kim": {"resources": {"megacredits": 18}, "hand": ["Trading Colony"]}},
              colonies={n: {"colonies": ["Kim"]} for n in FIVE})
    assert "colony" in rejected(g, {"do": "play_card", "card": "Trading Colony"})


def test_urban_decomposers_plants_and_two_microbes_needs_own_city_and_colony():
    kim = {"resources": {"megacredits": 6}, "hand": ["Urban Decomposers"], "played": ["Tardigrades"],
           "card_resources": {"Tardigrades": 0}}
    city = {"r3c3": {"tile": "city", "owner": "Kim"}}
    g = build({"Kim": kim}, tiles=city, colonies={"Ceres": {"colonies": ["Kim"]}})
    play(g, "Urban Decomposers")
    answer(g, card="Tardigrades")
    k = g.player("Kim")
    assert k.production == dict(ZERO, plants=1) and k.card_resources == {"Tardigrades": 2}
    g = build({"Kim": kim}, tiles={"r3c3": {"tile": "city", "owner": "Stanley"}}, colonies={"Ceres": {"colonies": ["Kim"]}})
    assert "city" in rejected(g, {"do": "play_card", "card": "Urban Decomposers"})
    g = build({"Kim": kim}, tiles=city)
    assert "colony" in rejected(g, {"do": "play_card", "card": "Urban Decomposers"})


def test_warp_drive_space_cards_4_cheaper_needs_5_science_tags():
    science = ["Research", "Gene Repair", "Adaptation Technology", "Physics Complex"]
    g = build({"Kim": {"resources": {"megacredits": 14 + 19}, "hand": ["Warp Drive", "Solar Reflectors"],
                       "played": science}})
    play(g, "Warp Drive")
    k = g.player("Kim")
    assert card_vp(g, k, "Warp Drive") == 2
    play(g, "Solar Reflectors")  # 23 - 4
    assert k.resources["megacredits"] == 0
    g = build({"Kim": {"resources": {"megacredits": 14}, "hand": ["Warp Drive"], "played": science[:3]}})
    assert "5 science" in rejected(g, {"do": "play_card", "card": "Warp Drive"})
