"""Log message templates for AutoMars's steps (passed to `AutoMarsHost.log`).

Each template is an English sentence with `{named}` placeholders, filled by
`tmdesk.engine.messages.fill` (never `str.format`); the app translates the template in the
context "AutoMars" and renders every argument by its key: `card` (a project card, or a bonus
card code such as "B04"), `tags` (a list of tag ids, in the card's order), `tag`, `track`,
`icon` (a track icon id such as "tr:2"), `option` (a bonus card option letter, read with `card`),
`space`, `tile`, `resource`, `reason` (a `FAILED_ACTION_REASONS` code), `milestone`, `award` and
numbers. A sentence that agrees with a count uses `%n` and the argument `n`.
They are wrapped in local no-op markers so `pyside6-lupdate` (and tools/i18n.py for the plural
ones) collect them without Qt being imported.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark `text` for translation; returns it unchanged."""
    del context
    return text


def QT_TRANSLATE_N_NOOP(context: str, text: str) -> str:  # noqa: N802
    """Mark `text` (with a plural count %n) for translation; returns it unchanged."""
    del context
    return text


TURN = QT_TRANSLATE_N_NOOP("AutoMars", "AutoMars takes its turn (%n card(s) left in its action deck)")
PASS = QT_TRANSLATE_NOOP("AutoMars", "AutoMars passes: its action deck is empty")
REVEAL_PROJECT = QT_TRANSLATE_N_NOOP("AutoMars", "AutoMars reveals {card} (%n tag(s): {tags})")
REVEAL_NO_TAG = QT_TRANSLATE_NOOP("AutoMars", "AutoMars reveals {card}, a card without tags")
REVEAL_BONUS = QT_TRANSLATE_NOOP("AutoMars", "AutoMars reveals the bonus card {card}")
CARD_PLAYED = QT_TRANSLATE_NOOP("AutoMars", "{card} goes to AutoMars's played pile")
TAG_WITHOUT_TRACK = QT_TRANSLATE_NOOP("AutoMars", "AutoMars ignores the {tag} tag (expansion not in play)")
WILD_TAG = QT_TRANSLATE_NOOP("AutoMars", "Wild tag: AutoMars advances its least advanced track, the {track}")
TRACK_ADVANCE = QT_TRANSLATE_NOOP("AutoMars", "AutoMars moves its counter on the {track} from {before} to {after}")
TAG_ADVANCE = QT_TRANSLATE_NOOP(
    "AutoMars", "The {tag} tag moves AutoMars's counter on the {track} from {before} to {after}"
)
TRACK_ICON = QT_TRANSLATE_NOOP("AutoMars", "Space {position} of the {track}: {icon}")
TRACK_MARKER = QT_TRANSLATE_NOOP(
    "AutoMars", "Space {position} of the {track} was already reached before: its icon does not act again"
)
TRACK_BACK = QT_TRANSLATE_NOOP(
    "AutoMars", "AutoMars's counter on the {track} moves back from {before} to {after} (production of {resource} lowered)"
)
ICON_IGNORED_EASY = QT_TRANSLATE_NOOP(
    "AutoMars", "Easy: AutoMars ignores the Advance Counter icon on space {position} of the {track}"
)
ICON_IGNORED_EXPANSION = QT_TRANSLATE_NOOP(
    "AutoMars", "AutoMars ignores the icon “{icon}” on space {position} of the {track} (expansion not in play)"
)
FAILED_ACTION = QT_TRANSLATE_NOOP("AutoMars", "AutoMars takes a Failed Action ({reason}): +{amount} M€")
GAIN_TR = QT_TRANSLATE_NOOP("AutoMars", "AutoMars gains {amount} TR ({before} → {after})")
GAIN_MC = QT_TRANSLATE_NOOP("AutoMars", "AutoMars gains {amount} M€ ({before} → {after})")
LOSE_MC = QT_TRANSLATE_NOOP("AutoMars", "AutoMars loses {amount} M€ ({before} → {after})")
RAISE_TEMPERATURE = QT_TRANSLATE_NOOP("AutoMars", "AutoMars raises the temperature from {before} to {after} °C")
RAISE_OXYGEN = QT_TRANSLATE_NOOP("AutoMars", "AutoMars raises the oxygen from {before} to {after} %")
OXYGEN_AT_MAX = QT_TRANSLATE_NOOP("AutoMars", "Oxygen is already at its maximum: no oxygen step, no TR")
HEAT_BONUS = QT_TRANSLATE_NOOP("AutoMars", "Temperature bonus at {temperature} °C: AutoMars gains 2 M€")
OCEAN_BONUS = QT_TRANSLATE_NOOP("AutoMars", "Temperature bonus at 0 °C: AutoMars places an ocean")
OXYGEN_BONUS = QT_TRANSLATE_NOOP("AutoMars", "Oxygen bonus at 8 %: AutoMars raises the temperature")
PLACE_TILE = QT_TRANSLATE_NOOP("AutoMars", "AutoMars places {tile} on {space}")
BUY_POLE_OCEAN = QT_TRANSLATE_NOOP("AutoMars", "AutoMars pays {cost} M€ for the ocean of {space} and places it")
POLE_OCEAN_TOO_DEAR = QT_TRANSLATE_NOOP(
    "AutoMars", "AutoMars has {amount} M€ and places no ocean: the ocean of {space} costs {cost} M€"
)
POLE_NO_OCEAN_LEFT = QT_TRANSLATE_NOOP("AutoMars", "All oceans are placed: AutoMars buys no ocean on {space}")
PLACEMENT_BONUS = QT_TRANSLATE_NOOP(
    "AutoMars", "Placement bonus on {space}: {oceans:adjacent_ocean} and {icons:bonus_icon} give AutoMars {amount} M€"
)
TIEBREAK_REVEAL = QT_TRANSLATE_NOOP(
    "AutoMars",
    "{count:tied_space}: AutoMars reveals {card}, counts its cost ({cost}) through the tied spaces and takes {space}",
)
TIEBREAK_RANDOM = QT_TRANSLATE_NOOP(
    "AutoMars", "{count:tied_space} and the project deck is empty: AutoMars picks {space} at random"
)
CLAIM_MILESTONE = QT_TRANSLATE_NOOP("AutoMars", "AutoMars claims the {milestone} milestone")
HARD_CLAIM = QT_TRANSLATE_NOOP("AutoMars", "Hard: AutoMars pays 8 M€ to claim the {milestone} milestone")
FUND_AWARD = QT_TRANSLATE_NOOP("AutoMars", "AutoMars funds the {award} award (lead {margin})")
BONUS_DISCARDED = QT_TRANSLATE_NOOP("AutoMars", "The bonus card {card} goes to the bonus discard pile")
BONUS_DESTROYED = QT_TRANSLATE_NOOP("AutoMars", "The bonus card {card} is destroyed")
BONUS_RESHUFFLE = QT_TRANSLATE_N_NOOP(
    "AutoMars", "AutoMars shuffles its %n discarded bonus card(s) into a new bonus deck"
)
BONUS_NO_EFFECT = QT_TRANSLATE_NOOP("AutoMars", "{card} has no effect")
BONUS_OPTION = QT_TRANSLATE_NOOP("AutoMars", "{card}: {option}")
# why a bonus card's option was passed over (B04, B06, B25) or why it has no effect (B08)
MILESTONES_ALL_CLAIMED = QT_TRANSLATE_NOOP("AutoMars", "{card}, option (a): no milestone, 3 are already claimed")
MILESTONE_NOT_MET = QT_TRANSLATE_NOOP(
    "AutoMars", "{card}, option (a): no milestone, AutoMars meets none of those still unclaimed"
)
AWARD_TOO_EARLY = QT_TRANSLATE_NOOP(
    "AutoMars", "{card}, option (b): no award before generation 6 (this is generation {generation})"
)
AWARDS_ALL_FUNDED = QT_TRANSLATE_NOOP("AutoMars", "{card}, option (b): no award, 3 are already funded")
AWARD_NO_LEAD = QT_TRANSLATE_NOOP(
    "AutoMars", "{card}, option (b): no award, AutoMars leads in none of those still unfunded"
)
LOBBYISTS_NO_TEMPERATURE = QT_TRANSLATE_NOOP(
    "AutoMars", "{card}, option (a): the temperature ({temperature} °C) is not 1 or 2 steps below a bonus step or its maximum"
)
LOBBYISTS_NO_OXYGEN = QT_TRANSLATE_NOOP(
    "AutoMars", "{card}, option (b): the oxygen ({value} %) is not 1 or 2 steps below 8 % or 14 %"
)
LOBBYISTS_NO_GREENERY_SPACE = QT_TRANSLATE_NOOP("AutoMars", "{card}, option (b): no legal space for a greenery of AutoMars")
LOBBYISTS_OCEANS_PLACED = QT_TRANSLATE_NOOP("AutoMars", "{card}, option (c): all the oceans are placed")
LOBBYISTS_NO_OCEAN_SPACE = QT_TRANSLATE_NOOP(
    "AutoMars", "{card}, option (c): no free ocean space touches 2 or more oceans"
)
COMPETITION_NO_MONEY = QT_TRANSLATE_NOOP(
    "AutoMars",
    "{card} has no effect: AutoMars has {amount} M€ and needs 5 M€; it draws and resolves the next bonus card instead",
)
COMPETITION_NO_AWARD = QT_TRANSLATE_NOOP(
    "AutoMars", "{card} has no effect: no award is funded yet; AutoMars draws and resolves the next bonus card instead"
)
COMPETITION_NO_IMPROVEMENT = QT_TRANSLATE_NOOP(
    "AutoMars",
    "{card} has no effect: AutoMars can improve its standing in none of the funded awards; "
    "it draws and resolves the next bonus card instead",
)
BONUS_DECK_EMPTY = QT_TRANSLATE_NOOP("AutoMars", "AutoMars has no bonus card left to draw")
METEOR_SHOWER = QT_TRANSLATE_NOOP("AutoMars", "Meteor Shower: you lose {amount:plants}")
METEOR_SHOWER_BLOCKED = QT_TRANSLATE_NOOP("AutoMars", "Meteor Shower: your plants are protected")
INVASIVE_SPECIES = QT_TRANSLATE_NOOP(
    "AutoMars", "Invasive Species: you remove your most valuable animal or microbe, if you can"
)
NO_PROJECT_CARD = QT_TRANSLATE_NOOP("AutoMars", "No project card is left for AutoMars to draw")
DRAW_AND_RESOLVE = QT_TRANSLATE_NOOP("AutoMars", "AutoMars draws {card} and resolves it")
CORPORATE_COMPETITION = QT_TRANSLATE_NOOP(
    "AutoMars", "Corporate Competition: AutoMars improves its {award} standing (margin {margin})"
)
NEURAL_INSTANCE = QT_TRANSLATE_NOOP("AutoMars", "AutoMars places its Neural Instance tile on {space}")
DECK_BUILT = QT_TRANSLATE_NOOP(
    "AutoMars", "AutoMars shuffles its action deck: {projects:project_card} and {bonus:bonus_card}"
)
DECK_LEFTOVER = QT_TRANSLATE_N_NOOP(
    "AutoMars", "AutoMars still had %n card(s) in its action deck; they are shuffled in"
)
DRAFT_PICK = QT_TRANSLATE_NOOP("AutoMars", "AutoMars keeps a card from its draft pile")
DRAFT_DISCARD = QT_TRANSLATE_NOOP("AutoMars", "AutoMars discards {card} after the draft")
REMOVE_MC = QT_TRANSLATE_NOOP("AutoMars", "You remove {amount} M€ from AutoMars (instead of {resource})")
STEAL_MC = QT_TRANSLATE_NOOP("AutoMars", "You steal {amount} M€ from AutoMars (instead of {resource})")
REMOVE_MC_ONLY = QT_TRANSLATE_NOOP("AutoMars", "You remove {amount} M€ from AutoMars")
STEAL_MC_ONLY = QT_TRANSLATE_NOOP("AutoMars", "You steal {amount} M€ from AutoMars")
FINAL_GREENERY = QT_TRANSLATE_NOOP("AutoMars", "Final greenery: AutoMars's {track} reaches a greenery")
SCORE = QT_TRANSLATE_NOOP("AutoMars", "AutoMars scores {total} VP")
GENERATION_LIMIT = QT_TRANSLATE_NOOP("AutoMars", "Generation {generation} reached: AutoMars wins")
CORPORATION = QT_TRANSLATE_NOOP("AutoMars", "AutoMars plays corporation {code} {corporation}")
CORPORATION_BONUS = QT_TRANSLATE_NOOP("AutoMars", "{corporation}: AutoMars gains {amount} M€ for {card}")
CORP_STARTING_TAG = QT_TRANSLATE_NOOP("AutoMars", "{corporation}: AutoMars resolves its starting icon {tag}")
CORP_WHITE_CUBE = QT_TRANSLATE_NOOP("AutoMars", "{corporation}: AutoMars reaches the white cube on space {position} of the {track}")
CORP_BLACK_CUBE = QT_TRANSLATE_NOOP("AutoMars", "{corporation}: AutoMars reaches the black cube on space {position} of the {track}")
CORP_SILVER_CUBE = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: AutoMars reaches the silver cube on space {position} of the {track} and takes it as M€"
)
CORP_CUBE_REPLACES_ICON = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: the cube replaces the icon of space {position} of the {track}"
)
CORP_FIRST_TAG_ONLY = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: AutoMars draws {card} and resolves only its first tag"
)
CORP_STEP_IMPOSSIBLE = QT_TRANSLATE_NOOP("AutoMars", "{corporation}: this step cannot be done; nothing happens")
CORP_SET_ASIDE = QT_TRANSLATE_NOOP("AutoMars", "{corporation}: bonus card {card} is set aside by the corporation card")
CORP_INTO_BONUS_DECK = QT_TRANSLATE_NOOP("AutoMars", "{corporation}: {card} is shuffled into the bonus deck")
CORP_INTO_ACTION_DECK = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: bonus card {card} is shuffled into AutoMars's action deck"
)
CORP_REVEAL_DISCARD = QT_TRANSLATE_NOOP("AutoMars", "{corporation}: AutoMars reveals {card} and discards it")
CORP_CARD_ADD = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: {amount:resource} placed on the corporation card ({before} → {after})"
)
CORP_CARD_REMOVE = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: {amount:resource} taken from the corporation card ({before} → {after})"
)
CORP_CUBE_ON_CARD_WHITE = QT_TRANSLATE_NOOP("AutoMars", "{corporation}: a white cube goes on the corporation card")
CORP_CUBE_ON_CARD_BLACK = QT_TRANSLATE_NOOP("AutoMars", "{corporation}: a black cube goes on the corporation card")
CORP_CUBE_OFF_CARD = QT_TRANSLATE_NOOP("AutoMars", "{corporation}: the white cube leaves the corporation card")
CORP_CUBE_PAIR = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: a white and a black cube on the card are removed; AutoMars raises the temperature"
)
CORP_TRACK_PAYOUT = QT_TRANSLATE_NOOP("AutoMars", "{corporation}: AutoMars gains {amount} M€ for advancing on the {track}")
CORP_COLUMN_PUSH = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: the counter on the {track} reached space {position}; it moves one more space"
)
CORP_TAG_PAYOUT = QT_TRANSLATE_NOOP("AutoMars", "{corporation}: AutoMars gains {amount} M€ for the {tag} tag")
CORP_TAG_ADVANCE = QT_TRANSLATE_NOOP("AutoMars", "{corporation}: the {tag} tag advances AutoMars's {track}")
CORP_TAG_TR = QT_TRANSLATE_NOOP("AutoMars", "{corporation}: AutoMars gains {amount} TR for a card with a {tag} tag")
CORP_NO_TAG = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: {card} has no tag; AutoMars gains {amount} M€ instead of a Failed Action"
)
CORP_CARD_REFILL = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: the card is empty; {amount} M€ go back on it and the {track} advances"
)
CORP_OWN_CITY = QT_TRANSLATE_NOOP("AutoMars", "{corporation}: AutoMars placed a city; its {track} advances")
CORP_HUMAN_CITY = QT_TRANSLATE_NOOP("AutoMars", "{corporation}: you placed a city; AutoMars gains {amount} M€")
CORP_MARKER = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: AutoMars puts a player marker on {space}; only AutoMars may build there"
)
CORP_MARKER_BUILD = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: AutoMars builds on {space}, the space it marked, and gains {amount} M€"
)
CORP_OCEAN_FLIP = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: an ocean was placed; the cube leaves the card and the {track} advances"
)
CORP_BORDERS = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: {count} new borders between your tiles and AutoMars's tiles"
)
CORP_SPEND_ADVANCE = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: AutoMars spends the resources on its card to advance its {track}"
)
CORP_INTERCEPT_TEMPERATURE = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: instead of raising the temperature, AutoMars spends its cube: +{tr} TR, +{amount} M€"
)
CORP_INTERCEPT_OXYGEN = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: instead of raising the oxygen, AutoMars spends its cube: +{tr} TR, +{amount} M€"
)
CORP_INTERCEPT_OCEAN = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: instead of placing an ocean, AutoMars spends its cube: +{tr} TR, +{amount} M€"
)
CORP_HUMAN_TAG_ADVANCE = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: your {card} has a {tag} tag; AutoMars's {track} advances"
)
CORP_HUMAN_TAG_LOSE = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: your {card} has a {tag} tag; AutoMars loses up to {amount} M€"
)
CORP_HUMAN_TAG_SPLICE = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: your {card} has a {tag} tag; AutoMars gains {amount} M€ and you gain {human_amount} M€"
)
CORP_DISCARD_FEWEST = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: AutoMars discards {card}, a card with the fewest tags, from its action deck"
)
CORP_EXTRA_CARDS = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: AutoMars's action deck takes {count:project_card} more"
)
RAPID_SPROUTING_PLANT = QT_TRANSLATE_NOOP("AutoMars", "Rapid Sprouting: a plant grows on the corporation card")
RAPID_SPROUTING_GREENERY = QT_TRANSLATE_NOOP("AutoMars", "Rapid Sprouting: the plant becomes a greenery")
SUPPLY_AND_DEMAND_EMPTY = QT_TRANSLATE_NOOP(
    "AutoMars", "Supply and Demand: the corporation card is empty; the {track} advances"
)
DIVERSIFICATION = QT_TRANSLATE_NOOP("AutoMars", "Diversification: AutoMars advances its least advanced track, the {track}")
INVESTORS_EVEN = QT_TRANSLATE_NOOP("AutoMars", "Investors (even generation): AutoMars advances the {track}")
INVESTORS_BACK = QT_TRANSLATE_NOOP(
    "AutoMars", "Investors: AutoMars's most advanced track, the {track}, moves back one space"
)
INVESTORS_ODD = QT_TRANSLATE_NOOP(
    "AutoMars", "Investors (odd generation): AutoMars gains as many M€ as the position of its least advanced track, the {track}"
)
INTERFACE_HYPERLINK = QT_TRANSLATE_NOOP(
    "AutoMars", "Interface Hyperlink: AutoMars draws {count:project_card} and keeps {cards}"
)
CORP_CARD_DESTROYED = QT_TRANSLATE_NOOP("AutoMars", "{card} leaves AutoMars's played pile and the game")
BUILD_BUILD_BUILD_BACK = QT_TRANSLATE_NOOP(
    "AutoMars", "Build, Build, Build: nothing to build; the card goes back into the bonus deck"
)
# Colonies (shipping.py, colonies_bonus_cards.py)
SHIPPING_STORE = QT_TRANSLATE_NOOP(
    "AutoMars", "AutoMars puts {amount:resource} in the {colony} area of its shipping board ({after} there)"
)
SHIPPING_EXCHANGE = QT_TRANSLATE_NOOP(
    "AutoMars", "AutoMars spends 5 of the resources in its {colony} area: its {track} advances"
)
SHIPPING_TAKEN = QT_TRANSLATE_NOOP(
    "AutoMars", "You take {amount:resource} from the {colony} area of AutoMars's shipping board"
)
COLONY_PICK = QT_TRANSLATE_NOOP(
    "AutoMars", "AutoMars reveals {card} and counts its cost ({cost}) through {count:colony_tile}: {colony}"
)
COLONY_PICK_RANDOM = QT_TRANSLATE_NOOP("AutoMars", "The project deck is empty: AutoMars picks {colony} at random")
COLONY_NO_TILE = QT_TRANSLATE_NOOP("AutoMars", "AutoMars cannot build a colony: no colony tile has room for one of its")
EUROPA_OCEAN = QT_TRANSLATE_NOOP("AutoMars", "Europa: AutoMars places an ocean instead of storing resources")
TRADE_CHOICE = QT_TRANSLATE_NOOP(
    "AutoMars", "AutoMars trades with {colony}, whose marker is the furthest along among the open tiles (step {position})"
)
TRADE_NONE = QT_TRANSLATE_NOOP(
    "AutoMars", "{card} has no effect: AutoMars has no free trade fleet or no colony tile is open to trade"
)
EUROPA_TRADE = QT_TRANSLATE_NOOP("AutoMars", "Europa: AutoMars gains 1 TR instead of storing resources")
EUROPA_BONUS = QT_TRANSLATE_NOOP("AutoMars", "Europa's colony bonus: AutoMars gains 1 M€")
SECOND_FLEET = QT_TRANSLATE_NOOP(
    "AutoMars", "Space {position} of the {track}: AutoMars's second trade fleet joins the Trade Fleets tile"
)
EXPEDITED_COLONY = QT_TRANSLATE_NOOP(
    "AutoMars", "{card}: no city space touches 2 greenery or ocean tiles, and AutoMars has at most one colony: it builds one"
)
FOOTHOLD_DISCARD = QT_TRANSLATE_NOOP(
    "AutoMars", "Outer System Foothold: AutoMars discards the bonus card {card} without resolving it"
)
SHIPPING_CARDS = QT_TRANSLATE_NOOP("AutoMars", "AutoMars shuffles {cards} into its action deck")
CORP_FLOATER = QT_TRANSLATE_NOOP("AutoMars", "{corporation}: AutoMars gains a floater")
CORP_TILE_ADDED = QT_TRANSLATE_NOOP("AutoMars", "{corporation}: {colony} joins the colony tiles in play")
CORP_COLONY_ADVANCE = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: a colony was built; AutoMars advances its least advanced track, the {track}"
)
CORP_FLOATERS_TEMPERATURE = QT_TRANSLATE_NOOP(
    "AutoMars", "{corporation}: AutoMars spent floaters for a card; it raises the temperature"
)

