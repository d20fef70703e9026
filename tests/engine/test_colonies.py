"""Colonies' core (engine/expansions/colonies.py, colonies_trade.py): the tiles in play, trade fleets, trading and
its costs, discounts and offsets, colony bonuses, building colonies, the solar phase, inactive tiles, Terra
Cimmeria's colony space, the cards' vocabulary, the solo set-up, scenarios and saves. The numbers are the rules'
(the modules' docstrings give the sources); each tile's own numbers are in test_colony_tiles.py."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from tests.cards.conftest import answer, build, do, extra_cards, rejected, waiting
from tmdesk.cards.model import CardDef
from tmdesk.engine import messages as M
from tmdesk.engine import saves, standard_projects
from tmdesk.engine.expansions import colony_tiles
from tmdesk.engine.game import new_game
from tmdesk.engine.phases import ConfigError
from tmdesk.engine.scenario import ScenarioError
from tmdesk.engine.scenario import build as build_scenario
from tmdesk.engine.scenario import play as play_scenario
from tmdesk.engine.state import GameConfig

FIVE = ["Callisto", "Ceres", "Europa", "Luna", "Triton"]

FAKES = {
    "Test Envoys": CardDef("T80", "Test Envoys", "active", 1, (), False, "colonies",
                           statics={"list": [{"trade_offset": 1}]}),
    "Test Freighters": CardDef("T81", "Test Freighters", "active", 1, (), False, "colonies",
                               statics={"list": [{"trade_discount": 1}]}),
    "Test Outpost": CardDef("T82", "Test Outpost", "automated", 5, (), False, "colonies",
                            immediate=({"build_colony": {"count": 1}}, {"production": {"titanium": 1}})),
    "Test Second Colony": CardDef("T83", "Test Second Colony", "automated", 5, (), False, "colonies",
                                  requirements=({"kind": "colonies", "min": 1},),
                                  immediate=({"build_colony": {"count": 1, "allow_duplicate": True}},
                                             {"trade_fleets": 1}),
                                  vp={"per_colony_anywhere": 1, "every": 2}),
    "Test Manipulation": CardDef("T84", "Test Manipulation", "event", 1, ("event",), False, "colonies",
                                 immediate=({"colony_track": {"up": 1, "down": 1}},)),
    "Test Harvest": CardDef("T85", "Test Harvest", "automated", 0, (), False, "colonies",
                            immediate=({"colony_bonuses": "own"}, {"gain_per": {"resource": "megacredits", "amount": 1,
                                                                                "count": {"colonies": "all"}}})),
    "Test Launch Pad": CardDef("T86", "Test Launch Pad", "active", 1, (), False, "colonies", holds_resource="floater",
                               action={"cost": {"resources_here": 1}, "effects": [{"trade_free": True}]}),
    "Test Pioneer": CardDef("T87", "Test Pioneer", "automated", 1, (), False, "colonies",
                            requirements=({"kind": "colonies", "max": 1},)),
    "Test Colony Fan": CardDef("T88", "Test Colony Fan", "active", 1, (), False, "colonies",
                               triggers={"any_player_builds_colony": (
                                   {"trigger": "any_player_builds_colony", "includes_this": True,
                                    "effect": [{"production": {"megacredits": 1}}]},)}),
    "Test Bug Jar": CardDef("T89", "Test Bug Jar", "active", 1, (), False, "colonies", holds_resource="microbe"),
    "Test Scout": CardDef("T90", "Test Scout", "automated", 0, (), False, "colonies",
                          immediate=({"add_colony_tile": 1},)),
}


@pytest.fixture
def fakes() -> Iterator[None]:
    with extra_cards(FAKES):
        yield


def logged(g, message_id):
    return [args for mid, args in g.state.log if mid == message_id]


def trades(g, player="Kim"):
    return [s for s in waiting(g)["options"] if s.get("do") == "trade"] if waiting(g)["player"] == player else []


# --- set-up --------------------------------------------------------------------------------------

@pytest.mark.parametrize(("players", "dealt"), [(2, 5), (3, 5), (4, 6), (5, 7)])
def test_players_plus_two_tiles_and_one_more_for_two_players(players: int, dealt: int) -> None:
    names = ["Ana", "Bo", "Cy", "Di", "Ed"][:players]
    g = new_game(GameConfig(players=names, colonies=True, seed=5))
    d = g.dump()
    assert len(d["colony_tiles"]) == dealt and d["colony_tiles"] == sorted(d["colony_tiles"])
    assert all(t == {"track": 1, "colonies": [], "fleets": []} for t in d["colonies"].values())
    assert all(d["players"][n]["trade_fleets"] == 1 for n in names)
    assert d["players"]["Ana"]["production"]["megacredits"] == 1  # no change outside the solo game


def test_solo_deals_four_tiles_keeps_three_and_lowers_megacredit_production_by_two() -> None:
    g = new_game(GameConfig(players=["Kim"], mode="solo", colonies=True, seed=3))
    w = waiting(g)
    assert w["kind"] == "select_colony" and w["prompt"] == "remove_colony_tile" and len(w["options"]) == 4
    assert g.player("Kim").production["megacredits"] == -2
    answer(g, colony=w["options"][1])
    assert g.dump()["colony_tiles"] == [n for n in w["options"] if n != w["options"][1]]
    assert logged(g, M.L_COLONY_TILE_REMOVED) == [{"player": "Kim", "colony": w["options"][1]}]
    assert waiting(g)["kind"] == "choose_start"


def test_named_tiles_are_the_tiles_in_play_even_solo() -> None:
    g = new_game(GameConfig(players=["Kim"], mode="solo", colonies=True, colony_tiles=["Pluto", "Io", "Luna"]))
    assert g.dump()["colony_tiles"] == ["Io", "Luna", "Pluto"] and waiting(g)["kind"] == "choose_start"


def test_unknown_or_repeated_tile_names_are_refused() -> None:
    for names in (["Luna", "Mars"], ["Luna", "Luna"]):
        with pytest.raises(ConfigError):
            new_game(GameConfig(players=["Kim", "Ana"], colonies=True, colony_tiles=names))
    with pytest.raises(ScenarioError):
        build_scenario({"format": "tmdesk-scenario/1", "setup": {"players": ["Kim"], "colony_tiles": ["Luna"]},
                        "steps": []})


def test_a_game_without_colonies_has_none_of_it() -> None:
    g = build()
    d = g.dump()
    assert "colonies" not in d and "trade_fleets" not in d["players"]["Kim"]
    assert "build_colony" not in standard_projects.standard_projects(g)


# --- trading ------------------------------------------------------------------------------------

def test_trading_costs_9_megacredits_3_energy_or_3_titanium() -> None:
    g = build({"Kim": {"resources": {"megacredits": 9, "energy": 3, "titanium": 3}}}, colony_tiles=["Luna"])
    assert trades(g) == [{"do": "trade", "colony": "Luna", "pay": pay}
                         for pay in ({"megacredits": 9}, {"energy": 3}, {"titanium": 3})]
    for pay in ({"energy": 2}, {"energy": 3, "megacredits": 1}, {"steel": 5}, {"megacredits": 8}):
        rejected(g, {"do": "trade", "colony": "Luna", "pay": pay})
    do(g, do="trade", colony="Luna", pay={"titanium": 3})
    kim = g.player("Kim")
    assert kim.resources["titanium"] == 0 and kim.resources["megacredits"] == 9 + 2  # step 1 of Luna: 2 M€
    assert logged(g, M.L_TRADE) == [{"player": "Kim", "colony": "Luna", "cost": 3, "paid": "titanium"}]


def test_one_fleet_per_tile_and_one_trade_per_fleet() -> None:
    g = build({"Kim": {"resources": {"megacredits": 30}}, "Stanley": {"resources": {"megacredits": 30}}},
              colony_tiles=["Luna", "Ceres"])
    do(g, do="trade", colony="Luna")  # pay omitted: in M€
    assert g.player("Kim").resources["megacredits"] == 30 - 9 + 2
    assert trades(g) == []  # Kim's only fleet is out
    do(g, do="end_turn")
    assert [s["colony"] for s in trades(g, "Stanley")] == ["Ceres"]  # Luna has a fleet on it
    assert "cannot trade with Luna" in rejected(g, {"do": "trade", "colony": "Luna"})


def test_helion_pays_a_trade_with_heat_when_short_of_megacredits() -> None:
    g = build({"Kim": {"corporation": "Helion", "resources": {"megacredits": 4, "heat": 5}}}, colony_tiles=["Io"])
    assert trades(g) == [{"do": "trade", "colony": "Io", "pay": {"heat": 5, "megacredits": 4}}]
    do(g, do="trade", colony="Io", pay={"heat": 5, "megacredits": 4})
    assert g.player("Kim").resources["heat"] == 3  # Io step 1: 3 heat


def test_a_discount_lowers_all_three_costs(fakes) -> None:
    g = build({"Kim": {"played": ["Test Freighters"], "resources": {"megacredits": 8, "energy": 2, "titanium": 2}}},
              colony_tiles=["Luna"])
    assert [s["pay"] for s in trades(g)] == [{"megacredits": 8}, {"energy": 2}, {"titanium": 2}]
    assert "8 M€, 2 energy or 2 titanium" in rejected(g, {"do": "trade", "colony": "Luna", "pay": {"energy": 3}})


def test_an_offset_moves_the_marker_up_first_as_far_as_the_player_says(fakes) -> None:
    g = build({"Kim": {"played": ["Test Envoys"], "resources": {"megacredits": 9}},
               "Stanley": {"played": ["Test Envoys"], "resources": {"megacredits": 9}}},
              colony_tiles=["Luna", "Europa"], colonies={"Luna": {"track": 5}, "Europa": {"track": 1}})
    do(g, do="trade", colony="Luna")  # all its offset by default: step 6, 17 M€
    assert g.player("Kim").resources["megacredits"] == 17
    assert logged(g, M.L_TRACK_UP) == [{"player": "Kim", "colony": "Luna", "n": 1}]
    do(g, do="end_turn")
    rejected(g, {"do": "trade", "colony": "Europa", "track_bonus": 2})
    do(g, do="trade", colony="Europa", track_bonus=0)  # step 1 of Europa: M€ production, not energy
    assert g.player("Stanley").production["megacredits"] == 1 and g.player("Stanley").production["energy"] == 0


def test_every_colony_owner_gets_the_bonus_once_per_colony_then_the_marker_falls_back() -> None:
    g = build({"Kim": {"resources": {"energy": 3}}, "Stanley": {}, "Ana": {}}, colony_tiles=["Ceres"],
              colonies={"Ceres": {"colonies": ["Stanley", "Ana", "Stanley"], "track": 5}})
    do(g, do="trade", colony="Ceres", pay={"energy": 3})
    assert g.player("Kim").resources["steel"] == 8  # step 5
    assert g.player("Stanley").resources["steel"] == 4 and g.player("Ana").resources["steel"] == 2
    assert g.dump()["colonies"]["Ceres"] == {"track": 3, "colonies": ["Stanley", "Ana", "Stanley"], "fleets": ["Kim"]}
    assert [a["player"] for a in logged(g, M.L_COLONY_BONUS)] == ["Stanley", "Ana", "Stanley"]


def test_the_trade_income_resolves_and_is_logged_before_the_colony_bonuses() -> None:
    """Pluto: the trader draws the income's cards, then each owner in building order draws a bonus card and
    discards one."""
    g = build({"Kim": {"resources": {"megacredits": 9}}, "Stanley": {}}, colony_tiles=["Pluto"],
              colonies={"Pluto": {"colonies": ["Stanley", "Kim"], "track": 3}})
    do(g, do="trade", colony="Pluto")
    for seat in ("Stanley", "Kim"):
        assert waiting(g)["player"] == seat and waiting(g)["effect"] == {"discard_from_hand": 1}
        answer(g, cards=waiting(g)["options"][:1])
    order = [(mid, a.get("player")) for mid, a in g.state.log
             if mid in (M.L_TRADE, M.L_TRADE_STEP, M.L_DRAW, M.L_COLONY_BONUS)]
    assert order == [(M.L_TRADE, "Kim"), (M.L_TRADE_STEP, "Kim"), (M.L_DRAW, "Kim"),
                     (M.L_COLONY_BONUS, "Stanley"), (M.L_DRAW, "Stanley"),
                     (M.L_COLONY_BONUS, "Kim"), (M.L_DRAW, "Kim")]
    assert [a["n"] for a in logged(g, M.L_DRAW)] == [2, 1, 1]  # step 3 of Pluto: 2 cards; its bonus: 1


def test_the_trader_gets_the_bonus_of_their_own_colony_too() -> None:
    g = build({"Kim": {"resources": {"megacredits": 9}}}, colony_tiles=["Luna"],
              colonies={"Luna": {"colonies": ["Kim"], "track": 2}})
    do(g, do="trade", colony="Luna")
    assert g.player("Kim").resources["megacredits"] == 4 + 2


def test_the_solar_phase_brings_fleets_back_and_moves_active_markers_up_to_six(fakes) -> None:
    g = build({"Kim": {"resources": {"megacredits": 9}}}, colony_tiles=["Luna", "Io", "Enceladus"],
              colonies={"Io": {"track": 6}})
    do(g, do="trade", colony="Luna")
    do(g, do="pass")
    do(g, do="pass")
    d = g.dump()
    assert d["generation"] == 2 and d["phase"] == "research"
    assert {n: t["track"] for n, t in d["colonies"].items()} == {"Luna": 1, "Io": 6, "Enceladus": 1}  # inactive
    assert all(t["fleets"] == [] for t in d["colonies"].values())
    assert logged(g, M.L_COLONIES_SOLAR) == [{}]


def test_no_solar_step_after_the_last_generation() -> None:
    g = build({"Kim": {"resources": {"megacredits": 9}}}, colony_tiles=["Luna"], temperature=8, oxygen=14,
              tiles={s: {"tile": "ocean", "owner": None}
                     for s in ["r0c1", "r0c3", "r0c4", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r5c5"]})
    do(g, do="trade", colony="Luna")
    do(g, do="pass")
    do(g, do="pass")
    assert g.dump()["colonies"]["Luna"] == {"track": 0, "colonies": [], "fleets": ["Kim"]}


# --- building -------------------------------------------------------------------------------------

def test_build_colony_costs_17_and_asks_for_an_open_tile() -> None:
    g = build({"Kim": {"resources": {"megacredits": 17}}}, colony_tiles=["Luna", "Ceres"],
              colonies={"Ceres": {"colonies": ["Kim"]}})
    assert {"do": "standard_project", "project": "build_colony"} in waiting(g)["options"]
    do(g, do="standard_project", project="build_colony")
    assert waiting(g)["options"] == ["Luna"]  # one colony per player per tile
    rejected(g, {"answer": {"colony": "Ceres"}})
    answer(g, colony="Luna")
    assert g.player("Kim").resources["megacredits"] == 0 and g.player("Kim").production["megacredits"] == 2
    assert logged(g, M.L_COLONY_BUILT) == [{"player": "Kim", "colony": "Luna"}]


def test_build_colony_is_not_offered_without_17_megacredits_or_an_open_tile() -> None:
    g = build({"Kim": {"resources": {"megacredits": 16}}}, colony_tiles=["Luna"])
    assert {"do": "standard_project", "project": "build_colony"} not in waiting(g)["options"]
    g = build({"Kim": {"resources": {"megacredits": 30}}}, colony_tiles=["Luna", "Io"],
              colonies={"Luna": {"colonies": ["Stanley", "Stanley", "Stanley"]}, "Io": {"colonies": ["Kim"]}})
    assert {"do": "standard_project", "project": "build_colony"} not in waiting(g)["options"]  # full; Kim's


def test_a_colony_moves_the_marker_up_to_the_number_of_colonies() -> None:
    g = build({"Kim": {"resources": {"megacredits": 17}}}, colony_tiles=["Luna"],
              colonies={"Luna": {"colonies": ["Stanley"], "track": 1}})
    do(g, do="standard_project", project="build_colony")
    answer(g, colony="Luna")
    assert g.dump()["colonies"]["Luna"]["track"] == 2


def test_europa_places_an_ocean_and_its_tr_even_when_built_by_a_card(fakes) -> None:
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Test Outpost"]}}, colony_tiles=["Europa"])
    do(g, do="play_card", card="Test Outpost")
    answer(g, colony="Europa")
    answer(g, space="r0c1")
    assert g.state.tiles["r0c1"].tile == "ocean" and g.player("Kim").tr == 21
    assert g.player("Kim").production["titanium"] == 1


def test_a_card_that_places_a_colony_is_not_playable_without_an_open_tile(fakes) -> None:
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Test Outpost"]}}, colony_tiles=["Luna"],
              colonies={"Luna": {"colonies": ["Kim"]}})
    assert "no colony tile has room" in rejected(g, {"do": "play_card", "card": "Test Outpost"})


def test_a_card_may_allow_a_second_colony_on_the_same_tile_and_counts_colonies(fakes) -> None:
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Test Second Colony"], "played": ["Test Pioneer"]}},
              colony_tiles=["Luna"], colonies={"Luna": {"colonies": ["Kim", "Stanley"]}})
    do(g, do="play_card", card="Test Second Colony")
    answer(g, colony="Luna")
    d = g.dump()
    assert d["colonies"]["Luna"]["colonies"] == ["Kim", "Stanley", "Kim"] and d["players"]["Kim"]["trade_fleets"] == 2
    from tmdesk.engine.scoring import card_vp

    assert card_vp(g, g.player("Kim"), "Test Second Colony") == 1  # 3 colonies in play: 1 VP per 2


def test_colony_requirements_count_the_players_own_colonies(fakes) -> None:
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Test Second Colony", "Test Pioneer"]}},
              colony_tiles=["Luna", "Io"], colonies={"Io": {"colonies": ["Stanley"]}})
    assert "you need a colony" in rejected(g, {"do": "play_card", "card": "Test Second Colony"})
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Test Pioneer"]}},
              colony_tiles=["Luna", "Io"], colonies={"Io": {"colonies": ["Kim"]}, "Luna": {"colonies": ["Kim"]}})
    assert "at most one colony" in rejected(g, {"do": "play_card", "card": "Test Pioneer"})


def test_any_colony_placed_fires_the_cards_that_react(fakes) -> None:
    g = build({"Kim": {"played": ["Test Colony Fan"]}, "Stanley": {"resources": {"megacredits": 17}}},
              colony_tiles=["Io"], active_player="Stanley")
    do(g, do="standard_project", project="build_colony")
    answer(g, colony="Io")
    assert g.player("Kim").production["megacredits"] == 1 and g.player("Stanley").production["heat"] == 1


# --- inactive tiles ---------------------------------------------------------------------------------

def test_enceladus_waits_for_a_card_that_holds_microbes(fakes) -> None:
    g = build({"Kim": {"resources": {"megacredits": 30}, "hand": ["Test Bug Jar"]}},
              colony_tiles=["Enceladus", "Luna"])
    assert [s["colony"] for s in trades(g)] == ["Luna"]
    do(g, do="standard_project", project="build_colony")
    assert waiting(g)["options"] == ["Luna"]
    answer(g, colony="Luna")
    do(g, do="play_card", card="Test Bug Jar")
    assert colony_tiles.is_active(g, "Enceladus") and g.dump()["colonies"]["Enceladus"]["track"] == 1


# --- the other card vocabulary -------------------------------------------------------------------------

def test_market_manipulation_raises_one_marker_and_lowers_another(fakes) -> None:
    g = build({"Kim": {"resources": {"megacredits": 1}, "hand": ["Test Manipulation"]}},
              colony_tiles=["Luna", "Io", "Ceres"],
              colonies={"Luna": {"track": 6}, "Io": {"track": 1, "colonies": ["Kim"]}, "Ceres": {"track": 3}})
    do(g, do="play_card", card="Test Manipulation")
    assert waiting(g)["options"] == ["Ceres", "Io"]  # Luna is at 6
    answer(g, colony="Io")
    assert waiting(g)["options"] == ["Ceres", "Luna"]  # another tile, above its colonies
    answer(g, colony="Luna")
    assert {n: t["track"] for n, t in g.dump()["colonies"].items()} == {"Ceres": 3, "Io": 2, "Luna": 5}


def test_market_manipulation_needs_two_markers_that_can_move(fakes) -> None:
    g = build({"Kim": {"resources": {"megacredits": 1}, "hand": ["Test Manipulation"]}},
              colony_tiles=["Luna", "Io"],
              colonies={"Luna": {"colonies": ["Kim", "Stanley"], "track": 2}, "Io": {"colonies": ["Kim"], "track": 1}})
    assert "no two colony tiles" in rejected(g, {"do": "play_card", "card": "Test Manipulation"})


def test_colony_bonuses_of_your_own_colonies_and_the_colonies_count(fakes) -> None:
    g = build({"Kim": {"hand": ["Test Harvest"]}}, colony_tiles=["Luna", "Io", "Ceres"],
              colonies={"Luna": {"colonies": ["Kim", "Stanley"]}, "Io": {"colonies": ["Kim"]}})
    do(g, do="play_card", card="Test Harvest")
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 2 + 3 and kim.resources["heat"] == 2  # 3 colonies in play
    assert g.player("Stanley").resources["megacredits"] == 0


def test_a_free_trade_sends_a_fleet_without_payment(fakes) -> None:
    g = build({"Kim": {"played": ["Test Launch Pad"], "card_resources": {"Test Launch Pad": 1}}},
              colony_tiles=["Luna", "Io"], colonies={"Io": {"fleets": ["Stanley"]}})
    do(g, do="card_action", card="Test Launch Pad")
    assert waiting(g)["options"] == ["Luna"]
    answer(g, colony="Luna")
    assert g.player("Kim").resources["megacredits"] == 2 and g.player("Kim").card_resources["Test Launch Pad"] == 0
    assert logged(g, M.L_TRADE_FREE) == [{"player": "Kim", "colony": "Luna"}]


def test_a_tile_joins_the_game(fakes) -> None:
    g = build({"Kim": {"hand": ["Test Scout"]}}, colony_tiles=["Luna"])
    do(g, do="play_card", card="Test Scout")
    assert "Luna" not in waiting(g)["options"] and len(waiting(g)["options"]) == 10
    answer(g, colony="Pluto")
    assert g.dump()["colony_tiles"] == ["Luna", "Pluto"]
    assert g.dump()["colonies"]["Pluto"] == {"track": 1, "colonies": [], "fleets": []}


# --- Terra Cimmeria's colony space ------------------------------------------------------------------

def test_terra_cimmerias_colony_space_costs_5_and_builds_a_colony() -> None:
    g = build({"Kim": {"resources": {"megacredits": 23 + 5}}}, board="terra_cimmeria", colony_tiles=["Luna"])
    do(g, do="standard_project", project="greenery")
    assert "r2c2" in waiting(g)["options"]
    answer(g, space="r2c2")
    answer(g, colony="Luna")
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 0 and kim.production["megacredits"] == 2


def test_terra_cimmerias_colony_space_is_closed_to_who_cannot_pay_or_build() -> None:
    g = build({"Kim": {"resources": {"megacredits": 23 + 4}}}, board="terra_cimmeria", colony_tiles=["Luna"])
    do(g, do="standard_project", project="greenery")
    assert "r2c2" not in waiting(g)["options"]
    g = build({"Kim": {"resources": {"megacredits": 40}}}, board="terra_cimmeria", colony_tiles=["Luna"],
              colonies={"Luna": {"colonies": ["Kim"]}})
    do(g, do="standard_project", project="greenery")
    assert "r2c2" not in waiting(g)["options"]
    g = build({"Kim": {"resources": {"megacredits": 23}}}, board="terra_cimmeria")  # without Colonies: ordinary
    do(g, do="standard_project", project="greenery")
    assert "r2c2" in waiting(g)["options"]


# --- scenarios and saves --------------------------------------------------------------------------------

def test_a_scenario_state_refuses_what_cannot_be() -> None:
    for bad in ({"Io": {}}, {"Luna": {"track": 7}}, {"Luna": {"colonies": ["Zed"]}},
                {"Luna": {"colonies": ["Kim", "Kim", "Kim", "Kim"]}}, {"Luna": {"colonies": ["Kim"], "track": 0}},
                {"Luna": {"marker": 2}}):
        with pytest.raises(ScenarioError):
            build(colony_tiles=["Luna"], colonies=bad)
    with pytest.raises(ScenarioError):
        build({"Kim": {"trade_fleets": -1}}, colony_tiles=["Luna"])
    assert build({"Kim": {"trade_fleets": 3}}, colony_tiles=["Luna"]).dump()["players"]["Kim"]["trade_fleets"] == 3


def test_a_colonies_game_saves_and_loads_and_an_older_save_has_no_colonies() -> None:
    g = build({"Kim": {"resources": {"megacredits": 9}}}, colony_tiles=["Luna", "Io"],
              colonies={"Io": {"colonies": ["Stanley"], "track": 3}})
    do(g, do="trade", colony="Luna")
    g2 = saves.loads(saves.dumps(g))
    assert g2.dump() == g.dump() and g2.state.config.colonies is True
    data = json.loads(saves.dumps(build()))
    del data["config"]["colonies"], data["config"]["colony_tiles"]
    assert saves.loads(json.dumps(data)).state.config.colonies is False


@pytest.mark.parametrize("damage", [
    lambda d: d["colonies"]["tiles"]["Luna"].update(track=9),
    lambda d: d["colonies"]["tiles"].update(Mars={"track": 1, "colonies": [], "fleets": []}),
    lambda d: d["colonies"]["tiles"]["Luna"].update(colonies=["Zed"]),
    lambda d: d["colonies"]["fleets"].update(Kim=-1),
    lambda d: d["colonies"].pop("fleets"),
])
def test_a_damaged_colonies_save_is_refused(damage) -> None:
    data = json.loads(saves.dumps(build(colony_tiles=["Luna"])))
    damage(data)
    with pytest.raises(saves.SaveError):
        saves.loads(json.dumps(data))


def test_a_save_during_the_solo_tile_choice_loads_and_goes_on() -> None:
    g = new_game(GameConfig(players=["Kim"], mode="solo", colonies=True, seed=8))
    g2 = saves.loads(saves.dumps(g))
    answer(g2, colony=waiting(g2)["options"][0])
    assert len(g2.dump()["colony_tiles"]) == 3


def test_the_scenario_steps_trade_and_build_colony() -> None:
    data = {"format": "tmdesk-scenario/1",
            "setup": {"players": ["Kim", "Ana"], "skip_setup": True, "colonies": True, "colony_tiles": FIVE},
            "state": {"players": {"Kim": {"resources": {"megacredits": 26}}}},
            "steps": [{"player": "Kim", "do": "trade", "colony": "Triton", "pay": {"megacredits": 9}},
                      {"player": "Kim", "do": "standard_project", "project": "build_colony"},
                      {"player": "Kim", "answer": {"colony": "Triton"}}]}
    g = play_scenario(data)
    d = g.dump()
    assert d["colonies"]["Triton"] == {"track": 1, "colonies": ["Kim"], "fleets": ["Kim"]}
    assert d["players"]["Kim"]["resources"]["titanium"] == 1 + 3
