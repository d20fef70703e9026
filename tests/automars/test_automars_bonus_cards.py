"""Bonus cards B01-B08 (automars.md section 12) and the bonus deck."""

from __future__ import annotations

from automars_fakes import HUMAN, FakeHost, make_bot

from tmdesk.automars import AUTOMARS, bonus_cards, messages
from tmdesk.automars.placement import neural_instance_spaces

ALL_OCEANS = ["r0c1", "r0c3", "r0c4", "r1c5", "r3c7", "r4c3", "r4c4", "r4c5", "r5c5"]


def test_b01_meteor_shower_five_plants_destroyed() -> None:
    host = FakeHost(plants=9)
    bot = make_bot(host)
    bonus_cards.resolve_bonus_card(bot.ctx, "B01")
    assert host.plants == 4
    assert bot.state.destroyed_bonus_cards == ["B01"]


def test_b01_meteor_shower_no_plants_is_discarded() -> None:
    host = FakeHost(plants=0)
    bot = make_bot(host)
    bonus_cards.resolve_bonus_card(bot.ctx, "B01")
    assert bot.state.bonus_discard == ["B01"] and bot.state.megacredits == 0


def test_b02_invasive_species_always_pays_five() -> None:
    host = FakeHost()
    bot = make_bot(host)
    bonus_cards.resolve_bonus_card(bot.ctx, "B02")
    assert host.card_resource_requests == [("animal", "microbe")]
    assert bot.state.megacredits == 5
    assert bot.state.bonus_discard == ["B02"]


def test_b03_research_and_development_resolves_top_card() -> None:
    host = FakeHost(deck=["Mine", "Algae"])
    bot = make_bot(host)
    bonus_cards.resolve_bonus_card(bot.ctx, "B03")
    assert bot.state.tracks["building"] == 1
    assert bot.state.played_pile == ["Mine"]
    assert host.deck == ["Algae"]
    assert bot.state.bonus_discard == ["B03"]


def test_b03_card_without_tags_is_failed_action() -> None:
    host = FakeHost(deck=["Protected Habitats"])
    bot = make_bot(host)
    bonus_cards.resolve_bonus_card(bot.ctx, "B03")
    assert bot.state.megacredits == 5


def test_b04_a_claims_milestone_and_is_destroyed() -> None:
    host = FakeHost()
    bot = make_bot(host, tracks={"building": 8})
    bonus_cards.resolve_bonus_card(bot.ctx, "B04")
    assert host.milestones == {"Builder": AUTOMARS}
    assert bot.state.destroyed_bonus_cards == ["B04"]


def test_b04_b_funds_award_from_generation_6() -> None:
    host = FakeHost(generation=6)
    bot = make_bot(host, tracks={"space": 2})
    bonus_cards.resolve_bonus_card(bot.ctx, "B04")
    assert host.awards == ["Miner"]  # Thermalist 5, Miner 7: largest lead
    assert bot.state.destroyed_bonus_cards == ["B04"]


def test_b04_c_before_generation_6_gains_five() -> None:
    host = FakeHost(generation=5)
    bot = make_bot(host, tracks={"space": 2})
    bonus_cards.resolve_bonus_card(bot.ctx, "B04")
    assert host.awards == [] and bot.state.megacredits == 5
    assert bot.state.bonus_discard == ["B04"]


def test_b05_expedited_construction_places_city() -> None:
    host = FakeHost(tiles={"r6c2": ("greenery", HUMAN), "r6c3": ("greenery", HUMAN), "r5c5": ("ocean", None)})
    bot = make_bot(host)
    bonus_cards.resolve_bonus_card(bot.ctx, "B05")
    # r5c3, r7c2 (both greeneries) and r5c4 (a greenery and the ocean) touch 2 such tiles;
    # tiebreaker 1 (most adjacent oceans) picks r5c4
    assert host.placed == [("r5c4", "city")]
    assert bot.state.destroyed_bonus_cards == ["B05"]


