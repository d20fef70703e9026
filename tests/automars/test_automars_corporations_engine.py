"""AutoMars corporations inside the engine: set-up after the human's corporation (16.1), never its
namesake, the before-action step every generation, the scenario dump keys."""

from __future__ import annotations

import pytest

from tmdesk.engine.game import new_game
from tmdesk.engine.phases import ConfigError
from tmdesk.engine.saves import dumps, loads
from tmdesk.engine.state import GameConfig


def _start(seed: int, code: str, corporation: str | None = None) -> object:
    game = new_game(GameConfig(players=["Kim"], mode="automars", seed=seed, automars_corporation=code))
    offer = game.state.offers["Kim"]["corporations"]
    game.apply({"player": "Kim", "do": "choose_start", "corporation": corporation or offer[0], "cards": []})
    return game


def test_a_chosen_corporations_namesake_is_never_dealt_to_the_human() -> None:
    for seed in range(12):
        game = new_game(GameConfig(players=["Kim"], mode="automars", seed=seed, automars_corporation="C03"))
        assert "Helion" not in game.state.offers["Kim"]["corporations"]
    with pytest.raises(ConfigError, match="namesake"):
        new_game(GameConfig(players=["Kim"], mode="automars", automars_corporation="C03"),
                 deal={"Kim": {"corporations": ["Helion", "Ecoline"]}})


def test_a_random_corporation_comes_after_yours_and_is_never_its_namesake() -> None:
    drawn = set()
    for seed in range(40):
        game = new_game(GameConfig(players=["Kim"], mode="automars", seed=seed, corporate_era=True,
                                   automars_corporation="random"),
                        deal={"Kim": {"corporations": ["Teractor", "Ecoline"]}})
        assert game.state.automars.corporation is None
        game.apply({"player": "Kim", "do": "choose_start", "corporation": "Teractor", "cards": []})
        drawn.add(game.state.automars.corporation)
    assert "C09" not in drawn and len(drawn) > 15


def test_the_before_action_step_runs_every_generation() -> None:
    game = _start(4, "C02")
    assert "B23" in game.state.automars.action_deck  # generation 1, right after set-up
    while game.state.generation == 1:
        d = game.waiting_for()
        game.apply({"player": d.player, "do": "pass"})
    d = game.waiting_for()
    assert d.kind == "buy_cards"
    game.apply({"player": "Kim", "do": "buy_cards", "cards": []})
    assert game.state.phase == "action" and "B23" in game.state.automars.action_deck


def test_the_dump_shows_the_corporation_its_card_and_its_cubes() -> None:
    game = _start(2, "C40")
    block = game.dump()["automars"]
    assert block["corporation"] == "C40" and block["card_resources"] == {"plants": 3} and block["cubes"] == {}
    game = _start(2, "C19")
    assert game.dump()["automars"]["cubes"] == {"space": [2, 4, 5, 7, 10, 11, 13, 16]}


def test_a_scenario_cannot_give_the_human_the_namesake_of_automars_corporation() -> None:
    from tmdesk.engine.scenario import ScenarioError, build

    data = {"format": "tmdesk-scenario/1", "steps": [],
            "setup": {"players": ["Kim"], "mode": "automars", "skip_setup": True, "automars_corporation": "C03"}}
    assert build(data).state.automars.corporation == "C03"
    with pytest.raises(ScenarioError, match="namesake"):
        build({**data, "state": {"players": {"Kim": {"corporation": "Helion"}}}})


def test_valley_trust_c16_plays_in_a_prelude_game_only() -> None:
    """C16's card prints "Prelude"; with it, AutoMars's first action deck is 3 + 3 (Prelude) + 1 (C16)
    project cards and a bonus card, and the human is never dealt Valley Trust (16.1)."""
    with pytest.raises(ConfigError, match="C16 needs prelude"):
        new_game(GameConfig(players=["Kim"], mode="automars", seed=3, automars_corporation="C16"))
    for seed in range(6):
        game = new_game(GameConfig(players=["Kim"], mode="automars", seed=seed, prelude=True,
                                   automars_corporation="C16"))
        offer = game.state.offers["Kim"]
        assert "Valley Trust" not in offer["corporations"]
    game.apply({"player": "Kim", "do": "choose_start", "corporation": offer["corporations"][0], "cards": [],
                "preludes": offer["preludes"][:2]})
    bot = game.state.automars
    assert bot.corporation == "C16" and len(bot.action_deck) == 8 and bot.cubes == {"science": [8, 16]}
    assert game.dump()["automars"]["corporation"] == "C16"
    assert loads(dumps(game)).state.automars.corporation == "C16"  # a saved Prelude game loads with it
