"""From the new-game screen through set-up, pass-and-play hand-overs, research, saving and the end."""

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from tests.app.conftest import SCENARIOS, load_scenario
from tests.app.test_board_and_hand import drop_card

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def start_from_screen(window, qtbot, mode="standard", players=2, seed="5"):
    screen = window.new_game
    screen.mode_buttons[mode].setChecked(True)
    if mode not in ("solo", "automars"):
        screen.count.setValue(players)
    screen.seed.setText(seed)
    assert screen.start_button.isEnabled()
    qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)


def confirm(game_view, qtbot):
    """Answer "yes" to the question the game view asks before a move that costs much (pass, award)."""
    box = game_view.confirm_box
    assert box is not None and box.isVisible()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)


def visible_card_names(window):
    gv = window.game_view
    names = set(gv.hand.names()) | set(gv.play_area.names())
    if window.stack.currentWidget() is window.game_view:
        names |= set(gv.pick.offered.names()) | set(gv.pick.keep.names())
    return names


def choose_start(window, qtbot, keep=2):
    """On the pick screen: click a corporation, drag `keep` cards into the keep area, confirm."""
    pick = window.game_view.pick
    assert window.game_view.centre.currentWidget() is window.game_view.pick_scroll
    corp = pick.decision.options[0]
    qtbot.mouseClick(pick.corporations.cards[corp], Qt.MouseButton.LeftButton)
    assert pick.corporation == corp
    for name in pick.offered.names()[:keep]:
        assert drop_card(pick.keep, pick.offered.cards[name])
        qtbot.waitUntil(lambda n=name: n in pick.keep.names())
    assert pick.confirm.isEnabled()
    qtbot.mouseClick(pick.confirm, Qt.MouseButton.LeftButton)
    return corp


def test_new_game_setup_and_pass_and_play_hides_hands(window, qtbot):
    window.new_game.draft.setChecked(False)
    start_from_screen(window, qtbot, players=2)
    game = window.session.game
    assert game.state.config.players == ["Ana", "Bruno"]
    assert window.stack.currentWidget() is window.pass_screen
    assert window.pass_screen.player == "Ana"
    assert visible_card_names(window) == set()  # nothing shown before Ana confirms
    qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.game_view
    ana_offer = set(game.waiting_for().info["cards"])
    choose_start(window, qtbot, keep=2)
    ana_hand = set(window.session.game.state.offers["Ana"]["cards"])  # face down until Bruno has chosen too
    assert len(ana_hand) == 2 and ana_hand <= ana_offer
    # Bruno's turn to choose: Ana's cards are hidden until Bruno confirms
    assert window.stack.currentWidget() is window.pass_screen
    assert window.pass_screen.player == "Bruno"
    assert not (visible_card_names(window) & ana_hand)
    assert window.game_view.viewer is None
    QTest.keyClick(window.pass_screen, Qt.Key.Key_Return)
    assert window.game_view.viewer == "Bruno"
    assert not (set(window.game_view.hand.names()) & ana_hand)
    choose_start(window, qtbot, keep=1)
    # the action phase starts with Ana: another hand-over
    assert window.stack.currentWidget() is window.pass_screen
    assert window.pass_screen.player == "Ana"
    assert not (visible_card_names(window) & set(window.session.game.player("Bruno").hand))
    window.pass_screen.button.click()
    assert set(window.game_view.hand.names()) == ana_hand
    assert window.session.game.waiting_for().kind == "action"


def test_solo_generation(window, qtbot):
    start_from_screen(window, qtbot, mode="solo")
    game = window.session.game
    assert game.state.config.mode == "solo"
    assert window.stack.currentWidget() is window.game_view  # one player: no hand-over screen
    assert sum(1 for t in game.state.tiles.values() if t.owner == "Neutral") == 4
    assert {"r", "e"} and len(window.game_view.scene.tiles) == 4
    choose_start(window, qtbot, keep=0)
    assert window.session.game.state.generation == 1
    gv = window.game_view
    button = gv.actions.buttons[("standard_project", "power_plant")]
    if button.isEnabled():
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(gv.actions.buttons[("pass",)], Qt.MouseButton.LeftButton)
    confirm(gv, qtbot)  # passing asks first
    g = window.session.game
    assert g.state.generation == 2
    assert g.waiting_for().kind == "buy_cards"
    assert gv.centre.currentWidget() is gv.pick_scroll
    assert len(gv.pick.offered.names()) == 4
    first = gv.pick.offered.names()[0]
    QTest.mouseDClick(gv.pick.offered.cards[first], Qt.MouseButton.LeftButton)
    assert gv.pick.keep.names() == [first]
    assert "3 M€" in gv.pick.cost.text()
    qtbot.mouseClick(gv.pick.confirm, Qt.MouseButton.LeftButton)
    assert first in window.session.game.player(g.state.players[0].name).hand
    assert window.session.game.waiting_for().kind == "action"
    assert any("Generation 2" in gv.log.model.text(r) for r in range(gv.log.model.rowCount()))


