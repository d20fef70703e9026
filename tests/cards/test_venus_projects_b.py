"""Venus Next project cards 238-261: each played with its printed numbers, and a case where it cannot be
played (requirement, cost or missing target). Expected numbers are written out by hand from the cards."""

from __future__ import annotations

from typing import Any

from tests.cards.conftest import ZERO, answer, do, play, rejected, waiting
from tests.cards.conftest import build as base_build
from tmdesk.engine.rules import count_tag
from tmdesk.engine.scoring import card_vp


def build(*args: Any, **kw: Any):
    """A game with Venus Next (its cards exist only there); `venus=N` sets the scale in percent."""
    return base_build(*args, venus_next=True, **kw)


def venus(g) -> int:
    return int(g.dump()["venus"])


VEJ = ["Venus Governor", "Earth Office", "Io Mining Industries"]  # a Venus, an Earth and a Jovian tag


def test_maxwell_base_city_on_its_space_and_a_resource_on_another_venus_card():
    g = build({"Kim": {"resources": {"megacredits": 18}, "production": {"energy": 1}, "hand": ["Maxwell Base"],
                       "played": ["Venusian Insects"], "card_resources": {"Venusian Insects": 0}}}, venus=12)
    play(g, "Maxwell Base")
    assert waiting(g)["options"] == ["maxwell_base_space"]
    answer(g, space="maxwell_base_space")
    kim = g.player("Kim")
    assert kim.production == ZERO and g.state.tiles["maxwell_base_space"].owner == "Kim"
    assert card_vp(g, kim, "Maxwell Base") == 3
    do(g, do="card_action", card="Maxwell Base")
    answer(g, card="Venusian Insects")
    assert kim.card_resources["Venusian Insects"] == 1
    g = build({"Kim": {"resources": {"megacredits": 18}, "production": {"energy": 1},
                       "hand": ["Maxwell Base"]}}, venus=10)
    assert "12" in rejected(g, {"do": "play_card", "card": "Maxwell Base"})


def test_mining_quota_steel_production_2():
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Mining Quota"], "played": VEJ}})
    play(g, "Mining Quota")
    assert g.player("Kim").production == dict(ZERO, steel=2)
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Mining Quota"], "played": VEJ[1:]}})
    assert "venus" in rejected(g, {"do": "play_card", "card": "Mining Quota"}).lower()


def test_neutralizer_factory_venus_one_step_needs_10():
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Neutralizer Factory"], "tr": 20}}, venus=10)
    play(g, "Neutralizer Factory")
    assert venus(g) == 12 and g.player("Kim").tr == 21
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Neutralizer Factory"]}}, venus=8)
    assert "10" in rejected(g, {"do": "play_card", "card": "Neutralizer Factory"})


def test_omnicourt_tr_2():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Omnicourt"], "played": VEJ, "tr": 20}})
    play(g, "Omnicourt")
    assert g.player("Kim").tr == 22
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Omnicourt"], "played": VEJ[:2]}})
    assert "jovian" in rejected(g, {"do": "play_card", "card": "Omnicourt"}).lower()


def test_orbital_reflectors_venus_2_and_heat_production_2():
    g = build({"Kim": {"resources": {"megacredits": 26}, "hand": ["Orbital Reflectors"], "tr": 20}}, venus=0)
    play(g, "Orbital Reflectors")
    kim = g.player("Kim")
    assert venus(g) == 4 and kim.tr == 22 and kim.production == dict(ZERO, heat=2)
    g = build({"Kim": {"resources": {"megacredits": 25}, "hand": ["Orbital Reflectors"]}})
    assert "26" in rejected(g, {"do": "play_card", "card": "Orbital Reflectors"})


