"""The one validator of saved games: every field's type and range, checked before a game is built.

Table-driven on purpose: a new field of `GameConfig`, of a player or of the game is one line in a
table below (a checker and, for files written before the field existed, a default). No validation
library: the checks that matter here cross fields (owners are players, cards exist in this game,
log entries are message ids this program knows), which JSON Schema or pydantic would need custom
code for anyway, and the engine stays free of dependencies (mypy-strict, one wheel).

Every problem raises `SaveError` with a complete translatable sentence; `field` names where in the
file the problem is (a path such as `players[0].tr`, data, not prose).
"""

from __future__ import annotations

import copy
import dataclasses
import math
import re
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

from tmdesk.automars import messages as automars_messages
from tmdesk.automars.scoring import GENERATION_LIMIT
from tmdesk.cards.loader import catalogue
from tmdesk.cards.model import RESOURCES
from tmdesk.engine import hooks, messages
from tmdesk.engine.board import board, map_names
from tmdesk.engine.decisions import ANSWER_KEY
from tmdesk.engine.messages import QT_TRANSLATE_NOOP
from tmdesk.engine.phases import SOLO_GENERATIONS
from tmdesk.engine.state import (
    AUTOMARS,
    BOT,
    DIFFICULTIES,
    MODES,
    NEUTRAL,
    OXYGEN_MAX,
    PERSON,
    TEMPERATURE_MAX,
    TEMPERATURE_MIN,
    GameConfig,
)

E_NOT_A_SAVE = QT_TRANSLATE_NOOP("Engine", "This file is not a tmdesk saved game.")
E_NEWER = QT_TRANSLATE_NOOP("Engine", "This game was saved by a newer tmdesk (format {version}).")
E_TOO_BIG = QT_TRANSLATE_NOOP("Engine", "This file is too large to be a saved game.")
E_UNREADABLE = QT_TRANSLATE_NOOP("Engine", "This file cannot be read.")
E_NOT_JSON = QT_TRANSLATE_NOOP("Engine", "This saved game is damaged: it is cut short or not readable.")
E_FIELD = QT_TRANSLATE_NOOP("Engine", "This saved game is damaged: {field} is missing or has a wrong value.")
E_TEXT = QT_TRANSLATE_NOOP("Engine", "This saved game is damaged: it holds text that is not valid Unicode.")
E_DEEP = QT_TRANSLATE_NOOP("Engine", "This saved game is damaged: its data is too large or nested too deeply.")
E_LOG = QT_TRANSLATE_NOOP("Engine", "This saved game is damaged: its log holds an entry this program does not know.")
E_RULES = QT_TRANSLATE_NOOP("Engine", "This saved game is damaged: its position breaks the rules of the game.")

MAX_SIZE = 20_000_000  # bytes; a finished game is under 100 kB, an autosave adds up to 200 undo snapshots
# values (lists, objects and the commas between elements), counted in the text before parsing: bounds the
# memory parsing may take (~60 bytes a value at worst: under 150 MB); a 5-player game has about 5,000
MAX_VALUES = 2_000_000
MAX_DEPTH = 24  # the deepest real structure (a pending effect) is about 8 levels; an undo snapshot adds 3
MAX_NODES = 400_000  # of the game itself (without the application's block)
MAX_TEXT = 2_000  # characters of one string
MAX_INT = 2**64  # larger than any count; the random generator's words are below 2**32
MAX_COUNT = 1_000_000  # resources, card resources
MAX_GENERATION = 100
MAX_TR = 500
PHASES = ("setup", "research", "draft", "action", "solar", "final_greenery", "end")
TILE_KINDS = ("ocean", "greenery", "city", "special")
RNG_WORDS = 625  # Mersenne Twister: 624 words and a position


class SaveError(ValueError):
    def __init__(self, message_id: str, **args: Any) -> None:
        super().__init__(messages.render(message_id, args))
        self.message_id = message_id
        self.args_dict = args


def need(cond: bool, field: str) -> None:
    if not cond:
        raise SaveError(E_FIELD, field=field)


# --- the file as a whole: sizes, depth, text, numbers ------------------------------------------

def precheck(text: str) -> None:
    """Before parsing: the size, and how many values parsing would build."""
    if len(text) > MAX_SIZE:
        raise SaveError(E_TOO_BIG)
    if text.count(",") + text.count("[") + text.count("{") > MAX_VALUES:
        raise SaveError(E_DEEP)


