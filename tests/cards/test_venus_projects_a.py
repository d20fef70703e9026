"""Venus Next project cards 213-237: each played with its printed numbers, and a case where it cannot be
played (requirement, cost or missing target). Expected numbers are written out by hand from the cards."""

from __future__ import annotations

from typing import Any

from tests.cards.conftest import ZERO, answer, do, play, rejected, waiting
from tests.cards.conftest import build as base_build
from tmdesk.engine.scoring import card_vp


def build(*args: Any, **kw: Any):
    """A game with Venus Next (its cards exist only there); `venus=N` sets the scale in percent."""
    return base_build(*args, venus_next=True, **kw)


def venus(g) -> int:
    return int(g.dump()["venus"])


def test_aerial_mappers_adds_a_floater_anywhere_or_spends_one_to_draw():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Aerial Mappers"]}})
    play(g, "Aerial Mappers")
    kim = g.player("Kim")
    assert kim.resources == ZERO and kim.card_resources == {"Aerial Mappers": 0}
    assert card_vp(g, kim, "Aerial Mappers") == 1
    g = build({"Kim": {"played": ["Aerial Mappers", "Dirigibles"],
                       "card_resources": {"Aerial Mappers": 0, "Dirigibles": 0}}}, deck_top=["Lichen"])
    kim = g.player("Kim")
    do(g, do="card_action", card="Aerial Mappers")
    assert waiting(g)["options"] == [0]  # no floater here: only "add a floater to any card"
    answer(g, option=0)
    assert sorted(waiting(g)["options"]) == ["Aerial Mappers", "Dirigibles"]  # this card too
    answer(g, card="Aerial Mappers")
    assert kim.card_resources == {"Aerial Mappers": 1, "Dirigibles": 0}
    kim.used_actions.clear()
    do(g, do="card_action", card="Aerial Mappers")
    answer(g, option=1)  # spend the floater here, draw a card
    assert kim.card_resources["Aerial Mappers"] == 0 and kim.hand == ["Lichen"]
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Aerial Mappers"]}})
    assert "11" in rejected(g, {"do": "play_card", "card": "Aerial Mappers"})


def test_aerosport_tournament_one_megacredit_per_city_needs_5_floaters():
    cities = {"r3c3": {"tile": "city", "owner": "Stanley"}, "r6c3": {"tile": "city", "owner": "Kim"}}
    kim = {"resources": {"megacredits": 7}, "hand": ["Aerosport Tournament"], "played": ["Dirigibles", "Local Shading"],
           "card_resources": {"Dirigibles": 3, "Local Shading": 2}}
    g = build({"Kim": kim}, tiles=cities)
    play(g, "Aerosport Tournament")
    k = g.player("Kim")
    assert k.resources == dict(ZERO, megacredits=2) and card_vp(g, k, "Aerosport Tournament") == 1
    assert k.card_resources == {"Dirigibles": 3, "Local Shading": 2}  # floaters are needed, not spent
    g = build({"Kim": dict(kim, card_resources={"Dirigibles": 3, "Local Shading": 1})}, tiles=cities)
    assert "5" in rejected(g, {"do": "play_card", "card": "Aerosport Tournament"})


def test_air_scrapping_expedition_venus_and_3_floaters_on_a_venus_card():
    g = build({"Kim": {"resources": {"megacredits": 13}, "hand": ["Air-Scrapping Expedition"], "tr": 20,
                       "played": ["Deuterium Export", "Rotator Impacts"],
                       "card_resources": {"Deuterium Export": 0, "Rotator Impacts": 0}}}, venus=4)
    play(g, "Air-Scrapping Expedition")
    assert venus(g) == 6 and g.player("Kim").tr == 21
    assert waiting(g)["options"] == ["Deuterium Export"]  # Rotator Impacts has no Venus tag (and no floater)
    answer(g, card="Deuterium Export")
    assert g.player("Kim").card_resources["Deuterium Export"] == 3
    g = build({"Kim": {"resources": {"megacredits": 12}, "hand": ["Air-Scrapping Expedition"]}})
    assert "13" in rejected(g, {"do": "play_card", "card": "Air-Scrapping Expedition"})


def test_atalanta_planitia_lab_draws_2_needs_3_science_tags():
    science = ["Research", "Physics Complex"]  # 3 science tags
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Atalanta Planitia Lab"], "played": science}},
              deck_top=["Lichen", "Moss"])
    play(g, "Atalanta Planitia Lab")
    kim = g.player("Kim")
    assert sorted(kim.hand) == ["Lichen", "Moss"] and card_vp(g, kim, "Atalanta Planitia Lab") == 2
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Atalanta Planitia Lab"], "played": ["Research"]}})
    assert "3" in rejected(g, {"do": "play_card", "card": "Atalanta Planitia Lab"})