def test_save_reopen_and_damaged_files(window, qtbot, tmp_path, monkeypatch):
    load_scenario(window, "city_and_cards")
    path = tmp_path / "saved.json"
    assert window.save_to(path)
    saved = window.session.game.dump()
    window.game_view.request_play("Power Plant")
    assert window.session.game.dump() != saved
    warnings = []
    monkeypatch.setattr("tmdesk.app.main_window.QMessageBox.warning", lambda *a: warnings.append(a[2]))
    assert window.open_path(path)
    assert window.session.game.dump() == saved
    assert window.stack.currentWidget() is window.pass_screen  # hot seat: whoever is at the keyboard confirms
    window.pass_screen.button.click()
    assert "Power Plant" in window.game_view.hand.names()
    # damaged, foreign and truncated files: a message, and the current game stays
    for name, text in (("garbage.json", "{not json"), ("foreign.json", json.dumps({"hello": 1})),
                       ("cut.json", path.read_text()[:500])):
        bad = tmp_path / name
        bad.write_text(text)
        assert not window.open_path(bad)
        assert window.session.game.dump() == saved
    assert len(warnings) == 3
    assert "not a tmdesk saved game" in warnings[1]


def test_autosave_and_continue(window, qtbot, app_home):
    load_scenario(window, "city_and_cards")
    window.game_view.request_play("Power Plant")
    window.session.flush()  # the autosave is written in the background
    autosave = app_home / "data" / "autosave.json"
    window.session.flush()  # written by a background thread
    assert autosave.is_file()
    dump = window.session.game.dump()
    window.session.game = None
    window.show_new_game()
    assert window.new_game.continue_button.isVisibleTo(window.new_game)
    qtbot.mouseClick(window.new_game.continue_button, Qt.MouseButton.LeftButton)
    assert window.session.game.dump() == dump
    assert window.session.colours["Kim"] == "red"


