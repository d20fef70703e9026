"""What each offered AutoMars corporation does, in the player's words (translated by the app in the
"AutoMarsCorporation" context). Own words after automars_corporations.md; not the rulebook's text.
"""

from __future__ import annotations

from .messages import QT_TRANSLATE_NOOP

EFFECTS: dict[str, str] = {
    "C01": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation", "Effect: when AutoMars resolves a card costing 20 M€ or more, it gains 4 M€."
    ),
    "C02": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Before each action phase: Rapid Sprouting (B23) goes into the action deck. B23: a plant on this card "
        "becomes a greenery (+1 oxygen); otherwise a plant grows here.",
    ),
    "C03": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "White cubes (Building 6, Space 9, Science 10, Energy 5 and 9, Plant 11): instead of raising the "
        "temperature, AutoMars draws and resolves a project card. Black cubes (Earth 3, 6, 9, 12, 13, 14): "
        "+1 temperature step.",
    ),
    "C04": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Effect: +2 M€ every time AutoMars advances its Building or Event track, starting tags included.",
    ),
    "C05": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Set-up: destroy Lobbyists. Effect: +2 M€ per resolved card with a requirement. Before each action "
        "phase: Do It Right (B25: the first three options of Lobbyists, never destroyed) goes into the action deck.",
    ),
    "C06": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Set-up: 10 M€ on this card. Effect: while Building is below 18, the M€ AutoMars gains come from this "
        "card; when it is empty, 10 M€ go back on it and the Building track advances.",
    ),
    "C07": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Set-up: reveal project cards until 2 have a space tag; all of them go into the bonus deck. White cubes "
        "(Space 7, 10, 13, 15): AutoMars draws and resolves the top card of the bonus deck.",
    ),
    "C08": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Effect: each Jovian tag AutoMars resolves, and each card with a Jovian tag you play, advances its Event track.",
    ),
    "C09": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation", "Set-up: +25 M€. Effect: +2 M€ every time AutoMars advances its Earth track."
    ),
    "C10": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Set-up: AutoMars places a city. Effect: each city you place gives AutoMars 2 M€; each city AutoMars "
        "places advances its Event track.",
    ),
    "C11": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Set-up: +10 M€. White cubes (Energy 4, 6, 8, 10): AutoMars draws a project card and resolves only its "
        "first tag, then raises the temperature 1 step.",
    ),
    "C12": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Set-up: Government Subsidy (B31: +1 TR) goes into the bonus deck; generation 1's action deck has no "
        "bonus card. From generation 2, each action deck has one more bonus card.",
    ),
    "C13": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation", "Silver cubes on Building 4 to 18: each one AutoMars reaches gives it 5 M€."
    ),
    "C14": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "White cubes (Earth 1, 5, 9, 13, 17): advance the least advanced track. Black cubes (Earth 3, 7, 11, 15): "
        "advance the Space track.",
    ),
    "C15": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Set-up: +10 M€. Before each action phase: Diversification (B28: advance the least advanced track, then "
        "lose 4 M€ if AutoMars has them) goes into the action deck.",
    ),
    "C16": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "With the Prelude expansion only. Set-up: one more project card in the starting action deck. White cubes "
        "(Science 8, 16): AutoMars draws and resolves a project card.",
    ),
    "C17": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Set-up: Overachievement (B04) is set aside. Effect: +3 M€ per resolved card showing a VP icon that is "
        "not negative. Before each action phase: B04 goes into the action deck unless it was destroyed.",
    ),
    "C18": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Set-up and before each action phase: Settlers (B22) puts an AutoMars player marker on a free space; "
        "only AutoMars may build there, and building there gives it 3 M€.",
    ),
    "C19": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "White cubes (Space 2, 4, 7, 10, 13): advance the least advanced track. Black cubes (Space 5, 11, 16): "
        "advance the Space track.",
    ),
    "C20": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Effect: each Building advance puts 1 M€ on this card. Before each action phase: Supply and Demand "
        "(B24: take 3 M€ from this card; if it is empty, advance the Energy track) goes into the action deck.",
    ),
    "C21": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Set-up: destroy Meteor Shower; reveal project cards until one has a science tag, and shuffle it into "
        "the bonus deck. Effect: a card with a microbe tag you play costs AutoMars 4 M€; each card with a "
        "science tag it resolves gives it 1 TR.",
    ),
    "C22": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Set-up: a greenery, 1 science on this card, Local Neural Instance at once (then destroyed), Build, "
        "Build, Build (B27) into the bonus deck. Effect: each new border between your tiles and AutoMars's adds "
        "1 science; 4 science advance its most advanced track.",
    ),
    "C23": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation", "White cubes (Building 3, 6, 9, 12, 15, 18): advance the Plant track."
    ),
    "C24": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Set-up: +8 M€; destroy Research and Development; a card with a microbe tag into the bonus deck. "
        "Effect: a card with a microbe tag you play gives AutoMars 2 M€ and you 2 M€; each microbe tag "
        "AutoMars resolves gives it 4 M€.",
    ),
    "C25": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Colonies (or Venus Next). Effect: each card with an action AutoMars resolves gives it a floater; at the "
        "end, 1 VP per such card in its played pile.",
    ),
    "C26": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Colonies (or Venus Next). Set-up: a floater. Effect: a floater with every Failed Action. Before each "
        "research phase: a floater.",
    ),
    "C27": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Venus Next. Set-up: destroy Lobbyists; Venusian Lobby (B26) into the bonus deck. Silver cubes (Venus "
        "track 5, 6, 7, 8, 9, 11, 12): 5 M€ each when reached. B26: Venus rises 1 step and the Venus track "
        "advances; then the parameter of Mars furthest from its maximum rises 1 step.",
    ),
    "C28": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Venus Next. Effect: +2 M€ for every step Venus rises, whoever raises it (Government Intervention "
        "included).",
    ),
    "C29": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Effect: a track that reaches space 5 or 12 moves one more space after that space resolves.",
    ),
    "C30": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Colonies. Set-up: one more colony tile in play. White cubes (Building, Space, Science 3; Energy 3 and 6) "
        "and black cubes (Earth 3 and 6, Plant 3 and 6): each advances the Event track when reached.",
    ),
    "C31": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation", "Effect: +2 M€ per plant or animal tag AutoMars resolves, its starting tag included."
    ),
    "C32": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Set-up: +25 M€. Before each action phase: AutoMars discards one of the cards with the fewest tags from "
        "its action deck.",
    ),
    "C33": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Colonies. Set-up: AutoMars builds a colony. Effect: every colony built, yours or AutoMars's, advances "
        "its least advanced track.",
    ),
    "C34": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Colonies (or Venus Next). Set-up: a floater. Effect: when AutoMars spends floaters for a card, +1 "
        "temperature step. Before each research phase: a floater.",
    ),
    "C35": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Set-up: a white cube on this card. Effect: every ocean placed flips it (a cube here: remove it and "
        "advance the Building track; none: put one here). AutoMars gains 3 M€ per adjacent ocean instead of 2.",
    ),
    "C36": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Before each action phase: a white cube on this card if there is none. Effect: when AutoMars would raise "
        "the temperature or the oxygen or place an ocean, it spends the cube instead: +1 TR and +6 M€, and the "
        "parameter does not move.",
    ),
    "C38": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Set-up: AutoMars loses 8 TR. Before each action phase: 1 more project card into the action deck (2 from generation 9).",
    ),
    "C39": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Before each action phase: Investors (B32) goes into the action deck. B32: in an even generation, "
        "advance the least advanced track and move the most advanced one back; in an odd one, gain as many M€ "
        "as the least advanced track's position.",
    ),
    "C40": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Set-up: 2 plants on this card. Effect: +1 plant here per plant, microbe or animal tag AutoMars resolves. "
        "Before each action phase: with 5 plants here, remove them and advance the Plant track.",
    ),
    "C41": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "White cubes (Space 4, 8, 12): +1 temperature step. Black cubes (Space 7, 10, 14): AutoMars places an ocean.",
    ),
    "C42": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Set-up: destroy Overachievement. Effect: +2 in every award. Before each action phase: claim a milestone "
        "(generations 2-5 and 10 on) or fund an award (generations 6-9), if it can.",
    ),
    "C43": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Set-up: +5 M€. White cubes (Space 3, 4, 6, 8, 10, 11) and black cubes (Event, the same spaces) move onto "
        "this card when reached; one of each here: remove both, +1 temperature step.",
    ),
    "C44": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Set-up: +8 M€. Effect: a card with no tag gives 10 M€ instead of a Failed Action; a card with exactly "
        "one tag gives 1 M€ more.",
    ),
    "C45": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Effect: each resolved card with 2 or more tags puts 1 science on this card. Before each action phase: "
        "with 10 science here, remove them; AutoMars places a city and gains 1 TR.",
    ),
    "C46": QT_TRANSLATE_NOOP(
        "AutoMarsCorporation",
        "Set-up: Interface Hyperlink (B30) at the bottom of the bonus deck. B30: draw as many project cards as "
        "AutoMars's Energy position (at least 2), resolve the best 2, discard the others; B30 is destroyed.",
    ),
}
"""Code -> effect text (English source; every offered corporation has one, a test checks it)."""

ONE_READING = QT_TRANSLATE_NOOP(
    "AutoMarsCorporation",
    "◆ One reading of an unclear card: only one source gives this, or the sources disagree; tmdesk follows "
    "the transcription of the printed rulebook.",
)
PRIORITY_MOST_EXPENSIVE = QT_TRANSLATE_NOOP("AutoMarsCorporation", "most expensive card")
PRIORITY_MOST_TAGS = QT_TRANSLATE_NOOP("AutoMarsCorporation", "most tags")
DIFFICULTY_ADVICE = QT_TRANSLATE_NOOP(
    "AutoMarsCorporation",
    "A corporation makes AutoMars stronger: the rulebook advises lowering its difficulty at first.",
)
