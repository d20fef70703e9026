"""Every position of real games, in every mode, is a save the validator takes back unchanged."""

import random

import pytest

from tmdesk.bots import random_step
from tmdesk.engine import saves
from tmdesk.engine.game import new_game
from tmdesk.engine.state import GameConfig

MODES = [
    GameConfig(players=["Ana"], mode="automars", corporate_era=True, draft=True, seed=4),
    GameConfig(players=["Ana"], mode="automars", seed=5, automars_difficulty="brutal"),
    GameConfig(players=["Ana"], mode="solo", corporate_era=True, seed=6),
    GameConfig(players=["Ana", "Bo", "Cy"], corporate_era=True, draft=True, seed=7),
    GameConfig(players=["A", "B", "C", "D", "E"], seed=8),
    GameConfig(players=["Ana", "Bo"], corporate_era=True, prelude=True, board="hellas", seed=9),
    GameConfig(players=["Ana"], mode="solo", prelude=True, board="elysium", seed=10),
    GameConfig(players=["Ana"], mode="automars", prelude=True, draft=True, automars_corporation="random", seed=11),
]


@pytest.mark.parametrize("config", MODES, ids=lambda c: f"{c.mode}-{len(c.players)}p-{c.board}{'-prelude' if c.prelude else ''}-{c.seed}")
def test_positions_of_a_whole_game_load_back(config: GameConfig) -> None:
    g = new_game(config)
    rng = random.Random(config.seed)
    n = 0
    while (d := g.waiting_for()) is not None:
        g.apply(random_step(g, d, rng))
        n += 1
        if n % 23 == 0:
            assert saves.loads(saves.dumps(g)).dump() == g.dump()
    assert saves.loads(saves.dumps(g)).dump() == g.dump()
