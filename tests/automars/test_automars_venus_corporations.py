"""The AutoMars corporations that wait for Venus Next (automars_corporations.md C25-C28, C34; B26 Venusian Lobby):
their numbers with Venus Next, and that they are offered with it only."""

from __future__ import annotations

from typing import Any

import pytest
from automars_fakes import FakeHost, make_bot

from tmdesk.automars import AutoMars, bonus_cards, cards, corporations, messages, scoring, tracks, turn
from tmdesk.automars.host import PRELUDE, VENUS_NEXT
from tmdesk.automars.state import BASE_BONUS_DECK
from tmdesk.engine.game import Game, new_game
from tmdesk.engine.messages import L_VENUS
from tmdesk.engine.phases import ConfigError
from tmdesk.engine.saves import dumps, loads
from tmdesk.engine.state import GameConfig

DECK = ["Mine", "Algae", "Sponsors", "Satellites", "Research", "Trees", "Fish", "Ants"] * 3


def venus_host(**kwargs: Any) -> FakeHost:
    host = FakeHost(**{"deck": DECK, **kwargs})
    host.expansions = frozenset({VENUS_NEXT})
    return host


def started(code: str, **host_args: Any) -> tuple[AutoMars, FakeHost]:
    """A new Venus Next game's AutoMars with `code` set up and its first before-action step done."""
    host = venus_host(**host_args)
    return AutoMars.new_game(host, corporation=code), host


def corp_bot(code: str, host: FakeHost | None = None, **state: Any) -> tuple[AutoMars, FakeHost]:
    """A Venus Next game's AutoMars playing `code`, without its set-up."""
    host = host or venus_host()
    return make_bot(host, corporation=code, **state), host


def logged(host: FakeHost, message: str) -> list[dict[str, Any]]:
    return [args for m, args in host.events if m == message]


@pytest.mark.parametrize("code", ["C25", "C26", "C27", "C28", "C34"])
def test_offered_with_venus_next_only(code: str) -> None:
    assert code not in corporations.available(frozenset({PRELUDE}))
    with pytest.raises(ValueError, match="cannot be played"):
        AutoMars.new_game(FakeHost(deck=DECK), corporation=code)
    bot, _ = started(code)  # with it: set up, and a generation played
    assert bot.state.corporation == code
    while bot.take_turn():
        pass


def test_random_draws_the_venus_corporations_with_venus_next() -> None:
    drawn = {started("random", seed=s)[0].state.corporation for s in range(300)}
    assert {"C25", "C26", "C27", "C28", "C34"} <= drawn and not drawn & {"C30", "C33", "C37"}


# --- C25 Viron --------------------------------------------------------------------------------------------


def test_c25_viron_a_floater_per_card_with_an_action_and_1_vp_each_at_the_end() -> None:
    bot, host = started("C25")
    assert bot.state.floaters == 0 and bot.state.tracks["plant"] == 1  # its starting microbe tag
    bot, host = corp_bot("C25", action_deck=["Ants", "Algae", "Dirigibles"], played_pile=["Birds", "Mine"])
    bot.take_turn()  # Ants: a blue card with an action
    assert bot.state.floaters == 1 and logged(host, messages.CORP_FLOATER) == [{"corporation": "Viron"}]
    bot.take_turn()  # Algae: no action
    assert bot.state.floaters == 1
    bot.take_turn()  # Dirigibles: an action (and a Venus tag: Venus track 1, a floater icon)
    assert bot.state.floaters == 3 and bot.state.tracks["venus"] == 1
    assert bot.ctx.corporation is not None and bot.ctx.corporation.extra_vp(bot.ctx) == 3  # Birds, Ants, Dirigibles
    assert scoring.played_cards_vp(bot.ctx) + 3 == bot.final_score()["cards"]


# --- C26 Celestic -----------------------------------------------------------------------------------------


def test_c26_celestic_a_floater_at_set_up_with_every_failed_action_and_before_each_research() -> None:
    bot, host = started("C26")
    assert bot.state.floaters == 2 and bot.state.tracks["venus"] == 1  # set-up floater; its Venus tag (1 floater)
    bot, host = corp_bot("C26", tracks={"plant": 18}, floaters=0)
    tracks.advance(bot.ctx, "plant")  # the end of the track: a Failed Action
    assert bot.state.megacredits == 5 and bot.state.floaters == 1
    bot.round_start()
    assert bot.state.floaters == 2 and len(logged(host, messages.CORP_FLOATER)) == 2
    assert bot.draft_pick(["Mine", "Io Mining Industries", "Dirigibles"]) == "Dirigibles"  # Venus > Jovian


