"""What the player does in the game view, turned into engine steps: playing a card (with the payment
dialog when there is a choice), the action buttons, placing a tile, and the dialog for each other kind
of choice. Nothing here changes the game: everything goes through `GameSession.submit`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

from tmdesk.app import i18n, log_text
from tmdesk.app.dialogs.choices import dialog_for
from tmdesk.app.dialogs.payment import PaymentDialog, payment_choices
from tmdesk.app.dialogs.trade import TradeDialog
from tmdesk.app.dialogs.world_government import WorldGovernmentDialog
from tmdesk.engine import actions, rules, standard_projects

CHOICE_KINDS = ("select_player", "select_card", "select_cards", "select_option", "select_amount")


def _t(text: str) -> str:
    return QCoreApplication.translate("GameView", text)


class GameInput:
    """Mixed into GameView (which owns `session`, `privacy`, `scene`, `dialog`...)."""

    confirm_box: QMessageBox | None = None  # the open "are you sure?" question, if any
    trade_dialog: TradeDialog | None = None  # Colonies: the open trade dialog, if any

    # --- decision dialogs ---------------------------------------------------------------------

    def _sync_dialog(self, mine) -> None:  # noqa: ANN001
        if self.dialog is not None and self.dialog_for_decision == mine:
            return
        self.close_dialog()
        if mine is None or mine.kind not in CHOICE_KINDS:
            return
        resources = {}
        for p in self.session.game.state.players:
            resources.update(p.card_resources)
        if mine.info.get("world_government"):  # Venus Next: its own dialog, with the parameters' values
            self.dialog = WorldGovernmentDialog(self, mine, self.session.game)
        else:
            self.dialog = dialog_for(self, mine, resources)
        if self.dialog is not None:
            self.dialog_for_decision = mine
            if mine.info.get("prelude") == "play_from_hand":  # Eccentric Sponsor, Ecology Experts: pay for it
                self.dialog.answered.connect(lambda step, d=mine: self._play_from_hand(d, step))
            else:
                self.dialog.answered.connect(self.session.submit)
            self.dialog.open()

    def _play_from_hand(self, decision, step: dict[str, Any]) -> None:  # noqa: ANN001
        """The card a Prelude plays from hand, then how to pay for it (at the Prelude's discount)."""
        from tmdesk.engine.prelude import cost_from_hand

        name = step.get("answer", {}).get("card")
        g = self.session.game
        if not name or g is None:
            self.session.submit(step)
            return
        p = g.player(decision.player)
        cost = cost_from_hand(g, p, decision.info["effect"]["play_from_hand"], name)
        answer = {"card": name, "pay": {"megacredits": cost} if cost else {}}
        if not payment_choices(p, g.cards[name], cost):
            self.session.submit({"answer": answer})
            return
        self.payment_dialog = PaymentDialog(self, p, g.cards[name], cost, i18n.card_name(name))
        self.payment_dialog.paid.connect(lambda pay: self.session.submit({"answer": dict(answer, pay=pay)}))
        self.payment_dialog.open()

    def close_dialog(self) -> None:
        if self.dialog is not None:
            dlg, self.dialog = self.dialog, None
            self.dialog_for_decision = None
            dlg.answered.disconnect()
            dlg.done(0)
            dlg.deleteLater()

    # --- gestures -> steps ----------------------------------------------------------------------

    def current(self):  # noqa: ANN201
        g = self.session.game
        return g, self.privacy.open_decision(g)

    def request_play(self, name: str) -> None:
        g, d = self.current()
        if g is None or d is None or d.kind != "action":
            self.show_problem(_t("You can play a card only on your turn."))
            return
        p = g.player(d.player)
        if {"do": "play_card", "card": name} not in d.options:
            why = actions.play_failure(g, p, name)
            self.show_problem(log_text.message(why.id, why.args) if why else _t("This card cannot be played now."))
            return
        card = g.cards[name]
        cost = rules.card_cost(p, card)
        step = {"do": "play_card", "card": name}
        self._pay_then_submit(p, card, cost, step, i18n.card_name(name))

    def request_card_action(self, name: str) -> None:
        g, d = self.current()
        if d is not None and {"do": "card_action", "card": name} in d.options:
            self.session.submit({"do": "card_action", "card": name})

    def request_action(self, option: dict[str, Any]) -> None:
        g, d = self.current()
        if g is None or d is None:
            return
        p = g.player(d.player)
        if option["do"] == "trade":  # Colonies: the tile and the payment in one dialog
            self.open_trade(g, p, d.options)
            return
        cost = 0
        if option["do"] == "standard_project" and option["project"] != "sell_patents":
            cost = standard_projects.project_cost(p, option["project"])
        elif option["do"] == "claim_milestone":
            cost = actions.MILESTONE_COST
        elif option["do"] == "fund_award":
            cost = actions.award_cost(g)
        what = i18n.project_name(option["project"]) if "project" in option else i18n.term(
            option.get("milestone") or option.get("award") or "")
        if option["do"] == "pass":
            self.ask_first(_t("Pass for the rest of this generation? You take no more actions until the next one."),
                           _t("Pass"), lambda: self.session.submit(option))
        elif option["do"] == "fund_award":
            self.ask_first(_t("Fund the %1 award for %2 M€?").replace("%1", what).replace("%2", str(cost)),
                           _t("Fund"), lambda: self._pay_then_submit(p, None, cost, option, what))
        else:
            self._pay_then_submit(p, None, cost, option, what)

    def open_trade(self, g, p, options: list[dict[str, Any]]) -> None:  # noqa: ANN001
        self.trade_dialog = TradeDialog(self, g, p, options)
        self.trade_dialog.traded.connect(self.session.submit)
        self.trade_dialog.open()

    def ask_first(self, text: str, yes: str, then: Callable[[], Any]) -> None:
        """A misclick must not cost the game: confirm (Enter) or cancel (Esc) before `then`."""
        if self.confirm_box is not None:
            self.confirm_box.done(0)
        box = QMessageBox(QMessageBox.Icon.Question, _t("Please confirm"), text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, self)
        box.button(QMessageBox.StandardButton.Yes).setText(yes)
        box.button(QMessageBox.StandardButton.Cancel).setText(_t("Cancel"))
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def finished(_result: int) -> None:
            confirmed = box.clickedButton() is box.button(QMessageBox.StandardButton.Yes)
            if self.confirm_box is box:
                self.confirm_box = None
            if confirmed:
                then()

        box.finished.connect(finished)
        self.confirm_box = box
        box.open()

    def _pay_then_submit(self, p, card, cost: int, step: dict[str, Any], what: str) -> None:  # noqa: ANN001
        if not payment_choices(p, card, cost):
            self.session.submit(step)
            return
        self.payment_dialog = PaymentDialog(self, p, card, cost, what)
        self.payment_dialog.paid.connect(lambda pay: self.session.submit(dict(step, pay=pay)))
        self.payment_dialog.open()

    def place_on(self, space: str | None) -> None:
        if not space or space not in self.scene.legal_spaces():
            return
        step = {"answer": {"space": space}}
        if self.session.draws_a_card(step):  # a drawn card cannot be undone
            drawn = max(1, log_text.shown_board().spaces[space].bonus.count("card"))  # as many as the space shows
            question = i18n.translate("GameView", i18n.QT_TRANSLATE_N_NOOP(
                "GameView", "Placing the tile here draws %n card(s), and that cannot be undone. Place it here?"), drawn)
            self.ask_first(question, _t("Place"), lambda: self.session.submit(step))
        else:
            self.session.submit(step)
