"""The 11 colony tiles, each with the numbers the rules print (trade income at every step of its track, the
reward for building a colony there, the colony bonus), checked by playing them: a trade at each step, a
colony built with the standard project, a trade where another player owns a colony."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.cards.conftest import answer, build, do, extra_cards, waiting
from tmdesk.cards.model import CardDef
from tmdesk.engine.expansions import colony_tiles

# what a trade gives at steps 0 to 6 (the printed tracks)
TRADE: dict[str, tuple[str, list[Any]]] = {
    "Callisto": ("energy", [0, 2, 3, 5, 7, 10, 13]),
    "Ceres": ("steel", [1, 2, 3, 4, 6, 8, 10]),
    "Enceladus": ("microbe", [0, 1, 2, 3, 4, 4, 5]),
    "Europa": ("production", ["megacredits", "megacredits", "energy", "energy", "plants", "plants", "plants"]),
    "Ganymede": ("plants", [0, 1, 2, 3, 4, 5, 6]),
    "Io": ("heat", [2, 3, 4, 6, 8, 10, 13]),
    "Luna": ("megacredits", [1, 2, 4, 7, 10, 13, 17]),
    "Miranda": ("animal", [0, 1, 1, 2, 2, 3, 3]),
    "Pluto": ("cards", [0, 1, 2, 2, 3, 3, 4]),
    "Titan": ("floater", [0, 1, 1, 2, 3, 3, 4]),
    "Triton": ("titanium", [0, 1, 1, 2, 3, 4, 5]),
}
HOLDERS = {"microbe": "Test Microbe Vat", "animal": "Test Animal Pen", "floater": "Test Floater Bay"}
FAKES = {name: CardDef(f"T9{i}", name, "active", 1, (), False, None, holds_resource=kind)
         for i, (kind, name) in enumerate(HOLDERS.items())}


@pytest.fixture(autouse=True)
def holders() -> Iterator[None]:
    """Cards that hold microbes, animals and floaters, so that Enceladus, Miranda and Titan are active."""
    with extra_cards(FAKES):
        yield


def game(tile: str, kim: dict[str, Any] | None = None, stanley: dict[str, Any] | None = None, **state: Any):
    played = list(HOLDERS.values())
    kim = dict({"played": played, "card_resources": dict.fromkeys(played, 0)}, **(kim or {}))
    return build({"Kim": kim, "Stanley": stanley or {}}, colony_tiles=[tile], **state)


def test_the_data_file_holds_the_eleven_tiles_of_the_box():
    assert list(colony_tiles.all_tiles()) == sorted(TRADE)


@pytest.mark.parametrize("tile", sorted(TRADE))
@pytest.mark.parametrize("step", range(7))
def test_trade_income_at_each_step(tile: str, step: int) -> None:
    kind, track = TRADE[tile]
    deck = ["Lichen", "Algae", "Fish", "Birds"]
    g = game(tile, {"resources": {"megacredits": 9}}, colonies={tile: {"track": step}}, deck_top=deck)
    do(g, do="trade", colony=tile, pay={"megacredits": 9})
    kim = g.player("Kim")
    if kind in HOLDERS:
        if track[step]:
            assert waiting(g)["kind"] == "select_card"
            answer(g, card=HOLDERS[kind])
        assert kim.card_resources[HOLDERS[kind]] == track[step]
    elif kind == "production":
        assert kim.production == dict.fromkeys(kim.production, 0) | {track[step]: 1}
    elif kind == "cards":
        assert len(kim.hand) == track[step]
    else:
        assert kim.resources[kind] == track[step]
    assert g.dump()["colonies"][tile] == {"track": 0, "colonies": [], "fleets": ["Kim"]}


BUILD = {  # the reward for building a colony there (on each of its three colony spaces)
    "Callisto": {"production": {"energy": 1}},
    "Ceres": {"production": {"steel": 1}},
    "Enceladus": {"card_resources": {"Test Microbe Vat": 3}},
    "Europa": {"ocean": 1},
    "Ganymede": {"production": {"plants": 1}},
    "Io": {"production": {"heat": 1}},
    "Luna": {"production": {"megacredits": 2}},
    "Miranda": {"card_resources": {"Test Animal Pen": 1}},
    "Pluto": {"cards": 2},
    "Titan": {"card_resources": {"Test Floater Bay": 3}},
    "Triton": {"resources": {"titanium": 3}},
}


@pytest.mark.parametrize("tile", sorted(BUILD))
@pytest.mark.parametrize("colonies_before", [0, 2])
def test_build_reward_on_each_colony_space(tile: str, colonies_before: int) -> None:
    others = {"colonies": ["Stanley", "Stanley"][:colonies_before]} if colonies_before else {}
    g = game(tile, {"resources": {"megacredits": 17}}, colonies={tile: others} if others else {},
             deck_top=["Lichen", "Algae"])
    do(g, do="standard_project", project="build_colony")
    assert waiting(g)["kind"] == "select_colony" and waiting(g)["options"] == [tile]
    answer(g, colony=tile)
    kim, want = g.player("Kim"), BUILD[tile]
    if "ocean" in want:
        answer(g, space=waiting(g)["options"][0])
        assert g.state.oceans == 1 and kim.tr == 21
    elif "card_resources" in want:
        (card, n), = want["card_resources"].items()
        answer(g, card=card)
        assert kim.card_resources[card] == n
    elif "cards" in want:
        assert sorted(kim.hand) == ["Algae", "Lichen"]
    else:
        for key, values in want.items():
            for r, n in values.items():
                assert getattr(kim, key)[r] == n
    assert g.dump()["colonies"][tile]["colonies"] == others.get("colonies", []) + ["Kim"]
    assert g.dump()["colonies"][tile]["track"] == max(1, colonies_before + 1)


BONUS = {  # what each colony's owner gets when anyone trades there
    "Callisto": {"energy": 3}, "Ceres": {"steel": 2}, "Enceladus": {"Test Microbe Vat": 1},
    "Europa": {"megacredits": 1}, "Ganymede": {"plants": 1}, "Io": {"heat": 2}, "Luna": {"megacredits": 2},
    "Miranda": {"cards": 1}, "Pluto": {"draw 1, discard 1": 1}, "Titan": {"Test Floater Bay": 1},
    "Triton": {"titanium": 1},
}


@pytest.mark.parametrize("tile", sorted(BONUS))
def test_colony_bonus_to_the_owner_when_another_player_trades(tile: str) -> None:
    played = list(HOLDERS.values())
    stanley = {"played": played, "card_resources": dict.fromkeys(played, 0), "hand": ["Fish"]}
    g = game(tile, {"resources": {"energy": 3}, "played": [], "card_resources": {}}, stanley,
             colonies={tile: {"colonies": ["Stanley"], "track": 1}}, deck_top=["Lichen", "Algae"])
    do(g, do="trade", colony=tile, pay={"energy": 3})
    stan = g.player("Stanley")
    (what, n), = BONUS[tile].items()
    if what in played:
        assert waiting(g)["player"] == "Stanley"
        answer(g, card=what)
        assert stan.card_resources[what] == n
    elif what == "cards":
        assert sorted(stan.hand) == ["Fish", "Lichen"]  # (Kim's income, step 1 of a card resource: none)
    elif what.startswith("draw"):  # Pluto: draw a card, then discard one, after the trader's income
        assert g.player("Kim").hand == ["Lichen"]
        assert waiting(g) == waiting(g) | {"player": "Stanley", "kind": "select_cards", "min": 1, "max": 1}
        answer(g, cards=["Fish"])
        assert stan.hand == ["Algae"] and g.state.discard[-1] == "Fish"
    else:
        assert stan.resources[what] == n
    assert g.dump()["colonies"][tile] == {"track": 1, "colonies": ["Stanley"], "fleets": ["Kim"]}
