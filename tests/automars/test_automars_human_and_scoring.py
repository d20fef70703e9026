"""The human's effects on AutoMars (section 5), final greeneries and scoring (section 13),
placement preferences (section 9) and the log messages."""

from __future__ import annotations

import pytest
from automars_fakes import HUMAN, FakeHost, make_bot

from tmdesk.automars import AUTOMARS, human_effects, messages, placement, scoring


def test_remove_megacredits_limited_to_supply() -> None:
    bot = make_bot(FakeHost(), megacredits=2)
    assert bot.remove_megacredits(3, "plants") == 2
    assert bot.state.megacredits == 0
    assert bot.remove_megacredits(3) == 0


def test_steal_megacredits_as_named_resource() -> None:
    bot = make_bot(FakeHost(), megacredits=7)
    assert bot.steal_megacredits(2, "steel") == 2
    assert bot.state.megacredits == 5


@pytest.mark.parametrize(
    ("resource", "track"),
    [("steel", "building"), ("titanium", "space"), ("megacredits", "event"), ("energy", "energy"),
     ("heat", "earth"), ("plants", "plant")],
)  # fmt: skip
def test_production_decrease_moves_matching_track(resource: str, track: str) -> None:
    bot = make_bot(FakeHost(), tracks={track: 3})
    assert bot.production(resource) == 3
    assert bot.decrease_production(resource, steps=2) == 1  # one space per effect
    assert bot.state.tracks[track] == 2 and bot.state.reached[track] == 3


def test_production_decrease_one_per_step_option() -> None:
    bot = make_bot(FakeHost(), tracks={"plant": 3})
    assert human_effects.decrease_production(bot.ctx, "plants", 2, human_effects.ONE_PER_STEP) == 2
    assert bot.state.tracks["plant"] == 1


def test_production_decrease_at_zero_is_illegal() -> None:
    bot = make_bot(FakeHost())
    assert not bot.can_decrease_production("heat")
    assert bot.decrease_production("heat") == 0
    assert not bot.can_decrease_production("science")


def test_counting_uses_current_track_positions() -> None:
    bot = make_bot(FakeHost(), tracks={"event": 4, "space": 6, "energy": 2})
    assert bot.tag_count("event") == 4  # Media Archives
    assert bot.tag_count("space") == 6  # Toll Station
    assert bot.tag_count("jovian") == 2
    assert bot.tag_count("venus") == 0


def test_law_suit_goes_to_played_pile_unresolved() -> None:
    bot = make_bot(FakeHost(), megacredits=5)
    bot.steal_megacredits(3)
    human_effects.put_on_played_pile(bot.ctx, "Law Suit")
    assert bot.state.played_pile == ["Law Suit"] and bot.state.tracks["event"] == 0


def test_final_greenery_placement_one_per_track() -> None:
    host = FakeHost(oxygen=14, temperature=8)
    # Plant 2 -> 3 greenery; Event 3 -> 4 greenery; Building 7 -> 8 greenery but under a marker
    bot = make_bot(host, tracks={"plant": 2, "event": 3, "building": 7}, reached={"building": 9}, tr=40)
    bot.final_greenery_placement()
    assert [tile for _, tile in host.placed] == ["greenery", "greenery"]
    assert (bot.state.tracks["plant"], bot.state.tracks["event"], bot.state.tracks["building"]) == (3, 4, 7)
    assert bot.state.tr == 40  # oxygen at maximum: no TR


def test_final_score_breakdown() -> None:
    tiles = {
        "r3c3": ("city", AUTOMARS),
        "r3c4": ("greenery", AUTOMARS),
        "r2c3": ("greenery", HUMAN),
        "r6c3": ("greenery", AUTOMARS),
        "r6c0": ("special", AUTOMARS),
        "r5c0": ("city", HUMAN),
    }
    host = FakeHost(
        generation=15,
        tiles=tiles,
        milestones={"Mayor": AUTOMARS, "Builder": HUMAN},
        awards=["Miner", "Scientist"],
        human={"resources:steel": 6, "tags:science": 9},
    )
    bot = make_bot(host, tr=41, megacredits=23, tracks={"space": 1, "science": 4}, neural_instance="r6c0")
    now = bot.score_now()  # the same sums for the bots to weigh a lead, nothing stored
    assert "score" not in bot.dump()
    score = bot.final_score()
    assert score == now
    assert score == {
        "tr": 41,
        "milestones": 5,
        "awards": 5,  # Miner 6 = 6: tie shares first place; Scientist 4 < 9
        "greenery": 2,
        "cities": 2,  # r3c3 touches r3c4 and r2c3
        "cards": 0,
        "neural_instance": 3,  # neighbours of r6c0: r5c0 (human city), r5c1, r6c1, r7c0 (empty)
        "megacredits": 4,  # generation 15: 5 M€ per VP
        "total": 62,
    }
    assert bot.dump()["score"] == score
    assert scoring.automars_wins(62, 62) and not scoring.automars_wins(62, 63)


def test_greenery_prefers_own_cities_and_avoids_human_cities() -> None:
    mars = placement.load_mars_map()
    tiles = {
        "r2c2": {"tile": "city", "owner": AUTOMARS},
        "r1c3": {"tile": "city", "owner": AUTOMARS},
        "r3c4": {"tile": "city", "owner": HUMAN},
    }
    spaces = placement.greenery_spaces(mars, tiles)
    best = placement.keep_best(spaces, lambda c: placement.count_adjacent(mars, tiles, c, ("city",), AUTOMARS))
    assert best == ["r1c2", "r2c3"]  # each touches both AutoMars cities
    chosen = placement.choose_greenery(mars, tiles, lambda tied: tied[0])
    assert chosen == "r1c2"  # r2c3 touches the human city at r3c4


def test_greenery_must_touch_own_tile_when_possible() -> None:
    mars = placement.load_mars_map()
    tiles = {"r8c3": {"tile": "greenery", "owner": AUTOMARS}}
    assert set(placement.greenery_spaces(mars, tiles)) == {"r8c2", "r7c3", "r7c4"}


def test_city_not_next_to_city_nor_on_reserved_space() -> None:
    mars = placement.load_mars_map()
    tiles = {"r4c1": {"tile": "city", "owner": HUMAN}}
    spaces = set(placement.city_spaces(mars, tiles))
    assert "r4c0" not in spaces and "r3c1" not in spaces
    assert "r4c2" not in spaces  # Noctis City
    assert "r0c1" not in spaces  # ocean-reserved


def test_every_logged_message_is_in_the_catalogue() -> None:
    assert messages.TRACK_ADVANCE in messages.ALL_MESSAGES
    assert "AutoMars" not in messages.ALL_MESSAGES  # the context name is not a message
    host = FakeHost(deck=["Mine"] * 40, plants=6, temperature=-28)
    from tmdesk.automars import AutoMars

    bot = AutoMars.new_game(host, "hard")
    for _ in range(6):
        while bot.take_turn():
            pass
        bot.research_phase()
    assert host.events  # FakeHost.log checked each template and its placeholders
