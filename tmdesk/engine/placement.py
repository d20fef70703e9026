"""Tile placement rules, placement bonuses, global parameters and their bonus steps.

Map rules: a map with no volcanic space (Hellas, Utopia Planitia) lets Lava Flows go on any land
space; a map with no space reserved for Noctis City places that card's city by the normal city rules.

Paid spaces (a map file's `placement_cost` with one paid bonus): Hellas's south pole costs its placer
6 M€ and gives them an ocean tile while oceans remain; Vastitas Borealis's north pole costs 4 M€ and
raises the temperature one step (TR and that step's bonus) while it is below its maximum. Only a
player able to pay is offered such a space; the M€ go first and heat (Helion) makes up the rest. A
standard project or a card counts it as a space for its tile only if the price remains once it is paid
(`has_space_after_paying`): a card whose tile then has no space is not playable where a tile with no
space blocks it (special tiles...), else it is played without it. Once its bonus can no longer be had
(9 oceans down; the temperature at +8 °C) the space costs nothing and gives nothing, since the price
buys the bonus (the web edition reads both poles so). The neutral player (solo set-up) pays and gains
nothing there, and neither does a final greenery: the game is over, nothing is terraformed any more
(so a lost solo game cannot be won by an ocean or a step bought then; the solo rules' final greeneries
raise no oxygen either).

A bonus printed for an expansion (Terra Cimmeria's colony space) is the expansion's when it is in the game
(`hooks.SpaceBonus`): the map prices it (5 M€ for the colony), and the space is open to a player only when the
expansion says so (a colony can be built: the web edition's TerraCimmeriaNovaBoard); it costs and gives nothing
to the neutral player and in the final greeneries, like the poles. Without the expansion the space is ordinary.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tmdesk.engine import messages as M
from tmdesk.engine import rules
from tmdesk.engine.board import LAND, NOCTIS, OCEAN_AREA
from tmdesk.engine.hooks import GlobalParameter, SpaceBonus, register_parameter
from tmdesk.engine.state import NEUTRAL, OCEANS_MAX, OXYGEN_MAX, TEMPERATURE_MAX, Tile

if TYPE_CHECKING:
    from collections.abc import Iterator

    from tmdesk.engine.game import Game

HEAT_BONUS_STEPS = (-24, -20)  # +1 heat production for the raiser
OCEAN_BONUS_STEP = 0  # the raiser places an ocean
OXYGEN_TEMPERATURE_STEP = 8  # the raiser also raises the temperature


def is_free(g: Game, space: str, player: str | None) -> bool:
    """No tile there, no other player's Land Claim marker, and (a paid space) the player can pay."""
    if space in g.state.tiles:
        return False
    claim = g.state.claims.get(space)
    if claim is not None and claim != player:
        return False
    if g.board.spaces[space].expansion_cost and not _expansion_bonus_open(g, space, player):
        return False
    price = space_price(g, space, player)
    return price <= 0 or rules.max_payable(g.player(player), None) >= price  # type: ignore[arg-type]


def _space_bonuses(g: Game, space: str) -> list[tuple[SpaceBonus, int]]:
    """The bonuses of the game's expansions printed on the space, with their price."""
    out = []
    for option, cost in g.board.spaces[space].expansion_cost:
        for e in g.expansions:
            if e.option == option and e.space_bonus is not None:
                out.append((e.space_bonus, cost))
    return out


def _expansion_bonus_open(g: Game, space: str, player: str | None) -> bool:
    if not g.is_player(player) or g.state.phase == "final_greenery":
        return True  # nothing to give: the space is ordinary then
    return all(bonus.open(g, player) for bonus, _cost in _space_bonuses(g, space))  # type: ignore[arg-type]


def paid_bonus_open(g: Game, bonus: str | None) -> bool:
    """Whether a paid bonus can still be had: an ocean while oceans remain, a step below +8 °C."""
    s = g.state
    if bonus == "ocean":
        return s.oceans < OCEANS_MAX
    return bonus == "temperature" and s.temperature < TEMPERATURE_MAX


def space_price(g: Game, space: str, player: str | None) -> int:
    """What placing a tile on `space` costs `player` on top of everything else (a paid space)."""
    sp = g.board.spaces[space]
    if not (sp.cost or sp.expansion_cost) or not g.is_player(player) or g.state.phase == "final_greenery":
        return 0
    return _pole_price(g, space) + sum(cost for _bonus, cost in _space_bonuses(g, space))


