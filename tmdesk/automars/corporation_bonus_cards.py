"""The AutoMars corporations' own bonus cards B22-B32 (automars_corporations.md, source F only).

Their effects come from one source, the transcription of the printed rulebook (F); the app
marks them "one reading of an unclear card". A recurring card goes back on its corporation card
after it resolves (bonus_cards.finish_bonus_card); B26 and B29 need Venus Next and Turmoil.

Decisions:
* B22 Settlers: candidates are empty land spaces (not reserved, not marked yet); tiebreak 9.4
  steps 1-2, then the most adjacent ocean-reserved spaces, then the card-cost count. Marking
  reserves the space for AutoMars (the engine keeps the marker like a Land Claim).
* B23 Rapid Sprouting: with a plant on the card and no legal greenery space, nothing happens
  and the plant stays.
* B25 Do It Right: B06's options (a)-(c); otherwise nothing; never destroyed.
* B27 Build, Build, Build: (a) a city on a legal space next to a human greenery (9.2 among
  those, then 9.4), then AutoMars loses 5 M€; else (b) the special tile of the earliest card in
  its played pile that has one (Capital is a city, not a special tile), on a space that card
  allows next to a human city (9.4 among them); the card is destroyed and AutoMars loses 3 M€;
  else (c) +3 M€ and the card goes back into the bonus deck.
* B30 Interface Hyperlink: keeps 2 by science tag, then cost, then number of tags, then at random.
* B32 Investors: the most advanced track is taken after the least advanced one has advanced.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from . import bonus_cards, bonuses, cards, corporation_effects, placement, tracks
from . import messages as msg
from .bonus_cards import DESTROY, DISCARD, SHUFFLE_BACK
from .state import TRACK_IDS

if TYPE_CHECKING:
    from .context import Context

DIVERSIFICATION_COST = 4
SUPPLY_AND_DEMAND_MC = 3
BUILD_CITY_COST = 5
BUILD_SPECIAL_COST = 3
BUILD_FALLBACK_MC = 3
HYPERLINK_MIN_CARDS = 2
HYPERLINK_KEEP = 2


def _corporation_name(ctx: Context) -> str:
    return ctx.corporation.name if ctx.corporation is not None else ""


def settlers(ctx: Context) -> str:
    """B22: a player marker on a free, unreserved land space (Arcadian Communities)."""
    tiles = ctx.host.tiles()
    free = [
        s.id for s in ctx.mars.ordered
        if s.is_land and placement.tile_at(tiles, s.id) is None and s.id not in ctx.state.markers
    ]  # fmt: skip
    if not free:
        ctx.log(msg.BONUS_NO_EFFECT, card="B22")
        return DISCARD
    tied = placement.keep_best(free, lambda c: placement.count_adjacent(ctx.mars, tiles, c, ("ocean",)))
    tied = placement.keep_best(tied, lambda c: placement.placement_icons(ctx.mars, c))
    tied = placement.keep_best(
        tied, lambda c: sum(1 for a in ctx.mars.spaces[c].adjacent if ctx.mars.spaces[a].is_ocean_reserved)
    )
    space = tied[0] if len(tied) == 1 else bonuses.card_cost_pick(ctx)(tied)
    ctx.state.markers.append(space)
    ctx.host.reserve_space(space)
    ctx.log(msg.CORP_MARKER, corporation=_corporation_name(ctx), space=space)
    return DISCARD


def rapid_sprouting(ctx: Context) -> str:
    """B23: a plant on the card becomes a greenery (+1 oxygen); otherwise a plant grows there."""
    if ctx.state.card_resources.get("plants", 0):
        if placement.greenery_spaces(ctx.mars, ctx.host.tiles()):
            ctx.log(msg.RAPID_SPROUTING_GREENERY)
            corporation_effects.take_from_card(ctx, "plants", 1)
            bonuses.place_greenery(ctx)
        else:
            ctx.log(msg.BONUS_NO_EFFECT, card="B23")
    else:
        ctx.log(msg.RAPID_SPROUTING_PLANT)
        corporation_effects.add_to_card(ctx, "plants", 1)
    return DISCARD


def supply_and_demand(ctx: Context) -> str:
    """B24: take 3 M€ (or what is left) from the card; an empty card advances Energy instead."""
    taken = corporation_effects.take_from_card(ctx, "megacredits", SUPPLY_AND_DEMAND_MC)
    if taken:
        ctx.gain_mc(taken)
    else:
        ctx.log(msg.SUPPLY_AND_DEMAND_EMPTY, track="energy")
        tracks.advance(ctx, "energy")
    return DISCARD


def do_it_right(ctx: Context) -> str:
    """B25: Lobbyists' options (a)-(c), otherwise nothing; never destroyed."""
    if not bonus_cards.lobbyist_options(ctx, "B25"):
        ctx.log(msg.BONUS_NO_EFFECT, card="B25")
    return DISCARD


