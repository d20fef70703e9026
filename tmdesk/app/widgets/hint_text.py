"""The coach's advice in words: what the Hard bot would do (the card, the space) and why (what it brings)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from tmdesk.app import effects_text, i18n, log_text
from tmdesk.bots.coach import Advice
from tmdesk.engine.decisions import Decision


def _t(text: str) -> str:
    return QCoreApplication.translate("Hint", text)


def what(advice: Advice, decision: Decision | None = None) -> str:
    """The advised answer, as a sentence (`decision`: the one advised on, to name an option as its dialog does)."""
    step = advice.step
    do = step.get("do")
    if do == "play_card":
        return _t("Play %1.").replace("%1", i18n.card_name(step["card"]))
    if do == "standard_project":
        return _t("Use the standard project: %1.").replace("%1", i18n.project_name(step["project"]))
    if do == "claim_milestone":
        return _t("Claim the milestone %1.").replace("%1", i18n.term(step["milestone"]))
    if do == "fund_award":
        return _t("Fund the award %1.").replace("%1", i18n.term(step["award"]))
    if do == "card_action":
        return _t("Use the action of %1.").replace("%1", i18n.card_name(step["card"]))
    if do == "convert_plants":
        return _t("Turn plants into a greenery.")
    if do == "convert_heat":
        return _t("Turn 8 heat into a temperature step.")
    if do == "pass":
        return _t("Pass: nothing you can do now is worth what it costs.")
    if do == "end_turn":
        return _t("End your turn here.")
    if do == "choose_start":
        return _t("Take %1 and keep these cards: %2.").replace("%1", i18n.card_name(step["corporation"])).replace(
            "%2", _cards(step.get("cards", [])))
    if do == "buy_cards":
        return _t("Buy these cards: %1.").replace("%1", _cards(step["cards"])) if step["cards"] else \
            _t("Buy no card this time.")
    if do == "draft_pick":
        return _t("Pick %1.").replace("%1", i18n.card_name(step["card"]))
    return _answer(step.get("answer", {}), decision)


def _answer(answer: dict[str, Any], decision: Decision | None) -> str:
    if answer.get("skip"):
        return _t("Skip this choice.")
    if "space" in answer:
        return _t("Place it on %1.").replace("%1", log_text.space_name(answer["space"]))
    if "card" in answer:
        return _t("Choose %1.").replace("%1", i18n.card_name(answer["card"]))
    if "cards" in answer:
        return _t("Choose: %1.").replace("%1", _cards(answer["cards"]))
    if "player" in answer:
        return _t("Choose %1.").replace("%1", i18n.player_name(str(answer["player"])))
    if "option" in answer and decision is not None and answer["option"] in decision.options:
        descriptions = decision.info.get("descriptions") or [None] * len(decision.options)
        i = list(decision.options).index(answer["option"])
        desc = descriptions[i] if i < len(descriptions) else None
        return _t("Choose: %1.").replace("%1", effects_text.describe_option(desc if desc is not None else answer["option"]))
    (key, value), = answer.items()
    return _t("Choose %1.").replace("%1", str(value if key == "amount" else value + 1 if isinstance(value, int) else value))


def _cards(cards: list[str]) -> str:
    return ", ".join(i18n.card_name(c) for c in cards) or "—"


# the glossary's phrases, translated as the rulebooks write them (fr "production d'énergie", not "de énergie")
PRODUCTION = {"megacredits": "M€ production", "steel": "steel production", "titanium": "titanium production",
              "plants": "plant production", "energy": "energy production", "heat": "heat production"}


def why(advice: Advice) -> str:
    """What the answer changes for the player, and how far it is ahead of the next best one."""
    parts = []
    for key, delta in advice.changes.items():
        sign = f"{delta:+d}"
        if key == "tr":
            parts.append(_t("terraform rating %1").replace("%1", sign))
        elif key == "vp":
            parts.append(_t("victory points %1").replace("%1", sign))
        elif key == "cards":
            parts.append(_t("cards in hand %1").replace("%1", sign))
        elif key.startswith("production:"):
            parts.append(f"{i18n.term(PRODUCTION[key.split(':', 1)[1]])} {sign}")
        else:
            parts.append(f"{i18n.term(key)} {sign}")
    out = _t("What it changes for you: %1.").replace("%1", ", ".join(parts)) if parts else ""
    if advice.gain >= 0.5:
        out += ("\n" if out else "") + _t("It is worth about %1 M€ more than the next best choice.").replace(
            "%1", str(round(advice.gain)))
    return out


def hint_text(advice: Advice, decision: Decision | None = None) -> str:
    reason = why(advice)
    return what(advice, decision) + ("\n\n" + reason if reason else "")
