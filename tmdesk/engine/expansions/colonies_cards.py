"""The Colonies cards: the vocabulary they need beyond the core's colony pieces (expansions/colonies.py) and
Venus Next's floaters (expansions/venus_cards.py), registered with the engine's registries
(resources/data/cards/README.md, "Vocabulary added for Colonies"). Polyphemos' card price, Stormcraft
Incorporated's floaters as heat, and the triggers `you_play_card` (Spin-off Department) and `you_get_new_tag`
(Aridor) are read by the core (rules.card_price, rules.heat_payer, triggers.fire_card_played).

Facts: the open-source web edition (terraforming-mars/terraforming-mars, `src/server/cards/colonies/`),
checked against Board Game Arena's data and the comprehensive FAQ (kberg/terraforming-mars-faq). Readings:

- Community Services counts the player's own cards in play with no tag: corporation, Preludes, automated and
  active cards, itself included; a wild tag counts as no tag (FAQ; WEB `numberOfCardsWithNoTags`).
- Floater Leasing counts the floaters on all the player's cards, the corporation's too.
- Martian Zoo and Jupiter Floating Station pay per resource on them and keep the resources (FAQ); with none
  there the action (or that branch) is not offered (WEB: Martian Zoo cannot act with no animal).
- Solar Probe counts its own science tag ("including this") though an event's tags do not stay in play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tmdesk.engine import hooks, rules
from tmdesk.engine import messages as M
from tmdesk.engine.effects import register_effect
from tmdesk.engine.expansions.venus_cards import L_GAINED_FROM

if TYPE_CHECKING:
    from tmdesk.engine.game import Game


# --- counts -------------------------------------------------------------------------------------------

def _cards_without_tags(g: Game, player: str, what: dict[str, Any]) -> int:
    """COUNT `{"cards_without_tags": "own"}`: the player's cards in play with no tag (a wild tag is none)."""
    return sum(1 for c in rules.cards_in_play(g.player(player)) if all(t == "wild" for t in c.tags))


def _floaters(g: Game, player: str, what: dict[str, Any]) -> int:
    """COUNT `{"floaters": "own"}`: the floaters on the player's cards."""
    p = g.player(player)
    return sum(n for c, n in p.card_resources.items() if g.cards[c].holds_resource == "floater")


# --- Martian Zoo, Jupiter Floating Station: M€ per resource here --------------------------------------

def _gain_per_here(g: Game, player: str, e: dict[str, Any], src: str | None) -> None:
    d = e["gain_per_resource_here"]
    p = g.player(player)
    n = d.get("amount", 1) * p.card_resources.get(src or "", 0)
    n = min(n, d["max"]) if "max" in d else n
    if n:
        p.resources[d["resource"]] += n
        g.log(L_GAINED_FROM, player=player, amount=n, resource=d["resource"], card=src)


def _gain_per_here_failure(g: Game, player: str, e: dict[str, Any], src: str | None,
                           spent: dict[str, int]) -> M.Reason | None:
    if src and g.player(player).card_resources.get(src, 0) > 0:
        return None
    return M.Reason(M.R_SPEND, {"value": 1, "resource": g.cards[src].holds_resource if src else "any_resource"})


# --- Solar Probe ----------------------------------------------------------------------------------------

def _draw_per(g: Game, player: str, e: dict[str, Any], src: str | None) -> None:
    """A card per `every` tags of the player, the event's own tags counted (they are not in play)."""
    d = e["draw_cards_per"]
    p = g.player(player)
    own = g.cards[src].tags.count(d["tag"]) if src and src in p.events else 0
    n = (rules.count_tag(p, d["tag"]) + own) // d["every"]
    if n:
        p.hand.extend(g.draw(n))
        g.log(M.L_DRAW, player=player, n=n)


hooks.register_count("cards_without_tags", _cards_without_tags)
hooks.register_count("floaters", _floaters)
register_effect("gain_per_resource_here", _gain_per_here, _gain_per_here_failure)
register_effect("draw_cards_per", _draw_per)
