"""Hellas and Elysium in the window: chosen on the new-game screen, drawn, and played to the end."""

import random

import pytest
from PySide6.QtCore import Qt

from tmdesk.bots import random_step
from tmdesk.engine.game import new_game
from tmdesk.engine.state import GameConfig

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def test_the_map_is_chosen_on_the_new_game_screen(window, qtbot):
    screen = window.new_game
    window.show_new_game()
    assert [screen.board.itemText(i) for i in range(screen.board.count())] == ["Tharsis", "Elysium", "Hellas"]
    screen.board.setCurrentIndex(screen.board.findData("hellas"))
    screen.mode_buttons["corporate_era"].setChecked(True)
    screen.seed.setText("9")
    assert screen.start_button.isEnabled()
    qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)
    game = window.session.game
    assert game.state.config.board == "hellas" and game.board.name == "hellas"
    if window.stack.currentWidget() is window.pass_screen:
        window.pass_screen.button.click()
    scene = window.game_view.scene
    assert scene.board is game.board and scene.hexes["r8c2"].label == "South Pole"


def test_automars_says_it_plays_on_tharsis_only(window):
    screen = window.new_game
    window.show_new_game()
    screen.mode_buttons["automars"].setChecked(True)
    screen.board.setCurrentIndex(screen.board.findData("elysium"))
    assert not screen.start_button.isEnabled()
    assert screen.problem.text().startswith("AutoMars plays on Tharsis only")
    screen.board.setCurrentIndex(screen.board.findData("tharsis"))
    assert screen.start_button.isEnabled() and screen.problem.text() == ""


CONFIGS = {
    "Hellas, three players": GameConfig(players=["Ana", "Bruno", "Clara"], seed=11, board="hellas"),
    "Elysium, solo": GameConfig(players=["Ana"], mode="solo", seed=12, board="elysium"),
}


@pytest.mark.parametrize("name", list(CONFIGS))
def test_a_whole_game_on_another_map_through_the_window(window, qtbot, name):
    window.session.adopt(new_game(CONFIGS[name]))
    rng = random.Random(2)
    decisions = 0
    while (d := window.session.game.waiting_for()) is not None:
        if window.stack.currentWidget() is window.pass_screen:
            window.pass_screen.button.click()
        assert window.session.submit(dict(random_step(window.session.game, d, rng), player=d.player)), d.kind
        decisions += 1
    qtbot.wait(10)
    assert window.stack.currentWidget() is window.end_screen and decisions > 20
    scene = window.game_view.scene
    assert scene.board.name == CONFIGS[name].board
    assert set(scene.tiles) == set(window.session.game.state.tiles)
