"""A card action whose only effect adds a resource to another card is not offered when no card can take it
(effects.no_card_to_add_to): Symbiotic Fungus, Extreme-Cold Fungus's second action, Maxwell Base, Floater
Technology; the "ANY card" actions of cards that hold that resource themselves (Dirigibles) always can."""

from __future__ import annotations

from typing import Any

from tests.cards.conftest import answer, build, do, rejected, waiting
from tmdesk.engine.card_actions import card_action_failure
from tmdesk.engine.game import Game
from tmdesk.engine.messages import R_NO_CARD_FOR_RESOURCE, Reason


def offered(g: Game, card: str) -> bool:
    return {"do": "card_action", "card": card} in waiting(g)["options"]


def why(g: Game, card: str) -> Reason | None:
    return card_action_failure(g, g.player("Kim"), card)


def test_symbiotic_fungus_with_no_other_microbe_card_is_not_offered() -> None:
    g = build({"Kim": {"played": ["Symbiotic Fungus", "Tardigrades"]}})  # Tardigrades holds microbes
    assert offered(g, "Symbiotic Fungus")
    g = build({"Kim": {"played": ["Symbiotic Fungus", "Birds"]}})  # Birds holds animals
    assert not offered(g, "Symbiotic Fungus")
    assert "cannot be used now" in rejected(g, {"do": "card_action", "card": "Symbiotic Fungus"})
    assert why(g, "Symbiotic Fungus") == Reason(R_NO_CARD_FOR_RESOURCE, {})  # what the action's button says


def test_extreme_cold_fungus_offers_only_its_plant_with_no_microbe_card() -> None:
    g = build({"Kim": {"played": ["Extreme-Cold Fungus"]}})
    assert offered(g, "Extreme-Cold Fungus")  # its first action, a plant, is always there
    do(g, do="card_action", card="Extreme-Cold Fungus")
    assert waiting(g)["options"] == [0]  # the two microbes have no card to go to
    answer(g, option=0)
    assert g.player("Kim").resources["plants"] == 1


def test_maxwell_base_needs_another_venus_card_that_holds_resources() -> None:
    kim: dict[str, Any] = {"played": ["Maxwell Base", "Dirigibles"]}
    assert offered(build({"Kim": kim}, venus_next=True), "Maxwell Base")  # Dirigibles: a Venus card, floaters
    for others in (["Birds"], ["Venus Governor"]):  # animals but no Venus tag; a Venus tag but no resource
        g = build({"Kim": {"played": ["Maxwell Base", *others]}}, venus_next=True)
        assert not offered(g, "Maxwell Base")
        assert why(g, "Maxwell Base") == Reason(R_NO_CARD_FOR_RESOURCE, {})
        rejected(g, {"do": "card_action", "card": "Maxwell Base"})


def test_floater_technology_needs_another_floater_card() -> None:
    assert not offered(build({"Kim": {"played": ["Floater Technology"]}}, colony_tiles=[]), "Floater Technology")
    assert offered(build({"Kim": {"played": ["Floater Technology", "Titan Shuttles"]}}, colony_tiles=[]), "Floater Technology")


def test_dirigibles_can_always_add_its_floater_to_itself() -> None:
    g = build({"Kim": {"played": ["Dirigibles"]}}, venus_next=True)
    assert offered(g, "Dirigibles")
    do(g, do="card_action", card="Dirigibles")
    if waiting(g)["kind"] == "select_card":
        answer(g, card="Dirigibles")
    assert g.player("Kim").card_resources["Dirigibles"] == 1
