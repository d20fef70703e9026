"""AutoMars's board: the seven Tharsis tracks and their icons (automars.md section 7).

`load_board` reads `resources/data/automars/tharsis_board.json` and checks its schema; an error
names the file and the entry. `advance` is the single road for every move forward (7.2):
card tags, icons, bonus cards, corporations and the final greenery placement all use it.
`move_back` is the production decrease of section 5.3 / 7.3.

Decisions (from the spec): an expansion's icon — `venus:N`, `floater:N` (gain floaters, Venus Next or
Colonies), `colony` (Colonies), or `advance_track:` of a track the board does not have (Venus) — is
ignored without a Failed Action while its expansion is not in play (automars_expansions.md §2: "an
expansion icon on a track is ignored, with no Failed Action"); in play, its module acts (`ICON_ACTIONS`:
Colonies' floaters and colony, shipping.py), and space 9 of the Event track unlocks the second trade fleet; E1 ignores only `advance`, not
`advance_track:<id>`; a 2-step temperature icon with one step left raises one step and is not a Failed
Action.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tmdesk.paths import data_file

from . import bonuses, milestones
from . import messages as msg
from .host import COLONIES
from .milestones import Award, Milestone
from .shipping_data import second_fleet_space
from .state import BASE_BONUS_CARDS, MAX_POSITION, TRACK_IDS, VENUS_MAX_POSITION

if TYPE_CHECKING:
    from .context import Context

_ICON = re.compile(
    r"advance|advance_track:(?P<track>[a-z]+)|tr:[1-9]\d*|milestone|award|temperature:[12]"
    r"|greenery|ocean|city|venus:[12]|floater:[12]|colony"
)
EXPANSION_TRACKS = ("venus",)
"""Tracks an expansion adds to AutoMars's board; an icon may name one before the expansion is in play."""
EXPANSION_ICONS = ("venus", "floater", "colony")
# an expansion's module resolves its icons while it is in play (Venus Next: venus.py): icon kind -> whether its
# expansion is in play on this board, and what to do (ctx, track, position, icon)
EXPANSION_ICON_IN_PLAY: dict[str, Callable[[Board], bool]] = {}
EXPANSION_ICON_HANDLERS: dict[str, Callable[[Context, str, int, str], None]] = {}


@dataclass(frozen=True, slots=True)
class Track:
    id: str
    index: int
    tags: tuple[str, ...]
    production: str | None
    positions: tuple[str | None, ...]
    """Icon by position 0..18 (0..12 on Venus Next's track; None = no icon)."""

    @property
    def max_position(self) -> int:
        return len(self.positions) - 1


THARSIS = "tharsis"


@dataclass(frozen=True, slots=True)
class Board:
    """One AutoMars board side and reference card: the map's profile, read by the one resolver."""

    tracks: dict[str, Track]
    tag_to_track: dict[str, str]
    production_to_track: dict[str, str]
    milestones: tuple[Milestone, ...]
    awards: tuple[Award, ...]
    map: str = THARSIS
    corporate_competition: str = "B08"
    tiebreakers: tuple[str, ...] = ("oceans", "icons")
    """Placement tiebreakers before the revealed card's count (placement.TIEBREAKERS ids)."""
    one_source: tuple[str, ...] = ()
    """What of this side rests on one source ("tracks", "corporate_competition", "placement_tiebreakers"):
    the window marks it as one reading."""
    bonus_replacements: tuple[tuple[str, str], ...] = ()
    """Bonus cards an expansion replaces (Venus Next: B15 for B06; Colonies: B17 for B05)."""
    bonus_additions: tuple[str, ...] = ()
    """Bonus cards an expansion adds (Colonies: B18)."""
    expansions: tuple[str, ...] = ()
    """The expansions without a track of their own that this board plays with (Colonies: shipping.py)."""

    @property
    def bonus_deck(self) -> tuple[str, ...]:
        """Section 3 step 2: B01-B07 and this map's Corporate Competition card (an expansion's replacements made)."""
        replaced = dict(self.bonus_replacements)
        return tuple(replaced.get(card, card) for card in (*BASE_BONUS_CARDS, self.corporate_competition,
                                                           *self.bonus_additions))


@cache
def _profiles() -> dict[str, Any]:
    data = json.loads(data_file("automars", "map_profiles.json").read_text(encoding="utf-8"))
    return dict(data["maps"])


def maps_with_board() -> list[str]:
    """The maps AutoMars can play on: Tharsis, and those with a profile in map_profiles.json.
    Vastitas Borealis has none: its AutoMars side is not published anywhere we can read."""
    return sorted([THARSIS, *_profiles()])


def corporate_competition_maps() -> dict[str, str]:
    """Corporate Competition card -> the map whose bonus deck it belongs to ("B08": "tharsis", "B09": "hellas"...)."""
    return {load_board(map_name=name).corporate_competition: name for name in maps_with_board()}


def load_board(path: Path | None = None, map_name: str = THARSIS) -> Board:
    """The AutoMars board of `map_name` (Tharsis: tharsis_board.json, or the file at `path`; another
    map: its profile in map_profiles.json). ValueError for a map AutoMars cannot play on."""
    return _default_board(map_name) if path is None else _read_board(path)


