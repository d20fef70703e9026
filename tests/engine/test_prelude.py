"""The Prelude expansion in every mode: set-up, the solo game's 12 generations, AutoMars with Prelude
(automars.md 17), saves, and random games that finish with every invariant holding."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.cards.conftest import build, do
from tmdesk.automars import scoring as automars_scoring
from tmdesk.automars.scoring import generation_limit_reached
from tmdesk.cards.loader import catalogue
from tmdesk.cli.simulate import play_random_game
from tmdesk.engine import messages as M
from tmdesk.engine.game import new_game
from tmdesk.engine.invariants import violations
from tmdesk.engine.saves import dumps, loads
from tmdesk.engine.scenario import ScenarioError
from tmdesk.engine.scenario import play as play_scenario
from tmdesk.engine.state import GameConfig
from tmdesk.engine.view import player_view


def test_the_catalogue_holds_35_preludes_5_corporations_and_7_project_cards():
    cat = catalogue()
    preludes = [c for c in cat.cards.values() if c.is_prelude]
    assert len(preludes) == 35 and sorted(c.number for c in preludes) == [f"P{n:02d}" for n in range(1, 36)]
    projects = cat.expansion_cards("prelude")
    assert sorted(c.number for c in projects if not c.is_prelude and not c.is_corporation) == [
        f"P{n}" for n in range(36, 43)]
    assert sorted(c.name for c in projects if c.is_corporation) == [
        "Cheung Shing MARS", "Point Luna", "Robinson Industries", "Valley Trust", "Vitor"]
    assert len(cat.project_cards) == 208 and len(cat.corporations) == 13  # the base game is unchanged
    assert cat["Allied Bank"].names == {"pt": "Aliança Bancária", "fr": "Banque Partenaire", "es": "Banco aliado"}


@pytest.mark.parametrize("mode,players", [("standard", 3), ("solo", 1), ("automars", 1)])
def test_set_up_deals_4_preludes_with_the_corporations(mode, players):
    names = ["Ana", "Bruno", "Chloé"][:players]
    g = new_game(GameConfig(players=names, mode=mode, prelude=True, corporate_era=True, seed=11))
    w = g.waiting_for()
    assert w is not None and w.kind == "choose_start" and len(w.info["preludes"]) == 4
    assert len(g.state.prelude_deck) == 35 - 4 * players
    assert {"Cheung Shing MARS", "Point Luna", "Robinson Industries", "Valley Trust", "Vitor"} & set(
        catalogue().corporation_pool(True, ("prelude",)))


def test_solo_game_with_prelude_ends_after_generation_12():
    g = build({"Kim": {}}, mode="solo", generation=12)
    g.state.config.prelude = True
    do(g, do="pass")
    assert g.state.phase == "end" and g.state.winner is None
    assert [e for e in g.state.log if e[0] == M.L_SOLO_LOST_PRELUDE]
    g = build({"Kim": {}}, mode="solo", generation=12)
    do(g, do="pass")
    assert g.state.phase == "research" and g.state.generation == 13  # 14 generations without Prelude


def test_automars_megacredit_table_shifts_by_two_generations_with_prelude():
    with_prelude = {gen: automars_scoring.mc_per_vp(gen, prelude=True) for gen in range(1, 19)}
    assert with_prelude == {**dict.fromkeys(range(1, 11), 8), 11: 7, 12: 6, 13: 5, 14: 4, 15: 3, 16: 2, 17: 1,
                            18: None}
    assert automars_scoring.mc_per_vp(12) == 8 and automars_scoring.mc_per_vp(19) == 1  # without Prelude
    assert not generation_limit_reached(17, True) and generation_limit_reached(18, True)
    assert not generation_limit_reached(19, False) and generation_limit_reached(20, False)


@pytest.mark.parametrize("prelude,projects", [(False, 3), (True, 6)])
def test_automars_gets_3_more_project_cards_instead_of_preludes(prelude, projects):
    g = new_game(GameConfig(players=["Kim"], mode="automars", prelude=prelude, corporate_era=True, seed=2))
    deck = g.dump()["automars"]["action_deck"]
    assert len(deck) == projects + 1 and sum(1 for c in deck if c.startswith("B")) == 1


def test_a_game_saved_while_preludes_are_played_loads_the_same():
    g = new_game(GameConfig(players=["Ana", "Bruno"], prelude=True, seed=9))
    for _ in ("Ana", "Bruno"):
        w = g.waiting_for()
        assert w is not None
        g.apply({"do": "choose_start", "corporation": w.options[0], "cards": [], "preludes": w.info["preludes"][:2]})
    w = g.waiting_for()
    assert w is not None and w.kind == "play_prelude"
    g.apply({"do": "play_prelude", "card": w.options[0]})
    again = loads(dumps(g))
    assert again.dump() == g.dump() and again.state.prelude_deck == g.state.prelude_deck
    assert again.state.config.prelude and again.state.prelude_discard == g.state.prelude_discard


@pytest.mark.parametrize("mode,ce,draft", [("standard", False, False), ("standard", True, True), ("solo", True, False),
                                           ("automars", True, False), ("automars", False, True)])
def test_random_prelude_games_finish_with_every_invariant_holding(mode, ce, draft):
    played: Counter[str] = Counter()
    for seed in range(3):
        players = ["Ana", "Bruno", "Chloé"] if mode == "standard" else ["Ana"]
        game, _ = play_random_game(GameConfig(players=players, mode=mode, corporate_era=ce, draft=draft, seed=seed,
                                              prelude=True), coverage=played)
        assert game.state.phase == "end"
        for p in game.state.players:
            assert p.preludes == [] and sum(1 for c in p.played if game.cards[c].is_prelude) >= 1
    assert sum(n for c, n in played.items() if catalogue()[c].is_prelude) >= 3


def test_a_view_hides_the_others_preludes_and_samples_them_from_the_preludes_only():
    game = new_game(GameConfig(players=["Ana", "Bruno"], prelude=True, seed=4))
    w = game.waiting_for()
    assert w is not None
    game.apply({"do": "choose_start", "corporation": w.options[0], "cards": [], "preludes": w.info["preludes"][:2]})
    # chosen face down: Ana's 2 Preludes wait in her offer until Bruno has chosen too
    view = player_view(game, "Bruno")
    assert game.state.offers["Ana"]["preludes"] == w.info["preludes"][:2]
    assert view.game.state.offers["Ana"]["preludes"] == [] and view.hidden[("offer", "Ana", "preludes")] == 2
    assert view.game.state.offers["Bruno"]["preludes"] == game.state.offers["Bruno"]["preludes"]
    hidden = Counter(game.state.prelude_deck + game.state.prelude_discard + game.state.offers["Ana"]["preludes"])
    assert Counter(view.unseen["preludes"]) == hidden and not set(view.unseen["preludes"]) & set(view.unseen["project"])
    for seed in range(3):
        sample = view.sample(random.Random(seed))
        assert violations(sample) == [] and len(sample.state.offers["Ana"]["preludes"]) == 2
        assert all(sample.cards[c].is_prelude for c in sample.state.offers["Ana"]["preludes"])
        assert not any(sample.cards[c].is_prelude for c in sample.state.deck)
    w = game.waiting_for()
    game.apply({"do": "choose_start", "corporation": w.options[0], "cards": [], "preludes": w.info["preludes"][:2]})
    # revealed: in Ana's hand of Preludes, which Bruno still does not see
    view = player_view(game, "Bruno")
    assert len(game.player("Ana").preludes) == 2
    assert view.game.state.player("Ana").preludes == [] and view.hidden[("preludes", "Ana")] == 2
    hidden = Counter(game.state.prelude_deck + game.state.prelude_discard + game.player("Ana").preludes)
    assert Counter(view.unseen["preludes"]) == hidden
    for seed in range(3):
        sample = view.sample(random.Random(seed))
        assert violations(sample) == [] and len(sample.player("Ana").preludes) == 2
        assert all(sample.cards[c].is_prelude for c in sample.player("Ana").preludes)


@pytest.mark.parametrize("block,phrase", [
    ({"hand": ["House Printing"]}, "Prelude card"),
    ({"preludes": ["Donation"]}, "Prelude card"),
])
def test_prelude_cards_do_not_exist_in_a_game_without_prelude(block, phrase):
    data = {"format": "tmdesk-scenario/1", "setup": {"players": ["Kim"], "mode": "solo", "skip_setup": True},
            "state": {"players": {"Kim": block}}, "steps": []}
    with pytest.raises(ScenarioError, match=phrase):
        play_scenario(data)
    data["setup"]["prelude"] = True
    play_scenario(data)


def test_preludes_are_named_only_where_preludes_go():
    data = {"format": "tmdesk-scenario/1", "setup": {"players": ["Kim"], "mode": "solo", "skip_setup": True,
                                                     "prelude": True},
            "state": {"players": {"Kim": {"hand": ["Donation"]}}}, "steps": []}
    with pytest.raises(ScenarioError, match="is a Prelude"):
        play_scenario(data)
    data["state"]["players"]["Kim"] = {"preludes": ["Lichen"]}
    with pytest.raises(ScenarioError, match="not a Prelude"):
        play_scenario(data)
    data["state"]["players"]["Kim"] = {"played": ["Donation", "Lichen"]}
    assert sorted(play_scenario(data).player("Kim").played) == ["Donation", "Lichen"]
