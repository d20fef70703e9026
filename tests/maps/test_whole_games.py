"""Whole games on every map but Tharsis, headless: every decision keeps the invariants, every game ends."""

from __future__ import annotations

import pytest

from tmdesk.cli.simulate import play_random_game
from tmdesk.engine.game import new_game
from tmdesk.engine.phases import ConfigError
from tmdesk.engine.state import GameConfig


@pytest.mark.parametrize("board", ["hellas", "elysium", "utopia_planitia", "terra_cimmeria", "vastitas_borealis"])
@pytest.mark.parametrize(("players", "mode", "ce"), [(2, "standard", False), (4, "standard", True), (1, "solo", True)])
def test_random_games_end_with_every_invariant_kept(board: str, players: int, mode: str, ce: bool) -> None:
    names = ["Ana", "Bruno", "Chloé", "Diego", "Emma"][:players]
    game, decisions = play_random_game(GameConfig(players=names, mode=mode, corporate_era=ce, seed=7, board=board))
    assert game.state.phase == "end" and set(game.state.scores) == set(names) and decisions > 50
    assert game.state.winner in (names if mode == "standard" else [*names, None])  # a random solo player may lose
    assert game.board.name == board
    assert set(game.state.milestones) <= set(game.board.milestones)
    assert set(game.state.awards) <= set(game.board.awards)


def test_automars_is_refused_on_vastitas_borealis_whose_side_is_not_published() -> None:
    with pytest.raises(ConfigError, match="its board for vastitas_borealis is not published"):
        new_game(GameConfig(players=["Ana"], mode="automars", board="vastitas_borealis"))


@pytest.mark.parametrize("board", ["hellas", "elysium", "utopia_planitia", "terra_cimmeria"])
def test_automars_games_on_the_four_maps_of_its_profiles_end_with_every_invariant_kept(board: str) -> None:
    game, decisions = play_random_game(GameConfig(players=["Ana"], mode="automars", seed=5, board=board,
                                                  automars_corporation="random", corporate_era=True))
    assert game.state.phase == "end" and decisions > 30
    assert game.automars_engine.bot.ctx.board.map == board
    assert set(game.state.milestones) <= set(game.board.milestones)


def test_a_finished_hellas_game_saved_and_loaded_is_on_hellas_with_its_goals() -> None:
    from tmdesk.engine import saves

    game, _ = play_random_game(GameConfig(players=["Ana", "Bruno"], seed=3, board="hellas"))
    loaded = saves.from_dict(saves.to_dict(game))
    assert loaded.board.name == "hellas" and loaded.board.milestones[0] == "Diversifier"
    assert loaded.dump() == game.dump()


def test_a_scenario_names_an_unknown_board_and_fails_clearly() -> None:
    from tmdesk.engine.scenario import ScenarioError, build

    with pytest.raises(ScenarioError, match="setup: board must be one of elysium, hellas, terra_cimmeria, tharsis, utopia_planitia, vastitas_borealis"):
        build({"format": "tmdesk-scenario/1", "setup": {"players": ["Kim"], "board": "utopia"}, "steps": []})
    with pytest.raises(ScenarioError, match="its board for vastitas_borealis is not published"):
        build({"format": "tmdesk-scenario/1", "setup": {"players": ["Kim"], "mode": "automars",
                                                        "board": "vastitas_borealis"}, "steps": []})
