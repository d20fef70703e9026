"""Whole games played through the window (random legal answers submitted via the session, every
screen refreshed after each decision, undo/redo along the way) end on the end-of-game screen."""

import random

import pytest

from tmdesk.bots import random_step
from tmdesk.engine.game import new_game
from tmdesk.engine.state import GameConfig

CONFIGS = {
    "two players, Corporate Era, draft": GameConfig(players=["Ana", "Bruno"], seed=3, corporate_era=True, draft=True),
    "official solo": GameConfig(players=["Ana"], mode="solo", seed=4),
    "AutoMars, draft, C01": GameConfig(players=["Ana"], mode="automars", seed=5, draft=True, automars_corporation="C01"),
    "AutoMars, C03 cubes": GameConfig(players=["Ana"], mode="automars", seed=6, automars_corporation="C03"),
    "Hellas, three players": GameConfig(players=["Ana", "Bruno", "Clara"], seed=11, board="hellas"),
    "Elysium, solo": GameConfig(players=["Ana"], mode="solo", seed=12, board="elysium"),
    "three players with Prelude": GameConfig(players=["Ana", "Bruno", "Chloé"], seed=6, prelude=True),
}


@pytest.mark.parametrize("name", list(CONFIGS))
def test_a_whole_game_through_the_window(window, qtbot, name) -> None:
    window.session.adopt(new_game(CONFIGS[name]))
    window.game_view.automars.timer.setInterval(1)
    rng = random.Random(1)
    decisions = 0
    while (d := window.session.game.waiting_for()) is not None:
        if window.stack.currentWidget() is window.pass_screen:
            window.pass_screen.button.click()
        assert window.session.submit(dict(random_step(window.session.game, d, rng), player=d.player)), d.kind
        decisions += 1
        if decisions % 97 == 0:  # undo and redo mid-game land on the same state
            before = window.session.game.dump()
            if window.session.undo():
                assert window.session.redo()
            assert window.session.game.dump() == before
    # the scores come once AutoMars's last turn has been told (1 ms a line here; slower on a busy machine)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.end_screen, timeout=15_000)
    assert decisions > 20
