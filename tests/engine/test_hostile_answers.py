"""Issue #19: `Game.apply` is atomic for any input. Illegal answers of every type, at decision points of
random games of every mode, raise IllegalAction with a translatable message and leave the saved state
exactly as it was (seeded, a bounded number of examples; benchmarks/bench_hostile.py runs 2,000)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.engine.hostile import JUNK, illegal_step, played_games
from tmdesk.bots import random_step
from tmdesk.engine import messages as M
from tmdesk.engine import saves
from tmdesk.engine.messages import IllegalAction

SNAPSHOTS = played_games(seed=19, every=23)
KNOWN = {v for k, v in vars(M).items() if k.isupper() and isinstance(v, str)}


def refused_unchanged(g, step) -> IllegalAction:
    before = saves.dumps(g)
    with pytest.raises(IllegalAction) as info:
        g.apply(step)
    assert saves.dumps(g) == before
    assert info.value.message_id in KNOWN and "{" not in str(info.value)
    return info.value


@settings(max_examples=120, derandomize=True, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.integers(0, len(SNAPSHOTS) - 1), st.randoms(use_true_random=False))
def test_illegal_answers_at_random_decision_points_change_nothing(i, rng):
    g = saves.loads(SNAPSHOTS[i])
    if g.waiting_for() is None:
        refused_unchanged(g, {"do": "pass"})  # the game is over
        return
    refused_unchanged(g, illegal_step(g, rng))
    d = g.waiting_for()
    g.apply(random_step(g, d, random.Random(i)))  # and the game goes on


def first_with(kind: str):
    for snap in SNAPSHOTS:
        g = saves.loads(snap)
        d = g.waiting_for()
        if d is not None and d.kind == kind:
            return g
    raise AssertionError(f"no {kind} decision in the sample")


@pytest.mark.parametrize("value", [1.0, True, "1", -1, 10**30, None, [1], {"n": 1}])
def test_an_amount_must_be_a_plain_integer(value):
    g = first_with("action")
    refused_unchanged(g, {"do": "play_card", "card": g.player(g.waiting_for().player).hand[0] if
                          g.player(g.waiting_for().player).hand else "Lichen", "pay": {"megacredits": value}})


@pytest.mark.parametrize("step", [
    "pass", ["do", "pass"], None, 7, {}, {"do": 1}, {"do": "pass", "player": 5}, {"answer": [1]},
    {"do": "pass", "player": "\ud800"}, {"do": "play_card", "card": {"x": 1}},
])
def test_steps_of_the_wrong_shape_are_refused_with_a_sentence(step):
    g = first_with("action")
    refused_unchanged(g, step)


def test_every_junk_value_in_every_answer_key_is_refused():
    g = first_with("action")
    for value in JUNK:
        for key in ("card", "project", "milestone", "award", "corporation"):
            refused_unchanged(g, {"do": "play_card", key: value})
