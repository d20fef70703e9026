"""Venus Next's World Government terraforming: the first player chooses which global parameter the World
Government raises one step after the production phase. One button per parameter not at its goal, each
saying what it does now ("Temperature: -12 → -10 °C"); the answer goes to the engine like any other."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from tmdesk.app import i18n, icons
from tmdesk.app.dialogs.choices import DecisionDialog
from tmdesk.engine.decisions import Decision
from tmdesk.engine.state import OCEANS_MAX

if TYPE_CHECKING:
    from tmdesk.engine.game import Game

ICONS = {"temperature": "temperature", "oxygen": "oxygen", "ocean": "tile_ocean", "venus": "venus"}


class WorldGovernmentDialog(DecisionDialog):
    def __init__(self, parent: QWidget, decision: Decision, game: Game) -> None:
        super().__init__(parent, decision)
        self.setWindowTitle(self.tr("World Government terraforming"))
        self.prompt.setText(self.tr("%1, as first player you choose which global parameter the World Government "
                                    "raises one step this generation.").replace("%1", decision.player))
        note = QLabel(self.tr("Nobody gains TR or any bonus from it."))
        note.setWordWrap(True)
        self.lay.addWidget(note)
        self.buttons: dict[str, QPushButton] = {}
        for option in decision.options:
            b = QPushButton(self.describe(game, str(option)))
            b.setIcon(icons.icon(ICONS.get(str(option), "standard_project")))
            b.setIconSize(QSize(24, 24))
            b.clicked.connect(lambda _=False, o=option: self._answer({"option": o}))
            self.lay.addWidget(b)
            self.buttons[str(option)] = b
        self.finish_layout()

    def describe(self, game: Game, option: str) -> str:
        s = game.state
        if option == "temperature":
            return self.tr("Temperature: %1 → %2 °C").replace("%1", str(s.temperature)).replace(
                "%2", str(s.temperature + 2))
        if option == "oxygen":
            return self.tr("Oxygen: %1 → %2 %").replace("%1", str(s.oxygen)).replace("%2", str(s.oxygen + 1))
        if option == "ocean":
            return self.tr("Ocean: place an ocean tile (%1 left)").replace("%1", str(OCEANS_MAX - s.oceans))
        venus = int(s.expansion_state.get("venus", 0))
        return self.tr("Venus: %1 → %2 %").replace("%1", str(venus)).replace("%2", str(venus + 2)) \
            if option == "venus" else i18n.term(option)