def scan(data: Any, max_nodes: int = MAX_NODES) -> None:
    """Walk the decoded JSON once, depth-first with one iterator per level (memory grows with the depth,
    not the width): no deep nesting, no huge or infinite numbers, no lone surrogates (text the autosave
    could not write back), at most `max_nodes` values."""
    stack: list[Iterator[Any]] = [iter((data,))]
    nodes = 0
    while stack:
        value = next(stack[-1], _END)
        if value is _END:
            stack.pop()
            continue
        nodes += 1
        if nodes > max_nodes:
            raise SaveError(E_DEEP)
        if isinstance(value, str):
            _text(value)
        elif isinstance(value, bool) or value is None:
            continue
        elif isinstance(value, int):
            if not -MAX_INT <= value <= MAX_INT:
                raise SaveError(E_DEEP)
        elif isinstance(value, float):
            if not math.isfinite(value):
                raise SaveError(E_DEEP)
        elif isinstance(value, (list, dict)):
            if len(stack) > MAX_DEPTH:
                raise SaveError(E_DEEP)
            if isinstance(value, dict):
                for k in value:
                    _text(k)
                value = value.values()
            stack.append(iter(value))


_END = object()
# a \uD800-\uDFFF escape that is not half of a pair: how a lone surrogate is written in JSON text
LONE_SURROGATE = re.compile(r"\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})"
                            r"|(?<![dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}")


def check_text(text: str) -> None:
    """The raw file text holds no escaped lone surrogate (without parsing it)."""
    if LONE_SURROGATE.search(text):
        raise SaveError(E_TEXT)


def _text(s: str) -> None:
    if len(s) > MAX_TEXT:
        raise SaveError(E_DEEP)
    if not s.isascii():
        try:
            s.encode("utf-8")
        except UnicodeEncodeError:
            raise SaveError(E_TEXT) from None


# --- checkers: value -> bool ---------------------------------------------------------------------

Check = Callable[[Any], bool]


def integer(lo: int, hi: int) -> Check:
    return lambda v: type(v) is int and lo <= v <= hi


def boolean(v: Any) -> bool:
    return type(v) is bool


def one_of(*choices: Any) -> Check:
    return lambda v: any(type(v) is type(c) and v == c for c in choices)


def text(v: Any) -> bool:
    return type(v) is str and 0 < len(v) <= 40


def optional(check: Check) -> Check:
    return lambda v: v is None or check(v)


def list_of(check: Check) -> Check:
    return lambda v: type(v) is list and all(check(x) for x in v)


def dict_of(key: Check, value: Check) -> Check:
    return lambda v: type(v) is dict and all(key(k) and value(x) for k, x in v.items())


def card(v: Any) -> bool:
    return type(v) is str and v in catalogue().cards


def project_card(v: Any) -> bool:
    return card(v) and not catalogue()[v].is_corporation


def prelude_card(v: Any) -> bool:
    return card(v) and catalogue()[v].is_prelude


def corporation(v: Any) -> bool:
    return card(v) and catalogue()[v].is_corporation


def seat(v: Any) -> bool:
    """{"kind": "person"} or {"kind": "bot", "level": name}."""
    return type(v) is dict and set(v) <= {"kind", "level"} and (
        (v.get("kind") == PERSON and v.get("level") is None) or (v.get("kind") == BOT and text(v.get("level"))))


def resource_map(lo: dict[str, int]) -> Check:
    """All six resources, each a whole number from its floor (M€ production goes down to -5)."""
    return lambda v: (type(v) is dict and set(v) == set(RESOURCES)
                      and all(integer(lo.get(r, 0), MAX_COUNT)(n) for r, n in v.items()))


# --- the tables: one line per field (checker, default for files written before it existed) ------

Field = tuple[Check, Any]
REQUIRED = object()

CONFIG_CHECKS: dict[str, Check] = {
    "players": list_of(text),
    "mode": one_of(*MODES),
    "corporate_era": boolean,
    "draft": boolean,
    "automars_difficulty": one_of(*DIFFICULTIES),
    "seed": integer(-MAX_INT, MAX_INT),
    "beginners": list_of(text),
    "automars_corporation": optional(text),
    "board": lambda v: type(v) is str and v in map_names(),
    "prelude": boolean,
    "venus_next": boolean,
    "colonies": boolean,
    "colony_tiles": list_of(text),  # names: only set-up reads them (the state's tiles are checked by the expansion)
    "seats": list_of(lambda v: seat(v)),  # empty: every seat a person (as GameConfig takes it)
}


def config_default(name: str) -> Any:
    """GameConfig's own default for an option an older save does not have (a fresh value each time)."""
    f = next(f for f in dataclasses.fields(GameConfig) if f.name == name)
    return f.default if f.default is not dataclasses.MISSING else f.default_factory()  # type: ignore[operator]


# players, mode and seed every save has; any other option missing takes GameConfig's default
CONFIG: dict[str, Field] = {key: (check, REQUIRED if key in ("players", "mode", "seed") else partial(config_default, key))
                            for key, check in CONFIG_CHECKS.items()}