def _pole_price(g: Game, space: str) -> int:
    """A paid space's own price while its bonus can be had (for a player, before the final greeneries)."""
    sp = g.board.spaces[space]
    return sp.cost if sp.cost and paid_bonus_open(g, sp.paid_bonus) else 0


def _pay(g: Game, player: str, cost: int) -> None:
    """M€ first, then heat if it may pay (is_free offered the space only to a player able to pay)."""
    p = g.player(player)
    mc = min(cost, p.resources["megacredits"])
    p.resources["megacredits"] -= mc
    p.resources["heat"] -= cost - mc


def gain_expansion_bonuses(g: Game, player: str, space: str) -> None:
    """Pay for and give the bonuses the game's expansions print on the space (Terra Cimmeria's colony)."""
    if g.state.phase == "final_greenery":
        return
    for bonus, cost in _space_bonuses(g, space):
        _pay(g, player, cost)
        bonus.gain(g, player, space)


def buy_space_bonus(g: Game, player: str, space: str) -> None:
    """Pay for a paid space's bonus (M€ first, then heat if it may pay), then the ocean or the step."""
    sp = g.board.spaces[space]
    cost = _pole_price(g, space) if g.is_player(player) and g.state.phase != "final_greenery" else 0
    if not cost:
        return
    _pay(g, player, cost)
    if sp.paid_bonus == "ocean":
        g.log(M.L_SOUTH_POLE, player=player, cost=cost)
        g.bonus_ocean(player)
    else:
        g.log(M.L_NORTH_POLE, player=player, cost=cost)
        raise_temperature(g, player, 1)


def _next_to(g: Game, space: str, pred) -> bool:  # type: ignore[no-untyped-def]
    tiles = g.state.tiles
    return any(n in tiles and pred(tiles[n]) for n in g.board.adjacent[space])


def _near_owner(g: Game, owner: str) -> set[str]:
    """Every space next to a tile of `owner` (from the few tiles on the board, not from every space)."""
    adjacent = g.board.adjacent
    return {n for sid, t in g.state.tiles.items() if t.owner == owner for n in adjacent[sid]}


def _near_city(g: Game) -> set[str]:
    """Every space next to a city (from the few tiles on the board)."""
    adjacent = g.board.adjacent
    return {n for sid, t in g.state.tiles.items() if t.tile == "city" for n in adjacent[sid]}


def _priced(g: Game) -> frozenset[str]:
    """The spaces that cost their placer something (the poles; an expansion's bonus in the game, Terra
    Cimmeria's colony space): `is_free` decides those."""
    key = (g.board.name, tuple(e.option for e in g.expansions if e.space_bonus is not None))
    if key not in _PRICED:
        _PRICED[key] = frozenset(sid for sid, sp in g.board.spaces.items() if sp.cost or any(
            option in key[1] for option, _cost in sp.expansion_cost))
    return _PRICED[key]


_PRICED: dict[tuple[str, tuple[str, ...]], frozenset[str]] = {}


def has_priced_space(g: Game) -> bool:
    """Whether a space of the map costs its placer something (a pole)."""
    return bool(_priced(g))


def _free(g: Game, player: str | None, spaces: tuple[str, ...] | list[str]) -> list[str]:
    """`is_free` over many spaces, inlined: this runs for every placement and every turn's options."""
    tiles, claims, priced = g.state.tiles, g.state.claims, _priced(g)
    if not claims and not priced:  # the usual case: a space is free when it has no tile
        return [s for s in spaces if s not in tiles]
    return [s for s in spaces if s not in tiles and claims.get(s, player) == player
            and (s not in priced or is_free(g, s, player))]


def _free_iter(g: Game, player: str | None, spaces: tuple[str, ...]) -> Iterator[str]:
    """`_free`, one space at a time."""
    tiles, claims, priced = g.state.tiles, g.state.claims, _priced(g)
    return (s for s in spaces if s not in tiles and claims.get(s, player) == player
            and (s not in priced or is_free(g, s, player)))


def _land(g: Game, player: str | None) -> list[str]:
    return _free(g, player, g.board.land)


