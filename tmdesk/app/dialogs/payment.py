"""Payment: how much steel, titanium, heat (Helion) or card resources (Psychrophiles' microbes, Dirigibles'
floaters) to spend; M€ makes up the rest.

Shown only when there is a real choice. The engine's own check (`rules.check_payment`) decides
whether the payment is valid, so the dialog and the rules can never disagree. It opens on the payment a
careful player picks (`careful_payment`): heat is worth temperature steps, so it is kept while M€ can pay.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tmdesk.app import i18n, icons, log_text
from tmdesk.app.screen_fit import fit_to_screen
from tmdesk.cards.loader import catalogue
from tmdesk.cards.model import CardDef
from tmdesk.engine import rules
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.state import PlayerState

CHOICES = ("steel", "titanium", "heat")


def payment_choices(p: PlayerState, card: CardDef | None, cost: int, extra: tuple[str, ...] = ()) -> list[str]:
    """The resources other than M€ the player could use here (empty: pay in M€ without asking)."""
    if cost <= 0:
        return []
    allowed = rules.allowed_payment(p, card) + list(extra)
    cards = [r for r in allowed if r not in rules.PAYMENT_RESOURCES]  # own cards whose resources may pay
    return [r for r in (*CHOICES, *cards) if r in allowed and _have(p, r) > 0]


def careful_payment(p: PlayerState, cost: int, card: CardDef | None, extra: tuple[str, ...] = ()) -> dict[str, int]:
    """The engine's default payment (steel, titanium and card resources first: they pay for nothing else), with
    Helion's heat given back for the M€ the player has left: heat only covers what M€ cannot. Checked by the
    engine's rule; when that payment is not valid, the engine's default stands."""
    pay = rules.default_payment(p, cost, card, extra) or {}
    value = rules.resource_values(p)["heat"]
    spare = p.resources["megacredits"] - pay.get("megacredits", 0)
    swap = min(pay.get("heat", 0), spare // value) if value > 0 else 0
    if not swap:
        return pay
    careful = dict(pay, heat=pay["heat"] - swap, megacredits=pay.get("megacredits", 0) + swap * value)
    careful = {r: n for r, n in careful.items() if n}
    try:
        rules.check_payment(p, cost, careful, card, extra)
    except IllegalAction:
        return pay
    return careful


def _have(p: PlayerState, r: str) -> int:
    return rules.have(p, r)


def _label(p: PlayerState, r: str) -> str:
    """A resource by its name; a card's resources by the card's name (Psychrophiles, Dirigibles)."""
    return i18n.term(r) if r in p.resources else i18n.card_name(rules.paying_card(p, r))


def _icon(p: PlayerState, r: str) -> str:
    if r in p.resources:
        return icons.resource_icon(r)
    return icons.resource_icon(catalogue()[rules.paying_card(p, r)].holds_resource or "microbe")


class PaymentDialog(QDialog):
    paid = Signal(dict)

    def __init__(self, parent: QWidget, p: PlayerState, card: CardDef | None, cost: int, what: str,
                 extra: tuple[str, ...] = ()) -> None:
        super().__init__(parent)
        self.p, self.card, self.cost, self.extra = p, card, cost, extra
        self.values = rules.resource_values(p)
        self.setWindowTitle(self.tr("Payment"))
        fit_to_screen(self)
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(self.tr("%1 costs %2 M€. How do you pay?").replace("%1", what).replace("%2", str(cost))))
        form = QFormLayout()
        self.spins: dict[str, QSpinBox] = {}
        default = careful_payment(p, cost, card, extra)
        for r in payment_choices(p, card, cost, extra):
            spin = QSpinBox()
            spin.setRange(0, _have(p, r))
            spin.setValue(default.get(r, 0))
            spin.setSuffix(" / " + str(_have(p, r)))
            spin.setToolTip(self.tr("Each %1 is worth %2 M€").replace("%1", _label(p, r)).replace("%2", str(self.values[r])))
            spin.valueChanged.connect(self._update)
            row = QHBoxLayout()
            icon = QLabel()
            icon.setPixmap(icons.pixmap(_icon(p, r), 20))
            row.addWidget(icon)
            row.addWidget(spin, 1)
            form.addRow(_label(p, r), row)
            self.spins[r] = spin
        self.megacredits = QLabel()
        form.addRow(i18n.term("megacredits"), self.megacredits)
        lay.addLayout(form)
        self.problem = QLabel()
        self.problem.setObjectName("Problem")
        self.problem.setWordWrap(True)
        lay.addWidget(self.problem)
        self.box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.box.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Pay"))
        self.box.accepted.connect(self._accept)
        self.box.rejected.connect(self.reject)
        lay.addWidget(self.box)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self._update()

    def payment(self) -> dict[str, Any]:
        pay = {r: s.value() for r, s in self.spins.items() if s.value()}
        covered = sum(n * self.values[r] for r, n in pay.items())
        mc = max(0, self.cost - covered)
        if mc:
            pay["megacredits"] = mc
        return pay

    def _problem(self) -> str | None:
        pay = self.payment()
        try:
            rules.check_payment(self.p, self.cost, pay, self.card, self.extra)
        except IllegalAction as exc:
            return log_text.message(exc.message_id, exc.args_dict)
        return None

    def _update(self) -> None:
        pay = self.payment()
        self.megacredits.setText(f"{pay.get('megacredits', 0)} / {self.p.resources['megacredits']}")
        why = self._problem()
        self.problem.setText(why or "")
        self.box.button(QDialogButtonBox.StandardButton.Ok).setEnabled(why is None)

    def _accept(self) -> None:
        if self._problem() is None:
            self.paid.emit(self.payment())
            self.accept()
