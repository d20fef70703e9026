"""Game state as plain data. Everything here round-trips through JSON (see saves.py)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from operator import attrgetter
from typing import Any

from tmdesk.cards.model import RESOURCES

SCHEMA_VERSION = 2  # 2: config.board, config.prelude, config.seats (saves.py migrates version 1)
NEUTRAL = "Neutral"  # the solo game's neutral opponent (owns the neutral cities and greeneries)
AUTOMARS = "AutoMars"

TEMPERATURE_MIN, TEMPERATURE_MAX = -30, 8
OXYGEN_MAX = 14
OCEANS_MAX = 9
MODES = ("standard", "solo", "automars")
DIFFICULTIES = ("easy", "normal", "hard", "brutal")
DEFAULT_BOARD = "tharsis"
PERSON, BOT = "person", "bot"


@dataclass(frozen=True, slots=True)
class Seat:
    """Who plays a player's seat: a person, or a bot (`level` names which one, e.g. "random")."""

    kind: str = PERSON
    level: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "level": self.level} if self.kind == BOT else {"kind": self.kind}

    @classmethod
    def from_dict(cls, d: Any) -> Seat:
        """The inverse of to_dict; ValueError unless a person, or a bot with its level."""
        if not isinstance(d, dict) or d.get("kind") not in (PERSON, BOT):
            raise ValueError("a seat is a person or a bot")
        level = d.get("level")
        if (d["kind"] == BOT) != (isinstance(level, str) and bool(level)):
            raise ValueError("a bot seat needs its level, a person's has none")
        return cls(d["kind"], level)


# an expansion's card set (CardDef.expansion) and the GameConfig option that puts it in a game
CARD_SETS = (("prelude", "prelude"), ("venus", "venus_next"), ("colonies", "colonies"))
EXPANSIONS = tuple(option for _, option in CARD_SETS)
"""The expansions' names: their GameConfig options, the names of `GameConfig.expansions` (and AutoMars's)."""


def zero_resources() -> dict[str, int]:
    return dict.fromkeys(RESOURCES, 0)


@dataclass(slots=True)
class GameConfig:
    players: list[str]
    mode: str = "standard"
    corporate_era: bool = False
    draft: bool = False
    automars_difficulty: str = "normal"
    seed: int = 1
    beginners: list[str] = field(default_factory=list)  # players dealt the Beginner Corporation
    automars_corporation: str | None = None  # optional AutoMars corporation module (automars.md 16)
    board: str = DEFAULT_BOARD  # a map file under resources/data/maps
    prelude: bool = False  # the Prelude expansion
    venus_next: bool = False  # the Venus Next expansion (engine/expansions/venus.py)
    colonies: bool = False  # the Colonies expansion (engine/expansions/colonies.py)
    colony_tiles: list[str] = field(default_factory=list)  # with Colonies: the tiles in play; empty: dealt
    seats: list[Seat] = field(default_factory=list)  # one per player, in order; empty: every seat a person

    def __post_init__(self) -> None:
        if not self.seats:
            self.seats = [Seat() for _ in self.players]

    @property
    def solo(self) -> bool:
        return self.mode == "solo"

    def seat(self, player: str) -> Seat:
        return self.seats[self.players.index(player)]

    @property
    def expansions(self) -> frozenset[str]:
        """The expansions in this game by option name ("prelude", "venus_next", "colonies"): what is read
        outside an expansion's own module, rather than its flag."""
        return frozenset(option for option in EXPANSIONS if getattr(self, option))

    @property
    def card_sets(self) -> tuple[str, ...]:
        """The expansions whose cards are in this game (the catalogue's `expansion` names)."""
        return tuple(name for name, option in CARD_SETS if option in self.expansions)

    def to_dict(self) -> dict[str, Any]:
        """Every option, JSON-safe (a new field is saved without more code)."""
        out = {f.name: json_copy(getattr(self, f.name)) for f in fields(self)}
        out["seats"] = [seat.to_dict() for seat in self.seats]
        return out

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> GameConfig:
        """The inverse of to_dict, each value checked against its field's type. An option missing from `d`
        takes its default, so that a save written before the option existed still loads; players, mode
        and seed are required. ValueError names the field that is wrong."""
        values: dict[str, Any] = {}
        for f in fields(cls):
            if f.name not in d:
                if f.name in ("players", "mode", "seed"):
                    raise ValueError(f"'{f.name}' is missing")
                continue
            value = d[f.name]
            if f.name == "seats":
                if not isinstance(value, list):
                    raise ValueError("'seats' has the wrong type")
                value = [Seat.from_dict(x) for x in value]
            elif not _OPTION_TYPES[str(f.type)](value):
                raise ValueError(f"'{f.name}' has the wrong type")
            values[f.name] = json_copy(value)
        return cls(**values)


