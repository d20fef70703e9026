"""The 13 corporations: starting M€ / resources / production through a real set-up, first actions,
ongoing effects and actions. Expected numbers come from the corporation cards and the rulebook
(standard game: +1 production of each resource; Corporate Era game: no such production).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.cards.conftest import answer, build, do, play, rejected, waiting
from tmdesk.engine.scenario import build as build_scenario
from tmdesk.engine.scenario import play as play_scenario

ZERO = {"megacredits": 0, "steel": 0, "titanium": 0, "plants": 0, "energy": 0, "heat": 0}
ONES = dict.fromkeys(ZERO, 1)
KIM_CARDS = ["Lichen", "Heather", "Moss", "Micro-Mills", "Power Plant", "Soletta", "Insulation", "Flooding",
             "Mangrove", "Zeppelins"]  # base-game cards
STANLEY_CARDS = ["Windmills", "Pets", "Fish", "Birds", "Livestock", "Shuttles", "Asteroid", "Comet", "Imported GHG",
                 "Aquifer Pumping"]
TOP4 = ["Nitrophilic Moss", "Designed Microorganisms", "Ganymede Colony", "Phobos Space Haven"]


def setup_data(kim_corp: str, kept: list[str], *, ce: bool = False, stanley_corp: str = "CrediCor",
               state: dict[str, Any] | None = None) -> dict[str, Any]:
    kim_other = "Helion" if kim_corp != "Helion" else "Ecoline"
    stanley_other = "Mining Guild" if kim_corp != "Mining Guild" else "ThorGate"
    if stanley_corp == kim_corp or stanley_corp == kim_other:
        stanley_corp = "Inventrix" if kim_corp != "Inventrix" else "PhoboLog"
    kim_deal = [kim_corp] if kim_corp == "Beginner Corporation" else [kim_corp, kim_other]
    data: dict[str, Any] = {
        "format": "tmdesk-scenario/1",
        "setup": {"players": ["Kim", "Stanley"], "mode": "standard", "corporate_era": ce,
                  "deal": {"Kim": {"corporations": kim_deal, "cards": KIM_CARDS},
                           "Stanley": {"corporations": [stanley_corp, stanley_other], "cards": STANLEY_CARDS}}},
        "steps": [{"player": "Kim", "do": "choose_start", "corporation": kim_corp, "cards": kept},
                  {"player": "Stanley", "do": "choose_start", "corporation": stanley_corp, "cards": []}],
    }
    if state:
        data["state"] = state
    return data


def start(kim_corp: str, kept: list[str], **kw: Any):
    return play_scenario(setup_data(kim_corp, kept, **kw))


# corporation, kept cards, Corporate Era game, M€ after buying, other resources, production
STARTS: list[tuple[str, int, bool, int, dict, dict]] = [
    ("CrediCor", 2, False, 57 - 6, {}, ONES),
    ("Ecoline", 2, False, 36 - 6, {"plants": 3}, dict(ONES, plants=3)),
    ("Helion", 2, False, 42 - 6, {}, dict(ONES, heat=4)),
    ("Interplanetary Cinematics", 2, False, 30 - 6, {"steel": 20}, ONES),
    ("Inventrix", 2, False, 45 - 6, {}, ONES),
    ("Mining Guild", 2, False, 30 - 6, {"steel": 5}, dict(ONES, steel=2)),
    ("PhoboLog", 2, False, 23 - 6, {"titanium": 10}, ONES),
    ("Tharsis Republic", 2, False, 40 - 6, {}, ONES),
    ("ThorGate", 2, False, 48 - 6, {}, dict(ONES, energy=2)),
    ("United Nations Mars Initiative", 2, False, 40 - 6, {}, ONES),
    ("Saturn Systems", 2, True, 42 - 6, {}, dict(ZERO, titanium=1, megacredits=1)),  # its own Jovian tag
    ("Teractor", 2, True, 60 - 6, {}, ZERO),
    ("Helion", 0, True, 42, {}, dict(ZERO, heat=3)),
    ("Mining Guild", 10, True, 0, {"steel": 5}, dict(ZERO, steel=1)),
]


@pytest.mark.parametrize("corp,kept,ce,mc,res,prod", STARTS,
                         ids=[f"{r[0]}-{'ce' if r[2] else 'std'}-{r[1]}" for r in STARTS])
def test_corporation_starting_assets(corp: str, kept: int, ce: bool, mc: int, res: dict, prod: dict) -> None:
    cards = KIM_CARDS[:kept]
    g = play_scenario(setup_data(corp, cards, ce=ce))
    p = g.player("Kim")
    assert p.corporation == corp
    assert p.production == prod  # Tharsis Republic: its first-action city is still to be placed
    if corp != "Inventrix":  # Inventrix has already drawn its 3 first-action cards (tested below)
        assert sorted(p.hand) == sorted(cards)
    assert p.resources == dict(ZERO, megacredits=mc, **res)
    assert p.tr == 20


def test_beginner_corporation_42_megacredits_and_10_free_cards():
    g = start("Beginner Corporation", KIM_CARDS)
    p = g.player("Kim")
    assert p.corporation == "Beginner Corporation"
    assert p.resources == dict(ZERO, megacredits=42)
    assert sorted(p.hand) == sorted(KIM_CARDS) and p.production == ONES


def test_beginner_corporation_keeps_all_ten_cards():
    g = build_scenario(setup_data("Beginner Corporation", KIM_CARDS))
    rejected(g, {"do": "choose_start", "corporation": "Beginner Corporation", "cards": KIM_CARDS[:4]})


def test_phobolog_cannot_buy_more_cards_than_its_23_megacredits():
    g = build_scenario(setup_data("PhoboLog", []))
    rejected(g, {"do": "choose_start", "corporation": "PhoboLog", "cards": KIM_CARDS[:8]})  # 24 M€
    g.apply({"do": "choose_start", "corporation": "PhoboLog", "cards": KIM_CARDS[:7]})  # 21 M€
    assert g.player("Kim").corporation is None  # face down until Stanley has chosen too
    g.apply({"do": "choose_start", "corporation": "CrediCor", "cards": []})
    assert g.player("Kim").resources["megacredits"] == 2


# --- first actions --------------------------------------------------------------------------------

def test_tharsis_republic_first_action_is_a_city_worth_3_megacredits_and_1_production():
    g = start("Tharsis Republic", KIM_CARDS[:2])
    w = waiting(g)
    assert w["player"] == "Kim" and w["kind"] == "select_space" and "r0c4" not in w["options"]
    answer(g, space="r2c2")
    p = g.player("Kim")
    assert g.state.tiles["r2c2"].tile == "city" and g.state.tiles["r2c2"].owner == "Kim"
    assert p.resources["megacredits"] == 40 - 6 + 3
    assert p.production["megacredits"] == 2  # 1 (standard game) + 1 for a city on Mars
    w = waiting(g)
    assert w["player"] == "Kim" and w["kind"] == "action"  # the city was the first of two actions
    do(g, do="end_turn")
    assert waiting(g)["player"] == "Stanley"


def test_inventrix_first_action_draws_3_cards():
    data = setup_data("Inventrix", KIM_CARDS[:2], state={"deck_top": TOP4})
    g = play_scenario(data)
    p = g.player("Kim")
    assert sorted(p.hand) == sorted(KIM_CARDS[:2] + TOP4[:3])
    assert p.resources["megacredits"] == 45 - 6
    assert waiting(g)["player"] == "Kim" and waiting(g)["kind"] == "action"


def test_first_action_happens_only_once():
    data = setup_data("Inventrix", [], state={"deck_top": TOP4})
    g = play_scenario(data)
    do(g, do="end_turn")
    g.apply({"do": "pass", "player": "Stanley"})
    assert waiting(g)["player"] == "Kim" and len(g.player("Kim").hand) == 3


# --- ongoing effects and actions -------------------------------------------------------------------

def corp_game(corp: str, kim: dict[str, Any] | None = None, **state: Any):
    kim = dict(kim or {})
    kim["corporation"] = corp
    return build({"Kim": kim}, **state)


def test_credicor_refunds_4_for_a_card_of_20_or_more():
    g = corp_game("CrediCor", {"resources": {"megacredits": 35}, "hand": ["Soletta"]})
    play(g, "Soletta")
    assert g.player("Kim").resources["megacredits"] == 4


def test_credicor_counts_the_printed_cost_before_discounts():
    g = corp_game("CrediCor", {"resources": {"megacredits": 18}, "hand": ["Ganymede Colony"], "played": ["Shuttles"]})
    play(g, "Ganymede Colony")  # printed 20, paid 18
    if waiting(g)["kind"] == "select_space":
        answer(g, space="ganymede_colony")
    assert g.player("Kim").resources["megacredits"] == 4


def test_credicor_no_refund_below_20():
    g = corp_game("CrediCor", {"resources": {"megacredits": 18}, "hand": ["Aquifer Pumping"]})
    play(g, "Aquifer Pumping")  # 18
    assert g.player("Kim").resources["megacredits"] == 0


def test_credicor_refunds_4_for_greenery_and_city_projects_not_aquifer():
    g = corp_game("CrediCor", {"resources": {"megacredits": 23 + 18}})
    do(g, do="standard_project", project="greenery")
    answer(g, space="r2c2")
    assert g.player("Kim").resources["megacredits"] == 18 + 4
    do(g, do="standard_project", project="aquifer")
    answer(g, space="r0c4")
    assert g.player("Kim").resources["megacredits"] == 4


def test_credicor_refund_does_not_pay_the_card():
    g = corp_game("CrediCor", {"resources": {"megacredits": 34}, "hand": ["Soletta"]})
    rejected(g, {"do": "play_card", "card": "Soletta"})


def test_ecoline_greenery_for_7_plants():
    g = corp_game("Ecoline", {"resources": {"plants": 7}})
    do(g, do="convert_plants")
    answer(g, space="r2c2")
    assert g.player("Kim").resources["plants"] == 0 and g.state.oxygen == 1 and g.player("Kim").tr == 21


def test_ecoline_cannot_convert_6_plants():
    g = corp_game("Ecoline", {"resources": {"plants": 6}})
    rejected(g, {"do": "convert_plants"})


def test_helion_pays_a_card_with_heat():
    g = corp_game("Helion", {"resources": {"megacredits": 1, "heat": 2}, "hand": ["Micro-Mills"]})
    play(g, "Micro-Mills", pay={"megacredits": 1, "heat": 2})
    assert g.player("Kim").resources["heat"] == 0 and g.player("Kim").resources["megacredits"] == 0


def test_helion_pays_a_standard_project_with_heat():
    g = corp_game("Helion", {"resources": {"megacredits": 1, "heat": 10}})
    do(g, do="standard_project", project="power_plant", pay={"megacredits": 1, "heat": 10})
    assert g.player("Kim").resources == dict(ZERO) and g.player("Kim").production["energy"] == 1


def test_helion_cannot_use_megacredits_as_heat():
    g = corp_game("Helion", {"resources": {"megacredits": 20, "heat": 7}})
    rejected(g, {"do": "convert_heat"})


def test_without_helion_heat_does_not_pay():
    g = build({"Kim": {"resources": {"megacredits": 1, "heat": 2}, "hand": ["Micro-Mills"]}})
    rejected(g, {"do": "play_card", "card": "Micro-Mills", "pay": {"megacredits": 1, "heat": 2}})


def test_interplanetary_cinematics_2_megacredits_per_event():
    g = corp_game("Interplanetary Cinematics", {"resources": {"megacredits": 7 + 3}, "hand": ["Imported GHG", "Micro-Mills"]})
    play(g, "Imported GHG")
    assert g.player("Kim").resources["megacredits"] == 3 + 2
    play(g, "Micro-Mills")  # not an event
    assert g.player("Kim").resources["megacredits"] == 2


def test_interplanetary_cinematics_steel_pays_building_cards():
    g = corp_game("Interplanetary Cinematics", {"resources": {"steel": 2}, "hand": ["Mine"]})
    play(g, "Mine", pay={"steel": 2})
    assert g.player("Kim").production["steel"] == 1


def test_inventrix_requirements_two_steps_off():
    g = corp_game("Inventrix", {"resources": {"megacredits": 7}, "hand": ["Lichen"]}, temperature=-28)
    play(g, "Lichen")
    assert g.player("Kim").production["plants"] == 1
    g = corp_game("Inventrix", {"resources": {"megacredits": 7}, "hand": ["Lichen"]}, temperature=-30)
    rejected(g, {"do": "play_card", "card": "Lichen"})


def test_inventrix_tolerance_applies_to_maximum_and_ocean_requirements():
    g = corp_game("Inventrix", {"resources": {"megacredits": 16}, "hand": ["Designed Microorganisms"]}, temperature=-10)
    play(g, "Designed Microorganisms")
    g = corp_game("Inventrix", {"resources": {"megacredits": 8, "plants": 2}, "hand": ["Nitrophilic Moss"]},
                  tiles={"r0c4": {"tile": "ocean", "owner": None}})
    play(g, "Nitrophilic Moss")  # needs 3 oceans, 1 on the board
    assert g.player("Kim").production["plants"] == 2


def test_mining_guild_steel_production_for_a_tile_on_a_steel_bonus():
    g = corp_game("Mining Guild", {"resources": {"plants": 8 + 8}})
    do(g, do="convert_plants")
    answer(g, space="r0c0")  # 2 steel
    p = g.player("Kim")
    assert p.resources["steel"] == 2 and p.production["steel"] == 1  # one step per tile, not per icon
    do(g, do="convert_plants")
    answer(g, space="r1c0")  # no bonus
    assert g.player("Kim").production["steel"] == 1


def test_mining_guild_titanium_bonus_and_ocean_on_steel():
    g = corp_game("Mining Guild", {"resources": {"plants": 8, "megacredits": 18}})
    do(g, do="convert_plants")
    answer(g, space="r7c5")  # 1 titanium
    assert g.player("Kim").production["steel"] == 1
    do(g, do="standard_project", project="aquifer")
    answer(g, space="r0c1")  # 2 steel
    assert g.player("Kim").production["steel"] == 2


def test_mining_guild_ignores_opponents_tiles():
    g = corp_game("Mining Guild", None)
    g.state.players[1].resources["plants"] = 8
    do(g, do="pass")
    g.apply({"do": "convert_plants", "player": "Stanley"})
    answer(g, space="r0c0")
    assert g.player("Kim").production["steel"] == 0 and g.player("Stanley").resources["steel"] == 2


def test_phobolog_titanium_worth_4():
    g = corp_game("PhoboLog", {"resources": {"megacredits": 3, "titanium": 8}, "hand": ["Soletta"]})
    play(g, "Soletta", pay={"megacredits": 3, "titanium": 8})
    assert g.player("Kim").resources["titanium"] == 0 and g.player("Kim").production["heat"] == 7


def test_phobolog_titanium_still_not_for_building_cards():
    g = corp_game("PhoboLog", {"resources": {"titanium": 2}, "hand": ["Titanium Mine"]})
    rejected(g, {"do": "play_card", "card": "Titanium Mine", "pay": {"titanium": 2}})


def test_tharsis_republic_city_of_an_opponent_on_mars_gives_production_only():
    g = corp_game("Tharsis Republic", None)
    g.state.players[1].resources["megacredits"] = 25
    do(g, do="pass")
    g.apply({"do": "standard_project", "project": "city", "player": "Stanley"})
    answer(g, space="r2c2")
    p = g.player("Kim")
    assert p.production["megacredits"] == 1 and p.resources["megacredits"] == 0


def test_tharsis_republic_own_city_off_mars_gives_3_megacredits_but_no_production():
    g = corp_game("Tharsis Republic", {"resources": {"megacredits": 25}, "hand": ["Phobos Space Haven"]})
    play(g, "Phobos Space Haven")
    if waiting(g)["kind"] == "select_space":
        answer(g, space="phobos_space_haven")
    p = g.player("Kim")
    assert p.resources["megacredits"] == 3
    assert p.production["megacredits"] == 0 and p.production["titanium"] == 1


def test_tharsis_republic_own_city_project():
    g = corp_game("Tharsis Republic", {"resources": {"megacredits": 25}})
    do(g, do="standard_project", project="city")
    answer(g, space="r2c2")
    p = g.player("Kim")
    assert p.resources["megacredits"] == 3 and p.production["megacredits"] == 2


def test_thorgate_power_cards_and_power_plant_project_3_cheaper():
    g = corp_game("ThorGate", {"resources": {"megacredits": 1 + 8 + 3}, "hand": ["Power Plant", "Micro-Mills"]})
    play(g, "Power Plant")  # 4 - 3
    assert g.player("Kim").resources["megacredits"] == 11
    do(g, do="standard_project", project="power_plant")  # 11 - 3
    p = g.player("Kim")
    assert p.resources["megacredits"] == 3 and p.production["energy"] == 2


def test_thorgate_no_discount_without_power_tag():
    g = corp_game("ThorGate", {"resources": {"megacredits": 2}, "hand": ["Micro-Mills"]})
    rejected(g, {"do": "play_card", "card": "Micro-Mills"})


def test_unmi_action_needs_a_tr_raise_this_generation():
    g = corp_game("United Nations Mars Initiative", {"resources": {"megacredits": 10}})
    rejected(g, {"do": "card_action", "card": "United Nations Mars Initiative"})


def test_unmi_action_3_megacredits_for_1_tr_after_raising_tr():
    g = corp_game("United Nations Mars Initiative", {"resources": {"megacredits": 14 + 3}})
    do(g, do="standard_project", project="asteroid")
    assert g.player("Kim").tr == 21
    do(g, do="card_action", card="United Nations Mars Initiative")
    p = g.player("Kim")
    assert p.tr == 22 and p.resources["megacredits"] == 0
    g.apply({"do": "pass", "player": "Stanley"})
    rejected(g, {"do": "card_action", "card": "United Nations Mars Initiative"})  # once per generation


def test_unmi_action_needs_3_megacredits():
    g = corp_game("United Nations Mars Initiative", {"resources": {"megacredits": 14 + 2}})
    do(g, do="standard_project", project="asteroid")
    rejected(g, {"do": "card_action", "card": "United Nations Mars Initiative"})


def test_saturn_systems_any_jovian_tag_gives_megacredit_production():
    g = corp_game("Saturn Systems", {"resources": {"megacredits": 33}, "hand": ["Terraforming Ganymede"]},)
    g.state.players[1].resources["megacredits"] = 15
    g.state.players[1].hand = ["Vesta Shipyard"]
    play(g, "Terraforming Ganymede")
    assert g.player("Kim").production["megacredits"] == 1
    do(g, do="end_turn")
    g.apply({"do": "play_card", "card": "Vesta Shipyard", "player": "Stanley"})
    assert g.player("Kim").production["megacredits"] == 2 and g.player("Stanley").production["megacredits"] == 0


def test_saturn_systems_ignores_other_tags():
    g = corp_game("Saturn Systems", {"resources": {"megacredits": 35}, "hand": ["Soletta"]})
    play(g, "Soletta")
    assert g.player("Kim").production["megacredits"] == 0


def test_teractor_earth_cards_3_cheaper():
    g = corp_game("Teractor", {"resources": {"megacredits": 4 + 0}, "hand": ["Imported GHG", "Investment Loan"]})
    play(g, "Imported GHG")  # 7 - 3
    assert g.player("Kim").resources["megacredits"] == 0
    play(g, "Investment Loan")  # 3 - 3
    assert g.player("Kim").resources["megacredits"] == 10


def test_teractor_no_discount_without_earth_tag():
    g = corp_game("Teractor", {"resources": {"megacredits": 4}, "hand": ["Flooding"]})
    rejected(g, {"do": "play_card", "card": "Flooding"})


def test_unmi_tr_raise_of_the_previous_generation_does_not_count():
    g = corp_game("United Nations Mars Initiative", {"resources": {"megacredits": 14}})
    do(g, do="standard_project", project="asteroid")
    do(g, do="pass")
    g.apply({"do": "pass", "player": "Stanley"})
    for _ in range(2):  # research of generation 2: buy nothing
        w = waiting(g)
        assert w["kind"] == "buy_cards"
        g.apply({"do": "buy_cards", "cards": [], "player": w["player"]})
    w = waiting(g)
    if w["player"] != "Kim":
        g.apply({"do": "pass", "player": w["player"]})
    assert g.state.generation == 2 and g.player("Kim").resources["megacredits"] >= 3
    rejected(g, {"do": "card_action", "card": "United Nations Mars Initiative"})


def test_teractor_discount_on_an_earth_event():
    g = corp_game("Teractor", {"resources": {"megacredits": 33}, "hand": ["Large Convoy"]}, deck_top=["Lichen", "Moss"])
    play(g, "Large Convoy")
    answer(g, space="r0c4")
    answer(g, option=0)
    assert g.player("Kim").resources["megacredits"] == 0 and g.player("Kim").resources["plants"] == 5


def test_credicor_refund_for_a_city_project():
    g = corp_game("CrediCor", {"resources": {"megacredits": 25}})
    do(g, do="standard_project", project="city")
    answer(g, space="r2c2")
    assert g.player("Kim").resources["megacredits"] == 4


def test_credicor_no_refund_for_a_14_megacredit_asteroid_project():
    g = corp_game("CrediCor", {"resources": {"megacredits": 14}})
    do(g, do="standard_project", project="asteroid")
    assert g.player("Kim").resources["megacredits"] == 0


def test_saturn_systems_own_jovian_tag_counts_at_set_up_only_once():
    g = start("Saturn Systems", [], ce=True)
    assert g.player("Kim").production["megacredits"] == 1
    assert g.player("Stanley").production["megacredits"] == 0


def test_ecoline_final_greenery_conversion_with_7_plants():
    oceans = {s: {"tile": "ocean", "owner": None} for s in
              ["r0c1", "r0c3", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r5c5", "r5c6"]}
    g = corp_game("Ecoline", {"resources": {"plants": 7}}, temperature=8, oxygen=14, tiles=oceans)
    do(g, do="pass")
    g.apply({"do": "pass", "player": "Stanley"})
    w = waiting(g)
    assert w["kind"] == "final_greenery" and w["player"] == "Kim"
    do(g, do="convert_plants")
    answer(g, space="r2c2")
    assert g.state.tiles["r2c2"].tile == "greenery" and g.player("Kim").resources["plants"] == 0


def test_helion_heat_pays_a_card_action_and_an_award():
    g = corp_game("Helion", {"resources": {"heat": 10}, "played": ["Restricted Area"]}, deck_top=["Lichen"])
    do(g, do="card_action", card="Restricted Area", pay={"heat": 2})
    assert g.player("Kim").resources["heat"] == 8 and g.player("Kim").hand == ["Lichen"]
    do(g, do="fund_award", award="Thermalist", pay={"heat": 8})
    assert g.player("Kim").resources["heat"] == 0 and g.state.awards == {"Thermalist": "Kim"}


def test_helion_may_pay_heat_when_buying_cards_in_the_research_phase():
    g = build({"Kim": {"corporation": "Helion", "resources": {"megacredits": 1, "heat": 5}}, "Stanley": {}})
    do(g, do="pass")
    do(g, do="pass")
    offer = g.waiting_for()
    assert offer is not None and offer.player == "Stanley"  # generation 2: Stanley is first
    do(g, do="buy_cards", cards=[])
    kim = g.player("Kim")
    mc, heat = kim.resources["megacredits"], kim.resources["heat"]  # after production: 21 M€, 5 heat
    assert (mc, heat) == (21, 5)
    cards = g.waiting_for().options[:2]
    rejected(g, {"do": "buy_cards", "cards": cards, "pay": {"heat": 7}})
    do(g, do="buy_cards", cards=cards, pay={"megacredits": 1, "heat": 5})
    assert (kim.resources["megacredits"], kim.resources["heat"]) == (20, 0)
