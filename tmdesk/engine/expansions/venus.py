"""Venus Next: the Venus scale, its requirements, Air Scrapping, World Government terraforming, Hoverlord
and Venuphile, and the solo game's Venus goal. Plugged into the core through engine/hooks.py.

No Venus Next rulebook is among the project's seeds. The facts come from the open-source web edition
(WEB, terraforming-mars/terraforming-mars: `src/common/constants.ts`, `src/server/Game.ts`,
`src/server/cards/venusNext/AirScrappingStandardProject.ts`, `src/server/milestones/Hoverlord.ts`,
`src/server/awards/Venuphile.ts`), checked against a second source where one exists:

- The Venus scale goes from 0 to 30 % in steps of 2 %; each step raises the raiser's TR by 1. Reaching
  8 % draws its raiser a card, reaching 16 % raises their TR 1 more (WEB constants; the printed Venus board
  as the review pages describe it). The scale is not an end-of-game condition (WEB `marsIsTerraformed`, and
  the rulebook as quoted in WEB issue #4262).
- Air Scrapping: 15 M€, raise Venus 1 step (WEB; twooffthetop.com's review: "for fifteen credits").
- Hoverlord: 7 floaters on your cards; Venuphile: the most Venus tags in play (WEB). Both are added to every
  map's five; at most 3 milestones are claimed and 3 awards funded (WEB; boardseyeview.net's review).
- World Government terraforming (the solar phase): after the production phase of every generation but the
  last, the first player raises one global parameter not yet at its goal one step (or places an ocean) for
  nobody: no TR, no placement bonus, no bonus step (no card at 8 %, no heat production at -24/-20 °C) - but
  a step still moves what it moves: 8 % oxygen raises the temperature, 0 °C places an ocean (for nobody),
  and cards that react to an ocean placed by anyone (Arctic Algae) do react (WEB `Game.ts`, Phase.SOLAR;
  ejpgames.com's Japanese rules summary says the same of ocean cards). It comes after the end-of-game check,
  so a parameter it completes ends the game one generation later. Not in an AutoMars game: its B16 does it.
- Solo: still 14 generations (12 with Prelude) from TR 14; to win, Venus must be at 30 % too, and World
  Government terraforming helps (the rulebook as quoted in WEB issues #4260 and #4262; WEB `marsIsTerraformed`
  for one player).
- Global requirement tolerance (Inventrix, Adaptation Technology, Special Design) applies to Venus
  requirements too, a step being 2 % (WEB `VenusRequirement` is a global parameter requirement).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tmdesk.engine import decisions as D
from tmdesk.engine import goals, hooks, rules, triggers
from tmdesk.engine import messages as M
from tmdesk.engine.answers import register_answer
from tmdesk.engine.effects import push_ask
from tmdesk.engine.hooks import Expansion, GlobalParameter, RequirementKind, StandardProject
from tmdesk.engine.messages import QT_TRANSLATE_NOOP
from tmdesk.engine.overrides import OverrideError
from tmdesk.engine.placement import OCEAN_BONUS_STEP, OXYGEN_TEMPERATURE_STEP, legal_spaces
from tmdesk.engine.state import AUTOMARS, NEUTRAL, OCEANS_MAX, OXYGEN_MAX, TEMPERATURE_MAX, Tile

if TYPE_CHECKING:
    from tmdesk.engine.game import Game
    from tmdesk.engine.state import PlayerState

KEY = "venus"  # its part of the state, the save and the dump: the scale in percent
VENUS_MAX = 30
STEP = 2  # percent per step
CARD_BONUS = 8  # reaching it draws the raiser a card
TR_BONUS = 16  # reaching it raises the raiser's TR once more
AIR_SCRAPPING_COST = 15
HOVERLORD_FLOATERS = 7
FLOATER = "floater"


def scale(g: Game) -> int:
    """The Venus scale in percent."""
    return int(g.state.expansion_state[KEY])


def at_goal(g: Game) -> bool:
    return scale(g) >= VENUS_MAX


def raise_venus(g: Game, player: str, steps: int) -> int:
    """Raise Venus up to `steps` steps for `player`: 1 TR a step, a card at 8 %, 1 more TR at 16 %.
    Returns the steps done (none once it is at 30 %)."""
    state = g.state.expansion_state
    done = 0
    for _ in range(steps):
        if state[KEY] >= VENUS_MAX:
            break
        state[KEY] += STEP
        done += 1
        g.raise_tr(player, 1)
        g.log(M.L_VENUS, player=player, value=state[KEY])
        if state[KEY] == CARD_BONUS and g.is_player(player):
            g.player(player).hand.extend(g.draw(1))
            g.log(M.L_DRAW, player=player, n=1)
        elif state[KEY] == TR_BONUS:
            g.raise_tr(player, 1)
        venus_raised(g, player)
    return done


def step_for_nobody(g: Game, actor: str) -> bool:
    """One Venus step that gives nobody TR or a bonus (World Government; AutoMars, which does its own): the
    cards reacting to any Venus step do react. False at 30 %."""
    if at_goal(g):
        return False
    g.state.expansion_state[KEY] += STEP
    venus_raised(g, actor)
    return True


def venus_raised(g: Game, actor: str) -> None:
    """Cards that react to each Venus step, whoever raised it (Aphrodite): the trigger
    `any_player_raises_venus`, once per step, World Government's steps included (WEB). AutoMars's corporation
    (C28 Aphrodite) is told of the human's steps; of its own, AutoMars knows."""
    triggers.fire(g, "any_player_raises_venus", actor, any_player=True)
    if g.state.automars is not None and actor != AUTOMARS:
        g.automars_engine.venus_raised()


