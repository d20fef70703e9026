"""Colonies: the colony tiles, their tracks, colonies and trade fleets; set-up, the solar phase's step, building
colonies, the Build Colony standard project, Terra Cimmeria's colony space and the cards' vocabulary. Trading is
in colonies_trade.py. Plugged into the core through engine/hooks.py.

No Colonies rulebook is among the project's seeds. The facts come from the open-source web edition (WEB,
terraforming-mars/terraforming-mars: `src/server/colonies/`, `src/common/constants.ts`,
`src/server/cards/colonies/BuildColonyStandardProject.ts`, `src/server/Game.ts`), checked against a second
source where one exists:

- The 11 tiles, their tracks, build rewards and colony bonuses: `resources/data/colony_tiles.json` (WEB and
  MartianZoo/solarnet's colonies.json5 agree on every number).
- Tiles in play: players + 2, and one more with 1 or 2 players (WEB ColonyDealer; boardgamesbot.com's rules
  summary: "use 5 tiles for a 2-player game"). Solo: 4 are dealt, the player leaves one out and starts with
  2 M€ production less (WEB issue #298 quoting the rulebook; MartianZoo's solo notes: "PROD[-2]"). The
  player chooses before picking a corporation (the rulebook does not say when; WEB asks after, which shows less).
  AutoMars: as for 2 players (automars_expansions.md 3).
- A tile's marker starts on step 1 (the second, highlighted step) and counts steps 0 to 6; Enceladus, Miranda
  and Titan wait, marker on their moon, until a card in play (anyone's, a corporation too) can hold microbes,
  animals or floaters (the rulebook summaries, WEB ColoniesHandler): here a tile is active whenever that holds,
  since cards never leave play (with AutoMars every tile starts active: automars_expansions.md 3).
- Building a colony (Build Colony standard project, 17 M€, or a card): on an active tile with fewer than 3
  colonies and none of the builder's unless a card allows a second; the builder gets the tile's build reward,
  and the marker moves up to the number of colonies if it was below (WEB Colony.addColony; wingboardgame.com's
  rules: "move the white marker up 1 step if necessary").
- The solar phase (after the production phase, when the game goes on; after World Government terraforming):
  the trade fleets come back and every active tile's marker moves up one step, to 6 at most (WEB
  Game.postProductionPhase and Colony.endGeneration; boardgamesbot.com: "STEP 3: Colony production").
- Terra Cimmeria's colony space: with Colonies, a tile placed there costs 5 M€ more and builds a colony; the
  space is open only to a player who can build one (WEB TerraCimmeriaNovaBoard, constants
  TERRA_CIMMERIA_COLONY_COST). The neutral player and the final greeneries neither pay nor build (placement.py).
- Cards that place a colony are not playable when no tile has room for one (WEB issue #1845).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tmdesk.engine import decisions as D
from tmdesk.engine import hooks, rules, triggers
from tmdesk.engine import messages as M
from tmdesk.engine.answers import register_answer
from tmdesk.engine.effects import (
    PRODUCTION_CREDITS,
    production_still_due,
    push_ask,
    push_effects,
    register_effect,
)
from tmdesk.engine.expansions import colonies_trade
from tmdesk.engine.expansions.colony_tiles import (
    COLONIES_PER_TILE,
    KEY,
    TRACK_MAX,
    Effect,
    all_tiles,
    buildable,
    colonies_of,
    fleets_free,
    fleets_owned,
    give_colony_bonus,
    is_active,
    new_tile,
    state,
    tiles,
    tiles_dealt,
)
from tmdesk.engine.hooks import Expansion, RequirementKind, SpaceBonus, StandardProject
from tmdesk.engine.overrides import OverrideError
from tmdesk.engine.state import AUTOMARS

if TYPE_CHECKING:
    from tmdesk.engine.game import Game
    from tmdesk.engine.state import GameConfig, PlayerState

BUILD_COLONY = "build_colony"
BUILD_COLONY_COST = 17
SOLO_PRODUCTION = -2  # M€ production of the solo player with Colonies


# --- set-up and the solar phase ----------------------------------------------------------------

def set_up(g: Game, skip_setup: bool) -> None:
    """The tiles in play (`colony_tiles`, or dealt), a trade fleet each; solo: 2 M€ production less and,
    when dealt, one of the 4 tiles to leave out."""
    s, config = g.state, g.state.config
    automars = config.mode == "automars"
    names = list(config.colony_tiles)
    if not names:
        deck = list(all_tiles())
        g.rng.shuffle(deck)
        names = deck[:tiles_dealt(2 if automars else len(s.players))]
    seats = [p.name for p in s.players] + ([AUTOMARS] if automars else [])
    s.expansion_state[KEY] = {"tiles": {n: new_tile() for n in sorted(names)}, "fleets": dict.fromkeys(seats, 1)}
    if config.solo and not skip_setup:
        s.players[0].production["megacredits"] += SOLO_PRODUCTION
        if not config.colony_tiles:
            push_ask(g, D.SELECT_COLONY, s.players[0].name, sorted(names), None, remove_colony_tile=True,
                     prompt="remove_colony_tile")


def _remove_tile(g: Game, item: dict[str, Any], name: str) -> None:
    del tiles(g)[name]
    g.log(M.L_COLONY_TILE_REMOVED, player=item["p"], colony=name)


def solar_phase(g: Game) -> None:
    """The trade fleets come back; every active tile's marker moves up one step."""
    for name, t in tiles(g).items():
        t["fleets"] = []
        if is_active(g, name):
            t["track"] = min(TRACK_MAX, t["track"] + 1)
    g.log(M.L_COLONIES_SOLAR)


