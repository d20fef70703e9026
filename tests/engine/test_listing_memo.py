"""A turn's options, listed with what is kept between listings (space answers while the board is the
same, card facts, the card profile), equal the options found afresh at every decision of seeded games:
by the checks each action makes when it is applied, and by a copy of the game that has kept nothing."""

import random

import pytest

from tmdesk.bots import random_step
from tmdesk.cards.model import CardDef
from tmdesk.engine import actions, card_actions, effects, placement, rules, standard_projects
from tmdesk.engine import decisions as D
from tmdesk.engine.game import Game, new_game
from tmdesk.engine.state import GameConfig, PlayerState, Tile

CONFIGS = [
    GameConfig(players=["Ana", "Bruno"], seed=3),
    GameConfig(players=["Ana", "Bruno"], seed=4, corporate_era=True),
    GameConfig(players=["Ana", "Bruno", "Chloé"], seed=5, draft=True, corporate_era=True),
    GameConfig(players=["Ana", "Bruno", "Chloé", "Diego"], seed=6, board="hellas"),  # the south pole is priced
    GameConfig(players=["Ana", "Bruno"], seed=7, board="elysium", prelude=True, corporate_era=True),
    GameConfig(players=["Ana"], seed=8, mode="solo", corporate_era=True),
    GameConfig(players=["Ana"], seed=9, mode="automars", automars_difficulty="hard"),
]


def playable_afresh(g: Game, p: PlayerState, card: CardDef) -> bool:
    """The card's requirements, its price, and its effects once paid for in the default way, all checked."""
    cost = rules.card_cost(p, card)
    if rules.requirements_failure(g, p, card) or rules.max_payable(p, card) < cost:
        return False
    pay = rules.default_payment(p, cost, card) or {}
    return effects.effects_failure(g, p.name, list(card.immediate), card.name, {}, paid=pay) is None


def options_afresh(g: Game, name: str) -> list[dict]:
    """Every legal action, each found by the check its action makes when applied (nothing kept), cards
    and card actions with every effect checked (no fact of the card taken for granted)."""
    p = g.player(name)
    s = g.state
    out: list[dict] = [{"do": "play_card", "card": c} for c in p.hand if playable_afresh(g, p, g.cards[c])]
    out += [{"do": "standard_project", "project": sp} for sp in standard_projects.STANDARD_PROJECTS
            if standard_projects.project_failure(g, p, sp) is None]
    out += [{"do": "claim_milestone", "milestone": m} for m in g.board.milestones
            if actions.milestone_failure(g, p, m) is None]
    out += [{"do": "fund_award", "award": a} for a in g.board.awards if actions.award_failure(g, p, a) is None]
    out += [{"do": "card_action", "card": c.name} for c in rules.cards_in_play(p)
            if c.action is not None and c.name not in p.used_actions
            and any(card_actions.branch_failure(g, p, c, b) is None for b in c.action_branches())]
    out += [{"do": do} for do, ok in (("convert_plants", actions.convert_plants_ok(g, p)),
                                       ("convert_heat", actions.convert_heat_ok(g, p)),
                                       ("end_turn", s.actions_taken >= 1), ("pass", True)) if ok]
    return out


def key(option: dict) -> tuple:
    return tuple(sorted(option.items()))


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c.board}-{len(c.players)}p-{c.mode}-seed{c.seed}")
def test_every_listing_equals_the_options_found_afresh(config: GameConfig) -> None:
    game = new_game(config)
    rng = random.Random(config.seed)
    listings = 0
    while (d := game.waiting_for()) is not None:
        if d.kind == D.ACTION:
            listings += 1
            assert sorted(map(key, d.options)) == sorted(map(key, options_afresh(game, d.player)))
            assert d.options == game.copy().waiting_for().options  # a copy keeps no answers: the same order
        game.apply(dict(random_step(game, d, rng), player=d.player))
    assert listings > 50


def test_on_hellas_the_answers_kept_follow_what_the_player_can_pay() -> None:
    """Hellas's south pole is open only to a player with 6 M€: with every other land space taken, 8 plants
    become a greenery at 6 M€ and not at 5 M€, on the same board."""
    game = new_game(GameConfig(players=["Ana", "Bruno"], seed=1, board="hellas"))
    rng = random.Random(1)
    while (d := game.waiting_for()) is not None and d.kind != D.ACTION:
        game.apply(dict(random_step(game, d, rng), player=d.player))
    assert d is not None
    pole = next(sid for sid, space in game.board.spaces.items() if "ocean" in space.bonus)
    for sid in game.board.land:
        if sid != pole and sid not in game.state.tiles:
            game.state.tiles[sid] = Tile("city", "Neutral")
    p = game.player(d.player)
    p.resources.update(plants=8, heat=0, megacredits=6)
    assert {"do": "convert_plants"} in game.waiting_for().options
    p.resources["megacredits"] = 5
    assert {"do": "convert_plants"} not in game.waiting_for().options


WHERES = ("normal", "land", "ocean_space", "isolated", "volcanic", "adjacent_to_city", "adjacent_to_greenery",
          "adjacent_to_2_cities", "steel_or_titanium_bonus", "steel_or_titanium_bonus_next_to_own_tile",
          "reserved:noctis_city")


@pytest.mark.parametrize("config", CONFIGS[:5], ids=lambda c: f"{c.board}-{len(c.players)}p-seed{c.seed}")
def test_whether_a_tile_has_a_space_agrees_with_the_spaces_listed(config: GameConfig) -> None:
    """`has_legal_space` stops at the first space: it says yes exactly when `legal_spaces` lists one."""
    game = new_game(config)
    rng = random.Random(config.seed)
    checked = 0
    while (d := game.waiting_for()) is not None:
        if d.kind == D.ACTION and rng.random() < 0.2:
            for tile in ("ocean", "greenery", "city", "special"):
                for where in WHERES:
                    assert placement.has_legal_space(game, d.player, tile, where) == bool(
                        placement.legal_spaces(game, d.player, tile, where)), (tile, where)
                    checked += 1
        game.apply(dict(random_step(game, d, rng), player=d.player))
    assert checked > 500


@pytest.mark.parametrize("board", ["tharsis", "hellas", "elysium"])
def test_whether_a_tile_has_a_space_agrees_as_the_board_fills_up(board: str) -> None:
    """The same, on boards filled space by space with tiles of both players until no space is left."""
    game = new_game(GameConfig(players=["Ana", "Bruno"], seed=2, board=board))
    rng = random.Random(2)
    spaces = list(game.board.spaces)
    rng.shuffle(spaces)
    for space in spaces:
        kind = "ocean" if space in game.board.ocean_areas else rng.choice(["city", "greenery", "special"])
        game.state.tiles[space] = Tile(kind, None if kind == "ocean" else rng.choice(["Ana", "Bruno"]))
        for player in ("Ana", "Bruno"):
            for tile in ("ocean", "greenery", "city", "special"):
                for where in WHERES:
                    assert placement.has_legal_space(game, player, tile, where) == bool(
                        placement.legal_spaces(game, player, tile, where)), (space, player, tile, where)
