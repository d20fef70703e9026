"""The space-and-Mars backdrop behind the full-window screens (new game, hand-over, end of game)."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap, QRadialGradient
from PySide6.QtWidgets import QWidget

from tmdesk.app import palette

_CACHE: dict[tuple[int, int, float], QPixmap] = {}


def paint_backdrop(widget: QWidget) -> None:
    """Drawn once per size: the hand-over screen is shown after every turn in pass-and-play."""
    ratio = widget.devicePixelRatioF()
    key = (widget.width(), widget.height(), ratio)
    pm = _CACHE.get(key)
    if pm is None:
        _CACHE.clear()
        pm = QPixmap(int(key[0] * ratio), int(key[1] * ratio))
        pm.setDevicePixelRatio(ratio)
        _draw(pm, QRectF(widget.rect()))
        _CACHE[key] = pm
    p = QPainter(widget)
    p.drawPixmap(0, 0, pm)
    p.end()


def _draw(device: QPixmap, rect: QRectF) -> None:
    p = QPainter(device)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.fillRect(rect, QColor(palette.BACKGROUND))
    rng = random.Random(42)
    p.setPen(QColor(255, 255, 255, 0))
    for _ in range(160):
        x, y, r = rng.random() * rect.width(), rng.random() * rect.height(), rng.choice((0.6, 0.9, 1.3))
        p.setBrush(QColor(255, 250, 235, rng.randrange(60, 200)))
        p.drawEllipse(QPointF(x, y), r, r)
    radius = max(rect.width(), rect.height()) * 0.42
    centre = QPointF(rect.width() * 0.98, rect.height() * 1.05)
    grad = QRadialGradient(centre - QPointF(radius * 0.35, radius * 0.45), radius * 1.3)
    grad.setColorAt(0, QColor("#c8643a"))
    grad.setColorAt(0.55, QColor("#8c3d22"))
    grad.setColorAt(1, QColor("#2a1410"))
    p.setBrush(grad)
    p.setPen(QColor("#6e2d18"))
    p.drawEllipse(centre, radius, radius)
    p.end()