def test_b05_mixed_greenery_and_ocean() -> None:
    host = FakeHost(tiles={"r5c5": ("ocean", None), "r6c5": ("greenery", HUMAN)})
    bot = make_bot(host)
    bonus_cards.resolve_bonus_card(bot.ctx, "B05")
    assert host.placed == [("r6c4", "city")]  # the only space touching the ocean and the greenery
    assert bot.state.megacredits == 2


def test_b05_without_space_has_no_effect() -> None:
    host = FakeHost(tiles={"r6c2": ("greenery", HUMAN)})
    bot = make_bot(host)
    bonus_cards.resolve_bonus_card(bot.ctx, "B05")
    assert host.placed == [] and bot.state.megacredits == 0
    assert bot.state.bonus_discard == ["B05"]


def test_b06_a_temperature_near_maximum() -> None:
    host = FakeHost(temperature=6)
    bot = make_bot(host)
    bonus_cards.resolve_bonus_card(bot.ctx, "B06")
    assert host.temperature == 8 and bot.state.tr == 21
    assert bot.state.destroyed_bonus_cards == ["B06"]


def test_b06_b_greenery_and_oxygen() -> None:
    host = FakeHost(temperature=-20, oxygen=6)
    bot = make_bot(host)
    bonus_cards.resolve_bonus_card(bot.ctx, "B06")
    assert [tile for _, tile in host.placed] == ["greenery"]
    assert host.oxygen == 8
    assert host.temperature == -18  # the 8 % bonus
    assert bot.state.tr == 23
    assert bot.state.destroyed_bonus_cards == ["B06"]


def test_b06_c_ocean_next_to_two_oceans() -> None:
    host = FakeHost(temperature=-20, oxygen=3, tiles={"r4c3": ("ocean", None), "r4c5": ("ocean", None)})
    bot = make_bot(host)
    bonus_cards.resolve_bonus_card(bot.ctx, "B06")
    assert host.placed == [("r4c4", "ocean")]
    assert bot.state.tr == 21
    assert bot.state.megacredits == 2 * 2 + 2  # two adjacent oceans, two plant icons
    assert bot.state.destroyed_bonus_cards == ["B06"]


def test_b06_d_furthest_parameter() -> None:
    # temperature -20: (8+20)/38 = 0.74; oxygen 3: 11/14 = 0.79; oceans 0: 1.0 -> ocean
    host = FakeHost(temperature=-20, oxygen=3)
    bot = make_bot(host)
    bonus_cards.resolve_bonus_card(bot.ctx, "B06")
    assert [tile for _, tile in host.placed] == ["ocean"]
    assert bot.state.bonus_discard == ["B06"]


def test_b06_d_tie_prefers_oxygen() -> None:
    # oxygen 0 and 0 oceans are both fully missing: oxygen first
    host = FakeHost(temperature=-18, oxygen=0)
    bot = make_bot(host)
    bonus_cards.resolve_bonus_card(bot.ctx, "B06")
    assert host.oxygen == 1 and host.placed == [] and bot.state.tr == 21


def test_b06_d_everything_complete_does_nothing() -> None:
    host = FakeHost(temperature=8, oxygen=14, tiles={space: ("ocean", None) for space in ALL_OCEANS})
    bot = make_bot(host)
    bonus_cards.resolve_bonus_card(bot.ctx, "B06")
    assert bot.state.tr == 20 and bot.state.megacredits == 0
    assert bot.state.bonus_discard == ["B06"]


def test_b07_places_neural_instance() -> None:
    host = FakeHost()
    bot = make_bot(host)
    legal = neural_instance_spaces(bot.ctx.mars, host.tiles())
    bonus_cards.resolve_bonus_card(bot.ctx, "B07")
    space, tile = host.placed[0]
    assert tile == "special" and space in legal
    assert bot.state.neural_instance == space
    assert bot.state.destroyed_bonus_cards == ["B07"]


def test_b07_no_space_resolves_a_project_card() -> None:
    host = FakeHost(deck=["Mine"])
    bot = make_bot(host)
    for space in neural_instance_spaces(bot.ctx.mars, host.tiles()):
        host.tile_map[space] = {"tile": "greenery", "owner": HUMAN}
    assert neural_instance_spaces(bot.ctx.mars, host.tiles()) == []
    bonus_cards.resolve_bonus_card(bot.ctx, "B07")
    assert bot.state.neural_instance is None
    assert bot.state.played_pile == ["Mine"]
    assert bot.state.destroyed_bonus_cards == ["B07"]


