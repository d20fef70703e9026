"""The 5 Prelude corporations through a real Prelude set-up (Corporate Era game: no +1 production),
and the set-up itself: 4 Preludes dealt, 2 kept, both played in turn order before the first action.
Expected numbers come from the corporation cards and the Prelude rulebook."""

from __future__ import annotations

from typing import Any

import pytest

from tests.cards.conftest import ZERO, answer, do, rejected, waiting
from tmdesk.engine.game import new_game
from tmdesk.engine.scenario import ScenarioError
from tmdesk.engine.scenario import play as play_scenario
from tmdesk.engine.state import GameConfig

KIM_CARDS = ["Lichen", "Heather", "Moss", "Mine", "Power Plant", "Sponsors", "Insulation", "Research",
             "SF Memorial", "Fueled Generators"]
STANLEY_CARDS = ["Windmills", "Pets", "Fish", "Birds", "Livestock", "Shuttles", "Asteroid", "Comet", "Imported GHG",
                 "Aquifer Pumping"]
KIM_PRELUDES = ["Donation", "Supply Drop", "Mohole", "Power Generation"]
STANLEY_PRELUDES = ["Loan", "Biolab", "Metals Company", "Dome Farming"]


def setup(kim_corp: str, kept: list[str], *, mode: str = "standard", prelude: bool = True) -> dict[str, Any]:
    players = ["Kim"] if mode == "solo" else ["Kim", "Stanley"]
    deal: dict[str, Any] = {"Kim": {"corporations": [kim_corp, "Helion"], "cards": KIM_CARDS}}
    steps: list[dict[str, Any]] = [{"player": "Kim", "do": "choose_start", "corporation": kim_corp, "cards": kept}]
    if prelude:
        deal["Kim"]["preludes"] = KIM_PRELUDES
        steps[0]["preludes"] = ["Donation", "Power Generation"]
    if mode != "solo":
        deal["Stanley"] = {"corporations": ["CrediCor", "Ecoline"], "cards": STANLEY_CARDS}
        steps.append({"player": "Stanley", "do": "choose_start", "corporation": "CrediCor", "cards": []})
        if prelude:
            deal["Stanley"]["preludes"] = STANLEY_PRELUDES
            steps[-1]["preludes"] = ["Metals Company", "Dome Farming"]
    return {"format": "tmdesk-scenario/1",
            "setup": {"players": players, "mode": mode, "corporate_era": True, "prelude": prelude, "deal": deal},
            "steps": steps}


def start(kim_corp: str, kept: list[str], prelude_top: list[str] | None = None, **kw: Any):
    """Set-up done and every Prelude played: Kim's first turn of generation 1 (`prelude_top`: the
    Preludes on top of the Prelude deck, the first named on top)."""
    g = play_scenario(setup(kim_corp, kept, **kw))
    if prelude_top:
        rest = [c for c in g.state.prelude_deck if c not in prelude_top]
        g.state.prelude_deck = rest + list(reversed(prelude_top))
    for name, cards in (("Kim", ["Donation", "Power Generation"]), ("Stanley", ["Metals Company", "Dome Farming"])):
        if name in [p.name for p in g.state.players]:
            for card in cards:
                do(g, player=name, do="play_prelude", card=card)
    return g


def test_set_up_deals_4_preludes_and_both_kept_are_played_in_turn_order_before_the_first_action():
    g = play_scenario(setup("Cheung Shing MARS", []))
    dump = g.dump()
    assert dump["players"]["Kim"]["preludes"] == ["Donation", "Power Generation"]
    assert dump["players"]["Stanley"]["preludes"] == ["Dome Farming", "Metals Company"]
    assert len(g.state.prelude_deck) == 35 - 8 and sorted(g.state.prelude_discard) == [
        "Biolab", "Loan", "Mohole", "Supply Drop"]
    assert dump["waiting_for"] == {"player": "Kim", "kind": "play_prelude", "options": ["Donation", "Power Generation"]}
    do(g, player="Kim", do="play_prelude", card="Power Generation")
    assert waiting(g) == {"player": "Kim", "kind": "play_prelude", "options": ["Donation"]}
    rejected(g, {"player": "Stanley", "do": "play_prelude", "card": "Dome Farming"})  # Kim plays both first
    do(g, player="Kim", do="play_prelude", card="Donation")
    assert waiting(g)["player"] == "Stanley" and waiting(g)["kind"] == "play_prelude"
    do(g, player="Stanley", do="play_prelude", card="Metals Company")
    do(g, player="Stanley", do="play_prelude", card="Dome Farming")
    assert waiting(g)["kind"] == "action" and waiting(g)["player"] == "Kim" and g.state.generation == 1
    kim, stanley = g.player("Kim"), g.player("Stanley")
    assert kim.resources["megacredits"] == 44 + 21 and kim.production == dict(ZERO, megacredits=3, energy=3)
    assert stanley.production == dict(ZERO, megacredits=1 + 2, steel=1, titanium=1, plants=1)
    assert sorted(g.dump()["players"]["Kim"]["played"]) == ["Donation", "Power Generation"]


