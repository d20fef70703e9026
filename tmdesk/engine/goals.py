"""The one registry of milestones and awards: name → what is counted (and, for a milestone, the
threshold), with the sentence the player sees. A map file names the five of each it uses; a new
map adds entries here, never branches elsewhere. (A module of its own that calls `register` must be
imported before its map is read, by a module that goals.py does not import: no import circles.)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tmdesk.engine import rules
from tmdesk.engine.messages import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from tmdesk.engine.game import Game

Count = Callable[["Game", str], int]


@dataclass(frozen=True, slots=True)
class Milestone:
    """Claimable by a player whose `count` reaches `threshold`."""

    name: str
    threshold: int
    count: Count
    text: str = ""  # message id (context "Engine") shown to the player


@dataclass(frozen=True, slots=True)
class Award:
    """Won by the players with the highest `count` at the end of the game."""

    name: str
    count: Count
    text: str = ""


MILESTONES: dict[str, Milestone] = {}
AWARDS: dict[str, Award] = {}
ALIASES = {"Excentric": "Eccentric"}  # the spelling printed on the English Hellas board


def canonical(name: str) -> str:
    """The registry's name for a milestone or award named by a player or a scenario."""
    return ALIASES.get(name, name)


def register(goal: Milestone | Award) -> None:
    if goal.name in MILESTONES or goal.name in AWARDS:
        raise ValueError(f"milestone or award {goal.name!r} is registered twice")
    if isinstance(goal, Milestone):
        MILESTONES[goal.name] = goal
    else:
        AWARDS[goal.name] = goal


def owned_tiles(g: Game, name: str, kind: str | None = None) -> int:
    memo = g.space_memo  # set while a turn's options are listed: the board's answers are kept
    key = ("owned", name, kind)
    if memo is not None and key in memo:
        return memo[key]  # type: ignore[no-any-return]
    n = sum(1 for t in g.state.tiles.values() if t.owner == name and (kind is None or t.tile == kind))
    if memo is not None:
        memo[key] = n
    return n


def qualifies(g: Game, name: str, milestone: str) -> bool:
    m = MILESTONES[milestone]
    return m.count(g, name) >= m.threshold


def tags(tag: str, wild: bool = True) -> Count:
    """Tags in play; `wild=False` for awards, which count printed tags only (a Prelude wild tag does not)."""
    return lambda g, name: rules.count_tag(g.player(name), tag, wild)


def resources(*kinds: str) -> Count:
    return lambda g, name: sum(g.player(name).resources[k] for k in kinds)


# --- Tharsis (base game) ---------------------------------------------------------------------
for _goal in (
    Milestone("Terraformer", 35, lambda g, n: g.player(n).tr,
              QT_TRANSLATE_NOOP("Engine", "Having a terraform rating of at least 35")),
    Milestone("Mayor", 3, lambda g, n: g.count_cities(n),
              QT_TRANSLATE_NOOP("Engine", "Owning at least 3 city tiles")),
    Milestone("Gardener", 3, lambda g, n: owned_tiles(g, n, "greenery"),
              QT_TRANSLATE_NOOP("Engine", "Owning at least 3 greenery tiles")),
    Milestone("Builder", 8, tags("building"),
              QT_TRANSLATE_NOOP("Engine", "Having at least 8 building tags in play")),
    Milestone("Planner", 16, lambda g, n: len(g.player(n).hand),
              QT_TRANSLATE_NOOP("Engine", "Having at least 16 cards in your hand")),
    Award("Landlord", lambda g, n: owned_tiles(g, n),
          QT_TRANSLATE_NOOP("Engine", "Owning the most tiles in play")),
    Award("Banker", lambda g, n: g.player(n).production["megacredits"],
          QT_TRANSLATE_NOOP("Engine", "Having the highest M€ production")),
    Award("Scientist", tags("science", wild=False),
          QT_TRANSLATE_NOOP("Engine", "Having the most science tags in play")),
    Award("Thermalist", resources("heat"),
          QT_TRANSLATE_NOOP("Engine", "Having the most heat resources")),
    Award("Miner", resources("steel", "titanium"),
          QT_TRANSLATE_NOOP("Engine", "Having the most steel and titanium resources")),
):
    register(_goal)
