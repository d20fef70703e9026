"""Hellas and Elysium in the window: chosen on the new-game screen and drawn (whole games on them:
tests/app/test_full_games.py)."""

import pytest
from PySide6.QtCore import Qt

from tmdesk.engine.game import new_game
from tmdesk.engine.state import GameConfig

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def test_the_map_is_chosen_on_the_new_game_screen(window, qtbot):
    screen = window.new_game
    window.show_new_game()
    assert [screen.board.itemText(i) for i in range(screen.board.count())] == [
        "Tharsis", "Elysium", "Hellas", "Terra Cimmeria", "Utopia Planitia", "Vastitas Borealis"]
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


def test_vastitas_borealis_in_the_window_its_north_pole_drawn_and_named(window, qtbot):
    screen = window.new_game
    window.show_new_game()
    screen.board.setCurrentIndex(screen.board.findData("vastitas_borealis"))
    screen.seed.setText("9")
    qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)
    game = window.session.game
    assert game.board.name == "vastitas_borealis" and game.board.milestones[0] == "Agronomist"
    if window.stack.currentWidget() is window.pass_screen:
        window.pass_screen.button.click()
    scene = window.game_view.scene
    pole = scene.hexes["r4c4"]
    assert pole.label == "North Pole" and pole.cost == 4 and pole.bonus == ("temperature",)
    assert scene.map_name.text() == "Vastitas Borealis"
    assert scene.placement_gain("r4c4") == "pay 4 M€ and raise the temperature 1 step"
    assert "Turmoil" in scene.placement_gain("r3c7")


def test_automars_says_it_cannot_play_on_vastitas_borealis(window):
    screen = window.new_game
    window.show_new_game()
    screen.mode_buttons["automars"].setChecked(True)
    screen.board.setCurrentIndex(screen.board.findData("elysium"))
    assert screen.start_button.isEnabled() and screen.problem.text() == ""
    screen.board.setCurrentIndex(screen.board.findData("vastitas_borealis"))
    assert not screen.start_button.isEnabled()
    assert screen.problem.text().startswith("AutoMars cannot play on Vastitas Borealis")
    screen.board.setCurrentIndex(screen.board.findData("tharsis"))
    assert screen.start_button.isEnabled() and screen.problem.text() == ""


def test_a_game_on_elysium_is_drawn_on_elysium(window, qtbot):
    game = new_game(GameConfig(players=["Ana"], mode="solo", seed=12, board="elysium"))
    window.session.adopt(game)
    if window.stack.currentWidget() is window.pass_screen:
        window.pass_screen.button.click()
    scene = window.game_view.scene
    assert scene.board is game.board and scene.board.name == "elysium"
    assert set(scene.tiles) == set(game.state.tiles)  # the solo neutral cities and greeneries
    assert scene.hexes["r2c6"].volcanic and scene.hexes["r2c6"].bonus == ("card", "card", "card")
