"""GameConfig carries the board, Prelude and the seats; saves of the first release (schema 1) load."""

import json
import random
from pathlib import Path

import pytest

from tmdesk.bots import random_step
from tmdesk.engine import phases
from tmdesk.engine.game import new_game
from tmdesk.engine.phases import ConfigError
from tmdesk.engine.saves import SCHEMA_VERSION, SaveError, app_data, dumps, load_file, loads
from tmdesk.engine.state import BOT, GameConfig, Seat

V1 = Path(__file__).parent / "saves_v1"


def test_a_config_defaults_to_tharsis_without_prelude_and_every_seat_a_person() -> None:
    config = GameConfig(players=["Ana", "Bruno"])
    assert (config.board, config.prelude) == ("tharsis", False)
    assert config.seats == [Seat("person"), Seat("person")] and config.seat("Bruno") == Seat()


@pytest.mark.parametrize("change, phrase", [
    (dict(board="atlantis"), "board must be one of"),
    (dict(seats=[Seat()]), "seats: one per player"),
    (dict(seats=[Seat(), Seat("alien")]), "seats: one per player"),
    (dict(seats=[Seat(), Seat(BOT)]), "seats: one per player"),  # a bot needs its level
])
def test_a_config_that_cannot_be_played_is_refused(change: dict, phrase: str) -> None:
    with pytest.raises(ConfigError, match=phrase):
        new_game(GameConfig(players=["Ana", "Bruno"], **change))


def test_automars_plays_where_its_board_side_is_known() -> None:
    with pytest.raises(ConfigError, match="its board for vastitas_borealis is not published"):
        phases.check_config(GameConfig(players=["Ana"], mode="automars", board="vastitas_borealis"))
    phases.check_config(GameConfig(players=["Ana", "Bruno"], board="vastitas_borealis"))
    phases.check_config(GameConfig(players=["Ana"], mode="automars", board="hellas"))
    phases.check_config(GameConfig(players=["Ana"], mode="automars"))


def test_the_config_is_saved_and_loaded_whole() -> None:
    config = GameConfig(players=["Ana", "Bruno"], seed=4, seats=[Seat(), Seat(BOT, "random")])
    data = json.loads(dumps(new_game(config)))
    assert data["schema_version"] == SCHEMA_VERSION == 2
    assert data["config"]["board"] == "tharsis" and data["config"]["prelude"] is False
    assert data["config"]["seats"] == [{"kind": "person"}, {"kind": "bot", "level": "random"}]
    assert loads(json.dumps(data)).state.config == config
    data["config"]["seats"] = [{"kind": "person"}]
    with pytest.raises(SaveError, match="config.seats"):
        loads(json.dumps(data))
    data["config"]["seats"], data["config"]["board"] = [{"kind": "person"}] * 2, "atlantis"
    with pytest.raises(SaveError, match="config.board"):
        loads(json.dumps(data))


def test_every_option_is_checked_when_a_save_is_read_and_a_missing_one_takes_its_default() -> None:
    from dataclasses import fields

    from tmdesk.engine.state import _OPTION_TYPES

    assert {str(f.type) for f in fields(GameConfig) if f.name != "seats"} <= set(_OPTION_TYPES)
    full = GameConfig(players=["Ana"], mode="solo", seed=3, seats=[Seat(BOT, "random")]).to_dict()
    assert GameConfig.from_dict(full).to_dict() == full
    assert GameConfig.from_dict({"players": ["Ana"], "mode": "solo", "seed": 3}) == GameConfig(
        players=["Ana"], mode="solo", seed=3)
    for key, bad in [("draft", "yes"), ("seed", True), ("beginners", [1]), ("automars_corporation", 5),
                     ("board", None), ("seats", [{"kind": "bot"}]), ("seats", "Ana")]:
        with pytest.raises(ValueError, match="seat|" + key):
            GameConfig.from_dict(dict(full, **{key: bad}))
    with pytest.raises(ValueError, match="'mode' is missing"):
        GameConfig.from_dict({"players": ["Ana"], "seed": 3})


# Saved by the first release (schema 1) part-way through, then played on here with random.Random(5):
# the decisions, winner and final totals are the ones the first release gives.
FIRST_RELEASE_ENDINGS = {
    "v1_standard_3p_generation3.json": (468, "Chloé", {"Ana": 45, "Bruno": 54, "Chloé": 75}, None),
    "v1_solo_generation2.json": (101, None, {"Ana": 37}, None),
    "v1_automars_autosave_generation2.json": (167, "AutoMars", {"Ana": 80}, 463),
}


@pytest.mark.parametrize("name", sorted(FIRST_RELEASE_ENDINGS))
def test_a_save_of_the_first_release_loads_and_plays_on_as_before(name: str) -> None:
    path = V1 / name
    assert json.loads(path.read_text(encoding="utf-8"))["schema_version"] == 1
    game = load_file(path)
    config = game.state.config
    assert (config.board, config.prelude, config.seats) == ("tharsis", False, [Seat()] * len(config.players))
    rng, decisions = random.Random(5), 0
    while (d := game.waiting_for()) is not None:
        game.apply(dict(random_step(game, d, rng), player=d.player))
        decisions += 1
    n, winner, totals, automars = FIRST_RELEASE_ENDINGS[name]
    assert (decisions, game.state.winner) == (n, winner)
    assert {p: s["total"] for p, s in game.state.scores.items()} == totals
    assert (game.state.automars.score["total"] if game.state.automars else None) == automars


def test_an_autosave_of_the_first_release_keeps_the_app_part() -> None:
    assert app_data(V1 / "v1_automars_autosave_generation2.json") == {"colours": {"Ana": "#d23c3c"}}
