"""The game review, the coach's second half: the player's decisions replayed, and what `best` would have done.

A game keeps every answer it accepted (`GameState.record`); played again on `new_game(config)` they give the
same game, so each decision of the reviewed player can be looked at as it stood. At each one that was a real
choice, `best` is asked what it would have done (it reads the position as a bot always does: through the
player's view). Where its answer differs, both answers are played out on the same few games sampled from what
the player could see then (hidden cards dealt again at random, `player_view(...).sample`), every seat played
by the fast policy of the game's kind (`points_policy` for games won on points, `solo_search.SoloPolicy` in
the official solo game) to the end. The difference in the player's final score margin (points less the best
other score, AutoMars's included; in the solo game, the player's points) is what the decision cost.

Payments are not reviewed (answers that differ only in how a cost was paid count as the same): the review is
about what was done. A game whose record does not lead to it (a scenario, a save from before the record was
kept) cannot be reviewed: `ReviewError`.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tmdesk.bots.heuristic import NORMAL, GreedyBot
from tmdesk.bots.levels import STRONGEST, make_bot
from tmdesk.bots.points_policy import PointsPolicy
from tmdesk.bots.rollouts import play_answer
from tmdesk.bots.solo_search import SoloPolicy
from tmdesk.engine import decisions as D
from tmdesk.engine import saves
from tmdesk.engine.game import new_game
from tmdesk.engine.messages import QT_TRANSLATE_NOOP, IllegalAction
from tmdesk.engine.state import AUTOMARS, PERSON
from tmdesk.engine.steps import check_step
from tmdesk.engine.view import player_view

if TYPE_CHECKING:
    from tmdesk.engine.decisions import Decision
    from tmdesk.engine.game import Game

SAMPLES = 6  # sampled deals per decision where `best` differs (each played out twice: the player's way, best's)
BUDGET = 180.0  # seconds for a whole game: past it, the remaining decisions get one sample each
TOP = 10  # findings listed by default
# the kinds where choosing nothing, or several options at once, is a choice of its own
OPEN_KINDS = (D.CHOOSE_START, D.BUY_CARDS, D.SELECT_CARDS, D.SELECT_AMOUNT, D.FINAL_GREENERY)

E_NO_RECORD = QT_TRANSLATE_NOOP(
    "Review", "This game cannot be reviewed: it was not played from its start with this version of tmdesk "
              "(a scenario, or a game saved before decisions were recorded).")
E_NO_SEAT = QT_TRANSLATE_NOOP("Review", "There is no player called {player} in this game.")
E_BAD_REVIEW = QT_TRANSLATE_NOOP(
    "Review", "The review saved with this game is damaged or belongs to another game; it was left out.")
MAX_FINDINGS = 2000  # a saved review lists at most this many (a game has a few hundred decisions of a player)
MAX_LOSS = 1000.0  # points: no decision changes a final margin by more


class ReviewError(Exception):
    """Why a game cannot be reviewed: a message id (translatable, `{key}` arguments) and its arguments."""

    def __init__(self, message_id: str, **args: Any) -> None:
        super().__init__(message_id)
        self.message_id = message_id
        self.args_dict = args


@dataclass(frozen=True)
class Finding:
    index: int  # the answer's place in the game's record: the position is the game before it
    generation: int
    kind: str  # the decision's kind (engine/decisions.py)
    played: dict[str, Any]  # the player's answer
    best: dict[str, Any]  # `best`'s answer
    loss: float  # points of final margin the player's answer cost against best's (negative: it did better)
    samples: int  # play-outs each way the loss is measured on

    def to_dict(self) -> dict[str, Any]:
        return {"index": self.index, "generation": self.generation, "kind": self.kind, "played": self.played,
                "best": self.best, "loss": self.loss, "samples": self.samples}


@dataclass
class Review:
    player: str
    findings: list[Finding] = field(default_factory=list)  # every difference found, costliest first
    decisions: int = 0  # the player's real choices looked at
    total: int = 0  # the player's real choices in the game
    complete: bool = True  # False when cancelled before the end

    def top(self, n: int = TOP) -> list[Finding]:
        return [f for f in self.findings if f.loss > 0][:n]


# --- the record -------------------------------------------------------------------------------------------

def replay(g: Game) -> Iterator[tuple[int, Game, Decision, dict[str, Any]]]:
    """Every recorded answer with the game just before it (the same object, moving on: copy it to keep it) and
    its decision. ReviewError when the record does not lead to `g` (checked once the record is played)."""
    record = g.state.record
    world = new_game(g.state.config)
    for i, step in enumerate(record):
        d = world.waiting_for()
        if d is None:
            raise ReviewError(E_NO_RECORD)
        yield i, world, d, step
        try:
            world.apply(step)
        except IllegalAction as exc:
            raise ReviewError(E_NO_RECORD) from exc
    if saves.dumps(world) != saves.dumps(g):
        raise ReviewError(E_NO_RECORD)


def position(g: Game, index: int) -> Game:
    """The game as it was before recorded answer `index` (the board the player saw then)."""
    for i, world, _d, _step in replay(g):
        if i == index:
            return world.copy()
    raise ReviewError(E_NO_RECORD)


def check_record(g: Game) -> None:
    """ReviewError unless the record replays to `g`."""
    for _ in replay(g):
        pass


def real_choice(d: Decision) -> bool:
    """More than one answer was possible."""
    if d.kind == D.ACTION:
        return len(d.options) > 1
    return len(d.options) > 1 or (bool(d.options) and (d.optional or d.kind in OPEN_KINDS))


def same(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """The same answer, whoever gave it and however it was paid (card lists in any order)."""
    return _canonical(a) == _canonical(b)


def _canonical(step: dict[str, Any]) -> str:
    def clean(v: Any) -> Any:
        if isinstance(v, dict):
            return {k: clean(x) for k, x in v.items() if k not in ("player", "pay")}
        if isinstance(v, list) and all(isinstance(x, str) for x in v):
            return sorted(v)
        return v
    return json.dumps(clean(step), sort_keys=True)


# --- what an answer is worth ----------------------------------------------------------------------------------

def final_value(g: Game, player: str) -> float | None:
    """The player's final score margin over the best other score (AutoMars's included; solo: its points), or
    None when the game did not reach its end or AutoMars won at its generation limit without scoring."""
    s = g.state
    if s.phase != "end" or player not in s.scores:
        return None
    scores = {name: sc.get("total", 0) for name, sc in s.scores.items()}
    if s.automars is not None:
        if s.automars.score is None:
            return None
        scores[AUTOMARS] = s.automars.score.get("total", 0)
    mine = scores.pop(player)
    return float(mine - max(scores.values(), default=0))


def policy_for(g: Game, seed: int) -> Any:
    return SoloPolicy(GreedyBot(seed, NORMAL)) if g.state.config.solo else PointsPolicy()


def cost(g: Game, player: str, played: dict[str, Any], best: dict[str, Any], samples: int,
         rng: random.Random) -> tuple[float, int]:
    """Mean final margin of `best` less that of `played`, over `samples` deals sampled from the player's
    view (the same deals for both), and how many deals counted."""
    view = player_view(g, player)
    total, counted = 0.0, 0
    for _ in range(samples):
        seed = rng.getrandbits(64)
        values = []
        for step in (played, best):
            world = view.sample(random.Random(seed))
            after = play_answer(world, player, step, policy_for(world, seed & 0xFFFF))
            value = None if after is None else final_value(after, player)
            if value is None:
                break
            values.append(value)
        if len(values) == 2:
            total += values[1] - values[0]
            counted += 1
    return (total / counted if counted else 0.0), counted


# --- the review -----------------------------------------------------------------------------------------

Progress = Callable[[int, int], None]


def review(g: Game, player: str, samples: int = SAMPLES, budget: float = BUDGET, seed: int = 0,
           progress: Progress | None = None, cancelled: Callable[[], bool] | None = None,
           bot: Any = None) -> Review:
    """Review `player`'s decisions in the game `g` (ReviewError: no such player, or no record to replay).

    `progress(done, total)` is called after each decision looked at; when `cancelled()` turns true the review
    stops and returns what it found so far (`complete` False). Past `budget` seconds every remaining difference
    is measured on one sampled deal."""
    if player not in [p.name for p in g.state.players]:
        raise ReviewError(E_NO_SEAT, player=player)
    check_record(g)  # before the long part: a game that cannot be replayed says so at once
    positions = [(i, world.copy(), d, step) for i, world, d, step in replay(g)
                 if d.player == player and real_choice(d)]
    result = Review(player, total=len(positions))
    rng = random.Random(seed)
    deadline = time.monotonic() + budget
    for n, (i, world, d, step) in enumerate(positions):
        if cancelled is not None and cancelled():
            result.complete = False
            break
        advisor = bot if bot is not None else make_bot(STRONGEST, seed + i)
        best = advisor.choose(world, d)
        if not same(step, best):
            k = samples if time.monotonic() < deadline else 1
            loss, counted = cost(world, player, step, best, k, rng)
            if counted:
                result.findings.append(Finding(i, world.state.generation, d.kind, _plain(step), _plain(best),
                                               round(loss, 2), counted))  # as saved: a reopened review is the same
        result.decisions = n + 1
        if progress is not None:
            progress(n + 1, len(positions))
    result.findings.sort(key=lambda f: -f.loss)
    return result


def default_seat(g: Game) -> str:
    """The player reviewed unless another is chosen: the first person's seat (the first player when every
    seat is a bot)."""
    config = g.state.config
    people = [name for name, seat in zip(config.players, config.seats, strict=False) if seat.kind == PERSON]
    return people[0] if people else config.players[0]  # no seats listed: every seat a person


# --- saved with the game ---------------------------------------------------------------------------------

def to_dict(r: Review) -> dict[str, Any]:
    return {"player": r.player, "decisions": r.decisions, "total": r.total, "complete": r.complete,
            "findings": [f.to_dict() for f in r.findings]}


def from_dict(g: Game, data: Any) -> Review:
    """A review saved with game `g`, checked against it: its player, and each finding's answer the one the
    record holds at its place, `best`'s answer one the rules accept there. ReviewError(E_BAD_REVIEW) else."""
    bad = ReviewError(E_BAD_REVIEW)
    if type(data) is not dict or set(data) != {"player", "decisions", "total", "complete", "findings"}:
        raise bad
    player, findings = data["player"], data["findings"]
    if player not in [p.name for p in g.state.players] or type(data["complete"]) is not bool:
        raise bad
    if not (_count(data["total"], MAX_FINDINGS) and _count(data["decisions"], data["total"])):
        raise bad
    if type(findings) is not list or len(findings) > MAX_FINDINGS:
        raise bad
    out = [_finding(f, len(g.state.record)) for f in findings]
    wanted = {f.index: f for f in out}
    try:
        for i, world, d, step in replay(g):
            f = wanted.get(i)
            if f is None:
                continue
            if d.player != player or not same(f.played, step) or d.kind != f.kind:
                raise bad
            world.copy().apply(dict(f.best, player=player))
    except (IllegalAction, ReviewError) as exc:
        raise bad from exc
    return Review(player, sorted(out, key=lambda f: -f.loss), data["decisions"], data["total"], data["complete"])


def _count(v: Any, top: int) -> bool:
    return type(v) is int and 0 <= v <= top


def _finding(f: Any, steps: int) -> Finding:
    keys = {"index", "generation", "kind", "played", "best", "loss", "samples"}
    if type(f) is not dict or set(f) != keys or not _count(f["index"], steps - 1) or not _count(f["samples"], 1000):
        raise ReviewError(E_BAD_REVIEW)
    loss = f["loss"]
    if type(loss) not in (int, float) or not -MAX_LOSS <= loss <= MAX_LOSS or not _count(f["generation"], 100):
        raise ReviewError(E_BAD_REVIEW)
    if type(f["kind"]) is not str or type(f["played"]) is not dict or type(f["best"]) is not dict:
        raise ReviewError(E_BAD_REVIEW)
    try:
        check_step(f["best"])
    except IllegalAction as exc:
        raise ReviewError(E_BAD_REVIEW) from exc
    return Finding(f["index"], f["generation"], f["kind"], f["played"], f["best"], float(loss), f["samples"])


def _plain(step: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(json.dumps({k: v for k, v in step.items() if k != "player"}))
    return out