PLAYER: dict[str, Field] = {
    "name": (text, REQUIRED),
    "corporation": (optional(corporation), None),
    "tr": (integer(0, MAX_TR), REQUIRED),
    "resources": (resource_map({}), REQUIRED),
    "production": (resource_map({"megacredits": -5}), REQUIRED),
    "hand": (list_of(project_card), REQUIRED),
    "played": (list_of(project_card), REQUIRED),
    "events": (list_of(project_card), REQUIRED),
    "card_resources": (dict_of(card, integer(0, MAX_COUNT)), REQUIRED),
    "used_actions": (list_of(card), REQUIRED),
    "passed": (boolean, False),
    "tr_raised_this_generation": (boolean, False),
    "first_action_pending": (boolean, False),
    "next_card_discount": (integer(0, 100), 0),
    "next_card_tolerance": (integer(0, 10), 0),
    "preludes": (list_of(prelude_card), []),
}

GAME: dict[str, Field] = {
    "generation": (integer(1, MAX_GENERATION), REQUIRED),
    "phase": (one_of(*PHASES), REQUIRED),
    "first_player": (integer(0, 5), REQUIRED),
    "active": (integer(0, 5), REQUIRED),
    "actions_taken": (integer(0, 2), REQUIRED),
    "temperature": (lambda v: integer(TEMPERATURE_MIN, TEMPERATURE_MAX)(v) and v % 2 == 0, REQUIRED),
    "oxygen": (integer(0, OXYGEN_MAX), REQUIRED),
    "tiles": (lambda v: type(v) is dict, REQUIRED),
    "claims": (dict_of(text, text), REQUIRED),
    "deck": (list_of(project_card), REQUIRED),
    "discard": (list_of(project_card), REQUIRED),
    "milestones": (dict_of(text, text), REQUIRED),  # names: the board's five (check_people)
    "awards": (dict_of(text, text), REQUIRED),
    "pending": (list_of(lambda i: type(i) is dict and i.get("t") in ("fx", "ask")), REQUIRED),
    "offers": (dict_of(text, lambda v: type(v) is dict), REQUIRED),
    "deciders": (list_of(text), REQUIRED),
    "scores": (dict_of(text, dict_of(text, integer(-MAX_COUNT, MAX_COUNT))), REQUIRED),
    "winner": (optional(text), None),
    "log": (lambda v: type(v) is list, REQUIRED),
    "automars_passed": (boolean, False),
    "last_ocean": (optional(text), None),
    "prelude_deck": (list_of(prelude_card), []),
    "prelude_discard": (list_of(prelude_card), []),
    "history": (list_of(lambda e: history_entry(e)), []),  # older saves have none: the chart starts later
    "record": (list_of(lambda e: type(e) is dict), []),  # older saves have none; replaying checks each answer
}


READING = ("vp", "tr", "production")


def history_entry(e: Any) -> bool:
    """One generation's reading: its number and, for each player, the three measures."""
    return (type(e) is dict and set(e) == {"generation", "players"} and integer(1, MAX_GENERATION)(e["generation"])
            and dict_of(text, lambda r: type(r) is dict and set(r) == set(READING)
                        and all(integer(-MAX_COUNT, MAX_COUNT)(r[k]) for k in READING))(e["players"]))


def fields(d: Any, table: dict[str, Field], where: str) -> dict[str, Any]:
    """The values of `table`'s fields in `d`, defaults filled in; SaveError naming the first bad one."""
    need(type(d) is dict, where or "the file")
    out: dict[str, Any] = {}
    for key, (check, default) in table.items():
        path = f"{where}.{key}" if where else key
        if key not in d:
            need(default is not REQUIRED, path)
            # a fresh value each time: a list default shared between loaded games would be one list
            out[key] = default() if isinstance(default, partial) else copy.deepcopy(default)
        else:
            need(check(d[key]), path)
            out[key] = d[key]
    return out


