"""Issue #11 "Play without friction": the card preview, the right panel, confirmations, hover text,
dimmed hand cards and the README, each driven with mouse and keys as a player meets it."""

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

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
