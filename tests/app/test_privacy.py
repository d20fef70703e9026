"""Issue #25 points 1 and 2: no command shows anything of a person's private decision before that person
has confirmed the hand-over (Hint, tooltips, the log, the Cards… windows), and the corporations and
starting cards are chosen face down and revealed together."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.app.conftest import shown_text
from tests.app.test_game_flow import choose_start, start_from_screen

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def research_for_two(window):
    """Ana and Bruno at one laptop, generation 2's research; the window on its first hand-over screen."""
    from tmdesk.engine.game import new_game
    from tmdesk.engine.state import GameConfig

    game = new_game(GameConfig(players=["Ana", "Bruno"], mode="standard", draft=False, seed=3))
    for _ in range(2):
        d = game.waiting_for()
        game.apply({"do": "choose_start", "corporation": d.options[0], "cards": d.info["cards"][:2]})
    while game.waiting_for().kind != "buy_cards":
        game.apply({"do": "pass"})
    window.session.adopt(game)
    return game


def hint_answered(window, qtbot):
    """Ctrl+I, as a player presses it, then whatever the coach's thread answers has arrived."""
    QTest.keyClick(window.stack.currentWidget(), Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    window.bots.wait()
    qtbot.wait(50)  # its answer reaches the window through the event loop
    box = QApplication.activeModalWidget()
    return box.text() if isinstance(box, QMessageBox) else ""


def private(game, player):
    """The names of `player`'s hidden cards: the hand, and whatever offer they hold (chosen or not)."""
    names = set(game.player(player).hand)
    for cards in game.state.offers.get(player, {}).values():
        names |= set(cards)
    return names


def test_hint_on_a_hand_over_screen_tells_nothing_of_the_next_persons_offer(window, qtbot):
    """Point 1: on "Pass to Bruno", Ctrl+I said "Buy these cards: …" from Bruno's research offer."""
    game = research_for_two(window)
    first = game.waiting_for().player
    assert window.stack.currentWidget() is window.pass_screen and window.pass_screen.player == first
    offer = private(game, first)
    assert hint_answered(window, qtbot) == ""
    assert not window.a_hint.isEnabled()
    assert not any(name in shown_text(window) for name in offer)
    qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)  # now it is theirs to see
    assert window.a_hint.isEnabled()
    text = hint_answered(window, qtbot)
    assert text.startswith("Buy")
    QApplication.activeModalWidget().done(0)


@pytest.mark.parametrize("command", ["hint", "tooltips", "log", "cards windows"])
def test_no_command_shows_a_private_decision_before_the_hand_over(window, qtbot, command):
    """The rule is one gate for every command: on the hand-over screen after Ana's research, nothing of
    Bruno's offer, nor of Ana's hand, can be read anywhere, whatever the person at the keyboard does."""
    game = research_for_two(window)
    first = game.waiting_for().player
    second = next(n for n in ("Ana", "Bruno") if n != first)
    qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    if command == "cards windows":  # opened by the first player, still open on the next hand-over screen
        for panel in window.game_view.players.panels.values():
            qtbot.mouseClick(panel.tableau_button, Qt.MouseButton.LeftButton)
    if command == "log":
        qtbot.mouseClick(window.game_view.log.enlarge, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.game_view.pick.confirm, Qt.MouseButton.LeftButton)  # buys nothing
    assert window.stack.currentWidget() is window.pass_screen and window.pass_screen.player == second
    hidden = private(game, second) | set(game.player(first).hand)
    if command == "hint":
        assert hint_answered(window, qtbot) == ""
    if command == "tooltips":  # (the check below reads every visible widget's and board item's tooltip)
        QTest.mouseMove(window.pass_screen.button)
        qtbot.wait(800)
    text = shown_text(window)
    assert window.pass_screen.title.text() in text  # the check reads the screen
    assert not [name for name in hidden if name in text]


