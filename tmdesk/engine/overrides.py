"""Set a game's state directly (the scenario format's `state` block): no payment, TR, bonus or trigger."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tmdesk.cards.model import RESOURCES
from tmdesk.engine.save_schema import MAX_COUNT, MAX_GENERATION, MAX_TR
from tmdesk.engine.state import AUTOMARS, CARD_SETS, NEUTRAL, OXYGEN_MAX, TEMPERATURE_MAX, TEMPERATURE_MIN, Tile

if TYPE_CHECKING:
    from tmdesk.engine.game import Game

TOP_KEYS = {"generation", "temperature", "oxygen", "tiles", "milestones", "awards", "players", "deck_top",
            "automars", "first_player", "active_player"}
PLAYER_KEYS = {"corporation", "tr", "resources", "production", "hand", "played", "events", "card_resources",
               "used_actions", "passed", "preludes"}
TILE_KINDS = ("ocean", "greenery", "city", "special")


class OverrideError(ValueError):
    """The state block names something that does not exist or cannot be set."""


def _check_era(g: Game, card: str, where: str) -> None:
    """A Corporate Era card or an expansion's card (or corporation) does not exist in a game played without them."""
    if g.cards[card].corporate_era and not g.state.config.corporate_era:
        raise OverrideError(f"{where}: {card!r} is a Corporate Era card and this game is played without them "
                            "(setup.corporate_era)")
    card_set = g.cards[card].expansion
    if card_set is not None and card_set not in g.state.config.card_sets:
        option = dict(CARD_SETS)[card_set]
        name = {"prelude": "Prelude", "venus": "Venus Next", "colonies": "Colonies"}.get(card_set, card_set)
        raise OverrideError(f"{where}: {card!r} is a {name} card and this game is played without {name} "
                            f"(setup.{option})")


def _take_from_deck(g: Game, cards: list[str], where: str, kinds: tuple[str, ...] = ("project",)) -> None:
    """Take the named cards out of the draw and discard piles (Preludes out of the Prelude deck).
    `kinds`: what may be named there, "project" cards and/or "prelude" cards (`played` holds both)."""
    for c in cards:
        if not isinstance(c, str) or c not in g.cards.cards or g.cards[c].is_corporation:
            raise OverrideError(f"{where}: unknown card {c!r}")
        _check_era(g, c, where)
        is_prelude = g.cards[c].is_prelude
        if ("prelude" if is_prelude else "project") not in kinds:
            raise OverrideError(f"{where}: {c!r} is {'a' if is_prelude else 'not a'} Prelude")
        if is_prelude:
            if c in g.state.prelude_deck:
                g.state.prelude_deck.remove(c)
        elif c in g.state.deck:
            g.state.deck.remove(c)
        elif c in g.state.discard:
            g.state.discard.remove(c)


def apply_state(g: Game, state: dict[str, Any]) -> None:
    s = g.state
    own = {e.state_key: e for e in g.expansions if e.state_key and e.override}  # e.g. "venus"
    unknown = set(state) - TOP_KEYS - set(own)
    if unknown:
        raise OverrideError(f"state: unknown keys {sorted(unknown)} (oceans is the number of ocean tiles)")
    if "temperature" in state:
        t = state["temperature"]
        if not isinstance(t, int) or not TEMPERATURE_MIN <= t <= TEMPERATURE_MAX or t % 2:
            raise OverrideError("state.temperature: an even number from -30 to 8")
        s.temperature = t
    if "oxygen" in state:
        o = state["oxygen"]
        if not isinstance(o, int) or not 0 <= o <= OXYGEN_MAX:
            raise OverrideError("state.oxygen: a number from 0 to 14")
        s.oxygen = o
    for key, expansion in own.items():
        if key in state:
            expansion.override(g, state[key])  # type: ignore[misc]
    if "generation" in state:
        _need(_count(state["generation"], 1, MAX_GENERATION), "state.generation: a whole number from 1")
        s.generation = state["generation"]
    for key in ("first_player", "active_player"):
        if key in state and state[key] not in s.seats:
            raise OverrideError(f"state.{key}: unknown player {state[key]!r}")
    if "first_player" in state:
        s.first_player = s.active = s.seats.index(state["first_player"])
    if "active_player" in state:  # whose turn it is in the action phase
        s.active = s.seats.index(state["active_player"])
    owners = set(s.seats) | {NEUTRAL, None}
    for sid, t in _mapping(state, "tiles").items():
        if sid not in g.board.spaces:
            raise OverrideError(f"state.tiles: unknown space {sid!r}")
        if not isinstance(t, dict) or t.get("tile") not in TILE_KINDS or not isinstance(t.get("owner"), (str, type(None))) \
                or t.get("owner") not in owners or not isinstance(t.get("name"), (str, type(None))):
            raise OverrideError(f"state.tiles.{sid}: needs a tile ({', '.join(TILE_KINDS)}) and a known owner")
        name = t.get("name")
        kind = "city" if name == "capital" else t["tile"]
        s.tiles[sid] = Tile(kind, None if kind == "ocean" else t.get("owner"), name)
    for key, target, names in (("milestones", s.milestones, g.milestones), ("awards", s.awards, g.awards)):
        for k, v in _mapping(state, key).items():
            _need(k in names, f"state.{key}: unknown {key[:-1]} {k!r} (one of {', '.join(names)})")
            if v not in s.seats:
                raise OverrideError(f"state.{key}.{k}: unknown player {v!r}")
            target[k] = v
    for name, pd in _mapping(state, "players").items():
        _player(g, name, pd)
    if "deck_top" in state:
        top = _names(state["deck_top"], "state.deck_top")
        _take_from_deck(g, top, "state.deck_top")
        s.deck.extend(reversed(top))
    if "automars" in state:
        if s.automars is None:
            raise OverrideError("state.automars: this is not an AutoMars game")
        g.automars_engine.apply_overrides(state["automars"])
    if s.automars is not None and s.automars.corporation is not None:  # 16.1: never both sides the same one
        from tmdesk.automars.corporations import namesake_of

        namesake = namesake_of(s.automars.corporation)
        if namesake is not None and any(p.corporation == namesake for p in s.players):
            raise OverrideError(f"state: {namesake} is the namesake of AutoMars's {s.automars.corporation}")


