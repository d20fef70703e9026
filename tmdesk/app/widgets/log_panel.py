"""The log panel: every event of the game in the current language, newest at the bottom."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QListView, QVBoxLayout, QWidget

from tmdesk.app.models.log_model import LogModel


class LogPanel(QWidget):
    space_pointed = Signal(str)  # the space a hovered or selected log line names, to light it up on the board

    def __init__(self) -> None:
        super().__init__()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        self.title.setObjectName("SectionTitle")
        lay.addWidget(self.title)
        self.model = LogModel(self)
        self.view = QListView()
        self.view.setObjectName("Log")
        self.view.setModel(self.model)
        # one line per entry (the tooltip has the whole text): uniform sizes keep scrolling cheap on long logs
        self.view.setWordWrap(False)
        self.view.setUniformItemSizes(True)
        self.view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.view.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.view.setMouseTracking(True)
        self.view.entered.connect(self._point)
        self.view.selectionModel().currentChanged.connect(lambda index, _: self._point(index))
        lay.addWidget(self.view)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Log"))
        self.view.setToolTip(self.tr("Everything that happened in this game"))
        self.model.retranslate()

    def refresh(self, log: list[list[Any]]) -> None:
        before = self.model.rowCount()
        self.model.set_entries(log)
        if self.model.rowCount() != before:
            self.view.scrollToBottom()
            QTimer.singleShot(0, self.view, self.view.scrollToBottom)  # again once the new rows are laid out

    def _point(self, index: QModelIndex) -> None:
        entry = self.model.data(index, Qt.ItemDataRole.UserRole) if index.isValid() else None
        args = entry[1] if isinstance(entry, list) and len(entry) == 2 and isinstance(entry[1], dict) else {}
        if isinstance(args.get("space"), str):
            self.space_pointed.emit(args["space"])

    def highlight(self, row: int) -> None:
        index = self.model.index(row)
        self.view.selectionModel().select(index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
        self.view.scrollTo(index)
