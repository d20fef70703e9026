"""Issue #25 points 5 and 6: on a 1280×720 laptop the window and every dialog fit the screen's available area,
and the game's screens show what they must without cutting it or scrolling sideways."""

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QScrollArea

from tests.app.conftest import load_scenario
from tests.app.test_layout_languages import translated  # noqa: F401 - a fixture, used by name

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
AREA = QRect(0, 0, 1280, 690)  # a 1280×720 screen less a 30-pixel task bar
TITLE_BAR = 30  # what a window manager adds above a window


@pytest.fixture
def laptop(qtbot, app_home, monkeypatch):
    """The main window as it opens on that laptop (the test platform's own screen is 800×800)."""
    from tmdesk.app import i18n, screen_fit
    from tmdesk.app.main_window import MainWindow
    from tmdesk.app.settings import Settings

    monkeypatch.setattr(screen_fit, "available_area", lambda widget=None: QRect(AREA))
    i18n.install_language("en")
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    yield w
    w.game_view.close_dialog()
    w.session.changed.disconnect()


def fits(widget):
    """The window lies inside the available area, with room left for its title bar."""
    g = widget.geometry()
    return AREA.contains(g) and g.height() + TITLE_BAR <= AREA.height()


def opened(qtbot, before):
    """The dialog that a click or a key just opened."""
    qtbot.waitUntil(lambda: any(w.isVisible() and w not in before for w in QApplication.topLevelWidgets()
                                if isinstance(w, QDialog)))
    return next(w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()
                and w not in before)


def open_by(qtbot, window, act):
    before = {w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()}
    act()
    dialog = opened(qtbot, before)
    window_title = dialog.windowTitle()
    return dialog, window_title


def test_the_window_opens_within_the_screen_also_after_a_larger_one(laptop, qtbot):
    """Point 5: it always opened at 1440×900 (Confirm and the set-up instructions were off-screen); a size
    remembered from a larger screen is made to fit too."""
    from tmdesk.app.main_window import MainWindow
    from tmdesk.app.settings import Settings

    assert fits(laptop)
    laptop.resize(1900, 1040)  # as on the player's big screen last time
    settings = Settings()
    settings.geometry = bytes(laptop.saveGeometry().toHex()).decode("ascii")
    again = MainWindow(settings)
    qtbot.addWidget(again)
    again.restore_geometry()
    assert fits(again)


def test_every_dialog_fits_a_1280x720_screen(laptop, qtbot):
    """Point 5: every dialog and the "Cards played by…" window open within the screen's available area."""
    game = load_scenario(laptop, "three_player_midgame")
    ana = game.player("Ana")
    ana.played += [c for c in game.state.deck if game.cards[c].type in ("automated", "active")][:40]  # a full tableau
    laptop.game_view.refresh()
    gv = laptop.game_view
    seen = {}

    def check(act, close=lambda d: d.done(0)):
        dialog, title = open_by(qtbot, laptop, act)
        seen[title] = fits(dialog)
        close(dialog)
        laptop.activateWindow()

    check(lambda: qtbot.mouseClick(gv.players.panels["Ana"].tableau_button, Qt.MouseButton.LeftButton))
    check(lambda: qtbot.mouseClick(gv.log.enlarge, Qt.MouseButton.LeftButton))
    check(lambda: QTest.keyClick(laptop, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier))
    check(lambda: QTest.keyClick(laptop, Qt.Key.Key_F1))
    check(lambda: laptop.a_statistics.trigger())
    assert seen == {title: True for title in seen} and len(seen) == 5


def test_automars_big_board_fits_a_1280x720_screen(laptop, qtbot):
    load_scenario(laptop, "automars_midgame")
    board = laptop.game_view.automars
    qtbot.mouseClick(board.enlarge, Qt.MouseButton.LeftButton)
    assert board.big.isVisible() and fits(board.big)


def in_view(widget, scroll):
    """The whole widget lies inside the scroll area's visible part (and the scroll area inside the window)."""
    viewport = scroll.viewport()
    top_left = widget.mapTo(viewport, QPoint(0, 0))
    return viewport.rect().contains(QRect(top_left, widget.size())) and widget.isVisible()


@pytest.mark.usefixtures("translated")
@pytest.mark.parametrize("lang", ["en", "pt_BR", "fr", "es"])
def test_the_research_screen_shows_the_four_cards_and_the_kept_ones_without_scrolling(laptop, qtbot, lang):
    """Point 6: at 1280×720 the 4 offered cards and the keep area are seen at once, in every language."""
    from tests.app.test_window_layout import solo_research
    from tmdesk.app import i18n

    i18n.install_language(lang)
    solo_research(laptop)
    pick = laptop.game_view.pick
    scroll = pick.offered.parentWidget()
    while not isinstance(scroll, QScrollArea):  # the page the sections scroll in
        scroll = scroll.parentWidget()
    QTest.mouseDClick(pick.offered.cards[pick.offered.names()[0]], Qt.MouseButton.LeftButton)
    qtbot.wait(10)
    assert len(pick.offered.names() + pick.keep.names()) in (4, 5) and len(pick.keep.names()) == 1
    assert all(in_view(pick.offered.cards[n], scroll) for n in pick.offered.names()) and pick.keep.names()
    assert in_view(pick.keep.cards[pick.keep.names()[0]], scroll) and in_view(pick.keep_label, scroll)
    assert scroll.verticalScrollBar().value() == 0
    assert pick.confirm.isVisible() and laptop.rect().contains(QRect(pick.confirm.mapTo(laptop, QPoint(0, 0)),
                                                                     pick.confirm.size()))


