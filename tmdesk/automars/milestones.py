"""Milestones and awards with AutoMars's reference card (automars.md section 8) on every map.

The measures come from the board's profile (tharsis_board.json; map_profiles.json for the other
maps, whose criterion kinds it describes), parsed here with a schema check. The host is addressed
with the English names (`name_en`). On another map the human is measured as printed (`goal`: the
engine's registry), and AutoMars as its reference card says ("unchanged": as a player, through the
host). A track the board lacks (Venus without Venus Next) counts 0.

Decisions (from the spec):
* "Closest to meeting" (8.2) = fewest units the human lacks, `max(0, threshold - value)`; one
  sort by `(missing, board order)` implements the three tiebreaks.
* Mid-game comparisons (award icon, B04, B08) use `human_mid_game`; final scoring uses `human`.
* Easy E3 lowers every AutoMars award strength by 5, at final scoring too.
* Final scoring in a 2-player game: 5 VP to first place, ties share first place, no second place.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import messages as msg
from .host import AUTOMARS
from .state import TRACK_IDS

if TYPE_CHECKING:
    from .context import Context

MAX_CLAIMED_MILESTONES = 3
MAX_FUNDED_AWARDS = 3
AWARD_FIRST_PLACE_VP = 5
MILESTONE_VP = 5

_AUTOMARS_MILESTONE_KINDS = {
    "tr_at_least", "own_city_tiles_at_least", "own_greenery_tiles_at_least", "track_at_least",
    "all_tracks_at_least", "unchanged", "tracks_at_least_count", "any_track_at_least", "megacredits_at_least",
    "destroyed_bonus_cards_at_least", "tracks_each_at_least", "track_sum_at_least", "floaters_at_least",
}  # fmt: skip
_KNOWN_TRACKS = (*TRACK_IDS, "venus")  # Venus: an expansion's track, 0 while it is not in play
_HUMAN_MILESTONE_KEYS = {
    "tr_at_least": "tr",
    "own_city_tiles_at_least": "cities",
    "own_greenery_tiles_at_least": "greeneries",
    "tags_in_play_at_least": "tags:",
    "cards_in_hand_at_least": "hand",
    "goal": "goal:",
}
_AUTOMARS_AWARD_KINDS = {"own_tiles_in_play", "track_sum", "unchanged", "track", "megacredits_per",
                         "cards_cost_at_least", "cards_cost_at_most", "tr_minus", "most_advanced_track_times"}
_HUMAN_AWARD_KINDS = {"own_tiles_in_play", "production", "resources", "resources_plus_production", "tags_in_play",
                      "goal"}
_IMPROVEMENT_OPS = {"place_greenery", "advance_track", "advance_least_advanced_of", "reveal_until", "place_city",
                    "advance_most_advanced", "gain_tr", "none"}


@dataclass(frozen=True, slots=True)
class Milestone:
    id: str
    name: str
    automars: dict[str, Any]
    human: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Award:
    id: str
    name: str
    automars: dict[str, Any]
    human: dict[str, Any]
    human_mid_game: dict[str, Any]
    improvement: dict[str, Any]


def _criterion(entry: dict[str, Any], key: str, kinds: object, where: str) -> dict[str, Any]:
    value = entry.get(key)
    if not isinstance(value, dict) or value.get("kind") not in kinds:  # type: ignore[operator]
        raise ValueError(f"{where}: {key!r} must be an object with a known 'kind', not {value!r}")
    for track in [value.get("track"), *value.get("tracks", [])]:
        if track is not None and track not in _KNOWN_TRACKS:
            raise ValueError(f"{where}: {key!r}: unknown track {track!r}")
    return value


def _ordered(entries: list[Any], where: str, what: str) -> list[tuple[str, dict[str, Any]]]:
    result = []
    for index, entry in enumerate(entries):
        place = f"{where}: {what}[{index}]"
        if (
            not isinstance(entry, dict)
            or not isinstance(entry.get("id"), str)
            or not isinstance(entry.get("name_en"), str)
        ):
            raise ValueError(f"{place}: must be an object with string 'id' and 'name_en'")  # noqa: TRY004 - bad data is a ValueError (spec)
        if entry.get("board_order") != index + 1:
            raise ValueError(f"{place}: board_order must be {index + 1}, not {entry.get('board_order')!r}")
        result.append((place, entry))
    return result


def parse_milestones(entries: list[Any], where: str) -> tuple[Milestone, ...]:
    return tuple(
        Milestone(
            id=entry["id"],
            name=entry["name_en"],
            automars=_criterion(entry, "automars", _AUTOMARS_MILESTONE_KINDS, place),
            human=_criterion(entry, "human", _HUMAN_MILESTONE_KEYS, place),
        )
        for place, entry in _ordered(entries, where, "milestones")
    )


def parse_awards(entries: list[Any], where: str) -> tuple[Award, ...]:
    awards = []
    for place, entry in _ordered(entries, where, "awards"):
        improvement = entry.get("corporate_competition_improvement")
        if not isinstance(improvement, dict) or improvement.get("op") not in _IMPROVEMENT_OPS:
            raise ValueError(f"{place}: unknown corporate_competition_improvement {improvement!r}")
        awards.append(
            Award(
                id=entry["id"],
                name=entry["name_en"],
                automars=_criterion(entry, "automars", _AUTOMARS_AWARD_KINDS, place),
                human=_criterion(entry, "human", _HUMAN_AWARD_KINDS, place),
                human_mid_game=_criterion(entry if "human_mid_game" in entry else {"human_mid_game": entry.get("human")},
                                          "human_mid_game", _HUMAN_AWARD_KINDS, place),
                improvement=improvement,
            )
        )
    return tuple(awards)


# --- counting -----------------------------------------------------------------------------


def automars_tiles(ctx: Context, kind: str | None = None) -> int:
    """Tiles AutoMars owns (of `kind`, or all: cities, greeneries, the Neural Instance)."""
    return sum(
        1
        for entry in ctx.host.tiles().values()
        if entry.get("owner") == AUTOMARS and entry.get("tile") is not None and kind in (None, entry.get("tile"))
    )


def position(ctx: Context, track: str) -> int:
    """A track's position; 0 for a track the board does not have (Venus without Venus Next)."""
    return ctx.state.tracks.get(track, 0) if track in ctx.board.tracks else 0


