"""Prelude in the window: the New Game option, keeping 2 of 4 Preludes on the set-up screen, playing
them by clicking, pass-and-play hiding them, and Eccentric Sponsor's card paid through the dialog."""

import pytest
from PySide6.QtCore import Qt

from tests.app.conftest import load_scenario
from tests.app.test_game_flow import start_from_screen, visible_card_names

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def click(qtbot, area, name):
    qtbot.mouseClick(area.cards[name], Qt.MouseButton.LeftButton)


def test_prelude_option_on_the_new_game_screen(window):
    screen = window.new_game
    screen.mode_buttons["solo"].setChecked(True)
    assert screen.mode_buttons["solo"].text() == "Solo game (14 generations)"
    screen.prelude.setChecked(True)
    assert screen.mode_buttons["solo"].text() == "Solo game (12 generations)"
    for mode in ("standard", "corporate_era", "solo", "automars"):
        screen.mode_buttons[mode].setChecked(True)
        assert screen.prelude.isEnabled() and screen.config()[0].prelude


def test_keep_two_preludes_play_them_and_hide_them_from_the_next_player(window, qtbot):
    window.new_game.prelude.setChecked(True)
    window.new_game.draft.setChecked(False)
    start_from_screen(window, qtbot, players=2)
    game = window.session.game
    window.pass_screen.button.click()
    pick = window.game_view.pick
    dealt = game.waiting_for().info["preludes"]
    assert pick.prelude_area.names() == dealt and pick.prelude_area.isVisible()
    click(qtbot, pick.corporations, pick.decision.options[0])
    assert not pick.confirm.isEnabled() and "2 Preludes" in pick.cost.text()
    for name in dealt[:3]:  # a third click is ignored: 2 are kept
        click(qtbot, pick.prelude_area, name)
    assert pick.preludes == dealt[:2] and pick.confirm.isEnabled()
    click(qtbot, pick.prelude_area, dealt[1])  # give one back, take another
    click(qtbot, pick.prelude_area, dealt[3])
    qtbot.mouseClick(pick.confirm, Qt.MouseButton.LeftButton)
    kept = [dealt[0], dealt[3]]
    assert game.state.offers["Ana"]["preludes"] == kept  # face down until Bruno has chosen too
    assert window.pass_screen.player == "Bruno" and not (visible_card_names(window) | set(
        pick.prelude_area.names())) & set(kept)
    window.pass_screen.button.click()
    assert not set(pick.prelude_area.names()) & set(kept)  # Bruno sees his own 4 only
    click(qtbot, pick.corporations, pick.decision.options[0])
    for name in pick.prelude_area.names()[:2]:
        click(qtbot, pick.prelude_area, name)
    qtbot.mouseClick(pick.confirm, Qt.MouseButton.LeftButton)
    window.pass_screen.button.click()  # Ana plays her Preludes first
    assert game.waiting_for().kind == "play_prelude" and pick.prelude_area.names() == kept
    assert "Preludes" in pick.title.text()
    assert not pick.confirm.isVisible()  # a click plays the Prelude: no Confirm button left greyed for ever
    click(qtbot, pick.prelude_area, kept[0])
    played = [c for c in game.player("Ana").played if game.cards[c].is_prelude] + [
        c for c in game.state.prelude_discard if c in kept]
    assert kept[0] in played


def test_eccentric_sponsor_card_is_paid_through_the_payment_dialog(window, qtbot):
    load_scenario(window, "prelude_eccentric_sponsor")
    dialog = window.game_view.dialog
    assert dialog is not None and "25" in dialog.prompt.text()
    assert dialog.area.names() == ["Space Elevator"]
    qtbot.mouseClick(dialog.area.cards["Space Elevator"], Qt.MouseButton.LeftButton)
    ok = [b for b in dialog.box.buttons() if b.isEnabled()]
    ok[0].click()
    pay = window.game_view.payment_dialog
    assert pay.cost == 2 and "steel" in pay.spins
    pay.spins["steel"].setValue(1)
    pay._accept()
    kim = window.session.game.player("Kim")
    assert "Space Elevator" in kim.played and kim.resources["steel"] == 0 and kim.production["titanium"] == 1


def test_robinson_industries_offers_the_lowest_productions_by_their_names(window, qtbot):
    load_scenario(window, "prelude_robinson")
    dialog = window.game_view.dialog
    assert dialog is not None
    texts = [b.text() for b in dialog.group.buttons()]
    assert texts == ["titanium", "energy"]  # the two lowest, named as on the board (not "0", "1")
    dialog.group.buttons()[1].setChecked(True)
    [b for b in dialog.box.buttons() if b.isEnabled()][0].click()
    kim = window.session.game.player("Kim")
    assert kim.production["energy"] == 1 and kim.resources["megacredits"] == 6