def test_rotator_impacts_asteroid_for_6_megacredits_or_titanium_then_venus():
    g = build({"Kim": {"resources": {"megacredits": 6}, "hand": ["Rotator Impacts"]}}, venus=14)
    play(g, "Rotator Impacts")
    assert g.player("Kim").card_resources == {"Rotator Impacts": 0} and g.player("Kim").resources == ZERO
    g = build({"Kim": {"played": ["Rotator Impacts"], "card_resources": {"Rotator Impacts": 0},
                       "resources": {"titanium": 2}, "tr": 20}}, venus=14)
    kim = g.player("Kim")
    do(g, do="card_action", card="Rotator Impacts", pay={"titanium": 2})  # 6 M€ = 2 titanium
    answer(g, option=0)
    assert kim.resources == ZERO and kim.card_resources == {"Rotator Impacts": 1}
    kim.used_actions.clear()
    do(g, do="card_action", card="Rotator Impacts")
    answer(g, option=1)  # titanium and M€ are gone: only the asteroid branch
    assert venus(g) == 16 and kim.tr == 22 and kim.card_resources == {"Rotator Impacts": 0}  # 16 %: 1 TR more
    g = build({"Kim": {"resources": {"megacredits": 6}, "hand": ["Rotator Impacts"]}}, venus=16)
    assert "14" in rejected(g, {"do": "play_card", "card": "Rotator Impacts"})


def test_sister_planet_support_megacredit_production_3():
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Sister Planet Support"], "played": VEJ[:2]}})
    play(g, "Sister Planet Support")
    assert g.player("Kim").production == dict(ZERO, megacredits=3)
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Sister Planet Support"], "played": VEJ[1:2]}})
    assert "venus" in rejected(g, {"do": "play_card", "card": "Sister Planet Support"}).lower()


def test_solarnet_draws_2():
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Solarnet"], "played": VEJ}},
              deck_top=["Lichen", "Moss"])
    play(g, "Solarnet")
    kim = g.player("Kim")
    assert sorted(kim.hand) == ["Lichen", "Moss"] and card_vp(g, kim, "Solarnet") == 1
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Solarnet"], "played": VEJ[:1]}})
    rejected(g, {"do": "play_card", "card": "Solarnet"})


def test_spin_inducing_asteroid_venus_2_needs_at_most_10():
    g = build({"Kim": {"resources": {"megacredits": 16}, "hand": ["Spin-Inducing Asteroid"], "tr": 20}}, venus=10)
    play(g, "Spin-Inducing Asteroid")
    assert venus(g) == 14 and g.player("Kim").tr == 22
    g = build({"Kim": {"resources": {"megacredits": 16}, "hand": ["Spin-Inducing Asteroid"]}}, venus=12)
    assert "10" in rejected(g, {"do": "play_card", "card": "Spin-Inducing Asteroid"})


def test_sponsored_academies_discard_one_draw_three_opponents_draw_one():
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Sponsored Academies", "Mine"]},
               "Stanley": {"hand": []}}, deck_top=["Lichen", "Moss", "Heather", "Fish"])
    play(g, "Sponsored Academies")
    answer(g, cards=["Mine"])
    kim, stanley = g.player("Kim"), g.player("Stanley")
    assert sorted(kim.hand) == ["Heather", "Lichen", "Moss"] and stanley.hand == ["Fish"]
    assert "Mine" in g.state.discard and card_vp(g, kim, "Sponsored Academies") == 1
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Sponsored Academies"]}})
    assert "1" in rejected(g, {"do": "play_card", "card": "Sponsored Academies"})  # no other card to discard


def test_stratopolis_city_on_its_space_and_2_floaters_on_a_venus_card():
    g = build({"Kim": {"resources": {"megacredits": 22}, "hand": ["Stratopolis"], "played": ["Research"]}})
    play(g, "Stratopolis")
    assert waiting(g)["options"] == ["stratopolis_space"]
    answer(g, space="stratopolis_space")
    kim = g.player("Kim")
    assert kim.production == dict(ZERO, megacredits=2) and g.state.tiles["stratopolis_space"].owner == "Kim"
    do(g, do="card_action", card="Stratopolis")
    answer(g, card="Stratopolis")
    assert kim.card_resources["Stratopolis"] == 2
    kim.card_resources["Stratopolis"] = 7
    assert card_vp(g, kim, "Stratopolis") == 2
    g = build({"Kim": {"resources": {"megacredits": 22}, "hand": ["Stratopolis"], "played": ["Mars University"]}})
    assert "2" in rejected(g, {"do": "play_card", "card": "Stratopolis"})


