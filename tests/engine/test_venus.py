"""Venus Next's core (engine/expansions/venus.py): the Venus scale and its bonuses, Venus requirements, floaters,
the Venus tag, Air Scrapping, World Government terraforming, Hoverlord and Venuphile, the solo goal, the
configuration, scenarios and saves. The numbers are the rules' (the module's docstring gives the sources)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from tests.cards.conftest import answer, build, do, extra_cards, rejected, waiting
from tmdesk.cards.loader import CatalogueError, load_catalogue
from tmdesk.cards.model import CardDef
from tmdesk.engine import messages as M
from tmdesk.engine import rules, saves, standard_projects
from tmdesk.engine.expansions import venus
from tmdesk.engine.game import new_game
from tmdesk.engine.save_schema import SaveError
from tmdesk.engine.scenario import ScenarioError
from tmdesk.engine.scenario import play as play_scenario
from tmdesk.engine.state import GameConfig
from tmdesk.paths import data_file

NINE_OCEANS = ["r0c1", "r0c3", "r0c4", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r5c5"]


def logged(g, message_id):
    return [args for mid, args in g.state.log if mid == message_id]


# --- test cards (until the Venus Next cards are in resources/data/cards/venus.json) ------------------

FAKES = {
    "Test Floater Farm": CardDef("T01", "Test Floater Farm", "active", 5, ("venus",), False, "venus",
                                 holds_resource="floater",
                                 action={"cost": None, "effects": [{"add_resource_here": 1}]}),
    "Test Blimp Bank": CardDef("T02", "Test Blimp Bank", "active", 3, ("venus",), False, "venus",
                               holds_resource="floater",
                               statics={"list": [{"resources_here_pay": {"value": 3, "on_tags": ["venus"],
                                                                         "as": "floaters"}}]}),
    "Test Cloud Probe": CardDef("T03", "Test Cloud Probe", "automated", 12, ("venus", "space"), False, "venus",
                                requirements=({"kind": "venus", "min": 10},),
                                immediate=({"raise": "venus", "steps": 2},)),
    "Test Low Clouds": CardDef("T04", "Test Low Clouds", "automated", 2, ("venus",), False, "venus",
                               requirements=({"kind": "venus", "max": 6},)),
    "Test Venus Watcher": CardDef("T05", "Test Venus Watcher", "active", 1, (), False, "venus",
                                  triggers={"any_player_raises_venus": (
                                      {"trigger": "any_player_raises_venus", "effect": [{"gain": {"megacredits": 2}}]},)}),
    "Test Morning Glass": CardDef("T06", "Test Morning Glass", "active", 1, (), False, "venus",
                                  statics={"list": [{"venus_requirement_tolerance": 2}]}),
    "Test Cloud City": CardDef("T07", "Test Cloud City", "automated", 3, ("city", "venus"), False, "venus",
                               immediate=({"tile": "city", "count": 1, "where": "off_mars:stratopolis_space"},)),
}


@pytest.fixture
def fakes() -> Iterator[None]:
    """Put the test cards in the catalogue for one test."""
    with extra_cards(FAKES):
        yield


# --- the scale ----------------------------------------------------------------------------------------

def test_a_venus_game_starts_at_0_percent_and_dumps_it():
    g = build(venus_next=True)
    assert g.dump()["venus"] == 0
    assert "venus" not in build().dump()  # only a Venus Next game has the scale


def test_each_step_is_2_percent_and_1_tr_and_stops_at_30():
    g = build(venus_next=True, venus=26)
    tr = g.player("Kim").tr
    assert venus.raise_venus(g, "Kim", 3) == 2
    assert venus.scale(g) == 30 and g.player("Kim").tr == tr + 2
    assert venus.raise_venus(g, "Kim", 1) == 0 and g.player("Kim").tr == tr + 2


def test_reaching_8_percent_draws_the_raiser_a_card_and_16_percent_gives_1_more_tr():
    g = build(venus_next=True, venus=6, deck_top=["Lichen"])
    tr = g.player("Kim").tr
    venus.raise_venus(g, "Kim", 1)
    assert g.player("Kim").hand == ["Lichen"] and g.player("Kim").tr == tr + 1
    venus.raise_venus(g, "Kim", 4)  # 10, 12, 14, 16
    assert venus.scale(g) == 16 and g.player("Kim").tr == tr + 5 + 1
    assert g.player("Kim").hand == ["Lichen"]  # the card only at 8 %


def test_the_raise_effect_raises_venus_for_its_player(fakes):
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Test Cloud Probe"]}}, venus_next=True, venus=10)
    do(g, do="play_card", card="Test Cloud Probe")
    assert venus.scale(g) == 14 and g.player("Kim").tr == 22
    assert logged(g, M.L_VENUS) == [{"player": "Kim", "value": 12}, {"player": "Kim", "value": 14}]


# --- requirements, tag, floaters ----------------------------------------------------------------------

def test_a_venus_requirement_is_checked_in_percent(fakes):
    g = build({"Kim": {"resources": {"megacredits": 20}, "hand": ["Test Cloud Probe", "Test Low Clouds"]}},
              venus_next=True, venus=8)
    message = rejected(g, {"do": "play_card", "card": "Test Cloud Probe"})
    assert "Venus must be at least 10 %" in message
    g.state.expansion_state["venus"] = 10
    assert {"do": "play_card", "card": "Test Cloud Probe"} in waiting(g)["options"]
    assert "Venus must be at most 6 %" in rejected(g, {"do": "play_card", "card": "Test Low Clouds"})


def test_global_requirement_tolerance_relaxes_venus_by_2_percent_a_step(fakes):
    # Inventrix: +-2 steps on global requirements, so a 10 % minimum is met at 6 % and a 6 % maximum at 10 %
    g = build({"Kim": {"corporation": "Inventrix", "resources": {"megacredits": 20},
                       "hand": ["Test Cloud Probe", "Test Low Clouds"]}}, venus_next=True, venus=6)
    assert {"do": "play_card", "card": "Test Cloud Probe"} in waiting(g)["options"]
    g.state.expansion_state["venus"] = 10
    assert {"do": "play_card", "card": "Test Low Clouds"} in waiting(g)["options"]
    g.state.expansion_state["venus"] = 4
    assert {"do": "play_card", "card": "Test Cloud Probe"} not in waiting(g)["options"]


def test_a_venus_only_tolerance_relaxes_venus_requirements_only(fakes):
    g = build({"Kim": {"played": ["Test Morning Glass"], "resources": {"megacredits": 20},
                       "hand": ["Test Cloud Probe"]}}, venus_next=True, venus=6)
    assert {"do": "play_card", "card": "Test Cloud Probe"} in waiting(g)["options"]  # 10 % met at 6 %
    g.state.expansion_state["venus"] = 4
    assert {"do": "play_card", "card": "Test Cloud Probe"} not in waiting(g)["options"]


def test_cards_react_to_every_venus_step_whoever_raises_it(fakes):
    g = build({"Kim": {"resources": {"megacredits": 15}}, "Stanley": {"played": ["Test Venus Watcher"]}},
              venus_next=True, venus=4)
    do(g, do="standard_project", project="air_scrapping")
    assert g.player("Stanley").resources["megacredits"] == 2
    venus.raise_venus(g, "Kim", 2)
    g.advance()
    assert g.player("Stanley").resources["megacredits"] == 6
    do(g, do="pass")
    do(g, do="pass", player="Stanley")
    answer(g, option="venus")  # World Government terraforming: a step too
    assert g.player("Stanley").resources["megacredits"] == 8 + g.player("Stanley").tr  # and production


def test_floaters_are_a_card_resource_and_venus_a_tag(fakes):
    g = build({"Kim": {"played": ["Test Floater Farm", "Test Cloud Probe"]}}, venus_next=True)
    do(g, do="card_action", card="Test Floater Farm")
    assert g.player("Kim").card_resources == {"Test Floater Farm": 1}
    assert rules.count_tag(g.player("Kim"), "venus") == 2
    assert M.render(M.NOT_ENOUGH, {"have": 1, "resource": "floater", "need": 2}) == "You have only 1 floater, not 2."


def test_floaters_named_as_floaters_pay_3_megacredits_each_for_a_venus_card(fakes):
    g = build({"Kim": {"played": ["Test Blimp Bank"], "card_resources": {"Test Blimp Bank": 3},
                       "resources": {"megacredits": 3}, "hand": ["Test Cloud Probe", "Lichen"]}},
              venus_next=True, venus=10)
    p = g.player("Kim")
    assert rules.max_payable(p, g.cards["Test Cloud Probe"]) == 12
    assert rules.default_payment(p, 12, g.cards["Test Cloud Probe"]) == {"floaters": 3, "megacredits": 3}
    assert "floaters" not in rules.allowed_payment(p, g.cards["Lichen"])  # no Venus tag
    do(g, do="play_card", card="Test Cloud Probe", pay={"floaters": 3, "megacredits": 3})
    assert p.card_resources["Test Blimp Bank"] == 0 and p.resources["megacredits"] == 0


def test_more_floaters_than_the_card_holds_are_refused(fakes):
    g = build({"Kim": {"played": ["Test Blimp Bank"], "card_resources": {"Test Blimp Bank": 1},
                       "resources": {"megacredits": 20}, "hand": ["Test Cloud Probe"]}}, venus_next=True, venus=10)
    assert "You have only 1 floater" in rejected(g, {"do": "play_card", "card": "Test Cloud Probe",
                                                      "pay": {"floaters": 2, "megacredits": 6}})


@pytest.mark.parametrize("board", ["tharsis", "hellas", "elysium"])
def test_the_four_city_spaces_off_mars_are_on_every_board(board):
    spaces = build(board=board, venus_next=True).board.spaces
    for sid in ("stratopolis_space", "maxwell_base_space", "dawn_city_space", "luna_metropolis_space"):
        assert spaces[sid].off_map and not spaces[sid].on_mars and spaces[sid].expansion == "venus_next"


def test_a_city_off_mars_is_a_city_but_not_on_mars(fakes):
    g = build({"Kim": {"resources": {"megacredits": 3}, "hand": ["Test Cloud City"]}}, venus_next=True)
    do(g, do="play_card", card="Test Cloud City")
    assert waiting(g)["options"] == ["stratopolis_space"]
    answer(g, space="stratopolis_space")
    assert g.state.tiles["stratopolis_space"].owner == "Kim" and g.player("Kim").production["megacredits"] == 0
    assert g.count_cities("Kim") == 1 and g.count_cities("Kim", on_mars=True) == 0


# --- cards of the expansion -------------------------------------------------------------------------

def test_the_venus_card_file_is_read_when_present_and_its_cards_join_only_venus_games(tmp_path):
    for name in ("project_cards.json", "corporations.json"):
        (tmp_path / name).write_text(data_file("cards", name).read_text(encoding="utf-8"), encoding="utf-8")
    assert not load_catalogue(tmp_path).expansion_cards("venus")  # no file: no Venus card
    card = {"number": "V01", "name": "Test Venus Card", "type": "automated", "cost": 3, "tags": ["venus"],
            "requirements": [{"kind": "venus", "min": 8}], "holds_resource": "floater", "vp": None,
            "immediate": [{"raise": "venus", "steps": 1}], "action": None, "ongoing": None, "text": "",
            "names": {}}
    (tmp_path / "venus.json").write_text(json.dumps({"project_cards": [card], "corporations": []}), encoding="utf-8")
    cat = load_catalogue(tmp_path)
    assert cat["Test Venus Card"].expansion == "venus" and cat["Test Venus Card"].holds_resource == "floater"
    assert "Test Venus Card" in cat.deck(True, ("venus",)) and "Test Venus Card" not in cat.deck(True)
    (tmp_path / "venus.json").write_text(json.dumps({"project_cards": [card]}), encoding="utf-8")
    with pytest.raises(CatalogueError, match="venus.json: must hold project_cards, corporations"):
        load_catalogue(tmp_path)


def test_a_card_of_an_expansion_not_played_is_refused_in_a_scenario(fakes):
    data = {"format": "tmdesk-scenario/1", "setup": {"players": ["Kim"], "mode": "solo", "skip_setup": True},
            "state": {"players": {"Kim": {"hand": ["Test Cloud Probe"]}}}, "steps": []}
    with pytest.raises(ScenarioError, match="Venus Next card .* without Venus Next"):
        play_scenario(data)


# --- Air Scrapping ------------------------------------------------------------------------------------

def test_air_scrapping_costs_15_and_raises_venus_1_step():
    g = build({"Kim": {"resources": {"megacredits": 16}}}, venus_next=True)
    assert {"do": "standard_project", "project": "air_scrapping"} in waiting(g)["options"]
    do(g, do="standard_project", project="air_scrapping")
    assert g.player("Kim").resources["megacredits"] == 1 and g.player("Kim").tr == 21 and venus.scale(g) == 2


def test_air_scrapping_is_offered_only_with_venus_next_15_megacredits_and_venus_not_at_30():
    assert {"do": "standard_project", "project": "air_scrapping"} not in waiting(
        build({"Kim": {"resources": {"megacredits": 30}}}))["options"]
    assert {"do": "standard_project", "project": "air_scrapping"} not in waiting(
        build({"Kim": {"resources": {"megacredits": 14}}}, venus_next=True))["options"]
    g = build({"Kim": {"resources": {"megacredits": 30}}}, venus_next=True, venus=30)
    assert {"do": "standard_project", "project": "air_scrapping"} not in waiting(g)["options"]
    rejected(g, {"do": "standard_project", "project": "air_scrapping"})
    rejected(build({"Kim": {"resources": {"megacredits": 30}}}), {"do": "standard_project", "project": "air_scrapping"})
    assert standard_projects.project_cost(g.player("Kim"), "air_scrapping") == 15


# --- Hoverlord and Venuphile ----------------------------------------------------------------------------

@pytest.mark.parametrize("board", ["tharsis", "hellas", "elysium"])
def test_hoverlord_and_venuphile_join_every_maps_five(board):
    g = build(venus_next=True, board=board)
    assert len(g.milestones) == 6 and g.milestones[-1] == "Hoverlord"
    assert len(g.awards) == 6 and g.awards[-1] == "Venuphile"
    assert "Hoverlord" not in build(board=board).milestones


def test_hoverlord_needs_7_floaters_on_your_cards(fakes):
    g = build({"Kim": {"played": ["Test Floater Farm", "Test Blimp Bank"], "resources": {"megacredits": 8},
                       "card_resources": {"Test Floater Farm": 4, "Test Blimp Bank": 2}}}, venus_next=True)
    assert {"do": "claim_milestone", "milestone": "Hoverlord"} not in waiting(g)["options"]
    g.player("Kim").card_resources["Test Blimp Bank"] = 3
    do(g, do="claim_milestone", milestone="Hoverlord")
    assert g.state.milestones == {"Hoverlord": "Kim"} and g.player("Kim").resources["megacredits"] == 0


def test_still_three_milestones_at_most_with_hoverlord(fakes):
    g = build({"Kim": {"played": ["Test Floater Farm"], "resources": {"megacredits": 8},
                       "card_resources": {"Test Floater Farm": 7}}}, venus_next=True,
              milestones={"Mayor": "Stanley", "Builder": "Stanley", "Planner": "Stanley"})
    rejected(g, {"do": "claim_milestone", "milestone": "Hoverlord"})


def test_venuphile_counts_printed_venus_tags(fakes):
    g = build({"Kim": {"played": ["Test Floater Farm", "Test Cloud Probe"], "resources": {"megacredits": 8}},
               "Stanley": {"played": ["Test Blimp Bank"]}}, venus_next=True)
    do(g, do="fund_award", award="Venuphile")
    do(g, do="pass")
    do(g, do="pass", player="Stanley")
    from tmdesk.engine.scoring import award_vps

    assert award_vps(g) == {"Kim": 5, "Stanley": 0}  # 2 players: no second place


# --- World Government terraforming ----------------------------------------------------------------

def pass_all(g, names=("Kim", "Stanley")):
    for name in names:
        do(g, do="pass", player=name)


def test_after_production_the_first_player_chooses_a_global_parameter_not_at_its_goal():
    g = build(venus_next=True, oxygen=14)
    pass_all(g)
    w = waiting(g)
    assert g.state.phase == "solar" and w["player"] == "Kim" and w["kind"] == "select_option"
    assert w["options"] == ["temperature", "ocean", "venus"]  # oxygen is at its goal
    answer(g, option="venus")
    assert venus.scale(g) == 2 and g.state.phase == "research" and g.state.generation == 2
    assert g.player("Kim").tr == 20 and g.player("Stanley").tr == 20  # nobody's TR
    assert logged(g, M.L_WG_VENUS) == [{"player": "Kim", "value": 2}]


def test_the_government_gets_no_bonus_step_but_8_percent_oxygen_still_raises_the_temperature():
    g = build(venus_next=True, oxygen=7, temperature=-22, venus=6, deck_top=["Lichen"])
    pass_all(g)
    answer(g, option="oxygen")
    assert g.state.oxygen == 8 and g.state.temperature == -20
    assert g.player("Kim").production["heat"] == 0 and g.player("Kim").tr == 20  # no heat production, no TR
    g = build(venus_next=True, venus=6, deck_top=["Lichen"])
    pass_all(g)
    answer(g, option="venus")
    assert venus.scale(g) == 8 and not logged(g, M.L_DRAW)  # no card at 8 %


def test_the_government_ocean_is_nobodys_and_ocean_cards_react():
    g = build({"Kim": {"played": ["Arctic Algae"]}}, venus_next=True)
    pass_all(g)
    answer(g, option="ocean")
    w = waiting(g)
    assert w["kind"] == "select_space" and w["player"] == "Kim"
    plants = g.player("Kim").resources["plants"]
    answer(g, space="r0c1")
    assert g.state.tiles["r0c1"].owner is None and g.player("Kim").tr == 20
    assert g.player("Kim").resources["plants"] == plants + 2  # Arctic Algae: any ocean placed
    assert g.player("Kim").resources["steel"] == 0  # no placement bonus: r0c1 prints 2 steel
    assert logged(g, M.L_WG_OCEAN) == [{"player": "Kim", "space": "r0c1"}]


def test_the_government_temperature_at_0_degrees_places_an_ocean_for_nobody():
    g = build(venus_next=True, temperature=-2)
    pass_all(g)
    answer(g, option="temperature")
    assert g.state.temperature == 0 and waiting(g)["kind"] == "select_space"
    answer(g, space="r0c1")
    assert g.state.oceans == 1 and g.player("Kim").tr == 20 and g.state.phase == "research"


def test_no_government_terraforming_after_the_last_generation():
    g = build(venus_next=True, temperature=8, oxygen=14,
              tiles={s: {"tile": "ocean", "owner": None} for s in NINE_OCEANS})
    pass_all(g)
    assert g.state.phase in ("final_greenery", "end")
    assert not logged(g, M.L_WG_VENUS)


def test_only_parameters_not_at_their_goal_are_offered():
    g = build(venus_next=True, temperature=8, oxygen=14, venus=30)
    pass_all(g)
    assert waiting(g)["options"] == ["ocean"]


def test_nothing_is_asked_when_every_parameter_is_at_its_goal():
    oceans = {s: {"tile": "ocean", "owner": None} for s in NINE_OCEANS}
    g = build({"Kim": {}}, mode="solo", venus_next=True, generation=3, temperature=8, oxygen=14, venus=30,
              tiles=oceans)
    do(g, do="pass")  # the solo game goes on to generation 14
    assert g.state.phase == "research" and g.state.generation == 4


def test_a_game_without_venus_next_has_no_government_terraforming():
    g = build()
    pass_all(g)
    assert g.state.phase == "research"


# --- solo -------------------------------------------------------------------------------------------

def solo_at_the_end(venus_scale: int):
    oceans = {s: {"tile": "ocean", "owner": None} for s in NINE_OCEANS}
    g = build({"Kim": {}}, mode="solo", venus_next=True, generation=14, temperature=8, oxygen=14,
              venus=venus_scale, tiles=oceans)
    do(g, do="pass")
    return g


def test_solo_with_venus_next_is_won_only_with_venus_at_30_percent_too():
    g = solo_at_the_end(30)
    assert g.state.phase == "end" and g.state.winner == "Kim"
    g = solo_at_the_end(28)
    assert g.state.phase == "end" and g.state.winner is None
    assert logged(g, M.L_SOLO_LOST_VENUS)[0]["generation"] == 14


def test_solo_players_do_the_government_terraforming():
    g = build({"Kim": {}}, mode="solo", venus_next=True, generation=3)
    do(g, do="pass")
    assert waiting(g) == {"player": "Kim", "kind": "select_option", "options": ["temperature", "oxygen", "ocean",
                                                                                "venus"], "src": None,
                          "world_government": True, "prompt": "world_government"}


# --- configuration, scenarios, saves --------------------------------------------------------------------

def test_automars_with_venus_next_plays_without_world_government_terraforming():
    g = new_game(GameConfig(players=["Ana"], mode="automars", venus_next=True))
    assert g.dump()["automars"]["tracks"]["venus"] == 0 and g.dump()["automars"]["floaters"] == 0


def test_a_scenario_sets_venus_and_refuses_a_wrong_value():
    data = {"format": "tmdesk-scenario/1", "setup": {"players": ["Kim", "Lee"], "venus_next": True, "skip_setup": True},
            "state": {"venus": 14}, "steps": [], "expect": {}}
    assert play_scenario(data).dump()["venus"] == 14
    for wrong in (15, 32, -2, "8", True):
        data["state"]["venus"] = wrong
        with pytest.raises(ScenarioError, match="state.venus: an even number from 0 to 30"):
            play_scenario(data)
    data["setup"]["venus_next"] = False
    data["state"]["venus"] = 4
    with pytest.raises(ScenarioError, match="unknown keys"):
        play_scenario(data)


def test_a_venus_game_saves_and_loads_its_scale_and_option():
    g = build(venus_next=True, venus=12)
    text = saves.dumps(g)
    data = json.loads(text)
    assert data["venus"] == 12 and data["config"]["venus_next"] is True
    assert saves.dumps(saves.loads(text)) == text
    for wrong in (13, 40, "12", None):
        data["venus"] = wrong
        with pytest.raises(SaveError):
            saves.loads(json.dumps(data))


def test_a_save_without_the_option_is_a_game_without_venus_next():
    data = json.loads(saves.dumps(build()))
    del data["config"]["venus_next"]
    g = saves.loads(json.dumps(data))
    assert g.state.config.venus_next is False and "venus" not in g.dump()


def test_a_save_during_the_government_choice_loads_and_goes_on():
    g = build(venus_next=True)
    pass_all(g)
    g2 = saves.loads(saves.dumps(g))
    assert g2.state.phase == "solar" and waiting(g2)["options"] == ["temperature", "oxygen", "ocean", "venus"]
    answer(g2, option="temperature")
    assert g2.state.temperature == -28 and g2.state.generation == 2


def test_a_venus_step_of_automars_makes_the_humans_venus_cards_react(fakes):
    g = build({"Kim": {"played": ["Test Venus Watcher"]}}, mode="automars", venus_next=True, venus=4)
    assert g.automars_engine.bot.ctx.host.raise_global("venus")
    g.advance()
    assert venus.scale(g) == 6 and g.player("Kim").resources["megacredits"] == 2
    assert g.player("Kim").tr == 20  # AutoMars's own TR is its business: the engine gives none
