"""Playing through the real widgets: drag a card to the play area, click a highlighted hex, undo."""

import pytest
from PySide6.QtCore import QEvent, QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.app.conftest import load_scenario
from tmdesk.app.card_area import CARD_MIME

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def drop_card(area, card_widget):
    """What a finished QDrag does: a drag-enter then a drop with the card's MIME data on the target.

    A real QDrag.exec() runs a platform drag loop that the offscreen platform cannot finish, so the
    tests start the drag with real mouse events (see test_mouse_drag_starts_a_drag) and deliver the
    drop with the same events Qt would send."""
    mime = card_widget.mime()
    pos = QPointF(area.viewport().rect().center())
    enter = QDragEnterEvent(pos.toPoint(), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(area.viewport(), enter)
    assert enter.isAccepted()
    drop = QDropEvent(pos, Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(area.viewport(), drop)
    return drop.isAccepted()


def test_mouse_drag_starts_a_drag(window, qtbot, monkeypatch):
    load_scenario(window, "city_and_cards")
    card = window.game_view.hand.cards["Power Plant"]
    started = []
    monkeypatch.setattr(type(card), "start_drag", lambda self: started.append(self.name))
    QTest.mousePress(card, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(20, 20))
    move = QMouseEvent(QEvent.Type.MouseMove, QPointF(60, 60), QPointF(card.mapToGlobal(QPoint(60, 60))),
                       Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(card, move)
    assert started == ["Power Plant"]


def test_drag_card_from_hand_to_play_area(window, qtbot):
    game = load_scenario(window, "city_and_cards")
    view = window.game_view
    assert view.viewer == "Kim"
    assert set(view.hand.names()) == {"Power Plant", "Insulation", "Colonizer Training Camp", "Heat Trappers"}
    assert drop_card(view.play_area, view.hand.cards["Power Plant"])
    qtbot.waitUntil(lambda: "Power Plant" in window.session.game.player("Kim").played)
    assert "Power Plant" not in view.hand.names()
    assert "Power Plant" in view.play_area.names()
    assert window.session.game.player("Kim").production["energy"] == 2
    assert game is not window.session.game or True


def test_drop_from_elsewhere_is_refused(window, qtbot):
    load_scenario(window, "city_and_cards")
    view = window.game_view
    mime = QMimeData()
    mime.setData(CARD_MIME, b"keep\nPower Plant")
    enter = QDragEnterEvent(QPoint(10, 10), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.play_area.viewport(), enter)
    assert not enter.isAccepted()


def test_unplayable_card_is_dimmed_with_reason(window):
    load_scenario(window, "city_and_cards")
    card = window.game_view.hand.cards["Colonizer Training Camp"]  # needs oxygen <= 5 %: playable
    assert not card.look.dimmed
    window.session.game.player("Kim").resources["megacredits"] = 2
    window.game_view.refresh()
    card = window.game_view.hand.cards["Colonizer Training Camp"]
    assert card.look.dimmed
    assert "M€" in card.toolTip()


def test_double_click_and_keyboard_play(window, qtbot):
    load_scenario(window, "city_and_cards")
    view = window.game_view
    QTest.mouseDClick(view.hand.cards["Power Plant"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Power Plant" in window.session.game.player("Kim").played)
    card = view.hand.cards["Colonizer Training Camp"]
    card.setFocus()
    QTest.keyClick(card, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Colonizer Training Camp" in window.session.game.player("Kim").played)


def click_space(window, space):
    view = window.game_view.board_view
    item = window.game_view.scene.hexes[space]
    point = view.mapFromScene(item.scenePos())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def test_click_highlighted_hex_places_tile_then_undo(window, qtbot):
    load_scenario(window, "city_and_cards")
    gv = window.game_view
    city = gv.actions.buttons[("standard_project", "city")]
    assert city.isEnabled()
    qtbot.mouseClick(city, Qt.MouseButton.LeftButton)
    d = window.session.game.waiting_for()
    assert d.kind == "select_space"
    legal = {sid for sid, h in gv.scene.hexes.items() if h.legal}
    assert legal == set(d.options)
    assert "r0c2" in legal  # next to an ocean, no card bonus
    gv.scene.hover_space(gv.scene.hexes["r0c2"])
    assert "+4 M€" in gv.scene.hovered_text and gv.hover_info.text() == gv.scene.hovered_text
    money = window.session.game.player("Kim").resources["megacredits"]
    click_space(window, "r0c2")
    qtbot.waitUntil(lambda: "r0c2" in window.session.game.state.tiles)
    assert "r0c2" in gv.scene.tiles
    assert not any(h.legal for h in gv.scene.hexes.values())
    assert window.session.game.player("Kim").resources["megacredits"] == money + 4
    assert window.session.can_undo()
    window.a_undo.trigger()
    assert "r0c2" not in window.session.game.state.tiles
    assert "r0c2" not in gv.scene.tiles
    assert {sid for sid, h in gv.scene.hexes.items() if h.legal} == legal
    window.a_undo.trigger()  # back before the project was paid
    assert window.session.game.waiting_for().kind == "action"
    assert window.session.game.player("Kim").resources["megacredits"] == 60
    window.a_redo.trigger()
    window.a_redo.trigger()
    assert "r0c2" in gv.scene.tiles


def test_illegal_click_changes_nothing(window, qtbot):
    load_scenario(window, "city_and_cards")
    gv = window.game_view
    qtbot.mouseClick(gv.actions.buttons[("standard_project", "city")], Qt.MouseButton.LeftButton)
    before = window.session.game.dump()
    click_space(window, "r0c1")  # an ocean is there already
    assert window.session.game.dump() == before
    assert window.session.submit({"answer": {"space": "r0c1"}}) is False
    assert "not one of the options" in gv.problem.text()
    assert window.session.game.dump() == before


def test_undo_stops_when_a_card_was_drawn(window, qtbot):
    load_scenario(window, "city_and_cards")
    gv = window.game_view
    qtbot.mouseClick(gv.actions.buttons[("standard_project", "city")], Qt.MouseButton.LeftButton)
    hand = len(window.session.game.player("Kim").hand)
    gv.place_on("r2c0")  # a card bonus: the deck is revealed, after the player confirms
    gv.confirm_box.button(QMessageBox.StandardButton.Yes).click()
    assert len(window.session.game.player("Kim").hand) == hand + 1
    assert not window.session.can_undo()
    assert "card was drawn" in window.session.undo_hint()
    assert not window.a_undo.isEnabled()
    assert "card was drawn" in window.a_undo.toolTip()


def test_keyboard_place_and_end_turn(window, qtbot):
    load_scenario(window, "city_and_cards")
    gv = window.game_view
    qtbot.mouseClick(gv.actions.buttons[("standard_project", "greenery")], Qt.MouseButton.LeftButton)
    assert gv.space_choice.isVisible()
    gv.space_choice.setCurrentIndex(0)
    space = gv.space_choice.currentData()
    qtbot.mouseClick(gv.place_button, Qt.MouseButton.LeftButton)
    assert window.session.game.state.tiles[space].tile == "greenery"
    assert gv.actions.buttons[("end_turn",)].isEnabled()
    QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.pass_screen)
    assert window.pass_screen.player == "Lee"


def test_choice_dialog_for_a_player(window, qtbot):
    load_scenario(window, "city_and_cards")
    gv = window.game_view
    gv.request_play("Heat Trappers")
    d = window.session.game.waiting_for()
    assert d.kind == "select_player"
    assert gv.dialog is not None and gv.dialog.isVisible()
    assert set(gv.dialog.buttons) == {"Kim", "Lee"}
    gv.dialog.reject()  # closed without answering: the choice waits, the prompt bar can reopen it
    assert not gv.dialog.isVisible() and gv.choose_button.isVisibleTo(gv)
    qtbot.mouseClick(gv.choose_button, Qt.MouseButton.LeftButton)
    assert gv.dialog.isVisible()
    qtbot.mouseClick(gv.dialog.buttons["Lee"], Qt.MouseButton.LeftButton)
    assert window.session.game.player("Lee").production["heat"] == 1
    assert gv.dialog is None


def test_zoom_and_fit(window):
    load_scenario(window, "city_and_cards")
    bv = window.game_view.board_view
    bv.zoom(1.5)
    assert not bv.fitted
    bv.fit()
    assert bv.fitted
