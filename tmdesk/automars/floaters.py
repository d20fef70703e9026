"""AutoMars's floaters: where they are kept, and the 5 it spends for one more card
(shared/rules/automars_expansions.md sections 2 and 3).

Every floater AutoMars gains (a "gain floater" icon, B02's variant, corporations C25, C26 and C34) goes through
`gain`, and every floater it spends through `spend_for_a_card`: this module alone decides where they are.
* With Venus Next: its floater storage (`AutoMarsState.floaters`), which Hoverlord counts. The 5 are spent at the
  end of the research phase once Hoverlord can no longer be claimed (claimed, or three milestones claimed).
* With Colonies and without Venus Next, the rulebook puts them in Titan's area of its shipping board instead
  (that storage joins here when AutoMars plays Colonies).
* C34 Stormcraft raises the temperature each time floaters are spent for a card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import messages as msg
from . import milestones
from .state import VENUS

if TYPE_CHECKING:
    from .context import Context

FOR_A_CARD = 5
HOVERLORD = "Hoverlord"


def _venus_storage(ctx: Context) -> bool:
    """Venus Next is in play: its floater storage (its track on the board: venus.with_venus)."""
    return VENUS in ctx.board.tracks


def gain(ctx: Context, amount: int) -> None:
    """`amount` floaters into AutoMars's storage (none without an expansion that has floaters)."""
    if not _venus_storage(ctx) or amount <= 0:
        return
    before = ctx.state.floaters
    ctx.state.floaters = before + amount
    ctx.log(msg.GAIN_FLOATERS, amount=amount, before=before, after=ctx.state.floaters)


def hoverlord_unavailable(ctx: Context) -> bool:
    claimed = ctx.host.claimed_milestones()
    return HOVERLORD in claimed or len(claimed) >= milestones.MAX_CLAIMED_MILESTONES


def spend_for_a_card(ctx: Context) -> bool:
    """The end of the research phase: 5 floaters for one more card (the caller gives it), with Venus Next once
    Hoverlord is out of reach; C34 Stormcraft then raises the temperature."""
    if not _venus_storage(ctx) or ctx.state.floaters < FOR_A_CARD or not hoverlord_unavailable(ctx):
        return False
    before = ctx.state.floaters
    ctx.state.floaters = before - FOR_A_CARD
    ctx.log(msg.SPEND_FLOATERS, amount=FOR_A_CARD, before=before, after=ctx.state.floaters)
    if ctx.corporation is not None:
        ctx.corporation.on_floaters_spent(ctx)
    return True
