"""End-of-game chart: each player's points, terraform rating and M€ production, generation by generation.

`GameHistory` reads the game's own record (a reading at each production phase, saved with the game) and
the reading of now (the window feeds it every change); `HistoryChart` draws one measure at a time, large
enough to read: a title, a legend (each player's colour and name), both axes with their ticks and names,
and the values on the points.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontInfo, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from tmdesk.engine.phases import reading

if TYPE_CHECKING:
    from collections.abc import Callable

    from tmdesk.engine.game import Game

MEASURES = ("vp", "tr", "production")


class GameHistory:
    def __init__(self) -> None:
        self.points: dict[int, dict[str, dict[str, int]]] = {}  # generation -> player -> measure -> value

    def note(self, g: Game) -> None:
        """The readings of `g`: one per production phase so far (the game keeps them, so a loaded game's
        chart starts at generation 1 too) and, in the action phase and at the end, the reading of now."""
        self.points = {e["generation"]: e["players"] for e in g.state.history}
        if g.state.phase in ("action", "end", "final_greenery"):
            self.points[g.state.generation] = reading(g)["players"]

    def series(self, measure: str) -> dict[str, list[tuple[int, int]]]:
        out: dict[str, list[tuple[int, int]]] = {}
        for gen in sorted(self.points):
            for name, values in self.points[gen].items():
                out.setdefault(name, []).append((gen, values[measure]))
        return out


MIN_TITLE_PX = 11  # a title is made smaller down to this size, then it takes two lines
WRAP = Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap
MAX_Y_TICKS = 6
VALUES_ON_EVERY_POINT = 2  # with more players, only each line's last value is written (the rest would overlap)


def title_font(font: QFont, text: str, width: float) -> QFont:
    """`font`, made smaller (not below MIN_TITLE_PX pixels) until `text` fits `width` on one line."""
    f = QFont(font)
    size = QFontInfo(f).pixelSize()
    while QFontMetricsF(f).horizontalAdvance(text) > width and size > MIN_TITLE_PX:
        size -= 1
        f.setPixelSize(size)
    return f


def title_height(font: QFont, text: str, width: float) -> float:
    """The height `text` takes in `font`, wrapped at `width` (a long title in French or Spanish takes two lines)."""
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1000), int(WRAP), text).height()


def y_ticks(lo: int, hi: int) -> list[int]:
    """Round values from `lo` to at least `hi`, at most MAX_Y_TICKS + 1 of them (0, 10, 20... or 0, 25, 50...)."""
    span = max(hi - lo, 1)
    step = next(s for s in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500) if span / s <= MAX_Y_TICKS)
    first = math.floor(lo / step) * step
    return list(range(first, math.ceil(hi / step) * step + 1, step))


class HistoryChart(QWidget):
    """One measure at a time (`set_measure`); `drawn` holds every text of the last painting."""

    def __init__(self) -> None:
        super().__init__()
        self.history: GameHistory | None = None
        self.colour_of: Callable[[str], QColor] | None = None
        self.name_of: Callable[[str], str] = str  # a player as shown (AutoMars in the player's language)
        self.measure = MEASURES[0]
        self.titles: dict[str, str] = {m: m for m in MEASURES}
        self.drawn: list[str] = []
        self.setMinimumHeight(200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_history(self, history: GameHistory, titles: dict[str, str]) -> None:
        """`titles`: each measure's title, `axis` (the generations' axis) and `unit:<measure>` (its values' axis)."""
        self.history = history
        self.titles = titles
        self.update()

    def set_measure(self, measure: str) -> None:
        self.measure = measure
        self.update()

    def _text(self, painter: QPainter, rect: QRectF, flags: Any, text: str) -> None:
        painter.drawText(rect, int(flags), text)
        self.drawn.append(text)

    def paintEvent(self, e: Any) -> None:  # noqa: N802
        self.drawn = []
        if self.history is None or not self.history.points:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ink = self.palette().windowText().color()
        panel = QColor(self.palette().window().color())
        panel.setAlpha(225)  # the chart reads on a calm panel, not on the starry backdrop
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(panel)
        painter.drawRoundedRect(QRectF(self.rect()), 6, 6)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(ink)
        box = QRectF(self.rect()).adjusted(10, 6, -10, -6)
        title = self.titles.get(self.measure, self.measure)
        font = title_font(painter.font(), title, box.width())
        painter.save()
        painter.setFont(font)
        top = title_height(font, title, box.width())
        self._text(painter, QRectF(box.left(), box.top(), box.width(), top), WRAP, title)
        painter.restore()
        series = self.history.series(self.measure)
        legend_bottom = self._legend(painter, series, QRectF(box.left(), box.top() + top + 4, box.width(), 0))
        self._plot(painter, series, box.adjusted(0, legend_bottom - box.top() + 6, 0, 0), ink)
        painter.end()

    def _legend(self, painter: QPainter, series: dict[str, list[tuple[int, int]]], where: QRectF) -> float:
        """Each player's colour and name, in rows; returns where the legend ends."""
        metrics = QFontMetricsF(painter.font())
        height = metrics.height()
        x, y = where.left(), where.top()
        for name in series:
            label = self.name_of(name)
            width = 18 + metrics.horizontalAdvance(label) + 16
            if x + width > where.right() and x > where.left():
                x, y = where.left(), y + height + 2
            painter.fillRect(QRectF(x, y + height / 2 - 2, 14, 4), self._colour(name))
            self._text(painter, QRectF(x + 18, y, width, height), Qt.AlignmentFlag.AlignLeft, label)
            x += width
        return y + height

    def _colour(self, name: str) -> QColor:
        return self.colour_of(name) if self.colour_of else QColor("white")

    def _plot(self, painter: QPainter, series: dict[str, list[tuple[int, int]]], box: QRectF, ink: QColor) -> None:
        metrics = QFontMetricsF(painter.font())
        line = metrics.height()
        values = [v for points in series.values() for _, v in points] or [0]
        gens = [g for points in series.values() for g, _ in points] or [1]
        ticks = y_ticks(min(0, min(values)), max(values))
        lo, hi = ticks[0], ticks[-1]
        first, last = min(gens), max(max(gens), min(gens) + 1)
        unit = self.titles.get("unit:" + self.measure, "")
        left = max(metrics.horizontalAdvance(str(t)) for t in ticks) + 6 + line
        plot = box.adjusted(left, line, -8, -2 * line - 6)  # room for the values above, the ticks and the axis name below

        def at(gen: int, value: int) -> QPointF:
            return QPointF(plot.left() + (gen - first) / (last - first) * plot.width(),
                           plot.bottom() - (value - lo) / max(hi - lo, 1) * plot.height())

        painter.setPen(QPen(ink.darker(170), 1))
        for t in ticks:  # the value axis: a light line at each tick, its value on the left
            y = at(first, t).y()
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            self._text(painter, QRectF(plot.left() - left + line, y - line / 2, left - line - 4, line),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(t))
        step = 1 if (last - first) <= plot.width() / (2 * line) else 2
        for gen in range(first, last + 1, step):  # the generations' axis
            x = at(gen, lo).x()
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
            self._text(painter, QRectF(x - 2 * line, plot.bottom() + 4, 4 * line, line), Qt.AlignmentFlag.AlignCenter,
                       str(gen))
        painter.setPen(QPen(ink, 1.5))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        self._text(painter, QRectF(plot.left(), plot.bottom() + 4 + line, plot.width(), line + 2),
                   Qt.AlignmentFlag.AlignCenter, self.titles.get("axis", ""))
        painter.save()  # the value axis's name, upright along it
        painter.translate(box.left(), plot.center().y())
        painter.rotate(-90)
        self._text(painter, QRectF(-plot.height() / 2, 0, plot.height(), line), Qt.AlignmentFlag.AlignCenter, unit)
        painter.restore()
        every_point = len(series) <= VALUES_ON_EVERY_POINT
        ends: list[tuple[float, QPointF, int]] = []  # each line's last value, written after the lines
        for name, points in series.items():
            colour = self._colour(name)
            painter.setPen(QPen(colour, 2.5))
            spots = [at(g, v) for g, v in points]
            for a, b in zip(spots, spots[1:], strict=False):
                painter.drawLine(a, b)
            painter.setBrush(colour)
            for spot in spots:
                painter.drawEllipse(spot, 3, 3)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(ink)  # the values in the text's colour: a player's colour may not read on the panel
            for i, ((_, value), spot) in enumerate(zip(points, spots, strict=True)):
                if i == len(points) - 1:
                    ends.append((spot.y() - line - 3, spot, value))
                elif every_point:
                    self._value(painter, spot, spot.y() - line - 3, value, plot, line)
        floor = -math.inf
        for y, spot, value in sorted(ends, key=lambda e: e[0]):  # the last values one under the other, never on top
            floor = max(y, floor + line)
            self._value(painter, spot, floor, value, plot, line)

    def _value(self, painter: QPainter, spot: QPointF, y: float, value: int, plot: QRectF, line: float) -> None:
        x = min(max(spot.x(), plot.left() + line), plot.right() - line)  # inside the plot at both ends
        self._text(painter, QRectF(x - 2 * line, y, 4 * line, line), Qt.AlignmentFlag.AlignCenter, str(value))
