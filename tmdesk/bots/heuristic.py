"""The heuristic levels: try each legal answer on a determinised copy and keep the best position.

`GreedyBot` looks one action ahead: it plays the action (and the small choices it causes, with quick
rules of thumb) on a copy of the game in which the hidden cards are re-dealt, and values the position
with `evaluate`. Cards to buy, draft or keep are valued from their printed effects (`card_value`).

Easy plays the same way with a person's typical lapses rather than random moves: it looks only a few
generations ahead, forgets its blue-card actions now and then, never thinks of milestones or awards,
and misjudges values by a few M€.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tmdesk.bots import solo
from tmdesk.bots.evaluate import Prices, card_value, evaluate
from tmdesk.bots.view import copy_game, sample
from tmdesk.engine import actions, rules, standard_projects
from tmdesk.engine import decisions as D
from tmdesk.engine.messages import IllegalAction

if TYPE_CHECKING:
    from tmdesk.cards.model import CardDef
    from tmdesk.engine.decisions import Decision
    from tmdesk.engine.game import Game
    from tmdesk.engine.state import PlayerState

MAX_FOLLOW_UPS = 30  # answers a single action may ask for before the look-ahead stops
MAX_SPACES = 6
BUY_ABOVE = 2.0  # a card is bought when playing it should bring this much more than it costs
SELL_BELOW = -3.0  # cards worth less than this (M€, after their cost) are sold  # spaces tried for real when placing a tile (the best by the quick rule)


@dataclass
class Candidate:
    step: dict[str, Any]
    value: float
    reason: str  # why, in a few words (the coach shows it)


@dataclass
class Style:
    """How a level plays."""

    noise: float = 0.0  # M€ of random misjudgement on every value
    forget_actions: float = 0.0  # chance to overlook a blue-card action
    goals: bool = True  # thinks of milestones and awards
    min_gain: float = 0.5  # an action must improve the position by this much


NORMAL = Style()
EASY = Style(noise=4.0, forget_actions=0.4, goals=False, min_gain=1.5)


class GreedyBot:
    """One-action look-ahead over every legal answer."""

    def __init__(self, seed: int = 0, style: Style = NORMAL) -> None:
        self.rng = random.Random(seed)
        self.style = style

    # --- the bot interface ---------------------------------------------------------------------

    def choose(self, g: Game, d: Decision) -> dict[str, Any]:
        return self.rank(g, d)[0].step

    def rank(self, g: Game, d: Decision) -> list[Candidate]:
        """Every answer considered, best first."""
        kind = d.kind
        if kind == D.CHOOSE_START:
            return [self._choose_start(g, d)]
        if kind == D.BUY_CARDS:
            return [self._buy_cards(g, d)]
        if kind == D.DRAFT_PICK:
            pick = max(d.options, key=lambda c: self._card_value(g, d.player, c))
            return [Candidate({"do": "draft_pick", "card": pick}, 0.0, "draft")]
        if kind == D.FINAL_GREENERY:
            return [Candidate({"do": "convert_plants"}, 0.0, "greenery")]
        steps = candidate_steps(g, d, self)
        world = sample(g, d.player, self.rng)
        now = evaluate(world, d.player)
        out = [Candidate(step, (now if step.get("do") in ("pass", "end_turn") else self._try(world, d.player, step))
                         + self._noise(), reason) for step, reason in steps]
        out.sort(key=lambda c: -c.value)
        if kind == D.ACTION:
            out = self._prefer_waiting(out)
        return out

    # --- looking one action ahead ----------------------------------------------------------------

    def _try(self, world: Game, player: str, step: dict[str, Any]) -> float:
        g = copy_game(world)
        try:
            g.apply(dict(step, player=player))
        except IllegalAction:
            return float("-inf")
        finish_own_choices(g, player, self)
        return evaluate(g, player)

    def _prefer_waiting(self, ranked: list[Candidate]) -> list[Candidate]:
        """Act only when it beats doing nothing (pass / end the turn) by `min_gain`."""
        idle = [c for c in ranked if c.step["do"] in ("pass", "end_turn")]
        if not idle:
            return ranked
        rest = idle[0].value
        best = ranked[0]
        if best.step["do"] not in ("pass", "end_turn") and best.value < rest + self.style.min_gain:
            ranked.remove(idle[0])
            ranked.insert(0, idle[0])
        return ranked

    def _noise(self) -> float:
        return self.rng.gauss(0.0, self.style.noise) if self.style.noise else 0.0

    def _card_value(self, g: Game, player: str, card: str) -> float:
        return card_value(g, g.player(player), g.cards[card]) + self._noise()

    # --- set-up and research -----------------------------------------------------------------------

    def _choose_start(self, g: Game, d: Decision) -> Candidate:
        p = g.player(d.player)
        best: tuple[float, str, list[str]] | None = None
        for corp_name in d.options:
            corp = g.cards[corp_name]
            saved = p.corporation
            p.corporation = corp_name  # to price the cards with the corporation's discounts (restored below)
            try:
                values = sorted(((self._card_value(g, p.name, c), c) for c in d.info["cards"]), reverse=True)
            finally:
                p.corporation = saved
            if corp.beginner:
                keep = [c for _, c in values]
                worth = corp.starting_megacredits + sum(max(v + 3, 0) for v, _ in values)
            else:
                money, price = corp.starting_megacredits, rules.card_price_with(corp)  # (Polyphemos: 5 a card)
                above = solo.KEEP_ABOVE if g.state.config.solo else 0.0
                keep = [c for v, c in values if v > above][: max(0, (money - 15) // price)]
                worth = money - price * len(keep) + sum(v + 3 for v, c in values if c in keep)
            worth += self._corporation_bonus(g, corp_name) + self._noise()
            if best is None or worth > best[0]:
                best = (worth, corp_name, keep)
        assert best is not None
        step: dict[str, Any] = {"do": "choose_start", "corporation": best[1], "cards": best[2]}
        if "preludes" in d.info:  # the two Preludes worth most by their printed effects
            ranked = sorted(d.info["preludes"], key=lambda c: -self._card_value(g, p.name, c))
            step["preludes"] = ranked[:2]
        return Candidate(step, best[0], "start")

    def _corporation_bonus(self, g: Game, corp_name: str) -> float:
        corp = g.cards[corp_name]
        if g.state.config.solo:
            return solo.corporation_value(g, g.state.players[0], corp)
        pr = Prices(g, g.state.players[0])
        v: float = sum(n * pr.production[r] for r, n in corp.starting_production.items())
        v += sum(n * pr.resource[r] for r, n in corp.starting_resources.items())
        if corp.triggers or corp.statics.get("list") or corp.action:
            v += 1.2 * pr.rd
        return v

    def _buy_cards(self, g: Game, d: Decision) -> Candidate:
        p = g.player(d.player)
        price = d.info["price"]
        if g.state.config.solo:
            return Candidate({"do": "buy_cards", "cards": solo.research(g, p, d.options, price)}, 0.0, "research")
        budget = p.resources["megacredits"] + p.production["megacredits"] + p.tr
        values = sorted(((self._card_value(g, p.name, c), c) for c in d.options), reverse=True)
        keep: list[str] = []
        spent = 0
        for v, c in values:
            if v <= BUY_ABOVE or spent + price > p.resources["megacredits"] or spent + price > budget // 3:
                break
            keep.append(c)
            spent += price
        return Candidate({"do": "buy_cards", "cards": keep}, 0.0, "research")


# --- answers to consider -------------------------------------------------------------------------

def candidate_steps(g: Game, d: Decision, bot: GreedyBot) -> list[tuple[dict[str, Any], str]]:
    """The answers worth trying for `d`, each with a short reason tag."""
    kind = d.kind
    p = g.player(d.player)
    if kind == D.ACTION:
        out = []
        for o in d.options:
            do = o["do"]
            if do == "card_action" and bot.rng.random() < bot.style.forget_actions:
                continue
            if do in ("claim_milestone", "fund_award") and not bot.style.goals:
                continue
            step = dict(o)
            if do == "play_card":
                card = g.cards[o["card"]]
                step["pay"] = _payment(g, p, rules.card_cost(p, card), card)
            elif do == "standard_project" and o["project"] == "sell_patents":
                sell = [c for c in p.hand if card_value(g, p, g.cards[c]) < SELL_BELOW]
                if not sell:
                    continue
                step["cards"] = sell
            elif do in ("standard_project", "claim_milestone", "fund_award"):
                cost = (standard_projects.project_cost(p, o["project"]) if do == "standard_project"
                        else actions.MILESTONE_COST if do == "claim_milestone" else actions.award_cost(g))
                step["pay"] = _payment(g, p, cost, None)
            out.append((step, do))
        return out
    if kind == D.PLAY_PRELUDE:
        return [({"do": "play_prelude", "card": c}, "prelude") for c in d.options]
    if d.info.get("prelude") == "play_from_hand":  # Eccentric Sponsor, Ecology Experts: the card and its payment
        out = [({"answer": {"card": c, "pay": _prelude_pay(g, d, c)}}, "card") for c in d.options]
        return out + ([({"answer": {"skip": True}}, "skip")] if d.optional else [])
    if kind == D.SELECT_SPACE:
        spaces = sorted(d.options, key=lambda s: -space_score(g, d.player, s, d.info.get("tile")))[:MAX_SPACES]
        out = [({"answer": {"space": s}}, "space") for s in spaces]
    elif kind == D.SELECT_CARDS:
        out = [({"answer": {"cards": cards}}, "cards") for cards in _card_sets(g, d)]
    else:
        key = D.ANSWER_KEY[kind]
        out = [({"answer": {key: o}}, kind) for o in d.options]
    if d.optional:
        out.append(({"answer": {"skip": True}}, "skip"))
    return out


def _payment(g: Game, p: PlayerState, cost: int, card: CardDef | None) -> dict[str, int]:
    if g.state.config.solo:
        return solo.payment(p, cost, card)
    return rules.default_payment(p, cost, card) or {}


def _prelude_pay(g: Game, d: Decision, card: str) -> dict[str, int]:
    from tmdesk.engine.prelude import default_payment

    return default_payment(g, g.player(d.player), d.info["effect"]["play_from_hand"], card)


def _card_sets(g: Game, d: Decision) -> list[list[str]]:
    """A few sensible selections: the best cards, the worst cards, the fewest allowed."""
    p = g.player(d.player)
    lo, hi = d.info.get("min", 0), d.info.get("max", len(d.options))
    ranked = sorted(d.options, key=lambda c: -card_value(g, p, g.cards[c]))
    sets = [ranked[:hi], ranked[:lo], ranked[len(ranked) - lo:] if lo else [], ranked[:max(lo, 1)]]
    out: list[list[str]] = []
    for s in sets:
        if lo <= len(s) <= hi and s not in out:
            out.append(s)
    return out


def quick_answer(g: Game, d: Decision, bot: GreedyBot) -> dict[str, Any]:
    """A fast, reasonable answer to a small choice inside a look-ahead (no copies)."""
    kind = d.kind
    if kind == D.SELECT_SPACE:
        return {"answer": {"space": max(d.options, key=lambda s: space_score(g, d.player, s, d.info.get("tile")))}}
    if kind == D.SELECT_CARDS:
        return {"answer": {"cards": _card_sets(g, d)[0]}}
    if kind == D.SELECT_PLAYER:
        others = [o for o in d.options if o != d.player]
        return {"answer": {"player": others[0] if others else d.options[0]}}
    if kind == D.SELECT_AMOUNT:
        return {"answer": {"amount": max(d.options)}}
    if d.info.get("prelude") == "play_from_hand" and d.options:
        return {"answer": {"card": d.options[0], "pay": _prelude_pay(g, d, d.options[0])}}
    if kind == D.SELECT_CARD and d.options:
        return {"answer": {"card": d.options[0]}}
    if not d.options and d.optional:
        return {"answer": {"skip": True}}
    return {"answer": {D.ANSWER_KEY[kind]: d.options[0]}}


def finish_own_choices(g: Game, player: str, bot: GreedyBot) -> None:
    """Answer `player`'s follow-up choices quickly, until the action is over."""
    for _ in range(MAX_FOLLOW_UPS):
        d = g.waiting_for(with_options=False)
        if d is None or d.player != player or d.kind not in D.ANSWER_KEY:
            return
        try:
            g.apply(dict(quick_answer(g, d, bot), player=player))
        except IllegalAction:
            return


def space_score(g: Game, player: str, space: str, tile: Any) -> float:
    """Placement bonus, adjacent oceans, and the tile's points: the usual way people pick a space."""
    b, tiles = g.board, g.state.tiles
    sp = b.spaces[space]
    v = 0.0
    for bonus in sp.bonus:
        v += {"steel": 2.0, "titanium": 3.0, "plant": 2.0, "card": 3.0, "heat": 1.0}.get(bonus, 1.0)
    near = [tiles[n] for n in b.adjacent[space] if n in tiles]
    v += 2.0 * sum(1 for t in near if t.tile == "ocean")
    if tile == "greenery":
        v += 3.0 * sum(1 for t in near if t.is_city and t.owner == player)
        v -= 1.0 * sum(1 for t in near if t.is_city and t.owner != player)
    elif tile in ("city", "capital"):
        v += 1.5 * sum(1 for t in near if t.tile == "greenery")
        v += 1.0 * sum(1 for n in b.adjacent[space] if n not in tiles and n in b.land)
    elif tile == "ocean":
        v += 0.5 * sum(1 for t in near if t.owner == player)
    return v
