"""AutoMars board, translation switch, settings, logging and crash dialog, display check, screenshots."""

import argparse

import pytest

from tests.app.conftest import SCENARIOS, load_scenario
from tmdesk.app import log_text

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

AUTOMARS_DUMP = {
    "tr": 23, "megacredits": 12,
    "tracks": {"building": 4, "space": 2, "event": 0, "science": 7, "energy": 1, "earth": 3, "plant": 18},
    "action_deck": ["Birds", "Comet", "B03"], "bonus_deck_size": 5, "destroyed_bonus_cards": ["B01"],
}


def test_automars_board_from_dump(qtbot):
    from tmdesk.app.widgets.automars_board import AutoMarsBoard

    board = AutoMarsBoard()
    qtbot.addWidget(board)
    board.set_data(AUTOMARS_DUMP)
    assert board.canvas.positions["science"] == 7
    assert board.canvas.positions["plant"] == 18
    assert "TR 23" in board.stats.text() and "12 M€" in board.stats.text()
    assert "3 cards" in board.decks.text() and "B01" in board.decks.text()
    shown = []
    board.step_shown.connect(shown.append)
    board.replay([(10, "AutoMars moves its counter on the Science track from 6 to 7", "science"),
                  (11, "AutoMars places a city tile on space 5 of row 4", None)])
    assert board.replaying() and shown == [10]
    assert "Science track" in board.banner.text()
    assert board.canvas.flash == "science"
    qtbot.waitUntil(lambda: shown == [10, 11], timeout=3000)
    board.replay([(12, "one", None), (13, "two", None), (14, "three", "space")])
    board.skip_replay()
    assert not board.replaying() and shown[-1] == 14
    assert not board.skip.isEnabled()
    assert board.banner.text() == "Waiting for your move."


def test_automars_corporation_card_and_cubes_on_the_board(qtbot, tmp_path, monkeypatch):
    import subprocess
    import sys
    from pathlib import Path

    from tmdesk.app import i18n
    from tmdesk.app.widgets.automars_board import AutoMarsBoard

    board = AutoMarsBoard()
    qtbot.addWidget(board)
    board.set_data(AUTOMARS_DUMP)
    assert not board.corporation.isVisibleTo(board) and board.canvas.cubes == {}
    data = dict(AUTOMARS_DUMP, corporation="C41", card_resources={}, cubes={"space": [4, 7, 8]})
    board.set_data(data)
    assert board.canvas.cubes == {("space", 4): "white", ("space", 7): "black", ("space", 8): "white"}
    from tmdesk.app.widgets.automars_board import cube_text

    assert "black cube" in cube_text(board.canvas.cubes[("space", 7)])
    text = board.corporation.text()
    assert "C41 Kuiper Cooperative" in text and "Black cubes (Space 7, 10, 14)" in text and "One reading" not in text
    board.set_data(dict(data, cubes={"space": [7, 8]}))  # the cube on Space 4 has fired: it leaves the track
    assert ("space", 4) not in board.canvas.cubes
    board.set_data(dict(AUTOMARS_DUMP, corporation="C40", card_resources={"plants": 3}, cubes={}))
    assert "On the card: 3 plants" in board.corporation.text() and board.canvas.reminder_tracks == ["plant"]
    board.set_data(dict(AUTOMARS_DUMP, corporation="C11", card_resources={}, cubes={}))
    assert "One reading of an unclear card" in board.corporation.text()  # F's reading of the cube
    ts = Path(__file__).resolve().parents[2] / "i18n" / "tmdesk_pt_BR.ts"
    lrelease = str(Path(sys.executable).parent / "pyside6-lrelease")
    subprocess.run([lrelease, str(ts), "-qm", str(tmp_path / "tmdesk_pt_BR.qm")], check=True, capture_output=True)
    monkeypatch.setattr(i18n, "i18n_dirs", lambda: [tmp_path])
    assert i18n.install_language("pt_BR")
    try:
        board.set_data(dict(AUTOMARS_DUMP, corporation="C09", card_resources={}, cubes={}))
        assert "trilha da Terra" in board.corporation.text()
    finally:
        i18n.install_language("en")


