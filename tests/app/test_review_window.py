"""The game review in the window (Game → Review, the end screen's button): a finished game with a planted
mistake reviewed in the background, the list shown, a row opens the position, Cancel stops it; the review
is saved with the game, and a damaged one is left out with a message."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.app.conftest import release_mouse
from tests.bots.test_review import planted_game, skip_final_greeneries
from tmdesk.app.session import GameSession
from tmdesk.app.widgets.review_dialog import PositionDialog, ReviewDialog
from tmdesk.engine import saves


def reviewed(window, qtbot) -> tuple[ReviewDialog, int]:
    game, planted = planted_game(skip_final_greeneries)
    window.session.adopt(game)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.end_screen, timeout=5000)
    window.end_screen.review_button.click()
    dialog = window.review_window
    assert isinstance(dialog, ReviewDialog) and dialog.player == "Ann"
    qtbot.waitUntil(lambda: dialog.result is not None and not dialog.running(), timeout=120_000)
    return dialog, planted


def test_a_finished_game_is_reviewed_and_a_row_opens_the_position(window, qtbot) -> None:
    dialog, planted = reviewed(window, qtbot)
    final = window.session.game
    generation = saves.loads(saves.dumps(final)).state.generation
    table = dialog.table
    assert table.rowCount() >= 1
    assert [table.item(0, c).text() for c in range(4)] == [
        str(generation), "Final greeneries", "Pass.", "Turn plants into a greenery."]
    assert table.item(0, 4).text().startswith("about ") and table.item(0, 4).text().endswith(" VP")
    assert window.session.review is dialog.result  # kept for the save
    qtbot.waitExposed(dialog)
    rect = table.visualItemRect(table.item(0, 2))
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # as a mouse does: a click first
    QTest.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    release_mouse(table.viewport())
    shown = dialog.positions[-1]
    assert isinstance(shown, PositionDialog) and shown.isVisible()
    world = shown.world
    assert len(world.state.record) == planted and world.waiting_for().kind == "final_greenery"
    assert set(shown.scene.tiles) == set(world.state.tiles)  # the board drawn is the position's
    assert world.state.phase == "final_greenery" and world.player("Ann").resources["plants"] >= 16
    assert "Played: Pass." in shown.what.text()
    shown.close()
    dialog.close()


def test_cancel_stops_the_review(window, qtbot) -> None:
    game, _ = planted_game(skip_final_greeneries)
    dialog = ReviewDialog(game, "Ann", window.game_view.colour, parent=window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.start()
    dialog.cancel()  # at once: a whole game's review takes far longer than this line (a progress-signal cancel
    # raced the worker on a fast machine, which finished the review before the queued signal arrived)
    qtbot.waitUntil(lambda: not dialog.running(), timeout=60_000)
    assert dialog.result is None and dialog.table.rowCount() == 0
    assert dialog.summary.text() == "The review was cancelled." and dialog.start_button.isEnabled()


def test_the_review_is_saved_with_the_game(window, qtbot, tmp_path: Path) -> None:
    dialog, planted = reviewed(window, qtbot)
    path = tmp_path / "reviewed.json"
    window.session.save_to(path)
    again = GameSession()
    again.autosave_enabled = False
    again.open_file(path)
    assert again.review is not None and again.review.findings == dialog.result.findings
    data = json.loads(path.read_text(encoding="utf-8"))
    for damage in ({"index": 10**6}, {"played": {"do": "convert_plants"}}, {"loss": "lots"},
                   {"best": {"do": "play_card", "card": "No Such Card"}}):
        bad = json.loads(json.dumps(data))
        bad["app"]["review"]["findings"][0].update(damage)
        path.write_text(json.dumps(bad), encoding="utf-8")
        told: list[str] = []
        again.failed.connect(told.append)
        again.open_file(path)
        again.failed.disconnect()
        assert again.review is None and again.game.state.record == window.session.game.state.record
        assert told == ["The review saved with this game is damaged or belongs to another game; it was left out."]
    del data["app"]["review"]  # a save without one: as before the review existed
    path.write_text(json.dumps(data), encoding="utf-8")
    again.open_file(path)
    assert again.review is None
    dialog.close()