def requirement_failure(g: Game, p: PlayerState, req: dict[str, Any], tolerance: int) -> M.Reason | None:
    """`{"kind": "venus", "min"/"max": N}`, N in percent; `tolerance` steps of 2 % either way, and the steps of the
    player's `venus_requirement_tolerance` (Morning Star Inc.: Venus requirements only)."""
    value = scale(g)
    tolerance += venus_tolerance(p)
    if "min" in req and value < req["min"] - STEP * tolerance:
        return M.Reason(M.R_VENUS_MIN, {"value": req["min"]})
    if "max" in req and value > req["max"] + STEP * tolerance:
        return M.Reason(M.R_VENUS_MAX, {"value": req["max"]})
    return None


def venus_tolerance(p: PlayerState) -> int:
    """Steps by which the player's cards relax Venus requirements only (added to global tolerances)."""
    prof = rules.profile(p)
    found: int | None = prof.memo.get("venus_tolerance")
    if found is None:
        found = prof.memo["venus_tolerance"] = sum(int(s.get("venus_requirement_tolerance", 0)) for s in prof.statics)
    return found


def floaters(g: Game, name: str) -> int:
    """The floaters on a player's cards (corporation included): what Hoverlord counts."""
    p = g.player(name)
    cards = g.cards
    return sum(n for card, n in p.card_resources.items() if cards[card].holds_resource == FLOATER)


# --- World Government terraforming ------------------------------------------------------------

def world_government(g: Game) -> None:
    """The solar phase's step: the first player chooses one global parameter not at its goal (module
    docstring). Nothing is asked when all are at their goal, nor in an AutoMars game (B16 does it)."""
    s = g.state
    if s.automars is not None:
        return
    options = government_options(g)
    if options:
        push_ask(g, D.SELECT_OPTION, s.seats[s.first_player], options, None, world_government=True,
                 prompt="world_government")


def government_options(g: Game) -> list[str]:
    s = g.state
    open_ = (("temperature", s.temperature < TEMPERATURE_MAX), ("oxygen", s.oxygen < OXYGEN_MAX),
             ("ocean", s.oceans < OCEANS_MAX and bool(legal_spaces(g, None, "ocean"))), (KEY, not at_goal(g)))
    return [name for name, ok in open_ if ok]


