"""Games on Hellas and Elysium for the map tests (the card-test builder with `setup.board`)."""

from __future__ import annotations

from typing import Any

from tests.cards.conftest import build
from tmdesk.engine.game import Game


def on_map(board: str, players: dict[str, dict[str, Any]] | None = None, **kw: Any) -> Game:
    return build(players, board=board, **kw)
