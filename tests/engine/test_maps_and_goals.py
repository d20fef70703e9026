"""Maps are data read by one Board, built by name; milestones and awards come from one registry."""

import json
from pathlib import Path

import pytest

from tmdesk.engine import goals
from tmdesk.engine.board import Board, MapError, board, map_names
from tmdesk.engine.game import new_game
from tmdesk.engine.state import GameConfig, Tile
from tmdesk.paths import data_file


def test_tharsis_is_built_once_by_name_and_names_its_milestones_and_awards() -> None:
    tharsis = board("tharsis")
    assert board("tharsis") is tharsis and "tharsis" in map_names()
    assert tharsis.milestones == ("Terraformer", "Mayor", "Gardener", "Builder", "Planner")
    assert tharsis.awards == ("Landlord", "Banker", "Scientist", "Thermalist", "Miner")
    assert (len(tharsis.land), len(tharsis.ocean_areas), len(tharsis.spaces)) == (48, 12, 63 + 4)  # Venus Next's 4 cities
    assert [s for s, sp in tharsis.spaces.items() if sp.expansion] == [
        "stratopolis_space", "maxwell_base_space", "dawn_city_space", "luna_metropolis_space"]
    assert new_game(GameConfig(players=["Ana", "Bruno"])).board is tharsis
    with pytest.raises(MapError, match="atlantis: no such map"):
        board("atlantis")


def test_the_tharsis_milestone_thresholds_are_the_rulebook_ones() -> None:
    assert {n: goals.MILESTONES[n].threshold for n in board("tharsis").milestones} == {
        "Terraformer": 35, "Mayor": 3, "Gardener": 3, "Builder": 8, "Planner": 16}


def test_each_goal_counts_what_its_text_says() -> None:
    g = new_game(GameConfig(players=["Ana", "Bruno"], seed=2), skip_setup=True)
    ana = g.player("Ana")
    ana.tr, ana.hand = 36, [c for c in g.state.deck[:16]]
    ana.played = ["Research", "Mine"]  # science x2 / building
    ana.production["megacredits"] = 4
    ana.resources.update(heat=7, steel=2, titanium=3)
    g.state.tiles.update(r3c3=Tile("city", "Ana"), r3c5=Tile("greenery", "Ana"), r5c5=Tile("greenery", "Bruno"))
    count = {n: goals.MILESTONES[n].count(g, "Ana") for n in board("tharsis").milestones}
    assert count == {"Terraformer": 36, "Mayor": 1, "Gardener": 1, "Builder": 1, "Planner": 16}
    count = {n: goals.AWARDS[n].count(g, "Ana") for n in board("tharsis").awards}
    assert count == {"Landlord": 2, "Banker": 4, "Scientist": 2, "Thermalist": 7, "Miner": 5}
    assert goals.qualifies(g, "Ana", "Terraformer") and goals.qualifies(g, "Ana", "Planner")
    assert not goals.qualifies(g, "Ana", "Mayor")


def test_a_goal_is_registered_once() -> None:
    with pytest.raises(ValueError, match="registered twice"):
        goals.register(goals.Award("Banker", lambda g, n: 0))


@pytest.mark.parametrize("key, names", [
    ("milestones", ["Terraformer", "Mayor", "Gardener", "Builder", "Astronaut"]),
    ("awards", ["Landlord", "Banker", "Scientist", "Thermalist"]),
    ("awards", ["Landlord", "Banker", "Scientist", "Thermalist", "Banker"]),
])
def test_a_map_naming_unknown_or_missing_goals_is_refused(tmp_path: Path, key: str, names: list[str]) -> None:
    raw = json.loads(data_file("maps", "tharsis.json").read_text(encoding="utf-8"))
    raw[key] = names
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(MapError, match=f"bad.json: {key}: need 5 different known names"):
        Board(bad)
