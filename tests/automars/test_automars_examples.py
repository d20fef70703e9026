"""The worked examples of automars.md section 20, with the spec's numbers."""

from __future__ import annotations

from automars_fakes import HUMAN, FakeHost, make_bot

from tmdesk.automars import (
    AUTOMARS,
    bonus_cards,
    bonuses,
    cards,
    placement,
    scoring,
    tracks,
)
from tmdesk.engine.state import NEUTRAL


def test_example_1_megacredits_to_vp() -> None:
    assert scoring.megacredit_vp(24, 14) == 4
    assert scoring.megacredit_vp(24, 16) == 6
    assert scoring.megacredit_vp(24, 12) == 3
    assert scoring.megacredit_vp(24, 19) == 24
    assert scoring.mc_per_vp(20) is None
    assert scoring.generation_limit_reached(20)
    assert not scoring.generation_limit_reached(19)


def test_example_2_card_with_two_tags() -> None:
    host = FakeHost(temperature=-30)
    bot = make_bot(host, tracks={"building": 4, "space": 2}, tr=20)
    cards.resolve_project_card(bot.ctx, "Test Building Space")
    assert bot.state.tracks["building"] == 5
    assert bot.state.tracks["space"] == 3
    assert bot.state.tr == 23
    assert host.temperature == -28
    assert bot.state.megacredits == 0
    assert bot.state.played_pile == ["Test Building Space"]
    assert host.resolved == ["Test Building Space"]


def test_example_3_end_of_track() -> None:
    host = FakeHost()
    bot = make_bot(host, tracks={"plant": 18}, megacredits=3)
    cards.resolve_project_card(bot.ctx, "Algae")
    assert bot.state.megacredits == 8
    assert bot.state.tracks["plant"] == 18


def test_example_3_end_of_track_easy_e2() -> None:
    host = FakeHost()
    bot = make_bot(host, tracks={"plant": 18}, megacredits=3, options=["E2"])
    cards.resolve_project_card(bot.ctx, "Algae")
    assert bot.state.megacredits == 6


def test_example_4_chain() -> None:
    host = FakeHost()
    bot = make_bot(host, tracks={"building": 10})
    cards.resolve_project_card(bot.ctx, "Martian Rails")
    assert bot.state.tracks["building"] == 11
    assert bot.state.tracks["space"] == 2


def test_example_4_chain_easy_e1() -> None:
    host = FakeHost()
    bot = make_bot(host, tracks={"building": 10}, options=["E1"])
    cards.resolve_project_card(bot.ctx, "Martian Rails")
    assert bot.state.tracks["building"] == 11
    assert bot.state.tracks["space"] == 1


def test_example_5_moving_back_no_retrigger() -> None:
    host = FakeHost(temperature=-30)
    bot = make_bot(host, tracks={"building": 5}, tr=25)
    assert bot.can_decrease_production("steel")
    assert bot.decrease_production("steel") == 1
    assert bot.state.tracks["building"] == 4
    assert bot.tag_count("building") == 4
    cards.resolve_project_card(bot.ctx, "Mine")
    assert bot.state.tracks["building"] == 5
    assert bot.state.tr == 25
    cards.resolve_project_card(bot.ctx, "Mine")
    assert bot.state.tracks["building"] == 6
    assert host.temperature == -28
    assert bot.state.tr == 26


EXAMPLE_6_HUMAN = {
    "production:megacredits": 5,
    "tags:science": 3,
    "resources:heat": 4,
    "production:heat": 3,
    "resources:steel": 2,
    "production:steel": 1,
    "tiles": 4,
}
EXAMPLE_6_TILES = {"r2c2": ("city", AUTOMARS), "r2c3": ("greenery", AUTOMARS), "r6c1": ("city", AUTOMARS)}
EXAMPLE_6_TRACKS = {"building": 5, "event": 2, "science": 6, "energy": 4, "space": 3, "earth": 8}


def test_example_6_funding_an_award() -> None:
    host = FakeHost(human=EXAMPLE_6_HUMAN, tiles=EXAMPLE_6_TILES)
    bot = make_bot(host, tracks=EXAMPLE_6_TRACKS)
    margins = {a.name: bonus_cards.milestones.award_margin(bot.ctx, a) for a in bot.ctx.board.awards}
    assert margins == {"Landlord": -1, "Banker": 2, "Scientist": 3, "Thermalist": 2, "Miner": 5}
    tracks.advance(bot.ctx, "earth")  # Earth 9: Fund an Award
    assert host.awards == ["Miner"]
    assert bot.state.megacredits == 0


def test_example_6_easy_e3_fails() -> None:
    host = FakeHost(human=EXAMPLE_6_HUMAN, tiles=EXAMPLE_6_TILES)
    bot = make_bot(host, tracks=EXAMPLE_6_TRACKS, options=["E3"])
    margins = [bonus_cards.milestones.award_margin(bot.ctx, a) for a in bot.ctx.board.awards]
    assert margins == [-6, -3, -2, -3, 0]
    tracks.advance(bot.ctx, "earth")
    assert host.awards == []
    assert bot.state.megacredits == 5


def test_example_6_easy_e3_and_e2() -> None:
    host = FakeHost(human=EXAMPLE_6_HUMAN, tiles=EXAMPLE_6_TILES)
    bot = make_bot(host, tracks=EXAMPLE_6_TRACKS, options=["E2", "E3"])
    tracks.advance(bot.ctx, "earth")
    assert bot.state.megacredits == 3


