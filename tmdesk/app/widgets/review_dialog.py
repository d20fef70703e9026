"""Game → Review: the player's decisions replayed and compared with the strongest bot's (bots/review.py).

The review runs in a worker thread on a copy of the game (the window stays responsive; Cancel stops it
after the decision in hand), with a progress bar. The list shows the costliest differences; a double-click
opens the position: the board and the player's panel as they were just before that decision."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QThread, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tmdesk.app import i18n
from tmdesk.app.dialogs.tableau import TableauDialog
from tmdesk.app.scene.board_scene import BoardScene
from tmdesk.app.scene.board_view import BoardView
from tmdesk.app.widgets import review_text
from tmdesk.app.widgets.player_panel import PlayersColumn
from tmdesk.bots.review import Finding, Review, ReviewError, position, review
from tmdesk.engine.game import Game

ColourOf = Callable[[str | None], QColor]
SHOWN = 30  # rows of the list: the costliest differences


class ReviewWorker(QThread):
    """Runs `review` on its own copy of the game; `progressed(done, total)`, then `finished_review` or `failed`."""

    progressed = Signal(int, int)
    finished_review = Signal(object)  # a Review (complete False when cancelled)
    failed = Signal(str)

    def __init__(self, game: Game, player: str, samples: int | None = None) -> None:
        super().__init__()
        self.game, self.player, self.samples = game, player, samples

    def run(self) -> None:
        kwargs: dict[str, Any] = {} if self.samples is None else {"samples": self.samples}
        try:
            r = review(self.game, self.player, progress=self.progressed.emit,
                       cancelled=self.isInterruptionRequested, **kwargs)
        except ReviewError as exc:
            self.failed.emit(review_text.error(exc))
            return
        self.finished_review.emit(r)


class ReviewDialog(QDialog):
    """The review of one player's game: progress while it runs, then the list. `reviewed(Review)` when done."""

    reviewed = Signal(object)

    def __init__(self, game: Game, player: str, colour_of: ColourOf, saved: Review | None = None,
                 parent: QWidget | None = None, samples: int | None = None) -> None:
        super().__init__(parent)
        self.game, self.player, self.colour_of, self.samples = game, player, colour_of, samples
        self.result: Review | None = saved
        self.worker: ReviewWorker | None = None
        self.positions: list[PositionDialog] = []
        lay = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        lay.addWidget(self.intro)
        bar = QHBoxLayout()
        self.progress = QProgressBar()
        bar.addWidget(self.progress, 1)
        self.start_button = QPushButton()
        self.start_button.clicked.connect(self.start)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        bar.addWidget(self.start_button)
        bar.addWidget(self.cancel_button)
        lay.addLayout(bar)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        lay.addWidget(self.summary)
        self.table = QTableWidget(0, 5)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setWordWrap(True)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        for c in range(5):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch if c in (2, 3)
                                        else QHeaderView.ResizeMode.ResizeToContents)
        self.table.cellDoubleClicked.connect(lambda row, _c: self.open_position(row))
        lay.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(1100, 560)
        self.retranslate()
        self._show_result()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Review of %1's game").replace("%1", i18n.player_name(self.player)))
        self.intro.setText(self.tr(
            "Each of %1's decisions is compared with what the strongest computer player would have done. Where they "
            "differ, both are played out to the end of the game on a few deals of the cards %1 could not see; the "
            "list shows what each difference cost at the end. Double-click a row to see the board as it was.").replace(
            "%1", i18n.player_name(self.player)))
        self.start_button.setText(self.tr("Review again") if self.result is not None else self.tr("Start"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.table.setHorizontalHeaderLabels([self.tr("Generation"), self.tr("Decision"), self.tr("Played"),
                                              self.tr("Strongest bot"), self.tr("Cost at the end")])
        self._show_result()

    # --- running -----------------------------------------------------------------------------

    def start(self) -> None:
        if self.worker is not None:
            return
        self.worker = ReviewWorker(self.game, self.player, self.samples)
        self.worker.progressed.connect(self._progressed)
        self.worker.finished_review.connect(self._finished)
        self.worker.failed.connect(self._failed)
        self.progress.setRange(0, 0)  # busy until the replay has counted the decisions
        self.start_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.summary.setText(self.tr("Reviewing…"))
        self.worker.start()

    def cancel(self) -> None:
        if self.worker is not None:
            self.worker.requestInterruption()

    def running(self) -> bool:
        return self.worker is not None

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    def _finished(self, r: Review) -> None:
        if r.complete:
            self.result = r
            self.reviewed.emit(r)
        self._stopped()
        self._show_result(stopped=not r.complete)

    def _failed(self, text: str) -> None:
        self._stopped()
        self.summary.setText(text)

    def _stopped(self) -> None:
        if self.worker is not None:
            self.worker.wait()
            self.worker.deleteLater()
        self.worker = None
        self.start_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.progress.setRange(0, 1)
        self.retranslate()

    def _show_result(self, stopped: bool = False) -> None:
        self.cancel_button.setEnabled(self.worker is not None)
        if self.worker is not None:
            return
        r = self.result
        if stopped:
            self.summary.setText(self.tr("The review was cancelled."))
        elif r is None:
            self.summary.setText(self.tr("Press Start: a whole game takes up to a few minutes."))
        else:
            self.progress.setRange(0, 1)
            self.progress.setValue(1)
            shown = r.top(SHOWN)
            self.summary.setText(review_text.summary(r) + ("" if shown else "\n" + review_text.nothing_costly()))
        findings = r.top(SHOWN) if r is not None and not stopped else []
        self.table.setRowCount(len(findings))
        for row, f in enumerate(findings):
            texts = [str(f.generation), review_text.kind(f.kind), review_text.answer(self.player, f.played),
                     review_text.answer(self.player, f.best), review_text.loss(f.loss)]
            for c, text in enumerate(texts):
                item = QTableWidgetItem(text)
                item.setToolTip(text if c != 4 else review_text.sampled(f))
                self.table.setItem(row, c, item)
        self.table.resizeRowsToContents()

    def findings(self) -> list[Finding]:
        return self.result.top(SHOWN) if self.result is not None else []

    def open_position(self, row: int) -> PositionDialog | None:
        findings = self.findings()
        if not 0 <= row < len(findings):
            return None
        f = findings[row]
        try:
            world = position(self.game, f.index)
        except ReviewError as exc:
            self.summary.setText(review_text.error(exc))
            return None
        dialog = PositionDialog(world, self.player, f, self.colour_of, self)
        self.positions.append(dialog)
        dialog.show()
        return dialog

    def done(self, result: int) -> None:  # noqa: N802 - closing while the review runs stops it first
        if self.worker is not None:
            self.worker.requestInterruption()
            self.worker.wait()
        super().done(result)


class PositionDialog(QDialog):
    """The board and the player's panel as they were before the decision, read-only, with what was played
    and what the strongest bot would have played (the space of a tile played is ringed)."""

    def __init__(self, world: Game, player: str, f: Finding, colour_of: ColourOf, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.world = world
        lay = QVBoxLayout(self)
        self.what = QLabel()
        self.what.setWordWrap(True)
        self.what.setText("\n".join([review_text.heading(f), review_text.played(player, f), review_text.best(player, f),
                                      review_text.cost(f)]))
        lay.addWidget(self.what)
        split = QSplitter()
        self.scene = BoardScene(self)
        self.scene.refresh(world, None, colour_of, player)
        space = f.played.get("answer", {}).get("space")
        if isinstance(space, str) and space in self.scene.hexes:
            self.scene.mark(space)
        self.board_view = BoardView(self.scene)
        split.addWidget(self.board_view)
        self.players = PlayersColumn()
        self.players.refresh(world, colour_of, player)
        self.players.show_tableau.connect(lambda name: TableauDialog(self, world, name).open())
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.players)
        scroll.setMinimumWidth(320)
        split.addWidget(scroll)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        lay.addWidget(split, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.setWindowTitle(self.tr("The board before this decision"))
        self.resize(1100, 640)


def open_review(window: Any) -> ReviewDialog | None:
    """Game → Review and the end screen's button: the review of the first person's seat of the window's game
    (while the game runs, only with one person at the keyboard: it shows that player's cards of the past)."""
    from PySide6.QtWidgets import QMessageBox

    from tmdesk.bots.review import default_seat
    from tmdesk.engine import saves

    session = window.session
    game = session.game
    if game is None:
        return None
    humans = window.humans()
    if game.state.phase != "end" and len(humans) > 1:
        QMessageBox.information(window, review_text.title(), review_text.after_the_game())
        return None
    player = humans[0] if humans else default_seat(game)
    saved = session.review if session.review is not None and session.review.player == player else None
    dialog = ReviewDialog(saves.loads(session.current_json()), player, window.game_view.colour, saved, window)

    def keep(r: Review) -> None:
        session.review = r
        session.autosave()

    dialog.reviewed.connect(keep)
    window.review_window = dialog
    dialog.show()
    if saved is None:
        dialog.start()
    return dialog
