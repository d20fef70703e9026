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


def test_best_ahead_of_normal_ends_the_game() -> None:
    """Seed 8069 of the 2-player benchmark (`--bots normal,best`): `best` led, and the points it priced grew
    with each generation its income paid, while Normal (Helion, 70 points against 106) held its heat. Neither
    made the last steps of temperature: the game was still on in generation 213."""
    players = ["Ana", "Bruno"]
    bots = {"Ana": make_bot("normal", 8069 * 101), "Bruno": make_bot("best", 8069 * 101 + 1)}
    game, _ = play_game(GameConfig(players=players, seed=8069, corporate_era=True), bots)
    s = game.state
    assert s.phase == "end" and s.generation <= PLAUSIBLE_GENERATIONS
    assert s.winner == "Bruno"


def _can_finish(ann_vp: int) -> tuple[Game, D.Decision]:
    """Ann to act with two steps of temperature left and the M€ for both asteroids, `ann_vp` points of
    cards ahead of Bob (or behind)."""
    g, d = _last_step_left(heat=0)
    g.state.temperature = TEMPERATURE_MAX - 4
    ann, bob = g.player("Ann"), g.player("Bob")
    ann.resources["megacredits"] = 60
    ann.tr, bob.tr = 45 + ann_vp, 45  # both past Terraformer's 35: no milestone race differs
    d = g.waiting_for()
    assert d is not None
    return g, d


def _asteroid_over_city(g: Game, d: D.Decision) -> float:
    value = {o.get("project"): v for v, o in PointsPolicy().rank(g, d) if o["do"] == "standard_project"}
    return value["asteroid"] - value["city"]


def test_a_player_ahead_who_can_end_the_game_prices_its_steps_as_the_win() -> None:
    ahead, behind = _can_finish(10), _can_finish(-10)
    assert points.lead(ahead[0], ahead[0].player("Ann")) == 10
    assert points.lead(behind[0], behind[0].player("Ann")) == -10
    # each step ends the game sooner for the player ahead: WINNING_STEP more than for the one behind
    assert _asteroid_over_city(*ahead) == pytest.approx(_asteroid_over_city(*behind) + points.WINNING_STEP)


def _heat_value(ann_heat: int, bob_heat: int, funded: bool) -> float:
    g, _ = _last_step_left(heat=ann_heat)
    g.player("Bob").resources["heat"] = bob_heat
    g.player("Bob").tr += 10  # Bob leads: ending the game is no win for Ann (see WINNING_STEP)
    if funded:
        g.state.awards["Thermalist"] = "Bob"
    d = g.waiting_for()
    assert d is not None and points.sketch(g, g.player("Ann")).phases == 0
    return next(v for v, o in PointsPolicy().rank(g, d) if o["do"] == "convert_heat")


def test_heat_that_wins_thermalist_is_kept_when_no_production_is_left() -> None:
    """Thermalist goes to the most heat held at the end: turning 8 of Ann's 10 heat into the last step of
    temperature gives Bob (6 heat) the award's 5 points, more than the step's point of TR."""
    assert _heat_value(10, 6, funded=True) == pytest.approx(_heat_value(10, 6, funded=False) - 5)
    assert _heat_value(10, 6, funded=True) < 0
    # lost anyway (Bob holds more), or kept anyway (Bob holds less than what is left): the step is taken
    assert _heat_value(10, 12, funded=True) == pytest.approx(_heat_value(10, 12, funded=False))
    assert _heat_value(16, 6, funded=True) == pytest.approx(_heat_value(16, 6, funded=False))
