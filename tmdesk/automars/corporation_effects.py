"""Continuous effects of the AutoMars corporations, by the kinds named in corporations.json.

Each function is a hook the AutoMars rules call (through `corporations.Corporation`); it reads
the parameters of the kinds the corporation's record lists and does nothing for the others.

Decisions (F = the transcription of the printed rulebook, automars_corporations.md):
* C04 / C09 / C20: every move forward of the named track pays, on a space reached before too.
* C06: the M€ AutoMars gains come out of the card while Building is below 18; a gain larger
  than the stock empties it, refills 10 and advances Building, then takes the rest.
* C08: a card the human plays advances Event once if it has a Jovian tag; AutoMars's own
  Jovian tags advance it once each. C21 / C24: the human's card counts once if it has a microbe
  tag. C24: the human chooses 2 M€ or a microbe on that card (when it holds microbes).
* C10 (F): only the human's cities pay 2 M€; AutoMars's own cities advance Event.
* C22: every pair (human tile, AutoMars tile) made adjacent by a new tile adds 1 science; with
  4 it spends them on its most advanced track below 18 (topmost on a tie).
* C29: only a first entry into space 5 or 12 (a space whose icon resolves) pushes once more.
* C35: an ocean flips the card (cube there: spend it, advance Building; none: put one).
* C36 (F): the cube answers the instruction to raise temperature or oxygen or to place an
  ocean (a track icon, a bonus card, a terraforming bonus), even at the parameter's maximum;
  never the oxygen step of a greenery. It is spent before the raise: +1 TR, +6 M€, no step.
* C42: before generations 2-5 and 10+ it claims a milestone, 6-9 funds an award; if it
  cannot, nothing happens.
* C45 (F): a card's tags include its wild and event tags when counting 2+.
* C25 (F): a blue card with an action is a project card with a printed action (I counts every card);
  its floater comes after the card is resolved, and its VP are scored with the cards'.
* C26 (F): the floater comes after the Failed Action's M€; "round start" is the start of each research
  phase (generation 2 on: the set-up floater covers generation 1, whose cards set-up deals).
* C28: 2 M€ for each step Venus is raised, by anyone, Government Intervention's (B16) included although
  AutoMars gains no M€ from that card (the card says so); a raise of 2 steps gives 4 M€, as the human
  corporation Aphrodite reads it (F; I speaks of a raise, not of steps).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from . import bonuses, milestones, placement, shipping, tracks, venus
from . import messages as msg
from .host import AUTOMARS
from .state import MAX_POSITION, TRACK_IDS, is_bonus_card

if TYPE_CHECKING:
    from .cards import ProjectCardFacts
    from .context import Context
    from .corporations import Corporation

EFFECT_KINDS = (
    "card_cost_mc", "requirement_mc", "vp_card_mc", "tag_mc", "tag_card_resource", "card_tag_tr",
    "tag_advance", "track_advance_mc", "track_advance_card", "multi_tag_card_resource",
    "single_tag_mc", "no_tag_mc", "mc_bank", "city_rewards", "markers", "adjacency_science",
    "ocean_flip", "ocean_adjacency_mc", "intercept_raise", "award_bonus", "column_push",
    "human_tag_advance", "human_tag_lose_mc", "human_tag_splice",
    # with Colonies (floaters in Titan's area without Venus Next: shipping.py)
    "action_card_floater", "action_card_vp", "failed_action_floater", "round_start_floater",
    "floaters_temperature", "colony_advance_least",
    # with Venus Next (venus.py)
    "venus_step_mc",
)  # fmt: skip


def _p(corp: Corporation, kind: str) -> dict[str, Any]:
    return corp.record.effects[kind]


CUBE_ON_CARD = {"white_cubes": msg.CORP_CUBE_ON_CARD_WHITE, "black_cubes": msg.CORP_CUBE_ON_CARD_BLACK}

# --- the card's stock --------------------------------------------------------------------------


def add_to_card(ctx: Context, resource: str, amount: int) -> None:
    stock = ctx.state.card_resources
    before = stock.get(resource, 0)
    stock[resource] = before + amount
    assert ctx.corporation is not None
    if resource in CUBE_ON_CARD:
        ctx.log(CUBE_ON_CARD[resource], corporation=ctx.corporation.name)
    else:
        ctx.log(msg.CORP_CARD_ADD, corporation=ctx.corporation.name, amount=amount, resource=resource,
                before=before, after=stock[resource])  # fmt: skip


def take_from_card(ctx: Context, resource: str, amount: int) -> int:
    stock = ctx.state.card_resources
    before = stock.get(resource, 0)
    taken = min(before, amount)
    if taken:
        stock[resource] = before - taken
        assert ctx.corporation is not None
        if resource == "white_cubes":
            ctx.log(msg.CORP_CUBE_OFF_CARD, corporation=ctx.corporation.name)
        else:
            ctx.log(msg.CORP_CARD_REMOVE, corporation=ctx.corporation.name, amount=taken, resource=resource,
                    before=before, after=stock[resource])  # fmt: skip
    return taken


def cube_to_card(ctx: Context, colour: str) -> None:
    """C43: the cube reached moves onto the card; a white and a black there: remove both, +1 temperature."""
    add_to_card(ctx, f"{colour}_cubes", 1)
    stock = ctx.state.card_resources
    if stock.get("white_cubes", 0) and stock.get("black_cubes", 0):
        stock["white_cubes"] -= 1
        stock["black_cubes"] -= 1
        assert ctx.corporation is not None
        ctx.log(msg.CORP_CUBE_PAIR, corporation=ctx.corporation.name)
        if not bonuses.raise_temperature(ctx, 1):
            ctx.failed_action("temperature_max")


# --- tracks ------------------------------------------------------------------------------------


def _reward(ctx: Context, corp: Corporation, kinds: tuple[str, str], key: str, what: str, message: str) -> None:
    """Pay M€ (first kind) and/or put a resource on the card (second kind) when `what` is listed."""
    mc_kind, card_kind = kinds
    if corp.has(mc_kind) and what in _p(corp, mc_kind)[key]:
        amount = int(_p(corp, mc_kind)["mc"])
        ctx.log(message, corporation=corp.name, amount=amount, **{key[:-1]: what})
        ctx.gain_mc(amount)
    if corp.has(card_kind) and what in _p(corp, card_kind)[key]:
        add_to_card(ctx, _p(corp, card_kind)["resource"], int(_p(corp, card_kind)["amount"]))


def on_advance(ctx: Context, corp: Corporation, track: str) -> None:
    """Every move forward of a track (C04, C09, C20)."""
    _reward(ctx, corp, ("track_advance_mc", "track_advance_card"), "tracks", track, msg.CORP_TRACK_PAYOUT)


def after_space(ctx: Context, corp: Corporation, track: str, position: int) -> None:
    if corp.has("column_push") and position in _p(corp, "column_push")["columns"]:
        ctx.log(msg.CORP_COLUMN_PUSH, corporation=corp.name, track=track, position=position)
        tracks.advance(ctx, track)


# --- resolving cards and tags -----------------------------------------------------------------


def on_tag(ctx: Context, corp: Corporation, tag: str) -> None:
    """After each tag AutoMars resolves (its starting tags included)."""
    _reward(ctx, corp, ("tag_mc", "tag_card_resource"), "tags", tag, msg.CORP_TAG_PAYOUT)
    if corp.has("tag_advance") and tag == _p(corp, "tag_advance")["tag"]:
        track = _p(corp, "tag_advance")["track"]
        ctx.log(msg.CORP_TAG_ADVANCE, corporation=corp.name, tag=tag, track=track)
        tracks.advance(ctx, track)


def on_tags(ctx: Context, corp: Corporation, tags: Sequence[str]) -> None:
    """After all the tags of one card (or the starting tags) are resolved."""
    if corp.has("card_tag_tr") and _p(corp, "card_tag_tr")["tag"] in tags:
        params = _p(corp, "card_tag_tr")
        ctx.log(msg.CORP_TAG_TR, corporation=corp.name, amount=int(params["tr"]), tag=params["tag"])
        ctx.gain_tr(int(params["tr"]))


def on_card(ctx: Context, corp: Corporation, card: ProjectCardFacts) -> None:
    """After a project card is resolved (6.1 step 5)."""
    gains = []
    if corp.has("card_cost_mc") and card.cost >= int(_p(corp, "card_cost_mc")["min_cost"]):
        gains.append(int(_p(corp, "card_cost_mc")["mc"]))
    if corp.has("requirement_mc") and card.has_requirement:
        gains.append(int(_p(corp, "requirement_mc")["mc"]))
    if corp.has("vp_card_mc") and card.has_vp and not card.negative_vp:
        gains.append(int(_p(corp, "vp_card_mc")["mc"]))
    if corp.has("single_tag_mc") and len(card.tags) == 1:
        gains.append(int(_p(corp, "single_tag_mc")["mc"]))
    for amount in gains:
        ctx.log(msg.CORPORATION_BONUS, corporation=corp.name, amount=amount, card=card.name)
        ctx.gain_mc(amount)
    if corp.has("multi_tag_card_resource") and len(card.tags) >= int(_p(corp, "multi_tag_card_resource")["min_tags"]):
        add_to_card(ctx, _p(corp, "multi_tag_card_resource")["resource"], 1)
    if corp.has("action_card_floater") and card.has_action:  # C25: a blue card with an action
        gain_floater(ctx, corp)


# --- floaters and colonies (Colonies) --------------------------------------------------------------


def gain_floater(ctx: Context, corp: Corporation) -> None:
    ctx.log(msg.CORP_FLOATER, corporation=corp.name)
    venus.gain_floaters(ctx, 1)


def on_failed_action(ctx: Context, corp: Corporation) -> None:
    if corp.has("failed_action_floater"):  # C26
        gain_floater(ctx, corp)


def round_start(ctx: Context, corp: Corporation) -> None:
    """Before the research phase of every generation (C26, C34)."""
    if corp.has("round_start_floater"):
        gain_floater(ctx, corp)


def on_floaters_spent(ctx: Context, corp: Corporation) -> None:
    if corp.has("floaters_temperature"):  # C34: every time it spends floaters for a card
        ctx.log(msg.CORP_FLOATERS_TEMPERATURE, corporation=corp.name)
        if not bonuses.raise_temperature(ctx, 1):
            ctx.failed_action("temperature_max")


def on_venus_step(ctx: Context, corp: Corporation) -> None:
    """C28: each Venus step, whoever raised it; B16's too, whose "no M€" does not reach this effect."""
    if not corp.has("venus_step_mc"):
        return
    amount = int(_p(corp, "venus_step_mc")["mc"])
    ctx.log(msg.CORP_VENUS_STEP, corporation=corp.name, amount=amount)
    held, ctx.no_gains = ctx.no_gains, False
    try:
        ctx.gain_mc(amount)
    finally:
        ctx.no_gains = held


