"""Issue #11 defects 1 and 10, and the autosave of issue #19: hand-over after undo/redo, the undo
history kept through quit and continue, the log file, and an autosave that fails."""

import logging

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from tests.app.conftest import load_scenario

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

KIM_HAND = {"Power Plant", "Insulation", "Colonizer Training Camp", "Heat Trappers"}


def double_click(qtbot, widget):
    QTest.mouseDClick(widget, Qt.MouseButton.LeftButton)


def kim_plays_power_plant_and_ends_turn(window, qtbot):
    load_scenario(window, "city_and_cards")
    gv = window.game_view
    double_click(qtbot, gv.hand.cards["Power Plant"])
    qtbot.waitUntil(lambda: "Power Plant" in window.session.game.player("Kim").played)
    QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.pass_screen)
    assert window.pass_screen.player == "Lee"


def test_undo_on_the_pass_screen_hands_over_before_showing_a_hand(window, qtbot):
    """Defect 1: Ctrl+Z on "Pass to Lee" goes back to Kim's decision: Kim must confirm first."""
    kim_plays_power_plant_and_ends_turn(window, qtbot)
    QTest.keyClick(window.pass_screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.game.waiting_for().player == "Kim"
    assert window.stack.currentWidget() is window.pass_screen
    assert window.pass_screen.player == "Kim"
    assert window.game_view.hand.names() == []  # nobody's cards behind the screen
    QTest.keyClick(window.pass_screen, Qt.Key.Key_Return)
    assert set(window.game_view.hand.names()) == KIM_HAND - {"Power Plant"}
    # redo gives the decision to Lee again: Lee's hand only after Lee confirms
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.session.game.waiting_for().player == "Lee"
    assert window.stack.currentWidget() is window.pass_screen
    assert window.pass_screen.player == "Lee"
    assert window.game_view.hand.names() == []


def test_undo_within_ones_own_turn_needs_no_hand_over(window, qtbot):
    load_scenario(window, "city_and_cards")
    double_click(qtbot, window.game_view.hand.cards["Power Plant"])
    qtbot.waitUntil(lambda: "Power Plant" in window.session.game.player("Kim").played)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.stack.currentWidget() is window.game_view
    assert set(window.game_view.hand.names()) == KIM_HAND


def test_continue_keeps_the_undo_history(qtbot, app_home):
    """Defect 10: quit, start again, Continue: the moves before quitting can still be undone."""
    from tmdesk.app.main_window import MainWindow
    from tmdesk.app.settings import Settings

    first = MainWindow(Settings())
    qtbot.addWidget(first)
    first.show()
    load_scenario(first, "city_and_cards")
    money = first.session.game.player("Kim").resources["megacredits"]
    double_click(qtbot, first.game_view.hand.cards["Power Plant"])
    qtbot.waitUntil(lambda: "Power Plant" in first.session.game.player("Kim").played)
    first.close()  # quitting waits for the autosave

    second = MainWindow(Settings())
    qtbot.addWidget(second)
    second.show()
    assert second.new_game.continue_button.isVisibleTo(second.new_game)
    qtbot.mouseClick(second.new_game.continue_button, Qt.MouseButton.LeftButton)
    assert "Power Plant" in second.session.game.player("Kim").played
    assert second.a_undo.isEnabled()
    second.a_undo.trigger()
    kim = second.session.game.player("Kim")
    assert "Power Plant" in kim.hand and kim.resources["megacredits"] == money
    assert not second.session.can_undo()  # the scenario's start: nothing before it


def test_the_undo_history_never_goes_past_a_draw_after_continue(window, qtbot):
    load_scenario(window, "city_and_cards")
    gv = window.game_view
    qtbot.mouseClick(gv.actions.buttons[("standard_project", "city")], Qt.MouseButton.LeftButton)
    gv.place_on("r2c0")  # a card bonus: the deck is revealed, after the player confirms
    gv.confirm_box.button(QMessageBox.StandardButton.Yes).click()
    window.session.flush()
    window.session.game = None
    window.continue_game()
    assert not window.session.can_undo()
    assert "card was drawn" in window.session.undo_hint()


def test_the_log_file_records_start_save_load_and_errors(window, qtbot, tmp_path):
    """Defect 10: the log file the README asks for is not empty."""
    from tmdesk.app.app_logging import setup_logging
    from tmdesk.app.widgets.new_game import NewGameScreen  # noqa: F401 - the screen the player starts from

    path = setup_logging()
    handler = [h for h in logging.getLogger().handlers if getattr(h, "baseFilename", None) == str(path)][0]
    try:
        window.new_game.draft.setChecked(False)
        window.new_game.mode_buttons["standard"].setChecked(True)
        qtbot.mouseClick(window.new_game.start_button, Qt.MouseButton.LeftButton)
        window.save_to(tmp_path / "game.json")
        assert window.open_path(tmp_path / "game.json")
        window.session.submit({"do": "no such thing"})
        handler.flush()
        text = path.read_text(encoding="utf-8")
    finally:
        logging.getLogger().removeHandler(handler)
        handler.close()
    assert "new game: players ['Ana', 'Bruno']" in text
    assert "game saved to" in text and "game loaded from" in text
    assert "refused" in text


def test_a_failing_autosave_is_told_once_and_the_game_goes_on(window, qtbot, monkeypatch):
    """Issue #19: any exception while autosaving (not only OSError) is told once; play continues."""
    from tmdesk.engine import saves

    def broken(path, text):
        raise UnicodeEncodeError("utf-8", "\udcff", 0, 1, "surrogates not allowed")

    load_scenario(window, "city_and_cards")
    monkeypatch.setattr(saves, "write_atomic", broken)
    told = []
    window.session.failed.connect(told.append)
    gv = window.game_view
    double_click(qtbot, gv.hand.cards["Power Plant"])
    qtbot.waitUntil(lambda: bool(told))
    assert "could not be autosaved" in gv.problem.text()
    assert "Power Plant" in window.session.game.player("Kim").played
    QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)  # the game goes on
    window.session.flush()
    qtbot.wait(50)
    assert window.session.game.waiting_for().player == "Lee"
    assert len(told) == 1


