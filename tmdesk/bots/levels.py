"""The bot levels a seat can take: one name per level, with how to make it, its label, its colour and its
measured strength (`benchmarks/level_strength.py` writes it; nothing here is guessed)."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from tmdesk.engine.messages import QT_TRANSLATE_NOOP
from tmdesk.paths import data_file

if TYPE_CHECKING:
    from collections.abc import Callable

    from tmdesk.engine.decisions import Decision
    from tmdesk.engine.game import Game


class Bot(Protocol):
    def choose(self, g: Game, d: Decision) -> dict[str, Any]: ...


class RandomBot:
    """Random legal answers (the simulator's player)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, g: Game, d: Decision) -> dict[str, Any]:
        from tmdesk.bots.random_player import random_step

        return random_step(g, d, self.rng)


@dataclass(frozen=True)
class Level:
    name: str  # as typed on the command line
    label: str  # as shown (translatable)
    colour: str  # the seat's colour on the New Game screen
    make: Callable[[int], Bot]


def _easy(seed: int) -> Bot:
    from tmdesk.bots.heuristic import EASY, GreedyBot

    return GreedyBot(seed, EASY)


def _normal(seed: int) -> Bot:
    from tmdesk.bots.heuristic import NORMAL, GreedyBot

    return GreedyBot(seed, NORMAL)


def _hard(seed: int) -> Bot:
    from tmdesk.bots.search import SearchBot

    return SearchBot(seed)


LEVELS: dict[str, Level] = {
    "random": Level("random", QT_TRANSLATE_NOOP("Bots", "Random"), "#8a8a8a", RandomBot),
    "easy": Level("easy", QT_TRANSLATE_NOOP("Bots", "Easy"), "#4caf50", _easy),
    "normal": Level("normal", QT_TRANSLATE_NOOP("Bots", "Normal"), "#2196f3", _normal),
    "hard": Level("hard", QT_TRANSLATE_NOOP("Bots", "Hard"), "#e53935", _hard),
}
ALIASES = {"best": "hard"}
STRONGEST = "hard"


def level(name: str) -> Level:
    """The level called `name` (`best` is the strongest); KeyError for an unknown name."""
    return LEVELS[ALIASES.get(name, name)]


def make_bot(name: str, seed: int = 0) -> Bot:
    return level(name).make(seed)


STRENGTH_AGAINST = "automars_normal"  # the yardstick: AutoMars at the level its rulebook calls usual


@dataclass(frozen=True)
class Strength:
    """A level's measured record in one kind of game: games played, games won, the first seed."""

    games: int
    won: int
    seed: int

    @property
    def percent(self) -> int:
        return int(100 * self.won / self.games + 0.5)  # halves up, as people round


def strength_path() -> Path:
    return data_file("bot_strength.json")


@cache
def _strengths() -> dict[str, dict[str, Strength]]:
    path = strength_path()
    if not path.exists():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return {name: {kind: Strength(int(r["games"]), int(r["won"]), int(r["seed"])) for kind, r in kinds.items()}
            for name, kinds in data.get("levels", {}).items()}


def strength(name: str, kind: str = STRENGTH_AGAINST) -> Strength | None:
    """Level `name`'s measured record against AutoMars Normal (or in the official solo game: kind "solo")."""
    return _strengths().get(ALIASES.get(name, name), {}).get(kind)
