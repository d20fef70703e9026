"""Venus Next's cards: the vocabulary they need beyond the core's Venus scale, Venus tag and floaters
(expansions/venus.py), registered with the engine's registries (resources/data/cards/README.md,
"Vocabulary added for Venus Next").

Facts: the open-source web edition (terraforming-mars/terraforming-mars, `src/server/cards/venusNext/`),
read against the printed card texts it carries. Readings where the sources leave a point open:

- "ANY card" (Aerial Mappers, Dirigibles, Extremophiles, Floating Habs, Celestic, Atmoscoop) is one of your
  own cards, this one included: the web edition's reading, and the way the base cards' "another card" are read.
- Comet for Venus may take M€ from any player with a Venus tag in play, yourself included, as every
  "any player" card (the printed text; the web edition offers opponents only). The neutral player of the solo
  game and AutoMars have no card in play, so they are never its target.
- Stratospheric Birds needs a floater on one of your cards once the card is paid: floaters that pay for it
  (Dirigibles) are gone before the floater is removed (the web edition checks the same).
- Celestic's "card with a floater icon": a card that holds floaters or names them in its requirements or
  effects (Aerosport Tournament, Air-Scrapping Expedition, Atmoscoop, Hydrogen to Venus, Stratospheric Birds
  and the floater holders: the web edition's list for Venus Next).
- Manutech gains the resource for every production step raised by anything (cards, Preludes, Robotic
  Workforce, an exchange such as Insulation's M€ side); its printed "including this" is its opening steel.
- Viron uses again the action of another card already used this generation, which then counts as used again;
  the action must be possible now.
- Sulphur-Eating Bacteria: any number of microbes, at least one, 3 M€ each.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tmdesk.cards.loader import catalogue
from tmdesk.engine import card_actions, hooks, rules
from tmdesk.engine import decisions as D
from tmdesk.engine import messages as M
from tmdesk.engine.answers import register_answer
from tmdesk.engine.effects import (
    PRODUCTION_LISTENERS,
    push_ask,
    register_effect,
    resource_holders,
)
from tmdesk.engine.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from tmdesk.cards.model import CardDef
    from tmdesk.engine.game import Game
    from tmdesk.engine.state import PlayerState

FLOATER = "floater"
L_GAINED_FROM = QT_TRANSLATE_NOOP("Engine", "{player} gains {amount:resource} from {card}.")
L_REMOVED_FROM_CARD = QT_TRANSLATE_NOOP("Engine", "{player} removes {amount:resource} from {card}.")
R_NO_USED_ACTION = QT_TRANSLATE_NOOP("Engine", "no action you used this generation can be used again now")
R_FLOATERS = QT_TRANSLATE_N_NOOP("Engine", "you need %n floater(s) on your cards")
R_TR = QT_TRANSLATE_NOOP("Engine", "your terraform rating must be at least {value}")
FLAG = "venus_cards"  # asks whose answer this module resolves


# --- requirements: floaters on your cards (Aerosport Tournament), your TR (Terraforming Contract) --------

def _floaters_failure(g: Game, p: PlayerState, req: dict[str, Any], tolerance: int) -> M.Reason | None:
    return None if _own_resources(g, p.name, FLOATER, {}) >= req["min"] else M.Reason(R_FLOATERS, {"n": req["min"]})


def _tr_failure(g: Game, p: PlayerState, req: dict[str, Any], tolerance: int) -> M.Reason | None:
    return None if p.tr >= req["min"] else M.Reason(R_TR, {"value": req["min"]})


# --- Sponsored Academies ---------------------------------------------------------------------

def _opponents_draw(g: Game, player: str, e: dict[str, Any], src: str | None) -> None:
    for p in g.state.players:
        if p.name != player:
            drawn = g.draw(e["opponents_draw"])
            p.hand.extend(drawn)
            g.log(M.L_DRAW, player=p.name, n=len(drawn))


# --- Stratospheric Birds: a floater off one of your cards --------------------------------------

def _own_resources(g: Game, player: str, kind: str, spent: dict[str, int]) -> int:
    """The resources of `kind` on the player's cards, less those a payment spends ("floaters": Dirigibles)."""
    p = g.player(player)
    cards = g.cards
    total = sum(n for c, n in p.card_resources.items() if cards[c].holds_resource == kind)
    return total - sum(n for key, n in spent.items()
                       if key not in p.resources and cards.cards.get(rules.paying_card(p, key)) is not None
                       and cards[rules.paying_card(p, key)].holds_resource == kind)


def _remove_own_failure(g: Game, player: str, e: dict[str, Any], src: str | None,
                        spent: dict[str, int]) -> M.Reason | None:
    d = e["remove_resource_own_card"]
    if _own_resources(g, player, d["type"], spent) < d["count"]:
        return M.Reason(M.R_SPEND, {"value": d["count"], "resource": d["type"]})
    return None


def _remove_own(g: Game, player: str, e: dict[str, Any], src: str | None) -> None:
    d = e["remove_resource_own_card"]
    options = [c for c in resource_holders(g, player, d["type"], True) if g.player(player).card_resources[c] >= d["count"]]
    if options:
        push_ask(g, D.SELECT_CARD, player, options, src, effect=e, **{FLAG: "remove_own"})


