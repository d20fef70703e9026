"""Difficulty levels (Níveis de Dificuldade), automars.md section 14.

Each change of the rulebook is a separate option; a player may pick any subset, and the four
levels are presets. Normal is the empty set.

* E1 ignore the Advance Counter icons (`advance`; not `advance_track:<id>`, which the rulebook
  does not name); E2 a Failed Action gives 3 M€ instead of 5; E3 every AutoMars award strength
  is reduced by 5 (mid-game comparisons and final scoring alike: "every strength").
* H1 1 VP per played-pile card without a negative VP icon; H2 the paid milestone claim at the
  start of AutoMars's first turn of each generation.
* B1 4 project cards in the setup action deck; B2 all 4 research cards are kept.
  Brutal = H1 + H2 + B1 + B2.
"""

from __future__ import annotations

from dataclasses import dataclass

OPTIONS: dict[str, str] = {
    "E1": "ignore the Advance Counter icons",
    "E2": "a Failed Action gives 3 M€ instead of 5",
    "E3": "every AutoMars award strength is reduced by 5",
    "H1": "1 VP per played card without a negative VP icon",
    "H2": "pay 8 M€ to claim a milestone at the start of the first turn of each generation",
    "B1": "4 project cards in the setup action deck instead of 3",
    "B2": "keep all 4 project cards of each research phase",
}
"""Option code -> what it changes (rulebook section "Níveis de Dificuldade")."""

PRESETS: dict[str, frozenset[str]] = {
    "easy": frozenset({"E1", "E2", "E3"}),
    "normal": frozenset(),
    "hard": frozenset({"H1", "H2"}),
    "brutal": frozenset({"H1", "H2", "B1", "B2"}),
}

FAILED_ACTION_MC = 5
FAILED_ACTION_MC_EASY = 3
EASY_AWARD_STRENGTH_MODIFIER = -5
HARD_CLAIM_COST = 8
PROJECT_CARDS_PER_DECK = 3
PROJECT_CARDS_PER_DECK_BRUTAL = 4


@dataclass(frozen=True, slots=True)
class Difficulty:
    """A set of difficulty options (codes of `OPTIONS`)."""

    options: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        unknown = sorted(set(self.options) - set(OPTIONS))
        if unknown:
            raise ValueError(f"unknown AutoMars difficulty option(s) {unknown}; known: {sorted(OPTIONS)}")

    @classmethod
    def preset(cls, level: str) -> Difficulty:
        """`"easy"`, `"normal"`, `"hard"` or `"brutal"`."""
        try:
            return cls(PRESETS[level])
        except KeyError:
            raise ValueError(f"unknown AutoMars difficulty {level!r}; expected one of {sorted(PRESETS)}") from None

    @property
    def level(self) -> str:
        """The preset name these options make, or `"custom"`."""
        for name, options in PRESETS.items():
            if options == self.options:
                return name
        return "custom"

    def has(self, option: str) -> bool:
        return option in self.options

    @property
    def failed_action_mc(self) -> int:
        """M€ for a Failed Action (section 11; E2)."""
        return FAILED_ACTION_MC_EASY if "E2" in self.options else FAILED_ACTION_MC

    @property
    def ignores_advance_counter(self) -> bool:
        """E1 (section 7.4)."""
        return "E1" in self.options

    @property
    def award_strength_modifier(self) -> int:
        """Added to every AutoMars award strength (E3, section 8.1)."""
        return EASY_AWARD_STRENGTH_MODIFIER if "E3" in self.options else 0

    @property
    def scores_played_cards(self) -> bool:
        """H1 (section 13.3 / 14)."""
        return "H1" in self.options

    @property
    def hard_milestone_claim(self) -> bool:
        """H2 (section 6 / 14)."""
        return "H2" in self.options

    @property
    def setup_project_cards(self) -> int:
        """Project cards in the setup action deck (section 3; B1)."""
        return PROJECT_CARDS_PER_DECK_BRUTAL if "B1" in self.options else PROJECT_CARDS_PER_DECK

    @property
    def keeps_all_research_cards(self) -> bool:
        """B2 (section 4.2 / 14)."""
        return "B2" in self.options

    @property
    def research_project_cards(self) -> int:
        """Project cards in each research phase's action deck (section 4.2; B2)."""
        return PROJECT_CARDS_PER_DECK_BRUTAL if "B2" in self.options else PROJECT_CARDS_PER_DECK

    def to_dict(self) -> dict[str, object]:
        return {"level": self.level, "options": sorted(self.options)}

    @classmethod
    def from_dict(cls, data: object) -> Difficulty:
        """Accepts a preset name, or `{"level": ..., "options": [...]}` (options win)."""
        if isinstance(data, str):
            return cls.preset(data)
        if not isinstance(data, dict):
            raise ValueError(f"AutoMars difficulty must be a level name or an object, not {data!r}")  # noqa: TRY004 - bad data is a ValueError (spec)
        options = data.get("options")
        if options is None:
            level = data.get("level", "normal")
            if not isinstance(level, str):
                raise ValueError(f"AutoMars difficulty level must be a string, not {level!r}")
            return cls.preset(level)
        if not isinstance(options, list) or not all(isinstance(o, str) for o in options):
            raise ValueError(f"AutoMars difficulty options must be a list of codes, not {options!r}")
        return cls(frozenset(options))
