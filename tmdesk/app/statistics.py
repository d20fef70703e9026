"""A player's record: every game finished in this window, kept in `statistics.json` in the data folder (beside
the autosave and the saved games), and the figures of each mode (games, wins, best score).

The file is written atomically, like a save. It is data from the disk, so it is read with care: a damaged or
foreign file gives an empty record (and is left where it is until the next game is recorded over it), a damaged
entry is skipped; nothing in it can stop the program.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tmdesk.app import settings
from tmdesk.engine.saves import write_atomic
from tmdesk.engine.state import AUTOMARS, BOT

if TYPE_CHECKING:
    from tmdesk.engine.game import Game

log = logging.getLogger(__name__)

SCHEMA = 1
MAX_GAMES = 2000  # the oldest go first: the file stays small
MAX_FILE = 4_000_000  # bytes: a larger file is not a record this program wrote
MODES = ("standard", "corporate_era", "solo", "automars")


@dataclass(frozen=True)
class Finished:
    """One finished game, as the record keeps it."""

    key: str  # the same game ended twice (undo, redo) is recorded once
    date: str  # local time, ISO 8601 to the minute
    mode: str  # one of MODES
    board: str
    expansions: list[str]  # "prelude", "draft"
    scores: dict[str, int]  # every player's total, AutoMars's too; persons and computer players alike
    persons: list[str]  # the seats played at this computer by a person
    winner: str | None  # None: the solo game was lost
    generation: int
    level: str | None = None  # AutoMars's difficulty
    corporation: str | None = None  # AutoMars's corporation card
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def won(self) -> bool:
        """A person at this computer won (the solo game: Mars was terraformed in time)."""
        return self.winner is not None and self.winner in self.persons

    @property
    def best(self) -> int | None:
        """The best score of a person at this computer."""
        return max((self.scores[p] for p in self.persons if p in self.scores), default=None)


def path() -> Path:
    return settings.data_dir() / "statistics.json"


def finished(g: Game) -> Finished | None:
    """The record of a game that has ended (None while it goes on)."""
    s = g.state
    if g.waiting_for() is not None or not s.scores:
        return None
    c = s.config
    mode = "corporate_era" if c.mode == "standard" and c.corporate_era else c.mode
    scores = {name: int(score.get("total", 0)) for name, score in s.scores.items()}
    if s.automars is not None and g.automars_engine is not None:
        total = (g.automars_engine.dump().get("score") or {}).get("total")
        if isinstance(total, int):
            scores[AUTOMARS] = total
    seats = c.seats or []
    persons = [name for i, name in enumerate(c.players) if i >= len(seats) or seats[i].kind != BOT]
    expansions = [name for name, on in (("prelude", c.prelude), ("draft", c.draft)) if on]
    key = f"{c.seed}|{','.join(c.players)}|{mode}|{s.generation}|{sorted(scores.items())}"
    automars = c.mode == "automars"
    return Finished(key=key, date=datetime.now().isoformat(timespec="minutes"), mode=mode, board=c.board,
                    expansions=expansions, scores=scores, persons=persons, winner=s.winner, generation=s.generation,
                    level=c.automars_difficulty if automars else None,
                    corporation=getattr(s.automars, "corporation", None) if automars else None)


def _entry(raw: Any) -> Finished | None:
    """One entry of the file, checked field by field (None: skipped)."""
    if not isinstance(raw, dict):
        return None
    text = lambda v: isinstance(v, str) and len(v) <= 200  # noqa: E731
    number = lambda v: isinstance(v, int) and not isinstance(v, bool) and abs(v) < 100_000  # noqa: E731
    scores, persons, expansions = raw.get("scores"), raw.get("persons"), raw.get("expansions")
    ok = (text(raw.get("key")) and text(raw.get("date")) and raw.get("mode") in MODES and text(raw.get("board"))
          and isinstance(scores, dict) and len(scores) <= 6 and all(text(k) and number(v) for k, v in scores.items())
          and isinstance(persons, list) and all(text(p) for p in persons)
          and isinstance(expansions, list) and all(text(e) for e in expansions)
          and (raw.get("winner") is None or text(raw.get("winner"))) and number(raw.get("generation"))
          and (raw.get("level") is None or text(raw.get("level")))
          and (raw.get("corporation") is None or text(raw.get("corporation"))))
    if not ok:
        return None
    return Finished(key=raw["key"], date=raw["date"], mode=raw["mode"], board=raw["board"], expansions=expansions,
                    scores=scores, persons=persons, winner=raw.get("winner"), generation=raw["generation"],
                    level=raw.get("level"), corporation=raw.get("corporation"))


def load() -> list[Finished]:
    """Every game of the record, oldest first; a missing, damaged or foreign file gives none."""
    try:
        file = path()
        if file.stat().st_size > MAX_FILE:
            raise ValueError("too large")
        data = json.loads(file.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    except (OSError, ValueError, UnicodeDecodeError) as exc:
        log.warning("statistics file unreadable, starting a new record: %s", exc)
        return []
    games = data.get("games") if isinstance(data, dict) and data.get("schema") == SCHEMA else None
    if not isinstance(games, list):
        log.warning("statistics file of another kind, starting a new record")
        return []
    return [g for g in map(_entry, games[-MAX_GAMES:]) if g is not None]


def record(game: Game) -> bool:
    """Add `game` to the record if it has ended and is not in it yet; True when added. A disk that refuses the
    write is logged, never raised: the record is a courtesy, the game must go on."""
    entry = finished(game)
    if entry is None:
        return False
    games = load()
    if any(g.key == entry.key for g in games):
        return False
    games = [*games, entry][-MAX_GAMES:]
    try:
        write_atomic(path(), json.dumps({"schema": SCHEMA, "games": [asdict(g) for g in games]}, ensure_ascii=False))
    except OSError as exc:
        log.warning("statistics not saved: %s", exc)
        return False
    return True


@dataclass
class Figures:
    games: int = 0
    wins: int = 0
    best: int | None = None


def figures(games: list[Finished]) -> dict[str, Figures]:
    """Per mode: how many games, how many won by a person at this computer, the best score of such a person."""
    out: dict[str, Figures] = {}
    for g in games:
        f = out.setdefault(g.mode, Figures())
        f.games += 1
        f.wins += g.won
        if g.best is not None:
            f.best = g.best if f.best is None else max(f.best, g.best)
    return out
