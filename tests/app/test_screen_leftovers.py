"""The 1280×720 leftovers of issue #25, found while playing: the hovered space's box over the TR track, the
deck and discard line scrolled out of the left column, the list of spaces cut at 22 characters, and Qt's own
words (file dialogs) left in English. Each is checked on the real window's geometry, moved by real events."""

import pytest
from PySide6.QtCore import QPoint, QRect, Qt, QTranslator
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QFileDialog,
    QLabel,
    QStyle,
    QStyleOptionComboBox,
    QTreeView,
)

from tests.app.conftest import load_scenario
from tests.app.test_layout_languages import translated  # noqa: F401 - a fixture, used by name
from tests.app.test_small_screens import prompt_cut
from tests.app.test_undo_and_files import when_modal

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
SCREENS = {"1280x720": (1280, 720), "1920x1080": (1920, 1080)}
TASK_BAR = 30


@pytest.fixture(params=list(SCREENS))
def screen(request, qtbot, app_home, monkeypatch):
    """The main window filling the available area of a 1280×720 or a 1920×1080 screen (less a task bar)."""
    from tmdesk.app import i18n, screen_fit
    from tmdesk.app.main_window import MainWindow
    from tmdesk.app.settings import Settings

    width, height = SCREENS[request.param]
    area = QRect(0, 0, width, height - TASK_BAR)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget=None: QRect(area))
    i18n.install_language("en")
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    w.show()
    w.setGeometry(area)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    yield w
    w.game_view.close_dialog()
    w.session.changed.disconnect()


def in_view(gv, item) -> QRect:
    """Where a board item is drawn, in the board view's coordinates."""
    return gv.board_view.mapFromScene(item.sceneBoundingRect()).boundingRect()


@pytest.mark.usefixtures("translated")
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_hovered_space_box_covers_no_track_nor_the_space(screen, qtbot, lang):
    """Played in French at 1280×720: "Placer ici : 1 carte" sat on the TR track's title and its first steps."""
    from tmdesk.app import i18n

    i18n.install_language(lang)
    gv = screen.game_view
    load_scenario(screen, "city_and_cards")
    qtbot.mouseClick(gv.actions.buttons[("standard_project", "city")], Qt.MouseButton.LeftButton)
    scene = gv.scene
    furniture = [scene.tr_track, scene.generation, scene.temperature, scene.oxygen, scene.oceans, scene.map_name]
    furniture += [item for sid, item in scene.hexes.items() if not scene.board.spaces[sid].on_mars]
    viewport = gv.board_view.viewport()
    covered = []
    for sid in scene.legal_spaces():
        point = gv.board_view.mapFromScene(scene.hexes[sid].scenePos())
        QTest.mouseMove(viewport, point + QPoint(1, 0))
        QTest.mouseMove(viewport, point)
        qtbot.waitUntil(lambda: gv.hover_info.isVisible() and scene.hovered_space == sid)  # noqa: B023
        box = gv.hover_info.geometry()
        assert gv.board_view.rect().contains(box)
        covered += [(sid, type(item).__name__) for item in furniture + [scene.hexes[sid]]
                    if box.intersects(in_view(gv, item))]
    assert covered == []


def test_the_deck_and_discard_line_stays_in_sight_when_the_panels_grow(screen, qtbot):
    """Three players' panels, or AutoMars's board under them, are taller than the column: the line of the
    piles was at the column's end and scrolled out of sight under its lower edge."""
    gv = screen.game_view
    for scenario in ("three_player_midgame", "automars_midgame"):
        load_scenario(screen, scenario)
        qtbot.wait(20)
        piles = gv.players.piles
        assert piles.isVisible() and piles.text().startswith("Project deck:")
        assert piles.visibleRegion().boundingRect() == piles.rect(), scenario  # all of it, not clipped
        assert screen.rect().contains(QRect(piles.mapTo(screen, QPoint(0, 0)), piles.size()))
        height = QFontMetrics(piles.font()).boundingRect(piles.contentsRect(), int(Qt.TextFlag.TextWordWrap),
                                                         piles.text()).height()
        assert height <= piles.contentsRect().height()  # its words wrapped in full, not cut under its edge


