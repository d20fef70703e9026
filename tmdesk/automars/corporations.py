"""AutoMars corporations (Corporações do AutoMarte), automars.md section 16 — optional module.

A corporation is a record of `resources/data/automars/corporations.json` (facts from
rules/automars_corporations.md, Rule Book B "Adding Corporations"): starting tags, selection
priority, set-up steps, cubes on the tracks, what it does before each action phase, the stock
its card holds, and named continuous effects. This module reads the records, draws and sets up
a corporation, fires its cubes and runs its before-action steps; `corporation_effects` holds the
continuous effects and `corporation_bonus_cards` its own bonus cards (B22-B32).

Decisions (where the sources leave a point open; F = the transcription of the printed rulebook):
* Offered: every corporation whose card prints no expansion line (37), C16 Valley Trust (its card
  prints "Prelude") in games with the Prelude expansion only (38), C25 Viron, C26 Celestic and C34
  Stormcraft with Venus Next or Colonies (their cards print both; their floaters: venus.gain_floaters,
  one pool), C27 Morning Star Inc. and C28 Aphrodite with Venus Next, C30 Aridor and C33 Poseidon
  with Colonies (`needs` in the data). C37 (Turmoil) waits for that expansion.
* 16.1: the random draw skips the corporation whose namesake the human plays. A chosen code
  whose namesake the human plays is refused (the engine asks the human to pick the other one).
* Cubes fire once, the first time the counter enters their space, before the space's icon;
  only C03's white cubes replace it ("instead"). A cube action that cannot be done is a Failed
  Action, like a track icon; a set-up or before-action step that cannot be done does nothing,
  like a bonus card.
* Starting tags resolve like a resolved card's tags, with the corporation's tag effects (C08,
  C21, C31, C40) but without the card effects (C01, C05, C17, C44, C45), which need a card.
* Recurring bonus cards (B23, B25, B28, B22, B24, B32, and B04 for C17) wait on the corporation
  card (`set_aside`) and go back there after they resolve, so a reshuffle never mixes them in.
* Selection priority picks AutoMars's draft card (16.3): a tag list compares the tags in order
  (wild tags never match), else most expensive / most tags; ties at random. The post-draft
  discard stays the rulebook's random one.
* C07 shuffles every revealed card into the bonus deck (F); C21 and C24 only the matching one,
  the others are discarded. A project card drawn from the bonus deck is resolved as a project.
* C11 (F): a white cube resolves only the first tag of the drawn card. C13 and C27 (F): 5 M€ per
  silver cube. C32: the first of the fewest-tag cards in the (shuffled) action deck.
* "Destroy Lobbyists" (C05, C27) destroys the version in the bonus deck: B15 with Venus Next (F: the
  card names no version; only one is ever in play).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from tmdesk.paths import data_file

from . import (
    bonus_cards,
    bonuses,
    cards,
    corporation_bonus_cards,  # noqa: F401 - adds the corporations' own bonus cards to bonus_cards.EFFECTS
    corporation_effects,
    tracks,
)
from . import messages as msg
from .host import COLONIES, PRELUDE, VENUS_NEXT
from .state import MAX_POSITION, TRACK_IDS, VENUS, VENUS_MAX_POSITION, is_bonus_card

if TYPE_CHECKING:
    from .cards import ProjectCardFacts
    from .context import Context

CUBE_COLOURS = ("white", "black", "silver")
PRIORITY_KINDS = ("tags", "most_expensive", "most_tags", "least_advanced_track")
SUPPORTED_EXPANSIONS: frozenset[str] = frozenset({PRELUDE, VENUS_NEXT, COLONIES})
"""Expansions tmdesk plays that an AutoMars corporation may need (Prelude: C16; Venus Next: C27, C28; Colonies: C30,
C33; either: C25, C26, C34, whose floaters go to AutoMars's floater storage, Titan's area without Venus Next)."""
NEEDS = {"venus_next_or_colonies": (VENUS_NEXT, COLONIES)}
"""A card's expansion line that more than one expansion satisfies."""
CUBE_TRACKS = {**dict.fromkeys(TRACK_IDS, MAX_POSITION), VENUS: VENUS_MAX_POSITION}
"""The tracks a cube may lie on, and their last space (C27: the Venus track)."""


@dataclass(frozen=True, slots=True)
class Cubes:
    colour: str
    track: str
    positions: tuple[int, ...]
    action: str
    instead_of_icon: bool = False


