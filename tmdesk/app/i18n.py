"""Translation: the installed QTranslator and the helpers that turn engine data into text.

Engine messages are (message id, args); the id is an English template translated in the context
"Engine", then its arguments are filled in, each one translated by what it names (a card, a
resource, a tile...). Card names use the context "CardName" and card texts "CardText"; when no
translation file has a card name yet, the official translated name from the card data is used.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QTranslator

from tmdesk.engine.messages import Reason
from tmdesk.paths import resources_dir

log = logging.getLogger(__name__)

_state: dict[str, Any] = {"lang": "en", "translators": []}
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
    _state["lang"] = lang
    found = False
    if lang != "en":
        for folder in i18n_dirs():
            t = QTranslator(app)
            if t.load(str(folder / f"tmdesk_{lang}.qm")):
                app.installTranslator(t)
                _state["translators"].append(t)
                found = True
                break
        qt = QTranslator(app)
        if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
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


def translate(context: str, text: str, n: int = -1) -> str:
    return plural(QCoreApplication.translate(context, text, None, n), n)


def plural(out: str, n: int) -> str:
    """Untranslated English "card(s)": pick the singular or plural form for n."""
    if n >= 0 and "(s)" in out:
        out = out.replace("(s)", "" if n == 1 else "s")
    return out


# --- cards ---------------------------------------------------------------------------------------

def card_name(name: str) -> str:
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
    "prelude": QT_TRANSLATE_NOOP("Terms", "Prelude"),
    "lava_tube_settlement": QT_TRANSLATE_NOOP("Terms", "Lava Tube Settlement"),
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


def space_name(space: str) -> str:
    if space in ("ganymede_colony", "phobos_space_haven"):
        return card_name({"ganymede_colony": "Ganymede Colony", "phobos_space_haven": "Phobos Space Haven"}[space])
    return space


# --- engine messages ---------------------------------------------------------------------------

def _arg(key: str, value: Any) -> str:
    if isinstance(value, Reason):
        return message(value.id, value.args)
    if isinstance(value, (list, tuple)) and len(value) == 2 and isinstance(value[0], str) and isinstance(value[1], dict):
        return message(value[0], value[1])  # a reason that went through JSON
    if not isinstance(value, str):
        return str(value)
    if key in ("card", "corporation", "target") and value not in ("Neutral", "AutoMars"):
        from tmdesk.cards.loader import catalogue

        if value in catalogue().cards:
            return card_name(value)
    if key == "project":
        return project_name(value)
    if key == "space":
        return space_name(value)
    if key == "reason":
        from tmdesk.automars.messages import FAILED_ACTION_REASONS

        if value in FAILED_ACTION_REASONS:
            return QCoreApplication.translate("AutoMars", FAILED_ACTION_REASONS[value])
    if key == "name":  # an AutoMars bonus card's name
        return QCoreApplication.translate("AutoMarsBonus", value)
    if key == "track":
        return term(value) if value in TERMS else value
    if key in ("resource", "tile", "milestone", "award", "tag", "player", "target", "expected", "given"):
        return term(value) if value in TERMS else value
    return value


def _context(message_id: str) -> str:
    """AutoMars's log sentences are translated in their own context, the engine's in "Engine"."""
    from tmdesk.automars.messages import ALL_MESSAGES

    return "AutoMars" if message_id in ALL_MESSAGES else "Engine"


def message(message_id: str, args: dict[str, Any] | None = None) -> str:
    args = dict(args or {})
    n = args.get("n", -1)
    text = translate(_context(message_id), message_id, n if isinstance(n, int) else -1)
    try:
        return text.format(**{k: _arg(k, v) for k, v in args.items()})
    except (KeyError, IndexError, ValueError):
        return text
