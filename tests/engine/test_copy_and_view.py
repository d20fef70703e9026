"""Game.copy() for a bot's search, and the view of one player from which hidden cards are sampled."""

import random
from collections import Counter

import pytest

from tmdesk.bots import random_step
from tmdesk.engine.game import Game, new_game
from tmdesk.engine.invariants import violations
from tmdesk.engine.saves import dumps
from tmdesk.engine.state import GameConfig
from tmdesk.engine.view import player_view

CONFIGS = [
    GameConfig(players=["Ana", "Bruno", "Chloé"], seed=3, corporate_era=True, draft=True),
    GameConfig(players=["Ana"], mode="automars", seed=5, draft=True, automars_corporation="C01"),
]


def _play(game: Game, rng: random.Random, n: int) -> None:
    for _ in range(n):
        d = game.waiting_for()
        if d is None:
            return
        game.apply(dict(random_step(game, d, rng), player=d.player))


@pytest.mark.parametrize("config", CONFIGS)
def test_a_copy_plays_on_like_the_original_and_never_changes_it(config: GameConfig) -> None:
    game = new_game(config)
    _play(game, random.Random(1), 120)
    before = dumps(game)
    copy = game.copy()
    assert dumps(copy) == before
    _play(copy, random.Random(2), 10_000)
    assert copy.state.phase == "end" and dumps(game) == before  # the original did not move
    _play(game, random.Random(2), 10_000)
    assert dumps(game) == dumps(copy)


def test_a_view_hides_what_the_player_may_not_know_and_keeps_what_it_may() -> None:
    game = new_game(CONFIGS[0])
    _play(game, random.Random(1), 60)
    view = player_view(game, "Ana")
    seen = view.game.state
    ana, real = game.player("Ana"), game.state
    assert seen.player("Ana").hand == ana.hand and seen.offers.get("Ana") == real.offers.get("Ana")
    assert seen.deck == [] and seen.discard == [] and seen.player("Bruno").hand == []
    assert view.hidden[("hand", "Bruno")] == len(game.player("Bruno").hand)
    assert view.hidden[("deck",)] == len(real.deck)
    assert all(seen.player(n).played == game.player(n).played for n in ("Ana", "Bruno", "Chloé"))
    hidden = Counter(real.deck + real.discard + [c for n in ("Bruno", "Chloé") for c in game.player(n).hand]
                     + [c for n, o in real.offers.items() if n != "Ana" for k, cards in o.items() for c in cards
                        if k != "corporations"])
    assert Counter(view.unseen_cards) == hidden and list(view.unseen_cards) == sorted(view.unseen_cards)


def test_a_sample_is_a_legal_game_the_player_cannot_tell_from_the_real_one() -> None:
    game = new_game(CONFIGS[0])
    _play(game, random.Random(1), 60)
    view = player_view(game, "Ana")
    samples = [view.sample(random.Random(seed)) for seed in range(3)]
    for sample in samples:
        assert violations(sample) == []
        assert player_view(sample, "Ana").game.dump() == view.game.dump()
        assert len(sample.player("Bruno").hand) == len(game.player("Bruno").hand)
        _play(sample, random.Random(4), 10_000)
        assert sample.state.phase == "end"
    assert len({tuple(s.state.deck) for s in samples}) == 3  # the hidden cards are dealt anew


def test_set_up_corporations_of_the_others_are_sampled_from_those_nobody_showed() -> None:
    game = new_game(GameConfig(players=["Ana", "Bruno"], seed=8, corporate_era=True))
    view = player_view(game, "Ana")
    assert view.hidden[("offer", "Bruno", "corporations")] == 2
    assert not set(game.state.offers["Ana"]["corporations"]) & set(view.unseen_corporations)
    assert set(game.state.offers["Bruno"]["corporations"]) <= set(view.unseen_corporations)
    sample = view.sample(random.Random(1))
    assert violations(sample) == []
    assert set(sample.state.offers["Bruno"]["corporations"]) <= set(view.unseen_corporations)
