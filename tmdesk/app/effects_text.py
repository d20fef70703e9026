"""Short translated sentences for effect lists (the options of a choice, card action branches, prompts)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tmdesk.app import i18n


def _t(text: str) -> str:
    return QCoreApplication.translate("Effects", text)


def _tn(text: str, n: Any) -> str:
    """A text with a count %n, in the plural form that agrees with n."""
    return i18n.translate("Effects", text, n)


def _count(n: Any, noun: str) -> str:
    """"2 plants", "1 animal": a count with its noun in the right form (as log_text.counted, which reads
    this module: no import of it here)."""
    from tmdesk.engine import messages

    if isinstance(n, int):
        return i18n.translate("Quantity", messages.NOUNS[messages.noun_key(noun)], n)
    return f"{n} {i18n.term(noun)}"


def _sub(text: str, *values: Any) -> str:
    for i, v in enumerate(values, 1):
        text = text.replace(f"%{i}", str(v))
    return text


def _signed(n: Any) -> str:
    return f"+{n}" if isinstance(n, int) and n > 0 else str(n)


# the glossary's phrases, translated as the rulebooks write them (fr "production d'énergie", not "de énergie")
PRODUCTION = {"megacredits": "M€ production", "steel": "steel production", "titanium": "titanium production",
              "plants": "plant production", "energy": "energy production", "heat": "heat production"}


def production(resource: str) -> str:
    """"plant production" in the player's language (the resource's own name when the glossary has no phrase)."""
    return i18n.term(PRODUCTION[resource]) if resource in PRODUCTION else i18n.term(resource)


ONE_TILE = {"ocean": QT_TRANSLATE_NOOP("Effects", "place an ocean tile"),
            "greenery": QT_TRANSLATE_NOOP("Effects", "place a greenery tile"),
            "city": QT_TRANSLATE_NOOP("Effects", "place a city tile")}


def effect(e: dict[str, Any]) -> str:  # noqa: C901 - one line per effect kind of the card vocabulary
    if "production" in e:
        return ", ".join(f"{production(r)} {_signed(n)}" for r, n in e["production"].items())  # "plant production +1"
    if "gain" in e:
        return ", ".join(_sub(_t("gain %1"), _count(n, r)) for r, n in e["gain"].items())
    if "spend" in e:
        return ", ".join(_sub(_t("spend %1"), _count(n, r)) for r, n in e["spend"].items())
    if "production_any_player" in e:
        (r, n), = e["production_any_player"].items()
        return _sub(_t("lower any player's production of %1 by %2"), i18n.term(r), -n)
    if "remove_any_player" in e:
        (r, n), = e["remove_any_player"].items()
        return _sub(_t("remove up to %1 from any player"), _count(n, r))
    if "steal_any_player" in e:
        (r, n), = e["steal_any_player"].items()
        return _sub(_t("steal up to %1 from any player"), _count(n, r))
    if "raise" in e:
        steps = e.get("steps", 1)
        if e["raise"] == "venus":  # Venus Next
            return _tn("raise Venus %n step(s)", steps)
        return _tn("raise the temperature %n step(s)", steps) if e["raise"] == "temperature" else _tn(
            "raise oxygen %n step(s)", steps)
    if "tile" in e:
        name = e.get("name")
        if e.get("count", 1) == 1 and name is None and e["tile"] in ONE_TILE:
            return _t(ONE_TILE[e["tile"]])  # with its article, as the rulebooks say it
        return _sub(_tn("place %n %1 tile(s)", e.get("count", 1)), i18n.term(name or e["tile"]))
    if "tr" in e:
        return _sub(_t("raise your terraform rating by %1"), e["tr"])
    if "draw_cards" in e:
        return _tn("draw %n card(s)", e["draw_cards"])
    if "add_resource_here" in e:
        return _tn("add %n resource(s) to this card", e["add_resource_here"])
    if "add_resource_to_played_card" in e:  # Viral Enhancers
        return _tn("add %n resource(s) to the card you played", e["add_resource_to_played_card"])
    if "remove_resource_here" in e:
        return _tn("remove %n resource(s) from this card", e["remove_resource_here"])
    if "add_resource_to_another_card" in e:
        d = e["add_resource_to_another_card"]
        kind = d["type"] if isinstance(d["type"], str) else "any_resource"  # (Freyja Biodomes: either kind)
        what = _count(d["count"], kind) if isinstance(d["count"], int) else _t("resources")  # (a COUNT: per item)
        if d.get("tag"):  # "ANY JOVIAN CARD" (Colonies), "ANY Venus card"
            return _sub(_t("add %1 to one of your cards with a %2 tag"), what, i18n.term(d["tag"]))
        if d.get("this_card_too"):  # "ANY card"
            return _sub(_t("add %1 to one of your cards (this one too)"), what)
        return _sub(_t("add %1 to another card"), what)
    if "remove_resource_any_card" in e:
        d = e["remove_resource_any_card"]
        return _sub(_t("remove up to %1 from any card"), _count(d["count"], d["type"]))
    if "look_keep" in e:
        return _sub(_tn("look at %n card(s) and keep %1", e["look_keep"]["look"]), e["look_keep"]["keep"])
    if "look_buy" in e:
        return _sub(_t("look at the top card and buy it for %1 M€"), e["look_buy"]["price"])
    if "discard_from_hand" in e:
        return _tn("discard %n card(s)", e["discard_from_hand"])
    if "production_exchange" in e:
        d = e["production_exchange"]
        return _sub(_t("move X production from %1 to %2"), i18n.term(d["from"]), i18n.term(d["to"]))
    if "choose_one" in e:
        return " / ".join(effects(o) for o in e["choose_one"])
    if "conditional" in e:
        return effects(e["conditional"]["then"])
    if "next_card_discount" in e:
        return _sub(_t("your next card costs %1 M€ less"), e["next_card_discount"])
    if "next_card_requirement_tolerance" in e:
        return _t("your next card may ignore global requirements by a little")
    if "gain_per" in e or "production_per" in e or "tr_per" in e:
        d = e.get("gain_per") or e.get("production_per") or e.get("tr_per")
        amount = d.get("amount", 1)
        if "gain_per" in e:
            what = _sub(_t("gain %1"), _count(amount, d["resource"]))
        elif "production_per" in e:
            what = f"{production(d['resource'])} {_signed(amount)}"
        else:
            what = _sub(_t("raise your terraform rating by %1"), amount)
        return _sub(_t("%1 %2"), what, _per(d["count"], d.get("every", 1)))
    if "draw_tagged" in e:
        d = e["draw_tagged"]
        return _sub(_t("reveal cards until %1 with a %2 tag; keep those"), d["count"], i18n.term(d["tag"]))
    if "play_from_hand" in e:
        d = e["play_from_hand"]
        if d.get("discount"):
            return _sub(_t("play a card from your hand for %1 M€ less"), d["discount"])
        return _t("play a card from your hand, ignoring global requirements")
    if "play_prelude_from_deck" in e:
        return _sub(_t("draw %1 Prelude cards and play one of them"), e["play_prelude_from_deck"]["look"])
    if "fund_award_free" in e:
        return _t("fund an award for free")
    if "spend_resources_here_for" in e:  # Sulphur-Eating Bacteria, Titan Shuttles
        (r, n), = e["spend_resources_here_for"].items()
        return _sub(_t("remove any number of resources here: %1 for each"), _count(n, r))
    if "gain_per_resource_here" in e:  # Martian Zoo, Jupiter Floating Station
        d = e["gain_per_resource_here"]
        text = _sub(_t("gain %1 per resource on this card"), _count(d.get("amount", 1), d["resource"]))
        return text + (_sub(_t(" (%1 at most)"), _count(d["max"], d["resource"])) if "max" in d else "")
    if "draw_cards_per" in e:  # Solar Probe
        d = e["draw_cards_per"]
        return _sub(_t("draw a card per %1 %2 tags"), d["every"], i18n.term(d["tag"]))
    if "trade_free" in e:  # Titan Floating Launch-pad
        return _t("trade with a colony tile without paying (one of your trade fleets goes there)")
    if "pay_heat" in e:  # Stormcraft Incorporated: the floaters that pay heat
        return _sub(_t("pay %1: choose how many resources of this card to use, %2 each"), _count(e["pay_heat"], "heat"),
                    _count(e["each"], "heat"))
    if "production_lowest" in e:
        return _sub(_t("raise one of your lowest productions by %1"), e["production_lowest"])
    if "build_colony" in e:  # Colonies: one colony per player per tile, unless the card allows a second
        count = e["build_colony"].get("count", 1)
        text = _t("place a colony on a colony tile") if count == 1 else _tn("place %n colonies on colony tiles", count)
        return text + (_t(" (also where you have one)") if e["build_colony"].get("allow_duplicate") else "")
    if "trade_fleets" in e:
        return _tn("gain %n trade fleet(s)", e["trade_fleets"])
    if "colony_track" in e:  # Market Manipulation
        return _t("raise one colony tile's track marker one step and lower another's one step")
    if "colony_bonuses" in e:  # Productive Outpost
        return _t("gain the colony bonus of each of your colonies")
    if "add_colony_tile" in e:  # Aridor
        return _tn("put %n colony tile(s) not in play into play", e["add_colony_tile"])
    if "remove_resource_own_card" in e:  # Venus Next: Stratospheric Birds, Air Raid
        d = e["remove_resource_own_card"]
        return _sub(_t("remove %1 from one of your cards"), _count(d["count"], d["type"]))
    if "opponents_draw" in e:  # Sponsored Academies
        return _tn("each other player draws %n card(s)", e["opponents_draw"])
    return _t("a special effect")


def _per(what: dict[str, Any], every: int) -> str:
    """What a "per" effect counts: "for each city in play", "for every 2 microbe tags you have"."""
    if "tag" in what:
        tag = i18n.term(what["tag"])
        if what["whose"] == "own":
            return _sub(_t("for each %1 tag you have"), tag) if every == 1 else _sub(
                _t("for every %2 %1 tags you have"), tag, every)
        return _sub(_t("for each %1 tag your opponents have"), tag)
    if "cities" in what:
        return _t("for each city on Mars") if what["cities"] == "on_mars" else _t("for each city in play")
    if "colonies" in what:
        return _t("for each of your colonies") if what["colonies"] == "own" else _t("for each colony in play")
    if "floaters" in what:
        return _sub(_t("for every %1 floaters on your cards"), every)
    if "cards_without_tags" in what:
        return _t("for each of your cards without tags")
    return _t("for each event card played by any player")  # events_played


def effects(fx: list[dict[str, Any]]) -> str:
    return "; ".join(effect(e) for e in fx) if fx else _t("nothing")


def action_branch(branch: dict[str, Any]) -> str:
    """"Spend 1 titanium: add 1 fighter here" for a blue card's action (or one of its branches)."""
    cost = branch.get("cost") or {}
    parts = []
    for key, value in cost.items():
        if key == "resources_here":
            parts.append(_tn("remove %n resource(s) here", value))
        elif key == "production":
            parts += [_sub(_t("production: %2 %1"), -n, i18n.term(r)) for r, n in value.items()]
        else:
            parts.append(_sub(_t("spend %1"), _count(value, key)))
    what = effects(branch.get("effects", []))
    return f"{', '.join(parts)} → {what}" if parts else what


