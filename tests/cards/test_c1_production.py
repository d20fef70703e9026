"""Project cards 001-070: cards whose effect is production, resources or TR only (no choice, no tile).

Every expected number below is written out by hand from the printed card and the rulebook."""

from __future__ import annotations

from typing import Any

import pytest

from tests.cards.conftest import build, play, rejected
from tmdesk.engine.scoring import card_vp

OCEAN_SPACES = ["r0c1", "r0c3", "r0c4", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r5c5", "r5c6", "r5c7", "r8c4"]
SCIENCE_CARDS = ["Inventors' Guild", "Development Center", "Natural Preserve", "Regolith Eaters", "Search For Life"]


def oceans(n: int) -> dict[str, dict[str, Any]]:
    return {s: {"tile": "ocean", "owner": None} for s in OCEAN_SPACES[:n]}


def play_step(card: str) -> dict[str, Any]:
    return {"do": "play_card", "card": card}


# card, cost, global state, Kim's extra state, production before, production after, resources after
# (besides M€, which must be 0 after paying the printed cost), TR after, card VP
SIMPLE = [
    ("Colonizer Training Camp", 8, {"oxygen": 5}, {}, {}, {}, {}, 20, 2),
    ("Methane From Titan", 28, {"oxygen": 2}, {}, {}, {"heat": 2, "plants": 2}, {}, 20, 2),
    ("Lunar Beam", 13, {}, {}, {"megacredits": 3}, {"megacredits": 1, "heat": 2, "energy": 2}, {}, 20, 0),
    ("Release of Inert Gases", 14, {}, {}, {}, {}, {}, 22, 0),
    ("Asteroid Mining", 30, {}, {}, {}, {"titanium": 2}, {}, 20, 2),
    ("Food Factory", 12, {}, {}, {"plants": 1}, {"plants": 0, "megacredits": 4}, {}, 20, 1),
    ("ArchaeBacteria", 6, {"temperature": -18}, {}, {}, {"plants": 1}, {}, 20, 0),
    ("Carbonate Processing", 6, {}, {}, {"energy": 1}, {"energy": 0, "heat": 3}, {}, 20, 0),
    ("Nuclear Power", 10, {}, {}, {}, {"megacredits": -2, "energy": 3}, {}, 20, 0),
    ("Lightning Harvest", 8, {}, {"played": SCIENCE_CARDS[:3]}, {}, {"energy": 1, "megacredits": 1}, {}, 20, 1),
    ("Algae", 10, {"tiles": oceans(5)}, {}, {}, {"plants": 2}, {"plants": 1}, 20, 0),
    ("Adapted Lichen", 9, {}, {}, {}, {"plants": 1}, {}, 20, 0),
    ("Kelp Farming", 17, {"tiles": oceans(6)}, {}, {}, {"megacredits": 2, "plants": 3}, {"plants": 2}, 20, 1),
    ("Mine", 4, {}, {}, {}, {"steel": 1}, {}, 20, 0),
    ("Vesta Shipyard", 15, {}, {}, {}, {"titanium": 1}, {}, 20, 1),
    ("Beam From A Thorium Asteroid", 32, {}, {"played": ["Vesta Shipyard"]}, {}, {"heat": 3, "energy": 3}, {}, 20, 1),
    ("Trees", 13, {"temperature": -4}, {}, {}, {"plants": 3}, {"plants": 1}, 20, 1),
    ("Mineral Deposit", 5, {}, {}, {}, {}, {"steel": 5}, 20, 0),
    ("Building Industries", 6, {}, {}, {"energy": 1}, {"energy": 0, "steel": 2}, {}, 20, 0),
    ("Sponsors", 6, {}, {}, {}, {"megacredits": 2}, {}, 20, 0),
]


@pytest.mark.parametrize("card,cost,glob,extra,prod_before,prod_after,res_after,tr,vp", SIMPLE,
                         ids=[row[0] for row in SIMPLE])
def test_card_gives_printed_production_resources_and_vp(card, cost, glob, extra, prod_before, prod_after,
                                                        res_after, tr, vp):
    g = build({"Kim": dict({"resources": {"megacredits": cost}, "production": prod_before, "hand": [card]}, **extra)},
              **glob)
    play(g, card)
    kim = g.player("Kim")
    expected_prod = {"megacredits": 0, "steel": 0, "titanium": 0, "plants": 0, "energy": 0, "heat": 0}
    expected_prod.update(prod_before)
    expected_prod.update(prod_after)
    expected_res = {"megacredits": 0, "steel": 0, "titanium": 0, "plants": 0, "energy": 0, "heat": 0}
    expected_res.update(res_after)
    assert kim.production == expected_prod
    assert kim.resources == expected_res
    assert kim.tr == tr
    assert card_vp(g, kim, card) == vp
    if g.cards[card].type == "event":
        assert card in kim.events and card not in kim.played
    else:
        assert card in kim.played
    assert card not in kim.hand


# card, M€ in stock, global state, Kim's extra state, Kim's production: each row breaks exactly one condition
CANNOT_PLAY = [
    ("Colonizer Training Camp", 8, {"oxygen": 6}, {}, {}),
    ("Methane From Titan", 28, {"oxygen": 1}, {}, {}),
    ("Lunar Beam", 13, {}, {}, {"megacredits": -4}),
    ("Release of Inert Gases", 13, {}, {}, {}),
    ("Asteroid Mining", 29, {}, {}, {}),
    ("Food Factory", 12, {}, {}, {"plants": 0}),
    ("ArchaeBacteria", 6, {"temperature": -16}, {}, {}),
    ("Carbonate Processing", 6, {}, {}, {"energy": 0}),
    ("Nuclear Power", 10, {}, {}, {"megacredits": -4}),
    ("Lightning Harvest", 8, {}, {"played": SCIENCE_CARDS[:2]}, {}),
    ("Algae", 10, {"tiles": oceans(4)}, {}, {}),
    ("Adapted Lichen", 8, {}, {}, {}),
    ("Kelp Farming", 17, {"tiles": oceans(5)}, {}, {}),
    ("Mine", 3, {}, {}, {}),
    ("Vesta Shipyard", 14, {}, {}, {}),
    ("Beam From A Thorium Asteroid", 32, {}, {"played": ["Mine"]}, {}),
    ("Trees", 13, {"temperature": -6}, {}, {}),
    ("Mineral Deposit", 4, {}, {}, {}),
    ("Building Industries", 6, {}, {}, {"energy": 0}),
    ("Sponsors", 5, {}, {}, {}),
    ("Deep Well Heating", 12, {}, {}, {}),
]


@pytest.mark.parametrize("card,mc,glob,extra,prod", CANNOT_PLAY, ids=[row[0] for row in CANNOT_PLAY])
def test_card_cannot_be_played_when_a_condition_fails(card, mc, glob, extra, prod):
    g = build({"Kim": dict({"resources": {"megacredits": mc}, "production": prod, "hand": [card]}, **extra)}, **glob)
    rejected(g, play_step(card))


def test_lightning_harvest_counts_science_tags_on_played_events_not():
    # event tags do not count after the event was played; two science cards plus an event are not enough
    g = build({"Kim": {"resources": {"megacredits": 8}, "hand": ["Lightning Harvest"],
                       "played": SCIENCE_CARDS[:2], "events": ["Interstellar Colony Ship"]}})
    rejected(g, play_step("Lightning Harvest"))


def test_beam_from_a_thorium_asteroid_own_jovian_tag_does_not_meet_its_requirement():
    g = build({"Kim": {"resources": {"megacredits": 32}, "hand": ["Beam From A Thorium Asteroid"]}})
    rejected(g, play_step("Beam From A Thorium Asteroid"))


def test_nuclear_power_may_take_megacredit_production_down_to_minus_5():
    g = build({"Kim": {"resources": {"megacredits": 10}, "production": {"megacredits": -3},
                       "hand": ["Nuclear Power"]}})
    play(g, "Nuclear Power")
    assert g.player("Kim").production["megacredits"] == -5 and g.player("Kim").production["energy"] == 3


def test_deep_well_heating_raises_temperature_one_step_and_energy_production():
    g = build({"Kim": {"resources": {"megacredits": 13}, "hand": ["Deep Well Heating"]}}, temperature=-30)
    play(g, "Deep Well Heating")
    kim = g.player("Kim")
    assert g.state.temperature == -28 and kim.tr == 21
    assert kim.production["energy"] == 1 and kim.resources["megacredits"] == 0


def test_deep_well_heating_at_max_temperature_still_gives_energy_production_but_no_tr():
    g = build({"Kim": {"resources": {"megacredits": 13}, "hand": ["Deep Well Heating"]}}, temperature=8)
    play(g, "Deep Well Heating")
    kim = g.player("Kim")
    assert g.state.temperature == 8 and kim.tr == 20 and kim.production["energy"] == 1


def test_deep_well_heating_reaching_minus_24_gives_the_heat_production_bonus():
    g = build({"Kim": {"resources": {"megacredits": 13}, "hand": ["Deep Well Heating"]}}, temperature=-26)
    play(g, "Deep Well Heating")
    kim = g.player("Kim")
    assert g.state.temperature == -24 and kim.tr == 21
    assert kim.production["heat"] == 1 and kim.production["energy"] == 1


def test_requirement_bounds_are_inclusive_for_methane_from_titan_and_trees():
    g = build({"Kim": {"resources": {"megacredits": 41}, "hand": ["Methane From Titan", "Trees"]}},
              oxygen=2, temperature=-4)
    play(g, "Methane From Titan")
    play(g, "Trees")
    assert g.player("Kim").production["plants"] == 5


def test_nitrogen_rich_asteroid_tr_2_temperature_and_1_plant_production():
    g = build({"Kim": {"resources": {"megacredits": 31}, "hand": ["Nitrogen-Rich Asteroid"],
                       "played": ["Adapted Lichen", "Trees"]}}, temperature=-30)
    play(g, "Nitrogen-Rich Asteroid")
    kim = g.player("Kim")
    assert kim.tr == 23  # +2 printed, +1 for the temperature step
    assert g.state.temperature == -28
    assert kim.production["plants"] == 1
    assert kim.resources["megacredits"] == 0 and "Nitrogen-Rich Asteroid" in kim.events


def test_nitrogen_rich_asteroid_with_3_plant_tags_gives_4_plant_production_instead():
    g = build({"Kim": {"resources": {"megacredits": 31}, "hand": ["Nitrogen-Rich Asteroid"],
                       "played": ["Adapted Lichen", "Trees", "Kelp Farming"]}}, temperature=-30)
    play(g, "Nitrogen-Rich Asteroid")
    kim = g.player("Kim")
    assert kim.tr == 23 and g.state.temperature == -28
    assert kim.production["plants"] == 4


def test_nitrogen_rich_asteroid_cannot_be_paid_with_30():
    g = build({"Kim": {"resources": {"megacredits": 30}, "hand": ["Nitrogen-Rich Asteroid"]}})
    rejected(g, play_step("Nitrogen-Rich Asteroid"))


def test_miranda_resort_one_megacredit_production_per_earth_tag_in_play():
    # Sponsors and Lunar Beam carry an Earth tag; an Earth-tagged event in the pile does not count
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Miranda Resort"],
                       "played": ["Sponsors", "Lunar Beam", "Mine"], "events": ["Imported Hydrogen"]}})
    play(g, "Miranda Resort")
    kim = g.player("Kim")
    assert kim.production["megacredits"] == 2
    assert card_vp(g, kim, "Miranda Resort") == 1 and kim.resources["megacredits"] == 0


def test_miranda_resort_with_no_earth_tag_gives_nothing_but_still_plays():
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Miranda Resort"]}})
    play(g, "Miranda Resort")
    assert g.player("Kim").production["megacredits"] == 0 and "Miranda Resort" in g.player("Kim").played


def test_miranda_resort_cannot_be_paid_with_11():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Miranda Resort"]}})
    rejected(g, play_step("Miranda Resort"))


def test_space_card_may_be_paid_with_titanium_at_3_each():
    # Asteroid Mining (space tag, 30): 9 titanium (27) + 3 M€
    g = build({"Kim": {"resources": {"megacredits": 3, "titanium": 9}, "hand": ["Asteroid Mining"]}})
    play(g, "Asteroid Mining", pay={"megacredits": 3, "titanium": 9})
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 0 and kim.resources["titanium"] == 0
    assert kim.production["titanium"] == 2


def test_building_card_may_be_paid_with_steel_at_2_each():
    # Mine (building tag, 4): 2 steel
    g = build({"Kim": {"resources": {"steel": 2}, "hand": ["Mine"]}})
    play(g, "Mine", pay={"steel": 2})
    assert g.player("Kim").resources["steel"] == 0 and g.player("Kim").production["steel"] == 1
