"""GUI tests run offscreen with pytest-qt; every test gets its own config/data/log folder."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

import tmdesk.app  # noqa: E402,F401

SCENARIOS = Path(__file__).parent / "scenarios"


@pytest.fixture(autouse=True)
def app_home(tmp_path, monkeypatch):
    monkeypatch.setenv("TMDESK_HOME", str(tmp_path / "home"))
    english()  # whatever language an earlier test of this worker (tests/i18n too) left installed
    yield tmp_path / "home"
    english()


def english():
    from PySide6.QtCore import QCoreApplication

    from tmdesk.app import i18n

    if i18n.current_language() != "en" and QCoreApplication.instance() is not None:
        i18n.install_language("en")


@pytest.fixture
def window(qtbot, app_home):
    from tmdesk.app import i18n
    from tmdesk.app.main_window import MainWindow
    from tmdesk.app.settings import Settings

    i18n.install_language("en")
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    w.resize(1500, 950)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitActive(w)
    yield w
    release_mouse(w)
    w.game_view.close_dialog()
    w.session.changed.disconnect()


def release_mouse(widget):
    """QTest.mouseDClick leaves its button down (no release follows, as a real mouse sends): release it, or
    the pointer stays put for every later test of this process (QTest.mouseMove then drags nowhere)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    for button in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
        if QApplication.mouseButtons() & button:
            QTest.mouseRelease(widget, button)


def load_scenario(window, name):
    """Put the window in the state of tests/app/scenarios/<name>.json, with its decision-maker at the keyboard."""
    from tmdesk.engine.scenario import load, play

    game = play(load(SCENARIOS / f"{name}.json"))
    window.session.adopt(game)
    d = game.waiting_for()
    if d is not None and window.stack.currentWidget() is window.pass_screen:
        window.pass_screen.button.click()
    return game


def shown_text(window) -> str:
    """Everything a person could read on the screen now, one item a line: every visible window's title,
    labels, buttons, texts, list items, tooltips (of widgets and board items), the cards drawn (by name),
    the menus' entries and the status bar."""
    from PySide6.QtWidgets import (
        QAbstractButton,
        QApplication,
        QComboBox,
        QGraphicsView,
        QLabel,
        QPlainTextEdit,
        QTextEdit,
        QWidget,
    )

    from tmdesk.app.card_area import CardWidget

    parts: list[str] = [window.statusBar().currentMessage()]
    for action in window.menuBar().actions():
        menu = action.menu()
        parts += [action.text()] + ([a.text() for a in menu.actions()] + [a.toolTip() for a in menu.actions()]
                                    if menu else [])
    for top in QApplication.topLevelWidgets():
        owner = top
        while owner is not None and owner is not window:
            owner = owner.parentWidget()
        if not top.isVisible() or owner is not window:  # this window's dialogs, not another test's
            continue
        parts.append(top.windowTitle())
        for w in [top, *top.findChildren(QWidget)]:
            if not w.isVisible():
                continue
            parts.append(w.toolTip())
            if isinstance(w, (QLabel, QAbstractButton)):
                parts.append(w.text())
            elif isinstance(w, (QPlainTextEdit, QTextEdit)):
                parts.append(w.toPlainText())
            elif isinstance(w, QComboBox):
                parts += [w.itemText(i) for i in range(w.count())]
            elif isinstance(w, CardWidget):
                parts.append(w.name)
            elif isinstance(w, QGraphicsView) and w.scene() is not None:
                parts += [item.toolTip() for item in w.scene().items() if item.isVisible()]
    return "\n".join(p for p in parts if p)


def hover(qtbot, widget, point, wanted: str) -> str:  # noqa: ANN001
    """Rest the real mouse pointer on `point` of `widget` until Qt shows a tooltip holding `wanted` (Qt shows it
    after the pointer rests a while: slow on a busy machine)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QToolTip

    QToolTip.hideText()
    qtbot.mouseMove(widget, point + QPoint(1, 0))
    qtbot.mouseMove(widget, point)
    qtbot.waitUntil(lambda: QToolTip.isVisible() and wanted in QToolTip.text(), timeout=15_000)
    return QToolTip.text()


def hover_last_log_line(window, qtbot, wanted: str) -> str:  # noqa: ANN001
    """Rest the mouse pointer on the last line of the log panel until its tooltip holds `wanted`."""
    from PySide6.QtGui import QTextCursor

    view = window.game_view.log.body.text
    qtbot.mouseMove(view.viewport(), view.cursorRect(QTextCursor(view.document().lastBlock())).center())
    qtbot.waitUntil(lambda: wanted in view.viewport().toolTip(), timeout=15_000)
    return view.viewport().toolTip()
