"""What one player may know of a game, and games sampled from it (for bots that search).

The cards a player cannot see are in hidden zones: the draw pile, the discard pile, the other
players' hands, their set-up, research and draft offers, and cards another player is looking at
(Invention Contest, Business Network...). A `PlayerView` is a copy of the game with those zones
emptied, the number of cards each held, and the cards that may be in them: the hidden project
cards as a sorted list (the player can work that list out: every card of the deck it has not seen)
and the corporations no player has shown. `sample` deals those at random back into the zones and
gives a playable game that the player cannot tell from the real one.

Choices made where a player's memory would know more: a draft packet the player passed on, and its
own discards, count as hidden again (a bot loses that memory but never sees what it may not).
AutoMars's own piles are kept as they are; they are not sampled.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tmdesk.cards.loader import catalogue
from tmdesk.engine.game import Game
from tmdesk.engine.state import GameState

Zone = tuple[str, ...]  # ("deck",) ("discard",) ("hand", p) ("offer", p, key) ("pending", index)
CORPORATIONS = "corporations"  # the offer key of the set-up corporations


@dataclass(frozen=True, slots=True)
class PlayerView:
    player: str
    game: Game  # a copy with every hidden zone empty: read it, never answer its decisions
    hidden: dict[Zone, int]  # zone -> how many cards it holds
    unseen_cards: tuple[str, ...]  # the hidden project cards, sorted
    unseen_corporations: tuple[str, ...]  # corporations no player has shown, sorted

    def sample(self, rng: random.Random) -> Game:
        """A game consistent with this view: hidden cards dealt at random, future draws unknown."""
        g = self.game.copy()
        s = g.state
        cards = list(self.unseen_cards)
        corporations = list(self.unseen_corporations)
        rng.shuffle(cards)
        rng.shuffle(corporations)
        for zone, n in self.hidden.items():
            pool = corporations if zone[-1] == CORPORATIONS else cards
            _set(s, zone, [pool.pop() for _ in range(n)])
        s.rng = random.Random(rng.getrandbits(64))
        return g


def player_view(g: Game, player: str) -> PlayerView:
    """The view of `player` (a player's name) of game `g`; `g` is not changed."""
    masked = g.copy()
    s = masked.state
    hidden: dict[Zone, int] = {}
    cards: list[str] = []
    corporations_seen = {p.corporation for p in s.players if p.corporation}
    for zone in _zones(s, player):
        held = _get(s, zone)
        if zone[-1] == CORPORATIONS and zone[1] in s.config.beginners:
            continue  # a Beginner Corporation offer is known from the game's options
        hidden[zone] = len(held)
        if zone[-1] != CORPORATIONS:
            cards += held
        _set(s, zone, [])
    for offer in s.offers.values():
        corporations_seen.update(offer.get(CORPORATIONS, []))
    pool = [c for c in catalogue().corporation_pool(s.config.corporate_era) if c not in corporations_seen]
    return PlayerView(player, masked, hidden, tuple(sorted(cards)), tuple(sorted(pool)))


def _zones(s: GameState, player: str) -> list[Zone]:
    zones: list[Zone] = [("deck",), ("discard",)]
    zones += [("hand", p.name) for p in s.players if p.name != player]
    zones += [("offer", name, key) for name, offer in s.offers.items() if name != player for key in sorted(offer)]
    zones += [("pending", str(i)) for i, item in enumerate(s.pending)
              if item["t"] == "ask" and item["p"] != player and _looks_at_cards(item)]
    return zones


def _looks_at_cards(item: dict[str, object]) -> bool:
    effect = item.get("effect")
    return isinstance(effect, dict) and ("look_keep" in effect or "look_buy" in effect)


def _get(s: GameState, zone: Zone) -> list[str]:
    kind = zone[0]
    if kind in ("deck", "discard"):
        return list(getattr(s, kind))
    if kind == "hand":
        return list(s.player(zone[1]).hand)
    if kind == "offer":
        return list(s.offers[zone[1]][zone[2]])
    return list(s.pending[int(zone[1])]["options"])


def _set(s: GameState, zone: Zone, cards: list[str]) -> None:
    kind = zone[0]
    if kind in ("deck", "discard"):
        setattr(s, kind, cards)
    elif kind == "hand":
        s.player(zone[1]).hand = cards
    elif kind == "offer":
        s.offers[zone[1]][zone[2]] = cards
    else:
        s.pending[int(zone[1])]["options"] = cards

