"""Issue #11: the card-offer panel, the log panel and the 1280×720 layout, looked at as a player does."""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.app.conftest import load_scenario

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def solo_research(window):
    from tmdesk.engine.game import new_game
    from tmdesk.engine.state import GameConfig

    game = new_game(GameConfig(players=["Kim"], mode="solo", seed=3))
    d = game.waiting_for()
    game.apply({"do": "choose_start", "corporation": d.options[0], "cards": []})
    while game.waiting_for().kind != "buy_cards":
        game.apply({"do": "pass"})
    window.session.adopt(game)
    return game


def automars_game_in_generation(window, generation):
    """An AutoMars game played (random legal moves) into this generation, in the window."""
    import random

    from tmdesk.bots import random_step
    from tmdesk.engine.game import new_game
    from tmdesk.engine.state import GameConfig

    game = new_game(GameConfig(players=["Kim"], mode="automars", seed=11))
    rng = random.Random(2)
    while game.state.generation < generation or game.waiting_for().kind != "action":
        game.apply(random_step(game, game.waiting_for(), rng))
    window.session.adopt(game)
    return game


def rows(area):
    return sorted({area.cards[n].mapTo(area, QPoint(0, 0)).y() for n in area.names()})


def test_research_offers_stay_side_by_side_generation_after_generation(window, qtbot):
    """Defect 2: two offers in a row with the same number of cards are laid out in one row, not one per row."""
    solo_research(window)
    gv = window.game_view
    pick = gv.pick
    for _generation in range(3):
        assert window.session.game.waiting_for().kind == "buy_cards"
        assert gv.centre.currentWidget() is gv.pick_scroll
        qtbot.wait(10)
        assert len(pick.offered.names()) == 4
        assert len(rows(pick.offered)) == 1, "the 4 offered cards are not side by side"
        qtbot.mouseClick(pick.confirm, Qt.MouseButton.LeftButton)  # keep none
        qtbot.mouseClick(gv.actions.buttons[("pass",)], Qt.MouseButton.LeftButton)
        qtbot.mouseClick(gv.confirm_box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)


def test_the_log_has_room_wraps_filters_and_opens_large(window, qtbot):
    """Defect 5: the log shows many lines, wraps long ones, filters by player and generation, opens large."""
    game = automars_game_in_generation(window, 4)
    gv = window.game_view
    log = gv.log
    text = log.view
    line = text.fontMetrics().lineSpacing()
    assert text.viewport().height() >= 12 * line  # not 3-5 lines
    assert text.lineWrapMode() == text.LineWrapMode.WidgetWidth
    doc = text.document()
    longest = max(range(doc.blockCount()), key=lambda i: len(doc.findBlockByNumber(i).text()))
    block = doc.findBlockByNumber(longest)
    assert text.fontMetrics().horizontalAdvance(block.text()) > text.viewport().width()  # a long line...
    assert doc.documentLayout().blockBoundingRect(block).height() >= 2 * line  # ...wraps instead of being cut
    rows = len(game.state.log)
    assert doc.blockCount() == rows
    # one player's lines: choose "AutoMars" in the list with the keyboard
    player = log.body.player
    assert player.findData("AutoMars") > 0
    player.setFocus()
    while player.currentData() != "AutoMars":
        QTest.keyClick(player, Qt.Key.Key_Down)
    shown = text.toPlainText().split("\n")
    assert 0 < len(shown) < rows
    assert shown == [log.model.text(r) for r in range(rows) if log.model.player_of(r) == "AutoMars"]
    QTest.keyClick(player, Qt.Key.Key_Home)  # everyone again
    assert doc.blockCount() == rows
    generation = log.body.generation
    assert generation.count() == 1 + game.state.generation
    generation.setCurrentIndex(generation.findData(game.state.generation))
    current = [log.model.text(r) for r in range(rows) if log.model.generation_of(r) == game.state.generation]
    assert text.toPlainText().split("\n") == current
    assert current[0].startswith(f"Generation {game.state.generation} begins")
    qtbot.mouseClick(log.enlarge, Qt.MouseButton.LeftButton)
    assert log.large is not None and log.large.isVisible()
    from tmdesk.app.screen_fit import room

    assert log.large.width() >= min(800, room().width()) and log.large.height() >= 600  # large, yet on the screen
    assert log.large.body.text.document().blockCount() == rows


def screen_px(view, scene_px):
    return scene_px * view.transform().m11()