def test_a_game_that_loads_but_cannot_go_on_keeps_the_current_game(window, qtbot, tmp_path, monkeypatch):
    """Issue #19: the session switches games only once the new one is loaded and checked."""
    from tmdesk.engine import saves

    load_scenario(window, "city_and_cards")
    path = tmp_path / "saved.json"
    assert window.save_to(path)
    double_click(qtbot, window.game_view.hand.cards["Power Plant"])
    current = window.session.game
    before = current.dump()
    real = saves.load_file

    def broken(p):
        game = real(p)
        game.waiting_for = lambda *a, **k: (_ for _ in ()).throw(KeyError("pending"))
        return game

    monkeypatch.setattr(saves, "load_file", broken)
    warnings = []
    monkeypatch.setattr("tmdesk.app.main_window.QMessageBox.warning", lambda *a: warnings.append(a[2]))
    assert not window.open_path(path)
    assert len(warnings) == 1
    assert window.session.game is current and current.dump() == before
    assert window.stack.currentWidget() is window.game_view
    assert "Power Plant" in window.game_view.play_area.names()


def test_a_damaged_undo_history_in_the_autosave_is_left_out(window, qtbot, app_home):
    import json

    load_scenario(window, "city_and_cards")
    double_click(qtbot, window.game_view.hand.cards["Power Plant"])
    window.session.flush()
    autosave = app_home / "data" / "autosave.json"
    data = json.loads(autosave.read_text(encoding="utf-8"))
    assert len(data["app"]["undo"]) == 1
    data["app"]["undo"][0]["players"] = "nonsense"
    autosave.write_text(json.dumps(data), encoding="utf-8")
    window.continue_game()
    assert "Power Plant" in window.session.game.player("Kim").played
    assert not window.session.can_undo()
