"""Every icon the GUI loads by name exists, is valid SVG for Qt and draws something."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS_DIR = Path(__file__).resolve().parents[2] / "resources" / "icons"

ICON_NAMES = (
    # resources
    "megacredits", "steel", "titanium", "plants", "energy", "heat",
    "production",
    # tags
    "tag_building", "tag_space", "tag_power", "tag_science", "tag_jovian",
    "tag_earth", "tag_plant", "tag_microbe", "tag_animal", "tag_city",
    "tag_event", "tag_wild", "tag_venus",
    # tiles
    "tile_ocean", "tile_greenery", "tile_city", "tile_special",
    # global parameters, tracks and actions
    "temperature", "oxygen", "ocean", "venus", "tr", "generation", "vp", "card",
    "milestone", "award", "standard_project", "pass", "undo", "redo",
    # card resources
    "animal", "microbe", "science_resource", "fighter", "floater", "camp",
    # Colonies
    "colony",
    # AutoMars and the application icon
    "automars", "tmdesk",
)


@pytest.fixture(scope="module")
def gui_app():
    app = QGuiApplication.instance()
    if app is None:
        app = QGuiApplication([])
    return app


def test_names_are_unique():
    assert len(set(ICON_NAMES)) == len(ICON_NAMES)


@pytest.mark.parametrize("name", ICON_NAMES)
def test_icon_renders(gui_app, name):
    path = ICONS_DIR / f"{name}.svg"
    assert path.is_file(), f"missing icon {path}"
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid(), f"{name}.svg is not valid SVG for Qt"
    view_box = renderer.viewBoxF()
    assert (view_box.width(), view_box.height()) == (64, 64)

    image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, 64, 64))
    painter.end()

    opaque = sum(
        1 for y in range(64) for x in range(64) if image.pixelColor(x, y).alpha() > 0
    )
    assert opaque > 0, f"{name}.svg renders fully transparent"
