"""The special spaces of Hellas and Elysium, and the cards that name Tharsis places.

Space facts (resources/data/maps): Hellas r8c2 is the south pole (bonus: pay 6 M€, place an ocean),
next to r7c2 (1 card), r7c3 (2 heat), r8c1 and r8c3 (2 heat each), none an ocean area; r6c0 is an
ocean area with 2 titanium; Hellas has no volcanic space. Elysium's volcanic spaces are r1c0, r2c0,
r2c6 (Olympus Mons, 3 cards) and r4c8; no Elysium space is reserved for Noctis City.
"""

from __future__ import annotations

from tests.cards.conftest import answer, do, play, rejected, waiting
from tests.maps.conftest import on_map

OCEAN = {"tile": "ocean", "owner": None}
HELLAS_NINE_OCEANS = {s: OCEAN for s in ("r0c0", "r1c0", "r2c0", "r3c0", "r3c5", "r3c6", "r4c5", "r4c6", "r4c7")}


def test_south_pole_costs_6_megacredits_and_gives_an_ocean() -> None:
    g = on_map("hellas", {"Kim": {"resources": {"plants": 8, "megacredits": 7}}})
    do(g, do="convert_plants")
    assert "r8c2" in waiting(g)["options"]
    answer(g, space="r8c2")
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 1 and g.state.oxygen == 1
    w = waiting(g)
    assert w["kind"] == "select_space" and set(w["options"]) == {"r1c0", "r0c0", "r2c0", "r3c0", "r3c5", "r3c6",
                                                                   "r4c5", "r4c6", "r4c7", "r5c5", "r5c6", "r6c0"}
    answer(g, space="r6c0")
    assert g.dump()["tiles"]["r6c0"] == OCEAN and g.dump()["tiles"]["r8c2"] == {"tile": "greenery", "owner": "Kim"}
    assert kim.tr == 22 and kim.resources["titanium"] == 2 and g.state.oceans == 1
    assert any(e[0].endswith("for the ocean of the south pole.") and e[1]["cost"] == 6 for e in g.state.log)


def test_south_pole_is_not_offered_to_a_player_who_cannot_pay_6() -> None:
    g = on_map("hellas", {"Kim": {"resources": {"plants": 8, "megacredits": 5}}})
    do(g, do="convert_plants")
    w = waiting(g)
    assert "r8c2" not in w["options"] and len(w["options"]) == 48
    rejected(g, {"answer": {"space": "r8c2"}})


def test_helion_pays_the_south_pole_with_heat_after_its_megacredits() -> None:
    g = on_map("hellas", {"Kim": {"corporation": "Helion", "resources": {"plants": 8, "megacredits": 2, "heat": 5}}})
    do(g, do="convert_plants")
    answer(g, space="r8c2")
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 0 and kim.resources["heat"] == 1
    assert waiting(g)["kind"] == "select_space"


def test_south_pole_is_free_and_gives_nothing_once_the_oceans_are_done() -> None:
    g = on_map("hellas", {"Kim": {"resources": {"plants": 8}}}, tiles=HELLAS_NINE_OCEANS)
    do(g, do="convert_plants")
    answer(g, space="r8c2")
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 0 and g.state.oceans == 9 and kim.tr == 21
    assert waiting(g)["kind"] == "action"


def test_lava_flows_goes_on_any_land_space_of_hellas() -> None:
    g = on_map("hellas", {"Kim": {"resources": {"megacredits": 18}, "hand": ["Lava Flows"]}})
    play(g, "Lava Flows")
    w = waiting(g)
    assert w["kind"] == "select_space"
    assert len(w["options"]) == 48 and "r3c2" in w["options"] and "r8c2" not in w["options"]  # 0 M€ left


def test_lava_flows_on_elysium_only_on_its_four_volcanoes() -> None:
    g = on_map("elysium", {"Kim": {"resources": {"megacredits": 18}, "hand": ["Lava Flows"]}})
    play(g, "Lava Flows")
    assert sorted(waiting(g)["options"]) == ["r1c0", "r2c0", "r2c6", "r4c8"]
    answer(g, space="r2c6")
    assert len(g.player("Kim").hand) == 3 and g.state.temperature == -26


def test_noctis_city_on_elysium_follows_the_normal_city_rules() -> None:
    g = on_map("elysium", {"Kim": {"resources": {"megacredits": 18}, "production": {"energy": 1},
                                   "hand": ["Noctis City"]}},
               tiles={"r4c4": {"tile": "city", "owner": "Stanley"}})
    play(g, "Noctis City")
    options = waiting(g)["options"]
    assert "r4c2" in options and "r5c0" in options
    assert not {"r4c4", "r3c4", "r4c5", "r5c4", "r5c3", "r3c3", "r0c0"} & set(options)
    answer(g, space="r4c2")
    assert g.dump()["tiles"]["r4c2"] == {"tile": "city", "owner": "Kim"}


def test_olympus_mons_draws_three_cards() -> None:
    g = on_map("elysium", {"Kim": {"resources": {"plants": 8}}})
    do(g, do="convert_plants")
    answer(g, space="r2c6")
    assert len(g.player("Kim").hand) == 3 and g.player("Kim").resources["plants"] == 0


def test_a_final_greenery_on_the_south_pole_buys_no_ocean_and_a_lost_solo_game_stays_lost() -> None:
    eight = dict(list(HELLAS_NINE_OCEANS.items())[:8])
    g = on_map("hellas", {"Kim": {"resources": {"plants": 8, "megacredits": 10}}}, mode="solo", generation=14,
               temperature=8, oxygen=14, tiles=eight)
    do(g, do="pass")
    assert waiting(g)["kind"] == "final_greenery"
    do(g, do="convert_plants")
    money = g.player("Kim").resources["megacredits"]
    answer(g, space="r8c2")
    assert g.player("Kim").resources["megacredits"] == money and g.state.oceans == 8
    assert g.state.phase == "end" and g.state.winner is None