def test_language_switch_at_runtime(window, qtbot):
    from tmdesk.app import i18n

    load_scenario(window, "city_and_cards")
    assert i18n.card_name("Power Plant") == "Power Plant"
    i18n.install_language("fr")
    try:
        assert i18n.current_language() == "fr"
        # without a .qm file yet, card names come from the official names in the card data
        assert i18n.card_name("Trees") != "Trees"
        window.game_view.refresh()
        assert window.game_view.hand.cards["Power Plant"].card.name == "Power Plant"
    finally:
        i18n.install_language("en")
    assert i18n.card_name("Trees") == "Trees"


def test_engine_messages_are_translated_with_arguments():
    from tmdesk.engine import messages as M

    text = log_text.message(M.L_BOUGHT, {"player": "Kim", "n": 1})
    assert text == "Kim buys 1 card."
    assert log_text.message(M.L_BOUGHT, {"player": "Kim", "n": 3}) == "Kim buys 3 cards."
    reason = M.Reason(M.R_COST, {"cost": 12, "have": 4})
    assert log_text.message(M.REQUIREMENT_NOT_MET, {"card": "Trees", "reason": reason}) == \
        "Trees cannot be played: it costs 12 M€ and you can pay at most 4."
    assert log_text.message(M.L_PROJECT, {"player": "Kim", "project": "power_plant"}) == \
        "Kim uses the standard project Power plant."


def test_settings_round_trip_and_damaged_file(app_home):
    from tmdesk.app.settings import Settings

    s = Settings(language="es", colour_blind=True, scale=1.3)
    s.save()
    assert Settings.load() == s
    Settings.path().write_text("{broken")
    loaded = Settings.load()
    assert loaded.scale == 1.0 and loaded.language in ("en", "pt_BR", "fr", "es")


def test_settings_dialog_applies_colour_blind_palette(window, qtbot):
    from tmdesk.app.dialogs.settings_dialog import SettingsDialog

    load_scenario(window, "city_and_cards")
    normal = window.game_view.colour("Kim").name()
    dlg = SettingsDialog(window, window.settings)
    dlg.colour_blind.setChecked(True)
    dlg.scale.setCurrentIndex(2)
    dlg.changed.connect(window.apply_settings)
    dlg._ok()
    assert window.settings.colour_blind
    assert window.game_view.colour("Kim").name() != normal
    assert "font-size: 15px" in window.styleSheet()
    card = window.game_view.hand.cards["Power Plant"]
    assert card.width() == int(140 * window.settings.scale)


def test_crash_dialog_names_the_log(qtbot, app_home):
    from tmdesk.app import app_logging

    path = app_logging.setup_logging()
    app_logging.install_excepthook(path)
    import sys

    try:
        raise RuntimeError("boom")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())
    box = app_logging.crash_dialogs[-1]
    assert str(path) in box.text()
    box.close()
    assert "boom" in path.read_text()
    sys.excepthook = sys.__excepthook__


def test_display_problem_is_explained(monkeypatch):
    from tmdesk.app import main

    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr(main.sys, "platform", "linux")
    assert "no display" in main.display_problem()
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setattr(main.Path, "exists", lambda self: True)
    monkeypatch.setattr(main, "_installed_libraries", lambda: "libxcb-shape.so.0 libGL.so.1")
    problem = main.display_problem()
    assert "libxcb-cursor0" in problem and "apt-get install" in problem
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert main.display_problem() is None


def test_screenshot_command(qtbot, tmp_path):
    from tmdesk.app.main import run_app

    out = tmp_path / "shot.png"
    args = argparse.Namespace(screenshot=str(out), scenario=str(SCENARIOS / "three_player_midgame.json"), lang=None)
    assert run_app(args) == 0
    assert out.stat().st_size > 10_000
    from PySide6.QtWidgets import QApplication

    for w in QApplication.topLevelWidgets():
        if w.objectName() == "" and w.__class__.__name__ == "MainWindow":
            w.close()


