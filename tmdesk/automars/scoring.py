"""End of the game (Final do Jogo), automars.md section 13.

* Reaching generation 20 (`GENERATION_LIMIT`; 18 with Prelude, section 17) makes the human lose at once.
* Final greenery placement: for each track, top to bottom, whose next space is an unused
  greenery icon, AutoMars advances onto it and resolves it (13.2).
* Scoring: TR, milestones, awards (AutoMars strengths), 1 VP per own greenery, 1 VP per
  greenery next to each own city, no card VP (Hard H1: 1 VP per played card without a negative
  VP icon), the Neural Instance, and M€ converted by the final generation. Ties go to AutoMars.

Decisions: a space next to the Neural Instance scores when it is "empty or with an AutoMars tile"
(seed 004, 13.3 step 3), read literally: an ocean or a neutral tile, which AutoMars does not own
(automars.md: "oceans are neutral as usual"), does not score; the final greenery placement takes placement bonuses and a missing space is a Failed Action
(both from the spec, 13.2) — so the M€ it brings count in the M€ conversion.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import messages as msg
from . import milestones, placement, tracks
from .host import AUTOMARS, PRELUDE
from .state import MAX_POSITION, TRACK_IDS

if TYPE_CHECKING:
    from .context import Context

GENERATION_LIMIT = 20
GENERATION_LIMIT_PRELUDE = 18
MAX_MC_PER_VP = 8


def generation_limit(prelude: bool = False) -> int:
    """13.1; with Prelude the limit and the M€ table shift by two generations (section 17)."""
    return GENERATION_LIMIT_PRELUDE if prelude else GENERATION_LIMIT


def generation_limit_reached(generation: int, prelude: bool = False) -> bool:
    """13.1: the game has reached generation 20 (18 with Prelude): AutoMars wins at once."""
    return generation >= generation_limit(prelude)


def mc_per_vp(generation: int, prelude: bool = False) -> int | None:
    """13.3 step 4: M€ per VP for the final generation; None from the generation limit (AutoMars wins).

    Without Prelude: up to 12 -> 8, 13 -> 7, ... 19 -> 1; with Prelude: up to 10 -> 8, 11 -> 7, ... 17 -> 1."""
    limit = generation_limit(prelude)
    if generation >= limit:
        return None
    return min(MAX_MC_PER_VP, limit - generation)


def megacredit_vp(megacredits: int, generation: int, prelude: bool = False) -> int:
    """`floor(M€ / mc_per_vp)`."""
    rate = mc_per_vp(generation, prelude)
    if rate is None:
        raise ValueError(f"generation {generation}: the game cannot be scored, AutoMars has already won")
    return megacredits // rate


def automars_wins(automars_total: int, human_total: int) -> bool:
    """The human wins only with more points: a tie goes to AutoMars."""
    return automars_total >= human_total


def final_greenery_placement(ctx: Context) -> None:
    """13.2: at most one greenery per track, in track order."""
    state = ctx.state
    for track in TRACK_IDS:
        nxt = state.tracks[track] + 1
        unused = state.reached[track] < nxt <= MAX_POSITION
        if unused and ctx.board.tracks[track].positions[nxt] == "greenery":
            ctx.log(msg.FINAL_GREENERY, track=track)
            tracks.advance(ctx, track)


def neural_instance_vp(ctx: Context) -> int:
    """13.3 step 3: 1 VP per neighbour of the tile that is empty or holds an AutoMars tile."""
    space = ctx.state.neural_instance
    if space is None:
        return 0
    tiles = ctx.host.tiles()
    return sum(
        1
        for neighbour in ctx.mars.spaces[space].adjacent
        if placement.tile_at(tiles, neighbour) is None or placement.owner_at(tiles, neighbour) == AUTOMARS
    )


def greenery_and_city_vp(ctx: Context) -> tuple[int, int]:
    """1 VP per AutoMars greenery; 1 VP per greenery (any owner) next to each AutoMars city."""
    tiles = ctx.host.tiles()
    greenery = cities = 0
    for space_id, entry in tiles.items():
        if entry.get("owner") != AUTOMARS:
            continue
        if entry.get("tile") == "greenery":
            greenery += 1
        elif entry.get("tile") == "city" and space_id in ctx.mars.spaces:
            cities += placement.count_adjacent(ctx.mars, tiles, space_id, ("greenery",))
    return greenery, cities


def played_cards_vp(ctx: Context) -> int:
    """Hard H1: 1 VP per played-pile card without a negative VP icon (else 0)."""
    if not ctx.state.difficulty.scores_played_cards:
        return 0
    return sum(1 for name in ctx.state.played_pile if not ctx.catalog.shows_negative_vp(name))


def final_score(ctx: Context) -> dict[str, int]:
    """13.3: AutoMars's score by category (keys as the players' score in the dump); stored in
    the state. Call after the final greenery placement."""
    score = score_now(ctx)
    ctx.state.score = score
    ctx.log(msg.SCORE, total=score["total"])
    return score


def score_now(ctx: Context) -> dict[str, int]:
    """13.3's sums as the game stands, nothing stored or logged (the bots weigh a lead with them)."""
    greenery, cities = greenery_and_city_vp(ctx)
    score = {
        "tr": ctx.state.tr,
        "milestones": milestones.milestone_vp(ctx),
        "awards": milestones.final_award_vp(ctx),
        "greenery": greenery,
        "cities": cities,
        "cards": played_cards_vp(ctx) + (ctx.corporation.extra_vp(ctx) if ctx.corporation is not None else 0),
        "neural_instance": neural_instance_vp(ctx),
        "megacredits": megacredit_vp(ctx.state.megacredits, ctx.host.generation, PRELUDE in ctx.host.expansions),
    }
    score["total"] = sum(score.values())
    return score
