"""Funding awards against AutoMars: only in the last generations (see `points.FUND_WITHIN`)."""

from __future__ import annotations

from tmdesk.bots import points
from tmdesk.bots.points_policy import PointsPolicy
from tmdesk.engine import decisions as D
from tmdesk.engine.game import Game, new_game
from tmdesk.engine.state import BOT, GameConfig, Seat


def _award_prices(g: Game) -> list[float]:
    d = g.waiting_for()
    assert d is not None and d.kind == D.ACTION
    p = g.player(d.player)
    k = points.sketch(g, p)
    base = points.final_points(k)
    return [points.option_value(g, p, o, k, base) for o in d.options if o["do"] == "fund_award"]


def _first_action(g: Game, until: int = 0) -> Game:
    """`g` played by the fast policy to the human's first action with the awards open to funding, with at most
    `until` production phases left (0: any)."""
    policy = PointsPolicy()
    while (d := g.waiting_for()) is not None:
        if d.kind == D.ACTION and any(o["do"] == "fund_award" for o in d.options) and (
                not until or points.sketch(g, g.player(d.player)).phases <= until):
            return g
        g.apply(dict(policy.choose(g, d), player=d.player))
    raise AssertionError("no award could be funded")


def test_against_automars_an_award_waits_for_the_last_generations() -> None:
    g = new_game(GameConfig(players=["Ana"], mode="automars", automars_difficulty="normal", seed=3,
                            seats=[Seat(BOT, "hard")]))
    early = _first_action(g.copy())
    assert points.sketch(early, early.player("Ana")).phases > points.FUND_WITHIN
    assert set(_award_prices(early)) == {points.NOT_YET}
    late = _first_action(g.copy(), until=points.FUND_WITHIN)
    assert points.NOT_YET not in _award_prices(late)


def test_between_players_an_award_is_priced_at_once() -> None:
    g = _first_action(new_game(GameConfig(players=["Ann", "Bob"], seed=3)))
    assert points.sketch(g, g.player("Ann")).phases > points.FUND_WITHIN
    assert points.NOT_YET not in _award_prices(g)
