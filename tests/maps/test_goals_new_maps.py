"""The 30 milestones and awards of Utopia Planitia, Terra Cimmeria and Vastitas Borealis: each milestone
at its threshold and one below, each award on what it counts and what it leaves out.

Card facts (resources/data/cards): tags — Search For Life, Inventors' Guild, Advanced Alloys, Robotic
Workforce science; Sponsors, Media Archives, Business Network earth; Capital, Domed Crater, Noctis City
city+building; Asteroid Mining Consortium jovian; Adapted Lichen plant; Greenhouses, Protected Valley
plant+building; Space Station, Security Fleet, Optimal Aerobraking, Satellites space; Lightning Harvest,
Wave Power power; Ecoline (corporation) plant; Research Network and Research Coordination (Prelude) wild.
Costs — Mine 4, Adapted Lichen 9, Nuclear Power 10, Space Station 10 (active), Grass 11, Virus 1 (event).
Resources held — Search For Life science, Fish animal, Tardigrades microbe, Security Fleet fighter.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.cards.conftest import do
from tests.maps.conftest import on_map
from tmdesk.engine import goals
from tmdesk.engine.game import Game
from tmdesk.engine.goals_utopia_cimmeria_vastitas import is_special
from tmdesk.engine.state import Tile

OCEAN = {"tile": "ocean", "owner": None}


def kim(board: str, tiles: dict[str, Any] | None = None, prelude: bool = False, **player: Any) -> Game:
    return on_map(board, {"Kim": player, "Lee": {}, "Max": {}}, tiles=tiles or {}, prelude=prelude)


def own(kind: str, owner: str = "Kim", name: str | None = None) -> dict[str, Any]:
    return {"tile": kind, "owner": owner} | ({"name": name} if name else {})


def value(name: str, g: Game, player: str = "Kim") -> int:
    goal = goals.MILESTONES.get(name) or goals.AWARDS[name]
    return goal.count(g, player)


def edge(name: str, at: Game, below: Game) -> None:
    """`at` meets the milestone exactly, `below` lacks one."""
    threshold = goals.MILESTONES[name].threshold
    assert value(name, at) == threshold and goals.qualifies(at, "Kim", name)
    assert value(name, below) == threshold - 1 and not goals.qualifies(below, "Kim", name)


# --- Utopia Planitia ------------------------------------------------------------------------------

UP = "utopia_planitia"


def test_manager_3_special_tiles_capital_is_one() -> None:
    three = {"r1c1": own("special", name="mining_area"), "r4c4": own("special", name="nuclear_zone"),
             "r6c5": own("city", name="capital")}
    edge("Manager", kim(UP, three), kim(UP, {**three, "r6c5": own("city"), "r0c0": own("special", "Lee")}))


def test_pioneer_needs_colonies_nobody_has_one_without_the_expansion() -> None:
    assert goals.MILESTONES["Pioneer"].threshold == 3 and value("Pioneer", kim(UP)) == 0


def test_trader_3_kinds_of_resources_on_cards() -> None:
    played = ["Search For Life", "Fish", "Tardigrades"]
    edge("Trader", kim(UP, played=played, card_resources={"Search For Life": 1, "Fish": 2, "Tardigrades": 1}),
         kim(UP, played=played, card_resources={"Search For Life": 1, "Fish": 2, "Tardigrades": 0}))


def test_metallurgist_6_steel_and_titanium_production() -> None:
    edge("Metallurgist", kim(UP, production={"steel": 2, "titanium": 4}),
         kim(UP, production={"steel": 5, "heat": 9}))


def test_researcher_4_science_tags_in_play() -> None:
    four = ["Search For Life", "Inventors' Guild", "Advanced Alloys", "Robotic Workforce"]
    edge("Researcher", kim(UP, played=four), kim(UP, played=four[:3]))


def test_suburbian_own_tiles_on_the_rim_of_the_map() -> None:
    tiles = {"r0c2": own("city"), "r4c0": own("greenery"), "r8c4": own("greenery"), "r4c4": own("city"),
             "r3c3": own("greenery"), "r0c0": own("city", "Lee"), "ganymede_colony": own("city")}
    assert value("Suburbian", kim(UP, tiles)) == 3 and value("Suburbian", kim(UP, tiles), "Lee") == 1


def test_investor_earth_tags_in_play_not_events() -> None:
    assert value("Investor", kim(UP, played=["Sponsors", "Media Archives"], events=["Mineral Deposit"])) == 2


def test_botanist_plant_production() -> None:
    assert value("Botanist", kim(UP, production={"plants": 4, "heat": 6})) == 4


def test_incorporator_project_cards_of_printed_cost_10_or_less_not_events() -> None:
    g = kim(UP, played=["Mine", "Adapted Lichen", "Nuclear Power", "Space Station", "Grass"], events=["Virus"])
    assert value("Incorporator", g) == 4


def test_metropolist_cities() -> None:
    tiles = {"r0c0": own("city"), "r4c4": own("city", name="capital"), "r8c0": own("city", "Lee"),
             "r2c2": own("greenery")}
    assert value("Metropolist", kim(UP, tiles)) == 2 and value("Metropolist", kim(UP, tiles), "Lee") == 1


# --- Terra Cimmeria -------------------------------------------------------------------------------

TC = "terra_cimmeria"


def test_planetologist_2_earth_2_venus_2_jovian_a_wild_tag_fills_a_missing_one() -> None:
    tagged = ["Sponsors", "Media Archives", "Business Network", "Asteroid Mining Consortium", "Io Mining Industries"]
    assert value("Planetologist", kim(TC, played=tagged)) == 4  # the third Earth tag does not count
    edge("Planetologist", kim(TC, prelude=True, played=[*tagged, "Research Network", "Research Coordination"]),
         kim(TC, prelude=True, played=[*tagged, "Research Network"]))


def test_architect_3_city_tags() -> None:
    edge("Architect", kim(TC, played=["Capital", "Domed Crater", "Noctis City"]),
         kim(TC, played=["Capital", "Domed Crater"]))


def test_coastguard_3_own_tiles_next_to_ocean_tiles() -> None:
    near = {"r1c0": OCEAN, "r1c1": own("greenery"), "r2c0": own("city"), "r2c1": own("greenery")}
    edge("Coastguard", kim(TC, near), kim(TC, {**near, "r2c1": own("greenery", "Lee"), "r6c3": own("city")}))


def test_coastguard_an_empty_ocean_area_is_no_ocean() -> None:
    assert value("Coastguard", kim(TC, {"r1c1": own("greenery"), "r2c0": own("city"), "r2c1": own("greenery")})) == 0


def test_forester_3_plant_production() -> None:
    edge("Forester", kim(TC, production={"plants": 3}), kim(TC, production={"plants": 2, "heat": 5}))


def test_fundraiser_12_megacredit_production() -> None:
    edge("Fundraiser", kim(TC, production={"megacredits": 12}), kim(TC, production={"megacredits": 11}))


def test_electrician_power_tags_in_play() -> None:
    assert value("Electrician", kim(TC, played=["Lightning Harvest", "Wave Power", "Sponsors"])) == 2


def test_founder_own_tiles_next_to_special_tiles_not_the_neural_instance() -> None:
    tiles = {"r4c4": own("special", "Lee", "nuclear_zone"), "r4c3": own("greenery"), "r4c5": own("city"),
             "r6c0": own("greenery"), "r3c3": own("greenery", "Max")}
    g = kim(TC, tiles)
    assert value("Founder", g) == 2 and value("Founder", g, "Max") == 1 and value("Founder", g, "Lee") == 0
    g.state.tiles["r2c5"] = Tile("special", "AutoMars", "neural_instance")  # AutoMars's, next to r2c4
    g.state.tiles["r2c4"] = Tile("greenery", "Kim")
    assert value("Founder", g) == 2 and not is_special(g, "r2c5") and is_special(g, "r2c5", for_automars=True)


def test_mogul_production_of_everything_but_megacredits() -> None:
    g = kim(TC, production={"megacredits": 9, "steel": 1, "titanium": 2, "plants": 3, "energy": 4, "heat": 5})
    assert value("Mogul", g) == 15


def test_zoologist_animal_and_microbe_resources_not_science() -> None:
    g = kim(TC, played=["Fish", "Tardigrades", "Search For Life"],
            card_resources={"Fish": 2, "Tardigrades": 3, "Search For Life": 4})
    assert value("Zoologist", g) == 5


def test_forecaster_cards_with_requirements_in_play_not_events() -> None:
    g = kim(TC, played=["Fish", "Asteroid Mining Consortium", "Space Station"], events=["Interstellar Colony Ship"])
    assert value("Forecaster", g) == 2


# --- Vastitas Borealis ----------------------------------------------------------------------------

VB = "vastitas_borealis"


def test_agronomist_4_plant_tags_the_corporation_counts() -> None:
    three = ["Adapted Lichen", "Greenhouses", "Protected Valley"]
    edge("Agronomist", kim(VB, played=three, corporation="Ecoline"), kim(VB, played=three, events=["Virus"]))


def test_spacefarer_4_space_tags() -> None:
    four = ["Space Station", "Security Fleet", "Optimal Aerobraking", "Satellites"]
    edge("Spacefarer", kim(VB, played=four), kim(VB, played=four[:3]))


def test_geologist_3_own_tiles_on_or_next_to_volcanic_spaces() -> None:
    three = {"r0c2": own("greenery"), "r0c3": own("city"), "r1c4": own("greenery")}
    edge("Geologist", kim(VB, three), kim(VB, {**three, "r1c4": own("greenery", "Lee"), "r4c4": own("city")}))


def test_engineer_10_energy_and_heat_production() -> None:
    edge("Engineer", kim(VB, production={"energy": 4, "heat": 6}), kim(VB, production={"energy": 4, "heat": 5}))


def test_farmer_5_animal_and_microbe_resources() -> None:
    played = ["Fish", "Tardigrades", "Search For Life"]
    edge("Farmer", kim(VB, played=played, card_resources={"Fish": 2, "Tardigrades": 3, "Search For Life": 3}),
         kim(VB, played=played, card_resources={"Fish": 1, "Tardigrades": 3, "Search For Life": 9}))


def test_traveller_jovian_and_earth_tags() -> None:
    g = kim(VB, played=["Sponsors", "Asteroid Mining Consortium", "Io Mining Industries", "Space Station"])
    assert value("Traveller", g) == 3


def test_landscaper_the_largest_group_of_own_tiles_that_touch() -> None:
    tiles = {"r7c0": own("city"), "r7c1": own("greenery"), "r8c1": own("greenery"), "r0c0": own("greenery"),
             "r7c3": own("city"), "r7c2": own("greenery", "Lee")}
    assert value("Landscaper", kim(VB, tiles)) == 3 and value("Landscaper", kim(VB, tiles), "Lee") == 1


def test_highlander_own_tiles_not_next_to_an_ocean_tile() -> None:
    tiles = {"r2c1": OCEAN, "r1c1": own("greenery"), "r7c3": own("city"), "r8c1": own("greenery")}
    assert value("Highlander", kim(VB, tiles)) == 2


def test_promoter_events_played() -> None:
    assert value("Promoter", kim(VB, events=["Virus", "Mineral Deposit", "Land Claim"], played=["Mine"])) == 3


def test_blacksmith_steel_and_titanium_production() -> None:
    assert value("Blacksmith", kim(VB, production={"steel": 2, "titanium": 3, "heat": 4})) == 5


# --- names and the game ----------------------------------------------------------------------------

@pytest.mark.parametrize(("printed", "name"), [("Land Specialist", "Manager"), ("Tradesman", "Trader"),
                                               ("Smith", "Metallurgist"), ("Edgedancer", "Suburbian"),
                                               ("C. Forester", "Forester"), ("A. Zoologist", "Zoologist"),
                                               ("V. Spacefarer", "Spacefarer"), ("Astronaut", "Spacefarer")])
def test_the_web_editions_names_are_accepted(printed: str, name: str) -> None:
    assert goals.canonical(printed) == name


def test_a_terra_cimmeria_milestone_is_claimed_by_its_web_name() -> None:
    g = kim(TC, production={"plants": 3}, resources={"megacredits": 8})
    do(g, do="claim_milestone", milestone="C. Forester")
    assert g.state.milestones == {"Forester": "Kim"} and g.player("Kim").resources["megacredits"] == 0


def test_a_vastitas_borealis_award_is_funded() -> None:
    g = kim(VB, resources={"megacredits": 8})
    do(g, do="fund_award", award="Highlander")
    assert g.state.awards == {"Highlander": "Kim"} and g.player("Kim").resources["megacredits"] == 0