@dataclass(frozen=True, slots=True)
class Record:
    """One printed AutoMars corporation card."""

    code: str
    name: str
    namesake: str | None
    needs: str | None
    tags: tuple[str, ...]
    priority: dict[str, Any] | None
    setup: tuple[str, ...]
    cubes: tuple[Cubes, ...]
    reminders: dict[str, list[Any]]
    card: dict[str, int]
    before_action: tuple[str, ...]
    effects: dict[str, dict[str, Any]]
    bonus_card: str | None
    deck: dict[str, int] = field(default_factory=dict)
    one_reading: str | None = None

    @property
    def display_name(self) -> str:
        """The name the log shows: the namesake's card name where tmdesk has it (translated)."""
        return self.namesake or self.name

    @property
    def recurring(self) -> tuple[str, ...]:
        return tuple(op.partition(":")[2] for op in self.before_action if op.startswith("recurring:"))


@cache
def records() -> dict[str, Record]:
    """Every corporation C01-C46 by code, from corporations.json (schema-checked)."""
    path = data_file("automars", "corporations.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    result = {}
    for entry in data["corporations"]:
        record = Record(
            code=entry["code"],
            name=entry["name"],
            namesake=entry["namesake"],
            needs=entry["needs"],
            tags=tuple(entry["tags"]),
            priority=entry["priority"],
            setup=tuple(entry["setup"]),
            cubes=tuple(
                Cubes(c["colour"], c["track"], tuple(c["positions"]), c["action"], c.get("instead_of_icon", False))
                for c in entry["cubes"]
            ),
            reminders=entry["reminders"],
            card=entry["card"],
            before_action=tuple(entry["before_action"]),
            effects=entry["effects"],
            bonus_card=entry["bonus_card"],
            deck=entry["deck"],
            one_reading=entry["one_reading"],
        )
        _check(record, path.name)
        result[record.code] = record
    return result


def _check(record: Record, where: str) -> None:
    place = f"{where}: {record.code}"
    for cube in record.cubes:
        if cube.colour not in CUBE_COLOURS or cube.track not in CUBE_TRACKS:
            raise ValueError(f"{place}: bad cube {cube}")
        if not all(1 <= n <= CUBE_TRACKS[cube.track] for n in cube.positions):
            raise ValueError(f"{place}: cube positions must be 1..{CUBE_TRACKS[cube.track]}")
    if record.priority is not None and record.priority.get("kind") not in PRIORITY_KINDS:
        raise ValueError(f"{place}: unknown priority {record.priority}")
    unknown = set(record.effects) - set(corporation_effects.EFFECT_KINDS)
    if unknown:
        raise ValueError(f"{place}: unknown effects {sorted(unknown)}")


def _needs(record: Record) -> tuple[str, ...]:
    """The expansions any one of which lets this corporation be played (none: always)."""
    return () if record.needs is None else NEEDS.get(record.needs, (record.needs,))


@cache
def available(expansions: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """The corporations offered in a game with these expansions (`AutoMarsHost.expansions`; 16.1, F's
    eligibility rule), in code order."""
    return tuple(code for code, r in records().items() if not r.needs or not expansions.isdisjoint(_needs(r)))


AVAILABLE: tuple[str, ...] = available()
"""The corporations offered in a game without expansions."""


def waiting() -> dict[str, str]:
    """Corporations tmdesk cannot offer in any game yet -> the expansion they wait for."""
    return {code: str(r.needs) for code, r in records().items() if code not in available(SUPPORTED_EXPANSIONS)}


def not_offered(expansions: frozenset[str]) -> str:
    """What the corporations tmdesk plays but not with these expansions need, for a person choosing one:
    " (C16 needs prelude) (C27, C28 need venus_next)"."""
    missing: dict[str, list[str]] = {}
    offered = available(expansions)
    for code, r in records().items():
        if code not in offered and set(_needs(r)) <= SUPPORTED_EXPANSIONS:
            missing.setdefault(" or ".join(_needs(r)), []).append(code)
    return "".join(f" ({', '.join(codes)} need{'s' if len(codes) == 1 else ''} {needs})"
                   for needs, codes in missing.items())


def namesake_of(code: str) -> str | None:
    return records()[code].namesake


def check_allowed(code: str, human_corporation: str | None = None,
                  expansions: frozenset[str] = frozenset()) -> None:
    """ValueError unless `code` can be played against a human playing `human_corporation`, in a
    game with these expansions."""
    if code not in available(expansions):
        needs = records()[code].needs if code in records() else None
        reason = f"it needs {needs}" if needs else "there is no such AutoMars corporation"
        raise ValueError(f"AutoMars corporation {code!r} cannot be played: {reason}")
    if human_corporation is not None and records()[code].namesake == human_corporation:
        raise ValueError(f"AutoMars corporation {code!r} is the namesake of the human's {human_corporation}")


def choose_corporation(ctx: Context, human_corporation: str | None = None) -> str:
    """16.1 step 1: a random offered corporation (C16 only with Prelude, the others that print an expansion with it),
    never the namesake of the human's."""
    ids = [code for code in available(ctx.host.expansions)
           if human_corporation is None or records()[code].namesake != human_corporation]
    return ids[ctx.host.rng.randrange(len(ids))]


class Corporation:
    """A corporation in play: its record and the hooks the AutoMars rules call."""

    def __init__(self, record: Record) -> None:
        self.record = record
        self.id = record.code

    @property
    def name(self) -> str:
        return self.record.display_name

    def has(self, effect: str) -> bool:
        return effect in self.record.effects

    def param(self, effect: str, key: str) -> Any:
        return self.record.effects[effect][key]

    # --- set-up (16.1 steps 2-4) --------------------------------------------------------------

    def setup(self, ctx: Context) -> None:
        state = ctx.state
        state.card_resources = dict(self.record.card)
        state.cubes = {}
        for cube in self.record.cubes:
            state.cubes.setdefault(cube.track, []).extend(cube.positions)
        state.cubes = {track: sorted(spaces) for track, spaces in state.cubes.items()}
        state.set_aside = [card for card in self.record.recurring if card != "B04"]
        for op in self.record.setup:
            run_step(ctx, op)
        if self.record.tags:
            cards.resolve_tags(
                ctx, self.record.tags, lambda tag: ctx.log(msg.CORP_STARTING_TAG, corporation=self.name, tag=tag)
            )

    def setup_deck_counts(self, projects: int) -> tuple[int, int]:
        """Project and bonus cards of the set-up action deck (C12: no bonus card; C16: +1 project)."""
        deck = self.record.deck
        return projects + deck.get("setup_project_cards", 0), deck.get("setup_bonus_cards", 1)

    def research_bonus_cards(self) -> int:
        """Bonus cards of each research phase's action deck (C12: one more)."""
        return self.record.deck.get("research_bonus_cards", 1)

    # --- hooks called by the rules ---------------------------------------------------------------

    def before_action(self, ctx: Context) -> None:
        for op in self.record.before_action:
            run_step(ctx, op)

    def reach_space(self, ctx: Context, track: str, position: int) -> bool:
        """7.2 step 5: fire the cube on this space, if any. True if it replaces the icon."""
        waiting_cubes = ctx.state.cubes.get(track, [])
        if position not in waiting_cubes:
            return False
        waiting_cubes.remove(position)
        on_track = [c for c in self.record.cubes if c.track == track]
        if not on_track:  # a scenario may put cubes where the card has none: they do nothing
            return False
        cube = next((c for c in on_track if position in c.positions), on_track[0])
        ctx.log(CUBE_MESSAGES[cube.colour], corporation=self.name, track=track, position=position)
        icon = ctx.board.tracks[track].positions[position]
        if cube.instead_of_icon and icon is not None:
            ctx.log(msg.CORP_CUBE_REPLACES_ICON, corporation=self.name, track=track, position=position)
        run_cube_action(ctx, cube, track, position)
        return cube.instead_of_icon

    def after_space(self, ctx: Context, track: str, position: int) -> None:
        corporation_effects.after_space(ctx, self, track, position)

    def on_advance(self, ctx: Context, track: str) -> None:
        corporation_effects.on_advance(ctx, self, track)

    def on_tag(self, ctx: Context, tag: str) -> None:
        corporation_effects.on_tag(ctx, self, tag)

    def on_tags(self, ctx: Context, tags: Sequence[str]) -> None:
        corporation_effects.on_tags(ctx, self, tags)

    def on_project_card_resolved(self, ctx: Context, card: ProjectCardFacts) -> None:
        corporation_effects.on_card(ctx, self, card)

    def no_tag_mc(self) -> int | None:
        return int(self.param("no_tag_mc", "mc")) if self.has("no_tag_mc") else None

    def on_gain_mc(self, ctx: Context, amount: int) -> None:
        corporation_effects.on_gain_mc(ctx, self, amount)

    def ocean_adjacency_mc(self, default: int) -> int:
        return int(self.param("ocean_adjacency_mc", "mc")) if self.has("ocean_adjacency_mc") else default

    def on_tile_placed(self, ctx: Context, space: str, tile: str, by_automars: bool) -> None:
        corporation_effects.on_tile_placed(ctx, self, space, tile, by_automars)

    def intercept_raise(self, ctx: Context, parameter: str) -> bool:
        return corporation_effects.intercept_raise(ctx, self, parameter)

    def award_bonus(self) -> int:
        return int(self.param("award_bonus", "amount")) if self.has("award_bonus") else 0

    def on_human_card(self, ctx: Context, card: str, tags: Sequence[str]) -> None:
        corporation_effects.on_human_card(ctx, self, card, tags)

    def on_failed_action(self, ctx: Context) -> None:
        corporation_effects.on_failed_action(ctx, self)

    def round_start(self, ctx: Context) -> None:
        corporation_effects.round_start(ctx, self)

    def on_floaters_spent(self, ctx: Context) -> None:
        corporation_effects.on_floaters_spent(ctx, self)

    def on_venus_step(self, ctx: Context) -> None:
        corporation_effects.on_venus_step(ctx, self)

    def on_colony_built(self, ctx: Context) -> None:
        corporation_effects.on_colony_built(ctx, self)

    def extra_vp(self, ctx: Context) -> int:
        return corporation_effects.extra_vp(ctx, self)

    def draft_pick(self, ctx: Context, pile: Sequence[str]) -> str | None:
        """The card kept from a draft pile by selection priority; None = at random."""
        priority = self.record.priority
        if priority is None or priority["kind"] == "least_advanced_track":
            return None
        facts = [ctx.catalog.get(name) for name in pile]
        if priority["kind"] == "most_expensive":
            scores = [card.cost for card in facts]
        elif priority["kind"] == "most_tags":
            scores = [len(card.tags) for card in facts]
        else:
            order = list(priority["tags"])
            scores = [max((len(order) - order.index(t) for t in card.tags if t in order), default=0) for card in facts]
            if max(scores) == 0:
                return None
        best = max(scores)
        tied = [name for name, score in zip(pile, scores, strict=True) if score == best]
        return tied[ctx.host.rng.randrange(len(tied))]


def corporation_for(corporation_id: str | None, expansions: frozenset[str] = frozenset()) -> Corporation | None:
    """The corporation with this code (None for none); ValueError for one that is not offered in a game
    with these expansions."""
    if corporation_id is None:
        return None
    check_allowed(corporation_id, expansions=expansions)
    return Corporation(records()[corporation_id])


# --- steps of set-up, before the action phase, and cubes -----------------------------------------

CUBE_MESSAGES = {"white": msg.CORP_WHITE_CUBE, "black": msg.CORP_BLACK_CUBE, "silver": msg.CORP_SILVER_CUBE}
ICON_STEPS = ("temperature", "ocean", "city", "greenery", "advance_track")
PLACE = {"city": bonuses.place_city, "greenery": bonuses.place_greenery, "ocean": bonuses.place_ocean}


def _name(ctx: Context) -> str:
    assert ctx.corporation is not None
    return ctx.corporation.name


def run_cube_action(ctx: Context, cube: Cubes, track: str, position: int) -> None:
    kind, _, argument = cube.action.partition(":")
    if kind in ICON_STEPS:
        tracks.resolve_icon(ctx, track, position, cube.action)  # like a track icon: may be a Failed Action
    elif kind == "mc":
        ctx.gain_mc(int(argument))
    elif kind == "advance_least":
        tracks.advance(ctx, cards.least_advanced_track(ctx))
    elif kind == "draw_resolve_project":
        bonus_cards.draw_and_resolve_project_card(ctx)
    elif kind == "draw_resolve_bonus":
        card = bonus_cards.draw_bonus_card(ctx)
        if card is not None:
            bonus_cards.resolve_any(ctx, card)
    elif kind == "first_tag_then_temperature":
        card = ctx.host.draw_project_card()
        if card is None:
            ctx.log(msg.NO_PROJECT_CARD)
        else:
            ctx.log(msg.CORP_FIRST_TAG_ONLY, corporation=_name(ctx), card=card)
            cards.resolve_project_card(ctx, card, first_tag_only=True)
        tracks.resolve_icon(ctx, track, position, "temperature:1")
    elif kind == "to_card":
        corporation_effects.cube_to_card(ctx, cube.colour)
    else:  # pragma: no cover - the data is checked by the tests
        raise ValueError(f"unknown cube action {cube.action!r}")


def run_step(ctx: Context, op: str) -> None:
    """One set-up or before-action step of the data (`kind:arguments`)."""
    kind, _, argument = op.partition(":")
    args = argument.split(":") if argument else []
    state = ctx.state
    if kind == "mc":
        ctx.gain_mc(int(argument))
    elif kind == "tr":
        ctx.gain_tr(int(argument))
    elif kind in ("city", "greenery", "ocean"):
        if not PLACE[kind](ctx):
            ctx.log(msg.CORP_STEP_IMPOSSIBLE, corporation=_name(ctx))
    elif kind == "card":
        corporation_effects.add_to_card(ctx, args[0], int(args[1]))
    elif kind == "destroy":  # the version this game's bonus deck holds (Venus Next: B15 for B06)
        card = dict(ctx.board.bonus_replacements).get(argument, argument)
        _take_bonus_card(ctx, card)
        state.destroyed_bonus_cards.append(card)
        ctx.log(msg.BONUS_DESTROYED, card=card)
    elif kind == "set_aside":
        _take_bonus_card(ctx, argument)
        state.set_aside.append(argument)
        ctx.log(msg.CORP_SET_ASIDE, corporation=_name(ctx), card=argument)
    elif kind in ("bonus_deck", "bonus_deck_bottom"):
        _take_bonus_card(ctx, argument)
        if kind == "bonus_deck":
            state.bonus_deck.insert(ctx.host.rng.randrange(len(state.bonus_deck) + 1), argument)
        else:
            state.bonus_deck.append(argument)
        ctx.log(msg.CORP_INTO_BONUS_DECK, corporation=_name(ctx), card=argument)
    elif kind == "resolve_now":
        _take_bonus_card(ctx, argument)
        bonus_cards.resolve_bonus_card(ctx, argument)
    elif kind == "seed_bonus_deck":
        seed_bonus_deck(ctx, args[0], int(args[1]), keep_all=args[2] == "all")
    elif kind == "recurring":
        if argument in state.set_aside:
            state.set_aside.remove(argument)
            corporation_effects.shuffle_into_action_deck(ctx, [argument])
            ctx.log(msg.CORP_INTO_ACTION_DECK, corporation=_name(ctx), card=argument)
    else:
        corporation_effects.before_action_step(ctx, kind, args)


def _take_bonus_card(ctx: Context, card: str) -> None:
    """Take a bonus card out of the bonus piles or the corporation card (to destroy, resolve...)."""
    for pile in (ctx.state.bonus_deck, ctx.state.bonus_discard, ctx.state.set_aside):
        if card in pile:
            pile.remove(card)


def seed_bonus_deck(ctx: Context, tag: str, count: int, keep_all: bool) -> None:
    """C07 / C21 / C24: reveal project cards until `count` show `tag`; shuffle all of them (C07)
    or only the matching ones (C21, C24; the rest are discarded) into the bonus deck."""
    found = 0
    while found < count:
        card = ctx.host.draw_project_card()
        if card is None:
            ctx.log(msg.NO_PROJECT_CARD)
            break
        matches = tag in ctx.catalog.get(card).tags
        found += matches
        if matches or keep_all:
            state = ctx.state
            state.bonus_deck.insert(ctx.host.rng.randrange(len(state.bonus_deck) + 1), card)
            ctx.log(msg.CORP_INTO_BONUS_DECK, corporation=_name(ctx), card=card)
        else:
            ctx.host.discard_project_card(card)
            ctx.log(msg.CORP_REVEAL_DISCARD, corporation=_name(ctx), card=card)


def project_cards_held(ctx: Context) -> list[str]:
    """Project cards in the bonus deck (C07, C21, C24), for the card count."""
    return [card for card in ctx.state.bonus_deck if not is_bonus_card(card)]
