"""Cards 141-208, production family: cards whose effect is a change of production (own or any player's).

Every expected number below is taken from the printed card text and the rulebook, written out by hand.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.cards.conftest import answer, build, play, rejected, waiting
from tmdesk.engine.scoring import card_vp

ZERO = {"megacredits": 0, "steel": 0, "titanium": 0, "plants": 0, "energy": 0, "heat": 0}
OCEANS3 = {"r0c1": {"tile": "ocean", "owner": None}, "r0c3": {"tile": "ocean", "owner": None},
           "r0c4": {"tile": "ocean", "owner": None}}
TWO_CITIES = {"r2c2": {"tile": "city", "owner": "Stanley"}, "r6c2": {"tile": "city", "owner": "Stanley"}}


def _after(start: dict[str, int], delta: dict[str, int]) -> dict[str, int]:
    out = dict(ZERO, **start)
    for k, v in delta.items():
        out[k] += v
    return out


# name, cost, start production, start resources, played cards, game state,
# production change, resources after paying (besides the cost), TR after, card VP
PRODUCTION_CARDS: list[tuple[str, int, dict, dict, list, dict, dict, dict, int, int]] = [
    ("Power Plant", 4, {}, {}, [], {}, {"energy": 1}, {}, 20, 0),
    ("Titanium Mine", 7, {}, {}, [], {}, {"titanium": 1}, {}, 20, 0),
    ("Industrial Microbes", 12, {}, {}, [], {}, {"energy": 1, "steel": 1}, {}, 20, 0),
    ("Micro-Mills", 3, {}, {}, [], {}, {"heat": 1}, {}, 20, 0),
    ("Import of Advanced GHG", 9, {}, {}, [], {}, {"heat": 2}, {}, 20, 0),
    ("Soletta", 35, {}, {}, [], {}, {"heat": 7}, {}, 20, 0),
    ("Imported GHG", 7, {}, {}, [], {}, {"heat": 1}, {"heat": 3}, 20, 0),
    ("Investment Loan", 3, {}, {}, [], {}, {"megacredits": -1}, {"megacredits": 10}, 20, 0),
    ("Tectonic Stress Power", 18, {}, {}, ["Research"], {}, {"energy": 3}, {}, 20, 1),
    ("Designed Microorganisms", 16, {}, {}, [], {"temperature": -14}, {"plants": 2}, {}, 20, 0),
    ("Lichen", 7, {}, {}, [], {"temperature": -24}, {"plants": 1}, {}, 20, 0),
    ("Windmills", 6, {}, {}, [], {"oxygen": 7}, {"energy": 1}, {}, 20, 1),
    ("Tundra Farming", 16, {}, {}, [], {"temperature": -6}, {"plants": 1, "megacredits": 2}, {"plants": 1}, 20, 2),
    ("Noctis Farming", 10, {}, {}, [], {"temperature": -20}, {"megacredits": 1}, {"plants": 2}, 20, 1),
    ("Rad-Suits", 6, {}, {}, [], {"tiles": TWO_CITIES}, {"megacredits": 1}, {}, 20, 1),
    ("Magnetic Field Generators", 20, {"energy": 4}, {}, [], {}, {"energy": -4, "plants": 2}, {}, 23, 0),
    ("Magnetic Field Dome", 5, {"energy": 2}, {}, [], {}, {"energy": -2, "plants": 1}, {}, 21, 0),
    ("Soil Factory", 9, {"energy": 1}, {}, [], {}, {"energy": -1, "plants": 1}, {}, 20, 1),
    ("Fuel Factory", 6, {"energy": 1}, {}, [], {}, {"energy": -1, "titanium": 1, "megacredits": 1}, {}, 20, 0),
    ("Rad-Chem Factory", 8, {"energy": 1}, {}, [], {}, {"energy": -1}, {}, 22, 0),
    ("Shuttles", 10, {"energy": 1}, {}, [], {"oxygen": 5}, {"energy": -1, "megacredits": 2}, {}, 20, 1),
    ("Livestock", 13, {"plants": 1}, {}, [], {"oxygen": 9}, {"plants": -1, "megacredits": 2}, {}, 20, 0),
    ("AI Central", 21, {"energy": 1}, {}, ["Research", "Trans-Neptune Probe"], {}, {"energy": -1}, {}, 20, 1),
    ("Nitrophilic Moss", 8, {}, {"plants": 2}, [], {"tiles": OCEANS3}, {"plants": 2}, {"plants": 0}, 20, 0),
    # per-tag and per-city production: this card's own tag counts, played events' tags do not
    ("Insects", 9, {}, {}, ["Lichen", "Heather"], {"oxygen": 6}, {"plants": 2}, {}, 20, 0),
    ("Satellites", 10, {}, {}, ["Trans-Neptune Probe", "Toll Station"], {}, {"megacredits": 3}, {}, 20, 0),
    ("Medical Lab", 13, {}, {}, ["Titanium Mine", "Power Plant"], {}, {"megacredits": 1}, {}, 20, 1),
    ("Energy Saving", 15, {}, {}, [], {"tiles": {"r2c2": {"tile": "city", "owner": "Kim"},
                                                 "r6c2": {"tile": "city", "owner": "Stanley"},
                                                 "phobos_space_haven": {"tile": "city", "owner": "Stanley"}}},
     {"energy": 3}, {}, 20, 0),
    ("Immigration Shuttles", 31, {}, {}, [], {}, {"megacredits": 5}, {}, 20, 0),
]


@pytest.mark.parametrize("name,cost,prod,res,played,state,delta,res_after,tr,vp", PRODUCTION_CARDS,
                         ids=[r[0] for r in PRODUCTION_CARDS])
def test_production_card_changes_production_as_printed(name: str, cost: int, prod: dict, res: dict, played: list,
                                                       state: dict, delta: dict, res_after: dict, tr: int,
                                                       vp: int) -> None:
    kim: dict[str, Any] = {"resources": dict(res, megacredits=cost), "production": prod, "hand": [name],
                           "played": played}
    g = build({"Kim": kim}, **state)
    play(g, name)
    p = g.player("Kim")
    assert p.production == _after(prod, delta)
    assert p.resources == dict(ZERO, **res_after)
    assert p.tr == tr
    if g.cards[name].type == "event":
        assert name in p.events and name not in p.played
    else:
        assert name in p.played
    assert card_vp(g, p, name) == vp
    assert g.player("Stanley").production == ZERO


def test_satellites_does_not_count_space_tags_of_played_events():
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Satellites"], "events": ["Convoy From Europa"]}})
    play(g, "Satellites")
    assert g.player("Kim").production["megacredits"] == 1


def test_medical_lab_rounds_down_per_two_building_tags():
    # 3 building tags in play + Medical Lab's own = 4 -> +2; with only its own tag -> 1 tag -> +0
    g = build({"Kim": {"resources": {"megacredits": 13}, "hand": ["Medical Lab"],
                       "played": ["Titanium Mine", "Power Plant", "Mine"]}})
    play(g, "Medical Lab")
    assert g.player("Kim").production["megacredits"] == 2
    g = build({"Kim": {"resources": {"megacredits": 13}, "hand": ["Medical Lab"]}})
    play(g, "Medical Lab")
    assert g.player("Kim").production["megacredits"] == 0


def test_immigration_shuttles_scores_one_vp_per_three_cities_anywhere():
    tiles = {"r0c0": {"tile": "city", "owner": "Kim"}, "r2c2": {"tile": "city", "owner": "Stanley"},
             "r6c2": {"tile": "city", "owner": "Stanley"}, "r8c2": {"tile": "city", "owner": "Kim"},
             "phobos_space_haven": {"tile": "city", "owner": "Stanley"}}
    g = build({"Kim": {"played": ["Immigration Shuttles"]}}, tiles=tiles)
    assert card_vp(g, g.player("Kim"), "Immigration Shuttles") == 1  # 5 cities
    tiles["ganymede_colony"] = {"tile": "city", "owner": "Kim"}
    g = build({"Kim": {"played": ["Immigration Shuttles"]}}, tiles=tiles)
    assert card_vp(g, g.player("Kim"), "Immigration Shuttles") == 2  # 6 cities


def test_soletta_can_be_paid_with_titanium_and_noctis_farming_with_steel():
    g = build({"Kim": {"resources": {"megacredits": 2, "titanium": 11}, "hand": ["Soletta"]}})
    play(g, "Soletta", pay={"megacredits": 2, "titanium": 11})
    assert g.player("Kim").resources["titanium"] == 0 and g.player("Kim").production["heat"] == 7
    g = build({"Kim": {"resources": {"steel": 5}, "hand": ["Noctis Farming"]}}, temperature=-20)
    play(g, "Noctis Farming", pay={"steel": 5})
    assert g.player("Kim").resources["steel"] == 0 and g.player("Kim").resources["plants"] == 2


# name, Kim's production, Kim's resources, played, state: one requirement or mandatory effect fails
CANNOT_PLAY: list[tuple[str, str, dict, dict, list, dict]] = [
    ("Tectonic Stress Power", "one science tag", {}, {"megacredits": 18}, ["Trans-Neptune Probe"], {}),
    ("Designed Microorganisms", "temperature above -14", {}, {"megacredits": 16}, [], {"temperature": -12}),
    ("Lichen", "temperature below -24", {}, {"megacredits": 7}, [], {"temperature": -26}),
    ("Windmills", "oxygen below 7", {}, {"megacredits": 6}, [], {"oxygen": 6}),
    ("Tundra Farming", "temperature below -6", {}, {"megacredits": 16}, [], {"temperature": -8}),
    ("Noctis Farming", "temperature below -20", {}, {"megacredits": 10}, [], {"temperature": -22}),
    ("Rad-Suits", "one city in play", {}, {"megacredits": 6}, [], {"tiles": {"r2c2": {"tile": "city", "owner": "Kim"}}}),
    ("Insects", "oxygen below 6", {}, {"megacredits": 9}, ["Lichen"], {"oxygen": 5}),
    ("Magnetic Field Generators", "energy production 3", {"energy": 3}, {"megacredits": 20}, [], {}),
    ("Magnetic Field Dome", "energy production 1", {"energy": 1}, {"megacredits": 5}, [], {}),
    ("Soil Factory", "no energy production", {}, {"megacredits": 9}, [], {}),
    ("Fuel Factory", "no energy production", {}, {"megacredits": 6}, [], {}),
    ("Rad-Chem Factory", "no energy production", {}, {"megacredits": 8}, [], {}),
    ("Shuttles", "oxygen below 5", {"energy": 1}, {"megacredits": 10}, [], {"oxygen": 4}),
    ("Shuttles", "no energy production", {}, {"megacredits": 10}, [], {"oxygen": 5}),
    ("Livestock", "oxygen below 9", {"plants": 1}, {"megacredits": 13}, [], {"oxygen": 8}),
    ("Livestock", "no plant production", {}, {"megacredits": 13}, [], {"oxygen": 9}),
    ("AI Central", "two science tags", {"energy": 1}, {"megacredits": 21}, ["Research"], {}),
    ("AI Central", "no energy production", {}, {"megacredits": 21}, ["Research", "Trans-Neptune Probe"], {}),
    ("Investment Loan", "M€ production already -5", {"megacredits": -5}, {"megacredits": 3}, [], {}),
    ("Nitrophilic Moss", "two oceans", {}, {"megacredits": 8, "plants": 2}, [],
     {"tiles": {"r0c1": {"tile": "ocean", "owner": None}, "r0c3": {"tile": "ocean", "owner": None}}}),
    ("Nitrophilic Moss", "only one plant to discard", {}, {"megacredits": 8, "plants": 1}, [], {"tiles": OCEANS3}),
    # the cost itself: one M€ short
    ("Power Plant", "3 M€", {}, {"megacredits": 3}, [], {}),
    ("Titanium Mine", "6 M€", {}, {"megacredits": 6}, [], {}),
    ("Industrial Microbes", "11 M€", {}, {"megacredits": 11}, [], {}),
    ("Micro-Mills", "2 M€", {}, {"megacredits": 2}, [], {}),
    ("Import of Advanced GHG", "8 M€", {}, {"megacredits": 8}, [], {}),
    ("Soletta", "34 M€", {}, {"megacredits": 34}, [], {}),
    ("Imported GHG", "6 M€", {}, {"megacredits": 6}, [], {}),
    ("Satellites", "9 M€", {}, {"megacredits": 9}, [], {}),
    ("Medical Lab", "12 M€", {}, {"megacredits": 12}, [], {}),
    ("Energy Saving", "14 M€", {}, {"megacredits": 14}, [], {}),
    ("Immigration Shuttles", "30 M€", {}, {"megacredits": 30}, [], {}),
]


@pytest.mark.parametrize("name,why,prod,res,played,state", CANNOT_PLAY, ids=[f"{r[0]}-{i}" for i, r in
                                                                           enumerate(CANNOT_PLAY)])
def test_production_card_cannot_be_played(name: str, why: str, prod: dict, res: dict, played: list,
                                          state: dict) -> None:
    g = build({"Kim": {"resources": res, "production": prod, "hand": [name], "played": played}}, **state)
    rejected(g, {"do": "play_card", "card": name})


def test_titanium_cannot_pay_for_titanium_mine_a_building_card():
    g = build({"Kim": {"resources": {"megacredits": 4, "titanium": 5}, "hand": ["Titanium Mine"]}})
    rejected(g, {"do": "play_card", "card": "Titanium Mine", "pay": {"megacredits": 4, "titanium": 1}})


# --- red-bordered production decreases ------------------------------------------------------

# name, cost, Kim's production, Stanley's production, played, state, Stanley's production after, Kim's after, VP
ANY_PLAYER: list[tuple[str, int, dict, dict, list, dict, dict, dict, int]] = [
    ("Power Supply Consortium", 5, {}, {"energy": 2}, ["Power Plant", "Fueled Generators"], {},
     {"energy": 1}, {"energy": 1}, 0),
    ("Heat Trappers", 6, {}, {"heat": 3}, [], {}, {"heat": 1}, {"energy": 1}, -1),
    ("Biomass Combustors", 4, {}, {"plants": 2}, [], {"oxygen": 6}, {"plants": 1}, {"energy": 2}, -1),
    ("Energy Tapping", 3, {}, {"energy": 1}, [], {}, {"energy": 0}, {"energy": 1}, -1),
]


@pytest.mark.parametrize("name,cost,kprod,sprod,played,state,safter,kafter,vp", ANY_PLAYER,
                         ids=[r[0] for r in ANY_PLAYER])
def test_any_player_production_decrease_hits_the_chosen_opponent(name: str, cost: int, kprod: dict, sprod: dict,
                                                                 played: list, state: dict, safter: dict,
                                                                 kafter: dict, vp: int) -> None:
    g = build({"Kim": {"resources": {"megacredits": cost}, "production": kprod, "hand": [name], "played": played},
               "Stanley": {"production": sprod}}, **state)
    play(g, name)
    w = waiting(g)
    assert w["kind"] == "select_player" and "Stanley" in w["options"]
    answer(g, player="Stanley")
    assert g.player("Stanley").production == dict(ZERO, **safter)
    assert g.player("Kim").production == dict(ZERO, **kafter)
    assert g.player("Kim").resources["megacredits"] == 0
    assert card_vp(g, g.player("Kim"), name) == vp


def test_energy_tapping_may_target_yourself():
    g = build({"Kim": {"resources": {"megacredits": 3}, "production": {"energy": 1}, "hand": ["Energy Tapping"]},
               "Stanley": {"production": {"energy": 1}}})
    play(g, "Energy Tapping")
    answer(g, player="Kim")
    assert g.player("Kim").production["energy"] == 1 and g.player("Stanley").production["energy"] == 1


# name, Kim's production, Stanley's production, played, state: the card cannot be played
ANY_PLAYER_CANNOT: list[tuple[str, dict, dict, list, dict]] = [
    ("Power Supply Consortium", {}, {"energy": 2}, ["Power Plant"], {}),  # only one power tag
    ("Power Supply Consortium", {}, {}, ["Power Plant", "Fueled Generators"], {}),  # nobody has energy production
    ("Heat Trappers", {}, {}, [], {}),  # nobody has heat production
    ("Biomass Combustors", {}, {"plants": 2}, [], {"oxygen": 5}),  # oxygen below 6
    ("Biomass Combustors", {}, {}, [], {"oxygen": 6}),  # nobody has plant production
    ("Energy Tapping", {}, {}, [], {}),  # nobody has energy production
]


@pytest.mark.parametrize("name,kprod,sprod,played,state", ANY_PLAYER_CANNOT,
                         ids=[f"{r[0]}-{i}" for i, r in enumerate(ANY_PLAYER_CANNOT)])
def test_any_player_production_card_cannot_be_played(name: str, kprod: dict, sprod: dict, played: list,
                                                     state: dict) -> None:
    g = build({"Kim": {"resources": {"megacredits": 40}, "production": kprod, "hand": [name], "played": played},
               "Stanley": {"production": sprod}}, **state)
    rejected(g, {"do": "play_card", "card": name})


# --- Insulation: production exchange ---------------------------------------------------------

def test_insulation_moves_x_heat_production_to_megacredit_production():
    g = build({"Kim": {"resources": {"megacredits": 2}, "production": {"heat": 3}, "hand": ["Insulation"]}})
    play(g, "Insulation")
    w = waiting(g)
    assert w["kind"] == "select_amount" and min(w["options"]) == 1 and max(w["options"]) == 3
    answer(g, amount=2)
    p = g.player("Kim")
    assert p.production["heat"] == 1 and p.production["megacredits"] == 2 and p.resources["megacredits"] == 0


def test_insulation_cannot_exchange_more_than_the_heat_production():
    g = build({"Kim": {"resources": {"megacredits": 2}, "production": {"heat": 3}, "hand": ["Insulation"]}})
    play(g, "Insulation")
    rejected(g, {"answer": {"amount": 4}})


def test_insulation_needs_heat_production():
    g = build({"Kim": {"resources": {"megacredits": 2}, "hand": ["Insulation"]}})
    rejected(g, {"do": "play_card", "card": "Insulation"})
