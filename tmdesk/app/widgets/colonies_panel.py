"""Colonies: the colony tiles in play, drawn beside the board (or in its place in a narrow window).

Each tile shows its name, its track (what trading there gives at each step, the marker's step outlined), its three
colony spaces with the colonies in their owners' colours, the trade fleet on it, its colony bonus and build reward;
Enceladus, Miranda and Titan are drawn faded with the reason while no card in play holds their resource. Above the
tiles: every seat's trade fleets (available / owned). While a `select_colony` decision is open the tiles it offers
are lit and can be clicked, or reached with Tab and chosen with Enter or Space; the panel never changes the game,
it emits `chosen(name)`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGridLayout, QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from tmdesk.app import i18n, icons, palette
from tmdesk.app.colonies_text import TileView, card_lines, tooltip, views
from tmdesk.engine.expansions.colony_tiles import (
    COLONIES_PER_TILE,
    TRACK_MAX,
    ColonyTile,
    fleets_free,
    fleets_owned,
    state,
    tiles,
)

if TYPE_CHECKING:
    from tmdesk.engine.game import Game

CARD_WIDTH = 270  # the narrowest a tile is drawn (seven steps of 36 px)
CARD_HEIGHT = 140  # the foot line may take three lines (French, Portuguese)
PRODUCTION_BOX = "#8a5a3c"


def _t(text: str) -> str:
    return QCoreApplication.translate("Colonies", text)


def step_value(tile: ColonyTile, step: int) -> tuple[str, str, bool]:
    """What one track step shows: (number or "", icon, production box)."""
    value = tile.track[step]
    if tile.trade_kind == "production":
        return "", icons.resource_icon(str(value)), True
    icon = "card" if tile.trade_kind == "draw_cards" else icons.resource_icon(str(tile.trade_resource))
    return str(value), icon, False


class TileCard(QWidget):
    """One colony tile, painted; clickable and focusable while the open choice offers it."""

    chosen = Signal(str)

    def __init__(self, colour: Callable[[str], QColor]) -> None:
        super().__init__()
        self.colour = colour
        self.view: TileView | None = None
        self.selectable = False
        self.setMinimumSize(CARD_WIDTH, CARD_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def sizeHint(self):  # noqa: N802, ANN201
        return self.minimumSize()

    def set_view(self, view: TileView, selectable: bool, tip: str) -> None:
        self.view = view
        self.selectable = selectable
        self.setObjectName(f"ColonyTile_{view.name}")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if selectable else Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor if selectable else Qt.CursorShape.ArrowCursor)
        self.setAccessibleName(i18n.term(view.name))
        self.setToolTip(tip + ("\n" + _t("Click, or press Enter, to choose this tile.") if selectable else ""))
        self.update()

    def mousePressEvent(self, e: QMouseEvent) -> None:  # noqa: N802
        if self.selectable and self.view is not None and e.button() == Qt.MouseButton.LeftButton:
            self.chosen.emit(self.view.name)
        else:
            super().mousePressEvent(e)

    def keyPressEvent(self, e: QKeyEvent) -> None:  # noqa: N802
        if self.selectable and self.view is not None and e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter,
                                                                      Qt.Key.Key_Space):
            self.chosen.emit(self.view.name)
        else:
            super().keyPressEvent(e)

    def paintEvent(self, e) -> None:  # noqa: N802, ANN001
        v = self.view
        if v is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        faded = not v.active or not v.in_play
        p.setPen(QPen(QColor(palette.HIGHLIGHT if self.selectable else "#5a6070"),
                      3 if self.selectable and self.hasFocus() else 2 if self.selectable else 1))
        p.setBrush(QColor("#262a36" if faded else "#2f3646"))
        p.drawRoundedRect(r, 8, 8)
        bold = QFont(self.font())
        bold.setBold(True)
        p.setFont(bold)
        p.setPen(QColor(palette.TEXT))
        head = QRectF(r.left() + 8, r.top() + 3, r.width() - 16, 20)
        name, text = card_lines(v)
        p.drawText(head, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        p.setFont(self.font())
        for owner in v.fleets:  # the trade fleet on the tile this generation, in its owner's colour
            self._ship(p, QRectF(head.right() - 22, head.top() + 2, 20, 16), self.colour(owner))
        cell_w = (r.width() - 16) / (TRACK_MAX + 1)
        top = r.top() + 26
        for step in range(TRACK_MAX + 1):
            cell = QRectF(r.left() + 8 + step * cell_w, top, cell_w - 2, 54)
            marker = v.in_play and step == v.track
            p.setPen(QPen(QColor(palette.HIGHLIGHT if marker else "#4a5060"), 2.5 if marker else 1))
            p.setBrush(QColor("#3f4a60" if marker else "#232733"))
            p.drawRoundedRect(cell, 4, 4)
            if marker:  # the tile's marker: a white pointer over its step
                x = cell.center().x()
                p.setPen(QPen(QColor("#202020"), 1))
                p.setBrush(QColor("#ffffff"))
                p.drawPolygon(QPolygonF([QPointF(x - 6, top - 5), QPointF(x + 6, top - 5), QPointF(x, top + 3)]))
            if step < COLONIES_PER_TILE:  # the colony spaces: the first three steps
                disc = QRectF(cell.center().x() - 8, cell.top() + 3, 16, 16)
                owner = v.colonies[step] if step < len(v.colonies) else None
                p.setPen(QPen(QColor("#c8c8c8"), 1.2))
                p.setBrush(self.colour(owner) if owner else QColor(0, 0, 0, 0))
                p.drawEllipse(disc)
            number, icon, production = step_value(v.tile, step)
            box = QRectF(cell.left() + 2, cell.bottom() - 24, cell.width() - 4, 22)
            if production:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(PRODUCTION_BOX))
                p.drawRoundedRect(QRectF(box.center().x() - 11, box.top(), 22, 22), 3, 3)
                icons.paint(p, icon, QRectF(box.center().x() - 8, box.top() + 3, 16, 16))
            else:
                p.setPen(QColor(palette.TEXT))
                p.drawText(QRectF(box.left(), box.top(), box.width() / 2 + 1, 22),
                           Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, number)
                icons.paint(p, icon, QRectF(box.center().x() + 2, box.top() + 4, 14, 14))
        foot = QRectF(r.left() + 8, top + 57, r.width() - 16, r.bottom() - top - 59)
        p.setPen(QColor("#d8d2c8"))
        p.drawText(foot, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, text)
        p.end()

    @staticmethod
    def _ship(p: QPainter, r: QRectF, colour: QColor) -> None:
        """A trade fleet: a small ship in its owner's colour."""
        hull = QPolygonF([QPointF(r.left(), r.top() + r.height() * 0.55), QPointF(r.right(), r.top() + r.height() * 0.55),
                          QPointF(r.right() - r.width() * 0.2, r.bottom()), QPointF(r.left() + r.width() * 0.2, r.bottom())])
        sail = QPolygonF([QPointF(r.center().x(), r.top()), QPointF(r.center().x(), r.top() + r.height() * 0.5),
                          QPointF(r.right() - 2, r.top() + r.height() * 0.5)])
        p.setPen(QPen(QColor("#f0f0f0"), 1))
        p.setBrush(colour)
        p.drawPolygon(hull)
        p.drawPolygon(sail)


