"""AutoMars corporations C01-C46 (automars.md 16, rules/automars_corporations.md): one test per
offered corporation from its facts row (set-up, cubes, effects, own bonus card)."""

from __future__ import annotations

from typing import Any

import pytest
from automars_fakes import FakeHost, make_bot

from tmdesk.automars import AutoMars, corporation_texts, corporations, messages
from tmdesk.automars.host import COLONIES, PRELUDE, VENUS_NEXT
from tmdesk.automars.state import BASE_BONUS_DECK, TRACK_IDS

DECK = ["Mine", "Algae", "Sponsors", "Satellites", "Research", "Trees", "Fish", "Ants"] * 3


def corp_bot(code: str, host: FakeHost | None = None, **state: Any) -> tuple[AutoMars, FakeHost]:
    """An AutoMars playing `code` without its set-up (its cubes are the ones given)."""
    host = host or FakeHost(deck=DECK)
    return make_bot(host, corporation=code, **state), host


def started(code: str, **host_args: Any) -> tuple[AutoMars, FakeHost]:
    """A new game's AutoMars with `code` set up and its first before-action step done."""
    host = FakeHost(**{"deck": DECK, **host_args})
    return AutoMars.new_game(host, corporation=code), host


def logged(host: FakeHost, message: str) -> list[dict[str, Any]]:
    return [args for m, args in host.events if m == message]


def test_the_offered_corporations() -> None:
    assert len(corporations.AVAILABLE) == 37 and "C16" not in corporations.AVAILABLE
    assert corporations.available(frozenset({PRELUDE})) == (*corporations.AVAILABLE[:15], "C16", *corporations.AVAILABLE[15:])
    assert set(corporations.waiting()) == {"C37"}  # Turmoil
    venus = ("C25", "C26", "C27", "C28", "C34")  # with Venus Next (test_automars_venus_corporations.py)
    assert set(corporations.available(frozenset({PRELUDE, VENUS_NEXT}))) == {*corporations.available(frozenset({PRELUDE})), *venus}
    assert set(corporations.available(frozenset({VENUS_NEXT}))) == {*corporations.AVAILABLE, *venus}
    colonies = ("C25", "C26", "C30", "C33", "C34")  # with Colonies (floaters: Titan's area)
    assert set(corporations.available(frozenset({PRELUDE, COLONIES}))) == {*corporations.available(frozenset({PRELUDE})), *colonies}
    every = corporations.available(frozenset({PRELUDE, COLONIES, VENUS_NEXT}))
    assert set(every) == {*corporations.available(frozenset({PRELUDE})), *venus, *colonies}
    assert set(corporation_texts.EFFECTS) == set(every)  # each has its text
    for code in corporations.AVAILABLE:  # every one sets up and plays a generation
        bot, _ = started(code)
        assert bot.state.corporation == code
        while bot.take_turn():
            pass


def test_random_never_draws_the_namesake_of_the_humans_corporation() -> None:
    drawn = {
        AutoMars.new_game(
            FakeHost(deck=DECK, seed=s), corporation="random", human_corporation="Helion"
        ).state.corporation
        for s in range(150)
    }
    assert "C03" not in drawn and len(drawn) > 25
    with pytest.raises(ValueError, match="namesake"):
        AutoMars.new_game(FakeHost(deck=DECK), corporation="C03", human_corporation="Helion")


def test_c01_credicor() -> None:
    bot, _ = corp_bot("C01", action_deck=["Earth Catapult", "Mine"], tracks={"earth": 1, "building": 2})
    bot.take_turn()  # 23 M€: +4
    assert bot.state.megacredits == 4
    bot.take_turn()
    assert bot.state.megacredits == 4
    assert bot.draft_pick(["Mine", "Earth Catapult", "Algae"]) == "Earth Catapult"


def test_c02_ecoline_rapid_sprouting() -> None:
    bot, _ = started("C02")
    assert "B23" in bot.state.action_deck and len(bot.state.action_deck) == 5
    bot, host = corp_bot("C02", action_deck=["B23", "B23"], card_resources={"plants": 0})
    bot.take_turn()
    assert bot.state.card_resources["plants"] == 1 and bot.state.set_aside == ["B23"]
    bot.take_turn()
    assert bot.state.card_resources["plants"] == 0 and host.oxygen == 1 and bot.state.tr == 21
    assert [tile for _, tile in host.placed] == ["greenery"]
    assert "B23" not in bot.state.bonus_discard


