"""The bots with Colonies: a colony is priced as the bonuses it will still collect (tmdesk/bots/colonies.py); the
bots build colonies and trade in whole games of every level."""

import pytest

from tests.cards.conftest import build
from tmdesk.bots import colonies, colonies_points, solo
from tmdesk.bots.evaluate import Prices, card_value, player_value
from tmdesk.bots.levels import make_bot
from tmdesk.bots.play import play_game
from tmdesk.engine import messages as M
from tmdesk.engine.expansions import colony_tiles
from tmdesk.engine.state import GameConfig

FIVE = ["Callisto", "Ceres", "Io", "Luna", "Pluto"]


def test_a_tile_sees_each_fleet_trade_spread_over_the_tiles_and_its_owners_own_pull():
    g = build({"Kim": {}, "Ana": {}}, colony_tiles=FIVE)  # one fleet each, five tiles
    assert colonies.trades_per_generation(g, "Kim") == pytest.approx(0.5 * 2 / 5 + 0.1)
    g = build({"Kim": {"trade_fleets": 2}, "Ana": {"trade_fleets": 2}}, colony_tiles=["Luna", "Io"])
    assert colonies.trades_per_generation(g, "Kim") == 1.0  # never more than one trade a generation counted


def test_each_colony_on_luna_earns_its_2_megacredit_bonus_at_that_rate():
    g = build({"Kim": {}, "Ana": {}}, colony_tiles=FIVE, colonies={"Luna": {"colonies": ["Kim", "Kim"], "track": 2}})
    rate = 0.5 * 2 / 5 + 0.1
    assert colonies.income(g, g.player("Kim"), {"megacredits": 1.0}, 3.0) == pytest.approx(2 * rate * 2.0)
    assert colonies.income(g, g.player("Ana"), {"megacredits": 1.0}, 3.0) == 0.0  # no colony of hers


def test_the_colony_bonuses_in_megacredits():
    tiles = {name: tile.colony_bonus for name, tile in colony_tiles.all_tiles().items()}
    worth = {"megacredits": 1.0, "steel": 2.0, "titanium": 3.0, "heat": 0.5, "energy": 0.5, "plants": 2.0}
    values = {name: colonies.bonus_worth(bonus, worth, 4.0) for name, bonus in tiles.items()}
    assert values == {"Callisto": 1.5, "Ceres": 4.0, "Enceladus": 1.0, "Europa": 1.0, "Ganymede": 2.0, "Io": 1.0,
                      "Luna": 2.0, "Miranda": 4.0, "Pluto": 2.0, "Titan": 1.0, "Triton": 3.0}


def test_a_colony_raises_the_owners_position_by_its_bonuses_over_the_phases_to_come():
    without = build({"Kim": {}, "Ana": {}}, colony_tiles=FIVE)
    with_one = build({"Kim": {}, "Ana": {}}, colony_tiles=FIVE, colonies={"Luna": {"colonies": ["Kim"]}})
    pr = Prices(without, without.player("Kim"))
    gained = player_value(with_one, with_one.player("Kim")) - player_value(without, without.player("Kim"))
    assert gained == pytest.approx((0.5 * 2 / 5 + 0.1) * 2.0 * pr.rd)
    assert colonies.income(build(), build().player("Kim"), {}, 1.0) == 0.0  # no Colonies: nothing


def test_a_card_that_places_a_colony_is_worth_the_best_open_tiles_bonus_more():
    g = build({"Kim": {}, "Ana": {}}, colony_tiles=["Luna", "Io"], colonies={"Luna": {"colonies": ["Kim"]}})
    pr = Prices(g, g.player("Kim"))
    rate = 0.5 * 2 / 2 + 0.1
    assert pr.colony == pytest.approx(rate * 2 * pr.resource["heat"] * pr.rd)  # Io's 2 heat: Luna has Kim's already
    assert Prices(build(), build().player("Kim")).colony == 0.0
    catalog_card = g.cards["Trading Colony"]  # a colony and +1 step before each trade
    plain = card_value(g, g.player("Kim"), catalog_card, pr)
    pr.colony += 10.0
    assert card_value(g, g.player("Kim"), catalog_card, pr) == pytest.approx(plain + 10.0)


def test_the_solo_sums_count_the_colonies_bonuses_for_every_phase_left():
    g = build({"Kim": {}}, mode="solo", colony_tiles=["Luna", "Ceres", "Io"], generation=4,
              colonies={"Ceres": {"colonies": ["Kim"]}})
    kim = g.player("Kim")
    k = solo.sketch(g, kim)
    rate = 0.5 * 1 / 3 + 0.1
    expected = k.phases * rate * 2 * solo.STEEL_WORTH
    plain = build({"Kim": {}}, mode="solo", colony_tiles=["Luna", "Ceres", "Io"], generation=4)
    assert solo.engine_value(g, kim, k) - solo.engine_value(plain, plain.player("Kim"), k) == pytest.approx(
        rate * 2 * solo.STEEL_WORTH * k.phases)
    assert solo.engine_value(g, kim, k) == pytest.approx(expected)