def test_stratospheric_birds_spend_a_floater_then_an_animal_a_generation():
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Stratospheric Birds"],
                       "played": ["Local Shading", "Dirigibles"], "card_resources": {"Local Shading": 1,
                                                                                      "Dirigibles": 2}}}, venus=12)
    play(g, "Stratospheric Birds")
    assert sorted(waiting(g)["options"]) == ["Dirigibles", "Local Shading"]
    answer(g, card="Local Shading")
    kim = g.player("Kim")
    assert kim.card_resources == {"Local Shading": 0, "Dirigibles": 2, "Stratospheric Birds": 0}
    do(g, do="card_action", card="Stratospheric Birds")
    assert kim.card_resources["Stratospheric Birds"] == 1 and card_vp(g, kim, "Stratospheric Birds") == 1
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Stratospheric Birds"]}}, venus=12)
    assert "floater" in rejected(g, {"do": "play_card", "card": "Stratospheric Birds"}).lower()


def test_stratospheric_birds_floaters_that_pay_for_it_are_not_there_to_spend():
    g = build({"Kim": {"resources": {"megacredits": 6}, "hand": ["Stratospheric Birds"], "played": ["Dirigibles"],
                       "card_resources": {"Dirigibles": 2}}}, venus=12)
    rejected(g, {"do": "play_card", "card": "Stratospheric Birds", "pay": {"megacredits": 6, "floaters": 2}})
    g.player("Kim").resources["megacredits"] = 9
    play(g, "Stratospheric Birds", pay={"megacredits": 9, "floaters": 1})
    answer(g, card="Dirigibles")
    assert g.player("Kim").card_resources["Dirigibles"] == 0


def test_sulphur_exports_venus_and_megacredits_per_venus_tag_including_its_own():
    g = build({"Kim": {"resources": {"megacredits": 21}, "hand": ["Sulphur Exports"], "played": ["Venus Governor"],
                       "tr": 20}}, venus=0)
    play(g, "Sulphur Exports")
    kim = g.player("Kim")
    assert venus(g) == 2 and kim.tr == 21 and kim.production == dict(ZERO, megacredits=3)
    g = build({"Kim": {"resources": {"megacredits": 20}, "hand": ["Sulphur Exports"]}})
    assert "21" in rejected(g, {"do": "play_card", "card": "Sulphur Exports"})


def test_sulphur_eating_bacteria_microbes_for_3_megacredits_each():
    g = build({"Kim": {"played": ["Sulphur-Eating Bacteria"], "card_resources": {"Sulphur-Eating Bacteria": 4}}})
    do(g, do="card_action", card="Sulphur-Eating Bacteria")
    answer(g, option=1)
    assert waiting(g)["options"] == [1, 2, 3, 4]
    answer(g, amount=3)
    kim = g.player("Kim")
    assert kim.resources == dict(ZERO, megacredits=9) and kim.card_resources["Sulphur-Eating Bacteria"] == 1
    g = build({"Kim": {"resources": {"megacredits": 6}, "hand": ["Sulphur-Eating Bacteria"]}}, venus=4)
    assert "6" in rejected(g, {"do": "play_card", "card": "Sulphur-Eating Bacteria"})


def test_sulphur_eating_bacteria_with_no_microbe_only_adds_one():
    g = build({"Kim": {"played": ["Sulphur-Eating Bacteria"], "card_resources": {"Sulphur-Eating Bacteria": 0}}})
    do(g, do="card_action", card="Sulphur-Eating Bacteria")
    assert waiting(g)["options"] == [0]  # no microbe to spend
    answer(g, option=0)
    assert g.player("Kim").card_resources["Sulphur-Eating Bacteria"] == 1


def test_terraforming_contract_needs_tr_25():
    g = build({"Kim": {"resources": {"megacredits": 8}, "hand": ["Terraforming Contract"], "tr": 25}})
    play(g, "Terraforming Contract")
    assert g.player("Kim").production == dict(ZERO, megacredits=4)
    g = build({"Kim": {"resources": {"megacredits": 8}, "hand": ["Terraforming Contract"], "tr": 24}})
    assert "25" in rejected(g, {"do": "play_card", "card": "Terraforming Contract"})