def test_c03_helion_cubes() -> None:
    bot, _ = started("C03")
    assert bot.state.cubes == {"building": [6], "space": [9], "science": [10], "energy": [5, 9], "plant": [11],
                               "earth": [3, 6, 9, 12, 13, 14]}  # fmt: skip
    host = FakeHost(deck=["Satellites"])
    bot, _ = corp_bot("C03", host, tracks={"building": 5, "earth": 2}, cubes={"building": [6], "earth": [3]})
    from tmdesk.automars import tracks

    tracks.advance(bot.ctx, "building")  # white cube: a card instead of the temperature
    assert host.temperature == -30 and bot.state.played_pile == ["Satellites"] and bot.state.tracks["space"] == 2
    tracks.advance(bot.ctx, "earth")  # black cube: +1 temperature step
    assert host.temperature == -28 and bot.state.tr == 21 and bot.state.cubes == {"building": [], "earth": []}


def test_c04_interplanetary_cinematics() -> None:
    bot, host = started("C04")
    assert bot.state.tracks["event"] == 3  # two event tags, the first one's Advance Counter icon
    assert len(logged(host, messages.CORP_TRACK_PAYOUT)) == 3
    bot, _ = corp_bot("C04", tracks={"building": 3})
    from tmdesk.automars import tracks

    tracks.advance(bot.ctx, "building")
    assert bot.state.megacredits == 2


def test_c05_inventrix_and_do_it_right() -> None:
    bot, _ = started("C05")
    assert "B06" in bot.state.destroyed_bonus_cards and "B25" in bot.state.action_deck
    bot, host = corp_bot("C05", action_deck=["Algae", "B25"], tracks={"plant": 1}, card_resources={})
    bot.take_turn()  # Algae has a requirement: +2 M€
    assert bot.state.megacredits == 2
    host.temperature = -28
    bot.take_turn()  # B25 (a): two steps to -24 °C (2 M€ heat bonus), never destroyed
    assert host.temperature == -24 and bot.state.tr == 22 and bot.state.megacredits == 4
    assert bot.state.set_aside == ["B25"] and "B25" not in bot.state.destroyed_bonus_cards


def test_c06_mining_guild_bank() -> None:
    bot, _ = started("C06")
    assert bot.state.tracks["building"] >= 2
    bot, _ = corp_bot("C06", tracks={"building": 3}, card_resources={"megacredits": 3})
    bot.ctx.gain_mc(5)  # 3 from the card, refill 10 and Building 3 -> 4, then 2 more
    assert bot.state.megacredits == 5 and bot.state.card_resources["megacredits"] == 8
    assert bot.state.tracks["building"] == 4


def test_c07_phobolog() -> None:
    host = FakeHost(deck=["Mine", "Satellites", "Algae", "Space Station", *DECK])
    bot = AutoMars.new_game(host, corporation="C07")
    seeded = {"Mine", "Satellites", "Algae", "Space Station"}
    assert seeded <= set(bot.state.bonus_deck) | set(bot.state.action_deck)
    assert set(bot.cards_held()) >= seeded
    bot, _ = corp_bot("C07", tracks={"space": 6}, cubes={"space": [7, 10]}, bonus_deck=["B02"])
    from tmdesk.automars import tracks

    tracks.advance(bot.ctx, "space")  # the top of the bonus deck: B02, +5 M€
    assert bot.state.megacredits == 5 and bot.state.cubes == {"space": [10]}


def test_c08_saturn_systems() -> None:
    bot, _ = started("C08")
    assert bot.state.tracks["energy"] == 2 and bot.state.tracks["event"] == 2 and bot.state.tracks["space"] == 4
    bot, _ = corp_bot("C08", tracks={"event": 2, "energy": 2, "space": 2}, action_deck=["Io Mining Industries"])
    bot.take_turn()
    assert bot.state.tracks["event"] == 3
    bot.human_played_card("Colonizer Training Camp", ["jovian", "building"])
    assert bot.state.tracks["event"] == 4
    assert bot.draft_pick(["Satellites", "Io Mining Industries", "Mine"]) == "Io Mining Industries"


