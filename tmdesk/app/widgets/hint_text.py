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
        return _place(answer["space"])
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


def _place(space_id: str) -> str:
    """Where to put the tile: the space is marked on the board (a reserved space off the map by its name)."""
    space = log_text.shown_board().spaces.get(space_id)
    if space is None or not space.on_mars or space.type.startswith("reserved"):
        return _t("Place it on %1.").replace("%1", log_text.space_name(space_id))
    bonus = log_text.bonus_text(space.bonus)
    return (_t("Place it on the space marked on the board (it gives %1).").replace("%1", bonus) if bonus
            else _t("Place it on the space marked on the board."))


PRODUCTION = effects_text.PRODUCTION


def card_points(card: str) -> str:
    """How a card scores at the end, as printed on it: "the card is worth 2 VP at the end", "the card costs you 1 VP
    at the end", "the card scores 1 VP per 2 animals on it at the end"; "" for a card without points."""
    from tmdesk.cards.loader import catalogue

    info = catalogue().cards.get(card)
    vp = info.vp if info is not None else None
    if not vp:
        return ""
    if "fixed" in vp:
        n = int(vp["fixed"])
        text = (i18n.QT_TRANSLATE_N_NOOP("Hint", "the card is worth %n VP at the end") if n >= 0
                else i18n.QT_TRANSLATE_N_NOOP("Hint", "the card costs you %n VP at the end"))
        return i18n.translate("Hint", text, abs(n))
    if "per_resource_here" in vp:
        every = int(vp["every"])
        what = log_text.counted(every, info.holds_resource or "any_resource")  # type: ignore[union-attr]
        what = what.removeprefix("1 ") if every == 1 else what  # "per animal", not "per 1 animal"
        return _t("the card scores %1 VP per %2 on it at the end").replace("%1", str(vp["per_resource_here"])).replace(
            "%2", what)
    if "per_tag" in vp:
        return _t("the card scores %1 VP per %2 tag you have at the end").replace("%1", str(vp["points"])).replace(
            "%2", log_text.tag(vp["per_tag"]))
    if "per_adjacent" in vp:
        text = (_t("the card scores %1 VP per ocean next to it at the end") if vp["per_adjacent"] == "ocean"
                else _t("the card scores %1 VP per city next to it at the end"))
        return text.replace("%1", str(vp["points"]))
    if "per_city_anywhere" in vp:
        return _t("the card scores 1 VP for every %1 cities in play at the end").replace("%1", str(vp["every"]))
    if "if_resources_here_at_least" in vp:
        return _t("the card is worth %1 VP at the end if it holds at least %2").replace("%1", str(vp["points"])).replace(
            "%2", log_text.counted(int(vp["if_resources_here_at_least"]), info.holds_resource or "any_resource"))  # type: ignore[union-attr]
    return ""


def _and(parts: list[str]) -> str:
    """"a, b and c" in the player's language."""
    if len(parts) <= 1:
        return "".join(parts)
    return _t("%1 and %2").replace("%1", ", ".join(parts[:-1])).replace("%2", parts[-1])


def _gains(advice: Advice) -> list[str]:
    """What the answer brings now: terraform rating, production, resources, cards in hand."""
    parts, gained, spent = [], [], []
    for key, delta in advice.changes.items():
        amount = str(abs(delta))
        if key == "tr":
            text = _t("your terraform rating rises by %1") if delta > 0 else _t("your terraform rating falls by %1")
            parts.append(text.replace("%1", amount))
        elif key.startswith("production:"):
            text = _t("your %1 rises by %2") if delta > 0 else _t("your %1 falls by %2")
            parts.append(text.replace("%1", effects_text.production(key.split(":", 1)[1])).replace("%2", amount))
        elif key == "cards":
            text = _t("you add %1 to your hand") if delta > 0 else _t("you give up %1 from your hand")
            parts.append(text.replace("%1", log_text.counted(abs(delta), "card")))
        else:
            (gained if delta > 0 else spent).append(log_text.counted(abs(delta), key))
    if gained:
        parts.append(_t("you gain %1").replace("%1", _and(gained)))
    if spent:
        parts.append(_t("you spend %1").replace("%1", _and(spent)))
    return parts


def _points(advice: Advice) -> list[str]:
    """The points at the end it brings, said the way their source scores them."""
    step, parts = advice.step, []
    points = dict(advice.points)
    if step.get("do") == "play_card":
        printed = card_points(step["card"])
        if printed:
            parts.append(printed)
            points.pop("cards", None)  # the card's own rule says it better than its value today
    if step.get("do") == "claim_milestone" and points.pop("milestones", 0):
        parts.append(_t("the %1 milestone is worth 5 VP at the end").replace("%1", i18n.term(step["milestone"])))
    if step.get("do") == "fund_award":
        now = points.pop("awards", 0)
        text = (_t("the %1 award would give you %2 VP if the game ended now") if now > 0
                else _t("the %1 award gives its points at the end to whoever leads it then"))
        parts.append(text.replace("%1", i18n.term(step["award"])).replace("%2", str(now)))
    sources = {"board": _t("your greeneries and cities would score %1 VP more at the end"),
               "cards": _t("your cards would score %1 VP more at the end"),
               "awards": _t("your awards would score %1 VP more at the end"),
               "milestones": _t("your milestones would score %1 VP more at the end")}
    for key, delta in points.items():
        if delta > 0:
            parts.append(sources[key].replace("%1", str(delta)))
    return parts


def why(advice: Advice) -> str:
    """Why, in a sentence: what the answer brings now and the points it brings at the end; and how far it is
    ahead of the next best answer."""
    parts = _gains(advice) + _points(advice)
    out = _t("Why: %1.").replace("%1", _and(parts)) if parts else ""
    if advice.gain >= 0.5:
        out += ("\n" if out else "") + _t("It is worth about %1 M€ more than the next best choice.").replace(
            "%1", str(round(advice.gain)))
    return out


def hint_text(advice: Advice, decision: Decision | None = None) -> str:
    reason = why(advice)
    return what(advice, decision) + ("\n\n" + reason if reason else "")
