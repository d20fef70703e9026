"""Difficulty options (automars.md section 14), one test per rule, plus presets."""

from __future__ import annotations

import pytest
from automars_fakes import HUMAN, FakeHost, make_bot

from tmdesk.automars import AUTOMARS, AutoMars, Difficulty, tracks, turn

CITY_TILES = {"r1c1": ("city", AUTOMARS), "r3c3": ("city", AUTOMARS), "r6c3": ("city", AUTOMARS)}
GREENERY_TILES = {"r7c0": ("greenery", AUTOMARS), "r7c1": ("greenery", AUTOMARS), "r8c2": ("greenery", AUTOMARS)}


def test_presets() -> None:
    assert Difficulty.preset("normal").options == frozenset()
    assert Difficulty.preset("easy").options == {"E1", "E2", "E3"}
    assert Difficulty.preset("hard").options == {"H1", "H2"}
    assert Difficulty.preset("brutal").options == {"H1", "H2", "B1", "B2"}
    assert Difficulty(frozenset({"E2"})).level == "custom"
    with pytest.raises(ValueError, match="unknown AutoMars difficulty"):
        Difficulty.preset("nightmare")
    with pytest.raises(ValueError, match="X9"):
        Difficulty(frozenset({"X9"}))


def test_e1_ignores_advance_counter() -> None:
    host = FakeHost()
    bot = make_bot(host, options=["E1"])
    tracks.advance(bot.ctx, "science")  # Science 1: advance
    assert bot.state.tracks["science"] == 1


def test_e2_failed_action_gives_three() -> None:
    host = FakeHost()
    bot = make_bot(host, options=["E2"])
    bot.ctx.failed_action("no_tags")
    assert bot.state.megacredits == 3


def test_e3_award_strength_minus_five() -> None:
    host = FakeHost()
    bot = make_bot(host, tracks={"space": 4}, options=["E3"])
    assert bot.award_strength("Miner") == 4
    assert bot.award_strength("Landlord") == -5


def test_h1_scores_played_cards_without_negative_vp() -> None:
    host = FakeHost(generation=14)
    pile = ["Mine", "Algae", "Nuclear Zone", "Law Suit"]  # Nuclear Zone: -2 VP; Law Suit (FAQ): -1
    normal = make_bot(host, played_pile=list(pile))
    hard = make_bot(host, played_pile=list(pile), difficulty="hard")
    assert normal.final_score()["cards"] == 0
    assert hard.final_score()["cards"] == 2


@pytest.mark.parametrize(
    ("claimed", "tiles", "tracks_", "expect"),
    [
        ({}, {**CITY_TILES, **GREENERY_TILES}, {"building": 8}, "Mayor"),  # 3 met, none claimed
        ({}, CITY_TILES, {"building": 8}, None),  # only 2 met
        ({"Terraformer": HUMAN}, CITY_TILES, {"building": 8}, "Mayor"),  # 1 claimed, 2 met
        ({"Terraformer": HUMAN, "Planner": HUMAN}, CITY_TILES, {}, "Mayor"),  # 2 claimed, 1 met
        ({"Terraformer": HUMAN, "Mayor": HUMAN, "Planner": HUMAN}, CITY_TILES, {"building": 8}, None),
    ],
)
def test_h2_hard_milestone_claim(
    claimed: dict[str, str], tiles: dict[str, tuple[str, str]], tracks_: dict[str, int], expect: str | None
) -> None:
    host = FakeHost(generation=3, milestones=claimed, tiles=tiles)
    bot = make_bot(host, difficulty="hard", megacredits=9, tracks=tracks_, action_deck=["Mine"])
    bot.take_turn()
    if expect is None:
        assert bot.state.megacredits == 9
        assert AUTOMARS not in host.milestones.values()
    else:
        assert host.milestones[expect] == AUTOMARS
        assert bot.state.megacredits == 1
    assert bot.state.played_pile == ["Mine"]  # then the normal turn


def test_h2_needs_eight_megacredits_and_first_turn_only() -> None:
    host = FakeHost(generation=3, tiles={**CITY_TILES, **GREENERY_TILES})
    bot = make_bot(host, difficulty="hard", megacredits=7, tracks={"building": 8}, action_deck=["Mine", "Mine"])
    bot.take_turn()
    assert host.milestones == {}
    bot.state.megacredits = 20
    bot.take_turn()  # second turn of generation 3: no claim
    assert host.milestones == {}
    host.generation = 4
    bot.take_turn()  # first turn of generation 4 (deck empty: it claims, then passes)
    assert host.milestones == {"Mayor": AUTOMARS}


def test_h2_not_in_normal() -> None:
    host = FakeHost(generation=3, tiles={**CITY_TILES, **GREENERY_TILES})
    bot = make_bot(host, megacredits=20, tracks={"building": 8}, action_deck=["Mine"])
    bot.take_turn()
    assert host.milestones == {}


def test_b1_setup_deck_has_four_project_cards() -> None:
    host = FakeHost(deck=["Mine"] * 10)
    bot = AutoMars.new_game(host, "brutal")
    assert len(bot.state.action_deck) == 5
    assert sum(1 for c in bot.state.action_deck if c.startswith("B")) == 1
    normal = AutoMars.new_game(FakeHost(deck=["Mine"] * 10), "normal")
    assert len(normal.state.action_deck) == 4


def test_b2_research_keeps_four() -> None:
    host = FakeHost(deck=["Mine"] * 10)
    bot = make_bot(host, difficulty="brutal", bonus_deck=["B02"])
    turn.build_research_deck(bot.ctx)
    assert sorted(bot.state.action_deck) == ["B02", "Mine", "Mine", "Mine", "Mine"]


def test_b2_draft_skips_discard() -> None:
    host = FakeHost()
    bot = make_bot(host, difficulty="brutal", bonus_deck=["B02"])
    bot.finish_draft(["Mine", "Algae", "Sponsors", "Asteroid"])
    assert host.discard == []
    assert len(bot.state.action_deck) == 5
