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

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tmdesk.engine.game import Game
    from tmdesk.engine.messages import Reason
    from tmdesk.engine.state import GameConfig, PlayerState

Effect = dict[str, Any]


@dataclass(frozen=True, slots=True)
class StandardProject:
    """A standard project an expansion adds (Air Scrapping): its printed cost, its effects, and when its
    only effect cannot happen (then it is not offered, as for the base game's projects)."""

    name: str
    cost: int
    effects: tuple[Effect, ...]
    blocked: Callable[[Game, PlayerState], bool]


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


EXPANSIONS: dict[str, Expansion] = {}


def register(expansion: Expansion) -> None:
    if expansion.option in EXPANSIONS:
        raise ValueError(f"expansion {expansion.option!r} is registered twice")
    EXPANSIONS[expansion.option] = expansion


def active(config: GameConfig) -> tuple[Expansion, ...]:
    """The expansions in a game with this configuration, in registration order."""
    return tuple(e for option, e in EXPANSIONS.items() if getattr(config, option, False))


# --- card vocabulary ---------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class GlobalParameter:
    """A global parameter a card effect `{"raise": name, "steps": n}` raises: `raise_steps(g, player, n)`
    raises it up to n steps for the player (TR and bonus steps) and returns the steps done."""

    name: str
    raise_steps: Callable[[Game, str, int], int]
    at_goal: Callable[[Game], bool]


@dataclass(frozen=True, slots=True)
class RequirementKind:
    """A card requirement `{"kind": name, "min"/"max": N}`: why it does not hold for the player with
    `tolerance` steps of leeway (Inventrix, Special Design...), or None."""

    name: str
    failure: Callable[[Game, PlayerState, dict[str, Any], int], Reason | None]
    global_parameter: bool  # the tolerance of global requirements applies to it


PARAMETERS: dict[str, GlobalParameter] = {}
REQUIREMENTS: dict[str, RequirementKind] = {}


def register_parameter(parameter: GlobalParameter) -> None:
    if parameter.name in PARAMETERS:
        raise ValueError(f"global parameter {parameter.name!r} is registered twice")
    PARAMETERS[parameter.name] = parameter


def register_requirement(kind: RequirementKind) -> None:
    if kind.name in REQUIREMENTS:
        raise ValueError(f"requirement kind {kind.name!r} is registered twice")
    REQUIREMENTS[kind.name] = kind
