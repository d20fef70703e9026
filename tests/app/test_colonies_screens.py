"""Colonies in the window: the New Game option, the colony tiles beside the board (markers, colonies and fleets in
the players' colours, inactive tiles and why), choosing a tile with the mouse and with the keyboard, Build Colony,
the trade dialog (payments, discounts, what each tile gives, the marker moved first), AutoMars's shipping board, and
a Colonies game saved and opened again."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.app.test_game_flow import start_from_screen
from tests.app.test_layout_languages import translated  # noqa: F401 - a fixture, used by name
from tests.app.test_small_screens import fits, laptop  # noqa: F401 - laptop: a fixture (a 1280×720 screen)
from tmdesk.engine.scenario import play

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

TILES = ["Callisto", "Europa", "Luna", "Pluto", "Titan"]


def adopt(window, state, players=("Ana", "Bruno"), mode="standard", tiles=TILES, **setup):
    game = play({"format": "tmdesk-scenario/1", "setup": {"players": list(players), "mode": mode, "skip_setup": True,
                                                          "colonies": True, "colony_tiles": list(tiles), **setup},
                 "state": state, "steps": []})
    window.session.adopt(game)
    if window.stack.currentWidget() is window.pass_screen:
        window.pass_screen.button.click()
    return game


def test_colonies_option_on_the_new_game_screen_in_every_mode(window, qtbot):
    from tmdesk.automars.corporations import available
    from tmdesk.automars.host import COLONIES

    screen = window.new_game
    screen.mode_buttons["automars"].setChecked(True)
    codes = lambda: [screen.automars_corporation.itemData(i) for i in range(screen.automars_corporation.count())]  # noqa: E731
    without = codes()
    screen.colonies.setChecked(True)
    assert screen.config()[0].colonies and screen.start_button.isEnabled()
    added = set(codes()) - set(without)  # the AutoMars corporations that wait for Colonies
    assert added == set(available(frozenset({COLONIES}))) - set(available()) and "C30" in added
    screen.mode_buttons["standard"].setChecked(True)
    assert screen.config()[0].colonies
    screen.mode_buttons["solo"].setChecked(True)
    start_from_screen(window, qtbot, mode="solo")
    game = window.session.game
    assert game.state.config.colonies
    d = game.waiting_for()  # the solo player leaves one of the 4 tiles dealt out of the game
    assert d.kind == "select_colony" and len(d.options) == 4
    gv = window.game_view
    assert gv.colonies.isVisible() and gv.colony_choice.isVisible()
    assert "leave out" in gv.prompt.text()
    card = gv.colonies.cards[d.options[0]]
    assert card.selectable
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    assert sorted(game.dump()["colony_tiles"]) == sorted(d.options[1:])


def test_the_tiles_show_markers_colonies_fleets_and_why_a_tile_waits(window, qtbot):
    game = adopt(window, {"colonies": {"Luna": {"track": 3, "colonies": ["Ana", "Bruno"], "fleets": ["Bruno"]},
                                       "Europa": {"track": 1, "colonies": []}}})
    gv = window.game_view
    qtbot.mouseClick(gv.colonies_toggle, Qt.MouseButton.LeftButton)
    assert gv.colonies.isVisible() and gv.colonies_toggle.isChecked()
    luna = gv.colonies.cards["Luna"]
    assert (luna.view.track, luna.view.colonies, luna.view.fleets) == (3, ["Ana", "Bruno"], ["Bruno"])
    tip = luna.toolTip()
    assert "Marker on step 3: trading here now gives gain 7 M€." in tip  # Luna's track: 1 2 4 7 10 13 17
    assert "  6: gain 17 M€" in tip and "Colony bonus (to each colony's owner, whoever trades here): gain 2 M€" in tip
    assert "Building a colony here gives: M€ production +2" in tip and "Colonies (at most 3): Ana, Bruno" in tip
    assert "Trade fleet here this generation: Bruno" in tip
    titan = gv.colonies.cards["Titan"]  # no card in play holds floaters
    assert not titan.view.active and "Inactive until a card in play can hold floaters" in titan.toolTip()
    assert "Ana 1/1" in gv.colonies.fleets.text() and "Bruno 0/1" in gv.colonies.fleets.text()
    assert gv.players.panels["Ana"].extra.text() == "Colonies: 1 · trade fleets available: 1 of 1"
    assert gv.players.panels["Bruno"].extra.text() == "Colonies: 1 · trade fleets available: 0 of 1"
    assert not luna.selectable and luna.focusPolicy() == Qt.FocusPolicy.NoFocus  # no choice open
    del game


def test_a_narrow_window_shows_the_tiles_in_the_boards_place_on_demand(window, qtbot):
    adopt(window, {})
    gv = window.game_view
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: gv.centre.width() < 1000)
    assert not gv.colonies.isVisible() and gv.board_view.isVisible()
    qtbot.mouseClick(gv.colonies_toggle, Qt.MouseButton.LeftButton)
    assert gv.colonies.isVisible() and not gv.board_view.isVisible()
    qtbot.mouseClick(gv.colonies_toggle, Qt.MouseButton.LeftButton)
    assert not gv.colonies.isVisible() and gv.board_view.isVisible()
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: gv.centre.width() >= 1000)
    gv.colonies_open = None  # the default again: beside a wide board
    gv.place_colonies()
    assert gv.colonies.isVisible() and gv.board_view.isVisible()
    room = gv.colonies.scroll.viewport()
    qtbot.waitUntil(lambda: all(c.geometry().right() <= room.width() for c in gv.colonies.cards.values()))


def test_build_colony_then_choose_the_tile_with_the_keyboard(window, qtbot):
    game = adopt(window, {"players": {"Ana": {"resources": {"megacredits": 20}}},
                          "colonies": {"Luna": {"colonies": ["Bruno"]}}})
    gv = window.game_view
    button = gv.actions.buttons[("standard_project", "build_colony")]
    assert button.text() == "Build Colony  17 M€" and "Place a colony" in button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    d = game.waiting_for()
    assert d.kind == "select_colony" and d.options == ["Callisto", "Europa", "Luna", "Pluto"]  # Titan waits
    assert "Build a colony" in gv.prompt.text()
    assert [gv.colony_choice.itemData(i) for i in range(gv.colony_choice.count())] == d.options
    assert not gv.colonies.cards["Titan"].selectable
    luna = gv.colonies.cards["Luna"]
    luna.setFocus()
    assert luna.hasFocus()
    QTest.keyClick(luna, Qt.Key.Key_Return)
    ana = game.player("Ana")
    assert game.dump()["colonies"]["Luna"]["colonies"] == ["Bruno", "Ana"]
    assert ana.resources["megacredits"] == 3 and ana.production["megacredits"] == 2  # 17 M€; Luna: +2 M€ production


def test_choosing_a_tile_from_the_prompt_bar_list(window, qtbot):
    game = adopt(window, {"players": {"Ana": {"resources": {"megacredits": 20}}}})
    gv = window.game_view
    qtbot.mouseClick(gv.actions.buttons[("standard_project", "build_colony")], Qt.MouseButton.LeftButton)
    gv.colony_choice.setCurrentIndex(gv.colony_choice.findData("Callisto"))
    gv.colony_button.setFocus()
    QTest.keyClick(gv.colony_button, Qt.Key.Key_Space)
    assert game.dump()["colonies"]["Callisto"]["colonies"] == ["Ana"] and game.player("Ana").production["energy"] == 1


def test_the_trade_dialog_offers_what_the_engine_does(window, qtbot):
    game = adopt(window, {"players": {"Ana": {"resources": {"megacredits": 12, "energy": 2, "titanium": 3}}},
                          "colonies": {"Luna": {"track": 3, "colonies": ["Bruno"]},
                                       "Callisto": {"fleets": ["Bruno"]}}})
    gv = window.game_view
    button = gv.actions.buttons[("trade",)]
    assert button.isEnabled() and "9 M€, 3 energy or 3 titanium" in button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = gv.trade_dialog
    assert dialog is not None and dialog.isVisible()
    pays = dialog.pay_buttons
    assert pays["megacredits"].isEnabled() and pays["titanium"].isEnabled() and not pays["energy"].isEnabled()
    assert "you need 3 energy" in pays["energy"].toolTip() and "You have 2 energy" in pays["energy"].toolTip()
    tiles = dialog.tile_buttons
    assert not tiles["Callisto"].isEnabled() and "(Bruno)" in tiles["Callisto"].toolTip()
    assert not tiles["Titan"].isEnabled() and "floaters" in tiles["Titan"].toolTip()
    assert tiles["Luna"].text() == "Luna — step 3: gain 7 M€\n    colony bonuses: Bruno: gain 2 M€"
    assert dialog.spin is None  # no card moves the marker first
    qtbot.mouseClick(tiles["Luna"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(pays["titanium"], Qt.MouseButton.LeftButton)
    assert dialog.choice() == {"do": "trade", "colony": "Luna", "pay": {"titanium": 3}}
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    ana, bruno = game.player("Ana"), game.player("Bruno")
    assert ana.resources["titanium"] == 0 and ana.resources["megacredits"] == 12 + 7
    assert bruno.resources["megacredits"] == 2  # the colony bonus
    assert game.dump()["colonies"]["Luna"] == {"track": 1, "colonies": ["Bruno"], "fleets": ["Ana"]}
    assert gv.colonies.cards["Luna"].view.fleets == ["Ana"]
    assert not button.isEnabled() and "trade fleets have traded" in button.toolTip()


def test_trade_discount_and_marker_moved_first(window, qtbot):
    game = adopt(window, {"players": {"Ana": {"resources": {"megacredits": 8, "energy": 2},
                                              "played": ["Cryo-Sleep", "Trade Envoys"]}},
                          "colonies": {"Europa": {"track": 2}}})
    gv = window.game_view
    qtbot.mouseClick(gv.actions.buttons[("trade",)], Qt.MouseButton.LeftButton)
    dialog = gv.trade_dialog
    pays = dialog.pay_buttons
    assert pays["megacredits"].text() == "8 M€" and pays["energy"].text() == "2 energy"  # Cryo-Sleep: 1 less
    assert pays["energy"].isEnabled() and "1 cheaper" in pays["energy"].toolTip()
    assert dialog.spin is not None and dialog.spin.maximum() == 1 and dialog.spin.value() == 1  # Trade Envoys
    assert dialog.tile_buttons["Europa"].text() == "Europa — step 3: energy production +1"
    dialog.spin.setValue(0)  # a lower step may give something else (Europa)
    assert dialog.tile_buttons["Europa"].text() == "Europa — step 2: energy production +1"
    dialog.spin.setValue(1)
    qtbot.mouseClick(dialog.tile_buttons["Luna"], Qt.MouseButton.LeftButton)
    assert dialog.tile_buttons["Luna"].text() == "Luna — step 2: gain 4 M€"
    qtbot.mouseClick(pays["energy"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    ana = game.player("Ana")
    assert ana.resources["energy"] == 0 and ana.resources["megacredits"] == 8 + 4


def test_automars_shipping_board_in_the_window(window):
    tracks = {"building": 0, "space": 0, "event": 0, "science": 0, "energy": 0, "earth": 0, "plant": 0}
    game = adopt(window, {"automars": {"shipping": {"Luna": 3, "Pluto": 4}, "floaters": 2, "tracks": tracks},
                          "colonies": {"Luna": {"colonies": ["AutoMars"], "fleets": ["AutoMars"]}}},
                 players=("Ana",), mode="automars")
    gv = window.game_view
    board = gv.automars.shipping
    assert board.isVisible()
    text = board.text()
    assert "Luna 3/5 → Event track" in text and "Pluto 4/5 → Science track ◆" in text
    assert "Titan: 2 floaters" in text and "Europa: stores nothing" in text
    assert "Trade fleets available: 0 of 1 · the second waits on space 9 of the Event track ◆" in text
    assert text.endswith("Its colonies: 1 (drawn on the colony tiles)")
    assert "◆ One reading" in board.toolTip() and "Pluto" in board.toolTip() and "second trade fleet" in board.toolTip()
    luna = gv.colonies.cards["Luna"]
    assert luna.view.colonies == ["AutoMars"] and luna.view.fleets == ["AutoMars"]
    assert gv.colour("AutoMars").name() == luna.colour("AutoMars").name()
    del game


@pytest.mark.usefixtures("translated")
@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_automars_big_board_shows_its_storage_areas_too(laptop, qtbot, lang):  # noqa: F811 - the fixture
    """The large board dialog ("Show AutoMars's board") shows the shipping board's storage areas as the side panel
    does, beside the words under the tracks, and follows the game; without Colonies it shows none."""
    from tmdesk.app import i18n

    window = laptop  # 1280×720: the dialog must fit with its areas
    i18n.install_language(lang)
    tracks = {"building": 0, "space": 0, "event": 0, "science": 0, "energy": 0, "earth": 0, "plant": 0}
    game = adopt(window, {"automars": {"shipping": {"Luna": 3, "Pluto": 4}, "floaters": 2, "tracks": tracks}},
                 players=("Ana",), mode="automars")
    panel = window.game_view.automars
    qtbot.mouseClick(panel.enlarge, Qt.MouseButton.LeftButton)
    big = panel.big
    assert big.isVisible() and big.shipping.isVisible()
    assert big.shipping.text() == panel.shipping.text()
    luna = "Luna 3/5 → Event track" if lang == "en" else "Lua 3/5 → trilha de Evento"
    assert luna in big.shipping.text() and "◆" in big.shipping.toolTip()
    assert big.shipping.geometry().top() > big.canvas.geometry().bottom()  # under the tracks, not over them
    assert fits(big)
    game.state.automars.shipping["Luna"] = 4  # the game moves on: the dialog follows
    window.game_view.refresh()
    assert luna.replace("3/5", "4/5") in big.shipping.text()
    big.close()
    from tests.app.conftest import load_scenario

    load_scenario(window, "automars_midgame")  # no Colonies: no storage areas
    assert big.shipping.isHidden() and panel.shipping.isHidden()


def test_a_colonies_game_saved_and_opened_again(window, qtbot, tmp_path):
    game = adopt(window, {"players": {"Ana": {"resources": {"megacredits": 20}}},
                          "colonies": {"Luna": {"track": 4, "colonies": ["Bruno"], "fleets": ["Bruno"]}}})
    before = game.dump()
    path = tmp_path / "colonies.json"
    assert window.save_to(path)
    adopt(window, {}, tiles=["Ceres", "Io", "Triton", "Ganymede", "Miranda"])  # another game in between
    assert window.open_path(path)
    if window.stack.currentWidget() is window.pass_screen:
        window.pass_screen.button.click()
    again = window.session.game
    assert again.dump()["colonies"] == before["colonies"] and again.dump()["colony_tiles"] == TILES
    assert again.state.config.colonies
    assert window.game_view.colonies.cards["Luna"].view.track == 4
    assert list(window.game_view.colonies.cards) == TILES


def test_the_expansions_ticked_are_ticked_again_for_the_next_new_game(window, qtbot):
    from tmdesk.app.main_window import MainWindow
    from tmdesk.app.settings import Settings

    screen = window.new_game
    screen.colonies.setChecked(True)
    screen.prelude.setChecked(True)
    start_from_screen(window, qtbot)
    assert window.session.game.state.config.colonies
    assert Settings.load().expansions == {"prelude": True, "venus_next": False, "colonies": True}
    again = MainWindow(Settings.load())  # the next time the program starts
    qtbot.addWidget(again)
    assert again.new_game.colonies.isChecked() and again.new_game.prelude.isChecked()
    assert not again.new_game.venus_next.isChecked() and again.new_game.config()[0].colonies


def test_with_venus_next_titans_area_is_not_used(window):
    tracks = {"building": 0, "space": 0, "event": 0, "science": 0, "energy": 0, "earth": 0, "plant": 0, "venus": 0}
    adopt(window, {"automars": {"floaters": 3, "tracks": tracks}}, players=("Ana",), mode="automars",
          venus_next=True)
    text = window.game_view.automars.shipping.text()
    assert "Titan: not used (its floaters are kept with Venus Next)" in text and "Titan: 3" not in text


def test_a_narrow_window_brings_the_board_back_for_a_space_to_choose(window, qtbot):
    game = adopt(window, {"players": {"Ana": {"resources": {"megacredits": 20}}}})
    gv = window.game_view
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: gv.map_split.width() < 1000)
    qtbot.mouseClick(gv.colonies_toggle, Qt.MouseButton.LeftButton)
    assert gv.colonies.isVisible() and not gv.board_view.isVisible()
    qtbot.mouseClick(gv.actions.buttons[("standard_project", "build_colony")], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(gv.colonies.cards["Europa"], Qt.MouseButton.LeftButton)  # its reward: an ocean to place
    assert game.waiting_for().kind == "select_space"
    assert gv.board_view.isVisible() and not gv.colonies.isVisible()
    gv.place_on(gv.scene.legal_spaces()[0])
    assert game.player("Ana").tr == 21
    assert gv.colonies.isVisible() and not gv.board_view.isVisible()  # the player's choice again