def test_c09_teractor() -> None:
    bot, _ = started("C09")
    assert bot.state.megacredits == 25
    bot, _ = corp_bot("C09", tracks={"earth": 1})
    from tmdesk.automars import tracks

    tracks.advance(bot.ctx, "earth")
    assert bot.state.megacredits == 2
    assert bot.draft_pick(["Mine", "Sponsors"]) == "Sponsors"


def test_c10_tharsis_republic() -> None:
    bot, host = started("C10")
    assert [tile for _, tile in host.placed][:1] == ["city"] and bot.state.tracks["event"] == 2
    bot.human_placed_tile("r1c1", "city")
    assert bot.state.megacredits >= 2
    before = bot.state.megacredits
    bot.human_placed_tile("r1c2", "greenery")
    assert bot.state.megacredits == before


def test_c11_thorgate_first_tag_only() -> None:
    bot, _ = started("C11")
    assert bot.state.megacredits == 10 and bot.state.tracks["energy"] == 2
    host = FakeHost(deck=["Research"])
    bot, _ = corp_bot("C11", host, tracks={"energy": 3}, cubes={"energy": [4, 6]})
    from tmdesk.automars import tracks

    tracks.advance(bot.ctx, "energy")  # Research: science, science -> only one; then +1 temperature
    assert bot.state.tracks["science"] == 2 and host.temperature == -28  # science 1 is Advance Counter
    assert bot.state.played_pile == ["Research"]


def test_c12_unmi() -> None:
    bot, _ = started("C12")
    assert len(bot.state.action_deck) == 3 and not any(c.startswith("B") for c in bot.state.action_deck)
    assert sorted(bot.state.bonus_deck) == sorted([*BASE_BONUS_DECK, "B31"])
    bot.state.action_deck.clear()
    bot.research_phase()
    assert sum(c.startswith("B") for c in bot.state.action_deck) == 2
    bot, _ = corp_bot("C12", action_deck=["B31"])
    bot.take_turn()
    assert bot.state.tr == 21 and bot.state.bonus_discard == ["B31"]


def test_c13_cheung_shing_mars() -> None:
    bot, _ = started("C13")
    assert bot.state.cubes["building"] == list(range(4, 19))
    bot, _ = corp_bot("C13", tracks={"building": 3}, cubes={"building": [4, 5]})
    from tmdesk.automars import tracks

    tracks.advance(bot.ctx, "building")
    assert bot.state.megacredits == 5


def test_c14_point_luna() -> None:
    bot, _ = corp_bot("C14", tracks={"earth": 2, "building": 1, "space": 2}, cubes={"earth": [3, 5]})
    from tmdesk.automars import tracks

    tracks.advance(bot.ctx, "earth")  # black: Space 2 -> 3 (temperature)
    assert bot.state.tracks["space"] == 3
    bot, host = corp_bot("C14", tracks={"earth": 4, "building": 1, "space": 1, "event": 2, "science": 2,
                                         "energy": 2, "plant": 1})  # fmt: skip
    bot.state.cubes = {"earth": [5]}
    tracks.advance(bot.ctx, "earth")  # white: the least advanced (Building, topmost) 1 -> 2; then the city
    assert bot.state.tracks["building"] == 2
    assert ("city" in [t for _, t in host.placed]) and bot.draft_pick(["Mine", "Sponsors"]) == "Sponsors"


def test_c15_robinson_industries_diversification() -> None:
    bot, _ = started("C15")
    assert bot.state.megacredits == 10 and "B28" in bot.state.action_deck
    bot, _ = corp_bot("C15", action_deck=["B28"], megacredits=6,
                      tracks=dict.fromkeys(TRACK_IDS, 4) | {"science": 1})  # fmt: skip
    bot.take_turn()  # Science 1 -> 2 (no icon), then -4 M€
    assert bot.state.tracks["science"] == 2 and bot.state.megacredits == 2 and bot.state.set_aside == ["B28"]
    bot.state.tracks["science"] = bot.state.reached["science"] = 4
    bot.before_action_phase()
    assert bot.state.action_deck == ["B28"] and bot.state.set_aside == []
    bot.take_turn()  # Building 4 -> 5 (TR+2); 2 M€ are fewer than 4: nothing to pay
    assert bot.state.tracks["building"] == 5 and bot.state.megacredits == 2 and bot.state.tr == 22


def prelude_host(**host_args: Any) -> FakeHost:
    host = FakeHost(**{"deck": DECK, **host_args})
    host.expansions = frozenset({PRELUDE})
    return host


