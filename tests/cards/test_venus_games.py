"""Random games with Venus Next's cards: they finish with every invariant holding, in each mode, and the
Venus cards and corporations are played; `simulate --coverage` reports the expansion's cards."""

from __future__ import annotations

import argparse
from collections import Counter

import pytest

from tmdesk.cards.loader import catalogue
from tmdesk.cli.simulate import expansion_coverage, play_random_game
from tmdesk.engine.state import GameConfig


@pytest.mark.parametrize("mode,ce,draft,prelude", [("standard", True, True, False), ("standard", False, False, True),
                                                   ("solo", True, False, False)])
def test_random_venus_games_finish_with_every_invariant_holding(mode: str, ce: bool, draft: bool, prelude: bool) -> None:
    played: Counter[str] = Counter()
    for seed in range(3):
        players = ["Ana", "Bruno", "Chloé"] if mode == "standard" else ["Ana"]
        game, _ = play_random_game(GameConfig(players=players, mode=mode, corporate_era=ce, draft=draft, seed=seed,
                                              prelude=prelude, venus_next=True), coverage=played)
        assert game.state.phase == "end"
    venus = {c.name for c in catalogue().expansion_cards("venus")}
    assert sum(n for c, n in played.items() if c in venus) >= 5


def test_coverage_lists_the_venus_cards_never_played() -> None:
    args = argparse.Namespace(prelude=False, venus_next=True)
    names = [c.name for c in catalogue().expansion_cards("venus")]
    lines = expansion_coverage(args, Counter(dict.fromkeys(names[1:], 1)))
    assert lines == [f"coverage venus: 53/54 played missing={names[0]}"]
    assert expansion_coverage(argparse.Namespace(prelude=False, venus_next=False), Counter()) == []
