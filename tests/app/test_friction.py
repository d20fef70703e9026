"""Issue #11 "Play without friction": the card preview, the right panel, confirmations, hover text,
dimmed hand cards and the README, each driven with mouse and keys as a player meets it."""

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

ROOT = Path(__file__).resolve().parents[2]


def menu_text(text):
    return text.replace("&", "")


def test_readme_names_the_menu_where_the_language_is(window):
    """Defect 12: the README sends players to the menu entry that exists."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    path = f"{menu_text(window.game_menu.title())} → {menu_text(window.a_settings.text())}"
    assert path == "Game → Settings…"
    assert f"**Language**: {path}" in readme
    assert "Settings → Language (" not in readme


def hex_point(window, sid):
    view = window.game_view.board_view
    return view.mapFromScene(window.game_view.scene.hexes[sid].scenePos())


def test_hover_text_of_a_space_goes_when_the_mouse_leaves_and_after_a_move(window, qtbot):
    """Defect 8: "Place here: …" and "city of …" do not stay in the header."""
    from tests.app.conftest import load_scenario

    load_scenario(window, "city_and_cards")
    gv = window.game_view
    qtbot.mouseClick(gv.actions.buttons[("standard_project", "greenery")], Qt.MouseButton.LeftButton)
    sid = gv.scene.legal_spaces()[0]
    viewport = gv.board_view.viewport()
    QTest.mouseMove(viewport, hex_point(window, sid))
    qtbot.waitUntil(lambda: gv.hover_info.text().startswith("Place here"))
    QTest.mouseMove(viewport, QPoint(2, 2))  # the sky around Mars
    qtbot.waitUntil(lambda: gv.hover_info.text() == "")
    QTest.mouseMove(viewport, hex_point(window, sid))
    qtbot.waitUntil(lambda: gv.hover_info.text().startswith("Place here"))
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, hex_point(window, sid))
    assert window.session.game.state.tiles[sid].tile == "greenery"
    assert not gv.hover_info.text().startswith("Place here")  # the space is taken: no offer left behind
    QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)  # Lee's turn
    window.pass_screen.button.click()
    assert gv.hover_info.text() == ""


def test_hand_cards_are_dimmed_while_a_tile_is_placed(window, qtbot):
    """Defect 9: no card can be played while a tile waits for its space: none looks playable."""
    from tests.app.conftest import load_scenario

    load_scenario(window, "city_and_cards")
    gv = window.game_view
    assert not gv.hand.cards["Power Plant"].look.dimmed  # playable in the action phase
    qtbot.mouseClick(gv.actions.buttons[("standard_project", "greenery")], Qt.MouseButton.LeftButton)
    assert window.session.game.waiting_for().kind == "select_space"
    assert all(w.look.dimmed for w in gv.hand.cards.values())
    assert gv.hand.cards["Power Plant"].toolTip() == "Cards are played during your turn in the action phase"


def test_hand_cards_are_dimmed_during_research(window, qtbot):
    from tmdesk.engine.game import new_game
    from tmdesk.engine.state import GameConfig

    game = new_game(GameConfig(players=["Kim"], mode="solo", seed=3))
    d = game.waiting_for()
    game.apply({"do": "choose_start", "corporation": d.options[0], "cards": d.info["cards"][:3]})
    while game.waiting_for().kind != "buy_cards":
        game.apply({"do": "pass"})
    window.session.adopt(game)
    gv = window.game_view
    assert gv.centre.currentWidget() is gv.pick_scroll
    assert len(gv.hand.cards) >= 3
    assert all(w.look.dimmed for w in gv.hand.cards.values())


def test_card_preview_goes_after_a_drag_and_drop(window, qtbot, monkeypatch):
    """Defect 4: after a card is dragged to the play area no enlarged card stays over the others."""
    from tests.app.conftest import load_scenario
    from tests.app.test_board_and_hand import drop_card

    load_scenario(window, "city_and_cards")
    gv = window.game_view
    card = gv.hand.cards["Power Plant"]
    monkeypatch.setattr(type(card), "start_drag", lambda self: self.hovered.emit(self.name, False))
    QTest.mouseMove(card, QPoint(30, 30))
    qtbot.waitUntil(lambda: gv.zoom.isVisible() and gv.zoom.card_name == "Power Plant")
    QTest.mousePress(card, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(30, 30))
    QTest.mouseMove(card, QPoint(60, 90))  # the drag starts
    assert drop_card(gv.play_area, card)
    QTest.mouseMove(gv.board_view.viewport(), QPoint(5, 5))  # the mouse is over the board now
    qtbot.waitUntil(lambda: "Power Plant" in window.session.game.player("Kim").played)
    qtbot.wait(50)
    assert not gv.zoom.isVisible(), gv.zoom.card_name


def button_place(window, button):
    return button.mapTo(window, QPoint(0, 0))


def test_the_right_panel_keeps_its_buttons_in_place_and_focus_does_not_jump(window, qtbot):
    """Defect 6: after an action the buttons stay under the cursor and the focus stays off the awards."""
    from tests.app.conftest import load_scenario

    load_scenario(window, "city_and_cards")
    gv = window.game_view
    panel = gv.actions
    end = panel.buttons[("end_turn",)]
    places = {key: button_place(window, b) for key, b in panel.buttons.items()}
    scroll = panel.scroll.verticalScrollBar().value()
    button = panel.buttons[("standard_project", "greenery")]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    sid = gv.scene.legal_spaces()[0]
    QTest.mouseClick(gv.board_view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     hex_point(window, sid))
    assert window.session.game.state.tiles[sid].tile == "greenery"
    focus = QApplication.focusWidget()
    assert focus not in panel.buttons.values() or focus is button
    assert panel.scroll.verticalScrollBar().value() == scroll
    assert {key: button_place(window, b) for key, b in panel.buttons.items()} == places
    double_click = QTest.mouseDClick
    double_click(gv.hand.cards["Power Plant"], Qt.MouseButton.LeftButton)  # a second action: labels change
    assert button_place(window, end) == places[("end_turn",)]


def test_pass_asks_first_and_cancel_changes_nothing(window, qtbot):
    """Defect 7: a misclick on Pass does not end the generation for the player."""
    from tests.app.conftest import load_scenario

    load_scenario(window, "city_and_cards")
    gv = window.game_view
    before = window.session.game.dump()
    qtbot.mouseClick(gv.actions.buttons[("pass",)], Qt.MouseButton.LeftButton)
    box = gv.confirm_box
    assert box is not None and box.isVisible()
    assert "Pass" in box.text()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    assert window.session.game.dump() == before
    QTest.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)  # the shortcut asks too
    box = gv.confirm_box
    assert box.isVisible()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert window.session.game.waiting_for().player == "Lee"


def test_funding_an_award_asks_first_and_tooltips_show_every_player(window, qtbot):
    """Defect 7: funding an award is confirmed; award and milestone tooltips give every player's count."""
    from tests.app.conftest import load_scenario
    from tmdesk.engine import goals

    game = load_scenario(window, "city_and_cards")
    gv = window.game_view
    button = gv.actions.buttons[("fund_award", "Thermalist")]
    g = window.session.game
    kim = goals.AWARDS["Thermalist"].count(g, "Kim")
    lee = goals.AWARDS["Thermalist"].count(g, "Lee")
    assert (kim, lee) == (9, 0)  # heat in stock
    assert f"Kim: {kim}" in button.toolTip() and f"Lee: {lee}" in button.toolTip()
    milestone = gv.actions.buttons[("claim_milestone", "Gardener")]
    assert "Kim: 0/3" in milestone.toolTip() and "Lee: 0/3" in milestone.toolTip()
    money = g.player("Kim").resources["megacredits"]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    box = gv.confirm_box
    assert box.isVisible() and "8 M€" in box.text()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    assert "Thermalist" not in window.session.game.state.awards
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(gv.confirm_box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert window.session.game.state.awards == {"Thermalist": "Kim"} or "Thermalist" in window.session.game.state.awards
    assert window.session.game.player("Kim").resources["megacredits"] == money - 8
    assert game is not None


def test_a_tile_that_would_draw_a_card_asks_first(window, qtbot):
    """Defect 7: a placement that reveals a card cannot be undone, so it is confirmed; others are not."""
    from tests.app.conftest import load_scenario

    load_scenario(window, "city_and_cards")
    gv = window.game_view
    qtbot.mouseClick(gv.actions.buttons[("standard_project", "city")], Qt.MouseButton.LeftButton)
    hand = len(window.session.game.player("Kim").hand)
    QTest.mouseClick(gv.board_view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     hex_point(window, "r2c0"))  # a card bonus
    assert gv.confirm_box is not None and gv.confirm_box.isVisible()
    assert "r2c0" not in window.session.game.state.tiles
    qtbot.mouseClick(gv.confirm_box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert window.session.game.state.tiles["r2c0"].tile == "city"
    assert len(window.session.game.player("Kim").hand) == hand + 1