@cache
def _default_board(map_name: str) -> Board:
    if map_name == THARSIS:
        return _read_board(data_file("automars", "tharsis_board.json"))
    if map_name not in _profiles():
        raise ValueError(f"AutoMars has no board side for {map_name}")
    profile = _profiles()[map_name]
    tracks = _read_tracks(profile, f"map_profiles.json: {map_name}")
    where = f"map_profiles.json: {map_name}"
    return Board(
        tracks=tracks,
        tag_to_track={tag: t.id for t in tracks.values() for tag in t.tags},
        production_to_track={t.production: t.id for t in tracks.values() if t.production is not None},
        milestones=milestones.parse_milestones(_get(profile, "milestones", list, where), where),
        awards=milestones.parse_awards(_get(profile, "awards", list, where), where),
        map=map_name,
        corporate_competition=str(_get(profile, "corporate_competition", str, where)),
        tiebreakers=tuple(_get(profile, "placement_tiebreakers", list, where)),
        one_source=_one_source(profile, where),
    )


ONE_SOURCE_PARTS = ("tracks", "corporate_competition", "placement_tiebreakers")


def _one_source(profile: dict[str, Any], where: str) -> tuple[str, ...]:
    parts = tuple(_get(profile, "one_source", list, where))
    unknown = [part for part in parts if part not in ONE_SOURCE_PARTS]
    if unknown:
        raise ValueError(f"{where}: one_source: unknown part(s) {unknown} (known: {list(ONE_SOURCE_PARTS)})")
    return parts


def _read_board(path: Path) -> Board:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise ValueError(f"{path}: cannot read the AutoMars board ({error})") from error
    where = path.name
    if not isinstance(data, dict):
        raise ValueError(f"{where}: the top level must be an object")  # noqa: TRY004 - bad data is a ValueError (spec)
    tracks = _read_tracks(data, where)
    tag_to_track = _mapping(data, "tag_to_track", where)
    production_to_track = _mapping(data, "production_to_track", where)
    return Board(
        tracks=tracks,
        tag_to_track=tag_to_track,
        production_to_track=production_to_track,
        milestones=milestones.parse_milestones(_get(data, "milestones", list, where), where),
        awards=milestones.parse_awards(_get(data, "awards", list, where), where),
    )


def _read_tracks(data: dict[str, Any], where: str) -> dict[str, Track]:
    entries = _get(data, "tracks", list, where)
    if len(entries) != len(TRACK_IDS):
        raise ValueError(f"{where}: tracks: expected {len(TRACK_IDS)} tracks, found {len(entries)}")
    tracks = {}
    for index, entry in enumerate(entries):
        track = read_track(entry, f"{where}: tracks[{index}]", MAX_POSITION)
        if track.index != index or track.id != TRACK_IDS[index]:
            raise ValueError(
                f"{where}: tracks[{index}]: expected id {TRACK_IDS[index]!r} with index {index}, "
                f"found {track.id!r} with index {track.index}"
            )
        tracks[track.id] = track
    for track in tracks.values():
        for position, icon in enumerate(track.positions):
            target = icon.partition(":")[2] if icon and icon.startswith("advance_track:") else None
            if target is not None and target not in tracks and target not in EXPANSION_TRACKS:
                raise ValueError(f"{where}: track {track.id!r} position {position}: unknown track {target!r}")
    return tracks


def _get(data: dict[str, Any], key: str, kind: type, where: str) -> Any:
    if key not in data:
        raise ValueError(f"{where}: missing key {key!r}")
    value = data[key]
    if not isinstance(value, kind):
        raise ValueError(f"{where}: {key!r} must be a {kind.__name__}, not {value!r}")  # noqa: TRY004 - bad data is a ValueError (spec)
    return value


def read_track(entry: object, where: str, top: int = VENUS_MAX_POSITION) -> Track:
    """One track of a board file; `top`: its last position (18, or 12 for Venus Next's track)."""
    if not isinstance(entry, dict):
        raise ValueError(f"{where}: must be an object")  # noqa: TRY004 - bad data is a ValueError (spec)
    positions = _get(entry, "positions", list, where)
    if len(positions) != top + 1:
        raise ValueError(f"{where}: positions: expected {top + 1} entries, found {len(positions)}")
    if positions[0] is not None:
        raise ValueError(f"{where}: positions[0]: the start space has no icon, found {positions[0]!r}")
    for position, icon in enumerate(positions):
        if icon is not None and not (isinstance(icon, str) and _ICON.fullmatch(icon)):
            raise ValueError(f"{where}: positions[{position}]: unknown icon {icon!r}")
    tags = _get(entry, "tags", list, where)
    production = entry.get("production")
    if production is not None and not isinstance(production, str):
        raise ValueError(f"{where}: production must be a string or null, not {production!r}")
    return Track(
        id=str(_get(entry, "id", str, where)),
        index=int(_get(entry, "index", int, where)),
        tags=tuple(str(tag) for tag in tags),
        production=production,
        positions=tuple(positions),
    )


