"""Saving and loading games as JSON with a schema_version.

Loading never trusts the file: it is plain JSON (no code runs), every field is type-checked,
every card, space and player it names must exist, and the loaded game must pass the same
invariants as a played one. Anything wrong raises `SaveError` with a sentence for the player.
"""

from __future__ import annotations

import copy
import json
import logging
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from tmdesk.engine import decisions as D
from tmdesk.engine import log_upgrade
from tmdesk.engine import save_schema as schema
from tmdesk.engine.board import board as load_board
from tmdesk.engine.decisions import Decision
from tmdesk.engine.game import Game
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.save_schema import (
    E_NEWER,
    E_NOT_A_SAVE,
    E_NOT_JSON,
    E_RULES,
    E_TOO_BIG,
    E_UNREADABLE,
    MAX_SIZE,
    SaveError,
    check_text,
    precheck,
    scan,
)
from tmdesk.engine.state import (
    DEFAULT_BOARD,
    PERSON,
    SCHEMA_VERSION,
    GameConfig,
    GameState,
    PlayerState,
    Tile,
)

log = logging.getLogger(__name__)

FILE_KIND = "tmdesk-save"
__all__ = ["SaveError", "dumps", "from_dict", "load_file", "loads", "save_file", "to_dict", "write_atomic"]


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
        "prelude_deck": list(s.prelude_deck), "prelude_discard": list(s.prelude_discard),
        "history": json.loads(json.dumps(s.history)), "record": json.loads(json.dumps(s.record)),
        **json.loads(json.dumps(s.expansion_state)),  # each expansion's part under its key (e.g. "venus")
    }


def dumps(g: Game) -> str:
    return json.dumps(to_dict(g), ensure_ascii=False, separators=(",", ":"))


def from_dict(d: Any) -> Game:
    """The game of a decoded save file; SaveError (a translatable sentence) for anything wrong.

    Nothing outside the new game is touched, so a refused file leaves the caller's game as it was."""
    if not isinstance(d, dict) or d.get("kind") != FILE_KIND:
        raise SaveError(E_NOT_A_SAVE)
    version = d.get("schema_version")
    if type(version) is not int or version < 1:
        raise SaveError(E_NOT_A_SAVE)
    if version > SCHEMA_VERSION:
        raise SaveError(E_NEWER, version=version)
    scan({k: v for k, v in d.items() if k != "app"})  # the application's block: see app_data
    try:
        d = migrate(d, version)
        g = _build(d)
        _need(g)
        dumps(g).encode("utf-8")  # what is loaded can be saved again
        _trial(_build(copy.deepcopy(d)))  # a copy: the game returned shares the file's lists
    except SaveError:
        raise
    except Exception as exc:  # noqa: BLE001 - whatever a hostile file provokes, the player gets one sentence
        log.info("refused save: %s: %s", type(exc).__name__, exc)
        raise SaveError(E_RULES) from exc
    return g


def migrate(d: dict[str, Any], version: int) -> dict[str, Any]:
    """The save in the current schema. Version 1 (the first release) had no board, Prelude or seats:
    its games were on Tharsis, without Prelude, every seat a person. Log entries of any version are put in
    today's terms (log_upgrade). The validator checks the result."""
    if type(d.get("log")) is list:
        d = dict(d, log=[log_upgrade.upgrade(e) for e in d["log"]])
    if version < 2 and isinstance(d.get("config"), dict):
        cfg = d["config"]
        players = cfg.get("players")
        d = dict(d, config=dict(cfg, board=DEFAULT_BOARD, prelude=False,
                                seats=[{"kind": PERSON} for _ in players] if isinstance(players, list) else []))
    return d


def _build(d: dict[str, Any]) -> Game:
    config_d = schema.fields(d.get("config"), schema.CONFIG, "config")
    game_d = schema.fields(d, schema.GAME, "")
    raw_players = d.get("players")
    schema.need(isinstance(raw_players, list), "players")
    assert isinstance(raw_players, list)
    players_d = [schema.fields(p, schema.PLAYER, f"players[{i}]") for i, p in enumerate(raw_players)]
    schema.check_people(config_d, game_d, players_d)
    schema.need(schema.rng_state(d.get("rng")), "rng")
    board = load_board(config_d["board"])
    schema.need(all(sid in board.spaces for sid in game_d["tiles"]), "tiles")
    schema.need(all(sid in board.spaces for sid in game_d["claims"]), "claims")
    schema.need(game_d["last_ocean"] is None or game_d["last_ocean"] in board.spaces, "last_ocean")

    config = GameConfig.from_dict(config_d)  # checked above: types, ranges, names
    players = [_player(p) for p in players_d]
    s = GameState(config=config, players=players)
    version, words, gauss = d["rng"]
    s.rng.setstate((version, tuple(words), gauss))
    for key, value in game_d.items():  # every field of the table: a new one is one line there
        setattr(s, key, value)
    s.expansion_state = schema.expansion_fields(config_d, d)
    s.tiles = {sid: Tile(t["tile"], None if t["tile"] == "ocean" else t.get("owner"), t.get("name"))
               for sid, t in game_d["tiles"].items()}
    if config.mode == "automars":
        from tmdesk.engine.automars_host import automars_state_from_dict

        s.automars = automars_state_from_dict(d.get("automars"))
    return Game(s)


