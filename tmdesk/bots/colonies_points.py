"""The `best` level with Colonies (games won on points: 2-5 players, AutoMars): a trade, a colony and a fleet in
the points they add by the end, on the player's sketch (`points.Outlook`), plugged into `points` by its hooks.

* A trade is worth the income of the marker's step (after the player's offset) and the player's own colony bonuses
  there, less its payment, less the bonuses it pays the rivals' colonies there: taken when that is above passing.
* A colony is worth its build reward now; its bonus each time someone trades there (the player's fleets half of
  their trades, the others' spread over the tiles), for the rest of this generation and those to come; and a step
  more of income for the player's own trades there (the marker falls back to the number of colonies). Build
  Colony is that less 17 M€, compared with everything else the player may do; the colony goes on the tile worth
  most (not the first offered).
* A fleet is worth the trades it will make (a later generation's best trade, most generations).
What the sketch cannot hold (card resources; the bonus the other players' colonies get) is added in points.

Before this the `best` level never traded (a trade was priced 0, below passing), priced Build Colony at its cost
alone and put every colony on the first tile offered. Figures: benchmarks/bots.md, "Colonies".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tmdesk.bots import points, solo
from tmdesk.bots.colonies import in_play
from tmdesk.engine.expansions import colony_tiles
from tmdesk.engine.expansions.colonies_trade import income_step, trade_costs

if TYPE_CHECKING:
    from tmdesk.engine.decisions import Decision
    from tmdesk.engine.game import Game
    from tmdesk.engine.state import PlayerState

Outlook = points.Outlook

RIVAL_SHARE = 1.0  # share of a rival colony's bonus counted against the trader (2 players: the one rival)
FLEET_USE = 0.8  # share of the generations a fleet finds a trade worth making
OWN_SHARE = 0.5  # share of the player's own trades made at a tile where they have a colony
FLOOR_STEPS = 1  # steps a colony raises the income of a trade made where the marker starts from its floor


def resource_points(g: Game, p: PlayerState, kind: str | None, n: float) -> float:
    """Card resources of `kind` put on the player's best card for them: its points per resource (a card that
    does not score them: 0.1 each, for its action)."""
    best = 0.1 if any(g.cards[c].holds_resource == kind for c in p.played) else 0.0
    for c in p.played:
        card = g.cards[c]
        vp = card.vp or {}
        if card.holds_resource == kind and "per_resource_here" in vp:
            best = max(best, vp["per_resource_here"] / vp["every"])
    return best * n


def effects_points(g: Game, p: PlayerState, k: Outlook, fx: list[dict[str, Any]], base: float) -> float:
    """The points `fx` adds to the sketch `k` (changed), the card resources among them included."""
    extra = 0.0
    seen = []
    for e in fx:
        if "add_resource_to_another_card" in e:
            d = e["add_resource_to_another_card"]
            extra += resource_points(g, p, d.get("type"), d["count"])
        elif "discard_from_hand" in e:  # Pluto's bonus: the card drawn replaces the worst in hand
            k.cards -= 0.5 * e["discard_from_hand"]
        else:
            seen.append(e)
    solo.apply_effects(k, seen, points.final_points)
    return float(points.final_points(k)) - base + extra


def trade_points(g: Game, p: PlayerState, o: dict[str, Any], k: Outlook, base: float) -> float:
    """A trade option: the income of the marker's step (after the player's offset) and the player's own colony
    bonuses there, less the payment, less the bonuses it pays the other players' colonies there."""
    name = o["colony"]
    tile = colony_tiles.all_tiles()[name]
    owners = colony_tiles.tiles(g)[name]["colonies"]
    after = points.clone(k)
    for r, n in (o.get("pay") or {}).items():
        if r == "megacredits":
            after.megacredits -= n
        elif r == "titanium":
            after.titanium -= n
        else:  # energy (and Helion's heat): the sketch holds both as heat
            after.heat -= n
    fx = tile.income(income_step(g, p, name)) + owners.count(p.name) * list(tile.colony_bonus)
    v = effects_points(g, p, after, fx, base)
    rivals = [o for o in owners if o != p.name and g.is_player(o)]
    if rivals:
        v -= RIVAL_SHARE * len(rivals) * bonus_points(g, p, k, name) / max(1, len(g.state.players) - 1)
    return v


