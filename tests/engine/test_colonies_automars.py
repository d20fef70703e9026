"""AutoMars with Colonies (automars_expansions.md 3; tmdesk/automars/shipping.py, colonies_bonus_cards.py): the
set-up, its shipping board, the colonies it builds and the trades it makes, Europa, Pluto and Titan, the second
fleet, the human's trades and removals, and the corporations that wait for Colonies (C25, C26, C30, C33, C34)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.cards.conftest import answer, build, do, waiting
from tmdesk.automars import messages as am
from tmdesk.automars.corporations import available
from tmdesk.automars.host import COLONIES, PRELUDE
from tmdesk.engine import messages as M
from tmdesk.engine import saves
from tmdesk.engine.game import new_game
from tmdesk.engine.state import GameConfig

FIVE = ["Ceres", "Europa", "Io", "Luna", "Pluto"]  # Lichen (cost 7) counts to the 2nd of 5: Europa


def game(automars: dict[str, Any], kim: dict[str, Any] | None = None, colony_tiles: list[str] | None = None,
         **state: Any):
    """An AutoMars game with Colonies (FIVE tiles), its tracks on 5; Kim holds 11 M€ for `automars_turn`."""
    kim = dict(kim or {})
    kim["resources"] = dict({"megacredits": 11}, **kim.get("resources", {}))
    return build({"Kim": kim}, mode="automars", corporate_era=False, colony_tiles=colony_tiles or FIVE,
                 automars=dict({"tracks": dict.fromkeys(("building", "space", "event", "science", "energy",
                                                          "earth", "plant"), 5)}, **automars), **state)


def automars_turn(g) -> None:
    """Kim builds a power plant and ends the turn; AutoMars plays one card, and it is Kim's turn again."""
    do(g, do="standard_project", project="power_plant")
    do(g, do="end_turn")


def logged(g, message_id: str) -> list[dict[str, Any]]:
    return [args for mid, args in g.state.log if mid == message_id]


def colonies(g) -> dict[str, Any]:
    return g.dump()["colonies"]


# --- set-up ------------------------------------------------------------------------------------------

def test_set_up_as_for_two_players_every_tile_active_b17_and_b18_in_the_bonus_deck() -> None:
    g = new_game(GameConfig(players=["Kim"], mode="automars", colonies=True, seed=7))
    d = g.dump()
    assert len(d["colony_tiles"]) == 5 and all(t["track"] == 1 for t in d["colonies"].values())
    assert d["players"]["Kim"]["trade_fleets"] == 1 and d["automars"]["shipping"] == {}
    deck = set(g.state.automars.bonus_deck) | {c for c in g.state.automars.action_deck if c.startswith("B")}
    assert "B05" not in deck and {"B17", "B18"} <= deck and not {"B19", "B20"} & deck
    g = build(mode="automars", colony_tiles=["Titan", "Enceladus", "Miranda"])
    assert [s["colony"] for s in waiting(g)["options"] if s.get("do") == "trade"] == []  # Kim has no M€
    from tmdesk.engine.expansions.colony_tiles import is_active

    assert all(is_active(g, t) for t in ("Titan", "Enceladus", "Miranda"))  # no card needed with AutoMars


def test_the_colonies_corporations_are_offered_with_colonies_only() -> None:
    assert not {"C25", "C26", "C30", "C33", "C34"} & set(available())
    assert {"C25", "C26", "C30", "C33", "C34"} <= set(available(frozenset({COLONIES})))
    assert "C16" in available(frozenset({PRELUDE, COLONIES}))


# --- building colonies ---------------------------------------------------------------------------------

