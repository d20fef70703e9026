"""Project cards 001-070 meeting the board and each other: parameter bonuses reached through a card, triggers fired
by another card's tile, steel/titanium paying for these cards, limits of the global parameters."""

from __future__ import annotations

from typing import Any

import pytest

from tests.cards.conftest import answer, build, play, rejected, waiting
from tmdesk.engine.scoring import card_vp

OCEAN_SPACES = ["r0c1", "r0c3", "r0c4", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r5c5", "r5c6", "r5c7", "r8c4"]


def oceans(n: int) -> dict[str, dict[str, Any]]:
    return {s: {"tile": "ocean", "owner": None} for s in OCEAN_SPACES[:n]}


def tile(kind: str, owner: str | None, name: str | None = None) -> dict[str, Any]:
    t: dict[str, Any] = {"tile": kind, "owner": owner}
    if name:
        t["name"] = name
    return t


def play_step(card: str, pay: dict[str, int] | None = None) -> dict[str, Any]:
    step: dict[str, Any] = {"do": "play_card", "card": card}
    if pay is not None:
        step["pay"] = pay
    return step


# ---------------------------------------------------------------- paying with steel and titanium

# card, resources, payment, left over after paying
GOOD_PAYMENTS = [
    ("Space Elevator", {"titanium": 3, "steel": 9}, {"titanium": 3, "steel": 9}, {}),  # space + building: 9 + 18
    ("Research Outpost", {"steel": 9}, {"steel": 9}, {}),  # building: 18
    ("Phobos Space Haven", {"megacredits": 1, "titanium": 8}, {"megacredits": 1, "titanium": 8}, {}),  # 1 + 24
    ("Capital", {"megacredits": 2, "steel": 12}, {"megacredits": 2, "steel": 12}, {}),  # 2 + 24
    ("Deimos Down", {"titanium": 11}, {"titanium": 11}, {"steel": 4}),  # 33 for 31: no change given
]


@pytest.mark.parametrize("card,res,pay,left", GOOD_PAYMENTS, ids=[r[0] for r in GOOD_PAYMENTS])
def test_steel_pays_building_cards_and_titanium_pays_space_cards(card, res, pay, left):
    g = build({"Kim": {"resources": res, "production": {"energy": 2}, "hand": [card]}}, tiles=oceans(4))
    play(g, card, pay=pay)
    kim = g.player("Kim")
    assert card in kim.played + kim.events
    for r in ("megacredits", "steel", "titanium"):
        assert kim.resources[r] == left.get(r, 0)


# card, resources, payment that must be refused
BAD_PAYMENTS = [
    ("Phobos Space Haven", {"megacredits": 5, "steel": 10}, {"megacredits": 5, "steel": 10}),  # no building tag
    ("Sponsors", {"titanium": 2}, {"titanium": 2}),  # earth tag only
    ("Noctis City", {"titanium": 6}, {"titanium": 6}),  # building, not space
    ("Release of Inert Gases", {"megacredits": 4, "steel": 5}, {"megacredits": 4, "steel": 5}),
    ("Martian Rails", {"megacredits": 2, "steel": 5}, {"megacredits": 2, "steel": 5}),  # 12 < 13
]


@pytest.mark.parametrize("card,res,pay", BAD_PAYMENTS, ids=[r[0] for r in BAD_PAYMENTS])
def test_steel_and_titanium_only_pay_for_their_own_tag(card, res, pay):
    g = build({"Kim": {"resources": res, "production": {"energy": 1}, "hand": [card]}})
    rejected(g, play_step(card, pay))


def test_space_station_discount_combines_with_titanium():
    # Vesta Shipyard 15 - 2 = 13 = 4 titanium + 1 M€
    g = build({"Kim": {"resources": {"megacredits": 1, "titanium": 4}, "hand": ["Vesta Shipyard"],
                       "played": ["Space Station"]}})
    play(g, "Vesta Shipyard", pay={"megacredits": 1, "titanium": 4})
    assert g.player("Kim").resources["titanium"] == 0 and g.player("Kim").production["titanium"] == 1


# ---------------------------------------------------------------- parameter bonuses reached through these cards

def test_comet_reaching_0_degrees_places_a_bonus_ocean_too():
    g = build({"Kim": {"resources": {"megacredits": 21}, "hand": ["Comet"]}}, temperature=-2)
    play(g, "Comet")
    answer(g, space="r0c4")
    answer(g, space="r8c4")  # 2 titanium printed
    kim = g.player("Kim")
    assert g.state.temperature == 0 and g.state.oceans == 2
    assert kim.tr == 23 and kim.resources["titanium"] == 2


def test_deep_well_heating_bonus_ocean_triggers_arctic_algae():
    g = build({"Kim": {"resources": {"megacredits": 13}, "hand": ["Deep Well Heating"], "played": ["Arctic Algae"]}},
              temperature=-2)
    play(g, "Deep Well Heating")
    assert waiting(g)["kind"] == "select_space"
    answer(g, space="r0c4")
    kim = g.player("Kim")
    assert g.state.oceans == 1 and kim.tr == 22 and kim.resources["plants"] == 2


def test_mining_expedition_oxygen_bonus_temperature_step_passes_minus_24():
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Mining Expedition"]}}, oxygen=7, temperature=-26)
    play(g, "Mining Expedition")
    kim = g.player("Kim")
    assert g.state.oxygen == 8 and g.state.temperature == -24
    assert kim.tr == 22 and kim.production["heat"] == 1


def test_mangrove_reaching_8_percent_oxygen_also_raises_temperature():
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Mangrove"]}}, temperature=4, oxygen=7)
    play(g, "Mangrove")
    answer(g, space="r0c4")
    assert g.state.oxygen == 8 and g.state.temperature == 6 and g.player("Kim").tr == 22


def test_mangrove_at_14_percent_oxygen_still_places_its_greenery_without_tr():
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Mangrove"]}}, temperature=4, oxygen=14)
    play(g, "Mangrove")
    answer(g, space="r0c4")
    assert g.dump()["tiles"]["r0c4"] == {"tile": "greenery", "owner": "Kim"}
    assert g.state.oxygen == 14 and g.player("Kim").tr == 20


def test_regolith_eaters_reaching_8_percent_oxygen_also_raises_temperature():
    g = build({"Kim": {"played": ["Regolith Eaters"], "card_resources": {"Regolith Eaters": 2}}},
              oxygen=7, temperature=-30)
    g.apply({"do": "card_action", "card": "Regolith Eaters"})
    answer(g, option=1)
    assert g.state.oxygen == 8 and g.state.temperature == -28 and g.player("Kim").tr == 22


def test_big_asteroid_from_6_degrees_raises_only_one_step():
    g = build({"Kim": {"resources": {"megacredits": 27}, "hand": ["Big Asteroid"]}}, temperature=6)
    play(g, "Big Asteroid")
    kim = g.player("Kim")
    assert g.state.temperature == 8 and kim.tr == 21 and kim.resources["titanium"] == 4


def test_lake_marineris_with_one_ocean_left_places_one():
    g = build({"Kim": {"resources": {"megacredits": 18}, "hand": ["Lake Marineris"]}}, temperature=0,
              tiles=oceans(8))
    play(g, "Lake Marineris")
    answer(g, space="r5c5")  # 1 plant; next to the ocean on r4c5: +2 M€
    kim = g.player("Kim")
    assert g.state.oceans == 9 and kim.tr == 21
    assert kim.resources["plants"] == 1 and kim.resources["megacredits"] == 2
    assert card_vp(g, kim, "Lake Marineris") == 2


def test_black_polar_dust_with_no_ocean_left_still_changes_production():
    g = build({"Kim": {"resources": {"megacredits": 15}, "hand": ["Black Polar Dust"]}}, tiles=oceans(9))
    play(g, "Black Polar Dust")
    kim = g.player("Kim")
    assert g.state.oceans == 9 and kim.tr == 20
    assert kim.production["megacredits"] == -2 and kim.production["heat"] == 3


def test_nitrogen_rich_asteroid_at_max_temperature_gives_only_the_printed_tr():
    g = build({"Kim": {"resources": {"megacredits": 31}, "hand": ["Nitrogen-Rich Asteroid"]}}, temperature=8)
    play(g, "Nitrogen-Rich Asteroid")
    kim = g.player("Kim")
    assert kim.tr == 22 and kim.production["plants"] == 1


# ---------------------------------------------------------------- triggers fired by other cards

def test_rover_construction_counts_the_capital_tile_as_a_city():
    g = build({"Kim": {"resources": {"megacredits": 26}, "production": {"energy": 2}, "hand": ["Capital"],
                       "played": ["Rover Construction"]}}, tiles=oceans(4))
    play(g, "Capital")
    answer(g, space="r6c2")  # no bonus, no ocean next to it
    assert g.player("Kim").resources["megacredits"] == 2


def test_rover_construction_counts_noctis_city():
    g = build({"Kim": {"resources": {"megacredits": 18}, "production": {"energy": 1}, "hand": ["Noctis City"]},
               "Stanley": {"played": ["Rover Construction"]}})
    play(g, "Noctis City")
    answer(g, space="r4c2")
    assert g.player("Stanley").resources["megacredits"] == 2


def test_optimal_aerobraking_and_arctic_algae_with_imported_hydrogen():
    g = build({"Kim": {"resources": {"megacredits": 16}, "hand": ["Imported Hydrogen"],
                       "played": ["Optimal Aerobraking", "Arctic Algae"]}})
    play(g, "Imported Hydrogen")
    answer(g, option=0)
    answer(g, space="r0c4")
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 3 and kim.resources["heat"] == 3
    assert kim.resources["plants"] == 3 + 2


def test_martian_rails_counts_a_city_placed_this_turn():
    g = build({"Kim": {"resources": {"megacredits": 16, "energy": 1}, "production": {"energy": 1},
                       "hand": ["Cupola City"], "played": ["Martian Rails"]}})
    play(g, "Cupola City")
    answer(g, space="r2c3")
    g.apply({"do": "card_action", "card": "Martian Rails"})
    assert g.player("Kim").resources["megacredits"] == 1 and g.player("Kim").resources["energy"] == 0


def test_capital_without_adjacent_ocean_scores_no_card_vp():
    g = build({"Kim": {"resources": {"megacredits": 26}, "production": {"energy": 2}, "hand": ["Capital"]}},
              tiles=oceans(4))
    play(g, "Capital")
    answer(g, space="r6c2")
    assert card_vp(g, g.player("Kim"), "Capital") == 0


def test_interstellar_colony_ship_counts_both_science_tags_of_research():
    g = build({"Kim": {"resources": {"megacredits": 24}, "hand": ["Interstellar Colony Ship"],
                       "played": ["Research", "Inventors' Guild", "Development Center", "Natural Preserve"]}})
    play(g, "Interstellar Colony Ship")
    assert "Interstellar Colony Ship" in g.player("Kim").events


def test_lightning_harvest_counts_science_tags_of_every_played_card_type():
    # Search For Life (blue), Natural Preserve (green), Research (two tags)
    g = build({"Kim": {"resources": {"megacredits": 8}, "hand": ["Lightning Harvest"],
                       "played": ["Research", "Search For Life"]}})
    play(g, "Lightning Harvest")
    assert g.player("Kim").production["energy"] == 1


def test_cloud_seeding_heat_target_may_be_yourself_when_you_choose():
    g = build({"Kim": {"resources": {"megacredits": 11}, "production": {"heat": 2}, "hand": ["Cloud Seeding"]},
               "Stanley": {"production": {"heat": 1}}}, tiles=oceans(3))
    play(g, "Cloud Seeding")
    assert sorted(waiting(g)["options"]) == ["Kim", "Stanley"]
    answer(g, player="Kim")
    assert g.player("Kim").production["heat"] == 1 and g.player("Stanley").production["heat"] == 1


def test_consortium_cannot_target_a_player_without_that_production():
    g = build({"Kim": {"resources": {"megacredits": 13}, "production": {"titanium": 1},
                       "hand": ["Asteroid Mining Consortium"]}})
    play(g, "Asteroid Mining Consortium")
    assert "Stanley" not in waiting(g)["options"]
    rejected(g, {"answer": {"player": "Stanley"}})


# ---------------------------------------------------------------- an opponent's Land Claim and the tile cards

def _stanley_claims(space: str, kim: dict[str, Any], **glob: Any):
    g = build({"Stanley": {"resources": {"megacredits": 1}, "hand": ["Land Claim"]}, "Kim": kim}, **glob)
    play(g, "Land Claim")
    answer(g, space=space)
    g.apply({"do": "end_turn"})
    return g


@pytest.mark.parametrize("card,cost,space,glob,prod", [
    ("Mining Rights", 9, "r7c5", {}, {}),
    ("Natural Preserve", 9, "r6c2", {}, {}),
    ("Research Outpost", 18, "r6c2", {}, {}),
    ("Cupola City", 16, "r6c2", {}, {"energy": 1}),
    ("Capital", 26, "r6c2", {"tiles": oceans(4)}, {"energy": 2}),
])
def test_tile_cards_cannot_use_a_space_claimed_by_an_opponent(card, cost, space, glob, prod):
    g = _stanley_claims(space, {"resources": {"megacredits": cost}, "production": prod, "hand": [card]}, **glob)
    play(g, card)
    assert waiting(g)["kind"] == "select_space"
    assert space not in waiting(g)["options"]
    rejected(g, {"answer": {"space": space}})


def test_natural_preserve_may_not_be_next_to_an_ocean_tile():
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Natural Preserve"]}},
              tiles={"r4c4": tile("ocean", None)})
    play(g, "Natural Preserve")
    options = waiting(g)["options"]
    for s in ["r3c3", "r3c4", "r5c3", "r5c4"]:
        assert s not in options
    assert "r6c3" in options
