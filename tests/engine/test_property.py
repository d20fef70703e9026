"""Hypothesis drives random legal games and checks the invariants after every decision."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tmdesk.cli.simulate import play_random_game
from tmdesk.bots import random_step
from tmdesk.engine.game import new_game
from tmdesk.engine.invariants import violations
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.state import GameConfig

NAMES = ["Ana", "Bruno", "Chloé", "Diego", "Emma"]
configs = st.builds(
    lambda seed, players, ce, draft, solo: GameConfig(
        players=NAMES[:1] if solo else NAMES[:players], mode="solo" if solo else "standard",
        corporate_era=ce or solo, draft=draft, seed=seed),
    seed=st.integers(0, 2**31), players=st.integers(2, 5), ce=st.booleans(), draft=st.booleans(),
    solo=st.booleans())


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(config=configs)
def test_random_games_finish_without_breaking_an_invariant(config: GameConfig) -> None:
    game, decisions = play_random_game(config, check=True)
    assert game.state.phase == "end" and decisions > 0
    assert set(game.state.scores) == set(config.players)
    if not config.solo:
        assert game.state.winner in config.players


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**31), garbage=st.sampled_from([
    {"do": "play_card", "card": "Nonexistent"}, {"do": "play_card", "card": "Capital", "pay": {"megacredits": 999}},
    {"do": "standard_project", "project": "moon_base"}, {"do": "claim_milestone", "milestone": "Mayor"},
    {"answer": {"space": "r9c9"}}, {"answer": {"amount": -3}}, {"do": "end_turn"}, {"answer": "x"},
    {"do": "buy_cards", "cards": ["Lichen", "Lichen"]}, {"do": "convert_heat"}, {"answer": {"skip": True}},
    {"do": "play_card", "card": "Lichen", "pay": {"steel": -1}}, {"do": 7}, {}]))
def test_illegal_answers_change_nothing(seed: int, garbage: dict) -> None:
    """Mid-game, a rejected step leaves the dump exactly as it was; a step that is legal is simply applied."""
    game = new_game(GameConfig(players=NAMES[:3], seed=seed))
    rng = random.Random(seed)
    for _ in range(rng.randint(0, 120)):
        d = game.waiting_for()
        if d is None:
            break
        game.apply(dict(random_step(game, d, rng), player=d.player))
    before = game.dump()
    try:
        game.apply(garbage)
    except IllegalAction as exc:
        assert str(exc)
        assert game.dump() == before
    assert violations(game) == []
