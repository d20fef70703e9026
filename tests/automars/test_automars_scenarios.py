"""The AutoMars scenario files 11 and 12, replayed on the FakeHost.

The engine plays the human's steps; here only AutoMars's part is checked: the scenario's
`state.automars` block is loaded, AutoMars takes the turn that follows the human's turn, and the
`expect.automars` block (and the global parameters it implies) must match `dump()`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from automars_fakes import CATALOG, FakeHost

from tmdesk.automars import AutoMars, AutoMarsState

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"


def _subset(expected: Any, actual: Any, path: str = "automars") -> None:
    if isinstance(expected, dict):
        for key, value in expected.items():
            assert key in actual, f"{path}.{key} missing"
            _subset(value, actual[key], f"{path}.{key}")
    elif isinstance(expected, list) and all(isinstance(x, str) for x in expected):
        assert sorted(expected) == sorted(actual), path
    else:
        assert expected == actual, f"{path}: expected {expected!r} got {actual!r}"


@pytest.mark.parametrize("name", ["11_automars_card_with_two_tags.json", "12_automars_track_chain.json"])
def test_scenario_automars_block(name: str) -> None:
    scenario = json.loads((SCENARIOS / name).read_text(encoding="utf-8"))
    state = scenario["state"]
    host = FakeHost(temperature=state["temperature"], oxygen=state["oxygen"])
    bot = AutoMars(host, AutoMarsState.from_dict(state["automars"]), catalog=CATALOG)
    assert bot.take_turn()
    expect = scenario["expect"]
    _subset(expect["automars"], bot.dump())
    assert host.temperature == expect["temperature"]
    if "oceans" in expect:
        assert host.global_parameter("oceans") == expect["oceans"]
    assert not bot.take_turn()  # the deck is empty: AutoMars passes


def test_scenario_11_numbers() -> None:
    host = FakeHost(temperature=-30)
    block = {"tr": 20, "megacredits": 0, "action_deck": ["Space Elevator"],
             "tracks": {"building": 4, "space": 2, "event": 0, "science": 0, "energy": 0, "earth": 0, "plant": 0}}  # fmt: skip
    bot = AutoMars(host, AutoMarsState.from_dict(block), catalog=CATALOG)
    bot.take_turn()
    assert bot.dump()["tr"] == 23 and bot.dump()["tracks"]["space"] == 3 and bot.dump()["tracks"]["building"] == 5
    assert host.temperature == -28 and bot.dump()["action_deck"] == []


def test_scenario_12_numbers() -> None:
    host = FakeHost(temperature=-30)
    block = {"tr": 20, "megacredits": 0, "action_deck": ["Martian Rails"],
             "tracks": {"building": 10, "space": 0, "event": 0, "science": 0, "energy": 0, "earth": 0, "plant": 0}}  # fmt: skip
    bot = AutoMars(host, AutoMarsState.from_dict(block), catalog=CATALOG)
    bot.take_turn()
    assert bot.dump()["tracks"] == {"building": 11, "space": 2, "event": 0, "science": 0, "energy": 0,
                                    "earth": 0, "plant": 0}  # fmt: skip
    assert bot.dump()["tr"] == 20 and bot.dump()["megacredits"] == 0
    assert host.temperature == -30 and host.global_parameter("oceans") == 0