def test_neural_instance_rules() -> None:
    host = FakeHost()
    bot = make_bot(host)
    mars = bot.ctx.mars
    legal = set(neural_instance_spaces(mars, host.tiles()))
    assert legal
    for space in legal:
        s = mars.spaces[space]
        assert not s.on_edge and s.is_land
        assert not any(mars.spaces[a].is_reserved for a in s.adjacent)  # not next to Noctis or oceans
    assert "r3c1" not in legal  # next to Noctis City (r4c2)


def test_b08_landlord_places_greenery_and_pays() -> None:
    host = FakeHost(awards=["Landlord"], human={"tiles": 2})
    bot = make_bot(host, megacredits=5)
    bonus_cards.resolve_bonus_card(bot.ctx, "B08")
    assert [tile for _, tile in host.placed] == ["greenery"]
    assert bot.state.tr == 21
    assert bot.state.bonus_discard == ["B08"]


def test_b08_skips_impossible_improvement() -> None:
    host = FakeHost(awards=["Scientist", "Miner"], human={"tags:science": 1, "resources:steel": 30})
    bot = make_bot(host, megacredits=6, tracks={"science": 18, "space": 2})
    # Scientist: AutoMars leads by 17 but Science is on 18; Miner: the human leads by 23
    bonus_cards.resolve_bonus_card(bot.ctx, "B08")
    assert bot.state.tracks["space"] == 3 and bot.state.megacredits == 1


def test_b08_order_human_leads_before_automars_leads() -> None:
    host = FakeHost(awards=["Scientist", "Thermalist"], human={"tags:science": 0, "resources:heat": 20})
    bot = make_bot(host, megacredits=5, tracks={"science": 1, "energy": 0})
    bonus_cards.resolve_bonus_card(bot.ctx, "B08")
    assert bot.state.tracks["energy"] == 2  # the human leads Thermalist by 15 (Energy 1: advance)
    assert bot.state.tracks["science"] == 1


def test_b08_without_money_resolves_next_bonus_card() -> None:
    host = FakeHost(awards=["Miner"])
    bot = make_bot(host, megacredits=4, bonus_deck=["B02", "B03"])
    bonus_cards.resolve_bonus_card(bot.ctx, "B08")
    assert bot.state.megacredits == 9  # B02
    assert bot.state.bonus_discard == ["B02", "B08"]
    assert bot.state.bonus_deck == ["B03"]


def test_b08_second_card_may_destroy_itself() -> None:
    host = FakeHost(plants=5)
    bot = make_bot(host, megacredits=10, bonus_deck=["B01"])
    bonus_cards.resolve_bonus_card(bot.ctx, "B08")  # no funded award
    assert bot.state.destroyed_bonus_cards == ["B01"]
    assert bot.state.bonus_discard == ["B08"]


def test_bonus_deck_reshuffles_discard_but_never_destroyed() -> None:
    host = FakeHost()
    bot = make_bot(host, bonus_deck=[], bonus_discard=["B02", "B03"], destroyed_bonus_cards=["B01"])
    card = bonus_cards.draw_bonus_card(bot.ctx)
    assert card in {"B02", "B03"}
    assert sorted(bot.state.bonus_deck + [card]) == ["B02", "B03"]
    assert bot.state.bonus_discard == []
    assert messages.BONUS_RESHUFFLE in [m for m, _ in host.events]


def test_bonus_deck_all_destroyed() -> None:
    host = FakeHost()
    bot = make_bot(host, bonus_deck=[], destroyed_bonus_cards=["B01"])
    assert bonus_cards.draw_bonus_card(bot.ctx) is None


# --- the log says why an option was passed over (issue 25, point 9) --------------------------------


def _said(host: FakeHost) -> list[tuple[str, dict[str, object]]]:
    return [(m, a) for m, a in host.events]