BONUS_OPTIONS: dict[str, str] = {
    "B04:a": QT_TRANSLATE_NOOP("AutoMars", "option (a), AutoMars claims a milestone"),
    "B04:b": QT_TRANSLATE_NOOP("AutoMars", "option (b), AutoMars funds an award"),
    "B04:c": QT_TRANSLATE_NOOP("AutoMars", "option (c), AutoMars gains 5 M€"),
    "B06:a": QT_TRANSLATE_NOOP("AutoMars", "option (a), AutoMars raises the temperature 2 steps"),
    "B06:b": QT_TRANSLATE_NOOP("AutoMars", "option (b), AutoMars places a greenery and raises the oxygen"),
    "B06:c": QT_TRANSLATE_NOOP("AutoMars", "option (c), AutoMars places an ocean next to 2 or more oceans"),
    "B06:d": QT_TRANSLATE_NOOP(
        "AutoMars", "option (d), AutoMars raises the global parameter furthest from its maximum one step"
    ),
    "B15:c": QT_TRANSLATE_NOOP("AutoMars", "option (c), AutoMars raises Venus 2 steps"),
    "B16:a": QT_TRANSLATE_NOOP(
        "AutoMars", "option (a), AutoMars raises the parameter of Mars furthest from its maximum one step"
    ),
    "B16:b": QT_TRANSLATE_NOOP("AutoMars", "option (b), AutoMars raises Venus 1 step"),
    "B27:a": QT_TRANSLATE_NOOP("AutoMars", "option (a), AutoMars places a city next to one of your greeneries"),
    "B27:b": QT_TRANSLATE_NOOP("AutoMars", "option (b), AutoMars places a special tile next to one of your cities"),
}
BONUS_OPTIONS.update({f"B25:{o}": BONUS_OPTIONS[f"B06:{o}"] for o in "abc"})  # Do It Right: Lobbyists' (a)-(c)
BONUS_OPTIONS.update({f"B15:{o}": BONUS_OPTIONS[f"B06:{o}"] for o in "abd"})  # Venus Next's Lobbyists: B06's
"""`{option}` of `BONUS_OPTION`, by "<bonus card>:<option letter>"."""

