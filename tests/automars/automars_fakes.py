"""A FakeHost for the AutoMars tests: a tiny in-memory game implementing `AutoMarsHost`."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from tmdesk.automars import AUTOMARS, AutoMars, AutoMarsState
from tmdesk.automars.cards import ProjectCardFacts, load_catalog
from tmdesk.automars.context import Context
from tmdesk.automars.difficulty import Difficulty
from tmdesk.automars.host import VENUS_NEXT
from tmdesk.automars.messages import ALL_MESSAGES, FAILED_ACTION_REASONS
from tmdesk.automars.state import TRACK_IDS
from tmdesk.engine.messages import NOUNS, PLACEHOLDER, render

HUMAN = "Kim"

TEST_CARDS = [
    ProjectCardFacts("Test Building Space", 10, ("building", "space"), False, False),
    ProjectCardFacts("Test Wild", 10, ("wild",), False, False),
    ProjectCardFacts("Test Venus", 10, ("venus",), False, False),
]
CATALOG = load_catalog().extended(TEST_CARDS)


class FakeHost:
    """Implements AutoMarsHost over plain attributes; records every call worth asserting."""

    # PRELUDE (automars.md 17), VENUS_NEXT (automars_expansions.md 2; set before AutoMars is made), COLONIES
    # (its pieces are tested in the engine: tests/engine/test_colonies_automars.py)
    expansions: frozenset[str] = frozenset()
    venus = 0  # the Venus scale in % (Venus Next)

    def __init__(
        self,
        *,
        seed: int = 1,
        generation: int = 1,
        temperature: int = -30,
        oxygen: int = 0,
        tiles: Mapping[str, tuple[str, str | None]] | None = None,
        human: Mapping[str, int] | None = None,
        deck: Sequence[str] = (),
        plants: int = 0,
        protected: bool = False,
        milestones: Mapping[str, str] | None = None,
        awards: Sequence[str] = (),
    ) -> None:
        self._rng = random.Random(seed)
        self._generation = generation
        self.temperature = temperature
        self.oxygen = oxygen
        self.tile_map: dict[str, dict[str, str | None]] = {
            space: {"tile": tile, "owner": owner} for space, (tile, owner) in (tiles or {}).items()
        }
        self.human: dict[str, int] = dict(human or {})
        self.deck = list(deck)
        self.discard: list[str] = []
        self.plants = plants
        self.protected = protected
        self.milestones: dict[str, str] = dict(milestones or {})
        self.awards = list(awards)
        self.resolved: list[str] = []
        self.card_resource_requests: list[tuple[str, ...]] = []
        self.placed: list[tuple[str, str]] = []
        self.events: list[tuple[str, dict[str, Any]]] = []
        self.reserved: list[str] = []
        self.special_spaces: dict[str, list[str]] = {}
        self.automars_goals: dict[str, int] = {}

    # --- AutoMarsHost -------------------------------------------------------------------------

    @property
    def rng(self) -> random.Random:
        return self._rng

    @property
    def generation(self) -> int:
        return self._generation

    @generation.setter
    def generation(self, value: int) -> None:
        self._generation = value

    def global_parameter(self, name: str) -> int:
        if name == "oceans":
            return sum(1 for t in self.tile_map.values() if t["tile"] == "ocean")
        return {"temperature": self.temperature, "oxygen": self.oxygen, "venus": self.venus}[name]

    def raise_global(self, name: str) -> bool:
        if name == "temperature":
            if self.temperature >= 8:
                return False
            self.temperature += 2
            return True
        if name == "oxygen":
            if self.oxygen >= 14:
                return False
            self.oxygen += 1
            return True
        if name == "venus" and VENUS_NEXT in self.expansions:
            if self.venus >= 30:
                return False
            self.venus += 2
            return True
        raise AssertionError(name)

    def tiles(self) -> Mapping[str, Mapping[str, str | None]]:
        return self.tile_map

    def place_tile(self, space_id: str, tile: str) -> None:
        assert space_id not in self.tile_map, f"{space_id} is occupied"
        assert tile in ("ocean", "greenery", "city", "special")
        owner = None if tile == "ocean" else AUTOMARS
        self.tile_map[space_id] = {"tile": tile, "owner": owner}
        self.placed.append((space_id, tile))

    def human_value(self, key: str) -> int:
        return self.human.get(key, 0)

    def automars_value(self, goal: str) -> int:
        return self.automars_goals.get(goal, 0)

    def claimed_milestones(self) -> Mapping[str, str]:
        return self.milestones

    def funded_awards(self) -> Sequence[str]:
        return self.awards

    def claim_milestone(self, name: str) -> None:
        assert name not in self.milestones and len(self.milestones) < 3
        self.milestones[name] = AUTOMARS

    def fund_award(self, name: str) -> None:
        assert name not in self.awards and len(self.awards) < 3
        self.awards.append(name)

    def draw_project_card(self) -> str | None:
        return self.deck.pop(0) if self.deck else None

    def discard_project_card(self, name: str) -> None:
        self.discard.append(name)

    def project_card_resolved(self, name: str) -> None:
        self.resolved.append(name)

    def human_lose_plants(self, amount: int) -> tuple[int, bool]:
        if self.protected:
            return 0, True
        lost = min(amount, self.plants)
        self.plants -= lost
        return lost, False

    def human_lose_card_resource(self, kinds: Sequence[str]) -> None:
        self.card_resource_requests.append(tuple(kinds))

    def human_splice_bonus(self, card: str, amount: int) -> None:
        self.human["resources:megacredits"] = self.human.get("resources:megacredits", 0) + amount

    def special_tile_spaces(self, card: str) -> Sequence[str]:
        return [s for s in self.special_spaces.get(card, []) if s not in self.tile_map]

    def place_special_tile(self, space_id: str, card: str) -> None:
        self.place_tile(space_id, "special")

    def reserve_space(self, space_id: str) -> None:
        self.reserved.append(space_id)

    def log(self, message_id: str, **args: str | int | list[str]) -> None:
        assert message_id in ALL_MESSAGES, message_id
        names = {m[1] for m in PLACEHOLDER.finditer(message_id)}
        names |= {m[2] for m in PLACEHOLDER.finditer(message_id) if m[2] and m[2] not in NOUNS}
        names |= {"n"} if "%n" in message_id else set()
        nouns = {m[2] for m in PLACEHOLDER.finditer(message_id) if m[2]}  # {amount:resource}: a noun or its argument
        assert names <= set(args) <= names | nouns, (message_id, args)
        assert "?" not in render(message_id, args), (message_id, args)
        if "reason" in args:
            assert args["reason"] in FAILED_ACTION_REASONS
        self.events.append((message_id, dict(args)))

    # --- helpers for the tests ----------------------------------------------------------------

    def messages(self) -> list[str]:
        return [render(message, args) for message, args in self.events]


def make_bot(
    host: FakeHost,
    *,
    difficulty: str = "normal",
    options: Sequence[str] | None = None,
    reached: Mapping[str, int] | None = None,
    **state: Any,
) -> AutoMars:
    """An AutoMars with the given state; tracks given as keyword `tracks={...}` (partial ok).
    `reached` defaults to the positions (icons up to them are used)."""
    positions = dict.fromkeys(TRACK_IDS, 0)
    positions.update(state.pop("tracks", {}))
    marks = dict(positions)
    marks.update(reached or {})
    level = Difficulty(frozenset(options)) if options is not None else Difficulty.preset(difficulty)
    automars_state = AutoMarsState(tracks=positions, reached=marks, difficulty=level, **state)
    return AutoMars(host, automars_state, catalog=CATALOG)


def ctx_of(bot: AutoMars) -> Context:
    return bot.ctx
