"""End of the game: every player's score by category and the winner (no laurel when the game is lost), and a
chart of the game, one measure at a time (tabs), beside the scores or, with many players, under them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTabBar,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tmdesk.app import i18n, icons
from tmdesk.app.widgets.backdrop import paint_backdrop
from tmdesk.app.widgets.history_chart import MEASURES, GameHistory, HistoryChart

if TYPE_CHECKING:
    from tmdesk.engine.game import Game

def _chip(colour: QColor) -> QIcon:
    pm = QPixmap(14, 14)
    pm.fill(colour)
    return QIcon(pm)


ROWS = ("tr", "milestones", "awards", "greenery", "cities", "cards", "total")
ROW_HEIGHT = 34
SHORT_ROW = 26  # with the chart under the table, its rows are lower: the chart gets the height
SIDE_BY_SIDE = 2  # up to this many score columns the chart stands beside the table, larger: under it
COLUMN = 150  # px of the table per player


class EndScreen(QWidget):
    new_game = Signal()
    show_board = Signal()
    review = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("EndScreen")
        self.game: Game | None = None
        self.colour_of = None  # name -> QColor, set by the main window
        lay = QVBoxLayout(self)
        lay.setContentsMargins(60, 14, 60, 14)  # the whole screen fits 1280x720
        self.logo = QLabel()  # the winner's laurel
        self.logo.setPixmap(icons.pixmap("vp", 56))
        self.logo.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.logo)
        self.title = QLabel()
        self.title.setObjectName("WinnerTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        lay.addWidget(self.title)
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setObjectName("PassDetail")
        lay.addWidget(self.subtitle)
        self.table = QTableWidget()
        self.table.setObjectName("ScoreTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setMaximumWidth(1000)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scores = QBoxLayout(QBoxLayout.Direction.LeftToRight)  # the table, and the chart beside or under it
        self.scores.setSpacing(18)
        self.scores.addWidget(self.table, 0, Qt.AlignmentFlag.AlignTop)
        self.history = GameHistory()  # fed by the main window at every change
        charts = QVBoxLayout()
        charts.setSpacing(2)
        self.measures = QTabBar()  # one measure at a time, at a size that can be read
        for _ in MEASURES:
            self.measures.addTab("")
        self.measures.currentChanged.connect(lambda i: self.chart.set_measure(MEASURES[i]))
        charts.addWidget(self.measures)
        self.chart = HistoryChart()
        self.chart.setMaximumWidth(1000)
        charts.addWidget(self.chart, 1)
        self.scores.addLayout(charts, 1)
        lay.addLayout(self.scores, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.board_button = QPushButton()
        self.board_button.clicked.connect(self.show_board)
        self.new_button = QPushButton()
        self.new_button.setObjectName("Confirm")
        self.new_button.clicked.connect(self.new_game)
        self.review_button = QPushButton()  # the game review (widgets/review_dialog.py)
        self.review_button.clicked.connect(self.review)
        buttons.addWidget(self.board_button)
        buttons.addWidget(self.review_button)
        buttons.addWidget(self.new_button)
        buttons.addStretch(1)
        lay.addLayout(buttons)
        lay.addSpacing(8)  # the chart takes the height left
        self.retranslate()

    def labels(self) -> dict[str, str]:
        return {"tr": self.tr("Terraform rating"), "milestones": self.tr("Milestones"), "awards": self.tr("Awards"),
                "greenery": self.tr("Greenery tiles"), "cities": self.tr("Greeneries next to cities"),
                "cards": self.tr("Cards"), "total": self.tr("Total")}

    def paintEvent(self, e) -> None:  # noqa: N802, ANN001
        paint_backdrop(self)

    def chart_titles(self) -> dict[str, str]:
        return {"vp": self.tr("Victory points by generation"), "tr": self.tr("Terraform rating by generation"),
                "production": self.tr("M€ production by generation"), "axis": self.tr("Generation"),
                "unit:vp": self.tr("VP"), "unit:tr": self.tr("TR"), "unit:production": self.tr("M€ production")}

    def retranslate(self) -> None:
        tabs = {"vp": self.tr("Victory points"), "tr": self.tr("Terraform rating"), "production": self.tr("M€ production")}
        for i, measure in enumerate(MEASURES):
            self.measures.setTabText(i, tabs[measure])
        self.board_button.setText(self.tr("Look at the board"))
        self.board_button.setToolTip(self.tr("Go back to the final board"))
        self.review_button.setText(self.tr("Review the game"))
        self.review_button.setToolTip(self.tr("Compare your decisions with the strongest computer player's"))
        self.new_button.setText(self.tr("New game"))
        self.new_button.setToolTip(self.tr("Set up a new game"))
        if self.game is not None:
            self.set_game(self.game)

    def set_game(self, game: Game) -> None:
        self.game = game
        s = game.state
        scores = dict(s.scores)
        if s.automars is not None and game.automars_engine is not None:
            try:
                am = game.automars_engine.dump().get("score")
                if am:
                    scores["AutoMars"] = am
            except Exception:  # noqa: BLE001
                pass
        names = sorted(scores, key=lambda n: -scores[n].get("total", 0))
        self.logo.setVisible(bool(s.winner))  # a lost solo game has no winner to crown
        if s.winner:
            self.title.setText(self.tr("%1 wins!").replace("%1", i18n.player_name(s.winner)))
            if self.colour_of is not None:
                self.title.setStyleSheet(f"color: {self.colour_of(s.winner).lighter(130).name()};")
        else:
            self.title.setText(self.tr("Mars is not terraformed in time: the game is lost."))
        self.subtitle.setText(self.tr("Final scores after generation %1").replace("%1", str(s.generation)))
        labels = self.labels()
        self.table.clear()
        self.table.setRowCount(len(ROWS))
        self.table.setColumnCount(len(names))
        self.table.setHorizontalHeaderLabels([("★ " if n == s.winner else "") + i18n.player_name(n) for n in names])
        if self.colour_of is not None:
            for c, n in enumerate(names):
                self.table.horizontalHeaderItem(c).setIcon(_chip(self.colour_of(n)))
        beside = len(names) <= SIDE_BY_SIDE
        row = ROW_HEIGHT if beside else SHORT_ROW
        self.table.verticalHeader().setDefaultSectionSize(row)
        self.table.setFixedHeight(row * len(ROWS) + self.table.horizontalHeader().sizeHint().height()
                                   + 2 * self.table.frameWidth())
        self.table.setFixedWidth(min(1000, 260 + COLUMN * len(names)))
        self.scores.setDirection(QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom)
        self.chart.setMinimumSize(420 if beside else 0, 340 if beside else 170)
        self.table.setVerticalHeaderLabels([labels[r] for r in ROWS])
        for c, n in enumerate(names):
            for r, key in enumerate(ROWS):
                value = scores[n].get(key)
                item = QTableWidgetItem("" if value is None else str(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if key == "total":
                    f = item.font()
                    f.setBold(True)
                    f.setPixelSize(20)
                    item.setFont(f)
                self.table.setItem(r, c, item)
        self.chart.colour_of = self.colour_of
        self.chart.name_of = i18n.player_name
        self.chart.set_history(self.history, self.chart_titles())