def build_build_build(ctx: Context) -> str:
    """B27: (a) a city next to a human greenery, then −5 M€; otherwise +3 M€, back into the bonus deck."""
    tiles = ctx.host.tiles()
    spaces = [
        c for c in placement.city_spaces(ctx.mars, tiles)
        if placement.count_adjacent(ctx.mars, tiles, c, ("greenery",), "human")
    ]  # fmt: skip
    if spaces:
        best = placement.keep_best(spaces, lambda c: placement.count_adjacent(ctx.mars, tiles, c, ("greenery",)))
        ctx.log(msg.BONUS_OPTION, card="B27", option="a")
        bonuses.place_city(ctx, best)
        ctx.lose_mc(BUILD_CITY_COST)
        return DISCARD
    for card in ctx.state.played_pile:
        spaces = [
            c for c in ctx.host.special_tile_spaces(card)
            if c in ctx.mars.spaces and placement.count_adjacent(ctx.mars, tiles, c, ("city",), "human")
        ]  # fmt: skip
        if spaces:
            ctx.log(msg.BONUS_OPTION, card="B27", option="b")
            space = placement.tiebreak(ctx.mars, tiles, spaces, bonuses.card_cost_pick(ctx))
            bonuses.put_tile(ctx, space, "special", card)
            ctx.state.played_pile.remove(card)
            ctx.state.destroyed_project_cards.append(card)
            ctx.log(msg.CORP_CARD_DESTROYED, card=card)
            ctx.lose_mc(BUILD_SPECIAL_COST)
            return DISCARD
    ctx.log(msg.BUILD_BUILD_BUILD_BACK)
    ctx.gain_mc(BUILD_FALLBACK_MC)
    return SHUFFLE_BACK


def diversification(ctx: Context) -> str:
    """B28: advance the least advanced track, then lose 4 M€ if AutoMars has them."""
    track = cards.least_advanced_track(ctx)
    ctx.log(msg.DIVERSIFICATION, track=track)
    tracks.advance(ctx, track)
    if ctx.state.megacredits >= DIVERSIFICATION_COST:
        ctx.lose_mc(DIVERSIFICATION_COST)
    return DISCARD


def interface_hyperlink(ctx: Context) -> str:
    """B30: draw Energy-position cards (at least 2), resolve the best 2, discard the rest; destroyed."""
    count = max(HYPERLINK_MIN_CARDS, ctx.state.tracks["energy"])
    drawn = [card for card in (ctx.host.draw_project_card() for _ in range(count)) if card is not None]
    order = list(drawn)
    ctx.host.rng.shuffle(order)  # the last, random tiebreak

    def rank(name: str) -> tuple[int, int, int]:
        facts = ctx.catalog.get(name)
        return ("science" in facts.tags, facts.cost, len(facts.tags))

    kept = sorted(order, key=rank, reverse=True)[:HYPERLINK_KEEP]
    ctx.log(msg.INTERFACE_HYPERLINK, count=len(drawn), cards=", ".join(kept) or "-")
    for card in drawn:
        if card not in kept:
            ctx.host.discard_project_card(card)
    for card in kept:
        cards.resolve_project_card(ctx, card)
    return DESTROY


def government_subsidy(ctx: Context) -> str:
    """B31: AutoMars gains 1 TR (F)."""
    ctx.gain_tr(1)
    return DISCARD


def investors(ctx: Context) -> str:
    """B32: even generation: advance the least advanced track, move the most advanced one back;
    odd: gain M€ equal to the least advanced track's position (topmost on ties)."""
    least = cards.least_advanced_track(ctx)
    if ctx.host.generation % 2 == 0:
        ctx.log(msg.INVESTORS_EVEN, track=least)
        tracks.advance(ctx, least)
        most = max(TRACK_IDS, key=lambda t: (ctx.state.tracks[t], -TRACK_IDS.index(t)))
        ctx.log(msg.INVESTORS_BACK, track=most)
        ctx.state.tracks[most] = max(0, ctx.state.tracks[most] - 1)  # `reached` keeps its icons used (7.3)
    else:
        ctx.log(msg.INVESTORS_ODD, track=least)
        ctx.gain_mc(ctx.state.tracks[least])
    return DISCARD


CORPORATION_EFFECTS: dict[str, Callable[[Context], str]] = {
    "B22": settlers,
    "B23": rapid_sprouting,
    "B24": supply_and_demand,
    "B25": do_it_right,
    "B27": build_build_build,
    "B28": diversification,
    "B30": interface_hyperlink,
    "B31": government_subsidy,
    "B32": investors,
}

bonus_cards.EFFECTS.update(CORPORATION_EFFECTS)