def test_end_of_game_screen(window, qtbot):
    load_scenario(window, "final_scoring")
    assert window.stack.currentWidget() is window.end_screen
    table = window.end_screen.table
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headers[0] == "★ Stanley"
    assert "Stanley wins" in window.end_screen.title.text()
    totals = {headers[c].lstrip("★ "): table.item(6, c).text() for c in range(table.columnCount())}
    assert totals["Stanley"] == "64"
    qtbot.mouseClick(window.end_screen.board_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.game_view
    assert window.game_view.scores_button.isVisible()
    qtbot.mouseClick(window.game_view.scores_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.end_screen


def test_automars_mode_from_new_game_screen(window, qtbot):
    screen = window.new_game
    screen.mode_buttons["automars"].setChecked(True)
    assert screen.count.value() == 1 and not screen.count.isEnabled()
    assert screen.difficulty.isEnabled()
    screen.difficulty.setCurrentIndex(2)
    screen.seed.setText("5")
    qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)
    assert window.session.game is not None
    assert window.session.game.state.config.automars_difficulty == "hard"
    assert window.stack.currentWidget() is window.game_view  # one human: no hand-over
    choose_start(window, qtbot, keep=1)
    board = window.game_view.automars
    assert board.isVisible()
    assert set(board.canvas.positions) == {"building", "space", "event", "science", "energy", "earth", "plant"}
    events, shown = [], []
    board.step_shown.connect(shown.append)
    for _ in range(6):  # the human passes; AutoMars plays its turns in the engine, shown step by step
        d = window.session.game.waiting_for()
        if d.kind == "select_space":  # a corporation's first action (Tharsis Republic's city)
            window.session.submit({"answer": {"space": d.options[0]}})
            events += window.session.last_events
            continue
        if d.kind != "action":
            break
        qtbot.mouseClick(window.game_view.actions.buttons[("pass",)], Qt.MouseButton.LeftButton)
        confirm(window.game_view, qtbot)
        events += window.session.last_events
    assert any("AutoMars" in str(e) for e in events)
    assert shown, "AutoMars's turn was not replayed on its board"
    assert "AutoMars" in window.game_view.log.model.text(shown[0])
    if board.replaying():
        qtbot.mouseClick(board.skip, Qt.MouseButton.LeftButton)
    assert not board.replaying()


def test_illegal_step_shows_translated_message(window):
    load_scenario(window, "city_and_cards")
    before = window.session.game.dump()
    assert not window.session.submit({"do": "play_card", "card": "Trees"})
    assert "not in your hand" in window.game_view.problem.text()
    assert window.session.game.dump() == before


def test_tableau_and_panels(window, qtbot):
    load_scenario(window, "three_player_midgame")
    panels = window.game_view.players.panels
    assert set(panels) == {"Ana", "Bruno", "Clara"}
    assert panels["Ana"].cells["heat"].amount.text() == "14"
    assert panels["Ana"].cells["heat"].production.text() == "+4"
    assert "Pets: 3" in panels["Ana"].extra.text()
    assert "card" in panels["Bruno"].summary.text()
    window.game_view.show_tableau("Clara")
    from tmdesk.app.dialogs.tableau import TableauDialog

    dlg = window.game_view.findChild(TableauDialog)
    assert dlg is not None
    assert "Ants" in dlg.areas[next(k for k in dlg.areas if k.startswith("Active"))].names()
    dlg.close()


def test_helion_pays_with_heat(window, qtbot):
    load_scenario(window, "three_player_midgame")
    gv = window.game_view
    gv.request_action({"do": "standard_project", "project": "asteroid"})
    dlg = gv.payment_dialog
    assert dlg is not None and "heat" in dlg.spins
    dlg.spins["heat"].setValue(14)
    assert dlg.payment() == {"heat": 14}
    heat = window.session.game.player("Ana").resources["heat"]
    temperature = window.session.game.state.temperature
    dlg.box.button(dlg.box.StandardButton.Ok).click()
    assert window.session.game.player("Ana").resources["heat"] == heat - 14
    assert window.session.game.state.temperature == temperature + 2


def test_scenarios_files_exist():
    assert (SCENARIOS / "three_player_midgame.json").is_file()


def test_draft_uses_card_areas(window, qtbot):
    window.new_game.draft.setChecked(True)
    start_from_screen(window, qtbot, players=2, seed="9")
    for _ in range(2):  # both players: no cards kept, first corporation
        window.pass_screen.button.click()
        choose_start(window, qtbot, keep=0)
    g = window.session.game
    while g.waiting_for().kind != "draft_pick":  # everyone passes generation 1
        if window.stack.currentWidget() is window.pass_screen:
            window.pass_screen.button.click()
        window.session.submit({"do": "pass"})
    if window.stack.currentWidget() is window.pass_screen:
        window.pass_screen.button.click()
    pick = window.game_view.pick
    assert pick.decision.kind == "draft_pick"
    assert len(pick.offered.names()) == 4
    assert not pick.confirm.isEnabled()
    first, second = pick.offered.names()[:2]
    assert drop_card(pick.keep, pick.offered.cards[first])
    qtbot.waitUntil(lambda: pick.keep.names() == [first])
    pick.move(second, keep=True)  # a draft keeps one card: the new one replaces it
    assert pick.keep.names() == [second]
    drafter = pick.decision.player
    qtbot.mouseClick(pick.confirm, Qt.MouseButton.LeftButton)
    assert window.session.game.state.offers[drafter]["drafted"] == [second]
    assert window.stack.currentWidget() is window.pass_screen  # the other player drafts next, in private
    assert window.pass_screen.player != drafter


def test_new_game_over_a_game_in_progress_asks_first(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    load_scenario(window, "city_and_cards")
    before = window.session.game.dump()
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Cancel)
    window.show_new_game()
    qtbot.mouseClick(window.new_game.start_button, Qt.MouseButton.LeftButton)
    assert window.session.game.dump() == before  # cancelled: the game in progress stays
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Discard)
    qtbot.mouseClick(window.new_game.start_button, Qt.MouseButton.LeftButton)
    assert window.session.game.state.config.players == ["Ana", "Bruno"]