def describe_option(option: Any) -> str:
    if isinstance(option, dict) and "effects" in option:
        return action_branch(option)
    if isinstance(option, list):
        return effects(option)
    if isinstance(option, str):  # a card (which effect goes first), a resource or an award, by name
        from tmdesk.cards.loader import catalogue

        return i18n.card_name(option) if option in catalogue().cards else i18n.term(option)
    return str(option)


def _choose_one(effects_: Any) -> list[Any] | None:
    """The first `choose_one` list among effects (a card has at most one)."""
    for e in effects_ or ():
        if isinstance(e, dict):
            if isinstance(e.get("choose_one"), list):
                return list(e["choose_one"])
            found = _choose_one(e.get("effect")) if isinstance(e.get("effect"), list) else None
            if found is not None:
                return found
    return None


def card_choice(card: str, index: Any) -> str:
    """The option number `index` of a card's either/or, in words ("?" when the card has no such option)."""
    from tmdesk.cards.loader import catalogue

    info = catalogue().cards.get(card)
    options = None if info is None else _choose_one(info.immediate) or _choose_one(info.ongoing)
    if options is None or not isinstance(index, int) or not 0 <= index < len(options):
        return "?"
    return describe_option(options[index])


def card_branch(card: str, index: Any) -> str:
    """The action number `index` of a card with two actions, in words ("?" when there is none)."""
    from tmdesk.cards.loader import catalogue

    info = catalogue().cards.get(card)
    branches = info.action_branches() if info is not None and info.action else []
    if not isinstance(index, int) or not 0 <= index < len(branches):
        return "?"
    return action_branch(branches[index])