def shown_in_full(combo: QComboBox) -> list[str]:
    """The entries of a list that its closed box shows cut (each in turn as the chosen one)."""
    cut = []
    for i in range(combo.count()):
        option = QStyleOptionComboBox()
        combo.initStyleOption(option)
        field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                             QStyle.SubControl.SC_ComboBoxEditField, combo)
        if combo.fontMetrics().horizontalAdvance(combo.itemText(i)) > field.width():
            cut.append(combo.itemText(i))
    return cut


def list_of_spaces(screen, qtbot, lang: str) -> QComboBox:
    """In `lang`, Kim's City standard project clicked: the list of the legal spaces for it, shown."""
    from tmdesk.app import i18n

    i18n.install_language(lang)
    gv = screen.game_view
    load_scenario(screen, "city_and_cards")
    qtbot.mouseClick(gv.actions.buttons[("standard_project", "city")], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(gv.space_choice.isVisible)
    qtbot.wait(20)
    return gv.space_choice


@pytest.mark.usefixtures("translated")
@pytest.mark.parametrize("lang", ["en", "pt_BR", "fr", "es"])
def test_the_list_of_spaces_is_as_wide_as_its_entries(screen, qtbot, lang):
    """The list was 22 characters wide: "case 1 de la ligne 1 — 2 ressource" (French). It now fits its entries: all of
    them at 1920×1080; at 1280×720 as many as leave the prompt beside it two lines, the others read in full in the
    open list. The prompt still reads in full and the bar stays in the window."""
    gv = screen.game_view
    combo = list_of_spaces(screen, qtbot, lang)
    assert combo.count() == len(gv.scene.legal_spaces()) > 5
    cut = shown_in_full(combo)
    if screen.width() >= 1920:
        assert cut == []
    else:
        assert len(cut) < combo.count() / 2 and (cut == [] or combo.width() == combo.maximumWidth())
        assert combo.width() > 300  # 22 characters were about 200 px
        qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)  # the open list shows every entry whole
        qtbot.waitUntil(combo.view().isVisible)
        widest = max(combo.view().fontMetrics().horizontalAdvance(combo.itemText(i)) for i in range(combo.count()))
        assert combo.view().viewport().width() >= widest
        QTest.keyClick(combo.view(), Qt.Key.Key_Escape)
    assert prompt_cut(gv.prompt) == ""
    for w in (combo, gv.place_button, gv.hand_toggle):
        assert screen.rect().contains(QRect(w.mapTo(screen, QPoint(0, 0)), w.size())), w


def test_a_very_long_space_entry_leaves_the_prompt_its_room(screen, qtbot):
    """Within reason: an entry longer than the room the bar can spare is cut in the box (shown whole when the list
    opens); the prompt keeps a third of what it shares with the list, and reads in full."""
    gv = screen.game_view
    load_scenario(screen, "city_and_cards")
    qtbot.mouseClick(gv.actions.buttons[("standard_project", "city")], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(gv.space_choice.isVisible)
    gv.space_choice.addItem("space 8 of row 4 — " + "a bonus of a kind no board prints, " * 6, "r0c0")
    gv.fit_space_choice()
    qtbot.wait(20)
    assert shown_in_full(gv.space_choice) != []  # the long one is cut, the window stays as wide as the screen
    spacing = gv.prompt_layout.spacing()
    assert 3 * (gv.prompt.width() + 2 * spacing) >= gv.prompt.width() + gv.space_choice.width()
    assert prompt_cut(gv.prompt) == ""
    assert screen.rect().contains(QRect(gv.place_button.mapTo(screen, QPoint(0, 0)), gv.place_button.size()))


def dialog_texts(dialog: QFileDialog) -> list[str]:
    """The words the file dialog shows: its labels, buttons, tool tips and the file list's column titles."""
    texts = [w.text() for w in dialog.findChildren(QLabel) if w.isVisible()]
    texts += [b.text() or b.toolTip() for b in dialog.findChildren(QAbstractButton) if b.isVisible()]
    tree = dialog.findChild(QTreeView, "treeView")
    model, root = tree.model(), tree.rootIndex()
    texts += [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount(root))]
    return [t for t in texts if t]


