"""The 5 Colonies corporations: starting M€, resources and production through a real set-up (Corporate Era game:
no +1 production), first actions, ongoing effects and actions, and a case where each cannot do something. Expected
numbers come from the corporation cards (resources/data/cards/README.md, Colonies: readings)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.cards.conftest import ZERO, answer, do, play, rejected, waiting
from tests.cards.test_colonies_projects_a import FIVE, again, build, colonies
from tmdesk.engine import rules
from tmdesk.engine.scenario import play as play_scenario
from tmdesk.engine.scoring import card_vp

KIM_CARDS = ["Lichen", "Heather", "Moss", "Mine", "Power Plant", "Sponsors", "Insulation", "Research",
             "Luna Governor", "Fish"]  # (the first ones are kept)
STANLEY_CARDS = ["Windmills", "Pets", "Birds", "Livestock", "Shuttles", "Asteroid", "Comet", "Imported GHG",
                 "Aquifer Pumping", "Tardigrades"]


def start(kim_corp: str, kept: list[str], steps: list[dict[str, Any]] | None = None, **setup: Any):
    data: dict[str, Any] = {
        "format": "tmdesk-scenario/1",
        "setup": {"players": ["Kim", "Stanley"], "mode": "standard", "corporate_era": True, "colonies": True,
                  "colony_tiles": FIVE,
                  "deal": {"Kim": {"corporations": [kim_corp, "Helion"], "cards": KIM_CARDS},
                           "Stanley": {"corporations": ["CrediCor", "Ecoline"], "cards": STANLEY_CARDS}}, **setup},
        "steps": [{"player": "Kim", "do": "choose_start", "corporation": kim_corp, "cards": kept},
                  {"player": "Stanley", "do": "choose_start", "corporation": "CrediCor", "cards": []},
                  *(steps or [])],
    }
    return play_scenario(data)


@pytest.mark.parametrize(("corp", "mc", "res", "prod"), [
    ("Aridor", 40, {}, {}),
    ("Arklight", 45, {}, {"megacredits": 2}),
    ("Polyphemos", 50 - 2 * 2, {"titanium": 5}, {"megacredits": 5}),  # 5 M€ a card, not 3
    ("Poseidon", 45, {}, {}),
    ("Stormcraft Incorporated", 48, {}, {}),
])
def test_colonies_corporation_starting_assets(corp: str, mc: int, res: dict[str, int], prod: dict[str, int]) -> None:
    g = start(corp, KIM_CARDS[:2])
    kim = g.player("Kim")
    assert kim.corporation == corp
    assert kim.resources == dict(ZERO, megacredits=mc - 6, **res)
    assert kim.production == dict(ZERO, **prod)


def test_colonies_corporations_are_offered_only_with_colonies():
    from tmdesk.cards.loader import catalogue

    names = {"Aridor", "Arklight", "Polyphemos", "Poseidon", "Stormcraft Incorporated"}
    assert names <= set(catalogue().corporation_pool(True, ("colonies",)))
    assert not names & set(catalogue().corporation_pool(True, ("venus", "prelude")))


def test_aridor_puts_a_colony_tile_into_play_as_its_first_action():
    g = start("Aridor", [])
    assert waiting(g)["kind"] == "select_colony" and waiting(g)["player"] == "Kim"  # its very first action
    assert waiting(g)["options"] == ["Enceladus", "Ganymede", "Io", "Miranda", "Pluto", "Titan"]
    answer(g, colony="Io")
    assert sorted(colonies(g)) == sorted(FIVE + ["Io"]) and colonies(g)["Io"]["track"] == 1


def test_aridor_raises_megacredit_production_for_each_new_kind_of_tag():
    g = build({"Kim": {"corporation": "Aridor", "resources": {"megacredits": 13 + 11 + 5 + 20},
                       "hand": ["Physics Complex", "Research", "Conscription", "Mining Colony"],
                       "played": ["Sponsors"]}},
              colony_tiles=FIVE)
    k = g.player("Kim")
    play(g, "Physics Complex", pay={"megacredits": 12})  # science and building: both new
    assert k.production["megacredits"] == 2
    play(g, "Research")  # science again: nothing
    assert k.production["megacredits"] == 2
    again(g)
    k.played.append("Earth Office")  # (an Earth tag is in play already: Sponsors)
    play(g, "Conscription", pay={"megacredits": 2})  # an event: never counts, even with a new tag (none here)
    assert k.production["megacredits"] == 2
    play(g, "Mining Colony")  # space: new
    answer(g, colony="Ceres")
    assert k.production == dict(ZERO, megacredits=3, titanium=1, steel=1)


def test_aridor_does_not_count_a_wild_tag_or_an_event():
    g = build({"Kim": {"corporation": "Aridor", "resources": {"megacredits": 20}, "hand": ["Floater Prototypes",
                                                                                        "Solar Probe"]}},
              colony_tiles=FIVE, prelude=True)
    play(g, "Solar Probe")  # an event with space and science tags
    assert g.player("Kim").production["megacredits"] == 0
    g = build({"Kim": {"corporation": "Aridor", "preludes": ["Research Network"]}}, colony_tiles=FIVE, prelude=True)
    do(g, do="play_prelude", card="Research Network")  # a wild tag only
    assert g.player("Kim").production["megacredits"] == 1  # (Research Network's own +1 M€ production)


def test_arklight_an_animal_for_its_own_tag_and_each_animal_or_plant_tag():
    g = start("Arklight", ["Lichen", "Fish"])
    kim = g.player("Kim")
    assert kim.card_resources == {"Arklight": 1}  # its own animal tag
    kim.resources["megacredits"] += 7
    g.state.temperature = -24
    play(g, "Lichen")
    assert kim.card_resources["Arklight"] == 2
    assert card_vp(g, kim, "Arklight") == 1
    kim.card_resources["Arklight"] = 5
    assert card_vp(g, kim, "Arklight") == 2  # 1 VP per 2 animals


def test_polyphemos_pays_5_for_every_card_bought():
    g = start("Polyphemos", KIM_CARDS[:3])  # the opening hand: 3 cards, 15 M€
    assert g.player("Kim").resources["megacredits"] == 50 - 15
    assert rules.card_price(g.player("Kim")) == 5 and rules.card_price(g.player("Stanley")) == 3
    # Business Network: look at the top card, buy it for 5 instead of 3
    g = build({"Kim": {"corporation": "Polyphemos", "resources": {"megacredits": 5}, "played": ["Business Network"]}},
              colony_tiles=FIVE, deck_top=["Lichen"])
    do(g, do="card_action", card="Business Network")
    assert waiting(g)["price"] == 5
    answer(g, cards=["Lichen"])
    assert g.player("Kim").resources["megacredits"] == 0 and g.player("Kim").hand == ["Lichen"]
    g = build({"Kim": {"corporation": "Polyphemos", "resources": {"megacredits": 4}, "played": ["Business Network"]}},
              colony_tiles=FIVE, deck_top=["Lichen"])
    do(g, do="card_action", card="Business Network")
    assert waiting(g)["max"] == 0  # 4 M€: it cannot be bought


def test_polyphemos_cannot_keep_more_opening_cards_than_50_megacredits_buy_at_5():
    data_cards = KIM_CARDS  # 10 cards: 50 M€ exactly
    g = start("Polyphemos", data_cards)
    assert g.player("Kim").resources["megacredits"] == 0 and len(g.player("Kim").hand) == 10
    g = start("Polyphemos", [])
    assert g.player("Kim").resources["megacredits"] == 50


def test_polyphemos_research_costs_5_a_card():
    g = start("Polyphemos", [], steps=[{"player": "Kim", "do": "pass"}, {"player": "Stanley", "do": "pass"},
                                      {"player": "Stanley", "do": "buy_cards", "cards": []}])
    d = g.waiting_for()
    assert d.kind == "buy_cards" and d.player == "Kim" and d.info["price"] == 5
    kim = g.player("Kim")
    before = kim.resources["megacredits"]
    g.apply({"do": "buy_cards", "cards": d.options[:2]})
    assert kim.resources["megacredits"] == before - 10
    g = start("Polyphemos", [], steps=[{"player": "Kim", "do": "pass"}, {"player": "Stanley", "do": "pass"},
                                      {"player": "Stanley", "do": "buy_cards", "cards": []}])
    g.player("Kim").resources["megacredits"] = 9
    assert "10" in rejected(g, {"do": "buy_cards", "cards": g.waiting_for().options[:2]})


def test_poseidon_builds_a_colony_first_and_gains_production_for_every_colony():
    g = start("Poseidon", [])
    assert waiting(g)["kind"] == "select_colony" and waiting(g)["options"] == FIVE  # its very first action
    answer(g, colony="Luna")
    kim = g.player("Kim")
    assert kim.production == dict(ZERO, megacredits=2 + 1)  # Luna's 2 and Poseidon's 1
    stanley = g.player("Stanley")
    stanley.resources["megacredits"] = 17
    do(g, do="end_turn")
    g.apply({"player": "Stanley", "do": "standard_project", "project": "build_colony"})
    answer(g, colony="Ceres")
    assert kim.production["megacredits"] == 4 and stanley.production["steel"] == 1


def test_stormcraft_adds_floaters_and_spends_them_as_heat():
    g = build({"Kim": {"corporation": "Stormcraft Incorporated", "resources": {"heat": 3},
                       "played": ["Titan Shuttles"], "card_resources": {"Stormcraft Incorporated": 3,
                                                                        "Titan Shuttles": 0}}},
              colony_tiles=FIVE)
    k = g.player("Kim")
    do(g, do="card_action", card="Stormcraft Incorporated")
    assert sorted(waiting(g)["options"]) == ["Stormcraft Incorporated", "Titan Shuttles"]  # ANY card
    answer(g, card="Stormcraft Incorporated")
    assert k.card_resources["Stormcraft Incorporated"] == 4
    # 8 heat: 3 heat and 4 floaters make 11; the floaters used may be 3 (2 heat left over) or 4 (no heat)
    do(g, do="convert_heat")
    assert waiting(g)["kind"] == "select_amount" and waiting(g)["options"] == [3, 4]
    answer(g, amount=3)
    assert k.card_resources["Stormcraft Incorporated"] == 1 and k.resources["heat"] == 1
    assert g.state.temperature == -28 and k.tr == 21
    again(g)
    assert {"do": "convert_heat"} not in waiting(g)["options"]  # 1 heat and 1 floater: 3


def test_stormcraft_floaters_pay_heat_costs_of_cards_and_actions():
    g = build({"Kim": {"corporation": "Stormcraft Incorporated", "resources": {"heat": 1, "megacredits": 1},
                       "played": ["Caretaker Contract"], "card_resources": {"Stormcraft Incorporated": 4},
                       "hand": ["Local Heat Trapping"]}},
              colony_tiles=FIVE, temperature=0)
    k = g.player("Kim")
    do(g, do="card_action", card="Caretaker Contract")  # 8 heat: only the 4 floaters (no change is given)
    assert k.card_resources["Stormcraft Incorporated"] == 0 and k.resources["heat"] == 1 and k.tr == 21
    assert "Local Heat Trapping" in rejected(g, {"do": "play_card", "card": "Local Heat Trapping"})  # 1 heat only
    g = build({"Kim": {"corporation": "Stormcraft Incorporated", "resources": {"heat": 1, "megacredits": 1},
                       "card_resources": {"Stormcraft Incorporated": 2}, "hand": ["Local Heat Trapping"]}},
              colony_tiles=FIVE)
    play(g, "Local Heat Trapping")  # 5 heat: 1 heat and 2 floaters
    k = g.player("Kim")
    assert k.resources["heat"] == 0 and k.card_resources["Stormcraft Incorporated"] == 0
    answer(g, option=0)
    assert k.resources["plants"] == 4


def test_stormcraft_floaters_are_not_heat_for_the_thermalist_award():
    from tmdesk.engine import goals

    g = build({"Kim": {"corporation": "Stormcraft Incorporated", "resources": {"heat": 2},
                       "card_resources": {"Stormcraft Incorporated": 10}}}, colony_tiles=FIVE)
    assert goals.AWARDS["Thermalist"].count(g, "Kim") == 2
