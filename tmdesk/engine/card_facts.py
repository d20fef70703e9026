"""Facts of a printed card that every turn's options would otherwise work out again: whether its effects
can ever block it, what its steel and titanium may pay, what its action branches cost. Worked out once
per card (and, for the cards with an action, once per card profile)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tmdesk.engine import effects

if TYPE_CHECKING:
    from tmdesk.cards.model import CardDef
    from tmdesk.engine.rules import Profile

# (resource, amount at least, what else may pay for M€) of an action branch's cost
BranchCost = tuple[tuple[str, int, tuple[str, ...]], ...]


class Facts:
    __slots__ = ("card", "corporation", "building", "space", "spends", "spends_or_places", "free_play",
                 "free_action", "branches")

    def __init__(self, card: CardDef) -> None:
        self.card = card  # kept, so that its id stays its own
        self.corporation = card.is_corporation
        self.building, self.space = "building" in card.tags, "space" in card.tags  # steel, titanium may pay
        # what the card spends or takes off the player's cards weighs on how it can be paid (Stratospheric Birds)
        self.spends = any("spend" in e or "remove_resource_own_card" in e for e in card.immediate)
        self.spends_or_places = any("spend" in e or "tile" in e for e in card.immediate)
        # its effects need no check once it is paid for (in a way the player can pay)
        self.free_play = effects.never_blocks(card.immediate)
        self.branches = tuple(branch_facts(b) for b in card.action_branches())
        # one of its actions has no cost and effects that never block
        self.free_action = any(not b.get("cost") and "condition" not in b and free for b, free, _cost in self.branches)


def branch_facts(branch: dict[str, Any]) -> tuple[dict[str, Any], bool, BranchCost | None]:
    """The action branch, whether its effects never block, and its cost when that is all there is to
    check (effects that never block, no condition, paid with resources or M€: no production or card
    resources), as `card_actions.branch_failure` checks it (X: 1 at least). Else None. Effects that only add
    resources to another card block an action with no such card (`effects.no_card_to_add_to`)."""
    free = effects.never_blocks(branch["effects"]) and not effects.adds_to_another_card_only(branch["effects"])
    cost = branch.get("cost") or {}
    if not free or "condition" in branch or "resources_here" in cost or "production" in cost:
        return branch, free, None
    pay_with = tuple(branch.get("pay_with", ()))
    return branch, free, tuple((r, 1 if n == "X" else n, pay_with) for r, n in cost.items())


FACTS: dict[int, Facts] = {}  # card id -> its facts (read it through card_facts)


def card_facts(card: CardDef) -> Facts:
    facts = FACTS.get(id(card))
    if facts is None or facts.card is not card:
        facts = FACTS[id(card)] = Facts(card)
    return facts


def action_facts(prof: Profile) -> tuple[tuple[CardDef, Facts], ...]:
    """Each card with an action in the profile, and its facts."""
    found: tuple[tuple[CardDef, Facts], ...] | None = prof.memo.get("action_facts")
    if found is None:
        found = prof.memo["action_facts"] = tuple((c, card_facts(c)) for c in prof.with_action)
    return found
