"""Log message templates for AutoMars's steps (passed to `AutoMarsHost.log`).

Each template is an English sentence with `{named}` placeholders; the app translates the
template and then fills it (`template.format(**args)`). They are wrapped in a local no-op
`QT_TRANSLATE_NOOP("AutoMars", ...)` so `pyside6-lupdate` collects them without Qt being imported.
Placeholders hold plain values: card names, track ids, space ids, numbers, and `{reason}` codes
from `FAILED_ACTION_REASONS` (translated by the app through that table).
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark `text` for translation; returns it unchanged."""
    del context
    return text


TURN = QT_TRANSLATE_NOOP("AutoMars", "AutoMars takes its turn ({cards} cards left in its action deck)")
PASS = QT_TRANSLATE_NOOP("AutoMars", "AutoMars passes: its action deck is empty")
REVEAL_PROJECT = QT_TRANSLATE_NOOP("AutoMars", "AutoMars reveals {card}: tags {tags}")
REVEAL_BONUS = QT_TRANSLATE_NOOP("AutoMars", "AutoMars reveals bonus card {card} ({name})")
CARD_PLAYED = QT_TRANSLATE_NOOP("AutoMars", "{card} goes to AutoMars's played pile")
TAG_WITHOUT_TRACK = QT_TRANSLATE_NOOP("AutoMars", "AutoMars ignores the {tag} tag (expansion not in play)")
WILD_TAG = QT_TRANSLATE_NOOP("AutoMars", "Wild tag: AutoMars advances its least advanced track, {track}")
TRACK_ADVANCE = QT_TRANSLATE_NOOP("AutoMars", "AutoMars: {track} track {before} → {after}")
TRACK_ICON = QT_TRANSLATE_NOOP("AutoMars", "AutoMars: {track} {position} shows {icon}")
TRACK_MARKER = QT_TRANSLATE_NOOP(
    "AutoMars", "AutoMars: {track} {position} was already reached before; its icon is not used again"
)
TRACK_BACK = QT_TRANSLATE_NOOP(
    "AutoMars", "AutoMars's {track} track moves back {before} → {after} ({resource} production decrease)"
)
ICON_IGNORED_EASY = QT_TRANSLATE_NOOP(
    "AutoMars", "Easy: AutoMars ignores the Advance Counter icon on {track} {position}"
)
ICON_IGNORED_EXPANSION = QT_TRANSLATE_NOOP(
    "AutoMars", "AutoMars ignores the {icon} icon on {track} {position} (expansion not in play)"
)
FAILED_ACTION = QT_TRANSLATE_NOOP("AutoMars", "AutoMars takes a Failed Action ({reason}): +{amount} M€")
GAIN_TR = QT_TRANSLATE_NOOP("AutoMars", "AutoMars gains {amount} TR ({before} → {after})")
GAIN_MC = QT_TRANSLATE_NOOP("AutoMars", "AutoMars gains {amount} M€ ({before} → {after})")
LOSE_MC = QT_TRANSLATE_NOOP("AutoMars", "AutoMars loses {amount} M€ ({before} → {after})")
RAISE_TEMPERATURE = QT_TRANSLATE_NOOP("AutoMars", "AutoMars raises the temperature {before} → {after} °C")
RAISE_OXYGEN = QT_TRANSLATE_NOOP("AutoMars", "AutoMars raises the oxygen {before} → {after} %")
OXYGEN_AT_MAX = QT_TRANSLATE_NOOP("AutoMars", "Oxygen is already at its maximum: no oxygen step, no TR")
HEAT_BONUS = QT_TRANSLATE_NOOP("AutoMars", "Temperature bonus at {temperature} °C: AutoMars gains 2 M€")
OCEAN_BONUS = QT_TRANSLATE_NOOP("AutoMars", "Temperature bonus at 0 °C: AutoMars places an ocean")
OXYGEN_BONUS = QT_TRANSLATE_NOOP("AutoMars", "Oxygen bonus at 8 %: AutoMars raises the temperature")
PLACE_TILE = QT_TRANSLATE_NOOP("AutoMars", "AutoMars places {tile} on {space}")
PLACEMENT_BONUS = QT_TRANSLATE_NOOP(
    "AutoMars", "Placement bonus on {space}: {oceans} adjacent oceans, {icons} bonus icons → {amount} M€"
)
TIEBREAK_REVEAL = QT_TRANSLATE_NOOP(
    "AutoMars", "AutoMars reveals {card} (cost {cost}) to choose among {count} tied spaces: {space}"
)
TIEBREAK_RANDOM = QT_TRANSLATE_NOOP(
    "AutoMars", "The project deck is empty: AutoMars picks {space} at random among {count} tied spaces"
)
CLAIM_MILESTONE = QT_TRANSLATE_NOOP("AutoMars", "AutoMars claims the {milestone} milestone")
HARD_CLAIM = QT_TRANSLATE_NOOP("AutoMars", "Hard: AutoMars pays 8 M€ to claim the {milestone} milestone")
FUND_AWARD = QT_TRANSLATE_NOOP("AutoMars", "AutoMars funds the {award} award (lead {margin})")
BONUS_DISCARDED = QT_TRANSLATE_NOOP("AutoMars", "Bonus card {card} goes to the bonus discard pile")
BONUS_DESTROYED = QT_TRANSLATE_NOOP("AutoMars", "Bonus card {card} is destroyed")
BONUS_RESHUFFLE = QT_TRANSLATE_NOOP(
    "AutoMars", "AutoMars shuffles its {count} discarded bonus cards into a new bonus deck"
)
BONUS_NO_EFFECT = QT_TRANSLATE_NOOP("AutoMars", "{card} has no effect")
BONUS_OPTION = QT_TRANSLATE_NOOP("AutoMars", "{card}: option ({option})")
BONUS_DECK_EMPTY = QT_TRANSLATE_NOOP("AutoMars", "AutoMars has no bonus card left to draw")
METEOR_SHOWER = QT_TRANSLATE_NOOP("AutoMars", "Meteor Shower: you lose {amount} plants")
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
    "AutoMars", "AutoMars shuffles its action deck: {projects} project cards and {bonus} bonus card"
)
DECK_LEFTOVER = QT_TRANSLATE_NOOP(
    "AutoMars", "AutoMars still had {count} cards in its action deck; they are shuffled in"
)
DRAFT_PICK = QT_TRANSLATE_NOOP("AutoMars", "AutoMars keeps a card from its draft pile")
DRAFT_DISCARD = QT_TRANSLATE_NOOP("AutoMars", "AutoMars discards {card} after the draft")
REMOVE_MC = QT_TRANSLATE_NOOP("AutoMars", "You remove {amount} M€ from AutoMars (as {resource})")
STEAL_MC = QT_TRANSLATE_NOOP("AutoMars", "You steal {amount} M€ from AutoMars (as {resource})")
FINAL_GREENERY = QT_TRANSLATE_NOOP("AutoMars", "Final greenery: AutoMars's {track} track reaches a greenery")
SCORE = QT_TRANSLATE_NOOP("AutoMars", "AutoMars scores {total} VP")
GENERATION_LIMIT = QT_TRANSLATE_NOOP("AutoMars", "Generation {generation} reached: AutoMars wins")
CORPORATION = QT_TRANSLATE_NOOP("AutoMars", "AutoMars plays corporation {corporation}")
CORPORATION_BONUS = QT_TRANSLATE_NOOP("AutoMars", "{corporation}: AutoMars gains {amount} M€ for {card}")

FAILED_ACTION_REASONS: dict[str, str] = {
    "no_tags": QT_TRANSLATE_NOOP("AutoMars", "the card has no tag"),
    "end_of_track": QT_TRANSLATE_NOOP("AutoMars", "the track is at its end"),
    "temperature_max": QT_TRANSLATE_NOOP("AutoMars", "the temperature is at its maximum"),
    "oceans_max": QT_TRANSLATE_NOOP("AutoMars", "all oceans are placed"),
    "no_greenery_space": QT_TRANSLATE_NOOP("AutoMars", "no legal greenery space"),
    "no_city_space": QT_TRANSLATE_NOOP("AutoMars", "no legal city space"),
    "no_milestone": QT_TRANSLATE_NOOP("AutoMars", "no milestone can be claimed"),
    "no_award": QT_TRANSLATE_NOOP("AutoMars", "no award can be funded"),
}
"""`{reason}` codes of `FAILED_ACTION` -> English text."""

ALL_MESSAGES: frozenset[str] = frozenset(
    value for name, value in globals().items() if name.isupper() and not name.startswith("_") and isinstance(value, str)
)
"""Every template above (for the translation check in the tests)."""
