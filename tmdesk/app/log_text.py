"""Engine and AutoMars messages in the player's language: the id is translated, then each argument
is rendered by its kind (read from its key) - a space as a player finds it on the board, a tag,
track, icon or bonus card by its rulebook name, a count with its noun in the right plural form.

A log entry comes from a save file, so it is data and never a template: only ids the program
knows are rendered (an unknown id, a malformed entry or an argument of the wrong type gives a
short translated fallback, never an exception), and a template is filled only through
`tmdesk.engine.messages.fill`, which reads nothing but `{key}` and `{count:noun}`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tmdesk.app import i18n
from tmdesk.automars import messages as am
from tmdesk.engine import log_upgrade
from tmdesk.engine import messages as M
from tmdesk.engine.board import PAID_BONUSES
from tmdesk.engine.messages import Reason

if TYPE_CHECKING:
    from tmdesk.engine.board import Board

MAX_TEXT = 60  # a name longer than this (only a damaged or hostile save has one) is cut
MAX_DEPTH = 2  # a reason inside a reason inside a message, no deeper

UNREADABLE = QT_TRANSLATE_NOOP("LogText", "(a log entry that this version of tmdesk cannot read)")
NO_CARD = QT_TRANSLATE_NOOP("LogText", "no card")
NOTHING = QT_TRANSLATE_NOOP("LogText", "nothing")
CARD_AND_TEXT = QT_TRANSLATE_NOOP("LogText", "%1: %2")  # a bonus card and what it does (fr: "%1 : %2")
UNKNOWN = "?"

NUMBER_KEYS = frozenset({
    "generation", "cost", "score", "amount", "before", "after", "position", "have", "need", "min", "max",
    "count", "margin", "total", "temperature", "n", "oceans", "icons", "projects", "bonus", "version",
})
PLAYER_KEYS = frozenset({"player", "target", "expected", "given"})
CARD_KEYS = frozenset({"card", "corporation"})
TERM_KEYS = frozenset({"resource", "milestone", "award"})
_BONUS_CODE = re.compile(r"B\d\d")

TAGS = {
    "building": QT_TRANSLATE_NOOP("Tag", "Building"),
    "space": QT_TRANSLATE_NOOP("Tag", "Space"),
    "power": QT_TRANSLATE_NOOP("Tag", "Power"),
    "science": QT_TRANSLATE_NOOP("Tag", "Science"),
    "jovian": QT_TRANSLATE_NOOP("Tag", "Jovian"),
    "earth": QT_TRANSLATE_NOOP("Tag", "Earth"),
    "plant": QT_TRANSLATE_NOOP("Tag", "Plant"),
    "microbe": QT_TRANSLATE_NOOP("Tag", "Microbe"),
    "animal": QT_TRANSLATE_NOOP("Tag", "Animal"),
    "city": QT_TRANSLATE_NOOP("Tag", "City"),
    "event": QT_TRANSLATE_NOOP("Tag", "Event"),
    "wild": QT_TRANSLATE_NOOP("Tag", "Wild"),
    "venus": QT_TRANSLATE_NOOP("Tag", "Venus"),
}

TILES = {
    "ocean": QT_TRANSLATE_NOOP("Tile", "an ocean tile"),
    "greenery": QT_TRANSLATE_NOOP("Tile", "a greenery tile"),
    "city": QT_TRANSLATE_NOOP("Tile", "a city tile"),
    "claim": QT_TRANSLATE_NOOP("Tile", "your player marker"),  # Land Claim marks a space, it places no tile
}
NAMED_TILE = QT_TRANSLATE_NOOP("Tile", "the %1 tile")

SPACE_LAND = QT_TRANSLATE_NOOP("Space", "space %1 of row %2")
SPACE_LAND_BONUS = QT_TRANSLATE_NOOP("Space", "space %1 of row %2 (%3)")
SPACE_OCEAN = QT_TRANSLATE_NOOP("Space", "ocean space %1 of row %2")
SPACE_OCEAN_BONUS = QT_TRANSLATE_NOOP("Space", "ocean space %1 of row %2 (%3)")
SPACE_RESERVED = QT_TRANSLATE_NOOP("Space", "space reserved for %1")
_RESERVED_FOR = {"ganymede_colony": "Ganymede Colony", "phobos_space_haven": "Phobos Space Haven",
                 "reserved:noctis_city": "Noctis City",
                 "stratopolis_space": "Stratopolis", "maxwell_base_space": "Maxwell Base",  # Venus Next
                 "dawn_city_space": "Dawn City", "luna_metropolis_space": "Luna Metropolis"}
_BONUS_NOUN = {"steel": "steel", "titanium": "titanium", "plant": "plants", "card": "card", "energy": "energy"}



@cache
def engine_ids() -> frozenset[str]:
    """Every message id of the engine (errors, reasons, log, scoring texts, save errors)."""
    from tmdesk.cards import specials
    from tmdesk.engine import goals, save_schema

    ids = {v for k, v in vars(M).items() if k.isupper() and isinstance(v, str) and k != "PLACEHOLDER"}
    ids |= {v for module in (save_schema, specials) for k, v in vars(module).items()
            if k.startswith(("E_", "R_")) and isinstance(v, str)}
    ids |= {g.text for g in (*goals.MILESTONES.values(), *goals.AWARDS.values()) if g.text}
    return frozenset(ids)


def unreadable() -> str:
    """The fallback line of a log entry that cannot be read."""
    return _text("LogText", UNREADABLE)


def _cut(text: str) -> str:
    return text if len(text) <= MAX_TEXT else text[:MAX_TEXT] + "…"


def _text(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


# --- things of the game ----------------------------------------------------------------------

def counted(n: int, noun: str) -> str:
    """"2 plants", "1 card": `noun` is a resource or a key of engine.messages.NOUNS."""
    return i18n.translate("Quantity", M.NOUNS[M.noun_key(noun)], n)


def player_name(name: str) -> str:
    """A player as the players read it: AutoMars and the neutral player in the player's language."""
    return i18n.term(name) if name in ("AutoMars", "Neutral") else _cut(name)


