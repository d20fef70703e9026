"""Colonies: the colony tiles as data (resources/data/colony_tiles.json) and the expansion's part of the game state
(the tiles in play, their markers, colonies and trade fleets), read by colonies.py, colonies_trade.py and the app.
The facts and their sources are in colonies.py's docstring."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from tmdesk.engine import messages as M
from tmdesk.engine import rules
from tmdesk.engine.effects import push_effects, register_effect
from tmdesk.engine.state import AUTOMARS
from tmdesk.paths import data_file

if TYPE_CHECKING:
    from tmdesk.engine.game import Game
    from tmdesk.engine.state import PlayerState

KEY = "colonies"  # its part of the state and of the save; the dump's tile view has the same key
TRACK_MAX = 6  # steps 0 to 6
TRACK_START = 1
COLONIES_PER_TILE = 3

Effect = dict[str, Any]


@dataclass(frozen=True, slots=True)
class ColonyTile:
    """One colony tile as printed (colony_tiles.json)."""

    name: str
    resource: str | None  # the card resource a card in play must hold before it is active
    build: tuple[Effect, ...]  # the reward for placing a colony there
    trade_kind: str  # gain | production | draw_cards | card_resource
    trade_resource: str | None
    track: tuple[Any, ...]  # what each of the 7 steps gives (an amount; Europa: the resource of its production)
    colony_bonus: tuple[Effect, ...]  # to each colony's owner when anyone trades there

    def income(self, step: int) -> list[Effect]:
        """The trade income at this step of the track, in the card effect vocabulary."""
        value = self.track[step]
        if self.trade_kind == "production":
            return [{"production": {value: 1}}]
        if not value:
            return []
        if self.trade_kind == "gain":
            return [{"gain": {self.trade_resource: value}}]
        if self.trade_kind == "draw_cards":
            return [{"draw_cards": value}]
        return [{"add_resource_to_another_card": {"type": self.trade_resource, "count": value}}]


@cache
def data() -> dict[str, Any]:
    return json.loads(data_file("colony_tiles.json").read_text(encoding="utf-8"))  # type: ignore[no-any-return]


@cache
def all_tiles() -> dict[str, ColonyTile]:
    """The 11 tiles by name, in alphabetical order."""
    out = {}
    for t in data()["tiles"]:
        out[t["name"]] = ColonyTile(t["name"], t["resource"], tuple(t["build"]), t["trade"]["kind"],
                                    t["trade"].get("resource"), tuple(t["trade"]["track"]), tuple(t["colony_bonus"]))
    return dict(sorted(out.items()))


def tiles_dealt(players: int) -> int:
    """How many tiles set-up deals (solo: the player then leaves one out)."""
    return int(data()["dealt"][str(players)])


# --- the state ---------------------------------------------------------------------------------

def state(g: Game) -> dict[str, Any]:
    """{"tiles": {name: {"track", "colonies" (owners, in building order), "fleets" (owners)}}, "fleets": {seat: n}}"""
    return g.state.expansion_state[KEY]  # type: ignore[no-any-return]


def tiles(g: Game) -> dict[str, dict[str, Any]]:
    """The tiles in play, by name."""
    return state(g)["tiles"]  # type: ignore[no-any-return]


def new_tile() -> dict[str, Any]:
    return {"track": TRACK_START, "colonies": [], "fleets": []}


def is_active(g: Game, name: str) -> bool:
    """Whether colonies may be built and trades made there (module docstring)."""
    resource = all_tiles()[name].resource
    if resource is None or g.state.config.mode == "automars":
        return True
    return any(c.holds_resource == resource for p in g.state.players for c in rules.cards_in_play(p))


def fleets_owned(g: Game, seat: str) -> int:
    return int(state(g)["fleets"].get(seat, 0))


def fleets_free(g: Game, seat: str) -> int:
    """The seat's trade fleets on the Trade Fleets tile (not on a colony tile this generation)."""
    return fleets_owned(g, seat) - sum(int(t["fleets"].count(seat)) for t in tiles(g).values())


def colonies_of(g: Game, owner: str | None) -> int:
    """The colonies of `owner` (None: every colony in play)."""
    return sum(len(t["colonies"]) if owner is None else t["colonies"].count(owner) for t in tiles(g).values())


def buildable(g: Game, player: str, allow_duplicate: bool = False) -> list[str]:
    """The tiles where the player may place a colony now."""
    return [n for n, t in tiles(g).items() if len(t["colonies"]) < COLONIES_PER_TILE
            and (allow_duplicate or player not in t["colonies"]) and is_active(g, n)]


def trade_offset(p: PlayerState) -> int:
    """Steps the player may move a marker up before trading (Trade Envoys, Trading Colony)."""
    return sum(int(s.get("trade_offset", 0)) for s in rules.statics(p))


def trade_discount(p: PlayerState) -> int:
    """How much less a trade costs the player (Cryo Sleep, Rim Freighters), in each currency."""
    return sum(int(s.get("trade_discount", 0)) for s in rules.statics(p))



def give_colony_bonus(g: Game, owner: str, name: str, seat: str | None = None) -> None:
    """The colony bonus of one colony on the tile to its owner, pushed: it is logged and given when it resolves,
    after what is on top of it (a trade's income). An AutoMars colony's bonus (a resource in its storage) waits
    under a human `seat` (the trader); with no human seat it is given at once."""
    if owner != AUTOMARS:
        push_effects(g, owner, [{COLONY_BONUS: name}], None)
    elif seat is not None and seat != AUTOMARS:
        push_effects(g, seat, [{COLONY_BONUS: name, "owner": AUTOMARS}], None)
    else:
        g.automars_engine.bot.colony_bonus(name)


def _colony_bonus(g: Game, player: str, e: Effect, src: str | None) -> None:
    name, owner = e[COLONY_BONUS], e.get("owner", player)
    if owner == AUTOMARS:
        g.automars_engine.bot.colony_bonus(name)
        return
    g.log(M.L_COLONY_BONUS, player=owner, colony=name)
    push_effects(g, owner, list(all_tiles()[name].colony_bonus), None)


COLONY_BONUS = "colony_bonus"  # the engine's own effect (no card prints it): one colony's bonus, when it resolves
register_effect(COLONY_BONUS, _colony_bonus)