def test_choose_start_needs_two_of_the_dealt_preludes():
    data = setup("Vitor", [])
    data["steps"] = data["steps"][:1]
    for wrong in (["Donation"], ["Donation", "Donation"], ["Donation", "Loan"], None):
        data["steps"][0]["preludes"] = wrong
        data["steps"][0]["expect_error"] = True
        g = play_scenario(data)  # refused, nothing changed: Kim still chooses
        assert waiting(g)["kind"] == "choose_start" and waiting(g)["player"] == "Kim"
        assert waiting(g)["preludes"] == KIM_PRELUDES


def test_without_prelude_there_are_no_prelude_cards_or_corporations():
    g = new_game(GameConfig(players=["Kim", "Stanley"], seed=3))
    assert not any(g.cards[c].expansion for c in g.state.deck)
    assert "preludes" not in waiting(g)
    base_cards = [c for c in KIM_CARDS if c != "SF Memorial"] + ["Mangrove"]
    data = setup("Vitor", [], prelude=False)
    data["setup"]["deal"]["Kim"]["cards"] = base_cards
    with pytest.raises(ScenarioError, match="not an available corporation"):
        play_scenario(data)
    data = setup("ThorGate", [], prelude=False)
    data["setup"]["deal"]["Kim"]["cards"] = base_cards
    data["steps"] = data["steps"][:1]
    data["steps"][0]["preludes"] = ["Donation", "Loan"]
    data["steps"][0]["expect_error"] = True
    assert waiting(play_scenario(data))["kind"] == "choose_start"


def test_prelude_deck_and_deck_with_prelude():
    g = new_game(GameConfig(players=["Kim"], mode="solo", seed=5, prelude=True))
    assert len(g.state.deck) + len(g.state.discard) == 208 + 7 - 10 and len(g.state.prelude_deck) == 35 - 4


def test_cheung_shing_mars():
    g = start("Cheung Shing MARS", ["Mine", "Lichen"])
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 44 - 6 + 21 and kim.production["megacredits"] == 3
    do(g, do="play_card", card="Mine")  # building: 4 - 2
    assert kim.resources["megacredits"] == 59 - 2
    assert rejected(g, {"do": "play_card", "card": "Lichen"})  # no building tag: no discount, -24 °C not met


def test_point_luna_draws_for_its_own_earth_tag_and_each_earth_tag_played():
    g = play_scenario(setup("Point Luna", ["Sponsors"]))
    kim = g.player("Kim")
    assert kim.production["titanium"] == 1 and kim.resources["megacredits"] == 38 - 3
    assert len(kim.hand) == 1 + 1  # Sponsors and a card for Point Luna's own Earth tag
    g = start("Point Luna", ["Sponsors"])
    kim = g.player("Kim")
    do(g, do="play_card", card="Sponsors")
    assert len(kim.hand) == 2 - 1 + 1 and kim.production["megacredits"] == 2


def test_robinson_industries_raises_one_of_its_lowest_productions():
    g = start("Robinson Industries", [])
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 47 + 21
    do(g, do="card_action", card="Robinson Industries")
    w = waiting(g)
    assert w["kind"] == "select_option" and w["options"] == ["megacredits", "steel", "titanium", "plants", "heat"]
    rejected(g, {"answer": {"option": "energy"}})  # energy production is 3, not lowest
    answer(g, option="titanium")
    assert kim.production == dict(ZERO, energy=3, titanium=1) and kim.resources["megacredits"] == 68 - 4


