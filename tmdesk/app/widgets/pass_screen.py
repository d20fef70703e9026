"""Pass-and-play hand-over: a full-window screen that hides the previous player's hand until the
next player confirms they are at the keyboard."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from tmdesk.app import icons
from tmdesk.app.widgets.backdrop import paint_backdrop


def take_back_question(player: str, what: str) -> str:
    """Asked before an undo takes back a decision of another person (`what`: its log line)."""
    return QCoreApplication.translate("MainWindow", "Take back a decision of %1?\n%2\n%1 will make it again.").replace(
        "%1", player).replace("%2", what)


class PassScreen(QWidget):
    ready = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("PassScreen")
        self.player = ""
        lay = QVBoxLayout(self)
        lay.addStretch(2)
        logo = QLabel()
        logo.setPixmap(icons.pixmap("tmdesk", 96))
        logo.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(logo)
        self.title = QLabel()
        self.title.setObjectName("PassTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.title)
        self.detail = QLabel()
        self.detail.setObjectName("PassDetail")
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        lay.addWidget(self.detail)
        self.button = QPushButton()
        self.button.setObjectName("Confirm")
        self.button.setDefault(True)
        self.button.setAutoDefault(True)
        self.button.clicked.connect(lambda: self.ready.emit(self.player))
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        lay.addStretch(3)

    def set_player(self, name: str, colour: QColor, why: str, undone: str = "") -> None:
        """`undone`: what an undo just took back of this player's decisions (they make it again)."""
        self.player = name
        self.why = why
        self.undone = undone
        if self.title.styleSheet() != f"color: {colour.name()};":
            self.title.setStyleSheet(f"color: {colour.name()};")
        self.retranslate()
        self.button.setFocus()

    def paintEvent(self, e) -> None:  # noqa: N802, ANN001
        paint_backdrop(self)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Pass to %1").replace("%1", self.player))
        undone = self.tr("Undone: %1").replace("%1", self.undone) if getattr(self, "undone", "") else ""
        self.detail.setText("\n".join(line for line in (undone, getattr(self, "why", ""), self.tr(
            "Everyone else, please look away: %1's cards are shown next.").replace("%1", self.player)) if line))
        self.button.setText(self.tr("I am %1 — show my cards").replace("%1", self.player))
        self.button.setToolTip(self.tr("Press Enter when %1 is at the keyboard").replace("%1", self.player))

    def keyPressEvent(self, e) -> None:  # noqa: N802, ANN001
        if e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.ready.emit(self.player)
        else:
            super().keyPressEvent(e)