# --- building colonies ---------------------------------------------------------------------------

def place_colony(g: Game, owner: str, name: str, source: str | None) -> None:
    """A colony of `owner` on the tile, its build reward (AutoMars stores resources instead), the marker
    up to the number of colonies, and the cards that react to any colony placed (Poseidon)."""
    t = tiles(g)[name]
    t["colonies"].append(owner)
    t["track"] = max(t["track"], len(t["colonies"]))
    g.log(M.L_COLONY_BUILT, player=owner, colony=name)
    triggers.fire(g, "any_player_builds_colony", owner, source, any_player=True)  # runs after the reward
    if owner != AUTOMARS:
        push_effects(g, owner, list(all_tiles()[name].build), source)
    if g.state.automars is not None:  # its own colony's resources; its corporation may react to any (C33)
        g.automars_engine.bot.colony_built(owner, name)


def _build_colony(g: Game, player: str, e: Effect, src: str | None) -> None:
    d = e["build_colony"]
    options = [n for n in buildable(g, player, bool(d.get("allow_duplicate"))) if _leaves_room(g, player, n)]
    if options:
        push_ask(g, D.SELECT_COLONY, player, options, src, build_colony=d, prompt=BUILD_COLONY)


def _build_colony_failure(g: Game, player: str, e: Effect, src: str | None, spent: dict[str, int]) -> M.Reason | None:
    if buildable(g, player, bool(e["build_colony"].get("allow_duplicate"))):
        return None
    return M.Reason(M.R_NO_COLONY_TILE, {})


def colony_production(g: Game, player: str, name: str) -> dict[str, int]:
    """The production the player's colony on the tile raises at once: the tile's build reward (Luna: 2 M€) and
    the player's own cards that react to any colony (Poseidon: 1 M€)."""
    out: dict[str, int] = {}
    own = [t for _card, t in rules.profile(g.player(player)).listeners.get("any_player_builds_colony", ())]
    for e in [*all_tiles()[name].build, *(e for t in own for e in t["effect"])]:
        for r, n in e.get("production", {}).items():
            out[r] = out.get(r, 0) + int(n)
    return out


def _leaves_room(g: Game, player: str, name: str) -> bool:
    """Whether a colony on the tile leaves room for the production drops still due on the card (Minority Refuge,
    Pioneer Settlement at -4 M€ production: only Luna, or any tile with Poseidon's step; the FAQ's ruling)."""
    due = production_still_due(g, player)
    if not any(n < 0 for n in due.values()):
        return True
    p, gain = g.player(player), colony_production(g, player, name)
    return all(p.production[r] + gain.get(r, 0) + n >= rules.floor(r) for r, n in due.items() if n < 0)


