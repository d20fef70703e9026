"""Games between points bots end: nobody waits for a "later" that never comes.

A game of 2-3 players lasts about 9-14 generations (Corporate Era a couple more: no start production); a
game of bots that all wait for another to make the last steps would go on forever.
"""

from __future__ import annotations

import pytest

from tmdesk.bots import points
from tmdesk.bots.levels import make_bot
from tmdesk.bots.play import play_game
from tmdesk.bots.points_policy import PointsPolicy
from tmdesk.engine import decisions as D
from tmdesk.engine.game import Game, new_game
from tmdesk.engine.state import OCEANS_MAX, OXYGEN_MAX, TEMPERATURE_MAX, GameConfig, Tile

PLAUSIBLE_GENERATIONS = 20


@pytest.mark.parametrize("players", [["Ann", "Bob"], ["Ann", "Bob", "Cy"]])
@pytest.mark.parametrize("corporate_era", [False, True])
def test_a_game_of_the_fast_policy_against_itself_ends(players: list[str], corporate_era: bool) -> None:
    policy = PointsPolicy()
    for seed in (1, 7, 12):
        config = GameConfig(players=players, seed=seed, corporate_era=corporate_era)
        game, _ = play_game(config, dict.fromkeys(players, policy))
        s = game.state
        assert s.phase == "end" and s.generation <= PLAUSIBLE_GENERATIONS
        assert (s.temperature, s.oxygen, s.oceans) == (TEMPERATURE_MAX, OXYGEN_MAX, OCEANS_MAX)


def test_a_game_of_best_against_itself_ends() -> None:
    players = ["Ann", "Bob"]
    game, _ = play_game(GameConfig(players=players, seed=7, corporate_era=True),
                        {name: make_bot("best", i) for i, name in enumerate(players)})
    assert game.state.phase == "end" and game.state.generation <= PLAUSIBLE_GENERATIONS


def _last_step_left(heat: int) -> tuple[Game, D.Decision]:
    """Ann's first turn of a generation in which one step of temperature is all that is left, with `heat`."""
    g = new_game(GameConfig(players=["Ann", "Bob"], seed=3))
    policy = PointsPolicy()
    while (d := g.waiting_for()) is not None and not (d.kind == D.ACTION and d.player == "Ann"):
        g.apply(dict(policy.choose(g, d), player=d.player))
    assert d is not None
    g.state.temperature, g.state.oxygen = TEMPERATURE_MAX - 2, OXYGEN_MAX
    for space in g.board.ocean_areas[:OCEANS_MAX]:
        g.state.tiles[space] = Tile("ocean", None)
    g.player("Ann").resources["heat"] = heat
    return g, g.waiting_for() or d


def test_the_last_step_is_made_rather_than_left_for_later() -> None:
    """With the heat for the last step of temperature, passing would leave it for a turn that does not come
    (the generation ends for the player who passes, and with it the game once Mars is done)."""
    g, d = _last_step_left(heat=8)
    value = {o["do"]: v for v, o in PointsPolicy().rank(g, d) if o["do"] in ("convert_heat", "pass")}
    assert value["pass"] == pytest.approx(-points.LATER)  # the step's point of TR, as counted for later
    assert value["convert_heat"] > value["pass"]


def test_without_heat_passing_costs_nothing() -> None:
    g, d = _last_step_left(heat=0)
    value = {o["do"]: v for v, o in PointsPolicy().rank(g, d) if o["do"] == "pass"}
    assert value["pass"] == 0.0
