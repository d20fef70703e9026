"""The Prelude expansion: its set-up, playing the kept Preludes, and the effects of its cards.

Set-up: with the corporations each player is dealt 4 Preludes and keeps 2 (`choose_start`'s
`preludes`); the others leave the game. In generation 1, before the first action, each player in
turn order plays both kept Preludes (a `play_prelude` decision per card, in the order they like).

A Prelude that cannot be played as printed (a payment or production decrease it cannot make, no
card it could play from hand) is discarded when named, and its player gains 15 M€ instead (the
official ruling, shared/spec/scenario.md). A tile with no legal space does not block a Prelude,
as for project cards. Discarded Preludes leave the game (`prelude_discard`, never the discard pile).

With Prelude the official solo game lasts 12 generations instead of 14 (Prelude rulebook).

Decisions where the sources are silent: the spending on a Prelude ("pay 3 M€") is paid in M€
only, as the card shows M€; Eccentric Sponsor's and Ecology Experts' card is paid like any card
(steel, titanium, Helion's heat), and it must be played (the card says "play", not "you may").
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from tmdesk.cards.loader import catalogue
from tmdesk.engine import decisions as D
from tmdesk.engine import messages as M
from tmdesk.engine import rules, triggers
from tmdesk.engine.actions import MAX_AWARDS, check_play, play_checked, play_failure
from tmdesk.engine.answers import register_answer_taker
from tmdesk.engine.effects import effects_failure, push_ask, push_effects, register_effect
from tmdesk.engine.messages import IllegalAction

if TYPE_CHECKING:
    from tmdesk.engine.game import Game
    from tmdesk.engine.state import GameState, PlayerState

PRELUDES_DEALT, PRELUDES_KEPT = 4, 2
FIZZLE_MEGACREDITS = 15
SOLO_GENERATIONS = 12
ANY_REQUIREMENT = 99  # Ecology Experts: a tolerance no global requirement reaches


# --- set-up ----------------------------------------------------------------------------------

def shuffle_deck(state: GameState) -> None:
    state.prelude_deck = catalogue().prelude_deck()
    state.rng.shuffle(state.prelude_deck)


def deal(g: Game, wanted: list[str]) -> list[str]:
    """4 Preludes for one player: the ones named in the scenario's `deal`, then from the top."""
    s = g.state
    dealt = list(wanted)
    if len(dealt) > PRELUDES_DEALT or len(set(dealt)) != len(dealt):
        raise ValueError(f"deal: at most {PRELUDES_DEALT} different Preludes")
    for c in dealt:
        if c not in s.prelude_deck:
            raise ValueError(f"deal: {c!r} is not in the Prelude deck")
        s.prelude_deck.remove(c)
    return dealt + draw(g, PRELUDES_DEALT - len(dealt))


def draw(g: Game, n: int) -> list[str]:
    deck = g.state.prelude_deck
    return [deck.pop() for _ in range(min(n, len(deck)))]


def kept_preludes(g: Game, offer: dict[str, list[str]], step: dict[str, Any]) -> list[str]:
    """Check `choose_start`'s `preludes`: 2 different Preludes of the 4 dealt (nothing changes)."""
    if "preludes" not in offer:
        if step.get("preludes"):
            raise IllegalAction(M.NO_PRELUDE_GAME)
        return []
    kept = step.get("preludes")
    if not isinstance(kept, list) or not all(isinstance(c, str) for c in kept):
        raise IllegalAction(M.MALFORMED, detail="preludes must be a list of 2 card names")
    if len(kept) != PRELUDES_KEPT or len(set(kept)) != PRELUDES_KEPT:
        raise IllegalAction(M.WRONG_PRELUDE_COUNT, n=PRELUDES_KEPT)
    for c in kept:
        if c not in offer["preludes"]:
            raise IllegalAction(M.NOT_AN_OPTION, value=c)
    return kept


