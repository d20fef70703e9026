"""The game review in words (bots/review.py): the decision, the player's answer and `best`'s, what it cost.

Used by the window's review and by `tmdesk review` (QtCore only: the command runs without a display)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tmdesk.app import i18n
from tmdesk.app.widgets.hint_text import what
from tmdesk.bots.coach import Advice
from tmdesk.bots.review import Finding, Review, ReviewError
from tmdesk.engine import decisions as D

KINDS = {
    D.CHOOSE_START: QT_TRANSLATE_NOOP("Review", "Corporation and starting cards"),
    D.BUY_CARDS: QT_TRANSLATE_NOOP("Review", "Cards to buy"),
    D.DRAFT_PICK: QT_TRANSLATE_NOOP("Review", "Draft pick"),
    D.ACTION: QT_TRANSLATE_NOOP("Review", "Action"),
    D.SELECT_SPACE: QT_TRANSLATE_NOOP("Review", "Where to place a tile"),
    D.SELECT_CARD: QT_TRANSLATE_NOOP("Review", "A choice of card"),
    D.SELECT_CARDS: QT_TRANSLATE_NOOP("Review", "A choice of cards"),
    D.SELECT_PLAYER: QT_TRANSLATE_NOOP("Review", "A choice of player"),
    D.SELECT_OPTION: QT_TRANSLATE_NOOP("Review", "A choice on a card"),
    D.SELECT_AMOUNT: QT_TRANSLATE_NOOP("Review", "How many"),
    D.FINAL_GREENERY: QT_TRANSLATE_NOOP("Review", "Final greeneries"),
    D.PLAY_PRELUDE: QT_TRANSLATE_NOOP("Review", "Prelude to play"),
    D.SELECT_COLONY: QT_TRANSLATE_NOOP("Review", "A choice of colony"),
}
OTHER_KIND = QT_TRANSLATE_NOOP("Review", "A decision")


def _t(text: str) -> str:
    return QCoreApplication.translate("Review", text)


def kind(name: str) -> str:
    return _t(KINDS.get(name, OTHER_KIND))


def generation(n: int) -> str:
    return _t("Generation %1").replace("%1", str(n))


def answer(player: str, step: dict[str, Any]) -> str:
    """An answer as an instruction ("Play Comet.", "Pass.")."""
    do = step.get("do")
    if do == "pass":
        return _t("Pass.")
    if do == "end_turn":
        return _t("End the turn.")
    return what(Advice(player, step))


def loss(points: float) -> str:
    """What a decision cost, in whole points at the end ("less than 1 VP" below half a point)."""
    n = round(points)
    if n < 1:
        return _t("less than 1 VP")
    return i18n.translate("Review", i18n.QT_TRANSLATE_N_NOOP("Review", "about %n VP"), n)


def error(exc: ReviewError) -> str:
    text = _t(exc.message_id)
    for key, value in exc.args_dict.items():
        text = text.replace("{" + key + "}", i18n.player_name(str(value)))
    return text


def summary(r: Review) -> str:
    """One line: how many decisions were looked at, and how many `best` would have made otherwise at a cost."""
    looked = i18n.translate("Review", i18n.QT_TRANSLATE_N_NOOP("Review", "%n decisions reviewed"), r.decisions)
    costly = i18n.translate("Review", i18n.QT_TRANSLATE_N_NOOP(
        "Review", "%n where the strongest bot would have scored more"), len([f for f in r.findings if round(f.loss) >= 1]))
    return _t("%1 (%2): %3, %4.").replace("%1", _t("Review")).replace("%2", i18n.player_name(r.player)).replace(
        "%3", looked).replace("%4", costly)


def report(r: Review, top: int) -> list[str]:
    """The list as lines of text (the command's output): the summary, then one block per costly decision."""
    lines = [summary(r)]
    if not r.complete:
        lines.append(_t("The review was stopped before the end of the game."))
    shown = r.top(top)
    if not shown:
        lines.append(_t("No decision cost a point against the strongest bot's choice."))
    for n, f in enumerate(shown, 1):
        lines += [_t("%1. %2 — %3").replace("%1", str(n)).replace("%2", generation(f.generation)).replace(
                      "%3", kind(f.kind)),
                  "   " + _t("Played: %1").replace("%1", answer(r.player, f.played)),
                  "   " + _t("Strongest bot: %1").replace("%1", answer(r.player, f.best)),
                  "   " + _t("Cost: %1 at the end of the game (%2)").replace("%1", loss(f.loss)).replace(
                      "%2", sampled(f))]
    return lines


def sampled(f: Finding) -> str:
    return i18n.translate("Review", i18n.QT_TRANSLATE_N_NOOP("Review", "estimated on %n sampled deals"), f.samples)