@pytest.mark.parametrize(("config", "levels", "colonies_built"), [
    (GameConfig(players=["Ana", "Bruno"], seed=12, corporate_era=True, colonies=True), ("normal", "normal"), 2),
    (GameConfig(players=["Ana", "Bruno"], seed=12, corporate_era=True, colonies=True), ("hard", "easy"), 1),
    # the solo search's fast policy prices Build Colony by the best open tile's reward (it raised KeyError)
    (GameConfig(players=["Ana"], mode="solo", seed=13, corporate_era=True, colonies=True), ("hard",), 0),
])
def test_bots_build_colonies_and_trade_in_colonies_games(config, levels, colonies_built):
    bots = {name: make_bot(level, k) for k, (name, level) in enumerate(zip(config.players, levels, strict=True))}
    game, _ = play_game(config, bots, check=True)
    assert game.state.phase == "end"
    built = sum(len(t["colonies"]) for t in game.dump()["colonies"].values())
    trades = sum(1 for entry in game.state.log if entry[0] in (M.L_TRADE, M.L_TRADE_FREE))
    assert built >= colonies_built and trades >= 1


# --- the `best` level (games won on points): a trade and a colony in the points they add by the end ---------

def _points_of(g, name="Kim"):
    from tmdesk.bots import points

    p = g.player(name)
    k = points.sketch(g, p)
    return points, p, k, points.final_points(k)


def test_a_trade_is_worth_its_income_less_its_payment_and_the_rivals_bonus():
    from tmdesk.bots.points_policy import PointsPolicy

    g = build({"Kim": {"resources": {"megacredits": 20}}, "Ana": {}}, colony_tiles=["Luna", "Io"],
              colonies={"Luna": {"track": 6}, "Io": {"track": 0}})
    points, kim, k, base = _points_of(g)
    luna = colonies_points.trade_points(g, kim, {"colony": "Luna", "pay": {"megacredits": 9}}, k, base)
    assert luna == pytest.approx(points.final_points(points.clone(k, megacredits=k.megacredits + 17 - 9)) - base)
    assert luna > 0  # step 6 of Luna: 17 M€ for 9
    io = colonies_points.trade_points(g, kim, {"colony": "Io", "pay": {"megacredits": 9}}, k, base)
    assert io < 0  # step 0 of Io: 3 heat for 9 M€
    ranked = [o for _, o in PointsPolicy().rank(g, g.waiting_for())]
    order = [ranked.index(o) for o in ({"do": "trade", "colony": "Luna", "pay": {"megacredits": 9}}, {"do": "pass"},
                                       {"do": "trade", "colony": "Io", "pay": {"megacredits": 9}})]
    assert order == sorted(order)  # the good trade before passing, the bad one after
    g.state.expansion_state["colonies"]["tiles"]["Luna"]["colonies"] = ["Ana"]  # Ana's bonus: 2 M€ to a rival
    g.state.expansion_state["colonies"]["tiles"]["Luna"]["track"] = 6
    shared = colonies_points.trade_points(g, kim, {"colony": "Luna", "pay": {"megacredits": 9}}, k, base)
    assert shared == pytest.approx(luna - colonies_points.bonus_points(g, kim, k, "Luna"))
    assert colonies_points.bonus_points(g, kim, k, "Luna") > 0


def test_build_colony_is_worth_the_best_tiles_colony_less_its_17_megacredits():
    g = build({"Kim": {"resources": {"megacredits": 30}}, "Ana": {}}, colony_tiles=["Callisto", "Luna", "Triton"],
              colonies={"Triton": {"colonies": ["Kim"]}})
    points, kim, k, base = _points_of(g)
    values = {n: colonies_points.colony_points(g, kim, n, k, base) for n in ("Callisto", "Luna")}
    best = max(values, key=values.get)
    assert colonies_points.best_colony(g, kim, k, base) == (values[best], best)  # Triton has Kim's colony already
    o = {"do": "standard_project", "project": "build_colony"}
    paid = points.final_points(points.clone(k, megacredits=k.megacredits - 17)) - base
    assert points.option_value(g, kim, o, k, base) == pytest.approx(paid + values[best])
    # a colony brings its reward now and its bonuses to come: more with more generations left
    late = points.clone(k, phases=1)
    assert colonies_points.colony_points(g, kim, "Luna", late, points.final_points(late)) < values["Luna"]


def test_the_best_level_places_its_colony_on_the_tile_worth_most_not_the_first_offered():
    from tmdesk.bots.points_policy import PointsPolicy
    from tmdesk.engine.decisions import Decision

    g = build({"Kim": {}, "Ana": {}}, colony_tiles=["Callisto", "Io", "Luna"])
    points, kim, k, base = _points_of(g)
    d = Decision("Kim", "select_colony", ["Callisto", "Io", "Luna"], info={"build_colony": {"count": 1}})
    chosen = PointsPolicy().choose(g, d)["answer"]["colony"]
    values = {n: colonies_points.colony_points(g, kim, n, k, base) for n in d.options}
    assert chosen == max(values, key=values.get) == "Luna"  # 2 M€ production and a 2 M€ bonus


def test_aridors_new_tile_is_chosen_among_tiles_not_in_play():
    from tmdesk.bots.points_policy import PointsPolicy
    from tmdesk.engine.decisions import Decision

    g = build({"Kim": {}, "Ana": {}}, colony_tiles=["Callisto", "Io"])
    points, kim, k, base = _points_of(g)
    d = Decision("Kim", "select_colony", ["Ceres", "Luna", "Pluto"], info={"add_colony_tile": True})
    values = {n: colonies_points.colony_points(g, kim, n, k, base) for n in d.options}
    assert PointsPolicy().choose(g, d)["answer"]["colony"] == max(values, key=values.get)
