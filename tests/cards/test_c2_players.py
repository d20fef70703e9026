"""Cards 071-140: counting tags, cards and events; drawing cards; taking from other players;
Robotic Workforce; and the printed cost of every card 071-140."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.cards.conftest import answer, build, play, rejected, waiting
from tmdesk.engine.scoring import card_vp

OCEAN = {"tile": "ocean", "owner": None}


# --- drawing cards ------------------------------------------------------------------------------

def test_research_draws_two_cards_and_is_worth_1_vp():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Research"]}}, deck_top=["Lichen", "Heather"])
    play(g, "Research")
    kim = g.player("Kim")
    assert sorted(kim.hand) == ["Heather", "Lichen"] and kim.resources["megacredits"] == 0
    assert card_vp(g, kim, "Research") == 1


def test_business_contacts_look_at_four_keep_two():
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Business Contacts"]}},
              deck_top=["Lichen", "Heather", "Grass", "Bushes"])
    play(g, "Business Contacts")
    d = waiting(g)
    assert d["kind"] == "select_cards" and sorted(d["options"]) == ["Bushes", "Grass", "Heather", "Lichen"]
    answer(g, cards=["Heather", "Bushes"])
    kim = g.player("Kim")
    assert sorted(kim.hand) == ["Bushes", "Heather"] and kim.resources["megacredits"] == 0
    assert {"Lichen", "Grass"} <= set(g.state.discard) and "Business Contacts" in kim.events


def test_business_contacts_must_keep_exactly_two():
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Business Contacts"]}},
              deck_top=["Lichen", "Heather", "Grass", "Bushes"])
    play(g, "Business Contacts")
    rejected(g, {"answer": {"cards": ["Heather"]}})
    rejected(g, {"answer": {"cards": ["Heather", "Bushes", "Grass"]}})


# --- counting -----------------------------------------------------------------------------------

def test_media_archives_one_mc_per_event_played_by_anyone():
    g = build({"Kim": {"resources": {"megacredits": 8}, "hand": ["Media Archives"],
                       "events": ["Bribed Committee", "Sabotage"], "played": ["Acquired Company"]},
               "Stanley": {"events": ["Ice Asteroid"]}})
    play(g, "Media Archives")
    assert g.player("Kim").resources["megacredits"] == 3


def test_toll_station_one_mc_production_per_opponent_space_tag():
    # Stanley: Giant Space Mirror and Solar Wind Power in play (1 space tag each); his played event
    # Ice Asteroid no longer counts; Kim's own space tags never count
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Toll Station"], "played": ["Space Mirrors"]},
               "Stanley": {"played": ["Giant Space Mirror", "Solar Wind Power"], "events": ["Ice Asteroid"]}})
    play(g, "Toll Station")
    kim = g.player("Kim")
    assert kim.production["megacredits"] == 2 and kim.resources["megacredits"] == 0


def test_power_grid_one_energy_production_per_own_power_tag_including_itself():
    g = build({"Kim": {"resources": {"megacredits": 18}, "hand": ["Power Grid"],
                       "played": ["Geothermal Power", "Solar Wind Power"]},
               "Stanley": {"played": ["Giant Space Mirror"]}})
    play(g, "Power Grid")
    kim = g.player("Kim")
    assert kim.production["energy"] == 3 and kim.resources["megacredits"] == 0


def test_cartel_one_mc_production_per_own_earth_tag_including_itself():
    # Bribed Committee is a played event: its earth tag no longer counts
    g = build({"Kim": {"resources": {"megacredits": 8}, "hand": ["Cartel"],
                       "played": ["Acquired Company", "Media Group"], "events": ["Bribed Committee"]},
               "Stanley": {"played": ["Earth Office"]}})
    play(g, "Cartel")
    kim = g.player("Kim")
    assert kim.production["megacredits"] == 3 and kim.resources["megacredits"] == 0


@pytest.mark.parametrize("others,expected", [([], 0), (["Tardigrades"], 1), (["Tardigrades", "Symbiotic Fungus"], 1),
                                             (["Tardigrades", "Symbiotic Fungus", "Decomposers"], 2)])
def test_worms_one_plant_production_per_2_microbe_tags_including_itself(others, expected):
    g = build({"Kim": {"resources": {"megacredits": 8}, "hand": ["Worms"], "played": others}}, oxygen=4)
    play(g, "Worms")
    kim = g.player("Kim")
    assert kim.production["plants"] == expected and kim.resources["megacredits"] == 0


def test_worms_needs_4_pct_oxygen():
    g = build({"Kim": {"resources": {"megacredits": 8}, "hand": ["Worms"], "played": ["Tardigrades"]}}, oxygen=3)
    rejected(g, {"do": "play_card", "card": "Worms"})


# --- taking from players ------------------------------------------------------------------------

STANLEY_RICH = {"resources": {"megacredits": 10, "steel": 5, "titanium": 5}}


@pytest.mark.parametrize("option,resource,left", [(0, "titanium", 2), (1, "steel", 1), (2, "megacredits", 3)],
                         ids=["3 titanium", "4 steel", "7 megacredits"])
def test_sabotage_removes_from_one_player(option, resource, left):
    g = build({"Kim": {"resources": {"megacredits": 1}, "hand": ["Sabotage"]}, "Stanley": STANLEY_RICH})
    play(g, "Sabotage")
    answer(g, option=option)
    answer(g, player="Stanley")
    answer(g, amount=waiting(g)["max"])  # remove as much as allowed
    kim, stanley = g.player("Kim"), g.player("Stanley")
    assert stanley.resources[resource] == left
    assert kim.resources == {"megacredits": 0, "steel": 0, "titanium": 0, "plants": 0, "energy": 0, "heat": 0}
    assert "Sabotage" in kim.events


def test_sabotage_removes_what_there_is():
    g = build({"Kim": {"resources": {"megacredits": 1}, "hand": ["Sabotage"]},
               "Stanley": {"resources": {"titanium": 2}}})
    play(g, "Sabotage")
    answer(g, option=0)
    answer(g, player="Stanley")
    answer(g, amount=waiting(g)["max"])  # remove as much as allowed
    assert g.player("Stanley").resources["titanium"] == 0


def test_sabotage_removal_is_optional():
    g = build({"Kim": {"resources": {"megacredits": 1}, "hand": ["Sabotage"]}, "Stanley": STANLEY_RICH})
    play(g, "Sabotage")
    answer(g, option=1)
    answer(g, skip=True)
    assert g.player("Stanley").resources["steel"] == 5 and "Sabotage" in g.player("Kim").events


@pytest.mark.parametrize("option,resource,kim_gets,stanley_left", [(0, "steel", 2, 3), (1, "megacredits", 3, 7)],
                         ids=["2 steel", "3 megacredits"])
def test_hired_raiders_steals_from_one_player(option, resource, kim_gets, stanley_left):
    g = build({"Kim": {"resources": {"megacredits": 1}, "hand": ["Hired Raiders"]}, "Stanley": STANLEY_RICH})
    play(g, "Hired Raiders")
    answer(g, option=option)
    answer(g, player="Stanley")
    answer(g, amount=waiting(g)["max"])  # remove as much as allowed
    assert g.player("Kim").resources[resource] == kim_gets
    assert g.player("Stanley").resources[resource] == stanley_left


def test_hired_raiders_steals_only_what_there_is():
    g = build({"Kim": {"resources": {"megacredits": 1}, "hand": ["Hired Raiders"]},
               "Stanley": {"resources": {"steel": 1}}})
    play(g, "Hired Raiders")
    answer(g, option=0)
    answer(g, player="Stanley")
    answer(g, amount=waiting(g)["max"])  # remove as much as allowed
    assert g.player("Kim").resources["steel"] == 1 and g.player("Stanley").resources["steel"] == 0


def test_hackers_production_and_lowering_a_players_mc_production():
    g = build({"Kim": {"resources": {"megacredits": 3}, "production": {"energy": 1}, "hand": ["Hackers"]},
               "Stanley": {"production": {"megacredits": 3}}})
    play(g, "Hackers")
    answer(g, player="Stanley")
    kim = g.player("Kim")
    assert kim.production["energy"] == 0 and kim.production["megacredits"] == 2
    assert g.player("Stanley").production["megacredits"] == 1
    assert kim.resources["megacredits"] == 0 and card_vp(g, kim, "Hackers") == -1


def test_hackers_mc_production_of_a_player_may_go_negative():
    # M€ production goes down to -5: Stanley at 0 can lose 2
    g = build({"Kim": {"resources": {"megacredits": 3}, "production": {"energy": 1}, "hand": ["Hackers"]}})
    play(g, "Hackers")
    answer(g, player="Stanley")
    assert g.player("Stanley").production["megacredits"] == -2


def test_hackers_needs_energy_production_to_lower():
    g = build({"Kim": {"resources": {"megacredits": 3}, "hand": ["Hackers"]},
               "Stanley": {"production": {"megacredits": 3}}})
    rejected(g, {"do": "play_card", "card": "Hackers"})


# --- Robotic Workforce --------------------------------------------------------------------------

def test_robotic_workforce_copies_a_building_cards_production():
    g = build({"Kim": {"resources": {"megacredits": 9}, "production": {"energy": 2}, "hand": ["Robotic Workforce"],
                       "played": ["Geothermal Power", "Acquired Company"]}})
    play(g, "Robotic Workforce")
    d = waiting(g)
    assert d["kind"] == "select_card" and d["options"] == ["Geothermal Power"]  # Acquired Company has no building tag
    answer(g, card="Geothermal Power")
    kim = g.player("Kim")
    assert kim.production["energy"] == 4 and kim.production["megacredits"] == 0 and kim.resources["megacredits"] == 0


def test_robotic_workforce_copies_the_penalty_too():
    g = build({"Kim": {"resources": {"megacredits": 9}, "production": {"energy": 1, "heat": 4},
                       "hand": ["Robotic Workforce"], "played": ["GHG Factories"]}})
    play(g, "Robotic Workforce")
    answer(g, card="GHG Factories")
    kim = g.player("Kim")
    assert kim.production["energy"] == 0 and kim.production["heat"] == 8


def test_robotic_workforce_copies_only_the_production_part():
    # Strip Mine: energy -2, steel +2, titanium +1 — not its two oxygen steps
    g = build({"Kim": {"resources": {"megacredits": 9}, "production": {"energy": 2}, "hand": ["Robotic Workforce"],
                       "played": ["Strip Mine"]}})
    play(g, "Robotic Workforce")
    answer(g, card="Strip Mine")
    kim = g.player("Kim")
    assert (kim.production["energy"], kim.production["steel"], kim.production["titanium"]) == (0, 2, 1)
    assert g.state.oxygen == 0 and kim.tr == 20


def test_robotic_workforce_cannot_copy_a_drop_that_production_cannot_absorb():
    g = build({"Kim": {"resources": {"megacredits": 9}, "production": {"heat": 1}, "hand": ["Robotic Workforce"],
                       "played": ["Tropical Resort"]}})
    rejected(g, {"do": "play_card", "card": "Robotic Workforce"})


def test_robotic_workforce_needs_a_building_card_with_production():
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Robotic Workforce"], "played": ["Ironworks"]}})
    rejected(g, {"do": "play_card", "card": "Robotic Workforce"})


# --- the printed cost of every card 071-140 ------------------------------------------------------

CITY = {"tile": "city", "owner": "Stanley"}
# card: (printed cost, Kim's set-up besides M€ and hand, global state, Stanley's set-up)
PLAYABLE: dict[str, tuple[int, dict[str, Any], dict[str, Any], dict[str, Any]]] = {
    "Advanced Alloys": (9, {}, {}, {}),
    "Birds": (10, {}, {"oxygen": 13}, {"production": {"plants": 2}}),
    "Mars University": (8, {}, {}, {}),
    "Viral Enhancers": (9, {}, {}, {}),
    "Towing A Comet": (23, {}, {}, {}),
    "Space Mirrors": (3, {}, {}, {}),
    "Solar Wind Power": (11, {}, {}, {}),
    "Ice Asteroid": (23, {}, {}, {}),
    "Quantum Extractor": (13, {"played": ["Research", "Trans-Neptune Probe", "Physics Complex"]}, {}, {}),
    "Giant Ice Asteroid": (36, {}, {}, {}),
    "Ganymede Colony": (20, {}, {}, {}),
    "Callisto Penal Mines": (24, {}, {}, {}),
    "Giant Space Mirror": (17, {}, {}, {}),
    "Trans-Neptune Probe": (6, {}, {}, {}),
    "Commercial District": (16, {"production": {"energy": 1}}, {}, {}),
    "Robotic Workforce": (9, {"played": ["Geothermal Power"]}, {}, {}),
    "Grass": (11, {}, {"temperature": -16}, {}),
    "Heather": (6, {}, {"temperature": -14}, {}),
    "Peroxide Power": (7, {}, {}, {}),
    "Research": (11, {}, {}, {}),
    "Gene Repair": (12, {"played": ["Research", "Trans-Neptune Probe"]}, {}, {}),
    "Io Mining Industries": (41, {}, {}, {}),
    "Bushes": (10, {}, {"temperature": -10}, {}),
    "Mass Converter": (8, {"played": ["Research", "Trans-Neptune Probe", "Physics Complex", "Solar Wind Power"]},
                       {}, {}),
    "Physics Complex": (12, {}, {}, {}),
    "Greenhouses": (6, {}, {}, {}),
    "Nuclear Zone": (10, {}, {}, {}),
    "Tropical Resort": (13, {"production": {"heat": 2}}, {}, {}),
    "Toll Station": (12, {}, {}, {}),
    "Fueled Generators": (1, {}, {}, {}),
    "Ironworks": (11, {}, {}, {}),
    "Power Grid": (18, {}, {}, {}),
    "Steelworks": (15, {}, {}, {}),
    "Ore Processor": (13, {}, {}, {}),
    "Earth Office": (1, {}, {}, {}),
    "Acquired Company": (10, {}, {}, {}),
    "Media Archives": (8, {}, {}, {}),
    "Open City": (23, {"production": {"energy": 1}}, {"oxygen": 12}, {}),
    "Media Group": (6, {}, {}, {}),
    "Business Network": (4, {}, {}, {}),
    "Business Contacts": (7, {}, {}, {}),
    "Bribed Committee": (7, {}, {}, {}),
    "Solar Power": (11, {}, {}, {}),
    "Breathing Filters": (11, {}, {"oxygen": 7}, {}),
    "Artificial Photosynthesis": (12, {}, {}, {}),
    "Artificial Lake": (15, {}, {"temperature": -6}, {}),
    "Geothermal Power": (11, {}, {}, {}),
    "Farming": (16, {}, {"temperature": 4}, {}),
    "Dust Seals": (2, {}, {}, {}),
    "Urbanized Area": (10, {"production": {"energy": 1}}, {"tiles": {"r2c2": CITY, "r2c4": CITY}}, {}),
    "Sabotage": (1, {}, {}, {}),
    "Moss": (4, {"resources": {"plants": 1}}, {"tiles": {"r0c1": OCEAN, "r0c3": OCEAN, "r0c4": OCEAN}}, {}),
    "Industrial Center": (4, {}, {"tiles": {"r2c3": CITY}}, {}),
    "Hired Raiders": (1, {}, {}, {}),
    "Hackers": (3, {"production": {"energy": 1}}, {}, {}),
    "GHG Factories": (11, {"production": {"energy": 1}}, {}, {}),
    "Subterranean Reservoir": (11, {}, {}, {}),
    "Ecological Zone": (12, {}, {"tiles": {"r2c3": {"tile": "greenery", "owner": "Kim"}}}, {}),
    "Zeppelins": (13, {}, {"oxygen": 5}, {}),
    "Worms": (8, {}, {"oxygen": 4}, {}),
    "Decomposers": (5, {}, {"oxygen": 3}, {}),
    "Fusion Power": (14, {"played": ["Geothermal Power", "Solar Power"]}, {}, {}),
    "Symbiotic Fungus": (4, {}, {"temperature": -14}, {}),
    "Extreme-Cold Fungus": (13, {}, {"temperature": -10}, {}),
    "Advanced Ecosystems": (11, {"played": ["Lichen", "Tardigrades", "Birds"]}, {}, {}),
    "Great Dam": (12, {}, {"tiles": {"r0c1": OCEAN, "r0c3": OCEAN, "r0c4": OCEAN, "r1c5": OCEAN}}, {}),
    "Cartel": (8, {}, {}, {}),
    "Strip Mine": (25, {"production": {"energy": 2}}, {}, {}),
    "Wave Power": (8, {}, {"tiles": {"r0c1": OCEAN, "r0c3": OCEAN, "r0c4": OCEAN}}, {}),
    "Lava Flows": (18, {}, {}, {}),
}


def _build_with(card: str, megacredits: int):
    cost, kim, state, stanley = PLAYABLE[card]
    kim = dict(kim)
    kim["resources"] = dict(kim.get("resources", {}), megacredits=megacredits)
    kim["hand"] = [card]
    return build({"Kim": kim, "Stanley": stanley}, **state)


def test_the_cost_table_covers_cards_071_to_140():
    from tmdesk.paths import data_file

    cards = json.loads(data_file("cards", "project_cards.json").read_text(encoding="utf-8"))
    in_range = {c["name"] for c in cards if "071" <= c["number"] <= "140"}
    assert set(PLAYABLE) == in_range


@pytest.mark.parametrize("card", sorted(PLAYABLE))
def test_card_is_played_for_its_printed_cost(card):
    g = _build_with(card, PLAYABLE[card][0])
    play(g, card)
    kim = g.player("Kim")
    assert card not in kim.hand and card in kim.played + kim.events


@pytest.mark.parametrize("card", sorted(PLAYABLE))
def test_card_cannot_be_played_for_one_mc_less_than_its_cost(card):
    g = _build_with(card, PLAYABLE[card][0] - 1)
    rejected(g, {"do": "play_card", "card": card})


def test_hackers_must_lower_own_mc_production_when_the_opponent_is_at_minus_4():
    # Stanley at -4 cannot go to -6, so Kim (0, then +2 from the card) loses the 2
    g = build({"Kim": {"resources": {"megacredits": 3}, "production": {"energy": 1}, "hand": ["Hackers"]},
               "Stanley": {"production": {"megacredits": -4}}})
    play(g, "Hackers")
    assert waiting(g)["options"] == ["Kim"]
    answer(g, player="Kim")
    assert g.player("Kim").production["megacredits"] == 0 and g.player("Stanley").production["megacredits"] == -4


def test_toll_station_without_opponent_space_tags_gives_nothing():
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Toll Station"], "played": ["Giant Space Mirror"]}})
    play(g, "Toll Station")
    assert g.player("Kim").production["megacredits"] == 0


def test_toll_station_counts_every_opponents_space_tags():
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Toll Station"]},
               "Stanley": {"played": ["Giant Space Mirror"]},
               "Ann": {"played": ["Solar Wind Power", "Callisto Penal Mines"]}})
    play(g, "Toll Station")
    assert g.player("Kim").production["megacredits"] == 3


@pytest.mark.parametrize("copied,prod_before,prod_after", [
    ("Commercial District", {"energy": 1}, {"energy": 0, "megacredits": 4}),
    ("Open City", {"energy": 1}, {"energy": 0, "megacredits": 4}),
    ("Urbanized Area", {"energy": 1}, {"energy": 0, "megacredits": 2}),
    ("Peroxide Power", {"megacredits": 1}, {"megacredits": 0, "energy": 2}),
])
def test_robotic_workforce_copies_production_without_tiles_or_resources(copied, prod_before, prod_after):
    g = build({"Kim": {"resources": {"megacredits": 9}, "production": prod_before, "hand": ["Robotic Workforce"],
                       "played": [copied]}})
    tiles_before = g.dump()["tiles"]
    play(g, "Robotic Workforce")
    answer(g, card=copied)
    kim = g.player("Kim")
    assert waiting(g)["kind"] == "action"
    for r, n in prod_after.items():
        assert kim.production[r] == n, r
    assert g.dump()["tiles"] == tiles_before and kim.resources["plants"] == 0


def test_robotic_workforce_recounts_a_per_tag_production_box():
    # Medical Lab: M€ production +1 per 2 building tags; Kim has 4 building tags in play
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Robotic Workforce"],
                       "played": ["Medical Lab", "Geothermal Power", "Ironworks", "Steelworks"]}})
    play(g, "Robotic Workforce")
    answer(g, card="Medical Lab")
    assert g.player("Kim").production["megacredits"] == 2


def test_robotic_workforce_copies_a_red_bordered_production_decrease():
    # Heat Trappers: any player heat production -2, your energy production +1
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Robotic Workforce"], "played": ["Heat Trappers"]},
               "Stanley": {"production": {"heat": 3}}})
    play(g, "Robotic Workforce")
    answer(g, card="Heat Trappers")
    answer(g, player="Stanley")
    assert g.player("Stanley").production["heat"] == 1 and g.player("Kim").production["energy"] == 1