@dataclass(frozen=True, slots=True)
class Tile:
    """A tile on the board; never changed in place, so that copies of a game can share it."""

    tile: str  # ocean | greenery | city | special
    owner: str | None
    name: str | None = None  # special tiles: capital, natural_preserve, ...

    @property
    def is_city(self) -> bool:
        return self.tile == "city"

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"tile": self.tile, "owner": self.owner}
        if self.name:
            d["name"] = self.name
        return d


@dataclass(slots=True)
class PlayerState:
    name: str
    corporation: str | None = None
    tr: int = 20
    resources: dict[str, int] = field(default_factory=zero_resources)
    production: dict[str, int] = field(default_factory=zero_resources)
    hand: list[str] = field(default_factory=list)
    played: list[str] = field(default_factory=list)  # automated and active cards, in play order
    events: list[str] = field(default_factory=list)
    card_resources: dict[str, int] = field(default_factory=dict)
    used_actions: list[str] = field(default_factory=list)
    passed: bool = False
    tr_raised_this_generation: bool = False
    first_action_pending: bool = False
    next_card_discount: int = 0
    next_card_tolerance: int = 0
    preludes: list[str] = field(default_factory=list)  # kept, not yet played (Prelude)
    # rules.profile's memo (the corporation and played cards it was derived from, and the profile); not state
    derived: Any = field(default=None, repr=False, compare=False)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "corporation": self.corporation,
            "tr": self.tr,
            "resources": dict(self.resources),
            "production": dict(self.production),
            "hand": list(self.hand),
            "played": list(self.played),
            "events": list(self.events),
            "card_resources": dict(self.card_resources),
            "used_actions": list(self.used_actions),
            "passed": self.passed,
            "tr_raised_this_generation": self.tr_raised_this_generation,
            "first_action_pending": self.first_action_pending,
            "next_card_discount": self.next_card_discount,
            "next_card_tolerance": self.next_card_tolerance,
            "preludes": list(self.preludes),
        }

    def copy(self) -> PlayerState:
        """An independent copy (every field, so that a new field is copied too)."""
        return PlayerState(**{name: copy(getattr(self, name)) for name, copy in _PLAYER_COPIERS})


def json_copy(value: Any) -> Any:
    """A deep copy of JSON-like data (dicts, lists, scalars), much faster than copy.deepcopy."""
    if isinstance(value, dict):
        return {k: json_copy(v) if isinstance(v, (dict, list)) else v for k, v in value.items()}
    if isinstance(value, list):
        return [json_copy(v) if isinstance(v, (dict, list)) else v for v in value]
    return value


