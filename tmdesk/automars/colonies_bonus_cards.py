"""AutoMars's Colonies bonus cards (automars_expansions.md 3; VZ and IG agree on their text).

* B17 Expedited Construction (Colonies), in the bonus deck instead of B05: a city touching 2 or more greenery or
  ocean tiles if it can (as B05; the card is destroyed); otherwise, with at most one colony of its own, a colony on
  a tile picked at random and its 2 resources (the card stays); otherwise no effect.
* B18 Outer System Foothold, added to the bonus deck: a colony and its 2 resources, then the top bonus card is
  discarded without being resolved (the deck is rebuilt from the discard pile if need be; B18 is not in it yet).
* B19 Shipping Lines and B20 Extended Shipping Lines wait beside AutoMars's board; from generation 2 each research
  phase shuffles Shipping Lines into the action deck, and Extended Shipping Lines too once the second fleet is
  unlocked (shipping.shipping_cards). Each trades (shipping.trade) and goes back beside the board.

Numbers: B17-B20 as VZ and IG number them (the 2023 rulebook prints them one lower, a known shift).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from . import bonus_cards, bonuses, placement, shipping
from . import messages as msg
from .state import is_bonus_card

if TYPE_CHECKING:
    from .context import Context

EXPEDITED_CONSTRUCTION_COLONIES, OUTER_SYSTEM_FOOTHOLD = "B17", "B18"  # the bonus deck: shipping.with_colonies


def expedited_construction_colonies(ctx: Context) -> str:
    spaces = placement.expedited_city_spaces(ctx.mars, ctx.host.tiles())
    if spaces and bonuses.place_city(ctx, spaces):
        return bonus_cards.DESTROY
    if shipping.colony_count(ctx) <= 1:
        ctx.log(msg.EXPEDITED_COLONY, card=EXPEDITED_CONSTRUCTION_COLONIES)
        shipping.build_colony(ctx)
    else:
        ctx.log(msg.BONUS_NO_EFFECT, card=EXPEDITED_CONSTRUCTION_COLONIES)
    return bonus_cards.DISCARD


def outer_system_foothold(ctx: Context) -> str:
    shipping.build_colony(ctx)
    card = bonus_cards.draw_bonus_card(ctx)
    if card is not None:
        ctx.log(msg.FOOTHOLD_DISCARD, card=card)
        if is_bonus_card(card):
            bonus_cards.finish_bonus_card(ctx, card, bonus_cards.DISCARD)
        else:  # a project card a corporation put in the bonus deck (C07, C21, C24)
            ctx.host.discard_project_card(card)
    return bonus_cards.DISCARD


def shipping_lines(card: str) -> Callable[[Context], str]:
    def effect(ctx: Context) -> str:
        shipping.trade(ctx, card)
        return bonus_cards.SET_ASIDE

    return effect


bonus_cards.EFFECTS.update({
    EXPEDITED_CONSTRUCTION_COLONIES: expedited_construction_colonies,
    OUTER_SYSTEM_FOOTHOLD: outer_system_foothold,
    shipping.SHIPPING_LINES: shipping_lines(shipping.SHIPPING_LINES),
    shipping.EXTENDED_SHIPPING_LINES: shipping_lines(shipping.EXTENDED_SHIPPING_LINES),
})
