"""The named hooks an expansion with its own pieces plugs into (DESIGN.md: "one module that plugs into
named hooks").

An expansion is one module under `engine/expansions/` (Venus Next; Colonies next) that registers, when it
is imported, one `Expansion`: what it adds to a game whose `GameConfig` option is on (its part of the
state, its phase step, standard projects, milestones and awards, scenario dump and state keys, checks).
Its cards' vocabulary is registered apart, because a card names it whatever the game: the global
parameters an effect `{"raise": ...}` raises and the requirement kinds a card may print.

The core asks these registries and never tests an expansion's option itself. Nothing here imports the
rest of the engine at run time, so that every rules module may import it without an import circle.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tmdesk.engine.game import Game
    from tmdesk.engine.messages import Reason
    from tmdesk.engine.state import GameConfig, PlayerState

Effect = dict[str, Any]
Step = dict[str, Any]


@dataclass(frozen=True, slots=True)
class StandardProject:
    """A standard project an expansion adds (Air Scrapping): its printed cost, its effects, and when its
    only effect cannot happen (then it is not offered, as for the base game's projects)."""

    name: str
    cost: int
    effects: tuple[Effect, ...]
    blocked: Callable[[Game, PlayerState], bool]


@dataclass(frozen=True, slots=True)
class SpaceBonus:
    """A map space's bonus that only an expansion gives (Terra Cimmeria's colony space, Colonies): the map file
    prices it (`expansion_bonus`); the space is open to a player only when `open(g, player)`, and `gain(g, player,
    space)` gives the bonus once the tile is down and its price paid."""

    open: Callable[[Game, str], bool]
    gain: Callable[[Game, str, str], None]


@dataclass(frozen=True, slots=True)
class Expansion:
    """What an expansion adds to a game that has it (every hook optional)."""

    option: str  # the GameConfig field (a bool) that puts it in a game
    # its part of the game state: `GameState.expansion_state[state_key]`, JSON data; saved under the same
    # key at the top level of a save file, and in the scenario dump and `state` block
    state_key: str | None = None
    state_default: Callable[[], Any] = lambda: None
    state_check: Callable[[Any], bool] = lambda value: value is None  # a saved value is sound
    check_config: Callable[[GameConfig], str | None] | None = None  # why it cannot be played so, or None
    # after the production phase of every generation but the last (the solar phase); it may push asks
    solar_phase: Callable[[Game], None] | None = None
    standard_projects: tuple[StandardProject, ...] = ()
    milestones: tuple[str, ...] = ()  # added to every map's five (still 3 claimed, 3 funded at most)
    awards: tuple[str, ...] = ()
    dump: Callable[[Game], dict[str, Any]] | None = None  # top-level keys of the scenario dump
    override: Callable[[Game, Any], None] | None = None  # the scenario `state`'s value of state_key
    invariants: Callable[[Game], list[str]] | None = None
    solo_goal: Callable[[Game], bool] | None = None  # what else the solo game must reach to be won
    # set-up, after the core's (starting production, the solo neutral tiles) and before the cards are dealt;
    # `skip_setup`: the scenario format's bare start (its state block sets the rest). It may push asks.
    set_up: Callable[[Game, bool], None] | None = None
    # the actions it adds to a turn (Colonies: trade): the legal ones now, and who carries out each `do`
    # (checks everything, then changes the state; counts as one action)
    actions: Callable[[Game, PlayerState], list[Step]] | None = None
    action_handlers: Mapping[str, Callable[[Game, PlayerState, Step], None]] = field(default_factory=dict)
    # a player's own keys in the scenario dump and `state` block (Colonies: trade_fleets)
    player_keys: tuple[str, ...] = ()
    player_dump: Callable[[Game, str], dict[str, Any]] | None = None
    player_override: Callable[[Game, str, dict[str, Any]], None] | None = None  # gets the player's whole block
    space_bonus: SpaceBonus | None = None  # the bonus of map spaces printed for it (maps' `expansion_bonus`)
    # named functions other parts of the engine call without importing the module (an import circle):
    # AutoMars's host reaches Colonies' tiles, fleets, colonies and trades through them
    services: Mapping[str, Callable[..., Any]] = field(default_factory=dict)


EXPANSIONS: dict[str, Expansion] = {}


def register(expansion: Expansion) -> None:
    if expansion.option in EXPANSIONS:
        raise ValueError(f"expansion {expansion.option!r} is registered twice")
    EXPANSIONS[expansion.option] = expansion


def active(config: GameConfig) -> tuple[Expansion, ...]:
    """The expansions in a game with this configuration, in registration order."""
    return tuple(e for option, e in EXPANSIONS.items() if option in config.expansions)


# --- card vocabulary ---------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class GlobalParameter:
    """A global parameter a card effect `{"raise": name, "steps": n}` raises: `raise_steps(g, player, n)`
    raises it up to n steps for the player (TR and bonus steps) and returns the steps done."""

    name: str
    raise_steps: Callable[[Game, str, int], int]
    at_goal: Callable[[Game], bool]
    # one step that gives nobody TR or a bonus step, the cards reacting to a step of it reacting (an opponent
    # such as AutoMars does its own TR and bonuses): False, changing nothing, at the goal
    step_for_nobody: Callable[[Game, str], bool] | None = None


@dataclass(frozen=True, slots=True)
class RequirementKind:
    """A card requirement `{"kind": name, "min"/"max": N}`: why it does not hold for the player with
    `tolerance` steps of leeway (Inventrix, Special Design...), or None."""

    name: str
    failure: Callable[[Game, PlayerState, dict[str, Any], int], Reason | None]
    global_parameter: bool  # the tolerance of global requirements applies to it


PARAMETERS: dict[str, GlobalParameter] = {}
REQUIREMENTS: dict[str, RequirementKind] = {}
# a card's COUNT object `{key: value}` (its first key names it) and VP object kinds an expansion adds
# (Colonies: {"colonies": "own"}, {"per_colony_anywhere": 1, "every": 2})
COUNTS: dict[str, Callable[[Game, str, dict[str, Any]], int]] = {}
VP_RULES: dict[str, Callable[[Game, PlayerState, str, dict[str, Any]], int]] = {}


def register_parameter(parameter: GlobalParameter) -> None:
    if parameter.name in PARAMETERS:
        raise ValueError(f"global parameter {parameter.name!r} is registered twice")
    PARAMETERS[parameter.name] = parameter


def register_count(key: str, count: Callable[[Game, str, dict[str, Any]], int]) -> None:
    """`count(g, player, what)`: how many `what` counts for the player."""
    if key in COUNTS:
        raise ValueError(f"count {key!r} is registered twice")
    COUNTS[key] = count


def register_vp(key: str, points: Callable[[Game, PlayerState, str, dict[str, Any]], int]) -> None:
    """`points(g, player, card, vp)`: the VP of a card whose VP object has this key."""
    if key in VP_RULES:
        raise ValueError(f"VP rule {key!r} is registered twice")
    VP_RULES[key] = points


def register_requirement(kind: RequirementKind) -> None:
    if kind.name in REQUIREMENTS:
        raise ValueError(f"requirement kind {kind.name!r} is registered twice")
    REQUIREMENTS[kind.name] = kind
