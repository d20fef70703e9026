"""End-of-game chart: each player's points, terraform rating and M€ production, generation by generation.

`GameHistory` reads the game's own record (a reading at each production phase, saved with the game) and
the reading of now (the window feeds it every change); `HistoryChart` draws one small line chart per measure.
"""

from __future__ import annotations

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


class HistoryChart(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.history: GameHistory | None = None
        self.colour_of: Callable[[str], QColor] | None = None
        self.titles: dict[str, str] = {m: m for m in MEASURES}
        self.setMinimumHeight(170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def set_history(self, history: GameHistory, titles: dict[str, str]) -> None:
        self.history = history
        self.titles = titles
        self.update()

    def paintEvent(self, e: Any) -> None:  # noqa: N802
        if self.history is None or not self.history.points:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = self.width() / len(MEASURES)
        fonts = {m: title_font(painter.font(), self.titles[m], width - 16) for m in MEASURES}
        title_h = max(title_height(fonts[m], self.titles[m], width - 16) for m in MEASURES)  # the plots line up
        for i, measure in enumerate(MEASURES):
            self._panel(painter, QRectF(i * width + 8, 4, width - 16, self.height() - 8), measure, fonts[measure],
                        title_h)
        painter.end()

    def _panel(self, painter: QPainter, box: QRectF, measure: str, font: QFont, title_h: float) -> None:
        text = self.palette().windowText().color()
        painter.setPen(text)
        painter.save()
        painter.setFont(font)
        painter.drawText(QRectF(box.left(), box.top(), box.width(), title_h), int(WRAP | Qt.AlignmentFlag.AlignBottom),
                         self.titles[measure])
        painter.restore()
        plot = box.adjusted(28, title_h + 6, -6, -18)
        series = self.history.series(measure) if self.history else {}
        values = [v for line in series.values() for _, v in line] or [0]
        gens = [g for line in series.values() for g, _ in line] or [1]
        lo, hi = min(0, min(values)), max(values) or 1
        first, last = min(gens), max(max(gens), min(gens) + 1)
        painter.setPen(QPen(text.darker(160), 1))
        painter.drawRect(plot)
        painter.drawText(QRectF(box.left(), plot.top() - 8, 26, 16), Qt.AlignmentFlag.AlignRight, str(hi))
        painter.drawText(QRectF(box.left(), plot.bottom() - 8, 26, 16), Qt.AlignmentFlag.AlignRight, str(lo))
        painter.drawText(QRectF(plot.left(), plot.bottom() + 2, plot.width(), 16),
                         Qt.AlignmentFlag.AlignCenter,
                         self.titles.get("axis", "%1–%2").replace("%1", str(first)).replace("%2", str(last)))

        def at(gen: int, value: int) -> QPointF:
            x = plot.left() + (gen - first) / (last - first) * plot.width()
            y = plot.bottom() - (value - lo) / max(hi - lo, 1) * plot.height()
            return QPointF(x, y)

        for name, line in series.items():
            colour = self.colour_of(name) if self.colour_of else QColor("white")
            painter.setPen(QPen(colour, 2.5))
            points = [at(g, v) for g, v in line]
            for a, b in zip(points, points[1:], strict=False):
                painter.drawLine(a, b)
            for pt in points:
                painter.drawEllipse(pt, 2.5, 2.5)