def expansion_fields(config: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    """Each expansion's part of the state (engine/hooks.py), checked by the expansion; its default for a
    file that has none."""
    out: dict[str, Any] = {}
    for e in expansions_of(config):
        if e.state_key is not None:
            value = d[e.state_key] if e.state_key in d else e.state_default()
            need(e.state_check(value), e.state_key)
            out[e.state_key] = copy.deepcopy(value)
    return out


def expansions_of(config: dict[str, Any]) -> list[hooks.Expansion]:
    """The expansions of a saved game's (checked) configuration."""
    return [e for option, e in hooks.EXPANSIONS.items() if config.get(option) is True]


# --- cross-field checks ---------------------------------------------------------------------------

AUTOMARS_MESSAGES = frozenset(v for k, v in vars(automars_messages).items() if k.isupper() and type(v) is str)


def known_message(message_id: str) -> bool:
    """A message id of the engine (any module marking it, messages.DEFINED) or of AutoMars."""
    return message_id in messages.DEFINED or message_id in AUTOMARS_MESSAGES


def plain(a: Any) -> bool:
    """A log argument: a number, a name, true/false, nothing."""
    return a is None or type(a) in (str, bool) or integer(-MAX_COUNT, MAX_COUNT)(a)


def log_entry(entry: Any) -> bool:
    """[a message id this program knows, {name: plain value or a short list of them}]: arguments are data,
    rendered by their kind, never templates."""
    return (type(entry) is list and len(entry) == 2 and type(entry[0]) is str and known_message(entry[0])
            and dict_of(text, lambda a: plain(a) or (type(a) is list and len(a) <= 50 and all(map(plain, a))))(
                entry[1]))


def pending_item(item: dict[str, Any], seats: list[str]) -> bool:
    """An effect waiting to run ("fx") or a question waiting for its answer ("ask"): of a seat, from a card,
    an ask of a known kind with plain options (its details are tried by saves._trial)."""
    common = item.get("p") in (*seats, NEUTRAL) and optional(card)(item.get("src"))
    if item["t"] == "fx":
        return common and list_of(lambda e: type(e) is dict)(item.get("fx"))
    options = item.get("options", [])
    return (common and item.get("kind") in ANSWER_KEY and type(options) is list
            and all(plain(o) for o in options))


def rng_state(v: Any) -> bool:
    """[version, 624 words below 2**32 and a position from 0 to 624, gauss None or a number]."""
    if not (type(v) is list and len(v) == 3 and type(v[1]) is list and len(v[1]) == RNG_WORDS):
        return False
    words = v[1]
    return (type(v[0]) is int and v[0] in (2, 3) and all(integer(0, 2**32 - 1)(w) for w in words[:-1])
            and integer(0, RNG_WORDS - 1)(words[-1]) and (v[2] is None or type(v[2]) is float))


def check_people(config: dict[str, Any], game: dict[str, Any], players: list[dict[str, Any]]) -> None:
    names = config["players"]
    need(1 <= len(names) <= 5 and len(set(names)) == len(names), "config.players")
    need([p["name"] for p in players] == names, "players")
    need(all(n in names for n in config["beginners"]), "config.beginners")
    seats = names + ([AUTOMARS] if config["mode"] == "automars" else [])
    owners = set(seats) | {NEUTRAL}
    need(len(config["seats"]) in (0, len(names)), "config.seats")
    last = {"solo": SOLO_GENERATIONS, "automars": GENERATION_LIMIT}.get(config["mode"], MAX_GENERATION)
    need(game["generation"] <= last, "generation")  # the solo game ends after 14, AutoMars wins at 20
    goals = board(config["board"])
    extra = expansions_of(config)
    for key, known in (("milestones", goals.milestones + tuple(m for e in extra for m in e.milestones)),
                       ("awards", goals.awards + tuple(a for e in extra for a in e.awards))):
        need(all(k in known and v in seats for k, v in game[key].items()), key)
    need(len(game["milestones"]) <= 3 and len(game["awards"]) <= 3, "milestones")
    need(all(v in owners for v in game["claims"].values()), "claims")
    need(game["first_player"] < len(seats) and game["active"] < len(seats), "first_player")
    need(all(n in seats for n in game["deciders"]), "deciders")
    need(game["winner"] is None or game["winner"] in seats, "winner")
    need(all(n in seats for n in game["scores"]), "scores")
    need(all(set(e["players"]) == set(names) and e["generation"] <= game["generation"] for e in game["history"]),
         "history")
    need(all(n in seats for n in game["offers"]), "offers")  # AutoMars drafts too
    for name, offer in game["offers"].items():
        kinds = {"corporations": corporation, "preludes": prelude_card}
        need(all(list_of(kinds.get(k, project_card))(v) for k, v in offer.items()), f"offers.{name}")
    deciders, phase = game["deciders"], game["phase"]
    need(len(set(deciders)) == len(deciders), "deciders")
    revealing = phase == "setup" and bool(game["offers"])  # every corporation chosen, some still face down
    need(bool(deciders) == (phase in ("setup", "research", "draft", "final_greenery")) or revealing, "deciders")
    need(phase not in ("setup", "research", "draft") or all(n in game["offers"] for n in deciders), "offers")
    for sid, t in game["tiles"].items():
        need(type(t) is dict and t.get("tile") in TILE_KINDS and t.get("owner") in owners | {None}
             and optional(text)(t.get("name")), f"tiles.{sid}")
    need(all(pending_item(i, seats) for i in game["pending"]), "pending")
    if not all(log_entry(e) for e in game["log"]):
        raise SaveError(E_LOG)