# --- Venus Next (venus.py) ---------------------------------------------------------------------
RAISE_VENUS = QT_TRANSLATE_NOOP("AutoMars", "AutoMars raises Venus from {before} to {after} %")
VENUS_TR_BONUS = QT_TRANSLATE_NOOP("AutoMars", "Venus bonus at 16 %: AutoMars gains 1 TR more")
GAIN_FLOATERS = QT_TRANSLATE_NOOP("AutoMars", "AutoMars stores {amount:floater} ({before} → {after})")
SPEND_FLOATERS = QT_TRANSLATE_NOOP(
    "AutoMars", "Hoverlord can no longer be claimed: AutoMars spends {amount:floater} ({before} → {after}) for one more card"
)
LOBBYISTS_NO_VENUS = QT_TRANSLATE_NOOP(
    "AutoMars", "{card}, option (c): Venus ({value} %) is not 1 or 2 steps below 8 %, 16 % or 30 %"
)
GOVERNMENT_NOTHING_GAINED = QT_TRANSLATE_NOOP("AutoMars", "{card}: AutoMars gains no TR and no M€ from what it does")
BONUS_SET_ASIDE = QT_TRANSLATE_NOOP("AutoMars", "The bonus card {card} is set aside until the next generation")
# its corporations (corporation_effects.py) and Morning Star's Venusian Lobby (B26)
CORP_VENUS_STEP = QT_TRANSLATE_NOOP("AutoMars", "{corporation}: Venus has risen one step; AutoMars gains {amount} M€")
VENUSIAN_LOBBY = QT_TRANSLATE_NOOP(
    "AutoMars", "Venusian Lobby: AutoMars raises Venus 1 step and advances its Venus track"
)
VENUSIAN_LOBBY_VENUS_MAX = QT_TRANSLATE_NOOP("AutoMars", "Venusian Lobby: Venus is at 30 % and cannot rise")
VENUSIAN_LOBBY_MARS = QT_TRANSLATE_NOOP(
    "AutoMars", "Venusian Lobby: then AutoMars raises the parameter of Mars furthest from its maximum one step"
)