def test_atmoscoop_temperature_or_venus_two_steps_and_2_floaters():
    science = ["Research", "Physics Complex"]
    kim = {"resources": {"megacredits": 22}, "hand": ["Atmoscoop"], "played": science + ["Dirigibles"],
           "card_resources": {"Dirigibles": 0}, "tr": 20}
    g = build({"Kim": kim}, venus=0)
    play(g, "Atmoscoop")
    answer(g, option=1)  # Venus two steps
    answer(g, card="Dirigibles")
    k = g.player("Kim")
    assert venus(g) == 4 and g.state.temperature == -30 and k.tr == 22 and k.card_resources["Dirigibles"] == 2
    assert card_vp(g, k, "Atmoscoop") == 1
    g = build({"Kim": kim}, venus=0)
    play(g, "Atmoscoop")
    answer(g, option=0)  # temperature two steps
    assert g.state.temperature == -26 and venus(g) == 0
    g = build({"Kim": dict(kim, played=["Research", "Dirigibles"])})
    assert "3" in rejected(g, {"do": "play_card", "card": "Atmoscoop"})


def test_comet_for_venus_takes_up_to_4_from_a_player_with_a_venus_tag():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Comet for Venus"], "tr": 20},
               "Stanley": {"resources": {"megacredits": 9}, "played": ["Venus Waystation"]},
               "Ana": {"resources": {"megacredits": 9}, "played": ["Mine"]}}, venus=2)
    play(g, "Comet for Venus")
    assert venus(g) == 4 and g.player("Kim").tr == 21
    assert waiting(g)["options"] == ["Stanley"]  # Ana has no Venus tag; Kim has none either
    answer(g, player="Stanley")
    answer(g, amount=4)
    assert g.player("Stanley").resources["megacredits"] == 5 and g.player("Ana").resources["megacredits"] == 9
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Comet for Venus"]}})
    assert "11" in rejected(g, {"do": "play_card", "card": "Comet for Venus"})


def test_comet_for_venus_without_a_target_only_raises_venus():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Comet for Venus"]},
               "Stanley": {"resources": {"megacredits": 9}}}, venus=0)
    play(g, "Comet for Venus")
    assert venus(g) == 2 and waiting(g)["kind"] != "select_player"


def test_corroder_suits_production_and_a_resource_on_a_venus_card():
    g = build({"Kim": {"resources": {"megacredits": 8}, "hand": ["Corroder Suits"],
                       "played": ["Venusian Insects", "Tardigrades"],
                       "card_resources": {"Venusian Insects": 1, "Tardigrades": 0}}})
    play(g, "Corroder Suits")
    assert waiting(g)["options"] == ["Venusian Insects"]  # a Venus card of any resource; Tardigrades has no tag
    answer(g, card="Venusian Insects")
    kim = g.player("Kim")
    assert kim.production == dict(ZERO, megacredits=2) and kim.card_resources["Venusian Insects"] == 2
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Corroder Suits"]}})
    assert "8" in rejected(g, {"do": "play_card", "card": "Corroder Suits"})


def test_dawn_city_city_on_its_space_needs_4_science_tags():
    science = ["Research", "Physics Complex", "Mars University"]  # 4 science tags
    g = build({"Kim": {"resources": {"megacredits": 15}, "production": {"energy": 1}, "hand": ["Dawn City"],
                       "played": science}})
    play(g, "Dawn City")
    assert waiting(g)["options"] == ["dawn_city_space"]
    answer(g, space="dawn_city_space")
    kim = g.player("Kim")
    assert kim.production == dict(ZERO, titanium=1) and g.state.tiles["dawn_city_space"].owner == "Kim"
    assert card_vp(g, kim, "Dawn City") == 3 and g.count_cities("Kim") == 1
    g = build({"Kim": {"resources": {"megacredits": 15}, "production": {"energy": 1}, "hand": ["Dawn City"],
                       "played": ["Research", "Physics Complex"]}})
    assert "4" in rejected(g, {"do": "play_card", "card": "Dawn City"})
    g = build({"Kim": {"resources": {"megacredits": 15}, "hand": ["Dawn City"], "played": science}})
    assert "energy" in rejected(g, {"do": "play_card", "card": "Dawn City"})


