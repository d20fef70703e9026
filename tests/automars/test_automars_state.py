"""AutoMarsState: JSON round trip, the scenario dump block, and clear errors on bad input."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tmdesk.automars import AutoMarsState, Difficulty
from tmdesk.automars.state import BASE_BONUS_DECK


def _full_state() -> AutoMarsState:
    return AutoMarsState(
        tr=27,
        megacredits=13,
        tracks={"building": 6, "space": 3, "event": 0, "science": 2, "energy": 1, "earth": 0, "plant": 4},
        reached={"building": 7, "space": 3, "event": 0, "science": 2, "energy": 1, "earth": 0, "plant": 4},
        action_deck=["Mine", "B03", "Algae"],
        played_pile=["Sponsors"],
        bonus_deck=["B05", "B02"],
        bonus_discard=["B04", "B06", "B08"],
        destroyed_bonus_cards=["B01", "B07"],
        neural_instance="r3c3",
        difficulty=Difficulty.preset("hard"),
        corporation="C01",
        last_turn_generation=4,
    )


def test_round_trip_through_json() -> None:
    state = _full_state()
    data = json.loads(json.dumps(state.to_dict()))
    assert AutoMarsState.from_dict(data) == state


def test_round_trip_with_a_corporation_in_play() -> None:
    state = _full_state()
    state.corporation = "C43"
    state.card_resources = {"white_cubes": 1, "black_cubes": 0}
    state.cubes = {"space": [6, 8], "event": [10]}
    state.set_aside = ["B23"]
    state.markers = ["r2c3"]
    state.bonus_deck = ["B05", "Satellites", "B02"]  # C07 puts project cards there
    state.destroyed_project_cards = ["Nuclear Zone"]
    assert AutoMarsState.from_dict(json.loads(json.dumps(state.to_dict()))) == state
    assert state.dump()["cubes"] == {"space": [6, 8], "event": [10]}
    with pytest.raises(ValueError, match="set_aside"):
        AutoMarsState.from_dict({**state.to_dict(), "set_aside": ["B05"]})  # B05 is in the bonus deck too


def test_round_trip_with_score() -> None:
    state = _full_state()
    state.score = {"tr": 27, "total": 40}
    assert AutoMarsState.from_dict(json.loads(json.dumps(state.to_dict()))) == state


def test_dump_is_the_scenario_block() -> None:
    state = _full_state()
    assert state.dump() == {
        "tr": 27,
        "megacredits": 13,
        "tracks": {"building": 6, "space": 3, "event": 0, "science": 2, "energy": 1, "earth": 0, "plant": 4},
        "action_deck": ["Mine", "B03", "Algae"],
        "bonus_deck_size": 2,
        "destroyed_bonus_cards": ["B01", "B07"],
        "corporation": "C01",
        "card_resources": {},
        "cubes": {},
    }
    state.score = {"total": 51}
    assert state.dump()["score"] == {"total": 51}


def test_partial_scenario_block() -> None:
    block = {
        "tr": 20,
        "megacredits": 0,
        "tracks": {"building": 4, "space": 2, "event": 0, "science": 0, "energy": 0, "earth": 0, "plant": 0},
        "action_deck": ["Space Elevator", "B02"],
    }
    state = AutoMarsState.from_dict(block)
    assert state.reached == state.tracks
    assert state.bonus_deck == ["B01", "B03", "B04", "B05", "B06", "B07", "B08"]
    assert state.difficulty == Difficulty()
    empty = AutoMarsState.from_dict({})
    assert empty == AutoMarsState(bonus_deck=list(BASE_BONUS_DECK))


def test_dump_then_load_keeps_the_dumped_values() -> None:
    state = _full_state()
    again = AutoMarsState.from_dict(state.dump())
    assert again.dump() == state.dump()
    assert again.bonus_deck == ["B02", "B04"] and again.bonus_discard == ["B05", "B06", "B08"]
    with pytest.raises(ValueError, match="bonus_deck_size is 6 but the bonus deck has 5 cards"):
        AutoMarsState.from_dict({**state.dump(), "bonus_deck_size": 6})


def _with(**changes: Any) -> dict[str, Any]:
    data = _full_state().to_dict()
    data.update(changes)
    return data


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ([1, 2], "must be a JSON object"),
        (_with(colour="red"), "unknown key(s) ['colour']"),
        (_with(tr=-1), "tr must be a whole number"),
        (_with(megacredits="5"), "megacredits must be a whole number"),
        (_with(megacredits=True), "megacredits must be a whole number"),
        (_with(tracks={"building": 1}), "tracks must give exactly the tracks"),
        (_with(tracks={**_full_state().tracks, "space": 19}), "tracks['space'] must be 0..18"),
        (_with(reached={**_full_state().reached, "building": 2}), "reached['building'] = 2 is below"),
        (_with(action_deck="Mine"), "action_deck must be a list of card names"),
        (_with(bonus_discard=["B02", "Mine"]), "bonus_discard holds ['Mine']"),
        (_with(cubes={"space": [19]}), "cubes"),
        (_with(card_resources={"plants": -1}), "card_resources"),
        (_with(bonus_discard=["B04", "B05"]), "bonus card B05 is in both bonus_deck and bonus_discard"),
        (_with(action_deck=["B01"]), "bonus card B01 is in both action_deck and destroyed_bonus_cards"),
        (_with(difficulty="nightmare"), "unknown AutoMars difficulty"),
        (_with(difficulty={"options": ["E1", "Z"]}), "unknown AutoMars difficulty option"),
        (_with(neural_instance=33), "neural_instance must be a string or null"),
        (_with(score={"total": "many"}), "score must map names to whole numbers"),
        (_with(bonus_deck_size=5), "bonus_deck_size is 5 but the bonus deck has 2 cards"),
    ],
)
def test_bad_input_is_a_clear_value_error(data: object, words: str) -> None:
    with pytest.raises(ValueError) as error:
        AutoMarsState.from_dict(data)
    assert words in str(error.value)


def test_apply_overrides_in_place() -> None:
    from automars_fakes import FakeHost, make_bot

    bot = make_bot(FakeHost(), tracks={"building": 9})
    state = bot.state
    bot.apply_overrides({"tracks": {**state.tracks, "building": 4}, "megacredits": 12, "action_deck": ["Mine", "B04"]})
    assert bot.state is state
    assert state.tracks["building"] == 4 and state.reached["building"] == 4
    assert state.megacredits == 12 and "B04" not in state.bonus_deck
    assert bot.cards_held() == ["Mine"]
    with pytest.raises(ValueError):
        bot.apply_overrides({"tr": "high"})
    assert state.megacredits == 12