def test_b08_says_why_it_draws_a_second_bonus_card() -> None:
    host = FakeHost(awards=["Miner"])
    bot = make_bot(host, megacredits=4, bonus_deck=["B02"])
    bonus_cards.resolve_bonus_card(bot.ctx, "B08")
    said = _said(host)
    reason = said.index((messages.COMPETITION_NO_MONEY, {"card": "B08", "amount": 4}))
    assert said.index((messages.REVEAL_BONUS, {"card": "B02"})) == reason + 1  # the reason comes first
    host = FakeHost()
    bot = make_bot(host, megacredits=9, bonus_deck=["B02"])
    bonus_cards.resolve_bonus_card(bot.ctx, "B08")
    assert (messages.COMPETITION_NO_AWARD, {"card": "B08"}) in _said(host)
    host = FakeHost(awards=["Scientist"], human={"tags:science": 1})
    bot = make_bot(host, megacredits=9, tracks={"science": 18}, bonus_deck=["B02"])
    bonus_cards.resolve_bonus_card(bot.ctx, "B08")  # Science is at its end: no improvement
    assert (messages.COMPETITION_NO_IMPROVEMENT, {"card": "B08"}) in _said(host)
    assert messages.BONUS_NO_EFFECT not in [m for m, _ in _said(host)]


def test_b04_says_why_it_skipped_options_a_and_b() -> None:
    host = FakeHost(generation=5)
    bot = make_bot(host, tracks={"space": 2})
    bonus_cards.resolve_bonus_card(bot.ctx, "B04")
    said = [m for m, _ in _said(host)]
    assert said[1:4] == [messages.MILESTONE_NOT_MET, messages.AWARD_TOO_EARLY, messages.BONUS_OPTION]
    assert (messages.AWARD_TOO_EARLY, {"card": "B04", "generation": 5}) in _said(host)
    host = FakeHost(generation=7, milestones={"Mayor": HUMAN, "Gardener": HUMAN, "Planner": HUMAN},
                    awards=["Landlord", "Banker", "Miner"])
    bot = make_bot(host, tracks={"building": 8})
    bonus_cards.resolve_bonus_card(bot.ctx, "B04")
    assert [m for m, _ in _said(host)][1:3] == [messages.MILESTONES_ALL_CLAIMED, messages.AWARDS_ALL_FUNDED]
    host = FakeHost(generation=7, human={"tags:science": 9, "resources:heat": 9, "resources:steel": 9})
    bot = make_bot(host)
    bonus_cards.resolve_bonus_card(bot.ctx, "B04")
    assert (messages.AWARD_NO_LEAD, {"card": "B04"}) in _said(host)


def test_lobbyists_say_why_options_a_to_c_were_skipped() -> None:
    host = FakeHost(temperature=-20, oxygen=3)
    bot = make_bot(host)
    bonus_cards.resolve_bonus_card(bot.ctx, "B06")
    said = _said(host)
    assert said[1:5] == [(messages.LOBBYISTS_NO_TEMPERATURE, {"card": "B06", "temperature": -20}),
                         (messages.LOBBYISTS_NO_OXYGEN, {"card": "B06", "value": 3}),
                         (messages.LOBBYISTS_NO_OCEAN_SPACE, {"card": "B06"}),
                         (messages.BONUS_OPTION, {"card": "B06", "option": "d"})]
    host = FakeHost(temperature=-20, oxygen=6, tiles={space: ("ocean", None) for space in ALL_OCEANS})
    bot = make_bot(host)
    bonus_cards.resolve_bonus_card(bot.ctx, "B06")  # (b) applies: oxygen 6 is 2 steps below 8
    assert [m for m, _ in _said(host)][1:3] == [messages.LOBBYISTS_NO_TEMPERATURE, messages.BONUS_OPTION]
    host = FakeHost(temperature=-20, oxygen=3, tiles={space: ("ocean", None) for space in ALL_OCEANS})
    bot = make_bot(host)
    bonus_cards.resolve_bonus_card(bot.ctx, "B06")
    assert (messages.LOBBYISTS_OCEANS_PLACED, {"card": "B06"}) in _said(host)
