"""The engine's side of AutoMars (filled in when tmdesk.automars lands)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tmdesk.engine.game import Game
    from tmdesk.engine.state import GameState


def new_automars_state(state: GameState) -> Any:
    raise NotImplementedError("AutoMars is not available yet")


def attach(game: Game) -> None:
    raise NotImplementedError("AutoMars is not available yet")