def _player(g: Game, name: str, pd: dict[str, Any]) -> None:
    if name == AUTOMARS or name not in [p.name for p in g.state.players]:
        raise OverrideError(f"state.players: unknown player {name!r}")
    _need(isinstance(pd, dict), f"state.players.{name}: an object")
    own = [e for e in g.expansions if e.player_override is not None]  # e.g. Colonies' trade_fleets
    unknown = set(pd) - PLAYER_KEYS - {k for e in own for k in e.player_keys}
    if unknown:
        raise OverrideError(f"state.players.{name}: unknown keys {sorted(unknown)}")
    p = g.player(name)
    if "corporation" in pd:
        corp = pd["corporation"]
        if corp is not None and (not isinstance(corp, str) or corp not in g.cards.cards or not g.cards[corp].is_corporation):
            raise OverrideError(f"state.players.{name}.corporation: unknown corporation {corp!r}")
        if corp is not None:
            _check_era(g, corp, f"state.players.{name}.corporation")
        p.corporation = corp
    if "tr" in pd:
        _need(_count(pd["tr"], 0, MAX_TR), f"state.players.{name}.tr: a whole number from 0")
        p.tr = pd["tr"]
    for key in ("resources", "production"):
        for r, n in _mapping(pd, key).items():
            floor = -5 if (key, r) == ("production", "megacredits") else 0  # M€ production goes down to -5
            if r not in RESOURCES or not _count(n, floor, MAX_COUNT):
                raise OverrideError(f"state.players.{name}.{key}.{r}: a resource with a whole number from {floor}")
            getattr(p, key)[r] = n
    if "preludes" in pd:  # kept, not yet played: asked for before the next action
        preludes = _names(pd["preludes"], f"state.players.{name}.preludes")
        _take_from_deck(g, preludes, f"state.players.{name}.preludes", ("prelude",))
        p.preludes = preludes
    for key in ("hand", "played", "events"):
        if key in pd:
            cards = _names(pd[key], f"state.players.{name}.{key}")
            _take_from_deck(g, cards, f"state.players.{name}.{key}",
                            ("project", "prelude") if key == "played" else ("project",))
            setattr(p, key, cards)
            for c in cards:
                if key != "hand" and g.cards[c].holds_resource:
                    p.card_resources.setdefault(c, 0)
    for c, n in _mapping(pd, "card_resources").items():
        if c not in p.played and c != p.corporation:
            raise OverrideError(f"state.players.{name}.card_resources: {c!r} is not in play")
        _need(_count(n, 0, MAX_COUNT), f"state.players.{name}.card_resources.{c}: a whole number from 0")
        p.card_resources[c] = n
    if "used_actions" in pd:
        used = _names(pd["used_actions"], f"state.players.{name}.used_actions")
        _need(all(c in p.played or c == p.corporation for c in used), f"state.players.{name}.used_actions: "
              "cards in play")
        p.used_actions = used
    if "passed" in pd:
        _need(type(pd["passed"]) is bool, f"state.players.{name}.passed: true or false")
        p.passed = pd["passed"]
    for e in own:
        e.player_override(g, name, pd)  # type: ignore[misc]


def _need(cond: bool, problem: str) -> None:
    if not cond:
        raise OverrideError(problem)


def _count(v: Any, lo: int, hi: int) -> bool:
    """A whole number in range: true, 1.0 and "3" are not numbers here."""
    return type(v) is int and lo <= v <= hi


def _mapping(d: dict[str, Any], key: str) -> dict[str, Any]:
    value = d.get(key)
    _need(value is None or isinstance(value, dict), f"{key}: an object")
    return value or {}


def _names(value: Any, where: str) -> list[str]:
    _need(isinstance(value, list) and all(isinstance(c, str) for c in value), f"{where}: a list of names")
    return list(value)