class ColoniesPanel(QWidget):
    """The colony tiles of the game in a grid as wide as the room allows, the trade fleets above them."""

    chosen = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("ColoniesPanel")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 0, 0, 0)
        outer.setSpacing(4)
        self.title = QLabel()
        self.title.setObjectName("SectionTitle")
        outer.addWidget(self.title)
        self.fleets = QLabel()
        self.fleets.setWordWrap(True)
        self.fleets.setTextFormat(Qt.TextFormat.RichText)
        outer.addWidget(self.fleets)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget()
        self.grid = QGridLayout(inner)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(6)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.scroll.setWidget(inner)
        self.scroll.viewport().installEventFilter(self)
        outer.addWidget(self.scroll, 1)
        self.cards: dict[str, TileCard] = {}
        self.columns = 1
        self.colour: Callable[[str], QColor] = lambda _n: QColor(palette.AUTOMARS_COLOUR)
        self.setMinimumWidth(CARD_WIDTH + 24)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(_t("Colony tiles"))

    def refresh(self, g: Game, colour: Callable[[str], QColor], choice: list[str] | None) -> None:
        """Draw the game's tiles; `choice`: the tiles the open decision offers (None: no colony to choose)."""
        self.colour = colour
        offered = set(choice or [])
        shown = views(g, [n for n in choice or [] if n not in tiles(g)])
        names = [v.name for v in shown]
        if list(self.cards) != names:
            for card in self.cards.values():
                card.deleteLater()
            self.cards = {}
            for n in names:
                card = TileCard(lambda owner: self.colour(owner))
                card.chosen.connect(self.chosen)
                self.cards[n] = card
            self._lay_out(force=True)
        for v in shown:
            self.cards[v.name].set_view(v, v.name in offered, tooltip(v, i18n.player_name))
        self._show_fleets(g)

    def _show_fleets(self, g: Game) -> None:
        seats = list(state(g)["fleets"])
        parts = []
        for seat in seats:
            chip = self.colour(seat).name()
            free, owned = fleets_free(g, seat), fleets_owned(g, seat)
            parts.append(f"<span style='color:{chip}'>▲</span> {i18n.player_name(seat)} {free}/{owned}")
        self.fleets.setText(_t("Trade fleets (available/owned): %1").replace("%1", " · ".join(parts)))
        self.fleets.setToolTip(_t("Each trade fleet can trade once a generation; the fleets come back after the "
                                  "production phase. A fleet on a tile is drawn there in its owner's colour."))

    def eventFilter(self, obj, e) -> bool:  # noqa: N802, ANN001
        if e.type() == QEvent.Type.Resize:  # the room the tiles really have, after the scroll bar
            self._lay_out()
        return False

    def _lay_out(self, force: bool = False) -> None:
        columns = max(1, (self.scroll.viewport().width() + 6) // (CARD_WIDTH + 6))
        if columns == self.columns and not force:
            return
        self.columns = columns
        for i, card in enumerate(self.cards.values()):
            self.grid.removeWidget(card)
            self.grid.addWidget(card, i // columns, i % columns)
