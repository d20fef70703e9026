"""What a bot may know: games sampled from its player's view (`tmdesk.engine.view`).

A bot never reads another hand, the order of the draw pile or the cards another player looks at:
before it looks ahead it plays on a sample, a copy in which those were dealt again at random from
the cards it cannot see ("determinised").
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from tmdesk.engine.view import player_view

if TYPE_CHECKING:
    from tmdesk.engine.game import Game


def copy_game(g: Game) -> Game:
    return g.copy()


def sample(g: Game, viewer: str, rng: random.Random) -> Game:
    """A game `viewer` cannot tell from `g`: every card hidden from it dealt again at random."""
    return player_view(g, viewer).sample(rng)
