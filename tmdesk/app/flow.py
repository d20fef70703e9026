"""A layout that places widgets left to right and wraps to the next line (for card areas)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class _ListLayout(QLayout):
    """A layout's list of items, shared by the two card layouts below."""

    def __init__(self, parent: QWidget | None, spacing: int) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(6, 6, 6, 6)

    def spacing(self) -> int:
        return self._spacing

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 - Qt override
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)


class FlowLayout(_ListLayout):
    def __init__(self, parent: QWidget | None = None, spacing: int = 8, wrap: bool = True) -> None:
        super().__init__(parent, spacing)
        self.wrap = wrap

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return self.wrap

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._arrange(QRect(0, 0, width, 0), apply=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._arrange(rect, apply=True)

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.minimumSize() if self.wrap else self._row_size()

    def minimumSize(self) -> QSize:  # noqa: N802
        if not self.wrap:
            return self._row_size()
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _row_size(self) -> QSize:
        m = self.contentsMargins()
        w = sum(i.sizeHint().width() for i in self._items) + self._spacing * max(0, len(self._items) - 1)
        h = max((i.sizeHint().height() for i in self._items), default=0)
        return QSize(w + m.left() + m.right(), h + m.top() + m.bottom())

    def _arrange(self, rect: QRect, apply: bool) -> int:
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, line = area.x(), area.y(), 0
        for item in self._items:
            hint = item.sizeHint()
            if self.wrap and x + hint.width() > area.right() + 1 and line > 0:
                x = area.x()
                y += line + self._spacing
                line = 0
            if apply:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._spacing
            line = max(line, hint.height())
        return y + line - rect.y() + m.bottom()


class ColumnLayout(_ListLayout):
    """Folded cards (one-line strips) in columns: top to bottom, then the next column to the right, each
    column as wide as the room allows (between a strip's least and greatest width). Nothing is laid
    outside the area: `capacity()` says how many strips fit, so that the caller can fold the rest."""

    wrap = False

    def __init__(self, parent: QWidget | None = None, spacing: int = 4, widest: int = 220, narrowest: int = 86) -> None:
        super().__init__(parent, spacing)
        self.widest, self.narrowest = widest, narrowest
        self.most_columns = 0  # at most so many columns (0: as many as fit); wider columns keep names whole

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.minimumSize()

    def minimumSize(self) -> QSize:  # noqa: N802
        m = self.contentsMargins()
        height = max((i.sizeHint().height() for i in self._items), default=0)
        return QSize(self.narrowest + m.left() + m.right(), height + m.top() + m.bottom())

    def _grid(self, rect: QRect, strip: int) -> tuple[QRect, int, int]:
        """The inner area, the strips a column holds, and the columns that fit."""
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        rows = max(1, (area.height() + self._spacing) // (strip + self._spacing))
        columns = max(1, (area.width() + self._spacing) // (self.narrowest + self._spacing))
        return area, rows, min(columns, self.most_columns or columns)

    def capacity(self, rect: QRect, strip: int) -> int:
        _, rows, columns = self._grid(rect, strip)
        return rows * columns

    def column_width(self, rect: QRect, strip: int, count: int) -> int:
        """How wide each column is when `count` strips of height `strip` are laid in `rect`."""
        area, rows, columns = self._grid(rect, strip)
        used = max(1, min(columns, -(-count // rows)))
        return min(self.widest, (area.width() - self._spacing * (used - 1)) // used)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        if not self._items:
            return
        strip = self._items[0].sizeHint().height()
        area, rows, _ = self._grid(rect, strip)
        width = self.column_width(rect, strip, len(self._items))
        for i, item in enumerate(self._items):
            column, row = divmod(i, rows)
            item.setGeometry(QRect(area.x() + column * (width + self._spacing), area.y() + row * (strip + self._spacing),
                                   width, strip))
