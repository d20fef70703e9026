"""A scenario's partial AutoMars bonus deck is made of the game's map's cards: B01-B07 and that map's
Corporate Competition card (B09 on Hellas...), never Tharsis's B08; a pile naming another map's card is refused."""

from __future__ import annotations

from typing import Any

import pytest

from tmdesk.engine.scenario import ScenarioError, build


def scenario(board: str, automars: dict[str, Any]) -> dict[str, Any]:
    return {"format": "tmdesk-scenario/1", "steps": [],
            "setup": {"players": ["Kim"], "mode": "automars", "board": board, "skip_setup": True, "seed": 5},
            "state": {"automars": automars}}


@pytest.mark.parametrize(("board", "card"), [("tharsis", "B08"), ("hellas", "B09"), ("elysium", "B10"),
                                            ("utopia_planitia", "B11"), ("terra_cimmeria", "B12")])
def test_an_action_deck_without_a_bonus_deck_leaves_the_maps_cards_in_the_bonus_deck(board: str, card: str) -> None:
    game = build(scenario(board, {"action_deck": ["Mine", "B03"], "destroyed_bonus_cards": ["B01"]}))
    assert game.state.automars.bonus_deck == ["B02", "B04", "B05", "B06", "B07", card]


def test_a_bonus_deck_size_keeps_the_first_cards_and_discards_the_others_with_the_maps_card() -> None:
    game = build(scenario("hellas", {"action_deck": ["B07"], "bonus_deck_size": 2}))
    automars = game.state.automars
    assert automars.bonus_deck == ["B01", "B02"]
    assert automars.bonus_discard == ["B03", "B04", "B05", "B06", "B09"]
    assert game.dump()["automars"]["bonus_deck_size"] == 2


@pytest.mark.parametrize(("board", "pile", "message"), [
    ("hellas", "bonus_deck", "B08 is the Corporate Competition card of tharsis; on hellas AutoMars's is B09"),
    ("terra_cimmeria", "bonus_discard", "B09 is the Corporate Competition card of hellas; on terra_cimmeria AutoMars's is B12"),
    ("tharsis", "action_deck", "B11 is the Corporate Competition card of utopia_planitia; on tharsis AutoMars's is B08"),
])
def test_another_maps_corporate_competition_card_is_refused(board: str, pile: str, message: str) -> None:
    card = message.split()[0]
    with pytest.raises(ScenarioError, match=message):
        build(scenario(board, {pile: [card]}))
