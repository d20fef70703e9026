"""The 35 Prelude cards: each is played and its printed numbers asserted, and each has a case where
it cannot be played (a Prelude that cannot be played as printed is discarded for 15 M€; naming a
Prelude the player did not keep, or playing one like a project card, is refused and changes nothing).

Every expected number is written out by hand from the printed card and the Prelude rules."""

from __future__ import annotations

from typing import Any

import pytest

from tests.cards.conftest import ZERO, answer, do, rejected, waiting
from tests.cards.conftest import build as base_build
from tmdesk.cards.loader import catalogue
from tmdesk.engine.scoring import card_vp


def build(*args: Any, **kw: Any):
    """A game with Prelude (its cards exist only there)."""
    return base_build(*args, prelude=True, **kw)


def prelude_game(cards: list[str], kim: dict[str, Any] | None = None, **glob: Any):
    """Kim holds `cards` as kept Preludes; the engine asks for them before the first action."""
    return build({"Kim": dict(kim or {}, preludes=cards)}, **glob)


def play_prelude(g, card: str) -> None:
    do(g, do="play_prelude", card=card)


# Prelude, Kim's M€ before, production after, resources after, TR after (everything else zero)
SIMPLE = [
    ("Allied Bank", 0, {"megacredits": 4}, {"megacredits": 3}, 20),
    ("Biofuels", 0, {"energy": 1, "plants": 1}, {"plants": 2}, 20),
    ("Biosphere Support", 0, {"megacredits": -1, "plants": 2}, {}, 20),
    ("Business Empire", 6, {"megacredits": 6}, {}, 20),
    ("Dome Farming", 0, {"megacredits": 2, "plants": 1}, {}, 20),
    ("Donation", 0, {}, {"megacredits": 21}, 20),
    ("Galilean Mining", 5, {"titanium": 2}, {}, 20),
    ("Loan", 0, {"megacredits": -2}, {"megacredits": 30}, 20),
    ("Martian Industries", 0, {"energy": 1, "steel": 1}, {"megacredits": 6}, 20),
    ("Metals Company", 0, {"megacredits": 1, "steel": 1, "titanium": 1}, {}, 20),
    ("Mining Operations", 0, {"steel": 2}, {"steel": 4}, 20),
    ("Mohole", 0, {"heat": 3}, {"heat": 3}, 20),
    ("Mohole Excavation", 0, {"steel": 1, "heat": 2}, {"heat": 2}, 20),
    ("Nitrogen Shipment", 0, {"plants": 1}, {"megacredits": 5}, 21),
    ("Orbital Construction Yard", 0, {"titanium": 1}, {"titanium": 4}, 20),
    ("Power Generation", 0, {"energy": 3}, {}, 20),
    ("Society Support", 0, {"megacredits": -1, "plants": 1, "energy": 1, "heat": 1}, {}, 20),
    ("Supplier", 0, {"energy": 2}, {"steel": 4}, 20),
    ("Supply Drop", 0, {}, {"titanium": 3, "steel": 8, "plants": 3}, 20),
]


@pytest.mark.parametrize("card,mc,prod,res,tr", SIMPLE, ids=[r[0] for r in SIMPLE])
def test_prelude_gives_its_printed_numbers(card, mc, prod, res, tr):
    g = prelude_game([card], {"resources": {"megacredits": mc}})
    assert waiting(g) == {"player": "Kim", "kind": "play_prelude", "options": [card]}
    play_prelude(g, card)
    kim = g.player("Kim")
    assert kim.production == dict(ZERO, **prod)
    assert kim.resources == dict(ZERO, **res)
    assert kim.tr == tr
    assert card in kim.played and kim.preludes == [] and card_vp(g, kim, card) == 0
    assert g.dump()["players"]["Kim"]["preludes"] == []
    assert waiting(g)["kind"] == "action"  # both Preludes played: the first action


def test_prelude_with_a_draw():
    for card, prod, drawn, tr in (("Biolab", {"plants": 1}, 3, 20), ("Io Research Outpost", {"titanium": 1}, 1, 20),
                                  ("Research Network", {"megacredits": 1}, 3, 20), ("UNMI Contractor", {}, 1, 23)):
        top = ["Lichen", "Moss", "Heather"][:drawn]
        g = prelude_game([card], deck_top=top)
        play_prelude(g, card)
        kim = g.player("Kim")
        assert kim.production == dict(ZERO, **prod), card
        assert sorted(kim.hand) == sorted(top) and kim.tr == tr, card