def test_robinson_industries_action_needs_4_megacredits():
    g = start("Robinson Industries", [])
    g.player("Kim").resources["megacredits"] = 3
    assert rejected(g, {"do": "card_action", "card": "Robinson Industries"})


def test_valley_trust_first_action_plays_one_of_three_preludes_and_science_discount():
    top = ["Allied Bank", "Galilean Mining", "Mohole Excavation"]
    g = start("Valley Trust", ["Research"], prelude_top=top)  # the first action starts Kim's turn by itself
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 37 - 3 + 21 and len(g.state.prelude_deck) == 35 - 8 - 3
    w = waiting(g)
    assert w["kind"] == "select_card" and w["options"] == top
    answer(g, card="Allied Bank")
    assert kim.production["megacredits"] == 4 and kim.resources["megacredits"] == 55 + 3
    assert "Allied Bank" in kim.played and {"Galilean Mining", "Mohole Excavation"} <= set(g.state.prelude_discard)
    do(g, do="play_card", card="Research")  # two science tags: 11 - 2 - 2 (2 M€ per tag: WEB, the FAQ's Teractor)
    assert kim.resources["megacredits"] == 58 - 7


def test_valley_trust_prelude_that_cannot_be_played_gives_15_megacredits():
    g = start("Valley Trust", [], prelude_top=["Huge Asteroid", "Allied Bank", "Mohole Excavation"])
    kim = g.player("Kim")
    kim.resources["megacredits"] = 2
    answer(g, card="Huge Asteroid")  # needs 5 M€
    assert kim.resources["megacredits"] == 17 and g.state.temperature == -30
    assert "Huge Asteroid" in g.state.prelude_discard and "Huge Asteroid" not in kim.played


def test_vitor_funds_an_award_free_and_gains_3_for_cards_with_a_non_negative_vp_icon():
    g = start("Vitor", ["SF Memorial", "Fueled Generators", "Mine"])
    kim = g.player("Kim")
    assert kim.resources["megacredits"] == 45 - 9 + 21
    w = waiting(g)
    assert w["kind"] == "select_option" and w["options"] == ["Landlord", "Banker", "Scientist", "Thermalist", "Miner"]
    answer(g, option="Banker")
    assert g.state.awards == {"Banker": "Kim"} and kim.resources["megacredits"] == 57
    do(g, do="play_card", card="SF Memorial")  # 1 VP: 7 - 3
    assert kim.resources["megacredits"] == 57 - 7 + 3
    do(g, player="Stanley", do="pass")
    do(g, do="play_card", card="Fueled Generators")  # -1 VP: nothing
    do(g, do="play_card", card="Mine")  # no VP icon: nothing
    assert kim.resources["megacredits"] == 53 - 1 - 4


def test_vitor_in_the_solo_game_has_no_award_to_fund():
    g = play_scenario(setup("Vitor", [], mode="solo"))
    for card in ("Donation", "Power Generation"):
        do(g, do="play_prelude", card=card)
    assert waiting(g)["kind"] == "action" and g.state.awards == {}


@pytest.mark.parametrize("corporation", ["Cheung Shing MARS", "Point Luna", "Robinson Industries", "Valley Trust",
                                         "Vitor"])
def test_a_prelude_corporation_cannot_be_played_without_prelude(corporation):
    data = setup(corporation, [], prelude=False)
    data["setup"]["deal"]["Kim"]["cards"] = [c for c in KIM_CARDS if c != "SF Memorial"] + ["Mangrove"]
    with pytest.raises(ScenarioError, match="not an available corporation"):
        play_scenario(data)
    state = {"format": "tmdesk-scenario/1", "setup": {"players": ["Kim"], "mode": "solo", "skip_setup": True},
             "state": {"players": {"Kim": {"corporation": corporation}}}, "steps": []}
    with pytest.raises(ScenarioError, match="Prelude card"):
        play_scenario(state)
    state["setup"]["prelude"] = True
    assert play_scenario(state).player("Kim").corporation == corporation
