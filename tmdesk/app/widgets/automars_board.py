"""The AutoMars board: its seven tracks (eight with Venus Next) with counters, its TR and M€, its decks, and its turns
replayed step by step from the log (one line at a time, at a pace a player can follow, with Skip).

It reads the `automars` block of `game.dump()`:
{"tr", "megacredits", "tracks": {building..plant}, "action_deck": [..], "bonus_deck_size", "destroyed_bonus_cards"},
and with the corporation module {"corporation", "card_resources", "cubes"}: the corporation card is shown above the
tracks (name, starting tags, effect, what it holds) and its cubes are drawn on the tracks until they fire.
Its "board" (`AutoMars.board_view()`) is the game's side of AutoMars's board, which differs from map to map: the
icons and tags of each track, the map's Corporate Competition card, its tiebreakers, and what of them rests on one
source (marked "◆ One reading", as the AutoMars corporations are).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QToolTip, QVBoxLayout, QWidget

from tmdesk.app import icons, palette
from tmdesk.app.colonies_text import shipping_details, shipping_text
from tmdesk.app.screen_fit import fit_to_screen

TRACK_IDS = ("building", "space", "event", "science", "energy", "earth", "plant")
VENUS = "venus"  # Venus Next's track, an eighth row (of 13 spaces) in a game with it
TRACK_ICON = {"building": "tag_building", "space": "tag_space", "event": "tag_event", "science": "tag_science",
              "energy": "tag_power", "earth": "tag_earth", "plant": "tag_plant", VENUS: "tag_venus"}
SPACE_ICON = {"temperature": "temperature", "greenery": "tile_greenery", "ocean": "tile_ocean", "city": "tile_city",
              "milestone": "milestone", "award": "award", "tr": "tr", "venus": "venus", "floater": "floater"}
STEP_MS = 900
CUBE_COLOURS = {"white": "#f4f4f4", "black": "#101010", "silver": "#aeb4c2"}


def cube_colours(code: str | None) -> dict[tuple[str, int], str]:
    """(track, position) -> cube colour, from the corporation's record."""
    from tmdesk.automars.corporations import records

    if code is None or code not in records():
        return {}
    return {(c.track, n): c.colour for c in records()[code].cubes for n in c.positions}


def space_text(track: str, position: int, space: str | None) -> str:
    """What AutoMars does when its counter reaches this space (for the tooltip): the log's own words."""
    from tmdesk.app import log_text
    from tmdesk.automars import messages as am

    if not space:
        t = QCoreApplication.translate("AutoMarsBoard", "Space %1 of the %2: no icon")
        return t.replace("%1", str(position)).replace("%2", log_text.track(track))
    return log_text.message(am.TRACK_ICON, {"track": track, "position": position, "icon": space})


def track_tags_text(track: str, tags: list[str]) -> str:
    """Which tags move a track (for the tooltip of its icons): "Energy track: the Power and Jovian tags move its counter"."""
    from tmdesk.app import log_text

    t = lambda s: QCoreApplication.translate("AutoMarsBoard", s)  # noqa: E731
    names = [log_text.tag(tag) for tag in tags]
    if not names:
        return t("%1: no tag moves its counter").replace("%1", log_text.track(track))
    listed = names[0] if len(names) == 1 else t("%1 and %2").replace("%1", ", ".join(names[:-1])).replace("%2", names[-1])
    text = t("%1: the %2 tag moves its counter") if len(names) == 1 else t("%1: the %2 tags move its counter")
    text = text.replace("%1", log_text.track(track)).replace("%2", listed)
    return text[:1].upper() + text[1:]  # pt "trilha de Energia" begins the sentence


def cube_text(colour: str) -> str:
    """What a waiting corporation cube is (its effect is on the corporation card)."""
    t = lambda s: QCoreApplication.translate("AutoMarsBoard", s)  # noqa: E731
    return {
        "white": t("A white cube of AutoMars's corporation waits here (see its card)"),
        "black": t("A black cube of AutoMars's corporation waits here (see its card)"),
        "silver": t("A silver cube of AutoMars's corporation waits here: 5 M€ for AutoMars"),
    }[colour]


