"""Computer players: clients of the engine above it (the engine never imports them).

A bot reads `Game.waiting_for()` (or, to plan, `Game.view(player)` and copies of the game) and answers
through `Game.apply` like every other caller. `random_step` is the random legal player used by
`tmdesk simulate`, the property tests and the benchmarks.
"""

from tmdesk.bots.random_player import random_step

__all__ = ["random_step"]
