"""The real engine scores the human after AutoMars's final greenery placement (automars.md 13.2
comes before 13.3): AutoMars's final greeneries can add a greenery next to a human city and raise
AutoMars's Landlord strength. Scenario 69 covers the city case through the scenario runner."""

from __future__ import annotations

from typing import Any

from tmdesk.engine.scenario import play

OCEANS = ["r0c1", "r0c3", "r0c4", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r5c5"]
TRACKS = {"building": 0, "space": 0, "event": 0, "science": 0, "energy": 0, "earth": 0, "plant": 2}


def _final_generation(tiles: dict[str, Any], awards: dict[str, str] | None = None, tr: int = 22) -> dict[str, Any]:
    """Generation 10 with every parameter at its goal; AutoMars's Plant track is on 2 (its next
    space, 3, is a greenery icon); Kim passes, and the game ends."""
    return {
        "format": "tmdesk-scenario/1",
        "setup": {"players": ["Kim"], "mode": "automars", "skip_setup": True},
        "state": {
            "generation": 10,
            "temperature": 8,
            "oxygen": 14,
            "tiles": {**{s: {"tile": "ocean", "owner": None} for s in OCEANS}, **tiles},
            "awards": awards or {},
            "players": {"Kim": {"tr": tr}},
            "automars": {"tr": 20, "megacredits": 0, "tracks": TRACKS, "action_deck": []},
        },
        "steps": [{"player": "Kim", "do": "pass"}],
    }


def test_final_greenery_next_to_a_human_city_scores_for_the_human() -> None:
    game = play(
        _final_generation({"r0c0": {"tile": "greenery", "owner": "AutoMars"}, "r2c1": {"tile": "city", "owner": "Kim"}})
    )
    dump = game.dump()
    assert dump["tiles"]["r1c1"] == {"tile": "greenery", "owner": "AutoMars"}
    assert dump["players"]["Kim"]["score"]["cities"] == 1
    assert dump["players"]["Kim"]["score"]["total"] == 23
    assert dump["automars"]["score"]["total"] == 22
    assert dump["winner"] == "Kim"


def test_final_greenery_counts_for_landlord_against_the_human() -> None:
    # Before AutoMars's final greenery both own 1 tile (a tie: Kim would score 5 VP); after it,
    # AutoMars owns 2 and wins Landlord alone.
    game = play(
        _final_generation(
            {"r0c0": {"tile": "greenery", "owner": "AutoMars"}, "r7c4": {"tile": "city", "owner": "Kim"}},
            awards={"Landlord": "Kim"},
        )
    )
    dump = game.dump()
    assert dump["players"]["Kim"]["score"]["awards"] == 0
    assert dump["automars"]["score"]["awards"] == 5
    assert dump["automars"]["score"]["greenery"] == 2


def test_the_automars_corporation_module_is_an_option_of_the_game() -> None:
    import pytest

    from tmdesk.engine.game import new_game
    from tmdesk.engine.phases import ConfigError
    from tmdesk.engine.saves import dumps, loads
    from tmdesk.engine.state import GameConfig

    game = new_game(GameConfig(players=["Kim"], mode="automars", seed=3, automars_corporation="C01"))
    assert game.state.automars.corporation is None  # it comes after the human's corporation (16.1)
    offer = game.state.offers["Kim"]["corporations"]
    game.apply({"player": "Kim", "do": "choose_start", "corporation": offer[0], "cards": []})
    assert game.state.automars.corporation == "C01"
    assert len(game.state.automars.action_deck) == 4
    assert loads(dumps(game)).state.automars.corporation == "C01"
    with pytest.raises(ConfigError):  # C16 needs Prelude
        new_game(GameConfig(players=["Kim"], mode="automars", seed=3, automars_corporation="C16"))