def on_colony_built(ctx: Context, corp: Corporation) -> None:
    if corp.has("colony_advance_least"):  # C33: any colony, the human's or its own
        track = min(TRACK_IDS, key=lambda t: (ctx.state.tracks[t], TRACK_IDS.index(t)))
        ctx.log(msg.CORP_COLONY_ADVANCE, corporation=corp.name, track=track)
        tracks.advance(ctx, track)


def extra_vp(ctx: Context, corp: Corporation) -> int:
    """C25: 1 VP per card with an action in its played pile (F; I counts every card)."""
    if not corp.has("action_card_vp"):
        return 0
    return sum(1 for name in ctx.state.played_pile if name in ctx.catalog and ctx.catalog.get(name).has_action)


# --- M€ and tiles --------------------------------------------------------------------------------


def on_gain_mc(ctx: Context, corp: Corporation, amount: int) -> None:
    """C06: the M€ just gained come out of the card's stock while Building is below 18."""
    if not corp.has("mc_bank"):
        return
    params = _p(corp, "mc_bank")
    track, size = params["track"], int(params["size"])
    left = amount
    while left > 0 and ctx.state.tracks[track] < MAX_POSITION:
        left -= take_from_card(ctx, "megacredits", left)
        if ctx.state.card_resources.get("megacredits", 0) == 0:
            ctx.log(msg.CORP_CARD_REFILL, corporation=corp.name, amount=size, track=track)
            ctx.state.card_resources["megacredits"] = size
            tracks.advance(ctx, track)


