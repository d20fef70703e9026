"""The 7 project cards of the Prelude box (P36-P42): played with their printed numbers, and a case
where each cannot be played. Expected numbers are written out by hand from the printed cards."""

from __future__ import annotations

from typing import Any

from tests.cards.conftest import ZERO, answer, do, play, rejected, waiting
from tests.cards.conftest import build as base_build
from tmdesk.engine.goals import AWARDS
from tmdesk.engine.rules import count_tag
from tmdesk.engine.scoring import card_vp


def build(*args: Any, **kw: Any):
    """A game with Prelude (its cards exist only there)."""
    return base_build(*args, prelude=True, **kw)


def test_house_printing():
    g = build({"Kim": {"resources": {"megacredits": 6, "steel": 2}, "hand": ["House Printing"]}})
    play(g, "House Printing", pay={"megacredits": 6, "steel": 2})  # 10 M€, building
    kim = g.player("Kim")
    assert kim.production == dict(ZERO, steel=1) and kim.resources == ZERO and card_vp(g, kim, "House Printing") == 1
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["House Printing"]}})
    assert "10" in rejected(g, {"do": "play_card", "card": "House Printing"})


def test_lava_tube_settlement_city_on_a_volcanic_area_even_next_to_a_city():
    city = {"r1c0": {"tile": "city", "owner": "Stanley"}}  # next to Tharsis Tholus and Ascraeus Mons
    g = build({"Kim": {"resources": {"megacredits": 15}, "production": {"energy": 1}, "hand": ["Lava Tube Settlement"]}},
              tiles=city)
    play(g, "Lava Tube Settlement")
    assert waiting(g)["options"] == ["r1c1", "r2c0", "r3c0", "r4c0"]  # the four volcanic areas
    answer(g, space="r1c1")  # 1 steel
    kim = g.player("Kim")
    assert g.state.tiles["r1c1"].is_city and g.state.tiles["r1c1"].owner == "Kim"
    assert kim.production == dict(ZERO, megacredits=2) and kim.resources == dict(ZERO, steel=1)
    assert card_vp(g, kim, "Lava Tube Settlement") == 0 and g.count_cities("Kim") == 1


def test_lava_tube_settlement_needs_energy_production():
    g = build({"Kim": {"resources": {"megacredits": 15}, "hand": ["Lava Tube Settlement"]}})
    assert "energy" in rejected(g, {"do": "play_card", "card": "Lava Tube Settlement"})


def test_martian_survey():
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Martian Survey"]}}, oxygen=4,
              deck_top=["Lichen", "Moss"])
    play(g, "Martian Survey")
    kim = g.player("Kim")
    assert sorted(kim.hand) == ["Lichen", "Moss"] and "Martian Survey" in kim.events
    assert card_vp(g, kim, "Martian Survey") == 1 and kim.resources == ZERO
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Martian Survey"]}}, oxygen=5)
    assert "4 %" in rejected(g, {"do": "play_card", "card": "Martian Survey"})


def test_psychrophiles_microbes_pay_2_megacredits_each_for_plant_cards():
    g = build({"Kim": {"resources": {"megacredits": 2}, "hand": ["Psychrophiles"]}}, temperature=-20)
    play(g, "Psychrophiles")
    kim = g.player("Kim")
    assert kim.card_resources == {"Psychrophiles": 0} and kim.resources == ZERO
    do(g, do="card_action", card="Psychrophiles")
    assert kim.card_resources == {"Psychrophiles": 1}
    g = build({"Kim": {"played": ["Psychrophiles"], "card_resources": {"Psychrophiles": 3},
                       "resources": {"megacredits": 1}, "hand": ["Lichen", "Mine"]}}, temperature=-24)
    play(g, "Lichen", pay={"megacredits": 1, "Psychrophiles": 3})  # 7 M€ = 1 + 3 × 2
    kim = g.player("Kim")
    assert kim.card_resources == {"Psychrophiles": 0} and kim.resources == ZERO and "Lichen" in kim.played
    g = build({"Kim": {"played": ["Psychrophiles"], "card_resources": {"Psychrophiles": 2},
                       "hand": ["Mine"]}})
    rejected(g, {"do": "play_card", "card": "Mine", "pay": {"Psychrophiles": 2}})  # Mine has no plant tag
    g = build({"Kim": {"played": ["Psychrophiles"], "card_resources": {"Psychrophiles": 4},
                       "resources": {"megacredits": 1}, "hand": ["Lichen"]}}, temperature=-24)
    rejected(g, {"do": "play_card", "card": "Lichen", "pay": {"megacredits": 1, "Psychrophiles": 4}})  # overpaid


def test_psychrophiles_needs_minus_20_or_colder():
    g = build({"Kim": {"resources": {"megacredits": 2}, "hand": ["Psychrophiles"]}}, temperature=-18)
    assert "-20" in rejected(g, {"do": "play_card", "card": "Psychrophiles"})


def test_research_coordination_wild_tag():
    g = build({"Kim": {"resources": {"megacredits": 4 + 10}, "hand": ["Research Coordination", "Space Hotels"],
                       "played": ["Sponsors"]}})
    rejected(g, {"do": "play_card", "card": "Space Hotels"})  # one Earth tag
    play(g, "Research Coordination")
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 10 and card_vp(g, kim, "Research Coordination") == 0
    kim.resources["megacredits"] = 12
    play(g, "Space Hotels")  # the wild tag stands in for the second Earth tag
    assert kim.production["megacredits"] == 4
    g = build({"Kim": {"resources": {"megacredits": 3}, "hand": ["Research Coordination"]}})
    rejected(g, {"do": "play_card", "card": "Research Coordination"})


def test_research_coordination_does_not_count_for_the_scientist_award():
    g = build({"Kim": {"played": ["Research Coordination", "Research"]}})
    kim = g.player("Kim")
    assert AWARDS["Scientist"].count(g, "Kim") == 2
    assert count_tag(kim, "science") == 3 and count_tag(kim, "jovian") == 1


def test_sf_memorial():
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["SF Memorial"]}}, deck_top=["Lichen"])
    play(g, "SF Memorial")
    kim = g.player("Kim")
    assert kim.hand == ["Lichen"] and card_vp(g, kim, "SF Memorial") == 1 and kim.resources == ZERO
    g = build({"Kim": {"resources": {"megacredits": 6}, "hand": ["SF Memorial"]}})
    rejected(g, {"do": "play_card", "card": "SF Memorial"})


def test_space_hotels():
    g = build({"Kim": {"resources": {"titanium": 4}, "hand": ["Space Hotels"], "played": ["Sponsors", "Media Group"]}})
    play(g, "Space Hotels", pay={"titanium": 4})  # 12 M€, space
    kim = g.player("Kim")
    assert kim.production == dict(ZERO, megacredits=4) and card_vp(g, kim, "Space Hotels") == 0
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Space Hotels"], "played": ["Sponsors"]}})
    assert "2 earth" in rejected(g, {"do": "play_card", "card": "Space Hotels"})
