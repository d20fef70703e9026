"""The fast policy's start against AutoMars: the corporations' measured edge (points_policy.CORPORATION_EDGE)."""

from __future__ import annotations

from tmdesk.bots import points_policy
from tmdesk.bots.points_policy import choose_start, start_options
from tmdesk.engine import decisions as D
from tmdesk.engine.game import new_game
from tmdesk.engine.state import BOT, GameConfig, Seat


def start(seed: int):
    g = new_game(GameConfig(players=["Ana"], mode="automars", automars_difficulty="normal", seed=seed,
                            seats=[Seat(BOT, "hard")]))
    d = g.waiting_for()
    assert d is not None and d.kind == D.CHOOSE_START
    return g, d


def test_tharsis_republic_is_chosen_over_helion_that_the_sums_alone_prefer(monkeypatch):
    g, d = start(40025)  # Tharsis Republic and Helion dealt
    assert d.options == ["Tharsis Republic", "Helion"]
    with_edge = [w for w, _ in start_options(g, d)]
    monkeypatch.setattr(points_policy, "CORPORATION_EDGE", {})
    sums_alone = [w for w, _ in start_options(g, d)]
    assert sums_alone[1] > sums_alone[0]  # the sums see Helion's heat as money and miss AutoMars's cities
    assert choose_start(g, d)["corporation"] == "Helion"
    # the edge is the measured difference: 15 points for Tharsis Republic, -10 for Helion
    assert with_edge[0] - sums_alone[0] == 15.0 and with_edge[1] - sums_alone[1] == -10.0
    monkeypatch.undo()
    assert choose_start(g, d)["corporation"] == "Tharsis Republic"


def test_the_edge_is_only_counted_against_automars():
    g = new_game(GameConfig(players=["Ana", "Bo"], seed=40025, corporate_era=True,
                            seats=[Seat(BOT, "hard"), Seat(BOT, "normal")]))
    d = g.waiting_for()
    assert d is not None and d.kind == D.CHOOSE_START
    saved = dict(points_policy.CORPORATION_EDGE)
    assert any(c in saved for c in d.options)
    with_table = [w for w, _ in start_options(g, d)]
    points_policy.CORPORATION_EDGE.clear()
    try:
        assert [w for w, _ in start_options(g, d)] == with_table
    finally:
        points_policy.CORPORATION_EDGE.update(saved)
