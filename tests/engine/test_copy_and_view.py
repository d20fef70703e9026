"""Game.copy() for a bot's search, and the view of one player from which hidden cards are sampled."""

import random
from collections import Counter
from dataclasses import fields

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


def test_a_copy_copies_every_field_so_that_a_new_field_is_copied_too() -> None:
    game = new_game(CONFIGS[0])
    _play(game, random.Random(1), 120)
    copy = game.copy()
    for obj, other in [(game.state, copy.state)] + list(zip(game.state.players, copy.state.players, strict=True)):
        for f in fields(obj):
            mine, theirs = getattr(obj, f.name), getattr(other, f.name)
            assert mine == theirs or f.name == "rng", f.name
            if isinstance(mine, (list, dict)) and f.name != "players":
                assert mine is not theirs, f"{f.name} is shared"
    assert copy.state.config is game.state.config  # shared: never changed after set-up
    assert copy.state.rng.getstate() == game.state.rng.getstate() and copy.state.rng is not game.state.rng


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
    assert Counter(view.unseen["project"]) == hidden and list(view.unseen["project"]) == sorted(view.unseen["project"])


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
    assert not set(game.state.offers["Ana"]["corporations"]) & set(view.unseen["corporation"])
    assert set(game.state.offers["Bruno"]["corporations"]) <= set(view.unseen["corporation"])
    sample = view.sample(random.Random(1))
    assert violations(sample) == []
    assert set(sample.state.offers["Bruno"]["corporations"]) <= set(view.unseen["corporation"])


def test_automars_action_deck_and_bonus_deck_are_hidden_and_sampled() -> None:
    game, rng = new_game(CONFIGS[1]), random.Random(3)
    while not (game.state.generation >= 2 and len(game.state.automars.action_deck) >= 3):
        _play(game, rng, 1)
    real = game.state.automars
    view = player_view(game, "Ana")
    seen = view.game.state.automars
    assert seen.action_deck == [] and seen.bonus_deck == []
    bonus = [c for c in real.action_deck if c.startswith("B")]
    assert view.hidden[("automars", "action_deck", "bonus")] == len(bonus)
    assert view.hidden[("automars", "action_deck", "project")] == len(real.action_deck) - len(bonus)
    assert sorted(view.unseen["bonus"]) == sorted(bonus + real.bonus_deck)
    assert bonus and real.bonus_deck  # both kinds are there to hide
    sampled = view.sample(random.Random(9))
    sample = sampled.state.automars
    assert len(sample.action_deck) == len(real.action_deck) and len(sample.bonus_deck) == len(real.bonus_deck)
    assert sum(c.startswith("B") for c in sample.action_deck) == len(bonus)
    assert violations(sampled) == []
    _play(sampled, random.Random(4), 10_000)
    assert sampled.state.phase == "end"


def test_an_offer_of_another_kind_of_card_is_sampled_only_among_its_kind() -> None:
    game = new_game(GameConfig(players=["Ana", "Bruno"], seed=8))
    game.state.offers["Bruno"]["preludes"] = ["Donation", "Loan"]  # as a later expansion would deal them
    view = player_view(game, "Ana")
    assert view.hidden[("offer", "Bruno", "preludes")] == 2 and view.unseen["preludes"] == ("Donation", "Loan")
    assert "Donation" not in view.unseen["project"]
    sample = view.sample(random.Random(2))
    assert sorted(sample.state.offers["Bruno"]["preludes"]) == ["Donation", "Loan"]
    assert violations(sample) == []


@pytest.mark.parametrize("config", CONFIGS)
def test_through_a_whole_game_a_sample_offers_the_decider_the_same_decision(config: GameConfig) -> None:
    game, rng, k = new_game(config), random.Random(7), 0
    while (d := game.waiting_for()) is not None:
        if k % 23 == 0 and d.player in [p.name for p in game.state.players]:
            sample = player_view(game, d.player).sample(random.Random(k))
            same = sample.waiting_for()
            assert same is not None and (same.player, same.kind, same.options) == (d.player, d.kind, d.options)
            assert violations(sample) == []
        game.apply(dict(random_step(game, d, rng), player=d.player))
        k += 1
