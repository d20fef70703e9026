"""What a bot may know: a cheap copy of the game, with everything hidden from one player re-dealt at random.

A bot never reads another hand, the order of the draw pile or AutoMars's action deck: before it looks
ahead it plays on a copy in which those are drawn again from the cards it cannot see ("determinised").
"""

from __future__ import annotations

import copy
import random
from typing import TYPE_CHECKING

from tmdesk.engine.state import GameState, PlayerState, Tile

if TYPE_CHECKING:
    from tmdesk.engine.game import Game


def _copy_player(p: PlayerState) -> PlayerState:
    return PlayerState(
        p.name, p.corporation, p.tr, dict(p.resources), dict(p.production), list(p.hand), list(p.played),
        list(p.events), dict(p.card_resources), list(p.used_actions), p.passed, p.tr_raised_this_generation,
        p.first_action_pending, p.next_card_discount, p.next_card_tolerance, p.derived)


def copy_game(g: Game) -> Game:
    """A copy to play ahead on: same rules state, a fresh (empty) log, an independent random generator."""
    from tmdesk.engine.game import Game

    s = g.state
    rng = random.Random()
    rng.setstate(s.rng.getstate())
    c = GameState(
        config=s.config, players=[_copy_player(p) for p in s.players], generation=s.generation, phase=s.phase,
        first_player=s.first_player, active=s.active, actions_taken=s.actions_taken, temperature=s.temperature,
        oxygen=s.oxygen, tiles={k: Tile(t.tile, t.owner, t.name) for k, t in s.tiles.items()},
        claims=dict(s.claims), deck=list(s.deck), discard=list(s.discard), milestones=dict(s.milestones),
        awards=dict(s.awards), pending=copy.deepcopy(s.pending), offers=copy.deepcopy(s.offers),
        deciders=list(s.deciders), scores=copy.deepcopy(s.scores), winner=s.winner, log=[],
        automars=copy.deepcopy(s.automars) if s.automars is not None else None,
        automars_passed=s.automars_passed, last_ocean=s.last_ocean, rng=rng)
    return Game(c)


def determinize(g: Game, viewer: str, rng: random.Random) -> None:
    """Re-deal, in place, every card `viewer` cannot see: other players' hands and unseen offers, the
    draw pile's order, AutoMars's action deck order, and the random generator's future."""
    s = g.state
    pool = list(s.deck)
    hidden_hands = [p for p in s.players if p.name != viewer]
    for p in hidden_hands:
        pool.extend(p.hand)
    hidden_offers = [(name, key) for name, offer in s.offers.items() if name != viewer
                     for key in ("cards", "packet") if offer.get(key)]
    for name, key in hidden_offers:
        pool.extend(s.offers[name][key])
    rng.shuffle(pool)
    for p in hidden_hands:
        n = len(p.hand)
        p.hand = pool[:n]
        del pool[:n]
    for name, key in hidden_offers:
        n = len(s.offers[name][key])
        s.offers[name][key] = pool[:n]
        del pool[:n]
    s.deck = pool
    if s.automars is not None:
        rng.shuffle(s.automars.action_deck)
    s.rng.seed(rng.random())
