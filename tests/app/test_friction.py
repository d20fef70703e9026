"""Issue #11 "Play without friction": the card preview, the right panel, confirmations, hover text,
dimmed hand cards and the README, each driven with mouse and keys as a player meets it."""

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

ROOT = Path(__file__).resolve().parents[2]


def menu_text(text):
    return text.replace("&", "")


def test_readme_names_the_menu_where_the_language_is(window):
    """Defect 12: the README sends players to the menu entry that exists."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    path = f"{menu_text(window.game_menu.title())} → {menu_text(window.a_settings.text())}"
    assert path == "Game → Settings…"
    assert f"**Language**: {path}" in readme
    assert "Settings → Language (" not in readme
