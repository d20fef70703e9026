"""The game log as a Qt list model: entries are translated when shown, so a language change
only needs a repaint, and new entries are appended without rebuilding the list.
It also knows each entry's generation and player, for the log's filters."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from tmdesk.app import log_text
from tmdesk.automars import messages as am_messages
from tmdesk.engine import messages as engine_messages
from tmdesk.engine.state import AUTOMARS


def entry_parts(entry: Any) -> tuple[Any, dict[str, Any]]:
    """(message id, arguments) of a log entry; a damaged entry has no id and no arguments."""
    if isinstance(entry, list) and len(entry) == 2:
        return entry[0], entry[1] if isinstance(entry[1], dict) else {}
    return None, {}


def automars_step(entry: Any) -> bool:
    """A log entry of AutoMars's turn: its own sentences, or the engine's about it."""
    message_id, args = entry_parts(entry)
    return (isinstance(message_id, str) and message_id in am_messages.ALL_MESSAGES) or (
        isinstance(args, dict) and AUTOMARS in (args.get("player"), args.get("target")))


def _copy(entry: Any) -> Any:
    return list(entry) if isinstance(entry, (list, tuple)) else entry


class LogModel(QAbstractListModel):
    def __init__(self, parent=None) -> None:  # noqa: ANN001
        super().__init__(parent)
        self.entries: list[list[Any]] = []
        self.generations: list[int] = []  # the generation of each entry
        self.named: dict[str, None] = {}  # the players the entries name, in order
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

    def player_of(self, row: int) -> str | None:
        entry = self.entries[row]
        if automars_step(entry):
            return AUTOMARS
        _, args = entry_parts(entry)
        who = args.get("player")
        return who if isinstance(who, str) else None

    def players(self) -> list[str]:
        """Everyone the log names, in order of first appearance."""
        return list(self.named)

    def generation_of(self, row: int) -> int:
        return self.generations[row]

    def last_generation(self) -> int:
        return self.generations[-1] if self.generations else 0

    def _count_generations(self, start: int) -> None:
        """The generation (and the player named) of the entries from `start` on."""
        if start == 0:
            self.named.clear()
        for row in range(start, len(self.entries)):
            who = self.player_of(row)
            if who is not None:
                self.named.setdefault(who)
        current = self.generations[start - 1] if start > 0 else 0
        del self.generations[start:]
        for entry in self.entries[start:]:
            message_id, args = entry_parts(entry)
            if message_id == engine_messages.L_GENERATION and isinstance(args.get("generation"), int):
                current = args["generation"]
            self.generations.append(max(current, 1))

    def set_entries(self, entries: list[list[Any]]) -> bool:
        """Append what is new (True); reset when the log is not a continuation (undo, load: False)."""
        old = self.entries
        n = len(old)
        # a continuation keeps the old entries: comparing the ends is enough (a whole-log comparison
        # after every move would grow with the game); an undo or another game changes them
        if len(entries) >= n and entries[:2] == old[:2] and entries[max(0, n - 3):n] == old[max(0, n - 3):]:
            if len(entries) > n:
                self.beginInsertRows(QModelIndex(), n, len(entries) - 1)
                self.entries = old + [_copy(e) for e in entries[n:]]
                self._count_generations(n)
                self.endInsertRows()
            return True
        self.beginResetModel()
        self.entries = [_copy(e) for e in entries]
        self._count_generations(0)
        self.endResetModel()
        return False

    def retranslate(self) -> None:
        if self.entries:
            self.dataChanged.emit(self.index(0), self.index(len(self.entries) - 1))