def test_ganymede_colony_keeps_its_off_map_area_on_hellas() -> None:
    g = on_map("hellas", {"Kim": {"resources": {"megacredits": 20}, "hand": ["Ganymede Colony"]}})
    play(g, "Ganymede Colony")
    assert waiting(g)["options"] == ["ganymede_colony"]  # asked, even with a single option
    answer(g, space="ganymede_colony")
    assert g.dump()["tiles"]["ganymede_colony"] == {"tile": "city", "owner": "Kim"}
    assert g.count_cities("Kim", on_mars=True) == 0


def test_a_city_project_is_not_offered_when_only_the_south_pole_is_free_and_its_6_megacredits_would_be_missing() -> None:
    from tmdesk.engine.board import board

    full = {s: {"tile": "greenery", "owner": "Stanley"} for s in board("hellas").land if s != "r8c2"}
    g = on_map("hellas", {"Kim": {"resources": {"megacredits": 30}}}, tiles=full)
    assert {"do": "standard_project", "project": "city"} not in g.waiting_for().options  # 25 + 6 > 30
    rejected(g, {"do": "standard_project", "project": "city"})
    g = on_map("hellas", {"Kim": {"resources": {"megacredits": 31}}}, tiles=full)
    do(g, do="standard_project", project="city")
    assert waiting(g)["options"] == ["r8c2"]
    answer(g, space="r8c2")
    assert g.player("Kim").resources["megacredits"] == 0 and waiting(g)["kind"] == "select_space"


def _only_the_south_pole_free(kim: dict[str, object]) -> object:
    from tmdesk.engine.board import board

    full = {s: {"tile": "greenery", "owner": "Stanley"} for s in board("hellas").land if s != "r8c2"}
    return on_map("hellas", {"Kim": kim}, tiles=full)


def test_a_special_tile_card_needs_the_south_poles_6_megacredits_left_after_its_price() -> None:
    """Nuclear Zone (10 M€, its tile on any land space): with only the south pole free, 16 M€ play it
    (10 + 6); with 15 M€ it is not offered, as a card whose tile has no legal space."""
    g = _only_the_south_pole_free({"resources": {"megacredits": 15}, "hand": ["Nuclear Zone"]})
    assert {"do": "play_card", "card": "Nuclear Zone"} not in g.waiting_for().options
    assert "no legal space for its tile" in rejected(g, {"do": "play_card", "card": "Nuclear Zone"})
    g = _only_the_south_pole_free({"resources": {"megacredits": 16}, "hand": ["Nuclear Zone"]})
    assert {"do": "play_card", "card": "Nuclear Zone"} in g.waiting_for().options
    play(g, "Nuclear Zone")
    assert waiting(g)["options"] == ["r8c2"]
    answer(g, space="r8c2")
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 0 and g.dump()["tiles"]["r8c2"]["tile"] == "special"
    assert waiting(g)["kind"] == "select_space"  # the south pole's ocean


def test_steel_paying_a_building_card_keeps_the_megacredits_for_the_south_pole() -> None:
    """Commercial District (16 M€, building): 8 steel pay it all, so 6 M€ are enough for the south
    pole, 5 are not. Paying it with M€ instead would leave no space: that payment is refused."""
    def kim(mc: int) -> dict[str, object]:
        return {"resources": {"megacredits": mc, "steel": 8}, "production": {"energy": 1},
                "hand": ["Commercial District"]}

    g = _only_the_south_pole_free(kim(5))
    assert {"do": "play_card", "card": "Commercial District"} not in g.waiting_for().options
    g = _only_the_south_pole_free(kim(21))
    step = {"do": "play_card", "card": "Commercial District", "pay": {"megacredits": 16}}
    assert "no legal space for its tile" in rejected(g, step)  # 5 M€ would be left
    g = _only_the_south_pole_free(kim(6))
    assert {"do": "play_card", "card": "Commercial District"} in g.waiting_for().options
    play(g, "Commercial District", pay={"steel": 8})
    answer(g, space="r8c2")
    assert g.player("Kim").resources["megacredits"] == 0 and waiting(g)["kind"] == "select_space"


def test_a_city_card_is_played_without_its_city_when_the_south_pole_is_out_of_reach() -> None:
    """Immigrant City (13 M€, a city by the normal rules): a card may be played when its city cannot be
    placed (the French rulebook: a tile is placed if possible). With only the south pole free, 19 M€
    (13 + 6) place the city there; with 18 M€ the card is played, its production changes, no city."""
    def kim(mc: int) -> dict[str, object]:
        return {"resources": {"megacredits": mc}, "production": {"energy": 1}, "hand": ["Immigrant City"]}

    g = _only_the_south_pole_free(kim(19))
    play(g, "Immigrant City")
    assert waiting(g)["options"] == ["r8c2"]
    answer(g, space="r8c2")
    assert g.dump()["tiles"]["r8c2"] == {"tile": "city", "owner": "Kim"} and g.player("Kim").resources["megacredits"] == 0
    g = _only_the_south_pole_free(kim(18))
    play(g, "Immigrant City")
    kim_state = g.player("Kim")
    assert "r8c2" not in g.state.tiles and kim_state.resources["megacredits"] == 5
    assert kim_state.production["energy"] == 0 and "Immigrant City" in kim_state.played
    assert waiting(g)["kind"] == "action"
