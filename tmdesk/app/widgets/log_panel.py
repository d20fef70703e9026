"""The log panel: every event of the game in the current language, newest at the bottom.

Lines wrap (the log is the only record of AutoMars's turn), the player can show one player's or one
generation's lines, and open the log large in its own window. The text is a plain-text document:
appending a line is cheap however long the game, and only a filter change or a language change
writes it again.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from tmdesk.app import i18n, log_text
from tmdesk.app.models.log_model import LogModel
from tmdesk.app.screen_fit import fit_to_screen

EVERYONE = ""  # the player filter that shows every line
ALL_GENERATIONS = 0


class LogView(QWidget):
    """The filters and the text of a log; the panel has one, the large window another."""

    space_pointed = Signal(str)  # the space a hovered or selected line names, to light it up on the board

    def __init__(self, model: LogModel) -> None:
        super().__init__()
        self.model = model
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        self.filters = QHBoxLayout()
        self.player = QComboBox()
        self.player.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.generation = QComboBox()
        self.generation.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.filters.addWidget(self.player)
        self.filters.addWidget(self.generation)
        self.filters.addStretch(1)
        lay.addLayout(self.filters)
        self.text = QPlainTextEdit()
        self.text.setObjectName("Log")
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.text.setUndoRedoEnabled(False)
        lay.addWidget(self.text, 1)
        self.shown: list[int] = []  # the log rows on the page, in order (block i is row shown[i])
        self.player.currentIndexChanged.connect(self.rebuild)
        self.generation.currentIndexChanged.connect(self.rebuild)
        self.text.viewport().setMouseTracking(True)
        self.text.viewport().installEventFilter(self)
        self.text.cursorPositionChanged.connect(lambda: self._point(self.text.textCursor().blockNumber()))
        self.retranslate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.MouseMove:
            self._point(self.text.cursorForPosition(event.position().toPoint()).blockNumber())  # type: ignore[attr-defined]
        return False

    def _point(self, block: int) -> None:
        """Light up the space the line under the mouse (or the text cursor) names; a line about an AutoMars
        bonus card shows what the card does when the pointer rests on it."""
        if not 0 <= block < len(self.shown):
            return
        entry = self.model.entries[self.shown[block]]
        code = log_text.entry_bonus_card(entry)
        self.text.viewport().setToolTip(log_text.tooltip(log_text.bonus_card_text(code)) if code else "")
        args = entry[1] if isinstance(entry, list) and len(entry) == 2 and isinstance(entry[1], dict) else {}
        if isinstance(args.get("space"), str):
            self.space_pointed.emit(args["space"])

    def retranslate(self) -> None:
        self.player.setToolTip(self.tr("Show the lines of one player only"))
        self.generation.setToolTip(self.tr("Show the lines of one generation only"))
        self.text.setToolTip(self.tr("Everything that happened in this game"))
        self._sync_filters(force=True)
        self.rebuild()

    # --- filters ---------------------------------------------------------------------------

    def _sync_filters(self, force: bool = False) -> None:
        """Offer every player and generation the log has (only when that changes: a refresh is cheap)."""
        players = self.model.players()
        last = self.model.last_generation()
        if not force and players == getattr(self, "_players", None) and last == getattr(self, "_last", None):
            return
        self._players, self._last = players, last
        for combo, items in ((self.player, [(self.tr("Everyone"), EVERYONE)] + [(i18n.term(p) if p in i18n.TERMS
                                                                             else p, p) for p in players]),
                             (self.generation, [(self.tr("All generations"), ALL_GENERATIONS)] + [
                                 (self.tr("Generation %1").replace("%1", str(n)), n) for n in range(1, last + 1)])):
            current = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            for text, data in items:
                combo.addItem(text, data)
            combo.setCurrentIndex(max(0, combo.findData(current)))
            combo.blockSignals(False)

    def accepts(self, row: int) -> bool:
        who, gen = self.player.currentData(), self.generation.currentData()
        return (not who or self.model.player_of(row) == who) and (not gen or self.model.generation_of(row) == gen)

    # --- text ------------------------------------------------------------------------------

    def rebuild(self) -> None:
        self.shown = [r for r in range(self.model.rowCount()) if self.accepts(r)]
        self.text.setPlainText("\n".join(self._line(r) for r in self.shown))
        self.text.moveCursor(QTextCursor.MoveOperation.End)
        self.text.ensureCursorVisible()

    def _line(self, row: int) -> str:
        return " ".join(self.model.text(row).split("\n"))

    def append(self, start: int) -> None:
        """Rows from `start` on are new: add those the filters show."""
        self._sync_filters()
        new = [r for r in range(start, self.model.rowCount()) if self.accepts(r)]
        if not new:
            return
        self.shown += new
        cursor = QTextCursor(self.text.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertText(("\n" if len(self.shown) > len(new) else "") + "\n".join(self._line(r) for r in new))
        bar = self.text.verticalScrollBar()
        bar.setValue(bar.maximum())

    def highlight(self, row: int) -> None:
        """Mark the line of this row (AutoMars's replay follows its turn in the log)."""
        if row not in self.shown:
            self.text.setExtraSelections([])
            return
        block = self.text.document().findBlockByNumber(self.shown.index(row))
        mark = QTextEdit.ExtraSelection()
        mark.cursor = QTextCursor(block)
        mark.cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
        mark.format.setBackground(Qt.GlobalColor.darkYellow)
        self.text.setExtraSelections([mark])
        self.text.setTextCursor(QTextCursor(block))
        self.text.ensureCursorVisible()

    def highlighted_text(self) -> str:
        marks = self.text.extraSelections()
        return marks[0].cursor.selectedText() if marks else ""


class LogPanel(QWidget):
    space_pointed = Signal(str)  # the space a hovered or selected log line names

    def __init__(self) -> None:
        super().__init__()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.model = LogModel(self)
        self.body = LogView(self.model)
        self.body.space_pointed.connect(self.space_pointed)
        head = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("SectionTitle")
        self.enlarge = QPushButton()
        self.enlarge.clicked.connect(self.open_large)
        head.addWidget(self.title)
        head.addStretch(1)
        head.addWidget(self.enlarge)
        lay.addLayout(head)
        lay.addWidget(self.body, 1)
        self.large: LogDialog | None = None
        self.retranslate()

    @property
    def view(self) -> QPlainTextEdit:
        return self.body.text

    def retranslate(self) -> None:
        self.title.setText(self.tr("Log"))
        self.enlarge.setText(self.tr("Open large"))
        self.enlarge.setToolTip(self.tr("Read the log in its own large window"))
        self.model.retranslate()
        self.body.retranslate()
        if self.large is not None:
            self.large.setWindowTitle(self.tr("Log"))
            self.large.body.retranslate()

    def refresh(self, log: list[list[Any]]) -> None:
        before = self.model.rowCount()
        appended = self.model.set_entries(log)
        for body in self.bodies():
            if appended:
                if self.model.rowCount() != before:
                    body.append(before)
            else:
                body._sync_filters()
                body.rebuild()

    def bodies(self) -> list[LogView]:
        return [self.body] + ([self.large.body] if self.large is not None else [])

    def highlight(self, row: int) -> None:
        for body in self.bodies():
            body.highlight(row)

    def open_large(self) -> None:
        if self.large is None:
            self.large = LogDialog(self.model, self.window())
            self.large.body.space_pointed.connect(self.space_pointed)
        self.large.show()
        self.large.raise_()


class LogDialog(QDialog):
    """The log at a size for reading a whole generation, beside the game (not modal)."""

    def __init__(self, model: LogModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Log"))
        lay = QVBoxLayout(self)
        self.body = LogView(model)
        font = self.body.text.font()
        if font.pointSizeF() > 0:  # read from a distance, a generation at a time
            font.setPointSizeF(font.pointSizeF() * 1.25)
        else:
            font.setPixelSize(round(font.pixelSize() * 1.25))
        self.body.text.setFont(font)
        lay.addWidget(self.body)
        fit_to_screen(self)
        self.resize(900, 700)
