"""Set-up, research and draft as card areas: click the cards to keep (a click again gives one back;
Enter, Space, a double-click or dragging them into the "keep" area do the same), watch the cost, confirm.
The offered cards stay where they are, a kept one marked; the kept ones are also shown apart, small,
beside them (a click there gives one back).

- choose_start: pick one of the dealt corporations (click), keep any of the 10 cards at 3 M€ each (the
  corporation's price: Polyphemos pays 5).
- buy_cards: keep any of the 4 cards at 3 M€ each (the price the engine says).
- draft_pick: keep exactly one card of the packet.
- With Prelude, choose_start also shows the 4 dealt Preludes: click 2 to keep them; play_prelude shows the
  kept Preludes not yet played: click (or double-click) the one to play now.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from tmdesk.app import i18n
from tmdesk.app.card_area import CardArea
from tmdesk.app.card_art import CardLook
from tmdesk.cards.loader import catalogue
from tmdesk.engine import rules

if TYPE_CHECKING:
    from tmdesk.engine.decisions import Decision
    from tmdesk.engine.game import Game

PRELUDES_KEPT = 2
KEPT_SCALE = 0.5  # the kept cards, shown apart: small (the large view shows one when hovered)
KEPT_COLUMNS = 2


def _section(lay: QVBoxLayout, area: QWidget) -> QLabel:
    """A titled section of the screen: its title (set in retranslate), then its cards."""
    title = QLabel()
    title.setObjectName("SectionTitle")
    title.setWordWrap(True)
    lay.addWidget(title)
    lay.addWidget(area)
    return title


class PickScreen(QWidget):
    submitted = Signal(dict)
    hovered = Signal(str, bool)

    def __init__(self, scale: float = 1.0) -> None:
        super().__init__()
        self.setObjectName("PickScreen")
        self.decision: Decision | None = None
        self.kept: list[str] = []
        self.corporation: str | None = None
        self.preludes: list[str] = []  # the Preludes chosen to keep
        self.money = 0
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 4, 8, 6)
        self.title = QLabel()
        self.title.setObjectName("ScreenTitle")
        self.title.setWordWrap(True)
        outer.addWidget(self.title)
        self.page = QScrollArea()  # the cards scroll; the title and the Confirm button always stay in view
        self.page.setWidgetResizable(True)
        inner = QWidget()
        lay = QVBoxLayout(inner)
        self.page.setWidget(inner)
        outer.addWidget(self.page, 1)
        self.corporations = CardArea("corporations", scale=scale)
        self.corporations.clicked.connect(self.choose_corporation)
        self.corporations.activated.connect(self.choose_corporation)
        self.prelude_area = CardArea("preludes", scale=scale)
        self.prelude_area.clicked.connect(self.choose_prelude)
        self.prelude_area.activated.connect(self.choose_prelude)
        self.offered = CardArea("offered", wrap=True, scale=scale, grow=True)
        self.offered.accepts_from = {"keep"}
        self.keep = CardArea("keep", wrap=True, scale=scale * KEPT_SCALE, grow=True)
        self.keep.setObjectName("DropArea")
        self.keep.accepts_from = {"offered"}
        self.corp_label, self.prelude_label = (_section(lay, area) for area in (self.corporations, self.prelude_area))
        cards = QHBoxLayout()  # the offered cards, and beside them the kept ones
        offer_box, keep_box = QVBoxLayout(), QVBoxLayout()
        self.offer_label, self.keep_label = _section(offer_box, self.offered), _section(keep_box, self.keep)
        offer_box.addStretch(1)
        keep_box.addStretch(1)
        cards.addLayout(offer_box, 1)
        cards.addLayout(keep_box)
        lay.addLayout(cards)
        lay.addStretch(1)
        self._fit_keep_width()
        self._last_click: tuple[str, float] | None = None
        for area in (self.offered, self.keep, self.corporations, self.prelude_area):
            area.hovered.connect(self.hovered)
        self.offered.dropped.connect(lambda name, _src: self.move(name, keep=False))
        self.keep.dropped.connect(lambda name, _src: self.move(name, keep=True))
        self.offered.clicked.connect(self._offer_clicked)
        self.offered.activated.connect(self._offer_activated)
        self.keep.clicked.connect(lambda name: self.move(name, keep=False))
        self.keep.activated.connect(lambda name: self.move(name, keep=False))
        bottom = QHBoxLayout()
        self.cost = QLabel()
        self.cost.setObjectName("Cost")
        self.cost.setWordWrap(True)  # a long price line must not set the window's minimum width
        self.confirm = QPushButton()
        self.confirm.setObjectName("Confirm")
        self.confirm.setDefault(True)
        self.confirm.clicked.connect(self._confirm)
        bottom.addWidget(self.cost, 1)
        bottom.addWidget(self.confirm)
        outer.addLayout(bottom)
        self.retranslate()

    # --- state -----------------------------------------------------------------------------

    def set_decision(self, game: Game, decision: Decision) -> None:
        if self.decision is not None and decision == self.decision:
            return
        self.decision = decision
        self.kept = []
        self.preludes = []
        p = game.player(decision.player)
        self.money = p.resources["megacredits"]
        self.corporation = None
        if decision.kind == "choose_start" and len(decision.options) == 1:
            self.corporation = decision.options[0]
        self.retranslate()
        self._sync()

    def set_scale(self, scale: float) -> None:
        for area in self.areas():
            area.set_scale(scale * KEPT_SCALE if area is self.keep else scale)
        self._fit_keep_width()

    def areas(self) -> tuple[CardArea, ...]:
        return self.corporations, self.prelude_area, self.offered, self.keep

    def clear(self) -> None:
        """Show no card at all (pass-and-play: the next player must not see the previous one's)."""
        self.decision = None
        for area in self.areas():
            area.set_cards([])

    def offered_cards(self) -> list[str]:
        d = self.decision
        if d is None:
            return []
        return list(d.info.get("cards", [])) if d.kind == "choose_start" else list(d.options)

    def choose_corporation(self, name: str) -> None:
        if self.decision is not None and self.decision.kind == "choose_start" and name in self.decision.options:
            self.corporation = name
            self._sync()

    def dealt_preludes(self) -> list[str]:
        d = self.decision
        if d is None:
            return []
        return list(d.options) if d.kind == "play_prelude" else list(d.info.get("preludes", []))

    def choose_prelude(self, name: str) -> None:
        d = self.decision
        if d is None or name not in self.dealt_preludes():
            return
        if d.kind == "play_prelude":
            self.submitted.emit({"do": "play_prelude", "card": name})
            return
        if name in self.preludes:
            self.preludes.remove(name)
        elif len(self.preludes) < PRELUDES_KEPT:
            self.preludes.append(name)
        self._sync()

    def toggle(self, name: str) -> None:
        """Keep an offered card, or give a kept one back."""
        self.move(name, keep=name not in self.kept)

    def _offer_clicked(self, name: str) -> None:
        self._last_click = (name, time.monotonic())
        self.toggle(name)

    def _offer_activated(self, name: str) -> None:
        """Enter or Space; a double-click's second half is not a second toggle (its first click was one)."""
        last = self._last_click
        if last is not None and last[0] == name and time.monotonic() - last[1] < QApplication.doubleClickInterval() / 1000:
            return
        self.toggle(name)

    def _fit_keep_width(self) -> None:
        """Room for two small kept cards side by side."""
        self.keep.setFixedWidth(KEPT_COLUMNS * (self.keep.scale * 140 + 8) + 16)

    def move(self, name: str, keep: bool) -> None:
        if name not in self.offered_cards():
            return
        if keep and name not in self.kept:
            if self.decision is not None and self.decision.kind == "draft_pick":
                self.kept = []
            self.kept.append(name)
        elif not keep and name in self.kept:
            self.kept.remove(name)
        self._sync()

    def beginner(self) -> bool:
        return self.corporation is not None and catalogue()[self.corporation].beginner

    def unit_price(self) -> int:
        """M€ per card kept: the research phase's price, or at set-up the chosen corporation's (Polyphemos: 5)."""
        d = self.decision
        if d is not None and d.kind == "buy_cards":
            return int(d.info.get("price", rules.CARD_PRICE))
        return rules.card_price_with(catalogue()[self.corporation]) if self.corporation else rules.CARD_PRICE

    def price(self) -> int:
        if self.decision is None or self.decision.kind == "draft_pick" or self.beginner():
            return 0
        return self.unit_price() * len(self.kept)

    def available(self) -> int:
        if self.decision is not None and self.decision.kind == "choose_start":
            return catalogue()[self.corporation].starting_megacredits if self.corporation else 0
        return self.money

    def problem(self) -> str | None:
        d = self.decision
        if d is None:
            return ""
        if d.kind == "choose_start" and self.corporation is None:
            return self.tr("Choose a corporation first.")
        if d.kind == "choose_start" and self.dealt_preludes() and len(self.preludes) != PRELUDES_KEPT:
            return self.tr("Choose the 2 Preludes you keep.")
        if d.kind == "play_prelude":
            return self.tr("Click the Prelude to play now.")
        if d.kind == "draft_pick" and len(self.kept) != 1:
            return self.tr("Click the card you keep.")  # the kept area is beside the offer, not below it
        if self.price() > self.available():
            return self.tr("Not enough M€: %1 needed, %2 available.").replace("%1", str(self.price())).replace(
                "%2", str(self.available()))
        return None

    def _sync(self) -> None:
        d = self.decision
        if d is None:
            return
        beginner = self.beginner()
        if beginner:
            self.kept = self.offered_cards()
        corps = d.options if d.kind == "choose_start" else []
        self.corporations.set_cards([(c, CardLook(selected=c == self.corporation), self.tr("Click to choose"))
                                     for c in corps])
        self.corporations.setVisible(bool(corps))
        self.corp_label.setVisible(bool(corps))
        preludes = self.dealt_preludes()
        tip = self.tr("Click to play it now") if d.kind == "play_prelude" else self.tr("Click to keep or give back")
        self.prelude_area.set_cards([(c, CardLook(selected=c in self.preludes), tip) for c in preludes])
        self.prelude_area.setVisible(bool(preludes))
        self.prelude_label.setVisible(bool(preludes))
        picking = d.kind != "play_prelude"
        for w in (self.offer_label, self.offered, self.keep_label, self.keep):
            w.setVisible(picking)
        keep_tip, back_tip = self.tr("Click to keep it"), self.tr("Kept: click to give it back")
        offer = i18n.QT_TRANSLATE_N_NOOP("PickScreen", "%n offered card(s) — click the one you keep") \
            if d.kind == "draft_pick" else i18n.QT_TRANSLATE_N_NOOP("PickScreen", "%n offered card(s) — click the ones you keep")
        self.offer_label.setText(i18n.translate("PickScreen", offer, len(self.offered_cards())))  # at 1280×720 the
        # first row alone shows: the count says there are more
        self.offered.set_cards([(c, CardLook(selected=c in self.kept), back_tip if c in self.kept else keep_tip)
                                for c in self.offered_cards()])
        self.keep.set_cards([(c, CardLook(), back_tip) for c in self.kept])
        self._set_title()  # (the price of a card follows the corporation chosen)
        why = self.problem()
        if d.kind == "play_prelude":
            text = ""
        elif d.kind == "draft_pick":
            text = self.tr("Kept: %1").replace("%1", ", ".join(i18n.card_name(c) for c in self.kept) or "—")
        elif beginner:
            text = self.tr("The Beginner Corporation keeps all 10 cards for free.")
        else:
            text = i18n.translate("PickScreen", i18n.QT_TRANSLATE_N_NOOP(
                "PickScreen", "%n card(s) × %3 M€ = %1 M€ · you have %2 M€"), len(self.kept)).replace(
                "%1", str(self.price())).replace("%2", str(self.available())).replace("%3", str(self.unit_price()))
        self.cost.setText("  —  ".join(part for part in (text, why) if part))
        self.confirm.setEnabled(why is None)
        self.confirm.setVisible(d.kind != "play_prelude")  # a click on the Prelude plays it: nothing to confirm

    def step(self) -> dict[str, Any] | None:
        d = self.decision
        if d is None or self.problem() is not None:
            return None
        if d.kind == "choose_start":
            step = {"do": "choose_start", "corporation": self.corporation, "cards": list(self.kept)}
            if self.dealt_preludes():
                step["preludes"] = list(self.preludes)
            return step
        if d.kind == "buy_cards":
            return {"do": "buy_cards", "cards": list(self.kept)}
        return {"do": "draft_pick", "card": self.kept[0]}

    def _confirm(self) -> None:
        step = self.step()
        if step is not None:
            self.submitted.emit(step)

    def _set_title(self) -> None:
        d = self.decision
        name = d.player if d else ""
        kind = d.kind if d else "choose_start"
        titles = {
            "choose_start": self.tr("%1, choose your corporation and the project cards you keep (%2 M€ each)."),
            "buy_cards": self.tr("%1, research: keep the cards you want to buy (%2 M€ each)."),
            "draft_pick": self.tr("%1, draft: keep one card; the rest go to your neighbour."),
            "play_prelude": self.tr("%1, play your Preludes before the first action: click the one to play now."),
        }
        if kind == "choose_start" and self.dealt_preludes():
            titles[kind] = self.tr("%1, choose your corporation, the project cards you keep (%2 M€ each) and 2 Preludes.")
        self.title.setText(titles.get(kind, "%1").replace("%2", str(self.unit_price())).replace("%1", name))

    def retranslate(self) -> None:
        d = self.decision
        self._set_title()
        self.corp_label.setText(self.tr("Corporations (click one)"))
        if d is not None and d.kind == "play_prelude":
            self.prelude_label.setText(self.tr("Your Preludes"))
        else:
            self.prelude_label.setText(self.tr("Preludes (click the 2 you keep)"))
        self.keep_label.setText(self.tr("Kept"))
        self.keep.set_placeholder(self.tr("None yet"))
        self.confirm.setText(self.tr("Confirm"))
        self.confirm.setToolTip(self.tr("Confirm your choice (Enter)"))
        if d is not None:
            self._sync()
