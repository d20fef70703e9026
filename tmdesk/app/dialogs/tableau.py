"""A player's tableau: corporation, then green, blue and red cards (with resources and used actions); AutoMars's:
the project cards it resolved and its bonus cards out of the deck."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QScrollArea, QVBoxLayout, QWidget

from tmdesk.app import i18n
from tmdesk.app.card_area import CardArea
from tmdesk.app.card_art import CardLook
from tmdesk.app.screen_fit import fit_to_screen

if TYPE_CHECKING:
    from tmdesk.engine.game import Game


class TableauDialog(QDialog):
    """The groups scroll together in one page: a whole tableau fits any screen, the Close button stays in view."""

    def __init__(self, parent: QWidget, game: Game, name: str) -> None:
        super().__init__(parent)
        p = game.player(name)
        self.setWindowTitle(self.tr("Cards played by %1").replace("%1", i18n.player_name(name)))
        fit_to_screen(self)
        self.resize(1000, 760)
        lay = QVBoxLayout(self)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        page = QWidget()
        page_lay = QVBoxLayout(page)
        scroll.setWidget(page)
        lay.addWidget(scroll, 1)
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
            page_lay.addWidget(label)
            area = CardArea("tableau", wrap=True, scale=0.8, grow=bool(cards))
            area.set_placeholder(self.tr("none"))
            area.set_cards([(c, CardLook(resources=p.card_resources.get(c), used=c in p.used_actions), "")
                            for c in cards])
            page_lay.addWidget(area)
            self.areas[title] = area
        page_lay.addStretch(1)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        lay.addWidget(box)


class AutoMarsCardsDialog(QDialog):
    """AutoMars's played pile (the project cards it resolved, in order) and its discarded and destroyed bonus cards
    (a bonus card's text is its tooltip); from the `automars` block the window shows."""

    def __init__(self, parent: QWidget, data: dict[str, Any]) -> None:
        from tmdesk.app import log_text

        super().__init__(parent)
        self.setWindowTitle(self.tr("Cards resolved by AutoMars"))
        window = parent.window()  # never larger than the game's window, which fits the screen
        self.resize(min(1000, window.width()), min(700, window.height() - 60))
        lay = QVBoxLayout(self)
        played = list(data.get("played_pile", []))
        resolved = self.tr("Project cards resolved")
        title = QLabel(f"{resolved} ({len(played)})")
        title.setObjectName("SectionTitle")
        lay.addWidget(title)
        self.area = CardArea("tableau", wrap=True, scale=0.8)
        self.area.set_placeholder(self.tr("none"))
        self.area.set_cards([(c, CardLook(), "") for c in played])
        lay.addWidget(self.area, 1)
        self.bonus: dict[str, QLabel] = {}
        for key, text in (("bonus_discard", self.tr("Bonus cards in the discard pile")),
                          ("destroyed_bonus_cards", self.tr("Bonus cards destroyed"))):
            codes = list(data.get(key, []))
            label = QLabel(f"{text} ({len(codes)}): " + (", ".join(log_text.bonus_card(c) for c in codes) or "—"))
            label.setWordWrap(True)
            label.setToolTip("<br><br>".join(log_text.tooltip(log_text.bonus_card_text(c)) for c in codes))
            lay.addWidget(label)
            self.bonus[key] = label
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        lay.addWidget(box)
