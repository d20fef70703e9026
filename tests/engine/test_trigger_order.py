"""Simultaneous triggers from two or more cards: the active player chooses their order."""

from tests.cards.conftest import answer, build, do, waiting


def _city_for_kim(cards_in_play: list[str]):
    g = build({"Kim": {"corporation": "Tharsis Republic", "played": cards_in_play,
                       "resources": {"megacredits": 25}}})
    do(g, do="standard_project", project="city")
    answer(g, space="r2c3")
    return g


def test_triggers_of_one_card_resolve_without_a_question() -> None:
    g = _city_for_kim([])
    kim = g.player("Kim")
    assert waiting(g)["kind"] == "action"  # Tharsis Republic's two effects need no ordering
    assert kim.resources["megacredits"] == 3 and kim.production["megacredits"] == 2  # +1 project, +1 Tharsis


def test_the_active_player_orders_triggers_of_several_cards() -> None:
    g = _city_for_kim(["Pets"])
    d = waiting(g)
    assert d["kind"] == "select_option" and d["prompt"] == "order_triggers" and d["player"] == "Kim"
    assert sorted(d["descriptions"]) == ["Pets", "Tharsis Republic", "Tharsis Republic"]
    answer(g, option=d["descriptions"].index("Pets"))  # Pets first, then the two Tharsis effects
    assert waiting(g)["kind"] == "action"  # the two left come from one card: no second question
    kim = g.player("Kim")
    assert kim.card_resources["Pets"] == 1
    assert kim.resources["megacredits"] == 3 and kim.production["megacredits"] == 2
