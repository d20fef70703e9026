"""Issue #25 points 7 and 8: the large card preview never stays once the pointer has left the card, and on the
pick screen a single click keeps a card, marked where it is, with the kept cards shown apart."""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.app.conftest import release_mouse
from tests.app.test_window_layout import solo_research

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def places(area):
    return {n: area.cards[n].geometry() for n in area.names()}


def test_a_single_click_keeps_a_card_marked_in_place_and_shows_it_apart(window, qtbot):
    """Point 8: it took a double-click or a drag, and the list closed up under the pointer."""
    from tmdesk.app import palette

    solo_research(window)
    pick = window.game_view.pick
    names, before = pick.offered.names(), places(pick.offered)
    card = pick.offered.cards[names[1]]
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    assert pick.kept == [names[1]]
    assert pick.offered.names() == names and places(pick.offered) == before  # nothing moved under the pointer
    mark = card.grab().toImage().pixelColor(card.width() // 2, card.height() - int(30 * card.height() / 196))
    assert mark == QColor(palette.ACCENT)  # the check mark, drawn on the kept card
    assert pick.keep.names() == [names[1]] and pick.keep.isVisible()  # and apart, with the kept cards
    assert "1 card × 3 M€ = 3 M€" in pick.cost.text()
    qtbot.mouseClick(pick.offered.cards[names[3]], Qt.MouseButton.LeftButton)
    assert pick.kept == [names[1], names[3]] and places(pick.offered) == before
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)  # a second click gives it back
    assert pick.kept == [names[3]] and card.grab().toImage().pixelColor(
        card.width() // 2, card.height() - int(30 * card.height() / 196)) != QColor(palette.ACCENT)
    qtbot.mouseClick(pick.keep.cards[names[3]], Qt.MouseButton.LeftButton)  # so does a click on it, apart
    assert pick.kept == [] and pick.keep.names() == []
    qtbot.wait(QApplication.doubleClickInterval() + 50)
    QTest.mouseClick(card, Qt.MouseButton.LeftButton)  # a double-click, as players are used to, keeps it once
    QTest.mouseDClick(card, Qt.MouseButton.LeftButton)  # (a mouse sends a click, then the double-click)
    release_mouse(card)
    assert pick.kept == [names[1]]
    QTest.keyClick(pick.offered.cards[names[0]], Qt.Key.Key_Space)  # and the keyboard
    assert pick.kept == [names[1], names[0]]
    qtbot.mouseClick(pick.confirm, Qt.MouseButton.LeftButton)
    assert sorted(window.session.game.player("Kim").hand) == sorted([names[1], names[0]])


def test_the_card_preview_goes_when_the_pointer_leaves_a_card_that_was_played(window, qtbot):
    """Point 7: after a double-click that plays a card, the large view stayed over the window (and Confirm)."""
    from tests.app.conftest import load_scenario

    load_scenario(window, "city_and_cards")
    gv = window.game_view
    card = gv.hand.cards["Power Plant"]
    QTest.mouseMove(gv.board_view.viewport(), QPoint(10, 10))
    QTest.mouseMove(card, QPoint(30, 30))
    qtbot.waitUntil(lambda: gv.zoom.isVisible() and gv.zoom.card_name == "Power Plant")
    QTest.mouseDClick(card, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(30, 30))
    release_mouse(window)
    qtbot.waitUntil(lambda: "Power Plant" in window.session.game.player("Kim").played)
    QTest.mouseMove(gv.actions.buttons[("pass",)])  # the pointer goes on to the buttons
    qtbot.wait(300)
    assert not gv.zoom.isVisible(), gv.zoom.card_name


def test_a_preview_shown_by_the_keyboard_goes_when_the_pointer_moves_elsewhere(window, qtbot):
    """Point 7: a large view the focus brought up (an arrow key, or the focus jumping to another card after a
    play) stayed over the window while the player went on with the mouse."""
    from tests.app.conftest import load_scenario

    load_scenario(window, "city_and_cards")
    gv = window.game_view
    names = gv.hand.names()
    QTest.mouseMove(gv.board_view.viewport(), QPoint(20, 20))
    gv.hand.cards[names[0]].setFocus(Qt.FocusReason.MouseFocusReason)  # as a click leaves it (no large view)
    QTest.keyClick(gv.hand.cards[names[0]], Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: gv.zoom.isVisible() and gv.zoom.card_name == names[1])
    qtbot.wait(300)
    assert gv.zoom.isVisible()  # the keyboard user reads it: it stays while the pointer rests
    QTest.mouseMove(gv.board_view.viewport(), QPoint(200, 150))  # the player goes on with the mouse
    qtbot.waitUntil(lambda: not gv.zoom.isVisible(), timeout=1000)


def test_a_hovered_card_shows_its_hint_once_not_in_a_tooltip_over_its_large_view(window, qtbot):
    """Played in French at 1280×720: pointing at a card in the hand showed the large view with its hint below,
    and the same hint again in a tooltip drawn over that view."""
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip

    from tests.app.conftest import load_scenario

    load_scenario(window, "city_and_cards")
    gv = window.game_view
    card = gv.hand.cards["Power Plant"]
    QTest.mouseMove(gv.board_view.viewport(), QPoint(10, 10))
    QTest.mouseMove(card, QPoint(30, 30))
    qtbot.waitUntil(lambda: gv.zoom.isVisible() and gv.zoom.card_name == "Power Plant")
    assert gv.zoom.note.isVisible() and gv.zoom.note.text() == card.toolTip() != ""
    QApplication.sendEvent(card, QHelpEvent(QHelpEvent.Type.ToolTip, QPoint(30, 30), card.mapToGlobal(QPoint(30, 30))))
    qtbot.wait(50)
    assert not QToolTip.isVisible()
    QTest.mouseMove(gv.board_view.viewport(), QPoint(10, 10))  # where no large view says it, the tooltip does
    qtbot.waitUntil(lambda: not gv.zoom.isVisible())
    QApplication.sendEvent(card, QHelpEvent(QHelpEvent.Type.ToolTip, QPoint(30, 30), card.mapToGlobal(QPoint(30, 30))))
    qtbot.waitUntil(QToolTip.isVisible)
    QToolTip.hideText()


def test_enter_in_a_choice_of_player_does_not_pick_oneself(window, qtbot):
    """Played in French against Hard: Asteroid's "remove up to 3 plants from any player" listed Ana (who played
    it) first, with the focus: Enter took her own plants."""
    from tmdesk.app.dialogs.choices import PlayerDialog
    from tmdesk.engine.decisions import Decision

    dialog = PlayerDialog(window, Decision("Ana", "select_player", ["Ana", "Bruno"], optional=True))
    answers = []
    dialog.answered.connect(answers.append)
    dialog.show()
    qtbot.waitExposed(dialog)
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert answers == [{"answer": {"player": "Bruno"}}]
    assert list(dialog.buttons) == ["Bruno", "Ana"]  # oneself still there, last