def keep(g: Game, offer: dict[str, list[str]], kept: list[str]) -> None:
    """The 2 kept Preludes stay in the offer, face down until the corporations are revealed."""
    if "preludes" in offer:
        g.state.prelude_discard.extend(c for c in offer["preludes"] if c not in kept)
        offer["preludes"] = list(kept)


# --- playing them ----------------------------------------------------------------------------

def next_player(g: Game) -> str | None:
    """Who plays a Prelude now: the first player in turn order who still holds one."""
    for p in g.state.players:  # the usual case, asked at every step: nobody holds one, no list built
        if p.preludes:
            break
    else:
        return None
    for p in g.state.turn_order():
        if p.preludes:
            return p.name
    return None


def failure(g: Game, player: str, name: str) -> M.Reason | None:
    """Why this Prelude cannot be played as printed now, or None."""
    card = g.cards[name]
    why = effects_failure(g, player, list(card.immediate), name, {})
    if why:
        return why
    for e in card.immediate:
        if "play_from_hand" in e and not playable_from_hand(g, g.player(player), e["play_from_hand"]):
            return M.Reason(M.R_NO_PLAYABLE_CARD, {})
    return None


def play_prelude(g: Game, player: str, step: dict[str, Any]) -> None:
    """`{"do": "play_prelude", "card": NAME}`: one of the player's kept Preludes."""
    p = g.player(player)
    name = step.get("card")
    if not isinstance(name, str) or name not in p.preludes:
        raise IllegalAction(M.NOT_AN_OPTION, value=name)
    p.preludes.remove(name)
    play(g, player, name)


def play(g: Game, player: str, name: str) -> None:
    """Play a Prelude, or discard it for 15 M€ when it cannot be played as printed."""
    p = g.player(player)
    if failure(g, player, name) is not None:
        g.state.prelude_discard.append(name)
        p.resources["megacredits"] += FIZZLE_MEGACREDITS
        g.log(M.L_PRELUDE_DISCARDED, player=player, card=name, amount=FIZZLE_MEGACREDITS)
        return
    p.played.append(name)
    g.log(M.L_PLAYED, player=player, card=name)
    triggers.fire_card_played(g, player, name)  # its tags count as played (Point Luna, Saturn Systems...)
    push_effects(g, player, list(g.cards[name].immediate), name)


# --- the effects the base vocabulary lacks ----------------------------------------------------

def _draw_tagged(g: Game, player: str, e: dict[str, Any], src: str | None) -> None:
    draw_tagged(g, g.player(player), e["draw_tagged"]["tag"], e["draw_tagged"]["count"])


def _play_from_hand(g: Game, player: str, e: dict[str, Any], src: str | None) -> None:
    options = playable_from_hand(g, g.player(player), e["play_from_hand"])
    if options:
        push_ask(g, D.SELECT_CARD, player, options, src, prelude="play_from_hand", effect=e)


def _play_prelude_from_deck(g: Game, player: str, e: dict[str, Any], src: str | None) -> None:
    seen = draw(g, e["play_prelude_from_deck"]["look"])
    if seen:
        push_ask(g, D.SELECT_CARD, player, seen, src, prelude="play_prelude_from_deck", effect=e)


def _fund_award_free(g: Game, player: str, e: dict[str, Any], src: str | None) -> None:
    s = g.state
    options = [a for a in g.awards if a not in s.awards]
    if not s.config.solo and len(s.awards) < MAX_AWARDS and options:  # no award in the solo game
        push_ask(g, D.SELECT_OPTION, player, options, src, prelude="fund_award_free", effect=e)


def _production_lowest(g: Game, player: str, e: dict[str, Any], src: str | None) -> None:
    push_ask(g, D.SELECT_OPTION, player, lowest_productions(g.player(player)), src, prelude="production_lowest",
             effect=e)


