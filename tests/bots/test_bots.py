"""The bot levels: whole legal games in every mode, no peeking at hidden cards, the coach, the evaluation."""

import random

import pytest

from tmdesk.bots import points, random_step, solo
from tmdesk.bots.coach import advise
from tmdesk.bots.levels import LEVELS, level, make_bot
from tmdesk.bots.play import play_game
from tmdesk.engine import rules
from tmdesk.engine.game import Game, new_game
from tmdesk.engine.invariants import violations
from tmdesk.engine.state import GameConfig, Tile


def _advance(game: Game, n: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        d = game.waiting_for()
        assert d is not None
        game.apply(dict(random_step(game, d, rng), player=d.player))


def _to_action(game: Game, player: str, seed: int = 1) -> None:
    rng = random.Random(seed)
    while (d := game.waiting_for()) is not None and not (d.kind == "action" and d.player == player):
        game.apply(dict(random_step(game, d, rng), player=d.player))


@pytest.mark.parametrize(("config", "bots"), [
    (GameConfig(players=["Ana", "Bruno"], seed=2, corporate_era=True), ("easy", "normal")),
    (GameConfig(players=["Ana", "Bruno", "Chloé"], seed=3, corporate_era=True, draft=True), ("normal", "random", "easy")),
    (GameConfig(players=["Ana", "Bruno", "Chloé", "Diego", "Emma"], seed=5, draft=True),
     ("easy", "normal", "random", "normal", "easy")),
    (GameConfig(players=["Ana", "Bruno", "Chloé"], seed=2, corporate_era=True, prelude=True, board="hellas", draft=True),
     ("normal", "easy", "hard")),
    (GameConfig(players=["Ana", "Bruno"], seed=1, corporate_era=True, prelude=True, board="elysium"), ("hard", "normal")),
    (GameConfig(players=["Ana"], mode="solo", seed=4, corporate_era=True), ("normal",)),
    (GameConfig(players=["Ana"], mode="automars", seed=5, automars_difficulty="hard"), ("normal",)),
])
def test_bots_play_whole_games_through_apply_in_every_mode(config: GameConfig, bots: tuple[str, ...]) -> None:
    game, decisions = play_game(config, {p: make_bot(b, i) for i, (p, b) in enumerate(zip(config.players, bots, strict=True))})
    assert game.state.phase == "end" and not violations(game)
    assert decisions > 30
    if config.mode == "standard":
        assert game.state.winner in config.players


def test_hard_plays_a_generation_against_normal() -> None:
    config = GameConfig(players=["Ana", "Bruno"], seed=8, corporate_era=True)
    game = new_game(config)
    bots = {"Ana": make_bot("hard", 1), "Bruno": make_bot("normal", 2)}
    while game.state.generation < 3:
        d = game.waiting_for()
        game.apply(dict(bots[d.player].choose(game, d), player=d.player))
    assert not violations(game)
    assert game.state.player("Ana").played or game.state.player("Ana").tr > 20


@pytest.mark.parametrize("name", ["easy", "normal", "hard"])
def test_a_bot_never_sees_hidden_cards(name: str) -> None:
    """Two games that differ only in what Ana cannot see (Bruno's hand, the deck order) get the same answer."""
    game = new_game(GameConfig(players=["Ana", "Bruno"], seed=6, corporate_era=True))
    _to_action(game, "Ana")
    while len(game.state.player("Bruno").hand) < 2:
        _advance(game, 1)
        _to_action(game, "Ana")
    other = game.copy()
    s = other.state
    bruno = s.player("Bruno")
    pool = bruno.hand + s.deck
    random.Random(9).shuffle(pool)
    bruno.hand, s.deck = pool[:len(bruno.hand)], pool[len(bruno.hand):]
    assert bruno.hand != game.state.player("Bruno").hand
    d1, d2 = game.waiting_for(), other.waiting_for()
    assert make_bot(name, 4).choose(game, d1) == make_bot(name, 4).choose(other, d2)


def test_the_solo_search_never_sees_the_deck_order() -> None:
    """Two solo games that differ only in the order of the draw pile get the same answer from `best`."""
    game = new_game(GameConfig(players=["Ana"], mode="solo", seed=7, corporate_era=True))
    _to_action(game, "Ana")
    other = game.copy()
    random.Random(3).shuffle(other.state.deck)
    assert other.state.deck != game.state.deck
    d1, d2 = game.waiting_for(), other.waiting_for()
    bots = [make_bot("best", 4), make_bot("best", 4)]
    for bot in bots:
        bot.solo.time_limit = 600.0  # type: ignore[attr-defined]  # the same number of rollouts, however busy the machine
    assert bots[0].choose(game, d1) == bots[1].choose(other, d2)


def test_levels_have_names_labels_and_colours_and_best_is_the_strongest() -> None:
    assert set(LEVELS) == {"random", "easy", "normal", "hard"}
    assert level("best") is level("hard")
    assert len({lv.colour for lv in LEVELS.values()}) == 4
    with pytest.raises(KeyError):
        level("grandmaster")


def test_the_coach_advises_a_legal_answer_and_says_what_it_changes() -> None:
    game = new_game(GameConfig(players=["Ana"], mode="solo", seed=4, corporate_era=True))
    _to_action(game, "Ana")
    advice = advise(game, "Ana", seed=1)
    assert advice is not None and advice.player == "Ana"
    copy = game.copy()
    copy.apply(dict(advice.step, player="Ana"))  # legal: no IllegalAction
    if advice.step["do"] == "play_card":
        assert advice.card == advice.step["card"]
    if advice.step["do"] not in ("pass", "end_turn"):
        assert advice.changes  # an action that changes nothing is never advised
    assert advise(game, "Bruno") is None


def _solo_at_action(generation: int) -> Game:
    game = new_game(GameConfig(players=["Ana"], mode="solo", seed=4, corporate_era=True))
    _to_action(game, "Ana")
    game.state.generation = generation
    return game


def test_solo_outlook_counts_what_production_still_brings() -> None:
    """+1 M€ production in generation 2 pays in the 12 production phases still to spend (after gens 2..13)."""
    game = _solo_at_action(2)
    p = game.state.player("Ana")
    before = solo.outlook(game, p)
    p.production["megacredits"] += 1
    gain = (solo.outlook(game, p) - before) / solo.growth(12)  # in M€ of today (money now can be invested)
    assert 7.0 <= gain <= 12.0  # more than the ~5 M€ a card asks for it, no more than the 12 M€ it brings
    g14 = _solo_at_action(14)  # the last generation's income comes too late for any step
    q = g14.state.player("Ana")
    was = solo.outlook(g14, q)
    q.production["megacredits"] += 1
    assert solo.outlook(g14, q) == pytest.approx(was)


def test_solo_card_value_follows_the_same_economy() -> None:
    """Sponsors (6 M€: +2 M€ production) is worth playing early, not in the last generation."""
    early, late = _solo_at_action(2), _solo_at_action(14)
    sponsors = early.cards["Sponsors"]
    assert solo.card_value(early, early.state.player("Ana"), sponsors) > 10.0
    assert solo.card_value(late, late.state.player("Ana"), sponsors) < 0.0


def test_in_the_last_generation_the_bot_spends_its_money_on_the_last_step() -> None:
    game = _solo_at_action(14)
    s = game.state
    s.temperature, s.oxygen = 6, 14  # one temperature step left
    for sid in game.board.ocean_areas[:9]:
        s.tiles.setdefault(sid, Tile("ocean", None))
    p = s.player("Ana")
    p.hand = []
    p.resources.update(megacredits=30, steel=0, titanium=0, heat=0, energy=0, plants=0)
    d = game.waiting_for()
    step = make_bot("best", 1).choose(game, d)
    assert step["do"] == "standard_project" and step["project"] == "asteroid"
    game.apply(dict(step, player="Ana"))
    assert s.temperature == 8


def _give(game: Game, player: str, cards: list[str]) -> None:
    """Move `cards` into `player`'s hand from wherever they are (deck, discard pile, another hand)."""
    s = game.state
    for card in cards:
        for pile in (s.deck, s.discard, *(q.hand for q in s.players)):
            if card in pile:
                pile.remove(card)
        s.player(player).hand.append(card)


def test_best_values_a_card_by_the_card_it_makes_playable() -> None:
    """Power Plant gives Ana her second power tag, and Fusion Power (2 power tags required) becomes playable:
    with Fusion Power in hand, Power Plant is worth a share of Fusion Power's points more."""
    game = new_game(GameConfig(players=["Ana", "Bruno"], seed=8, corporate_era=True))
    _to_action(game, "Ana")
    ana = game.state.player("Ana")
    ana.hand.clear()
    _give(game, "Ana", ["Power Plant"])
    ana.resources.update(megacredits=40, steel=0)
    if rules.count_tag(ana, "power") == 0:
        ana.played.append("Geothermal Power")  # her first power tag
    assert rules.count_tag(ana, "power") == 1
    plant, fusion = game.cards["Power Plant"], game.cards["Fusion Power"]
    alone = points.card_value(game, ana, plant)
    _give(game, "Ana", ["Fusion Power"])
    d = game.waiting_for()
    assert d is not None and not any(o.get("card") == "Fusion Power" for o in d.options)  # a power tag short
    fusion_worth = points.card_value(game, ana, fusion, waits=False)
    assert fusion_worth > 2.0  # +3 energy production for 14 M€, early in the game
    assert points.card_value(game, ana, plant) == pytest.approx(alone + points.UNLOCK_SHARE * fusion_worth)


@pytest.mark.parametrize(("prelude", "last"), [(False, 14), (True, 12)])
def test_the_solo_outlook_counts_the_production_phases_of_this_game(prelude: bool, last: int) -> None:
    """The solo game with Prelude ends after generation 12: the bot must not plan for 14."""
    game = new_game(GameConfig(players=["Ana"], mode="solo", seed=4, corporate_era=True, prelude=prelude))
    _to_action(game, "Ana")
    game.state.generation = 5
    assert solo.sketch(game, game.state.player("Ana")).phases == last - 5


def test_the_cards_the_bots_price_by_name_exist() -> None:
    """A misspelt name in the sums' tables would price nothing (two corporations went unpriced that way)."""
    g = new_game(GameConfig(players=["Ann", "Bob"], corporate_era=True, prelude=True, venus_next=True, colonies=True))
    named = [*solo.LASTING, *points.FILLS]
    assert [name for name in named if name not in g.cards.cards] == []
