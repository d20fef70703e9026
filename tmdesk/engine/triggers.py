"""Triggers: the ongoing effects that react to what happens (tiles placed, cards played, payments).

Effects triggered at the same moment by two or more cards are ordered by the active player
(base-facts: Generation structure), through a decision like any other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tmdesk.engine import decisions as D
from tmdesk.engine import rules
from tmdesk.engine.answers import register_answer
from tmdesk.engine.effects import effects_failure, push_ask, push_effects

if TYPE_CHECKING:
    from tmdesk.cards.model import CardDef
    from tmdesk.engine.game import Game


# --- triggers --------------------------------------------------------------------------------

def _listeners(g: Game, event: str, actor: str, any_player: bool) -> list[tuple[str, CardDef, dict[str, Any]]]:
    """(owner, card, trigger) for every card listening to `event`, active player first (only the
    actor's cards unless `any_player`)."""
    s = g.state
    players = s.players
    if not any_player:
        for p in players:
            if p.name == actor:
                found = rules.profile(p).listeners.get(event)
                return [(actor, c, trig) for c, trig in found] if found else []
        return []
    n = len(players)
    first = s.active if s.active < n else 0
    out: list[tuple[str, CardDef, dict[str, Any]]] = []
    for i in range(n):
        p = players[(first + i) % n]
        found = rules.profile(p).listeners.get(event)
        if found:
            out += [(p.name, c, trig) for c, trig in found]
    return out


def triggered(g: Game, event: str, actor: str, source: str | None = None, tags: tuple[str, ...] = (),
              ctx: dict[str, Any] | None = None, any_player: bool = False,
              cost: int = 0) -> list[dict[str, Any]]:
    """The pending items of every trigger of `event` (not pushed yet). `actor` is who did it; `tags`, the
    tags it concerns (`per_tag`: once each); `cost`, the printed cost of the card played (`min_base_cost`)."""
    items: list[dict[str, Any]] = []
    for owner, card, trig in _listeners(g, event, actor, any_player):
        if card.name == source and not trig.get("includes_this") and not card.is_corporation:
            continue  # a project card does not trigger itself unless it says so; a corporation's first action does
        if cost < trig.get("min_base_cost", 0):
            continue
        times = 1
        if "tags" in trig:
            times = sum(1 for t in tags if t in trig["tags"]) if trig.get("per_tag") else int(
                any(t in trig["tags"] for t in tags))
        elif trig.get("per_tag"):
            times = len(tags)
        for _ in range(times):
            if trig.get("optional"):
                if effects_failure(g, owner, trig["effect"], card.name, dict(ctx or {})) is not None:
                    continue  # e.g. Mars University with no card to discard: nothing to offer
                items.append({"t": "ask", "kind": D.SELECT_OPTION, "p": owner, "options": [0], "src": card.name,
                              "effect": {"choose_one": [trig["effect"]]}, "optional": True, "ctx": dict(ctx or {}),
                              "descriptions": [trig["effect"]]})
            else:
                items.append({"t": "fx", "p": owner, "src": card.name, "fx": list(trig["effect"]), "ctx": dict(ctx or {})})
    return items


def schedule(g: Game, items: list[dict[str, Any]]) -> None:
    """Effects triggered at the same moment. When they come from two or more cards, the active
    player chooses the order (base-facts: Generation structure), one at a time."""
    if len(items) < 2 or len({i["src"] for i in items}) < 2:
        g.state.pending.extend(reversed(items))
        return
    s = g.state
    seat = s.seats[s.active] if s.phase == "action" else items[0]["p"]
    chooser = seat if g.is_player(seat) else items[0]["p"]
    push_ask(g, D.SELECT_OPTION, chooser, list(range(len(items))), None, order=items,
             descriptions=[i["src"] for i in items], prompt="order_triggers")


def resolve_order(g: Game, item: dict[str, Any], index: int) -> None:
    items = item["order"]
    chosen = items[index]
    schedule(g, [i for k, i in enumerate(items) if k != index])
    g.state.pending.append(chosen)  # on top: it resolves first


def fire(g: Game, event: str, actor: str, source: str | None = None, tags: tuple[str, ...] = (),
         ctx: dict[str, Any] | None = None, any_player: bool = False) -> None:
    schedule(g, triggered(g, event, actor, source, tags, ctx, any_player))


def fire_tile(g: Game, placer: str, space: str, kind: str, source: str | None) -> None:
    on_mars = g.board.spaces[space].on_mars
    items: list[dict[str, Any]] = []
    if kind == "ocean":
        items += triggered(g, "any_player_places_ocean", placer, source, any_player=True)
    if kind == "city":
        items += triggered(g, "any_player_places_city", placer, source, any_player=True)
        if on_mars:
            items += triggered(g, "any_player_places_city_on_mars", placer, source, any_player=True)
        if g.is_player(placer):
            items += triggered(g, "you_place_city", placer, source)
    if kind == "greenery" and g.is_player(placer):
        items += triggered(g, "you_place_greenery", placer, source)
    if g.is_player(placer) and on_mars and {"steel", "titanium"} & set(g.board.spaces[space].bonus):
        items += triggered(g, "you_place_tile_on_steel_or_titanium_bonus", placer, source)
    schedule(g, items)
    if g.state.automars is not None and g.is_player(placer):  # AutoMars's corporation may react (C10, C22...)
        g.automars_engine.human_placed_tile(space, kind)


def fire_card_played(g: Game, player: str, card_name: str) -> None:
    """Tag and event triggers of a card just played (its own included where the trigger says so)."""
    card = g.cards[card_name]
    ctx = {"played_card": card_name}
    items: list[dict[str, Any]] = []
    if card.is_event:
        items += triggered(g, "you_play_event", player, card_name, ctx=ctx)
        if "space" in card.tags:
            items += triggered(g, "you_play_space_event", player, card_name, ctx=ctx)
    if card.vp is not None and card.vp.get("fixed", 0) >= 0:  # Vitor: a VP icon that is not negative
        items += triggered(g, "you_play_card_with_vp", player, card_name, ctx=ctx)
    if card.tags:
        items += triggered(g, "you_play_tag", player, card_name, card.tags, ctx=ctx)
        items += triggered(g, "any_player_plays_tag", player, card_name, card.tags, ctx=ctx, any_player=True)
        if not card.is_event and "you_get_new_tag" in rules.profile(g.player(player)).listeners:
            items += triggered(g, "you_get_new_tag", player, card_name, new_tag_kinds(g, player, card), ctx=ctx)
    if card.cost:  # Spin-off Department: a printed cost of 20 M€ or more
        items += triggered(g, "you_play_card", player, card_name, ctx=ctx, cost=card.cost)
    schedule(g, items)
    if g.state.automars is not None and g.is_player(player):  # AutoMars's corporation may react (C08, C21, C24)
        g.automars_engine.human_played_card(card_name, list(card.tags))


def new_tag_kinds(g: Game, player: str, card: CardDef) -> tuple[str, ...]:
    """The kinds of tag the card just played (in play, not an event) is the first to bring the player
    (Aridor): those it alone accounts for. A wild tag is no kind (it becomes one only once in play)."""
    tags = rules.profile(g.player(player)).tags
    return tuple(t for t in dict.fromkeys(card.tags) if t != "wild" and tags[t] == card.tags.count(t))


def fire_payment(g: Game, player: str, base_cost: int, standard_project: str | None) -> None:
    """CrediCor, Standard Technology: triggers on paying for a card or a standard project."""
    p = g.player(player)
    for c in rules.profile(p).with_triggers:
        for trig in c.triggers.get("you_pay_card_or_standard_project", ()):
            if base_cost >= trig.get("min_base_cost", 0):
                push_effects(g, player, trig["effect"], c.name)
        if standard_project is not None:
            for trig in c.triggers.get("you_pay_standard_project", ()):
                if standard_project not in trig.get("except_projects", ()):
                    push_effects(g, player, trig["effect"], c.name)


register_answer("order", resolve_order)
