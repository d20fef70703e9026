"""Issue 25, points 12-13: the Help menu's guide to the game, AutoMars and the keyboard; the Statistics window."""

from __future__ import annotations

import json
import random

from PySide6.QtCore import Qt

from tests.app.test_layout_languages import translated  # noqa: F401 - the .ts files as they are, compiled
from tmdesk.app import i18n, statistics


def test_f1_opens_a_guide_whose_rules_are_the_engines(window, qtbot):
    """F1 opens the guide on the game; its numbers are the ones the engine plays by; the keyboard page names the
    Hint's Ctrl+I; Help → Keyboard shortcuts opens that page."""
    from tmdesk.automars.difficulty import Difficulty
    from tmdesk.automars.scoring import generation_limit
    from tmdesk.engine import actions, phases, prelude

    qtbot.keyClick(window, Qt.Key.Key_F1)
    guide = window.guide
    qtbot.waitUntil(lambda: guide is not None and guide.isVisible())
    assert guide.tabs.currentWidget() is guide.pages["game"]
    game = guide.pages["game"].toPlainText()
    costs = ", ".join(str(c) for c in actions.AWARD_COSTS[:-1]) + f" then {actions.AWARD_COSTS[-1]} M€"
    assert f"claim a milestone ({actions.MILESTONE_COST} M€, 5 VP" in game and f"fund an award ({costs}" in game
    assert f"by the end of generation {phases.SOLO_GENERATIONS} ({prelude.SOLO_GENERATIONS} with the Prelude" in game
    automars = guide.pages["automars"].toPlainText()
    failed = Difficulty.preset("normal").failed_action_mc
    assert f"Failed Action: AutoMars gains {failed} M€" in automars
    assert f"generation {generation_limit()} ({generation_limit(True)} with Prelude), AutoMars wins" in automars
    assert f"gains only {Difficulty.preset('easy').failed_action_mc} M€" in automars
    guide.close()
    window.help_menu.popup(window.mapToGlobal(window.rect().topLeft()))
    window.a_keys.trigger()
    qtbot.waitUntil(guide.isVisible)
    keys = guide.pages["keys"].toPlainText()
    assert guide.tabs.currentWidget() is guide.pages["keys"]
    assert "Ctrl+I" in keys and "Hint" in keys and "Ctrl+E" in keys
    window.help_menu.hide()


def test_the_guide_speaks_the_players_language(window, qtbot, translated):  # noqa: F811
    from tmdesk.app.dialogs.guide import AUTOMARS, GAME

    translated.install_language("pt_BR")
    try:
        qtbot.keyClick(window, Qt.Key.Key_F1)
        qtbot.waitUntil(lambda: window.guide is not None and window.guide.isVisible())
        text = window.guide.pages["automars"].toPlainText()
        assert "O AutoMarte é o adversário automático oficial" in text
        assert window.guide.tabs.tabText(2) == "Teclado" and window.guide.windowTitle() == "Guia do jogo"
        assert len(GAME) + len(AUTOMARS) > 20
    finally:
        i18n.install_language("en")


def _finished_game(config):  # noqa: ANN001, ANN202
    from tmdesk.bots.levels import make_bot
    from tmdesk.bots.play import play_game

    return play_game(config, {name: make_bot("random", i + 1) for i, name in enumerate(config.players)})[0]


def _last_move(game_config, window):  # noqa: ANN001, ANN202
    """The game one decision before its end, adopted in the window, and that decision."""
    from tmdesk.bots import random_step
    from tmdesk.engine import saves
    from tmdesk.engine.game import new_game

    game = new_game(game_config)
    rng = random.Random(2)
    while True:
        trial = saves.loads(saves.dumps(game))
        d = trial.waiting_for()
        step = dict(random_step(trial, d, rng), player=d.player)
        trial.apply(step)
        if trial.waiting_for() is None:
            break
        game = trial
    window.session.adopt(game)
    return step


def test_a_game_played_to_its_end_is_kept_in_the_statistics(window, qtbot, app_home):
    from tmdesk.engine.state import GameConfig

    step = _last_move(GameConfig(players=["Ana"], mode="solo", corporate_era=True, seed=5), window)
    assert statistics.load() == []
    window.session.submit(step)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.end_screen)
    games = statistics.load()
    assert len(games) == 1 and games[0].mode == "solo" and games[0].winner is None and not games[0].won
    assert statistics.path().parent == app_home / "data"  # beside the autosave and the saved games
    window.undo()
    window.session.redo()  # the same ending again: still one game
    assert len(statistics.load()) == 1
    step = _last_move(GameConfig(players=["Kim"], mode="automars", automars_difficulty="easy", seed=7), window)
    window.session.submit(step)
    qtbot.waitUntil(lambda: window.session.game.waiting_for() is None)
    games = statistics.load()
    assert [g.mode for g in games] == ["solo", "automars"] and games[1].level == "easy"
    assert set(games[1].scores) == {"Kim", "AutoMars"} and games[1].won == (games[1].winner == "Kim")
    # Game → Statistics: per mode, and every game, newest first
    window.game_menu.popup(window.mapToGlobal(window.rect().topLeft()))
    window.a_statistics.trigger()
    window.game_menu.hide()
    dialog = window.statistics_window
    qtbot.waitUntil(dialog.isVisible)
    rows = [[dialog.games.item(r, c).text() for c in range(dialog.games.columnCount())] for r in range(dialog.games.rowCount())]
    assert [r[1] for r in rows] == ["Against AutoMars", "Solo game"] and rows[0][6] == "Easy" and rows[1][6] == "—"
    assert rows[1][5] == "lost: Mars not terraformed in time" and rows[1][2] == "Tharsis"
    summary = {dialog.summary.item(r, 0).text(): [dialog.summary.item(r, c).text() for c in (1, 2, 3)]
               for r in range(dialog.summary.rowCount())}
    assert summary["Solo game"] == ["1", "0", str(games[0].scores["Ana"])]
    assert summary["Against AutoMars"][:2] == ["1", str(int(games[1].won))]


def test_a_damaged_statistics_file_never_stops_the_program(window, qtbot, app_home):
    from tmdesk.engine.state import GameConfig

    for damage in (b"\x00\xff{not json", b'{"schema": 1, "games": "x"}', b"[1, 2]",
                   json.dumps({"schema": 1, "games": [{"key": 3}, None, {"mode": "solo"}]}).encode()):
        statistics.path().write_bytes(damage)
        assert statistics.load() == []
        window.show_statistics()
        assert window.statistics_window.empty.isVisible()
        window.statistics_window.close()
    step = _last_move(GameConfig(players=["Ana"], mode="solo", corporate_era=True, seed=5), window)
    window.session.submit(step)  # the game ends: its record replaces the damaged file
    qtbot.waitUntil(lambda: len(statistics.load()) == 1)
    assert json.loads(statistics.path().read_text(encoding="utf-8"))["schema"] == statistics.SCHEMA
    assert not list(statistics.path().parent.glob("*.tmp*"))  # written atomically: no temporary file left