def test_c16_valley_trust_only_with_prelude() -> None:
    """Its card prints "Prelude": never offered, drawn or loaded in a game without it."""
    with pytest.raises(ValueError, match="cannot be played: it needs prelude"):
        AutoMars.new_game(FakeHost(deck=DECK), corporation="C16")
    without = {AutoMars.new_game(FakeHost(deck=DECK, seed=s), corporation="random").state.corporation
               for s in range(300)}  # fmt: skip
    with_prelude = {AutoMars.new_game(prelude_host(seed=s), corporation="random").state.corporation
                    for s in range(300)}  # fmt: skip
    assert "C16" not in without and "C16" in with_prelude
    with pytest.raises(ValueError, match="cannot be played"):
        make_bot(FakeHost(deck=DECK), corporation="C16")  # a save or scenario of a game without Prelude


def test_c16_valley_trust_is_never_drawn_against_your_valley_trust() -> None:
    """16.1: pick another if you play the same corporation (Valley Trust is a Prelude corporation)."""
    drawn = {AutoMars.new_game(prelude_host(seed=s), corporation="random", human_corporation="Valley Trust")
             .state.corporation for s in range(300)}  # fmt: skip
    assert "C16" not in drawn and len(drawn) > 25
    with pytest.raises(ValueError, match="namesake"):
        AutoMars.new_game(prelude_host(), corporation="C16", human_corporation="Valley Trust")


def test_c16_valley_trust_set_up_one_more_project_card() -> None:
    """Prelude: 3 + 3 project cards and a bonus card (automars.md 17); Valley Trust: 1 more project card."""
    assert len(AutoMars.new_game(prelude_host()).state.action_deck) == 7
    host = prelude_host()
    bot = AutoMars.new_game(host, corporation="C16")
    deck = bot.state.action_deck
    assert len(deck) == 8 and sum(1 for card in deck if card.startswith("B")) == 1
    # section 3's deck first, then Valley Trust's card on top of it (16.1)
    assert logged(host, messages.DECK_BUILT) == [{"projects": 6, "bonus": 1}, {"projects": 7, "bonus": 1}]
    assert bot.state.tracks == dict.fromkeys(TRACK_IDS, 0)  # no starting tags
    assert bot.state.cubes == {"science": [8, 16]} and bot.state.megacredits == 0


def test_c16_valley_trust_white_cubes_draw_and_resolve_a_project_card() -> None:
    from tmdesk.automars import tracks

    host = prelude_host(deck=["Satellites", "Mine"])
    bot, _ = corp_bot("C16", host, tracks={"science": 7}, cubes={"science": [8, 16]})
    tracks.advance(bot.ctx, "science")  # Science 8: the cube's card, then the space's own icon (TR +2)
    assert bot.state.played_pile == ["Satellites"] and bot.state.tr == 22
    assert bot.state.tracks["space"] == 2  # Satellites' space tag, then Space 1's advance icon
    said = [m for m, _ in host.events]
    assert said.index(messages.DRAW_AND_RESOLVE) < said.index(messages.GAIN_TR)  # the cube before the icon
    assert logged(host, messages.CORP_WHITE_CUBE) == [{"corporation": "Valley Trust", "track": "science", "position": 8}]
    assert bot.state.cubes == {"science": [16]}
    bot.state.tracks["science"] = 7  # a cube fires once: moving back does not re-arm it
    tracks.advance(bot.ctx, "science")
    assert bot.state.played_pile == ["Satellites"]
    bot.state.tracks["science"] = bot.state.reached["science"] = 15
    tracks.advance(bot.ctx, "science")  # Science 16 (no icon): the second cube
    assert bot.state.played_pile == ["Satellites", "Mine"] and bot.state.cubes == {"science": []}


def test_c16_valley_trust_drafts_science_first() -> None:
    bot, _ = corp_bot("C16", prelude_host())
    assert bot.draft_pick(["Mine", "Research", "Algae"]) == "Research"


def test_c17_vitor() -> None:
    bot, _ = started("C17")
    assert "B04" in bot.state.action_deck and "B04" not in bot.state.bonus_deck
    bot, _ = corp_bot("C17", action_deck=["Trees", "Algae", "Nuclear Zone"], tracks={"earth": 1})
    bot.take_turn()  # Trees: 1 VP -> +3
    assert bot.state.megacredits == 3
    bot.take_turn()  # Algae: no VP icon
    assert bot.state.megacredits == 3
    bot.take_turn()  # Nuclear Zone: -2 VP
    assert bot.state.megacredits == 3


