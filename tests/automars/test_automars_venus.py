"""AutoMars with Venus Next (automars_expansions.md section 2; tmdesk/automars/venus.py): its Venus track and
icons, floaters, B02's variant, B15 for B06, B16 in every generation's deck, the floaters spent after research,
Hoverlord and Venuphile; and whole games against it."""

from __future__ import annotations

import pytest
from automars_fakes import FakeHost, make_bot

from tmdesk.automars import bonus_cards, cards, milestones, tracks, turn, venus
from tmdesk.automars.host import VENUS_NEXT
from tmdesk.cli.simulate import play_random_game
from tmdesk.engine.state import GameConfig


def venus_host(**kwargs: object) -> FakeHost:
    host = FakeHost(**kwargs)  # type: ignore[arg-type]
    host.expansions = frozenset({VENUS_NEXT})
    return host


def test_without_venus_next_the_board_has_no_venus_track_and_venus_icons_are_ignored() -> None:
    host = FakeHost(deck=["Test Venus"])
    bot = make_bot(host)
    assert "venus" not in bot.ctx.board.tracks and "venus" not in bot.state.tracks
    assert "B06" in bot.ctx.board.bonus_deck and "B15" not in bot.ctx.board.bonus_deck
    cards.resolve_project_card(bot.ctx, "Test Venus")
    assert "AutoMars ignores the venus tag (expansion not in play)" in host.messages()
    tracks.resolve_icon(bot.ctx, "energy", 2, "floater:1")
    assert bot.state.floaters == 0


def test_the_venus_track_has_12_spaces_moved_by_venus_tags_and_b15_replaces_b06() -> None:
    bot = make_bot(venus_host())
    board = bot.ctx.board
    assert board.tracks["venus"].max_position == 12 and board.tag_to_track["venus"] == "venus"
    assert board.tracks["venus"].positions[12] == "tr:5" and board.tracks["venus"].positions[9] == "advance_track:plant"
    assert board.bonus_deck == ("B01", "B02", "B03", "B04", "B05", "B15", "B07", "B08")
    assert [m.name for m in board.milestones][-1] == "Hoverlord" and [a.name for a in board.awards][-1] == "Venuphile"


def test_a_venus_tag_moves_the_venus_track_and_its_icons_act() -> None:
    host = venus_host(deck=["Test Venus"])
    bot = make_bot(host, tracks={"venus": 2})
    cards.resolve_project_card(bot.ctx, "Test Venus")  # space 3: raise Venus
    assert bot.state.tracks["venus"] == 3 and host.venus == 2 and bot.state.tr == 21
    tracks.advance(bot.ctx, "venus")  # space 4: 2 floaters
    assert bot.state.floaters == 2


def test_raising_venus_to_16_percent_gives_automars_a_second_tr_and_at_30_it_is_a_failed_action() -> None:
    host = venus_host()
    host.venus = 14
    bot = make_bot(host)
    assert venus.raise_venus(bot.ctx, 1) and host.venus == 16 and bot.state.tr == 22
    host.venus = 30
    tracks.resolve_icon(bot.ctx, "venus", 3, "venus:1")
    assert bot.state.megacredits == 5 and "AutoMars takes a Failed Action (venus_max): +5 M€" in host.messages()


def test_the_end_of_the_venus_track_is_a_failed_action() -> None:
    bot = make_bot(venus_host(), tracks={"venus": 12})
    tracks.advance(bot.ctx, "venus")
    assert bot.state.tracks["venus"] == 12 and bot.state.megacredits == 5


def test_the_three_tharsis_floater_cells_store_floaters() -> None:
    bot = make_bot(venus_host(), tracks={"energy": 1, "event": 5})
    tracks.advance(bot.ctx, "energy")  # energy 2: 1 floater
    tracks.advance(bot.ctx, "event")  # event 6: 2 floaters
    assert bot.state.floaters == 3


def test_b02_gives_2_megacredits_and_a_floater_with_venus_next() -> None:
    bot = make_bot(venus_host())
    bonus_cards.resolve_bonus_card(bot.ctx, "B02")
    assert bot.state.megacredits == 2 and bot.state.floaters == 1


@pytest.mark.parametrize(("temperature", "oxygen", "venus_now", "option", "after"), [
    (-26, 0, 0, "a", {"temperature": -22}),  # temperature 2 steps below -24: +2 steps, destroyed
    (-12, 6, 0, "b", {"oxygen": 8}),  # oxygen 2 steps below 8 %: a greenery and 1 step more
    (-12, 3, 12, "c", {"venus": 16}),  # Venus 2 steps below 16 %: +2 Venus steps, kept
    (-12, 3, 10, "d", {"oceans": 1}),  # none: an ocean, the parameter furthest from completion (none placed)
])
def test_b15_lobbyists_for_venus(temperature: int, oxygen: int, venus_now: int, option: str,
                                 after: dict[str, int]) -> None:
    host = venus_host(temperature=temperature, oxygen=oxygen)
    host.venus = venus_now
    bot = make_bot(host)
    bonus_cards.resolve_bonus_card(bot.ctx, "B15")
    assert f"B15: {option}" in host.messages()
    assert {k: host.global_parameter(k) for k in after} == after
    assert ("B15" in bot.state.destroyed_bonus_cards) == (option in "ab")


