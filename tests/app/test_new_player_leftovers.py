"""Leftovers a new player notices in the window: the payment dialog spending Helion's heat first, a hand of 7 to
10 cards scrolling sideways at 1280×720, the play area's names cut, the hovered space told twice, the New Game
screen's fixed Corporate Era box, the closed list of spaces cut, the file dialog's places cut. Each is checked on
the real window, moved by real clicks and pointer moves."""

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from tests.app import test_screen_leftovers
from tests.app.conftest import SCENARIOS, load_scenario
from tests.app.test_layout_languages import translated  # noqa: F401 - a fixture, used by name

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
screen = test_screen_leftovers.screen  # the fixture: the window filling a 1280×720 or a 1920×1080 screen
def pay_dialog(window, qtbot, project: str):
    gv = window.game_view
    qtbot.mouseClick(gv.actions.buttons[("standard_project", project)], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: gv.payment_dialog is not None and gv.payment_dialog.isVisible())
    return gv.payment_dialog


@pytest.mark.parametrize(("megacredits", "heat_spent"), [(34, 0), (10, 4)])
def test_helion_keeps_its_heat_while_megacredits_can_pay(window, qtbot, megacredits, heat_spent):
    """Helion (14 heat) buys the Asteroid project (14 M€): the dialog opened on 14 heat, all of it, though heat is
    worth temperature steps. It now opens on M€, heat only for what the M€ cannot cover; the player may still
    move heat in, and the engine takes what the dialog says."""
    game = load_scenario(window, "three_player_midgame")
    ana = game.player("Ana")
    ana.resources["megacredits"] = megacredits
    window.game_view.refresh()
    dlg = pay_dialog(window, qtbot, "asteroid")
    assert dlg.spins["heat"].value() == heat_spent
    assert dlg.payment() == {"megacredits": 14 - heat_spent, **({"heat": heat_spent} if heat_spent else {})}
    assert dlg.megacredits.text() == f"{14 - heat_spent} / {megacredits}"
    temperature = game.state.temperature
    qtbot.mouseClick(dlg.box.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    ana = window.session.game.player("Ana")
    assert (ana.resources["heat"], ana.resources["megacredits"]) == (14 - heat_spent, megacredits - 14 + heat_spent)
    assert window.session.game.state.temperature == temperature + 2


def test_steel_still_pays_first_and_heat_can_be_chosen(window, qtbot):
    """A building card: the 4 steel (2 M€ each) pay first, as they can pay for nothing else; M€ the rest; no heat.
    The player types 6 heat in: the M€ go down by 6 and the engine takes that payment."""
    game = load_scenario(window, "three_player_midgame")
    gv = window.game_view
    gv.request_play("Capital")  # 26 M€, a building card
    qtbot.waitUntil(lambda: gv.payment_dialog is not None and gv.payment_dialog.isVisible())
    dlg = gv.payment_dialog
    cost = dlg.cost
    assert dlg.spins["steel"].value() == 4 and dlg.spins["heat"].value() == 0
    assert dlg.payment() == {"steel": 4, "megacredits": cost - 8}
    dlg.spins["heat"].setFocus()
    dlg.spins["heat"].selectAll()
    qtbot.keyClicks(dlg.spins["heat"], "6")
    assert dlg.payment() == {"steel": 4, "heat": 6, "megacredits": cost - 14}
    assert dlg.box.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    heat = game.player("Ana").resources["heat"]
    qtbot.mouseClick(dlg.box.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert window.session.game.player("Ana").resources["heat"] == heat - 6
    assert "Capital" in window.session.game.player("Ana").played


HAND = ["Power Plant", "Insulation", "Colonizer Training Camp", "Heat Trappers", "Research", "Mine", "Asteroid",
        "Comet", "Lichen", "Tardigrades"]


def deal(window, qtbot, **kim):
    """Kim's `hand` or `played` cards set (a Corporate Era game), the window showing them."""
    from tmdesk.engine.scenario import load, play

    data = load(SCENARIOS / "city_and_cards.json")
    data["setup"]["corporate_era"] = True
    data["state"]["players"]["Kim"].update(kim)
    window.session.adopt(play(data))
    if window.stack.currentWidget() is window.pass_screen:
        window.pass_screen.button.click()
    gv = window.game_view
    qtbot.waitUntil(lambda: gv.isVisible() and gv.hand.names() == kim.get("hand", gv.hand.names()))
    qtbot.wait(50)


def whole_in_sight(widget, scroll) -> bool:
    viewport = scroll.viewport()
    return widget.isVisible() and viewport.rect().contains(QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size()))


@pytest.mark.parametrize("count", [5, 7, 10])
def test_the_whole_hand_is_in_sight_without_scrolling_sideways(screen, qtbot, count):
    """At 1280×720 the hand showed five cards and a scroll bar for the rest. A hand that fits in one row shows its
    cards; a fuller one folds them to their heads (cost, tags, name, requirement) in two rows, every one in sight
    with nothing to scroll; pointing at one shows the whole card beside it."""
    from PySide6.QtTest import QTest

    from tmdesk.app.card_area import card_size, head_size

    deal(screen, qtbot, hand=HAND[:count])
    hand = screen.game_view.hand
    assert not hand.horizontalScrollBar().isVisible() and not hand.verticalScrollBar().isVisible()
    assert [n for n in HAND[:count] if not whole_in_sight(hand.cards[n], hand)] == []
    sizes = {hand.cards[n].size().toTuple() for n in HAND[:count]}
    folded = count > (5 if screen.width() < 1920 else 6)
    assert sizes == {(head_size if folded else card_size)(hand.scale).toTuple()}
    rows = {hand.cards[n].y() for n in HAND[:count]}
    assert len(rows) == (2 if folded else 1)
    card = hand.cards[HAND[count - 1]]
    QTest.mouseMove(card, card.rect().center())
    zoom = screen.game_view.zoom
    qtbot.waitUntil(lambda: zoom.isVisible() and zoom.card_name == HAND[count - 1])
    assert not zoom.geometry().intersects(QRect(card.mapTo(screen.game_view, QPoint(0, 0)), card.size()))


@pytest.mark.parametrize("space", ["r0c2", "r0c1"])  # a legal space for the city; an ocean tile
def test_the_hovered_space_is_told_once(screen, qtbot, space):
    """The hovered space's text was in the box over the board's corner, then again in Qt's tool tip beside the
    pointer. Pointing at a space (empty, or under a tile) and resting there shows the box and no tool tip."""
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QToolTip

    gv = screen.game_view
    load_scenario(screen, "city_and_cards")
    qtbot.mouseClick(gv.actions.buttons[("standard_project", "city")], Qt.MouseButton.LeftButton)
    viewport = gv.board_view.viewport()
    point = gv.board_view.mapFromScene(gv.scene.hexes[space].scenePos())
    QTest.mouseMove(viewport, point + QPoint(1, 0))
    QTest.mouseMove(viewport, point)
    qtbot.waitUntil(lambda: gv.hover_info.isVisible() and gv.scene.hovered_space == space)
    assert gv.hover_info.text() == gv.scene.hovered_text != ""
    QToolTip.hideText()
    QApplication.sendEvent(viewport, QHelpEvent(QHelpEvent.Type.ToolTip, point, viewport.mapToGlobal(point)))
    qtbot.wait(50)
    assert not QToolTip.isVisible(), QToolTip.text()


def edit_field(combo) -> QRect:
    """Where a closed list shows its entry."""
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    return combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                        QStyle.SubControl.SC_ComboBoxEditField, combo)


