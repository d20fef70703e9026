"""The New Game screen shows each computer level's measured win rates beside its name, in every language: in the
official solo game first (a figure a player can compare with their own games), then against AutoMars Normal."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import Qt

from tests.i18n.test_screen_text import LANGS, defects, qt_app  # noqa: F401 - qt_app: the .qm files as they are now
from tmdesk.app import i18n
from tmdesk.bots.levels import strength

WORDS = {"en": "AutoMars Normal", "pt_BR": "AutoMarte Normal", "fr": "AutoMars Normal", "es": "AutoMars Normal"}


@pytest.mark.parametrize("lang", LANGS)
def test_each_level_shows_its_win_rates_in_solo_and_against_automars_normal(qtbot: Any, lang: str) -> None:
    from tmdesk.app.widgets.new_game import SEAT_LEVELS, NewGameScreen

    i18n.install_language(lang)
    screen = NewGameScreen()
    qtbot.addWidget(screen)
    seat = screen.rows[1][2]
    for key in SEAT_LEVELS:
        record = strength(key)
        assert record is not None
        index = seat.findData(key)
        text = seat.itemText(index)
        assert WORDS[lang] in text, text
        tip = seat.itemData(index, Qt.ItemDataRole.ToolTipRole)
        assert str(record.won) in tip and str(record.games) in tip, tip
        solo = strength(key, "solo")
        figures = [int(n) for n in re.findall(r"\d+", text)]
        if solo is not None:  # the solo figure, then the one against AutoMars Normal
            assert figures == [solo.percent, record.percent], text
            assert f"{solo.won} " in tip.splitlines()[1] and f"{solo.games} " in tip.splitlines()[1], tip
        else:
            assert figures == [record.percent], text
        assert defects(lang, text) == [] and defects(lang, tip) == []
    i18n.install_language("en")
