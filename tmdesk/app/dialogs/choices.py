"""One dialog per kind of choice an effect asks for: a player, a card, cards, an option, an amount.

Each dialog emits `answered(step)` with the engine step ({"answer": {...}}); it never changes the
game itself. Optional effects get a Skip button ({"skip": true}).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tmdesk.app import effects_text, i18n
from tmdesk.app.card_area import CardArea
from tmdesk.app.card_art import CardLook
from tmdesk.app.screen_fit import fit_to_screen
from tmdesk.engine.decisions import Decision


def prompt(decision: Decision) -> str:
    """What the choice is about, e.g. "Livestock: lower any player's plant production by 1"."""
    info = decision.info
    src = info.get("src")
    head = i18n.card_name(src) if src else ""
    t = lambda s: i18n.translate("Choices", s)  # noqa: E731
    if info.get("sell_patents"):
        body = t("Sell patents: choose the cards to sell for 1 M€ each.")
    elif info.get("world_government"):  # Venus Next
        body = t("World Government: choose a global parameter to raise.")
    elif info.get("world_government_ocean"):
        body = t("World Government terraforming: place an ocean tile for nobody — click a highlighted space.")
    elif decision.kind == "select_colony":  # Colonies: what the tile is chosen for
        body = {"remove_colony_tile": t("Solo game: choose the colony tile to leave out."),
                "build_colony": t("Build a colony: click a lit tile or pick it in the list."),
                "colony_track_up": t("Choose the colony tile whose marker moves up 1 step."),
                "colony_track_down": t("Choose another colony tile whose marker moves down 1 step."),
                "add_colony_tile": t("Choose a colony tile to put into play."),
                "trade": t("Trade without paying: choose the colony tile to trade with.")}.get(
            str(info.get("prompt")), t("Choose a colony tile."))
    elif decision.kind == "select_space":
        from tmdesk.app import log_text

        body = t("Place %1: click a highlighted space.").replace("%1", log_text.tile(str(info.get("tile", "city"))))
    elif info.get("action_branches"):
        body = t("Choose which action to use.")
    elif info.get("action_cost"):
        body = t("Choose how many to spend.")
    elif decision.kind == "select_amount" and info.get("target") and isinstance(info.get("effect"), dict) and (
            taken := info["effect"].get("remove_any_player") or info["effect"].get("steal_any_player")):
        from tmdesk.app import log_text  # the second question of "remove up to 3 plants from any player"

        (resource, _), = taken.items()
        body = (t("Take from %1 up to %2: how many?") if "steal_any_player" in info["effect"] else
                t("Remove from %1 up to %2: how many?")).replace("%1", log_text.player_name(str(info["target"]))).replace(
            "%2", log_text.counted(int(info.get("max", 1)), resource))
    elif isinstance(info.get("effect"), dict) and info["effect"]:
        body = effects_text.effect(info["effect"])
        body = body[:1].upper() + body[1:]
    else:
        body = {"select_player": t("Choose a player."), "select_card": t("Choose a card."),
                "select_cards": t("Choose cards."), "select_option": t("Choose one."),
                "select_amount": t("Choose an amount.")}.get(decision.kind, "")
    return t("%1: %2").replace("%2", body).replace("%1", head) if head else body  # fr: "Comète : Placez…"


class DecisionDialog(QDialog):
    answered = Signal(dict)

    def __init__(self, parent: QWidget, decision: Decision) -> None:
        super().__init__(parent)
        self.decision = decision
        self.setWindowTitle(self.tr("Your choice"))
        fit_to_screen(self)
        self.lay = QVBoxLayout(self)
        self.prompt = QLabel(prompt(decision))
        self.prompt.setObjectName("Prompt")
        self.prompt.setWordWrap(True)
        self.lay.addWidget(self.prompt)
        self.box = QDialogButtonBox()
        if decision.optional:
            skip = self.box.addButton(self.tr("Skip"), QDialogButtonBox.ButtonRole.RejectRole)
            skip.setToolTip(self.tr("This effect is optional: do not use it"))
            skip.clicked.connect(lambda: self._answer({"skip": True}))
        self.setWindowModality(Qt.WindowModality.WindowModal)

    def finish_layout(self) -> None:
        self.lay.addWidget(self.box)

    def _answer(self, answer: dict[str, Any]) -> None:
        self.answered.emit({"answer": answer})
        self.accept()

    def reject(self) -> None:
        """Escape or the close button: an optional effect is skipped; a required choice is only put
        aside (the prompt bar's "Choose…" button brings it back, and Undo stays reachable)."""
        if self.decision.optional:
            self._answer({"skip": True})
        else:
            super().reject()


class PlayerDialog(DecisionDialog):
    def __init__(self, parent: QWidget, decision: Decision) -> None:
        super().__init__(parent, decision)
        self.buttons: dict[str, QPushButton] = {}
        # the other players first, the chooser last: Enter on the first button must not hit one's own plants
        for name in sorted(decision.options, key=lambda n: n == decision.player):
            b = QPushButton(i18n.player_name(name))
            b.clicked.connect(lambda _=False, n=name: self._answer({"player": n}))
            self.lay.addWidget(b)
            self.buttons[name] = b
        self.finish_layout()


class OptionDialog(DecisionDialog):
    def __init__(self, parent: QWidget, decision: Decision) -> None:
        super().__init__(parent, decision)
        self.group = QButtonGroup(self)
        descriptions = decision.info.get("descriptions") or [None] * len(decision.options)
        for i, (option, desc) in enumerate(zip(decision.options, descriptions, strict=False)):
            text = effects_text.describe_option(desc if desc is not None else option)
            rb = QRadioButton(text)
            self.group.addButton(rb, i)
            self.lay.addWidget(rb)
            if i == 0:
                rb.setChecked(True)
        ok = self.box.addButton(QDialogButtonBox.StandardButton.Ok)
        ok.clicked.connect(lambda: self._answer({"option": self.decision.options[self.group.checkedId()]}))
        self.finish_layout()


class AmountDialog(DecisionDialog):
    def __init__(self, parent: QWidget, decision: Decision) -> None:
        super().__init__(parent, decision)
        self.spin = QSpinBox()
        self.spin.setRange(int(decision.info.get("min", 0)), int(decision.info.get("max", 0)))
        self.spin.setValue(self.spin.maximum())
        self.lay.addWidget(self.spin)
        ok = self.box.addButton(QDialogButtonBox.StandardButton.Ok)
        ok.clicked.connect(lambda: self._answer({"amount": self.spin.value()}))
        self.finish_layout()


class CardsDialog(DecisionDialog):
    """select_card (exactly one) and select_cards (min..max, maybe with a price): click cards to choose."""

    def __init__(self, parent: QWidget, decision: Decision, resources: dict[str, int] | None = None) -> None:
        super().__init__(parent, decision)
        self.single = decision.kind == "select_card"
        self.chosen: list[str] = []
        self.resources = resources or {}
        self.low = 1 if self.single else int(decision.info.get("min", 0))
        self.high = 1 if self.single else int(decision.info.get("max", len(decision.options)))
        self.area = CardArea("choice", wrap=True, scale=1.0)
        self.area.setMinimumSize(620, 230)
        self.area.clicked.connect(self.toggle)
        self.area.activated.connect(self.toggle)
        self.lay.addWidget(self.area)
        self.status = QLabel()
        self.lay.addWidget(self.status)
        self.ok = self.box.addButton(QDialogButtonBox.StandardButton.Ok)
        self.ok.clicked.connect(self._confirm)
        self.finish_layout()
        self._sync()

    def toggle(self, name: str) -> None:
        if name in self.chosen:
            self.chosen.remove(name)
        elif self.single:
            self.chosen = [name]
        elif len(self.chosen) < self.high:
            self.chosen.append(name)
        self._sync()

    def _sync(self) -> None:
        self.area.set_cards([(n, CardLook(selected=n in self.chosen, resources=self.resources.get(n)), "")
                             for n in self.decision.options])
        price = self.decision.info.get("price")
        text = i18n.translate("ChoiceDialog", i18n.QT_TRANSLATE_N_NOOP("ChoiceDialog", "%n card(s) chosen"), len(self.chosen))
        if price:
            text += " · " + self.tr("cost: %1 M€").replace("%1", str(price * len(self.chosen)))
        if not self.single:
            text += " · " + self.tr("choose %1 to %2").replace("%1", str(self.low)).replace("%2", str(self.high))
        self.status.setText(text)
        self.ok.setEnabled(self.low <= len(self.chosen) <= self.high)

    def _confirm(self) -> None:
        if self.single:
            self._answer({"card": self.chosen[0]})
        else:
            self._answer({"cards": list(self.chosen)})


def dialog_for(parent: QWidget, decision: Decision, resources: dict[str, int] | None = None) -> DecisionDialog | None:
    kinds = {"select_player": PlayerDialog, "select_option": OptionDialog, "select_amount": AmountDialog}
    if decision.kind in kinds:
        return kinds[decision.kind](parent, decision)
    if decision.kind in ("select_card", "select_cards"):
        return CardsDialog(parent, decision, resources)
    return None
