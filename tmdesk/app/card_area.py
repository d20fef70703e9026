"""Card widgets: a drawn card, an area of cards (drag source and drop target) and the large view.

Dragging carries the MIME type CARD_MIME with "<source area>\\n<card name>"; an area accepts drops
from the areas named in `accepts_from` and reports them with `dropped(name, source)`. A double-click,
Enter or Space on a card does the same as dropping it on the area's partner (`activated`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMimeData, QPoint, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCursor, QDrag, QKeyEvent, QMouseEvent, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from tmdesk.app import i18n
from tmdesk.app.card_art import HEAD, CardLook, W, paint_card, paint_strip, strip_lines
from tmdesk.app.flow import ColumnLayout, FlowLayout
from tmdesk.cards.loader import catalogue

CARD_MIME = "application/x-tmdesk-card"
BASE_SIZE = QSize(140, 196)
SPARE_CARDS = 60  # hidden card widgets an area keeps for reuse
EMPTY_HEIGHT = 44  # an empty row of cards: room for its hint
STRIP_HEIGHT = 22  # a folded card (the play area): px at scale 1
TWO_LINE_STRIP = 30  # a folded card whose name takes two lines
KEYBOARD_FOCUS = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
                  Qt.FocusReason.ShortcutFocusReason, Qt.FocusReason.OtherFocusReason)


_PIXMAPS: dict[tuple, QPixmap] = {}


def card_pixmap(name: str, look: CardLook, width: int, height: int, ratio: float, head: bool = False) -> QPixmap:
    """The card (or its head) drawn once per look, size and language, then reused: a refresh repaints many cards."""
    key = (name, look.cost_now, look.resources, look.dimmed, look.selected, look.used, width, height, ratio, head,
           i18n.current_language())
    pm = _PIXMAPS.get(key)
    if pm is None:
        if len(_PIXMAPS) > 600:
            _PIXMAPS.clear()
        pm = QPixmap(int(width * ratio), int(height * ratio))
        pm.setDevicePixelRatio(ratio)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        paint_card(p, QRectF(1, 1, width - 2, height - 2), catalogue()[name], look, head)
        p.end()
        _PIXMAPS[key] = pm
    return pm


def clear_card_cache() -> None:
    """After a language change: card texts are drawn anew."""
    _PIXMAPS.clear()


def card_size(scale: float = 1.0) -> QSize:
    return QSize(int(BASE_SIZE.width() * scale), int(BASE_SIZE.height() * scale))


def head_size(scale: float = 1.0) -> QSize:
    """A card folded to its head (cost, tags, name, requirement): as wide as the card, less than half as tall."""
    width = card_size(scale).width()
    return QSize(width, round(width * HEAD / W))


def strip_height(scale: float = 1.0, lines: int = 1) -> int:
    """A folded card's height: one (or two) readable lines, however small the cards are drawn."""
    base = TWO_LINE_STRIP if lines > 1 else STRIP_HEIGHT
    return max(base, int(base * scale))