def _example_7(building_tags: int) -> FakeHost:
    host = FakeHost(
        human={"tr": 30, "cities": 1, "greeneries": 2, "tags:building": building_tags, "hand": 5},
        tiles={"r1c1": ("city", AUTOMARS), "r3c3": ("city", AUTOMARS), "r6c3": ("city", AUTOMARS)},
    )
    bot = make_bot(host, tracks={"building": 8, "space": 7}, tr=25)
    tracks.advance(bot.ctx, "space")  # Space 8: Claim a Milestone
    return host


def test_example_7_milestone_tiebreak_leftmost() -> None:
    assert _example_7(6).milestones == {"Mayor": AUTOMARS}


def test_example_7_milestone_the_human_meets() -> None:
    assert _example_7(8).milestones == {"Builder": AUTOMARS}


def test_example_8_greenery_with_bonuses_and_chain() -> None:
    host = FakeHost(
        oxygen=7,
        temperature=-26,
        tiles={"r1c0": ("greenery", AUTOMARS), "r0c1": ("ocean", None)},
    )
    bot = make_bot(host, tracks={"plant": 2}, tr=30)
    tracks.advance(bot.ctx, "plant")  # Plant 3: greenery
    assert host.placed == [("r0c0", "greenery")]  # 2 steel icons, touches 1 ocean
    assert bot.state.megacredits == 6
    assert bot.state.tr == 32
    assert host.oxygen == 8
    assert host.temperature == -24


def test_example_8_variant_ocean_bonus_impossible() -> None:
    oceans = ["r0c1", "r0c3", "r0c4", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r5c5"]
    host = FakeHost(temperature=-2, tiles={space: ("ocean", None) for space in oceans})
    bot = make_bot(host, tracks={"space": 2}, tr=20)
    tracks.advance(bot.ctx, "space")  # Space 3: temperature
    assert host.temperature == 0
    assert bot.state.tr == 21
    assert bot.state.megacredits == 5


def test_example_9_random_tiebreak_by_card_cost() -> None:
    tied = ["r1c2", "r1c3", "r1c4"]  # A, B, C in reading order: no oceans, no icons
    for card, cost, expected in [("Colonizer Training Camp", 8, "r1c3"), ("Search For Life", 3, "r1c4"),
                                 ("Arctic Algae", 12, "r1c4")]:  # fmt: skip
        host = FakeHost(deck=[card, "Mine"])
        bot = make_bot(host)
        assert bot.ctx.catalog.get(card).cost == cost
        space = placement.tiebreak(bot.ctx.mars, host.tiles(), tied, bonuses.card_cost_pick(bot.ctx))
        assert space == expected
        assert host.discard == [card]
        assert host.deck == ["Mine"]
    assert placement.card_cost_index(8, 3) == 1
    assert placement.card_cost_index(0, 3) == 2


def test_example_10a_lobbyists_temperature() -> None:
    host = FakeHost(temperature=-28, oxygen=3)
    bot = make_bot(host, tr=20)
    bonus_cards.resolve_bonus_card(bot.ctx, "B06")
    assert host.temperature == -24
    assert bot.state.tr == 22
    assert bot.state.megacredits == 2
    assert bot.state.destroyed_bonus_cards == ["B06"]


def test_example_10b_corporate_competition() -> None:
    host = FakeHost(
        awards=["Banker", "Scientist", "Miner"],
        human={"production:megacredits": 6, "tags:science": 5, "resources:steel": 4},
    )
    bot = make_bot(host, megacredits=7, tracks={"building": 2, "event": 3, "science": 2, "space": 3})
    bonus_cards.resolve_bonus_card(bot.ctx, "B08")
    assert bot.state.tracks["building"] == 3
    assert bot.state.tracks["event"] == 3
    assert bot.state.megacredits == 2
    assert bot.state.bonus_discard == ["B08"]


def test_example_10c_meteor_shower() -> None:
    for plants, protected, lost, destroyed in [(4, False, 4, True), (2, False, 2, False), (4, True, 0, True)]:
        host = FakeHost(plants=plants, protected=protected)
        bot = make_bot(host)
        bonus_cards.resolve_bonus_card(bot.ctx, "B01")
        assert host.plants == plants - lost
        assert (bot.state.destroyed_bonus_cards == ["B01"]) is destroyed
        assert (bot.state.bonus_discard == ["B01"]) is not destroyed
        assert bot.state.megacredits == 0


def test_example_10d_neural_instance_scoring() -> None:
    # r3c3's neighbours: r2c2 r2c3 r3c4 r4c4 r4c3 r3c2
    host = FakeHost(tiles={"r3c3": ("special", AUTOMARS), "r2c2": ("greenery", HUMAN), "r3c2": ("city", AUTOMARS)})
    bot = make_bot(host, neural_instance="r3c3")
    assert scoring.neural_instance_vp(bot.ctx) == 5


def test_neural_instance_scores_only_empty_spaces_and_automars_tiles() -> None:
    """Seed 004, 13.3 step 3: "vazio ou com um tile do AutoMarte"; a neutral city and an ocean do not count."""
    host = FakeHost(tiles={"r3c3": ("special", AUTOMARS), "r2c2": ("greenery", HUMAN), "r3c2": ("city", AUTOMARS),
                           "r2c3": ("city", NEUTRAL), "r3c4": ("ocean", None)})
    bot = make_bot(host, neural_instance="r3c3")
    assert scoring.neural_instance_vp(bot.ctx) == 3  # r4c4 and r4c3 empty, r3c2 AutoMars's city
