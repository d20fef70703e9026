"""The scenario format (shared/spec/scenario.md): load, build, play and compare a scripted game.

Used by `tmdesk scenario`, the app's `--scenario` option and the tests.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tmdesk.engine.game import Game, new_game
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.overrides import OverrideError, apply_state
from tmdesk.engine.phases import ConfigError
from tmdesk.engine.state import GameConfig

FORMAT = "tmdesk-scenario/1"
TOP_KEYS = {"format", "name", "description", "setup", "state", "steps", "expect"}
SETUP_KEYS = {"players", "seed", "mode", "corporate_era", "draft", "automars_difficulty", "skip_setup", "deal",
              "prelude"}
STEP_KEYS = {"player", "do", "answer", "expect_error", "card", "cards", "pay", "corporation", "project",
             "milestone", "award", "until", "value", "preludes"}
CARD_LIST_KEYS = {"hand", "played", "events", "preludes", "action_deck", "used_actions", "destroyed_bonus_cards",
                  "options"}


class ScenarioError(Exception):
    """The file is not a valid scenario, or a step or expectation failed."""


def load(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"cannot read the file ({exc})") from exc
    except json.JSONDecodeError as exc:
        raise ScenarioError(f"not valid JSON ({exc})") from exc
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
    unknown = set(data["setup"]) - SETUP_KEYS
    if unknown:
        raise ScenarioError(f"setup: unknown keys {sorted(unknown)}")
    return data


def build(data: dict[str, Any]) -> Game:
    """The game after setup and the state overrides, before the first step."""
    setup = data["setup"]
    mode = setup.get("mode", "standard")
    try:
        config = GameConfig(
            players=list(setup["players"]),
            mode=mode,
            corporate_era=bool(setup.get("corporate_era", mode == "solo")),
            draft=bool(setup.get("draft", False)),
            automars_difficulty=setup.get("automars_difficulty", "normal"),
            seed=int(setup.get("seed", 1)),
            prelude=bool(setup.get("prelude", False)),
        )
        game = new_game(config, deal=setup.get("deal") or {}, skip_setup=bool(setup.get("skip_setup", False)))
        if data.get("state"):
            apply_state(game, data["state"])
            game.advance()
    except (KeyError, TypeError, ValueError, ConfigError, OverrideError) as exc:
        raise ScenarioError(f"setup: {exc}") from exc
    return game


def _run_until(game: Game, step: dict[str, Any]) -> None:
    until, value = step.get("until"), step.get("value")
    s = game.state
    reached = {
        "generation": lambda: s.generation >= int(value),  # type: ignore[arg-type]
        "phase": lambda: s.phase == value,
        "end": lambda: s.phase == "end",
    }.get(str(until))
    if reached is None:
        raise ScenarioError(f"run_until: unknown 'until' {until!r}")
    if not reached():
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
        game = play(data)
        return name, compare(data.get("expect", {}), game.dump(), "$")
    except ScenarioError as exc:
        return name, [str(exc)]
    except Exception as exc:  # noqa: BLE001 - a scenario must never crash the runner
        return name, [f"internal error: {type(exc).__name__}: {exc}"]
