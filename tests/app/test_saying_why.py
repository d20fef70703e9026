"""Issue 25, points 9-11: the game says why - AutoMars's narration, the Hint, the end of a lost solo game."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QToolTip

from tests.app.conftest import hover, hover_last_log_line, load_scenario
from tmdesk.app import log_text
from tmdesk.automars import messages as am


def test_the_track_icons_say_which_tags_move_each_track(window, qtbot):
    from tmdesk.app.widgets.automars_board import AutoMarsBoard

    game = load_scenario(window, "automars_midgame")
    canvas = window.findChild(AutoMarsBoard).canvas
    assert canvas.track_tags["energy"] == ["power", "jovian"] and canvas.track_tags["plant"] == ["plant", "animal", "microbe"]
    row = canvas.heightForWidth(canvas.width()) // 7
    text = hover(qtbot, canvas, QPoint(4, 4 * row + row // 2), "Jovian")
    assert text == "Energy track: the Power and Jovian tags move its counter"
    # the tags come from the game's AutoMars board (another map's board pairs them otherwise), not from Tharsis
    board = game.automars_engine.bot.ctx.board
    tracks = dict(board.tracks, science=dataclasses.replace(board.tracks["science"], tags=("science", "jovian")))
    game.automars_engine.bot.ctx.board = dataclasses.replace(board, tracks=tracks)
    window.game_view.refresh()
    QToolTip.hideText()
    assert hover(qtbot, canvas, QPoint(4, 3 * row + row // 2), "Science") == \
        "Science track: the Science and Jovian tags move its counter"


def test_a_log_line_about_a_bonus_card_shows_what_the_card_does(window, qtbot):
    game = load_scenario(window, "automars_midgame")
    game.state.log += [[am.REVEAL_BONUS, {"card": "B08"}],
                       [am.COMPETITION_NO_MONEY, {"card": "B08", "amount": 3}]]
    window.game_view.refresh()
    tip = hover_last_log_line(window, qtbot, "5 M€ or more")
    assert tip.startswith("<qt>B08 (Corporate Competition): With 5 M€ or more, AutoMars pays 5 M€")
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
    assert board.pause.isChecked() and board.pause.toolTip().startswith("Paused: press again")
    assert board.banner.text() == "‖ Paused: AutoMars reveals Mine (1 tag: Building)"
    qtbot.mouseClick(board.next_step, Qt.MouseButton.LeftButton)
    assert board.banner.text() == "‖ Paused: two"
    assert board.next_step.mapTo(board, QPoint(0, 0)).x() == step_x  # Step did not move under the pointer
    qtbot.mouseClick(board.pause, Qt.MouseButton.LeftButton)
    assert not board.pause.isChecked() and board.banner.text() == "▶ two"


def give(game, card: str, megacredits: int, player: str = "Ana") -> None:  # noqa: ANN001
    """Put `card` into the player's hand (from wherever it is) and the M€ to play it in their supply."""
    state = game.state
    for pile in (state.deck, state.discard, *(p.hand for p in state.players)):
        if card in pile:
            pile.remove(card)
    game.player(player).hand.append(card)
    game.player(player).resources["megacredits"] = megacredits


def _ana_to_act(seed: int):
    """A two-player Corporate Era game at Ana's first action."""
    import random

    from tmdesk.bots import random_step
    from tmdesk.engine.game import new_game
    from tmdesk.engine.state import GameConfig

    game = new_game(GameConfig(players=["Ana", "Bruno"], corporate_era=True, seed=seed))
    rng = random.Random(1)
    while not ((d := game.waiting_for()).kind == "action" and d.player == "Ana"):
        game.apply(dict(random_step(game, d, rng), player=d.player))
    return game


