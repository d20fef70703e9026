"""Requirement tolerances add up (issue #12): Inventrix, Adaptation Technology and Special Design each make
global requirements "+2 or -2 steps"; two in force give 4 steps, all three 6. Each pair is tested at the edge
and one step past it (a temperature step is 2 °C, an oxygen step 1 %)."""

from __future__ import annotations

from typing import Any

from tests.cards.conftest import build, do, play, rejected
from tmdesk.engine.game import Game

RICH = {"megacredits": 60}


def kim_with(corporation: str | None, played: list[str], hand: list[str], **state: Any) -> Game:
    kim: dict[str, Any] = {"resources": RICH, "played": played, "hand": hand}
    if corporation:
        kim["corporation"] = corporation
    return build({"Kim": kim}, **state)


def test_inventrix_and_adaptation_technology_make_ants_playable_at_zero_oxygen():
    g = kim_with("Inventrix", ["Adaptation Technology"], ["Ants"], oxygen=0)  # Ants needs 4 %
    play(g, "Ants")
    assert "Ants" in g.player("Kim").played


def test_inventrix_and_adaptation_technology_edge_and_one_step_past():
    g = kim_with("Inventrix", ["Adaptation Technology"], ["Insects"], oxygen=2)  # Insects needs 6 %
    play(g, "Insects")
    assert "Insects" in g.player("Kim").played
    g = kim_with("Inventrix", ["Adaptation Technology"], ["Insects"], oxygen=1)
    rejected(g, {"do": "play_card", "card": "Insects"})


def test_inventrix_and_special_design_edge_and_one_step_past():
    for temperature, playable in ((-22, True), (-24, False)):  # Heather needs -14 °C
        g = kim_with("Inventrix", [], ["Special Design", "Heather"], temperature=temperature)
        play(g, "Special Design")
        if playable:
            play(g, "Heather")
            assert g.player("Kim").production["plants"] == 1
        else:
            rejected(g, {"do": "play_card", "card": "Heather"})


def test_adaptation_technology_and_special_design_on_a_maximum():
    for temperature, playable in ((-6, True), (-4, False)):  # Designed Microorganisms: at most -14 °C
        g = kim_with(None, ["Adaptation Technology"], ["Special Design", "Designed Microorganisms"],
                     temperature=temperature)
        play(g, "Special Design")
        if playable:
            play(g, "Designed Microorganisms")
            assert g.player("Kim").production["plants"] == 2
        else:
            rejected(g, {"do": "play_card", "card": "Designed Microorganisms"})


def test_all_three_give_six_steps_for_the_next_card_only():
    g = kim_with("Inventrix", ["Adaptation Technology"], ["Special Design", "Heather", "Lichen"], temperature=-26)
    play(g, "Special Design")
    play(g, "Heather")  # -14 °C less 6 steps = -26 °C
    assert g.player("Kim").production["plants"] == 1
    g = kim_with("Inventrix", ["Adaptation Technology"], ["Special Design", "Heather"], temperature=-28)
    play(g, "Special Design")
    rejected(g, {"do": "play_card", "card": "Heather"})


def test_special_design_is_spent_by_the_card_it_helps():
    g = kim_with("Inventrix", ["Adaptation Technology"], ["Special Design", "Lichen", "Heather"], temperature=-26)
    play(g, "Special Design")
    play(g, "Lichen")  # uses Special Design's 2 steps
    do(g, do="pass", player="Stanley")
    rejected(g, {"do": "play_card", "card": "Heather"})  # 4 steps left: needs -22 °C
