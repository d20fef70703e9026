"""Examples of the card-test style (the card families have their own files)."""

from tests.cards.conftest import answer, build, play, rejected, waiting


def test_lichen_needs_minus_24_and_gives_plant_production():
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Lichen"]}}, temperature=-26)
    assert "temperature" in rejected(g, {"do": "play_card", "card": "Lichen"})
    g = build({"Kim": {"resources": {"megacredits": 7}, "hand": ["Lichen"]}}, temperature=-24)
    play(g, "Lichen")
    kim = g.player("Kim")
    assert kim.production["plants"] == 1 and kim.resources["megacredits"] == 0


def test_deep_well_heating_raises_temperature_and_energy_production():
    g = build({"Kim": {"resources": {"megacredits": 13}, "hand": ["Deep Well Heating"]}})
    play(g, "Deep Well Heating")
    assert g.state.temperature == -28 and g.player("Kim").tr == 21 and g.player("Kim").production["energy"] == 1


def test_lake_marineris_places_two_oceans():
    g = build({"Kim": {"resources": {"megacredits": 18}, "hand": ["Lake Marineris"]}}, temperature=0)
    play(g, "Lake Marineris")
    assert waiting(g)["kind"] == "select_space"
    answer(g, space="r4c4")
    answer(g, space="r4c5")
    assert g.state.oceans == 2 and g.player("Kim").tr == 22
