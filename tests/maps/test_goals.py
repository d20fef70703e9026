"""The 20 milestones and awards of Hellas and Elysium, each on the edge of its printed criterion.

Card facts (resources/data/cards): tags — Deep Well Heating power+building, Space Station space,
Inventors' Guild science, Asteroid Mining Consortium jovian (requirement), Sponsors earth, Adapted
Lichen plant, Tardigrades microbe, Virus microbe event, Colonizer Training Camp jovian+building
(requirement), Methane From Titan jovian+space (requirement), Saturn Systems (corporation) jovian,
Fish animal (requirement), Algae plant (requirement), Water Import From Europa jovian+space.
Costs — Capital 26, Domed Crater 24, Ganymede Colony 20, Noctis City 18, Comet 21 (event).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.cards.conftest import do, rejected
from tests.maps.conftest import on_map
from tmdesk.cards.loader import catalogue
from tmdesk.engine import goals
from tmdesk.engine.game import Game

EIGHT_KINDS = ["Deep Well Heating", "Space Station", "Inventors' Guild", "Asteroid Mining Consortium", "Sponsors",
               "Adapted Lichen", "Tardigrades"]  # power, building, space, science, jovian, earth, plant, microbe


def kim(board: str = "hellas", tiles: dict[str, Any] | None = None, **player: Any) -> Game:
    return on_map(board, {"Kim": player, "Lee": {}, "Max": {}}, tiles=tiles or {})


def value(milestone: str, g: Game) -> int:
    return goals.MILESTONES[milestone].count(g, "Kim")


def met(milestone: str, g: Game) -> bool:
    return goals.qualifies(g, "Kim", milestone)


def own(kind: str, owner: str = "Kim") -> dict[str, Any]:
    return {"tile": kind, "owner": owner}


# --- Hellas milestones ----------------------------------------------------------------------------

def test_diversifier_8_different_tags_events_do_not_count() -> None:
    assert value("Diversifier", kim(played=EIGHT_KINDS)) == 8 and met("Diversifier", kim(played=EIGHT_KINDS))
    seven = kim(played=EIGHT_KINDS[:-1], events=["Virus"])  # the event's microbe tag is not in play
    assert value("Diversifier", seven) == 7 and not met("Diversifier", seven)
    with_corp = kim(played=EIGHT_KINDS[:-1], corporation="Saturn Systems")  # jovian again: still 7
    assert value("Diversifier", with_corp) == 7
    assert value("Diversifier", kim(played=EIGHT_KINDS[:-1], corporation="Ecoline")) == 7
    assert met("Diversifier", kim(played=EIGHT_KINDS[:-2] + ["Fish"], corporation="Ecoline"))  # plant from Ecoline


def test_tactician_5_cards_with_requirements_not_events() -> None:
    five = ["Colonizer Training Camp", "Asteroid Mining Consortium", "Methane From Titan", "Fish", "Algae"]
    assert met("Tactician", kim(played=five + ["Space Station"]))
    four = kim(played=five[:4] + ["Space Station"], events=["Interstellar Colony Ship"])
    assert value("Tactician", four) == 4 and not met("Tactician", four)


def test_polar_explorer_3_own_tiles_on_the_two_bottom_rows() -> None:
    three = {"r7c0": own("city"), "r8c0": own("greenery"), "r8c4": own("special")}
    assert value("Polar Explorer", kim(tiles=three)) == 3
    two = {"r7c0": own("city"), "r8c0": own("greenery"), "r6c1": own("special"), "r8c4": own("greenery", "Lee")}
    assert value("Polar Explorer", kim(tiles=two)) == 2 and not met("Polar Explorer", kim(tiles=two))


def test_energizer_6_energy_production() -> None:
    assert met("Energizer", kim(production={"energy": 6}))
    assert not met("Energizer", kim(production={"energy": 5, "heat": 9}))


def test_rim_settler_3_jovian_tags_the_corporation_counts() -> None:
    assert met("Rim Settler", kim(played=["Colonizer Training Camp", "Asteroid Mining Consortium"],
                                  corporation="Saturn Systems"))
    two = kim(played=["Colonizer Training Camp", "Asteroid Mining Consortium"])
    assert value("Rim Settler", two) == 2 and not met("Rim Settler", two)


# --- Hellas awards --------------------------------------------------------------------------------

def award(name: str, g: Game, player: str = "Kim") -> int:
    return goals.AWARDS[name].count(g, player)


def test_cultivator_counts_own_greeneries_only() -> None:
    g = kim(tiles={"r2c2": own("greenery"), "r2c3": own("greenery"), "r2c4": own("city"), "r5c0": own("greenery", "Lee")})
    assert award("Cultivator", g) == 2 and award("Cultivator", g, "Lee") == 1


def test_magnate_counts_automated_cards_not_active_or_events() -> None:
    g = kim(played=["Deep Well Heating", "Sponsors", "Space Station"], events=["Virus"])
    assert award("Magnate", g) == 2


def test_space_baron_and_contractor_count_tags_in_play() -> None:
    g = kim(played=["Space Station", "Water Import From Europa", "Deep Well Heating"], events=["Comet"],
            corporation="Mining Guild")
    assert award("Space Baron", g) == 2 and award("Contractor", g) == 3


def test_eccentric_counts_every_resource_on_cards() -> None:
    g = kim(played=["Tardigrades", "Fish"], card_resources={"Tardigrades": 3, "Fish": 2})
    assert award("Eccentric", g) == 5 and award("Eccentric", g, "Lee") == 0


# --- Elysium milestones ---------------------------------------------------------------------------

ONE_EACH = {"megacredits": 1, "steel": 1, "titanium": 1, "plants": 1, "energy": 1, "heat": 1}


def test_generalist_with_corporate_era_needs_1_of_each_production() -> None:
    assert met("Generalist", kim("elysium", production=ONE_EACH))
    five = kim("elysium", production=dict(ONE_EACH, titanium=0))
    assert value("Generalist", five) == 5 and not met("Generalist", five)


def test_generalist_without_corporate_era_needs_2_of_each_since_all_start_at_1() -> None:
    g = on_map("elysium", {"Kim": {"production": {k: 2 for k in ONE_EACH}}}, corporate_era=False)
    assert met("Generalist", g)
    g = on_map("elysium", {"Kim": {"production": dict({k: 2 for k in ONE_EACH}, heat=1)}}, corporate_era=False)
    assert value("Generalist", g) == 5


def test_specialist_10_production_of_one_resource() -> None:
    assert met("Specialist", kim("elysium", production={"heat": 10}))
    assert met("Specialist", kim("elysium", production={"megacredits": 10}))
    assert not met("Specialist", kim("elysium", production={"heat": 9, "energy": 9}))


def test_ecologist_4_plant_microbe_animal_tags() -> None:
    four = kim("elysium", played=["Adapted Lichen", "Tardigrades", "Fish"], corporation="Ecoline")
    assert value("Ecologist", four) == 4 and met("Ecologist", four)
    three = kim("elysium", played=["Adapted Lichen", "Tardigrades", "Fish"], events=["Virus"])
    assert value("Ecologist", three) == 3 and not met("Ecologist", three)


@pytest.mark.parametrize(("count", "meets"), [(15, True), (14, False)])
def test_tycoon_15_project_cards_events_do_not_count(count: int, meets: bool) -> None:
    projects = [c.name for c in catalogue().project_cards if not c.is_event and not c.corporate_era][:count]
    g = kim("elysium", played=projects, events=["Comet", "Virus"])
    assert value("Tycoon", g) == count and met("Tycoon", g) is meets


def test_legend_5_events_played() -> None:
    five = ["Comet", "Virus", "Asteroid", "Big Asteroid", "Imported Hydrogen"]
    assert met("Legend", kim("elysium", events=five))
    assert not met("Legend", kim("elysium", events=five[:4], played=["Space Station"]))


# --- Elysium awards -------------------------------------------------------------------------------

def test_celebrity_project_cards_of_printed_cost_20_or_more() -> None:
    g = kim("elysium", played=["Capital", "Domed Crater", "Ganymede Colony", "Noctis City"], events=["Comet"])
    assert award("Celebrity", g) == 3


def test_industrialist_steel_and_energy_resources_not_production() -> None:
    g = kim("elysium", resources={"steel": 3, "energy": 4, "titanium": 9}, production={"steel": 5})
    assert award("Industrialist", g) == 7


def test_desert_settler_own_tiles_on_the_four_southern_rows() -> None:
    tiles = {"r5c0": own("city"), "r8c0": own("greenery"), "r4c0": own("greenery"), "r6c3": {"tile": "ocean", "owner": None}}
    assert award("Desert Settler", kim("elysium", tiles=tiles)) == 2


def test_estate_dealer_own_tiles_next_to_an_ocean_tile() -> None:
    # r4c2 and r4c4 touch the ocean on r4c3; r3c2 touches it too; r6c0 touches none
    tiles = {"r4c3": {"tile": "ocean", "owner": None}, "r4c2": own("city"), "r4c4": own("greenery"),
             "r6c0": own("greenery"), "r5c3": own("city", "Lee")}
    assert award("Estate Dealer", kim("elysium", tiles=tiles)) == 2
    assert award("Estate Dealer", kim("elysium", tiles=tiles), "Lee") == 1


def test_benefactor_highest_terraform_rating() -> None:
    assert award("Benefactor", kim("elysium", tr=31)) == 31


# --- through the game ----------------------------------------------------------------------------

def test_a_hellas_milestone_is_claimed_and_a_tharsis_one_refused() -> None:
    g = kim(production={"energy": 6}, resources={"megacredits": 16}, tr=35)
    assert {"do": "claim_milestone", "milestone": "Energizer"} in g.waiting_for().options
    assert "Terraformer" not in [o.get("milestone") for o in g.waiting_for().options]
    message = rejected(g, {"do": "claim_milestone", "milestone": "Terraformer"})
    assert "Terraformer" in message
    do(g, do="claim_milestone", milestone="Energizer")
    assert g.state.milestones == {"Energizer": "Kim"} and g.player("Kim").resources["megacredits"] == 8


def test_eccentric_may_be_funded_by_its_printed_spelling_excentric() -> None:
    g = kim(resources={"megacredits": 8})
    do(g, do="fund_award", award="Excentric")
    assert g.state.awards == {"Eccentric": "Kim"} and g.player("Kim").resources["megacredits"] == 0


def test_elysium_awards_score_5_and_2_at_the_end() -> None:
    from tmdesk.engine.scoring import score

    g = kim("elysium", tr=30)
    g.state.awards = {"Benefactor": "Lee"}
    g.player("Lee").tr = 25
    g.player("Max").tr = 25
    assert score(g, g.player("Kim"))["awards"] == 5
    assert score(g, g.player("Lee"))["awards"] == 2 and score(g, g.player("Max"))["awards"] == 2
