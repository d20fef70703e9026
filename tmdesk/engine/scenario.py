"""The scenario format (shared/spec/scenario.md): load, build, play and compare a scripted game.

Used by `tmdesk scenario`, the app's `--scenario` option and the tests.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tmdesk.engine.game import Game, new_game
from tmdesk.engine.messages import IllegalAction, shown
from tmdesk.engine.overrides import OverrideError, apply_state
from tmdesk.engine.phases import ConfigError
from tmdesk.engine.save_schema import E_DEEP, E_TEXT, SaveError, scan
from tmdesk.engine.state import DEFAULT_BOARD, GameConfig

FORMAT = "tmdesk-scenario/1"
TOP_KEYS = {"format", "name", "description", "setup", "state", "steps", "expect", "expect_setup_error"}
SETUP_KEYS = {"players", "seed", "mode", "corporate_era", "draft", "automars_difficulty", "automars_corporation",
              "skip_setup", "deal", "board", "prelude", "venus_next", "colonies", "colony_tiles"}
STEP_KEYS = {"player", "do", "answer", "expect_error", "card", "cards", "pay", "corporation", "project",
             "milestone", "award", "until", "value", "preludes", "colony", "track_bonus"}
CARD_LIST_KEYS = {"hand", "played", "events", "preludes", "action_deck", "used_actions", "destroyed_bonus_cards",
                  "options"}


class ScenarioError(Exception):
    """The file is not a valid scenario, or a step or expectation failed."""


MAX_FILE = 5_000_000  # bytes; the largest scenario is a few kB
# setup key -> the one type of its value; a value of another type is refused, never converted
SETUP_TYPES: dict[str, type] = {"players": list, "seed": int, "mode": str, "corporate_era": bool, "draft": bool,
                                "automars_difficulty": str, "skip_setup": bool, "deal": dict, "venus_next": bool,
                                "colonies": bool, "colony_tiles": list}
DATA_PROBLEMS = {E_TEXT: "the file holds text that is not valid Unicode (a lone surrogate)",
                 E_DEEP: "the file holds a number too large, a text too long or data nested too deeply"}


def load(path: Path) -> dict[str, Any]:
    try:
        raw = Path(path).read_bytes() if Path(path).stat().st_size <= MAX_FILE else None
        if raw is None:
            raise ScenarioError(f"the file is larger than {MAX_FILE} bytes")
        data = json.loads(raw.decode("utf-8"))
        scan(data)
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"cannot read the file ({shown(str(exc))})") from exc
    except SaveError as exc:
        raise ScenarioError(DATA_PROBLEMS.get(exc.message_id, "bad data")) from exc
    except json.JSONDecodeError as exc:
        raise ScenarioError(f"not valid JSON ({exc})") from exc
    except (ValueError, RecursionError) as exc:  # an integer of thousands of digits, nesting deeper than Python
        raise ScenarioError("not valid JSON (a number too large or data nested too deeply)") from exc
    if not isinstance(data, dict):
        raise ScenarioError("the file must hold a JSON object")
    unknown = set(data) - TOP_KEYS
    if unknown:
        raise ScenarioError(f"unknown keys {sorted(unknown)}")
    if data.get("format") != FORMAT:
        raise ScenarioError(f"format must be {FORMAT!r}")
    for key in ("setup", "steps"):
        if key not in data:
            raise ScenarioError(f"missing {key!r}")
    if not isinstance(data["setup"], dict) or not isinstance(data["steps"], list):
        raise ScenarioError("setup must be an object and steps a list")
    if not isinstance(data.get("name", ""), str) or not isinstance(data.get("state", {}), dict):
        raise ScenarioError("name must be a text and state an object")
    if not isinstance(data.get("expect_setup_error", False), bool):
        raise ScenarioError("expect_setup_error must be true or false")
    if data.get("expect_setup_error") and (data["steps"] or "expect" in data):
        raise ScenarioError("expect_setup_error: the steps must be empty and there is nothing to expect")
    unknown = set(data["setup"]) - SETUP_KEYS
    if unknown:
        raise ScenarioError(f"setup: unknown keys {sorted(unknown)}")
    for key, value in data["setup"].items():
        kind = SETUP_TYPES.get(key)
        if kind is not None and type(value) is not kind:
            raise ScenarioError(f"setup.{key}: must be a {kind.__name__}")
    return data


def build(data: dict[str, Any]) -> Game:
    """The game after setup and the state overrides, before the first step."""
    setup = data["setup"]
    mode = setup.get("mode", "standard")
    players = setup.get("players")
    if not players or not all(type(n) is str and n for n in players):
        raise ScenarioError("setup.players: a list of player names")
    if not -(2**63) <= setup.get("seed", 1) < 2**64:
        raise ScenarioError("setup.seed: an integer below 2**64")
    deal = setup.get("deal") or {}
    if not all(type(d) is dict and all(type(v) is list and all(type(c) is str for c in v) for v in d.values())
               for d in deal.values()):
        raise ScenarioError("setup.deal: per player, lists of card names")
    if not isinstance(setup.get("board", DEFAULT_BOARD), str):
        raise ScenarioError("setup: board must be the name of a map")
    if not isinstance(setup.get("prelude", False), bool):
        raise ScenarioError("setup: prelude must be true or false")
    if not all(type(n) is str for n in setup.get("colony_tiles", [])):
        raise ScenarioError("setup.colony_tiles: a list of colony tile names")
    if setup.get("colony_tiles") and not setup.get("colonies"):
        raise ScenarioError("setup.colony_tiles: only in a game with Colonies (setup.colonies)")
    try:
        config = GameConfig(
            players=list(setup["players"]),
            mode=mode,
            corporate_era=bool(setup.get("corporate_era", mode == "solo")),
            draft=bool(setup.get("draft", False)),
            automars_difficulty=setup.get("automars_difficulty", "normal"),
            automars_corporation=setup.get("automars_corporation"),
            seed=int(setup.get("seed", 1)),
            board=setup.get("board", DEFAULT_BOARD),
            prelude=setup.get("prelude", False),
            venus_next=setup.get("venus_next", False),
            colonies=setup.get("colonies", False),
            colony_tiles=list(setup.get("colony_tiles", [])),
        )
        game = new_game(config, deal=deal, skip_setup=bool(setup.get("skip_setup", False)))
        if data.get("state"):
            apply_state(game, data["state"])
            game.advance()
    except (KeyError, TypeError, ValueError, ConfigError, OverrideError) as exc:
        raise ScenarioError(f"setup: {exc}") from exc
    return game


def _run_until(game: Game, step: dict[str, Any]) -> None:
    until, value = step.get("until"), step.get("value")
    s = game.state
    if until == "generation" and type(value) is int:
        reached = s.generation >= value
    elif until == "phase" and type(value) is str:
        reached = s.phase == value
    elif until == "end":
        reached = s.phase == "end"
    else:
        raise ScenarioError(f"run_until: 'until' is generation (with an integer value), phase (with a phase name) "
                            f"or end, not {shown(until)} {shown(value)}")
    if not reached:
        w = game.waiting_for()
        raise ScenarioError(f"run_until {until} {value}: stopped at {w.player}'s {w.kind} decision" if w else
                            f"run_until {until} {value}: the game ended first")


def play(data: dict[str, Any]) -> Game:
    game = build(data)
    for i, step in enumerate(data["steps"]):
        if not isinstance(step, dict):
            raise ScenarioError(f"step {i + 1}: must be an object")
        unknown = set(step) - STEP_KEYS
        if unknown:
            raise ScenarioError(f"step {i + 1}: unknown keys {sorted(unknown)}")
        if step.get("do") == "run_until":
            _run_until(game, step)
            continue
        engine_step = {k: v for k, v in step.items() if k != "expect_error"}
        if step.get("expect_error"):
            before = json.dumps(game.dump(), sort_keys=True)
            try:
                game.apply(engine_step)
            except IllegalAction:
                if json.dumps(game.dump(), sort_keys=True) != before:
                    raise ScenarioError(f"step {i + 1}: the rejected step changed the state") from None
                continue
            raise ScenarioError(f"step {i + 1}: expected an error, but the engine accepted it")
        try:
            game.apply(engine_step)
        except IllegalAction as exc:
            raise ScenarioError(f"step {i + 1} ({step.get('do') or 'answer'}): rejected: {exc}") from exc
    return game


def compare(expected: Any, got: Any, path: str) -> list[str]:
    """Mismatches of `expected` as a subset of `got` (card lists compared sorted)."""
    if isinstance(expected, dict):
        if not isinstance(got, dict):
            return [f"{path} expected {json.dumps(expected)} got {json.dumps(got)}"]
        out: list[str] = []
        for k, v in expected.items():
            if k not in got:
                out.append(f"{path}.{k} expected {json.dumps(v, ensure_ascii=False)} got nothing")
            else:
                out += compare(v, got[k], f"{path}.{k}")
        return out
    if isinstance(expected, list) and isinstance(got, list) and path.rsplit(".", 1)[-1] in CARD_LIST_KEYS:
        try:
            if sorted(expected) == sorted(got):
                return []
        except TypeError:
            pass
    if expected != got:
        return [f"{path} expected {json.dumps(expected, ensure_ascii=False)} got {json.dumps(got, ensure_ascii=False)}"]
    return []


def run_file(path: Path) -> tuple[str, list[str]]:
    name = Path(path).stem
    try:
        data = load(path)
        name = data.get("name", name)
        if data.get("expect_setup_error"):  # the set-up itself must be refused with a clear message
            try:
                build(data)
            except ScenarioError:
                return name, []
            return name, ["expect_setup_error: the set-up was accepted"]
        game = play(data)
        return name, compare(data.get("expect", {}), game.dump(), "$")
    except ScenarioError as exc:
        return name, [str(exc)]
    except Exception as exc:  # noqa: BLE001 - a scenario must never crash the runner
        return name, [f"internal error: {type(exc).__name__}: {exc}"]