def legal_spaces(g: Game, player: str | None, tile: str, where: str = "normal") -> list[str]:
    """Every space where `player` may put this tile now (reading order).

    `where` is the card vocabulary's placement restriction (resources/data/cards/README.md).
    """
    b = g.board
    if tile == "ocean" and g.state.oceans >= OCEANS_MAX:
        return []  # after the 9th ocean, ocean placement does nothing (Artificial Lake included)
    if where == "normal":
        if tile == "ocean":
            return [s for s in b.ocean_areas if is_free(g, s, player)]
        if tile == "greenery":
            land = _land(g, player)
            near_own = _near_owner(g, player) if player else set()
            return [s for s in land if s in near_own] or land
        if tile in ("city", "capital"):
            near_city = _near_city(g)
            return [s for s in _land(g, player) if s not in near_city]
        return _land(g, player)
    if where == "land":
        return _land(g, player)
    return list(_restricted(g, player, where))


def _restricted(g: Game, player: str | None, where: str) -> Iterator[str]:
    """The spaces of a placement restriction other than "normal" and "land", one at a time in reading
    order (so that `has_legal_space` stops at the first)."""
    b, tiles = g.board, g.state.tiles
    land = _free_iter(g, player, b.land)
    if where == "ocean_space":
        return (s for s in b.ocean_areas if is_free(g, s, player))
    if where == "isolated":
        return (s for s in land if not any(n in tiles for n in b.adjacent[s]))
    if where == "volcanic":
        return (s for s in land if b.spaces[s].volcanic) if any(sp.volcanic for sp in b.spaces.values()) else land
    if where == "adjacent_to_city":
        return (s for s in land if _next_to(g, s, lambda t: t.is_city))
    if where == "adjacent_to_greenery":
        return (s for s in land if _next_to(g, s, lambda t: t.tile == "greenery"))
    if where == "adjacent_to_2_cities":
        return (s for s in land if sum(1 for n in b.adjacent[s] if n in tiles and tiles[n].is_city) >= 2)
    if where in ("steel_or_titanium_bonus", "steel_or_titanium_bonus_next_to_own_tile"):
        out = (s for s in land if {"steel", "titanium"} & set(b.spaces[s].bonus))
        if where.endswith("own_tile"):
            out = (s for s in out if _next_to(g, s, lambda t: t.owner == player))
        return out
    if where == "reserved:noctis_city":
        if not any(sp.type == NOCTIS for sp in b.spaces.values()):
            return iter(legal_spaces(g, player, "city"))
        return (s for s in b.spaces if b.spaces[s].type == NOCTIS and is_free(g, s, player))
    if where.startswith("off_mars:"):
        sid = where.split(":", 1)[1]
        return iter([sid] if sid not in tiles else [])
    raise ValueError(f"unknown placement restriction {where!r}")


def space_memo(g: Game) -> dict[tuple[Any, ...], Any]:
    """The answers of `has_legal_space` for a listing of a turn's options: those of the previous
    listing while the board is the same. The answers read only the tiles, the Land Claim markers, the
    phase (a pole is free in the final greeneries) and, on a map with a paid space, what the players
    can pay and whether the temperature is at its maximum (the north pole's step). In a game tiles are only added and a marker goes only under a tile, so the same
    dicts with the same sizes hold the same board (the dicts are kept, so that their ids stay theirs)."""
    s = g.state
    tiles, claims = s.tiles, s.claims
    priced = _priced(g)
    board = (len(tiles), len(claims), s.phase == "final_greenery",
             (tuple(rules.max_payable(p, None) for p in s.players), s.temperature >= TEMPERATURE_MAX,
              tuple(is_free(g, sid, p.name) for sid in priced for p in s.players if sid not in tiles))
             if priced else ())
    if g.space_dicts[0] is not tiles or g.space_dicts[1] is not claims or g.space_board != board:
        g.space_dicts, g.space_board, g.space_answers = (tiles, claims), board, {}
    return g.space_answers


def has_legal_space(g: Game, player: str | None, tile: str, where: str = "normal") -> bool:
    """Whether `legal_spaces` would offer anything (stops at the first space, for the hot paths).

    While a turn's options are listed (`Game.space_memo` set) the state does not change: each
    question is answered once there, or not at all while the board is as it was (`space_memo`)."""
    memo = g.space_memo
    if memo is None:
        return _has_legal_space(g, player, tile, where)
    key = (player, tile, where)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _has_legal_space(g, player, tile, where)
    return found


