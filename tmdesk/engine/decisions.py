"""What the game waits for: exactly one decision of one player, with its legal options.

A pending decision is stored on the state's pending stack as a plain dict ("ask" item), so that a
game can be saved at any moment. `Decision` is the read-only view the callers get.
"""

from __future__ import annotations

from typing import Any, NamedTuple

# decision kinds
CHOOSE_START = "choose_start"
BUY_CARDS = "buy_cards"
DRAFT_PICK = "draft_pick"
ACTION = "action"
SELECT_SPACE = "select_space"
SELECT_CARD = "select_card"
SELECT_CARDS = "select_cards"
SELECT_PLAYER = "select_player"
SELECT_OPTION = "select_option"
SELECT_AMOUNT = "select_amount"
FINAL_GREENERY = "final_greenery"
PLAY_PRELUDE = "play_prelude"
SELECT_COLONY = "select_colony"  # Colonies: a colony tile, by name

# answer key expected by each "answer" kind
ANSWER_KEY = {
    SELECT_SPACE: "space",
    SELECT_CARD: "card",
    SELECT_CARDS: "cards",
    SELECT_PLAYER: "player",
    SELECT_OPTION: "option",
    SELECT_AMOUNT: "amount",
    SELECT_COLONY: "colony",
}


class _Fields(NamedTuple):
    player: str
    kind: str
    options: list[Any]
    optional: bool  # {"skip": true} is allowed
    info: dict[str, Any]  # source card, tile, min/max, price, prompt...


class Decision(_Fields):
    """A read-only record: a tuple, because the game makes one or two at every decision (a frozen
    dataclass costs twice as much to create)."""

    __slots__ = ()

    def __new__(cls, player: str, kind: str, options: list[Any], optional: bool = False,
                info: dict[str, Any] | None = None) -> Decision:
        return tuple.__new__(cls, (player, kind, options, optional, {} if info is None else info))

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"player": self.player, "kind": self.kind, "options": self.options}
        if self.optional:
            d["optional"] = True
        d.update(self.info)
        return d
