"""The game as card code sees it. The engine hands card code an object of this shape
(the engine's `Game`); card code never imports the engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from tmdesk.cards.loader import Catalogue


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    return text


class Player(Protocol):
    @property
    def resources(self) -> dict[str, int]: ...
    @property
    def production(self) -> dict[str, int]: ...
    @property
    def played(self) -> list[str]: ...
    @property
    def card_resources(self) -> dict[str, int]: ...


class Tile(Protocol):
    @property
    def owner(self) -> str | None: ...
    @property
    def name(self) -> str | None: ...


class Space(Protocol):
    @property
    def bonus(self) -> tuple[str, ...]: ...


class Board(Protocol):
    @property
    def spaces(self) -> Mapping[str, Space]: ...
    @property
    def adjacent(self) -> Mapping[str, tuple[str, ...]]: ...
    @property
    def land(self) -> tuple[str, ...]: ...


class CardHost(Protocol):
    @property
    def cards(self) -> Catalogue: ...
    @property
    def board(self) -> Board: ...
    @property
    def tiles(self) -> Mapping[str, Tile]: ...
    @property
    def claims(self) -> dict[str, str]: ...  # Land Claim markers: space -> player
    @property
    def last_ocean(self) -> str | None: ...

    def player(self, name: str) -> Player: ...
    def is_player(self, name: str | None) -> bool: ...
    def draw(self, n: int) -> list[str]: ...
    def discard(self, cards: list[str]) -> None: ...
    def push_effects(self, player: str, fx: list[dict[str, Any]], src: str | None) -> None:
        """Effects of the card vocabulary to resolve next (as if printed on `src`)."""
    def effects_possible(self, player: str, fx: list[dict[str, Any]], src: str) -> bool: ...
    def ask_space(self, player: str, options: list[str], src: str, tile: str) -> None:
        """Ask for a space; the answer goes to the card's `resolve`."""
    def ask_card(self, player: str, options: list[str], src: str) -> None:
        """Ask for a card; the answer goes to the card's `resolve`."""
    def ask_player(self, player: str, options: list[str], src: str, effect: dict[str, Any], optional: bool) -> None:
        """Ask for a player whom `effect` (of the vocabulary) then targets."""
