"""Every sentence the engine says, as a message id (an English template) plus named arguments.

The app translates the id with QCoreApplication.translate("Engine", id) and then fills in the
arguments; `QT_TRANSLATE_NOOP` marks the ids so that pyside6-lupdate collects them.

Log entries stay data: the id and its arguments, each argument a plain value (number, name,
list of names) whose kind the app reads from its key (`player`, `space`, `tag`...). A template is
never handed to `str.format`: `fill` replaces only `{key}` and `{count:noun}` placeholders, so a
saved entry cannot run a format specification or reach an attribute.

`{count:noun}` is a counted phrase ("2 plants", "1 card"): `count` names the argument that holds
the number and `noun` either names the argument that holds the noun (`{amount:resource}`) or is
itself a key of `NOUNS` (`{oceans:adjacent_ocean}`). A whole sentence that agrees with a number
uses `%n` and the argument `n` (Qt plural forms).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, NamedTuple

DEFINED: set[str] = set()  # every message id marked below, in whichever engine module: what a save may log


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    DEFINED.add(text)
    return text


def QT_TRANSLATE_N_NOOP(context: str, text: str) -> str:  # noqa: N802
    """A message with a plural count %n (args["n"]). lupdate does not see this marker: the
    generated catalogue tmdesk/app/i18n_catalog.py lists these with a count, so that their
    .ts entries get plural forms."""
    DEFINED.add(text)
    return text


PLACEHOLDER = re.compile(r"\{([a-z_]{1,30})(?::([a-z_]{1,30}))?\}")
"""The only placeholders a template may hold: {key} and {count:noun}."""

NOUNS: dict[str, str] = {
    "megacredits": QT_TRANSLATE_N_NOOP("Quantity", "%n M€"),
    "steel": QT_TRANSLATE_N_NOOP("Quantity", "%n steel"),
    "titanium": QT_TRANSLATE_N_NOOP("Quantity", "%n titanium"),
    "plants": QT_TRANSLATE_N_NOOP("Quantity", "%n plant(s)"),
    "energy": QT_TRANSLATE_N_NOOP("Quantity", "%n energy"),
    "heat": QT_TRANSLATE_N_NOOP("Quantity", "%n heat"),
    "card": QT_TRANSLATE_N_NOOP("Quantity", "%n card(s)"),
    "animal": QT_TRANSLATE_N_NOOP("Quantity", "%n animal(s)"),
    "microbe": QT_TRANSLATE_N_NOOP("Quantity", "%n microbe(s)"),
    "science": QT_TRANSLATE_N_NOOP("Quantity", "%n science resource(s)"),
    "fighter": QT_TRANSLATE_N_NOOP("Quantity", "%n fighter(s)"),
    "floater": QT_TRANSLATE_N_NOOP("Quantity", "%n floater(s)"),
    "camp": QT_TRANSLATE_N_NOOP("Quantity", "%n camp(s)"),
    "any_resource": QT_TRANSLATE_N_NOOP("Quantity", "%n resource(s)"),
    "adjacent_ocean": QT_TRANSLATE_N_NOOP("Quantity", "%n adjacent ocean(s)"),
    "bonus_icon": QT_TRANSLATE_N_NOOP("Quantity", "%n placement bonus icon(s)"),
    "project_card": QT_TRANSLATE_N_NOOP("Quantity", "%n project card(s)"),
    "bonus_card": QT_TRANSLATE_N_NOOP("Quantity", "%n bonus card(s)"),
    "tied_space": QT_TRANSLATE_N_NOOP("Quantity", "%n tied space(s)"),
    "colony_tile": QT_TRANSLATE_N_NOOP("Quantity", "%n colony tile(s)"),
}
"""Counted phrases by noun; `plant`, `plants`, `cards`... are folded onto these by `noun_key`."""

_NOUN_ALIASES = {"plant": "plants", "cards": "card", "megacredit": "megacredits", "mc": "megacredits",
                 "animals": "animal", "microbes": "microbe",
                 "floaters": "floater"}


def noun_key(noun: str) -> str:
    """The NOUNS key of a resource or noun name (unknown nouns count as "any_resource")."""
    noun = _NOUN_ALIASES.get(noun, noun)
    return noun if noun in NOUNS else "any_resource"


def english_plural(text: str, n: int) -> str:
    """"%n card(s)" in English: the number, and the singular or the plural noun."""
    return text.replace("%n", str(n)).replace("(s)", "" if n == 1 else "s")


def fill(template: str, value: Callable[[str], str], counted: Callable[[str, str], str]) -> str:
    """Replace each placeholder of `template`: {key} by value(key), {count:noun} by counted(count, noun).
    Any other brace is left as it is: nothing in a template is evaluated."""

    def one(m: re.Match[str]) -> str:
        return counted(m[1], m[2]) if m[2] else value(m[1])

    return PLACEHOLDER.sub(one, template)


def render(message_id: str, args: dict[str, Any]) -> str:
    """The English text (used by the CLI and in exception messages)."""
    n = args.get("n")
    text = english_plural(message_id, n) if isinstance(n, int) else message_id

    def counted(count: str, noun: str) -> str:
        number = args.get(count)
        what = args.get(noun, noun)
        key = noun_key(what) if isinstance(what, str) else "any_resource"
        return english_plural(NOUNS[key], number) if isinstance(number, int) else "?"

    def value(key: str) -> str:
        v = args.get(key, "?")
        return ", ".join(str(x) for x in v) if isinstance(v, list) else str(v)

    return fill(text, value, counted)


SHOWN_CHARS = 60  # a value from a file or a script is shown cut short: data never floods a message
SHOWN_OPTIONS = 12


def shown(value: Any) -> str:
    """A value as a player may read it in a message: short, and never a template."""
    text = value if isinstance(value, str) else repr(value)
    text = text.encode("utf-8", "replace").decode("utf-8").replace("{", "(").replace("}", ")")
    return text if len(text) <= SHOWN_CHARS else text[: SHOWN_CHARS - 1] + "…"


def plain(value: Any) -> Any:
    """An argument as a message may carry it: a small int, or a short text (see `shown`)."""
    if (type(value) is int and abs(value) < 10**9) or isinstance(value, Reason):
        return value
    return shown(value)


def listed(options: list[Any]) -> str:
    """The values offered, for NOT_AN_OPTION: "0, 2" (long lists end with "…")."""
    out = ", ".join(shown(o) for o in options[:SHOWN_OPTIONS])
    return out + (", …" if len(options) > SHOWN_OPTIONS else "")


def offered(value: Any, options: list[Any]) -> bool:
    """`value` is one of `options`, of the same type: 0.0, True and "0" are not the option 0."""
    return any(type(value) is type(o) and value == o for o in options)


def not_an_option(value: Any, options: list[Any]) -> IllegalAction:
    return IllegalAction(NOT_AN_OPTION, value=shown(value), options=listed(list(options)))


class Reason(NamedTuple):
    """Why something cannot be done: a message id and its arguments (translated by the app)."""

    id: str
    args: dict[str, Any]

    def __str__(self) -> str:
        return render(self.id, self.args)


class IllegalAction(Exception):
    """An answer the rules do not allow. The game state is exactly as before the call."""

    def __init__(self, message_id: str, **args: Any) -> None:
        args = {k: plain(v) for k, v in args.items()}  # an answer's values are echoed as short, plain data
        super().__init__(render(message_id, args))
        self.message_id = message_id
        self.args_dict = args


# --- errors ---------------------------------------------------------------------------------
NOT_YOUR_DECISION = QT_TRANSLATE_NOOP("Engine", "It is {expected}'s decision, not {player}'s.")
GAME_OVER = QT_TRANSLATE_NOOP("Engine", "The game is over.")
WRONG_KIND = QT_TRANSLATE_NOOP("Engine", "The game is waiting for {expected}, not {given}.")
MALFORMED = QT_TRANSLATE_NOOP("Engine", "This answer is not understood: {detail}.")  # prefer a sentence below
STEP_NOT_OBJECT = QT_TRANSLATE_NOOP("Engine", "This answer is not understood: a step must be an object.")
STEP_NEEDS_DO = QT_TRANSLATE_NOOP("Engine", "This answer is not understood: a step needs an action or an answer.")
ANSWER_NOT_OBJECT = QT_TRANSLATE_NOOP("Engine", "This answer is not understood: the answer must be an object.")
ANSWER_KEY_MISSING = QT_TRANSLATE_NOOP("Engine", "This answer is not understood: it needs the key {key}.")
BAD_TYPE = QT_TRANSLATE_NOOP("Engine", "This answer is not understood: {key} has the wrong type or size.")
CARD_LIST_EXPECTED = QT_TRANSLATE_NOOP("Engine", "This answer is not understood: {key} must be a list of card names.")
BAD_PAYMENT = QT_TRANSLATE_NOOP("Engine",
                                "This answer is not understood: a payment names resources with whole numbers.")
NOT_AN_OPTION = QT_TRANSLATE_NOOP("Engine", "{value} is not one of the options ({options}).")
AUTOMARS_NAMESAKE = QT_TRANSLATE_NOOP(
    "Engine", "AutoMars plays corporation {code}, the namesake of {corporation}: choose your other corporation."
)
NOT_IN_HAND = QT_TRANSLATE_NOOP("Engine", "{card} is not in your hand.")
UNKNOWN_CARD = QT_TRANSLATE_NOOP("Engine", "There is no card named {card}.")
REQUIREMENT_NOT_MET = QT_TRANSLATE_NOOP("Engine", "{card} cannot be played: {reason}.")
CANNOT_PAY = QT_TRANSLATE_NOOP("Engine", "The payment does not cover the cost of {cost} M€.")
OVERPAID = QT_TRANSLATE_NOOP("Engine", "The payment uses more {resource} than needed.")
NOT_ENOUGH = QT_TRANSLATE_NOOP("Engine", "You have only {have:resource}, not {need}.")
STEEL_NOT_BUILDING = QT_TRANSLATE_NOOP("Engine", "Steel pays only for cards with a building tag.")
TITANIUM_NOT_SPACE = QT_TRANSLATE_NOOP("Engine", "Titanium pays only for cards with a space tag.")
HEAT_NOT_HELION = QT_TRANSLATE_NOOP("Engine", "Only Helion may pay with heat.")
BAD_PAYMENT_RESOURCE = QT_TRANSLATE_NOOP("Engine", "{resource} cannot be used to pay.")
EFFECT_IMPOSSIBLE = QT_TRANSLATE_NOOP("Engine", "{card} cannot be played: {reason}.")
PROJECT_UNAVAILABLE = QT_TRANSLATE_NOOP("Engine", "The standard project {project} is not available now.")
MILESTONE_UNAVAILABLE = QT_TRANSLATE_NOOP("Engine", "The milestone {milestone} cannot be claimed now.")
AWARD_UNAVAILABLE = QT_TRANSLATE_NOOP("Engine", "The award {award} cannot be funded now.")
ACTION_UNAVAILABLE = QT_TRANSLATE_NOOP("Engine", "The action of {card} cannot be used now.")
CONVERT_PLANTS_UNAVAILABLE = QT_TRANSLATE_NOOP("Engine", "You cannot turn plants into a greenery now.")
CONVERT_HEAT_UNAVAILABLE = QT_TRANSLATE_NOOP("Engine", "You cannot turn heat into a temperature step now.")
END_TURN_UNAVAILABLE = QT_TRANSLATE_NOOP("Engine", "You must take an action before ending your turn.")
WRONG_CARD_COUNT = QT_TRANSLATE_NOOP("Engine", "Choose between {min} and {max:card}.")
AMOUNT_OUT_OF_RANGE = QT_TRANSLATE_NOOP("Engine", "Choose an amount from {min} to {max}.")
CANNOT_SKIP = QT_TRANSLATE_NOOP("Engine", "This effect is not optional.")
NOT_ENOUGH_TO_BUY = QT_TRANSLATE_NOOP("Engine", "Buying {count:card} costs {cost} M€; you have {have}.")
NO_ACTION_THIS_PHASE = QT_TRANSLATE_NOOP("Engine", "That cannot be done in this phase.")
NO_PRELUDE_GAME = QT_TRANSLATE_NOOP("Engine", "This game is played without Preludes.")
WRONG_PRELUDE_COUNT = QT_TRANSLATE_NOOP("Engine", "Keep exactly {n} different Preludes.")

# --- reasons (used inside REQUIREMENT_NOT_MET / EFFECT_IMPOSSIBLE) ---------------------------
R_OXYGEN_MIN = QT_TRANSLATE_NOOP("Engine", "oxygen must be at least {value} %")
R_OXYGEN_MAX = QT_TRANSLATE_NOOP("Engine", "oxygen must be at most {value} %")
R_TEMP_MIN = QT_TRANSLATE_NOOP("Engine", "the temperature must be at least {value} °C")
R_TEMP_MAX = QT_TRANSLATE_NOOP("Engine", "the temperature must be at most {value} °C")
R_OCEANS_MIN = QT_TRANSLATE_N_NOOP("Engine", "at least %n ocean(s) must be on Mars")
R_OCEANS_MAX = QT_TRANSLATE_N_NOOP("Engine", "at most %n ocean(s) may be on Mars")
R_TAGS = QT_TRANSLATE_N_NOOP("Engine", "you need %n {tag} tag(s)")
R_PRODUCTION = QT_TRANSLATE_NOOP("Engine", "your production of {resource} must be at least {value}")
R_CITIES = QT_TRANSLATE_N_NOOP("Engine", "at least %n city tile(s) must be in play")
R_GREENERIES = QT_TRANSLATE_N_NOOP("Engine", "you need %n greenery tile(s)")
R_COST = QT_TRANSLATE_NOOP("Engine", "it costs {cost} M€ and you can pay at most {have}")
R_PRODUCTION_DROP = QT_TRANSLATE_NOOP("Engine", "your production of {resource} cannot go that low")
R_NO_TARGET_PRODUCTION = QT_TRANSLATE_NOOP("Engine", "no player has enough production of {resource} to lower")
R_SPEND = QT_TRANSLATE_NOOP("Engine", "you need {value:resource}")
R_NO_SPACE = QT_TRANSLATE_NOOP("Engine", "there is no legal space for its tile")
R_HAND = QT_TRANSLATE_N_NOOP("Engine", "you need %n other card(s) in hand to discard")
R_NO_OPTION = QT_TRANSLATE_NOOP("Engine", "none of its options can be carried out")
R_NO_PLAYABLE_CARD = QT_TRANSLATE_NOOP("Engine", "no card in your hand can be played with it")
R_NO_CARD_FOR_RESOURCE = QT_TRANSLATE_NOOP("Engine", "none of your other cards can take the resource it adds")

# --- log --------------------------------------------------------------------------------------
L_GENERATION = QT_TRANSLATE_NOOP("Engine", "Generation {generation} begins; {player} is first player.")
L_CHOSE_START = QT_TRANSLATE_N_NOOP("Engine", "{player} plays {corporation} and keeps %n card(s).")
L_CHOSE_FACE_DOWN = QT_TRANSLATE_NOOP("Engine", "{player} has chosen a corporation and cards, face down.")
L_BOUGHT = QT_TRANSLATE_N_NOOP("Engine", "{player} buys %n card(s).")
L_DRAFTED = QT_TRANSLATE_NOOP("Engine", "{player} drafts a card.")
L_PLAYED = QT_TRANSLATE_NOOP("Engine", "{player} plays {card}.")
L_PROJECT = QT_TRANSLATE_NOOP("Engine", "{player} uses the standard project {project}.")
L_SOLD = QT_TRANSLATE_N_NOOP("Engine", "{player} sells %n patent(s).")
L_MILESTONE = QT_TRANSLATE_NOOP("Engine", "{player} claims the milestone {milestone}.")
L_AWARD = QT_TRANSLATE_NOOP("Engine", "{player} funds the award {award} for {cost} M€.")
L_ACTION = QT_TRANSLATE_NOOP("Engine", "{player} uses the action of {card}.")
L_CONVERT_PLANTS = QT_TRANSLATE_NOOP("Engine", "{player} turns plants into a greenery.")
L_CONVERT_HEAT = QT_TRANSLATE_NOOP("Engine", "{player} turns 8 heat into a temperature step.")
L_TILE = QT_TRANSLATE_NOOP("Engine", "{player} places {tile} on {space}.")
L_NO_SPACE = QT_TRANSLATE_NOOP("Engine", "No space is left for {tile}: {player} places none.")
L_SOUTH_POLE = QT_TRANSLATE_NOOP("Engine", "{player} pays {cost} M€ for the ocean of the south pole.")
L_NORTH_POLE = QT_TRANSLATE_NOOP("Engine", "{player} pays {cost} M€ to raise the temperature at the north pole.")
L_TEMPERATURE = QT_TRANSLATE_NOOP("Engine", "{player} raises the temperature to {value} °C.")
L_OXYGEN = QT_TRANSLATE_NOOP("Engine", "{player} raises oxygen to {value} %.")
L_TR = QT_TRANSLATE_NOOP("Engine", "{player}'s terraform rating rises to {value}.")
L_PASS = QT_TRANSLATE_NOOP("Engine", "{player} passes.")
L_END_TURN = QT_TRANSLATE_NOOP("Engine", "{player} ends the turn.")
L_PRODUCTION = QT_TRANSLATE_NOOP("Engine", "Production phase of generation {generation}.")
L_DRAW = QT_TRANSLATE_N_NOOP("Engine", "{player} draws %n card(s).")
L_GAME_END = QT_TRANSLATE_NOOP("Engine", "The game ends. {player} wins with {score} VP.")
L_AUTOMARS_WINS = QT_TRANSLATE_NOOP("Engine", "The game ends. AutoMars wins with {score} VP.")  # pt: "O AutoMarte vence"
L_SOLO_LOST = QT_TRANSLATE_NOOP("Engine", "Mars is not terraformed after generation 14: {player} loses ({score} VP).")
L_AUTOMARS_GENERATION_LIMIT = QT_TRANSLATE_NOOP("Engine", "Generation {generation} is reached: AutoMars wins.")
L_RESHUFFLE = QT_TRANSLATE_NOOP("Engine", "The draw pile is empty: the discard pile is shuffled into a new one.")
L_REMOVED = QT_TRANSLATE_NOOP("Engine", "{player} removes {amount:resource} from {target}.")
L_PRODUCTION_LOWERED = QT_TRANSLATE_NOOP("Engine", "{player} lowers {target}'s production of {resource} by {amount}.")
L_REMOVED_OWN = QT_TRANSLATE_NOOP("Engine", "{player} removes {amount:resource} from their own supply.")
L_PRODUCTION_LOWERED_OWN = QT_TRANSLATE_NOOP("Engine", "{player} lowers their own production of {resource} by {amount}.")
L_PRELUDE_DISCARDED = QT_TRANSLATE_NOOP("Engine", "{player} cannot play {card}: it is discarded and {player} gains {amount} M€.")
L_PRODUCTION_RAISED = QT_TRANSLATE_NOOP("Engine", "{player} raises their production of {resource} by {amount}.")
L_PRODUCED = QT_TRANSLATE_NOOP("Engine", "{player} produces {gains}.")
L_ENERGY_TO_HEAT = QT_TRANSLATE_NOOP("Engine", "{player} turns {amount:energy} into heat.")
L_CHOSE_OPTION = QT_TRANSLATE_NOOP("Engine", "{player} chooses on {card}: {choice}.")
L_CHOSE_ACTION = QT_TRANSLATE_NOOP("Engine", "{player} chooses the action of {card}: {branch}.")
L_PAID_AS_HEAT = QT_TRANSLATE_NOOP("Engine", "{player} spends {amount:resource} from {card} as {total:heat}.")
L_SOLO_LOST_PRELUDE = QT_TRANSLATE_NOOP("Engine", "Mars is not terraformed after generation 12: {player} loses ({score} VP).")

# --- Venus Next (engine/expansions/venus.py) ----------------------------------------------------
R_VENUS_MIN = QT_TRANSLATE_NOOP("Engine", "Venus must be at least {value} %")
R_VENUS_MAX = QT_TRANSLATE_NOOP("Engine", "Venus must be at most {value} %")
L_VENUS = QT_TRANSLATE_NOOP("Engine", "{player} raises Venus to {value} %.")
L_WG_TEMPERATURE = QT_TRANSLATE_NOOP(
    "Engine", "World Government terraforming, chosen by {player}: the temperature rises to {value} °C.")
L_WG_OXYGEN = QT_TRANSLATE_NOOP("Engine", "World Government terraforming, chosen by {player}: oxygen rises to {value} %.")
L_WG_VENUS = QT_TRANSLATE_NOOP("Engine", "World Government terraforming, chosen by {player}: Venus rises to {value} %.")
L_WG_OCEAN = QT_TRANSLATE_NOOP(
    "Engine", "World Government terraforming, chosen by {player}: an ocean tile is placed on {space}.")
L_SOLO_LOST_VENUS = QT_TRANSLATE_NOOP(
    "Engine", "Mars and Venus are not both terraformed after generation {generation}: {player} loses ({score} VP).")

# --- Colonies (engine/expansions/colonies.py) ----------------------------------------------------
TRADE_UNAVAILABLE = QT_TRANSLATE_NOOP("Engine", "You cannot trade with {colony} now.")
TRADE_PAYMENT = QT_TRANSLATE_NOOP(
    "Engine", "A trade costs {cost} M€, {amount:energy} or {amount:titanium}, paid with one of them.")
TRACK_BONUS_RANGE = QT_TRANSLATE_NOOP("Engine", "The steps the marker moves before this trade are a number from 0 to {max}.")
R_NO_COLONY_TILE = QT_TRANSLATE_NOOP("Engine", "no colony tile has room for a colony of yours")
R_NO_TRADE = QT_TRANSLATE_NOOP("Engine", "you have no trade fleet left or no colony tile is open to trade")
R_NO_TRACK_MOVE = QT_TRANSLATE_NOOP("Engine", "no two colony tiles have markers that can move so")
R_COLONY_MIN_ONE = QT_TRANSLATE_NOOP("Engine", "you need a colony")
R_COLONIES_MIN = QT_TRANSLATE_NOOP("Engine", "you need at least {value} colonies")
R_COLONY_MAX_ONE = QT_TRANSLATE_NOOP("Engine", "you may have at most one colony")
R_COLONIES_MAX = QT_TRANSLATE_NOOP("Engine", "you may have at most {value} colonies")
L_COLONY_TILE_REMOVED = QT_TRANSLATE_NOOP("Engine", "{player} leaves {colony} out of the game.")
L_COLONY_TILE_ADDED = QT_TRANSLATE_NOOP("Engine", "{player} puts {colony} into play.")
L_COLONY_BUILT = QT_TRANSLATE_NOOP("Engine", "{player} builds a colony on {colony}.")
L_TRADE = QT_TRANSLATE_NOOP("Engine", "{player} trades with {colony}, paying {cost:paid}.")
L_TRADE_FREE = QT_TRANSLATE_NOOP("Engine", "{player} trades with {colony} without paying.")
L_TRADE_STEP = QT_TRANSLATE_NOOP("Engine", "{player} gets the trade income of step {value} of {colony}.")
L_COLONY_BONUS = QT_TRANSLATE_NOOP("Engine", "{player} gets the colony bonus of {colony}.")
L_TRACK_UP = QT_TRANSLATE_N_NOOP("Engine", "{player} moves the marker of {colony} up %n step(s).")
L_TRACK_DOWN = QT_TRANSLATE_N_NOOP("Engine", "{player} moves the marker of {colony} down %n step(s).")
L_TRADE_FLEET = QT_TRANSLATE_NOOP("Engine", "{player} gains a trade fleet.")
L_COLONIES_SOLAR = QT_TRANSLATE_NOOP(
    "Engine", "The trade fleets come back and the marker of every active colony tile moves up one step.")