def _government_choice(g: Game, item: dict[str, Any], choice: str) -> None:
    first = item["p"]
    s = g.state
    if choice == "temperature":
        _government_temperature(g, first)
    elif choice == "oxygen":
        s.oxygen += 1
        g.log(M.L_WG_OXYGEN, player=first, value=s.oxygen)
        if s.oxygen == OXYGEN_TEMPERATURE_STEP and s.temperature < TEMPERATURE_MAX:
            _government_temperature(g, first)
    elif choice == "ocean":
        _ask_government_ocean(g, first)
    else:
        step_for_nobody(g, NEUTRAL)
        g.log(M.L_WG_VENUS, player=first, value=scale(g))


def _government_temperature(g: Game, first: str) -> None:
    """One temperature step for nobody: no TR, no heat production at -24/-20 °C; at 0 °C an ocean, for
    nobody, whose space the first player chooses."""
    s = g.state
    s.temperature += 2
    g.log(M.L_WG_TEMPERATURE, player=first, value=s.temperature)
    if s.temperature == OCEAN_BONUS_STEP:
        _ask_government_ocean(g, first)


def _ask_government_ocean(g: Game, first: str) -> None:
    options = legal_spaces(g, None, "ocean")  # a space nobody's Land Claim marker reserves
    if options:
        push_ask(g, D.SELECT_SPACE, first, options, None, world_government_ocean=True, tile="ocean")


def _government_ocean(g: Game, item: dict[str, Any], space: str) -> None:
    """An ocean tile for nobody: no TR, no placement bonus; cards reacting to any ocean do react."""
    s = g.state
    s.tiles[space] = Tile("ocean", None)
    s.claims.pop(space, None)
    s.last_ocean = space
    g.log(M.L_WG_OCEAN, player=item["p"], space=space)
    triggers.fire_tile(g, NEUTRAL, space, "ocean", None)


# --- the expansion's hooks -----------------------------------------------------------------------

def _override(g: Game, value: Any) -> None:
    if type(value) is not int or not 0 <= value <= VENUS_MAX or value % STEP:
        raise OverrideError(f"state.{KEY}: an even number from 0 to {VENUS_MAX}")
    g.state.expansion_state[KEY] = value


def _invariants(g: Game) -> list[str]:
    value = g.state.expansion_state.get(KEY)
    return [] if type(value) is int and 0 <= value <= VENUS_MAX and value % STEP == 0 else [f"Venus {value}"]


def _valid(value: Any) -> bool:
    return type(value) is int and 0 <= value <= VENUS_MAX and value % STEP == 0


hooks.register(Expansion(
    option="venus_next",
    state_key=KEY,
    state_default=lambda: 0,
    state_check=_valid,
    solar_phase=world_government,
    standard_projects=(StandardProject("air_scrapping", AIR_SCRAPPING_COST, ({"raise": KEY, "steps": 1},),
                                       lambda g, p: at_goal(g)),),
    milestones=("Hoverlord",),
    awards=("Venuphile",),
    dump=lambda g: {KEY: scale(g)},
    override=_override,
    invariants=_invariants,
    solo_goal=at_goal,
))
hooks.register_parameter(GlobalParameter(KEY, raise_venus, at_goal, step_for_nobody))
hooks.register_requirement(RequirementKind(KEY, requirement_failure, global_parameter=True))
goals.register(goals.Milestone("Hoverlord", HOVERLORD_FLOATERS, floaters,
                               QT_TRANSLATE_NOOP("Engine", "Having at least 7 floaters on your cards")))
goals.register(goals.Award("Venuphile", goals.tags("venus", wild=False),
                           QT_TRANSLATE_NOOP("Engine", "Having the most Venus tags in play")))
register_answer("world_government", _government_choice)
register_answer("world_government_ocean", _government_ocean)