def test_deuterium_export_adds_a_floater_or_spends_one_for_energy_production():
    g = build({"Kim": {"played": ["Deuterium Export"], "card_resources": {"Deuterium Export": 1}}})
    do(g, do="card_action", card="Deuterium Export")
    assert waiting(g)["options"] == [0, 1]
    answer(g, option=1)
    kim = g.player("Kim")
    assert kim.production == dict(ZERO, energy=1) and kim.card_resources["Deuterium Export"] == 0
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Deuterium Export"]}})
    assert "11" in rejected(g, {"do": "play_card", "card": "Deuterium Export"})


def test_dirigibles_floaters_pay_3_megacredits_for_venus_cards_only():
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Venus Soils", "Mine"], "played": ["Dirigibles"],
                       "card_resources": {"Dirigibles": 5}}})
    play(g, "Venus Soils", pay={"megacredits": 5, "floaters": 5})  # 20 M€ = 5 + 5 × 3
    kim = g.player("Kim")
    assert kim.card_resources["Dirigibles"] == 0 and kim.resources["megacredits"] == 0 and "Venus Soils" in kim.played
    g = build({"Kim": {"resources": {"megacredits": 2}, "hand": ["Mine"], "played": ["Dirigibles"],
                       "card_resources": {"Dirigibles": 2}}})
    rejected(g, {"do": "play_card", "card": "Mine", "pay": {"megacredits": 2, "floaters": 1}})  # no Venus tag
    do(g, do="card_action", card="Dirigibles")
    answer(g, card="Dirigibles")
    assert g.player("Kim").card_resources["Dirigibles"] == 3
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Dirigibles"]}})
    assert "11" in rejected(g, {"do": "play_card", "card": "Dirigibles"})


def test_extractor_balloons_start_with_3_floaters_2_raise_venus():
    g = build({"Kim": {"resources": {"megacredits": 21}, "hand": ["Extractor Balloons"], "tr": 20}}, venus=10)
    play(g, "Extractor Balloons")
    kim = g.player("Kim")
    assert kim.card_resources == {"Extractor Balloons": 3}
    do(g, do="card_action", card="Extractor Balloons")
    answer(g, option=1)
    assert kim.card_resources == {"Extractor Balloons": 1} and venus(g) == 12 and kim.tr == 21
    g = build({"Kim": {"resources": {"megacredits": 20}, "hand": ["Extractor Balloons"]}})
    assert "21" in rejected(g, {"do": "play_card", "card": "Extractor Balloons"})


def test_extremophiles_microbe_on_any_card_one_vp_per_3():
    g = build({"Kim": {"resources": {"megacredits": 3}, "hand": ["Extremophiles"],
                       "played": ["Research", "Tardigrades"], "card_resources": {"Tardigrades": 0}}})
    play(g, "Extremophiles")
    do(g, do="card_action", card="Extremophiles")
    assert sorted(waiting(g)["options"]) == ["Extremophiles", "Tardigrades"]
    answer(g, card="Extremophiles")
    kim = g.player("Kim")
    kim.card_resources["Extremophiles"] = 6
    assert card_vp(g, kim, "Extremophiles") == 2
    g = build({"Kim": {"resources": {"megacredits": 3}, "hand": ["Extremophiles"], "played": ["Physics Complex"]}})
    assert "2" in rejected(g, {"do": "play_card", "card": "Extremophiles"})


def test_floating_habs_2_megacredits_for_a_floater_one_vp_per_2():
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Floating Habs"], "played": ["Research"]}})
    play(g, "Floating Habs")
    do(g, do="card_action", card="Floating Habs")
    answer(g, card="Floating Habs")
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 0 and kim.card_resources["Floating Habs"] == 1
    kim.card_resources["Floating Habs"] = 5
    assert card_vp(g, kim, "Floating Habs") == 2
    g = build({"Kim": {"played": ["Floating Habs"], "card_resources": {"Floating Habs": 0},
                       "resources": {"megacredits": 1}}})
    rejected(g, {"do": "card_action", "card": "Floating Habs"})  # 2 M€ needed


