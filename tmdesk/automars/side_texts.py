"""What the window says about a map's AutoMars side (English sources; the app translates them in the
context "AutoMarsSide"): its Corporate Competition card (B08 on Tharsis, B09-B12) built from the award
improvements of the map's profile, its placement tiebreakers, and the one-reading mark on what rests on
one source (`tracks.Board.one_source`). Own words; not the rulebook's text.

`improvement_phrase(op)` picks the phrase of one award's improvement and its arguments; the app fills
%1 with the award's name and %2, %3 with the arguments (a track id is shown by its name).
"""

from __future__ import annotations

from typing import Any

from .messages import QT_TRANSLATE_NOOP

CORPORATE_COMPETITION = QT_TRANSLATE_NOOP(
    "AutoMarsSide",
    "With 5 M€ or more, AutoMars pays 5 M€ to improve its standing in the funded award it is closest to winning "
    "or losing (%1). Otherwise it draws and resolves the next bonus card instead. The card is discarded.",
)
"""A Corporate Competition card; %1: the improvement of each award of its map, joined by IMPROVEMENT_SEPARATOR."""
IMPROVEMENT_SEPARATOR = QT_TRANSLATE_NOOP("AutoMarsSide", "%1; %2")

IMPROVEMENTS: dict[str, str] = {
    "place_greenery": QT_TRANSLATE_NOOP("AutoMarsSide", "%1: a greenery"),
    "place_greenery:south": QT_TRANSLATE_NOOP(
        "AutoMarsSide", "%1: a greenery in the southern region (the four bottom rows)"
    ),
    "place_greenery:next_to_ocean": QT_TRANSLATE_NOOP("AutoMarsSide", "%1: a greenery next to an ocean"),
    "place_greenery:edge": QT_TRANSLATE_NOOP("AutoMarsSide", "%1: a greenery on the edge of the map"),
    "place_city": QT_TRANSLATE_NOOP("AutoMarsSide", "%1: a city"),
    "place_city:next_to_special": QT_TRANSLATE_NOOP("AutoMarsSide", "%1: a city next to a special tile"),
    "reveal_until:not_event": QT_TRANSLATE_NOOP(
        "AutoMarsSide", "%1: it resolves the first project card it reveals that is not an event"
    ),
    "reveal_until:cost_at_least": QT_TRANSLATE_NOOP(
        "AutoMarsSide", "%1: it resolves the first project card it reveals that costs %2 M€ or more"
    ),
    "reveal_until:cost_at_most": QT_TRANSLATE_NOOP(
        "AutoMarsSide", "%1: it resolves the first project card it reveals that costs %2 M€ or less"
    ),
    "reveal_until:requirement": QT_TRANSLATE_NOOP(
        "AutoMarsSide", "%1: it resolves the first project card it reveals that has a requirement"
    ),
    "gain_tr": QT_TRANSLATE_NOOP("AutoMarsSide", "%1: %2 TR"),
    "advance_track": QT_TRANSLATE_NOOP("AutoMarsSide", "%1: its %2"),
    "advance_least_advanced_of": QT_TRANSLATE_NOOP("AutoMarsSide", "%1: the less advanced of its %2 and its %3"),
    "advance_most_advanced": QT_TRANSLATE_NOOP("AutoMarsSide", "%1: its most advanced track"),
    "none": QT_TRANSLATE_NOOP("AutoMarsSide", "%1: none"),
}
"""One award's improvement, by its op (and the kind of space or card it wants)."""
GAIN_INSTEAD = QT_TRANSLATE_NOOP("AutoMarsSide", "%1, and it gains %2 M€ instead of paying")
"""An improvement that pays AutoMars (Forecaster, B12); %1: the improvement."""

TIEBREAKERS: dict[str, str] = {
    "oceans": QT_TRANSLATE_NOOP("AutoMarsSide", "the space with the most adjacent oceans"),
    "icons": QT_TRANSLATE_NOOP("AutoMarsSide", "the space with the most placement bonuses"),
    "icons_edge_plus_one": QT_TRANSLATE_NOOP(
        "AutoMarsSide", "the space with the most placement bonuses (a space on the edge of the map counts one more)"
    ),
    "polar_region": QT_TRANSLATE_NOOP("AutoMarsSide", "a space in the polar region (the two bottom rows)"),
    "southern_region": QT_TRANSLATE_NOOP("AutoMarsSide", "a space in the southern region (the four bottom rows)"),
    "next_to_special": QT_TRANSLATE_NOOP("AutoMarsSide", "a space next to a special tile"),
}
"""The steps of 9.4 before the revealed card, by placement.TIEBREAKERS id."""
TIEBREAK = QT_TRANSLATE_NOOP(
    "AutoMarsSide",
    "Between spaces its placement rules leave tied, AutoMars takes %1; last, it counts the cost of a revealed "
    "project card through the spaces still tied.",
)
TIEBREAK_THEN = QT_TRANSLATE_NOOP("AutoMarsSide", "%1, then %2")