def _production_credit(g: Game, player: str, e: Effect) -> dict[str, int]:
    """The most production a colony of the player could raise now, resource by resource (effects_failure)."""
    best: dict[str, int] = {}
    for name in buildable(g, player, bool(e["build_colony"].get("allow_duplicate"))):
        for r, n in colony_production(g, player, name).items():
            best[r] = max(best.get(r, 0), n)
    return best


def _colony_chosen(g: Game, item: dict[str, Any], name: str) -> None:
    d = item["build_colony"]
    if d.get("count", 1) > 1:
        push_effects(g, item["p"], [{"build_colony": dict(d, count=d["count"] - 1)}], item.get("src"))
    place_colony(g, item["p"], name, item.get("src"))


def _colony_bonuses(g: Game, player: str, e: Effect, src: str | None) -> None:
    """Productive Outpost: the colony bonus of each of the player's colonies, tile by tile."""
    for name, t in reversed(list(tiles(g).items())):  # pushed last first: they resolve in tile order
        for _ in range(t["colonies"].count(player)):
            give_colony_bonus(g, player, name)


# --- the other card vocabulary ----------------------------------------------------------------------

def _trade_fleets(g: Game, player: str, e: Effect, src: str | None) -> None:
    for _ in range(int(e["trade_fleets"])):
        _add_fleet(g, player)
        g.log(M.L_TRADE_FLEET, player=player)


def raisable(g: Game) -> list[str]:
    return [n for n, t in tiles(g).items() if t["track"] < TRACK_MAX and is_active(g, n)]


def lowerable(g: Game) -> list[str]:
    return [n for n, t in tiles(g).items() if t["track"] > len(t["colonies"]) and is_active(g, n)]


def _track_raise_options(g: Game) -> list[str]:
    """Market Manipulation's first tile: one whose marker can go up while another's can then go down."""
    down = lowerable(g)
    return [n for n in raisable(g) if any(other != n for other in down)]


def _colony_track(g: Game, player: str, e: Effect, src: str | None) -> None:
    options = _track_raise_options(g)
    if options:
        push_ask(g, D.SELECT_COLONY, player, options, src, colony_track_up=True, prompt="colony_track_up")


def _colony_track_failure(g: Game, player: str, e: Effect, src: str | None, spent: dict[str, int]) -> M.Reason | None:
    return None if _track_raise_options(g) else M.Reason(M.R_NO_TRACK_MOVE, {})


def _track_up(g: Game, item: dict[str, Any], name: str) -> None:
    tiles(g)[name]["track"] += 1
    g.log(M.L_TRACK_UP, player=item["p"], colony=name, n=1)
    options = [n for n in lowerable(g) if n != name]
    push_ask(g, D.SELECT_COLONY, item["p"], options, item.get("src"), colony_track_down=True,
             prompt="colony_track_down")


def _track_down(g: Game, item: dict[str, Any], name: str) -> None:
    tiles(g)[name]["track"] -= 1
    g.log(M.L_TRACK_DOWN, player=item["p"], colony=name, n=1)


def _add_colony_tile(g: Game, player: str, e: Effect, src: str | None) -> None:
    """Aridor: one of the tiles not in play joins them (active at once if a card in play may hold its resource)."""
    options = [n for n in all_tiles() if n not in tiles(g)]
    if options:
        push_ask(g, D.SELECT_COLONY, player, options, src, add_colony_tile=True, prompt="add_colony_tile")


def _tile_added(g: Game, item: dict[str, Any], name: str) -> None:
    add_tile(g, name)
    g.log(M.L_COLONY_TILE_ADDED, player=item["p"], colony=name)


def add_tile(g: Game, name: str) -> None:
    """One more tile in play, its marker on step 1 (in the tiles' order)."""
    ts = tiles(g)
    ts[name] = new_tile()
    state(g)["tiles"] = dict(sorted(ts.items()))


def _count(g: Game, player: str, what: dict[str, Any]) -> int:
    """COUNT `{"colonies": "own"}` (the player's) or `{"colonies": "all"}` (every colony, AutoMars's too)."""
    return colonies_of(g, player if what["colonies"] == "own" else None)


