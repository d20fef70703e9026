"""Colonies project cards C01-C25: each played with its printed numbers, and a case where it cannot be played
(requirement, cost, or nothing to do it with). Expected numbers are written out by hand from the cards."""

from __future__ import annotations

from typing import Any

from tests.cards.conftest import ZERO, answer, do, play, rejected, waiting
from tests.cards.conftest import build as base_build
from tmdesk.engine.scoring import card_vp

FIVE = ["Callisto", "Ceres", "Europa", "Luna", "Triton"]


def build(*args: Any, **kw: Any):
    """A game with Colonies and the five tiles above (its cards exist only there)."""
    kw.setdefault("colony_tiles", FIVE)
    return base_build(*args, **kw)


def colonies(g) -> dict[str, Any]:
    return g.dump()["colonies"]


def again(g, player: str = "Kim") -> None:
    """The player's turn again, with their card actions unused (a new generation's actions, for the test)."""
    g.player(player).used_actions.clear()
    g.state.active = g.state.seats.index(player)
    g.state.actions_taken = 0


def test_airliners_megacredits_and_two_floaters_needs_3_floaters():
    kim = {"resources": {"megacredits": 11}, "hand": ["Airliners"], "played": ["Titan Shuttles"],
           "card_resources": {"Titan Shuttles": 3}}
    g = build({"Kim": kim})
    play(g, "Airliners")
    assert waiting(g)["options"] == ["Titan Shuttles"]
    answer(g, card="Titan Shuttles")
    k = g.player("Kim")
    assert k.resources == ZERO and k.production == dict(ZERO, megacredits=2)
    assert k.card_resources == {"Titan Shuttles": 5} and card_vp(g, k, "Airliners") == 1
    g = build({"Kim": dict(kim, card_resources={"Titan Shuttles": 2})})
    assert "3 floaters" in rejected(g, {"do": "play_card", "card": "Airliners"})


def test_air_raid_loses_a_floater_and_steals_5_megacredits():
    kim = {"hand": ["Air Raid"], "played": ["Titan Shuttles"], "card_resources": {"Titan Shuttles": 2}}
    g = build({"Kim": kim, "Stanley": {"resources": {"megacredits": 7}}})
    play(g, "Air Raid")
    assert waiting(g)["options"] == ["Titan Shuttles"]  # the floater to lose
    answer(g, card="Titan Shuttles")
    assert waiting(g)["options"] == ["Stanley"]  # (Kim has no M€ to take)
    answer(g, player="Stanley")
    answer(g, amount=5)
    assert g.player("Kim").resources["megacredits"] == 5 and g.player("Stanley").resources["megacredits"] == 2
    assert g.player("Kim").card_resources == {"Titan Shuttles": 1} and g.player("Kim").events == ["Air Raid"]
    g = build({"Kim": dict(kim, card_resources={"Titan Shuttles": 0})})
    assert "floater" in rejected(g, {"do": "play_card", "card": "Air Raid"})


def test_air_raid_in_the_solo_game_steals_from_the_neutral_player():
    g = build({"Kim": {"hand": ["Air Raid"], "played": ["Titan Shuttles"], "card_resources": {"Titan Shuttles": 1}}},
              mode="solo")
    play(g, "Air Raid")
    answer(g, card="Titan Shuttles")
    assert "Neutral" in waiting(g)["options"]
    answer(g, player="Neutral")
    answer(g, amount=5)
    assert g.player("Kim").resources["megacredits"] == 5 and g.player("Kim").card_resources == {"Titan Shuttles": 0}


def test_atmo_collectors_two_floaters_then_its_four_branches():
    g = build({"Kim": {"resources": {"megacredits": 15}, "hand": ["Atmo Collectors"]}})
    play(g, "Atmo Collectors")
    assert waiting(g)["options"] == ["Atmo Collectors"]  # ANY card: this one too
    answer(g, card="Atmo Collectors")
    k = g.player("Kim")
    assert k.card_resources == {"Atmo Collectors": 2} and k.resources == ZERO
    for option, floaters in ((1, 1), (2, 0), (0, 1), (3, 0)):  # titanium, energy, a floater, heat
        again(g)
        do(g, do="card_action", card="Atmo Collectors")
        answer(g, option=option)
        assert k.card_resources == {"Atmo Collectors": floaters}
    assert k.resources == dict(ZERO, titanium=2, energy=3, heat=4)
    again(g)
    do(g, do="card_action", card="Atmo Collectors")
    assert waiting(g)["options"] == [0]  # no floater left: only "a floater onto this card"
    g = build({"Kim": {"resources": {"megacredits": 14}, "hand": ["Atmo Collectors"]}})
    assert "15" in rejected(g, {"do": "play_card", "card": "Atmo Collectors"})


