"""AutoMars's turn and its action deck (automars.md sections 3, 4.2, 6, 14).

* `build_setup_deck`: 3 project cards (4 with Brutal B1) + the top bonus card, shuffled; with
  Prelude, 3 more project cards instead of Preludes (section 17).
* `build_research_deck`: each research phase from generation 2, 3 project cards (4 with B2) +
  1 bonus card, shuffled. With the draft variant the engine deals the piles and calls
  `draft_pick` for AutoMars's pick from the pile it holds; after the fourth pick it calls
  `finish_draft` (shuffle, discard one unless B2, shuffle the rest with a bonus card).
* `take_turn`: Hard H2 claim check on the first turn of a generation, then reveal and resolve
  the top card; an empty deck means AutoMars passes.

Decisions (here): if a research phase finds cards left in the action deck (the rules make that
impossible), they are shuffled into the new deck, with a log line. If no bonus card is left at
all (every one destroyed), the deck has project cards only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from . import bonus_cards, cards, milestones, shipping, venus
from . import messages as msg
from .difficulty import HARD_CLAIM_COST
from .host import PRELUDE
from .state import is_bonus_card

if TYPE_CHECKING:
    from .context import Context

PRELUDE_EXTRA_PROJECT_CARDS = 3
HARD_CLAIM_NEEDED = {0: 3, 1: 2, 2: 1}
"""H2: milestones already claimed -> how many unclaimed ones AutoMars must meet."""


def _deal_project_cards(ctx: Context, count: int) -> list[str]:
    dealt = []
    for _ in range(count):
        card = ctx.host.draw_project_card()
        if card is None:
            ctx.log(msg.NO_PROJECT_CARD)
            break
        dealt.append(card)
    return dealt


def _shuffle_deck(ctx: Context, project_cards: Sequence[str], bonus_count: int | None = None) -> None:
    """Shuffle the project cards with one bonus card (or `bonus_count`: C12) into the action deck."""
    state = ctx.state
    deck = list(project_cards)
    if state.action_deck:
        ctx.log(msg.DECK_LEFTOVER, n=len(state.action_deck))
        deck.extend(state.action_deck)
    if bonus_count is None:
        bonus_count = ctx.corporation.research_bonus_cards() if ctx.corporation is not None else 1
    bonus = [card for card in (bonus_cards.draw_bonus_card(ctx) for _ in range(bonus_count)) if card is not None]
    bonus += venus.government_card(ctx)  # Venus Next: B16 in every generation's deck
    shipping_cards = shipping.shipping_cards(ctx)  # Colonies: B19 (and B20) from generation 2
    if shipping_cards:
        ctx.log(msg.SHIPPING_CARDS, cards=shipping_cards)
    bonus += shipping_cards
    deck.extend(bonus)
    ctx.host.rng.shuffle(deck)
    state.action_deck = deck
    ctx.log(msg.DECK_BUILT, projects=len(project_cards), bonus=len(bonus))


def build_bonus_deck(ctx: Context) -> None:
    """Section 3 step 2: B01-B07 and the map's Corporate Competition (B08 on Tharsis, B09-B12) shuffled
    face down."""
    deck = list(ctx.board.bonus_deck)
    ctx.host.rng.shuffle(deck)
    ctx.state.bonus_deck = deck
    ctx.state.bonus_discard.clear()
    ctx.state.destroyed_bonus_cards.clear()


def _setup_project_cards(ctx: Context) -> int:
    return ctx.state.difficulty.setup_project_cards + (PRELUDE_EXTRA_PROJECT_CARDS if PRELUDE in ctx.host.expansions else 0)


def build_setup_deck(ctx: Context) -> None:
    """Section 3 step 3, before any corporation (Brutal B1; Prelude adds project cards (17))."""
    _shuffle_deck(ctx, _deal_project_cards(ctx, _setup_project_cards(ctx)), 1)


def adjust_setup_deck(ctx: Context) -> None:
    """16.1, on top of the action deck of section 3 step 3 (dealt before the corporation, as the
    rulebook orders it): a corporation's set-up that changes its counts deals the project cards it adds
    (C16: one) and puts back on top of the bonus deck the bonus cards it takes away (C12: none in the
    first deck), then the deck is shuffled again. Other corporations leave the deck exactly as it is
    (a scenario's `automars.action_deck` too)."""
    if ctx.corporation is None:
        return
    base = _setup_project_cards(ctx)
    projects, bonus = ctx.corporation.setup_deck_counts(base)
    state = ctx.state
    added = _deal_project_cards(ctx, projects - base)
    extra_bonus = [card for card in state.action_deck if is_bonus_card(card) and card != venus.GOVERNMENT][bonus:]
    if not added and not extra_bonus:
        return
    for card in reversed(extra_bonus):
        state.action_deck.remove(card)
        state.bonus_deck.insert(0, card)
    state.action_deck.extend(added)
    ctx.host.rng.shuffle(state.action_deck)
    ctx.log(msg.DECK_BUILT, projects=sum(1 for c in state.action_deck if not is_bonus_card(c)),
            bonus=sum(1 for c in state.action_deck if is_bonus_card(c)))


def build_research_deck(ctx: Context) -> None:
    """Section 4.2 without the draft variant (and Brutal B2); with Venus Next, 5 floaters may buy one card more."""
    extra = 1 if venus.spend_floaters_for_a_card(ctx) else 0
    _shuffle_deck(ctx, _deal_project_cards(ctx, ctx.state.difficulty.research_project_cards + extra))


def draft_pick(ctx: Context, pile: Sequence[str]) -> str:
    """Draft: the card AutoMars keeps from `pile` (at random; a corporation may prioritise)."""
    if not pile:
        raise ValueError("AutoMars cannot pick from an empty draft pile")
    choice = ctx.corporation.draft_pick(ctx, pile) if ctx.corporation is not None else None
    if choice is None:
        choice = pile[ctx.host.rng.randrange(len(pile))]
    ctx.log(msg.DRAFT_PICK)
    return choice


def finish_draft(ctx: Context, kept: Sequence[str]) -> None:
    """Draft steps 4-5: shuffle the kept cards, discard the top one (not with Brutal B2), and
    shuffle the rest with a bonus card into the action deck."""
    cards_kept = list(kept)
    ctx.host.rng.shuffle(cards_kept)
    floaters = venus.spend_floaters_for_a_card(ctx)  # Venus Next: 5 floaters keep the 4th card
    if cards_kept and not ctx.state.difficulty.keeps_all_research_cards and not floaters:
        dropped = cards_kept.pop(0)
        ctx.host.discard_project_card(dropped)
        ctx.log(msg.DRAFT_DISCARD, card=dropped)
    elif floaters and ctx.state.difficulty.keeps_all_research_cards:  # Brutal: one more from the deck
        cards_kept += _deal_project_cards(ctx, 1)
    _shuffle_deck(ctx, cards_kept)


def hard_milestone_claim(ctx: Context) -> str | None:
    """H2: with 8+ M€ and enough milestones met for the number already claimed, claim the best
    one (8.2) and pay 8 M€."""
    if ctx.state.megacredits < HARD_CLAIM_COST:
        return None
    needed = HARD_CLAIM_NEEDED.get(len(ctx.host.claimed_milestones()))
    candidates = milestones.claimable(ctx)
    if needed is None or len(candidates) < needed:
        return None
    name = candidates[0].name
    ctx.lose_mc(HARD_CLAIM_COST)
    ctx.host.claim_milestone(name)
    ctx.log(msg.HARD_CLAIM, milestone=name)
    return name


def take_turn(ctx: Context) -> bool:
    """Section 6: one AutoMars turn. Returns False when AutoMars passes (empty action deck)."""
    state = ctx.state
    generation = ctx.host.generation
    first_turn = generation != state.last_turn_generation
    state.last_turn_generation = generation
    if first_turn and state.difficulty.hard_milestone_claim:
        hard_milestone_claim(ctx)
    if not state.action_deck:
        ctx.log(msg.PASS)
        return False
    ctx.log(msg.TURN, n=len(state.action_deck))
    card = state.action_deck.pop(0)
    if is_bonus_card(card):
        bonus_cards.resolve_bonus_card(ctx, card)
    else:
        cards.resolve_project_card(ctx, card)
    return True