def _removed_own(g: Game, item: dict[str, Any], card: str) -> None:
    n = item["effect"]["remove_resource_own_card"]["count"]
    g.player(item["p"]).card_resources[card] -= n
    g.log(L_REMOVED_FROM_CARD, player=item["p"], amount=n, resource=g.cards[card].holds_resource, card=card)


# --- Sulphur-Eating Bacteria: resources off this card for M€ -----------------------------------

def _spend_here_failure(g: Game, player: str, e: dict[str, Any], src: str | None,
                        spent: dict[str, int]) -> M.Reason | None:
    if g.player(player).card_resources.get(src or "", 0) < 1:
        return M.Reason(M.R_SPEND, {"value": 1, "resource": g.cards[src].holds_resource if src else "any_resource"})
    return None


def _spend_here(g: Game, player: str, e: dict[str, Any], src: str | None) -> None:
    have = g.player(player).card_resources.get(src or "", 0)
    if have:
        push_ask(g, D.SELECT_AMOUNT, player, list(range(1, have + 1)), src, effect=e, min=1, max=have,
                 **{FLAG: "spend_here"})


def _spent_here(g: Game, item: dict[str, Any], amount: int) -> None:
    p, card = g.player(item["p"]), item["src"]
    p.card_resources[card] -= amount
    g.log(L_REMOVED_FROM_CARD, player=p.name, amount=amount, resource=g.cards[card].holds_resource, card=card)
    for r, n in item["effect"]["spend_resources_here_for"].items():
        p.resources[r] += n * amount
        g.log(L_GAINED_FROM, player=p.name, amount=n * amount, resource=r, card=card)


# --- Viron: an action used again ---------------------------------------------------------------

def reusable_actions(g: Game, player: str, src: str | None) -> list[str]:
    """The player's other cards whose action was used this generation and could be used now."""
    p = g.player(player)
    return sorted(c for c in p.used_actions if c != src and card_actions.card_action_failure(g, p, c, again=True) is None)


def _reuse_failure(g: Game, player: str, e: dict[str, Any], src: str | None,
                   spent: dict[str, int]) -> M.Reason | None:
    return None if reusable_actions(g, player, src) else M.Reason(R_NO_USED_ACTION, {})


def _reuse(g: Game, player: str, e: dict[str, Any], src: str | None) -> None:
    options = reusable_actions(g, player, src)
    if options:
        push_ask(g, D.SELECT_CARD, player, options, src, effect=e, **{FLAG: "reuse"})


def _reused(g: Game, item: dict[str, Any], card: str) -> None:
    p = g.player(item["p"])
    p.used_actions.remove(card)
    card_actions.use_card_action(g, p, {"do": "card_action", "card": card})  # marks it used again


# --- Celestic: cards with a floater icon ---------------------------------------------------------

def _mentions(value: Any, word: str) -> bool:
    if isinstance(value, dict):
        return any(_mentions(v, word) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_mentions(v, word) for v in value)
    return bool(value == word)


def has_floater_icon(card: CardDef) -> bool:
    """A card that holds floaters or names them in its requirements, effects or action (module docstring)."""
    return card.holds_resource == FLOATER or _mentions((card.requirements, card.immediate, card.action), FLOATER)


def _draw_floater_cards(g: Game, player: str, e: dict[str, Any], src: str | None) -> None:
    """Reveal cards until n show a floater icon: those go to the hand, the rest are discarded."""
    p = g.player(player)
    kept: list[str] = []
    revealed: list[str] = []
    while len(kept) < e["draw_floater_cards"]:
        card = g.draw(1)
        if not card:
            break  # the whole deck and discard pile are revealed
        (kept if has_floater_icon(g.cards[card[0]]) else revealed).append(card[0])
    g.state.discard.extend(revealed)
    p.hand.extend(kept)
    g.log(M.L_DRAW, player=player, n=len(kept))


# --- Manutech ----------------------------------------------------------------------------------

def _production_gains_resource(g: Game, player: str, resource: str, steps: int) -> None:
    p = g.player(player)
    p.resources[resource] += steps
    g.log(L_GAINED_FROM, player=player, amount=steps, resource=resource, card=p.corporation)


# --- the answers of this module's asks -------------------------------------------------------------

ANSWERS: dict[str, Callable[[Game, dict[str, Any], Any], None]] = {
    "remove_own": _removed_own, "spend_here": _spent_here, "reuse": _reused}


def _answer(g: Game, item: dict[str, Any], value: Any) -> None:
    ANSWERS[item[FLAG]](g, item, value)


register_effect("opponents_draw", _opponents_draw)
register_effect("remove_resource_own_card", _remove_own, _remove_own_failure)
register_effect("spend_resources_here_for", _spend_here, _spend_here_failure)
register_effect("reuse_action", _reuse, _reuse_failure)
register_effect("draw_floater_cards", _draw_floater_cards)
register_answer(FLAG, _answer)
hooks.register_requirement(hooks.RequirementKind("floaters", _floaters_failure, global_parameter=False))
hooks.register_requirement(hooks.RequirementKind("tr", _tr_failure, global_parameter=False))
for _card in catalogue().cards.values():
    if _card.is_corporation and any("production_gains_resource" in s for s in _card.ongoing):
        PRODUCTION_LISTENERS[_card.name] = _production_gains_resource