def test_tile_preludes():
    g = prelude_game(["Aquifer Turbines"], {"resources": {"megacredits": 3}})
    play_prelude(g, "Aquifer Turbines")
    answer(g, space="r0c4")  # no bonus, no ocean next to it
    kim = g.player("Kim")
    assert kim.production == dict(ZERO, energy=2) and kim.resources == ZERO and kim.tr == 21

    g = prelude_game(["Great Aquifer"])
    play_prelude(g, "Great Aquifer")
    answer(g, space="r0c4")
    answer(g, space="r4c3")  # 2 plants
    assert g.player("Kim").tr == 22 and g.state.oceans == 2 and g.player("Kim").resources["plants"] == 2

    g = prelude_game(["Polar Industries"])
    play_prelude(g, "Polar Industries")
    answer(g, space="r0c4")
    assert g.player("Kim").production == dict(ZERO, heat=2) and g.player("Kim").tr == 21

    for card, prod in (("Early Settlement", {"plants": 1}), ("Self-Sufficient Settlement", {"megacredits": 2})):
        g = prelude_game([card])
        play_prelude(g, card)
        answer(g, space="r6c1")
        assert g.state.tiles["r6c1"].is_city and g.state.tiles["r6c1"].owner == "Kim"
        assert g.player("Kim").production == dict(ZERO, **prod)


def test_parameter_preludes():
    g = prelude_game(["Huge Asteroid"], {"resources": {"megacredits": 5}})
    play_prelude(g, "Huge Asteroid")
    assert g.state.temperature == -24 and g.player("Kim").tr == 23 and g.player("Kim").resources == ZERO

    g = prelude_game(["Metal-Rich Asteroid"])
    play_prelude(g, "Metal-Rich Asteroid")
    assert g.state.temperature == -28 and g.player("Kim").tr == 21
    assert g.player("Kim").resources == dict(ZERO, titanium=4, steel=4)

    g = prelude_game(["Smelting Plant"])
    play_prelude(g, "Smelting Plant")
    assert g.state.oxygen == 2 and g.player("Kim").tr == 22 and g.player("Kim").resources == dict(ZERO, steel=5)


def test_experimental_forest_and_acquired_space_agency_reveal_until_two_tagged_cards():
    # top of the pile first: Lichen (plant), Mine (no plant), Moss (plant), Heather stays
    g = prelude_game(["Experimental Forest"], deck_top=["Lichen", "Mine", "Moss", "Heather"])
    discard = g.dump()["discard_size"]
    play_prelude(g, "Experimental Forest")
    answer(g, space="r6c2")
    kim = g.player("Kim")
    assert g.state.tiles["r6c2"].tile == "greenery" and g.state.oxygen == 1 and kim.tr == 21
    assert sorted(kim.hand) == ["Lichen", "Moss"] and g.dump()["discard_size"] == discard + 1

    g = prelude_game(["Acquired Space Agency"], deck_top=["Mine", "Asteroid", "Lichen", "Comet", "Moss"])
    play_prelude(g, "Acquired Space Agency")
    kim = g.player("Kim")
    assert kim.resources == dict(ZERO, titanium=6) and sorted(kim.hand) == ["Asteroid", "Comet"]
    assert "Mine" in g.state.discard and "Lichen" in g.state.discard and "Moss" not in g.state.discard


def test_eccentric_sponsor_plays_a_card_25_cheaper():
    g = prelude_game(["Eccentric Sponsor"], {"hand": ["Comet", "Lichen"], "resources": {"megacredits": 1}})
    play_prelude(g, "Eccentric Sponsor")
    w = waiting(g)
    assert w["kind"] == "select_card" and w["options"] == ["Comet"]  # Lichen's -24 °C is not met
    answer(g, card="Comet", pay={"megacredits": 0})  # Comet costs 21: free
    kim = g.player("Kim")
    assert "Comet" in kim.events and g.state.temperature == -28 and kim.tr == 21
    assert kim.resources["megacredits"] == 1 and kim.next_card_discount == 0


