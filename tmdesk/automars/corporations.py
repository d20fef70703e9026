"""AutoMars corporations (Corporações do AutoMarte), automars.md section 16 — optional module.

Only C01 is described completely enough to play: effect "when AutoMars resolves a card costing
20 M€ or more, it gains 4 M€", selection priority "most expensive", no setup box and no
every-generation box. Its starting icons did not survive in any source; it gets none.

Decisions:
* Selection priority is used only for the draft pick (16.3, repository behaviour, unconfirmed):
  C01 keeps the most expensive card of its pile, random among equals. The post-draft discard
  stays the rulebook's random one (the repository's "protected cards" rule is unconfirmed).
* 16.1 "if it is the human's corporation, pick another" cannot be checked: the identities of the
  AutoMars corporations are unknown. The corporation is drawn at random among `AVAILABLE`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from . import messages as msg

if TYPE_CHECKING:
    from .cards import ProjectCardFacts
    from .context import Context

UNAVAILABLE: dict[str, str] = {
    "C02": "setup, effect and selection priority are lost; it adds bonus card B23 (Rapid Sprouting), "
    "whose effect is unknown",
    "C03": "the track of its black cubes is lost from the rulebook text",
    "C05": "it shuffles bonus card B25 (Do It Right) into the action deck every generation, and "
    "B25's effect is unknown",
    "C09": "the track its effect and white cube refer to is lost from the rulebook text",
    "C04, C06-C08, C10-C46": "not described in the available rulebook text",
}
"""AutoMars corporations that cannot be played, and why (automars.md 16.4, 19)."""


class Corporation:
    """Hooks an AutoMars corporation may use; the defaults do nothing."""

    id = ""

    def setup(self, ctx: Context) -> None:
        """16.1 steps 3-4: setup box and starting icons."""

    def on_project_card_resolved(self, ctx: Context, card: ProjectCardFacts) -> None:
        """After AutoMars resolves a project card (6.1 step 5)."""

    def draft_pick(self, ctx: Context, pile: Sequence[str]) -> str | None:
        """The card kept from a draft pile by selection priority; None = at random."""
        return None


class C01(Corporation):
    """C01 (probably Credicor): +4 M€ for each resolved card costing 20 M€ or more."""

    id = "C01"
    THRESHOLD = 20
    BONUS = 4

    def on_project_card_resolved(self, ctx: Context, card: ProjectCardFacts) -> None:
        if card.cost >= self.THRESHOLD:
            ctx.log(msg.CORPORATION_BONUS, corporation=self.id, amount=self.BONUS, card=card.name)
            ctx.gain_mc(self.BONUS)

    def draft_pick(self, ctx: Context, pile: Sequence[str]) -> str | None:
        best = max(ctx.catalog.get(name).cost for name in pile)
        tied = [name for name in pile if ctx.catalog.get(name).cost == best]
        return tied[ctx.host.rng.randrange(len(tied))]


AVAILABLE: dict[str, type[Corporation]] = {"C01": C01}


def corporation_for(corporation_id: str | None) -> Corporation | None:
    """The playable corporation with this id; ValueError for an unavailable one."""
    if corporation_id is None:
        return None
    if corporation_id not in AVAILABLE:
        reason = UNAVAILABLE.get(corporation_id, "not described in the available rulebook text")
        raise ValueError(f"AutoMars corporation {corporation_id!r} cannot be played: {reason}")
    return AVAILABLE[corporation_id]()


def choose_corporation(ctx: Context) -> str:
    """16.1 step 1: a random playable corporation."""
    ids = sorted(AVAILABLE)
    return ids[ctx.host.rng.randrange(len(ids))]
