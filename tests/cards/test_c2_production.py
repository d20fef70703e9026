"""Cards 071-140: production, resources, TR and VP of the cards whose play needs no decision.

Every expected number below is written from the card's printed text and the rulebooks
(requirements inclusive, production changes mandatory, M€ production down to -5, others down to 0).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.cards.conftest import answer, build, play, rejected, waiting
from tmdesk.engine.scoring import card_vp

OCEANS_3 = {s: {"tile": "ocean", "owner": None} for s in ("r0c1", "r0c3", "r0c4")}
OCEANS_4 = dict(OCEANS_3, r1c5={"tile": "ocean", "owner": None})
SCIENCE_3 = ["Research", "Trans-Neptune Probe"]  # Research bears two science tags
SCIENCE_4 = SCIENCE_3 + ["Physics Complex"]
SCIENCE_5 = SCIENCE_4 + ["Solar Wind Power"]
POWER_2 = ["Geothermal Power", "Solar Power"]
ALL_SIX = ("megacredits", "steel", "titanium", "plants", "energy", "heat")

# card, printed cost, Kim's extra set-up (production / played), global state, production change,
# resource change (besides the paid cost), TR change, VP of the card once played
SIMPLE: list[tuple[str, int, dict[str, Any], dict[str, Any], dict[str, int], dict[str, int], int, int]] = [
    ("Solar Wind Power", 11, {}, {}, {"energy": 1}, {"titanium": 2}, 0, 0),
    ("Callisto Penal Mines", 24, {}, {}, {"megacredits": 3}, {}, 0, 2),
    ("Giant Space Mirror", 17, {}, {}, {"energy": 3}, {}, 0, 0),
    ("Trans-Neptune Probe", 6, {}, {}, {}, {}, 0, 1),
    ("Grass", 11, {}, {"temperature": -16}, {"plants": 1}, {"plants": 3}, 0, 0),
    ("Heather", 6, {}, {"temperature": -14}, {"plants": 1}, {"plants": 1}, 0, 0),
    ("Peroxide Power", 7, {}, {}, {"megacredits": -1, "energy": 2}, {}, 0, 0),
    ("Gene Repair", 12, {"played": SCIENCE_3}, {}, {"megacredits": 2}, {}, 0, 2),
    ("Io Mining Industries", 41, {"played": ["Callisto Penal Mines"]}, {}, {"titanium": 2, "megacredits": 2}, {}, 0, 2),
    ("Bushes", 10, {}, {"temperature": -10}, {"plants": 2}, {"plants": 2}, 0, 0),
    ("Quantum Extractor", 13, {"played": SCIENCE_4}, {}, {"energy": 4}, {}, 0, 0),
    ("Mass Converter", 8, {"played": SCIENCE_5}, {}, {"energy": 6}, {}, 0, 0),
    ("Tropical Resort", 13, {"production": {"heat": 2}}, {}, {"heat": -2, "megacredits": 3}, {}, 0, 2),
    ("Fueled Generators", 1, {"production": {"megacredits": -4}}, {}, {"megacredits": -1, "energy": 1}, {}, 0, 0),
    ("Acquired Company", 10, {}, {}, {"megacredits": 3}, {}, 0, 0),
    ("Bribed Committee", 7, {}, {}, {}, {}, 2, -2),
    ("Solar Power", 11, {}, {}, {"energy": 1}, {}, 0, 1),
    ("Breathing Filters", 11, {}, {"oxygen": 7}, {}, {}, 0, 2),
    ("Geothermal Power", 11, {}, {}, {"energy": 2}, {}, 0, 0),
    ("Farming", 16, {}, {"temperature": 4}, {"megacredits": 2, "plants": 2}, {"plants": 2}, 0, 2),
    ("Dust Seals", 2, {}, {"tiles": OCEANS_3}, {}, {}, 0, 1),
    ("GHG Factories", 11, {"production": {"energy": 1}}, {}, {"energy": -1, "heat": 4}, {}, 0, 0),
    ("Fusion Power", 14, {"played": POWER_2}, {}, {"energy": 3}, {}, 0, 0),
    ("Advanced Ecosystems", 11, {"played": ["Lichen", "Tardigrades", "Birds"]}, {"oxygen": 13}, {}, {}, 0, 3),
    ("Great Dam", 12, {}, {"tiles": OCEANS_4}, {"energy": 2}, {}, 0, 1),
    ("Wave Power", 8, {}, {"tiles": OCEANS_3}, {"energy": 1}, {}, 0, 1),
]


def _kim(cost: int, card: str, extra: dict[str, Any]) -> dict[str, Any]:
    kim: dict[str, Any] = {"resources": {"megacredits": cost}, "hand": [card]}
    kim.update(extra)
    return kim


@pytest.mark.parametrize("card,cost,extra,state,dprod,dres,dtr,vp", SIMPLE, ids=[r[0] for r in SIMPLE])
def test_card_gives_printed_production_resources_tr_and_vp(card, cost, extra, state, dprod, dres, dtr, vp):
    g = build({"Kim": _kim(cost, card, extra)}, **state)
    kim = g.player("Kim")
    prod_before = dict(kim.production)
    play(g, card)
    assert waiting(g)["kind"] == "action"  # nothing left to decide
    for r in ALL_SIX:
        assert kim.production[r] == prod_before[r] + dprod.get(r, 0), r
        assert kim.resources[r] == dres.get(r, 0), r
    assert kim.tr == 20 + dtr
    assert card not in kim.hand
    assert card in (kim.events if card == "Bribed Committee" else kim.played)
    assert card_vp(g, kim, card) == vp


# card, cost, Kim's set-up, global state: everything is as in SIMPLE except one missing condition
CANNOT: list[tuple[str, str, int, dict[str, Any], dict[str, Any]]] = [
    ("grass needs -16 C", "Grass", 11, {}, {"temperature": -18}),
    ("heather needs -14 C", "Heather", 6, {}, {"temperature": -16}),
    ("bushes needs -10 C", "Bushes", 10, {}, {"temperature": -12}),
    ("farming needs +4 C", "Farming", 16, {}, {"temperature": 2}),
    ("breathing filters needs 7 pct oxygen", "Breathing Filters", 11, {}, {"oxygen": 6}),
    ("gene repair needs 3 science tags", "Gene Repair", 12, {"played": ["Research"]}, {}),
    ("quantum extractor needs 4 science tags", "Quantum Extractor", 13, {"played": SCIENCE_3}, {}),
    ("mass converter needs 5 science tags", "Mass Converter", 8, {"played": SCIENCE_4}, {}),
    ("fusion power needs 2 power tags", "Fusion Power", 14, {"played": ["Geothermal Power"]}, {}),
    ("great dam needs 4 oceans", "Great Dam", 12, {}, {"tiles": OCEANS_3}),
    ("wave power needs 3 oceans", "Wave Power", 8, {}, {"tiles": {"r0c1": {"tile": "ocean", "owner": None},
                                                                   "r0c3": {"tile": "ocean", "owner": None}}}),
    ("dust seals allows at most 3 oceans", "Dust Seals", 2, {}, {"tiles": OCEANS_4}),
    ("advanced ecosystems needs an animal tag", "Advanced Ecosystems", 11, {"played": ["Lichen", "Tardigrades"]}, {}),
    ("peroxide power cannot take M€ production below -5", "Peroxide Power", 7,
     {"production": {"megacredits": -5}}, {}),
    ("fueled generators cannot take M€ production below -5", "Fueled Generators", 1,
     {"production": {"megacredits": -5}}, {}),
    ("tropical resort needs 2 heat production", "Tropical Resort", 13, {"production": {"heat": 1}}, {}),
    ("ghg factories needs 1 energy production", "GHG Factories", 11, {}, {}),
]


@pytest.mark.parametrize("label,card,cost,extra,state", CANNOT, ids=[r[0] for r in CANNOT])
def test_card_cannot_be_played_without_its_condition(label, card, cost, extra, state):
    g = build({"Kim": _kim(cost, card, extra)}, **state)
    rejected(g, {"do": "play_card", "card": card})


def test_advanced_ecosystems_own_tags_do_not_count_toward_its_requirement():
    # it bears plant, microbe and animal itself, but needs them already in play
    g = build({"Kim": _kim(11, "Advanced Ecosystems", {})})
    rejected(g, {"do": "play_card", "card": "Advanced Ecosystems"})


def test_io_mining_industries_counts_its_own_jovian_tag():
    g = build({"Kim": _kim(41, "Io Mining Industries", {})})
    play(g, "Io Mining Industries")
    assert card_vp(g, g.player("Kim"), "Io Mining Industries") == 1


def test_jovian_vp_ignores_opponents_jovian_tags():
    g = build({"Kim": _kim(41, "Io Mining Industries", {}), "Stanley": {"played": ["Callisto Penal Mines"]}})
    play(g, "Io Mining Industries")
    assert card_vp(g, g.player("Kim"), "Io Mining Industries") == 1


def test_space_card_paid_with_titanium_at_3_each():
    # Giant Space Mirror costs 17: 5 titanium (15) + 2 M€
    g = build({"Kim": {"resources": {"megacredits": 2, "titanium": 5}, "hand": ["Giant Space Mirror"]}})
    play(g, "Giant Space Mirror", pay={"megacredits": 2, "titanium": 5})
    kim = g.player("Kim")
    assert kim.resources["titanium"] == 0 and kim.resources["megacredits"] == 0 and kim.production["energy"] == 3


def test_building_card_paid_with_steel_at_2_each():
    # Geothermal Power costs 11: 5 steel (10) + 1 M€
    g = build({"Kim": {"resources": {"megacredits": 1, "steel": 5}, "hand": ["Geothermal Power"]}})
    play(g, "Geothermal Power", pay={"megacredits": 1, "steel": 5})
    kim = g.player("Kim")
    assert kim.resources["steel"] == 0 and kim.resources["megacredits"] == 0 and kim.production["energy"] == 2


def test_steel_cannot_pay_for_a_card_without_building_tag():
    # Acquired Company (earth) costs 10
    g = build({"Kim": {"resources": {"megacredits": 4, "steel": 3}, "hand": ["Acquired Company"]}})
    rejected(g, {"do": "play_card", "card": "Acquired Company", "pay": {"megacredits": 4, "steel": 3}})


def test_artificial_photosynthesis_plant_production_option():
    g = build({"Kim": _kim(12, "Artificial Photosynthesis", {})})
    play(g, "Artificial Photosynthesis")
    d = waiting(g)
    assert d["kind"] == "select_option" and d["options"] == [0, 1]
    answer(g, option=0)
    kim = g.player("Kim")
    assert kim.production["plants"] == 1 and kim.production["energy"] == 0 and kim.resources["megacredits"] == 0


def test_artificial_photosynthesis_energy_production_option():
    g = build({"Kim": _kim(12, "Artificial Photosynthesis", {})})
    play(g, "Artificial Photosynthesis")
    answer(g, option=1)
    kim = g.player("Kim")
    assert kim.production["energy"] == 2 and kim.production["plants"] == 0


def test_strip_mine_production_and_two_oxygen_steps():
    g = build({"Kim": _kim(25, "Strip Mine", {"production": {"energy": 2}})})
    play(g, "Strip Mine")
    kim = g.player("Kim")
    assert (kim.production["energy"], kim.production["steel"], kim.production["titanium"]) == (0, 2, 1)
    assert g.state.oxygen == 2 and kim.tr == 22


def test_strip_mine_needs_two_energy_production():
    g = build({"Kim": _kim(25, "Strip Mine", {"production": {"energy": 1}})})
    rejected(g, {"do": "play_card", "card": "Strip Mine"})


def test_strip_mine_at_oxygen_goal_still_changes_production_without_tr():
    g = build({"Kim": _kim(25, "Strip Mine", {"production": {"energy": 2}})}, oxygen=14)
    play(g, "Strip Mine")
    kim = g.player("Kim")
    assert kim.production["steel"] == 2 and kim.production["titanium"] == 1 and kim.tr == 20 and g.state.oxygen == 14


def test_strip_mine_passing_8_pct_oxygen_also_raises_temperature():
    # 7 -> 9 %: passes the 8 % bonus step, one temperature step (+1 TR)
    g = build({"Kim": _kim(25, "Strip Mine", {"production": {"energy": 2}})}, oxygen=7)
    play(g, "Strip Mine")
    assert g.state.oxygen == 9 and g.state.temperature == -28 and g.player("Kim").tr == 23


def test_moss_loses_a_plant_and_gains_plant_production():
    g = build({"Kim": {"resources": {"megacredits": 4, "plants": 1}, "hand": ["Moss"]}}, tiles=OCEANS_3)
    play(g, "Moss")
    kim = g.player("Kim")
    assert kim.resources["plants"] == 0 and kim.production["plants"] == 1 and kim.resources["megacredits"] == 0


def test_moss_needs_a_plant_to_lose():
    g = build({"Kim": {"resources": {"megacredits": 4}, "hand": ["Moss"]}}, tiles=OCEANS_3)
    rejected(g, {"do": "play_card", "card": "Moss"})


def test_moss_needs_3_oceans():
    g = build({"Kim": {"resources": {"megacredits": 4, "plants": 1}, "hand": ["Moss"]}},
              tiles={"r0c1": {"tile": "ocean", "owner": None}, "r0c3": {"tile": "ocean", "owner": None}})
    rejected(g, {"do": "play_card", "card": "Moss"})
