"""Colonies: trading with a colony tile, the action a turn may take (colonies.py has the rest, colony_tiles.py the tiles).

Facts (WEB = the open-source web edition, `src/server/player/Colonies.ts`, `src/server/colonies/Colony.ts`,
`src/common/constants.ts`; second sources where named):

- Trading sends one of the player's free trade fleets to an active tile where no fleet is, for 9 M€, 3 energy or
  3 titanium, paid with one of the three (WEB MC_TRADE_COST, ENERGY_TRADE_COST, TITANIUM_TRADE_COST;
  wingboardgame.com's rules: "9M€, or 3 energy, or 3 titanium"). Helion may pay the M€ with heat, as for any M€
  cost. A trade discount (Cryo Sleep, Rim Freighters) lowers each of the three (WEB TradeWithEnergy...).
- A trade offset (Trade Envoys, Trading Colony) lets the trader first move the marker up, to step 6 at most; the
  `trade` step's `track_bonus` says how many of those steps are used (all when not given): WEB moves it all the
  way except where a lower step may give something else (Europa), and then asks.
- The trader gets the income of the marker's step; every colony's owner gets the tile's colony bonus, once per
  colony; then the marker goes back to the step just right of the colonies (step = number of colonies)
  (WEB Colony.handleTrade and GiveColonyBonus; justpushstart.com's review: "Players that have a colony built
  there then also receive" the bonus). The income resolves first, then the bonuses in building order.
- Titan Floating Launch Pad's `trade_free`: a trade without payment, a fleet still sent (WEB
  TitanFloatingLaunchPad).
- AutoMars trades by its own rules (automars_expansions.md 3): its income goes to its shipping board, the
  player's colonies there still get their bonus.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tmdesk.engine import decisions as D
from tmdesk.engine import messages as M
from tmdesk.engine import rules
from tmdesk.engine.answers import register_answer
from tmdesk.engine.effects import push_ask, push_effects, register_effect
from tmdesk.engine.expansions.colony_tiles import (
    TRACK_MAX,
    all_tiles,
    fleets_free,
    give_colony_bonus,
    is_active,
    tiles,
    trade_discount,
    trade_offset,
)
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.state import AUTOMARS

if TYPE_CHECKING:
    from tmdesk.engine.game import Game
    from tmdesk.engine.state import PlayerState

TRADE_COSTS = {"megacredits": 9, "energy": 3, "titanium": 3}
TRADE = "trade"


def trade_costs(p: PlayerState) -> dict[str, int]:
    """What a trade costs the player in each of the three currencies."""
    discount = trade_discount(p)
    return {r: max(0, c - discount) for r, c in TRADE_COSTS.items()}


def open_tiles(g: Game) -> list[str]:
    """The active tiles with no trade fleet on them."""
    return [n for n, t in tiles(g).items() if not t["fleets"] and is_active(g, n)]


def payments(p: PlayerState) -> list[dict[str, int]]:
    """One payment of each currency the player can pay a trade with (M€: with Helion's heat if short)."""
    costs = trade_costs(p)
    out = []
    mc = costs["megacredits"]
    if p.resources["megacredits"] >= mc:
        out.append({"megacredits": mc})
    elif rules.max_payable(p, None) >= mc:
        out.append(rules.default_payment(p, mc, None) or {})
    out += [{r: costs[r]} for r in ("energy", "titanium") if p.resources[r] >= costs[r]]
    return out


def trade_options(g: Game, p: PlayerState) -> list[dict[str, Any]]:
    """The trade actions the player may take now: each open tile with each payment they can make."""
    if fleets_free(g, p.name) <= 0:
        return []
    names = open_tiles(g)
    return [{"do": TRADE, "colony": n, "pay": pay} for n in names for pay in payments(p)] if names else []


def income_step(g: Game, p: PlayerState, name: str, track_bonus: int | None = None) -> int:
    """The step the player would trade at now, the marker moved up `track_bonus` steps first (None: all
    their trade offset allows)."""
    bonus = trade_offset(p) if track_bonus is None else track_bonus
    return min(TRACK_MAX, int(tiles(g)[name]["track"]) + bonus)


def do_trade(g: Game, p: PlayerState, step: dict[str, Any]) -> None:
    """The `trade` action: checked whole, then done."""
    name = step.get("colony")
    if name not in open_tiles(g) or fleets_free(g, p.name) <= 0:
        raise IllegalAction(M.TRADE_UNAVAILABLE, colony=name)
    costs = trade_costs(p)
    pay = step.get("pay")
    pay = {"megacredits": costs["megacredits"]} if pay is None else {k: v for k, v in pay.items() if v}
    kinds = set(pay)
    if kinds in ({"energy"}, {"titanium"}):
        (r, n), = pay.items()
        if n != costs[r]:
            raise IllegalAction(M.TRADE_PAYMENT, cost=costs["megacredits"], amount=costs["energy"])
        if p.resources[r] < n:
            raise IllegalAction(M.NOT_ENOUGH, have=p.resources[r], resource=r, need=n)
    elif kinds & {"energy", "titanium"}:
        raise IllegalAction(M.TRADE_PAYMENT, cost=costs["megacredits"], amount=costs["energy"])
    else:
        rules.check_payment(p, costs["megacredits"], pay, None)  # M€ (and Helion's heat)
    offset = trade_offset(p)
    bonus = step.get("track_bonus", offset)
    if not 0 <= bonus <= offset:
        raise IllegalAction(M.TRACK_BONUS_RANGE, max=offset)
    # --- legal
    for r, n in pay.items():
        p.resources[r] -= n
    paid = "energy" if "energy" in pay else "titanium" if "titanium" in pay else "megacredits"
    g.log(M.L_TRADE, player=p.name, colony=name, cost=costs[paid], paid=paid)
    trade(g, p.name, name, bonus)


def trade(g: Game, trader: str, name: str, track_bonus: int) -> None:
    """A fleet of the trader's on the tile; the income of the marker's step (after `track_bonus` steps up);
    each colony's bonus to its owner; the marker back to the number of colonies."""
    t = tiles(g)[name]
    moved = min(TRACK_MAX, t["track"] + track_bonus) - t["track"]
    if moved:
        t["track"] += moved
        g.log(M.L_TRACK_UP, player=trader, colony=name, n=moved)
    t["fleets"].append(trader)
    step = t["track"]
    t["track"] = len(t["colonies"])
    if trader == AUTOMARS:  # its income at once, then the bonuses (a human owner's wait on the stack)
        g.automars_engine.bot.trade_income(name)
    for owner in reversed(t["colonies"]):  # pushed last first: the bonuses resolve (and log) in building order
        give_colony_bonus(g, owner, name, trader)
    if trader != AUTOMARS:
        g.log(M.L_TRADE_STEP, player=trader, colony=name, value=step)
        push_effects(g, trader, all_tiles()[name].income(step), None)  # on top: it resolves first


# --- Titan Floating Launch Pad: a trade for free ---------------------------------------------------

def _trade_free(g: Game, player: str, e: dict[str, Any], src: str | None) -> None:
    if fleets_free(g, player) > 0 and open_tiles(g):
        push_ask(g, D.SELECT_COLONY, player, open_tiles(g), src, trade_free=True, prompt=TRADE)


def _trade_free_failure(g: Game, player: str, e: dict[str, Any], src: str | None,
                        spent: dict[str, int]) -> M.Reason | None:
    return None if fleets_free(g, player) > 0 and open_tiles(g) else M.Reason(M.R_NO_TRADE, {})


def _trade_free_chosen(g: Game, item: dict[str, Any], name: str) -> None:
    g.log(M.L_TRADE_FREE, player=item["p"], colony=name)
    trade(g, item["p"], name, trade_offset(g.player(item["p"])))


register_effect("trade_free", _trade_free, _trade_free_failure)
register_answer("trade_free", _trade_free_chosen)
