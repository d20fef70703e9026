"""Setup, research phase, draft, turns and passing (automars.md sections 3, 4, 6), corporations."""

from __future__ import annotations

import random

import pytest
from automars_fakes import FakeHost, make_bot

from tmdesk.automars import AutoMars, corporations, messages
from tmdesk.automars.state import BASE_BONUS_DECK, is_bonus_card

DECK = ["Mine", "Algae", "Sponsors", "Asteroid", "Comet", "Research", "Earth Catapult", "Trees"] * 3


def test_setup_builds_bonus_deck_and_action_deck() -> None:
    host = FakeHost(deck=DECK)
    bot = AutoMars.new_game(host)
    deck = bot.state.action_deck
    assert len(deck) == 4
    bonus = [c for c in deck if is_bonus_card(c)]
    assert len(bonus) == 1
    assert sorted(bot.state.bonus_deck + bonus) == list(BASE_BONUS_DECK)
    assert sorted(c for c in deck if not is_bonus_card(c)) == sorted(DECK[:3])
    assert bot.state.tr == 20 and bot.state.megacredits == 0
    assert messages.DECK_BUILT in [m for m, _ in host.events]


def test_same_seed_same_game() -> None:
    def play(seed: int) -> list[str]:
        host = FakeHost(deck=DECK, seed=seed, plants=3)
        bot = AutoMars.new_game(host)
        while bot.take_turn():
            pass
        return host.messages()

    assert play(7) == play(7)


def test_turns_until_pass() -> None:
    host = FakeHost(deck=DECK, plants=3)
    bot = AutoMars.new_game(host)
    turns = 0
    while bot.take_turn():
        turns += 1
    assert turns == 4
    assert not bot.has_cards
    assert not bot.take_turn()
    assert messages.PASS in [m for m, _ in host.events]
    assert len(bot.state.played_pile) >= 3


def test_research_phase_three_projects_one_bonus() -> None:
    host = FakeHost(deck=DECK)
    bot = make_bot(host, bonus_deck=["B05"])
    bot.research_phase()
    assert sorted(bot.state.action_deck) == sorted(["B05", *DECK[:3]])


def test_research_phase_reshuffles_bonus_discard() -> None:
    host = FakeHost(deck=DECK)
    bot = make_bot(host, bonus_deck=[], bonus_discard=["B02"], destroyed_bonus_cards=["B01"])
    bot.research_phase()
    assert "B02" in bot.state.action_deck and "B01" not in bot.state.action_deck


def test_draft_pick_is_random_among_pile() -> None:
    host = FakeHost()
    bot = make_bot(host)
    pile = ["Mine", "Algae", "Sponsors", "Asteroid"]
    picks = {bot.draft_pick(pile) for _ in range(40)}
    assert picks <= set(pile) and len(picks) > 1


def test_finish_draft_discards_one_and_adds_a_bonus_card() -> None:
    host = FakeHost()
    bot = make_bot(host, bonus_deck=["B03", "B04"])
    kept = ["Mine", "Algae", "Sponsors", "Asteroid"]
    bot.finish_draft(kept)
    assert len(host.discard) == 1 and host.discard[0] in kept
    assert sorted(bot.state.action_deck) == sorted([c for c in kept if c != host.discard[0]] + ["B03"])


def test_draft_from_empty_pile_is_an_error() -> None:
    with pytest.raises(ValueError):
        make_bot(FakeHost()).draft_pick([])


def test_bonus_card_from_action_deck() -> None:
    host = FakeHost()
    bot = make_bot(host, action_deck=["B02"])
    assert bot.take_turn()
    assert bot.state.megacredits == 5 and bot.state.bonus_discard == ["B02"]


def test_turn_is_fast() -> None:
    import time

    host = FakeHost(deck=DECK * 20, plants=10)
    bot = AutoMars.new_game(host)
    start = time.perf_counter()
    for _ in range(200):
        if not bot.take_turn():
            bot.research_phase()
    assert (time.perf_counter() - start) / 200 < 0.005


def test_corporation_c01() -> None:
    host = FakeHost(deck=DECK)
    bot = AutoMars.new_game(host, corporation="C01")
    assert bot.state.corporation == "C01"
    bot.state.action_deck = ["Comet", "Mine"]  # 21 M€ (no icon pays M€), 4 M€
    bot.take_turn()
    assert bot.state.megacredits == 4
    bot.take_turn()
    assert bot.state.megacredits == 4
    assert bot.draft_pick(["Mine", "Earth Catapult", "Algae"]) == "Earth Catapult"


def test_random_corporation_is_playable() -> None:
    bot = AutoMars.new_game(FakeHost(deck=DECK), corporation="random")
    assert bot.state.corporation in corporations.AVAILABLE


@pytest.mark.parametrize("corporation", ["C16", "C25", "C27", "C30", "C33", "C37", "C47"])
def test_unavailable_corporations_are_refused(corporation: str) -> None:
    with pytest.raises(ValueError, match="cannot be played"):
        AutoMars.new_game(FakeHost(deck=DECK), corporation=corporation)


def test_random_generator_only_from_host(monkeypatch: pytest.MonkeyPatch) -> None:
    def forbidden(*args: object, **kwargs: object) -> None:
        raise AssertionError("module-level random used")

    for name in ("shuffle", "choice", "randrange", "random", "randint"):
        monkeypatch.setattr(random, name, forbidden)
    host = FakeHost(deck=DECK, plants=3)
    bot = AutoMars.new_game(host)
    while bot.take_turn():
        pass
    bot.research_phase()
    bot.finish_draft(["Mine", "Algae", "Sponsors", "Asteroid"])
