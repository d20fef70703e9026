"""Every control a player can use on the main screens says what it does (a tooltip)."""

import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QSpinBox

from tests.app.conftest import load_scenario


@pytest.mark.parametrize("screen", ["new_game", "three_player_midgame", "automars_midgame", "final_scoring"])
def test_every_visible_control_has_a_tooltip(window, qtbot, screen) -> None:
    if screen == "new_game":
        window.show_new_game()
    else:
        load_scenario(window, screen)
    qtbot.wait(10)
    missing = [f"{type(w).__name__} {getattr(w, 'text', lambda: '')()!r}"
               for kind in (QAbstractButton, QComboBox, QSpinBox) for w in window.findChildren(kind)
               if w.isVisible() and not w.toolTip() and not w.objectName().startswith("qt_")]
    assert missing == []


def test_the_chosen_entry_of_an_open_list_is_readable(window, qtbot):
    """Played in French at 1280×720: opening the map list (or a seat's) drew the entry already chosen, "Tharsis",
    dark grey on the dark list, as if it could not be chosen."""
    from PySide6.QtCore import Qt as _Qt
    from PySide6.QtWidgets import QApplication as _App

    window.show_new_game()
    combo = window.new_game.board
    qtbot.mouseClick(combo, _Qt.MouseButton.LeftButton)
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    index = view.model().index(combo.currentIndex(), 0)
    view.setCurrentIndex(index)
    qtbot.wait(20)
    image = view.viewport().grab(view.visualRect(index)).toImage()
    lightest = max(image.pixelColor(x, y).lightness() for x in range(image.width()) for y in range(image.height()))
    combo.hidePopup()
    _App.processEvents()
    assert lightest >= 200, lightest  # its text stands out as the others' does
