"""Project cards 001-070 with red-bordered effects: lowering any player's production, removing any player's
plants or animals (asteroids, Virus, Fish, Small Animals, the Consortiums, Cloud Seeding, Mining Expedition)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.cards.conftest import answer, build, do, play, rejected, waiting
from tmdesk.engine.scoring import card_vp

OCEAN_SPACES = ["r0c1", "r0c3", "r0c4", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r5c5", "r5c6", "r5c7", "r8c4"]


def oceans(n: int) -> dict[str, dict[str, Any]]:
    return {s: {"tile": "ocean", "owner": None} for s in OCEAN_SPACES[:n]}


def play_step(card: str) -> dict[str, Any]:
    return {"do": "play_card", "card": card}


# ---------------------------------------------------------------- Asteroid Mining Consortium / Great Escarpment

@pytest.mark.parametrize("card,cost,res", [("Asteroid Mining Consortium", 13, "titanium"),
                                          ("Great Escarpment Consortium", 6, "steel")])
def test_consortium_lowers_an_opponents_production_and_raises_yours(card, cost, res):
    g = build({"Kim": {"resources": {"megacredits": cost}, "production": {res: 1}, "hand": [card]},
               "Stanley": {"production": {res: 2}}})
    play(g, card)
    w = waiting(g)
    assert w["kind"] == "select_player" and "Stanley" in w["options"]
    answer(g, player="Stanley")
    assert g.player("Stanley").production[res] == 1
    assert g.player("Kim").production[res] == 2
    assert g.player("Kim").resources["megacredits"] == 0


@pytest.mark.parametrize("card,cost,res", [("Asteroid Mining Consortium", 13, "titanium"),
                                          ("Great Escarpment Consortium", 6, "steel")])
def test_consortium_with_no_opponent_production_must_lower_your_own(card, cost, res):
    g = build({"Kim": {"resources": {"megacredits": cost}, "production": {res: 1}, "hand": [card]}})
    play(g, card)
    w = waiting(g)
    assert w["kind"] == "select_player" and w["options"] == ["Kim"]
    answer(g, player="Kim")
    assert g.player("Kim").production[res] == 1  # -1 then +1


@pytest.mark.parametrize("card,cost,res", [("Asteroid Mining Consortium", 13, "titanium"),
                                          ("Great Escarpment Consortium", 6, "steel")])
def test_consortium_requires_your_own_production_of_that_resource(card, cost, res):
    g = build({"Kim": {"resources": {"megacredits": cost}, "hand": [card]}, "Stanley": {"production": {res: 3}}})
    rejected(g, play_step(card))


def test_asteroid_mining_consortium_is_worth_1_vp():
    g = build({"Kim": {"played": ["Asteroid Mining Consortium"]}})
    assert card_vp(g, g.player("Kim"), "Asteroid Mining Consortium") == 1


# ---------------------------------------------------------------- Cloud Seeding

def test_cloud_seeding_needs_3_oceans_changes_production_and_lowers_a_heat_production():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Cloud Seeding"]},
               "Stanley": {"production": {"heat": 2}}}, tiles=oceans(3))
    play(g, "Cloud Seeding")
    assert waiting(g)["kind"] == "select_player"
    answer(g, player="Stanley")
    kim = g.player("Kim")
    assert kim.production["megacredits"] == -1 and kim.production["plants"] == 2
    assert g.player("Stanley").production["heat"] == 1
    assert kim.resources["megacredits"] == 0


def test_cloud_seeding_needs_3_oceans():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Cloud Seeding"]},
               "Stanley": {"production": {"heat": 2}}}, tiles=oceans(2))
    rejected(g, play_step("Cloud Seeding"))


def test_cloud_seeding_cannot_be_played_when_no_player_has_heat_production():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Cloud Seeding"]}}, tiles=oceans(3))
    rejected(g, play_step("Cloud Seeding"))


def test_cloud_seeding_cannot_lower_megacredit_production_below_minus_5():
    g = build({"Kim": {"resources": {"megacredits": 11}, "production": {"megacredits": -5},
                       "hand": ["Cloud Seeding"]}, "Stanley": {"production": {"heat": 2}}}, tiles=oceans(3))
    rejected(g, play_step("Cloud Seeding"))


# ---------------------------------------------------------------- asteroid events that remove plants

def test_asteroid_raises_temperature_gives_2_titanium_and_removes_3_plants():
    g = build({"Kim": {"resources": {"megacredits": 14}, "hand": ["Asteroid"]},
               "Stanley": {"resources": {"plants": 5}}}, temperature=-30)
    play(g, "Asteroid")
    w = waiting(g)
    assert w["kind"] == "select_player" and w.get("optional") is True
    answer(g, player="Stanley")
    answer(g, amount=waiting(g)["max"])  # remove as much as allowed
    kim = g.player("Kim")
    assert g.state.temperature == -28 and kim.tr == 21
    assert kim.resources["titanium"] == 2 and kim.resources["megacredits"] == 0
    assert g.player("Stanley").resources["plants"] == 2
    assert "Asteroid" in kim.events


def test_asteroid_plant_removal_may_be_declined():
    g = build({"Kim": {"resources": {"megacredits": 14}, "hand": ["Asteroid"]},
               "Stanley": {"resources": {"plants": 5}}})
    play(g, "Asteroid")
    answer(g, skip=True)
    assert g.player("Stanley").resources["plants"] == 5 and g.player("Kim").resources["titanium"] == 2


def test_asteroid_at_max_temperature_still_gives_titanium_but_no_tr():
    g = build({"Kim": {"resources": {"megacredits": 14}, "hand": ["Asteroid"]}}, temperature=8)
    play(g, "Asteroid")
    kim = g.player("Kim")
    assert kim.tr == 20 and g.state.temperature == 8 and kim.resources["titanium"] == 2


def test_asteroid_cannot_be_paid_with_13():
    g = build({"Kim": {"resources": {"megacredits": 13}, "hand": ["Asteroid"]}})
    rejected(g, play_step("Asteroid"))


def test_asteroid_paid_with_titanium_as_a_space_card():
    g = build({"Kim": {"resources": {"megacredits": 2, "titanium": 4}, "hand": ["Asteroid"]}})
    play(g, "Asteroid", pay={"megacredits": 2, "titanium": 4})
    assert g.player("Kim").resources["titanium"] == 2  # 4 paid, 2 gained


def test_comet_raises_temperature_places_an_ocean_and_removes_up_to_3_plants():
    # ocean on r4c4 (2 plants bonus) next to the ocean on r4c3 (+2 M€); Stanley has only 2 plants
    g = build({"Kim": {"resources": {"megacredits": 21}, "hand": ["Comet"]},
               "Stanley": {"resources": {"plants": 2}}}, temperature=-30,
              tiles={"r4c3": {"tile": "ocean", "owner": None}})
    play(g, "Comet")
    assert waiting(g)["kind"] == "select_space"
    answer(g, space="r4c4")
    assert waiting(g)["kind"] == "select_player"
    answer(g, player="Stanley")
    answer(g, amount=waiting(g)["max"])  # remove as much as allowed
    kim = g.player("Kim")
    assert g.state.temperature == -28 and g.state.oceans == 2
    assert kim.tr == 22
    assert kim.resources["megacredits"] == 2 and kim.resources["plants"] == 2
    assert g.player("Stanley").resources["plants"] == 0
    assert g.dump()["tiles"]["r4c4"]["tile"] == "ocean"


def test_comet_ocean_only_on_ocean_areas():
    g = build({"Kim": {"resources": {"megacredits": 21}, "hand": ["Comet"]}})
    play(g, "Comet")
    w = waiting(g)
    assert sorted(w["options"]) == sorted(OCEAN_SPACES)
    rejected(g, {"answer": {"space": "r2c3"}})


def test_comet_with_all_9_oceans_placed_still_raises_temperature():
    nine = oceans(9)
    g = build({"Kim": {"resources": {"megacredits": 21}, "hand": ["Comet"]}}, temperature=-30, tiles=nine)
    play(g, "Comet")
    assert g.state.temperature == -28 and g.state.oceans == 9 and g.player("Kim").tr == 21
    assert ["No space is left for {tile}: {player} places none.", {"player": "Kim", "tile": "ocean"}] in g.state.log


def test_comet_cannot_be_paid_with_20():
    g = build({"Kim": {"resources": {"megacredits": 20}, "hand": ["Comet"]}})
    rejected(g, play_step("Comet"))


def test_big_asteroid_two_steps_4_titanium_removes_4_plants():
    g = build({"Kim": {"resources": {"megacredits": 27}, "hand": ["Big Asteroid"]},
               "Stanley": {"resources": {"plants": 6}}}, temperature=-30)
    play(g, "Big Asteroid")
    answer(g, player="Stanley")
    answer(g, amount=waiting(g)["max"])  # remove as much as allowed
    kim = g.player("Kim")
    assert g.state.temperature == -26 and kim.tr == 22
    assert kim.resources["titanium"] == 4 and g.player("Stanley").resources["plants"] == 2
    assert kim.production["heat"] == 0


def test_big_asteroid_passing_minus_24_gives_heat_production_bonus():
    g = build({"Kim": {"resources": {"megacredits": 27}, "hand": ["Big Asteroid"]}}, temperature=-26)
    play(g, "Big Asteroid")
    kim = g.player("Kim")
    assert g.state.temperature == -22 and kim.tr == 22 and kim.production["heat"] == 1


def test_big_asteroid_cannot_be_paid_with_26():
    g = build({"Kim": {"resources": {"megacredits": 26}, "hand": ["Big Asteroid"]}})
    rejected(g, play_step("Big Asteroid"))


def test_deimos_down_three_steps_4_steel_removes_up_to_8_plants():
    g = build({"Kim": {"resources": {"megacredits": 31}, "hand": ["Deimos Down"]},
               "Stanley": {"resources": {"plants": 10}}}, temperature=-30)
    play(g, "Deimos Down")
    answer(g, player="Stanley")
    answer(g, amount=waiting(g)["max"])  # remove as much as allowed
    kim = g.player("Kim")
    assert g.state.temperature == -24 and kim.tr == 23
    assert kim.production["heat"] == 1  # reaching -24 °C
    assert kim.resources["steel"] == 4 and kim.resources["megacredits"] == 0
    assert g.player("Stanley").resources["plants"] == 2


def test_deimos_down_only_raises_to_the_goal():
    g = build({"Kim": {"resources": {"megacredits": 31}, "hand": ["Deimos Down"]}}, temperature=6)
    play(g, "Deimos Down")
    assert g.state.temperature == 8 and g.player("Kim").tr == 21


def test_deimos_down_cannot_be_paid_with_30():
    g = build({"Kim": {"resources": {"megacredits": 30}, "hand": ["Deimos Down"]}})
    rejected(g, play_step("Deimos Down"))


# ---------------------------------------------------------------- Mining Expedition

def test_mining_expedition_raises_oxygen_gives_2_steel_and_removes_2_plants():
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Mining Expedition"]},
               "Stanley": {"resources": {"plants": 3}}}, oxygen=0)
    play(g, "Mining Expedition")
    answer(g, player="Stanley")
    answer(g, amount=waiting(g)["max"])  # remove as much as allowed
    kim = g.player("Kim")
    assert g.state.oxygen == 1 and kim.tr == 21
    assert kim.resources["steel"] == 2 and kim.resources["megacredits"] == 0
    assert g.player("Stanley").resources["plants"] == 1


def test_mining_expedition_reaching_8_percent_oxygen_also_raises_temperature():
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Mining Expedition"]}}, oxygen=7, temperature=-30)
    play(g, "Mining Expedition")
    assert g.state.oxygen == 8 and g.state.temperature == -28 and g.player("Kim").tr == 22


def test_mining_expedition_cannot_be_paid_with_11():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Mining Expedition"]}})
    rejected(g, play_step("Mining Expedition"))


# ---------------------------------------------------------------- Virus

def test_virus_removes_up_to_2_animals_from_any_card():
    g = build({"Kim": {"resources": {"megacredits": 1}, "hand": ["Virus"]},
               "Stanley": {"resources": {"plants": 6}, "played": ["Fish"], "card_resources": {"Fish": 3}}})
    play(g, "Virus")
    w = waiting(g)
    assert w["kind"] == "select_option" and w["options"] == [0, 1]
    answer(g, option=0)
    assert waiting(g)["kind"] == "select_card"
    answer(g, card="Fish")
    assert g.player("Stanley").card_resources["Fish"] == 1
    assert g.player("Stanley").resources["plants"] == 6
    assert "Virus" in g.player("Kim").events and g.player("Kim").resources["megacredits"] == 0


def test_virus_removes_up_to_5_plants_from_one_player():
    g = build({"Kim": {"resources": {"megacredits": 1}, "hand": ["Virus"]},
               "Stanley": {"resources": {"plants": 6}, "played": ["Fish"], "card_resources": {"Fish": 3}}})
    play(g, "Virus")
    answer(g, option=1)
    assert waiting(g)["kind"] == "select_player"
    answer(g, player="Stanley")
    answer(g, amount=waiting(g)["max"])  # remove as much as allowed
    assert g.player("Stanley").resources["plants"] == 1
    assert g.player("Stanley").card_resources["Fish"] == 3


def test_virus_takes_only_the_animals_there_are():
    g = build({"Kim": {"resources": {"megacredits": 1}, "hand": ["Virus"]},
               "Stanley": {"played": ["Small Animals"], "card_resources": {"Small Animals": 1}}})
    play(g, "Virus")
    answer(g, option=waiting(g)["options"][0])
    answer(g, card="Small Animals")
    assert g.player("Stanley").card_resources["Small Animals"] == 0


def test_virus_cannot_be_played_without_its_1_megacredit():
    g = build({"Kim": {"hand": ["Virus"]}, "Stanley": {"resources": {"plants": 6}}})
    rejected(g, play_step("Virus"))


# ---------------------------------------------------------------- Fish and Small Animals (play part)

@pytest.mark.parametrize("card,cost,glob", [("Fish", 9, {"temperature": 2}), ("Small Animals", 6, {"oxygen": 6})])
def test_animal_card_lowers_any_players_plant_production(card, cost, glob):
    g = build({"Kim": {"resources": {"megacredits": cost}, "hand": [card]},
               "Stanley": {"production": {"plants": 2}}}, **glob)
    play(g, card)
    assert waiting(g)["kind"] == "select_player"
    answer(g, player="Stanley")
    assert g.player("Stanley").production["plants"] == 1
    kim = g.player("Kim")
    assert card in kim.played and kim.card_resources.get(card, 0) == 0 and kim.resources["megacredits"] == 0


@pytest.mark.parametrize("card,cost,glob", [("Fish", 9, {"temperature": 0}), ("Small Animals", 6, {"oxygen": 5})])
def test_animal_card_global_requirement_not_met(card, cost, glob):
    g = build({"Kim": {"resources": {"megacredits": cost}, "hand": [card]},
               "Stanley": {"production": {"plants": 2}}}, **glob)
    rejected(g, play_step(card))


@pytest.mark.parametrize("card,cost,glob", [("Fish", 9, {"temperature": 2}), ("Small Animals", 6, {"oxygen": 6})])
def test_animal_card_cannot_be_played_when_no_player_has_plant_production(card, cost, glob):
    g = build({"Kim": {"resources": {"megacredits": cost}, "hand": [card]}}, **glob)
    rejected(g, play_step(card))


@pytest.mark.parametrize("card,cost,glob", [("Fish", 9, {"temperature": 2}), ("Small Animals", 6, {"oxygen": 6})])
def test_animal_card_with_only_own_plant_production_lowers_your_own(card, cost, glob):
    g = build({"Kim": {"resources": {"megacredits": cost}, "production": {"plants": 1}, "hand": [card]}}, **glob)
    play(g, card)
    w = waiting(g)
    assert w["kind"] == "select_player" and w["options"] == ["Kim"]
    answer(g, player="Kim")
    assert g.player("Kim").production["plants"] == 0


@pytest.mark.parametrize("card,every", [("Fish", 1), ("Small Animals", 2)])
def test_animal_card_action_adds_one_animal_and_scores(card, every):
    g = build({"Kim": {"played": [card], "card_resources": {card: 4}}})
    do(g, do="card_action", card=card)
    kim = g.player("Kim")
    assert kim.card_resources[card] == 5
    assert card_vp(g, kim, card) == (5 if every == 1 else 2)
    # once per generation
    rejected(g, {"do": "card_action", "card": card})


def test_asteroid_removal_may_be_partial():
    """Rulebook (Asteroid example): the player may remove all, part or none of the plants."""
    g = build({"Kim": {"resources": {"megacredits": 14}, "hand": ["Asteroid"]},
               "Stanley": {"resources": {"plants": 5}}})
    play(g, "Asteroid")
    answer(g, player="Stanley")
    d = waiting(g)
    assert d["kind"] == "select_amount" and (d["min"], d["max"]) == (1, 3)
    answer(g, amount=1)
    assert g.player("Stanley").resources["plants"] == 4


def test_asteroid_removal_may_be_declined():
    g = build({"Kim": {"resources": {"megacredits": 14}, "hand": ["Asteroid"]},
               "Stanley": {"resources": {"plants": 5}}})
    play(g, "Asteroid")
    answer(g, skip=True)
    assert g.player("Stanley").resources["plants"] == 5 and g.player("Kim").resources["titanium"] == 2