def test_c18_arcadian_communities_settlers() -> None:
    bot, host = started("C18")
    assert len(bot.state.markers) == 1 and host.reserved == bot.state.markers
    assert "B22" in bot.state.action_deck
    space = bot.state.markers[0]
    from tmdesk.automars import bonuses

    before = bot.state.megacredits
    bonuses.put_tile(bot.ctx, space, "city")
    assert bot.state.megacredits >= before + 3 and bot.state.markers == []


def test_c19_astrodrill() -> None:
    bot, _ = corp_bot("C19", tracks={"space": 4, "building": 0}, cubes={"space": [5]})
    from tmdesk.automars import tracks

    tracks.advance(bot.ctx, "space")  # black 5: Space again (5 -> 6), then 5's ocean
    assert bot.state.tracks["space"] == 6
    bot, _ = corp_bot("C19", tracks={"space": 1}, cubes={"space": [2]})
    tracks.advance(bot.ctx, "space")  # white 2: least advanced = Building
    assert bot.state.tracks["building"] == 1


def test_c20_factorum_supply_and_demand() -> None:
    bot, _ = corp_bot("C20", tracks={"building": 3}, card_resources={"megacredits": 0})
    from tmdesk.automars import tracks

    tracks.advance(bot.ctx, "building")
    assert bot.state.card_resources["megacredits"] == 1
    bot.state.action_deck = ["B24", "B24"]
    bot.take_turn()  # takes the 1 M€ left
    assert bot.state.megacredits == 1 and bot.state.card_resources["megacredits"] == 0
    bot.state.tracks["energy"] = 2
    bot.state.reached["energy"] = 2
    bot.take_turn()  # empty card: Energy advances
    assert bot.state.tracks["energy"] == 3


def test_c21_pharmacy_union() -> None:
    host = FakeHost(deck=["Algae", "Sponsors", "Satellites", "Mine", "Research", *DECK])  # the first 3: its deck
    bot = AutoMars.new_game(host, corporation="C21")
    assert "B01" in bot.state.destroyed_bonus_cards and "Mine" in host.discard
    assert "Research" in bot.state.bonus_deck + bot.state.action_deck
    assert bot.state.tr == 21  # its science starting tag
    bot.state.megacredits = 6
    bot.human_played_card("Ants", ["microbe"])
    assert bot.state.megacredits == 2


def test_c22_philares() -> None:
    bot, host = started("C22")
    assert "B07" in bot.state.destroyed_bonus_cards and "B27" in bot.state.bonus_deck + bot.state.action_deck
    assert bot.state.card_resources["science"] == 1 and host.oxygen == 1
    assert {t for _, t in host.placed} == {"greenery", "special"}
    host = FakeHost(tiles={"r4c4": ("greenery", "AutoMars")})
    bot, _ = corp_bot("C22", host, card_resources={"science": 3}, tracks={"space": 5, "event": 5})
    host.tile_map["r4c5"] = {"tile": "city", "owner": "Kim"}
    bot.human_placed_tile("r4c5", "city")  # one new border: 4 science, spent on Space (topmost of 5s)
    assert bot.state.card_resources["science"] == 0 and bot.state.tracks["space"] == 6


def test_c23_recyclon() -> None:
    bot, _ = corp_bot("C23", tracks={"building": 2, "plant": 1}, cubes={"building": [3]})
    from tmdesk.automars import tracks

    tracks.advance(bot.ctx, "building")
    assert bot.state.tracks["plant"] == 2


def test_c24_splice() -> None:
    host = FakeHost(deck=["Mine", "Ants", *DECK])
    bot = AutoMars.new_game(host, corporation="C24")
    assert "B03" in bot.state.destroyed_bonus_cards and "Ants" in bot.state.bonus_deck + bot.state.action_deck
    assert bot.state.megacredits >= 8
    before = bot.state.megacredits
    bot.human_played_card("Tardigrades", ["microbe"])
    assert bot.state.megacredits == before + 2 and host.human["resources:megacredits"] == 2
    bot.state.action_deck = ["Tardigrades"]
    bot.take_turn()
    assert bot.state.megacredits == before + 6


