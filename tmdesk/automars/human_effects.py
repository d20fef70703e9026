"""The human's cards acting on AutoMars (automars.md section 5), called by the engine.

* Remove (5.1) / steal (5.2): the named resource is taken from AutoMars's M€ supply, as far as
  it goes; the engine gives the human the stolen amount of the named resource.
* Decrease production (5.3): the matching track moves back (steel Building, titanium Space,
  M€ Event, energy Energy, heat Earth, plants Plant); icons do not fire again (7.3).
* Count (5.5): AutoMars's "tags" are its current track positions.

Decisions (from the spec):
* `SPACES_PER_PRODUCTION_DECREASE`: one space per decrease effect, whatever its number of steps
  (rulebook literal); `"one per step"` is the repository's alternative.
* Legality: AutoMars's production of a resource is its track position, so a track on 0 (or a
  resource without a track) makes AutoMars an illegal target for that decrease.
* Resources on cards (animals, microbes...) cannot be taken from AutoMars: it has no such card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import messages as msg
from . import tracks

if TYPE_CHECKING:
    from .context import Context
    from .state import AutoMarsState
    from .tracks import Board

ONE_PER_EFFECT = "one per effect"
ONE_PER_STEP = "one per step"
SPACES_PER_PRODUCTION_DECREASE = ONE_PER_EFFECT


def remove_megacredits(ctx: Context, amount: int, resource: str = "megacredits") -> int:
    """5.1: the human removes `amount` of `resource` from AutoMars: M€ instead. Returns M€ removed."""
    removed = ctx.lose_mc(amount)
    if resource == "megacredits":
        ctx.log(msg.REMOVE_MC_ONLY, amount=removed)
    else:
        ctx.log(msg.REMOVE_MC, amount=removed, resource=resource)
    return removed


def steal_megacredits(ctx: Context, amount: int, resource: str = "megacredits") -> int:
    """5.2: the human steals `amount` of `resource`; AutoMars loses that many M€ (as far as it has).
    Returns how much the human gains (of `resource`)."""
    stolen = ctx.lose_mc(amount)
    if resource == "megacredits":
        ctx.log(msg.STEAL_MC_ONLY, amount=stolen)
    else:
        ctx.log(msg.STEAL_MC, amount=stolen, resource=resource)
    return stolen


def production(state: AutoMarsState, board: Board, resource: str) -> int:
    """AutoMars's "production" of `resource` for legality checks: the matching track position."""
    track = board.production_to_track.get(resource)
    return 0 if track is None else state.tracks[track]


def can_decrease_production(state: AutoMarsState, board: Board, resource: str) -> bool:
    return production(state, board, resource) > 0


def decrease_production(ctx: Context, resource: str, steps: int = 1, mode: str | None = None) -> int:
    """5.3: move the matching track back (1 space per effect by default). Returns spaces moved."""
    track = ctx.board.production_to_track.get(resource)
    if track is None:
        return 0
    rule = SPACES_PER_PRODUCTION_DECREASE if mode is None else mode
    spaces = steps if rule == ONE_PER_STEP else 1
    return tracks.move_back(ctx, track, spaces, resource)


def tag_count(state: AutoMarsState, board: Board, tag: str) -> int:
    """5.5: the number of `tag` tags AutoMars "has": its current position on the tag's track
    (events: the Event track; Toll Station reads Space). 0 for a tag with no track."""
    track = board.tag_to_track.get(tag)
    return 0 if track is None else state.tracks[track]


def put_on_played_pile(ctx: Context, card: str) -> None:
    """FAQ Law Suit: the card goes to AutoMars's played pile without being resolved."""
    ctx.state.played_pile.append(card)
    ctx.log(msg.CARD_PLAYED, card=card)