def test_at_1280x720_the_board_has_the_room_and_its_numbers_are_readable(window, qtbot):
    """Defect 11: at 1280×720 the hand does not take 40 % of the height; it folds away; numbers stay readable."""
    from tmdesk.app.scene.tracks import _readable, view_scale

    load_scenario(window, "city_and_cards")
    window.resize(1280, 720)
    qtbot.wait(50)
    gv = window.game_view
    assert len(gv.hand.order) == 4
    assert gv.vertical.sizes()[1] <= 0.3 * window.height()
    board_before = gv.board_view.transform().m11()
    # every number of the tracks, drawn at the board's scale, is at least 9 px high on the screen
    assert view_scale(gv.scene.temperature) == board_before
    for px in (9, 10, 13, 18):  # the TR ruler, the track steps, the track values, the counters
        assert screen_px(gv.board_view, _readable(board_before, px).pixelSize()) >= 9, px
    # fold the hand away with its button: the board grows
    centre = gv.centre.height()
    qtbot.mouseClick(gv.hand_toggle, Qt.MouseButton.LeftButton)
    qtbot.wait(20)
    assert gv.vertical.sizes()[1] == 0
    assert gv.centre.height() > centre + 150
    assert gv.board_view.transform().m11() >= board_before
    qtbot.mouseClick(gv.hand_toggle, Qt.MouseButton.LeftButton)
    qtbot.wait(20)
    assert gv.vertical.sizes()[1] > 100 and gv.hand.isVisible()


def test_an_empty_hand_and_play_area_take_a_strip(window, qtbot):
    game = load_scenario(window, "city_and_cards")
    window.resize(1280, 720)
    kim = game.player("Kim")
    kim.hand.clear()
    kim.played.clear()
    kim.corporation = None
    window.session.adopt(game)
    window.pass_screen.button.click() if window.stack.currentWidget() is window.pass_screen else None
    qtbot.wait(20)
    gv = window.game_view
    assert gv.hand.order == [] and gv.play_area.order == []
    assert gv.vertical.sizes()[1] <= 0.15 * window.height()  # titles and hints only


