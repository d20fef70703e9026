"""How the bots value Colonies: a colony is an income (its bonus each time someone trades there).

This module is read by the position-evaluating levels (Normal; the solo search's look-ahead), in M€. The `best`
level in games won on points prices trades and colonies in points: `colonies_points.py`.

What a trade or a colony brings AT ONCE (the trade income, the build reward, the colony bonuses paid) is already
in the position the one-action look-ahead reaches. What it does not see is what comes later:

* a colony pays its owner the tile's colony bonus each time anyone trades there, for the rest of the game. How
  often: every fleet in play trades about TRADE_USE times a generation, spread over the tiles in play, and the
  owner's own fleets prefer their colonies' tiles (OWN_PULL more a generation, whatever the tile count).

It is priced with the position's own resource prices (`evaluate.Prices`: multiplayer, over the production
phases to come; the solo sums: at the same M€ a phase, over the phases whose income can still be spent).
Without Colonies every value here is 0.

The numbers are measured, not guessed (benchmarks/bots.md, "Colonies"): Normal against the same bot without these
values, both seat orders of 30 deals. At 0.8 trades a fleet and 0.3 for the owner the bot built 1.4 colonies a
game (the other 0.25) and lost 5.3 points a game; valuing a trade fleet at 3 M€ a generation on top made that 7.9
(it bought fleets it had no good trade for). At 0.5 and 0.1 it builds where a colony pays (0.4 a game, early, on
the tiles whose bonus it uses) and plays even (-2.1 points, within the paired noise: -1.0 between equal bots). A
fleet is worth the trades it makes: those are in the position when it trades.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tmdesk.engine.expansions import colony_tiles

if TYPE_CHECKING:
    from collections.abc import Mapping

    from tmdesk.engine.game import Game
    from tmdesk.engine.state import PlayerState

TRADE_USE = 0.5  # trades a fleet makes a generation (some generations it is not worth it, or comes too late)
OWN_PULL = 0.1  # extra trades a generation at a tile where the owner has a colony (its bonus comes on top)
CARD_RESOURCE = 1.0  # a microbe, animal or floater put on a card (worth more on a card that scores them)


def in_play(g: Game) -> bool:
    return colony_tiles.KEY in g.state.expansion_state


def trades_per_generation(g: Game, player: str) -> float:
    """How often someone trades, a generation, at one tile where `player` has a colony."""
    state = colony_tiles.state(g)
    tiles = max(1, len(state["tiles"]))
    fleets = sum(int(n) for n in state["fleets"].values())
    return min(1.0, TRADE_USE * fleets / tiles + OWN_PULL)


def bonus_worth(effects: tuple[dict[str, Any], ...], resource: Mapping[str, float], card: float) -> float:
    """One colony bonus in M€ (`resource`: M€ per resource; `card`: a card drawn)."""
    v = 0.0
    for e in effects:
        if "gain" in e:
            v += sum(n * resource.get(r, 1.0) for r, n in e["gain"].items())
        elif "draw_cards" in e:
            v += e["draw_cards"] * card
        elif "discard_from_hand" in e:  # Pluto: draw one, then discard one (the worst): less than a card
            v -= 0.5 * e["discard_from_hand"] * card
        elif "add_resource_to_another_card" in e:
            v += e["add_resource_to_another_card"]["count"] * CARD_RESOURCE
    return v


def income(g: Game, p: PlayerState, resource: Mapping[str, float], card: float) -> float:
    """What the player's colonies bring a generation, in M€."""
    if not in_play(g):
        return 0.0
    rate = trades_per_generation(g, p.name)
    tiles = colony_tiles.all_tiles()
    v = 0.0
    for name, tile in colony_tiles.tiles(g).items():
        owned = tile["colonies"].count(p.name)
        if owned:
            v += owned * rate * bonus_worth(tiles[name].colony_bonus, resource, card)
    return v


def colony_price(g: Game, p: PlayerState, resource: Mapping[str, float], card: float) -> float:
    """A colony a card places, a generation: the bonus of the best tile open to the player (its build reward is
    valued when the card is played)."""
    if not in_play(g):
        return 0.0
    tiles = colony_tiles.all_tiles()
    open_tiles = colony_tiles.buildable(g, p.name)
    rate = trades_per_generation(g, p.name)
    return max((rate * bonus_worth(tiles[n].colony_bonus, resource, card) for n in open_tiles), default=0.0)


def build_rewards(g: Game, p: PlayerState) -> list[list[dict[str, Any]]]:
    """The build rewards of the tiles open to the player (the fast solo policy takes the best)."""
    if not in_play(g):
        return []
    tiles = colony_tiles.all_tiles()
    return [list(tiles[name].build) for name in colony_tiles.buildable(g, p.name)]