def _player(d: dict[str, Any]) -> PlayerState:
    p = PlayerState(d["name"])
    for key in schema.PLAYER:
        value = d[key]
        setattr(p, key, dict(value) if isinstance(value, dict) else list(value) if isinstance(value, list) else value)
    p.card_resources = {k: v for k, v in p.card_resources.items() if k in p.played or k == p.corporation}
    return p


def _need(g: Game) -> None:
    """The loaded game passes the invariants of a played one and waits for a decision (or is over)."""
    from tmdesk.engine.invariants import violations

    broken = violations(g)
    if broken:
        log.info("refused save: %s", "; ".join(broken[:3]))
        raise SaveError(E_RULES)
    if g.state.phase != "end" and g.waiting_for() is None:
        raise SaveError(E_RULES)


TRIAL_STEPS = 60


def _trial(g: Game) -> None:
    """Play a copy on through its pending effects and the set-up, research or draft choices in the file,
    with the first option each time: a file whose pending effects or offers only look right fails here
    (any error but a refused answer), not in the player's next move."""
    for _ in range(TRIAL_STEPS):
        d = g.waiting_for()
        if d is None or (d.kind in (D.ACTION, D.FINAL_GREENERY) and not g.state.pending):
            return
        if _dead_end(d):
            raise SaveError(E_RULES)
        try:
            g.apply(_first_answer(d))
        except IllegalAction:
            return


def _dead_end(d: Decision) -> bool:
    """A choice with nothing to choose from that cannot be skipped: no answer would ever be accepted."""
    may_be_empty = d.kind in (D.ACTION, D.FINAL_GREENERY, D.BUY_CARDS, D.SELECT_AMOUNT) or (
        d.kind == D.SELECT_CARDS and d.info.get("min", 0) == 0)
    return not d.options and not d.optional and not may_be_empty


def _first_answer(d: Decision) -> dict[str, Any]:
    first = d.options[0] if d.options else None
    if d.kind == D.CHOOSE_START:
        return {"do": "choose_start", "corporation": first, "cards": [], "preludes": d.info.get("preludes", [])[:2]}
    if d.kind == D.PLAY_PRELUDE:
        return {"do": "play_prelude", "card": first}
    if d.kind == D.BUY_CARDS:
        return {"do": "buy_cards", "cards": []}
    if d.kind == D.DRAFT_PICK:
        return {"do": "draft_pick", "card": first}
    if d.optional and not d.options:
        return {"answer": {"skip": True}}
    if d.kind == D.SELECT_CARDS:
        return {"answer": {"cards": d.options[: d.info.get("min", 0)]}}
    if d.kind == D.SELECT_AMOUNT:
        return {"answer": {"amount": d.info.get("min", 0)}}
    return {"answer": {D.ANSWER_KEY.get(d.kind, "option"): first}}


def loads(text: str) -> Game:
    precheck(text)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:  # JSONDecodeError, or an integer of thousands of digits
        raise SaveError(E_NOT_JSON) from exc
    return from_dict(data)


TEMP_PREFIX, TEMP_SUFFIX = ".tmdesk-", ".tmp"
ORPHAN_AGE = 60  # seconds: a save takes milliseconds, so a temporary file this old is an orphan


def write_atomic(path: Path, text: str) -> None:
    """Write a file so that it is never half-written: a temporary file in the same folder,
    flushed and synced, renamed over the old one, then the folder synced so that the rename
    survives a power cut. Raises OSError, or ValueError for text that is not valid Unicode."""
    path = Path(path)
    data = text.encode("utf-8")  # before any file exists: a lone surrogate fails here, not half-way
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    if os.name != "posix":  # Windows cannot open a folder; NTFS journals the rename itself
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def clean_orphans(folder: Path, now: float | None = None) -> int:
    """Remove the temporary files a killed save left behind (older than ORPHAN_AGE); the count removed."""
    now = time.time() if now is None else now
    removed = 0
    try:
        candidates = list(Path(folder).glob(f"{TEMP_PREFIX}*{TEMP_SUFFIX}"))
    except OSError:
        return 0
    for f in candidates:
        try:
            if f.is_file() and now - f.stat().st_mtime > ORPHAN_AGE:
                f.unlink()
                removed += 1
        except OSError:  # another program's file, or already gone
            continue
    return removed


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
        text = Path(path).read_text(encoding="utf-8")
        precheck(text)
        check_text(text)  # written back by the next autosave: it must be valid text (undo snapshots are
        data = json.loads(text)  # checked as saves when they are restored)
        extra = data.get("app") if isinstance(data, dict) else None
    except (OSError, ValueError, RecursionError):  # SaveError is a ValueError
        return {}
    return extra if isinstance(extra, dict) else {}


def load_file(path: Path) -> Game:
    path = Path(path)
    try:
        if path.stat().st_size > MAX_SIZE:
            raise SaveError(E_TOO_BIG)
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(E_NOT_JSON) from exc
    except OSError as exc:
        raise SaveError(E_UNREADABLE) from exc
    return loads(text)
