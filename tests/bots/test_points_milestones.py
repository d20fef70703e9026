"""Racing AutoMars for milestones: what an option brings towards one still open (`points.milestone_race`)."""

from __future__ import annotations

import pytest

from tmdesk.bots import points
from tmdesk.engine import actions
from tmdesk.engine.game import Game, new_game
from tmdesk.engine.state import BOT, GameConfig, Seat, Tile

NET = 5 - actions.MILESTONE_COST / points.MC_PER_POINT  # a milestone's points less its 8 M€


def game_with_cities(n: int) -> Game:
    g = new_game(GameConfig(players=["Ana"], mode="automars", automars_difficulty="normal", seed=7,
                            seats=[Seat(BOT, "hard")]))
    land = [s for s in g.board.land if s not in g.state.tiles and all(a not in g.state.tiles for a in g.board.adjacent[s])]
    for space in land[: 2 * n : 2]:
        g.state.tiles[space] = Tile("city", "Ana")
    g.space_memo = None
    return g


def test_the_city_that_meets_mayor_is_worth_the_milestone_less_the_chance_already_counted() -> None:
    g = game_with_cities(2)
    view = g.automars_engine.milestone_view("Mayor")
    assert view["need"] - view["have"] > 1  # AutoMars, at the start, is far from it
    gained = points.milestone_race(g, g.player("Ana"), {"city": 1})
    assert gained == pytest.approx((1 - points.MILESTONE_HOPE) * NET)


def test_a_milestone_far_off_is_worth_less_for_each_unit_missing() -> None:
    g = game_with_cities(0)
    gained = points.milestone_race(g, g.player("Ana"), {"city": 1})
    hope = points.MILESTONE_HOPE
    # AutoMars also lacks 3 cities: the race is even before the city, ours after it
    assert gained == pytest.approx((hope**2 - hope**3 * points.CONTESTED) * NET)


def test_nothing_for_a_claimed_milestone_or_once_three_are_claimed() -> None:
    g = game_with_cities(2)
    g.state.milestones["Mayor"] = "AutoMars"
    assert points.milestone_race(g, g.player("Ana"), {"city": 1}) == 0.0
    g = game_with_cities(2)
    g.state.milestones.update({"Gardener": "AutoMars", "Builder": "AutoMars", "Planner": "AutoMars"})
    assert points.milestone_race(g, g.player("Ana"), {"city": 1}) == 0.0


def test_a_rival_that_meets_it_first_leaves_only_the_claim_this_turn() -> None:
    assert points.race_hope(1, 0) == 0.0
    assert points.race_hope(0, 0) == 1.0
    assert points.race_hope(2, 2) == pytest.approx(points.MILESTONE_HOPE**2 * points.CONTESTED)


def test_what_options_feed() -> None:
    assert points.effect_feeds([{"tile": "city"}, {"production": {"megacredits": 1}}]) == {
        "city": 1, "tile": 1, "megacredits": 1}
    assert points.effect_feeds([{"tile": "greenery"}]) == {"greenery": 1, "tile": 1, "tr": 1}
    assert points.effect_feeds([{"raise": "temperature", "steps": 2}, {"tile": "ocean"}]) == {"tr": 3}


def test_a_funded_award_is_raced_for_by_the_chance_a_step_adds() -> None:
    g = game_with_cities(1)
    p = g.player("Ana")
    assert points.award_race(g, p, {"tile": 1}, 5) == 0.0  # Landlord not funded: nothing yet
    g.state.awards["Landlord"] = "Ana"
    lead = 1 - points.best_rival(g, p, "Landlord")
    gained = points.award_race(g, p, {"tile": 1}, 5)
    assert gained == pytest.approx(5 * (points.lead_chance(lead + 1, 5) - points.lead_chance(lead, 5)))
    assert gained > 0


def test_on_hellas_jovian_tags_and_energy_race_for_rim_settler_and_energizer() -> None:
    g = new_game(GameConfig(players=["Ana"], mode="automars", automars_difficulty="normal", seed=7, board="hellas",
                            seats=[Seat(BOT, "hard")]))
    p = g.player("Ana")
    assert points.milestone_race(g, p, {"jovian": 1}) > 0  # Rim Settler: 3 Jovian tags
    assert points.milestone_race(g, p, {"energy": 1}) > 0  # Energizer: 6 energy production
    assert points.milestone_race(g, p, {"city": 1, "science": 1}) == 0.0  # no Mayor on Hellas


def test_a_card_feeds_the_goals_that_count_cards_by_kind() -> None:
    g = game_with_cities(0)
    cards = g.cards.project_cards
    event = next(c for c in cards if c.type == "event")
    assert points.card_feeds(event)["event"] == 1 and "project" not in points.card_feeds(event)
    park = next(c for c in cards if c.name == "Eos Chasma National Park")  # automated, a plant tag, a requirement
    feeds = points.card_feeds(park)
    assert feeds["automated"] == feeds["project"] == feeds["requirement"] == 1 and feeds["costly"] == 0
    assert feeds["bio"] == park.tags.count("plant") + park.tags.count("animal") > 0
    costly = next(c for c in cards if c.type == "active" and c.cost >= 20)
    assert points.card_feeds(costly)["costly"] == 1 and "automated" not in points.card_feeds(costly)