def test_eccentric_sponsor_card_paid_with_steel_and_the_discount_does_not_last():
    g = prelude_game(["Eccentric Sponsor"], {"hand": ["Deep Well Heating", "Mine"], "resources": {"steel": 1}})
    play_prelude(g, "Eccentric Sponsor")  # Deep Well Heating costs 13, Mine 4: both free
    answer(g, card="Mine")
    kim = g.player("Kim")
    assert kim.production == dict(ZERO, steel=1) and kim.resources == dict(ZERO, steel=1)
    assert rejected(g, {"do": "play_card", "card": "Deep Well Heating"})  # 13 M€ again


def test_ecology_experts_ignores_global_requirements():
    g = prelude_game(["Ecology Experts"], {"hand": ["Lichen", "Grass"], "resources": {"megacredits": 7}})
    play_prelude(g, "Ecology Experts")
    w = waiting(g)
    assert w["kind"] == "select_card" and w["options"] == ["Lichen"]  # Grass costs 11 M€
    answer(g, card="Lichen")
    kim = g.player("Kim")
    assert kim.production == dict(ZERO, plants=2) and kim.resources == ZERO and "Lichen" in kim.played
    assert kim.next_card_tolerance == 0


def test_wild_tag_of_research_network_counts_as_any_tag_for_requirements():
    kim = {"played": ["Sponsors"], "resources": {"megacredits": 12}, "hand": ["Space Hotels"]}
    g = build({"Kim": kim})
    assert "2 earth tags" in rejected(g, {"do": "play_card", "card": "Space Hotels"})  # one Earth tag only
    g = prelude_game(["Research Network"], kim, deck_top=["Lichen", "Moss", "Heather"])
    play_prelude(g, "Research Network")
    do(g, do="play_card", card="Space Hotels")  # Sponsors' Earth tag + the wild tag
    assert g.player("Kim").production["megacredits"] == 1 + 4  # Research Network, Space Hotels


# Preludes that cannot be played as printed: discarded, +15 M€ (resources before, production before)
CANNOT = [
    ("Aquifer Turbines", {"megacredits": 2}, {}),
    ("Business Empire", {"megacredits": 5}, {}),
    ("Galilean Mining", {"megacredits": 4}, {}),
    ("Huge Asteroid", {"megacredits": 4}, {}),
    ("Loan", {}, {"megacredits": -4}),
    ("Biosphere Support", {}, {"megacredits": -5}),
    ("Society Support", {}, {"megacredits": -5}),
    ("Eccentric Sponsor", {}, {}),  # no card in hand
    ("Ecology Experts", {}, {}),
]


@pytest.mark.parametrize("card,res,prod", CANNOT, ids=[r[0] for r in CANNOT])
def test_prelude_that_cannot_be_played_is_discarded_for_15_megacredits(card, res, prod):
    g = prelude_game([card], {"resources": res, "production": prod})
    before = g.dump()
    play_prelude(g, card)
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == res.get("megacredits", 0) + 15
    assert kim.production == dict(ZERO, **prod) and kim.tr == 20
    assert card not in kim.played and kim.preludes == [] and card in g.state.prelude_discard
    assert g.dump()["discard_size"] == before["discard_size"] and g.state.temperature == -30


def test_ecology_experts_with_only_unaffordable_cards_is_discarded():
    g = prelude_game(["Ecology Experts"], {"hand": ["Grass"], "resources": {"megacredits": 3}})
    play_prelude(g, "Ecology Experts")
    assert g.player("Kim").resources["megacredits"] == 18 and g.player("Kim").hand == ["Grass"]


def test_tile_prelude_without_space_is_still_played():
    """A tile with no legal space does not block the card (as for project cards)."""
    oceans = {s: {"tile": "ocean", "owner": None} for s in
              ["r0c1", "r0c3", "r0c4", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r5c5"]}
    g = prelude_game(["Polar Industries"], tiles=oceans)
    play_prelude(g, "Polar Industries")
    assert "Polar Industries" in g.player("Kim").played and g.player("Kim").production["heat"] == 2


@pytest.mark.parametrize("card", [c.name for c in catalogue().cards.values() if c.is_prelude])
def test_prelude_not_kept_or_as_a_project_card_is_refused(card):
    other = "Donation" if card != "Donation" else "Loan"
    g = prelude_game([other], {"hand": [], "resources": {"megacredits": 50}})
    rejected(g, {"do": "play_prelude", "card": card})  # not one of the options
    play_prelude(g, other)
    assert rejected(g, {"do": "play_prelude", "card": card})  # the Preludes are over
    g.player("Kim").hand.append(card)
    assert rejected(g, {"do": "play_card", "card": card})  # not a project card