ICONS: dict[str, str] = {
    "advance": QT_TRANSLATE_NOOP("AutoMars", "Advance Counter"),
    "advance_track": QT_TRANSLATE_NOOP("AutoMars", "Advance Another Counter, on the {track}"),
    "tr": QT_TRANSLATE_N_NOOP("AutoMars", "Gain %n TR"),
    "milestone": QT_TRANSLATE_NOOP("AutoMars", "Claim a Milestone"),
    "award": QT_TRANSLATE_NOOP("AutoMars", "Fund an Award"),
    "temperature": QT_TRANSLATE_N_NOOP("AutoMars", "Raise Temperature %n step(s)"),
    "greenery": QT_TRANSLATE_NOOP("AutoMars", "Place a Greenery (and raise the oxygen)"),
    "ocean": QT_TRANSLATE_NOOP("AutoMars", "Place an Ocean"),
    "city": QT_TRANSLATE_NOOP("AutoMars", "Place a City"),
    "venus": QT_TRANSLATE_N_NOOP("AutoMars", "Raise Venus %n step(s)"),
    "floater": QT_TRANSLATE_N_NOOP("AutoMars", "Gain %n floater(s)"),
    "colony": QT_TRANSLATE_NOOP("AutoMars", "Place a Colony"),
}
"""The track actions of `{icon}`, by the icon id before its ":" (the number after it is %n; the
track of `advance_track:<track>` is {track})."""