def pass_and_confirm(window, qtbot):
    gv = window.game_view
    qtbot.mouseClick(gv.actions.buttons[("pass",)], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(gv.confirm_box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)


def test_automars_turn_is_shown_step_by_step_on_the_board_header_and_panels(window, qtbot):
    """Defect 3: while AutoMars's turn is told, the board, header and panels show that step's state;
    the player can pause and step through it, speed it up, or skip it."""
    automars_game_in_generation(window, 2)  # Kim passes; AutoMars places tiles on r4c7, then r4c3
    gv = window.game_view
    board = gv.automars
    board.pause.setChecked(True)  # read at my own pace
    before = set(gv.scene.tiles)
    pass_and_confirm(window, qtbot)
    game = window.session.game
    assert game.state.generation == 3 and {"r4c7", "r4c3"} <= set(game.state.tiles)  # the engine is done...
    assert board.replaying()
    assert gv.phase_label.text().startswith("Generation 2")  # ...the window tells it from the start
    assert "your turn" not in gv.prompt.text() and "AutoMars is playing" in gv.prompt.text()
    assert set(gv.scene.tiles) == before
    assert gv.centre.currentWidget() is gv.map_split
    assert not any(b.isEnabled() for b in gv.actions.buttons.values())
    def shown_space():  # the space the line on show names (the text names it as a player finds it)
        return game.state.log[board.current][1].get("space") if board.current is not None else None

    while board.current is not None and shown_space() != "r4c7":
        qtbot.mouseClick(board.next_step, Qt.MouseButton.LeftButton)
    assert shown_space() == "r4c7"
    assert "r4c7" in gv.scene.tiles and "r4c3" not in gv.scene.tiles
    assert board.banner.text().endswith(board.shown_text)  # after the mark that says whether it is paused
    assert gv.log.body.highlighted_text() == board.shown_text
    assert gv.log.view.toPlainText().split("\n")[-1] == board.shown_text  # no later line shown yet
    assert gv.phase_label.text().startswith("Generation 2")
    qtbot.mouseClick(board.faster, Qt.MouseButton.LeftButton)
    assert board.timer.interval() < 900
    qtbot.mouseClick(board.skip, Qt.MouseButton.LeftButton)
    assert not board.replaying()
    assert gv.phase_label.text().startswith("Generation 3")
    assert {"r4c7", "r4c3"} <= set(gv.scene.tiles)
    assert gv.centre.currentWidget() is gv.pick_scroll  # research of generation 3


def test_the_replay_plays_by_itself_and_ends_on_the_live_game(window, qtbot):
    automars_game_in_generation(window, 2)
    gv = window.game_view
    board = gv.automars
    board.faster.setChecked(True)
    assert board.timer.interval() == 300
    board.timer.setInterval(10)  # the test need not watch at a player's pace
    seen = set()
    board.step_shown.connect(lambda _row: seen.add(tuple(sorted(gv.scene.tiles))))
    pass_and_confirm(window, qtbot)
    qtbot.waitUntil(lambda: not board.replaying(), timeout=30000)
    assert len(seen) >= 3  # the board changed as the turn went on, not all at once
    assert gv.phase_label.text().startswith("Generation 3")


def test_automars_last_turn_is_told_before_the_final_scores(window, qtbot):
    """Defect 3 at the end: the scores wait until AutoMars's last turn has been told."""
    import random

    from tmdesk.bots import random_step
    from tmdesk.engine import saves
    from tmdesk.engine.game import new_game
    from tmdesk.engine.state import GameConfig

    game = new_game(GameConfig(players=["Kim"], mode="automars", seed=11))
    rng = random.Random(2)
    while True:  # up to Kim's last decision of the game
        trial = saves.loads(saves.dumps(game))
        step = random_step(trial, trial.waiting_for(), rng)
        trial.apply(step)
        if trial.waiting_for() is None:
            break
        game = trial
    window.session.adopt(game)
    gv = window.game_view
    assert window.session.submit(step)
    assert window.session.game.waiting_for() is None
    assert gv.automars.replaying()
    assert window.stack.currentWidget() is window.game_view
    assert "AutoMars is playing" in gv.prompt.text()
    qtbot.mouseClick(gv.automars.skip, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.end_screen


@pytest.mark.parametrize("lang", ["en", "pt_BR", "fr", "es"])
def test_the_window_fits_a_1280_wide_screen_after_research(window, qtbot, lang):
    """At 1280x720 nothing may force the window wider than the screen: the research screen's price line
    (a page of the centre, hidden once the actions start) once made the board screen 1362 pixels wide."""
    import random

    from tmdesk.app import i18n
    from tmdesk.bots import random_step
    from tmdesk.engine.state import GameConfig

    i18n.install_language(lang)
    try:
        window.resize(1280, 720)
        window.session.start(GameConfig(players=["Ana"], mode="automars", seed=6, corporate_era=True))
        rng = random.Random(3)
        while window.session.game.state.generation < 3:
            qtbot.wait(1)
            d = window.session.decision()
            window.session.submit(random_step(window.session.game, d, rng))
        qtbot.wait(20)
        assert window.minimumSizeHint().width() <= 1280
        assert window.width() <= 1280
    finally:
        i18n.install_language("en")


@pytest.mark.parametrize("lang", ["en", "pt_BR", "fr", "es"])
def test_the_end_screen_fits_1280x720_and_its_chart_titles_are_whole(window, qtbot, lang):
    """The scores and the chart once needed 810 pixels of height, and the pt title of the middle chart
    ("Índice de Terraformação por geração") was cut at both ends: a title now shrinks a little, then wraps."""
    from PySide6.QtGui import QFontInfo, QFontMetricsF

    from tmdesk.app import i18n
    from tmdesk.app.widgets.history_chart import MEASURES, title_font, title_height
    from tmdesk.bots.levels import make_bot
    from tmdesk.bots.play import play_game
    from tmdesk.engine.state import GameConfig

    i18n.install_language(lang)
    try:
        config = GameConfig(players=["Ana", "Bruno"], seed=5, corporate_era=True)
        game, _ = play_game(config, {"Ana": make_bot("random", 1), "Bruno": make_bot("random", 2)})
        window.session.adopt(game)
        window.resize(1280, 720)
        qtbot.waitUntil(lambda: window.stack.currentWidget() is window.end_screen, timeout=5000)
        QApplication.processEvents()
        assert window.minimumSizeHint().height() <= 720 and window.height() <= 720
        chart = window.end_screen.chart
        width = chart.width() - 20
        for measure in MEASURES:
            title = chart.titles[measure]
            font = title_font(chart.font(), title, width)
            words = max(QFontMetricsF(font).horizontalAdvance(w) for w in title.split())
            assert words <= width and title_height(font, title, width) <= 2.2 * QFontMetricsF(font).lineSpacing(), title
            assert QFontInfo(font).pixelSize() >= 11
    finally:
        i18n.install_language("en")