def on_tile_placed(ctx: Context, corp: Corporation, space: str, tile: str, by_automars: bool) -> None:
    if corp.has("city_rewards") and tile == "city":
        params = _p(corp, "city_rewards")
        if by_automars:
            ctx.log(msg.CORP_OWN_CITY, corporation=corp.name, track=params["own_city_track"])
            tracks.advance(ctx, params["own_city_track"])
        else:
            ctx.log(msg.CORP_HUMAN_CITY, corporation=corp.name, amount=int(params["human_city_mc"]))
            ctx.gain_mc(int(params["human_city_mc"]))
    if corp.has("markers") and by_automars and space in ctx.state.markers:
        ctx.state.markers.remove(space)
        amount = int(_p(corp, "markers")["mc"])
        ctx.log(msg.CORP_MARKER_BUILD, corporation=corp.name, space=space, amount=amount)
        ctx.gain_mc(amount)
    if corp.has("markers") and not by_automars and space in ctx.state.markers:
        ctx.state.markers.remove(space)  # a tile the rules let the human put there (an ocean, Land Claim)
    if corp.has("ocean_flip") and tile == "ocean":
        if ctx.state.card_resources.get("white_cubes", 0):
            take_from_card(ctx, "white_cubes", 1)
            track = _p(corp, "ocean_flip")["track"]
            ctx.log(msg.CORP_OCEAN_FLIP, corporation=corp.name, track=track)
            tracks.advance(ctx, track)
        else:
            add_to_card(ctx, "white_cubes", 1)
    if corp.has("adjacency_science") and tile != "ocean":
        _new_borders(ctx, corp, space, by_automars)


