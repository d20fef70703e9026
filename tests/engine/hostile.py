"""Hostile inputs for the fuzz tests and benchmarks/bench_hostile.py: mutated saves, scenario files
and illegal answers, all from a seeded random generator (the same seed gives the same inputs)."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

from tmdesk.bots import random_step
from tmdesk.engine import saves
from tmdesk.engine.game import Game, new_game
from tmdesk.engine.state import GameConfig

CONFIGS = [
    GameConfig(players=["Ana", "Bruno", "Chloé"], seed=3, corporate_era=True, draft=True),
    GameConfig(players=["Ana"], mode="solo", seed=4),
    GameConfig(players=["Ana"], mode="automars", seed=5, automars_difficulty="hard", draft=True),
    GameConfig(players=["Ana", "Bruno"], seed=6),
]

# values no answer key ever accepts, whatever is offered: wrong types, out of range, not text
JUNK: list[Any] = [0.0, 1.0, -0.5, float("1e300"), True, False, None, -1, 10**30, -(10**30), [], {}, [0], {"a": 1},
                   [[[]]], "\ud800", "{player:>999999999}", "{player.__class__.__mro__}", "No Such Name", "",
                   "x" * 10_000, ["No Such Card"], [None], [1, 2]]
ANSWER_KEYS = ["space", "card", "cards", "player", "option", "amount", "pay"]


def played_games(seed: int, every: int = 7) -> list[str]:
    """Saves taken along random games of every mode: the decision points the fuzzers start from."""
    rng = random.Random(seed)
    snaps: list[str] = []
    for config in CONFIGS:
        g = new_game(copy.deepcopy(config))
        n = 0
        while (d := g.waiting_for()) is not None and n < 400:
            if n % every == 0:
                snaps.append(saves.dumps(g))
            g.apply(random_step(g, d, rng))
            n += 1
        snaps.append(saves.dumps(g))
    return snaps


MAY_BE_LEGAL = {("pay", "{}"), ("cards", "[]"), ("player", "None")}  # paying nothing for a free card...


def junk_for(key: str, rng: random.Random) -> Any:
    while True:
        value = rng.choice(JUNK)
        if (key, repr(value)) not in MAY_BE_LEGAL:
            return value


def illegal_step(g: Game, rng: random.Random) -> dict[str, Any]:
    """A step the engine must refuse: a legal one with one key made junk, or a step of the wrong shape."""
    d = g.waiting_for()
    assert d is not None
    step = random_step(g, d, random.Random(rng.random()))
    roll = rng.random()
    if roll < 0.1:
        return rng.choice([{}, {"do": rng.choice(JUNK[:12])}, {"answer": rng.choice(JUNK)},
                           {"do": "no_such_action"}, {"player": "Nobody", **step}])
    if "answer" in step:
        step = {"answer": dict(step["answer"])}
        keys = [k for k in step["answer"] if k != "skip"] or ANSWER_KEYS
        key = rng.choice(keys)
        step["answer"] = {key: junk_for(key, rng)}
        return step
    key = rng.choice([k for k in step if k != "do"] or ["player"])  # extra keys an action ignores are harmless
    step[key] = junk_for(key, rng)
    return step


# --- mutated files -------------------------------------------------------------------------------

def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(data, dict):
        for k, v in data.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(data, list):
        for i, v in enumerate(data[:30]):
            out += _paths(v, (*prefix, i))
    return out


def _set(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    parent = data
    for k in path[:-1]:
        parent = parent[k]
    parent[path[-1]] = value
    return data


HUGE = [10**19, 2**64, -1, -(10**6), 10**40, 1e19, 1e300, True, False, None, "\ud800",
        "{player:>150000000}", [], {}, 0.0, "AutoMars", "Neutral", "Nobody", [["{x}", {}]], ["L_PASS", {"player": []}]]


def mutate_text(text: str, rng: random.Random) -> str:
    """One hostile change to a file's text: bit flips, truncation, a field of the wrong type or size,
    a lone surrogate, deep nesting, a huge integer."""
    kind = rng.randrange(7)
    if kind == 0:  # bit flips
        raw = bytearray(text.encode("utf-8"))
        for _ in range(rng.randint(1, 8)):
            i = rng.randrange(len(raw))
            raw[i] ^= 1 << rng.randrange(8)
        return raw.decode("utf-8", "replace")
    if kind == 1:  # truncation
        return text[: rng.randrange(len(text))]
    if kind == 2:  # deep nesting somewhere
        i = rng.randrange(len(text))
        depth = rng.choice([50, 2_000, 100_000])
        return text[:i] + "[" * depth + "]" * depth + text[i:]
    if kind == 3:  # an integer of thousands of digits in place of a number
        return text.replace(":1,", ":" + "9" * rng.choice([400, 5_000]) + ",", 1)
    data = json.loads(text)
    paths = _paths(data)
    path = rng.choice(paths[1:])
    if kind == 4:
        value: Any = rng.choice(HUGE)
    elif kind == 5:  # a string with a lone surrogate
        value = "Ana\udc80"
    else:  # the value of another field: the wrong type or an out-of-place name
        other = rng.choice(paths)
        value = copy.deepcopy(_get(data, other))
    return json.dumps(_set(data, path, value), ensure_ascii=rng.random() < 0.5)


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for k in path:
        data = data[k]
    return data


def scenario_texts(files: list[str], rng: random.Random, n: int) -> list[str]:
    """`n` malformed scenario texts made from the given valid ones."""
    out = []
    for _ in range(n):
        text = open(rng.choice(files), encoding="utf-8").read()
        out.append(mutate_text(text, rng))
    return out
