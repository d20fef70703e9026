"""Global parameter tracks around the map: temperature, oxygen, oceans, TR and generation."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from tmdesk.app import icons, palette

MIN_SCREEN_PX = 9  # a number on the board is never drawn smaller than this on the screen
MAX_GROWTH = 1.9  # how much a number may grow (in board units) to stay readable on a small board


def marker_labels(names: list[str]) -> dict[str, str]:
    """Each player's mark on their discs and tiles: the first letter of the name as shown, or as many letters as
    tell it apart from the others (Ana "An" and AutoMarte "Au", not two "A")."""
    from tmdesk.app import i18n

    shown = {name: i18n.player_name(name) for name in names}
    out = {}
    for name, text in shown.items():
        size = 1
        while size < len(text) and any(o != name and other[:size].casefold() == text[:size].casefold()
                                       for o, other in shown.items()):
            size += 1
        out[name] = text[:1].upper() + text[1:size]
    return out


def _font(px: float, bold: bool = True) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


def view_scale(item: QGraphicsItem) -> float:
    """How large the board is drawn: board units to screen pixels (1 without a view)."""
    scene = item.scene()
    views = scene.views() if scene is not None else []
    return views[0].transform().m11() if views else 1.0


def _readable(scale: float, px: int, bold: bool = True) -> QFont:
    """A font of `px` board units, larger when the board is shown small (1280×720), so that its
    numbers stay readable: at least MIN_SCREEN_PX on the screen."""
    return _font(math.ceil(min(px * MAX_GROWTH, max(px, MIN_SCREEN_PX / max(scale, 0.01)))), bold)


class ParameterTrack(QGraphicsItem):
    """A vertical track of steps (bottom = minimum) with a marker on the current value and icons on
    the bonus steps (e.g. +1 heat production at -24 and -20 °C, an ocean at 0 °C, +1 step at 8 % oxygen)."""

    def __init__(self, values: list[int], unit: str, icon: str, colours: tuple[str, str],
                 bonuses: dict[int, str], cell: float = 21.0) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # SVG icons are slow to draw
        self.values = values
        self.unit = unit
        self.icon = icon
        self.colours = colours
        self.bonuses = bonuses
        self.cell = cell
        self.value = values[0]
        self.title = ""
        self.setAcceptHoverEvents(True)

    def set_value(self, value: int) -> None:
        if value != self.value:
            self.value = value
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-30, -44, 100, self.cell * len(self.values) + 70)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        n = len(self.values)
        icons.paint(p, self.icon, QRectF(2, -42, 28, 28))
        p.setPen(QColor(palette.TEXT))
        p.setFont(_font(11))
        p.drawText(QRectF(-30, -14, 92, 14), Qt.AlignmentFlag.AlignHCenter, self.title)
        for i, v in enumerate(self.values):
            y = (n - 1 - i) * self.cell
            rect = QRectF(0, y + 1, 34, self.cell - 2)
            grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
            t = i / max(1, n - 1)
            low, high = QColor(self.colours[0]), QColor(self.colours[1])
            c = QColor.fromRgbF(low.redF() + (high.redF() - low.redF()) * t, low.greenF() + (high.greenF() - low.greenF()) * t,
                                low.blueF() + (high.blueF() - low.blueF()) * t)
            reached = v <= self.value
            grad.setColorAt(0, c.lighter(120) if reached else c.darker(260))
            grad.setColorAt(1, c if reached else c.darker(300))
            p.setPen(QPen(QColor("#111111"), 1))
            p.setBrush(grad)
            p.drawRoundedRect(rect, 4, 4)
            p.setPen(QColor("#ffffff") if reached else QColor("#9a9aa6"))
            p.setFont(_readable(view_scale(self), 10, v == self.value))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(v))
            if v in self.bonuses:
                icons.paint(p, self.bonuses[v], QRectF(38, y + 1, self.cell - 2, self.cell - 2))
            if v == self.value:
                p.setPen(QPen(QColor(palette.HIGHLIGHT), 3))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(rect.adjusted(-3, -2, 3, 2), 5, 5)
        p.setPen(QColor(palette.TEXT))
        p.setFont(_readable(view_scale(self), 13))
        p.drawText(QRectF(-30, n * self.cell + 2, 100, 24), Qt.AlignmentFlag.AlignHCenter,
                   f"{self.value}{self.unit}")


class Counter(QGraphicsItem):
    """An icon with a big number under it: oceans left, generation."""

    def __init__(self, icon: str, width: float = 90) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # SVG icons are slow to draw
        self.icon = icon
        self.text = ""
        self.title = ""
        self.width = width

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.width, 84)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#55596a"), 1.5))
        p.setBrush(QColor(palette.PANEL))
        p.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 10, 10)
        icons.paint(p, self.icon, QRectF(self.width / 2 - 14, 6, 28, 28))
        p.setPen(QColor(palette.TEXT))
        p.setFont(_readable(view_scale(self), 18))
        p.drawText(QRectF(0, 34, self.width, 26), Qt.AlignmentFlag.AlignCenter, self.text)
        size = 11
        while size > 7 and QFontMetricsF(_font(size, False)).horizontalAdvance(self.title) > self.width - 6:
            size -= 1  # long translations ("Oceanos restantes") shrink to fit
        p.setFont(_font(size, False))
        p.drawText(QRectF(2, 60, self.width - 4, 20), Qt.AlignmentFlag.AlignCenter, self.title)


class TRTrack(QGraphicsItem):
    """Terraform rating: a ruler with a numbered disc for each player (initial inside the disc)."""

    def __init__(self, width: float) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # SVG icons are slow to draw
        self.width = width
        self.entries: list[tuple[str, int, QColor]] = []
        self.title = ""

    def set_entries(self, entries: list[tuple[str, int, QColor]]) -> None:
        if entries != self.entries:
            self.entries = entries
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-10, -8, self.width + 20, 74)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        top = max([60] + [v + 5 for _, v, _ in self.entries])
        top = (top + 9) // 10 * 10
        scale = self.width / top
        p.setPen(QColor(palette.TEXT))
        p.setFont(_font(11))
        p.drawText(QRectF(0, -8, 200, 14), Qt.AlignmentFlag.AlignLeft, self.title)
        y = 30.0
        p.setPen(QPen(QColor("#7d8194"), 2))
        p.drawLine(0, int(y), int(self.width), int(y))
        p.setFont(_readable(view_scale(self), 9, False))
        for v in range(0, top + 1, 5):
            x = v * scale
            p.setPen(QPen(QColor("#7d8194"), 1))
            p.drawLine(int(x), int(y - (6 if v % 10 == 0 else 3)), int(x), int(y + (6 if v % 10 == 0 else 3)))
            if v % 10 == 0:
                p.setPen(QColor("#a9adbd"))
                p.drawText(QRectF(x - 20, y + 10, 40, 26), Qt.AlignmentFlag.AlignCenter, str(v))
        stacks: dict[int, int] = {}
        labels = marker_labels([name for name, _, _ in self.entries])
        for name, value, colour in sorted(self.entries, key=lambda e: e[1]):
            level = stacks.get(value, 0)
            stacks[value] = level + 1
            x = value * scale
            cy = y - 2 - level * 14
            rect = QRectF(x - 11, cy - 11, 22, 22)
            p.setPen(QPen(QColor("#111111"), 1.5))
            p.setBrush(colour)
            p.drawEllipse(rect)
            p.setPen(palette.text_on(colour))
            p.setFont(_readable(view_scale(self), 9))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, labels[name])