def bonus_points(g: Game, p: PlayerState, k: Outlook, name: str) -> float:
    """One colony bonus of the tile, in points, had at the middle of the game left."""
    half = points.clone(k, phases=k.phases // 2)
    return max(0.0, effects_points(g, p, half, list(colony_tiles.all_tiles()[name].colony_bonus),
                                   points.final_points(half)))


def trades_at(g: Game, p: PlayerState, name: str) -> tuple[float, float]:
    """Trades a generation at tile `name`: the player's own (their fleets go where their colonies pay) and the
    other players' (their fleets spread over the open tiles)."""
    state = colony_tiles.state(g)
    tiles = max(1, len(state["tiles"]))
    own = FLEET_USE * OWN_SHARE * int(state["fleets"].get(p.name, 0))
    others = FLEET_USE * sum(int(n) for seat, n in state["fleets"].items() if seat != p.name) / tiles
    return min(1.0, own), min(1.0, others)


def colony_points(g: Game, p: PlayerState, name: str, k: Outlook, base: float) -> float:
    """A colony of the player's on tile `name` (its cost not paid): its build reward now; its bonus at each trade
    there to come; and a step more of income for the player's own trades there (the marker falls back to the
    number of colonies)."""
    tile = colony_tiles.all_tiles()[name]
    v = effects_points(g, p, points.clone(k), list(tile.build), base)
    generations = float(k.phases) + 0.5  # the rest of this one, then the generations to come
    own, others = trades_at(g, p, name)
    v += generations * (own + others) * bonus_points(g, p, k, name)
    colonies = len(colony_tiles.tiles(g).get(name, {}).get("colonies", []))  # Aridor's choice: a tile not in play
    if colonies < colony_tiles.COLONIES_PER_TILE - 1:
        step = min(colony_tiles.TRACK_MAX, colonies + 2)  # where the marker usually is when one trades
        gain = list(tile.income(step))
        half = points.clone(k, phases=k.phases // 2)
        before = points.final_points(half)
        more = effects_points(g, p, points.clone(half), gain, before)
        less = effects_points(g, p, points.clone(half), list(tile.income(step - FLOOR_STEPS)), before)
        v += generations * own * max(0.0, more - less)
    return v


def best_colony(g: Game, p: PlayerState, k: Outlook, base: float, options: list[str] | None = None) -> tuple[float, str]:
    """The tile where a colony of the player's brings most (of `options`; default: where they may build)."""
    names = colony_tiles.buildable(g, p.name) if options is None else options
    return max(((colony_points(g, p, n, k, base), n) for n in names), default=(0.0, ""))


def unseen_points(g: Game, p: PlayerState, fx: Any, k: Outlook, base: float) -> float:
    """What Colonies' effects among `fx` add that the sketch does not hold: a colony placed, a fleet gained."""
    if not in_play(g):
        return 0.0
    v = 0.0
    for e in fx:
        if "build_colony" in e:
            v += e["build_colony"].get("count", 1) * best_colony(g, p, k, base)[0]
        elif "trade_fleets" in e:
            v += e["trade_fleets"] * k.phases * FLEET_USE * max(0.0, typical_trade(g, p, k, base))
    return v


def typical_trade(g: Game, p: PlayerState, k: Outlook, base: float) -> float:
    """A trade of a later generation: the best tile's income with the marker two steps above its colonies,
    paid with M€."""
    best = float("-inf")
    for name, t in colony_tiles.tiles(g).items():
        tile = colony_tiles.all_tiles()[name]
        after = points.clone(k, megacredits=k.megacredits - trade_costs(p)["megacredits"])
        step = min(colony_tiles.TRACK_MAX, len(t["colonies"]) + 2)
        fx = list(tile.income(step)) + t["colonies"].count(p.name) * list(tile.colony_bonus)
        best = max(best, effects_points(g, p, after, fx, base))
    return best


def choose_colony(g: Game, d: Decision) -> dict[str, Any]:
    """A choice of colony tile (`decisions.SELECT_COLONY`), by the points it brings the player."""
    p = g.player(d.player)
    k = points.sketch(g, p)
    base = points.final_points(k)
    info = d.info
    if info.get("trade_free"):
        value = {n: trade_points(g, p, {"colony": n, "pay": {}}, k, base) for n in d.options}
    elif info.get("build_colony") or info.get("add_colony_tile"):
        value = {n: colony_points(g, p, n, k, base) for n in d.options}
    elif info.get("colony_track_up") or info.get("colony_track_down"):  # up where the player has colonies;
        sign = 1 if info.get("colony_track_up") else -1  # down where the others would trade (a high marker)
        tiles = colony_tiles.tiles(g)
        value = {n: sign * tiles[n]["colonies"].count(p.name) + 0.1 * tiles[n]["track"] for n in d.options}
    else:  # the solo set-up's tile to remove: the one that would bring least
        value = {n: -colony_points(g, p, n, k, base) for n in d.options if n in colony_tiles.all_tiles()}
    return {"answer": {"colony": max(d.options, key=lambda n: value.get(n, 0.0))}}


points.OPTION_PRICES["trade"] = trade_points
points.UNSEEN.append(unseen_points)