def test_c29_manutech() -> None:
    bot, _ = corp_bot("C29", tracks={"science": 4})
    from tmdesk.automars import tracks

    tracks.advance(bot.ctx, "science")
    assert bot.state.tracks["science"] == 6  # 5 resolves, then one more space


def test_c31_arklight() -> None:
    bot, _ = corp_bot("C31", action_deck=["Fish", "Ants"])
    bot.take_turn()  # Plant 0 -> 1, no icon: +2 for the animal tag
    assert bot.state.megacredits == 2
    bot.take_turn()  # Plant 1 -> 2: a microbe tag pays nothing
    assert bot.state.megacredits == 2


def test_c32_polyphemos() -> None:
    bot, host = started("C32")
    assert bot.state.megacredits >= 25
    assert len(logged(host, messages.CORP_DISCARD_FEWEST)) == 1 and len(bot.state.action_deck) == 3


def test_c35_lakefront_resorts() -> None:
    bot, _ = corp_bot("C35", card_resources={"white_cubes": 1}, tracks={"building": 3})
    bot.human_placed_tile("r1c1", "ocean")
    assert bot.state.card_resources["white_cubes"] == 0 and bot.state.tracks["building"] == 4
    bot.human_placed_tile("r1c2", "ocean")
    assert bot.state.card_resources["white_cubes"] == 1
    from tmdesk.automars import bonuses

    mars = bot.ctx.mars
    land = next(s for s in mars.ordered if s.is_land)
    host = FakeHost(tiles={land.adjacent[0]: ("ocean", None)})
    bot, _ = corp_bot("C35", host)
    assert bonuses.placement_bonus_mc(bot.ctx, land.id) == 3 + len(land.bonus)  # 3 M€ per ocean, not 2


def test_c36_pristar() -> None:
    bot, host = corp_bot("C36", card_resources={"white_cubes": 0})
    bot.before_action_phase()
    assert bot.state.card_resources["white_cubes"] == 1
    from tmdesk.automars import bonuses

    bonuses.raise_temperature(bot.ctx, 1)
    assert host.temperature == -30 and bot.state.tr == 21 and bot.state.megacredits == 6
    bonuses.raise_temperature(bot.ctx, 1)
    assert host.temperature == -28


def test_c38_terralabs() -> None:
    bot, _ = started("C38")
    assert bot.state.tr <= 13 and len(bot.state.action_deck) == 5
    bot, host = corp_bot("C38")
    host.generation = 9
    bot.before_action_phase()
    assert len(bot.state.action_deck) == 2


def test_c39_utopia_invest_investors() -> None:
    bot, host = corp_bot("C39", action_deck=["B32"], tracks={"building": 3, "space": 6, "event": 2, "science": 2,
                                                              "energy": 2, "earth": 2, "plant": 2})  # fmt: skip
    host.generation = 3
    bot.take_turn()  # odd: M€ = least advanced position (Event, 2)
    assert bot.state.megacredits == 2 and bot.state.set_aside == ["B32"]
    host.generation = 4
    bot.state.action_deck = ["B32"]
    bot.take_turn()  # even: Event 2 -> 3, then Space (most advanced) back 6 -> 5
    assert bot.state.tracks["space"] == 5 and bot.state.tracks["event"] >= 3


def test_c40_ecotec() -> None:
    bot, _ = started("C40")
    assert bot.state.card_resources["plants"] == 3
    bot, _ = corp_bot("C40", card_resources={"plants": 6}, tracks={"plant": 1})
    bot.before_action_phase()
    assert bot.state.card_resources["plants"] == 1 and bot.state.tracks["plant"] == 2


def test_c41_kuiper_cooperative() -> None:
    bot, host = corp_bot("C41", tracks={"space": 3}, cubes={"space": [4, 7]})
    from tmdesk.automars import tracks

    tracks.advance(bot.ctx, "space")
    assert host.temperature == -28
    bot.state.tracks["space"] = bot.state.reached["space"] = 6
    tracks.advance(bot.ctx, "space")
    assert [t for _, t in host.placed] == ["ocean"]