def test_community_services_counts_own_cards_without_tags():
    # CrediCor (no tag), Caretaker Contract (no tag), Research Coordination's wild tag counts as none; events
    # (Air Raid) and tagged cards do not count; Community Services itself does
    kim = {"corporation": "CrediCor", "resources": {"megacredits": 13}, "hand": ["Community Services"],
           "played": ["Caretaker Contract", "Research Coordination", "Research"], "events": ["Air Raid"]}
    g = build({"Kim": kim, "Stanley": {"played": ["Zeppelins"]}}, prelude=True)
    play(g, "Community Services")
    k = g.player("Kim")
    assert k.production["megacredits"] == 4 and card_vp(g, k, "Community Services") == 1
    g = build({"Kim": dict(kim, resources={"megacredits": 12})}, prelude=True)
    assert "13" in rejected(g, {"do": "play_card", "card": "Community Services"})


def test_conscription_next_card_16_cheaper_needs_2_earth_tags():
    kim = {"resources": {"megacredits": 5}, "hand": ["Conscription", "Earth Elevator"], "played": ["Sponsors", "Cartel"]}
    g = build({"Kim": kim})
    play(g, "Conscription")
    k = g.player("Kim")
    assert k.resources["megacredits"] == 0 and k.next_card_discount == 16 and card_vp(g, k, "Conscription") == -1
    k.resources["megacredits"] = 43 - 16
    play(g, "Earth Elevator")
    assert k.resources["megacredits"] == 0 and k.next_card_discount == 0
    g = build({"Kim": dict(kim, played=["Sponsors"])})
    assert "2 earth" in rejected(g, {"do": "play_card", "card": "Conscription"})


def test_corona_extractor_four_energy_production_needs_4_science_tags():
    kim = {"resources": {"megacredits": 10}, "hand": ["Corona Extractor"], "played": ["Research", "Gene Repair",
                                                                                      "Adaptation Technology"]}
    g = build({"Kim": kim})
    play(g, "Corona Extractor")
    assert g.player("Kim").production == dict(ZERO, energy=4) and g.player("Kim").resources == ZERO
    g = build({"Kim": dict(kim, played=["Research", "Gene Repair"])})
    assert "4" in rejected(g, {"do": "play_card", "card": "Corona Extractor"})


def test_cryo_sleep_trades_one_resource_cheaper():
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Cryo-Sleep"]}})
    play(g, "Cryo-Sleep")
    k = g.player("Kim")
    assert card_vp(g, k, "Cryo-Sleep") == 1
    k.resources.update(megacredits=8, energy=2)
    trades = [s for s in waiting(g)["options"] if s.get("do") == "trade" and s["colony"] == "Luna"]
    assert {"do": "trade", "colony": "Luna", "pay": {"energy": 2}} in trades
    assert {"do": "trade", "colony": "Luna", "pay": {"megacredits": 8}} in trades
    do(g, do="trade", colony="Luna", pay={"energy": 2})
    assert k.resources["energy"] == 0
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Cryo-Sleep"]}})
    assert "10" in rejected(g, {"do": "play_card", "card": "Cryo-Sleep"})


def test_earth_elevator_three_titanium_production_and_4_vp():
    g = build({"Kim": {"resources": {"megacredits": 40, "titanium": 1}, "hand": ["Earth Elevator"]}})
    play(g, "Earth Elevator", pay={"megacredits": 40, "titanium": 1})
    k = g.player("Kim")
    assert k.production == dict(ZERO, titanium=3) and k.resources == ZERO and card_vp(g, k, "Earth Elevator") == 4
    g = build({"Kim": {"resources": {"megacredits": 42}, "hand": ["Earth Elevator"]}})
    assert "43" in rejected(g, {"do": "play_card", "card": "Earth Elevator"})


def test_ecology_research_plants_per_own_colony_an_animal_and_two_microbes():
    kim = {"resources": {"megacredits": 21}, "hand": ["Ecology Research"], "played": ["Fish", "Tardigrades"],
           "card_resources": {"Fish": 0, "Tardigrades": 0}}
    g = build({"Kim": kim}, colonies={"Luna": {"colonies": ["Kim", "Stanley"]}, "Ceres": {"colonies": ["Kim"]}})
    play(g, "Ecology Research")
    assert waiting(g)["options"] == ["Fish"]
    answer(g, card="Fish")
    assert waiting(g)["options"] == ["Tardigrades"]
    answer(g, card="Tardigrades")
    k = g.player("Kim")
    assert k.production == dict(ZERO, plants=2) and k.card_resources == {"Fish": 1, "Tardigrades": 2}
    assert card_vp(g, k, "Ecology Research") == 1
    g = build({"Kim": dict(kim, resources={"megacredits": 20})})
    assert "21" in rejected(g, {"do": "play_card", "card": "Ecology Research"})


