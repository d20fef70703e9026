"""The 5 Venus Next corporations: starting M€ and production through a real set-up (Corporate Era game: no
+1 production), first actions, ongoing effects and actions, and a case where each cannot act. Expected numbers
come from the corporation cards."""

from __future__ import annotations

from typing import Any

import pytest

from tests.cards.conftest import ZERO, answer, do, play, rejected, waiting
from tests.cards.conftest import build as base_build
from tmdesk.engine.scenario import play as play_scenario
from tmdesk.engine.scoring import card_vp

KIM_CARDS = ["Lichen", "Heather", "Moss", "Mine", "Power Plant", "Sponsors", "Insulation", "Research",
             "Venus Waystation", "Local Shading"]  # (the first two are kept)
STANLEY_CARDS = ["Windmills", "Pets", "Fish", "Birds", "Livestock", "Shuttles", "Asteroid", "Comet", "Imported GHG",
                 "Aquifer Pumping"]


def start(kim_corp: str, kept: list[str], state: dict[str, Any] | None = None):
    data: dict[str, Any] = {
        "format": "tmdesk-scenario/1",
        "setup": {"players": ["Kim", "Stanley"], "mode": "standard", "corporate_era": True, "venus_next": True,
                  "deal": {"Kim": {"corporations": [kim_corp, "Helion"], "cards": KIM_CARDS},
                           "Stanley": {"corporations": ["CrediCor", "Ecoline"], "cards": STANLEY_CARDS}}},
        "steps": [{"player": "Kim", "do": "choose_start", "corporation": kim_corp, "cards": kept},
                  {"player": "Stanley", "do": "choose_start", "corporation": "CrediCor", "cards": []}],
    }
    if state:
        data["state"] = state
    return play_scenario(data)


def build(kim: dict[str, Any], corp: str, **kw: Any):
    return base_build({"Kim": dict(kim, corporation=corp)}, venus_next=True, **kw)


@pytest.mark.parametrize(("corp", "mc", "res", "prod"), [
    ("Aphrodite", 47, {}, {"plants": 1}),
    ("Celestic", 42, {}, {}),
    ("Manutech", 35, {"steel": 1}, {"steel": 1}),  # "including this": the opening steel production gives 1 steel
    ("Morning Star Inc.", 50, {}, {}),
    ("Viron", 48, {}, {}),
])
def test_venus_corporation_starting_assets(corp: str, mc: int, res: dict[str, int], prod: dict[str, int]) -> None:
    g = start(corp, KIM_CARDS[:2])
    kim = g.player("Kim")
    assert kim.corporation == corp
    assert kim.resources == dict(ZERO, megacredits=mc - 6, **res)
    assert kim.production == dict(ZERO, **prod)


def test_venus_corporations_are_offered_only_with_venus_next():
    from tmdesk.cards.loader import catalogue

    pool = catalogue().corporation_pool(True, ("venus",))
    assert {"Aphrodite", "Celestic", "Manutech", "Morning Star Inc.", "Viron"} <= set(pool)
    assert not {"Aphrodite", "Viron"} & set(catalogue().corporation_pool(True))
    assert "Dirigibles" not in catalogue().deck(True) and "Dirigibles" in catalogue().deck(True, ("venus",))


def test_aphrodite_2_megacredits_for_every_venus_step_by_anyone():
    g = base_build({"Kim": {"corporation": "Aphrodite"},
                    "Stanley": {"resources": {"megacredits": 27}, "hand": ["Giant Solar Shade"]}},
                   venus_next=True, venus=0)
    g.apply({"do": "pass"})  # Kim passes; Stanley raises Venus 3 steps
    g.apply({"do": "play_card", "card": "Giant Solar Shade", "player": "Stanley"})
    assert g.player("Kim").resources["megacredits"] == 6 and g.player("Stanley").resources["megacredits"] == 0


def test_aphrodite_gains_nothing_when_venus_is_at_its_goal():
    g = build({"resources": {"megacredits": 9}, "hand": ["Water to Venus"]}, "Aphrodite", venus=30)
    play(g, "Water to Venus")
    assert g.player("Kim").resources["megacredits"] == 0