def test_c42_nirgal_enterprises() -> None:
    bot, _ = started("C42")
    assert "B04" in bot.state.destroyed_bonus_cards
    assert bot.award_strength("Scientist") == bot.state.tracks["science"] + 2
    host = FakeHost(generation=2)
    bot, _ = corp_bot("C42", host, tracks={"building": 8})
    bot.before_action_phase()
    assert host.milestones == {"Builder": "AutoMars"}


def test_c43_palladin_shipping() -> None:
    bot, host = corp_bot("C43", tracks={"space": 3, "event": 2}, cubes={"space": [4], "event": [3]},
                         card_resources={"white_cubes": 0, "black_cubes": 0})  # fmt: skip
    from tmdesk.automars import tracks

    tracks.advance(bot.ctx, "space")
    assert bot.state.card_resources["white_cubes"] == 1
    tracks.advance(bot.ctx, "event")
    assert bot.state.card_resources == {"white_cubes": 0, "black_cubes": 0} and host.temperature == -28


def test_c44_sagitta() -> None:
    bot, _ = corp_bot("C44", action_deck=["Dust Seals", "Mine"], tracks={"building": 2})
    bot.take_turn()
    assert bot.state.megacredits == 10
    bot.take_turn()
    assert bot.state.megacredits == 11


def test_c45_spire() -> None:
    bot, host = corp_bot("C45", action_deck=["Power Plant", "Mine"], card_resources={"science": 9},
                         tracks={"energy": 7, "building": 3})  # fmt: skip
    bot.take_turn()
    assert bot.state.card_resources["science"] == 10
    bot.before_action_phase()
    assert bot.state.card_resources["science"] == 0 and [t for _, t in host.placed] == ["city"]
    assert bot.state.tr == 21 and bot.draft_pick(["Mine", "Research"]) == "Research"


def test_c46_tycho_magnetics_interface_hyperlink() -> None:
    bot, _ = started("C46")
    assert (bot.state.bonus_deck + ["B30"])[-1] == "B30"
    host = FakeHost(deck=["Mine", "Research", "Earth Catapult"])
    bot, _ = corp_bot("C46", host, action_deck=["B30"], tracks={"energy": 3, "earth": 1})
    bot.take_turn()  # 3 cards: Research (science), then Earth Catapult (most expensive)
    assert sorted(bot.state.played_pile) == ["Earth Catapult", "Research"] and host.discard == ["Mine"]
    assert "B30" in bot.state.destroyed_bonus_cards


def test_b27_build_build_build() -> None:
    from tmdesk.automars.host import AUTOMARS

    bot, host = corp_bot("C22", action_deck=["B27"], megacredits=10, card_resources={"science": 0})
    bot.take_turn()  # (c): nothing to build: +3 M€, back into the bonus deck
    assert bot.state.megacredits == 13 and "B27" in bot.state.bonus_deck
    mars = bot.ctx.mars
    land = [s for s in mars.ordered if s.is_land]
    greenery = next(s for s in land if sum(mars.spaces[a].is_land for a in s.adjacent) >= 4)
    host = FakeHost(deck=DECK, tiles={greenery.id: ("greenery", "Kim")})
    bot, _ = corp_bot("C22", host, action_deck=["B27"], megacredits=10, card_resources={"science": 0})
    bot.take_turn()  # (a): a city next to your greenery, then -5 M€ (its borders feed the card)
    city = next(space for space, tile in host.placed if tile == "city")
    assert greenery.id in mars.spaces[city].adjacent and bot.state.bonus_discard == ["B27"]
    assert bot.state.card_resources["science"] == 1  # one new border with your greenery
    host = FakeHost(deck=DECK, tiles={greenery.id: ("city", "Kim")})
    host.special_spaces = {"Nuclear Zone": [s.id for s in land]}
    bot, _ = corp_bot("C22", host, action_deck=["B27"], megacredits=10, played_pile=["Mine", "Nuclear Zone"],
                      card_resources={"science": 0})  # fmt: skip
    bot.take_turn()  # (b): Nuclear Zone's tile next to your city; the card leaves the game; -3 M€
    special = next(space for space, tile in host.placed if tile == "special")
    assert greenery.id in mars.spaces[special].adjacent and host.tile_map[special]["owner"] == AUTOMARS
    assert bot.state.played_pile == ["Mine"] and bot.state.destroyed_project_cards == ["Nuclear Zone"]
    assert "Nuclear Zone" in bot.cards_held()
    assert bot.state.megacredits == 10 - 3 + len(mars.spaces[special].bonus)
