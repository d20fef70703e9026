"""The bonus deck and bonus cards B01-B08 (Cartas Bônus), automars.md sections 6.2 and 12.

A bonus card does the first option it can; one that can do nothing is not a Failed Action
(actions it causes still follow the normal rules). Afterwards it goes to the bonus discard pile
or, when it says so, is destroyed (out of the game, never reshuffled).

Decisions (from the spec unless marked "here"):
* B01: `blocked` is whatever the host reports for a protection; a blocked loss destroys B01.
* B06 (a)/(b): "1 or 2 steps below a bonus space or the maximum". (b)'s second oxygen step is
  skipped without effect when the greenery already took oxygen to 14 % (here).
* B06 (d): furthest from completion = largest fraction of the scale still missing; ties oxygen,
  ocean, temperature; nothing when all three are complete.
* B08: an exact tie counts as the human leading by 0; Banker advances Building on a tie.
* B03/B07 with no project card left anywhere: nothing happens (here).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from fractions import Fraction
from functools import cache
from typing import TYPE_CHECKING

from tmdesk.paths import data_file

from . import bonuses, cards, milestones, placement, tracks
from . import messages as msg
from .state import is_bonus_card

if TYPE_CHECKING:
    from .context import Context
    from .milestones import Award

DESTROY = "destroy"
DISCARD = "discard"
SHUFFLE_BACK = "shuffle_back"
"""Outcome: the card goes back into the bonus deck at a random place (B27's last option)."""
SET_ASIDE = "set_aside"
"""Outcome: the card is out of the piles until it comes back by its own rule (Venus Next's B16)."""
METEOR_SHOWER_PLANTS = 5
METEOR_SHOWER_DESTROY_AT = 3
INVASIVE_SPECIES_MC = 5
OVERACHIEVEMENT_MC = 5
OVERACHIEVEMENT_AWARD_GENERATION = 6
CORPORATE_COMPETITION_COST = 5
TEMPERATURE_TARGETS = (-24, -20, 0, 8)
OXYGEN_TARGETS = (8, 14)
REVEAL_LIMIT = 30
"""Cards revealed at most looking for one of an award's kind (then the improvement cannot be done)."""


@cache
def bonus_card_names() -> dict[str, str]:
    """Bonus card id -> English name, from bonus_cards.json."""
    data = json.loads(data_file("automars", "bonus_cards.json").read_text(encoding="utf-8"))
    names = {entry["id"]: entry["name_en"] for entry in data["cards"]}
    names.update({entry["id"]: entry["name_en"] for entry in data["other_known_cards"]})
    return names


# --- the bonus deck ---------------------------------------------------------------------------


def draw_bonus_card(ctx: Context) -> str | None:
    """Top bonus card; an empty deck is first rebuilt from the shuffled discard pile (4.2)."""
    state = ctx.state
    if not state.bonus_deck and state.bonus_discard:
        state.bonus_deck = list(state.bonus_discard)
        state.bonus_discard.clear()
        ctx.host.rng.shuffle(state.bonus_deck)
        ctx.log(msg.BONUS_RESHUFFLE, n=len(state.bonus_deck))
    if not state.bonus_deck:
        ctx.log(msg.BONUS_DECK_EMPTY)
        return None
    return state.bonus_deck.pop(0)


def finish_bonus_card(ctx: Context, card: str, outcome: str) -> None:
    """Destroy or discard the card; a corporation's recurring card goes back on its corporation
    card instead of the discard pile (corporations.py)."""
    state = ctx.state
    if outcome == DESTROY:
        state.destroyed_bonus_cards.append(card)
        ctx.log(msg.BONUS_DESTROYED, card=card)
    elif ctx.corporation is not None and card in ctx.corporation.record.recurring:
        state.set_aside.append(card)
    elif outcome == SHUFFLE_BACK:
        state.bonus_deck.insert(ctx.host.rng.randrange(len(state.bonus_deck) + 1), card)
    elif outcome == SET_ASIDE:
        ctx.log(msg.BONUS_SET_ASIDE, card=card)
    else:
        ctx.state.bonus_discard.append(card)
        ctx.log(msg.BONUS_DISCARDED, card=card)


def resolve_bonus_card(ctx: Context, card: str) -> None:
    """6.2: do the card, then discard or destroy it."""
    ctx.log(msg.REVEAL_BONUS, card=card)
    effect = EFFECTS.get(card)  # B01-B08, and the corporations' own cards that corporation_bonus_cards adds
    if effect is None:
        raise ValueError(f"AutoMars: bonus card {card} is not supported (B01-B08 and the corporations' own)")
    finish_bonus_card(ctx, card, effect(ctx))


def resolve_any(ctx: Context, card: str) -> None:
    """A card from the bonus deck: a bonus card, or a project card put there by a corporation
    (C07, C21, C24), which is resolved as a project card."""
    if is_bonus_card(card):
        resolve_bonus_card(ctx, card)
    else:
        ctx.log(msg.DRAW_AND_RESOLVE, card=card)
        cards.resolve_project_card(ctx, card)


def draw_and_resolve_project_card(ctx: Context) -> None:
    """B03 / B07 fallback: resolve the top project card as in 6.1."""
    card = ctx.host.draw_project_card()
    if card is None:
        ctx.log(msg.NO_PROJECT_CARD)
        return
    ctx.log(msg.DRAW_AND_RESOLVE, card=card)
    cards.resolve_project_card(ctx, card)


# --- B01-B08 ----------------------------------------------------------------------------------


def meteor_shower(ctx: Context) -> str:
    """B01: the human loses 5 plants; destroy if 3+ were lost or a protection stopped it."""
    lost, blocked = ctx.host.human_lose_plants(METEOR_SHOWER_PLANTS)
    if blocked:
        ctx.log(msg.METEOR_SHOWER_BLOCKED)
    else:
        ctx.log(msg.METEOR_SHOWER, amount=lost)
    return DESTROY if blocked or lost >= METEOR_SHOWER_DESTROY_AT else DISCARD


def invasive_species(ctx: Context) -> str:
    """B02: the human removes their most valuable animal/microbe if possible; AutoMars +5 M€, or with Venus Next or
    Colonies 2 M€ and a floater (automars_expansions.md 2: venus.py)."""
    ctx.log(msg.INVASIVE_SPECIES)
    ctx.host.human_lose_card_resource(("animal", "microbe"))
    if not any(gain(ctx) for gain in INVASIVE_SPECIES_GAINS):  # an expansion's variant (Venus Next: venus.py)
        ctx.gain_mc(INVASIVE_SPECIES_MC)
    return DISCARD


INVASIVE_SPECIES_GAINS: list[Callable[[Context], bool]] = []
"""B02's variant gains of the expansions in play: each gives it and says True, or says False."""


def research_and_development(ctx: Context) -> str:
    """B03: draw and resolve a project card."""
    draw_and_resolve_project_card(ctx)
    return DISCARD


def overachievement(ctx: Context) -> str:
    """B04: (a) claim a milestone; (b) from generation 6, fund an award; (c) +5 M€. The log says why
    each option passed over could not be done."""
    if milestones.claim_milestone(ctx) is not None:
        ctx.log(msg.BONUS_OPTION, card="B04", option="a")
        return DESTROY
    all_claimed = len(ctx.host.claimed_milestones()) >= milestones.MAX_CLAIMED_MILESTONES
    ctx.log(msg.MILESTONES_ALL_CLAIMED if all_claimed else msg.MILESTONE_NOT_MET, card="B04")
    generation = ctx.host.generation
    if generation >= OVERACHIEVEMENT_AWARD_GENERATION and milestones.fund_award(ctx) is not None:
        ctx.log(msg.BONUS_OPTION, card="B04", option="b")
        return DESTROY
    if generation < OVERACHIEVEMENT_AWARD_GENERATION:
        ctx.log(msg.AWARD_TOO_EARLY, card="B04", generation=generation)
    elif len(ctx.host.funded_awards()) >= milestones.MAX_FUNDED_AWARDS:
        ctx.log(msg.AWARDS_ALL_FUNDED, card="B04")
    else:
        ctx.log(msg.AWARD_NO_LEAD, card="B04")
    ctx.log(msg.BONUS_OPTION, card="B04", option="c")
    ctx.gain_mc(OVERACHIEVEMENT_MC)
    return DISCARD


def expedited_construction(ctx: Context) -> str:
    """B05: a city touching the most (2+) greenery/ocean tiles, then 9.4; else no effect."""
    spaces = placement.expedited_city_spaces(ctx.mars, ctx.host.tiles())
    if spaces and bonuses.place_city(ctx, spaces):
        return DESTROY
    ctx.log(msg.BONUS_NO_EFFECT, card="B05")
    return DISCARD


def within_steps(value: int, targets: tuple[int, ...], step: int) -> bool:
    """1 or 2 steps below one of the targets (a bonus step or the end of the scale)."""
    return any(1 <= (target - value) // step <= 2 for target in targets if target > value)


def temperature_or_oxygen(ctx: Context, card: str) -> bool:
    """The Lobbyists' first two options (B06, B15, B25): (a) temperature +2, else (b) greenery and oxygen +1;
    the log says why each one that could not be done could not. False if neither could."""
    host = ctx.host
    temperature, oxygen = host.global_parameter("temperature"), host.global_parameter("oxygen")
    if within_steps(temperature, TEMPERATURE_TARGETS, 2):
        ctx.log(msg.BONUS_OPTION, card=card, option="a")
        bonuses.raise_temperature(ctx, 2)
        return True
    ctx.log(msg.LOBBYISTS_NO_TEMPERATURE, card=card, temperature=temperature)
    if not within_steps(oxygen, OXYGEN_TARGETS, 1):
        ctx.log(msg.LOBBYISTS_NO_OXYGEN, card=card, value=oxygen)
    elif not placement.greenery_spaces(ctx.mars, host.tiles()):
        ctx.log(msg.LOBBYISTS_NO_GREENERY_SPACE, card=card)
    else:
        ctx.log(msg.BONUS_OPTION, card=card, option="b")
        bonuses.place_greenery(ctx)
        bonuses.raise_oxygen(ctx, 1)
        return True
    return False


def lobbyist_options(ctx: Context, card: str) -> bool:
    """B06 / B25 options (a) temperature +2, (b) greenery and oxygen +1, (c) ocean next to 2+
    oceans: do the first that can be done (the log says why each one before it could not); False
    if none can."""
    if temperature_or_oxygen(ctx, card):
        return True
    host = ctx.host
    if host.global_parameter("oceans") >= bonuses.OCEANS_MAX:
        ctx.log(msg.LOBBYISTS_OCEANS_PLACED, card=card)
        return False
    spaces = placement.lobbyist_ocean_spaces(ctx.mars, host.tiles())
    if not spaces:
        ctx.log(msg.LOBBYISTS_NO_OCEAN_SPACE, card=card)
        return False
    ctx.log(msg.BONUS_OPTION, card=card, option="c")
    bonuses.place_ocean(ctx, spaces)
    return True


def lobbyists(ctx: Context) -> str:
    """B06: the first of (a)-(c) of `lobbyist_options` (all destroy B06), else (d) one step on
    the parameter furthest from completion."""
    if lobbyist_options(ctx, "B06"):
        return DESTROY
    ctx.log(msg.BONUS_OPTION, card="B06", option="d")
    raise_furthest_parameter(ctx)
    return DISCARD


def raise_furthest_parameter(ctx: Context) -> None:
    """One step on the Martian parameter furthest from completion (ties: oxygen, an ocean, temperature);
    nothing when all three are complete (B06 (d), B15, B16)."""
    host = ctx.host
    temperature, oxygen = host.global_parameter("temperature"), host.global_parameter("oxygen")
    missing = [
        (Fraction(bonuses.OXYGEN_MAX - oxygen, bonuses.OXYGEN_MAX), "oxygen"),
        (Fraction(bonuses.OCEANS_MAX - host.global_parameter("oceans"), bonuses.OCEANS_MAX), "ocean"),
        (Fraction(bonuses.TEMPERATURE_MAX - temperature, 38), "temperature"),
    ]
    furthest = max(share for share, _ in missing)
    if furthest > 0:
        choice = next(name for share, name in missing if share == furthest)
        if choice == "oxygen":
            bonuses.raise_oxygen(ctx, 1)
        elif choice == "ocean":
            bonuses.place_ocean(ctx)
        else:
            bonuses.raise_temperature(ctx, 1)


def local_neural_instance(ctx: Context) -> str:
    """B07: place the Neural Instance tile, else resolve a project card; always destroyed."""
    if not bonuses.place_neural_instance(ctx):
        draw_and_resolve_project_card(ctx)
    return DESTROY


def _greenery_spaces(ctx: Context, op: dict[str, object]) -> list[str]:
    """The legal greenery spaces of the kind the award counts (a region, next to an ocean, on the edge)."""
    mars, tiles = ctx.mars, ctx.host.tiles()
    spaces = placement.greenery_spaces(mars, tiles)
    region = op.get("region")
    if isinstance(region, str):  # the map file's rows of that region
        spaces = [s for s in spaces if mars.spaces[s].row in mars.regions[region]]
    if op.get("next_to_ocean"):
        spaces = [s for s in spaces if placement.count_adjacent(mars, tiles, s, ("ocean",))]
    if op.get("edge"):
        spaces = [s for s in spaces if mars.spaces[s].on_edge]
    return spaces


def _reveal_until(ctx: Context, op: dict[str, object]) -> bool:
    """Reveal project cards until one of the kind the award counts; resolve it, discard the others."""
    value = int(str(op.get("value", 0)))
    wanted: dict[str, Callable[[str], bool]] = {
        "not_event": lambda c: "event" not in ctx.catalog.get(c).tags,
        "cost_at_least": lambda c: ctx.catalog.get(c).cost >= value,
        "cost_at_most": lambda c: ctx.catalog.get(c).cost <= value,
        "requirement": lambda c: ctx.catalog.get(c).has_requirement,
    }
    test = wanted[str(op["filter"])]
    for _ in range(REVEAL_LIMIT):
        card = ctx.host.draw_project_card()
        if card is None:
            return False
        if card in ctx.catalog and test(card):
            ctx.log(msg.DRAW_AND_RESOLVE, card=card)
            cards.resolve_project_card(ctx, card)
            return True
        ctx.host.discard_project_card(card)
    return False


def _improve(ctx: Context, award: Award, margin: int) -> bool:
    """The Corporate Competition card's improvement for `award` (B08: tharsis_board.json; B09-B12:
    map_profiles.json); False if it cannot be done."""
    op = award.improvement
    kind = op["op"]
    if kind == "none":
        return False
    if kind == "place_greenery":
        spaces = _greenery_spaces(ctx, op)
        if not spaces:
            return False
        ctx.log(msg.CORPORATE_COMPETITION, award=award.name, margin=margin)
        return bonuses.place_greenery(ctx, spaces)
    if kind == "place_city":
        tiles = ctx.host.tiles()
        spaces = placement.city_spaces(ctx.mars, tiles)
        if op.get("next_to_special"):
            spaces = [s for s in spaces if placement.TIEBREAKERS["next_to_special"](ctx.mars, tiles, s)]
        if not spaces:
            return False
        ctx.log(msg.CORPORATE_COMPETITION, award=award.name, margin=margin)
        return bonuses.place_city(ctx, placement.keep_best(
            spaces, lambda c: placement.count_adjacent(ctx.mars, tiles, c, ("greenery",))))
    if kind == "reveal_until":
        ctx.log(msg.CORPORATE_COMPETITION, award=award.name, margin=margin)
        return _reveal_until(ctx, op)
    if kind == "gain_tr":
        ctx.log(msg.CORPORATE_COMPETITION, award=award.name, margin=margin)
        ctx.gain_tr(int(op["amount"]))
        return True
    if kind == "advance_track":
        track = str(op["track"])
    elif kind == "advance_most_advanced":  # ties: the topmost track
        track = max(ctx.board.tracks, key=lambda t: (ctx.state.tracks[t], -ctx.board.tracks[t].index))
    else:
        options = list(op["tracks"])
        tie = op.get("on_tie", options[0])
        track = min(options, key=lambda t: (ctx.state.tracks[t], t != tie, options.index(t)))
    if ctx.state.tracks[track] >= ctx.board.tracks[track].max_position:
        return False
    ctx.log(msg.CORPORATE_COMPETITION, award=award.name, margin=margin)
    tracks.advance(ctx, track)
    return True


def corporate_competition(ctx: Context) -> str:
    """B08 (and the map's B09-B12): with 5+ M€, improve the closest funded award (human leads:
    smallest margin first; then AutoMars leads: smallest lead first; leftmost on ties), pay 5 M€;
    else resolve the next bonus card and discard both (the log says why: too little money, no funded
    award, or no improvement that can be done). Forecaster's improvement (B12) gains 5 M€ instead of
    paying (one reading: victor-zelinskiy/terraforming-mars)."""
    card = ctx.board.corporate_competition
    funded = ctx.host.funded_awards()
    if ctx.state.megacredits < CORPORATE_COMPETITION_COST:
        ctx.log(msg.COMPETITION_NO_MONEY, card=card, amount=ctx.state.megacredits)
    elif not funded:
        ctx.log(msg.COMPETITION_NO_AWARD, card=card)
    else:
        order = {award.name: index for index, award in enumerate(ctx.board.awards)}
        contests = []
        for name in funded:
            award = milestones.award_by_name(ctx, name)
            human_lead = -milestones.award_margin(ctx, award)
            key = (0, human_lead) if human_lead >= 0 else (1, -human_lead)
            contests.append((key, order[name], human_lead, award))
        for _, _, human_lead, award in sorted(contests, key=lambda c: (c[0], c[1])):
            if _improve(ctx, award, -human_lead):
                gain = int(award.improvement.get("gain_mc", 0))
                if gain:
                    ctx.gain_mc(gain)
                else:
                    ctx.lose_mc(CORPORATE_COMPETITION_COST)
                return DISCARD
        ctx.log(msg.COMPETITION_NO_IMPROVEMENT, card=card)
    second = draw_bonus_card(ctx)
    if second is not None:
        resolve_any(ctx, second)
    return DISCARD


EFFECTS: dict[str, Callable[[Context], str]] = {
    "B01": meteor_shower,
    "B02": invasive_species,
    "B03": research_and_development,
    "B04": overachievement,
    "B05": expedited_construction,
    "B06": lobbyists,
    "B07": local_neural_instance,
    "B08": corporate_competition,
    "B09": corporate_competition,  # Hellas's, Elysium's, Utopia Planitia's and Terra Cimmeria's version:
    "B10": corporate_competition,  # the same card over that map's awards (map_profiles.json)
    "B11": corporate_competition,
    "B12": corporate_competition,
}