# --- C27 Morning Star Inc. and B26 Venusian Lobby ---------------------------------------------------------


def test_c27_morning_star_set_up_destroys_lobbyists_b15_and_adds_venusian_lobby() -> None:
    bot, host = started("C27")
    state = bot.state
    assert "B15" in state.destroyed_bonus_cards and "B06" not in state.destroyed_bonus_cards
    assert "B26" in state.bonus_deck + state.action_deck + state.bonus_discard
    assert sorted(state.bonus_deck + [c for c in state.action_deck if c.startswith("B")]) == sorted(
        [c for c in BASE_BONUS_DECK if c != "B06"] + ["B16", "B26"])
    assert state.cubes == {"venus": [5, 6, 7, 8, 9, 11, 12]}  # no cube on 10
    assert state.tracks["venus"] == 2 and state.floaters == 3  # two Venus tags: 1 floater, then 2


def test_c27_silver_cubes_give_5_megacredits_on_the_venus_track_and_none_on_10() -> None:
    bot, host = corp_bot("C27", tracks={"venus": 8}, cubes={"venus": [9, 11, 12]})
    tracks.advance(bot.ctx, "venus")  # 9: a cube (5 M€), then its icon: the Plant track
    assert bot.state.megacredits == 5 and bot.state.tracks["plant"] == 1 and bot.state.cubes == {"venus": [11, 12]}
    tracks.advance(bot.ctx, "venus")  # 10: no cube; raise Venus
    assert bot.state.megacredits == 5 and host.venus == 2
    tracks.advance(bot.ctx, "venus")  # 11: a cube and 2 floaters
    assert bot.state.megacredits == 10 and bot.state.floaters == 2


def test_b26_venusian_lobby_raises_venus_advances_its_track_then_mars() -> None:
    host = venus_host(temperature=-10, oxygen=2)
    host.venus = 10
    bot, _ = corp_bot("C27", host, tracks={"venus": 2})
    bonus_cards.resolve_bonus_card(bot.ctx, "B26")
    # Venus 10 -> 12 % (1 TR); the track 2 -> 3 (its icon: Venus 14 %, 1 TR); then the oceans, all 9 left (1 TR)
    assert host.venus == 14 and bot.state.tracks["venus"] == 3 and host.global_parameter("oceans") == 1
    assert host.oxygen == 2 and bot.state.tr == 23
    assert "B26" in bot.state.bonus_discard


def test_b26_at_30_percent_still_moves_the_track_and_mars_without_a_failed_action() -> None:
    host = venus_host(temperature=-10, oxygen=13)
    host.venus = 30
    bot, _ = corp_bot("C27", host, tracks={"venus": 0})
    bonus_cards.resolve_bonus_card(bot.ctx, "B26")
    # no Venus step; track 0 -> 1 (a floater); Mars: 9 oceans left is the furthest (oxygen 13 of 14, temperature)
    assert bot.state.tracks["venus"] == 1 and bot.state.floaters == 1 and host.global_parameter("oceans") == 1
    assert not logged(host, messages.FAILED_ACTION)
    assert logged(host, messages.VENUSIAN_LOBBY_VENUS_MAX) == [{}]


def test_c05_inventrix_destroys_the_venus_lobbyists_with_venus_next() -> None:
    bot, _ = started("C05")
    assert bot.state.destroyed_bonus_cards == ["B15"]
    assert "B15" not in bot.state.bonus_deck + bot.state.action_deck and "B06" not in bot.state.bonus_deck


# --- C28 Aphrodite ----------------------------------------------------------------------------------------


def test_c28_aphrodite_2_megacredits_per_venus_step_its_own() -> None:
    host = venus_host()
    host.venus = 10
    bot, _ = corp_bot("C28", host, tracks={"venus": 2})
    tracks.advance(bot.ctx, "venus")  # space 3: raise Venus
    assert host.venus == 12 and bot.state.megacredits == 2 and bot.state.tr == 21
    assert logged(host, messages.CORP_VENUS_STEP) == [{"corporation": "Aphrodite", "amount": 2}]
    bonus_cards.resolve_bonus_card(bot.ctx, "B15")  # (c): Venus 12 -> 16 %, two steps: 4 M€
    assert host.venus == 16 and bot.state.megacredits == 6


