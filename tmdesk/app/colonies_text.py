"""Colonies in words: the tiles as the window describes them (tooltips, the trade dialog's lines, why a tile is
inactive or a trade impossible). Read from the engine's colony state; nothing here changes the game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from tmdesk.app import effects_text, i18n, log_text
from tmdesk.engine.expansions import colonies_trade
from tmdesk.engine.expansions.colony_tiles import (
    COLONIES_PER_TILE,
    KEY,
    TRACK_MAX,
    ColonyTile,
    all_tiles,
    fleets_free,
    is_active,
    tiles,
)
from tmdesk.engine.state import AUTOMARS

if TYPE_CHECKING:
    from tmdesk.engine.game import Game
    from tmdesk.engine.state import PlayerState


def _t(text: str) -> str:
    return QCoreApplication.translate("Colonies", text)


def in_play(g: Game | None) -> bool:
    return g is not None and g.state.config.colonies and KEY in g.state.expansion_state


def sentence(fx: list[dict[str, Any]]) -> str:
    """Effects as one phrase, in the order they resolve ("draw 1 card, then discard 1 card"); nothing: "nothing"."""
    if not fx:
        return _t("nothing")
    text = effects_text.effect(fx[0])
    for e in fx[1:]:
        text = _t("%1, then %2").replace("%1", text).replace("%2", effects_text.effect(e))
    return text


def inactive_reason(tile: ColonyTile) -> str:
    """Why Enceladus, Miranda or Titan waits (the rule of colonies.py's docstring)."""
    return _t("Inactive until a card in play can hold %1: no colony can be built and no trade made here yet.").replace(
        "%1", resource_plural(tile.resource))


def resource_plural(resource: str | None) -> str:
    return {"microbe": _t("microbes"), "animal": _t("animals"), "floater": _t("floaters")}.get(resource or "", "")


@dataclass
class TileView:
    """One tile as drawn: its printed facts and its state in this game."""

    name: str
    tile: ColonyTile
    track: int = 1
    colonies: list[str] = field(default_factory=list)
    fleets: list[str] = field(default_factory=list)
    active: bool = True
    in_play: bool = True  # False: a tile offered to Aridor (not on the table yet)


def views(g: Game, extra: list[str] | None = None) -> list[TileView]:
    """The tiles in play (and `extra`, tiles offered from outside the game)."""
    out = [TileView(n, all_tiles()[n], t["track"], list(t["colonies"]), list(t["fleets"]), is_active(g, n))
           for n, t in tiles(g).items()]
    return out + [TileView(n, all_tiles()[n], in_play=False) for n in extra or [] if n not in tiles(g)]


def card_lines(view: TileView) -> tuple[str, str]:
    """The title and the foot line drawn on a tile: its name (and whether it is in play and active), then its colony
    bonus and build reward, or what it waits for."""
    title = i18n.term(view.name)
    if not view.in_play:
        title += "  ·  " + _t("not in play")
    elif not view.active:
        title += "  ·  " + _t("inactive")
    if view.in_play and not view.active:
        return title, _t("Waits for a card that holds %1").replace("%1", resource_plural(view.tile.resource))
    return title, _t("Colony bonus: %1 · build: %2").replace("%1", sentence(list(view.tile.colony_bonus))).replace(
        "%2", sentence(list(view.tile.build)))


def tooltip(view: TileView, name_of: Callable[[str], str]) -> str:
    """Everything about a tile, for its tooltip."""
    t = view.tile
    lines = [i18n.term(view.name)]
    if not view.in_play:
        lines.append(_t("Not in play: choose it to put it into play, its marker on step 1."))
    elif not view.active:
        lines.append(inactive_reason(t))
    else:
        lines.append(_t("Marker on step %1: trading here now gives %2.").replace("%1", str(view.track)).replace(
            "%2", sentence(t.income(view.track))))
    lines.append(_t("Track, step by step:"))
    lines += [f"  {step}: {sentence(t.income(step))}" for step in range(TRACK_MAX + 1)]
    lines.append(_t("Colony bonus (to each colony's owner, whoever trades here): %1").replace(
        "%1", sentence(list(t.colony_bonus))))
    lines.append(_t("Building a colony here gives: %1").replace("%1", sentence(list(t.build))))
    owners = ", ".join(name_of(o) for o in view.colonies) or _t("none")
    lines.append(_t("Colonies (at most %1): %2").replace("%1", str(COLONIES_PER_TILE)).replace("%2", owners))
    if view.fleets:
        lines.append(_t("Trade fleet here this generation: %1").replace("%1", ", ".join(name_of(o) for o in view.fleets)))
    lines.append(_t("After a trade the marker goes back to the step just right of the colonies; each generation it "
                    "moves up 1 step."))
    return "\n".join(lines)


def trade_reason(g: Game, p: PlayerState) -> str | None:
    """Why the player cannot trade now (None: they can)."""
    if fleets_free(g, p.name) <= 0:
        return _t("All your trade fleets have traded this generation; they come back after the production phase.")
    if not colonies_trade.open_tiles(g):
        return _t("No colony tile is open: each holds a trade fleet already or waits for its resource.")
    if not colonies_trade.payments(p):
        costs = colonies_trade.trade_costs(p)
        return _t("You cannot pay for a trade: it costs %1 M€, %2 energy or %3 titanium.").replace(
            "%1", str(costs["megacredits"])).replace("%2", str(costs["energy"])).replace("%3", str(costs["titanium"]))
    return None


def bonus_text(owner: str, name: str) -> str:
    """What one colony's owner gets when someone trades there."""
    if owner == AUTOMARS and name != "Europa":
        return _t("%1: 1 resource on its shipping board").replace("%1", log_text.player_name(owner))
    return _t("%1: %2").replace("%1", log_text.player_name(owner)).replace(
        "%2", sentence(list(all_tiles()[name].colony_bonus)))


def shipping_text(data: dict[str, Any]) -> str:
    """Its shipping board, an area a line: "Luna 3/5 → Event track", Titan's floaters, Europa, its trade fleets;
    ◆ marks what rests on one reading (Pluto's track, the second fleet's space)."""
    t = lambda s: QCoreApplication.translate("AutoMarsBoard", s)  # noqa: E731
    view = data["board"]["shipping"]
    stored = data.get("shipping", {})
    lines = [t("Shipping board (5 resources in an area advance its track 1 step):")]
    for tile, area in view["areas"].items():
        name = i18n.term(tile)
        if area["stores"] is None:
            lines.append(t("%1: stores nothing (a colony places an ocean, a trade gives 1 TR)").replace("%1", name))
        elif area["track"] is None:
            if "venus" in data.get("tracks", {}):  # Venus Next keeps its floaters; the area is not used
                lines.append(t("%1: not used (its floaters are kept with Venus Next)").replace("%1", name))
            else:
                lines.append(t("%1: %2").replace("%1", name).replace(
                    "%2", log_text.counted(stored.get(tile, 0), "floater")))
        else:
            mark = " ◆" if tile == "Pluto" else ""
            lines.append(f"{name} {stored.get(tile, 0)}/5 → {log_text.track(area['track'])}{mark}")
    owned, free = data.get("trade_fleets", (1, 1))
    fleets = t("Trade fleets available: %1 of %2").replace("%1", str(free)).replace("%2", str(owned))
    if owned < 2:
        track, position = view["second_fleet"]
        fleets += " · " + t("the second waits on space %1 of the %2 ◆").replace("%1", str(position)).replace(
            "%2", log_text.track(track))
    colonies = t("Its colonies: %1 (drawn on the colony tiles)").replace("%1", str(data.get("colony_count", 0)))
    return "\n".join([*lines, fleets, colonies])


def shipping_details() -> str:
    """What the shipping board does, and the two points the sources disagree on."""
    t = lambda s: QCoreApplication.translate("AutoMarsBoard", s)  # noqa: E731
    return "\n".join([
        t("A colony AutoMars builds puts 2 resources in that tile's area, a trade 2 (for 1 M€), a colony bonus 1. "
          "During its turn an area with 5 or more gives back 5 and advances the track of its tag."),
        t("◆ One reading: Pluto's area advances the Science track (one AutoMars edition reads it from the printed "
          "board; the other infers the Event track)."),
        t("◆ One reading: the second trade fleet is unlocked when the counter enters space 9 of the Event track "
          "(one AutoMars edition quotes the rulebook's credits track; the other puts it on the Energy track)."),
    ])
