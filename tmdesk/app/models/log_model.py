"""The game log as a Qt list model: entries are translated when shown, so a language change
only needs a repaint, and new entries are appended without rebuilding the list."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from tmdesk.app import log_text


class LogModel(QAbstractListModel):
    def __init__(self, parent=None) -> None:  # noqa: ANN001
        super().__init__(parent)
        self.entries: list[list[Any]] = []
        self.highlight: int | None = None

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.entries)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.entries):
            return None
        entry = self.entries[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self.text(index.row())
        if role == Qt.ItemDataRole.UserRole:
            return entry
        return None

    def text(self, row: int) -> str:
        try:
            return log_text.entry_text(self.entries[row])
        except Exception:  # noqa: BLE001 - a log line must never break the window
            return log_text.unreadable()

    def set_entries(self, entries: list[list[Any]]) -> None:
        """Append what is new; reset when the log is not a continuation (undo, load)."""
        old = self.entries
        n = len(old)
        if len(entries) >= n and entries[:n] == old:
            if len(entries) > n:
                self.beginInsertRows(QModelIndex(), n, len(entries) - 1)
                self.entries = [list(e) if isinstance(e, (list, tuple)) else e for e in entries]
                self.endInsertRows()
            return
        self.beginResetModel()
        self.entries = [list(e) if isinstance(e, (list, tuple)) else e for e in entries]
        self.endResetModel()

    def retranslate(self) -> None:
        if self.entries:
            self.dataChanged.emit(self.index(0), self.index(len(self.entries) - 1))
