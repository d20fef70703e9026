"""The bots with Venus Next: the solo sums count Venus as a goal, its bonus steps and World Government
terraforming's free steps; the fast solo policy spends a free step where it saves most; the multiplayer prices
value a Venus step as a terraform step; whole games of every level finish."""

import pytest

from tests.cards.conftest import build
from tmdesk.bots import solo
from tmdesk.bots.evaluate import Prices
from tmdesk.bots.heuristic import GreedyBot
from tmdesk.bots.levels import make_bot
from tmdesk.bots.play import play_game
from tmdesk.bots.solo_search import SoloPolicy, undone
from tmdesk.engine.state import GameConfig


def test_the_solo_sketch_counts_venus_steps_at_air_scrappings_price_and_the_free_government_steps():
    g = build({"Kim": {}}, mode="solo", venus_next=True, venus=24, generation=10)
    k = solo.sketch(g, g.player("Kim"))
    assert (k.venus_left, k.venus_price, k.free_steps) == (3, 15.0, 4)
    assert k.steps_left() == 19 + 14 + 9 + 3
    assert undone(g) == 19 * 14.0 + 14 * 23.0 + 9 * 18.0 + 3 * 15.0
    without = solo.sketch(build({"Kim": {}}, mode="solo", generation=10), g.player("Kim"))
    assert (without.venus_left, without.free_steps) == (0, 0)


def test_free_government_steps_save_the_priciest_steps_left():
    g = build({"Kim": {}}, mode="solo", venus_next=True, venus=28, generation=13)
    k = solo.sketch(g, g.player("Kim"))
    assert k.free_steps == 1
    paid = solo.surplus(k)
    k.free_steps = 0
    # the free step is an oxygen step (23 M€), which pays nobody TR income (less the half phase it would pay)
    assert paid - solo.surplus(k) == pytest.approx(k.oxygen_price - solo.LATER_TR * k.phases / 2)


def test_raising_venus_in_the_sketch_draws_a_card_at_8_and_gives_a_tr_at_16_percent():
    g = build({"Kim": {}}, mode="solo", venus_next=True, venus=6)
    k = solo.sketch(g, g.player("Kim"))
    income = k.income
    solo.raise_parameter(k, "venus", 1)  # 8 %
    assert (k.venus_left, k.cards, k.income) == (11, 1, income + 1)
    solo.raise_parameter(k, "venus", 4)  # 16 %
    assert (k.venus_left, k.cards, k.income) == (7, 1, income + 6)


def test_the_fast_policy_gives_the_free_step_to_the_parameter_it_saves_most_on():
    oceans = ["r0c1", "r0c3", "r0c4", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r5c5"]
    g = build({"Kim": {}}, mode="solo", venus_next=True, venus=10, temperature=8, generation=5,
              tiles={s: {"tile": "ocean", "owner": None} for s in oceans})
    g.apply({"do": "pass"})
    d = g.waiting_for()
    assert d.options == ["oxygen", "venus"]
    assert SoloPolicy(GreedyBot(1)).government(g, d) == "oxygen"  # 23 M€ of greenery against 15 of Air Scrapping
    g = build({"Kim": {}}, mode="solo", venus_next=True, venus=10, temperature=8, oxygen=14, generation=5)
    g.apply({"do": "pass"})
    d = g.waiting_for()
    assert d.options == ["ocean", "venus"]
    assert SoloPolicy(GreedyBot(1)).government(g, d) == "ocean"  # 18 M€ of aquifer, less its bonus, over 15


def test_a_venus_step_is_priced_as_a_terraform_step_until_venus_is_done():
    g = build(venus_next=True, venus=12)
    pr = Prices(g, g.player("Kim"))
    assert pr.venus == pr.tr > 0
    assert Prices(build(venus_next=True, venus=30), g.player("Kim")).venus == 0.0
    assert Prices(build(), g.player("Kim")).venus == 0.0


@pytest.mark.parametrize(("config", "levels"), [
    (GameConfig(players=["Ana", "Bruno"], seed=7, corporate_era=True, venus_next=True), ("hard", "normal")),
    (GameConfig(players=["Ana"], mode="solo", seed=8, corporate_era=True, venus_next=True, prelude=True), ("hard",)),
])
def test_bots_finish_venus_next_games(config, levels):
    bots = {name: make_bot(level, k) for k, (name, level) in enumerate(zip(config.players, levels, strict=True))}
    game, _ = play_game(config, bots, check=True)
    assert game.state.phase == "end"
