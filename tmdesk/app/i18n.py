"""Translation: the installed QTranslator and the helpers that turn engine data into text.

Engine messages and log entries are (message id, args), rendered by `message` and `entry_text`
below: only known ids, each argument translated by what its key names (a space, a card, a track...).
Counts take Qt's plural forms (`translate(context, text, n)`). Card names use the context "CardName" and card texts
"CardText"; when no translation file has a card name, the translated name of the card data is used.
"""

from __future__ import annotations

import logging
import re
from functools import cache
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QTranslator

from tmdesk.automars import messages as am
from tmdesk.engine import messages as M
from tmdesk.engine.messages import Reason
from tmdesk.paths import resources_dir

log = logging.getLogger(__name__)

_state: dict[str, Any] = {"lang": "en", "translators": [], "ours": None}
_DATA_NAME_KEY = {"pt_BR": "pt", "fr": "fr", "es": "es"}


def i18n_dirs() -> list[Path]:
    root = resources_dir()
    return [root / "i18n", root.parent / "i18n"]


def current_language() -> str:
    return str(_state["lang"])


def install_language(lang: str) -> bool:
    """Install the translator for `lang` (removing the previous one). Qt then sends
    QEvent.LanguageChange to every widget, which retranslates itself. Returns whether a .qm was found."""
    app = QCoreApplication.instance()
    for t in _state["translators"]:
        app.removeTranslator(t)
    _state["translators"] = []
    _state["ours"] = None
    _state["lang"] = lang
    found = False
    if lang != "en":
        for folder in i18n_dirs():
            t = QTranslator(app)
            if t.load(str(folder / f"tmdesk_{lang}.qm")):
                app.installTranslator(t)
                _state["translators"].append(t)
                _state["ours"] = t
                found = True
                break
        # Qt's own words (file dialogs, standard buttons): from Qt, else the copy next to ours (standalone build)
        qt = QTranslator(app)
        qt_dirs = [QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)] + [str(d) for d in i18n_dirs()]
        if any(qt.load(f"qtbase_{lang}", folder) for folder in qt_dirs):
            app.installTranslator(qt)
            _state["translators"].append(qt)
    if not found and lang != "en":
        log.info("no translation file for %s yet; card names come from the card data", lang)
    # without any translator installed Qt sends no LanguageChange: send one so the text is redone
    from PySide6.QtCore import QEvent

    if not _state["translators"]:
        QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LanguageChange))
        for w in _top_widgets():
            QCoreApplication.sendEvent(w, QEvent(QEvent.Type.LanguageChange))
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)  # switch now, not at the next loop turn
    return found


def _top_widgets() -> list[Any]:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    return list(app.topLevelWidgets()) if isinstance(app, QApplication) else []


def QT_TRANSLATE_N_NOOP(context: str, text: str) -> str:  # noqa: N802 - the marker tools/i18n.py collects
    """Mark a text with a plural count %n for the catalog (lupdate does not see this marker)."""
    return text


ZERO_IS_PLURAL = frozenset({"pt_BR", "es"})
"""Languages that say "0 cartas": Qt's plural rule for Brazilian Portuguese gives the singular for 0."""


def translate(context: str, text: str, n: int = -1) -> str:
    """`text` in the current language; with a count n >= 0, the plural form that agrees with n
    ("%n card(s)": "1 carta", "0 cartas"), %n replaced by n."""
    if not isinstance(n, int) or isinstance(n, bool) or n < 0 or "%n" not in text:
        return QCoreApplication.translate(context, text)
    n = min(n, 10**9)
    ours = _state["ours"]
    form = 2 if n == 0 and _state["lang"] in ZERO_IS_PLURAL else n
    out = ours.translate(context, text, None, form) if ours is not None else ""  # the form, %n not replaced
    return plural(out or text, n)


def plural(out: str, n: int) -> str:
    """The text of a count with its number: "%n" becomes n, and an untranslated English
    "card(s)" takes the singular or the plural form."""
    out = out.replace("%n", str(n))
    if n >= 0 and "(s)" in out:
        out = out.replace("(s)", "" if n == 1 else "s")
    return out


# --- cards ---------------------------------------------------------------------------------------

def card_name(name: str) -> str:
    ours = _state["ours"]
    if ours is not None and ours.translate("CardName", name):  # translated, even when the same (Noctis City)
        return str(ours.translate("CardName", name))
    out = QCoreApplication.translate("CardName", name)
    if out == name and _state["lang"] in _DATA_NAME_KEY:
        from tmdesk.cards.loader import catalogue

        card = catalogue().cards.get(name)
        if card is not None:
            return card.names.get(_DATA_NAME_KEY[_state["lang"]]) or name
    return out


