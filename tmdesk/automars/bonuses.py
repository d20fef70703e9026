"""Tiles and global parameters with the bonuses AutoMars gets (automars.md section 10).

Placement bonus (10.1), for every tile AutoMars places: +2 M€ per adjacent ocean tile and +1 M€
per printed bonus icon on the space, never the printed resources or cards.

Terraforming bonuses (10.2): +1 TR per step; -24 °C and -20 °C give +2 M€ each; reaching 0 °C
places an ocean (Failed Action if 9 are placed); reaching 8 % oxygen raises the temperature one
step (Failed Action if it is at +8 °C).

The functions return whether the action could be done; the caller decides whether that is a
Failed Action (track icons) or nothing (bonus cards, section 6.2).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from . import messages as msg
from . import placement
from .placement import Pick

if TYPE_CHECKING:
    from .context import Context

TEMPERATURE_MAX = 8
OXYGEN_MAX = 14
OCEANS_MAX = 9
HEAT_BONUS_TEMPERATURES = (-24, -20)
OCEAN_BONUS_TEMPERATURE = 0
TEMPERATURE_BONUS_OXYGEN = 8
HEAT_BONUS_MC = 2
OCEAN_ADJACENCY_MC = 2
ICON_MC = 1


def card_cost_pick(ctx: Context) -> Pick:
    """The 9.4 step 3 tiebreak: reveal the top project card, count its cost through the tied
    spaces, discard it. Decision: with no card left at all, pick uniformly with the game RNG."""

    def pick(tied: Sequence[str]) -> str:
        card = ctx.host.draw_project_card()
        if card is None:
            space = tied[ctx.host.rng.randrange(len(tied))]
            ctx.log(msg.TIEBREAK_RANDOM, space=space, count=len(tied))
            return space
        cost = ctx.catalog.get(card).cost
        space = tied[placement.card_cost_index(cost, len(tied))]
        ctx.host.discard_project_card(card)
        ctx.log(msg.TIEBREAK_REVEAL, card=card, cost=cost, count=len(tied), space=space)
        return space

    return pick


def placement_bonus_mc(ctx: Context, space_id: str) -> int:
    tiles = ctx.host.tiles()
    oceans = placement.count_adjacent(ctx.mars, tiles, space_id, ("ocean",))
    icons = placement.placement_icons(ctx.mars, space_id)
    per_ocean = (
        OCEAN_ADJACENCY_MC if ctx.corporation is None else ctx.corporation.ocean_adjacency_mc(OCEAN_ADJACENCY_MC)
    )
    amount = per_ocean * oceans + ICON_MC * icons
    ctx.log(msg.PLACEMENT_BONUS, space=space_id, oceans=oceans, icons=icons, amount=amount)
    return amount


def put_tile(ctx: Context, space_id: str, tile: str, card: str | None = None) -> None:
    """Place `tile` on the chosen space through the host and take the placement bonus.
    `card`: the project card whose special tile this is (B27)."""
    bonus = placement_bonus_mc(ctx, space_id)
    if card is None:
        ctx.host.place_tile(space_id, tile)
    else:
        ctx.host.place_special_tile(space_id, card)
    ctx.log(msg.PLACE_TILE, tile=tile, space=space_id)
    ctx.gain_mc(bonus)
    buy_pole_ocean(ctx, space_id)
    if ctx.corporation is not None:
        ctx.corporation.on_tile_placed(ctx, space_id, tile, by_automars=True)


def buy_pole_ocean(ctx: Context, space_id: str) -> None:
    """Hellas's south pole (a paid space whose bonus is an ocean): with oceans left and the price in
    its supply, AutoMars pays it and places an ocean (TR and placement bonus as usual); otherwise it
    gains and loses nothing there (the log says which and why). One reading (victor-zelinskiy/terraforming-mars, quoting the
    AutoMars expansion rules)."""
    space = ctx.mars.spaces[space_id]
    if not space.cost or "ocean" not in space.bonus:
        return
    if ctx.host.global_parameter("oceans") >= OCEANS_MAX:
        ctx.log(msg.POLE_NO_OCEAN_LEFT, space=space_id)
    elif ctx.state.megacredits < space.cost:
        ctx.log(msg.POLE_OCEAN_TOO_DEAR, space=space_id, cost=space.cost, amount=ctx.state.megacredits)
    else:
        ctx.log(msg.BUY_POLE_OCEAN, space=space_id, cost=space.cost)
        ctx.lose_mc(space.cost)
        place_ocean(ctx)


def _intercepted(ctx: Context, parameter: str) -> bool:
    """C36 Pristar: the corporation may answer a raise instead of the parameter moving."""
    return ctx.corporation is not None and ctx.corporation.intercept_raise(ctx, parameter)


def raise_temperature(ctx: Context, steps: int = 1) -> bool:
    """Raise up to `steps` steps with TR and bonuses. False if already at the maximum."""
    if _intercepted(ctx, "temperature"):
        return True
    if ctx.host.global_parameter("temperature") >= TEMPERATURE_MAX:
        return False
    for _ in range(steps):
        before = ctx.host.global_parameter("temperature")
        if not ctx.host.raise_global("temperature"):
            break
        after = ctx.host.global_parameter("temperature")
        ctx.log(msg.RAISE_TEMPERATURE, before=before, after=after)
        ctx.gain_tr(1)
        if after in HEAT_BONUS_TEMPERATURES:
            ctx.log(msg.HEAT_BONUS, temperature=after)
            ctx.gain_mc(HEAT_BONUS_MC)
        elif after == OCEAN_BONUS_TEMPERATURE:
            ctx.log(msg.OCEAN_BONUS)
            if not place_ocean(ctx):
                ctx.failed_action("oceans_max")
    return True


def raise_oxygen(ctx: Context, steps: int = 1, *, greenery: bool = False) -> bool:
    """Raise up to `steps` steps with TR and the 8 % bonus. False if already at the maximum.
    `greenery`: the step that comes with a greenery tile (never answered by C36)."""
    if not greenery and _intercepted(ctx, "oxygen"):
        return True
    if ctx.host.global_parameter("oxygen") >= OXYGEN_MAX:
        return False
    for _ in range(steps):
        before = ctx.host.global_parameter("oxygen")
        if not ctx.host.raise_global("oxygen"):
            break
        after = ctx.host.global_parameter("oxygen")
        ctx.log(msg.RAISE_OXYGEN, before=before, after=after)
        ctx.gain_tr(1)
        if after == TEMPERATURE_BONUS_OXYGEN:
            ctx.log(msg.OXYGEN_BONUS)
            if not raise_temperature(ctx, 1):
                ctx.failed_action("temperature_max")
    return True


def place_ocean(ctx: Context, candidates: Sequence[str] | None = None) -> bool:
    """Place an ocean (9.3; among `candidates` if given) with TR+1 and placement bonus."""
    if _intercepted(ctx, "ocean"):
        return True
    if ctx.host.global_parameter("oceans") >= OCEANS_MAX:
        return False
    space = placement.choose_ocean(ctx.mars, ctx.host.tiles(), card_cost_pick(ctx), candidates)
    if space is None:
        return False
    put_tile(ctx, space, "ocean")
    ctx.gain_tr(1)
    return True


def place_greenery(ctx: Context, candidates: Sequence[str] | None = None) -> bool:
    """Place an AutoMars greenery (9.1, among `candidates` if given) with placement bonus, then oxygen
    +1 if possible. Decision (7.4): with oxygen at 14 % the tile is still placed, with no step and no TR."""
    space = placement.choose_greenery(ctx.mars, ctx.host.tiles(), card_cost_pick(ctx), candidates)
    if space is None:
        return False
    put_tile(ctx, space, "greenery")
    if not raise_oxygen(ctx, 1, greenery=True):
        ctx.log(msg.OXYGEN_AT_MAX)
    return True


def place_city(ctx: Context, candidates: Sequence[str] | None = None) -> bool:
    """Place an AutoMars city (9.2, or the best of `candidates` by 9.4) with placement bonus."""
    tiles = ctx.host.tiles()
    pick = card_cost_pick(ctx)
    if candidates is None:
        space = placement.choose_city(ctx.mars, tiles, pick)
    else:
        space = placement.tiebreak(ctx.mars, tiles, candidates, pick) if candidates else None
    if space is None:
        return False
    put_tile(ctx, space, "city")
    return True


def place_neural_instance(ctx: Context) -> bool:
    """B07: the Neural Instance tile (9.5), with placement bonus; remembered in the state."""
    space = placement.choose_neural_instance(ctx.mars, ctx.host.tiles(), card_cost_pick(ctx))
    if space is None:
        return False
    put_tile(ctx, space, "special")
    ctx.state.neural_instance = space
    ctx.log(msg.NEURAL_INSTANCE, space=space)
    return True
