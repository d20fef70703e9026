"""Racing AutoMars for milestones: what an option brings towards one still open (`points.milestone_race`)."""

from __future__ import annotations

import pytest

from tmdesk.bots import goal_races, points
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
    assert gained == pytest.approx((1 - goal_races.MILESTONE_HOPE) * NET)


def test_a_milestone_far_off_is_worth_less_for_each_unit_missing() -> None:
    g = game_with_cities(0)
    gained = points.milestone_race(g, g.player("Ana"), {"city": 1})
    hope = goal_races.MILESTONE_HOPE
    # AutoMars also lacks 3 cities: the race is even before the city, ours after it
    assert gained == pytest.approx((hope**2 - hope**3 * goal_races.CONTESTED) * NET)


def test_nothing_for_a_claimed_milestone_or_once_three_are_claimed() -> None:
    g = game_with_cities(2)
    g.state.milestones["Mayor"] = "AutoMars"
    assert points.milestone_race(g, g.player("Ana"), {"city": 1}) == 0.0
    g = game_with_cities(2)
    g.state.milestones.update({"Gardener": "AutoMars", "Builder": "AutoMars", "Planner": "AutoMars"})
    assert points.milestone_race(g, g.player("Ana"), {"city": 1}) == 0.0


def test_a_rival_that_meets_it_first_leaves_only_the_claim_this_turn() -> None:
    assert goal_races.race_hope(1, 0) == 0.0
    assert goal_races.race_hope(0, 0) == 1.0
    assert goal_races.race_hope(2, 2) == pytest.approx(goal_races.MILESTONE_HOPE**2 * goal_races.CONTESTED)


def test_what_options_feed() -> None:
    assert goal_races.effect_feeds([{"tile": "city"}, {"production": {"megacredits": 1}}]) == {
        "city": 1, "tile": 1, "megacredits": 1, "production megacredits": 1}
    assert goal_races.effect_feeds([{"tile": "greenery"}]) == {"greenery": 1, "tile": 1, "tr": 1}
    assert goal_races.effect_feeds([{"raise": "temperature", "steps": 2}, {"tile": "ocean"}]) == {"tr": 3}


def test_a_funded_award_is_raced_for_by_the_chance_a_step_adds() -> None:
    g = game_with_cities(1)
    p = g.player("Ana")
    assert goal_races.award_race(g, p, {"tile": 1}, 5) == 0.0  # Landlord not funded: nothing yet
    g.state.awards["Landlord"] = "Ana"
    lead = 1 - goal_races.best_rival(g, p, "Landlord")
    gained = goal_races.award_race(g, p, {"tile": 1}, 5)
    assert gained == pytest.approx(5 * (goal_races.lead_chance(lead + 1, 5) - goal_races.lead_chance(lead, 5)))
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
    assert goal_races.card_feeds(event)["event"] == 1 and "project" not in goal_races.card_feeds(event)
    park = next(c for c in cards if c.name == "Eos Chasma National Park")  # automated, a plant tag, a requirement
    feeds = goal_races.card_feeds(park)
    assert feeds["automated"] == feeds["project"] == feeds["requirement"] == 1 and feeds["costly"] == 0
    assert feeds["bio"] == park.tags.count("plant") + park.tags.count("animal") > 0
    costly = next(c for c in cards if c.type == "active" and c.cost >= 20)
    assert goal_races.card_feeds(costly)["costly"] == 1 and "automated" not in goal_races.card_feeds(costly)


def board_game(board: str) -> Game:
    return new_game(GameConfig(players=["Ana"], mode="automars", automars_difficulty="normal", seed=7, board=board,
                               seats=[Seat(BOT, "hard")]))


def test_on_hellas_a_tile_races_for_polar_explorer_while_its_rows_have_room() -> None:
    g = board_game("hellas")
    p = g.player("Ana")
    view = g.automars_engine.milestone_view("Polar Explorer")
    rival = view["need"] - view["have"]
    expected = (goal_races.race_hope(2, rival) - goal_races.race_hope(3, rival)) * NET
    assert expected > 0
    assert points.milestone_race(g, p, {"tile": 1}) == pytest.approx(expected)  # 3 tiles down there: none yet
    polar = [s for s in g.board.land if g.board.spaces[s].row in g.board.regions["polar"]]

    def bare(s: str) -> bool:  # no bonus, no tile next to it: only the race tells two such spaces apart
        return s not in g.state.tiles and not g.board.spaces[s].bonus and not any(n in g.state.tiles for n in g.board.adjacent[s])

    north = next(s for s in g.board.land if bare(s) and g.board.spaces[s].row < min(g.board.regions["polar"]))
    south = next(s for s in polar if bare(s))
    assert points.space_value(g, "Ana", north, "greenery") == 0.0
    assert points.space_value(g, "Ana", south, "greenery") == pytest.approx(expected)
    for space in polar:
        g.state.tiles.setdefault(space, Tile("greenery", "AutoMars"))
    assert points.milestone_race(g, p, {"tile": 1}) == 0.0  # no room left on its rows