def _new_borders(ctx: Context, corp: Corporation, space: str, by_automars: bool) -> None:
    tiles = ctx.host.tiles()
    if space not in ctx.mars.spaces:
        return
    other = "human" if by_automars else AUTOMARS
    borders = placement.count_adjacent(ctx.mars, tiles, space, ("greenery", "city", "special"), other)
    if not borders:
        return
    ctx.log(msg.CORP_BORDERS, corporation=corp.name, count=borders)
    add_to_card(ctx, "science", borders)
    spend = int(_p(corp, "adjacency_science")["spend"])
    while ctx.state.card_resources.get("science", 0) >= spend:
        open_tracks = [t for t in TRACK_IDS if ctx.state.tracks[t] < MAX_POSITION]
        if not open_tracks:
            return
        take_from_card(ctx, "science", spend)
        track = max(open_tracks, key=lambda t: (ctx.state.tracks[t], -TRACK_IDS.index(t)))
        ctx.log(msg.CORP_SPEND_ADVANCE, corporation=corp.name, track=track)
        tracks.advance(ctx, track)


def intercept_raise(ctx: Context, corp: Corporation, parameter: str) -> bool:
    """C36: spend the card's cube instead of raising `parameter`; True if it was spent."""
    if not corp.has("intercept_raise") or not ctx.state.card_resources.get("white_cubes", 0):
        return False
    params = _p(corp, "intercept_raise")
    take_from_card(ctx, "white_cubes", 1)
    ctx.log(INTERCEPT_MESSAGES[parameter], corporation=corp.name, tr=int(params["tr"]), amount=int(params["mc"]))
    ctx.gain_tr(int(params["tr"]))
    ctx.gain_mc(int(params["mc"]))
    return True


INTERCEPT_MESSAGES = {
    "temperature": msg.CORP_INTERCEPT_TEMPERATURE,
    "oxygen": msg.CORP_INTERCEPT_OXYGEN,
    "ocean": msg.CORP_INTERCEPT_OCEAN,
}