def test_b17_builds_a_colony_on_a_tile_counted_by_a_revealed_cost_and_stores_2_resources() -> None:
    g = game({"action_deck": ["B17"]}, deck_top=["Algae"])  # cost 10: (10 - 1) mod 5 = 4, the 5th: Pluto
    automars_turn(g)
    assert colonies(g)["Pluto"]["colonies"] == ["AutoMars"]
    assert g.dump()["automars"]["shipping"] == {"Pluto": 2}  # not the printed reward (2 cards)
    assert logged(g, am.COLONY_PICK) == [{"card": "Algae", "cost": 10, "count": 5, "colony": "Pluto"}]
    assert "B17" in g.state.automars.bonus_discard  # the card stays in the game


def test_b17_builds_no_colony_with_two_already_and_prefers_a_city() -> None:
    two = {"Ceres": {"colonies": ["AutoMars"]}, "Io": {"colonies": ["AutoMars"]}}
    g = game({"action_deck": ["B17"]}, colonies=two)
    automars_turn(g)
    assert logged(g, am.BONUS_NO_EFFECT) == [{"card": "B17"}]
    g = game({"action_deck": ["B17"]}, tiles={"r0c3": {"tile": "ocean", "owner": None},
                                              "r0c4": {"tile": "ocean", "owner": None}})
    automars_turn(g)
    assert "B17" in g.state.automars.destroyed_bonus_cards and colonies(g)["Ceres"]["colonies"] == []


