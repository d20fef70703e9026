"""What one player may know of a game, and games sampled from it (for bots that search).

The cards a player cannot see are in hidden zones: the draw pile, the discard pile, the other
players' hands, their set-up, research and draft offers, and cards another player is looking at
(Invention Contest, Business Network...). A `PlayerView` is a copy of the game with those zones
emptied, the number of cards each held, and the cards that may be in them: the hidden project
cards as a sorted list (the player can work that list out: every card of the deck it has not seen)
the corporations no player has shown, and AutoMars's bonus cards not yet revealed. `sample` deals those at random back into the zones and
gives a playable game that the player cannot tell from the real one.

Choices made where a player's memory would know more: a draft packet the player passed on, and its
own discards, count as hidden again (a bot loses that memory but never sees what it may not).
AutoMars's action deck (how many project and bonus cards it holds is public, which ones and in what
order is not) and its bonus deck are hidden too. With Prelude, the Prelude deck, the Preludes out of
the game, the other players' kept Preludes and Valley Trust's three are hidden Preludes (their own kind).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tmdesk.automars.state import is_bonus_card
from tmdesk.cards.loader import catalogue
from tmdesk.engine.game import Game
from tmdesk.engine.state import GameState

# ("deck",) ("discard",) ("hand", p) ("offer", p, key) ("pending", index) ("automars", pile[, kind])
Zone = tuple[str, ...]
PROJECT, CORPORATION, BONUS = "project", "corporation", "bonus"  # the kinds of hidden cards
CORPORATIONS = "corporations"  # the offer key of the set-up corporations
PROJECT_OFFERS = ("cards", "packet", "drafted")  # offer keys of project cards (set-up, research, draft)
PRELUDES = "preludes"  # the kind of hidden Preludes, also the offer key of the dealt Preludes
PRELUDE_PILES = ("prelude_deck", "prelude_discard")


@dataclass(frozen=True, slots=True)
class PlayerView:
    player: str
    game: Game  # a copy with every hidden zone empty: read it, never answer its decisions
    hidden: dict[Zone, int]  # zone -> how many cards it holds
    unseen: dict[str, tuple[str, ...]]  # kind -> the cards that may be in the zones of that kind, sorted

    def sample(self, rng: random.Random) -> Game:
        """A game consistent with this view: hidden cards dealt at random, future draws unknown."""
        g = self.game.copy()
        s = g.state
        pools = {kind: rng.sample(cards, len(cards)) for kind, cards in self.unseen.items()}
        for zone, n in self.hidden.items():
            pool = pools[_kind(zone)]
            _set(s, zone, [pool.pop() for _ in range(n)])
        if s.automars is not None:
            rng.shuffle(s.automars.action_deck)
        s.rng = random.Random(rng.getrandbits(64))
        return g


def player_view(g: Game, player: str) -> PlayerView:
    """The view of `player` (a player's name) of game `g`; `g` is not changed."""
    masked = g.copy()
    s = masked.state
    hidden: dict[Zone, int] = {}
    unseen: dict[str, list[str]] = {PROJECT: [], BONUS: []}
    for zone in _zones(s, player):
        if zone[-1] == CORPORATIONS and zone[1] in s.config.beginners:
            continue  # a Beginner Corporation offer is known from the game's options
        held = _get(s, zone)
        hidden[zone] = len(held)
        if _kind(zone) != CORPORATION:
            unseen.setdefault(_kind(zone), []).extend(held)
        _set(s, zone, [])
    s.record = []  # others' answers name cards bought, drafted or kept
    if s.automars is not None:
        s.automars.action_deck = []
    shown = {p.corporation for p in s.players} | {c for o in s.offers.values() for c in o.get(CORPORATIONS, [])}
    corporations = [c for c in catalogue().corporation_pool(s.config.corporate_era, s.config.card_sets)
                    if c not in shown]
    unseen[CORPORATION] = corporations
    return PlayerView(player, masked, hidden, {kind: tuple(sorted(cards)) for kind, cards in unseen.items()})


def _kind(zone: Zone) -> str:
    """Which cards may fill a zone. An offer of another kind than project cards and corporations (a
    later expansion's) is its own kind: its hidden cards are dealt among the zones of that kind only."""
    if zone[0] in PRELUDE_PILES or zone[0] == PRELUDES or zone[-1] == PRELUDES:
        return PRELUDES
    if zone[0] == "offer" and zone[2] not in PROJECT_OFFERS:
        return CORPORATION if zone[2] == CORPORATIONS else zone[2]
    return BONUS if zone[-1] == BONUS or zone == ("automars", "bonus_deck") else PROJECT


def _zones(s: GameState, player: str) -> list[Zone]:
    zones: list[Zone] = [("deck",), ("discard",), *((pile,) for pile in PRELUDE_PILES)]
    zones += [("hand", p.name) for p in s.players if p.name != player]
    zones += [(PRELUDES, p.name) for p in s.players if p.name != player]
    zones += [("offer", name, key) for name, offer in s.offers.items() if name != player for key in sorted(offer)]
    zones += [("pending", str(i)) for i, item in enumerate(s.pending)
              if item["t"] == "ask" and item["p"] != player and _looks_at_cards(item)]
    zones += [("pending", str(i), PRELUDES) for i, item in enumerate(s.pending)
              if item["t"] == "ask" and item["p"] != player and item.get("prelude") == "play_prelude_from_deck"]
    if s.automars is not None:
        zones += [("automars", "action_deck", PROJECT), ("automars", "action_deck", BONUS), ("automars", "bonus_deck")]
    return zones


def _looks_at_cards(item: dict[str, object]) -> bool:
    effect = item.get("effect")
    return isinstance(effect, dict) and ("look_keep" in effect or "look_buy" in effect)


def _get(s: GameState, zone: Zone) -> list[str]:
    kind = zone[0]
    if kind in ("deck", "discard", *PRELUDE_PILES):
        return list(getattr(s, kind))
    if kind in ("hand", PRELUDES):
        return list(getattr(s.player(zone[1]), kind))
    if kind == "offer":
        return list(s.offers[zone[1]][zone[2]])
    if kind == "automars":
        if zone[1] == "bonus_deck":
            return list(s.automars.bonus_deck)
        return [c for c in s.automars.action_deck if is_bonus_card(c) == (zone[2] == BONUS)]
    return list(s.pending[int(zone[1])]["options"])


def _set(s: GameState, zone: Zone, cards: list[str]) -> None:
    """Put `cards` in `zone` (AutoMars's action deck gathers both its kinds; `sample` shuffles it)."""
    kind = zone[0]
    if kind in ("deck", "discard", *PRELUDE_PILES):
        setattr(s, kind, cards)
    elif kind in ("hand", PRELUDES):
        setattr(s.player(zone[1]), kind, cards)
    elif kind == "offer":
        s.offers[zone[1]][zone[2]] = cards
    elif kind == "automars":
        if zone[1] == "bonus_deck":
            s.automars.bonus_deck = cards
        else:
            s.automars.action_deck += cards
    else:
        s.pending[int(zone[1])]["options"] = cards