def test_thermophiles_microbe_on_a_venus_card_or_2_for_venus():
    g = build({"Kim": {"played": ["Thermophiles", "Venusian Insects", "Tardigrades"],
                       "card_resources": {"Thermophiles": 2, "Venusian Insects": 0, "Tardigrades": 0},
                       "tr": 20}}, venus=6)
    do(g, do="card_action", card="Thermophiles")
    answer(g, option=0)
    assert sorted(waiting(g)["options"]) == ["Thermophiles", "Venusian Insects"]
    answer(g, card="Venusian Insects")
    kim = g.player("Kim")
    assert kim.card_resources["Venusian Insects"] == 1
    kim.used_actions.clear()
    do(g, do="card_action", card="Thermophiles")
    answer(g, option=1)
    assert venus(g) == 8 and kim.card_resources["Thermophiles"] == 0 and kim.tr == 21
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Thermophiles"]}}, venus=4)
    assert "6" in rejected(g, {"do": "play_card", "card": "Thermophiles"})


def test_water_to_venus_one_step():
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Water to Venus"], "tr": 20}}, venus=28)
    play(g, "Water to Venus")
    assert venus(g) == 30 and g.player("Kim").tr == 21
    g = build({"Kim": {"resources": {"megacredits": 8}, "hand": ["Water to Venus"]}})
    assert "9" in rejected(g, {"do": "play_card", "card": "Water to Venus"})


def test_venus_governor_needs_2_venus_tags_and_bears_2():
    g = build({"Kim": {"resources": {"megacredits": 4}, "hand": ["Venus Governor"],
                       "played": ["Venus Waystation", "Local Shading"]}})
    play(g, "Venus Governor")
    kim = g.player("Kim")
    assert kim.production == dict(ZERO, megacredits=2)
    assert count_tag(kim, "venus") == 4
    g = build({"Kim": {"resources": {"megacredits": 4}, "hand": ["Venus Governor"], "played": ["Local Shading"]}})
    assert "2" in rejected(g, {"do": "play_card", "card": "Venus Governor"})


def test_venus_magnetizer_energy_production_for_a_venus_step():
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Venus Magnetizer"]}}, venus=10)
    play(g, "Venus Magnetizer")
    assert g.player("Kim").resources == ZERO and "Venus Magnetizer" in g.player("Kim").played
    g = build({"Kim": {"production": {"energy": 1}, "played": ["Venus Magnetizer"], "tr": 20}}, venus=10)
    do(g, do="card_action", card="Venus Magnetizer")
    kim = g.player("Kim")
    assert kim.production == ZERO and venus(g) == 12 and kim.tr == 21
    kim.used_actions.clear()
    rejected(g, {"do": "card_action", "card": "Venus Magnetizer"})  # no energy production left to lower
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Venus Magnetizer"]}}, venus=8)
    assert "10" in rejected(g, {"do": "play_card", "card": "Venus Magnetizer"})


def test_venus_soils_venus_plant_production_and_2_microbes_on_another_card():
    g = build({"Kim": {"resources": {"megacredits": 20}, "hand": ["Venus Soils"], "played": ["Tardigrades"],
                       "card_resources": {"Tardigrades": 1}, "tr": 20}}, venus=0)
    play(g, "Venus Soils")
    answer(g, card="Tardigrades")
    kim = g.player("Kim")
    assert venus(g) == 2 and kim.tr == 21 and kim.production == dict(ZERO, plants=1)
    assert kim.card_resources["Tardigrades"] == 3
    g = build({"Kim": {"resources": {"megacredits": 19}, "hand": ["Venus Soils"]}})
    assert "20" in rejected(g, {"do": "play_card", "card": "Venus Soils"})


def test_venus_waystation_venus_cards_2_cheaper():
    g = build({"Kim": {"resources": {"megacredits": 9 + 5}, "hand": ["Venus Waystation", "Giant Solar Shade"]}})
    play(g, "Venus Waystation")
    kim = g.player("Kim")
    assert card_vp(g, kim, "Venus Waystation") == 1
    kim.resources["megacredits"] = 25
    play(g, "Giant Solar Shade")  # 27 - 2
    assert kim.resources["megacredits"] == 0
    g = build({"Kim": {"resources": {"megacredits": 8}, "hand": ["Venus Waystation"]}})
    assert "9" in rejected(g, {"do": "play_card", "card": "Venus Waystation"})