def card_text(text: str) -> str:
    return QCoreApplication.translate("CardText", text) if text else ""


# --- terms of the game -------------------------------------------------------------------------

TERMS: dict[str, str] = {
    "megacredits": QT_TRANSLATE_NOOP("Terms", "M€"),
    "steel": QT_TRANSLATE_NOOP("Terms", "steel"),
    "titanium": QT_TRANSLATE_NOOP("Terms", "titanium"),
    "plants": QT_TRANSLATE_NOOP("Terms", "plants"),
    "plant": QT_TRANSLATE_NOOP("Terms", "plant"),
    "energy": QT_TRANSLATE_NOOP("Terms", "energy"),
    "heat": QT_TRANSLATE_NOOP("Terms", "heat"),
    "card": QT_TRANSLATE_NOOP("Terms", "card"),
    "animal": QT_TRANSLATE_NOOP("Terms", "animal"),
    "microbe": QT_TRANSLATE_NOOP("Terms", "microbe"),
    "science": QT_TRANSLATE_NOOP("Terms", "science"),
    "fighter": QT_TRANSLATE_NOOP("Terms", "fighter"),
    "ocean": QT_TRANSLATE_NOOP("Terms", "ocean"),
    "greenery": QT_TRANSLATE_NOOP("Terms", "greenery"),
    "city": QT_TRANSLATE_NOOP("Terms", "city"),
    "special": QT_TRANSLATE_NOOP("Terms", "special"),
    "capital": QT_TRANSLATE_NOOP("Terms", "Capital"),
    "natural_preserve": QT_TRANSLATE_NOOP("Terms", "Natural Preserve"),
    "mining_area": QT_TRANSLATE_NOOP("Terms", "Mining Area"),
    "mining_rights": QT_TRANSLATE_NOOP("Terms", "Mining Rights"),
    "commercial_district": QT_TRANSLATE_NOOP("Terms", "Commercial District"),
    "nuclear_zone": QT_TRANSLATE_NOOP("Terms", "Nuclear Zone"),
    "industrial_center": QT_TRANSLATE_NOOP("Terms", "Industrial Center"),
    "ecological_zone": QT_TRANSLATE_NOOP("Terms", "Ecological Zone"),
    "lava_flows": QT_TRANSLATE_NOOP("Terms", "Lava Flows"),
    "mohole_area": QT_TRANSLATE_NOOP("Terms", "Mohole Area"),
    "restricted_area": QT_TRANSLATE_NOOP("Terms", "Restricted Area"),
    "urbanized_area": QT_TRANSLATE_NOOP("Terms", "Urbanized Area"),
    "artificial_lake": QT_TRANSLATE_NOOP("Terms", "Artificial Lake"),
    "sell_patents": QT_TRANSLATE_NOOP("Terms", "Sell patents"),
    "power_plant": QT_TRANSLATE_NOOP("Terms", "Power plant"),
    "asteroid": QT_TRANSLATE_NOOP("Terms", "Asteroid"),
    "aquifer": QT_TRANSLATE_NOOP("Terms", "Aquifer"),
    "greenery_project": QT_TRANSLATE_NOOP("Terms", "Greenery"),
    "city_project": QT_TRANSLATE_NOOP("Terms", "City"),
    "Terraformer": QT_TRANSLATE_NOOP("Terms", "Terraformer"),
    "Mayor": QT_TRANSLATE_NOOP("Terms", "Mayor"),
    "Gardener": QT_TRANSLATE_NOOP("Terms", "Gardener"),
    "Builder": QT_TRANSLATE_NOOP("Terms", "Builder"),
    "Planner": QT_TRANSLATE_NOOP("Terms", "Planner"),
    "Landlord": QT_TRANSLATE_NOOP("Terms", "Landlord"),
    "Banker": QT_TRANSLATE_NOOP("Terms", "Banker"),
    "Scientist": QT_TRANSLATE_NOOP("Terms", "Scientist"),
    "Thermalist": QT_TRANSLATE_NOOP("Terms", "Thermalist"),
    "Miner": QT_TRANSLATE_NOOP("Terms", "Miner"),
    "building": QT_TRANSLATE_NOOP("Terms", "building"),
    "space": QT_TRANSLATE_NOOP("Terms", "space"),
    "power": QT_TRANSLATE_NOOP("Terms", "power"),
    "jovian": QT_TRANSLATE_NOOP("Terms", "Jovian"),
    "earth": QT_TRANSLATE_NOOP("Terms", "Earth"),
    "event": QT_TRANSLATE_NOOP("Terms", "event"),
    "wild": QT_TRANSLATE_NOOP("Terms", "wild"),
    "Neutral": QT_TRANSLATE_NOOP("Terms", "Neutral"),
    "AutoMars": QT_TRANSLATE_NOOP("Terms", "AutoMars"),
    "setup": QT_TRANSLATE_NOOP("Terms", "set-up"),
    "research": QT_TRANSLATE_NOOP("Terms", "research"),
    "draft": QT_TRANSLATE_NOOP("Terms", "draft"),
    "action": QT_TRANSLATE_NOOP("Terms", "action"),
    "final_greenery": QT_TRANSLATE_NOOP("Terms", "final greenery"),
    "end": QT_TRANSLATE_NOOP("Terms", "game over"),
}


