"""Load and check the card catalogue (resources/data/cards/*.json).

A malformed file raises `CatalogueError` naming the file and the entry, never a bare KeyError.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from tmdesk.cards.model import CARD_RESOURCES, RESOURCES, TAGS, CardDef, Effect
from tmdesk.paths import data_file

PROJECT_TYPES = ("automated", "active", "event")


class CatalogueError(ValueError):
    """A card data file is malformed: the message names the file and the entry."""


EFFECT_KEYS = {
    "production", "production_any_player", "production_per", "production_exchange", "gain", "gain_per",
    "spend", "remove_any_player", "steal_any_player", "remove_resource_any_card", "raise", "tile", "tr",
    "tr_per", "draw_cards", "look_keep", "look_buy", "discard_from_hand", "add_resource_here",
    "remove_resource_here", "add_resource_to_another_card", "add_resource_to_played_card", "choose_one",
    "conditional", "next_card_discount", "next_card_requirement_tolerance", "special",
    # Prelude
    "draw_tagged", "play_from_hand", "play_prelude_from_deck", "fund_award_free", "production_lowest",
    # Venus Next
    "opponents_draw", "remove_resource_own_card", "draw_floater_cards", "spend_resources_here_for", "reuse_action",
    # Colonies (the colony pieces' keys are run by engine/expansions/colonies.py, the rest by colonies_cards.py)
    "build_colony", "trade_fleets", "colony_track", "colony_bonuses", "trade_free", "add_colony_tile",
    "gain_per_resource_here", "draw_cards_per",
}
STATIC_KEYS = {
    "discount", "resource_value", "global_requirement_tolerance", "protect_from_opponents",
    "resources_here_protected", "heat_as_megacredits", "greenery_plant_cost", "standard_project_discount",
    "resources_here_pay",
    "venus_requirement_tolerance", "production_gains_resource",  # Venus Next (Morning Star Inc., Manutech)
    "trade_discount", "trade_offset", "card_buy_price", "resources_here_as_heat",  # Colonies
}
REQUIREMENT_KINDS = {"oxygen", "temperature", "oceans", "tag", "production", "cities", "greeneries", "venus", "floaters",
                     "tr", "colonies"}
# an expansion's card file: name -> (its lists, in load order: (key, corporation?))
EXPANSION_FILES: dict[str, tuple[tuple[str, bool], ...]] = {
    "prelude": (("preludes", False), ("project_cards", False), ("corporations", True)),
    "venus": (("project_cards", False), ("corporations", True)),  # Venus Next
    "colonies": (("project_cards", False), ("corporations", True)),  # Colonies
}


@dataclass(frozen=True)
class Catalogue:
    cards: dict[str, CardDef]
    _decks: dict[tuple[bool, frozenset[str]], tuple[str, ...]] = field(default_factory=dict, compare=False, repr=False)

    @property
    def project_cards(self) -> list[CardDef]:
        """The base game's project cards (Corporate Era included); expansions' are in `expansion_cards`."""
        return [c for c in self.cards.values() if c.type in PROJECT_TYPES and c.expansion is None]

    @property
    def corporations(self) -> list[CardDef]:
        return [c for c in self.cards.values() if c.is_corporation and c.expansion is None]

    def expansion_cards(self, expansion: str) -> list[CardDef]:
        return [c for c in self.cards.values() if c.expansion == expansion]

    @staticmethod
    def _in_game(c: CardDef, corporate_era: bool, expansions: frozenset[str]) -> bool:
        return (corporate_era or not c.corporate_era) and (c.expansion is None or c.expansion in expansions)

    def deck(self, corporate_era: bool, expansions: Iterable[str] = ()) -> list[str]:
        """The project cards of a game with these card sets ("prelude", "venus"), in catalogue order
        (a new list each time)."""
        key = (corporate_era, frozenset(expansions))
        if key not in self._decks:
            self._decks[key] = tuple(c.name for c in self.cards.values()
                                     if c.type in PROJECT_TYPES and self._in_game(c, *key))
        return list(self._decks[key])

    def corporation_pool(self, corporate_era: bool, expansions: Iterable[str] = ()) -> list[str]:
        sets = frozenset(expansions)
        return [c.name for c in self.cards.values()
                if c.is_corporation and not c.beginner and self._in_game(c, corporate_era, sets)]

    def prelude_deck(self) -> list[str]:
        return [c.name for c in self.cards.values() if c.is_prelude]

    def __getitem__(self, name: str) -> CardDef:
        return self.cards[name]


def _fail(file: Path, entry: str, problem: str) -> CatalogueError:
    return CatalogueError(f"{file.name}: {entry}: {problem}")


def _check_effects(effects: Any, where: str, file: Path, entry: str) -> None:
    if not isinstance(effects, list):
        raise _fail(file, entry, f"{where} must be a list of effects")
    for e in effects:
        if not isinstance(e, dict) or not e:
            raise _fail(file, entry, f"{where}: an effect must be a non-empty object")
        unknown = set(e) - EFFECT_KEYS - {"steps", "count", "where", "name", "counts_as", "with_tag"}
        if unknown or not (set(e) & EFFECT_KEYS):
            raise _fail(file, entry, f"{where}: unknown effect {sorted(e)}")
        for key in ("production", "gain", "spend", "remove_any_player", "steal_any_player", "production_any_player"):
            if key in e:
                for r in e[key]:
                    if r not in RESOURCES:
                        raise _fail(file, entry, f"{where}: unknown resource {r!r}")
        if "choose_one" in e:
            for opt in e["choose_one"]:
                _check_effects(opt, where + ".choose_one", file, entry)
        if "conditional" in e:
            _check_effects(e["conditional"]["then"], where + ".then", file, entry)
            _check_effects(e["conditional"].get("else", []), where + ".else", file, entry)


def _derive(raw: dict[str, Any]) -> tuple[dict[str, tuple[Effect, ...]], dict[str, Any]]:
    triggers: dict[str, list[Effect]] = {}
    statics: dict[str, Any] = {}
    for o in raw.get("ongoing") or []:
        if "trigger" in o:
            triggers.setdefault(o["trigger"], []).append(o)
        else:
            statics.setdefault("list", []).append(o)
    return {k: tuple(v) for k, v in triggers.items()}, statics


def _card(raw: dict[str, Any], file: Path, corporation: bool, expansion: str | None = None) -> CardDef:
    entry = f"{raw.get('number', '?')} {raw.get('name', '?')}"
    try:
        tags = tuple(raw["tags"])
        for t in tags:
            if t not in TAGS:
                raise _fail(file, entry, f"unknown tag {t!r}")
        for req in raw.get("requirements", []):
            if req.get("kind") not in REQUIREMENT_KINDS:
                raise _fail(file, entry, f"unknown requirement {req!r}")
        if raw.get("holds_resource") not in (None, *CARD_RESOURCES):
            raise _fail(file, entry, f"unknown card resource {raw['holds_resource']!r}")
        _check_effects(raw.get("immediate", []), "immediate", file, entry)
        if raw.get("first_action"):
            _check_effects(raw["first_action"]["effects"], "first_action", file, entry)
        action = raw.get("action")
        if action is not None:
            for branch in action["or"] if "or" in action else [action]:
                _check_effects(branch["effects"], "action", file, entry)
        for o in raw.get("ongoing") or []:
            if "trigger" in o:
                _check_effects(o["effect"], "ongoing.trigger", file, entry)
            elif not set(o) <= STATIC_KEYS | {"on_tags"}:
                raise _fail(file, entry, f"unknown ongoing effect {sorted(o)}")
        triggers, statics = _derive(raw)
        return CardDef(
            number=str(raw["number"]),
            name=str(raw["name"]),
            type="corporation" if corporation else str(raw["type"]),
            cost=0 if corporation or raw.get("type") == "prelude" else int(raw["cost"]),
            tags=tags,
            corporate_era=bool(raw.get("corporate_era", False)),
            expansion=expansion,
            requirements=tuple(raw.get("requirements", [])),
            vp=raw.get("vp"),
            holds_resource=raw.get("holds_resource"),
            immediate=tuple(raw.get("immediate", [])),
            action=action,
            ongoing=tuple(raw.get("ongoing") or []),
            text=str(raw.get("text", "")),
            names=dict(raw.get("names") or {}),
            starting_megacredits=int(raw.get("starting_megacredits", 0)),
            starting_resources=dict(raw.get("starting_resources") or {}),
            starting_production=dict(raw.get("starting_production") or {}),
            first_action=raw.get("first_action"),
            beginner=bool(raw.get("beginner", False)),
            free_starting_cards=raw.get("free_starting_cards"),
            triggers=triggers,
            statics=statics,
        )
    except CatalogueError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise _fail(file, entry, f"malformed entry ({exc!r})") from exc


def _read(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise CatalogueError(f"{path.name}: cannot be read ({exc})") from exc


def _add(cards: dict[str, CardDef], raw: Any, path: Path, corporation: bool, expansion: str | None) -> None:
    if not isinstance(raw, list):
        raise CatalogueError(f"{path.name}: must be a list of cards")
    for item in raw:
        if not isinstance(item, dict):
            raise CatalogueError(f"{path.name}: every entry must be an object")
        card = _card(item, path, corporation, expansion)
        if card.name in cards:
            raise _fail(path, card.name, "duplicate name")
        cards[card.name] = card


def load_catalogue(folder: Path | None = None) -> Catalogue:
    """The base game's two files, then each expansion's file where it exists (`prelude.json`: preludes,
    corporations, project cards; `venus.json`: Venus Next's project cards and corporations)."""
    folder = folder or data_file("cards")
    cards: dict[str, CardDef] = {}
    for fname, corporation in (("project_cards.json", False), ("corporations.json", True)):
        _add(cards, _read(folder / fname), folder / fname, corporation, None)
    for expansion, lists in EXPANSION_FILES.items():
        path = folder / f"{expansion}.json"
        if not path.exists():
            continue
        raw = _read(path)
        if not isinstance(raw, dict) or set(raw) != {key for key, _ in lists}:
            raise CatalogueError(f"{path.name}: must hold {', '.join(key for key, _ in lists)}")
        for key, corporation in lists:
            _add(cards, raw[key], path, corporation, expansion)
    return Catalogue(cards)


@cache
def catalogue() -> Catalogue:
    return load_catalogue()
