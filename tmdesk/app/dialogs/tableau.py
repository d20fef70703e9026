"""A player's tableau: corporation, then green, blue and red cards (with resources and used actions)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from tmdesk.app import i18n
from tmdesk.app.card_area import CardArea
from tmdesk.app.card_art import CardLook

if TYPE_CHECKING:
    from tmdesk.engine.game import Game


class TableauDialog(QDialog):
    def __init__(self, parent: QWidget, game: Game, name: str) -> None:
        super().__init__(parent)
        p = game.player(name)
        self.setWindowTitle(self.tr("Cards played by %1").replace("%1", i18n.player_name(name)))
        self.resize(1000, 760)
        lay = QVBoxLayout(self)
        groups = (
            (self.tr("Corporation"), [p.corporation] if p.corporation else []),
            (self.tr("Automated (green)"), [c for c in p.played if game.cards[c].type == "automated"]),
            (self.tr("Active (blue)"), [c for c in p.played if game.cards[c].type == "active"]),
            (self.tr("Events (red)"), list(p.events)),
        )
        self.areas: dict[str, CardArea] = {}
        for title, cards in groups:
            label = QLabel(f"{title} ({len(cards)})")
            label.setObjectName("SectionTitle")
            lay.addWidget(label)
            area = CardArea("tableau", wrap=True, scale=0.8)
            area.set_placeholder(self.tr("none"))
            area.set_cards([(c, CardLook(resources=p.card_resources.get(c), used=c in p.used_actions), "")
                            for c in cards])
            lay.addWidget(area, 1 if cards else 0)
            self.areas[title] = area
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        lay.addWidget(box)