def test_europa_gives_automars_an_ocean_and_a_failed_action_without_one() -> None:
    g = game({"action_deck": ["B17"]}, deck_top=["Lichen"])  # the 2nd tile: Europa
    automars_turn(g)
    assert colonies(g)["Europa"]["colonies"] == ["AutoMars"] and g.state.oceans == 1
    assert g.state.automars.tr == 21 and g.dump()["automars"]["shipping"] == {}
    nine = {s: {"tile": "ocean", "owner": None}
            for s in ["r0c1", "r0c3", "r0c4", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r5c5"]}
    g = game({"action_deck": ["B18"], "megacredits": 0}, deck_top=["Lichen"], tiles=nine)
    automars_turn(g)
    assert colonies(g)["Europa"]["colonies"] == ["AutoMars"]
    assert logged(g, am.FAILED_ACTION)[-1]["reason"] == "oceans_max" and g.state.automars.megacredits == 5


def test_b18_builds_a_colony_then_discards_the_top_bonus_card_unresolved() -> None:
    g = game({"action_deck": ["B18"], "bonus_deck": ["B01", "B03"]}, deck_top=["Fish"])  # cost 9: Luna
    automars_turn(g)
    assert colonies(g)["Luna"]["colonies"] == ["AutoMars"] and g.dump()["automars"]["shipping"] == {"Luna": 2}
    assert g.state.automars.bonus_deck == ["B03"] and g.state.automars.bonus_discard == ["B01", "B18"]
    assert logged(g, am.METEOR_SHOWER) == []  # B01 was not resolved


# --- trading ---------------------------------------------------------------------------------------------

def test_shipping_lines_trades_with_the_furthest_marker_for_1_megacredit() -> None:
    tiles = {"Io": {"track": 4, "colonies": ["Kim"]}, "Luna": {"track": 4, "colonies": ["AutoMars"]},
             "Ceres": {"track": 6, "fleets": ["Kim"]}}
    g = game({"action_deck": ["B19"], "megacredits": 3, "shipping": {"Luna": 1}}, colonies=tiles)
    automars_turn(g)
    assert logged(g, am.TRADE_CHOICE) == [{"colony": "Luna", "position": 4}]  # tie: its own colony
    assert g.state.automars.megacredits == 2
    assert g.dump()["automars"]["shipping"] == {"Luna": 1 + 2 + 1}  # 2, and its colony's bonus
    assert colonies(g)["Luna"] == {"track": 1, "colonies": ["AutoMars"], "fleets": ["AutoMars"]}
    assert "B19" not in g.state.automars.bonus_discard  # back beside the board


def test_the_humans_colonies_get_their_bonus_when_automars_trades() -> None:
    g = game({"action_deck": ["B19"]}, colonies={"Io": {"track": 6, "colonies": ["Kim"]}})
    automars_turn(g)
    assert g.player("Kim").resources["heat"] == 2 and g.dump()["automars"]["shipping"] == {"Io": 2}


def test_trading_with_europa_gives_1_tr_and_europas_bonus_1_megacredit() -> None:
    g = game({"action_deck": ["B19"], "megacredits": 0}, colonies={"Europa": {"track": 6}})
    automars_turn(g)
    assert g.state.automars.tr == 21 and g.dump()["automars"]["shipping"] == {}  # it trades with no M€ too
    g = game({}, kim={"resources": {"megacredits": 9}}, colonies={"Europa": {"colonies": ["AutoMars"]}})
    do(g, do="trade", colony="Europa")
    assert g.state.automars.megacredits == 1 and logged(g, am.EUROPA_BONUS) == [{}]


def test_automars_colony_bonus_comes_after_the_traders_income_in_the_log() -> None:
    g = game({}, kim={"resources": {"megacredits": 9}}, colonies={"Europa": {"colonies": ["AutoMars", "Kim"]}})
    do(g, do="trade", colony="Europa")
    ids = [mid for mid, _ in g.state.log]
    assert ids.index(M.L_TRADE_STEP) < ids.index(am.EUROPA_BONUS) < ids.index(M.L_COLONY_BONUS)
    g = game({"action_deck": ["B19"]}, colonies={"Io": {"track": 6, "colonies": ["Kim"]}})
    automars_turn(g)
    ids = [mid for mid, _ in g.state.log]
    assert ids.index(am.TRADE_CHOICE) < ids.index(M.L_COLONY_BONUS)


def test_a_human_trade_where_automars_has_a_colony_stores_1_resource() -> None:
    g = game({}, kim={"resources": {"energy": 3}}, colonies={"Ceres": {"colonies": ["AutoMars"]}})
    do(g, do="trade", colony="Ceres", pay={"energy": 3})
    assert g.dump()["automars"]["shipping"] == {"Ceres": 1} and g.player("Kim").resources["steel"] == 2


def test_no_free_fleet_or_no_open_tile_and_shipping_lines_has_no_effect() -> None:
    g = game({"action_deck": ["B19"]}, colonies={n: {"fleets": ["Kim"]} for n in FIVE[:1]} | {
        n: {"fleets": ["AutoMars"]} for n in FIVE[1:2]})
    automars_turn(g)
    assert logged(g, am.TRADE_NONE) == [{"card": "B19"}]


# --- the shipping board -------------------------------------------------------------------------------------

def test_five_resources_advance_the_areas_track_at_the_start_of_its_turn() -> None:
    g = game({"action_deck": ["Mine"], "shipping": {"Pluto": 6, "Ceres": 4}, "floaters": 7})
    automars_turn(g)
    d = g.dump()["automars"]
    assert d["shipping"] == {"Pluto": 1, "Ceres": 4, "Titan": 7}  # Titan's floaters never exchange
    assert d["tracks"]["science"] == 6 and d["tracks"]["building"] == 6  # Pluto: Science; Mine: its tag


def test_each_area_advances_the_track_of_its_tag() -> None:
    """The component's table: Ceres Building, Luna Event, Io Earth, Enceladus/Ganymede/Miranda Plant, Callisto
    Energy, Triton Space, Pluto Science (one reading: VZ; IG says Event); Titan and Europa advance none."""
    from tmdesk.automars import shipping

    ctx = game({}).automars_engine.bot.ctx
    assert {tile: shipping.area_track(ctx, tile) for tile in shipping.data()["areas"]} == {
        "Callisto": "energy", "Ceres": "building", "Enceladus": "plant", "Europa": None, "Ganymede": "plant",
        "Io": "earth", "Luna": "event", "Miranda": "plant", "Pluto": "science", "Titan": None, "Triton": "space"}


def test_the_human_takes_stored_resources_as_their_type() -> None:
    g = game({"megacredits": 10, "shipping": {"Ceres": 3}})
    from tmdesk.engine import effects

    assert effects.removal_targets(g, "Kim", "steel") == ["AutoMars"]
    g.automars_engine.remove(2, True, "steel")
    assert g.state.automars.shipping["Ceres"] == 1 and g.state.automars.megacredits == 10
    g.automars_engine.remove(2, False, "heat")  # nothing stored: its M€ supply
    assert g.state.automars.megacredits == 8


def test_the_second_fleet_is_unlocked_on_space_9_of_the_event_track() -> None:
    g = game({"action_deck": ["Asteroid"],
              "tracks": {"building": 5, "space": 5, "event": 8, "science": 5, "energy": 5, "earth": 5, "plant": 5}})
    automars_turn(g)
    assert g.dump()["players"]["Kim"]["trade_fleets"] == 1
    assert logged(g, am.SECOND_FLEET) == [{"track": "event", "position": 9}]
    from tmdesk.engine.expansions.colony_tiles import fleets_owned

    assert fleets_owned(g, "AutoMars") == 2


def test_shipping_lines_join_each_research_deck_from_generation_2() -> None:
    g = game({"action_deck": []})
    do(g, do="pass")
    assert g.state.generation == 2
    assert "B19" in g.state.automars.action_deck and "B20" not in g.state.automars.action_deck
    assert logged(g, am.SHIPPING_CARDS) == [{"cards": ["B19"]}]


def test_extended_shipping_lines_joins_once_the_second_fleet_is_unlocked() -> None:
    g = game({"action_deck": []}, kim={"trade_fleets": 1})
    g.state.expansion_state["colonies"]["fleets"]["AutoMars"] = 2
    do(g, do="pass")
    assert {"B19", "B20"} <= set(g.state.automars.action_deck)
    assert logged(g, am.SHIPPING_CARDS) == [{"cards": ["B19", "B20"]}]


def test_trading_with_titan_fills_titans_area_with_2_floaters() -> None:
    g = game({"action_deck": ["B19"]}, colonies={"Titan": {"track": 6}}, colony_tiles=[*FIVE, "Titan"])
    automars_turn(g)
    assert logged(g, am.TRADE_CHOICE) == [{"colony": "Titan", "position": 6}]
    assert g.dump()["automars"]["shipping"] == {"Titan": 2} and g.state.automars.floaters == 2


# --- floaters (Titan's area without Venus Next) ----------------------------------------------------------

def test_invasive_species_gives_2_megacredits_and_a_floater_with_colonies() -> None:
    g = game({"action_deck": ["B02"], "megacredits": 0})
    automars_turn(g)
    assert g.state.automars.megacredits == 2 and g.dump()["automars"]["shipping"] == {"Titan": 1}


def test_five_floaters_buy_one_more_card_at_the_research_phase() -> None:
    g = game({"action_deck": [], "floaters": 6})
    do(g, do="pass")  # AutoMars passes too: generation 2
    projects = [c for c in g.state.automars.action_deck if not c.startswith("B")]
    assert len(projects) == 4 and g.dump()["automars"]["shipping"] == {"Titan": 1}
    assert logged(g, am.SPEND_FLOATERS) == [{"amount": 5, "before": 6, "after": 1}]


def test_the_floater_icons_of_its_board_fill_titans_area() -> None:
    tracks = {"building": 5, "space": 5, "event": 5, "science": 5, "energy": 1, "earth": 5, "plant": 5}
    g = game({"action_deck": ["Power Plant"], "tracks": tracks})  # Energy 2 shows "gain 1 floater"
    automars_turn(g)
    assert g.dump()["automars"]["shipping"] == {"Titan": 1}


def test_utopia_planitias_colony_icon_builds_a_colony() -> None:
    tracks = {"building": 5, "space": 4, "event": 5, "science": 5, "energy": 5, "earth": 5, "plant": 5}
    g = game({"tracks": tracks, "action_deck": ["Satellites"]}, board="utopia_planitia", deck_top=["Fish"])
    automars_turn(g)
    assert colonies(g)["Luna"]["colonies"] == ["AutoMars"]


# --- its corporations -----------------------------------------------------------------------------------------

def start(code: str, seed: int = 3) -> Any:
    g = new_game(GameConfig(players=["Kim"], mode="automars", colonies=True, seed=seed, automars_corporation=code))
    g.apply({"player": "Kim", "do": "choose_start", "corporation": g.state.offers["Kim"]["corporations"][0],
             "cards": []})
    return g


def test_c30_aridor_puts_one_more_tile_in_play_and_its_cubes_advance_the_event_track() -> None:
    g = start("C30")
    assert len(g.dump()["colony_tiles"]) == 6 and logged(g, am.CORP_TILE_ADDED)
    assert g.state.automars.cubes["energy"] == [3, 6] and g.state.automars.cubes["plant"] == [3, 6]


def test_c33_poseidon_builds_a_colony_and_every_colony_advances_its_least_track() -> None:
    g = start("C33")
    assert sum(t["colonies"].count("AutoMars") for t in colonies(g).values()) == 1
    assert sum(g.state.automars.tracks.values()) == 1  # its own colony already moved one track
    g = game({"corporation": "C33"}, kim={"resources": {"megacredits": 17}})
    do(g, do="standard_project", project="build_colony")
    answer(g, colony="Io")
    assert logged(g, am.CORP_COLONY_ADVANCE) == [{"corporation": "Poseidon", "track": "building"}]


def test_c34_stormcraft_and_c26_celestic_gain_floaters() -> None:
    g = start("C34")
    assert logged(g, am.CORP_FLOATER) == [{"corporation": "Stormcraft Incorporated"}]
    assert g.dump()["automars"]["shipping"] == {"Titan": 2}  # its Jovian tag reached Energy 2: a floater too
    g = game({"corporation": "C26", "action_deck": ["Tardigrades"],
              "tracks": {"building": 5, "space": 5, "event": 5, "science": 5, "energy": 5, "earth": 5,
                         "plant": 18}})
    automars_turn(g)  # Plant track at its end: a Failed Action, and a floater
    assert g.dump()["automars"]["shipping"] == {"Titan": 1}


def test_c34_raises_the_temperature_when_it_spends_floaters_for_a_card() -> None:
    g = game({"corporation": "C34", "action_deck": [], "floaters": 4})
    do(g, do="pass")  # round start: a 5th floater; then 5 spent for a card
    assert g.state.temperature == -28 and g.dump()["automars"]["shipping"] == {}


def test_c25_viron_gains_a_floater_per_action_card_and_scores_them() -> None:
    g = game({"corporation": "C25", "action_deck": ["Fish"]})
    automars_turn(g)
    assert g.dump()["automars"]["shipping"] == {"Titan": 1}
    assert g.automars_engine.bot.ctx.corporation.extra_vp(g.automars_engine.bot.ctx) == 1


def test_an_automars_colonies_game_saves_and_loads() -> None:
    import random

    from tmdesk.bots import random_step

    g = new_game(GameConfig(players=["Kim"], mode="automars", colonies=True, seed=5, automars_corporation="C33"))
    rng = random.Random(5)
    while not g.state.automars.shipping or g.state.generation < 3:
        d = g.waiting_for()
        g.apply(dict(random_step(g, d, rng), player=d.player))
    assert saves.loads(saves.dumps(g)).dump() == g.dump()


@pytest.mark.parametrize("board", ["tharsis", "hellas", "elysium", "utopia_planitia", "terra_cimmeria"])
def test_every_automars_map_plays_colonies_to_its_end(board: str) -> None:
    import random

    from tmdesk.cli.simulate import play_to_end

    g = new_game(GameConfig(players=["Kim"], mode="automars", colonies=True, board=board, seed=11,
                            automars_corporation="random"))
    assert play_to_end(g, random.Random(4)) > 50 and g.state.phase == "end"