def test_forced_precipitation_2_megacredits_for_a_floater_or_2_floaters_for_venus():
    g = build({"Kim": {"played": ["Forced Precipitation"], "card_resources": {"Forced Precipitation": 2},
                       "resources": {"megacredits": 2}, "tr": 20}}, venus=0)
    do(g, do="card_action", card="Forced Precipitation")
    answer(g, option=1)
    kim = g.player("Kim")
    assert venus(g) == 2 and kim.tr == 21 and kim.card_resources["Forced Precipitation"] == 0
    g.state.players[0].used_actions.clear()
    do(g, do="card_action", card="Forced Precipitation")
    assert waiting(g)["options"] == [0]  # only the first branch is possible now
    answer(g, option=0)
    assert kim.resources["megacredits"] == 0 and kim.card_resources["Forced Precipitation"] == 1
    g = build({"Kim": {"played": ["Forced Precipitation"], "card_resources": {"Forced Precipitation": 1},
                       "resources": {"megacredits": 1}}})
    rejected(g, {"do": "card_action", "card": "Forced Precipitation"})


def test_freyja_biodomes_two_microbes_or_animals_on_a_venus_card():
    g = build({"Kim": {"resources": {"megacredits": 14}, "production": {"energy": 1}, "hand": ["Freyja Biodomes"],
                       "played": ["Venusian Insects", "Dirigibles", "Tardigrades"],
                       "card_resources": {"Venusian Insects": 0, "Dirigibles": 0, "Tardigrades": 0}}}, venus=10)
    play(g, "Freyja Biodomes")
    assert waiting(g)["options"] == ["Venusian Insects"]  # microbes or animals, on a Venus card
    answer(g, card="Venusian Insects")
    kim = g.player("Kim")
    assert kim.card_resources["Venusian Insects"] == 2 and kim.production == dict(ZERO, megacredits=2)
    assert card_vp(g, kim, "Freyja Biodomes") == 2
    g = build({"Kim": {"resources": {"megacredits": 14}, "production": {"energy": 1},
                       "hand": ["Freyja Biodomes"]}}, venus=8)
    assert "10" in rejected(g, {"do": "play_card", "card": "Freyja Biodomes"})


def test_ghg_import_from_venus_heat_production_3_and_venus():
    g = build({"Kim": {"resources": {"megacredits": 23}, "hand": ["GHG Import From Venus"], "tr": 20}}, venus=6)
    play(g, "GHG Import From Venus")
    kim = g.player("Kim")
    assert venus(g) == 8 and kim.production == dict(ZERO, heat=3) and kim.tr == 21
    g = build({"Kim": {"resources": {"megacredits": 22}, "hand": ["GHG Import From Venus"]}})
    assert "23" in rejected(g, {"do": "play_card", "card": "GHG Import From Venus"})


def test_giant_solar_shade_venus_3_steps():
    g = build({"Kim": {"resources": {"megacredits": 27}, "hand": ["Giant Solar Shade"], "tr": 20}}, venus=0)
    play(g, "Giant Solar Shade")
    assert venus(g) == 6 and g.player("Kim").tr == 23
    g = build({"Kim": {"resources": {"megacredits": 26}, "hand": ["Giant Solar Shade"]}})
    assert "27" in rejected(g, {"do": "play_card", "card": "Giant Solar Shade"})


def test_gyropolis_megacredits_per_venus_and_earth_tag():
    g = build({"Kim": {"resources": {"megacredits": 20}, "production": {"energy": 2}, "hand": ["Gyropolis"],
                       "played": ["Venus Waystation", "Venus Governor", "Earth Office"]}})  # 3 Venus, 1 Earth
    play(g, "Gyropolis")
    answer(g, space="r3c3")
    kim = g.player("Kim")
    assert kim.production == dict(ZERO, megacredits=4) and g.state.tiles["r3c3"].owner == "Kim"
    g = build({"Kim": {"resources": {"megacredits": 20}, "production": {"energy": 1}, "hand": ["Gyropolis"]}})
    assert "energy" in rejected(g, {"do": "play_card", "card": "Gyropolis"})


def test_hydrogen_to_venus_a_floater_per_jovian_tag_on_one_venus_card():
    g = build({"Kim": {"resources": {"megacredits": 11}, "hand": ["Hydrogen to Venus"], "tr": 20,
                       "played": ["Io Mining Industries", "Ganymede Colony", "Dirigibles", "Local Shading"],
                       "card_resources": {"Dirigibles": 0, "Local Shading": 0}}}, venus=0)
    play(g, "Hydrogen to Venus")
    answer(g, card="Local Shading")
    kim = g.player("Kim")
    assert venus(g) == 2 and kim.tr == 21 and kim.card_resources == {"Dirigibles": 0, "Local Shading": 2}
    g = build({"Kim": {"resources": {"megacredits": 10}, "hand": ["Hydrogen to Venus"]}})
    assert "11" in rejected(g, {"do": "play_card", "card": "Hydrogen to Venus"})


