"""Project cards as AutoMars sees them, and resolving one (automars.md section 6.1).

AutoMars reads only a card's printed cost (tiebreak 9.4, corporation C01), tags (its tracks),
whether it has a requirement (corporation C05) and whether it shows negative VP (Hard H1),
from `resources/data/cards/project_cards.json`.

Decisions:
* Tag order is the data's order, which lists the event tag last (6.1 Decision).
* A `venus` tag moves the Venus track in a game with Venus Next (venus.py), and is ignored without it. A `wild`
  tag advances the least advanced track, topmost on a tie (Prelude rule, section 17).
* A card that is not in the data is an error of the caller (ValueError).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from tmdesk.paths import data_file

from . import messages as msg
from . import tracks
from .state import TRACK_IDS

if TYPE_CHECKING:
    from .context import Context

NEGATIVE_VP_CARDS_OUTSIDE_DATA = frozenset({"Law Suit"})
"""Promo cards that can reach the played pile (FAQ: Law Suit shows -1 VP) but are not in the data."""


@dataclass(frozen=True, slots=True)
class ProjectCardFacts:
    name: str
    cost: int
    tags: tuple[str, ...]
    has_requirement: bool
    negative_vp: bool
    has_vp: bool = False
    """The card shows a VP icon (fixed or per resource/tag); C17 pays for a non-negative one."""
    has_action: bool = False
    """A blue card with an action (the red arrow): C25 Viron."""


class CardCatalog:
    """Project card facts by English name."""

    def __init__(self, cards: dict[str, ProjectCardFacts]) -> None:
        self._cards = cards

    def get(self, name: str) -> ProjectCardFacts:
        try:
            return self._cards[name]
        except KeyError:
            raise ValueError(f"AutoMars: unknown project card {name!r}") from None

    def __contains__(self, name: object) -> bool:
        return name in self._cards

    def extended(self, extra: Iterable[ProjectCardFacts]) -> CardCatalog:
        """A copy with more cards (e.g. made-up cards for tests)."""
        cards = dict(self._cards)
        cards.update((card.name, card) for card in extra)
        return CardCatalog(cards)

    def shows_negative_vp(self, name: str) -> bool:
        if name in self._cards:
            return self._cards[name].negative_vp
        return name in NEGATIVE_VP_CARDS_OUTSIDE_DATA


def load_catalog(path: Path | None = None) -> CardCatalog:
    """Read project_cards.json (the project's copy unless `path` is given)."""
    return _default_catalog() if path is None else _read_catalog(path)


@cache
def _default_catalog() -> CardCatalog:
    expansions = [data_file("cards", f"{name}.json") for name in ("prelude", "venus", "colonies")]
    return _read_catalog(data_file("cards", "project_cards.json"), *(p for p in expansions if p.exists()))


def _read_catalog(path: Path, *expansions: Path) -> CardCatalog:
    """The base project cards, and the project cards of the expansions' files given (Prelude, Venus Next, Colonies)."""
    try:
        entries = json.loads(path.read_text(encoding="utf-8"))
        for expansion in expansions:
            entries += json.loads(expansion.read_text(encoding="utf-8"))["project_cards"]
        cards = {}
        for entry in entries:
            vp = entry.get("vp")
            fixed = vp.get("fixed", 0) if isinstance(vp, dict) else 0
            cards[str(entry["name"])] = ProjectCardFacts(
                name=str(entry["name"]),
                cost=int(entry["cost"]),
                tags=tuple(str(tag) for tag in entry["tags"]),
                has_requirement=bool(entry["requirements"]),
                negative_vp=fixed < 0,
                has_vp=bool(vp),
                has_action=entry.get("action") is not None,
            )
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
        raise ValueError(f"{path}: not a valid project card file ({error!r})") from error
    return CardCatalog(cards)


def resolve_project_card(ctx: Context, name: str, first_tag_only: bool = False) -> None:
    """6.1: ignore the card's text; each tag, left to right, advances its track (with every
    chain) before the next tag; no tag is a Failed Action; the card goes to the played pile.
    `first_tag_only`: only the first tag is resolved (C11's white cubes)."""
    card = ctx.catalog.get(name)
    corporation = ctx.corporation
    if card.tags:
        ctx.log(msg.REVEAL_PROJECT, card=name, tags=list(card.tags), n=len(card.tags))
    else:
        ctx.log(msg.REVEAL_NO_TAG, card=name)
        bonus = corporation.no_tag_mc() if corporation is not None else None
        if bonus is None:
            ctx.failed_action("no_tags")
        else:
            ctx.log(msg.CORP_NO_TAG, corporation=corporation.name, card=name, amount=bonus)  # type: ignore[union-attr]
            ctx.gain_mc(bonus)
    resolve_tags(ctx, card.tags[:1] if first_tag_only else card.tags)
    ctx.state.played_pile.append(name)
    ctx.log(msg.CARD_PLAYED, card=name)
    if ctx.corporation is not None:
        ctx.corporation.on_project_card_resolved(ctx, card)
    ctx.host.project_card_resolved(name)


def resolve_tags(ctx: Context, tags: tuple[str, ...], announce: Callable[[str], None] | None = None) -> None:
    """Each tag advances its track, chains included, before the next (6.1 step 2; starting tags too).
    `announce(tag)` is called before each tag (a corporation's starting tags are told one by one)."""
    for tag in tags:
        if announce is not None:
            announce(tag)
        track = ctx.board.tag_to_track.get(tag)
        if tag == "wild":
            track = least_advanced_track(ctx)
            ctx.log(msg.WILD_TAG, track=track)
        if track is None:
            ctx.log(msg.TAG_WITHOUT_TRACK, tag=tag)
            continue
        tracks.advance(ctx, track, None if tag == "wild" else tag)  # the wild tag's line said why already
        if ctx.corporation is not None:
            ctx.corporation.on_tag(ctx, tag)
    if ctx.corporation is not None:
        ctx.corporation.on_tags(ctx, tags)


def least_advanced_track(ctx: Context) -> str:
    """The track with the lowest position, topmost (lowest index) on a tie."""
    return min(TRACK_IDS, key=lambda track: (ctx.state.tracks[track], TRACK_IDS.index(track)))
