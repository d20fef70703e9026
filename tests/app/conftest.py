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
    return tmp_path / "home"


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
    w.game_view.close_dialog()
    w.session.changed.disconnect()


def load_scenario(window, name):
    """Put the window in the state of tests/app/scenarios/<name>.json, with its decision-maker at the keyboard."""
    from tmdesk.engine.scenario import load, play

    game = play(load(SCENARIOS / f"{name}.json"))
    window.session.adopt(game)
    d = game.waiting_for()
    if d is not None and window.stack.currentWidget() is window.pass_screen:
        window.pass_screen.button.click()
    return game