def test_floater_leasing_one_megacredit_production_per_3_floaters():
    kim = {"resources": {"megacredits": 3}, "hand": ["Floater Leasing"], "played": ["Titan Shuttles", "Atmo Collectors",
                                                                                    "Fish"],
           "card_resources": {"Titan Shuttles": 4, "Atmo Collectors": 3, "Fish": 5}}
    g = build({"Kim": kim})
    play(g, "Floater Leasing")
    assert g.player("Kim").production == dict(ZERO, megacredits=2)  # 7 floaters: 2 steps (the fish do not count)
    g = build({"Kim": dict(kim, resources={"megacredits": 2})})
    assert "3" in rejected(g, {"do": "play_card", "card": "Floater Leasing"})


def test_floater_prototypes_two_floaters_on_another_card():
    g = build({"Kim": {"resources": {"megacredits": 2}, "hand": ["Floater Prototypes"], "played": ["Titan Shuttles"],
                       "card_resources": {"Titan Shuttles": 0}}})
    play(g, "Floater Prototypes")
    answer(g, card="Titan Shuttles")
    assert g.player("Kim").card_resources == {"Titan Shuttles": 2} and g.player("Kim").events == ["Floater Prototypes"]
    g = build({"Kim": {"resources": {"megacredits": 1}, "hand": ["Floater Prototypes"]}})
    assert "2" in rejected(g, {"do": "play_card", "card": "Floater Prototypes"})


def test_floater_technology_action_a_floater_on_another_card():
    g = build({"Kim": {"played": ["Floater Technology", "Titan Shuttles"], "card_resources": {"Titan Shuttles": 1}}})
    do(g, do="card_action", card="Floater Technology")
    assert waiting(g)["options"] == ["Titan Shuttles"]
    answer(g, card="Titan Shuttles")
    assert g.player("Kim").card_resources == {"Titan Shuttles": 2}
    assert "Floater Technology" in rejected(g, {"do": "card_action", "card": "Floater Technology"})  # once a generation
    g = build({"Kim": {"resources": {"megacredits": 6}, "hand": ["Floater Technology"]}})
    assert "7" in rejected(g, {"do": "play_card", "card": "Floater Technology"})


def test_galilean_waystation_megacredit_production_per_jovian_tag_in_play():
    g = build({"Kim": {"resources": {"megacredits": 15}, "hand": ["Galilean Waystation"],
                       "played": ["Io Mining Industries"]},
               "Stanley": {"played": ["Callisto Penal Mines", "Asteroid Mining"]}})
    play(g, "Galilean Waystation")
    k = g.player("Kim")
    assert k.production == dict(ZERO, megacredits=3) and card_vp(g, k, "Galilean Waystation") == 1
    g = build({"Kim": {"resources": {"megacredits": 14}, "hand": ["Galilean Waystation"]}})
    assert "15" in rejected(g, {"do": "play_card", "card": "Galilean Waystation"})


def test_heavy_taxation_production_and_4_megacredits_needs_2_earth_tags():
    kim = {"resources": {"megacredits": 3}, "hand": ["Heavy Taxation"], "played": ["Sponsors", "Cartel"]}
    g = build({"Kim": kim})
    play(g, "Heavy Taxation")
    k = g.player("Kim")
    assert k.production == dict(ZERO, megacredits=2) and k.resources == dict(ZERO, megacredits=4)
    assert card_vp(g, k, "Heavy Taxation") == -1
    g = build({"Kim": dict(kim, played=["Sponsors"])})
    assert "2 earth" in rejected(g, {"do": "play_card", "card": "Heavy Taxation"})


def test_ice_moon_colony_a_colony_and_an_ocean():
    g = build({"Kim": {"resources": {"megacredits": 23}, "hand": ["Ice Moon Colony"]}})
    play(g, "Ice Moon Colony")
    answer(g, colony="Triton")
    k = g.player("Kim")
    assert colonies(g)["Triton"]["colonies"] == ["Kim"] and k.resources["titanium"] == 3  # Triton: 3 titanium
    assert waiting(g)["kind"] == "select_space"
    answer(g, space=waiting(g)["options"][0])
    assert g.state.oceans == 1 and k.tr == 21
    g = build({"Kim": {"resources": {"megacredits": 23}, "hand": ["Ice Moon Colony"]}},
              colonies={n: {"colonies": ["Kim"]} for n in FIVE})  # a colony of Kim's on every tile
    assert "colony" in rejected(g, {"do": "play_card", "card": "Ice Moon Colony"})


