"""best in the last generations of a game won on points: its best answers played out to the end on sampled games."""

from __future__ import annotations

import random

import pytest

from tmdesk.bots import points, points_search
from tmdesk.bots.points_policy import PointsPolicy
from tmdesk.bots.points_search import PointsSearchBot
from tmdesk.engine import decisions as D
from tmdesk.engine.decisions import Decision
from tmdesk.engine.game import Game, new_game
from tmdesk.engine.state import BOT, GameConfig, Seat


def _last_generations(seed: int) -> tuple[Game, Decision]:
    """An AutoMars game played by the fast policy to an action with a choice, near the end (`ENDGAME`)."""
    game = new_game(GameConfig(players=["Ana"], mode="automars", automars_difficulty="normal", seed=seed,
                               seats=[Seat(BOT, "hard")]))
    policy = PointsPolicy()
    while (d := game.waiting_for()) is not None:
        if d.kind == D.ACTION and points.horizon(game) <= points_search.ENDGAME and len(d.options) > 2:
            return game, d
        game.apply(dict(policy.choose(game, d), player=d.player))
    raise AssertionError("the game ended before its last generations")


def test_the_search_plays_its_answers_out_and_never_reads_the_hidden_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same ranking whatever the order of the deck and of AutoMars's action cards (the player sees neither),
    and each searched answer played on as many sampled games as the budget says."""
    game, d = _last_generations(5)
    twin = game.copy()
    random.Random(1).shuffle(twin.state.deck)
    assert twin.state.automars is not None
    random.Random(2).shuffle(twin.state.automars.action_deck)
    played: list[str] = []
    rollout = PointsSearchBot._rollout

    def counted(self: PointsSearchBot, g: Game, player: str, step: dict) -> float:  # type: ignore[type-arg]
        played.append(step["do"])
        return rollout(self, g, player, step)

    monkeypatch.setattr(PointsSearchBot, "_rollout", counted)
    first = PointsSearchBot(seed=3, rollouts=3, time_limit=600.0).rank(game, d)
    searched = len(played)
    second = PointsSearchBot(seed=3, rollouts=3, time_limit=600.0).rank(twin, d)
    assert [(c.step, c.value) for c in first] == [(c.step, c.value) for c in second]
    assert searched >= 2 * 3 and searched % 3 == 0  # at least two answers, three sampled games each
    assert any(all(first[0].step.get(k) == v for k, v in o.items()) for o in d.options)  # one of the options


def test_before_the_last_generations_the_search_keeps_the_policys_ranking() -> None:
    game = new_game(GameConfig(players=["Ana"], mode="automars", automars_difficulty="normal", seed=5,
                               seats=[Seat(BOT, "hard")]))
    policy = PointsPolicy()
    while (d := game.waiting_for()) is not None and d.kind != D.ACTION:
        game.apply(dict(policy.choose(game, d), player=d.player))
    assert d is not None and points.horizon(game) > points_search.ENDGAME
    ranked = PointsSearchBot(seed=3, rollouts=3).rank(game, d)
    assert [c.value for c in ranked] == [v for v, _ in policy.rank(game, d)]
