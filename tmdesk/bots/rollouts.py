"""Games played out to their end on deals sampled from what a player sees.

One piece for the three places that judge an answer by where it leads: `best`'s search in the official solo
game (`solo_search`) and in games won on points (`points_search`), and the game review (`review`). Each
answer is played on the same sampled games (hidden cards dealt again at random from the player's view: the
same deals for every answer, so that the luck of the draw cancels out), and the rest of each game by a fast
policy for every seat (AutoMars by its own rules).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from tmdesk.bots.heuristic import Candidate
from tmdesk.engine import decisions as D
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.view import player_view

if TYPE_CHECKING:
    from tmdesk.engine.decisions import Decision
    from tmdesk.engine.game import Game

MAX_STEPS = 5000  # decisions in one play-out: far beyond a real game's rest
IDLE = ("pass", "end_turn")


class Policy(Protocol):
    def choose(self, g: Game, d: Decision) -> dict[str, Any]: ...


def play_out(g: Game, policy: Policy, max_steps: int = MAX_STEPS) -> Game:
    """Play `g` on with `policy` for every seat, to its end if it gets there (an answer refused: passing or
    skipping instead; nothing accepted: the position reached is the outcome)."""
    for _ in range(max_steps):
        d = g.waiting_for()
        if d is None:
            break
        try:
            g.apply(dict(policy.choose(g, d), player=d.player))
        except IllegalAction:
            try:
                g.apply({"player": d.player, "do": "pass"} if d.kind == D.ACTION else
                        {"player": d.player, "answer": {"skip": True}})
            except IllegalAction:
                break
    return g


def play_answer(g: Game, player: str, step: dict[str, Any], policy: Policy,
                max_steps: int = MAX_STEPS) -> Game | None:
    """`g` after `player`'s answer `step`, played out by `policy`; None if the answer is refused there."""
    try:
        g.apply(dict(step, player=player))
    except IllegalAction:
        return None
    return play_out(g, policy, max_steps)


def candidates(ranked: list[Candidate], n: int, close: float) -> list[Candidate]:
    """The answers worth searching: the `n` best within `close` of the best, and waiting (passing, ending
    the turn) whatever its value, for doing nothing now is often the answer a quick sum misjudges."""
    top = [c for c in ranked[:n] if c.value >= ranked[0].value - close]
    idle = next((c for c in ranked if c.step["do"] in IDLE), None)
    if idle is not None and all(c is not idle for c in top):
        top.append(idle)
    return top


def search(g: Game, player: str, ranked: list[Candidate], top: list[Candidate], rollouts: int,
           rng: random.Random, time_limit: float, rollout: Callable[[Game, dict[str, Any]], float]) -> list[Candidate]:
    """`ranked` again, the answers of `top` first, by the mean value of `rollout(sampled game, answer)` over
    `rollouts` deals (fewer once `time_limit` seconds have passed: every answer always has as many)."""
    view = player_view(g, player)
    totals = [0.0] * len(top)
    deadline = time.monotonic() + time_limit
    done = 0
    for _ in range(rollouts):
        seed = rng.getrandbits(64)
        for i, c in enumerate(top):
            totals[i] += rollout(view.sample(random.Random(seed)), c.step)
        done += 1
        if time.monotonic() > deadline:
            break
    searched = sorted((Candidate(c.step, totals[i] / done, c.reason) for i, c in enumerate(top)),
                      key=lambda c: -c.value)
    return searched + [c for c in ranked if all(c.step is not s.step for s in top)]
