"""AutoMars with Venus Next (shared/rules/automars_expansions.md section 2).

Seed 004 (the AutoMars rulebook, two sources agreeing): B16 Government Intervention, the B02 variant, B06 not
used. From victor-zelinskiy/terraforming-mars (VZ) and ignac8/terraforming-mars branch `automa` (IG), agreeing:
the Venus track and its icons, floaters, the end-of-research floater rule, B15 Lobbyists (Venus), Hoverlord and
Venuphile. Where one source only speaks, the reading is VZ's and is said so below.

* Set-up: the Venus track (0-12, resources/data/automars/venus.json) with its counter on 0; B15 replaces B06 in
  the bonus deck; B16 is shuffled into the action deck at the start of every generation (generation 1's deck
  too), and set aside again once resolved (it never reaches the bonus discard pile).
* A Venus tag on a card AutoMars resolves advances its Venus track; the track behaves like every other (its end:
  a Failed Action).
* "Raise Venus" (`venus:1`): 1 step with 1 TR for AutoMars, and the 16 % step's TR; a Failed Action at 30 %.
  AutoMars draws no card at 8 % (it has no hand; VZ's reading, the rulebook text is lost).
* "Gain floater" (`floater:N`): N floaters into AutoMars's floater storage (the three Tharsis cells that are
  floater icons included).
* Floaters spent: at the end of the research phase, if Hoverlord can no longer be claimed (claimed, or three
  milestones claimed) and AutoMars holds 5+, it spends 5 for one more card: without the draft a 4th project
  card in its action deck; with the draft it keeps its 4th drafted card; Brutal, which keeps every card
  already, draws one more card in both cases (VZ's reading; IG differs).
* B15 Lobbyists (Venus): the first that can be done of: the temperature 1-2 steps below a bonus step or its
  end -> +2 steps, destroyed; the oxygen likewise -> a greenery and 1 step more, destroyed; Venus 1-2 steps
  below 8 %, 16 % or 30 % -> +2 Venus steps (not destroyed); else one step on the Martian parameter furthest
  from completion (as B06's last option).
* B16 Government Intervention: in an even generation, or when Venus is complete, the Martian parameter
  furthest from completion (ties: oxygen, an ocean, temperature), else Venus 1 step; AutoMars gains no TR and
  no M€ from it (its ocean's placement bonus included).
* B02 Invasive Species: 2 M€ and 1 floater instead of 5 M€.
* Hoverlord: AutoMars qualifies with 7 floaters; Venuphile: its Venus track position; both come last of the
  map's in the leftmost tiebreaks; the Corporate Competition card improves Venuphile by advancing the track.
* B26 Venusian Lobby, corporation C27 Morning Star's own card (its text: F, the transcription of the printed
  rulebook, automars_corporations.md): Venus 1 step (with TR) and the Venus track advances (a move, not a
  tag); then the Martian parameter furthest from completion, as B06's last option. The two halves stand
  apart: Venus at 30 % stops neither the track nor Mars, and no Failed Action comes of it (a bonus card).
  The card is discarded.
"""

from __future__ import annotations

import json
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING, Any

from tmdesk.paths import data_file

from . import bonus_cards, milestones, tracks
from . import messages as msg
from .state import VENUS

if TYPE_CHECKING:
    from .context import Context
    from .tracks import Board

VENUS_MAX = 30  # percent
VENUS_STEP = 2
VENUS_TR_BONUS = 16  # reaching it gives 1 TR more (as for a player)
VENUS_TARGETS = (8, 16, 30)  # B15's "1-2 steps below"
LOBBYISTS, GOVERNMENT, VENUSIAN_LOBBY = "B15", "B16", "B26"
FLOATERS_FOR_A_CARD = 5
INVASIVE_SPECIES_MC = 2
INVASIVE_SPECIES_FLOATERS = 1


@cache
def _data() -> dict[str, Any]:
    return dict(json.loads(data_file("automars", "venus.json").read_text(encoding="utf-8")))


def with_venus(board: Board) -> Board:
    """The board with the Venus track, Hoverlord and Venuphile, and B15 in place of B06."""
    data = _data()
    track = tracks.read_track(data["venus_track"], "venus.json: venus_track")
    milestone = milestones.parse_milestones([dict(data["milestone"], board_order=1)], "venus.json")[0]
    award = milestones.parse_awards([dict(data["award"], board_order=1)], "venus.json")[0]
    return replace(board, tracks={**board.tracks, VENUS: track}, tag_to_track={**board.tag_to_track, VENUS: VENUS},
                   milestones=(*board.milestones, milestone), awards=(*board.awards, award),
                   bonus_replacements=(*board.bonus_replacements, ("B06", LOBBYISTS)))


def in_play(ctx: Context) -> bool:
    return VENUS in ctx.board.tracks


# --- the icons ---------------------------------------------------------------------------------

def raise_venus(ctx: Context, steps: int = 1) -> bool:
    """Raise Venus up to `steps` steps, with 1 TR a step and 1 more at 16 %. False if it is at 30 % already."""
    if ctx.host.global_parameter(VENUS) >= VENUS_MAX:
        return False
    for _ in range(steps):
        before = ctx.host.global_parameter(VENUS)
        if not ctx.host.raise_global(VENUS):
            break
        after = ctx.host.global_parameter(VENUS)
        ctx.log(msg.RAISE_VENUS, before=before, after=after)
        ctx.gain_tr(1)
        if after == VENUS_TR_BONUS:
            ctx.log(msg.VENUS_TR_BONUS)
            ctx.gain_tr(1)
        if ctx.corporation is not None:
            ctx.corporation.on_venus_step(ctx)  # C28 Aphrodite
    return True