class TracksCanvas(QWidget):
    """Seven rows of 19 spaces (and Venus Next's row of 13); the counter of each track is a bright cube on its
    position.
    Hovering a space says what its icon does. Each row starts with the icons of the tags that move
    that track (from the game's AutoMars board: they differ from map to map)."""

    CELL = 22  # preferred; the track shrinks to the width it gets (down to 12 px a space)

    def __init__(self, cell: int = CELL) -> None:
        super().__init__()
        self.CELL = cell
        self.positions = dict.fromkeys(TRACK_IDS, 0)
        self.tracks: tuple[str, ...] = TRACK_IDS  # the rows shown: with Venus Next, its track too
        self.track_tags: dict[str, list[str]] = {t: [TRACK_ICON[t].removeprefix("tag_")] for t in TRACK_ICON}
        self.layouts: dict[str, list[str | None]] = {t: [None] * 19 for t in TRACK_IDS}  # icon by position
        self.ignored: dict[str, set[int]] = {t: set() for t in TRACK_IDS}  # icons of an expansion not in play
        self.flash: str | None = None
        self.cubes: dict[tuple[str, int], str] = {}  # cubes still on the tracks, by colour
        self.reminder_tracks: list[str] = []  # counters replaced by a white reminder cube
        self.reminder_columns: list[int] = []  # C29's black cubes above columns
        self.setMinimumSize(21 * 12, 7 * 15)
        self.setMouseTracking(True)

    def left(self) -> int:
        """Where the spaces start: the tag icons of each track take two cells."""
        return 2 * self._cell(self.width())

    def space_at(self, x: float, y: float) -> tuple[str, int] | None:
        """The (track, space) under a point; space -1 is the track's tag icons."""
        c = self._cell(self.width())
        row, col = int(y // (c + 3)), int((x - self.left()) // c)
        if 0 <= row < len(self.tracks) and -2 <= col < len(self.layouts[self.tracks[row]]) and x >= 0:
            return self.tracks[row], max(col, -1)
        return None

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip:
            hit = self.space_at(e.pos().x(), e.pos().y())  # type: ignore[attr-defined]
            if hit is None:
                QToolTip.hideText()
            else:
                track, i = hit
                if i < 0:
                    QToolTip.showText(e.globalPos(), track_tags_text(track, self.track_tags.get(track, [])), self)  # type: ignore[attr-defined]
                    return True
                text = space_text(track, i, self.layouts[track][i])
                if i in self.ignored[track]:
                    text += "\n" + QCoreApplication.translate(
                        "AutoMarsBoard", "Ignored in this game: its expansion is not in play (no Failed Action).")
                if (track, i) in self.cubes:
                    text += "\n" + cube_text(self.cubes[(track, i)])
                QToolTip.showText(e.globalPos(), text, self)  # type: ignore[attr-defined]
            return True
        return super().event(e)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(21 * self.CELL, len(self.tracks) * (self.CELL + 3))

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return len(self.tracks) * (self._cell(width) + 3)

    def _cell(self, width: int) -> int:
        return max(12, min(self.CELL, width // 21))

    def set_board(self, board: dict[str, Any]) -> None:
        """The game's side of AutoMars's board (`AutoMars.board_view()`): each track's icons and the tags that move it."""
        tracks = board.get("tracks", {})
        for t in TRACK_ICON:
            if t in tracks:
                self.track_tags[t] = list(tracks[t].get("tags", []))
                self.layouts[t] = list(tracks[t].get("positions", [None] * 19))[:19]
                self.ignored[t] = set(tracks[t].get("ignored", []))
        shown = (*TRACK_IDS, VENUS) if VENUS in tracks else TRACK_IDS
        if VENUS not in tracks:
            self.layouts.pop(VENUS, None)
            self.ignored.pop(VENUS, None)
        if shown != self.tracks:
            self.tracks = shown
            self.updateGeometry()
        self.update()

    def set_data(self, data: dict[str, Any]) -> None:
        """The `automars` dump with its `board` (AutoMarsBoard.set_data)."""
        self.set_board(data.get("board", {}))
        self.set_positions(data.get("tracks", {}))
        self.set_corporation(data)

    def set_positions(self, positions: dict[str, int]) -> None:
        self.positions = {t: int(positions.get(t, 0)) for t in self.tracks}
        self.update()

    def set_corporation(self, data: dict[str, Any]) -> None:
        """Cubes not yet fired and the reminder cubes of AutoMars's corporation (none without one)."""
        from tmdesk.automars.corporations import records

        code = data.get("corporation")
        colours = cube_colours(code)
        self.cubes = {(t, n): colours.get((t, n), "white") for t, spaces in data.get("cubes", {}).items() for n in spaces}
        reminders = records()[code].reminders if code in records() else {}
        self.reminder_tracks = list(reminders.get("tracks", []))
        self.reminder_columns = list(reminders.get("columns", []))
        self.update()

    def paintEvent(self, e) -> None:  # noqa: N802, ANN001
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = self._cell(self.width())
        font = QFont()
        font.setPixelSize(max(7, c // 2 - 2))
        font.setBold(True)
        p.setFont(font)
        left = 2 * c
        for row, track in enumerate(self.tracks):
            y = row * (c + 3)
            tags = self.track_tags.get(track, [])
            size = min(c - 2.0, (left - 4.0) / max(1, len(tags)))
            for k, tag in enumerate(tags):  # the tags that move this track, side by side
                icons.paint(p, icons.tag_icon(tag), QRectF(k * size, y + (c - size) / 2, size, size))
            for i, space in enumerate(self.layouts[track]):
                rect = QRectF(left + i * c, y, c - 2, c)
                on = i == self.positions[track]
                passed = i < self.positions[track]
                p.setPen(QPen(QColor("#111"), 1))
                p.setBrush(QColor("#f2a33a") if on else QColor("#4a4f60") if passed else QColor("#30333f"))
                p.drawRoundedRect(rect, 3, 3)
                if space:
                    kind, _, arg = space.partition(":")
                    if i in self.ignored[track]:  # an expansion's icon, not in this game: a dashed empty ring
                        p.setPen(QPen(QColor("#8a8f9c"), 1, Qt.PenStyle.DashLine))
                        p.setBrush(Qt.BrushStyle.NoBrush)
                        p.drawEllipse(rect.adjusted(4, 4, -4, -4))
                        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "" if kind == "advance_track" else arg)
                    elif kind in SPACE_ICON:
                        icons.paint(p, SPACE_ICON[kind], rect.adjusted(3, 2, -3, -6))
                        if arg:
                            p.setPen(QColor("white"))
                            p.drawText(rect.adjusted(0, 10, 0, 0), Qt.AlignmentFlag.AlignCenter, arg)
                    elif kind in ("advance", "advance_track"):
                        p.setPen(QColor("#ffe14d"))
                        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "»" if kind == "advance" else "↪")
                self._paint_cubes(p, track, i, rect, on)
            if self.flash == track:
                p.setPen(QPen(QColor(palette.HIGHLIGHT), 2))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(QRectF(left - 2, y - 1, len(self.layouts[track]) * c + 2, c + 2), 4, 4)
        p.end()

    def _paint_cubes(self, p: QPainter, track: str, i: int, rect: QRectF, on: bool) -> None:
        size = max(5.0, rect.width() / 2.4)
        colour = self.cubes.get((track, i))
        if colour is not None:  # a corporation cube waiting on this space (top right)
            p.setPen(QPen(QColor("#f2a33a") if colour == "black" else QColor("#111"), 1))
            p.setBrush(QColor(CUBE_COLOURS[colour]))
            p.drawRect(QRectF(rect.right() - size, rect.top(), size, size))
        if i in self.reminder_columns:  # C29: a black reminder cube above the column
            p.setPen(QPen(QColor("#f2a33a"), 1))
            p.setBrush(QColor(CUBE_COLOURS["black"]))
            p.drawRect(QRectF(rect.left(), rect.bottom() - size, size, size))
        if on and track in self.reminder_tracks:  # the counter is a white reminder cube
            p.setPen(QPen(QColor(CUBE_COLOURS["white"]), 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 3, 3)


class AutoMarsBoard(QWidget):
    step_shown = Signal(int)  # log row being shown (the log panel highlights it)
    replay_finished = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("AutoMarsBoard")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        head = QHBoxLayout()
        logo = QLabel()
        logo.setPixmap(icons.pixmap("automars", 28))
        self.title = QLabel()
        self.title.setObjectName("PlayerName")
        self.stats = QLabel()
        head.addWidget(logo)
        head.addWidget(self.title)
        head.addStretch(1)
        head.addWidget(self.stats)
        lay.addLayout(head)
        bar = QHBoxLayout()  # under the head, above whatever changes length as the turn is told: it never moves
        lay.addLayout(bar)
        self.banner = QLabel()
        self.banner.setObjectName("AutoMarsBanner")
        self.banner.setWordWrap(True)
        lay.addWidget(self.banner)
        self.corporation = QLabel()  # AutoMars's corporation card (automars.md 16)
        self.corporation.setObjectName("AutoMarsCorporation")
        self.corporation.setWordWrap(True)
        self.corporation.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.corporation)
        self.canvas = TracksCanvas()
        lay.addWidget(self.canvas)
        self.side = QLabel()  # "◆ One reading" on a side that rests on one source; the details on hover
        self.side.setObjectName("AutoMarsSide")
        self.side.setWordWrap(True)
        lay.addWidget(self.side)
        self.shipping = QLabel()  # Colonies: its shipping board (areas, fleets), the one-reading points marked ◆
        self.shipping.setObjectName("AutoMarsShipping")
        self.shipping.setWordWrap(True)
        self.shipping.hide()
        lay.addWidget(self.shipping)
        self.enlarge = QPushButton()
        self.enlarge.clicked.connect(self.show_big_board)
        self.cards_button = QPushButton()  # the cards AutoMars resolved, as a player's "Cards…"
        self.cards_button.clicked.connect(self.show_cards)
        buttons = QHBoxLayout()
        buttons.addWidget(self.enlarge)
        buttons.addWidget(self.cards_button)
        buttons.addStretch(1)
        lay.addLayout(buttons)
        self.big: TracksDialog | None = None
        self.decks = QLabel()
        self.decks.setWordWrap(True)
        lay.addWidget(self.decks)
        lay.addStretch(1)  # any room to spare goes below: nothing above moves
        self.pause = QPushButton()  # the player reads at their own pace: Step shows the next line
        self.pause.setCheckable(True)
        self.pause.toggled.connect(self._paused)
        self.next_step = QPushButton()
        self.next_step.clicked.connect(self._next_step)
        self.faster = QPushButton()
        self.faster.setCheckable(True)
        self.faster.toggled.connect(lambda on: self.timer.setInterval(STEP_MS // 3 if on else STEP_MS))
        self.skip = QPushButton()
        self.skip.clicked.connect(self.skip_replay)
        for b in (self.pause, self.next_step, self.faster, self.skip):
            bar.addWidget(b)
        bar.addStretch(1)
        self.shown_text = ""  # the line of AutoMars's turn on show
        self.queue: list[tuple[int, str, str | None]] = []
        self.current: int | None = None  # the log row on show
        self.timer = QTimer(self)
        self.timer.setInterval(STEP_MS)
        self.timer.timeout.connect(self._next_step)
        self.data: dict[str, Any] = {}
        self.retranslate()
        self._set_idle()

    def retranslate(self) -> None:
        self.title.setText(self.tr("AutoMars"))
        self.enlarge.setText(self.tr("Show AutoMars's board"))
        self.enlarge.setToolTip(self.tr("Open AutoMars's tracks at full size; hover a space to see what it does"))
        self.cards_button.setText(self.tr("Cards…"))
        self.cards_button.setToolTip(self.tr("Show the project cards AutoMars has resolved and its bonus cards out of the deck"))
        self.skip.setText(self.tr("Skip"))
        self.skip.setToolTip(self.tr("Show the rest of AutoMars's turn at once"))
        self._show_pause()
        self.next_step.setText(self.tr("Step"))
        self.next_step.setToolTip(self.tr("Show the next line of AutoMars's turn"))
        self.faster.setText(self.tr("Faster"))
        self.faster.setToolTip(self.tr("Replay AutoMars's turns three times as fast"))
        if self.banner.property("idle"):  # the replayed lines move on by themselves; the idle line must follow
            self.banner.setText(self.tr("Waiting for your move."))
        if self.data:
            self.set_data(self.data)

    def set_data(self, data: dict[str, Any]) -> None:
        """The `automars` dump, with `board`: the game's side of AutoMars's board (`AutoMars.board_view()`)."""
        self.data = data
        self.canvas.set_data(data)
        board = data.get("board", {})
        self.side.setText(one_reading_line(board))
        self.side.setVisible(bool(self.side.text()))
        self.side.setToolTip(side_details(board))
        if self.big is not None:
            self.big.set_data(data)
        self.shipping.setVisible("shipping" in board)
        if "shipping" in board:
            self.shipping.setText(shipping_text(data))
            self.shipping.setToolTip(shipping_details())
        self.corporation.setVisible(bool(data.get("corporation")))
        self.corporation.setText(corporation_html(data) if data.get("corporation") else "")
        from tmdesk.app import log_text

        self.stats.setText(self.tr("TR %1 · %2 M€").replace("%1", str(data.get("tr", "?")))
                           .replace("%2", str(data.get("megacredits", "?")))
                           + (" · " + log_text.counted(data["floaters"], "floater") if "floaters" in data else ""))
        destroyed = data.get("destroyed_bonus_cards", [])
        self.decks.setText(self.tr("Action deck: %1 · bonus deck: %2 · destroyed bonus cards: %3")
                           .replace("%1", log_text.counted(len(data.get("action_deck", [])), "card"))
                           .replace("%2", log_text.counted(data.get("bonus_deck_size", 0), "card"))
                           .replace("%3", ", ".join(destroyed) or "—"))
        self.decks.setToolTip("\n".join(log_text.bonus_card(c) for c in destroyed))

    # --- step-by-step replay -------------------------------------------------------------------

    def replay(self, steps: list[tuple[int, str, str | None]]) -> None:
        """Show these (log row, text, AutoMars track it moves or None) lines one by one."""
        if not steps:
            return
        self.queue.extend(steps)
        if self.current is None:
            self._next_step()
        if not self.pause.isChecked() and not self.timer.isActive():
            self.timer.start()

    def _next_step(self) -> None:
        if not self.queue:
            self.timer.stop()
            self.current = None
            self._set_idle()
            return
        row, text, track = self.queue.pop(0)
        self.current = row
        self.shown_text = text
        self.banner.setProperty("idle", False)
        self._show_pause()
        self.canvas.flash = track if track in self.canvas.tracks else None
        self.canvas.update()
        if self.big is not None:
            self.big.canvas.flash = self.canvas.flash
            self.big.canvas.update()
        self.skip.setEnabled(True)
        self.next_step.setEnabled(True)
        self.step_shown.emit(row)

    def _paused(self, on: bool) -> None:
        if on:
            self.timer.stop()
        elif self.replaying():
            self.timer.start()
        self._show_pause()

    def _show_pause(self) -> None:
        """The Pause button stays down while paused (its text stays: Step and Skip do not move), and the line on
        show says the telling is paused."""
        on = self.pause.isChecked()
        self.pause.setText(self.tr("Pause"))
        self.pause.setToolTip(self.tr("Paused: press again to go on telling AutoMars's turn by itself") if on
                              else self.tr("Stop the replay here; Step shows the next line"))
        if not self.banner.property("idle") and self.shown_text:
            mark = "‖ " + self.tr("Paused:") if on else "▶"  # short: the buttons under the line must not move
            self.banner.setText(f"{mark} {self.shown_text}")

    def skip_replay(self) -> None:
        last = self.queue[-1] if self.queue else None
        self.stop_replay()
        if last is not None:
            self.step_shown.emit(last[0])
        self.replay_finished.emit()

    def stop_replay(self) -> None:
        """End the replay at once (the game changed under it: undo, another game)."""
        self.queue.clear()
        self.timer.stop()
        self.current = None
        self._show_idle()

    def replaying(self) -> bool:
        return self.current is not None or bool(self.queue)

    def _set_idle(self) -> None:
        if self.replaying():
            return
        self.replay_finished.emit()
        self._show_idle()

    def _show_idle(self) -> None:
        self.canvas.flash = None
        self.canvas.update()
        self.banner.setProperty("idle", True)
        self.banner.setText(self.tr("Waiting for your move."))
        self.skip.setEnabled(False)
        self.next_step.setEnabled(False)

    def show_cards(self) -> None:
        from tmdesk.app.dialogs.tableau import AutoMarsCardsDialog

        AutoMarsCardsDialog(self.window(), self.data).open()

    def show_big_board(self) -> None:
        if self.big is None:
            self.big = TracksDialog(self.window())
            self.big.set_data(self.data)
        self.big.show()
        self.big.raise_()


class TracksDialog(QDialog):
    """AutoMars's board at a size a player can read from the sofa, beside the game (not modal), with what its
    map's side says in words: the one-reading mark, its Corporate Competition card, its tiebreakers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("AutoMars's board"))
        fit_to_screen(self)
        lay = QVBoxLayout(self)
        self.canvas = TracksCanvas(cell=44)
        self.canvas.setMinimumSize(self.canvas.sizeHint())
        lay.addWidget(self.canvas)
        hint = QLabel(self.tr("The orange space is each counter's position. Hover a space to see what AutoMars does "
                              "when its counter reaches it."))
        hint.setWordWrap(True)
        lay.addWidget(hint)
        self.side = QLabel()
        self.side.setObjectName("AutoMarsSide")
        self.side.setWordWrap(True)
        self.shipping = QLabel()  # Colonies: its shipping board's storage areas, beside the side's words
        self.shipping.setObjectName("AutoMarsShipping")
        self.shipping.setWordWrap(True)
        self.shipping.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.shipping.hide()
        self.side.setAlignment(Qt.AlignmentFlag.AlignTop)
        row = QHBoxLayout()
        row.addWidget(self.shipping, 1)
        row.addWidget(self.side, 2)
        lay.addLayout(row)

    def set_data(self, data: dict[str, Any]) -> None:
        from tmdesk.app import log_text

        board = data.get("board", {})
        self.canvas.set_data(data)
        self.shipping.setVisible("shipping" in board)
        if "shipping" in board:
            self.shipping.setText(shipping_text(data))
            self.shipping.setToolTip(shipping_details())
        if board.get("map"):
            self.setWindowTitle(self.tr("AutoMars's board: %1").replace("%1", log_text.map_name(board["map"])))
        self.side.setText("\n\n".join(t for t in (one_reading_line(board), side_details(board)) if t))
        width = self.canvas.minimumWidth() + self.layout().contentsMargins().left() * 2
        height = self.layout().totalHeightForWidth(width)  # the wrapped words under the tracks, all of them
        self.setMinimumSize(width, height)
        if self.height() < height:
            self.resize(self.width(), height)


def one_reading_line(board: dict[str, Any]) -> str:
    """"◆ One reading: AutoMars's Hellas tracks, its card B09 and its tiebreakers between spaces rest on one
    source." ("" for a side that rests on none, Tharsis's)."""
    from tmdesk.app import log_text
    from tmdesk.automars import side_texts as st

    t = lambda s: QCoreApplication.translate("AutoMarsSide", s)  # noqa: E731
    names = [t(st.ONE_SOURCE_PARTS[part]).replace("%1", log_text.map_name(str(board.get("map"))))
             .replace("%2", str(board.get("corporate_competition")))
             for part in board.get("one_source", []) if part in st.ONE_SOURCE_PARTS]
    if not names:
        return ""
    return t(st.ONE_READING).replace("%1", log_text.listed(names))


def side_details(board: dict[str, Any]) -> str:
    """Why the side is one reading (if it is), what its Corporate Competition card does, how AutoMars breaks ties
    between spaces on this map."""
    from tmdesk.app import log_text
    from tmdesk.automars import side_texts as st

    t = lambda s: QCoreApplication.translate("AutoMarsSide", s)  # noqa: E731
    lines = []
    if "tracks" in board.get("one_source", []):
        lines.append(t(st.ONE_READING_WHY).replace("%1", log_text.map_name(str(board.get("map")))))
    if board.get("corporate_competition"):
        lines.append(log_text.bonus_card_text(str(board["corporate_competition"])))
    steps = [t(st.TIEBREAKERS[step]) for step in board.get("tiebreakers", []) if step in st.TIEBREAKERS]
    if steps:
        listed = steps[0]
        for step in steps[1:]:
            listed = t(st.TIEBREAK_THEN).replace("%2", step).replace("%1", listed)
        mark = "◆ " if "placement_tiebreakers" in board.get("one_source", []) else ""
        lines.append(mark + t(st.TIEBREAK).replace("%1", listed))
    return "\n\n".join(lines)


def corporation_html(data: dict[str, Any]) -> str:
    """AutoMars's corporation card: code and name, starting tags, priority, effect, what it holds."""
    from html import escape

    from tmdesk.app import i18n, log_text
    from tmdesk.automars import corporation_texts
    from tmdesk.automars.corporations import records

    code = str(data.get("corporation"))
    t = lambda s: QCoreApplication.translate("AutoMarsBoard", s)  # noqa: E731
    tc = lambda s: QCoreApplication.translate("AutoMarsCorporation", s)  # noqa: E731
    record = records().get(code)
    if record is None:
        return escape(code)
    name = i18n.card_name(record.namesake) if record.namesake else record.name
    tags = ", ".join(log_text.tag(tag) for tag in record.tags) or "—"
    lines = [f"<b>{escape(code)} {escape(name)}</b> · {escape(t('starting tags: %1').replace('%1', tags))}"]
    priority = record.priority
    if priority is not None and priority["kind"] in ("tags", "most_expensive", "most_tags"):
        what = {"most_expensive": tc(corporation_texts.PRIORITY_MOST_EXPENSIVE),
                "most_tags": tc(corporation_texts.PRIORITY_MOST_TAGS)}.get(
            priority["kind"], " > ".join(log_text.tag(tag) for tag in priority.get("tags", [])))
        lines[0] += " · " + escape(t("selection priority: %1").replace("%1", what))
    lines.append(escape(tc(corporation_texts.EFFECTS.get(code, ""))))
    cubes = {"white_cubes": t("white cubes"), "black_cubes": t("black cubes")}
    stock = [f"{cubes[k]}: {n}" if k in cubes else log_text.counted(n, k)
             for k, n in data.get("card_resources", {}).items() if k in cubes or k in ("megacredits", "plants", "science")]
    if stock:
        lines.append(escape(t("On the card: %1").replace("%1", ", ".join(stock))))
    if record.one_reading:
        lines.append(f"<i>{escape(tc(corporation_texts.ONE_READING))}</i>")
    return "<br>".join(lines)