def prompt_cut(label):
    """What of a word-wrapped label does not fit it (empty: it reads in full)."""
    from PySide6.QtGui import QFontMetrics

    fm = QFontMetrics(label.font())
    room = label.contentsRect()
    need = fm.boundingRect(room, int(Qt.TextFlag.TextWordWrap) | int(label.alignment()), label.text())
    return "" if need.height() <= room.height() + 2 else f"{label.text()!r}: needs {need.height()}px, has {room.height()}px"


@pytest.mark.usefixtures("translated")
@pytest.mark.parametrize("lang", ["en", "pt_BR", "fr", "es"])
def test_the_prompt_reads_in_full_at_1280x720(laptop, qtbot, lang):
    """Point 6: the prompt line was cut after two lines (French placements, with the list of spaces beside it)."""
    from tmdesk.app import i18n

    i18n.install_language(lang)
    gv = laptop.game_view
    load_scenario(laptop, "city_and_cards")
    cut = [prompt_cut(gv.prompt)]
    qtbot.mouseClick(gv.actions.buttons[("standard_project", "city")], Qt.MouseButton.LeftButton)
    assert gv.space_choice.isVisible()
    qtbot.wait(10)
    cut.append(prompt_cut(gv.prompt))
    gv.show_problem(gv.tr("You can play a card only on your turn."))  # a refused move's reason beside it
    qtbot.wait(10)
    cut.append(prompt_cut(gv.prompt))
    load_scenario(laptop, "automars_midgame")
    cut.append(prompt_cut(gv.prompt))
    assert [c for c in cut if c] == []


@pytest.mark.usefixtures("translated")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_automars_controls_stay_in_place_while_its_turn_is_told(laptop, qtbot, lang):
    """Point 6: Pause, Step, Faster and Skip moved up and down as the narration above them changed length."""
    from tests.app.test_window_layout import automars_game_in_generation, pass_and_confirm
    from tmdesk.app import i18n

    i18n.install_language(lang)
    automars_game_in_generation(laptop, 2)
    board = laptop.game_view.automars
    qtbot.mouseClick(board.pause, Qt.MouseButton.LeftButton)  # read at one's own pace
    pass_and_confirm(laptop, qtbot)
    places, lines = set(), set()
    while board.current is not None:
        qtbot.wait(5)
        places.add(tuple((b.mapTo(laptop, QPoint(0, 0)).x(), b.mapTo(laptop, QPoint(0, 0)).y())
                         for b in (board.pause, board.next_step, board.faster, board.skip)))
        lines.add(board.banner.height())
        qtbot.mouseClick(board.next_step, Qt.MouseButton.LeftButton)
    assert len(lines) > 1 or len(places) == 1  # the narration changed length...
    assert len(places) == 1, places  # ...and the buttons did not move


