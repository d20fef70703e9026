"""Translation: the installed QTranslator and the helpers that turn engine data into text.

Engine messages and log entries (message id, args) are rendered by tmdesk/app/log_text.py with the
helpers here. Counts take Qt's plural forms (`translate(context, text, n)`). Card names use the
context "CardName" and card texts "CardText"; when no translation file has a card name, the
translated name of the card data is used.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QTranslator

from tmdesk.paths import resources_dir

log = logging.getLogger(__name__)

_state: dict[str, Any] = {"lang": "en", "translators": [], "ours": None}
_DATA_NAME_KEY = {"pt_BR": "pt", "fr": "fr", "es": "es"}


def i18n_dirs() -> list[Path]:
    root = resources_dir()
    return [root / "i18n", root.parent / "i18n"]


QT_WORDS = (  # words Qt 6 asks for in its file dialogs that its own translations (qtbase_*.qm) lack: ours has them
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Unknown"),
)


def current_language() -> str:
    return str(_state["lang"])


def translators() -> list[QTranslator]:
    """The translations installed for the current language: ours, then Qt's own words."""
    return list(_state["translators"])


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
    # Qt's locale-dependent words: a file's kind ("documento JSON"), sizes and dates in the file dialogs
    QLocale.setDefault(QLocale(lang))
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
    "floater": QT_TRANSLATE_NOOP("Terms", "floater"),
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
    "air_scrapping": QT_TRANSLATE_NOOP("Terms", "Air Scrapping"),
    "build_colony": QT_TRANSLATE_NOOP("Terms", "Build Colony"),  # Colonies' standard project and its tiles:
    "Callisto": QT_TRANSLATE_NOOP("Terms", "Callisto"),
    "Ceres": QT_TRANSLATE_NOOP("Terms", "Ceres"),
    "Enceladus": QT_TRANSLATE_NOOP("Terms", "Enceladus"),
    "Europa": QT_TRANSLATE_NOOP("Terms", "Europa"),
    "Ganymede": QT_TRANSLATE_NOOP("Terms", "Ganymede"),
    "Io": QT_TRANSLATE_NOOP("Terms", "Io"),
    "Luna": QT_TRANSLATE_NOOP("Terms", "Luna"),
    "Miranda": QT_TRANSLATE_NOOP("Terms", "Miranda"),
    "Pluto": QT_TRANSLATE_NOOP("Terms", "Pluto"),
    "Titan": QT_TRANSLATE_NOOP("Terms", "Titan"),
    "Triton": QT_TRANSLATE_NOOP("Terms", "Triton"),
    "Hoverlord": QT_TRANSLATE_NOOP("Terms", "Hoverlord"),
    "Venuphile": QT_TRANSLATE_NOOP("Terms", "Venuphile"),
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
    "venus": QT_TRANSLATE_NOOP("Terms", "Venus"),
    "Neutral": QT_TRANSLATE_NOOP("Terms", "Neutral"),
    "AutoMars": QT_TRANSLATE_NOOP("Terms", "AutoMars"),
    "setup": QT_TRANSLATE_NOOP("Terms", "set-up"),
    "research": QT_TRANSLATE_NOOP("Terms", "research"),
    "draft": QT_TRANSLATE_NOOP("Terms", "draft"),
    "action": QT_TRANSLATE_NOOP("Terms", "action"),
    "solar": QT_TRANSLATE_NOOP("Terms", "solar phase"),
    "final_greenery": QT_TRANSLATE_NOOP("Terms", "final greenery"),
    "end": QT_TRANSLATE_NOOP("Terms", "game over"),
}


def term(key: str) -> str:
    """A game term: the TERMS above, else a glossary term (e.g. a milestone or place of another map)."""
    text = TERMS.get(key)
    return QCoreApplication.translate("Terms", text) if text else QCoreApplication.translate("Term", key)


def project_name(project: str) -> str:
    return term({"greenery": "greenery_project", "city": "city_project"}.get(project, project))



def player_name(name: str) -> str:
    """A player's name as shown: AutoMars and the neutral player in the player's language."""
    return term(name) if name in ("AutoMars", "Neutral") else name