class CardWidget(QWidget):
    activated = Signal(str)
    hovered = Signal(str, bool)  # card name, entering
    clicked = Signal(str)

    def __init__(self, name: str, area: CardArea | None = None, scale: float = 1.0, strip: bool = False) -> None:
        super().__init__(area)
        self.name = name
        self.card = catalogue()[name]
        self.look = CardLook()
        self.area = area
        self.strip = strip  # folded to one line (the play area)
        self.head = False  # folded to its head (a hand too full for one row)
        self.lines = 1  # a strip's lines for the name
        self._press: QPoint | None = None
        self.set_scale(scale)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setAccessibleName(name)

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        if self.strip:  # the column sets its width
            self.setFixedHeight(strip_height(scale, self.lines))
            self.setMinimumWidth(1)
        else:
            self.setFixedSize(head_size(scale) if self.head else card_size(scale))

    def set_head(self, head: bool) -> None:
        if head != self.head:
            self.head = head
            self.set_scale(self.scale)

    def set_look(self, look: CardLook, tooltip: str) -> None:
        if look != self.look:
            self.look = look
            self.update()
        if tooltip != self.toolTip():
            self.setToolTip(tooltip)

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip:
            zoom = self.window().findChild(CardZoom)
            if zoom is not None and zoom.isVisible() and zoom.anchor is self and zoom.note.isVisible():
                return True  # the large view beside the card says it already: a tooltip would cover that view
        return super().event(e)

    def paintEvent(self, event) -> None:  # noqa: N802, ANN001
        p = QPainter(self)
        if self.strip:
            paint_strip(p, QRectF(self.rect()), self.card, self.look)
        else:
            p.drawPixmap(0, 0, card_pixmap(self.name, self.look, self.width(), self.height(), self.devicePixelRatioF(),
                                           self.head))
        if self.hasFocus():
            p.setPen(Qt.GlobalColor.yellow)
            p.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -2, -2), 4 if self.strip else 8, 4 if self.strip else 8)
        p.end()

    def mousePressEvent(self, e: QMouseEvent) -> None:  # noqa: N802
        if e.button() == Qt.MouseButton.LeftButton:
            self._press = e.position().toPoint()
        super().mousePressEvent(e)

    def mouseMoveEvent(self, e: QMouseEvent) -> None:  # noqa: N802
        if self._press is None or not (e.buttons() & Qt.MouseButton.LeftButton):
            return
        if (e.position().toPoint() - self._press).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        self.start_drag()

    def mouseReleaseEvent(self, e: QMouseEvent) -> None:  # noqa: N802
        if self._press is not None and e.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.name)
        self._press = None
        super().mouseReleaseEvent(e)

    def mime(self) -> QMimeData:
        data = QMimeData()
        source = self.area.area_id if self.area else ""
        data.setData(CARD_MIME, f"{source}\n{self.name}".encode())
        return data

    def start_drag(self) -> None:
        self.hovered.emit(self.name, False)  # the large view would hide the drop area
        drag = QDrag(self)
        drag.setMimeData(self.mime())
        pm = QPixmap(self.size())
        pm.fill(Qt.GlobalColor.transparent)
        self.render(pm)
        drag.setPixmap(pm.scaled(self.size() * 0.8, Qt.AspectRatioMode.KeepAspectRatio,
                                 Qt.TransformationMode.SmoothTransformation))
        drag.setHotSpot(QPoint(int(self.width() * 0.4), int(self.height() * 0.2)))
        drag.exec(Qt.DropAction.MoveAction)

    def mouseDoubleClickEvent(self, e: QMouseEvent) -> None:  # noqa: N802
        self.activated.emit(self.name)

    def keyPressEvent(self, e: QKeyEvent) -> None:  # noqa: N802
        if e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.activated.emit(self.name)
        elif e.key() in (Qt.Key.Key_Right, Qt.Key.Key_Left) and self.area is not None:
            self.area.move_focus(self, 1 if e.key() == Qt.Key.Key_Right else -1)
        else:
            super().keyPressEvent(e)

    def enterEvent(self, e) -> None:  # noqa: N802, ANN001
        self.hovered.emit(self.name, True)
        super().enterEvent(e)

    def leaveEvent(self, e) -> None:  # noqa: N802, ANN001
        self.hovered.emit(self.name, False)
        super().leaveEvent(e)

    def focusInEvent(self, e) -> None:  # noqa: N802, ANN001
        # the large view follows the keyboard (Tab, arrows), not focus given by a click or by a card
        # that left the area (a played card hands its focus on: the mouse is elsewhere by then)
        if e.reason() in KEYBOARD_FOCUS and not self.area_changing():
            self.hovered.emit(self.name, True)
        if self.area is not None:
            self.area.ensure_visible(self)
        super().focusInEvent(e)

    def area_changing(self) -> bool:
        return self.area is not None and self.area.changing

    def focusOutEvent(self, e) -> None:  # noqa: N802, ANN001
        self.hovered.emit(self.name, False)
        super().focusOutEvent(e)


