"""What each AutoMars bonus card does, in the player's words (translated by the app in the context
"AutoMarsBonusText"): shown when the pointer rests on a log line or a narration step about the card.
Own words after automars.md section 12 and automars_corporations.md; not the rulebook's text.
"""

from __future__ import annotations

from .messages import QT_TRANSLATE_NOOP

TEXTS: dict[str, str] = {
    "B01": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText",
        "You lose 5 plants (all of them if you have fewer). If you lose 3 or more, or a card protects your "
        "plants, the card is destroyed; otherwise it is discarded.",
    ),
    "B02": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText",
        "You remove your animal or microbe worth the most points, if you have one. AutoMars gains 5 M€ (with "
        "Venus Next or Colonies: 2 M€ and 1 floater). The card is discarded.",
    ),
    "B03": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText",
        "AutoMars draws the top project card and resolves it as a card of its action deck. The card is discarded.",
    ),
    "B04": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText",
        "The first option that can be done: (a) AutoMars claims a milestone for free; (b) from generation 6, it "
        "funds for free the award in which it leads you the most; after (a) or (b) the card is destroyed. "
        "(c) Otherwise AutoMars gains 5 M€ and the card is discarded.",
    ),
    "B05": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText",
        "AutoMars places a city on the legal space that touches the most greenery and ocean tiles (2 or more) "
        "and the card is destroyed. Without such a space nothing happens and the card is discarded.",
    ),
    "B06": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText",
        "The first option that can be done: (a) the temperature is 1 or 2 steps below a bonus step or its "
        "maximum: it rises 2 steps; (b) the oxygen is 1 or 2 steps below 8 % or 14 %: AutoMars places a "
        "greenery and raises the oxygen 1 more step; (c) AutoMars places an ocean on a space that touches 2 or "
        "more oceans. After (a), (b) or (c) the card is destroyed. (d) Otherwise the global parameter furthest "
        "from its goal rises 1 step and the card is discarded.",
    ),
    "B07": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText",
        "AutoMars places the Neural Instance tile on a land space away from every tile, from the edge of the map "
        "and from reserved spaces; at the end it scores 1 VP for each neighbouring space you do not occupy. "
        "Without such a space AutoMars resolves a project card instead. The card is destroyed.",
    ),
    "B17": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText",
        "Colonies, instead of B05: AutoMars places a city on the legal space that touches the most greenery and "
        "ocean tiles (2 or more) and the card is destroyed. Otherwise, with at most one colony, it builds one on "
        "a tile picked by a revealed card's cost and stores 2 resources there; the card is discarded.",
    ),
    "B18": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText",
        "Colonies: AutoMars builds a colony on a tile picked by a revealed card's cost and stores 2 resources "
        "there, then discards the top bonus card without resolving it. The card is discarded.",
    ),
    "B19": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText",
        "Colonies, from generation 2: AutoMars loses 1 M€ and trades with the open colony tile whose marker is "
        "furthest along (ties: one with its colony, then a revealed card's cost); 2 resources go to its shipping "
        "board, your colonies there get their bonus. The card goes back beside its board.",
    ),
    "B20": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText",
        "Colonies, once its second trade fleet is unlocked: a second trade, as Shipping Lines (B19).",
    ),
    "B22": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText",
        "AutoMars puts a player marker on a free land space that is not reserved; only AutoMars may build there.",
    ),
    "B23": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText",
        "A plant on AutoMars's corporation card becomes a greenery (the oxygen rises 1 step); without a plant, a "
        "plant grows on the card.",
    ),
    "B24": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText",
        "AutoMars takes 3 M€ from its corporation card (what is left, if less); from an empty card, its Energy "
        "track advances instead.",
    ),
    "B25": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText",
        "Options (a), (b) and (c) of Lobbyists: the first that can be done; otherwise nothing. Never destroyed.",
    ),
    "B26": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText",
        "AutoMars raises Venus 1 step (if it can) and advances its Venus track; then it raises the parameter of "
        "Mars furthest from its maximum one step. The card is discarded.",
    ),
    "B27": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText",
        "(a) AutoMars places a city next to one of your greeneries and loses 5 M€; (b) otherwise it places the "
        "special tile of a card of its played pile next to one of your cities (that card leaves the game) and "
        "loses 3 M€; (c) otherwise it "
        "gains 3 M€ and the card goes back into the bonus deck.",
    ),
    "B28": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText", "AutoMars advances its least advanced track, then loses 4 M€ if it has them."
    ),
    "B30": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText",
        "AutoMars draws as many project cards as the position of its Energy track (at least 2), resolves 2 of "
        "them and discards the others. The card is destroyed.",
    ),
    "B31": QT_TRANSLATE_NOOP("AutoMarsBonusText", "AutoMars gains 1 TR."),
    "B15": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText",
        "Venus Next's Lobbyists, the first option that can be done: (a) the temperature is 1 or 2 steps below a "
        "bonus step or its maximum: it rises 2 steps; (b) the oxygen is 1 or 2 steps below 8 % or 14 %: AutoMars "
        "places a greenery and raises the oxygen 1 more step; after (a) or (b) the card is destroyed. (c) Venus is "
        "1 or 2 steps below 8 %, 16 % or 30 %: it rises 2 steps. (d) Otherwise AutoMars raises the parameter of "
        "Mars furthest from its maximum one step.",
    ),
    "B16": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText",
        "Venus Next, in every generation's action deck: in an even generation, or with Venus at 30 %, AutoMars "
        "raises the parameter of Mars furthest from its maximum one step; otherwise it raises Venus 1 step. It "
        "gains no TR and no M€ from it. The card is set aside until the next generation.",
    ),
    "B32": QT_TRANSLATE_NOOP(
        "AutoMarsBonusText",
        "In an even generation AutoMars advances its least advanced track and moves its most advanced one back; "
        "in an odd generation it gains as many M€ as the position of its least advanced track.",
    ),
}
"""Bonus card code -> what it does (B01-B07, Venus Next's B15 and B16, and the AutoMars corporations' own cards; a
map's Corporate Competition card, B08-B12, is told from that map's awards: side_texts.py)."""