@pytest.mark.usefixtures("translated")
@pytest.mark.parametrize("lang", ["pt_BR", "fr", "es"])
def test_the_save_dialog_speaks_the_players_language(window, qtbot, app_home, lang):
    """Save as (Ctrl+Shift+S) in French or Spanish showed "Look in:", "Files of type:" and a folder's kind "Folder"
    in English: Qt 6's words that its own translations lack. Every word Qt asks for while the dialog is open is
    found in a translation of the player's language, and the labels read in it."""
    from tmdesk.app import i18n, settings

    i18n.install_language(lang)
    load_scenario(window, "city_and_cards")
    (settings.saves_dir() / "older games").mkdir(parents=True, exist_ok=True)  # a folder: Qt asks for its kind
    asked: dict[tuple[str, str], None] = {}

    class Listening(QTranslator):  # asked first (installed last), it finds nothing: Qt goes on to the others
        def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ANN001
            if context.startswith("Q"):  # Qt's own contexts (ours are the program's class names and data)
                asked[(context, source)] = None
            return None  # not found (an empty text would be taken as the translation)

        def isEmpty(self) -> bool:  # noqa: N802
            return False

    listening = Listening()
    shown: list[str] = []
    during: dict[tuple[str, str], None] = {}  # what Qt asked from the dialog's opening until it was read

    def read_and_cancel(dialog):
        try:
            assert isinstance(dialog, QFileDialog)
            qtbot.mouseClick(dialog.findChild(QAbstractButton, "detailModeButton"), Qt.MouseButton.LeftButton)
            shown.extend(dialog_texts(dialog))
            during.update(asked)
        finally:
            dialog.reject()

    QApplication.instance().installTranslator(listening)
    try:
        qtbot.wait(20)  # the window is retranslated for the new translator: its own words are not the dialog's
        asked.clear()
        when_modal(qtbot, read_and_cancel)
        QTest.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    finally:
        QApplication.instance().removeTranslator(listening)
    missing = [key for key in during if not any(t.translate(*key) for t in i18n.translators())]
    assert ("QFileDialog", "&Look in:") in during and missing == []
    english = {"&Look in:", "Look in:", "Files of &type:", "Files of type:", "File &name:", "&Save", "Cancel", "Folder"}
    assert shown and not english & set(shown), shown


def in_sight(widget, scroll) -> bool:
    viewport = scroll.viewport()
    return viewport.rect().contains(QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size()))


@pytest.mark.usefixtures("translated")
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_set_up_screen_says_how_many_cards_are_offered(screen, qtbot, lang):
    """Played in Spanish at 1280×720: the set-up screen showed the first 4 of the 10 offered cards under "Cartas
    ofrecidas", nothing said more were below. Its title counts them, in sight with the first row."""
    from PySide6.QtWidgets import QScrollArea

    from tmdesk.app import i18n
    from tmdesk.engine.game import new_game
    from tmdesk.engine.state import GameConfig

    i18n.install_language(lang)
    game = new_game(GameConfig(players=["Ana", "Bruno"], corporate_era=True, board="elysium", seed=5))
    screen.session.adopt(game)
    if screen.stack.currentWidget() is screen.pass_screen:
        qtbot.mouseClick(screen.pass_screen.button, Qt.MouseButton.LeftButton)
    pick = screen.game_view.pick
    qtbot.waitUntil(pick.offered.isVisible)
    qtbot.wait(20)
    scroll = pick.page
    assert isinstance(scroll, QScrollArea) and len(pick.offered.names()) == 10
    hidden = [n for n in pick.offered.names() if not in_sight(pick.offered.cards[n], scroll)]
    assert screen.width() >= 1920 or hidden  # at 1280×720 the rest of them is below, out of sight
    assert in_sight(pick.offer_label, scroll)
    expected = {"en": "10 offered cards — click the ones you keep",
                "es": "10 cartas ofrecidas — haz clic en las que te quedas"}[lang]
    assert pick.offer_label.text() == expected