@pytest.mark.usefixtures("translated")
@pytest.mark.parametrize("lang", ["pt_BR", "fr", "es"])
def test_the_closed_list_of_spaces_reads_every_entry_whole(screen, qtbot, lang):
    """At 1280×720 the longest entries ("case 2 de la ligne 2 (Tharsis Tholus) — 1 ressource d'acier, +2 M€
    (1 océan adjacent)") were cut in the closed list; only the open list showed them. Chosen with the keyboard,
    each entry now reads whole in the closed box, on two lines when one is too short (the space, then its gain),
    and the box is tall enough for them; the prompt still reads in full."""
    from PySide6.QtTest import QTest

    from tests.app.test_small_screens import prompt_cut

    gv = screen.game_view
    box = test_screen_leftovers.list_of_spaces(screen, qtbot, lang)
    box.setFocus()
    box.setCurrentIndex(0)
    two_lines = 0
    for i in range(box.count()):
        if i:
            QTest.keyClick(box, Qt.Key.Key_Down)
        qtbot.wait(5)
        assert box.currentIndex() == i
        fm, field, text = box.fontMetrics(), edit_field(box), box.itemText(i)
        if fm.horizontalAdvance(text) <= field.width():
            lines = [text]
        else:  # the space, then what placing there gives
            place, _, gain = text.partition(" — ")
            lines = [place + " —", gain]
        assert field.height() >= len(lines) * fm.height()
        assert all(fm.horizontalAdvance(line) <= field.width() for line in lines), lines
        assert box.closed_lines() == lines  # what the box paints
        two_lines += len(lines) == 2
    assert screen.width() >= 1920 or two_lines > 0  # at 1280×720 the longest ones need two lines
    assert prompt_cut(gv.prompt) == ""
    assert screen.rect().contains(QRect(box.mapTo(screen, QPoint(0, 0)), box.size()))


TABLE = ["Media Group", "Mars University", "Space Elevator", "Development Center", "Decomposers"]