def _mapping(data: dict[str, Any], key: str, where: str) -> dict[str, str]:
    value = _get(data, key, dict, where)
    for name, track in value.items():
        if track not in TRACK_IDS:
            raise ValueError(f"{where}: {key}[{name!r}]: unknown track {track!r}")
    return {str(name): str(track) for name, track in value.items()}


# --- moving the counters ----------------------------------------------------------------------


def advance(ctx: Context, track: str, tag: str | None = None) -> None:
    """7.2: move `track` one space and resolve the new space's icon if it is above the highest
    position reached so far. A track on 18 gives a Failed Action instead. `tag`: the card's tag
    that moves it (6.1), named in the log so that the player sees which tag moved which track."""
    state = ctx.state
    before = state.tracks[track]
    if before >= ctx.board.tracks[track].max_position:
        ctx.failed_action("end_of_track")
        return
    after = before + 1
    state.tracks[track] = after
    if tag is None:
        ctx.log(msg.TRACK_ADVANCE, track=track, before=before, after=after)
    else:
        ctx.log(msg.TAG_ADVANCE, tag=tag, track=track, before=before, after=after)
    corporation = ctx.corporation
    if corporation is not None:
        corporation.on_advance(ctx, track)
    if after <= state.reached[track]:
        ctx.log(msg.TRACK_MARKER, track=track, position=after)
        return
    state.reached[track] = after
    replaced = corporation is not None and corporation.reach_space(ctx, track, after)  # cubes first (16.4)
    icon = ctx.board.tracks[track].positions[after]
    if icon is not None and not replaced:
        ctx.log(msg.TRACK_ICON, track=track, position=after, icon=icon)
        resolve_icon(ctx, track, after, icon)
    if COLONIES in ctx.host.expansions and (track, after) == second_fleet_space() and ctx.host.trade_fleets()[0] < 2:
        ctx.host.add_trade_fleet()  # in addition to the space's icon (automars_expansions.md 3)
        ctx.log(msg.SECOND_FLEET, track=track, position=after)
    if corporation is not None:
        corporation.after_space(ctx, track, after)


def move_back(ctx: Context, track: str, spaces: int, resource: str) -> int:
    """7.3: move `track` back (not below 0); `reached` keeps the icons from firing again.
    Returns the number of spaces moved."""
    before = ctx.state.tracks[track]
    after = max(0, before - spaces)
    if after != before:
        ctx.state.tracks[track] = after
        ctx.log(msg.TRACK_BACK, track=track, before=before, after=after, resource=resource)
    return before - after


def floaters_in_play(board: Board) -> bool:
    """AutoMars keeps floaters with Venus Next (its floater storage) or Colonies (Titan's area, the same pool)."""
    return "venus" in board.tracks or COLONIES in board.expansions


def icon_in_play(board: Board, icon: str) -> bool:
    """False for an expansion's icon while its expansion is not in play (the module docstring): AutoMars
    ignores it, and the window draws it as ignored."""
    kind, _, argument = icon.partition(":")
    if kind in EXPANSION_ICONS:
        return kind in EXPANSION_ICON_IN_PLAY and EXPANSION_ICON_IN_PLAY[kind](board)
    return not (kind == "advance_track" and argument not in board.tracks)


def resolve_icon(ctx: Context, track: str, position: int, icon: str) -> None:
    """7.4: do the icon's action, or a Failed Action if it cannot be done."""
    kind, _, argument = icon.partition(":")
    if not icon_in_play(ctx.board, icon):  # an expansion not in play (the module docstring)
        ctx.log(msg.ICON_IGNORED_EXPANSION, icon=icon, track=track, position=position)
    elif kind == "advance":
        if ctx.state.difficulty.ignores_advance_counter:
            ctx.log(msg.ICON_IGNORED_EASY, track=track, position=position)
        else:
            advance(ctx, track)
    elif kind == "advance_track":
        advance(ctx, argument)
    elif kind == "tr":
        ctx.gain_tr(int(argument))
    elif kind == "milestone":
        if milestones.claim_milestone(ctx) is None:
            ctx.failed_action("no_milestone")
    elif kind == "award":
        if milestones.fund_award(ctx) is None:
            ctx.failed_action("no_award")
    elif kind == "temperature":
        if not bonuses.raise_temperature(ctx, int(argument)):
            ctx.failed_action("temperature_max")
    elif kind == "greenery":
        if not bonuses.place_greenery(ctx):
            ctx.failed_action("no_greenery_space")
    elif kind == "ocean":
        if not bonuses.place_ocean(ctx):
            ctx.failed_action("oceans_max")
    elif kind == "city":
        if not bonuses.place_city(ctx):
            ctx.failed_action("no_city_space")
    elif kind in EXPANSION_ICON_HANDLERS:  # an expansion's, in play (Venus Next: venus.py; Colonies: shipping.py)
        EXPANSION_ICON_HANDLERS[kind](ctx, track, position, icon)
    else:  # pragma: no cover - the loader rejects unknown icons
        raise ValueError(f"unknown AutoMars icon {icon!r}")
