"""Player panels: resources and production with icons, TR, tags, corporation, tableau and card resources.

Opponents' panels show how many cards they hold, never which.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tmdesk.app import i18n, icons
from tmdesk.app.colonies_text import in_play as colonies_in_play
from tmdesk.app.privacy import face_down
from tmdesk.cards.model import RESOURCES, TAGS
from tmdesk.engine import rules
from tmdesk.engine.expansions.colony_tiles import colonies_of, fleets_free, fleets_owned

if TYPE_CHECKING:
    from tmdesk.engine.game import Game
    from tmdesk.engine.state import PlayerState


def icon_label(name: str, size: int = 20) -> QLabel:
    label = QLabel()
    label.setPixmap(icons.pixmap(name, size))
    label.setFixedSize(size, size)
    return label


class ResourceCell(QFrame):
    """Icon, amount, and production in a small box (as on the player board)."""

    def __init__(self, resource: str) -> None:
        super().__init__()
        self.setObjectName("ResourceCell")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(4, 2, 4, 2)
        lay.setSpacing(4)
        lay.addWidget(icon_label(icons.resource_icon(resource), 22))
        self.amount = QLabel("0")
        self.amount.setObjectName("Amount")
        self.production = QLabel("+0")
        self.production.setObjectName("Production")
        lay.addWidget(self.amount)
        lay.addStretch(1)
        lay.addWidget(self.production)
        self.resource = resource

    def set_values(self, amount: int, production: int) -> None:
        self.amount.setText(str(amount))
        self.production.setText(f"{production:+d}")
        self.setToolTip(self.tr("%1: %2 in stock, production %3 per generation")
                        .replace("%1", i18n.term(self.resource)).replace("%2", str(amount))
                        .replace("%3", f"{production:+d}"))


class PlayerPanel(QFrame):
    show_tableau = Signal(str)

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name
        self.setObjectName("PlayerPanel")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 6, 8, 6)
        lay.setSpacing(4)
        head = QHBoxLayout()
        self.chip = QLabel()
        self.chip.setFixedSize(18, 18)
        self.title = QLabel(name)
        self.title.setObjectName("PlayerName")
        self.tr_label = QLabel()
        self.tr_label.setObjectName("TR")
        head.addWidget(self.chip)
        head.addWidget(self.title, 1)
        head.addWidget(icon_label("tr", 20))
        head.addWidget(self.tr_label)
        lay.addLayout(head)
        self.corporation = QLabel()
        self.corporation.setObjectName("Corporation")
        lay.addWidget(self.corporation)
        grid = QGridLayout()
        grid.setSpacing(3)
        self.cells = {}
        for i, r in enumerate(RESOURCES):
            cell = ResourceCell(r)
            self.cells[r] = cell
            grid.addWidget(cell, i // 3, i % 3)
        lay.addLayout(grid)
        self.tags = QLabel()
        self.tags.setObjectName("Tags")
        self.tags.setTextFormat(Qt.TextFormat.RichText)
        self.tags.setWordWrap(True)
        lay.addWidget(self.tags)
        foot = QHBoxLayout()
        self.summary = QLabel()
        self.summary.setObjectName("Summary")
        self.summary.setWordWrap(True)
        self.tableau_button = QPushButton()
        self.tableau_button.clicked.connect(lambda: self.show_tableau.emit(self.name))
        foot.addWidget(self.summary, 1)
        foot.addWidget(self.tableau_button)
        lay.addLayout(foot)
        self.extra = QLabel()
        self.extra.setObjectName("Extra")
        self.extra.setWordWrap(True)
        lay.addWidget(self.extra)
        self.retranslate()

    def retranslate(self) -> None:
        self.tableau_button.setText(self.tr("Cards…"))
        self.tableau_button.setToolTip(self.tr("Show the cards %1 has played").replace("%1", self.name))

    def refresh(self, game: Game, p: PlayerState, colour: QColor, active: bool, viewer: bool,
                face_down: bool = False) -> None:
        """`face_down`: the player's research purchase is not revealed yet: neither their M€ (nor Helion's heat,
        which may pay too) nor their hand size is shown, as both tell how many cards they bought."""
        chip = f"background:{colour.name()}; border:1px solid #111; border-radius:4px;"
        if self.chip.styleSheet() != chip:  # a style sheet is costly to apply: only when it changes
            self.chip.setStyleSheet(chip)
        marks = []
        if active:
            marks.append("▶")
        self.title.setText(" ".join(marks + [p.name]) + ("  " + self.tr("(passed)") if p.passed else ""))
        if self.property("active") != active:  # re-polishing repaints the panel: only when it changes
            self.setProperty("active", active)
            self.style().unpolish(self)
            self.style().polish(self)
        self.tr_label.setText(str(p.tr))
        self.tr_label.setToolTip(self.tr("Terraform rating"))
        if p.corporation:
            corporation = i18n.card_name(p.corporation)
        elif p.name in game.state.offers and p.name not in game.state.deciders:  # set-up: revealed together
            corporation = self.tr("Corporation chosen, face down")
        else:
            corporation = self.tr("No corporation yet")
        self.corporation.setText(corporation)
        spent = ("megacredits", "heat") if rules.profile(p).heat_as_megacredits else ("megacredits",)
        for r, cell in self.cells.items():
            cell.set_values(p.resources[r], p.production[r])
            if face_down and r in spent:
                cell.amount.setText("?")
                cell.setToolTip(self.tr("Shown once every research choice is revealed"))
        counts = rules.tag_counts(p)
        parts = []
        for tag in TAGS:
            n = counts.get(tag, 0) + (len(p.events) if tag == "event" else 0)
            if n:
                parts.append(f"<img src='{icons.icon_path(icons.tag_icon(tag))}' width=16 height=16> {n}")
        self.tags.setText("&nbsp;&nbsp;".join(parts) if parts else self.tr("No tags yet"))
        self.tags.setToolTip(", ".join(f"{i18n.term(t)} {counts[t]}" for t in TAGS if counts.get(t)))
        green = sum(1 for c in p.played if game.cards[c].type == "automated")
        blue = sum(1 for c in p.played if game.cards[c].type == "active")
        hand = i18n.translate("PlayerPanel", i18n.QT_TRANSLATE_N_NOOP("PlayerPanel", "%n card(s) in hand"), len(p.hand))
        if face_down:
            hand = self.tr("cards in hand: not revealed yet")
        self.summary.setText(self.tr("%1 · played: green %2, blue %3, red %4").replace("%1", hand)
                             .replace("%2", str(green)).replace("%3", str(blue)).replace("%4", str(len(p.events))))
        extra = []
        from tmdesk.app import log_text

        held = [log_text.card_and_text(i18n.card_name(c), log_text.counted(n, game.cards[c].holds_resource or "any_resource"))
                for c, n in p.card_resources.items()]
        if held:
            extra.append(self.tr("On cards: %1").replace("%1", ", ".join(held)))
        if colonies_in_play(game):  # Colonies: the player's colonies and trade fleets
            extra.append(self.tr("Colonies: %1 · trade fleets available: %2 of %3").replace(
                "%1", str(colonies_of(game, p.name))).replace("%2", str(fleets_free(game, p.name))).replace(
                "%3", str(fleets_owned(game, p.name))))
        if p.used_actions:
            extra.append(self.tr("Actions used: %1").replace("%1", ", ".join(i18n.card_name(c) for c in p.used_actions)))
        self.extra.setText("\n".join(extra))
        self.extra.setVisible(bool(extra))


class PlayersColumn(QWidget):
    show_tableau = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(0, 0, 0, 0)
        self.lay.setSpacing(6)
        self.panels: dict[str, PlayerPanel] = {}
        self.piles = QLabel()  # the project deck and the discard pile, as on the table: the game view pins it
        self.piles.setObjectName("Summary")  # under the column, in sight however tall the panels grow
        self.piles.setWordWrap(True)

    def refresh(self, game: Game, colour_of, viewer: str | None,  # noqa: ANN001
                hidden: set[str] | None = None) -> None:
        """`hidden`: the players whose face-down choice the person at the screen may not see yet (by default
        the set-up choices, as a review shows them)."""
        names = [p.name for p in game.state.players]
        if list(self.panels) != names:
            for panel in self.panels.values():
                panel.deleteLater()
            self.panels = {}
            for n in names:
                panel = PlayerPanel(n)
                panel.show_tableau.connect(self.show_tableau)
                self.lay.addWidget(panel)
                self.panels[n] = panel
        s = game.state
        hidden = face_down(game, 1) if hidden is None else hidden
        active = s.seats[s.active] if s.phase == "action" else None
        for p in s.players:
            self.panels[p.name].refresh(game, p, colour_of(p.name), p.name == active, p.name == viewer,
                                        p.name in hidden and s.phase == "research")
        from tmdesk.app import log_text

        deck = log_text.counted(len(s.deck), "card")
        if hidden:
            # a choice made face down already discarded its unkept cards: their number would tell how many were kept
            self.piles.setText(self.tr("Project deck: %1").replace("%1", deck))
            self.piles.setToolTip(self.tr("The discard pile is counted again once every set-up choice is revealed")
                                  if s.phase == "setup" else
                                  self.tr("The discard pile is counted again once every research choice is revealed"))
            return
        self.piles.setText(self.tr("Project deck: %1 · discard pile: %2").replace(
            "%1", deck).replace("%2", log_text.counted(len(s.discard), "card")))
        self.piles.setToolTip(self.tr("When the deck runs out, the discard pile is shuffled into a new deck"))

    def retranslate(self) -> None:
        for panel in self.panels.values():
            panel.retranslate()
