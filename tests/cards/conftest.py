"""Builders for card tests: a small state, a card played, the numbers asserted.

    g = build({"Kim": {"resources": {"megacredits": 30}, "hand": ["Lichen"]}}, temperature=-24)
    play(g, "Lichen")
    assert g.player("Kim").production["plants"] == 1
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from tmdesk.cards.loader import catalogue
from tmdesk.cards.model import CardDef
from tmdesk.engine.game import Game
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.scenario import build as build_scenario

ZERO = {"megacredits": 0, "steel": 0, "titanium": 0, "plants": 0, "energy": 0, "heat": 0}


def build(players: dict[str, dict[str, Any]] | None = None, *, mode: str = "standard", corporate_era: bool = True,
          deck_top: list[str] | None = None, board: str = "tharsis", prelude: bool = False, venus_next: bool = False,
          colony_tiles: list[str] | None = None, **state: Any) -> Game:
    """A game in generation 1's action phase; the first named player acts. Unnamed values are zero.
    With `colony_tiles` (or a `colonies` state), a game with Colonies (`colony_tiles=[]`: dealt)."""
    players = players or {"Kim": {}}
    names = list(players)
    if len(names) == 1 and mode == "standard":
        names.append("Stanley")
        players = dict(players, Stanley={})
    block: dict[str, Any] = dict(state)
    block["players"] = {}
    for n in names:
        pd = dict(players.get(n, {}))
        pd["resources"] = dict(ZERO, **pd.get("resources", {}))
        pd["production"] = dict(ZERO, **pd.get("production", {}))
        block["players"][n] = pd
    if deck_top:
        block["deck_top"] = deck_top
    data = {"format": "tmdesk-scenario/1",
            "setup": {"players": names, "skip_setup": True, "mode": mode, "corporate_era": corporate_era,
                      "board": board, "prelude": prelude, "venus_next": venus_next, "colonies": colony_tiles is not None or "colonies" in state,
                      "colony_tiles": colony_tiles or []},
            "state": block, "steps": []}
    return build_scenario(data)


def play(g: Game, card: str, pay: dict[str, int] | None = None, player: str | None = None) -> None:
    step: dict[str, Any] = {"do": "play_card", "card": card}
    if pay is not None:
        step["pay"] = pay
    if player:
        step["player"] = player
    g.apply(step)


def do(g: Game, **step: Any) -> None:
    g.apply(step)


def answer(g: Game, **ans: Any) -> None:
    g.apply({"answer": ans})


def rejected(g: Game, step: dict[str, Any]) -> str:
    """Assert the step is refused and changes nothing; return the message."""
    before = g.dump()
    with pytest.raises(IllegalAction) as info:
        g.apply(step)
    assert g.dump() == before
    return str(info.value)


def waiting(g: Game) -> dict[str, Any]:
    d = g.waiting_for()
    assert d is not None
    return d.to_dict()


@contextmanager
def extra_cards(cards: dict[str, CardDef]) -> Iterator[None]:
    """Put test cards in the catalogue for the duration (a fixture yields from it). The decks built meanwhile
    are forgotten on both sides: a test card must never be dealt in a later test's game."""
    from tmdesk.engine.invariants import _all_cards

    catalogue_cards = catalogue().cards
    catalogue_cards.update(cards)
    catalogue()._decks.clear()
    try:
        yield
    finally:
        for name in cards:
            del catalogue_cards[name]
        catalogue()._decks.clear()
        _all_cards.cache_clear()