def term(key: str) -> str:
    text = TERMS.get(key)
    return QCoreApplication.translate("Terms", text) if text else key


def project_name(project: str) -> str:
    return term({"greenery": "greenery_project", "city": "city_project"}.get(project, project))


def player_name(name: str) -> str:
    """A player's name as shown: AutoMars and the neutral player in the player's language."""
    return term(name) if name in ("AutoMars", "Neutral") else _cut(name)


# --- log entries and engine messages -----------------------------------------------------------
# A log entry comes from a save file, so it is data and never a template: only ids the program knows
# are rendered (an unknown id, a malformed entry or an argument of the wrong type gives a short
# translated fallback, never an exception), and a template is filled only through
# `tmdesk.engine.messages.fill`, which reads nothing but `{key}` and `{count:noun}`. Each argument is
# rendered by the kind its key names: a space as a player finds it on the board, a tag, track, icon or
# bonus card by its rulebook name, a count with its noun in the right plural form.

MAX_TEXT = 60  # a name longer than this (only a damaged or hostile save has one) is cut
MAX_DEPTH = 2  # a reason inside a reason inside a message, no deeper

UNREADABLE = QT_TRANSLATE_NOOP("LogText", "(a log entry that this version of tmdesk cannot read)")
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
}
NAMED_TILE = QT_TRANSLATE_NOOP("Tile", "the %1 tile")

SPACE_LAND = QT_TRANSLATE_NOOP("Space", "space %1 of row %2")
SPACE_LAND_BONUS = QT_TRANSLATE_NOOP("Space", "space %1 of row %2 (%3)")
SPACE_OCEAN = QT_TRANSLATE_NOOP("Space", "ocean space %1 of row %2")
SPACE_OCEAN_BONUS = QT_TRANSLATE_NOOP("Space", "ocean space %1 of row %2 (%3)")
SPACE_RESERVED = QT_TRANSLATE_NOOP("Space", "space reserved for %1")
_RESERVED_FOR = {"ganymede_colony": "Ganymede Colony", "phobos_space_haven": "Phobos Space Haven",
                 "reserved:noctis_city": "Noctis City"}
_BONUS_NOUN = {"steel": "steel", "titanium": "titanium", "plant": "plants", "card": "card"}

LEGACY: dict[str, tuple[str, dict[str, str]]] = {**M.LEGACY, **am.LEGACY}
"""Ids of older saves -> (today's id, renamed argument keys)."""


@cache
def log_ids() -> frozenset[str]:
    """The ids a game log may hold (those of tmdesk 1.0 saves too): the save schema's own list."""
    from tmdesk.engine.save_schema import KNOWN_MESSAGES

    return KNOWN_MESSAGES


@cache
def engine_ids() -> frozenset[str]:
    """Every message id of the engine side: log, errors, reasons, goal texts, save errors."""
    from tmdesk.cards import specials
    from tmdesk.engine import goals, save_schema, saves

    modules = (M, saves, save_schema, specials)
    ids = {v for m in modules for k, v in vars(m).items() if k.isupper() and isinstance(v, str) and " " in v}
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
    return translate("Quantity", M.NOUNS[M.noun_key(noun)], n)




def bonus_card(code: str) -> str:
    """"B04 (Overachievement)"."""
    from tmdesk.automars.bonus_cards import bonus_card_names

    name = bonus_card_names().get(code)
    return f"{code} ({_text('AutoMarsBonus', name)})" if name else code


def card(name: str) -> str:
    if _BONUS_CODE.fullmatch(name):
        return bonus_card(name)
    from tmdesk.cards.loader import catalogue

    return card_name(name) if name in catalogue().cards else _cut(name)


