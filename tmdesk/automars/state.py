"""AutoMars's own state (automars.md section 2) and its JSON forms.

Piles are lists whose index 0 is the top card. The "don't re-trigger" markers of section 7.3
are kept as `reached[track]`, the highest position ever reached (an icon resolves only when the
counter enters a space above it).

`from_dict` also reads the partial `automars` block of a scenario's `state` (every key but the
ones it sets may be missing). Decisions for missing keys: `reached` defaults to the current
positions (a counter put on a space has used the icons up to it); `bonus_deck` defaults to the
cards of the map's bonus deck (`deck`: B01-B07 and its Corporate Competition card, B08 on Tharsis,
B09-B12 elsewhere) that are in no other pile, in that order — only the first `bonus_deck_size` of
them when the dump's size is given, the others going to the bonus discard pile; the other piles
default to empty.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .difficulty import Difficulty

TRACK_IDS: tuple[str, ...] = ("building", "space", "event", "science", "energy", "earth", "plant")
"""Track ids by index (top to bottom), as in tharsis_board.json (checked when it is loaded)."""
MAX_POSITION = 18
VENUS, VENUS_MAX_POSITION = "venus", 12  # Venus Next's track (venus.py), in `tracks` only in such a game
START_TR = 20
BASE_BONUS_CARDS: tuple[str, ...] = ("B01", "B02", "B03", "B04", "B05", "B06", "B07")
"""The bonus deck but its Corporate Competition card, which is the map's (B08 Tharsis, B09-B12)."""
BASE_BONUS_DECK: tuple[str, ...] = (*BASE_BONUS_CARDS, "B08")
"""Tharsis's bonus deck."""
_BONUS_ID = re.compile(r"B\d\d")
_KEYS = {
    "tr", "megacredits", "tracks", "reached", "action_deck", "played_pile", "bonus_deck",
    "bonus_discard", "destroyed_bonus_cards", "bonus_deck_size", "neural_instance",
    "difficulty", "corporation", "last_turn_generation", "score", "card_resources", "cubes", "set_aside",
    "markers", "destroyed_project_cards", "floaters", "shipping",
}  # fmt: skip


def is_bonus_card(name: str) -> bool:
    """True for a bonus card id (`"B01"`), False for a project card name."""
    return _BONUS_ID.fullmatch(name) is not None


