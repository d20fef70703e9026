"""Colonies: the trade dialog. The three payments (M€, energy, titanium, with the player's discount; those the player
cannot pay disabled with why), every tile in play with what trading there gives now and the colony bonuses its
colonies' owners get (the tiles closed to a trade disabled with why), and, with Trade Envoys or Trading Colony, how
many steps to move the marker up first. It offers exactly the engine's `trade` options and emits the chosen one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tmdesk.app import i18n, log_text
from tmdesk.app.colonies_text import bonus_text, resource_plural, sentence
from tmdesk.engine.expansions import colonies_trade
from tmdesk.engine.expansions.colony_tiles import (
    all_tiles,
    fleets_free,
    is_active,
    tiles,
    trade_discount,
    trade_offset,
)

if TYPE_CHECKING:
    from tmdesk.engine.game import Game
    from tmdesk.engine.state import PlayerState

CURRENCIES = ("megacredits", "energy", "titanium")


def _t(text: str) -> str:
    return QCoreApplication.translate("Colonies", text)


def payment_text(pay: dict[str, int]) -> str:
    return " + ".join(log_text.counted(n, r) for r, n in pay.items())


class TradeDialog(QDialog):
    traded = Signal(dict)  # the `trade` step

    def __init__(self, parent: QWidget, g: Game, p: PlayerState, options: list[dict[str, Any]]) -> None:
        super().__init__(parent)
        self.game, self.player = g, p
        self.options = [o for o in options if o["do"] == "trade"]
        self.setWindowTitle(_t("Trade with a colony"))
        lay = QVBoxLayout(self)
        costs = colonies_trade.trade_costs(p)
        discount = trade_discount(p)
        head = _t("Send one of your trade fleets (available: %1) to a colony tile: you get what its marker's step "
                  "gives, each colony there gives its owner the colony bonus, then the marker goes back.").replace(
            "%1", str(fleets_free(g, p.name)))
        intro = QLabel(head)
        intro.setWordWrap(True)
        lay.addWidget(intro)

        pay_box = QGroupBox(_t("Pay with"))
        pay_lay = QHBoxLayout(pay_box)
        self.pay_group = QButtonGroup(self)
        self.pay_buttons: dict[str, QRadioButton] = {}
        pays = {next(k for k in ("energy", "titanium") if k in o["pay"]) if set(o["pay"]) & {"energy", "titanium"}
                else "megacredits": o["pay"] for o in self.options}
        self.pays = pays
        for i, r in enumerate(CURRENCIES):
            text = log_text.counted(costs[r], r)
            if r in pays and set(pays[r]) != {r}:  # Helion: heat pays M€
                text += f" ({payment_text(pays[r])})"
            b = QRadioButton(text)
            b.setEnabled(r in pays)
            tip = _t("You have %1.").replace("%1", log_text.counted(p.resources[r], r))
            if discount:
                tip += " " + _t("Your cards make each trade %1 cheaper.").replace("%1", str(discount))
            if r not in pays:
                tip = _t("You cannot pay this way: you need %1.").replace("%1", log_text.counted(costs[r], r)) + " " + tip
            b.setToolTip(tip)
            self.pay_group.addButton(b, i)
            self.pay_buttons[r] = b
            pay_lay.addWidget(b)
        first = next((r for r in CURRENCIES if r in pays), None)
        if first is not None:
            self.pay_buttons[first].setChecked(True)
        lay.addWidget(pay_box)

        self.offset = trade_offset(p)
        self.spin: QSpinBox | None = None
        if self.offset:
            row = QHBoxLayout()
            label = QLabel(_t("Steps to move the marker up first (your cards allow up to %1):").replace(
                "%1", str(self.offset)))
            self.spin = QSpinBox()
            self.spin.setRange(0, self.offset)
            self.spin.setValue(self.offset)
            self.spin.setToolTip(_t("Steps the marker moves up before you trade; fewer may give something else "
                                    "(Europa's production)"))
            self.spin.valueChanged.connect(lambda *_: self._describe_tiles())
            label.setBuddy(self.spin)
            row.addWidget(label)
            row.addWidget(self.spin)
            row.addStretch(1)
            lay.addLayout(row)

        tiles_box = QGroupBox(_t("Colony tile"))
        self.tiles_lay = QVBoxLayout(tiles_box)
        self.tile_group = QButtonGroup(self)
        self.tile_buttons: dict[str, QRadioButton] = {}
        open_tiles = {o["colony"] for o in self.options}
        for i, name in enumerate(tiles(g)):
            b = QRadioButton()
            b.setEnabled(name in open_tiles)
            self.tile_group.addButton(b, i)
            self.tile_buttons[name] = b
            self.tiles_lay.addWidget(b)
        chosen = next((n for n in tiles(g) if n in open_tiles), None)
        if chosen is not None:
            self.tile_buttons[chosen].setChecked(True)
        lay.addWidget(tiles_box)
        self._describe_tiles()

        self.box = QDialogButtonBox()
        self.ok = self.box.addButton(_t("Trade"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok.setDefault(True)
        self.ok.setEnabled(first is not None and chosen is not None)
        self.ok.clicked.connect(self._trade)
        cancel = self.box.addButton(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(_t("Cancel"))
        cancel.clicked.connect(self.reject)
        lay.addWidget(self.box)

    def _describe_tiles(self) -> None:
        g, p = self.game, self.player
        bonus = self.spin.value() if self.spin is not None else 0
        for name, b in self.tile_buttons.items():
            t = tiles(g)[name]
            label = i18n.term(name)
            if b.isEnabled():
                step = colonies_trade.income_step(g, p, name, bonus)
                label += " — " + _t("step %1: %2").replace("%1", str(step)).replace(
                    "%2", sentence(all_tiles()[name].income(step)))
                owners = [bonus_text(o, name) for o in t["colonies"]]
                if owners:
                    label += "\n    " + _t("colony bonuses: %1").replace("%1", "; ".join(owners))
                b.setToolTip("")
            else:
                if not is_active(g, name):
                    why = _t("inactive: it waits for a card that holds %1").replace(
                        "%1", resource_plural(all_tiles()[name].resource))
                else:
                    why = _t("a trade fleet is already there this generation (%1)").replace(
                        "%1", ", ".join(log_text.player_name(o) for o in t["fleets"]))
                label += " — " + why
                b.setToolTip(why)
            b.setText(label)

    def choice(self) -> dict[str, Any] | None:
        """The `trade` step chosen (None: nothing can be chosen)."""
        tile = next((n for n, b in self.tile_buttons.items() if b.isChecked()), None)
        currency = next((r for r, b in self.pay_buttons.items() if b.isChecked()), None)
        if tile is None or currency is None:
            return None
        step: dict[str, Any] = {"do": "trade", "colony": tile, "pay": dict(self.pays[currency])}
        if self.spin is not None:
            step["track_bonus"] = self.spin.value()
        return step

    def _trade(self) -> None:
        step = self.choice()
        if step is not None:
            self.traded.emit(step)
            self.accept()