def tag(name: str) -> str:
    return _text("Tag", TAGS[name]) if name in TAGS else _cut(name)


def tags(value: Any) -> str:
    if isinstance(value, str):  # "science,event" ("science, event" or "-" in tmdesk 1.0 saves)
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
        return translate("AutoMars", text, int(argument) if argument.isdigit() else 1)
    return _text("AutoMars", text)


def tile(name: str) -> str:
    if name in TILES:
        return _text("Tile", TILES[name])
    return _text("Tile", NAMED_TILE).replace("%1", term(name) if name in TERMS else _cut(name))


def bonus_text(bonus: tuple[str, ...] | list[str]) -> str:
    """A space's printed bonus: "2 steel", "1 plant, 1 card"."""
    counts: dict[str, int] = {}
    for b in bonus:
        counts[b] = counts.get(b, 0) + 1
    return ", ".join(counted(n, _BONUS_NOUN.get(b, b)) for b, n in counts.items())


def space_name(space_id: str, with_bonus: bool = True) -> str:
    """A space as a player finds it on the board: "ocean space 2 of row 1 (2 steel)"."""
    from tmdesk.engine.board import board
    from tmdesk.engine.state import DEFAULT_BOARD

    if space_id in _RESERVED_FOR:
        return _text("Space", SPACE_RESERVED).replace("%1", card_name(_RESERVED_FOR[space_id]))
    space = board(DEFAULT_BOARD).spaces.get(space_id)  # the map the window draws
    if space is None:
        return _cut(space_id)
    if space.type in _RESERVED_FOR:
        return _text("Space", SPACE_RESERVED).replace("%1", card_name(_RESERVED_FOR[space.type]))
    bonus = bonus_text(space.bonus) if with_bonus else ""
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
    if isinstance(value, (list, tuple)) and len(value) == 2 and isinstance(value[0], str) and value[0] in _REASON_IDS:
        return message(value[0], value[1], depth + 1)
    if isinstance(value, str) and value in am.FAILED_ACTION_REASONS:
        return _text("AutoMars", am.FAILED_ACTION_REASONS[value])
    return UNKNOWN


def _option(value: Any, args: dict[str, Any]) -> str:
    key = f"{args.get('card')}:{value}"
    return _text("AutoMars", am.BONUS_OPTIONS[key]) if key in am.BONUS_OPTIONS else UNKNOWN


def argument(key: str, value: Any, args: dict[str, Any], depth: int = 0) -> str:  # noqa: C901 - one line per kind
    """One argument in the player's language, by the kind its key names."""
    if key == "reason":
        return _reason(value, depth)
    if key in NUMBER_KEYS:
        return _number(value)
    if key == "tags":
        return tags(value)
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
    if key == "space":
        return space_name(value)
    if key == "tile":
        return tile(value)
    if key == "tag":
        return tag(value)
    if key == "track":
        return track(value)
    if key == "icon":
        return icon(value)
    if key == "project":
        return project_name(value)
    if key in TERM_KEYS or key == "value":
        return term(value) if value in TERMS else _cut(value)
    return _cut(value)


def _upgrade(message_id: str, args: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """An entry of an older save in today's terms."""
    if message_id not in LEGACY:
        return message_id, args
    new_id, renamed = LEGACY[message_id]
    args = {renamed.get(k, k): v for k, v in args.items()}
    if new_id == am.REVEAL_PROJECT:
        listed = tags(args.get("tags", "")).split(", ") if args.get("tags") not in (None, "-", "") else []
        if not listed:
            return am.REVEAL_NO_TAG, args
        args["n"] = len(listed)
    return new_id, args


_REASON_IDS = frozenset(v for k, v in vars(M).items() if k.startswith("R_") and isinstance(v, str))


def message(message_id: Any, args: Any = None, depth: int = 0) -> str:
    """The text of a message the program made (an error, a reason, a goal, a log entry of this game).
    Never raises on any input; the template is filled, never formatted. A log entry read from a
    file goes through `entry_text`, which also refuses the ids the program does not know."""
    if not isinstance(message_id, str) or depth > MAX_DEPTH:
        return unreadable()
    args = dict(args) if isinstance(args, dict) else {}
    message_id, args = _upgrade(message_id, args)
    context = "AutoMars" if message_id in am.ALL_MESSAGES else "Engine"
    n = args.get("n")
    text = translate(context, message_id, n if isinstance(n, int) else -1)

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
    if isinstance(entry, (list, tuple)) and len(entry) == 2 and isinstance(entry[0], str) and entry[0] in log_ids():
        return message(entry[0], entry[1])
    return unreadable()