def test_c28_aphrodite_pays_for_government_intervention_and_for_your_venus_steps() -> None:
    host = venus_host(generation=3)
    bot, _ = corp_bot("C28", host)
    bonus_cards.resolve_bonus_card(bot.ctx, "B16")  # odd generation: Venus 1 step for nothing, but Aphrodite pays
    assert host.venus == 2 and bot.state.tr == 20 and bot.state.megacredits == 2
    bot.venus_raised()  # the engine tells it of your step
    assert bot.state.megacredits == 4
    assert bot.draft_pick(["Dirigibles", "Birds", "Trees"]) == "Trees"  # plant > animal > Venus


# --- C34 Stormcraft Incorporated --------------------------------------------------------------------------


def test_c34_stormcraft_floaters_and_the_temperature_when_it_spends_them() -> None:
    bot, host = started("C34")
    # a floater; its Jovian tag moves the Energy track to 1, whose icon advances it to 2, a floater icon
    assert bot.state.floaters == 2 and bot.state.tracks["energy"] == 2
    bot, host = corp_bot("C34", floaters=4, host=venus_host(milestones={"Hoverlord": "Kim"}, temperature=-20))
    bot.round_start()  # 5 floaters; Hoverlord claimed: 5 of them buy one more card, and +1 temperature step
    assert bot.state.floaters == 5
    bot.state.action_deck.clear()
    turn.build_research_deck(bot.ctx)
    assert bot.state.floaters == 0 and host.temperature == -18 and bot.state.tr == 21
    assert sum(1 for c in bot.state.action_deck if not c.startswith("B")) == 4
    assert logged(host, messages.CORP_FLOATERS_TEMPERATURE) == [{"corporation": "Stormcraft Incorporated"}]


def test_c34_with_hoverlord_still_open_keeps_its_floaters() -> None:
    bot, host = corp_bot("C34", floaters=6, host=venus_host(temperature=-20))
    turn.build_research_deck(bot.ctx)
    assert bot.state.floaters == 6 and host.temperature == -20


def test_without_venus_next_cards_of_the_venus_corporations_are_refused_in_a_state() -> None:
    with pytest.raises(ValueError, match="cannot be played"):
        make_bot(FakeHost(deck=DECK), corporation="C27")
    bot = make_bot(FakeHost(deck=DECK))
    with pytest.raises(ValueError, match="need Venus Next"):
        bot.apply_overrides({"cubes": {"venus": [5]}})


def test_cards_with_an_action_are_known_to_automars() -> None:
    catalog = cards.load_catalog()
    assert catalog.get("Dirigibles").has_action and catalog.get("Birds").has_action
    assert not catalog.get("Algae").has_action and not catalog.get("Mine").has_action


# --- in the engine ----------------------------------------------------------------------------------------


def _engine_game(code: str, seed: int = 3, **config: Any) -> Game:
    game = new_game(GameConfig(players=["Kim"], mode="automars", seed=seed, venus_next=True,
                               automars_corporation=code, **config))
    offer = game.state.offers["Kim"]["corporations"]
    game.apply({"player": "Kim", "do": "choose_start", "corporation": offer[0], "cards": []})
    return game


def test_the_engine_refuses_them_without_venus_next() -> None:
    with pytest.raises(ConfigError, match="venus_next"):
        new_game(GameConfig(players=["Kim"], mode="automars", automars_corporation="C27"))


def test_c28_your_venus_step_pays_automars_aphrodite() -> None:
    game = _engine_game("C28")
    assert game.state.automars is not None
    before, lines = game.state.automars.megacredits, len(game.state.log)
    game.apply({"player": "Kim", "do": "standard_project", "project": "air_scrapping"})
    log = game.state.log[lines:]
    yours = log.index([L_VENUS, {"player": "Kim", "value": 2}])
    assert log[yours + 1] == [messages.CORP_VENUS_STEP, {"corporation": "Aphrodite", "amount": 2}]
    assert log[yours + 2] == [messages.GAIN_MC, {"amount": 2, "before": before, "after": before + 2}]


def test_c26_gains_its_floater_before_each_research_phase_and_its_cubes_survive_a_save() -> None:
    game = _engine_game("C26")
    assert game.state.automars is not None
    floaters = game.state.automars.floaters
    while game.state.generation == 1:
        d = game.waiting_for()
        game.apply({"player": d.player, "do": "pass"})
    rounds = [args for message, args in game.state.log if message == messages.CORP_FLOATER]
    assert len(rounds) >= 2 and game.state.automars.floaters >= floaters + 1  # set-up's, and generation 2's
    game = _engine_game("C27")
    assert loads(dumps(game)).state.automars.cubes == {"venus": [5, 6, 7, 8, 9, 11, 12]}