def automars_meets(ctx: Context, milestone: Milestone) -> bool:
    """8.1, AutoMars column."""
    have, need = milestone_progress(ctx, milestone)
    return have >= need


def milestone_progress(ctx: Context, milestone: Milestone) -> tuple[int, int]:
    """What AutoMars has toward a milestone, by its rule, and what it needs (it meets it at `need`): a track's
    position, its least or most advanced track, how many tracks reach the rule's space, its M€..."""
    rule = milestone.automars
    kind = str(rule["kind"])
    if kind == "unchanged":
        return ctx.host.automars_value(milestone.name), ctx.host.human_value("goal_threshold:" + milestone.name)
    value = int(rule["value"])
    positions = [position(ctx, t) for t in ctx.board.tracks]
    have = {
        "tracks_at_least_count": lambda: sum(1 for p in positions if p >= value),
        "any_track_at_least": lambda: max(positions),
        "megacredits_at_least": lambda: ctx.state.megacredits,
        "floaters_at_least": lambda: ctx.state.floaters,  # Hoverlord (Venus Next): its floater storage
        "destroyed_bonus_cards_at_least": lambda: len(ctx.state.destroyed_bonus_cards),
        # a track of an expansion not in play (Venus without Venus Next) is left out, as its icons are: Utopia
        # Planitia's Trader then asks the two tracks the board has (our reading; the rulebook names all three)
        "tracks_each_at_least": lambda: min(position(ctx, t) for t in rule["tracks"] if t in ctx.board.tracks),
        "track_sum_at_least": lambda: sum(position(ctx, t) for t in rule["tracks"]),
        "tr_at_least": lambda: ctx.state.tr,
        "own_city_tiles_at_least": lambda: automars_tiles(ctx, "city"),
        "own_greenery_tiles_at_least": lambda: automars_tiles(ctx, "greenery"),
        "track_at_least": lambda: position(ctx, rule["track"]),
        "all_tracks_at_least": lambda: min(ctx.state.tracks[t] for t in TRACK_IDS
                                           if t not in rule.get("exclude_tracks", [])),
    }[kind]()
    return have, int(rule["count"]) if kind == "tracks_at_least_count" else value


def human_missing(ctx: Context, milestone: Milestone) -> int:
    """Units the human still lacks to meet the milestone (0 = meets it)."""
    rule = milestone.human
    key = _HUMAN_MILESTONE_KEYS[rule["kind"]]
    if key == "goal:":
        threshold = ctx.host.human_value("goal_threshold:" + milestone.name)
        return max(0, threshold - ctx.host.human_value(key + milestone.name))
    if key == "tags:":
        key += rule["tag"]
    return max(0, int(rule["value"]) - ctx.host.human_value(key))


