"""Issue #25 points 3 and 4: undo over another person's decision asks first and the hand-over screen says
what was undone; Save as writes into the saves folder under a dated name with `.json`, keeps the undo
history, and Open asks before it replaces a game in progress and lists every file the program saved."""

import datetime

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QListView, QMessageBox

from tests.app.conftest import load_scenario
from tests.app.test_privacy import research_for_two

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
CTRL = Qt.KeyboardModifier.ControlModifier


def when_modal(qtbot, then):
    """Run `then(dialog)` on the next modal dialog, from inside its own event loop (it blocks until closed)."""
    def poll():
        dialog = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(20, poll)
            return
        then(dialog)

    QTimer.singleShot(0, poll)


def type_name_and_enter(qtbot, name, seen, folder=None):
    """In the file dialog about to open: note its folder and proposed name, type `name`, press Enter.
    (In another folder than `folder` it is cancelled instead: nothing is written where it should not be.)"""
    def then(dialog):
        assert isinstance(dialog, QFileDialog)
        edit = dialog.findChild(QLineEdit, "fileNameEdit")
        seen.append((dialog.directory().absolutePath(), edit.text()))
        if folder is not None and seen[-1][0] != str(folder):
            dialog.reject()
            return
        edit.selectAll()
        if "/" in name:  # a whole path: typed at once (key by key, the completer's list would take the Enter)
            edit.setText(name)
        else:
            QTest.keyClicks(edit, name)
        QTest.keyClick(edit, Qt.Key.Key_Return)

    when_modal(qtbot, then)


def answer(qtbot, button, seen):
    def then(box):
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        qtbot.mouseClick(box.button(button), Qt.MouseButton.LeftButton)

    when_modal(qtbot, then)


def test_undo_over_another_persons_decision_asks_and_the_hand_over_says_what_was_undone(window, qtbot):
    game = research_for_two(window)
    first = game.waiting_for().player
    qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.game_view.pick.confirm, Qt.MouseButton.LeftButton)  # buys nothing
    second = window.pass_screen.player
    qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    offer = list(game.waiting_for().options)
    QTest.keyClick(window, Qt.Key.Key_Z, CTRL)
    box = window.game_view.confirm_box
    assert box is not None and box.isVisible()
    face_down = f"The research purchase of {first}, still face down."  # how many cards: not told before all bought
    assert box.text() == f"Take back a decision of {first}?\n{face_down}\n{first} will make it again."
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    d = window.session.game.waiting_for()
    assert (d.player, d.kind, d.options) == (second, "buy_cards", offer)  # nothing undone
    assert window.stack.currentWidget() is window.game_view
    QTest.keyClick(window, Qt.Key.Key_Z, CTRL)
    qtbot.mouseClick(window.game_view.confirm_box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert window.session.game.waiting_for().player == first
    assert window.stack.currentWidget() is window.pass_screen and window.pass_screen.player == first
    assert window.pass_screen.detail.text().startswith(f"Undone: {face_down}\n")
    QTest.keyClick(window.pass_screen, Qt.Key.Key_Return)
    QTest.keyClick(window, Qt.Key.Key_Z, CTRL)  # the first person's own decisions: no question
    assert window.game_view.confirm_box is None


def test_save_as_proposes_a_dated_name_in_the_saves_folder_and_adds_json(window, qtbot, app_home):
    from tmdesk.app import settings

    load_scenario(window, "city_and_cards")
    seen = []
    folder = settings.data_dir() / "saves"  # beside the autosave (README: where tmdesk keeps your files)
    type_name_and_enter(qtbot, "evening game", seen, folder)
    QTest.keyClick(window, Qt.Key.Key_S, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert seen == [(str(folder), f"{datetime.date.today().isoformat()} Kim, Lee.json")]
    assert (folder / "evening game.json").is_file() and window.save_path == folder / "evening game.json"
    # Open: the game in progress is offered a save first, then the file is listed and opens
    double_click = QTest.mouseDClick
    double_click(window.game_view.hand.cards["Power Plant"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Power Plant" in window.session.game.player("Kim").played)
    asked, listed = [], []

    def pick_file(dialog):
        view = dialog.findChild(QListView, "listView")
        qtbot.waitUntil(lambda: view.model().rowCount(view.rootIndex()) > 0)
        listed.extend(view.model().index(r, 0, view.rootIndex()).data() for r in range(view.model().rowCount(
            view.rootIndex())))
        edit = dialog.findChild(QLineEdit, "fileNameEdit")
        QTest.keyClicks(edit, "evening game.json")
        QTest.keyClick(edit, Qt.Key.Key_Return)

    window.activateWindow()  # as the window manager does when a dialog closes
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    answer(qtbot, QMessageBox.StandardButton.Discard, asked)
    QTimer.singleShot(300, lambda: when_modal(qtbot, pick_file))
    QTest.keyClick(window, Qt.Key.Key_O, CTRL)
    assert asked == ["A game is in progress. Save it to a file before opening another?"]
    assert "evening game.json" in listed
    assert "Power Plant" in window.session.game.player("Kim").hand  # the saved game, before the card


def test_a_game_saved_with_save_as_opens_with_its_undo_history(window, qtbot, tmp_path):
    """Point 3: Open keeps the undo history as Continue does."""
    load_scenario(window, "city_and_cards")
    kim = window.session.game.player("Kim")
    money = kim.resources["megacredits"]
    QTest.mouseDClick(window.game_view.hand.cards["Power Plant"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Power Plant" in window.session.game.player("Kim").played)
    type_name_and_enter(qtbot, str(tmp_path / "kim.json"), [])
    QTest.keyClick(window, Qt.Key.Key_S, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert (tmp_path / "kim.json").is_file()
    load_scenario(window, "final_scoring")  # another game meanwhile
    assert window.open_path(tmp_path / "kim.json")
    assert window.a_undo.isEnabled()
    window.a_undo.trigger()
    kim = window.session.game.player("Kim")
    assert "Power Plant" in kim.hand and kim.resources["megacredits"] == money