class CardArea(QScrollArea):
    """A scrolling row (or wrapping grid) of cards that can accept dropped cards."""

    dropped = Signal(str, str)  # card name, source area id
    activated = Signal(str)
    hovered = Signal(str, bool)
    clicked = Signal(str)
    resized = Signal()

    def __init__(self, area_id: str, placeholder: str = "", wrap: bool = False, scale: float = 1.0,
                 parent: QWidget | None = None, grow: bool = False, strips: bool = False, heads: bool = False) -> None:
        """`strips`: the cards folded to one line each, in columns that never need scrolling sideways.
        `heads`: a row that holds more cards than fit in its width folds them to their heads, in rows
        (two rows of heads take less height than one of cards): the whole hand in sight, never scrolled sideways."""
        super().__init__(parent)
        self.heads = heads
        self.folded = False  # the cards are shown as heads
        self.area_id = area_id
        self.grow = grow  # wrap areas inside a scrolling page: as tall as their cards, no scroll bar of their own
        self.accepts_from: set[str] = set()
        self.scale = scale
        self.cards: dict[str, CardWidget] = {}
        self.spare: dict[str, CardWidget] = {}  # hidden widgets of cards that left, for reuse
        self.order: list[str] = []
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAcceptDrops(True)
        self.setObjectName("CardArea")
        inner = QWidget()
        inner.setObjectName("CardAreaInner")
        self.strips = strips
        self.lines = 1  # strips: one line per name, or two when a name needs them
        self.flow: FlowLayout | ColumnLayout = ColumnLayout(inner) if strips else FlowLayout(inner, spacing=8, wrap=wrap)
        self.setWidget(inner)
        if strips:
            self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.placeholder = QLabel(placeholder, inner)
        self.placeholder.setObjectName("Placeholder")
        self.placeholder.setWordWrap(True)
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        if not wrap or grow:
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumHeight(card_size(scale).height() + 24 if grow else EMPTY_HEIGHT)
        self._drag_over = False
        self.changing = False  # inside set_cards: focus moving between cards is not the player's

    def set_placeholder(self, text: str) -> None:
        self.placeholder.setText(text)

    def resizeEvent(self, e) -> None:  # noqa: N802, ANN001
        super().resizeEvent(e)
        self.placeholder.setGeometry(self.viewport().rect().adjusted(10, 10, -10, -10))
        self._fit_folding()
        self._fit_height()
        self.resized.emit()

    def _fit_height(self) -> None:
        if not self.grow:  # a row of cards; an empty one is a strip with its hint
            needed = card_size(self.scale).height() + 24 if self.order else EMPTY_HEIGHT
            if self.minimumHeight() != needed:
                self.setMinimumHeight(needed)
            return
        if self.grow:
            needed = max(self.flow.heightForWidth(self.viewport().width()), card_size(self.scale).height() + 16)
            if self.minimumHeight() != needed + 4:
                self.setMinimumHeight(needed + 4)

    def set_cards(self, entries: list[tuple[str, CardLook, str]]) -> None:
        """Show exactly these cards (name, look, tooltip), reusing the widgets already made."""
        self.changing = True
        try:
            self._set_cards(entries)
        finally:
            self.changing = False

    def _set_cards(self, entries: list[tuple[str, CardLook, str]]) -> None:
        names = [n for n, _, _ in entries]
        for gone in set(self.cards) - set(names):
            w = self.cards.pop(gone)
            self.flow.removeWidget(w)
            w.hide()  # at once: a hand must never show stale cards
            self.spare[gone] = w  # kept hidden for the next time (pass-and-play swaps whole hands)
        while len(self.spare) > SPARE_CARDS:
            self.spare.pop(next(iter(self.spare))).deleteLater()
        for name, look, tip in entries:
            w = self.cards.get(name)
            if w is None:
                w = self.spare.pop(name, None) or self._new_card(name)
                self.cards[name] = w
                self.flow.addWidget(w)
                w.show()
            w.set_look(look, tip)
        if names != self.order:
            for name in names:  # re-add in order
                self.flow.removeWidget(self.cards[name])
            for name in names:
                self.flow.addWidget(self.cards[name])
            self.order = names
            self.flow.invalidate()
            self._fit_inner()
        self.placeholder.setVisible(not names)
        self._fit_folding(force=True)
        self._fit_height()

    def per_row(self) -> int:
        """How many whole cards a row of the area's width holds (room kept for a scroll bar)."""
        margins = self.flow.contentsMargins()
        room = self.width() - margins.left() - margins.right() - self.verticalScrollBar().sizeHint().width()
        step = card_size(self.scale).width() + self.flow.spacing()
        return max(1, (room + self.flow.spacing()) // step)

    def _fit_folding(self, force: bool = False) -> None:
        """`heads`: cards when they fit in one row, else their heads in rows (the large view shows a whole card)."""
        if not self.heads or self.strips:
            return
        fold = len(self.order) > self.per_row()
        if fold == self.folded and not force:
            return
        self.folded = fold
        for w in (*self.cards.values(), *self.spare.values()):
            w.set_head(fold)
        assert isinstance(self.flow, FlowLayout)
        self.flow.wrap = fold
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded if fold else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff if fold else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.flow.invalidate()
        self._fit_inner()

    def _fit_inner(self) -> None:
        """Size the cards' widget to the room the area has. (adjustSize() would shrink a wrapping
        area to its minimum, one card wide, until the next resize: one card per row.)"""
        inner = self.widget()
        width = max(self.viewport().width(), self.flow.minimumSize().width())
        height = self.flow.heightForWidth(width) if self.flow.wrap else self.flow.sizeHint().height()
        inner.resize(width, max(height, self.viewport().height()))

    def set_scale(self, scale: float) -> None:
        """The interface scale changed: every card takes the new size."""
        self.scale = scale
        for w in (*self.cards.values(), *self.spare.values()):
            w.set_scale(scale)
        self.flow.invalidate()
        self._fit_folding(force=True)
        self._fit_inner()
        self._fit_height()

    def repaint_cards(self) -> None:
        """Draw every card again (their text changed language)."""
        for w in self.cards.values():
            w.update()

    def _new_card(self, name: str) -> CardWidget:
        w = CardWidget(name, self, self.scale, self.strips)
        if self.strips and self.lines != 1:
            w.lines = self.lines
            w.set_scale(self.scale)
        w.activated.connect(self.activated)
        w.hovered.connect(self.hovered)
        w.clicked.connect(self.clicked)
        return w

    def names(self) -> list[str]:
        return list(self.order)

    def capacity(self) -> int:
        """How many folded cards the area shows at its size (the caller folds the rest away)."""
        if not isinstance(self.flow, ColumnLayout):
            return len(self.order)
        return self.flow.capacity(self.viewport().rect(), strip_height(self.scale, self.lines))

    def fit_lines(self, entries: list[tuple[str, CardLook, str]], first: int) -> None:
        """Strips: one or two lines each, in as many columns as fit: the layout that shows the most of the `first`
        entries (the corporation and the blue cards: their actions are used from here), then the one that keeps
        every name shown whole, then the one that shows the most cards, on one line rather than two. The caller
        folds the rest away (shown: as many as fit, one less when some are left over for its button)."""
        flow = self.flow
        assert isinstance(flow, ColumnLayout)
        rect, best, score = self.viewport().rect(), (1, 0), (-1, False, -1, 0)
        for lines in (1, 2):
            strip = strip_height(self.scale, lines)
            flow.most_columns = 0
            for columns in range(flow.capacity(rect, rect.height() + 1), 0, -1):  # one row: the columns that fit
                flow.most_columns = columns
                capacity = flow.capacity(rect, strip)
                shown = entries if len(entries) <= capacity else entries[:max(0, capacity - 1)]
                width = flow.column_width(rect, strip, len(shown))
                whole = all(strip_lines(catalogue()[name], look, width) <= lines for name, look, _ in shown)
                tried = (min(first, len(shown)), whole, len(shown), -lines)
                if tried > score:
                    best, score = (lines, columns), tried
        self.lines, flow.most_columns = best
        for w in (*self.cards.values(), *self.spare.values()):
            if w.lines != self.lines:
                w.lines = self.lines
                w.set_scale(self.scale)
        flow.invalidate()

    def move_focus(self, w: CardWidget, step: int) -> None:
        i = self.order.index(w.name) + step
        if 0 <= i < len(self.order):
            self.cards[self.order[i]].setFocus()

    def ensure_visible(self, w: CardWidget) -> None:
        self.ensureWidgetVisible(w, 10, 10)

    # --- drop target -------------------------------------------------------------------------

    def _source(self, mime: QMimeData) -> tuple[str, str] | None:
        if not mime.hasFormat(CARD_MIME):
            return None
        raw = bytes(mime.data(CARD_MIME).data()).decode("utf-8", "replace")
        source, _, name = raw.partition("\n")
        if source not in self.accepts_from or not name:
            return None
        return source, name

    def dragEnterEvent(self, e) -> None:  # noqa: N802, ANN001
        if self._source(e.mimeData()):
            e.acceptProposedAction()
            self._set_drag_over(True)
        else:
            e.ignore()

    def dragMoveEvent(self, e) -> None:  # noqa: N802, ANN001
        if self._source(e.mimeData()):
            e.acceptProposedAction()
        else:
            e.ignore()

    def dragLeaveEvent(self, e) -> None:  # noqa: N802, ANN001
        self._set_drag_over(False)

    def dropEvent(self, e) -> None:  # noqa: N802, ANN001
        self._set_drag_over(False)
        found = self._source(e.mimeData())
        if not found:
            e.ignore()
            return
        e.acceptProposedAction()
        source, name = found
        # emitted after the drag finishes so the source widget is not deleted during its own drag
        QTimer.singleShot(0, self, lambda: self.dropped.emit(name, source))

    def _set_drag_over(self, on: bool) -> None:
        self._drag_over = on
        self.setProperty("dragOver", on)
        self.style().unpolish(self)
        self.style().polish(self)


class CardZoom(QFrame):
    """The large view of a card, shown over the window while a card is hovered or focused.

    It never stays once the pointer has left its card: a leave event can be lost (the card hidden or
    moved when it was played, the focus jumping to another card by itself), so while it is shown it
    checks the pointer. Shown for a card under the pointer, it goes when the pointer is elsewhere;
    shown by the keyboard (the pointer elsewhere), it stays while the card has the focus and the
    pointer does not move."""

    GUARD_MS = 100

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("CardZoom")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.card_name: str | None = None
        self.look = CardLook()
        self.anchor: QWidget | None = None  # the card it shows
        self.pointer = QPoint()  # where the pointer was when it was shown
        self.guard = QTimer(self)
        self.guard.setInterval(self.GUARD_MS)
        self.guard.timeout.connect(self._check_pointer)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 8, 8, 8)
        self.canvas = QWidget(self)
        self.canvas.setFixedSize(300, 420)
        self.canvas.paintEvent = self._paint_canvas  # type: ignore[method-assign]
        lay.addWidget(self.canvas)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setObjectName("ZoomNote")
        self.note.setMaximumWidth(300)
        lay.addWidget(self.note)
        self.hide()

    def show_card(self, name: str, look: CardLook, note: str, anchor: QRect, card: QWidget | None = None) -> None:
        """Show the large card beside `anchor` (the hovered card, in parent coordinates), never over it."""
        self.card_name = name
        self.anchor = card
        self.pointer = QCursor.pos()
        if card is not None:
            self.guard.start()
        self.look = CardLook(look.cost_now, look.resources, False, False, look.used)
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.adjustSize()
        parent = self.parentWidget()
        if anchor.top() - self.height() - 12 >= 0:  # above
            x = anchor.center().x() - self.width() // 2
            y = anchor.top() - self.height() - 12
        elif anchor.right() + 12 + self.width() <= parent.width():  # to the right
            x, y = anchor.right() + 12, anchor.center().y() - self.height() // 2
        else:  # to the left
            x, y = anchor.left() - 12 - self.width(), anchor.center().y() - self.height() // 2
        x = min(max(8, x), parent.width() - self.width() - 8)
        y = min(max(8, y), parent.height() - self.height() - 8)
        self.move(x, y)
        self.raise_()
        self.show()
        self.canvas.update()

    def _check_pointer(self) -> None:
        card = self.anchor
        if not self.isVisible() or card is None:
            self.guard.stop()
            return
        pointer = QCursor.pos()
        if card.isVisible() and card.rect().contains(card.mapFromGlobal(pointer)):
            return  # on its card
        if not card.isVisible() or pointer != self.pointer or not card.hasFocus():
            self.hide()

    def hideEvent(self, e) -> None:  # noqa: N802, ANN001
        self.guard.stop()
        self.anchor = None
        super().hideEvent(e)

    def _paint_canvas(self, event) -> None:  # noqa: ANN001
        if self.card_name is None:
            return
        p = QPainter(self.canvas)
        paint_card(p, QRectF(self.canvas.rect()), catalogue()[self.card_name], self.look)
        p.end()