def claimable(ctx: Context) -> list[Milestone]:
    """8.2: unclaimed milestones AutoMars meets, best first; none once 3 are claimed."""
    claimed = ctx.host.claimed_milestones()
    if len(claimed) >= MAX_CLAIMED_MILESTONES:
        return []
    candidates = [m for m in ctx.board.milestones if m.name not in claimed and automars_meets(ctx, m)]
    order = {m.id: index for index, m in enumerate(ctx.board.milestones)}
    return sorted(candidates, key=lambda m: (human_missing(ctx, m), order[m.id]))


def claim_milestone(ctx: Context) -> str | None:
    """Claim the best claimable milestone for free; its English name, or None."""
    candidates = claimable(ctx)
    if not candidates:
        return None
    name = candidates[0].name
    ctx.host.claim_milestone(name)
    ctx.log(msg.CLAIM_MILESTONE, milestone=name)
    return name


def automars_award_strength(ctx: Context, award: Award) -> int:
    """8.1 AutoMars strength, with the Easy E3 modifier and a corporation's bonus (C42)."""
    return sum(award_strength_parts(ctx, award))


def _played_costs(ctx: Context) -> list[int]:
    return [ctx.catalog.get(c).cost for c in ctx.state.played_pile if c in ctx.catalog]


def award_strength_parts(ctx: Context, award: Award) -> tuple[int, int, int]:
    """AutoMars's strength in an award by its rule, what its level adds (Easy E3) and what its corporation adds
    (C42)."""
    rule = award.automars
    kind = rule["kind"]
    if kind == "own_tiles_in_play":
        base = automars_tiles(ctx)
    elif kind == "unchanged":
        base = ctx.host.automars_value(award.name)
    elif kind == "track":
        base = position(ctx, rule["track"])
    elif kind == "megacredits_per":
        base = ctx.state.megacredits // int(rule["megacredits"])
    elif kind == "cards_cost_at_least":
        base = sum(1 for cost in _played_costs(ctx) if cost >= int(rule["value"]))
    elif kind == "cards_cost_at_most":
        base = sum(1 for cost in _played_costs(ctx) if cost <= int(rule["value"]))
    elif kind == "tr_minus":
        base = ctx.state.tr - int(rule["value"])
    elif kind == "most_advanced_track_times":
        base = max(position(ctx, t) for t in ctx.board.tracks) * int(rule["times"])
    else:
        base = sum(ctx.state.tracks[t] for t in rule["tracks"])
    bonus = ctx.corporation.award_bonus() if ctx.corporation is not None else 0
    return base + int(rule.get("plus", 0)), ctx.state.difficulty.award_strength_modifier, bonus


def human_award_strength(ctx: Context, award: Award, *, final: bool) -> int:
    """The human's strength: standard criterion at final scoring, else the mid-game one."""
    rule = award.human if final else award.human_mid_game
    kind = rule["kind"]
    value = ctx.host.human_value
    if kind == "goal":
        return value("goal:" + award.name)
    if kind == "own_tiles_in_play":
        return value("tiles")
    if kind == "tags_in_play":
        return value("tags:" + rule["tag"])
    prefixes = {"production": ("production:",), "resources": ("resources:",)}.get(kind, ("resources:", "production:"))
    return sum(value(prefix + resource) for resource in rule["resources"] for prefix in prefixes)


def award_margin(ctx: Context, award: Award) -> int:
    """AutoMars strength minus the human's mid-game strength."""
    return automars_award_strength(ctx, award) - human_award_strength(ctx, award, final=False)


def fund_award(ctx: Context) -> str | None:
    """8.3: fund for free the unfunded award with the largest margin (> 0), leftmost on ties."""
    funded = ctx.host.funded_awards()
    if len(funded) >= MAX_FUNDED_AWARDS:
        return None
    best: tuple[int, Award] | None = None
    for award in ctx.board.awards:
        if award.name in funded:
            continue
        margin = award_margin(ctx, award)
        if margin > 0 and (best is None or margin > best[0]):
            best = (margin, award)
    if best is None:
        return None
    ctx.host.fund_award(best[1].name)
    ctx.log(msg.FUND_AWARD, award=best[1].name, margin=best[0])
    return best[1].name


def award_by_name(ctx: Context, name: str) -> Award:
    for award in ctx.board.awards:
        if award.name == name:
            return award
    raise ValueError(f"AutoMars: unknown award {name!r}")


def final_award_vp(ctx: Context) -> int:
    """8.4: 5 VP for each funded award where AutoMars is first (ties share first place)."""
    return sum(
        AWARD_FIRST_PLACE_VP
        for name in ctx.host.funded_awards()
        if automars_award_strength(ctx, award := award_by_name(ctx, name))
        >= human_award_strength(ctx, award, final=True)
    )


def milestone_vp(ctx: Context) -> int:
    return MILESTONE_VP * sum(1 for owner in ctx.host.claimed_milestones().values() if owner == AUTOMARS)
