"""Hex spaces of a map and the tiles on them.

Geometry follows the drawing rule in maps/tharsis.json: pointy-top hexes of width HEX_W;
centre_x = (offset_half_hex / 2 + col) * w, centre_y = row * sqrt(3)/2 * w.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPen, QPolygonF, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from tmdesk.app import icons, palette

HEX_W = 64.0
HEX_R = HEX_W / math.sqrt(3)  # centre to corner
ROW_OFFSETS = (4, 3, 2, 1, 0, 1, 2, 3, 4)


def hex_centre(row: int, col: int) -> QPointF:
    return QPointF((ROW_OFFSETS[row] / 2 + col) * HEX_W, row * math.sqrt(3) / 2 * HEX_W)


def hex_polygon(radius: float = HEX_R) -> QPolygonF:
    return QPolygonF([QPointF(radius * math.cos(math.radians(a)), radius * math.sin(math.radians(a)))
                      for a in (-90, -30, 30, 90, 150, 210)])


BONUS_ICON = {"steel": "steel", "titanium": "titanium", "plant": "plants", "card": "card", "heat": "heat",
              "energy": "energy", "ocean": "tile_ocean", "temperature": "temperature"}
TILE_FILL = {"ocean": palette.OCEAN_TILE, "greenery": palette.GREENERY_TILE, "city": palette.CITY_TILE,
             "special": palette.SPECIAL_TILE}


class HexItem(QGraphicsObject):
    """One space: its ground, its printed bonus icons, and whether it is a legal choice now."""

    def __init__(self, space_id: str, kind: str, bonus: tuple[str, ...], volcanic: bool, label: str = "",
                 cost: int = 0) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # SVG icons are slow to draw
        self.space_id = space_id
        self.kind = kind  # land | ocean_reserved | reserved:...
        self.bonus = bonus
        self.volcanic = volcanic
        self.label = label
        self.cost = cost  # a pole: the M€ its bonus costs, drawn on a coin before the bonus
        self.legal = False
        self.hover = False
        self.has_tile = False
        self.flashing = False  # AutoMars just placed a tile here (the scene draws a ring above it)
        self._poly = hex_polygon(HEX_R - 1.5)
        self.setAcceptHoverEvents(True)
        self.setZValue(1)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-HEX_R - 4, -HEX_R - 4, 2 * HEX_R + 8, 2 * HEX_R + 8)

    def shape(self):  # noqa: ANN201
        from PySide6.QtGui import QPainterPath

        path = QPainterPath()
        path.addPolygon(self._poly)
        return path

    def set_legal(self, legal: bool) -> None:
        if legal != self.legal:
            self.legal = legal
            self.setCursor(Qt.CursorShape.PointingHandCursor if legal else Qt.CursorShape.ArrowCursor)
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.kind == "ocean_reserved":
            fill = QColor(palette.OCEAN_AREA)
        else:
            fill = QColor(palette.MARS)
        grad = QRadialGradient(QPointF(-8, -12), HEX_R * 1.4)
        grad.setColorAt(0, fill.lighter(125))
        grad.setColorAt(1, fill.darker(115))
        pen = QPen(QColor(palette.MARS_DARK).darker(120), 1.5)
        if self.kind.startswith("reserved:"):
            pen = QPen(QColor("#f4d9a0"), 2, Qt.PenStyle.DashLine)
        if self.legal:
            pen = QPen(QColor(palette.HIGHLIGHT), 4 if self.hover else 3)
            grad.setColorAt(0, fill.lighter(165))
        p.setPen(pen)
        p.setBrush(QBrush(grad))
        p.drawPolygon(self._poly)
        if self.has_tile:
            return
        self._paint_bonus(p)
        if self.volcanic:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#4a1a0a"))
            p.drawPolygon(QPolygonF([QPointF(-7, 30), QPointF(7, 30), QPointF(0, 20)]))
        if self.label:
            p.setPen(QColor("#fff3d6"))
            rect = QRectF(-0.8 * HEX_R, 8, 1.6 * HEX_R, 22)  # inside the hexagon's flat sides
            font, one_line = _label_font(self.label, rect)
            p.setFont(font)
            flags = Qt.AlignmentFlag.AlignHCenter | (Qt.TextFlag.TextSingleLine if one_line else Qt.TextFlag.TextWordWrap)
            p.drawText(rect, flags, self.label)
        if self.legal and self.hover:
            p.setPen(QPen(QColor(palette.HIGHLIGHT), 2))
            p.setBrush(QColor(255, 225, 77, 60))
            p.drawPolygon(self._poly)


    def _paint_bonus(self, p: QPainter) -> None:
        n = len(self.bonus)
        if not n:
            return
        size = 20.0 if n <= 2 else 16.0
        total = n * size + (n - 1) * 2
        x = -total / 2
        y = -size / 2 - (6 if self.label else 0)
        if self.cost:  # a pole: "6 M€ → ocean", "4 M€ → temperature"
            x -= size / 2 + 1
            p.setPen(QPen(QColor("#7a5a10"), 1.5))
            p.setBrush(QColor("#f2c94c"))  # a M€ coin with the price on it
            p.drawEllipse(QRectF(x, y, size, size))
            p.setPen(QColor("#1b1b1b"))
            f = QFont()
            f.setPixelSize(11)
            f.setBold(True)
            p.setFont(f)
            p.drawText(QRectF(x, y, size, size), Qt.AlignmentFlag.AlignCenter, str(self.cost))
            x += size + 2
        for b in self.bonus:
            icons.paint(p, BONUS_ICON.get(b, "card"), QRectF(x, y, size, size))
            x += size + 2

    def hoverEnterEvent(self, e) -> None:  # noqa: N802, ANN001
        self.hover = True
        self.update()
        scene = self.scene()
        if scene is not None and hasattr(scene, "hover_space"):
            scene.hover_space(self)
        super().hoverEnterEvent(e)

    def hoverLeaveEvent(self, e) -> None:  # noqa: N802, ANN001
        self.hover = False
        self.update()
        scene = self.scene()
        if scene is not None and hasattr(scene, "leave_space"):
            scene.leave_space(self)
        super().hoverLeaveEvent(e)

    def mousePressEvent(self, e) -> None:  # noqa: N802, ANN001
        e.accept()

    def mouseReleaseEvent(self, e) -> None:  # noqa: N802, ANN001
        scene = self.scene()
        if e.button() == Qt.MouseButton.LeftButton and self.legal and scene is not None:
            scene.space_clicked.emit(self.space_id)


class TileItem(QGraphicsItem):
    """A placed tile, with a marker of the owner's colour and initial (colour is never the only cue)."""

    def __init__(self, tile: str, name: str | None, owner_colour: QColor | None, initial: str) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # SVG icons are slow to draw
        self.tile = tile
        self.name = name
        self.owner_colour = owner_colour
        self.initial = initial
        self._poly = hex_polygon(HEX_R - 5)
        self.setZValue(2)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-HEX_R, -HEX_R, 2 * HEX_R, 2 * HEX_R)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(TILE_FILL.get(self.tile, palette.SPECIAL_TILE))
        grad = QRadialGradient(QPointF(-6, -10), HEX_R * 1.3)
        grad.setColorAt(0, fill.lighter(135))
        grad.setColorAt(1, fill.darker(120))
        p.setPen(QPen(fill.darker(170), 2))
        p.setBrush(QBrush(grad))
        p.drawPolygon(self._poly)
        icon = {"ocean": "tile_ocean", "greenery": "tile_greenery", "city": "tile_city"}.get(self.tile, "tile_special")
        icons.paint(p, icon, QRectF(-17, -19, 34, 34))
        if self.owner_colour is not None:
            half = 9 if len(self.initial) < 2 else 12  # two letters when two players share an initial
            cube = QRectF(-half, 9, 2 * half, 16)
            p.setPen(QPen(QColor("#111111"), 1.5))
            p.setBrush(self.owner_colour)
            p.drawRoundedRect(cube, 3, 3)
            p.setPen(palette.text_on(self.owner_colour))
            f = QFont()
            f.setPixelSize(11 if len(self.initial) < 2 else 10)
            f.setBold(True)
            p.setFont(f)
            p.drawText(cube, Qt.AlignmentFlag.AlignCenter, self.initial)


def _label_font(text: str, rect: QRectF) -> tuple[QFont, bool]:
    """The largest bold font (9 px down to 6 px) in which the label fits the rectangle on one line,
    and True; else 6 px, wrapped, and False. Translated names such as "Ciudad Noctis" are longer than
    "Noctis City", and a second line would run over the hexagon's lower sides, which narrow."""
    f = QFont()
    f.setBold(True)
    for size in (9, 8, 7, 6):
        f.setPixelSize(size)
        if QFontMetrics(f).horizontalAdvance(text) <= rect.width():
            return f, True
    return f, False
