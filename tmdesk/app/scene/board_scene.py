"""BoardScene: the map (Tharsis, Hellas or Elysium, as the game's board says), its tiles, the global parameter tracks, TR and generation.

`refresh` re-reads the game and changes only what differs (tiles placed, legal spaces, track values),
so an update after a decision stays well under a frame even with a full board.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPen, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from tmdesk.app import i18n, palette
from tmdesk.app.scene.hexes import HEX_R, HEX_W, HexItem, TileItem, hex_centre, hex_polygon
from tmdesk.app.scene.tracks import Counter, ParameterTrack, TRTrack, marker_labels
from tmdesk.engine.board import Board, board, map_title
from tmdesk.engine.state import DEFAULT_BOARD, OCEANS_MAX

if TYPE_CHECKING:
    from tmdesk.engine.decisions import Decision
    from tmdesk.engine.game import Game

MAP_ORIGIN = QPointF(150, 120)
OFF_MAP_POS = {"ganymede_colony": QPointF(105, 70), "phobos_space_haven": QPointF(770, 70)}
OFF_MAP_CARD = {"ganymede_colony": "Ganymede Colony", "phobos_space_haven": "Phobos Space Haven",
                "stratopolis_space": "Stratopolis", "maxwell_base_space": "Maxwell Base",
                "dawn_city_space": "Dawn City", "luna_metropolis_space": "Luna Metropolis"}
# Venus Next: its scale right of the oxygen, its four city spaces off Mars in a column beyond it
VENUS_X = 962
VENUS_SPACE_POS = {sid: QPointF(VENUS_X + 112, 165 + 118 * i) for i, sid in enumerate(
    ("stratopolis_space", "maxwell_base_space", "dawn_city_space", "luna_metropolis_space"))}


def _t(text: str) -> str:
    return QCoreApplication.translate("BoardScene", text)


class BoardScene(QGraphicsScene):
    space_clicked = Signal(str)
    space_hovered = Signal(str)  # what placing there would give (for the status bar)

    def __init__(self, parent=None, hover_box: bool = False) -> None:  # noqa: ANN001
        """`hover_box`: the view shows a hovered space's text in a box of its own (`space_hovered`), so the
        spaces and tiles have no tool tip (the same text twice, the box then Qt's tip over it)."""
        super().__init__(parent)
        self.hover_box = hover_box
        self.hovered_text = ""  # the hovered space's text
        self.board = board(DEFAULT_BOARD)  # drawn once, for the default map
        self.setBackgroundBrush(QColor(palette.BACKGROUND))
        self.hexes: dict[str, HexItem] = {}
        self.tiles: dict[str, tuple[tuple, TileItem]] = {}
        self.markers: dict[str, tuple[str, QGraphicsRectItem]] = {}  # player markers reserving a space
        self.game: Game | None = None
        self.hovered_space: str | None = None  # the space whose text the header shows
        self.marked: tuple[str, QGraphicsPolygonItem] | None = None  # the space the Hint points at
        self.labels: dict[str, str] = {}  # each player's mark on tiles and markers
        self.decision: Decision | None = None
        self.colour_of: Callable[[str | None], QColor] = lambda name: QColor("#888888")
        self.expansions: frozenset[str] = frozenset()  # the options of the expansions whose pieces are drawn
        self._build_mars()
        self._build_tracks()
        self.base_rect = self.itemsBoundingRect().adjusted(-10, -10, 10, 10)  # without an expansion's pieces
        self._build_venus()
        self._show_expansions(frozenset(), force=True)
        self.retranslate()

    # --- building ----------------------------------------------------------------------------

    def _build_mars(self) -> None:
        centre = MAP_ORIGIN + hex_centre(4, 4)
        radius = 5.3 * HEX_W
        disc = QGraphicsEllipseItem(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius))
        grad = QRadialGradient(centre + QPointF(-80, -100), radius * 1.2)
        grad.setColorAt(0, QColor("#8c3d22"))
        grad.setColorAt(0.8, QColor("#4e1f12"))
        grad.setColorAt(1, QColor("#2a1410"))
        disc.setBrush(QBrush(grad))
        disc.setPen(QPen(QColor("#6e2d18"), 3))
        disc.setZValue(0)
        self.addItem(disc)
        self.map_name = QGraphicsSimpleTextItem()  # which map this is, above the planet
        font = QFont()
        font.setPixelSize(17)
        font.setBold(True)
        self.map_name.setFont(font)
        self.map_name.setBrush(QColor(palette.TEXT))
        self.map_name.setZValue(3)
        self.addItem(self.map_name)
        self._map_top = QPointF(centre.x(), centre.y() - radius - 6)
        self._name_map()
        self._build_spaces()

    def _name_map(self) -> None:
        self.map_name.setText(i18n.term(map_title(self.board.name)))
        rect = self.map_name.boundingRect()
        self.map_name.setPos(self._map_top - QPointF(rect.width() / 2, rect.height()))

    def _build_spaces(self) -> None:
        for sid, sp in self.board.spaces.items():
            if sp.expansion is not None and sp.expansion not in self.expansions:
                continue  # a space of an expansion not in this game (Venus Next's cities)
            if sp.on_mars:
                item = HexItem(sid, sp.type, sp.bonus, sp.volcanic, cost=sp.cost)
                item.setPos(MAP_ORIGIN + hex_centre(sp.row, sp.col))
            else:
                item = HexItem(sid, sp.type, (), False)
                item.setPos(OFF_MAP_POS.get(sid) or VENUS_SPACE_POS[sid])
                label = QGraphicsSimpleTextItem()
                label.setBrush(QColor(palette.TEXT))
                label.setZValue(3)
                self.addItem(label)
                item.caption = label  # type: ignore[attr-defined]
            self.addItem(item)
            self.hexes[sid] = item

    def set_board(self, board: Board) -> None:
        """Draw another map, or the same with another game's expansions: its spaces replace the old ones (tiles
        are redrawn by the next refresh)."""
        for _, tile in self.tiles.values():
            self.removeItem(tile)
        self.tiles.clear()
        for item in self.hexes.values():
            if hasattr(item, "caption"):
                self.removeItem(item.caption)
            self.removeItem(item)
        self.hexes.clear()
        self.board = board
        self._build_spaces()
        self.retranslate()

    def _build_tracks(self) -> None:
        self.temperature = ParameterTrack(list(range(-30, 9, 2)), " °C", "temperature", ("#3b5fc0", "#e2452b"),
                                          {-24: "heat", -20: "heat", 0: "ocean"})
        self.temperature.setPos(-30, 130)
        self.oxygen = ParameterTrack(list(range(0, 15)), " %", "oxygen", ("#6b7f4a", "#5fd06a"),
                                     {8: "temperature"}, cell=28.0)
        self.oxygen.setPos(880, 130)
        self.oceans = Counter("ocean")
        self.oceans.setPos(860, 580)
        self.generation = Counter("generation")
        self.generation.setPos(-55, 580)
        self.tr_track = TRTrack(760)
        self.tr_track.setPos(80, 680)
        for item in (self.temperature, self.oxygen, self.oceans, self.generation, self.tr_track):
            item.setZValue(1)
            self.addItem(item)

    def _build_venus(self) -> None:
        """Venus Next's scale: 0 to 30 % in steps of 2 %; a card at 8 %, 1 TR at 16 %."""
        self.venus = ParameterTrack(list(range(0, 31, 2)), " %", "venus", ("#7a5a22", "#f2d27a"),
                                    {8: "card", 16: "tr"}, cell=24.0)
        self.venus.setPos(VENUS_X, 130)
        self.venus.setZValue(1)
        self.addItem(self.venus)

    def _show_expansions(self, options: frozenset[str], force: bool = False) -> None:
        """Show the pieces of the game's expansions (Venus Next: its scale and its city spaces), and fit the
        scene to what is shown."""
        if options == self.expansions and not force:
            return
        self.expansions = options
        if not force:
            self.set_board(self.board)  # with or without the expansions' spaces
        self.venus.setVisible("venus_next" in options)
        rect = QRectF(self.base_rect)
        if "venus_next" in options:
            rect = rect.united(self.venus.sceneBoundingRect()).united(
                QRectF(VENUS_X + 50, 100, 125, 520))  # the city spaces and their names
        self.setSceneRect(rect)

    def retranslate(self) -> None:
        self.venus.title = _t("Venus")
        self.temperature.title = _t("Temperature")
        self.oxygen.title = _t("Oxygen")
        self.oceans.title = _t("Oceans left")
        self.generation.title = _t("Generation")
        self.tr_track.title = _t("Terraform rating")
        for item in (self.temperature, self.oxygen, self.venus, self.oceans, self.generation, self.tr_track):
            item.update()  # the items are cached pixmaps: redraw them with the new titles
        self._name_map()
        for sid, item in self.hexes.items():
            if sid in OFF_MAP_CARD:
                item.caption.setText(i18n.card_name(OFF_MAP_CARD[sid]))  # type: ignore[attr-defined]
                rect = item.caption.boundingRect()  # type: ignore[attr-defined]
                item.caption.setPos(item.pos() + QPointF(-rect.width() / 2, HEX_R + 2))  # type: ignore[attr-defined]
            elif item.kind.startswith("reserved:"):
                item.label = i18n.card_name("Noctis City")
                item.update()
            elif item.cost:  # a pole
                item.label = i18n.term(self.board.spaces[sid].label)
                item.update()
        self.update()

    # --- refresh -----------------------------------------------------------------------------

    def refresh(self, game: Game | None, decision: Decision | None, colour_of: Callable[[str | None], QColor],
                viewer: str | None = None) -> None:
        self.game = game
        self.decision = decision
        self.colour_of = colour_of
        if game is None:
            return
        self._show_expansions(frozenset(e.option for e in game.expansions))
        if game.board is not self.board:
            self.set_board(game.board)
        s = game.state
        seen = set()
        self.labels = marker_labels([*(p.name for p in s.players), *(["AutoMars"] if s.automars is not None else [])])
        for sid, tile in s.tiles.items():
            seen.add(sid)
            colour = None if tile.owner is None else colour_of(tile.owner)
            key = (tile.tile, tile.name, tile.owner, None if colour is None else colour.name())
            old = self.tiles.get(sid)
            if old is not None and old[0] == key:
                continue
            if old is not None:
                self.removeItem(old[1])
            item = TileItem(tile.tile, tile.name, colour, self.label(tile.owner))
            item.setPos(self.hexes[sid].pos())
            item.setToolTip("" if self.hover_box else self._tile_text(sid))
            self.addItem(item)
            self.tiles[sid] = (key, item)
            self.hexes[sid].has_tile = True
            self.hexes[sid].update()
        for sid in set(self.tiles) - seen:
            self.removeItem(self.tiles.pop(sid)[1])
            self.hexes[sid].has_tile = False
            self.hexes[sid].update()
        self._refresh_markers(s.claims, colour_of)
        legal = set(self.legal_spaces())
        for sid, item in self.hexes.items():
            item.set_legal(sid in legal)
        self.temperature.set_value(s.temperature)
        self.oxygen.set_value(s.oxygen)
        if "venus" in s.expansion_state:
            self.venus.set_value(s.expansion_state["venus"])
        self.oceans.set_text(f"{OCEANS_MAX - s.oceans}/{OCEANS_MAX}")
        self.generation.set_text(str(s.generation))
        entries = [(p.name, p.tr, colour_of(p.name)) for p in s.players]
        if s.automars is not None and game.automars_engine is not None:
            try:
                entries.append(("AutoMars", int(game.automars_engine.dump()["tr"]), colour_of("AutoMars")))
            except Exception:  # noqa: BLE001 - AutoMars still being written
                pass
        self.tr_track.set_entries(entries)
        self._track_tips(entries)

    def _refresh_markers(self, claims: dict[str, str], colour_of: Callable[[str | None], QColor]) -> None:
        """Player markers on empty spaces (Land Claim; AutoMars's C18 markers): owner colour and initial."""
        for sid in [sid for sid, (owner, _) in self.markers.items() if claims.get(sid) != owner]:
            self.removeItem(self.markers.pop(sid)[1])
        for sid, owner in claims.items():
            if sid in self.markers or sid not in self.hexes:
                continue
            item = QGraphicsRectItem(-10, -9, 20, 18)
            item.setBrush(colour_of(owner))
            item.setPen(QPen(QColor("#111111"), 1.5))
            label = QGraphicsSimpleTextItem(self.label(owner), item)
            label.setBrush(palette.text_on(colour_of(owner)))
            label.setPos(-label.boundingRect().width() / 2, -label.boundingRect().height() / 2)
            item.setPos(self.hexes[sid].pos())
            item.setZValue(3)
            who = i18n.term(owner) if owner in i18n.TERMS else owner
            item.setToolTip(_t("Player marker of %1: only %1 may place a tile here").replace("%1", who))
            self.addItem(item)
            self.markers[sid] = (owner, item)

    def label(self, owner: str | None) -> str:
        """The owner's mark on a tile or a marker: told apart from the other players' (see `marker_labels`)."""
        return "" if owner is None else self.labels.get(owner) or owner[:1].upper()

    def _track_tips(self, entries: list) -> None:  # noqa: ANN001
        s = self.game.state  # type: ignore[union-attr]
        self.temperature.setToolTip(_t("Temperature: %1 °C (goal 8 °C). Raising it past -24 and -20 °C gives 1 heat "
                                       "production; past 0 °C, an ocean.").replace("%1", str(s.temperature)))
        self.oxygen.setToolTip(_t("Oxygen: %1 % (goal 14 %). Raising it to 8 % also raises the temperature.")
                               .replace("%1", str(s.oxygen)))
        self.oceans.setToolTip(_t("%1 of 9 oceans are on Mars.").replace("%1", str(s.oceans)))
        if "venus" in s.expansion_state:
            ends = (_t("The solo game is won only with Venus at 30 % too.") if s.config.solo
                    else _t("Venus does not end the game."))
            self.venus.setToolTip(_t("Venus: %1 % (goal 30 %). Raising it to 8 % draws a card; to 16 %, 1 TR more.")
                                  .replace("%1", str(s.expansion_state["venus"])) + " " + ends)
        self.generation.setToolTip(_t("Generation %1").replace("%1", str(s.generation)))
        self.tr_track.setToolTip(" · ".join(f"{name} {value}" for name, value, _ in entries))

    def flash(self, space: str, ms: int = 1400) -> None:
        """Light a space up for a moment (AutoMars's placements, replayed step by step)."""
        item = self.hexes[space]
        item.flashing = True
        ring = QGraphicsPolygonItem(hex_polygon(HEX_R + 2))  # above the tile that was just placed
        ring.setPen(QPen(QColor(palette.HIGHLIGHT), 5))
        ring.setPos(item.pos())
        ring.setZValue(50)
        self.addItem(ring)

        def off() -> None:
            item.flashing = False
            self.removeItem(ring)

        QTimer.singleShot(ms, self, off)  # with the scene as context: no call once the window is gone

    def mark(self, space: str) -> None:
        """Ring a space until `unmark` (the Hint shows where it would place the tile while its box is open)."""
        self.unmark()
        ring = QGraphicsPolygonItem(hex_polygon(HEX_R + 3))
        ring.setPen(QPen(QColor(palette.HIGHLIGHT), 6, Qt.PenStyle.DashLine))
        ring.setPos(self.hexes[space].pos())
        ring.setZValue(51)
        self.addItem(ring)
        self.marked = (space, ring)

    def unmark(self) -> None:
        if self.marked is not None:
            self.removeItem(self.marked[1])
            self.marked = None

    def legal_spaces(self) -> list[str]:
        d = self.decision
        if d is None or d.kind != "select_space":
            return []
        return [o for o in d.options if o in self.hexes]

    # --- hover information -------------------------------------------------------------------

    def _tile_text(self, sid: str) -> str:
        assert self.game is not None
        tile = self.game.state.tiles[sid]
        what = i18n.term(tile.name) if tile.name else i18n.term(tile.tile)
        if tile.owner:
            return _t("%1 of %2").replace("%1", what).replace("%2", i18n.term(tile.owner) if tile.owner in i18n.TERMS else tile.owner)
        return what

    def placement_gain(self, sid: str) -> str:
        """What placing a tile on this space gives: printed bonus and +2 M€ per adjacent ocean."""
        from tmdesk.app import log_text

        sp = self.board.spaces[sid]
        printed = [b for b in sp.bonus if b != sp.paid_bonus]
        parts = [log_text.bonus_text(printed)] if printed else []
        if sp.paid_bonus == "ocean":  # Hellas's south pole
            parts.append(_t("pay %1 M€ and place an ocean").replace("%1", str(sp.cost)))
        elif sp.paid_bonus == "temperature":  # Vastitas Borealis's north pole
            parts.append(_t("pay %1 M€ and raise the temperature 1 step").replace("%1", str(sp.cost)))
        for expansion in sp.expansion_bonus:  # printed for an expansion tmdesk does not have: nothing
            parts.append({"colonies": _t("its colony needs the Colonies expansion, not in this game"),
                          "turmoil": _t("its delegate needs the Turmoil expansion, not in this game")}[expansion])
        if self.game is not None:
            tiles = self.game.state.tiles
            oceans = sum(1 for n in self.board.adjacent[sid] if n in tiles and tiles[n].tile == "ocean")
            if oceans:
                parts.append(_t("+%1 M€ (%2)").replace("%1", str(2 * oceans)).replace(
                    "%2", log_text.counted(oceans, "adjacent_ocean")))
        return ", ".join(parts) if parts else _t("no bonus")

    def hover_space(self, item: HexItem) -> None:
        sid = item.space_id
        if self.game is not None and sid in self.game.state.tiles:
            text = self._tile_text(sid)
        elif item.legal:
            text = _t("Place here: %1").replace("%1", self.placement_gain(sid))
        else:
            kind = {"ocean_reserved": _t("Reserved for oceans"), "land": _t("Land")}.get(item.kind, _t("Reserved area"))
            text = f"{kind} · " + _t("bonus: %1").replace("%1", self.placement_gain(sid))
            if self.legal_spaces():
                text += " · " + _t("not a legal space for this tile")
        label = self.board.spaces[sid].label
        if label and sid not in OFF_MAP_CARD:
            text = f"{i18n.term(label)} · {text}"
        item.setToolTip("" if self.hover_box else text)
        self.hovered_space, self.hovered_text = sid, text
        self.space_hovered.emit(text)

    def leave_space(self, item: HexItem) -> None:
        """The text of a space is only shown while the mouse is on it."""
        if self.hovered_space == item.space_id:
            self.hovered_space, self.hovered_text = None, ""
            self.space_hovered.emit("")
