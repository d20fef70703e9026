"""Game → Statistics: the figures of each mode (games, wins, best score) and every finished game, newest first."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tmdesk.app import i18n, statistics


def _table(columns: int, stretch: tuple[int, ...]) -> QTableWidget:
    """A read-only table whose columns fit their contents, but for `stretch`, which share what is left (their
    longer texts are cut with "…" and whole in the tooltip): every header stays readable."""
    table = QTableWidget(0, columns)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.verticalHeader().hide()
    header = table.horizontalHeader()
    for c in range(columns):
        header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch if c in stretch
                                    else QHeaderView.ResizeMode.ResizeToContents)
    return table


def _fill(table: QTableWidget, rows: list[list[str]]) -> None:
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            item.setToolTip(text)
            table.setItem(r, c, item)


class StatisticsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        self.summary_title = QLabel()
        self.summary_title.setObjectName("SectionTitle")
        lay.addWidget(self.summary_title)
        self.summary = _table(4, (0,))
        lay.addWidget(self.summary)
        self.games_title = QLabel()
        self.games_title.setObjectName("SectionTitle")
        lay.addWidget(self.games_title)
        self.games = _table(7, (5,))
        lay.addWidget(self.games, 1)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        lay.addWidget(self.empty)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.close)
        lay.addWidget(box)
        self.retranslate()

    def mode_name(self, mode: str) -> str:
        return {"standard": self.tr("Standard game"), "corporate_era": self.tr("Corporate Era"),
                "solo": self.tr("Solo game"), "automars": self.tr("Against AutoMars")}.get(mode, mode)

    def level_name(self, level: str | None) -> str:
        return {"easy": self.tr("Easy"), "normal": self.tr("Normal"), "hard": self.tr("Hard"),
                "brutal": self.tr("Brutal")}.get(level or "", "—")

    def retranslate(self) -> None:
        t = self.tr
        self.setWindowTitle(t("Statistics"))
        self.summary_title.setText(t("By mode"))
        self.games_title.setText(t("Every finished game, the newest first"))
        self.summary.setHorizontalHeaderLabels([t("Mode"), t("Games"), t("Wins"), t("Best score")])
        self.games.setHorizontalHeaderLabels([t("Date"), t("Mode"), t("Map"), t("Expansions"), t("Scores"),
                                              t("Result"), t("AutoMars level")])
        self.empty.setText(t("No game finished yet: each game played to its end in tmdesk is added here."))
        self.refresh()

    def refresh(self) -> None:
        games = statistics.load()
        figures = statistics.figures(games)
        _fill(self.summary, [[self.mode_name(m), str(f.games), str(f.wins), "—" if f.best is None else str(f.best)]
                             for m in statistics.MODES if (f := figures.get(m)) is not None])
        _fill(self.games, [self._row(g) for g in reversed(games)])
        self.empty.setVisible(not games)
        for table in (self.summary, self.games):
            table.setVisible(bool(games))
        self.summary.setFixedHeight(self.summary.horizontalHeader().height() + 4
                                    + sum(self.summary.rowHeight(r) for r in range(self.summary.rowCount())))

    def _row(self, g: statistics.Finished) -> list[str]:
        t = self.tr
        expansions = {"prelude": t("Prelude"), "draft": t("draft")}
        scores = ", ".join(f"{i18n.player_name(name)} {total}" for name, total in
                           sorted(g.scores.items(), key=lambda item: -item[1]))
        if g.winner is None:
            result = t("lost: Mars not terraformed in time")
        elif g.won:
            result = t("won by %1").replace("%1", i18n.player_name(g.winner))
        else:
            result = t("lost: %1 won").replace("%1", i18n.player_name(g.winner))
        return [g.date.replace("T", " "), self.mode_name(g.mode), i18n.term(g.board.capitalize()),
                ", ".join(expansions.get(e, e) for e in g.expansions) or "—", scores, result,
                self.level_name(g.level) if g.mode == "automars" else "—"]

    def showEvent(self, e) -> None:  # noqa: N802, ANN001
        self.refresh()  # a game may have ended since it was last open
        super().showEvent(e)

