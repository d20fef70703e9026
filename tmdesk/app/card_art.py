"""Cards drawn by the program: type colour, cost, tags, requirement, text, VP and resources.

One painter function serves the small cards of the hand, the large view and the pick screens:
it draws on a fixed 200×280 design and is scaled to the target rectangle, so every size looks the same.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTextLayout, QTextOption

from tmdesk.app import i18n, icons, palette
from tmdesk.cards.model import CardDef

W, H = 200.0, 280.0  # design size (the ratio of a printed card is close to 5:7)
HEAD = 118.0  # a card's head: cost, tags, name and requirement (a full hand shows its cards so, in rows)


def _t(text: str) -> str:
    return QCoreApplication.translate("Card", text)


def _tn(text: str, n: int) -> str:
    """A label with a count %n, in the plural form that agrees with n."""
    return i18n.translate("Card", text, n)


def requirement_text(req: dict) -> str:
    kind = req["kind"]
    if kind == "oxygen":
        return (_t("oxygen ≥ %1 %") if "min" in req else _t("oxygen ≤ %1 %")).replace("%1", str(req.get("min", req.get("max"))))
    if kind == "temperature":
        return (_t("≥ %1 °C") if "min" in req else _t("≤ %1 °C")).replace("%1", str(req.get("min", req.get("max"))))
    if kind == "venus":  # Venus Next
        return (_t("Venus ≥ %1 %") if "min" in req else _t("Venus ≤ %1 %")).replace("%1", str(req.get("min", req.get("max"))))
    if kind == "oceans":
        return _tn("%n ocean(s)", req["min"]) if "min" in req else _tn("≤ %n ocean(s)", req["max"])
    if kind == "tag":
        return _t("%1 × %2 tag").replace("%1", str(req["count"])).replace("%2", i18n.term(req["tag"]))
    if kind == "production":
        return _t("%1 production ≥ %2").replace("%1", i18n.term(req["resource"])).replace("%2", str(req["min"]))
    if kind == "cities":
        if not req.get("all_players", True):  # Urban Decomposers: a city tile of your own
            return _tn("%n own city tile(s)", req["min"])
        return _tn("%n city tile(s) in play", req["min"])
    if kind == "greeneries":
        return _tn("%n own greenery tile(s)", req["min"])
    if kind == "floaters":  # Venus Next: Aerosport Tournament
        return _tn("%n floater(s) on your cards", req["min"])
    if kind == "tr":  # Venus Next: Terraforming Contract
        return _t("TR ≥ %1").replace("%1", str(req["min"]))
    if kind == "colonies":  # Colonies: your own colonies
        return (_t("own colonies ≥ %1") if "min" in req else _t("own colonies ≤ %1")).replace(
            "%1", str(req.get("min", req.get("max"))))
    return kind


def vp_text(vp: dict | None) -> str:
    if not vp:
        return ""
    if "fixed" in vp:
        return str(vp["fixed"])
    if "per_resource_here" in vp:
        return f"{vp['per_resource_here']}/{vp['every']}" if vp["every"] > 1 else f"{vp['per_resource_here']}/1"
    if "per_tag" in vp or "per_adjacent" in vp:
        return "1/"  # followed by the icon (vp_icon)
    if "per_city_anywhere" in vp:
        return f"1/{vp['every']}"  # followed by the city icon
    if "per_colony_anywhere" in vp:  # Colonies: Space Port Colony
        return f"{vp['per_colony_anywhere']}/{vp['every']}"  # followed by the colony icon
    if "if_resources_here_at_least" in vp:
        return f"{vp['points']}*"
    return "?"


def vp_icon(vp: dict | None) -> str | None:
    if not vp:
        return None
    if "per_tag" in vp:
        return icons.tag_icon(vp["per_tag"])
    if "per_adjacent" in vp:
        return {"ocean": "tile_ocean", "city": "tile_city"}.get(vp["per_adjacent"])
    if "per_city_anywhere" in vp:
        return "tile_city"
    if "per_colony_anywhere" in vp:
        return "colony"
    return None


@dataclass
class CardLook:
    """What the state adds to the printed card."""

    cost_now: int | None = None  # after discounts; None = printed
    resources: int | None = None  # resources on the card (played cards that hold some)
    dimmed: bool = False  # cannot be played now
    selected: bool = False
    used: bool = False  # its action was used this generation


def _font(size: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, int(size)))
    f.setBold(bold)
    return f


def _fit_text(painter: QPainter, rect: QRectF, text: str, start: float, smallest: float, bold: bool = False,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) -> None:
    """Word-wrapped text, shrunk until it fits the rectangle."""
    size = start
    while True:
        font = _font(size, bold)
        fm = QFontMetricsF(font)
        needed = fm.boundingRect(rect, int(Qt.TextFlag.TextWordWrap) | int(align), text)
        if needed.height() <= rect.height() or size <= smallest:
            break
        size -= 0.5
    painter.setFont(font)
    opt = QTextOption(align)
    opt.setWrapMode(QTextOption.WrapMode.WordWrap)
    painter.drawText(rect, text, opt)


def paint_card(painter: QPainter, target: QRectF, card: CardDef, look: CardLook | None = None,
               head: bool = False) -> None:
    """The card in `target`; `head`: only its head (cost, tags, name, requirement), the large view shows the rest."""
    look = look or CardLook()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.translate(target.topLeft())
    height = HEAD if head else H
    painter.scale(target.width() / W, target.height() / height)
    band = QColor(palette.CARD_BG.get(card.type, "#666666"))

    outline = QPainterPath()
    outline.addRoundedRect(QRectF(1, 1, W - 2, height - 2), 10, 10)
    painter.fillPath(outline, QColor(palette.CARD_PAPER))
    painter.setPen(QPen(QColor(palette.ACCENT) if look.selected else band.darker(140), 5 if look.selected else 2))
    painter.drawPath(outline)

    # title band
    title = QPainterPath()
    title.addRoundedRect(QRectF(4, 40, W - 8, 44), 6, 6)
    painter.fillPath(title, band)
    painter.setPen(QColor("white"))
    _fit_text(painter, QRectF(10, 42, W - 20, 40), i18n.card_name(card.name), 17, 10, bold=True,
              align=Qt.AlignmentFlag.AlignCenter)

    # cost (project cards) or starting M€ (corporations); a Prelude has neither
    if card.is_prelude:
        painter.setPen(QColor("#5a2448"))
        painter.setFont(_font(13, True))
        painter.drawText(QRectF(8, 6, 160, 30), Qt.AlignmentFlag.AlignVCenter, i18n.term("prelude"))
    elif card.is_corporation:
        painter.setPen(QColor("#3a2a10"))
        painter.setFont(_font(15, True))
        painter.drawText(QRectF(8, 6, 120, 30), Qt.AlignmentFlag.AlignVCenter, f"{card.starting_megacredits} {i18n.term('megacredits')}")
    else:
        coin = QRectF(6, 4, 34, 34)
        painter.setPen(QPen(QColor("#7a5a10"), 2))
        painter.setBrush(QColor("#f4c542"))
        painter.drawRoundedRect(coin, 6, 6)
        painter.setPen(QColor("#2a1c00"))
        painter.setFont(_font(20, True))
        cost = card.cost if look.cost_now is None else look.cost_now
        painter.drawText(coin, Qt.AlignmentFlag.AlignCenter, str(cost))
        if look.cost_now is not None and look.cost_now != card.cost:
            painter.setFont(_font(11))
            painter.setPen(QColor("#6b5a3a"))
            painter.drawText(QRectF(42, 4, 40, 16), Qt.AlignmentFlag.AlignLeft, f"({card.cost})")

    # tags, right-aligned
    x = W - 6
    for tag in reversed(card.tags):
        x -= 30
        icons.paint(painter, icons.tag_icon(tag), QRectF(x, 6, 28, 28))

    y = 90.0
    if card.requirements:
        req = " · ".join(requirement_text(r) for r in card.requirements)
        box = QRectF(12, y, W - 24, 22)
        painter.setPen(QPen(QColor("#b0562a"), 1.5))
        painter.setBrush(QColor("#f7d9b8"))
        painter.drawRoundedRect(box, 5, 5)
        painter.setPen(QColor("#5a2a10"))
        _fit_text(painter, box.adjusted(4, 1, -4, -1), req, 12, 8, bold=True, align=Qt.AlignmentFlag.AlignCenter)
        y += 28
    if head:
        _cover(painter, outline, look)
        painter.restore()
        return

    bottom = H - 44 if (card.vp or card.holds_resource) else H - 10
    painter.setPen(QColor("#222222"))
    _fit_text(painter, QRectF(12, y, W - 24, bottom - y), i18n.card_text(card.text), 14, 6)  # long translations

    if card.holds_resource:
        icons.paint(painter, icons.resource_icon(card.holds_resource), QRectF(10, H - 40, 30, 30))
        if look.resources is not None:
            painter.setPen(QColor("#222222"))
            painter.setFont(_font(20, True))
            painter.drawText(QRectF(44, H - 40, 50, 30), Qt.AlignmentFlag.AlignVCenter, str(look.resources))
    if card.vp:
        badge = QRectF(W - 48, H - 46, 40, 38)
        painter.setPen(QPen(QColor("#5a3a1a"), 2))
        painter.setBrush(QColor("#c98b4a"))
        painter.drawEllipse(badge)
        painter.setPen(QColor("white"))
        icon = vp_icon(card.vp)
        if icon:
            text = vp_text(card.vp)
            painter.setFont(_font(14 if len(text) <= 2 else 11, True))
            painter.drawText(QRectF(badge.x() + 2, badge.y(), 20, badge.height()), Qt.AlignmentFlag.AlignVCenter, text)
            icons.paint(painter, icon, QRectF(badge.x() + 20, badge.y() + 10, 17, 17))
        else:
            _fit_text(painter, badge.adjusted(2, 2, -2, -2), vp_text(card.vp), 17, 8, bold=True,
                      align=Qt.AlignmentFlag.AlignCenter)
    if not card.is_corporation:
        painter.setPen(QColor("#8a7d68"))
        painter.setFont(_font(9))
        painter.drawText(QRectF(0, H - 14, W, 12), Qt.AlignmentFlag.AlignHCenter, card.number)

    if look.selected:  # kept, chosen: a check mark at the bottom, plain to see beside the accent outline
        mark = QRectF(W / 2 - 20, H - 50, 40, 40)
        painter.setPen(QPen(QColor("white"), 3))
        painter.setBrush(QColor(palette.ACCENT))
        painter.drawEllipse(mark)
        tick = QPainterPath()
        tick.moveTo(mark.left() + 10, mark.center().y() + 1)
        tick.lineTo(mark.left() + 17, mark.bottom() - 11)
        tick.lineTo(mark.right() - 9, mark.top() + 11)
        painter.setPen(QPen(QColor("white"), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(tick)
    _cover(painter, outline, look)
    painter.restore()


def _cover(painter: QPainter, outline: QPainterPath, look: CardLook) -> None:
    """A used card (its action taken) or one that cannot be played now, darkened."""
    if look.used:
        painter.fillPath(outline, QColor(30, 30, 30, 110))
    if look.dimmed:
        painter.fillPath(outline, QColor(20, 20, 28, 140))


STRIP_FONT = 13  # px of a folded card's name on one line
STRIP_FONT_TWO_LINES = 12  # px of a folded card's name on two lines
ICON_SIDE = 18.0  # px of the resources' icon on a folded card


def strip_font(lines: int) -> QFont:
    return _font(STRIP_FONT if lines == 1 else STRIP_FONT_TWO_LINES, True)


def strip_room(height: float) -> int:
    """How many lines of a name a strip this tall holds (1 or 2)."""
    return 2 if height >= 2 * QFontMetricsF(strip_font(2)).lineSpacing() else 1


def _counter_width(look: CardLook, side: float) -> float:
    """The count of resources on a folded card and the resource's icon: as wide as its digits, then the icon."""
    return QFontMetricsF(_font(side * 0.7, True)).horizontalAdvance(str(look.resources)) + 2 + side + 3