def gain_floaters(ctx: Context, amount: int) -> None:
    before = ctx.state.floaters
    ctx.state.floaters = before + amount
    ctx.log(msg.GAIN_FLOATERS, amount=amount, before=before, after=ctx.state.floaters)


def _icon(ctx: Context, track: str, position: int, icon: str) -> None:
    """A Venus or floater icon (Venus Next is in play: `_in_play`)."""
    kind, _, argument = icon.partition(":")
    if kind == VENUS:
        if not raise_venus(ctx, int(argument)):
            ctx.failed_action("venus_max")
    else:
        gain_floaters(ctx, int(argument))


def _in_play(board: Board) -> bool:
    return VENUS in board.tracks


# --- floaters spent after research -------------------------------------------------------------

def hoverlord_unavailable(ctx: Context) -> bool:
    """Hoverlord claimed, or three milestones claimed; with Colonies without Venus Next, always (IG C-9: the rule
    applies "assuming the Hoverlord Milestone is no longer available")."""
    if not in_play(ctx):
        return True
    claimed = ctx.host.claimed_milestones()
    return "Hoverlord" in claimed or len(claimed) >= milestones.MAX_CLAIMED_MILESTONES


def spend_floaters_for_a_card(ctx: Context) -> bool:
    """The end of the research phase: 5 floaters for one more card, once Hoverlord is out of reach (Venus Next, or
    Colonies: its floaters are Titan's area then)."""
    if not tracks.floaters_in_play(ctx.board) or ctx.state.floaters < FLOATERS_FOR_A_CARD \
            or not hoverlord_unavailable(ctx):
        return False
    before = ctx.state.floaters
    ctx.state.floaters = before - FLOATERS_FOR_A_CARD
    ctx.log(msg.SPEND_FLOATERS, amount=FLOATERS_FOR_A_CARD, before=before, after=ctx.state.floaters)
    if ctx.corporation is not None:
        ctx.corporation.on_floaters_spent(ctx)  # C34 Stormcraft
    return True


# --- B15 and B16 ---------------------------------------------------------------------------------

def lobbyists(ctx: Context) -> str:
    """B15 Lobbyists (Venus): B06's temperature and oxygen options (destroyed), then Venus +2 when 1-2 steps
    below a bonus or its end (kept), else B06's last option."""
    if bonus_cards.temperature_or_oxygen(ctx, LOBBYISTS):
        return bonus_cards.DESTROY
    venus = ctx.host.global_parameter(VENUS)
    if bonus_cards.within_steps(venus, VENUS_TARGETS, VENUS_STEP):
        ctx.log(msg.BONUS_OPTION, card=LOBBYISTS, option="c")
        raise_venus(ctx, 2)
        return bonus_cards.DISCARD
    ctx.log(msg.LOBBYISTS_NO_VENUS, card=LOBBYISTS, value=venus)
    ctx.log(msg.BONUS_OPTION, card=LOBBYISTS, option="d")
    bonus_cards.raise_furthest_parameter(ctx)
    return bonus_cards.DISCARD


def government_intervention(ctx: Context) -> str:
    """B16: in an even generation or with Venus complete, the Martian parameter furthest from completion
    (ties: oxygen, an ocean, temperature), else Venus 1 step; AutoMars gains no TR and no M€ from it."""
    generation = ctx.host.generation
    if generation % 2 == 0 or ctx.host.global_parameter(VENUS) >= VENUS_MAX:
        ctx.log(msg.BONUS_OPTION, card=GOVERNMENT, option="a")
    else:
        ctx.log(msg.BONUS_OPTION, card=GOVERNMENT, option="b")
    ctx.log(msg.GOVERNMENT_NOTHING_GAINED, card=GOVERNMENT)
    ctx.no_gains = True  # the steps still bring what they bring (8 % oxygen, 0 °C), but no TR and no M€ to it
    try:
        if generation % 2 == 0 or ctx.host.global_parameter(VENUS) >= VENUS_MAX:
            bonus_cards.raise_furthest_parameter(ctx)
        else:
            raise_venus(ctx, 1)
    finally:
        ctx.no_gains = False
    return bonus_cards.SET_ASIDE


def venusian_lobby(ctx: Context) -> str:
    """B26 (C27 Morning Star): Venus 1 step and the Venus track, then the Martian parameter furthest from
    completion."""
    ctx.log(msg.VENUSIAN_LOBBY)
    if not raise_venus(ctx, 1):
        ctx.log(msg.VENUSIAN_LOBBY_VENUS_MAX)
    tracks.advance(ctx, VENUS)
    ctx.log(msg.VENUSIAN_LOBBY_MARS)
    bonus_cards.raise_furthest_parameter(ctx)
    return bonus_cards.DISCARD


def invasive_species_gain(ctx: Context) -> bool:
    """B02 with Venus Next or Colonies: 2 M€ and 1 floater instead of 5 M€ (False without them)."""
    if not tracks.floaters_in_play(ctx.board):
        return False
    ctx.gain_mc(INVASIVE_SPECIES_MC)
    gain_floaters(ctx, INVASIVE_SPECIES_FLOATERS)
    return True


def government_card(ctx: Context) -> list[str]:
    """B16 for this generation's action deck (none without Venus Next)."""
    return [GOVERNMENT] if in_play(ctx) else []


bonus_cards.EFFECTS.update({LOBBYISTS: lobbyists, GOVERNMENT: government_intervention, VENUSIAN_LOBBY: venusian_lobby})
bonus_cards.INVASIVE_SPECIES_GAINS.append(invasive_species_gain)
tracks.EXPANSION_ICON_HANDLERS.update({VENUS: _icon, "floater": _icon})
tracks.EXPANSION_ICON_IN_PLAY.update({VENUS: _in_play, "floater": tracks.floaters_in_play})