def bonus_card(code: str) -> str:
    """"B04 (Overachievement)"; another map's Corporate Competition card with its map: "B09 (Corporate
    Competition — Hellas)"."""
    from tmdesk.automars.bonus_cards import bonus_card_names
    from tmdesk.automars.tracks import THARSIS, corporate_competition_maps

    board = corporate_competition_maps().get(code)
    if board is not None and board != THARSIS:
        return f"{code} ({_text('AutoMarsBonus', CORPORATE_COMPETITION)} — {map_name(board)})"
    name = bonus_card_names().get(code)
    return f"{code} ({_text('AutoMarsBonus', name)})" if name else code


CORPORATE_COMPETITION = "Corporate Competition"  # B08's name (translated with the bonus cards' names)


def map_name(board: str) -> str:
    """A map by its printed name in the player's language ("terra_cimmeria" -> "Terra Cimmeria")."""
    from tmdesk.engine.board import map_title

    return i18n.term(map_title(board))


def bonus_card_text(code: str) -> str:
    """"B08 (Corporate Competition): what the card does", for the tooltip of a line about it ("" when unknown)."""
    from tmdesk.automars.bonus_texts import TEXTS
    from tmdesk.automars.tracks import corporate_competition_maps

    if code in corporate_competition_maps():
        return card_and_text(bonus_card(code), corporate_competition_text(code))
    text = TEXTS.get(code)
    return card_and_text(bonus_card(code), _text("AutoMarsBonusText", text)) if text else ""


def card_and_text(card: str, text: str) -> str:
    """"Pets: 3 animals", with the language's colon (fr "Animaux Domestiques : 3 animaux")."""
    return _text("LogText", CARD_AND_TEXT).replace("%1", card).replace("%2", text)


def tooltip(text: str) -> str:
    """A long text as a tooltip that wraps (rich text wraps; plain text would run across the screen)."""
    from html import escape

    return f"<qt>{escape(text, quote=False)}</qt>" if text else ""


