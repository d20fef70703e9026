"""Venus Next in the window: the New Game option, the Venus scale beside the oxygen and the four city spaces off
Mars, Air Scrapping, Hoverlord and Venuphile among the actions, the World Government terraforming dialog of the
first player, floaters paying for a Venus card in the payment dialog, and AutoMars's Venus track and floaters."""

import pytest
from PySide6.QtCore import Qt

from tests.app.test_game_flow import start_from_screen
from tmdesk.engine.scenario import play

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def adopt(window, state, players=("Ana", "Bruno"), mode="standard"):
    game = play({"format": "tmdesk-scenario/1", "setup": {"players": list(players), "mode": mode,
                                                          "skip_setup": True, "venus_next": True},
                 "state": state, "steps": []})
    window.session.adopt(game)
    if window.stack.currentWidget() is window.pass_screen:
        window.pass_screen.button.click()
    return game


def test_venus_next_option_on_the_new_game_screen(window, qtbot):
    screen = window.new_game
    screen.venus_next.setChecked(True)
    assert "Mars and Venus" in screen.mode_buttons["solo"].toolTip()
    screen.mode_buttons["automars"].setChecked(True)
    assert screen.start_button.isEnabled() and screen.config()[0].venus_next  # AutoMars plays Venus Next too
    screen.mode_buttons["solo"].setChecked(True)
    assert screen.config()[0].venus_next and screen.config()[0].mode == "solo"
    start_from_screen(window, qtbot, mode="solo")
    assert window.session.game.state.config.venus_next and window.session.game.dump()["venus"] == 0


def test_the_board_shows_the_venus_scale_and_its_city_spaces_only_in_a_venus_game(window):
    scene = window.game_view.scene
    adopt(window, {"venus": 12})
    assert scene.venus.isVisible() and scene.venus.value == 12
    assert {"stratopolis_space", "maxwell_base_space", "dawn_city_space", "luna_metropolis_space"} <= set(scene.hexes)
    assert "goal 30 %" in scene.venus.toolTip() and "does not end the game" in scene.venus.toolTip()
    wide = scene.sceneRect().width()
    window.session.adopt(play({"format": "tmdesk-scenario/1", "setup": {"players": ["Ana", "Bruno"],
                                                                        "skip_setup": True}, "steps": []}))
    window.pass_screen.button.click()
    assert not scene.venus.isVisible() and "stratopolis_space" not in scene.hexes
    assert scene.sceneRect().width() < wide  # the board has the room again


def test_air_scrapping_hoverlord_and_venuphile_are_among_the_actions(window, qtbot):
    game = adopt(window, {"players": {"Ana": {"resources": {"megacredits": 20}}}})
    panel = window.game_view.actions
    button = panel.buttons[("standard_project", "air_scrapping")]
    assert button.isEnabled() and button.text() == "Air Scrapping  15 M€" and button.toolTip() == "Raise Venus 1 step."
    assert ("claim_milestone", "Hoverlord") in panel.buttons and ("fund_award", "Venuphile") in panel.buttons
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert game.dump()["venus"] == 2 and game.player("Ana").tr == 21


def test_the_first_player_chooses_the_world_government_terraforming_in_a_dialog(window, qtbot):
    game = adopt(window, {"temperature": -12, "oxygen": 5, "venus": 10,
                          "players": {"Ana": {"passed": True}}, "active_player": "Bruno"})
    window.session.submit({"do": "pass", "player": "Bruno"})
    if window.stack.currentWidget() is window.pass_screen:
        window.pass_screen.button.click()
    dialog = window.game_view.dialog
    assert dialog is not None and dialog.windowTitle() == "World Government terraforming"
    assert dialog.prompt.text().startswith("Ana, as first player you choose")
    assert {k: b.text() for k, b in dialog.buttons.items()} == {
        "temperature": "Temperature: -12 → -10 °C", "oxygen": "Oxygen: 5 → 6 %",
        "ocean": "Ocean: place an ocean tile (9 left)", "venus": "Venus: 10 → 12 %"}
    qtbot.mouseClick(dialog.buttons["venus"], Qt.MouseButton.LeftButton)
    assert game.dump()["venus"] == 12 and game.state.phase == "research"
    assert game.player("Ana").tr == 20  # nobody's TR


def test_floaters_pay_in_the_payment_dialog(window, qtbot):
    from tests.cards.conftest import build, extra_cards
    from tests.engine.test_venus import FAKES
    from tmdesk.app.dialogs.payment import PaymentDialog, payment_choices

    with extra_cards(FAKES):  # a game of its own (the window never draws the test cards)
        game = build({"Ana": {"played": ["Test Blimp Bank"], "card_resources": {"Test Blimp Bank": 2},
                              "resources": {"megacredits": 20}, "hand": ["Test Cloud Probe"]}}, venus_next=True,
                     venus=10)
        p, card = game.player("Ana"), game.cards["Test Cloud Probe"]
        assert payment_choices(p, card, 12) == ["floaters"]
        dialog = PaymentDialog(window, p, card, 12, "Test Cloud Probe")
        assert dialog.spins["floaters"].maximum() == 2 and dialog.spins["floaters"].value() == 2
        assert dialog.spins["floaters"].toolTip() == "Each Test Blimp Bank is worth 3 M€"
        assert dialog.payment() == {"floaters": 2, "megacredits": 6}
        dialog.done(0)
        dialog.deleteLater()


def test_automars_board_shows_its_venus_track_and_floaters(window):
    game = play({"format": "tmdesk-scenario/1", "setup": {"players": ["Ana"], "mode": "automars", "skip_setup": True,
                                                          "venus_next": True},
                 "state": {"automars": {"floaters": 3, "tracks": {"building": 0, "space": 0, "event": 0, "science": 0,
                                                                  "energy": 0, "earth": 0, "plant": 0, "venus": 4}}},
                 "steps": []})
    window.session.adopt(game)
    board = window.game_view.automars
    assert board.canvas.tracks[-1] == "venus" and board.canvas.positions["venus"] == 4
    assert board.canvas.heightForWidth(400) == 8 * (board.canvas._cell(400) + 3)  # an eighth row
    assert board.stats.text().endswith("· 3 floaters")
