"""Issue 25, points 9-11: the game says why - AutoMars's narration, the Hint, the end of a lost solo game."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QToolTip

from tests.app.conftest import load_scenario
from tmdesk.app import log_text
from tmdesk.automars import messages as am


def _hover(qtbot, widget, point: QPoint, wanted: str) -> str:
    """Rest the real mouse pointer on `point` of `widget` until Qt shows a tooltip holding `wanted`."""
    qtbot.mouseMove(widget, point + QPoint(1, 0))
    qtbot.mouseMove(widget, point)
    qtbot.waitUntil(lambda: QToolTip.isVisible() and wanted in QToolTip.text(), timeout=4000)
    return QToolTip.text()


def test_the_track_icons_say_which_tags_move_each_track(window, qtbot):
    from tmdesk.app.widgets.automars_board import AutoMarsBoard

    game = load_scenario(window, "automars_midgame")
    canvas = window.findChild(AutoMarsBoard).canvas
    assert canvas.track_tags["energy"] == ["power", "jovian"] and canvas.track_tags["plant"] == ["plant", "animal", "microbe"]
    row = canvas.heightForWidth(canvas.width()) // 7
    text = _hover(qtbot, canvas, QPoint(4, 4 * row + row // 2), "Jovian")
    assert text == "Energy track: the Power and Jovian tags move its counter"
    # the tags come from the game's AutoMars board (another map's board pairs them otherwise), not from Tharsis
    board = game.automars_engine.bot.ctx.board
    tracks = dict(board.tracks, science=dataclasses.replace(board.tracks["science"], tags=("science", "jovian")))
    game.automars_engine.bot.ctx.board = dataclasses.replace(board, tracks=tracks)
    window.game_view.refresh()
    QToolTip.hideText()
    assert _hover(qtbot, canvas, QPoint(4, 3 * row + row // 2), "Science") == \
        "Science track: the Science and Jovian tags move its counter"


def test_a_log_line_about_a_bonus_card_shows_what_the_card_does(window, qtbot):
    game = load_scenario(window, "automars_midgame")
    game.state.log += [[am.REVEAL_BONUS, {"card": "B08"}],
                       [am.COMPETITION_NO_MONEY, {"card": "B08", "amount": 3}]]
    window.game_view.refresh()
    view = window.game_view.log.body.text
    last = view.document().lastBlock()
    point = view.cursorRect(QTextCursor(last)).center()
    qtbot.mouseMove(view.viewport(), point)
    qtbot.waitUntil(lambda: "5 M€ or more" in view.viewport().toolTip())
    assert view.viewport().toolTip().startswith("B08 (Corporate Competition): With 5 M€ or more, AutoMars improves")
    assert log_text.entry_text(game.state.log[-1]) == (
        "B08 (Corporate Competition) has no effect: AutoMars has 3 M€ and needs 5 M€; "
        "it draws and resolves the next bonus card instead")


def test_pause_shows_that_the_telling_is_paused(window, qtbot):
    from tmdesk.app.widgets.automars_board import AutoMarsBoard

    board = window.findChild(AutoMarsBoard)
    board.show()
    board.replay([(1, "AutoMars reveals Mine (1 tag: Building)", None), (2, "two", "building"), (3, "three", None)])
    assert board.banner.text() == "▶ AutoMars reveals Mine (1 tag: Building)"
    step_x = board.next_step.mapTo(board, QPoint(0, 0)).x()
    qtbot.mouseClick(board.pause, Qt.MouseButton.LeftButton)
    assert board.pause.isChecked() and board.pause.text() == "Resume"
    assert board.banner.text() == "⏸ Paused (Step shows the next line): AutoMars reveals Mine (1 tag: Building)"
    qtbot.mouseClick(board.next_step, Qt.MouseButton.LeftButton)
    assert board.banner.text() == "⏸ Paused (Step shows the next line): two"
    assert board.next_step.mapTo(board, QPoint(0, 0)).x() == step_x  # Step did not move under the pointer
    qtbot.mouseClick(board.pause, Qt.MouseButton.LeftButton)
    assert board.pause.text() == "Pause" and board.banner.text() == "▶ two"