def listed(names: list[str]) -> str:
    """"A, B and C" in the player's language."""
    from tmdesk.automars import side_texts as st

    if len(names) < 2:
        return "".join(names)
    return _text("AutoMarsSide", st.AND).replace("%2", names[-1]).replace("%1", ", ".join(names[:-1]))


def _signed(n: int) -> str:
    return f"{n:+d}".replace("-", "−")


def automars_goal(view: dict[str, Any]) -> str:
    """AutoMars's count toward a milestone ("have" of "need") or its strength in an award, and what it counts by
    the rule of the game's map: "0/6 (its Energy track)", "4 (its Space track)", "2 (its Plant track +5)"."""
    from tmdesk.automars import side_texts as st

    rule = view.get("rule", {})
    kind = str(rule.get("kind"))
    if "need" in view:
        table, count = st.MILESTONE_RULES, f"{view.get('have')}/{view.get('need')}"
    else:
        table, count = st.AWARD_RULES, str(view.get("strength"))
    plus = int(rule.get("plus", 0))
    tracks = [rule["track"]] if "track" in rule else list(rule.get("tracks", []))
    if kind in ("track", "track_sum"):  # one track, or several added up, with what the rule adds
        kind = ("track_sum" if len(tracks) > 1 else "track") + ("_plus" if plus else "")
    if kind not in table:
        return count
    value = rule.get("value", rule.get("megacredits", rule.get("times", "")))
    what = _text("AutoMarsSide", table[kind]).replace("%2", _signed(plus))
    what = what.replace("%1", listed([track(t) for t in tracks]) if tracks else str(value))
    for part, text in st.MODIFIERS.items():
        if view.get(part):
            what = _text("AutoMarsSide", text).replace("%2", _signed(int(view[part]))).replace("%1", what)
    return _text("AutoMarsSide", st.GOAL_MEASURE).replace("%2", what).replace("%1", count.replace("-", "−"))


def corporate_competition_text(code: str) -> str:
    """What a map's Corporate Competition card does, from that map's awards (the AutoMars board's data), with
    the one-reading mark where its improvements rest on one source."""
    from tmdesk.automars import side_texts as st
    from tmdesk.automars.tracks import corporate_competition_maps, load_board

    board = load_board(map_name=corporate_competition_maps()[code])
    parts = []
    for award in board.awards:
        key, args = st.improvement_phrase(award.improvement)
        text = _text("AutoMarsSide", st.IMPROVEMENTS[key]).replace("%1", i18n.term(award.name))
        for number, value in enumerate(args, start=2):
            text = text.replace(f"%{number}", track(value) if isinstance(value, str) else str(value))
        gain = award.improvement.get("gain_mc")
        if gain:
            text = _text("AutoMarsSide", st.GAIN_INSTEAD).replace("%2", str(gain)).replace("%1", text)
        parts.append(text)
    listed = parts[0]
    for part in parts[1:]:
        listed = _text("AutoMarsSide", st.IMPROVEMENT_SEPARATOR).replace("%2", part).replace("%1", listed)
    text = _text("AutoMarsSide", st.CORPORATE_COMPETITION).replace("%1", listed)
    if "corporate_competition" in board.one_source:
        text += " " + _text("AutoMarsSide", st.CARD_ONE_READING)
    return text


def entry_bonus_card(entry: Any) -> str | None:
    """The bonus card a log entry is about (its `card` argument is a bonus card's code), or None."""
    args = entry[1] if isinstance(entry, (list, tuple)) and len(entry) == 2 and isinstance(entry[1], dict) else {}
    code = args.get("card")
    return code if isinstance(code, str) and _BONUS_CODE.fullmatch(code) else None


def card(name: str) -> str:
    if _BONUS_CODE.fullmatch(name):
        return bonus_card(name)
    from tmdesk.cards.loader import catalogue

    return i18n.card_name(name) if name in catalogue().cards else _cut(name)


def tag(name: str) -> str:
    return _text("Tag", TAGS[name]) if name in TAGS else _cut(name)


