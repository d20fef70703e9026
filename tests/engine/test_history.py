"""The game's record for the end-of-game chart: one reading per production phase, saved with the game."""

import json
import random

import pytest

from tmdesk.bots import random_step
from tmdesk.engine import saves, scoring
from tmdesk.engine.game import new_game
from tmdesk.engine.save_schema import SaveError
from tmdesk.engine.state import GameConfig


def _now(g):  # noqa: ANN001, ANN202
    return {p.name: {"vp": scoring.score(g, p)["total"], "tr": p.tr, "production": p.production["megacredits"]}
            for p in g.state.players}


@pytest.mark.parametrize("config", [
    GameConfig(players=["Ana", "Bruno"], seed=3, corporate_era=True),
    GameConfig(players=["Ana"], mode="solo", seed=4, corporate_era=True),
    GameConfig(players=["Ana"], mode="automars", seed=5),
])
def test_each_production_phase_records_the_readings_of_that_moment(config: GameConfig) -> None:
    g = new_game(config)
    rng = random.Random(1)
    generation = g.state.generation
    while (d := g.waiting_for()) is not None:
        g.apply(dict(random_step(g, d, rng), player=d.player))
        if g.state.generation != generation:  # production ran; research or the draft changes no reading
            assert g.state.history[-1] == {"generation": generation, "players": _now(g)}
            generation = g.state.generation
    assert [e["generation"] for e in g.state.history] == list(range(1, g.state.generation + 1))


def _saved_in_generation(n: int) -> dict:
    g = new_game(GameConfig(players=["Ana", "Bruno"], seed=7, corporate_era=True))
    rng = random.Random(2)
    while g.state.generation < n:
        d = g.waiting_for()
        g.apply(dict(random_step(g, d, rng), player=d.player))
    return json.loads(saves.dumps(g))


def test_the_record_is_saved_and_loaded_and_an_older_save_has_none() -> None:
    d = _saved_in_generation(4)
    assert [e["generation"] for e in d["history"]] == [1, 2, 3]
    assert saves.loads(json.dumps(d)).state.history == d["history"]
    del d["history"]
    first, second = saves.loads(json.dumps(d)), saves.loads(json.dumps(d))
    assert first.state.history == [] and second.state.history == []
    first.state.history.append({"generation": 4, "players": {}})
    assert second.state.history == []  # each loaded game has a list of its own


@pytest.mark.parametrize("damage", [
    lambda h: h[0]["players"].update(Zed=h[0]["players"]["Ana"]),  # a player not in the game
    lambda h: h[0]["players"]["Ana"].update(vp="12"),
    lambda h: h[0]["players"]["Ana"].pop("tr"),
    lambda h: h[0].update(generation=40),  # later than the game
    lambda h: h.append([1, 2]),
])
def test_a_damaged_record_is_refused(damage) -> None:  # noqa: ANN001
    d = _saved_in_generation(3)
    damage(d["history"])
    with pytest.raises(SaveError) as err:
        saves.loads(json.dumps(d))
    assert str(err.value) == "This saved game is damaged: history is missing or has a wrong value."