ONE_READING = QT_TRANSLATE_NOOP("AutoMarsSide", "◆ One reading: %1 rest on one source.")
"""The mark on a map's side; %1: what rests on one source (ONE_SOURCE_PARTS, joined)."""
ONE_SOURCE_PARTS: dict[str, str] = {
    "tracks": QT_TRANSLATE_NOOP("AutoMarsSide", "AutoMars's %1 tracks"),
    "corporate_competition": QT_TRANSLATE_NOOP("AutoMarsSide", "its card %2"),
    "placement_tiebreakers": QT_TRANSLATE_NOOP("AutoMarsSide", "its tiebreakers between spaces"),
}
"""%1: the map's name; %2: its Corporate Competition card's code."""
AND = QT_TRANSLATE_NOOP("AutoMarsSide", "%1 and %2")
"""The last two of a list (parts, tracks); the others are joined with ", "."""
ONE_READING_WHY = QT_TRANSLATE_NOOP(
    "AutoMarsSide",
    "The pictures of AutoMars's %1 side were lost from the rulebook's text; tmdesk follows the one public "
    "implementation of AutoMars that transcribed them and gives its tiebreakers.",
)
CARD_ONE_READING = QT_TRANSLATE_NOOP(
    "AutoMarsSide",
    "◆ One reading: the rulebook's text lost this card; its improvements rest on one source.",
)

MILESTONE_RULES: dict[str, str] = {
    "unchanged": QT_TRANSLATE_NOOP("AutoMarsSide", "counted as for a player"),
    "tr_at_least": QT_TRANSLATE_NOOP("AutoMarsSide", "its TR"),
    "own_city_tiles_at_least": QT_TRANSLATE_NOOP("AutoMarsSide", "its cities"),
    "own_greenery_tiles_at_least": QT_TRANSLATE_NOOP("AutoMarsSide", "its greeneries"),
    "track_at_least": QT_TRANSLATE_NOOP("AutoMarsSide", "its %1"),
    "all_tracks_at_least": QT_TRANSLATE_NOOP("AutoMarsSide", "its least advanced track"),
    "tracks_at_least_count": QT_TRANSLATE_NOOP("AutoMarsSide", "its tracks on space %1 or beyond"),
    "any_track_at_least": QT_TRANSLATE_NOOP("AutoMarsSide", "its most advanced track"),
    "megacredits_at_least": QT_TRANSLATE_NOOP("AutoMarsSide", "its M€"),
    "destroyed_bonus_cards_at_least": QT_TRANSLATE_NOOP("AutoMarsSide", "its destroyed bonus cards"),
    "tracks_each_at_least": QT_TRANSLATE_NOOP("AutoMarsSide", "the least advanced of its %1"),
    "track_sum_at_least": QT_TRANSLATE_NOOP("AutoMarsSide", "its %1 together"),
}
"""What AutoMars's count toward a milestone is, by the kind of its rule (milestones.milestone_progress); %1: a
track, tracks, or the space its tracks must reach."""
AWARD_RULES: dict[str, str] = {
    "unchanged": QT_TRANSLATE_NOOP("AutoMarsSide", "counted as for a player"),
    "own_tiles_in_play": QT_TRANSLATE_NOOP("AutoMarsSide", "its tiles in play"),
    "track": QT_TRANSLATE_NOOP("AutoMarsSide", "its %1"),
    "track_plus": QT_TRANSLATE_NOOP("AutoMarsSide", "its %1 %2"),
    "track_sum": QT_TRANSLATE_NOOP("AutoMarsSide", "its %1 together"),
    "track_sum_plus": QT_TRANSLATE_NOOP("AutoMarsSide", "its %1 together %2"),
    "megacredits_per": QT_TRANSLATE_NOOP("AutoMarsSide", "1 for every %1 M€ it has"),
    "cards_cost_at_least": QT_TRANSLATE_NOOP("AutoMarsSide", "its played cards of %1 M€ or more"),
    "cards_cost_at_most": QT_TRANSLATE_NOOP("AutoMarsSide", "its played cards of %1 M€ or less"),
    "tr_minus": QT_TRANSLATE_NOOP("AutoMarsSide", "its TR − %1"),
    "most_advanced_track_times": QT_TRANSLATE_NOOP("AutoMarsSide", "its most advanced track × %1"),
}
"""What AutoMars's strength in an award is, by the kind of its rule (milestones.award_strength_parts); %2 of
track_plus: "+5" or "−2"."""
GOAL_MEASURE = QT_TRANSLATE_NOOP("AutoMarsSide", "%1 (%2)")
"""AutoMars's line in a milestone's or award's tooltip: %1 its count ("2/6", "4"), %2 what it counts."""
MODIFIERS: dict[str, str] = {
    "level": QT_TRANSLATE_NOOP("AutoMarsSide", "%1, %2 for its difficulty level"),
    "corporation": QT_TRANSLATE_NOOP("AutoMarsSide", "%1, %2 for its corporation"),
}
"""What is added to an award strength (Easy: −5; C42's bonus); %1: what it counts, %2: "−5"."""


def improvement_phrase(op: dict[str, Any]) -> tuple[str, list[Any]]:
    """The IMPROVEMENTS key of one award's improvement and its arguments (a number, or track ids)."""
    kind = str(op["op"])
    if kind == "place_greenery":
        if op.get("region"):
            return f"{kind}:{op['region']}", []
        for want in ("next_to_ocean", "edge"):
            if op.get(want):
                return f"{kind}:{want}", []
        return kind, []
    if kind == "place_city":
        return (f"{kind}:next_to_special", []) if op.get("next_to_special") else (kind, [])
    if kind == "reveal_until":
        return f"{kind}:{op['filter']}", [op["value"]] if "value" in op else []
    if kind == "gain_tr":
        return kind, [op["amount"]]
    if kind == "advance_track":
        return kind, [op["track"]]
    if kind == "advance_least_advanced_of":
        return kind, list(op["tracks"])
    return kind, []