def cards(value: Any) -> str:
    """Card names, a list or joined by ", " ("-": none), each in the player's language."""
    if isinstance(value, str):
        value = [c.strip() for c in value.split(",") if c.strip() not in ("", "-")]
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        return UNKNOWN
    return ", ".join(card(c) for c in value[:12]) or _text("LogText", NO_CARD)


def gains(value: Any) -> str:
    """What a player produced, ["megacredits:23", "plants:2"]: "23 M€, 2 plants"."""
    if not isinstance(value, list):
        return UNKNOWN
    out = []
    for item in value[:8]:
        resource, _, amount = item.partition(":") if isinstance(item, str) else ("", "", "")
        if not amount.lstrip("-").isdigit() or resource not in M.NOUNS:
            return UNKNOWN
        out.append(counted(int(amount), resource))
    return ", ".join(out) or _text("LogText", NOTHING)


def tags(value: Any) -> str:
    if isinstance(value, str):  # saves before typed arguments: "science, event" or "-"
        value = [t.strip() for t in value.split(",") if t.strip() not in ("", "-")]
    if not isinstance(value, list) or not all(isinstance(t, str) for t in value):
        return UNKNOWN
    return ", ".join(tag(t) for t in value[:12])


def track(name: str) -> str:
    return _text("AutoMars", am.TRACKS[name]) if name in am.TRACKS else _cut(name)


def icon(value: str) -> str:
    """A track icon id ("tr:2", "advance_track:space") as the rulebook names its action."""
    kind, _, argument = value.partition(":")
    text = am.ICONS.get(kind)
    if text is None:
        return _cut(value)
    if kind == "advance_track":
        return _text("AutoMars", text).replace("{track}", track(argument))
    if "%n" in text:
        return i18n.translate("AutoMars", text, int(argument) if argument.isdigit() else 1)
    return _text("AutoMars", text)


def tile(name: str) -> str:
    if name in TILES:
        return _text("Tile", TILES[name])
    return _text("Tile", NAMED_TILE).replace("%1", i18n.term(name) if name in i18n.TERMS else _cut(name))


def bonus_text(bonus: tuple[str, ...] | list[str]) -> str:
    """A space's printed bonus: "2 steel", "1 plant, 1 card"."""
    counts: dict[str, int] = {}
    for b in bonus:
        if b not in PAID_BONUSES:  # a pole's ocean or step is bought, not a resource (the board says so)
            counts[b] = counts.get(b, 0) + 1
    return ", ".join(counted(n, _BONUS_NOUN.get(b, b)) for b, n in counts.items())


_MAP = {"name": "tharsis"}  # the map of the game on show: space ids name spaces of that map


def use_board(name: str) -> None:
    """Name spaces as they are on this map (the window calls it when it shows a game)."""
    _MAP["name"] = name


def shown_board() -> Board:
    """The map of the game on show (Tharsis when none is)."""
    from tmdesk.engine.board import board, map_names

    return board(_MAP["name"] if _MAP["name"] in map_names() else "tharsis")


def space_name(space_id: str, with_bonus: bool = True) -> str:
    """A space as a player finds it on the board: "ocean space 2 of row 1 (2 steel)"."""
    if space_id in _RESERVED_FOR:
        return _text("Space", SPACE_RESERVED).replace("%1", i18n.card_name(_RESERVED_FOR[space_id]))
    space = shown_board().spaces.get(space_id)
    if space is None:
        return _cut(space_id)
    if space.type in _RESERVED_FOR:
        return _text("Space", SPACE_RESERVED).replace("%1", i18n.card_name(_RESERVED_FOR[space.type]))
    bonus = bonus_text(space.bonus) if with_bonus else ""
    if space.label:  # a named space (a pole) is named as the board names it
        bonus = ", ".join(b for b in (i18n.term(space.label), bonus) if b)
    ocean = space.type == "ocean_reserved"
    template = (SPACE_OCEAN_BONUS if bonus else SPACE_OCEAN) if ocean else (SPACE_LAND_BONUS if bonus else SPACE_LAND)
    text = _text("Space", template).replace("%3", bonus)
    return text.replace("%1", str(space.col + 1)).replace("%2", str(space.row + 1))