@dataclass(slots=True)
class GameState:
    config: GameConfig
    players: list[PlayerState]
    generation: int = 1
    phase: str = "setup"  # setup | research | draft | action | final_greenery | end
    first_player: int = 0
    active: int = 0
    actions_taken: int = 0  # actions completed or started in the current turn
    temperature: int = TEMPERATURE_MIN
    oxygen: int = 0
    tiles: dict[str, Tile] = field(default_factory=dict)
    claims: dict[str, str] = field(default_factory=dict)  # Land Claim markers
    deck: list[str] = field(default_factory=list)  # the top of the draw pile is the END of the list
    discard: list[str] = field(default_factory=list)
    milestones: dict[str, str] = field(default_factory=dict)
    awards: dict[str, str] = field(default_factory=dict)  # in funding order
    pending: list[dict[str, Any]] = field(default_factory=list)  # a stack; the last item runs first
    offers: dict[str, dict[str, list[str]]] = field(default_factory=dict)  # set-up, research and draft cards
    deciders: list[str] = field(default_factory=list)  # who still decides in set-up/research/draft/final greenery
    scores: dict[str, dict[str, int]] = field(default_factory=dict)
    winner: str | None = None
    log: list[list[Any]] = field(default_factory=list)
    automars: Any = None  # tmdesk.automars state when mode == "automars"
    automars_passed: bool = False
    last_ocean: str | None = None  # Flooding looks at the ocean just placed
    prelude_deck: list[str] = field(default_factory=list)  # the top is the END of the list
    prelude_discard: list[str] = field(default_factory=list)  # Preludes out of the game
    # each expansion's own part of the state, by its key (engine/hooks.py: Expansion.state_key), JSON data
    expansion_state: dict[str, Any] = field(default_factory=dict)
    # one reading per production phase, for the end-of-game chart: {"generation": n, "players": {name:
    # {"vp": points if the game ended then, "tr": TR, "production": M€ production}}}; never changed once added
    history: list[dict[str, Any]] = field(default_factory=list)
    # the answers `Game.apply` accepted since set-up, in order: replayed on `new_game(config)` they give this game
    # again (the game review, bots/review.py); never changed in place
    record: list[dict[str, Any]] = field(default_factory=list)
    rng: random.Random = field(default_factory=random.Random)

    def copy(self, automars: Any = None) -> GameState:
        """An independent copy of every field. Shared, because never changed after set-up or in place: the
        config, the (frozen) tiles, the log entries, the history readings and the record. `automars` is the copy of the AutoMars state (the
        engine makes it; this module does not know its type)."""
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        special = {"config": self.config, "players": [p.copy() for p in self.players], "log": list(self.log),
                   "history": list(self.history), "record": list(self.record),
                   "automars": automars, "rng": rng}
        return GameState(**{name: special[name] if name in special else copy(getattr(self, name))
                            for name, copy in _STATE_COPIERS})

    @property
    def seats(self) -> list[str]:
        """Turn-order seats: the players, then AutoMars in an AutoMars game."""
        names = [p.name for p in self.players]
        return names + [AUTOMARS] if self.automars is not None else names

    def seat(self, i: int) -> str:
        """`seats[i]` without building the list (the turn loop asks for it at every step)."""
        return self.players[i].name if i < len(self.players) else AUTOMARS

    @property
    def oceans(self) -> int:
        return list(map(_KIND, self.tiles.values())).count("ocean")  # counted without a Python loop

    def player(self, name: str) -> PlayerState:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def index(self, name: str) -> int:
        for i, p in enumerate(self.players):
            if p.name == name:
                return i
        raise KeyError(name)

    def turn_order(self) -> list[PlayerState]:
        """The human players from the first player on (AutoMars has no PlayerState)."""
        seats = self.seats
        order = [seats[(self.first_player + i) % len(seats)] for i in range(len(seats))]
        return [self.player(n) for n in order if n != AUTOMARS]


_KIND = attrgetter("tile")


def _copiers(cls: type) -> tuple[tuple[str, Callable[[Any], Any]], ...]:
    """How to copy each field of a state class, from its declared type: flat lists and dicts by one
    shallow copy, values as they are, anything else (nested or unknown) by json_copy."""
    flat: dict[str, Callable[[Any], Any]] = {"list[str]": list, "dict[str, int]": dict, "dict[str, str]": dict,
                                             "dict[str, Tile]": dict}
    same = {"int", "str", "bool", "str | None"}
    return tuple((f.name, flat.get(str(f.type)) or ((lambda v: v) if str(f.type) in same else json_copy))
                 for f in fields(cls))


_PLAYER_COPIERS = _copiers(PlayerState)
_STATE_COPIERS = _copiers(GameState)
# how GameConfig.from_dict checks an option, by its declared type (seats have their own from_dict)
_OPTION_TYPES: dict[str, Callable[[Any], bool]] = {
    "str": lambda v: isinstance(v, str),
    "bool": lambda v: isinstance(v, bool),
    "int": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "str | None": lambda v: v is None or isinstance(v, str),
    "list[str]": lambda v: isinstance(v, list) and all(isinstance(x, str) for x in v),
}