def test_impactor_swarm_12_heat_and_removes_2_plants_needs_2_jovian_tags():
    kim = {"resources": {"megacredits": 11}, "hand": ["Impactor Swarm"], "played": ["Io Mining Industries",
                                                                                   "Callisto Penal Mines"]}
    g = build({"Kim": kim, "Stanley": {"resources": {"plants": 5}}})
    play(g, "Impactor Swarm")
    answer(g, player="Stanley")
    answer(g, amount=2)
    assert g.player("Kim").resources == dict(ZERO, heat=12) and g.player("Stanley").resources["plants"] == 3
    g = build({"Kim": dict(kim, played=["Io Mining Industries"])})
    assert "2 jovian" in rejected(g, {"do": "play_card", "card": "Impactor Swarm"})


def test_interplanetary_colony_ship_places_a_colony_with_its_reward():
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Interplanetary Colony Ship"]}})
    play(g, "Interplanetary Colony Ship")
    assert waiting(g)["options"] == FIVE
    answer(g, colony="Luna")
    k = g.player("Kim")
    assert colonies(g)["Luna"] == {"track": 1, "colonies": ["Kim"], "fleets": []}
    assert k.production == dict(ZERO, megacredits=2) and k.events == ["Interplanetary Colony Ship"]
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Interplanetary Colony Ship"]}},
              colonies={n: {"colonies": ["Kim"]} for n in FIVE})
    assert "colony" in rejected(g, {"do": "play_card", "card": "Interplanetary Colony Ship"})


def test_jovian_lanterns_tr_two_floaters_and_titanium_for_floaters():
    kim = {"resources": {"megacredits": 20, "titanium": 1}, "hand": ["Jovian Lanterns"],
           "played": ["Io Mining Industries"]}
    g = build({"Kim": kim})
    play(g, "Jovian Lanterns", pay={"megacredits": 20})
    answer(g, card="Jovian Lanterns")  # ANY card: this one
    k = g.player("Kim")
    assert k.tr == 21 and k.card_resources == {"Jovian Lanterns": 2} and card_vp(g, k, "Jovian Lanterns") == 1
    do(g, do="card_action", card="Jovian Lanterns")
    assert k.resources["titanium"] == 0 and k.card_resources == {"Jovian Lanterns": 4}
    assert card_vp(g, k, "Jovian Lanterns") == 2
    g = build({"Kim": dict(kim, played=[])})
    assert "1 jovian" in rejected(g, {"do": "play_card", "card": "Jovian Lanterns"})


def test_jupiter_floating_station_floater_on_a_jovian_card_or_megacredits_up_to_4():
    kim = {"played": ["Jupiter Floating Station", "Titan Floating Launch-pad", "Atmo Collectors"],
           "card_resources": {"Jupiter Floating Station": 0, "Titan Floating Launch-pad": 0, "Atmo Collectors": 0}}
    g = build({"Kim": kim})
    k = g.player("Kim")
    do(g, do="card_action", card="Jupiter Floating Station")
    assert waiting(g)["options"] == [0]  # no floater here: no M€ branch
    answer(g, option=0)
    assert sorted(waiting(g)["options"]) == ["Jupiter Floating Station", "Titan Floating Launch-pad"]  # Jovian ones
    answer(g, card="Jupiter Floating Station")
    k.card_resources["Jupiter Floating Station"] = 6
    k.used_actions.clear()
    do(g, do="card_action", card="Jupiter Floating Station")
    answer(g, option=1)
    assert k.resources["megacredits"] == 4 and k.card_resources["Jupiter Floating Station"] == 6  # 4 at most; kept
    assert card_vp(g, k, "Jupiter Floating Station") == 1
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Jupiter Floating Station"], "played": ["Research"]}})
    assert "3" in rejected(g, {"do": "play_card", "card": "Jupiter Floating Station"})


def test_luna_governor_two_megacredit_production_needs_3_earth_tags():
    kim = {"resources": {"megacredits": 4}, "hand": ["Luna Governor"], "played": ["Sponsors", "Cartel", "Earth Office"]}
    g = build({"Kim": dict(kim, resources={"megacredits": 0})})
    play(g, "Luna Governor")  # Earth Office: 3 M€ off per Earth tag, two of them: free
    assert g.player("Kim").production == dict(ZERO, megacredits=2)
    g = build({"Kim": dict(kim, played=["Sponsors", "Cartel"])})
    assert "3 earth" in rejected(g, {"do": "play_card", "card": "Luna Governor"})