# --- messages -----------------------------------------------------------------------------

def _number(value: Any) -> str:
    return str(value) if isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10**9 else UNKNOWN


def _reason(value: Any, depth: int) -> str:
    if isinstance(value, Reason):
        return message(value.id, value.args, depth + 1)
    if isinstance(value, (list, tuple)) and len(value) == 2:  # a reason that went through JSON
        return message(value[0], value[1], depth + 1)
    if isinstance(value, str) and value in am.FAILED_ACTION_REASONS:
        return _text("AutoMars", am.FAILED_ACTION_REASONS[value])
    return UNKNOWN


def _option(value: Any, args: dict[str, Any]) -> str:
    key = f"{args.get('card')}:{value}"
    return _text("AutoMars", am.BONUS_OPTIONS[key]) if key in am.BONUS_OPTIONS else UNKNOWN


# a name of the board or the rulebooks, by the kind its key names
NAMED: dict[str, Callable[[str], str]] = {"space": space_name, "tile": tile, "tag": tag, "track": track, "icon": icon,
                                          "project": i18n.project_name, "colony": i18n.term}


def argument(key: str, value: Any, args: dict[str, Any], depth: int = 0) -> str:
    """One argument in the player's language, by the kind its key names."""
    if key == "reason":
        return _reason(value, depth)
    if key in NUMBER_KEYS:
        return _number(value)
    if key == "tags":
        return tags(value)
    if key == "cards" and not isinstance(value, int):  # an int: a count of saves before typed arguments
        return cards(value)
    if key == "gains":
        return gains(value)
    if key in ("choice", "branch"):  # the option chosen on a card, by its place on the card
        from tmdesk.app import effects_text

        card_name = args.get("card")
        if not isinstance(card_name, str):
            return UNKNOWN
        return (effects_text.card_choice if key == "choice" else effects_text.card_branch)(card_name, value)
    if isinstance(value, int) and not isinstance(value, bool):
        return _number(value)
    if not isinstance(value, str):
        return UNKNOWN
    if key == "option":
        return _option(value, args)
    if key in PLAYER_KEYS:
        return card(value) if key == "target" and value not in ("AutoMars", "Neutral") else player_name(value)
    if key in CARD_KEYS:
        return card(value)
    if key in NAMED:
        return NAMED[key](value)
    if key in ("milestone", "award"):  # every map's: the TERMS (Tharsis) or the glossary
        return _cut(i18n.term(value))
    if key in TERM_KEYS or key == "value":
        return i18n.term(value) if value in i18n.TERMS else _cut(value)
    return _cut(value)


def _upgrade(message_id: str, args: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """An entry of an older save in today's terms (saves.loads already does this; a log given directly may not)."""
    entry = log_upgrade.upgrade([message_id, args])
    return entry[0], entry[1]


def message(message_id: Any, args: Any = None, depth: int = 0) -> str:
    """The text of a message (a log entry, an error, a reason). Never raises on any input."""
    if not isinstance(message_id, str) or depth > MAX_DEPTH:
        return unreadable()
    args = dict(args) if isinstance(args, dict) else {}
    message_id, args = _upgrade(message_id, args)
    automars = message_id in am.ALL_MESSAGES
    if not automars and message_id not in engine_ids():
        return unreadable()
    context = "AutoMars" if automars else "Engine"
    n = args.get("n")
    text = i18n.translate(context, message_id, n if isinstance(n, int) else -1)

    def value(key: str) -> str:
        return argument(key, args[key], args, depth) if key in args else UNKNOWN

    def count(number_key: str, noun: str) -> str:
        number = args.get(number_key)
        what = args.get(noun, noun)
        if not isinstance(number, int) or isinstance(number, bool) or not isinstance(what, str):
            return UNKNOWN
        return counted(number, what)

    return M.fill(text, value, count)


def entry_text(entry: Any) -> str:
    """The text of one saved log entry, [id, args]; anything else gives the fallback."""
    if isinstance(entry, (list, tuple)) and len(entry) == 2:
        return message(entry[0], entry[1])
    return unreadable()