def test_io_sulphur_research_draws_3_with_3_venus_tags_else_1():
    g = build({"Kim": {"resources": {"megacredits": 17}, "hand": ["Io Sulphur Research"],
                       "played": ["Venus Governor", "Venus Waystation"]}}, deck_top=["Lichen", "Moss", "Mine"])
    play(g, "Io Sulphur Research")
    kim = g.player("Kim")
    assert len(kim.hand) == 3 and card_vp(g, kim, "Io Sulphur Research") == 2
    g = build({"Kim": {"resources": {"megacredits": 17}, "hand": ["Io Sulphur Research"],
                       "played": ["Venus Governor"]}}, deck_top=["Lichen", "Moss", "Mine"])
    play(g, "Io Sulphur Research")
    assert g.player("Kim").hand == ["Lichen"]
    g = build({"Kim": {"resources": {"megacredits": 16}, "hand": ["Io Sulphur Research"]}})
    assert "17" in rejected(g, {"do": "play_card", "card": "Io Sulphur Research"})


def test_ishtar_mining_titanium_production_needs_venus_8():
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Ishtar Mining"]}}, venus=8)
    play(g, "Ishtar Mining")
    assert g.player("Kim").production == dict(ZERO, titanium=1)
    g = build({"Kim": {"resources": {"megacredits": 5}, "hand": ["Ishtar Mining"]}}, venus=6)
    assert "8" in rejected(g, {"do": "play_card", "card": "Ishtar Mining"})


def test_jet_stream_microscrappers_titanium_for_2_floaters_2_for_venus():
    g = build({"Kim": {"played": ["Jet Stream Microscrappers"], "card_resources": {"Jet Stream Microscrappers": 0},
                       "resources": {"titanium": 1}, "tr": 20}}, venus=0)
    do(g, do="card_action", card="Jet Stream Microscrappers")
    answer(g, option=0)  # the only possible branch: 1 titanium, 2 floaters
    kim = g.player("Kim")
    assert kim.resources == ZERO and kim.card_resources["Jet Stream Microscrappers"] == 2
    kim.used_actions.clear()
    do(g, do="card_action", card="Jet Stream Microscrappers")
    answer(g, option=1)
    assert venus(g) == 2 and kim.tr == 21 and kim.card_resources["Jet Stream Microscrappers"] == 0
    rejected(g, {"do": "card_action", "card": "Jet Stream Microscrappers"})  # used this generation


def test_local_shading_floater_or_megacredit_production():
    g = build({"Kim": {"played": ["Local Shading"], "card_resources": {"Local Shading": 1}}})
    do(g, do="card_action", card="Local Shading")
    answer(g, option=1)
    kim = g.player("Kim")
    assert kim.production == dict(ZERO, megacredits=1) and kim.card_resources["Local Shading"] == 0
    g = build({"Kim": {"resources": {"megacredits": 3}, "hand": ["Local Shading"]}})
    assert "4" in rejected(g, {"do": "play_card", "card": "Local Shading"})


def test_luna_metropolis_megacredits_per_earth_tag_including_its_own():
    g = build({"Kim": {"resources": {"megacredits": 21}, "hand": ["Luna Metropolis"], "played": ["Earth Office"]}})
    play(g, "Luna Metropolis")
    assert waiting(g)["options"] == ["luna_metropolis_space"]
    answer(g, space="luna_metropolis_space")
    kim = g.player("Kim")
    assert kim.production == dict(ZERO, megacredits=2) and g.state.tiles["luna_metropolis_space"].owner == "Kim"
    assert card_vp(g, kim, "Luna Metropolis") == 2
    g = build({"Kim": {"resources": {"megacredits": 20}, "hand": ["Luna Metropolis"]}})
    assert "21" in rejected(g, {"do": "play_card", "card": "Luna Metropolis"})


def test_luxury_foods_2_vp_needs_venus_earth_and_jovian_tags():
    tags = ["Venus Governor", "Earth Office", "Io Mining Industries"]
    g = build({"Kim": {"resources": {"megacredits": 8}, "hand": ["Luxury Foods"], "played": tags}})
    play(g, "Luxury Foods")
    assert card_vp(g, g.player("Kim"), "Luxury Foods") == 2
    g = build({"Kim": {"resources": {"megacredits": 8}, "hand": ["Luxury Foods"], "played": tags[:2]}})
    assert "jovian" in rejected(g, {"do": "play_card", "card": "Luxury Foods"}).lower()
