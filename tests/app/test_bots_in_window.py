"""Computer players in the window: whole games between bots, a person against a bot, the thinking
state, the Hint command and the end-of-game chart."""

import random

from tmdesk.bots import random_step
from tmdesk.engine.game import new_game
from tmdesk.engine.state import BOT, GameConfig, Seat


def _fast(window) -> None:
    window.bots.delay_ms = 0
    window.game_view.automars.timer.setInterval(1)


def test_two_bots_play_a_whole_game_and_the_chart_shows_every_generation(window, qtbot) -> None:
    _fast(window)
    config = GameConfig(players=["Ana", "Bruno"], seed=7, corporate_era=True,
                        seats=[Seat(BOT, "easy"), Seat(BOT, "normal")])
    window.session.adopt(new_game(config), what="new")
    qtbot.waitUntil(lambda: window.session.game.waiting_for() is None, timeout=240_000)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.end_screen, timeout=5_000)
    s = window.session.game.state
    assert s.winner in ("Ana", "Bruno")
    assert window.pass_screen is not window.stack.currentWidget()  # no hand-over between computer players
    history = window.end_screen.history
    assert sorted(history.points) == list(range(1, s.generation + 1))
    final = history.points[s.generation]
    assert final["Ana"]["tr"] == s.player("Ana").tr
    assert final["Bruno"]["vp"] == s.scores["Bruno"]["total"]
    assert history.series("production")["Ana"][0][0] == 1


def test_a_person_against_the_computer_hands_over_to_nobody_and_sees_it_think(window, qtbot) -> None:
    _fast(window)
    config = GameConfig(players=["Ana", "Bruno"], seed=11, corporate_era=True,
                        seats=[Seat(), Seat(BOT, "normal")])
    window.session.adopt(new_game(config), what="new")
    thinking: list[str] = []
    window.bots.thinking.connect(thinking.append)
    rng = random.Random(3)
    seen_generation = 1
    while window.session.game.state.generation < 3:
        g = window.session.game
        d = g.waiting_for()
        assert d is not None
        if d.player == "Ana":
            assert window.stack.currentWidget() is window.game_view  # the only person: no hand-over screen
            assert window.a_hint.isEnabled()
            assert window.session.submit(dict(random_step(g, d, rng), player="Ana"))
        else:
            assert not window.a_hint.isEnabled()  # it is not the person's decision
            qtbot.waitUntil(lambda: window.session.game.waiting_for() is None
                            or window.session.game.waiting_for().player == "Ana", timeout=60_000)
        seen_generation = max(seen_generation, window.session.game.state.generation)
    assert "Bruno" in thinking
    assert any(p.name == "Bruno" and p.corporation for p in window.session.game.state.players)
    assert seen_generation == 3


def test_the_thinking_state_is_on_the_prompt_bar(window, qtbot) -> None:
    config = GameConfig(players=["Ana", "Bruno"], seed=5, corporate_era=True, seats=[Seat(BOT, "hard"), Seat()])
    window.bots.delay_ms = 2_000  # the answer waits: the prompt still says who is thinking
    window.session.adopt(new_game(config), what="new")
    qtbot.waitUntil(lambda: "thinking" in window.game_view.prompt.text(), timeout=5_000)
    assert "Ana" in window.game_view.prompt.text() and "Hard" in window.game_view.prompt.text()
    qtbot.waitUntil(lambda: window.session.game.waiting_for().player == "Bruno", timeout=60_000)


def test_hint_names_the_card_or_project_and_why(window, qtbot) -> None:
    config = GameConfig(players=["Ana"], mode="solo", seed=4, corporate_era=True)
    game = new_game(config)
    rng = random.Random(2)
    while (d := game.waiting_for()).kind != "action":
        game.apply(dict(random_step(game, d, rng), player=d.player))
    window.session.adopt(game, what="new")
    assert window.a_hint.isEnabled()
    window.a_hint.trigger()
    qtbot.waitUntil(lambda: getattr(window, "hint_box", None) is not None and window.hint_box.isVisible(),
                    timeout=60_000)
    text = window.hint_box.text()
    options = {o.get("card") or o.get("project") or o["do"] for o in game.waiting_for().options}
    from tmdesk.app import i18n

    named = [o for o in options if i18n.card_name(o) in text or i18n.project_name(o) in text]
    assert named or "Pass" in text or "turn" in text or "Turn" in text, text
    window.hint_box.close()


def test_the_new_game_screen_offers_a_computer_player_per_seat(window) -> None:
    screen = window.new_game
    screen.count.setValue(3)
    seat = screen.rows[1][2]
    labels = [seat.itemText(i) for i in range(seat.count())]
    assert labels[0] == "Person" and any("Hard" in t for t in labels) and any("Easy" in t for t in labels)
    seat.setCurrentIndex(labels.index(next(t for t in labels if "Hard" in t)))
    config, _ = screen.config()
    assert config.seats[0] == Seat() and config.seats[1] == Seat(BOT, "hard") and config.seats[2] == Seat()


def test_a_loaded_game_charts_every_generation_since_the_first(window, qtbot, tmp_path) -> None:
    """The chart reads the game's own record, saved with it: a game loaded in generation 5 charts 1 to 5, and
    a game played before in the same window leaves nothing behind."""
    from tmdesk.engine import saves

    before = new_game(GameConfig(players=["Kim", "Lee"], seed=3))
    _play_to(before, 3)
    window.session.adopt(before, what="new")
    g = new_game(GameConfig(players=["Ana", "Bruno"], seed=9, corporate_era=True))
    _play_to(g, 5)
    f = tmp_path / "g5.json"
    f.write_text(saves.dumps(g), encoding="utf-8")
    window.session.open_file(f)
    history = window.end_screen.history
    assert sorted(history.points) == [1, 2, 3, 4, 5]
    assert set(history.series("tr")) == {"Ana", "Bruno"}
    assert history.points[4]["Ana"] == g.state.history[3]["players"]["Ana"]


def _play_to(g, generation: int) -> None:  # noqa: ANN001
    rng = random.Random(4)
    while g.state.generation < generation or g.waiting_for().kind != "action":
        d = g.waiting_for()
        g.apply(dict(random_step(g, d, rng), player=d.player))


def test_a_hint_on_a_choice_names_the_option_as_its_dialog_does(qtbot) -> None:
    """The coach once said "Choose 2." for a card's either/or: the option is now described in words, the
    margin is given in M€ in a two-player game and left out in the solo game (where it also counts games won)."""
    import re

    from tmdesk.app import effects_text
    from tmdesk.app.widgets.hint_text import hint_text
    from tmdesk.bots.coach import advise

    game = new_game(GameConfig(players=["Ana", "Bruno"], seed=3, corporate_era=True))
    rng = random.Random(2)
    while not ((d := game.waiting_for()).kind == "select_option" and d.player == "Ana"):
        game.apply(dict(random_step(game, d, rng), player=d.player))
    advice = advise(game, "Ana", seed=1)
    text = hint_text(advice, d)
    chosen = list(d.options).index(advice.step["answer"]["option"])
    described = effects_text.describe_option((d.info.get("descriptions") or d.options)[chosen])
    assert described and described in text and not re.search(r"Choose \d+\.", text), text
    solo = new_game(GameConfig(players=["Ana"], mode="solo", seed=4, corporate_era=True))
    while (d := solo.waiting_for()).kind != "action":
        solo.apply(dict(random_step(solo, d, rng), player=d.player))
    assert "M€ more than" not in hint_text(advise(solo, "Ana", seed=1), d)