def test_switch_to_a_compiled_translation(window, tmp_path, monkeypatch):
    """With a .qm built from i18n/tmdesk_fr.ts, the open window changes language at once."""
    import shutil
    import subprocess
    import sys
    from pathlib import Path

    from tmdesk.app import i18n

    ts = Path(__file__).resolve().parents[2] / "i18n" / "tmdesk_fr.ts"
    lrelease = shutil.which("pyside6-lrelease") or str(Path(sys.executable).parent / "pyside6-lrelease")
    subprocess.run([lrelease, str(ts), "-qm", str(tmp_path / "tmdesk_fr.qm")], check=True, capture_output=True)
    monkeypatch.setattr(i18n, "i18n_dirs", lambda: [tmp_path])
    load_scenario(window, "city_and_cards")
    english = (window.game_menu.title(), window.game_view.actions.projects_box.title(), window.game_view.scene.temperature.title)
    try:
        assert i18n.install_language("fr")
        french = (window.game_menu.title(), window.game_view.actions.projects_box.title(), window.game_view.scene.temperature.title)
        assert french[0] != english[0] and french[1] != english[1] and french[2] != english[2]
    finally:
        i18n.install_language("en")
    assert window.game_menu.title() == english[0]


def test_automars_log_lines_are_translated_in_their_own_context(qapp, monkeypatch, tmp_path):
    """AutoMars's sentences live in the "AutoMars" context of the .ts files, with their arguments translated."""
    import subprocess
    import sys
    from pathlib import Path

    from tmdesk.app import i18n
    from tmdesk.automars import messages as am

    ts = Path(__file__).resolve().parents[2] / "i18n" / "tmdesk_fr.ts"
    lrelease = str(Path(sys.executable).parent / "pyside6-lrelease")
    subprocess.run([lrelease, str(ts), "-qm", str(tmp_path / "tmdesk_fr.qm")], check=True, capture_output=True)
    monkeypatch.setattr(i18n, "i18n_dirs", lambda: [tmp_path])
    english = log_text.message(am.FAILED_ACTION, {"reason": "end_of_track", "amount": 5})
    assert english == "AutoMars takes a Failed Action (the track is at its end): +5 M€"
    try:
        assert i18n.install_language("fr")
        french = log_text.message(am.FAILED_ACTION, {"reason": "end_of_track", "amount": 5})
        assert french != english and "5" in french and "the track" not in french
        assert log_text.message(am.PASS) != am.PASS
    finally:
        i18n.install_language("en")


def test_automars_board_opens_at_full_size_and_explains_each_space(window, qtbot):
    from tmdesk.app.widgets.automars_board import AutoMarsBoard, space_text

    load_scenario(window, "automars_midgame")
    board = window.findChild(AutoMarsBoard)
    board.enlarge.click()
    big = board.big
    assert big is not None and big.isVisible()
    assert big.canvas.width() >= 21 * 40  # 40+ px a space instead of about 13 in the side column
    assert big.canvas.positions["building"] == 6 and big.canvas.positions["plant"] == 5
    assert big.canvas.space_at(big.canvas.left() + 5 * 44 + 10, 10) == ("building", 5)
    assert space_text("building", 5, "tr:2") == "Space 5 of the Building track: Gain 2 TR"
    assert space_text("building", 11, "advance_track:space") == (
        "Space 11 of the Building track: Advance Another Counter, on the Space track")
    assert space_text("event", 0, None) == "Space 0 of the Event track: no icon"