def _has_legal_space(g: Game, player: str | None, tile: str, where: str) -> bool:
    if where == "normal" and tile == "greenery":  # next-to-own only narrows the choice
        return _any_free(g, player, g.board.land, ())
    if where == "normal" and tile in ("city", "capital"):
        return _any_free(g, player, g.board.land, _near_city(g))
    if where in ("normal", "ocean_space") and tile == "ocean" and g.state.oceans < OCEANS_MAX:
        return _any_free(g, player, g.board.ocean_areas, ())
    if where in ("normal", "land") and tile != "ocean":  # any other tile: any free land space
        return _any_free(g, player, g.board.land, ())
    if tile == "ocean" and g.state.oceans >= OCEANS_MAX:
        return False
    if where in ("normal", "land"):
        return bool(legal_spaces(g, player, tile, where))
    return next(_restricted(g, player, where), None) is not None


def _any_free(g: Game, player: str | None, spaces: tuple[str, ...] | list[str],
              excluded: set[str] | tuple[()]) -> bool:
    """Whether one of `spaces` (but `excluded`) is free for the player (`is_free`), found by a loop that
    stops at the first."""
    tiles, claims, priced = g.state.tiles, g.state.claims, _priced(g)
    for s in spaces:
        if s not in tiles and s not in excluded and claims.get(s, player) == player and (
                s not in priced or is_free(g, s, player)):
            return True
    return False


def has_space_after_paying(g: Game, player: str, tile: str, spend: int, where: str = "normal") -> bool:
    """`has_legal_space` for a tile bought for `spend` M€ (heat counted for Helion): a standard
    project or a card and what it spends. A paid space is open then only if its price remains after
    paying, so that nobody pays for a tile with no space."""
    if not has_legal_space(g, player, tile, where):
        return False
    if not _priced(g):  # a map without such a space (Tharsis, Elysium...): nothing more to check
        return True
    left = rules.max_payable(g.player(player), None) - spend
    return any(space_price(g, s, player) <= left for s in legal_spaces(g, player, tile, where))


def place_tile(g: Game, player: str | None, space: str, tile: str, name: str | None = None,
               source: str | None = None, raise_oxygen: bool = True) -> None:
    """Put the tile down, then give TR, oxygen, placement bonuses and fire tile triggers.

    `tile` is ocean/greenery/city/special; Capital is stored as a city tile named "capital".
    """
    s = g.state
    kind = "city" if tile == "capital" or name == "capital" else tile
    s.tiles[space] = Tile(kind, None if kind == "ocean" else player, name)
    s.claims.pop(space, None)
    if kind == "ocean":
        s.last_ocean = space
    g.log(M.L_TILE, player=player or NEUTRAL, tile=name or kind, space=space)
    real = player is not None and player != NEUTRAL
    if real:
        g.placement_bonus(player, space)  # type: ignore[arg-type]
    if kind == "ocean" and real:
        g.raise_tr(player, 1)  # type: ignore[arg-type]
    if kind == "greenery" and raise_oxygen and real:
        raise_oxygen_steps(g, player, 1)  # type: ignore[arg-type]
    if player is not None and player != NEUTRAL:
        g.fire_tile_triggers(player, space, kind, source)


def raise_temperature(g: Game, player: str, steps: int) -> int:
    """Raise the temperature up to `steps` steps for `player` (TR and bonus steps). Returns steps done."""
    s = g.state
    done = 0
    for _ in range(steps):
        if s.temperature >= TEMPERATURE_MAX:
            break
        s.temperature += 2
        done += 1
        g.raise_tr(player, 1)
        g.log(M.L_TEMPERATURE, player=player, value=s.temperature)
        if s.temperature in HEAT_BONUS_STEPS:
            g.bonus_heat_production(player)
        elif s.temperature == OCEAN_BONUS_STEP:
            g.bonus_ocean(player)
    return done


def raise_oxygen_steps(g: Game, player: str, steps: int) -> int:
    s = g.state
    done = 0
    for _ in range(steps):
        if s.oxygen >= OXYGEN_MAX:
            break
        s.oxygen += 1
        done += 1
        g.raise_tr(player, 1)
        g.log(M.L_OXYGEN, player=player, value=s.oxygen)
        if s.oxygen == OXYGEN_TEMPERATURE_STEP:
            raise_temperature(g, player, 1)
    return done


def temperature_at_goal(g: Game) -> bool:
    return g.state.temperature >= TEMPERATURE_MAX


def oxygen_at_goal(g: Game) -> bool:
    return g.state.oxygen >= OXYGEN_MAX


register_parameter(GlobalParameter("temperature", raise_temperature, temperature_at_goal))
register_parameter(GlobalParameter("oxygen", raise_oxygen_steps, oxygen_at_goal))

__all__ = ["legal_spaces", "place_tile", "raise_temperature", "raise_oxygen_steps", "is_free", "LAND", "OCEAN_AREA"]
