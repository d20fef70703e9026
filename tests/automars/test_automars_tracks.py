"""Track icons (automars.md 7.4), one test per icon kind, and the board loader's schema check."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from automars_fakes import HUMAN, FakeHost, make_bot

from tmdesk.automars import AUTOMARS, cards, messages, tracks
from tmdesk.automars.tracks import load_board
from tmdesk.paths import data_file

ALL_OCEANS = ["r0c1", "r0c3", "r0c4", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r5c5"]


def test_board_matches_spec_table() -> None:
    board = load_board()
    building = board.tracks["building"].positions
    assert building[5] == "tr:2" and building[11] == "advance_track:space" and building[18] == "tr:5"
    assert board.tracks["event"].positions[16] == "temperature:2"
    assert board.tag_to_track["jovian"] == "energy" and board.tag_to_track["city"] == "earth"
    assert board.production_to_track["heat"] == "earth"


def test_icon_advance_counter() -> None:
    host = FakeHost()
    bot = make_bot(host)
    tracks.advance(bot.ctx, "event")  # Event 1: advance -> Event 2 (no icon)
    assert bot.state.tracks["event"] == 2


def test_icon_advance_another_counter_not_ignored_by_easy() -> None:
    host = FakeHost()
    bot = make_bot(host, tracks={"building": 10}, options=["E1"])
    tracks.advance(bot.ctx, "building")
    assert bot.state.tracks["space"] == 1


def test_icon_gain_tr() -> None:
    host = FakeHost()
    bot = make_bot(host, tracks={"energy": 2})
    tracks.advance(bot.ctx, "energy")  # Energy 3: TR+3
    assert bot.state.tr == 23


def test_icon_milestone_failed_when_none_met() -> None:
    host = FakeHost()
    bot = make_bot(host, tracks={"space": 7})
    tracks.advance(bot.ctx, "space")
    assert host.milestones == {}
    assert bot.state.megacredits == 5


def test_icon_milestone_failed_when_three_claimed() -> None:
    host = FakeHost(milestones={"Terraformer": HUMAN, "Gardener": HUMAN, "Planner": HUMAN})
    bot = make_bot(host, tracks={"space": 7, "building": 8})
    tracks.advance(bot.ctx, "space")
    assert "Builder" not in host.milestones
    assert bot.state.megacredits == 5


def test_icon_award_failed_when_three_funded() -> None:
    host = FakeHost(awards=["Landlord", "Banker", "Scientist"])
    bot = make_bot(host, tracks={"earth": 8, "space": 10})
    tracks.advance(bot.ctx, "earth")
    assert host.awards == ["Landlord", "Banker", "Scientist"]
    assert bot.state.megacredits == 5


def test_icon_raise_temperature_and_heat_bonus() -> None:
    host = FakeHost(temperature=-26)
    bot = make_bot(host, tracks={"building": 5})
    tracks.advance(bot.ctx, "building")  # Building 6: temperature
    assert host.temperature == -24
    assert bot.state.tr == 21
    assert bot.state.megacredits == 2


def test_icon_temperature_at_max_is_failed_action() -> None:
    host = FakeHost(temperature=8)
    bot = make_bot(host, tracks={"building": 5})
    tracks.advance(bot.ctx, "building")
    assert bot.state.tr == 20 and bot.state.megacredits == 5


def test_icon_temperature_two_steps() -> None:
    host = FakeHost(temperature=-30)
    bot = make_bot(host, tracks={"event": 15}, reached={"event": 15})
    tracks.advance(bot.ctx, "event")  # Event 16: temperature +2
    assert host.temperature == -26 and bot.state.tr == 22


def test_icon_temperature_two_steps_with_one_left_is_not_failed() -> None:
    host = FakeHost(temperature=6)
    bot = make_bot(host, tracks={"event": 15})
    tracks.advance(bot.ctx, "event")
    assert host.temperature == 8 and bot.state.tr == 21 and bot.state.megacredits == 0


def test_temperature_to_zero_places_an_ocean() -> None:
    host = FakeHost(temperature=-2)
    bot = make_bot(host, tracks={"building": 5})
    tracks.advance(bot.ctx, "building")
    assert host.temperature == 0
    assert [tile for _, tile in host.placed] == ["ocean"]
    assert bot.state.tr == 22  # temperature + ocean


def test_oxygen_to_eight_at_max_temperature_is_failed_action() -> None:
    host = FakeHost(oxygen=7, temperature=8, tiles={"r4c0": ("greenery", AUTOMARS)})
    bot = make_bot(host, tracks={"plant": 2})
    tracks.advance(bot.ctx, "plant")
    assert host.oxygen == 8 and bot.state.tr == 21
    assert bot.state.megacredits >= 5


def test_icon_greenery() -> None:
    host = FakeHost(tiles={"r2c2": ("city", AUTOMARS), "r2c3": ("city", HUMAN)})
    bot = make_bot(host, tracks={"plant": 2})
    tracks.advance(bot.ctx, "plant")
    space, tile = host.placed[0]
    assert tile == "greenery"
    # next to the AutoMars city, avoiding the human city: r1c1 or r2c1 or r3c2 (r1c2/r3c3 touch r2c3)
    assert space in {"r1c1", "r2c1", "r3c2"}
    assert host.oxygen == 1 and bot.state.tr == 21


def test_icon_greenery_with_oxygen_at_max_places_tile_without_tr() -> None:
    host = FakeHost(oxygen=14)
    bot = make_bot(host, tracks={"plant": 2})
    tracks.advance(bot.ctx, "plant")
    assert [tile for _, tile in host.placed] == ["greenery"]
    assert bot.state.tr == 20
    assert messages.FAILED_ACTION not in [m for m, _ in host.events]


def test_icon_greenery_without_space_is_failed_action() -> None:
    host = FakeHost()
    bot = make_bot(host, tracks={"plant": 2})
    for space in bot.ctx.mars.ordered:
        if space.is_land:
            host.tile_map[space.id] = {"tile": "city", "owner": HUMAN}
    tracks.advance(bot.ctx, "plant")
    assert host.placed == [] and bot.state.megacredits == 5


def test_icon_ocean() -> None:
    host = FakeHost()
    bot = make_bot(host, tracks={"building": 1})
    tracks.advance(bot.ctx, "building")  # Building 2: ocean
    assert [tile for _, tile in host.placed] == ["ocean"]
    assert bot.state.tr == 21
    # the 9.4 tiebreakers: no oceans yet, most icons: r1c5 (2 cards) is the only one with 2 icons...
    # ...tied with r0c1 (2 steel), r3c7, r4c3, r4c4, r4c5 (2 plants): the card-cost count decides
    assert host.placed[0][0] in {"r0c1", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r8c4"}


def test_icon_ocean_when_nine_placed_is_failed_action() -> None:
    host = FakeHost(tiles={space: ("ocean", None) for space in ALL_OCEANS})
    bot = make_bot(host, tracks={"building": 1})
    tracks.advance(bot.ctx, "building")
    assert host.placed == [] and bot.state.tr == 20 and bot.state.megacredits == 5


def test_icon_city() -> None:
    greeneries = {"r6c2": ("greenery", HUMAN), "r6c3": ("greenery", AUTOMARS), "r8c2": ("greenery", HUMAN)}
    host = FakeHost(tiles=greeneries)
    bot = make_bot(host, tracks={"earth": 0})
    tracks.advance(bot.ctx, "earth")  # Earth 1: city
    assert host.placed == [("r7c2", "city")]  # the only space touching 3 greeneries (1 card icon)
    assert bot.state.megacredits == 1


def test_icon_city_without_space_is_failed_action() -> None:
    host = FakeHost()
    bot = make_bot(host)
    for space in bot.ctx.mars.ordered:
        if space.is_land:
            host.tile_map[space.id] = {"tile": "greenery", "owner": HUMAN}
    tracks.advance(bot.ctx, "earth")
    assert host.placed == [] and bot.state.megacredits == 5


def test_icon_venus_is_ignored_without_failed_action() -> None:
    host = FakeHost()
    bot = make_bot(host, tracks={"space": 6})
    tracks.advance(bot.ctx, "space")  # Space 7: venus:1
    assert bot.state.megacredits == 0 and bot.state.tr == 20
    assert (messages.ICON_IGNORED_EXPANSION, {"icon": "venus:1", "track": "space", "position": 7}) in host.events


@pytest.mark.parametrize(("track", "position", "icon"), [("event", 6, "floater:2"), ("energy", 2, "floater:1"),
                                                         ("energy", 4, "floater:2")])
def test_tharsis_floater_icons_are_named_and_ignored_without_venus_next_or_colonies(track: str, position: int,
                                                                                    icon: str) -> None:
    """other_boards.json: tharsis_corrections — these three cells gain floaters, they raise no Venus."""
    assert tracks.load_board().tracks[track].positions[position] == icon
    host = FakeHost()
    bot = make_bot(host, tracks={track: position - 1})
    tracks.advance(bot.ctx, track)
    assert bot.state.megacredits == 0 and bot.state.tr == 20 and bot.state.tracks[track] == position
    assert (messages.ICON_IGNORED_EXPANSION, {"icon": icon, "track": track, "position": position}) in host.events


def test_end_of_track_is_failed_action() -> None:
    host = FakeHost()
    bot = make_bot(host, tracks={"science": 18})
    tracks.advance(bot.ctx, "science")
    assert bot.state.tracks["science"] == 18 and bot.state.megacredits == 5


def test_chain_reaching_end_of_track() -> None:
    host = FakeHost()
    bot = make_bot(host, tracks={"building": 10, "space": 18})
    tracks.advance(bot.ctx, "building")  # Building 11 advances Space, which is on 18
    assert bot.state.megacredits == 5


def test_wild_tag_advances_least_advanced_track() -> None:
    host = FakeHost()
    bot = make_bot(host, tracks={"building": 1, "space": 1, "event": 1, "science": 1, "energy": 1, "earth": 2})
    cards.resolve_project_card(bot.ctx, "Test Wild")
    assert bot.state.tracks["plant"] == 1


def test_venus_tag_is_ignored() -> None:
    host = FakeHost()
    bot = make_bot(host)
    cards.resolve_project_card(bot.ctx, "Test Venus")
    assert bot.state.megacredits == 0 and bot.state.played_pile == ["Test Venus"]


def test_card_without_tags_is_failed_action() -> None:
    host = FakeHost()
    bot = make_bot(host)
    cards.resolve_project_card(bot.ctx, "Protected Habitats")
    assert bot.state.megacredits == 5 and bot.state.played_pile == ["Protected Habitats"]


def _broken_board(tmp_path: Path, change: object) -> Path:
    data = json.loads(data_file("automars", "tharsis_board.json").read_text(encoding="utf-8"))
    change(data)  # type: ignore[operator]
    path = tmp_path / "tharsis_board.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d["tracks"][2]["positions"].__setitem__(4, "teleport"), "tracks[2]: positions[4]"),
        (lambda d: d["tracks"][0]["positions"].pop(), "tracks[0]: positions: expected 19"),
        (lambda d: d["tracks"][1].__setitem__("id", "orbit"), "tracks[1]: expected id 'space'"),
        (lambda d: d["tracks"][0]["positions"].__setitem__(11, "advance_track:orbit"), "unknown track 'orbit'"),
        (lambda d: d.pop("tag_to_track"), "missing key 'tag_to_track'"),
        (lambda d: d["awards"][1]["automars"].__setitem__("kind", "magic"), "awards[1]"),
        (lambda d: d["milestones"][0].__setitem__("board_order", 3), "milestones[0]: board_order"),
    ],
)
def test_board_loader_names_file_and_entry(tmp_path: Path, change: object, words: str) -> None:
    with pytest.raises(ValueError) as error:
        load_board(_broken_board(tmp_path, change))
    assert "tharsis_board.json" in str(error.value)
    assert words in str(error.value)


def test_board_loader_rejects_unreadable_file(tmp_path: Path) -> None:
    path = tmp_path / "tharsis_board.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(ValueError, match="tharsis_board.json"):
        load_board(path)


def test_each_tag_names_the_track_it_moves() -> None:
    """Issue 25, point 9: the log says which tag moved which track (Power and Jovian both move Energy)."""
    host = FakeHost()
    bot = make_bot(host)
    cards.resolve_project_card(bot.ctx, "Io Mining Industries")  # jovian, space
    moves = [a for m, a in host.events if m == messages.TAG_ADVANCE]
    assert moves == [{"tag": "jovian", "track": "energy", "before": 0, "after": 1},
                     {"tag": "space", "track": "space", "before": 0, "after": 1}]
    assert [a["track"] for m, a in host.events if m == messages.TRACK_ADVANCE] == ["energy", "space"]  # their icons