def _shows_count(card: CardDef, look: CardLook) -> bool:
    return bool(card.holds_resource) and look.resources is not None


def _wrap(name: str, font: QFont, widths: list[float]) -> list[str] | None:
    """`name` word-wrapped on lines of these widths (padded with empty ones), or None when it does not fit in them
    (a longer word, more lines)."""
    layout = QTextLayout(name, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines: list[str] | None = []
    for width in widths:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        if line.naturalTextWidth() > width + 0.5:
            lines = None
        if lines is not None:
            lines.append(name[line.textStart():line.textStart() + line.textLength()].strip())
    if layout.createLine().isValid():
        lines = None  # words left over
    layout.endLayout()
    if lines:  # the text ended early: the resources' count has a line of its own
        lines += [""] * (len(widths) - len(lines))
    return lines


def _strip_lines(width: float, card: CardDef, look: CardLook, room: int) -> list[str] | None:
    """The folded card's name on the `room` lines of a strip (the resources' count beside the last), or None."""
    name = i18n.card_name(card.name)
    counter = _counter_width(look, ICON_SIDE) if _shows_count(card, look) else 0.0
    font = strip_font(room)
    for count in range(1, room + 1):
        lines = _wrap(name, font, [width - 10] * (count - 1) + [width - 10 - counter])
        if lines is not None:
            return lines
    return None


def strip_lines(card: CardDef, look: CardLook, width: float) -> int:
    """How many lines a folded card's name takes on a strip `width` px wide (99: not whole on two)."""
    if _strip_lines(width, card, look, 1):
        return 1
    return 2 if _strip_lines(width, card, look, 2) else 99


def paint_strip(painter: QPainter, target: QRectF, card: CardDef, look: CardLook | None = None) -> None:
    """A played card folded to a strip, as cards overlap on the table: its colour band and name (on two lines
    when the strip is tall enough for two), the resources on it, dark once its action is used this generation
    (the large view shows the whole card)."""
    look = look or CardLook()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    band = QColor(palette.CARD_BG.get("corporation" if card.is_corporation else card.type, "#666666"))
    if card.is_prelude:
        band = QColor("#a3507f")
    shape = QPainterPath()
    shape.addRoundedRect(target.adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
    painter.fillPath(shape, band)
    room = strip_room(target.height())
    font = strip_font(room)
    fm = QFontMetricsF(font)
    side = min(ICON_SIDE, target.height() - 4)
    counter = _counter_width(look, side) if _shows_count(card, look) else 0.0
    lines = _strip_lines(target.width(), card, look, room) or [
        fm.elidedText(i18n.card_name(card.name), Qt.TextElideMode.ElideRight, target.width() - 10 - counter)]
    top = target.center().y() - len(lines) * fm.lineSpacing() / 2
    painter.setFont(font)
    painter.setPen(QColor("white"))
    for i, line in enumerate(lines):
        painter.drawText(QRectF(target.left() + 6, top + i * fm.lineSpacing(), target.width() - 10, fm.lineSpacing()),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
    if _shows_count(card, look):  # beside the last line
        y = top + (len(lines) - 0.5) * fm.lineSpacing() - side / 2
        icon = QRectF(target.right() - side - 2, y, side, side)
        painter.setFont(_font(side * 0.7, True))
        painter.drawText(QRectF(target.left(), y, icon.left() - 1 - target.left(), side),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(look.resources))
        icons.paint(painter, icons.resource_icon(card.holds_resource or "microbe"), icon)
    if look.used:
        painter.fillPath(shape, QColor(20, 20, 28, 140))
    painter.restore()
