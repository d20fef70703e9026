"""Rules that scenario files cannot reach easily: deck reshuffle, solo set-up and end, draft direction."""

from tests.cards.conftest import build, do
from tmdesk.engine.game import new_game
from tmdesk.engine.phases import solo_neutral_setup
from tmdesk.engine.state import NEUTRAL, GameConfig


def test_research_reshuffles_the_discard_pile_when_the_deck_runs_out() -> None:
    g = build({"Kim": {}, "Lee": {}})
    s = g.state
    s.discard = s.deck[:-3]
    s.deck = s.deck[-3:]  # 3 cards left, 8 needed for the research phase
    do(g, do="pass")
    do(g, do="pass")
    assert s.phase == "research"
    assert sum(len(o["cards"]) for o in s.offers.values()) == 8
    assert len(s.deck) + len(s.discard) == 208 - 8
    assert any(e[0].startswith("The draw pile is empty") for e in s.log)


def test_standard_game_gives_one_production_of_each_and_corporate_era_none() -> None:
    std = new_game(GameConfig(players=["Kim", "Lee"], seed=3))
    assert all(v == 1 for v in std.state.players[0].production.values())
    ce = new_game(GameConfig(players=["Kim", "Lee"], seed=3, corporate_era=True))
    assert all(v == 0 for v in ce.state.players[0].production.values())
    assert len(ce.state.deck) == 208 - 20 and len(std.state.deck) == 137 - 20


def test_first_player_moves_one_seat_each_generation() -> None:
    g = build({"Kim": {}, "Lee": {}, "Max": {}})
    for expected in ("Lee", "Max", "Kim"):
        for _ in range(3):
            do(g, do="pass")
        assert g.dump()["first_player"] == expected
        for _ in g.state.deciders[:]:
            do(g, do="buy_cards", cards=[])
        assert g.dump()["active_player"] == expected


def test_solo_neutral_cities_and_greeneries_follow_the_card_cost_count() -> None:
    """Revealed costs 3, 2, 4, 1. City 1: the 3rd legal space in reading order (r0c0, r0c2, r1c0: r0c1
    is an ocean area) is r1c0. City 2: the 2nd legal space backwards from r8c4 (an ocean area): r8c3,
    r8c2. Greenery 1: the 4th free land neighbour of r1c0 clockwise from its top-left (r0c0, r1c1,
    r2c1, r2c0) is r2c0. Greenery 2: the 1st around r8c2 (r7c2, r7c3, r8c3, r8c1) is r7c2."""
    g = new_game(GameConfig(players=["Ana"], mode="solo", seed=1), skip_setup=True)
    g.state.tiles.clear()
    by_cost = {c.cost: c.name for c in g.cards.project_cards}
    top = [by_cost[3], by_cost[2], by_cost[4], by_cost[1]]
    for c in top:
        if c in g.state.deck:
            g.state.deck.remove(c)
    g.state.deck.extend(reversed(top))
    solo_neutral_setup(g)
    cities = sorted(s for s, t in g.state.tiles.items() if t.tile == "city")
    assert cities == ["r1c0", "r8c2"]
    greeneries = sorted(s for s, t in g.state.tiles.items() if t.tile == "greenery")
    assert greeneries == ["r2c0", "r7c2"]
    assert all(t.owner == NEUTRAL for t in g.state.tiles.values())
    assert g.state.oxygen == 0 and top == g.state.discard[-4:]


def test_solo_game_lasts_14_generations_and_is_lost_unless_terraformed() -> None:
    from tmdesk.cli.simulate import play_random_game

    game, _ = play_random_game(GameConfig(players=["Ana"], mode="solo", seed=11))
    assert game.state.generation == 14 and game.state.phase == "end"
    assert game.state.players[0].tr >= 14
    terraformed = game.state.temperature == 8 and game.state.oxygen == 14 and game.state.oceans == 9
    assert (game.state.winner == "Ana") == terraformed


def test_draft_passes_counter_clockwise_in_odd_generations() -> None:
    g = build({"Kim": {}, "Lee": {}, "Max": {}})
    g.state.config.draft = True
    g.state.generation = 2  # the next research phase is generation 3's
    for _ in range(3):
        do(g, do="pass")
    s = g.state
    assert s.generation == 3 and s.phase == "draft"
    first = {n: list(s.offers[n]["packet"]) for n in ("Kim", "Lee", "Max")}
    for name in list(s.deciders):
        do(g, do="draft_pick", card=s.offers[name]["packet"][0])
    # counter-clockwise: each packet goes to the previous player in seat order (Lee's to Kim, Max's to Lee)
    assert s.offers["Kim"]["packet"] == first["Lee"][1:]
    assert s.offers["Lee"]["packet"] == first["Max"][1:]
    assert s.offers["Max"]["packet"] == first["Kim"][1:]


def test_corporations_are_chosen_face_down_then_revealed_in_turn_order() -> None:
    """Rulebook set-up 7: every player chooses, then in turn order each reveals, takes the corporation's
    starting assets and pays for the kept cards. Nobody chooses knowing another player's choice."""
    from pathlib import Path

    from tmdesk.engine.scenario import load, play
    from tmdesk.engine.view import player_view

    data = load(Path(__file__).parents[1] / "scenarios" / "01_setup_example.json")
    steps = data["steps"]
    g = play(dict(data, steps=steps[:2]))  # Kim (PhoboLog, 5 cards) and Stanley (ThorGate, 10 cards) have chosen
    kim, stanley = g.player("Kim"), g.player("Stanley")
    assert (kim.corporation, stanley.corporation) == (None, None)
    assert kim.resources["megacredits"] == 0 and kim.hand == [] and stanley.production["energy"] == 1
    assert g.state.offers["Kim"]["corporations"] == ["PhoboLog"] and len(g.state.offers["Kim"]["cards"]) == 5
    assert not any(e[0].startswith("{player} plays") for e in g.state.log)
    assert len(g.state.discard) == 5  # the unkept cards are discarded face down at once
    view = player_view(g, "Robinson")  # Robinson chooses last and sees neither choice
    assert view.game.state.offers["Kim"]["corporations"] == [] and view.hidden[("offer", "Kim", "corporations")] == 1
    assert "PhoboLog" in view.unseen["corporation"] and "ThorGate" in view.unseen["corporation"]
    events = g.apply(steps[2])
    assert [e[1]["player"] for e in events if "corporation" in e[1]] == ["Kim", "Stanley", "Robinson"]
    assert (kim.corporation, kim.resources["megacredits"], kim.resources["titanium"]) == ("PhoboLog", 8, 10)
    assert (stanley.resources["megacredits"], stanley.production["energy"]) == (18, 2)
    assert g.player("Robinson").resources["megacredits"] == 28 and g.state.phase == "action"
    assert g.state.offers == {}
