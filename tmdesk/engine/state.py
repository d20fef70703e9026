"""Game state as plain data. Everything here round-trips through JSON (see saves.py)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
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
    seats: list[Seat] = field(default_factory=list)  # one per player, in order; empty: every seat a person

    def __post_init__(self) -> None:
        if not self.seats:
            self.seats = [Seat() for _ in self.players]

    @property
    def solo(self) -> bool:
        return self.mode == "solo"

    def seat(self, player: str) -> Seat:
        return self.seats[self.players.index(player)]

    def to_dict(self) -> dict[str, Any]:
        return {"players": list(self.players), "mode": self.mode, "corporate_era": self.corporate_era,
                "draft": self.draft, "automars_difficulty": self.automars_difficulty, "seed": self.seed,
                "beginners": list(self.beginners), "automars_corporation": self.automars_corporation,
                "board": self.board, "prelude": self.prelude, "seats": [s.to_dict() for s in self.seats]}


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
        }

    def copy(self) -> PlayerState:
        return PlayerState(
            self.name, self.corporation, self.tr, dict(self.resources), dict(self.production), list(self.hand),
            list(self.played), list(self.events), dict(self.card_resources), list(self.used_actions), self.passed,
            self.tr_raised_this_generation, self.first_action_pending, self.next_card_discount,
            self.next_card_tolerance, self.derived)


def json_copy(value: Any) -> Any:
    """A deep copy of JSON-like data (dicts, lists, scalars), much faster than copy.deepcopy."""
    if isinstance(value, dict):
        return {k: json_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [json_copy(v) for v in value]
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
    rng: random.Random = field(default_factory=random.Random)

    def copy(self, automars: Any = None) -> GameState:
        """An independent copy. Shared, because never changed after set-up or in place: the config,
        the tiles and the log entries. `automars` is the copy of the AutoMars state (the engine
        makes it; this module does not know its type)."""
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        return GameState(
            config=self.config, players=[p.copy() for p in self.players], generation=self.generation,
            phase=self.phase, first_player=self.first_player, active=self.active, actions_taken=self.actions_taken,
            temperature=self.temperature, oxygen=self.oxygen, tiles=dict(self.tiles), claims=dict(self.claims),
            deck=list(self.deck), discard=list(self.discard), milestones=dict(self.milestones),
            awards=dict(self.awards), pending=json_copy(self.pending), offers=json_copy(self.offers),
            deciders=list(self.deciders), scores=json_copy(self.scores), winner=self.winner, log=list(self.log),
            automars=automars, automars_passed=self.automars_passed, last_ocean=self.last_ocean, rng=rng)

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
        return sum(1 for t in self.tiles.values() if t.tile == "ocean")

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
