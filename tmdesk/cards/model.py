"""Card definitions: immutable facts loaded from resources/data/cards."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Effect = dict[str, Any]

RESOURCES = ("megacredits", "steel", "titanium", "plants", "energy", "heat")
CARD_RESOURCES = ("animal", "microbe", "science", "fighter", "floater", "asteroid",  # Venus Next
                  "camp")  # Colonies
TAGS = ("building", "space", "power", "science", "jovian", "earth", "plant", "microbe", "animal", "city", "event", "wild",
        "venus")
CARD_TYPES = ("automated", "active", "event", "corporation", "prelude")


@dataclass(frozen=True, slots=True)
class CardDef:
    """One project card or corporation, as printed (see resources/data/cards/README.md)."""

    number: str
    name: str
    type: str
    cost: int
    tags: tuple[str, ...]
    corporate_era: bool
    expansion: str | None = None  # None: the base game (with Corporate Era); "prelude", "venus", "colonies"
    requirements: tuple[Effect, ...] = ()
    vp: Effect | None = None
    holds_resource: str | None = None
    immediate: tuple[Effect, ...] = ()
    action: Effect | None = None
    ongoing: tuple[Effect, ...] = ()
    text: str = ""
    names: dict[str, str | None] = field(default_factory=dict)
    # corporations only
    starting_megacredits: int = 0
    starting_resources: dict[str, int] = field(default_factory=dict)
    starting_production: dict[str, int] = field(default_factory=dict)
    first_action: Effect | None = None
    beginner: bool = False
    free_starting_cards: int | None = None
    # derived at load time, for speed
    triggers: dict[str, tuple[Effect, ...]] = field(default_factory=dict)
    statics: dict[str, Any] = field(default_factory=dict)

    @property
    def is_corporation(self) -> bool:
        return self.type == "corporation"

    @property
    def is_prelude(self) -> bool:
        return self.type == "prelude"

    @property
    def is_event(self) -> bool:
        return self.type == "event"

    def action_branches(self) -> list[Effect]:
        """The blue action as a list of branches (one, or several for "or" actions)."""
        if self.action is None:
            return []
        return list(self.action["or"]) if "or" in self.action else [self.action]
