"""Games on Hellas and Elysium for the map tests (the card-test builder with the map swapped in)."""

from __future__ import annotations

from typing import Any

from tests.cards.conftest import build
from tmdesk.engine.board import Board
from tmdesk.engine.game import Game
from tmdesk.paths import data_file


def on_map(board: str, players: dict[str, dict[str, Any]] | None = None, **kw: Any) -> Game:
    g = build(players, **kw)
    g.board = Board(data_file(f"maps/{board}.json"))
    return g