def test_b16_raises_venus_in_odd_generations_and_mars_in_even_ones_for_nothing() -> None:
    host = venus_host(generation=3)
    bot = make_bot(host)
    bonus_cards.resolve_bonus_card(bot.ctx, "B16")
    assert host.venus == 2 and bot.state.tr == 20 and bot.state.megacredits == 0
    assert "B16" not in bot.state.bonus_discard  # set aside: it comes back next generation
    host.generation = 4
    bonus_cards.resolve_bonus_card(bot.ctx, "B16")
    assert host.oxygen == 1 and host.venus == 2 and bot.state.tr == 20  # oxygen and oceans all left: oxygen first
    host.generation, host.venus = 5, 30
    bonus_cards.resolve_bonus_card(bot.ctx, "B16")  # Venus complete: Mars again, now an ocean (9 of 9 left)
    assert host.global_parameter("oceans") == 1 and bot.state.megacredits == 0  # nor its placement M€


def test_b16_is_in_every_generations_action_deck() -> None:
    host = venus_host(deck=[f"Card {i}" for i in range(10)])
    bot = make_bot(host)
    turn.build_bonus_deck(bot.ctx)
    assert "B16" not in bot.state.bonus_deck and "B15" in bot.state.bonus_deck
    turn.build_setup_deck(bot.ctx)
    assert bot.state.action_deck.count("B16") == 1 and len(bot.state.action_deck) == 5  # 3 projects, 2 bonus cards
    bot.state.action_deck.clear()
    turn.build_research_deck(bot.ctx)
    assert bot.state.action_deck.count("B16") == 1 and len(bot.state.action_deck) == 5


def test_floaters_buy_a_fourth_card_once_hoverlord_is_out_of_reach() -> None:
    host = venus_host(deck=[f"Card {i}" for i in range(10)], milestones={"Hoverlord": "Kim"})
    bot = make_bot(host, floaters=6)
    turn.build_research_deck(bot.ctx)
    assert bot.state.floaters == 1 and len([c for c in bot.state.action_deck if c.startswith("Card")]) == 4
    host = venus_host(deck=[f"Card {i}" for i in range(10)])
    bot = make_bot(host, floaters=6)  # Hoverlord may still be claimed: the floaters are kept
    turn.build_research_deck(bot.ctx)
    assert bot.state.floaters == 6 and len([c for c in bot.state.action_deck if c.startswith("Card")]) == 3


def test_with_the_draft_floaters_keep_the_fourth_card_and_brutal_draws_one_more() -> None:
    host = venus_host(deck=["Extra"], milestones={"Mayor": "Kim", "Builder": "Kim", "Planner": "Kim"})
    bot = make_bot(host, floaters=5)
    turn.finish_draft(bot.ctx, ["A", "B", "C", "D"])
    assert bot.state.floaters == 0 and sorted(c for c in bot.state.action_deck if len(c) == 1) == ["A", "B", "C", "D"]
    bot = make_bot(host, difficulty="brutal", floaters=5)
    turn.finish_draft(bot.ctx, ["A", "B", "C", "D"])
    assert sorted(c for c in bot.state.action_deck if c != "B16") == ["A", "B", "C", "D", "Extra"]


def test_hoverlord_needs_7_floaters_and_venuphile_counts_the_venus_track() -> None:
    host = venus_host()
    bot = make_bot(host, floaters=6, tracks={"venus": 4})
    hoverlord = next(m for m in bot.ctx.board.milestones if m.name == "Hoverlord")
    assert not milestones.automars_meets(bot.ctx, hoverlord)
    bot.state.floaters = 7
    assert milestones.automars_meets(bot.ctx, hoverlord)
    venuphile = milestones.award_by_name(bot.ctx, "Venuphile")
    assert milestones.automars_award_strength(bot.ctx, venuphile) == 4


def test_corporate_competition_improves_venuphile_by_advancing_the_venus_track() -> None:
    host = venus_host(awards=["Venuphile"], human={"goal:Venuphile": 3})
    bot = make_bot(host, megacredits=5, tracks={"venus": 2})
    bonus_cards.resolve_bonus_card(bot.ctx, "B08")
    assert bot.state.tracks["venus"] == 3 and bot.state.megacredits == 0


def test_the_state_dumps_the_venus_track_and_floaters_only_with_venus_next() -> None:
    bot = make_bot(venus_host(), floaters=3, tracks={"venus": 5})
    dumped = bot.state.dump()
    assert dumped["tracks"]["venus"] == 5 and dumped["floaters"] == 3
    assert "floaters" not in make_bot(FakeHost()).state.dump()


@pytest.mark.parametrize("difficulty", ["easy", "normal", "hard", "brutal"])
def test_whole_games_against_automars_with_venus_next(difficulty: str) -> None:
    game, _ = play_random_game(GameConfig(players=["Ana"], mode="automars", venus_next=True, corporate_era=True,
                                          automars_difficulty=difficulty, seed=41, draft=difficulty == "hard"))
    s = game.state
    assert s.phase == "end"
    assert "B16" in [e[1].get("card") for e in s.log]  # B16 was resolved
    assert not [e for e in s.log if e[0].startswith("World Government")]  # never asked of the human