TRACKS: dict[str, str] = {
    "building": QT_TRANSLATE_NOOP("AutoMars", "Building track"),
    "space": QT_TRANSLATE_NOOP("AutoMars", "Space track"),
    "event": QT_TRANSLATE_NOOP("AutoMars", "Event track"),
    "science": QT_TRANSLATE_NOOP("AutoMars", "Science track"),
    "energy": QT_TRANSLATE_NOOP("AutoMars", "Energy track"),
    "earth": QT_TRANSLATE_NOOP("AutoMars", "Earth track"),
    "plant": QT_TRANSLATE_NOOP("AutoMars", "Plant track"),
    "venus": QT_TRANSLATE_NOOP("AutoMars", "Venus track"),
}
"""`{track}`: the rulebook's name of each track of AutoMars's board."""

FAILED_ACTION_REASONS: dict[str, str] = {
    "no_tags": QT_TRANSLATE_NOOP("AutoMars", "the card has no tag"),
    "end_of_track": QT_TRANSLATE_NOOP("AutoMars", "the track is at its end"),
    "temperature_max": QT_TRANSLATE_NOOP("AutoMars", "the temperature is at its maximum"),
    "oceans_max": QT_TRANSLATE_NOOP("AutoMars", "all oceans are placed"),
    "no_greenery_space": QT_TRANSLATE_NOOP("AutoMars", "no legal greenery space"),
    "no_city_space": QT_TRANSLATE_NOOP("AutoMars", "no legal city space"),
    "no_milestone": QT_TRANSLATE_NOOP("AutoMars", "no milestone can be claimed"),
    "no_award": QT_TRANSLATE_NOOP("AutoMars", "no award can be funded"),
    "venus_max": QT_TRANSLATE_NOOP("AutoMars", "Venus is at its maximum"),
    "no_colony_tile": QT_TRANSLATE_NOOP("AutoMars", "no colony tile has room for a colony of AutoMars"),
}
"""`{reason}` codes of `FAILED_ACTION` -> English text."""

ALL_MESSAGES: frozenset[str] = frozenset(
    value for name, value in globals().items() if name.isupper() and not name.startswith("_") and isinstance(value, str)
)
"""Every log template above (the ids the app renders in the context "AutoMars")."""