def _requirement(g: Game, p: PlayerState, req: dict[str, Any], tolerance: int) -> M.Reason | None:
    """`{"kind": "colonies", "min"/"max": N}`: the player's own colonies."""
    n = colonies_of(g, p.name)
    if "min" in req and n < req["min"]:
        return M.Reason(M.R_COLONY_MIN_ONE, {}) if req["min"] == 1 else M.Reason(M.R_COLONIES_MIN, {"value": req["min"]})
    if "max" in req and n > req["max"]:
        return M.Reason(M.R_COLONY_MAX_ONE, {}) if req["max"] == 1 else M.Reason(M.R_COLONIES_MAX, {"value": req["max"]})
    return None


def _vp(g: Game, p: PlayerState, card: str, vp: dict[str, Any]) -> int:
    """`{"per_colony_anywhere": P, "every": K}`: P VP per K colonies in play."""
    return int(vp["per_colony_anywhere"]) * (colonies_of(g, None) // int(vp.get("every", 1)))


# --- Terra Cimmeria's colony space -----------------------------------------------------------------

def _space_open(g: Game, player: str) -> bool:
    return bool(buildable(g, player))


def _space_gain(g: Game, player: str, space: str) -> None:
    push_effects(g, player, [{"build_colony": {"count": 1}}], None)


# --- the hooks' other parts ---------------------------------------------------------------------------

def _check_config(config: GameConfig) -> str | None:
    names = config.colony_tiles
    unknown = [n for n in names if n not in all_tiles()]
    if unknown or len(set(names)) != len(names):
        return f"colony_tiles: different names among {', '.join(all_tiles())}"
    return None


def _dump(g: Game) -> dict[str, Any]:
    ts = tiles(g)
    return {KEY: {n: {"track": t["track"], "colonies": list(t["colonies"]), "fleets": list(t["fleets"])}
                  for n, t in ts.items()},
            "colony_tiles": sorted(ts)}


def _override(g: Game, value: Any) -> None:
    """`state.colonies`: tiles in play, each with any of `track`, `colonies`, `fleets` (scenario.md: given
    colonies but no track, the marker is put at least on their number)."""
    if not isinstance(value, dict):
        raise OverrideError(f"state.{KEY}: an object of colony tiles")
    seats = set(g.state.seats) | ({AUTOMARS} if g.state.config.mode == "automars" else set())
    for name, d in value.items():
        where = f"state.{KEY}.{name}"
        if name not in tiles(g):
            raise OverrideError(f"{where}: not a tile in play (setup.colony_tiles: {', '.join(tiles(g))})")
        if not isinstance(d, dict) or set(d) - {"track", "colonies", "fleets"}:
            raise OverrideError(f"{where}: an object with track, colonies, fleets")
        t = tiles(g)[name]
        for key in ("colonies", "fleets"):
            if key in d:
                owners = d[key]
                if not isinstance(owners, list) or any(o not in seats for o in owners):
                    raise OverrideError(f"{where}.{key}: a list of players")
                t[key] = list(owners)
        if len(t["colonies"]) > COLONIES_PER_TILE or len(t["fleets"]) > 1:
            raise OverrideError(f"{where}: at most {COLONIES_PER_TILE} colonies and 1 trade fleet")
        if "track" in d:
            if type(d["track"]) is not int or not len(t["colonies"]) <= d["track"] <= TRACK_MAX:
                raise OverrideError(f"{where}.track: a step from its number of colonies to {TRACK_MAX}")
            t["track"] = d["track"]
        else:
            t["track"] = max(t["track"], len(t["colonies"]))
    for seat in seats:
        state(g)["fleets"][seat] = max(fleets_owned(g, seat), fleets_owned(g, seat) - fleets_free(g, seat))


def _tiles_view(g: Game) -> dict[str, dict[str, Any]]:
    """The tiles in play as AutoMars sees them (automars.host.ColonyTile)."""
    return {name: {"track": t["track"], "colonies": list(t["colonies"]), "fleets": list(t["fleets"]),
                   "active": is_active(g, name)} for name, t in tiles(g).items()}


def _add_fleet(g: Game, seat: str) -> None:
    fleets = state(g)["fleets"]
    fleets[seat] = fleets.get(seat, 0) + 1


def _player_dump(g: Game, name: str) -> dict[str, Any]:
    return {"trade_fleets": fleets_owned(g, name)}


def _player_override(g: Game, name: str, pd: dict[str, Any]) -> None:
    if "trade_fleets" in pd:
        n = pd["trade_fleets"]
        if type(n) is not int or not 0 <= n <= 10:
            raise OverrideError(f"state.players.{name}.trade_fleets: a whole number from 0 to 10")
        state(g)["fleets"][name] = n


def _valid(value: Any) -> bool:
    """The saved part's shape (who owns what is checked against the seats by `_invariants`)."""
    if type(value) is not dict or set(value) != {"tiles", "fleets"} or type(value["fleets"]) is not dict:
        return False
    ts = value["tiles"]
    if type(ts) is not dict or any(n not in all_tiles() for n in ts):
        return False
    for t in ts.values():
        if type(t) is not dict or set(t) != {"track", "colonies", "fleets"} or type(t["track"]) is not int:
            return False
        if not all(type(t[k]) is list and all(type(o) is str for o in t[k]) for k in ("colonies", "fleets")):
            return False
    return all(type(k) is str and type(n) is int for k, n in value["fleets"].items())


def _invariants(g: Game) -> list[str]:
    out = []
    seats = set(g.state.seats)
    for name, t in tiles(g).items():
        if not len(t["colonies"]) <= t["track"] <= TRACK_MAX:
            out.append(f"{name}: marker on step {t['track']} with {len(t['colonies'])} colonies")
        if len(t["colonies"]) > COLONIES_PER_TILE or len(t["fleets"]) > 1:
            out.append(f"{name}: {len(t['colonies'])} colonies, {len(t['fleets'])} fleets")
        if not set(t["colonies"]) | set(t["fleets"]) <= seats:
            out.append(f"{name}: owners {t['colonies']} {t['fleets']}")
    for seat, n in state(g)["fleets"].items():
        if seat not in seats or n < 0 or fleets_free(g, seat) < 0:
            out.append(f"{seat}: {n} trade fleets, {fleets_free(g, seat)} free")
    if g.state.automars is not None and not set(g.state.automars.shipping) <= set(all_tiles()):
        out.append(f"AutoMars's shipping board: {sorted(g.state.automars.shipping)}")
    return out


def _register() -> None:
    hooks.register(Expansion(
        option=KEY,
        state_key=KEY,
        state_default=lambda: {"tiles": {}, "fleets": {}},
        state_check=_valid,
        check_config=_check_config,
        solar_phase=solar_phase,
        standard_projects=(StandardProject(BUILD_COLONY, BUILD_COLONY_COST, ({"build_colony": {"count": 1}},),
                                           lambda g, p: not buildable(g, p.name)),),
        dump=_dump,
        override=_override,
        invariants=_invariants,
        set_up=set_up,
        actions=colonies_trade.trade_options,
        action_handlers={"trade": colonies_trade.do_trade},
        player_keys=("trade_fleets",),
        player_dump=_player_dump,
        player_override=_player_override,
        space_bonus=SpaceBonus(_space_open, _space_gain),
        services={"colony_tiles": _tiles_view, "trade_fleets": lambda g, seat: (fleets_owned(g, seat),
                                                                                 fleets_free(g, seat)),
                  "build_colony": place_colony, "trade": colonies_trade.trade, "add_trade_fleet": _add_fleet,
                  "spare_colony_tiles": lambda g: [n for n in all_tiles() if n not in tiles(g)],
                  "add_colony_tile": add_tile},
    ))
    hooks.register_requirement(RequirementKind(KEY, _requirement, global_parameter=False))
    hooks.register_count(KEY, _count)
    hooks.register_vp("per_colony_anywhere", _vp)
    register_effect("build_colony", _build_colony, _build_colony_failure)
    PRODUCTION_CREDITS["build_colony"] = _production_credit
    register_effect("colony_track", _colony_track, _colony_track_failure)
    register_effect("colony_bonuses", _colony_bonuses)
    register_effect("trade_fleets", _trade_fleets)
    register_effect("add_colony_tile", _add_colony_tile)
    register_answer("build_colony", _colony_chosen)
    register_answer("remove_colony_tile", _remove_tile)
    register_answer("colony_track_up", _track_up)
    register_answer("colony_track_down", _track_down)
    register_answer("add_colony_tile", _tile_added)


_register()