def draw_tagged(g: Game, p: PlayerState, tag: str, count: int) -> None:
    """Reveal cards until `count` of them show `tag`; those go to the hand, the rest are discarded."""
    kept: list[str] = []
    revealed: list[str] = []
    while len(kept) < count:
        card = g.draw(1)
        if not card:
            break  # the whole deck and discard pile are revealed
        (kept if tag in g.cards[card[0]].tags else revealed).append(card[0])
    g.state.discard.extend(revealed)
    p.hand.extend(kept)
    g.log(M.L_DRAW, player=p.name, n=len(kept))


def lowest_productions(p: PlayerState) -> list[str]:
    low = min(p.production.values())
    return [r for r, n in p.production.items() if n == low]


@contextmanager
def _modified(p: PlayerState, how: dict[str, Any]) -> Iterator[None]:
    """While inside, the next card gets Eccentric Sponsor's discount / Ecology Experts' tolerance."""
    before = p.next_card_discount, p.next_card_tolerance
    if how.get("discount"):
        p.next_card_discount = int(how["discount"])
    if how.get("ignore_global_requirements"):
        p.next_card_tolerance = ANY_REQUIREMENT
    try:
        yield
    finally:
        p.next_card_discount, p.next_card_tolerance = before


def playable_from_hand(g: Game, p: PlayerState, how: dict[str, Any]) -> list[str]:
    with _modified(p, how):
        return [c for c in p.hand if not g.cards[c].is_prelude and play_failure(g, p, c) is None]


def cost_from_hand(g: Game, p: PlayerState, how: dict[str, Any], card: str) -> int:
    """What a card played from hand by this Prelude costs (used by the app and bots)."""
    with _modified(p, how):
        return rules.card_cost(p, g.cards[card])


def default_payment(g: Game, p: PlayerState, how: dict[str, Any], card: str) -> dict[str, int]:
    """A valid payment for a card played from hand by a Prelude (used by bots)."""
    with _modified(p, how):
        return rules.default_payment(p, rules.card_cost(p, g.cards[card]), g.cards[card]) or {}


def answer_card(g: Game, item: dict[str, Any], ans: dict[str, Any]) -> None:
    """A card chosen for a Prelude effect (with `pay` when the card is played from hand)."""
    card = ans.get("card")
    if not M.offered(card, item["options"]):
        raise M.not_an_option(card, item["options"])
    player = item["p"]
    p = g.player(player)
    if item["prelude"] == "play_from_hand":
        with _modified(p, item["effect"]["play_from_hand"]):
            checked = check_play(g, p, {"card": card, "pay": ans["pay"]} if "pay" in ans else {"card": card})
        g.state.pending.pop()
        with _modified(p, item["effect"]["play_from_hand"]):
            play_checked(g, p, *checked)  # it resets the discount and tolerance: they do not last
        return
    g.state.pending.pop()  # Valley Trust: play one, the other two leave the game
    g.state.prelude_discard.extend(c for c in item["options"] if c != card)
    play(g, player, str(card))


def answer(g: Game, item: dict[str, Any], ans: dict[str, Any]) -> None:
    """The answer to a Prelude effect's ask: a card (and its payment), or an option."""
    if item["kind"] == D.SELECT_CARD:
        answer_card(g, item, ans)
        return
    value = ans.get("option")
    if not M.offered(value, item["options"]):
        raise M.not_an_option(value, item["options"])
    g.state.pending.pop()
    resolve_option(g, item, value)


def resolve_option(g: Game, item: dict[str, Any], value: Any) -> None:
    p = g.player(item["p"])
    if item["prelude"] == "fund_award_free":
        g.state.awards[value] = p.name
        g.log(M.L_AWARD, player=p.name, award=value, cost=0)
    else:
        p.production[value] += item["effect"]["production_lowest"]
        g.log(M.L_PRODUCTION_RAISED, player=p.name, resource=value, amount=item["effect"]["production_lowest"])


for _key, _handler in (("draw_tagged", _draw_tagged), ("play_from_hand", _play_from_hand),
                       ("play_prelude_from_deck", _play_prelude_from_deck), ("fund_award_free", _fund_award_free),
                       ("production_lowest", _production_lowest)):
    register_effect(_key, _handler)
register_answer_taker("prelude", answer)