def test_venusian_animals_an_animal_per_science_tag_including_its_own():
    g = build({"Kim": {"resources": {"megacredits": 15 + 11}, "hand": ["Venusian Animals", "Research"]}}, venus=18,
              deck_top=["Lichen", "Moss"])
    play(g, "Venusian Animals")
    kim = g.player("Kim")
    assert kim.card_resources["Venusian Animals"] == 1
    play(g, "Research")  # Kim's second action: two science tags
    assert kim.card_resources["Venusian Animals"] == 3 and card_vp(g, kim, "Venusian Animals") == 3
    g = build({"Kim": {"resources": {"megacredits": 15}, "hand": ["Venusian Animals"]}}, venus=16)
    assert "18" in rejected(g, {"do": "play_card", "card": "Venusian Animals"})


def test_venusian_insects_a_microbe_a_generation_one_vp_per_2():
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Venusian Insects"]}}, venus=12)
    play(g, "Venusian Insects")
    do(g, do="card_action", card="Venusian Insects")
    kim = g.player("Kim")
    assert kim.card_resources["Venusian Insects"] == 1 and card_vp(g, kim, "Venusian Insects") == 0
    kim.card_resources["Venusian Insects"] = 5
    assert card_vp(g, kim, "Venusian Insects") == 2
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Venusian Insects"]}}, venus=10)
    assert "12" in rejected(g, {"do": "play_card", "card": "Venusian Insects"})


def test_venusian_plants_venus_and_a_microbe_or_animal_on_another_venus_card():
    g = build({"Kim": {"resources": {"megacredits": 13}, "hand": ["Venusian Plants"],
                       "played": ["Stratospheric Birds", "Dirigibles"],
                       "card_resources": {"Stratospheric Birds": 0, "Dirigibles": 0}, "tr": 20}}, venus=16)
    play(g, "Venusian Plants")
    assert waiting(g)["options"] == ["Stratospheric Birds"]  # an animal or a microbe; not a floater
    answer(g, card="Stratospheric Birds")
    kim = g.player("Kim")
    assert venus(g) == 18 and kim.tr == 21 and kim.card_resources["Stratospheric Birds"] == 1
    assert card_vp(g, kim, "Venusian Plants") == 1
    g = build({"Kim": {"resources": {"megacredits": 13}, "hand": ["Venusian Plants"]}}, venus=14)
    assert "16" in rejected(g, {"do": "play_card", "card": "Venusian Plants"})


def test_dirigibles_floaters_round_a_payment_up_as_steel_does():
    from tmdesk.engine.rules import card_cost, default_payment

    g = build({"Kim": {"hand": ["Local Shading", "Venus Governor"], "played": ["Dirigibles", "Venus Waystation"],
                       "card_resources": {"Dirigibles": 2}}})
    kim = g.player("Kim")
    card = g.cards["Local Shading"]
    assert card_cost(kim, card) == 2 and default_payment(kim, 2, card) == {"floaters": 1}  # 3 M€ for 2: no change
    play(g, "Local Shading", pay={"floaters": 1})
    assert kim.card_resources == {"Dirigibles": 1, "Local Shading": 0}
    assert card_cost(kim, g.cards["Venus Governor"]) == 0  # 2 M€ off per Venus tag: 4 off (FAQ, Venus Governor)


def test_stratospheric_birds_default_payment_keeps_the_floater_it_needs():
    from tmdesk.engine.rules import default_payment

    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Stratospheric Birds"], "played": ["Dirigibles"],
                       "card_resources": {"Dirigibles": 2}}}, venus=12)
    kim = g.player("Kim")
    pay = default_payment(kim, 12, g.cards["Stratospheric Birds"])
    assert pay == {"floaters": 1, "megacredits": 9}
    play(g, "Stratospheric Birds", pay=pay)
    answer(g, card="Dirigibles")
    assert kim.card_resources == {"Dirigibles": 0, "Stratospheric Birds": 0} and kim.resources == ZERO
    g = build({"Kim": {"resources": {"megacredits": 9}, "hand": ["Stratospheric Birds"], "played": ["Dirigibles"],
                       "card_resources": {"Dirigibles": 1}}}, venus=12)
    options = waiting(g)["options"]
    assert {"do": "play_card", "card": "Stratospheric Birds"} not in options  # 9 M€ + the floater it must spend
