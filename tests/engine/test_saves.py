"""Saves: load(save(game)) continues identically; wrong, truncated or hostile files give clear errors."""

import json
import random
from pathlib import Path

import pytest

from tmdesk.bots import random_step
from tmdesk.engine.game import new_game
from tmdesk.engine.saves import SaveError, dumps, load_file, loads, save_file
from tmdesk.engine.state import GameConfig


def _play(game, rng, n):
    for _ in range(n):
        d = game.waiting_for()
        if d is None:
            return
        game.apply(dict(random_step(game, d, rng), player=d.player))


@pytest.mark.parametrize("config", [
    GameConfig(players=["Ana", "Bruno", "Chloé"], seed=3, corporate_era=True, draft=True),
    GameConfig(players=["Ana"], mode="solo", seed=4),
])
def test_a_loaded_game_continues_exactly_like_the_original(config: GameConfig) -> None:
    game = new_game(config)
    _play(game, random.Random(1), 150)
    copy = loads(dumps(game))
    assert copy.dump() == game.dump()
    _play(game, random.Random(2), 10_000)
    _play(copy, random.Random(2), 10_000)
    assert copy.dump() == game.dump() and game.state.phase == "end"


def test_save_file_is_atomic_and_round_trips(tmp_path: Path) -> None:
    game = new_game(GameConfig(players=["Ana", "Bruno"], seed=9))
    target = tmp_path / "saves" / "game.json"
    save_file(game, target)
    save_file(game, target)  # overwrite through a rename
    assert load_file(target).dump() == game.dump()
    assert [p.name for p in target.parent.iterdir()] == ["game.json"]  # no temporary file left


@pytest.mark.parametrize("text, phrase", [
    ("", "damaged"),
    ('{"kind": "tmdesk-save", "schema_version": 1, "config": ', "damaged"),
    ('{"hello": "world"}', "not a tmdesk saved game"),
    ("[1, 2, 3]", "not a tmdesk saved game"),
    ('{"kind": "tmdesk-save", "schema_version": 99}', "newer tmdesk"),
    ('{"kind": "tmdesk-save", "schema_version": 1}', "damaged"),
    ("[" * 100_000 + "]" * 100_000, "damaged"),
])
def test_bad_files_give_a_clear_error(text: str, phrase: str) -> None:
    with pytest.raises(SaveError) as info:
        loads(text)
    assert phrase in str(info.value)


def test_tampered_values_are_rejected() -> None:
    game = new_game(GameConfig(players=["Ana", "Bruno"], seed=5))
    _play(game, random.Random(5), 40)
    data = json.loads(dumps(game))
    for mutate in (
        lambda d: d["players"][0]["resources"].__setitem__("megacredits", -5),
        lambda d: d["players"][0]["hand"].append("Not A Card"),
        lambda d: d["tiles"].__setitem__("r99c1", {"tile": "city", "owner": "Ana"}),
        lambda d: d["players"][1]["hand"].append(d["deck"][0]),  # a card in two places
        lambda d: d.__setitem__("phase", "__import__('os')"),
        lambda d: d["rng"].__setitem__(1, [1, 2]),
    ):
        broken = json.loads(json.dumps(data))
        mutate(broken)
        with pytest.raises(SaveError):
            loads(json.dumps(broken))
