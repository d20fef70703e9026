"""Issue 25, point 14: what is on the table is on the screen - the piles, AutoMars's resolved cards, what each
player produces, the option chosen on a card with alternatives."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.app.conftest import load_scenario
from tests.app.test_saying_why import give
from tmdesk.app import log_text
from tmdesk.bots import random_step
from tmdesk.engine import messages as M
from tmdesk.engine.game import new_game
from tmdesk.engine.state import GameConfig


def _to_action(game, player: str = "Ana"):  # noqa: ANN001, ANN202
    rng = random.Random(1)
    while not ((d := game.waiting_for()).kind == "action" and d.player == player):
        game.apply(dict(random_step(game, d, rng), player=d.player))
    return game


def test_the_deck_and_the_discard_pile_are_counted_on_screen(window, qtbot):
    game = _to_action(new_game(GameConfig(players=["Ana"], mode="solo", corporate_era=True, seed=3)))
    window.session.adopt(game)
    piles = window.game_view.players.piles
    assert piles.isVisible()
    s = window.session.game.state
    assert piles.text() == f"Project deck: {len(s.deck)} cards · discard pile: {len(s.discard)} cards"
    assert len(s.deck) > 100 and len(s.discard) >= 4  # the solo set-up's four revealed cards are discarded


def test_automars_s_resolved_cards_open_in_a_cards_window(window, qtbot):
    from tmdesk.app.dialogs.tableau import AutoMarsCardsDialog
    from tmdesk.app.widgets.automars_board import AutoMarsBoard

    game = load_scenario(window, "automars_midgame")
    am = game.state.automars
    am.played_pile[:] = ["Mine", "Search For Life", "Io Mining Industries"]
    am.destroyed_bonus_cards[:] = ["B07"]
    window.game_view.refresh()
    board = window.findChild(AutoMarsBoard)
    qtbot.mouseClick(board.cards_button, Qt.MouseButton.LeftButton)
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, AutoMarsCardsDialog) and w.isVisible())
    assert list(dialog.area.cards) == ["Mine", "Search For Life", "Io Mining Industries"]
    assert dialog.windowTitle() == "Cards resolved by AutoMars"
    assert dialog.bonus["destroyed_bonus_cards"].text() == "Bonus cards destroyed (1): B07 (Local Neural Instance)"
    assert "Neural Instance tile" in dialog.bonus["destroyed_bonus_cards"].toolTip()
    dialog.close()


def test_the_production_phase_says_what_each_player_produces():
    game = _to_action(new_game(GameConfig(players=["Ana", "Bruno"], seed=4)))
    ana = game.player("Ana")
    ana.resources["energy"] = 3
    expected = {"megacredits": ana.tr + ana.production["megacredits"],
                **{r: ana.production[r] for r in ("steel", "titanium", "plants", "energy", "heat")}}
    start = len(game.state.log)
    rng = random.Random(2)
    while game.state.phase != "research" and game.waiting_for() is not None:
        d = game.waiting_for()
        step = {"do": "pass"} if d.kind == "action" else random_step(game, d, rng)
        game.apply(dict(step, player=d.player))
    lines = [log_text.entry_text(e) for e in game.state.log[start:] if e[0] in (M.L_PRODUCED, M.L_ENERGY_TO_HEAT)
             and e[1]["player"] == "Ana"]
    assert lines == ["Ana turns 3 energy into heat.",
                     "Ana produces " + ", ".join(log_text.counted(n, r) for r, n in expected.items() if n) + "."]


def test_the_option_chosen_on_a_card_with_alternatives_is_in_the_log():
    game = _to_action(new_game(GameConfig(players=["Ana", "Bruno"], seed=4)))
    give(game, "Artificial Photosynthesis", 40)
    game.apply({"player": "Ana", "do": "play_card", "card": "Artificial Photosynthesis", "pay": {"megacredits": 12}})
    assert game.waiting_for().kind == "select_option"
    game.apply({"player": "Ana", "answer": {"option": 1}})
    assert log_text.entry_text(game.state.log[-1]) == "Ana chooses on Artificial Photosynthesis: energy production +2."
    assert game.player("Ana").production["energy"] == 3