def test_automars_options_on_the_new_game_screen(window, qtbot):
    screen = window.new_game
    assert not screen.automars_corporation.isEnabled() and not screen.automars_era.isEnabled()
    screen.mode_buttons["automars"].setChecked(True)
    for box in (screen.automars_era, screen.draft):
        assert box.isEnabled()
        box.setChecked(True)
    corporations = screen.automars_corporation
    assert corporations.isEnabled() and corporations.count() == 2 + 37  # none, random, the 37 offered
    assert not screen.automars_corporation_advice.isVisibleTo(screen)
    corporations.setCurrentIndex(corporations.findData("C09"))
    assert "Teractor" in corporations.currentText() and screen.automars_corporation_advice.isVisibleTo(screen)
    assert "lowering its difficulty" in screen.automars_corporation_advice.text()
    config, _ = screen.config()
    assert config.mode == "automars" and config.corporate_era and config.draft
    assert config.automars_corporation == "C09"
    screen.seed.setText("9")
    qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)
    game = window.session.game
    assert "Teractor" not in game.state.offers["Ana"]["corporations"]  # never both sides the same one
    offer = game.state.offers["Ana"]["corporations"][0]
    assert window.session.submit({"player": "Ana", "do": "choose_start", "corporation": offer, "cards": []})
    state = window.session.game.state
    assert state.automars.corporation == "C09" and state.automars.megacredits >= 25 and len(state.deck) > 137
    board = window.game_view.automars
    assert "C09" in board.corporation.text() and "+25 M€" in board.corporation.text()


def test_valley_trust_c16_is_offered_only_with_the_prelude_expansion(window):
    screen = window.new_game
    screen.mode_buttons["automars"].setChecked(True)
    corporations = screen.automars_corporation
    assert corporations.findData("C16") == -1 and corporations.count() == 2 + 37
    screen.prelude.setChecked(True)
    index = corporations.findData("C16")
    assert corporations.count() == 2 + 38 and "Valley Trust" in corporations.itemText(index)
    assert "Science 8, 16" in corporations.itemData(index, Qt.ItemDataRole.ToolTipRole)
    corporations.setCurrentIndex(index)
    config, _ = screen.config()
    assert config.prelude and config.automars_corporation == "C16"
    screen.prelude.setChecked(False)  # no longer offered: back to no corporation
    assert corporations.findData("C16") == -1 and corporations.currentData() is None


def test_the_venus_next_automars_corporations_are_offered_with_venus_next_only(window, qtbot):
    screen = window.new_game
    screen.mode_buttons["automars"].setChecked(True)
    corporations = screen.automars_corporation
    venus = ("C25", "C26", "C27", "C28", "C34")
    assert all(corporations.findData(code) == -1 for code in venus)
    screen.venus_next.setChecked(True)
    assert corporations.count() == 2 + 42 and all(corporations.findData(code) >= 0 for code in venus)
    index = corporations.findData("C27")
    assert "Morning Star Inc." in corporations.itemText(index)
    assert "Venus track 5, 6, 7, 8, 9, 11, 12" in corporations.itemData(index, Qt.ItemDataRole.ToolTipRole)
    corporations.setCurrentIndex(index)
    config, _ = screen.config()
    assert config.venus_next and config.automars_corporation == "C27"
    screen.seed.setText("4")
    qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)
    game = window.session.game
    assert "Morning Star Inc." not in game.state.offers["Ana"]["corporations"]  # its namesake
    offer = game.state.offers["Ana"]["corporations"][0]
    assert window.session.submit({"player": "Ana", "do": "choose_start", "corporation": offer, "cards": []})
    board = window.game_view.automars
    assert "C27 Morning Star Inc." in board.corporation.text() and "One reading" in board.corporation.text()
    assert board.canvas.cubes == {("venus", n): "silver" for n in (5, 6, 7, 8, 9, 11, 12)}
    screen.venus_next.setChecked(False)  # no longer offered: back to no corporation
    assert corporations.findData("C27") == -1 and corporations.currentData() is None
