"""Saving and loading games as JSON with a schema_version.

Loading never trusts the file: it is plain JSON (no code runs), every field is type-checked,
every card, space and player it names must exist, and the loaded game must pass the same
invariants as a played one. Anything wrong raises `SaveError` with a sentence for the player.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from tmdesk.cards.loader import catalogue
from tmdesk.cards.model import RESOURCES
from tmdesk.engine.board import board as load_board
from tmdesk.engine.board import map_names
from tmdesk.engine.game import Game
from tmdesk.engine.messages import QT_TRANSLATE_NOOP
from tmdesk.engine.state import (
    BOT,
    DEFAULT_BOARD,
    DIFFICULTIES,
    MODES,
    PERSON,
    SCHEMA_VERSION,
    GameConfig,
    GameState,
    PlayerState,
    Seat,
    Tile,
)

FILE_KIND = "tmdesk-save"
MAX_SIZE = 20_000_000  # bytes; a real save is a few hundred kB at most

E_NOT_A_SAVE = QT_TRANSLATE_NOOP("Engine", "This file is not a tmdesk saved game.")
E_DAMAGED = QT_TRANSLATE_NOOP("Engine", "This saved game is damaged: {detail}")
E_NEWER = QT_TRANSLATE_NOOP("Engine", "This game was saved by a newer tmdesk (format {version}).")
E_TOO_BIG = QT_TRANSLATE_NOOP("Engine", "This file is too large to be a saved game.")


class SaveError(ValueError):
    def __init__(self, message_id: str, **args: Any) -> None:
        super().__init__(message_id.format(**args))
        self.message_id = message_id
        self.args_dict = args


def to_dict(g: Game) -> dict[str, Any]:
    s = g.state
    version, internal, gauss = s.rng.getstate()
    return {
        "kind": FILE_KIND,
        "schema_version": SCHEMA_VERSION,
        "config": s.config.to_dict(),
        "rng": [version, list(internal), gauss],
        "players": [p.to_dict() for p in s.players],
        "generation": s.generation, "phase": s.phase, "first_player": s.first_player, "active": s.active,
        "actions_taken": s.actions_taken, "temperature": s.temperature, "oxygen": s.oxygen,
        "tiles": {k: t.to_dict() for k, t in s.tiles.items()},
        "claims": dict(s.claims), "deck": list(s.deck), "discard": list(s.discard),
        "milestones": dict(s.milestones), "awards": dict(s.awards),
        "pending": json.loads(json.dumps(s.pending)), "offers": json.loads(json.dumps(s.offers)),
        "deciders": list(s.deciders), "scores": dict(s.scores), "winner": s.winner,
        "log": json.loads(json.dumps(s.log)), "automars_passed": s.automars_passed, "last_ocean": s.last_ocean,
        "automars": g.automars_engine.to_dict() if s.automars is not None else None,
    }


def dumps(g: Game) -> str:
    return json.dumps(to_dict(g), ensure_ascii=False, separators=(",", ":"))


def _need(cond: bool, detail: str) -> None:
    if not cond:
        raise SaveError(E_DAMAGED, detail=detail)


def _typed(d: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    _need(key in d, f"'{key}' is missing")
    v = d[key]
    _need(isinstance(v, kind) and not (kind is int and isinstance(v, bool)), f"'{key}' has the wrong type")
    return v


def _cards(value: Any, where: str) -> list[str]:
    cards = catalogue().cards
    _need(isinstance(value, list) and all(isinstance(c, str) and c in cards for c in value), f"unknown card in {where}")
    return list(value)


def _player(d: Any) -> PlayerState:
    _need(isinstance(d, dict), "a player is not an object")
    p = PlayerState(_typed(d, "name", str))
    corp = d.get("corporation")
    _need(corp is None or (corp in catalogue().cards and catalogue()[corp].is_corporation), "unknown corporation")
    p.corporation = corp
    p.tr = _typed(d, "tr", int)
    for key in ("resources", "production"):
        values = _typed(d, key, dict)
        _need(set(values) == set(RESOURCES) and all(isinstance(v, int) for v in values.values()), f"bad {key}")
        setattr(p, key, dict(values))
    p.hand, p.played, p.events = _cards(d.get("hand"), "hand"), _cards(d.get("played"), "played"), _cards(d.get("events"), "events")
    cr = _typed(d, "card_resources", dict)
    _need(all(isinstance(v, int) for v in cr.values()), "bad card resources")
    p.card_resources = {k: v for k, v in cr.items() if k in p.played or k == corp}
    p.used_actions = [c for c in _typed(d, "used_actions", list) if isinstance(c, str)]
    p.passed = bool(d.get("passed"))
    p.tr_raised_this_generation = bool(d.get("tr_raised_this_generation"))
    p.first_action_pending = bool(d.get("first_action_pending"))
    p.next_card_discount = int(d.get("next_card_discount", 0))
    p.next_card_tolerance = int(d.get("next_card_tolerance", 0))
    return p


def from_dict(d: Any) -> Game:
    if not isinstance(d, dict) or d.get("kind") != FILE_KIND:
        raise SaveError(E_NOT_A_SAVE)
    version = d.get("schema_version")
    if not isinstance(version, int):
        raise SaveError(E_NOT_A_SAVE)
    if version > SCHEMA_VERSION:
        raise SaveError(E_NEWER, version=version)
    try:
        return _build(migrate(d, version))
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise SaveError(E_DAMAGED, detail=f"{type(exc).__name__}: {exc}") from exc


def migrate(d: dict[str, Any], version: int) -> dict[str, Any]:
    """The save in the current schema. Version 1 (the first release) had no board, Prelude or seats:
    its games were on Tharsis, without Prelude, every seat a person."""
    if version < 2:
        cfg = _typed(d, "config", dict)
        players = cfg.get("players")
        d = dict(d, config=dict(cfg, board=DEFAULT_BOARD, prelude=False,
                                seats=[{"kind": PERSON} for _ in players] if isinstance(players, list) else []))
    return d


def _seat(d: Any) -> Seat:
    _need(isinstance(d, dict) and d.get("kind") in (PERSON, BOT), "bad seat")
    level = d.get("level")
    _need((d["kind"] == BOT) == (isinstance(level, str) and bool(level)), "bad seat")
    return Seat(d["kind"], level)


def _config(cfg: dict[str, Any]) -> GameConfig:
    config = GameConfig(players=[str(n) for n in _typed(cfg, "players", list)], mode=_typed(cfg, "mode", str),
                        corporate_era=bool(cfg.get("corporate_era")), draft=bool(cfg.get("draft")),
                        automars_difficulty=str(cfg.get("automars_difficulty", "normal")),
                        seed=_typed(cfg, "seed", int), beginners=[str(n) for n in cfg.get("beginners", [])],
                        automars_corporation=cfg.get("automars_corporation"), board=_typed(cfg, "board", str),
                        prelude=_typed(cfg, "prelude", bool), seats=[_seat(x) for x in _typed(cfg, "seats", list)])
    _need(config.automars_corporation is None or isinstance(config.automars_corporation, str), "bad corporation")
    _need(config.mode in MODES and config.automars_difficulty in DIFFICULTIES, "unknown mode")
    _need(config.board in map_names(), "unknown board")
    _need(len(config.seats) == len(config.players), "seats do not match the players")
    return config


def _build(d: dict[str, Any]) -> Game:
    config = _config(_typed(d, "config", dict))
    players = [_player(p) for p in _typed(d, "players", list)]
    _need([p.name for p in players] == config.players and 1 <= len(players) <= 5, "players do not match")
    s = GameState(config=config, players=players)
    rng = _typed(d, "rng", list)
    _need(len(rng) == 3 and isinstance(rng[1], list) and len(rng[1]) == 625, "bad random state")
    s.rng.setstate((int(rng[0]), tuple(int(x) for x in rng[1]), rng[2]))
    for key in ("generation", "first_player", "active", "actions_taken", "temperature", "oxygen"):
        setattr(s, key, _typed(d, key, int))
    s.phase = _typed(d, "phase", str)
    _need(s.phase in ("setup", "research", "draft", "action", "final_greenery", "end"), "unknown phase")
    board = load_board(config.board)
    owners = set(config.players) | {"Neutral", "AutoMars", None}
    for sid, t in _typed(d, "tiles", dict).items():
        _need(sid in board.spaces and isinstance(t, dict) and t.get("owner") in owners
              and t.get("tile") in ("ocean", "greenery", "city", "special"), f"bad tile on {sid}")
        s.tiles[sid] = Tile(t["tile"], t.get("owner"), t.get("name"))
    s.claims = {k: v for k, v in _typed(d, "claims", dict).items() if k in board.spaces and v in owners}
    s.deck, s.discard = _cards(d.get("deck"), "deck"), _cards(d.get("discard"), "discard")
    s.milestones = {str(k): str(v) for k, v in _typed(d, "milestones", dict).items()}
    s.awards = {str(k): str(v) for k, v in _typed(d, "awards", dict).items()}
    s.pending = _typed(d, "pending", list)
    _need(all(isinstance(i, dict) and i.get("t") in ("fx", "ask") for i in s.pending), "bad pending effects")
    s.offers = _typed(d, "offers", dict)
    s.deciders = [n for n in _typed(d, "deciders", list) if n in config.players]
    s.scores = _typed(d, "scores", dict)
    s.winner = d.get("winner")
    s.log = _typed(d, "log", list)
    s.automars_passed = bool(d.get("automars_passed"))
    s.last_ocean = d.get("last_ocean") if d.get("last_ocean") in board.spaces else None
    _need(0 <= s.first_player < len(s.seats) + (1 if config.mode == "automars" else 0), "bad first player")
    if config.mode == "automars":
        from tmdesk.engine.automars_host import automars_state_from_dict

        s.automars = automars_state_from_dict(d.get("automars"))
    g = Game(s)
    _need(0 <= s.active < len(s.seats), "bad active player")
    from tmdesk.engine.invariants import violations

    broken = violations(g)
    _need(not broken, "; ".join(broken[:3]))
    if s.phase != "end":
        _need(g.waiting_for() is not None, "no decision is pending")
    return g


def loads(text: str) -> Game:
    if len(text) > MAX_SIZE:
        raise SaveError(E_TOO_BIG)
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise SaveError(E_DAMAGED, detail=f"not valid JSON ({exc})") from exc
    return from_dict(data)


def write_atomic(path: Path, text: str) -> None:
    """Write a file so that it is never half-written: a temporary file in the same folder,
    flushed and synced, then renamed over the old one. Raises OSError."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmdesk-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save_file(g: Game, path: Path, app_data: dict[str, Any] | None = None) -> None:
    """Save atomically. `app_data` (JSON-safe) is kept under "app" for the application's own
    settings of this game (player colours...); the engine never reads it."""
    data = to_dict(g)
    if app_data is not None:
        data["app"] = app_data
    write_atomic(path, json.dumps(data, ensure_ascii=False, separators=(",", ":")))


def app_data(path: Path) -> dict[str, Any]:
    """The application's part of a save file ({} when there is none or the file cannot be read)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        return {}
    extra = data.get("app") if isinstance(data, dict) else None
    return extra if isinstance(extra, dict) else {}


def load_file(path: Path) -> Game:
    path = Path(path)
    try:
        if path.stat().st_size > MAX_SIZE:
            raise SaveError(E_TOO_BIG)
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(E_DAMAGED, detail=str(exc)) from exc
    return loads(text)