def test_the_hint_marks_its_space_on_the_board_and_says_why(window, qtbot):
    """Ctrl+I on a tile to place: the Hint names no row, rings the space on the board while its box is open, and
    says why in a sentence."""
    game = _ana_to_act(5)
    game.player("Ana").resources["megacredits"] = 60
    game.apply({"player": "Ana", "do": "standard_project", "project": "greenery"})
    assert game.waiting_for().kind == "select_space"
    window.session.adopt(game, what="load")
    if window.stack.currentWidget() is window.pass_screen:
        qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: getattr(window, "hint_box", None) is not None and window.hint_box.isVisible(), timeout=60_000)
    text = window.hint_box.text()
    assert text.startswith("Place it on the space marked on the board") and "row" not in text, text
    assert "\n\nWhy: " in text and text.rstrip().endswith("."), text
    scene = window.game_view.scene
    assert scene.marked is not None and scene.marked[0] in game.waiting_for().options
    assert scene.marked[1].scene() is scene
    ok = window.hint_box.button(window.hint_box.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: scene.marked is None)


def test_the_hint_states_points_the_way_the_card_scores_them():
    """Nuclear Zone raises the temperature 2 steps (2 TR) and is worth -2 VP: the Hint says so, not "+0 points"."""
    from tmdesk.app.widgets.hint_text import hint_text
    from tmdesk.bots.coach import advise
    from tmdesk.bots.heuristic import Candidate

    game = _ana_to_act(5)
    ana = game.player("Ana")
    give(game, "Nuclear Zone", 60)

    class Only:  # the coach's bot, made to advise Nuclear Zone
        def rank(self, g, d):  # noqa: ANN001, ANN202
            return [Candidate({"do": "play_card", "card": "Nuclear Zone"}, 1.0, "")]

    text = hint_text(advise(game, "Ana", bot=Only()))
    assert text.startswith("Play Nuclear Zone.\n\nWhy: your terraform rating rises by 2"), text
    assert "the card costs you 2 VP at the end" in text and "victory points" not in text, text
    ana.tr = 35  # Terraformer is met
    milestone = hint_text(advise(game, "Ana", bot=type("M", (), {"rank": lambda self, g, d: [
        Candidate({"do": "claim_milestone", "milestone": "Terraformer"}, 1.0, "")]})()))
    assert milestone == ("Claim the milestone Terraformer.\n\nWhy: you spend 8 M€ and the Terraformer milestone is "
                         "worth 5 VP at the end.")


def test_a_lost_solo_game_ends_without_a_laurel_and_with_a_chart_that_reads(window, qtbot):
    """Issue 25, point 11: no winner's laurel when Mars is not terraformed in time; the chart is large, with both
    axes named and ticked, the values on the points and a legend; its tabs show the other measures."""
    from PySide6.QtWidgets import QApplication

    from tmdesk.bots.levels import make_bot
    from tmdesk.bots.play import play_game
    from tmdesk.engine.state import GameConfig

    game, _ = play_game(GameConfig(players=["Ana"], mode="solo", corporate_era=True, seed=5), {"Ana": make_bot("random", 1)})
    assert game.state.winner is None  # the random player does not terraform Mars
    window.resize(1280, 720)
    window.session.adopt(game)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.end_screen)
    QApplication.processEvents()
    end = window.end_screen
    assert end.title.text() == "Mars is not terraformed in time: the game is lost."
    assert not end.logo.isVisible() and end.title.isVisible()
    chart = end.chart
    assert chart.width() >= 500 and chart.height() >= 300  # beside the scores, not a strip under them
    chart.grab()
    drawn = chart.drawn
    history = end.history.series("vp")["Ana"]
    assert drawn[:2] == ["Victory points by generation", "Ana"]  # the title, then the legend
    assert {"Generation", "VP", "0"} <= set(drawn)  # both axes named, the value axis from 0
    axis = drawn.index("Generation")
    assert drawn[axis - len(history):axis] == [str(g) for g, _ in history]  # every generation ticked
    assert drawn[-len(history):] == [str(v) for _, v in history][:-1] + [str(history[-1][1])]  # every value is written
    tab = end.measures.tabRect(1).center()
    qtbot.mouseClick(end.measures, Qt.MouseButton.LeftButton, pos=tab)
    chart.grab()
    assert chart.drawn[0] == "Terraform rating by generation" and "TR" in chart.drawn
    assert chart.drawn[-1] == str(game.player("Ana").tr)
    window.resize(1280, 720)
    assert window.height() <= 720