@pytest.mark.usefixtures("translated")
@pytest.mark.parametrize("lang", ["en", "pt_BR", "fr", "es"])
def test_the_play_area_shows_names_whole(screen, qtbot, lang):
    """Six cards on the table in two columns at 1280×720 read "Grupo de Comunic…", "Universidad de Ma…" (Spanish).
    Every strip shown now holds its name whole: on one line, or on two when the strips are tall enough for two;
    the six are all in sight, none folded away."""
    from PySide6.QtGui import QFont, QFontMetricsF

    from tmdesk.app import i18n

    i18n.install_language(lang)
    deal(screen, qtbot, played=TABLE)
    area = screen.game_view.play_area
    assert len(area.names()) == 6
    cut = []
    for name in area.names():
        strip = area.cards[name]
        font = QFont()
        font.setPixelSize(13 if strip.height() < 28 else 12)  # bold, 13 px on one line, 12 on two
        font.setBold(True)
        fm = QFontMetricsF(font)
        assert whole_in_sight(strip, area)
        room = strip.width() - 10
        counter = 31 if name == "Decomposers" else 0  # its microbes' count ("0") and icon, beside the last line
        lines = [""]
        for word in i18n.card_name(name).split():  # word-wrapped as a reader would
            joined = f"{lines[-1]} {word}".strip()
            lines[-1:] = [joined] if fm.horizontalAdvance(joined) <= room else [lines[-1], word]
        lines = [line for line in lines if line]
        if fm.horizontalAdvance(lines[-1]) + counter > room:
            lines.append("")  # the count on a line of its own
        whole = all(fm.horizontalAdvance(line) <= room for line in lines) and \
            len(lines) * fm.lineSpacing() <= strip.height()
        if not whole:
            cut.append((lines, room, strip.height()))
    assert cut == []


@pytest.mark.usefixtures("translated")
@pytest.mark.parametrize("lang", ["en", "pt_BR", "fr", "es"])
def test_the_file_dialogs_places_read_whole_on_first_open(screen, qtbot, lang):
    """Open (Ctrl+O) showed its column of places cut ("Eq…" for "Equipo") the first time: the column was narrower
    than its entries. Opened by its shortcut, the dialog's places column is as wide as its widest entry, and the
    file list keeps most of the room."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QFileDialog, QListView, QSplitter

    from tests.app.test_undo_and_files import when_modal
    from tmdesk.app import i18n

    i18n.install_language(lang)
    seen = {}

    def read_and_cancel(dialog):
        try:
            assert isinstance(dialog, QFileDialog)
            qtbot.wait(50)
            places = dialog.findChild(QListView, "sidebar")
            model = places.model()
            texts = [model.index(r, 0).data() for r in range(model.rowCount())]
            seen["texts"] = texts
            seen["needed"] = places.sizeHintForColumn(0)
            seen["room"] = places.viewport().width()
            seen["sizes"] = dialog.findChild(QSplitter, "splitter").sizes()
        finally:
            dialog.reject()

    when_modal(qtbot, read_and_cancel)
    QTest.keyClick(screen, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "texts" in seen)
    assert seen["texts"] and seen["needed"] <= seen["room"], seen
    assert seen["sizes"][0] < seen["sizes"][1]


def test_the_discard_pile_does_not_tell_a_face_down_set_up_choice(window, qtbot):
    """Pass and play: once Ana chose her corporation and 2 of her 10 cards face down, the discard pile read 8 cards
    on Bruno's screen, telling him how many she kept before he chose. It is counted again once every choice is
    revealed (8 + 10 = 18 with Bruno keeping none)."""
    from tests.app.conftest import shown_text
    from tmdesk.engine.game import new_game
    from tmdesk.engine.state import GameConfig

    game = new_game(GameConfig(players=["Ana", "Bruno"], seed=8))
    window.session.adopt(game)
    window.pass_screen.button.click()
    d = window.session.game.waiting_for()
    window.session.submit({"do": "choose_start", "corporation": d.options[0], "cards": d.info["cards"][:2]})
    assert window.stack.currentWidget() is window.pass_screen  # Bruno's turn to choose, behind the gate
    qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    piles = window.game_view.players.piles
    deck = len(window.session.game.state.deck)
    assert piles.text() == f"Project deck: {deck} cards"
    seen = [line for line in shown_text(window).splitlines() if "discard pile:" in line]  # its count
    assert seen == [] and len(window.session.game.state.discard) == 8
    d = window.session.game.waiting_for()
    window.session.submit({"do": "choose_start", "corporation": d.options[0], "cards": []})
    if window.stack.currentWidget() is window.pass_screen:
        window.pass_screen.button.click()
    assert piles.text() == f"Project deck: {deck} cards · discard pile: 18 cards"