def test_lunar_exports_plants_or_megacredit_production():
    for option, production in ((0, {"plants": 2}), (1, {"megacredits": 5})):
        g = build({"Kim": {"resources": {"megacredits": 19}, "hand": ["Lunar Exports"]}})
        play(g, "Lunar Exports")
        answer(g, option=option)
        assert g.player("Kim").production == dict(ZERO, **production)
    g = build({"Kim": {"resources": {"megacredits": 18}, "hand": ["Lunar Exports"]}})
    assert "19" in rejected(g, {"do": "play_card", "card": "Lunar Exports"})


def test_lunar_mining_titanium_production_per_2_earth_tags_this_one_included():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Lunar Mining"], "played": ["Sponsors", "Cartel"]}})
    play(g, "Lunar Mining")
    assert g.player("Kim").production == dict(ZERO, titanium=1)  # 3 Earth tags: 1 step
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Lunar Mining"], "played": ["Sponsors", "Cartel",
                                                                                           "Earth Office"]}})
    g.player("Kim").resources["megacredits"] = 8  # Earth Office: 3 M€ off
    play(g, "Lunar Mining")
    assert g.player("Kim").production == dict(ZERO, titanium=2)  # 4 Earth tags: 2 steps
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Lunar Mining"]}})
    assert "11" in rejected(g, {"do": "play_card", "card": "Lunar Mining"})


def test_market_manipulation_raises_one_track_and_lowers_another():
    g = build({"Kim": {"resources": {"megacredits": 1}, "hand": ["Market Manipulation"]}},
              colonies={"Luna": {"track": 1}, "Ceres": {"track": 3}, "Callisto": {"track": 1},
                        "Europa": {"track": 1}, "Triton": {"track": 1}})
    play(g, "Market Manipulation")
    answer(g, colony="Luna")
    assert waiting(g)["options"] == ["Callisto", "Ceres", "Europa", "Triton"]
    answer(g, colony="Ceres")
    assert colonies(g)["Luna"]["track"] == 2 and colonies(g)["Ceres"]["track"] == 2
    # every marker on its colonies (none can go down): not playable
    g = build({"Kim": {"resources": {"megacredits": 1}, "hand": ["Market Manipulation"]}},
              colonies={n: {"track": 0} for n in FIVE})
    assert "Market Manipulation" in rejected(g, {"do": "play_card", "card": "Market Manipulation"})


def test_martian_zoo_an_animal_per_earth_tag_and_megacredits_per_animal():
    cities = {"r3c3": {"tile": "city", "owner": "Stanley"}, "r6c3": {"tile": "city", "owner": "Stanley"}}
    g = build({"Kim": {"resources": {"megacredits": 12 + 4}, "hand": ["Martian Zoo", "Luna Governor"],
                       "played": ["Sponsors", "Cartel", "Earth Office"]}}, tiles=cities)
    play(g, "Martian Zoo", pay={"megacredits": 12})
    k = g.player("Kim")
    assert k.card_resources == {"Martian Zoo": 0} and card_vp(g, k, "Martian Zoo") == 1
    assert "Martian Zoo" in rejected(g, {"do": "card_action", "card": "Martian Zoo"})  # no animal: no action
    play(g, "Luna Governor", pay={})  # two Earth tags (free with Earth Office)
    assert k.card_resources == {"Martian Zoo": 2}
    again(g)
    do(g, do="card_action", card="Martian Zoo")
    assert k.resources["megacredits"] == 4 + 2 and k.card_resources == {"Martian Zoo": 2}
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Martian Zoo"]}},
              tiles={"r3c3": {"tile": "city", "owner": "Stanley"}})
    assert "2" in rejected(g, {"do": "play_card", "card": "Martian Zoo"})


def test_mining_colony_titanium_production_and_a_colony():
    g = build({"Kim": {"resources": {"megacredits": 20}, "hand": ["Mining Colony"]}})
    play(g, "Mining Colony")
    answer(g, colony="Ceres")
    k = g.player("Kim")
    assert k.production == dict(ZERO, titanium=1, steel=1) and colonies(g)["Ceres"]["colonies"] == ["Kim"]
    g = build({"Kim": {"resources": {"megacredits": 20}, "hand": ["Mining Colony"]}},
              colonies={n: {"colonies": ["Stanley", "Stanley", "Stanley"]} for n in FIVE})  # every tile full
    assert "colony" in rejected(g, {"do": "play_card", "card": "Mining Colony"})