def test_celestic_first_action_reveals_until_2_floater_cards():
    top = ["Trees", "Dirigibles", "Grass", "Atmoscoop", "Bushes"]
    g = start("Celestic", [], state={"deck_top": top})
    kim = g.player("Kim")
    assert sorted(kim.hand) == ["Atmoscoop", "Dirigibles"]
    assert {"Trees", "Grass"} <= set(g.state.discard) and "Bushes" in g.state.deck
    assert waiting(g)["kind"] == "action"


def test_celestic_action_a_floater_on_any_card_one_vp_per_3():
    g = build({"played": ["Local Shading"], "card_resources": {"Local Shading": 0}}, "Celestic")
    do(g, do="card_action", card="Celestic")
    assert waiting(g)["options"] == ["Celestic", "Local Shading"]
    answer(g, card="Celestic")
    kim = g.player("Kim")
    assert kim.card_resources["Celestic"] == 1
    kim.card_resources["Celestic"] = 7
    assert card_vp(g, kim, "Celestic") == 2
    rejected(g, {"do": "card_action", "card": "Celestic"})  # once a generation


def test_manutech_gains_each_production_step_raised():
    g = build({"resources": {"megacredits": 13}, "production": {"heat": 2}, "hand": ["Insulation", "Mine"]},
              "Manutech")
    play(g, "Mine")  # 4 M€, steel production +1
    kim = g.player("Kim")
    assert kim.production["steel"] == 1 and kim.resources["steel"] == 1
    play(g, "Insulation")  # 2 M€: heat production -X, M€ production +X
    answer(g, amount=2)
    assert kim.production == dict(ZERO, steel=1, megacredits=2)
    assert kim.resources == dict(ZERO, megacredits=13 - 4 - 2 + 2, steel=1)


def test_manutech_gains_nothing_for_a_production_decrease():
    g = build({"production": {"energy": 1}, "played": ["Venus Magnetizer"]}, "Manutech", venus=10)
    do(g, do="card_action", card="Venus Magnetizer")
    kim = g.player("Kim")
    assert kim.production == ZERO and kim.resources == ZERO


def test_morning_star_first_action_reveals_until_3_venus_cards():
    top = ["Trees", "Dirigibles", "Water to Venus", "Venus Governor", "Grass", "Aerial Mappers", "Bushes"]
    g = start("Morning Star Inc.", [], state={"deck_top": top})
    assert sorted(g.player("Kim").hand) == ["Aerial Mappers", "Dirigibles", "Venus Governor"]
    assert {"Trees", "Water to Venus", "Grass"} <= set(g.state.discard)  # Water to Venus has no Venus tag
    assert "Bushes" in g.state.deck


def test_morning_star_venus_requirements_2_steps_either_way():
    g = build({"resources": {"megacredits": 5}, "hand": ["Ishtar Mining"]}, "Morning Star Inc.", venus=4)
    play(g, "Ishtar Mining")  # needs 8 %: 4 % is 2 steps off
    assert g.player("Kim").production["titanium"] == 1
    g = build({"resources": {"megacredits": 16}, "hand": ["Spin-Inducing Asteroid"]}, "Morning Star Inc.", venus=14)
    play(g, "Spin-Inducing Asteroid")  # at most 10 %: 14 % is 2 steps off
    g = build({"resources": {"megacredits": 5}, "hand": ["Ishtar Mining"]}, "Morning Star Inc.", venus=2)
    assert "8" in rejected(g, {"do": "play_card", "card": "Ishtar Mining"})


def test_morning_star_tolerance_is_for_venus_only():
    g = build({"resources": {"megacredits": 10}, "hand": ["Lichen"]}, "Morning Star Inc.", temperature=-28)
    assert "-24" in rejected(g, {"do": "play_card", "card": "Lichen"})


def test_viron_uses_an_action_again():
    g = build({"played": ["Venusian Insects", "Local Shading"], "card_resources": {"Venusian Insects": 0,
                                                                                 "Local Shading": 0}}, "Viron")
    rejected(g, {"do": "card_action", "card": "Viron"})  # no action used yet
    do(g, do="card_action", card="Venusian Insects")
    do(g, do="card_action", card="Viron")
    assert waiting(g)["options"] == ["Venusian Insects"]
    answer(g, card="Venusian Insects")
    kim = g.player("Kim")
    assert kim.card_resources["Venusian Insects"] == 2
    assert sorted(kim.used_actions) == ["Venusian Insects", "Viron"]