@dataclass(slots=True)
class AutoMarsState:
    """Everything AutoMars keeps between calls (the shared board state lives in the engine)."""

    tr: int = START_TR
    megacredits: int = 0
    tracks: dict[str, int] = field(default_factory=lambda: dict.fromkeys(TRACK_IDS, 0))
    reached: dict[str, int] = field(default_factory=lambda: dict.fromkeys(TRACK_IDS, 0))
    action_deck: list[str] = field(default_factory=list)
    played_pile: list[str] = field(default_factory=list)
    bonus_deck: list[str] = field(default_factory=list)
    bonus_discard: list[str] = field(default_factory=list)
    destroyed_bonus_cards: list[str] = field(default_factory=list)
    neural_instance: str | None = None
    difficulty: Difficulty = field(default_factory=Difficulty)
    corporation: str | None = None
    card_resources: dict[str, int] = field(default_factory=dict)
    """What the corporation card holds (M€, plants, science, cubes), by resource."""
    cubes: dict[str, list[int]] = field(default_factory=dict)
    """Track -> positions whose corporation cubes have not fired yet (16.4)."""
    set_aside: list[str] = field(default_factory=list)
    """Bonus cards kept by the corporation card, shuffled into each action deck (e.g. B23)."""
    markers: list[str] = field(default_factory=list)
    """Spaces holding AutoMars's player markers (C18 Arcadian Communities)."""
    destroyed_project_cards: list[str] = field(default_factory=list)
    """Project cards out of the game (B27 option b destroys one from the played pile)."""
    floaters: int = 0
    """Its floater storage (Venus Next)."""
    shipping: dict[str, int] = field(default_factory=dict)
    """Colonies: the resources in each storage area of its shipping board, by colony tile (shipping.py)."""
    last_turn_generation: int = 0
    """Generation of AutoMars's latest turn; a turn in a later one is its first (H2)."""
    score: dict[str, int] | None = None
    """Final score breakdown, set once the game has ended (scoring.py)."""

    def to_dict(self) -> dict[str, Any]:
        """Complete, JSON-safe form (for saves)."""
        return {
            "tr": self.tr,
            "megacredits": self.megacredits,
            "tracks": dict(self.tracks),
            "reached": dict(self.reached),
            "action_deck": list(self.action_deck),
            "played_pile": list(self.played_pile),
            "bonus_deck": list(self.bonus_deck),
            "bonus_discard": list(self.bonus_discard),
            "destroyed_bonus_cards": list(self.destroyed_bonus_cards),
            "neural_instance": self.neural_instance,
            "difficulty": self.difficulty.to_dict(),
            "corporation": self.corporation,
            "card_resources": dict(self.card_resources),
            "cubes": {track: list(spaces) for track, spaces in self.cubes.items()},
            "set_aside": list(self.set_aside),
            "markers": list(self.markers),
            "destroyed_project_cards": list(self.destroyed_project_cards),
            "floaters": self.floaters,
            "shipping": dict(self.shipping),
            "last_turn_generation": self.last_turn_generation,
            "score": None if self.score is None else dict(self.score),
        }

    def dump(self) -> dict[str, Any]:
        """The `automars` block of the scenario dump (scenario.md, "expect and dump")."""
        block: dict[str, Any] = {
            "tr": self.tr,
            "megacredits": self.megacredits,
            "tracks": {track: self.tracks[track] for track in (*TRACK_IDS, VENUS) if track in self.tracks},
            "action_deck": list(self.action_deck),
            "bonus_deck_size": len(self.bonus_deck),
            "destroyed_bonus_cards": list(self.destroyed_bonus_cards),
        }
        if VENUS in self.tracks:
            block["floaters"] = self.floaters
        if self.corporation is not None:
            block["corporation"] = self.corporation
            block["card_resources"] = dict(self.card_resources)
            block["cubes"] = {track: list(spaces) for track, spaces in self.cubes.items() if spaces}
        if self.score is not None:
            block["score"] = dict(self.score)
        return block

    @classmethod
    def from_dict(cls, data: object, deck: tuple[str, ...] = BASE_BONUS_DECK) -> AutoMarsState:
        """Build a state from `to_dict()` output or a partial scenario block; ValueError on bad input.
        `deck`: the map's bonus deck, which fills a missing `bonus_deck` (Tharsis's by default)."""
        if not isinstance(data, dict):
            raise ValueError(f"AutoMars state must be a JSON object, not {type(data).__name__}")  # noqa: TRY004 - bad data is a ValueError (spec)
        unknown = sorted(set(data) - _KEYS)
        if unknown:
            raise ValueError(f"AutoMars state: unknown key(s) {unknown}")
        tracks = _positions(data.get("tracks"), "tracks", dict.fromkeys(TRACK_IDS, 0))
        reached = _positions(data.get("reached"), "reached", tracks)
        if set(reached) != set(tracks):
            raise ValueError("AutoMars state: reached must give the same tracks as tracks")
        for track in tracks:
            if reached[track] < tracks[track]:
                raise ValueError(
                    f"AutoMars state: reached[{track!r}] = {reached[track]} is below the track position {tracks[track]}"
                )
        state = cls(
            tr=_int(data.get("tr", START_TR), "tr"),
            megacredits=_int(data.get("megacredits", 0), "megacredits"),
            tracks=tracks,
            reached=reached,
            action_deck=_names(data.get("action_deck", []), "action_deck"),
            played_pile=_names(data.get("played_pile", []), "played_pile"),
            bonus_discard=_bonus_ids(data.get("bonus_discard", []), "bonus_discard"),
            destroyed_bonus_cards=_bonus_ids(data.get("destroyed_bonus_cards", []), "destroyed_bonus_cards"),
            neural_instance=_optional_str(data.get("neural_instance"), "neural_instance"),
            difficulty=Difficulty.from_dict(data.get("difficulty", "normal")),
            corporation=_optional_str(data.get("corporation"), "corporation"),
            card_resources=_counts(data.get("card_resources", {})),
            cubes=_cubes(data.get("cubes", {})),
            set_aside=_bonus_ids(data.get("set_aside", []), "set_aside"),
            markers=_names(data.get("markers", []), "markers"),
            destroyed_project_cards=_names(data.get("destroyed_project_cards", []), "destroyed_project_cards"),
            floaters=_int(data.get("floaters", 0), "floaters"),
            shipping=_shipping(data.get("shipping", {})),
            last_turn_generation=_int(data.get("last_turn_generation", 0), "last_turn_generation"),
            score=_score(data.get("score")),
        )
        size = data.get("bonus_deck_size")
        if size is not None:
            size = _int(size, "bonus_deck_size")
        if "bonus_deck" in data:  # project cards may be there too (C07, C21, C24 seed it)
            state.bonus_deck = _names(data["bonus_deck"], "bonus_deck")
        else:
            used = set(state.bonus_discard) | set(state.destroyed_bonus_cards) | set(state.set_aside)
            used |= {name for name in state.action_deck if is_bonus_card(name)}
            free = [card for card in deck if card not in used]
            if size is not None and size <= len(free):
                state.bonus_discard.extend(free[size:])
                free = free[:size]
            state.bonus_deck = free
        _check_bonus_piles(state)
        if size is not None and size != len(state.bonus_deck):
            raise ValueError(
                f"AutoMars state: bonus_deck_size is {size!r} but the bonus deck has {len(state.bonus_deck)} cards"
            )
        return state


