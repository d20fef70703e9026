"""Random games with the Colonies cards: they finish with every invariant holding, in each mode and with the other
expansions, and the Colonies cards and corporations are played; `simulate --coverage` reports them."""

from __future__ import annotations

import argparse
from collections import Counter

import pytest

from tmdesk.cards.loader import catalogue
from tmdesk.cli.simulate import expansion_coverage, play_random_game
from tmdesk.engine.state import GameConfig


@pytest.mark.parametrize(("players", "mode", "extra"), [
    (2, "standard", {"corporate_era": True}),
    (4, "standard", {"corporate_era": True, "draft": True, "prelude": True, "board": "hellas"}),
    (3, "standard", {"venus_next": True, "board": "terra_cimmeria"}),
    (1, "solo", {"corporate_era": True, "prelude": True}),
])
def test_random_colonies_games_finish_with_every_invariant_holding(players: int, mode: str, extra: dict) -> None:
    played: Counter[str] = Counter()
    for seed in range(2):
        names = ["Ana", "Bruno", "Chloé", "Dora", "Emil"][:players]
        game, _ = play_random_game(GameConfig(players=names, mode=mode, seed=seed, colonies=True, **extra),
                                   coverage=played)  # (play_random_game checks the invariants after each decision)
        assert game.state.phase == "end"
    colonies = {c.name for c in catalogue().expansion_cards("colonies")}
    assert sum(n for c, n in played.items() if c in colonies) >= 5


def test_coverage_lists_the_colonies_cards_never_played() -> None:
    args = argparse.Namespace(prelude=False, venus_next=False, colonies=True)
    names = [c.name for c in catalogue().expansion_cards("colonies")]
    lines = expansion_coverage(args, Counter(dict.fromkeys(names[1:], 1)))
    assert lines == [f"coverage colonies: 53/54 played missing={names[0]}"]