def test_a_full_tableau_shows_in_the_play_area_without_sideways_scrolling(laptop, qtbot):
    """Point 6: the play area was one row of cards that scrolled sideways. Now each card is folded to its name,
    in columns, the blue ones (their actions) first; what still does not fit is counted on a button that opens
    every card: nothing scrolls, and pointing at a card shows it large."""
    game = load_scenario(laptop, "three_player_midgame")
    ana = game.player(game.waiting_for().player)
    ana.played += [c for c in game.state.deck if game.cards[c].type in ("automated", "active")][:40]  # a full tableau
    gv = laptop.game_view
    gv.refresh()
    area = gv.play_area
    qtbot.wait(20)
    table = [ana.corporation] + ana.played
    shown = area.names()
    assert area.horizontalScrollBar().maximum() == 0 and area.verticalScrollBar().maximum() == 0
    blue = [c for c in table if game.cards[c].type == "active"]
    assert set(blue) <= set(shown) and ana.corporation in shown
    folded = len(table) - len(shown)
    assert gv.play_more.isVisible() and gv.play_more.text() == (f"{folded} more cards…" if folded else "Cards…")
    viewport = area.viewport().rect()
    for name in shown:
        card = area.cards[name]
        assert viewport.contains(QRect(card.mapTo(area.viewport(), QPoint(0, 0)), card.size())), name
        QTest.mouseMove(card, QPoint(card.width() // 2, card.height() // 2))
        qtbot.waitUntil(lambda n=name: gv.zoom.isVisible() and gv.zoom.card_name == n, timeout=1000)
    dialog, _title = open_by(qtbot, laptop, lambda: qtbot.mouseClick(gv.play_more, Qt.MouseButton.LeftButton))
    in_window = {n for a in dialog.areas.values() for n in a.names()}
    assert in_window == set(table) | set(ana.events) and fits(dialog)
    dialog.done(0)


def test_the_choice_and_payment_dialogs_fit_a_1280x720_screen(laptop, qtbot):
    """Point 5: the dialogs a move opens (choosing among a whole hand of cards, among many options, paying)
    open within the screen's available area too."""
    from tmdesk.app.dialogs.choices import CardsDialog, OptionDialog
    from tmdesk.app.dialogs.payment import PaymentDialog
    from tmdesk.engine.decisions import Decision

    game = load_scenario(laptop, "three_player_midgame")
    ana = game.player("Ana")
    hand = [c for c in game.state.deck if not game.cards[c].is_corporation][:30]  # selling a large hand
    effects = [[{"gain": {"plants": n}}, {"production": {"energy": 1}}, {"draw_cards": 2}] for n in range(1, 13)]
    dialogs = [
        CardsDialog(laptop, Decision(ana.name, "select_cards", hand, info={"min": 0, "max": len(hand)})),
        OptionDialog(laptop, Decision(ana.name, "select_option", list(range(12)), info={"descriptions": effects})),
        PaymentDialog(laptop, ana, game.cards[hand[0]], 40, hand[0]),
    ]
    seen = {}
    for dialog in dialogs:
        dialog.show()
        qtbot.waitExposed(dialog)
        seen[type(dialog).__name__] = fits(dialog)
        dialog.done(0)
    assert seen == {"CardsDialog": True, "OptionDialog": True, "PaymentDialog": True}


@pytest.mark.usefixtures("translated")
@pytest.mark.parametrize("lang", ["en", "pt_BR", "fr", "es"])
def test_the_generation_and_phase_read_in_full(qtbot, app_home, monkeypatch, lang):
    """Played in French at 1280×720: the bar read "Génération 1 · mise en plac" (its fixed width left out the
    style's padding, which the bar has only once it is inside the window). As the program starts: the language
    first, then the window."""
    from tests.app.test_layout_languages import clipped
    from tmdesk.app import i18n, screen_fit
    from tmdesk.app.main_window import MainWindow
    from tmdesk.app.settings import Settings
    from tmdesk.app.widgets.game_view import PHASES

    monkeypatch.setattr(screen_fit, "available_area", lambda widget=None: QRect(AREA))
    i18n.install_language(lang)
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    gv = window.game_view
    load_scenario(window, "city_and_cards")
    qtbot.wait(10)
    cut = []
    for phase in PHASES:
        gv.phase_label.setText(gv.phase_text(14, phase))
        qtbot.wait(5)
        cut += [p for p in clipped(gv.phase_label.parentWidget()) if "Gen" in p or "Gén" in p]
    window.session.changed.disconnect()
    assert cut == []


@pytest.mark.usefixtures("translated")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_standard_projects_are_seen_at_1280x720(laptop, qtbot, lang):
    """Played in French at 1280×720: the actions and the log shared the column above the hand in halves, and
    of the standard projects one button showed, in a list that had to be scrolled. The column of the actions
    and the log now runs the window's height."""
    from tmdesk.app import i18n

    i18n.install_language(lang)
    load_scenario(laptop, "city_and_cards")
    qtbot.wait(20)
    panel = laptop.game_view.actions
    assert in_view(panel.projects_box, panel.scroll), (panel.projects_box.height(), panel.scroll.viewport().height())
    assert laptop.game_view.log.height() >= 150  # the log keeps its lines


def test_the_play_area_folds_anew_when_the_research_screen_takes_the_place(laptop, qtbot):
    """Played in French at 1280×720: passing into the research screen widened the play area, its title took a
    line less, and the hand's room was refitted inside the area's own resize: its viewport kept the old height
    and the sixth folded card was drawn half under the area's lower edge."""
    from tmdesk.app import i18n
    from tmdesk.engine.game import new_game
    from tmdesk.engine.state import GameConfig

    i18n.install_language("fr")
    game = new_game(GameConfig(players=["Kim"], mode="solo", seed=3))
    game.apply({"do": "choose_start", "corporation": game.waiting_for().options[0], "cards": []})
    kim = game.player("Kim")
    kim.played += [c for c in game.state.deck if game.cards[c].type == "automated"][:6]
    laptop.resize(1268, 684)  # the laptop's window, no title bar (as under Xvfb)
    laptop.session.adopt(game)  # the action phase
    qtbot.wait(50)
    while game.waiting_for().kind != "buy_cards":
        game.apply({"do": "pass"})
    laptop.session.adopt(game)  # the next generation's research
    qtbot.wait(50)
    area = laptop.game_view.play_area
    assert QRect(QPoint(0, 0), area.size()).contains(area.viewport().geometry())
    viewport = area.viewport().rect()
    shown = area.names()
    assert all(viewport.contains(QRect(area.cards[n].mapTo(area.viewport(), QPoint(0, 0)), area.cards[n].size()))
               for n in shown), [(n, area.cards[n].geometry()) for n in shown]
    assert len(shown) == 1 + 6  # the corporation and six cards, in two columns