def _int(value: object, key: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"AutoMars state: {key} must be a whole number ≥ 0, not {value!r}")
    return value


def _optional_str(value: object, key: str) -> str | None:
    if value is not None and not isinstance(value, str):
        raise ValueError(f"AutoMars state: {key} must be a string or null, not {value!r}")
    return value


def _positions(value: object, key: str, default: dict[str, int]) -> dict[str, int]:
    """The positions of the seven tracks, and of the Venus track if it is given (Venus Next)."""
    if value is None:
        return dict(default)
    if not isinstance(value, dict) or set(value) - {VENUS} != set(TRACK_IDS):
        raise ValueError(f"AutoMars state: {key} must give exactly the tracks {list(TRACK_IDS)} (and venus), got {value!r}")
    result = {}
    for track in value:
        position, top = value[track], VENUS_MAX_POSITION if track == VENUS else MAX_POSITION
        if isinstance(position, bool) or not isinstance(position, int) or not 0 <= position <= top:
            raise ValueError(f"AutoMars state: {key}[{track!r}] must be 0..{top}, not {position!r}")
        result[track] = position
    return result


def _names(value: object, key: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(name, str) and name for name in value):
        raise ValueError(f"AutoMars state: {key} must be a list of card names, not {value!r}")
    return list(value)


def _bonus_ids(value: object, key: str) -> list[str]:
    names = _names(value, key)
    bad = [name for name in names if not is_bonus_card(name)]
    if bad:
        raise ValueError(f"AutoMars state: {key} holds {bad}, which are not bonus card ids like 'B01'")
    return names


def _check_bonus_piles(state: AutoMarsState) -> None:
    piles = [
        ("action_deck", [name for name in state.action_deck if is_bonus_card(name)]),
        ("bonus_deck", [name for name in state.bonus_deck if is_bonus_card(name)]),
        ("set_aside", state.set_aside),
        ("bonus_discard", state.bonus_discard),
        ("destroyed_bonus_cards", state.destroyed_bonus_cards),
    ]
    seen: dict[str, str] = {}
    for pile, cards in piles:
        for card in cards:
            if card in seen:
                raise ValueError(f"AutoMars state: bonus card {card} is in both {seen[card]} and {pile}")
            seen[card] = pile


def _counts(value: object) -> dict[str, int]:
    if not isinstance(value, dict) or not all(
        isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) and v >= 0 for k, v in value.items()
    ):
        raise ValueError(f"AutoMars state: card_resources must map resources to whole numbers ≥ 0, not {value!r}")
    return dict(value)


def _cubes(value: object) -> dict[str, list[int]]:
    """Cubes by track (the Venus track too: C27; whether it is in play is checked with the board)."""
    if not isinstance(value, dict) or not set(value) <= {*TRACK_IDS, VENUS}:
        raise ValueError(f"AutoMars state: cubes must map track ids {list(TRACK_IDS)} (and venus) to positions, "
                         f"not {value!r}")
    result = {}
    for track, spaces in value.items():
        top = VENUS_MAX_POSITION if track == VENUS else MAX_POSITION
        if not isinstance(spaces, list) or not all(
            isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= top for n in spaces
        ):
            raise ValueError(f"AutoMars state: cubes[{track!r}] must be a list of positions 1..{top}")
        result[track] = sorted(set(spaces))
    return result


def _shipping(value: object) -> dict[str, int]:
    """Storage areas by colony tile name (the names are checked against the tiles by the engine's invariants)."""
    if not isinstance(value, dict) or not all(
        isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 1_000 for k, v in value.items()
    ):
        raise ValueError(f"AutoMars state: shipping must map colony tiles to whole numbers ≥ 0, not {value!r}")
    return dict(value)


def _score(value: object) -> dict[str, int] | None:
    if value is None:
        return None
    if not isinstance(value, dict) or not all(
        isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) for k, v in value.items()
    ):
        raise ValueError(f"AutoMars state: score must map names to whole numbers, not {value!r}")
    return dict(value)
