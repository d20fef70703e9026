"""AutoMars with Colonies: its shipping board, the colonies it builds and the trades it makes
(automars_expansions.md 3; the numbers and the tile-to-track table in resources/data/automars/shipping_board.json).

The rules, which VZ and IG (victor-zelinskiy/terraforming-mars, ignac8/terraforming-mars branch automa) agree on:
* One storage area per colony tile. Building a colony, AutoMars ignores the tile's printed reward and puts 2
  resources in that tile's area; trading (Shipping Lines, Extended Shipping Lines), it loses 1 M€ and puts 2 there;
  a colony's bonus gives it 1. Europa stores nothing: a colony there places an ocean (a Failed Action if none
  can be), a trade there gives 1 TR, its colony bonus 1 M€. Pluto's resources stand for cards.
* During its turn, an area holding 5 or more gives back 5 and advances the track of the tag printed on it
  (Titan's floaters excepted).
* A tile picked "at random" (building): flip the top project card and count its cost through the open tiles.
* Without Venus Next, Titan's area holds its floaters (B02's, the floater icons of its board, corporations C25,
  C26, C34): the one floater pool of venus.py (`state.floaters`); at the end of each research phase, with 5 or
  more it spends 5 for one more card (the Venus Next rule, Hoverlord being out of reach). With Venus Next its
  floaters are that expansion's storage and Titan's area is not used (the same pool).

Readings where the sources leave a point open or disagree (shown as one reading in the window):
* Pluto's area advances the Science track (VZ, from the printed component; IG: Event, inferred).
* The second trade fleet is unlocked when the counter enters space 9 of the Event (M€) track (IG, quoting the
  rulebook's "credits track"; VZ: the Energy track).
* The tile order for counting is the order the tiles lie in (alphabetical); a cost of 0 counts to the last one,
  as in 9.4's tiebreak.
* Its own colony on a tile it trades with gives it that colony's bonus, 1 resource (both sources: "+1 with a
  colony there"), on Europa 1 M€ like any Europa colony bonus.
* With no M€ it still trades (it "loses 1 M€": nothing to lose; IG); a Europa colony with no ocean left is
  built and the ocean is a Failed Action (VZ).
* Resources the human's trades give it wait for its next turn to be exchanged; those of its own turn at once.
* The human takes "stored resources as their printed type": removing or stealing steel, heat, plants, energy,
  titanium or M€ from AutoMars takes from the area storing that resource while it holds some, else from its
  M€ supply (the base rule).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from . import bonuses, placement, tracks, venus
from . import messages as msg
from .host import AUTOMARS
from .shipping_data import data, second_fleet_space

if TYPE_CHECKING:
    from .context import Context
    from .tracks import Board

TITAN, EUROPA = "Titan", "Europa"
SHIPPING_LINES, EXTENDED_SHIPPING_LINES = "B19", "B20"
COLONIES_PER_TILE = 3
COLONIES = "colonies"


def with_colonies(board: Board) -> Board:
    """The board of a game with Colonies: B17 instead of B05, B18 added, the floater and colony icons act."""
    return replace(board, bonus_replacements=(*board.bonus_replacements, ("B05", "B17")),
                   bonus_additions=(*board.bonus_additions, "B18"), expansions=(*board.expansions, COLONIES))


def in_play(ctx: Context) -> bool:
    return COLONIES in ctx.board.expansions


def areas(ctx: Context) -> dict[str, int]:
    """Its shipping board by tile (the dump's `automars.shipping`): without Venus Next, Titan's area shows its
    floaters."""
    out = dict(ctx.state.shipping)
    if not venus.in_play(ctx):
        out[TITAN] = ctx.state.floaters
    return {tile: n for tile, n in sorted(out.items()) if n}


def area_track(ctx: Context, tile: str) -> str | None:
    """The track 5 resources of this area advance on the game's AutoMars board (None: Titan, Europa)."""
    tag = data()["areas"][tile]["tag"]
    return None if tag is None else ctx.board.tag_to_track.get(tag)


def board_view(ctx: Context) -> dict[str, Any]:
    """Its shipping board as the window draws it: each tile in play's area (what it stores, the track 5 of them
    advance: None for Titan and Europa), where the second trade fleet waits, and the readings chosen between sources
    (the module docstring's "one reading" points)."""
    return {"areas": {tile: {"stores": data()["areas"][tile]["stores"], "track": area_track(ctx, tile)}
                      for tile in sorted(ctx.host.colony_tiles())},
            "second_fleet": list(second_fleet_space()), "one_reading": ["pluto", "second_fleet"]}


def store(ctx: Context, tile: str, amount: int) -> None:
    """Resources into the tile's area (nothing for Europa, which stores none)."""
    if tile == EUROPA or amount <= 0:
        return
    if tile == TITAN:
        venus.gain_floaters(ctx, amount)
        return
    shipping = ctx.state.shipping
    shipping[tile] = shipping.get(tile, 0) + amount
    ctx.log(msg.SHIPPING_STORE, amount=amount, resource=data()["areas"][tile]["stores"], colony=tile,
            after=shipping[tile])  # fmt: skip


def exchange(ctx: Context) -> None:
    """During its turn: every area with 5 or more gives back 5 and advances its track (not Titan)."""
    shipping, size = ctx.state.shipping, int(data()["exchange"])
    for tile in sorted(shipping):
        track = area_track(ctx, tile)
        while track is not None and shipping[tile] >= size:
            shipping[tile] -= size
            ctx.log(msg.SHIPPING_EXCHANGE, colony=tile, track=track)
            tracks.advance(ctx, track)


# --- colonies and trades ---------------------------------------------------------------------------

def colony_count(ctx: Context) -> int:
    return sum(t["colonies"].count(AUTOMARS) for t in ctx.host.colony_tiles().values())


def pick(ctx: Context, tiles: list[str]) -> str:
    """Flip the top project card and count its cost through the tiles (module docstring)."""
    card = ctx.host.draw_project_card()
    if card is None:
        tile = tiles[ctx.host.rng.randrange(len(tiles))]
        ctx.log(msg.COLONY_PICK_RANDOM, colony=tile)
        return tile
    cost = ctx.catalog.get(card).cost
    tile = tiles[placement.card_cost_index(cost, len(tiles))]
    ctx.host.discard_project_card(card)
    ctx.log(msg.COLONY_PICK, card=card, cost=cost, count=len(tiles), colony=tile)
    return tile


def build_colony(ctx: Context) -> bool:
    """A colony on a tile picked at random among those with room and none of its (False: there is none)."""
    open_tiles = [name for name, t in ctx.host.colony_tiles().items() if t["active"]
                  and len(t["colonies"]) < COLONIES_PER_TILE and AUTOMARS not in t["colonies"]]
    if not open_tiles:
        ctx.log(msg.COLONY_NO_TILE)
        return False
    ctx.host.build_colony(pick(ctx, open_tiles))
    exchange(ctx)
    return True


def colony_built(ctx: Context, owner: str, tile: str) -> None:
    """A colony was placed (the engine tells): AutoMars's own gets 2 resources (Europa: an ocean); its
    corporation may react to any colony (C33)."""
    if owner == AUTOMARS:
        if tile == EUROPA:
            ctx.log(msg.EUROPA_OCEAN)
            if not bonuses.place_ocean(ctx):
                ctx.failed_action("oceans_max")
        else:
            store(ctx, tile, int(data()["build_resources"]))
    if ctx.corporation is not None:
        ctx.corporation.on_colony_built(ctx)


def trade(ctx: Context, card: str) -> bool:
    """Shipping Lines: trade with the open tile whose marker is furthest along (ties: one with its colony,
    then at random). False when it has no free fleet or no tile is open."""
    owned, free = ctx.host.trade_fleets()
    candidates = {name: t for name, t in ctx.host.colony_tiles().items() if t["active"] and not t["fleets"]}
    if free <= 0 or not candidates:
        ctx.log(msg.TRADE_NONE, card=card)
        return False
    top = max(t["track"] for t in candidates.values())
    tied = [name for name, t in candidates.items() if t["track"] == top]
    own = [name for name in tied if AUTOMARS in candidates[name]["colonies"]]
    tied = own or tied
    tile = tied[0] if len(tied) == 1 else pick(ctx, tied)
    ctx.log(msg.TRADE_CHOICE, colony=tile, position=top)
    ctx.lose_mc(int(data()["trade_cost_mc"]))
    ctx.host.trade(tile)
    exchange(ctx)
    return True


def trade_income(ctx: Context, tile: str) -> None:
    if tile == EUROPA:
        ctx.log(msg.EUROPA_TRADE)
        ctx.gain_tr(1)
    else:
        store(ctx, tile, int(data()["trade_resources"]))


def colony_bonus(ctx: Context, tile: str) -> None:
    """The bonus of one of its colonies when someone trades there."""
    if tile == EUROPA:
        ctx.log(msg.EUROPA_BONUS)
        ctx.gain_mc(1)
    else:
        store(ctx, tile, int(data()["colony_bonus_resources"]))


def shipping_cards(ctx: Context) -> list[str]:
    """The cards shuffled into each research phase's action deck from generation 2."""
    if not in_play(ctx) or ctx.host.generation < 2:
        return []
    owned, _free = ctx.host.trade_fleets()
    return [SHIPPING_LINES, EXTENDED_SHIPPING_LINES][:min(owned, 2)]


def stored_in(ctx: Context, resource: str) -> str | None:
    """The area that stores `resource` and holds some, if any."""
    if not in_play(ctx):
        return None
    return next((name for name, area in data()["areas"].items() if area["stores"] == resource
                 and ctx.state.shipping.get(name, 0) > 0), None)


def take_stored(ctx: Context, resource: str, amount: int) -> int | None:
    """The human removes or steals `resource` from AutoMars: from the area storing it, if it holds some
    (None: there is none, the base rule takes M€ from its supply)."""
    tile = stored_in(ctx, resource)
    if tile is None:
        return None
    taken = min(amount, ctx.state.shipping[tile])
    ctx.state.shipping[tile] -= taken
    ctx.log(msg.SHIPPING_TAKEN, amount=taken, resource=resource, colony=tile)
    return taken


def _colony_icon(ctx: Context, track: str, position: int, icon: str) -> None:
    """Utopia Planitia's "place a colony" icon: a colony as Expedited Construction builds one; none: Failed."""
    if not build_colony(ctx):
        ctx.failed_action("no_colony_tile")


tracks.EXPANSION_ICON_IN_PLAY["colony"] = lambda board: COLONIES in board.expansions
tracks.EXPANSION_ICON_HANDLERS["colony"] = _colony_icon