def test_on_hellas_a_tag_kind_new_to_the_player_races_for_diversifier() -> None:
    g = board_game("hellas")
    p = g.player("Ana")
    science = next(c for c in g.cards.project_cards if tuple(c.tags) == ("science",) and c.type != "event")
    feeds = goal_races.card_feeds(science)
    assert feeds["tag science"] == 1
    before = points.milestone_race(g, p, {"tag science": 1})
    assert before > 0
    p.played.append(science.name)
    assert goal_races.placed_feeds(g, p, {"tag science": 1})["new_kind"] == 0  # a kind already in play adds none


def test_on_elysium_a_production_raised_to_its_step_races_for_generalist() -> None:
    g = board_game("elysium")
    p = g.player("Ana")
    need = 1 if g.state.config.corporate_era else 2
    kind = next(k for k, n in p.production.items() if n + 1 == need)
    assert goal_races.placed_feeds(g, p, {"production " + kind: 1})["new_production"] == 1
    assert points.milestone_race(g, p, {"production " + kind: 1}) > 0
    p.production[kind] = need
    assert goal_races.placed_feeds(g, p, {"production " + kind: 1})["new_production"] == 0


def test_on_elysium_where_a_tile_goes_races_in_desert_settler_and_estate_dealer() -> None:
    g = board_game("elysium")
    p = g.player("Ana")
    south = next(s for s in g.board.land if s not in g.state.tiles and not g.board.spaces[s].bonus
                 and g.board.spaces[s].row in g.board.regions["south"]
                 and not any(n in g.state.tiles for n in g.board.adjacent[s]))
    unfunded = points.space_value(g, "Ana", south, "greenery")
    g.state.awards["Desert Settler"] = "Ana"
    lead = goal_races.award_lead(g, p, "Desert Settler")
    phases = max(0, round(points.horizon(g) - 1))
    gain = 5 * (goal_races.lead_chance(lead + 1, phases) - goal_races.lead_chance(lead, phases))
    assert gain > 0
    assert points.space_value(g, "Ana", south, "greenery") == pytest.approx(unfunded + gain)
    g.state.awards["Estate Dealer"] = "Ana"
    assert goal_races.award_race(g, p, {"by_ocean": 1}, phases) > 0


def test_a_goal_counted_by_several_things_adds_them_up() -> None:
    feeds = {"production steel": 1, "production titanium": 2, "tag earth": 1}
    assert goal_races.fed(feeds, ("production steel", "production titanium")) == 3
    assert goal_races.fed(feeds, "tag earth") == 1
    assert goal_races.fed(feeds, "tag jovian") == 0
    assert goal_races.fed(feeds, None) == 0


def test_on_terra_cimmeria_and_utopia_planitia_their_goals_are_raced_for() -> None:
    g = board_game("terra_cimmeria")
    p = g.player("Ana")
    assert points.milestone_race(g, p, {"production megacredits": 1}) > 0  # Fundraiser: 12 M€ production
    assert points.milestone_race(g, p, {"tag city": 1}) > 0  # Architect: 3 city tags
    assert points.milestone_race(g, p, {"city": 1}) == 0.0  # ... a city tile is not a city tag
    g = board_game("utopia_planitia")
    p = g.player("Ana")
    assert points.milestone_race(g, p, {"tag science": 1}) > 0  # Researcher: 4 science tags
    assert points.milestone_race(g, p, {"production steel": 1}) > 0  # Metallurgist: 6 steel and titanium production
    assert goal_races.award_race(g, p, {"tag earth": 1}, 5) == 0.0  # Investor not funded yet
    g.state.awards["Investor"] = "Ana"
    assert goal_races.award_race(g, p, {"tag earth": 1}, 5) > 0


def test_on_utopia_planitia_a_tile_on_the_edge_races_in_a_funded_suburbian() -> None:
    g = board_game("utopia_planitia")
    p = g.player("Ana")
    spaces = [s for s in g.board.land if s not in g.state.tiles and not g.board.spaces[s].bonus
              and not any(n in g.state.tiles for n in g.board.adjacent[s])
              and not any(g.board.spaces[n].volcanic for n in (s, *g.board.adjacent[s]))]
    edge = next(s for s in spaces if len(g.board.adjacent[s]) < 6)
    inner = next(s for s in spaces if len(g.board.adjacent[s]) == 6)
    assert points.space_value(g, "Ana", edge, "greenery") == points.space_value(g, "Ana", inner, "greenery")
    g.state.awards["Suburbian"] = "Ana"
    phases = points.phases_left(g)
    lead = goal_races.award_lead(g, p, "Suburbian")
    gain = 5 * (goal_races.lead_chance(lead + 1, phases) - goal_races.lead_chance(lead, phases))
    assert gain > 0
    assert points.space_value(g, "Ana", edge, "greenery") == pytest.approx(
        points.space_value(g, "Ana", inner, "greenery") + gain)
