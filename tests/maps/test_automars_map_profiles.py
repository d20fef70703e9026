"""AutoMars on the maps of its profiles (map_profiles.json): board sides as data, tag pairings, each
map's Corporate Competition card and tiebreakers, its milestone and award rules, and the refusal on
Vastitas Borealis (with the scenario runner's expect_setup_error)."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from tests.automars.automars_fakes import FakeHost, make_bot
from tmdesk.automars import milestones, placement
from tmdesk.automars.bonus_cards import EFFECTS
from tmdesk.automars.tracks import load_board, maps_with_board
from tmdesk.engine.board import board as map_board
from tmdesk.engine.scenario import run_file
from tmdesk.paths import data_file

SHARED = json.loads((Path(__file__).resolve().parents[3] / "shared" / "data" / "automars" / "other_boards.json")
                    .read_text(encoding="utf-8")) if (Path(__file__).resolve().parents[3] / "shared").is_dir() else None
PROFILES = ["hellas", "elysium", "utopia_planitia", "terra_cimmeria"]


def test_automars_plays_on_five_maps_not_vastitas_borealis() -> None:
    assert maps_with_board() == ["elysium", "hellas", "terra_cimmeria", "tharsis", "utopia_planitia"]
    with pytest.raises(ValueError, match="vastitas_borealis"):
        load_board(map_name="vastitas_borealis")


@pytest.mark.parametrize("name", PROFILES)
def test_each_board_side_cell_by_cell_as_the_transcription(name: str) -> None:
    source = json.loads(data_file("automars", "map_profiles.json").read_text(encoding="utf-8"))["maps"][name]
    board = load_board(map_name=name)
    for track in source["tracks"]:
        assert board.tracks[track["id"]].positions == tuple(track["positions"])
        assert board.tracks[track["id"]].tags == tuple(track["tags"])
    if SHARED is not None:  # the project's copy is the shared facts
        assert source["tracks"] == SHARED["maps"][name]["tracks"]


@pytest.mark.parametrize(("name", "pairs"), [
    ("hellas", {"jovian": "science", "power": "energy", "city": "earth"}),
    ("elysium", {"jovian": "science", "power": "energy", "city": "earth"}),
    ("utopia_planitia", {"jovian": "energy", "science": "science", "city": "earth"}),
    ("terra_cimmeria", {"city": "science", "jovian": "earth", "power": "energy"}),
])
def test_which_tag_moves_which_track(name: str, pairs: dict[str, str]) -> None:
    board = load_board(map_name=name)
    assert {tag: board.tag_to_track[tag] for tag in pairs} == pairs
    assert board.production_to_track == {"steel": "building", "titanium": "space", "megacredits": "event",
                                         "energy": "energy", "heat": "earth", "plants": "plant"}


@pytest.mark.parametrize(("name", "card"), [("tharsis", "B08"), ("hellas", "B09"), ("elysium", "B10"),
                                            ("utopia_planitia", "B11"), ("terra_cimmeria", "B12")])
def test_each_map_plays_its_own_corporate_competition_card(name: str, card: str) -> None:
    board = load_board(map_name=name)
    assert board.bonus_deck == ("B01", "B02", "B03", "B04", "B05", "B06", "B07", card) and card in EFFECTS


@pytest.mark.parametrize("name", PROFILES)
def test_same_five_milestones_and_awards_as_the_map_and_the_glossarys_portuguese(name: str) -> None:
    board = load_board(map_name=name)
    assert tuple(m.name for m in board.milestones) == map_board(name).milestones
    assert tuple(a.name for a in board.awards) == map_board(name).awards
    with data_file("glossary.csv").open(encoding="utf-8", newline="") as f:
        pt = {row["en"]: row["pt"] for row in csv.DictReader(f)}
    raw = json.loads(data_file("automars", "map_profiles.json").read_text(encoding="utf-8"))["maps"][name]
    for entry in raw["milestones"] + raw["awards"]:
        assert pt[entry["name_en"]] == entry["name_pt"]


def mars_of(name: str) -> placement.MarsMap:
    return placement.load_mars_map(map_name=name, tiebreakers=load_board(map_name=name).tiebreakers)


# --- tiebreakers ----------------------------------------------------------------------------------

def pick_first(tied: list[str]) -> str:
    raise AssertionError(f"the map's own steps should have decided: {tied}")


def test_hellas_polar_region_comes_before_the_icons() -> None:
    mars = mars_of("hellas")
    assert mars.tiebreakers == ("oceans", "polar_region", "icons")
    # r7c0 (row 7, no icon) against r1c1 (row 1, plants): the polar row wins over the icons
    assert placement.tiebreak(mars, {}, ["r1c1", "r7c0"], pick_first) == "r7c0"


def test_elysium_southern_region_comes_after_the_icons() -> None:
    mars = mars_of("elysium")
    south_bare = next(s.id for s in mars.ordered if s.is_land and s.row >= 5 and not s.bonus)
    north_rich = next(s.id for s in mars.ordered if s.is_land and s.row < 5 and len(s.bonus) >= 2)
    assert placement.tiebreak(mars, {}, [south_bare, north_rich], pick_first) == north_rich
    south_one = next(s.id for s in mars.ordered if s.is_land and s.row >= 5 and len(s.bonus) == 1)
    north_one = next(s.id for s in mars.ordered if s.is_land and s.row < 5 and len(s.bonus) == 1)
    assert placement.tiebreak(mars, {}, [north_one, south_one], pick_first) == south_one


def test_utopia_planitia_an_edge_space_counts_one_icon_more() -> None:
    mars = mars_of("utopia_planitia")
    # r0c0 (edge, no icon) ties r4c3 (inside, 1 plant): both count 1, so the card decides
    assert mars.spaces["r0c0"].on_edge and mars.spaces["r4c3"].bonus == ("plant",)
    assert placement.tiebreak(mars, {}, ["r0c0", "r4c3"], lambda tied: tied[-1]) == "r4c3"
    assert not mars.spaces["r2c3"].bonus and not mars.spaces["r2c3"].on_edge
    assert placement.tiebreak(mars, {}, ["r2c3", "r0c0"], pick_first) == "r0c0"


def test_terra_cimmeria_next_to_a_special_tile_comes_before_the_icons() -> None:
    mars = mars_of("terra_cimmeria")
    tiles = {"r4c4": {"tile": "special", "owner": "Kim"}}
    # r4c3 (steel, next to the special tile) against r5c2 (3 icons): the special neighbour wins
    assert placement.tiebreak(mars, tiles, ["r5c2", "r4c3"], pick_first) == "r4c3"
    assert placement.tiebreak(mars, {}, ["r5c2", "r4c3"], pick_first) == "r5c2"


def test_the_hellas_south_pole_counts_no_icon_for_automars() -> None:
    mars = mars_of("hellas")
    assert placement.placement_icons(mars, "r8c2") == 0 and placement.placement_icons(mars, "r8c1") == 2


# --- milestones and awards: AutoMars's rules at the threshold and one below -----------------------------

def bot_on(name: str, host: FakeHost | None = None, **state: object):  # type: ignore[no-untyped-def]
    bot = make_bot(host or FakeHost(), **state)
    bot.ctx.board = load_board(map_name=name)
    bot.ctx.mars = mars_of(name)
    return bot


def meets(bot, name: str) -> bool:  # type: ignore[no-untyped-def]
    return milestones.automars_meets(bot.ctx, next(m for m in bot.ctx.board.milestones if m.name == name))


def strength(bot, name: str) -> int:  # type: ignore[no-untyped-def]
    return milestones.automars_award_strength(bot.ctx, milestones.award_by_name(bot.ctx, name))


@pytest.mark.parametrize(("board", "milestone", "at", "below"), [
    ("hellas", "Diversifier", {"tracks": dict.fromkeys(("building", "space", "event", "science", "energy", "earth",
                                                           "plant"), 3)},
     {"tracks": dict(dict.fromkeys(("building", "space", "event", "science", "energy", "earth"), 3), plant=2)}),
    ("hellas", "Tactician", {"megacredits": 35}, {"megacredits": 34}),
    ("hellas", "Energizer", {"tracks": {"energy": 6}}, {"tracks": {"energy": 5}}),
    ("hellas", "Rim Settler", {"tracks": {"science": 6}}, {"tracks": {"science": 5, "energy": 9}}),
    ("elysium", "Generalist", {"tracks": dict.fromkeys(("building", "space", "event", "science", "energy", "earth",
                                                          "plant"), 2)},
     {"tracks": dict(dict.fromkeys(("building", "space", "event", "science", "energy", "earth"), 2), plant=1)}),
    ("elysium", "Specialist", {"tracks": {"earth": 10}}, {"tracks": {"earth": 9, "plant": 9}}),
    ("elysium", "Ecologist", {"tracks": {"plant": 4}}, {"tracks": {"plant": 3}}),
    ("utopia_planitia", "Manager", {"destroyed_bonus_cards": ["B01", "B04", "B07"]},
     {"destroyed_bonus_cards": ["B01", "B04"], "bonus_discard": ["B02", "B03"]}),
    ("utopia_planitia", "Metallurgist", {"tracks": {"building": 3, "space": 4}}, {"tracks": {"building": 3, "space": 3}}),
    ("utopia_planitia", "Researcher", {"tracks": {"science": 4}}, {"tracks": {"science": 3, "energy": 18}}),
    ("terra_cimmeria", "Planetologist", {"tracks": {"earth": 5}}, {"tracks": {"earth": 4}}),
    ("terra_cimmeria", "Architect", {"tracks": {"science": 6}}, {"tracks": {"science": 5}}),
    ("terra_cimmeria", "Forester", {"tracks": {"plant": 10}}, {"tracks": {"plant": 9}}),
    ("terra_cimmeria", "Fundraiser", {"tracks": {"event": 10}}, {"tracks": {"event": 9}}),
])
def test_automars_milestones_at_the_threshold_and_one_below(board: str, milestone: str, at: dict[str, object],
                                                            below: dict[str, object]) -> None:
    assert meets(bot_on(board, **at), milestone)  # type: ignore[arg-type]
    assert not meets(bot_on(board, **below), milestone)  # type: ignore[arg-type]


def test_trader_without_venus_next_asks_the_two_tracks_the_board_has() -> None:
    assert meets(bot_on("utopia_planitia", tracks={"energy": 2, "earth": 2}), "Trader")
    assert not meets(bot_on("utopia_planitia", tracks={"energy": 2, "earth": 1}), "Trader")


def test_trader_with_venus_next_asks_the_venus_track_too() -> None:
    from tmdesk.automars import venus

    bot = bot_on("utopia_planitia", tracks={"energy": 2, "earth": 2, "venus": 1})
    bot.ctx.board = venus.with_venus(bot.ctx.board)
    assert not meets(bot, "Trader")
    bot.state.tracks["venus"] = 2
    assert meets(bot, "Trader")


@pytest.mark.parametrize(("board", "milestone"), [("hellas", "Polar Explorer"), ("elysium", "Tycoon"),
                                                  ("elysium", "Legend"), ("utopia_planitia", "Pioneer"),
                                                  ("terra_cimmeria", "Coastguard")])
def test_unchanged_milestones_measure_automars_as_a_player(board: str, milestone: str) -> None:
    host = FakeHost()
    threshold = {"Polar Explorer": 3, "Tycoon": 15, "Legend": 5, "Pioneer": 3, "Coastguard": 3}[milestone]
    host.human[f"goal_threshold:{milestone}"] = threshold
    host.automars_goals[milestone] = threshold
    assert meets(bot_on(board, host), milestone)
    host.automars_goals[milestone] = threshold - 1
    assert not meets(bot_on(board, host), milestone)


@pytest.mark.parametrize(("board", "award", "state", "value"), [
    ("hellas", "Space Baron", {"tracks": {"space": 7}}, 7),
    ("hellas", "Eccentric", {"megacredits": 14}, 2),
    ("hellas", "Contractor", {"tracks": {"building": 4}}, 4),
    ("elysium", "Industrialist", {"tracks": {"energy": 3}}, 8),
    ("elysium", "Benefactor", {"tr": 31}, 16),
    ("elysium", "Celebrity", {"played_pile": ["Soletta", "Capital", "Mine", "Comet"]}, 3),
    ("utopia_planitia", "Investor", {"tracks": {"earth": 6}}, 6),
    ("utopia_planitia", "Botanist", {"tracks": {"plant": 6}}, 4),
    ("utopia_planitia", "Incorporator", {"played_pile": ["Soletta", "Mine", "Virus", "Sponsors"]}, 3),
    ("terra_cimmeria", "Electrician", {"tracks": {"energy": 6, "earth": 12}}, 6),
    ("terra_cimmeria", "Mogul", {"tracks": {"plant": 7, "event": 3}}, 14),
    ("terra_cimmeria", "Zoologist", {"tracks": {"plant": 4}}, 9),
    ("terra_cimmeria", "Forecaster", {"megacredits": 13}, 1),
])
def test_automars_award_strengths(board: str, award: str, state: dict[str, object], value: int) -> None:
    assert strength(bot_on(board, **state), award) == value  # type: ignore[arg-type]


def test_founder_unchanged_through_the_host() -> None:
    host = FakeHost()
    host.automars_goals["Founder"] = 4
    assert strength(bot_on("terra_cimmeria", host), "Founder") == 4


# --- the refusal, in a scenario file --------------------------------------------------------------

def test_expect_setup_error_passes_when_refused_and_fails_when_accepted(tmp_path: Path) -> None:
    def scenario(board: str) -> Path:
        path = tmp_path / f"{board}.json"
        path.write_text(json.dumps({"format": "tmdesk-scenario/1", "expect_setup_error": True, "steps": [],
                                    "setup": {"players": ["Kim"], "mode": "automars", "board": board}}))
        return path

    assert run_file(scenario("vastitas_borealis"))[1] == []
    assert run_file(scenario("hellas"))[1] == ["expect_setup_error: the set-up was accepted"]


def test_b12_improves_electrician_by_the_energy_track_and_pays_5() -> None:
    from tmdesk.automars import bonus_cards

    host = FakeHost(awards=["Electrician"])
    bot = bot_on("terra_cimmeria", host, megacredits=6, tracks={"energy": 1})
    assert bonus_cards.corporate_competition(bot.ctx) == bonus_cards.DISCARD
    assert bot.state.tracks["energy"] == 2 and bot.state.megacredits == 1


def test_b12_founder_places_a_city_next_to_a_special_tile_or_nothing() -> None:
    from tmdesk.automars import bonus_cards

    host = FakeHost(awards=["Founder"], tiles={"r4c4": ("special", "Kim")}, deck=["Mine"] * 5)
    bot = bot_on("terra_cimmeria", host, megacredits=6)
    bonus_cards.corporate_competition(bot.ctx)
    (space, tile), = host.placed
    assert tile == "city" and "r4c4" in bot.ctx.mars.spaces[space].adjacent and bot.state.megacredits < 6 + 5


# --- what the window shows of AutoMars's rules: its count and what it needs, its strength and its modifier -------

@pytest.mark.parametrize(("board", "milestone", "state", "progress"), [
    ("hellas", "Diversifier", {"tracks": {"building": 3, "space": 5, "plant": 2}}, (2, 7)),
    ("hellas", "Energizer", {"tracks": {"energy": 4}}, (4, 6)),
    ("elysium", "Generalist", {"tracks": dict.fromkeys(("building", "space", "event", "science", "energy", "earth",
                                                          "plant"), 3) | {"earth": 1}}, (1, 2)),
    ("elysium", "Specialist", {"tracks": {"plant": 7, "event": 9}}, (9, 10)),
    ("utopia_planitia", "Manager", {"destroyed_bonus_cards": ["B01", "B07"]}, (2, 3)),
    ("utopia_planitia", "Trader", {"tracks": {"energy": 4, "earth": 3}}, (3, 2)),  # no Venus track: left out
    ("utopia_planitia", "Metallurgist", {"tracks": {"building": 4, "space": 2}}, (6, 7)),
    ("terra_cimmeria", "Fundraiser", {"tracks": {"event": 10}}, (10, 10)),
    ("tharsis", "Terraformer", {"tr": 30}, (30, 35)),
])
def test_automars_milestone_progress_is_what_it_meets_by(board: str, milestone: str, state: dict[str, object],
                                                         progress: tuple[int, int]) -> None:
    bot = bot_on(board, **state)  # type: ignore[arg-type]
    view = bot.milestone_view(milestone)
    assert (view["have"], view["need"]) == progress
    assert meets(bot, milestone) == (progress[0] >= progress[1])


def test_automars_award_view_parts_its_level_from_its_rule() -> None:
    easy = bot_on("terra_cimmeria", difficulty="easy", tracks={"plant": 4})
    assert easy.award_view("Zoologist") == {"rule": {"kind": "track", "track": "plant", "plus": 5},
                                            "strength": 4 + 5 - 5, "level": -5, "corporation": 0}
    assert strength(easy, "Zoologist") == 4
    assert bot_on("terra_cimmeria", tracks={"plant": 4}).award_view("Zoologist")["level"] == 0


@pytest.mark.parametrize(("megacredits", "oceans", "said", "after", "ocean_placed"), [
    (10, 0, "BUY_POLE_OCEAN", 4, True),  # 6 M€ paid; the ocean's own placement bonus comes on top
    (5, 0, "POLE_OCEAN_TOO_DEAR", 5, False),
    (10, 9, "POLE_NO_OCEAN_LEFT", 10, False),
])
def test_a_tile_of_automars_on_the_hellas_south_pole_buys_its_ocean_if_it_can_and_says_so(
        megacredits: int, oceans: int, said: str, after: int, ocean_placed: bool) -> None:
    from tmdesk.automars import bonuses
    from tmdesk.automars import messages as am

    ocean_spaces = [s.id for s in mars_of("hellas").ordered if s.is_ocean_reserved][:oceans]
    host = FakeHost(tiles={space: ("ocean", None) for space in ocean_spaces}, deck=["Mine"] * 5)
    bot = bot_on("hellas", host, megacredits=megacredits)
    bonuses.put_tile(bot.ctx, "r8c2", "greenery")
    said_ids = [event for event, _ in host.events]
    assert getattr(am, said) in said_ids
    args = next(a for event, a in host.events if event == getattr(am, said))
    assert args["space"] == "r8c2" and args.get("cost", 6) == 6
    assert [tile for _, tile in host.placed].count("ocean") == int(ocean_placed)
    if not ocean_placed:
        assert bot.state.megacredits == after
    else:  # paid 6, then the ocean's neighbours and icons give M€ as for any AutoMars tile
        lost = next(a for event, a in host.events if event == am.LOSE_MC)
        assert (lost["before"], lost["after"]) == (megacredits, after)


@pytest.mark.parametrize("name", [*PROFILES, "tharsis"])
def test_automars_reads_the_regions_of_the_map_file(name: str) -> None:
    assert mars_of(name).regions == map_board(name).regions


def test_b10_desert_settler_places_its_greenery_in_the_southern_region() -> None:
    from tmdesk.automars import bonus_cards

    host = FakeHost(awards=["Desert Settler"], human={"goal:Desert Settler": 2}, deck=["Mine"] * 5)
    bot = bot_on("elysium", host, megacredits=6)
    bonus_cards.corporate_competition(bot.ctx)
    (space, tile), = host.placed
    assert tile == "greenery" and bot.ctx.mars.spaces[space].row in (5, 6, 7, 8)