def on_human_card(ctx: Context, corp: Corporation, card: str, tags: Sequence[str]) -> None:
    """The human has played `card` (automars_corporations.md: C08, C21, C24)."""
    if corp.has("human_tag_advance") and _p(corp, "human_tag_advance")["tag"] in tags:
        params = _p(corp, "human_tag_advance")
        ctx.log(msg.CORP_HUMAN_TAG_ADVANCE, corporation=corp.name, card=card, tag=params["tag"], track=params["track"])
        tracks.advance(ctx, params["track"])
    if corp.has("human_tag_lose_mc") and _p(corp, "human_tag_lose_mc")["tag"] in tags:
        params = _p(corp, "human_tag_lose_mc")
        ctx.log(msg.CORP_HUMAN_TAG_LOSE, corporation=corp.name, card=card, tag=params["tag"], amount=int(params["mc"]))
        ctx.lose_mc(int(params["mc"]))
    if corp.has("human_tag_splice") and _p(corp, "human_tag_splice")["tag"] in tags:
        params = _p(corp, "human_tag_splice")
        ctx.log(msg.CORP_HUMAN_TAG_SPLICE, corporation=corp.name, card=card, tag=params["tag"],
                amount=int(params["mc"]), human_amount=int(params["human_mc"]))  # fmt: skip
        ctx.gain_mc(int(params["mc"]))
        ctx.host.human_splice_bonus(card, int(params["human_mc"]))


# --- before the action phase -------------------------------------------------------------------


def shuffle_into_action_deck(ctx: Context, new: list[str]) -> None:
    deck = ctx.state.action_deck + new
    ctx.host.rng.shuffle(deck)
    ctx.state.action_deck = deck


def before_action_step(ctx: Context, kind: str, args: list[str]) -> None:
    assert ctx.corporation is not None
    name = ctx.corporation.name
    state = ctx.state
    if kind == "discard_fewest_tags":  # C32
        projects = [card for card in state.action_deck if not is_bonus_card(card)]
        if projects:
            fewest = min(len(ctx.catalog.get(card).tags) for card in projects)
            card = next(card for card in projects if len(ctx.catalog.get(card).tags) == fewest)
            state.action_deck.remove(card)
            ctx.host.discard_project_card(card)
            ctx.log(msg.CORP_DISCARD_FEWEST, corporation=name, card=card)
    elif kind == "arm_cube":  # C36
        if not state.card_resources.get("white_cubes", 0):
            add_to_card(ctx, "white_cubes", 1)
    elif kind == "extra_project_cards":  # C38: count, from generation, count from then
        count = int(args[2]) if ctx.host.generation >= int(args[1]) else int(args[0])
        drawn = [card for card in (ctx.host.draw_project_card() for _ in range(count)) if card is not None]
        shuffle_into_action_deck(ctx, drawn)
        ctx.log(msg.CORP_EXTRA_CARDS, corporation=name, count=len(drawn))
    elif kind == "spend":  # C40 plants -> Plant track; C45 science -> city and 1 TR
        resource, amount, action = args[0], int(args[1]), ":".join(args[2:])
        if state.card_resources.get(resource, 0) >= amount:
            take_from_card(ctx, resource, amount)
            if action == "city_tr":
                if not bonuses.place_city(ctx):
                    ctx.log(msg.CORP_STEP_IMPOSSIBLE, corporation=name)
                ctx.gain_tr(1)
            else:
                tracks.advance(ctx, action.partition(":")[2])
    elif kind == "floater":  # C26, C34's set-up
        gain_floater(ctx, ctx.corporation)
    elif kind == "build_colony":  # C33's set-up: a colony and its 2 resources
        if not shipping.build_colony(ctx):
            ctx.log(msg.CORP_STEP_IMPOSSIBLE, corporation=name)
    elif kind == "add_colony_tile":  # C30's set-up (F): one more tile in play, drawn at random
        spare = ctx.host.spare_colony_tiles()
        if spare:
            tile = spare[ctx.host.rng.randrange(len(spare))]
            ctx.host.add_colony_tile(tile)
            ctx.log(msg.CORP_TILE_ADDED, corporation=name, colony=tile)
    elif kind == "nirgal":  # C42
        generation = ctx.host.generation
        if 2 <= generation <= 5 or generation >= 10:
            done = milestones.claim_milestone(ctx) is not None
        elif 6 <= generation <= 9:
            done = milestones.fund_award(ctx) is not None
        else:
            return
        if not done:
            ctx.log(msg.CORP_STEP_IMPOSSIBLE, corporation=name)
    else:  # pragma: no cover - the data is checked by the tests
        raise ValueError(f"unknown corporation step {kind!r}")