def test_corporations_are_chosen_face_down_and_revealed_together(window, qtbot):
    """Point 2: Bruno chose while Ana's corporation, M€ and cards were on screen. Now Bruno's screen shows
    that Ana has chosen, not what; once Bruno has chosen, both are revealed, in turn order."""
    window.new_game.draft.setChecked(False)
    start_from_screen(window, qtbot, players=2)
    game = window.session.game
    qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    ana_corp = choose_start(window, qtbot, keep=2)
    ana_cards = set(game.state.offers["Ana"]["cards"])
    assert window.pass_screen.player == "Bruno"
    assert hint_answered(window, qtbot) == ""
    QTest.keyClick(window.pass_screen, Qt.Key.Key_Return)
    panel = window.game_view.players.panels["Ana"]
    assert panel.isVisible() and panel.corporation.text() == "Corporation chosen, face down"
    qtbot.mouseClick(panel.tableau_button, Qt.MouseButton.LeftButton)  # Bruno looks at Ana's cards
    text = shown_text(window)
    assert "Cards played by Ana" in text
    assert ana_corp not in text and not ana_cards & set(text.splitlines())
    assert panel.cells["megacredits"].amount.text() == "0"
    QApplication.activeModalWidget().done(0)
    bruno_corp = choose_start(window, qtbot, keep=1)
    qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)  # Ana takes the first action
    text = shown_text(window)
    assert f"Ana plays {ana_corp} and keeps 2 cards." in text and f"Bruno plays {bruno_corp} and keeps 1 card." in text
    assert text.index("Ana plays") < text.index("Bruno plays")
    assert panel.corporation.text() == ana_corp


def test_research_purchases_are_revealed_together(window, qtbot):
    """Research choices are simultaneous: the engine applies and logs each purchase at once, and Bruno's screen
    showed "Ana buys 2 cards.", her M€ 6 lower and her hand 2 larger before he chose. Now it shows none of these
    until both have bought; then both purchases are shown at once (2 cards × 3 M€ for Ana, 1 for Bruno)."""
    from tests.app.test_game_flow import drop_card

    game = research_for_two(window)
    first = game.waiting_for().player
    second = next(n for n in ("Ana", "Bruno") if n != first)
    mc, hand = game.player(first).resources["megacredits"], len(game.player(first).hand)
    deck_and_discard = len(game.state.discard)

    def buy(n):
        qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
        pick = window.game_view.pick
        for name in pick.offered.names()[:n]:
            assert drop_card(pick.keep, pick.offered.cards[name])
            qtbot.waitUntil(lambda c=name: c in pick.keep.names())
        qtbot.mouseClick(pick.confirm, Qt.MouseButton.LeftButton)

    buy(2)
    assert window.pass_screen.player == second
    assert game.player(first).resources["megacredits"] == mc - 6  # the engine applied it at once
    qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)  # Bruno, before his choice
    qtbot.mouseClick(window.game_view.log.enlarge, Qt.MouseButton.LeftButton)  # he reads the whole log
    large = window.game_view.log.large
    assert large is not None and large.isVisible()
    panel = window.game_view.players.panels[first]
    text = shown_text(window)
    assert "Generation 2 begins" in large.body.text.toPlainText()
    assert f"{first} buys" not in text and "buys" not in large.body.text.toPlainText()
    assert panel.cells["megacredits"].amount.text() == "?" and str(mc - 6) not in panel.cells["megacredits"].toolTip()
    assert panel.summary.text().startswith("cards in hand: not revealed yet")
    assert f"{hand + 2} cards in hand" not in text
    assert "discard pile" not in window.game_view.players.piles.text()
    own = window.game_view.players.panels[second]  # Bruno's own counts are his to see
    assert own.cells["megacredits"].amount.text() == str(game.player(second).resources["megacredits"])
    pick = window.game_view.pick
    assert drop_card(pick.keep, pick.offered.cards[pick.offered.names()[0]])
    qtbot.waitUntil(lambda: len(pick.keep.names()) == 1)
    qtbot.mouseClick(pick.confirm, Qt.MouseButton.LeftButton)
    if window.stack.currentWidget() is window.pass_screen:
        qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    text = shown_text(window)
    assert f"{first} buys 2 cards." in text and f"{second} buys 1 card." in text
    assert large.body.text.toPlainText().endswith(f"{first} buys 2 cards.\n{second} buys 1 card.")
    assert panel.cells["megacredits"].amount.text() == str(mc - 6)
    assert panel.summary.text().startswith(f"{hand + 2} cards in hand")
    assert window.game_view.players.piles.text().endswith(f"discard pile: {deck_and_discard + 2 + 3} cards")
