"""The game: new_game(config) · waiting_for() · apply(step) · dump().

Every caller (GUI, simulator, scenario runner, bots) goes through `apply`. It checks the answer
against the pending decision first and only then changes the state, so an illegal answer raises
`IllegalAction` and changes nothing. Between decisions the game runs by itself (production,
phase changes, AutoMars turns).
"""

from __future__ import annotations

import random
from typing import Any

from tmdesk.cards.loader import catalogue
from tmdesk.engine import (
    actions,
    answers,
    effects,
    expansions,  # noqa: F401 - registers each expansion into engine.hooks
    hooks,
    phases,
    triggers,
)
from tmdesk.engine import decisions as D
from tmdesk.engine import messages as M
from tmdesk.engine.board import PAID_BONUSES, board
from tmdesk.engine.decisions import Decision
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.placement import buy_space_bonus, gain_expansion_bonuses, legal_spaces, raise_temperature
from tmdesk.engine.state import AUTOMARS, NEUTRAL, GameConfig, GameState, PlayerState, Tile, json_copy
from tmdesk.engine.steps import check_step


class Game:
    """A game in progress. The state is plain data; this class holds the rules that act on it."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.board = board(state.config.board)
        self.cards = catalogue()
        self.expansions = hooks.active(state.config)  # the expansions in this game (engine/hooks.py)
        # the map's milestones and awards, and those every map gets from an expansion (Hoverlord, Venuphile)
        self.milestones = self.board.milestones + tuple(m for e in self.expansions for m in e.milestones)
        self.awards = self.board.awards + tuple(a for e in self.expansions for a in e.awards)
        self.automars_engine: Any = None
        # placement.has_legal_space's answers while a turn's options are listed (None: not now)
        # (and the tiles counted: cities, a player's tiles)
        self.space_memo: dict[tuple[Any, ...], Any] | None = None
        # the board those answers were found on (its dicts, their sizes...), and the answers (placement.space_memo)
        self.space_dicts: tuple[Any, Any] = (None, None)
        self.space_board: tuple[Any, ...] | None = None
        self.space_answers: dict[tuple[Any, ...], Any] = {}
        if state.automars is not None:
            from tmdesk.engine.automars_host import attach

            attach(self)

    # --- the three calls every caller uses ---------------------------------------------------

    def waiting_for(self, with_options: bool = True) -> Decision | None:
        """The one decision the game waits for, or None when the game is over.

        `with_options=False` skips listing a turn's legal actions (apply checks the action itself)."""
        s = self.state
        if s.phase == "end":
            return None
        if s.pending:
            return effects.ask_decision(self, s.pending[-1])
        return phases.phase_decision(self, with_options)

    def _decider(self) -> Decision | None:
        """Who decides what, as `apply` needs it: no options, and an ask's details left on the stack
        (the answer is checked against the ask itself)."""
        s = self.state
        if s.phase == "end":
            return None
        if s.pending:
            item = s.pending[-1]
            return Decision(item["p"], item["kind"], [])
        return phases.phase_decision(self, False)

    def apply(self, step: dict[str, Any]) -> list[list[Any]]:
        """Answer the pending decision. Returns the log entries it caused."""
        decision = self._decider()
        if decision is None:
            raise IllegalAction(M.GAME_OVER)
        check_step(step)
        who = step.get("player")
        if who is not None and who != decision.player:
            raise IllegalAction(M.NOT_YOUR_DECISION, expected=decision.player, player=who)
        start = len(self.state.log)
        if "do" in step:
            self._apply_do(decision, step)
        elif "answer" in step:
            if decision.kind not in D.ANSWER_KEY:
                raise IllegalAction(M.WRONG_KIND, expected=decision.kind, given="answer")
            answers.answer(self, decision, step["answer"])
        else:
            raise IllegalAction(M.STEP_NEEDS_DO)
        self.advance()
        self.state.record.append(json_copy(step))
        return self.state.log[start:]

    def _apply_do(self, decision: Decision, step: dict[str, Any]) -> None:
        do = step["do"]
        kind = decision.kind
        if do == "choose_start" and kind == D.CHOOSE_START:
            phases.choose_start(self, decision, step)
        elif do == "buy_cards" and kind == D.BUY_CARDS:
            phases.buy_cards(self, decision, step)
        elif do == "draft_pick" and kind == D.DRAFT_PICK:
            phases.draft_pick(self, decision, step)
        elif do == "play_prelude" and kind == D.PLAY_PRELUDE:
            from tmdesk.engine.prelude import play_prelude

            play_prelude(self, decision.player, step)
        elif kind == D.ACTION:
            actions.do_action(self, decision.player, step)
        elif kind == D.FINAL_GREENERY and do in ("convert_plants", "pass"):
            phases.final_greenery(self, decision, step)
        else:
            raise IllegalAction(M.WRONG_KIND, expected=kind, given=str(do))

    def advance(self) -> None:
        """Run everything that needs no decision, until one is needed or the game ends."""
        for _ in range(100_000):
            if self.state.pending:
                effects.run(self)
                if self.state.pending:
                    return
            if not phases.step_automatic(self):
                return
        raise RuntimeError("the game did not reach a decision")  # a bug, never a player's fault

    # --- small services used by every rules module ----------------------------------------

    @property
    def rng(self) -> random.Random:
        return self.state.rng

    def player(self, name: str) -> PlayerState:
        for p in self.state.players:  # the state's own lookup, inlined: the rules call it constantly
            if p.name == name:
                return p
        raise KeyError(name)

    def log(self, message_id: str, **args: Any) -> None:
        self.state.log.append([message_id, args])

    def is_player(self, name: str | None) -> bool:
        return name is not None and name not in (NEUTRAL, AUTOMARS)

    def draw(self, n: int) -> list[str]:
        """Draw from the top of the pile, shuffling the discard pile in when it runs out."""
        s = self.state
        out: list[str] = []
        for _ in range(n):
            if not s.deck:
                if not s.discard:
                    break
                s.deck = s.discard
                s.discard = []
                self.rng.shuffle(s.deck)
                self.log(M.L_RESHUFFLE)
            out.append(s.deck.pop())
        return out

    def raise_tr(self, name: str, n: int) -> None:
        if not self.is_player(name):
            return
        p = self.player(name)
        p.tr += n
        p.tr_raised_this_generation = True
        self.log(M.L_TR, player=name, value=p.tr)

    def count_cities(self, owner: str | None = None, on_mars: bool = False) -> int:
        memo = self.space_memo
        if memo is None:
            return self._count_cities(owner, on_mars)
        key = ("cities", owner, on_mars)  # listing a turn's options: the board's answers are kept
        n = memo.get(key)
        if n is None:
            n = memo[key] = self._count_cities(owner, on_mars)
        return n

    def _count_cities(self, owner: str | None, on_mars: bool) -> int:
        n = 0
        spaces = self.board.spaces
        for sid, t in self.state.tiles.items():
            if t.tile == "city" and (owner is None or t.owner == owner) and (not on_mars or spaces[sid].on_mars):
                n += 1
        return n

    def placement_bonus(self, name: str, space: str) -> None:
        """The printed bonus of the space, and +2 M€ for each adjacent ocean (first, what an expansion prints
        there: Terra Cimmeria's colony, paid for before anything is gained, as `is_free` checked)."""
        p = self.player(name)
        sp = self.board.spaces[space]
        if sp.expansion_cost:
            gain_expansion_bonuses(self, name, space)
        for b in sp.bonus:
            if b in PAID_BONUSES:
                buy_space_bonus(self, name, space)
            elif b == "card":
                p.hand.extend(self.draw(1))
            else:
                p.resources["plants" if b == "plant" else b] += 1
        oceans = sum(1 for n in self.board.adjacent[space] if n in self.state.tiles and self.state.tiles[n].tile == "ocean")
        p.resources["megacredits"] += 2 * oceans

    def bonus_heat_production(self, name: str) -> None:
        if self.is_player(name):
            self.player(name).production["heat"] += 1

    def bonus_ocean(self, name: str) -> None:
        if self.is_player(name):
            effects.push_effects(self, name, [{"tile": "ocean", "count": 1, "where": "normal"}], None)

    # --- what card code may use (tmdesk.cards.host.CardHost) --------------------------------

    @property
    def tiles(self) -> dict[str, Tile]:
        return self.state.tiles

    @property
    def claims(self) -> dict[str, str]:
        return self.state.claims

    @property
    def last_ocean(self) -> str | None:
        return self.state.last_ocean

    def discard(self, cards: list[str]) -> None:
        self.state.discard.extend(cards)

    def push_effects(self, player: str, fx: list[dict[str, Any]], src: str | None) -> None:
        effects.push_effects(self, player, fx, src)

    def effects_possible(self, player: str, fx: list[dict[str, Any]], src: str) -> bool:
        return effects.effects_failure(self, player, fx, src, {}) is None

    def ask_space(self, player: str, options: list[str], src: str, tile: str) -> None:
        effects.push_ask(self, D.SELECT_SPACE, player, options, src, special=True, effect={}, tile=tile)

    def ask_card(self, player: str, options: list[str], src: str) -> None:
        effects.push_ask(self, D.SELECT_CARD, player, options, src, special=True, effect={})

    def ask_player(self, player: str, options: list[str], src: str, effect: dict[str, Any], optional: bool) -> None:
        effects.push_ask(self, D.SELECT_PLAYER, player, options, src, optional=optional, effect=effect)

    # --- small services used by the rules modules ---------------------------------------------

    def fire_tile_triggers(self, placer: str, space: str, kind: str, source: str | None) -> None:
        triggers.fire_tile(self, placer, space, kind, source)

    def legal_spaces(self, player: str | None, tile: str, where: str = "normal") -> list[str]:
        return legal_spaces(self, player, tile, where)

    def raise_temperature(self, player: str, steps: int) -> int:
        return raise_temperature(self, player, steps)

    def copy(self) -> Game:
        """An independent copy of the game, cheap enough for a bot's search (no JSON round trip)."""
        automars = None
        if self.state.automars is not None:
            from tmdesk.engine.automars_host import automars_state_from_dict

            automars = automars_state_from_dict(self.automars_engine.to_dict())
        return Game(self.state.copy(automars))

    # --- views --------------------------------------------------------------------------------

    def dump(self) -> dict[str, Any]:
        from tmdesk.engine.dump import dump

        return dump(self)


def new_game(config: GameConfig, deal: dict[str, dict[str, list[str]]] | None = None,
             skip_setup: bool = False) -> Game:
    """Set up a game (board, deck, players, dealt cards) ready for its first decision."""
    g = Game(phases.new_state(config))
    phases.set_up(g, deal or {}, skip_setup)
    return g
