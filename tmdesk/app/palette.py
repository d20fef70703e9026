"""Player colours and the app's colour scheme.

The colour-blind-safe palette is the Okabe-Ito set, which stays distinct for the common kinds of
colour blindness; tiles also carry an owner marker shape so colour is never the only cue.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QColor

STANDARD = {
    "red": "#d0312d", "green": "#2e9e44", "blue": "#2f6fd6", "yellow": "#e8c22a", "black": "#3a3a3a",
}
COLOUR_BLIND = {
    "red": "#d55e00", "green": "#009e73", "blue": "#0072b2", "yellow": "#f0e442", "black": "#4d4d4d",
}
COLOUR_NAMES = {
    "red": QT_TRANSLATE_NOOP("Colours", "Red"),
    "green": QT_TRANSLATE_NOOP("Colours", "Green"),
    "blue": QT_TRANSLATE_NOOP("Colours", "Blue"),
    "yellow": QT_TRANSLATE_NOOP("Colours", "Yellow"),
    "black": QT_TRANSLATE_NOOP("Colours", "Black"),
}
ORDER = ("red", "green", "blue", "yellow", "black")
AUTOMARS_COLOUR = "#8a8f98"
NEUTRAL_COLOUR = "#b8b0a0"

# card and board colours
CARD_BG = {"automated": "#5b9e4d", "active": "#3b7fc4", "event": "#c8453a", "corporation": "#5c5c66",
           "prelude": "#b0628f"}
CARD_PAPER = "#f6efe2"
MARS = "#b5532e"
MARS_DARK = "#7a321a"
OCEAN_AREA = "#4c7fa8"
OCEAN_TILE = "#2d6fb8"
GREENERY_TILE = "#4f9a3a"
CITY_TILE = "#8d9196"
SPECIAL_TILE = "#8a5a3c"
BACKGROUND = "#1c1e26"
PANEL = "#2a2d38"
TEXT = "#f1ece4"
ACCENT = "#f2a33a"
HIGHLIGHT = "#ffe14d"


def colour_hex(name: str, colour_blind: bool) -> str:
    return (COLOUR_BLIND if colour_blind else STANDARD).get(name, name)


def qcolour(name: str, colour_blind: bool = False) -> QColor:
    return QColor(colour_hex(name, colour_blind))


def text_on(colour: QColor) -> QColor:
    """Black or white, whichever reads better on `colour`."""
    return QColor("#111111") if colour.lightnessF() > 0.6 else QColor("#ffffff")
