"""How the bots value Colonies: a colony is an income (its bonus each time someone trades there).

Two families of bots read it. The position-evaluating levels (Normal; the solo search's look-ahead) price a colony
as an income in M€ (`income`, `colony_price`, below). The `best` level in games won on points (2-5 players,
AutoMars) prices a trade, a colony and a fleet as the points they add by the end on the player's sketch
(`trade_points`, `colony_points`, `unseen_points`, `choose_colony`, at the end of this module): a trade is taken
when its income (and the player's own colony bonuses there) is worth more than its payment and the bonuses it pays
the rivals' colonies; Build Colony when the tile's reward, its bonus at the trades to come and the step more its
floor gives the player's own trades there are worth more than 17 M€ spent otherwise; the colony goes on the tile
worth most (not the first offered). Before this the `best` level never traded (a trade was worth 0, less than
passing) and put its colonies on the first tile offered; figures in benchmarks/bots.md, "Colonies".

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


# --- games won on points (the `best` level: bots/points.py) ------------------------------------------------
# A trade, a colony and a fleet in the points they add by the end, on the player's sketch (`points.Outlook`).
# What the sketch cannot hold (card resources; the bonus the other players' colonies get) is added in points.

RIVAL_SHARE = 1.0  # share of a rival colony's bonus counted against the trader (2 players: the one rival)
FLEET_USE = 0.8  # share of the generations a fleet finds a trade worth making
OWN_SHARE = 0.5  # share of the player's own trades made at a tile where they have a colony
FLOOR_STEPS = 1  # steps a colony raises the income of a trade made where the marker starts from its floor


def _points() -> Any:
    from tmdesk.bots import points  # points imports solo, which imports this module

    return points


def _solo() -> Any:
    from tmdesk.bots import solo

    return solo


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


def effects_points(g: Game, p: PlayerState, k: Any, fx: list[dict[str, Any]], base: float) -> float:
    """The points `fx` adds to the sketch `k` (changed), the card resources among them included."""
    pts = _points()
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
    _solo().apply_effects(k, seen, pts.final_points)
    return float(pts.final_points(k)) - base + extra


def trade_points(g: Game, p: PlayerState, o: dict[str, Any], k: Any, base: float) -> float:
    """A trade option: the income of the marker's step (after the player's offset) and the player's own colony
    bonuses there, less the payment, less the bonuses it pays the other players' colonies there."""
    from tmdesk.engine.expansions.colonies_trade import income_step

    name = o["colony"]
    tile = colony_tiles.all_tiles()[name]
    owners = colony_tiles.tiles(g)[name]["colonies"]
    after = _points().clone(k)
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


def bonus_points(g: Game, p: PlayerState, k: Any, name: str) -> float:
    """One colony bonus of the tile, in points, had at the middle of the game left."""
    half = _points().clone(k, phases=k.phases // 2)
    return max(0.0, effects_points(g, p, half, list(colony_tiles.all_tiles()[name].colony_bonus),
                                   _points().final_points(half)))


def trades_at(g: Game, p: PlayerState, name: str) -> tuple[float, float]:
    """Trades a generation at tile `name`: the player's own (their fleets go where their colonies pay) and the
    other players' (their fleets spread over the open tiles)."""
    state = colony_tiles.state(g)
    tiles = max(1, len(state["tiles"]))
    own = FLEET_USE * OWN_SHARE * int(state["fleets"].get(p.name, 0))
    others = FLEET_USE * sum(int(n) for seat, n in state["fleets"].items() if seat != p.name) / tiles
    return min(1.0, own), min(1.0, others)


def colony_points(g: Game, p: PlayerState, name: str, k: Any, base: float) -> float:
    """A colony of the player's on tile `name` (its cost not paid): its build reward now; its bonus at each trade
    there to come; and a step more of income for the player's own trades there (the marker falls back to the
    number of colonies)."""
    tile = colony_tiles.all_tiles()[name]
    v = effects_points(g, p, _points().clone(k), list(tile.build), base)
    generations = float(k.phases) + 0.5  # the rest of this one, then the generations to come
    own, others = trades_at(g, p, name)
    v += generations * (own + others) * bonus_points(g, p, k, name)
    colonies = len(colony_tiles.tiles(g)[name]["colonies"])
    if colonies < colony_tiles.COLONIES_PER_TILE - 1:
        step = min(colony_tiles.TRACK_MAX, colonies + 2)  # where the marker usually is when one trades
        gain = list(tile.income(step))
        half = _points().clone(k, phases=k.phases // 2)
        before = _points().final_points(half)
        more = effects_points(g, p, _points().clone(half), gain, before)
        less = effects_points(g, p, _points().clone(half), list(tile.income(step - FLOOR_STEPS)), before)
        v += generations * own * max(0.0, more - less)
    return v


def best_colony(g: Game, p: PlayerState, k: Any, base: float, options: list[str] | None = None) -> tuple[float, str]:
    """The tile where a colony of the player's brings most (of `options`; default: where they may build)."""
    names = colony_tiles.buildable(g, p.name) if options is None else options
    return max(((colony_points(g, p, n, k, base), n) for n in names), default=(0.0, ""))


def unseen_points(g: Game, p: PlayerState, fx: Any, k: Any, base: float) -> float:
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


def typical_trade(g: Game, p: PlayerState, k: Any, base: float) -> float:
    """A trade of a later generation: the best tile's income with the marker two steps above its colonies,
    paid with M€."""
    from tmdesk.engine.expansions.colonies_trade import trade_costs

    best = float("-inf")
    for name, t in colony_tiles.tiles(g).items():
        tile = colony_tiles.all_tiles()[name]
        after = _points().clone(k, megacredits=k.megacredits - trade_costs(p)["megacredits"])
        step = min(colony_tiles.TRACK_MAX, len(t["colonies"]) + 2)
        fx = list(tile.income(step)) + t["colonies"].count(p.name) * list(tile.colony_bonus)
        best = max(best, effects_points(g, p, after, fx, base))
    return best


def choose_colony(g: Game, d: Any) -> dict[str, Any]:
    """A choice of colony tile (`decisions.SELECT_COLONY`), by the points it brings the player."""
    pts = _points()
    p = g.player(d.player)
    k = pts.sketch(g, p)
    base = pts.final_points(k)
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
