"""Log entries of saves written before the log arguments were typed, in today's terms.

A save is data: its entries keep their old message ids and arguments until loaded, and `upgrade`
turns each into the id and arguments the program renders now (unknown entries are left as they are,
for the save validator to judge)."""

from __future__ import annotations

from typing import Any

from tmdesk.automars import messages as am
from tmdesk.engine import messages as M

LEGACY: dict[str, tuple[str, dict[str, str]]] = {
    # ids of saves written before the log arguments were typed: old id -> (id, renamed keys)
    "{player} places a {tile} tile on {space}.": (M.L_TILE, {}),
    "{player} removes {amount} {resource} from {target}.": (M.L_REMOVED, {}),
    "AutoMars takes its turn ({cards} cards left in its action deck)": (am.TURN, {"cards": "n"}),
    "AutoMars reveals {card}: tags {tags}": (am.REVEAL_PROJECT, {}),
    "AutoMars reveals bonus card {card} ({name})": (am.REVEAL_BONUS, {}),
    "Wild tag: AutoMars advances its least advanced track, {track}": (am.WILD_TAG, {}),
    "AutoMars: {track} track {before} → {after}": (am.TRACK_ADVANCE, {}),
    "AutoMars: {track} {position} shows {icon}": (am.TRACK_ICON, {}),
    "AutoMars: {track} {position} was already reached before; its icon is not used again": (am.TRACK_MARKER, {}),
    "AutoMars's {track} track moves back {before} → {after} ({resource} production decrease)": (am.TRACK_BACK, {}),
    "Easy: AutoMars ignores the Advance Counter icon on {track} {position}": (am.ICON_IGNORED_EASY, {}),
    "AutoMars ignores the {icon} icon on {track} {position} (expansion not in play)":
        (am.ICON_IGNORED_EXPANSION, {}),
    "AutoMars raises the temperature {before} → {after} °C": (am.RAISE_TEMPERATURE, {}),
    "AutoMars raises the oxygen {before} → {after} %": (am.RAISE_OXYGEN, {}),
    "Placement bonus on {space}: {oceans} adjacent oceans, {icons} bonus icons → {amount} M€":
        (am.PLACEMENT_BONUS, {}),
    "AutoMars reveals {card} (cost {cost}) to choose among {count} tied spaces: {space}": (am.TIEBREAK_REVEAL, {}),
    "The project deck is empty: AutoMars picks {space} at random among {count} tied spaces":
        (am.TIEBREAK_RANDOM, {}),
    "Bonus card {card} goes to the bonus discard pile": (am.BONUS_DISCARDED, {}),
    "Bonus card {card} is destroyed": (am.BONUS_DESTROYED, {}),
    "AutoMars shuffles its {count} discarded bonus cards into a new bonus deck": (am.BONUS_RESHUFFLE, {"count": "n"}),
    "{card}: option ({option})": (am.BONUS_OPTION, {}),
    "Meteor Shower: you lose {amount} plants": (am.METEOR_SHOWER, {}),
    "AutoMars shuffles its action deck: {projects} project cards and {bonus} bonus card": (am.DECK_BUILT, {}),
    "AutoMars still had {count} cards in its action deck; they are shuffled in": (am.DECK_LEFTOVER, {"count": "n"}),
    "Final greenery: AutoMars's {track} track reaches a greenery": (am.FINAL_GREENERY, {}),
    "AutoMars plays corporation {corporation}": (am.CORPORATION, {"corporation": "code"}),
}


def upgrade(entry: Any) -> Any:
    """The entry in today's terms; anything that is not an old entry comes back unchanged."""
    if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], str) and entry[0] in LEGACY
            and isinstance(entry[1], dict)):
        return entry
    new_id, renamed = LEGACY[entry[0]]
    args = {renamed.get(k, k): v for k, v in entry[1].items()}
    if new_id == am.CORPORATION:  # the first release named the corporation by its code alone
        from tmdesk.automars.corporations import records

        record = records().get(str(args.get("code")))
        args["corporation"] = record.name if record is not None else str(args.get("code"))
    if new_id == am.REVEAL_PROJECT:
        raw = args.get("tags")  # "science, event" or "-"
        listed = [t.strip() for t in raw.split(",") if t.strip() not in ("", "-")] if isinstance(raw, str) else []
        if not listed:
            args.pop("tags", None)
            return [am.REVEAL_NO_TAG, args]
        args["tags"], args["n"] = listed, len(listed)
    return [new_id, args]
