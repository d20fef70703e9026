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
