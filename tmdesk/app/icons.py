"""Icons from resources/icons/*.svg, rendered once per size and cached."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from tmdesk.paths import resources_dir

RESOURCE_ICONS = {
    "megacredits": "megacredits", "steel": "steel", "titanium": "titanium", "plants": "plants",
    "plant": "plants", "energy": "energy", "heat": "heat", "card": "card",
    "animal": "animal", "microbe": "microbe", "science": "science_resource", "fighter": "fighter",
    "floater": "floater", "floaters": "floater",
    "camp": "camp",  # Colonies: Refugee Camps
}


def icon_path(name: str) -> str:
    return str(resources_dir() / "icons" / f"{name}.svg")


@lru_cache(maxsize=64)
def renderer(name: str) -> QSvgRenderer:
    return QSvgRenderer(icon_path(name))


@lru_cache(maxsize=512)
def pixmap(name: str, size: int) -> QPixmap:
    """The icon drawn at size×size device-independent pixels (sharp on high-DPI screens)."""
    from PySide6.QtGui import QGuiApplication

    ratio = QGuiApplication.instance().devicePixelRatio() if QGuiApplication.instance() else 1.0
    pm = QPixmap(int(size * ratio), int(size * ratio))
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer(name).render(p, QRectF(0, 0, size * ratio, size * ratio))
    p.end()
    pm.setDevicePixelRatio(ratio)
    return pm


@lru_cache(maxsize=64)
def icon(name: str) -> QIcon:
    return QIcon(icon_path(name))


def paint(painter: QPainter, name: str, rect: QRectF) -> None:
    renderer(name).render(painter, rect)


def tag_icon(tag: str) -> str:
    return f"tag_{tag}"


def resource_icon(resource: str) -> str:
    return RESOURCE_ICONS.get(resource, "card")