def test_automars_replay_shows_its_own_steps_and_lights_up_its_tiles(window, qtbot):
    from tmdesk.app.models.log_model import automars_step as _automars_step
    from tmdesk.automars import messages as am

    game = load_scenario(window, "automars_midgame")
    assert _automars_step([am.TRACK_ADVANCE, {"track": "space", "before": 1, "after": 2}])
    assert not _automars_step(["{player} passes.", {"player": "Kim"}])
    game.state.log.append([am.PLACE_TILE, {"tile": "city", "space": "r5c1"}])
    view = window.game_view
    view.show_automars_step(len(game.state.log) - 1)
    assert view.scene.hexes["r5c1"].flashing
    qtbot.waitUntil(lambda: not view.scene.hexes["r5c1"].flashing, timeout=3000)


def test_pointing_at_a_log_line_or_a_placement_entry_lights_its_space(window, qtbot):
    from tmdesk.engine import messages as M

    game = load_scenario(window, "automars_midgame")
    game.state.log.append([M.L_TILE, {"player": "AutoMars", "tile": "greenery", "space": "r6c2"}])
    view = window.game_view
    view.log.refresh(game.state.log)
    row = len(game.state.log) - 1
    assert "space 3 of row 7" in view.log.model.text(row) and "r6c2" not in view.log.model.text(row)
    from PySide6.QtGui import QTextCursor
    from PySide6.QtTest import QTest

    body = view.log.body
    cursor = QTextCursor(body.text.document().findBlockByNumber(body.shown.index(row)))
    body.text.setTextCursor(cursor)  # selecting the line (click or keys)
    assert view.scene.hexes["r6c2"].flashing
    view.scene.hexes["r6c2"].flashing = False
    body.text.moveCursor(QTextCursor.MoveOperation.Start)
    QTest.mouseMove(body.text.viewport(), body.text.cursorRect(cursor).center())  # hovering the line
    assert view.scene.hexes["r6c2"].flashing
    view.space_choice.clear()
    view.space_choice.addItem("space 1 of row 1", "r0c0")
    view.space_choice.highlighted.emit(0)
    assert view.scene.hexes["r0c0"].flashing


def test_the_window_opens_where_it_was_left(qtbot, app_home):
    from tmdesk.app.main_window import MainWindow
    from tmdesk.app.settings import Settings

    first = MainWindow(Settings.load())
    qtbot.addWidget(first)
    first.show()
    first.setGeometry(40, 50, first.width() - 30, first.height() - 20)  # the player moves and resizes it
    first.close()  # saves the geometry with the settings
    saved = Settings.load().geometry
    assert saved and bytes(first.saveGeometry().toHex()).decode("ascii") == saved
    second = MainWindow(Settings.load())
    qtbot.addWidget(second)
    assert second.restore_geometry()  # Qt accepts it (the 800x800 offscreen screen then moves and clamps it)
    Settings.path().write_text('{"geometry": "not hex!"}', encoding="utf-8")
    assert Settings.load().geometry == ""  # a damaged value is ignored


def test_the_panels_open_where_the_player_left_them(qtbot, app_home):
    """The actions/log splitter and the three columns are kept between sessions; damaged values are ignored."""
    from tmdesk.app.main_window import MainWindow
    from tmdesk.app.settings import Settings

    first = MainWindow(Settings.load())
    qtbot.addWidget(first)
    first.resize(1500, 950)
    first.show()
    qtbot.waitExposed(first)
    right = first.game_view.right
    total = sum(right.sizes())
    right.setSizes([total - 200, 200])  # the player drags the log down to 200 pixels
    wanted = right.sizes()
    first.close()
    assert set(Settings.load().panels) == {"columns", "sides", "actions_log"}
    second = MainWindow(Settings.load())
    qtbot.addWidget(second)
    second.resize(1500, 950)
    second.restore_geometry()
    second.show()
    qtbot.waitExposed(second)
    assert second.game_view.right.sizes() == wanted
    Settings.path().write_text('{"panels": {"actions_log": "zz", "columns": 3, "other": "00"}}', encoding="utf-8")
    assert Settings.load().panels == {}
