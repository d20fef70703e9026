"""`AutoMars`: the one object the engine talks to (automars.md sections 3-6, 13).

How the engine drives it:

1. Setup (section 3), after the human's corporation: `AutoMars.new_game(host, difficulty)` or
   `AutoMars(host, AutoMarsState(...)).setup()`. Builds the bonus deck, plays the corporation
   if any, deals the first action deck. The human is first player in generation 1.
2. Research phase, from generation 2: `research_phase()`; with the draft variant, `draft_pick
   (pile)` for each of AutoMars's four picks, then `finish_draft(kept)`.
3. Action phase: on AutoMars's turn call `take_turn()`; False means AutoMars has passed for the
   rest of the generation (its deck is empty; it keeps returning False).
4. Production phase: nothing (AutoMars skips it, 4.4).
5. Start of each generation: `generation_limit_reached()` -> the human has lost.
6. Game end (13): `final_greenery_placement()` in turn order, then `final_score()`; the engine
   scores the human, using `award_strength(name)` for the awards (ties share first place), and
   `scoring.automars_wins(automars_total, human_total)` decides (ties to AutoMars).
7. The human's effects on AutoMars: `remove_megacredits`, `steal_megacredits`,
   `decrease_production`, `can_decrease_production`, `production`, `tag_count` (section 5).
8. Saving: `state.to_dict()` / `AutoMarsState.from_dict(...)`; scenario dump: `dump()`;
   scenario overrides: `apply_overrides(block)`; card conservation: `cards_held()`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import (
    colonies_bonus_cards,  # noqa: F401 - registers Colonies' bonus cards B17-B20
    human_effects,
    milestones,
    scoring,
    shipping,
    turn,
    venus,
)
from . import messages as msg
from .cards import CardCatalog, load_catalog
from .context import Context
from .corporations import check_allowed, choose_corporation, corporation_for, project_cards_held
from .difficulty import Difficulty
from .host import COLONIES, PRELUDE, VENUS_NEXT, AutoMarsHost
from .placement import MarsMap, load_mars_map
from .state import VENUS, AutoMarsState, is_bonus_card
from .tracks import Board, corporate_competition_maps, icon_in_play, load_board


class AutoMars:
    """The AutoMars opponent over a host game. Holds no state besides `state`."""

    def __init__(
        self,
        host: AutoMarsHost,
        state: AutoMarsState | None = None,
        *,
        board: Board | None = None,
        mars: MarsMap | None = None,
        catalog: CardCatalog | None = None,
    ) -> None:
        state = AutoMarsState() if state is None else state
        board = load_board() if board is None else board
        if VENUS_NEXT in host.expansions:  # its Venus track, Hoverlord and Venuphile, B15 for B06 (venus.py)
            board = venus.with_venus(board)
            for positions in (state.tracks, state.reached):
                positions.setdefault(VENUS, 0)
        if COLONIES in host.expansions:  # B17 for B05, B18 added, its shipping board and the floater and colony icons (shipping.py)
            board = shipping.with_colonies(board)
        self.ctx = Context(
            state=state,
            host=host,
            board=board,
            mars=load_mars_map() if mars is None else mars,
            catalog=load_catalog() if catalog is None else catalog,
            corporation=corporation_for(state.corporation, host.expansions),
        )

    @classmethod
    def new_game(
        cls,
        host: AutoMarsHost,
        difficulty: str | Difficulty = "normal",
        corporation: str | None = None,
        human_corporation: str | None = None,
    ) -> AutoMars:
        """A fresh AutoMars, set up (section 3, 16.1) up to its first before-action step.
        `corporation`: a code, `"random"`, or None."""
        level = Difficulty.preset(difficulty) if isinstance(difficulty, str) else difficulty
        bot = cls(host, AutoMarsState(difficulty=level))
        bot.setup(corporation=corporation, human_corporation=human_corporation)
        bot.before_action_phase()
        return bot

    @property
    def state(self) -> AutoMarsState:
        return self.ctx.state

    # --- phases --------------------------------------------------------------------------

    def setup(self, corporation: str | None = None, human_corporation: str | None = None) -> None:
        """Section 3 (+16.1): `setup_decks`, then `setup_corporation` if any. The engine then calls
        `before_action_phase` for generation 1."""
        if corporation is not None and corporation != "random":
            check_allowed(corporation, human_corporation, self.ctx.host.expansions)
        self.setup_decks()
        if corporation is not None:
            self.setup_corporation(corporation, human_corporation)

    def setup_decks(self) -> None:
        """Section 3 steps 2-3: the bonus deck, then the first action deck (before any corporation)."""
        turn.build_bonus_deck(self.ctx)
        turn.build_setup_deck(self.ctx)

    def setup_corporation(self, corporation: str, human_corporation: str | None = None) -> None:
        """16.1, on top of the decks of section 3: the corporation (a code or "random"; never the
        namesake of the human's `human_corporation`: a chosen one that is raises ValueError), its
        set-up box and starting icons, and the counts of its first action deck (C12, C16)."""
        if corporation != "random":
            check_allowed(corporation, human_corporation, self.ctx.host.expansions)
        chosen = choose_corporation(self.ctx, human_corporation) if corporation == "random" else corporation
        corp = corporation_for(chosen, self.ctx.host.expansions)
        assert corp is not None
        self.ctx.corporation = corp
        self.state.corporation = chosen
        self.ctx.log(msg.CORPORATION, code=chosen, corporation=corp.name)
        corp.setup(self.ctx)
        turn.adjust_setup_deck(self.ctx)

    def before_action_phase(self) -> None:
        """The corporation's "before the action phase" box (16.2 item 6), every generation,
        generation 1 included (right after set-up)."""
        if self.ctx.corporation is not None:
            self.ctx.corporation.before_action(self.ctx)

    def research_phase(self) -> None:
        """Section 4.2 without the draft variant."""
        turn.build_research_deck(self.ctx)

    def draft_pick(self, pile: Sequence[str]) -> str:
        """Draft variant: the card AutoMars keeps from the pile it holds now."""
        return turn.draft_pick(self.ctx, pile)

    def finish_draft(self, kept: Sequence[str]) -> None:
        """Draft variant, after AutoMars's fourth pick."""
        turn.finish_draft(self.ctx, kept)

    def take_turn(self) -> bool:
        """Section 6. False = AutoMars passes. With Colonies, full storage areas are exchanged first."""
        if shipping.in_play(self.ctx):
            shipping.exchange(self.ctx)
        return turn.take_turn(self.ctx)

    def round_start(self) -> None:
        """The start of a generation, before the research phase (corporations C26, C34)."""
        if self.ctx.corporation is not None:
            self.ctx.corporation.round_start(self.ctx)

    # --- Colonies (shipping.py): what the engine tells AutoMars ----------------------------------

    def colony_built(self, owner: str, tile: str) -> None:
        shipping.colony_built(self.ctx, owner, tile)

    def colony_bonus(self, tile: str) -> None:
        shipping.colony_bonus(self.ctx, tile)

    def trade_income(self, tile: str) -> None:
        shipping.trade_income(self.ctx, tile)

    def take_stored(self, resource: str, amount: int) -> int | None:
        return shipping.take_stored(self.ctx, resource, amount)

    def stored_in(self, resource: str) -> str | None:
        """The shipping board area that stores `resource` and holds some (None: none)."""
        return shipping.stored_in(self.ctx, resource)

    @property
    def has_cards(self) -> bool:
        return bool(self.state.action_deck)

    # --- the human's effects (section 5) --------------------------------------------------

    def remove_megacredits(self, amount: int, resource: str = "megacredits") -> int:
        return human_effects.remove_megacredits(self.ctx, amount, resource)

    def steal_megacredits(self, amount: int, resource: str = "megacredits") -> int:
        return human_effects.steal_megacredits(self.ctx, amount, resource)

    def decrease_production(self, resource: str, steps: int = 1) -> int:
        return human_effects.decrease_production(self.ctx, resource, steps)

    def can_decrease_production(self, resource: str) -> bool:
        return human_effects.can_decrease_production(self.state, self.ctx.board, resource)

    def production(self, resource: str) -> int:
        return human_effects.production(self.state, self.ctx.board, resource)

    def tag_count(self, tag: str) -> int:
        return human_effects.tag_count(self.state, self.ctx.board, tag)

    def human_placed_tile(self, space: str, tile: str) -> None:
        """The human has placed `tile` on `space` (corporations C10, C18, C22, C35)."""
        if self.ctx.corporation is not None:
            self.ctx.corporation.on_tile_placed(self.ctx, space, tile, by_automars=False)

    def venus_raised(self) -> None:
        """The human (or the engine for nobody) has raised Venus one step (corporation C28)."""
        if self.ctx.corporation is not None:
            self.ctx.corporation.on_venus_step(self.ctx)

    def human_played_card(self, card: str, tags: Sequence[str]) -> None:
        """The human has played project card `card` (corporations C08, C21, C24)."""
        if self.ctx.corporation is not None:
            self.ctx.corporation.on_human_card(self.ctx, card, tags)

    # --- end of the game (section 13) -----------------------------------------------------

    def generation_limit_reached(self) -> bool:
        """The human has lost at the start of this generation (13; shorter with Prelude, 17)."""
        return scoring.generation_limit_reached(self.ctx.host.generation, PRELUDE in self.ctx.host.expansions)

    def final_greenery_placement(self) -> None:
        scoring.final_greenery_placement(self.ctx)

    def award_strength(self, award: str) -> int:
        """AutoMars's strength in `award` (English name), as used at final scoring."""
        return milestones.automars_award_strength(self.ctx, milestones.award_by_name(self.ctx, award))

    def milestone_view(self, name: str) -> dict[str, Any]:
        """How AutoMars is measured for a milestone of this map (its rule, 8.1) and where it stands: it meets
        it when `have` reaches `need`."""
        milestone = next(m for m in self.ctx.board.milestones if m.name == name)
        have, need = milestones.milestone_progress(self.ctx, milestone)
        return {"rule": dict(milestone.automars), "have": have, "need": need}

    def award_view(self, name: str) -> dict[str, Any]:
        """How AutoMars is measured for an award of this map (its rule, 8.1), its strength and the parts of it that
        its level and its corporation add."""
        award = milestones.award_by_name(self.ctx, name)
        base, level, corporation = milestones.award_strength_parts(self.ctx, award)
        return {"rule": dict(award.automars), "strength": base + level + corporation, "level": level,
                "corporation": corporation}

    def final_score(self) -> dict[str, int]:
        return scoring.final_score(self.ctx)

    def score_now(self) -> dict[str, int]:
        return scoring.score_now(self.ctx)

    # --- bookkeeping for the engine -------------------------------------------------------

    def dump(self) -> dict[str, Any]:
        """The `automars` block of the scenario dump (with Colonies: its shipping board, by tile)."""
        block = self.state.dump()
        if shipping.in_play(self.ctx):
            block["shipping"] = shipping.areas(self.ctx)
        return block

    def board_view(self) -> dict[str, Any]:
        """This game's AutoMars board side as the window draws it (it differs from map to map): each track's
        tags, icons by position and the positions of the icons ignored in this game, the map's Corporate Competition card, its placement tiebreakers and what
        of it rests on one source."""
        board = self.ctx.board
        view = {
            "map": board.map,
            "tracks": {t.id: {"tags": list(t.tags), "positions": list(t.positions),
                              "ignored": [n for n, icon in enumerate(t.positions) if icon and not icon_in_play(board, icon)]}
                       for t in board.tracks.values()},
            "corporate_competition": board.corporate_competition,
            "tiebreakers": list(board.tiebreakers),
            "one_source": list(board.one_source),
        }
        if shipping.in_play(self.ctx):  # Colonies: its shipping board
            view["shipping"] = shipping.board_view(self.ctx)
        return view

    def cards_held(self) -> list[str]:
        """Project cards AutoMars holds (action deck and played pile), for card-count checks."""
        held = [card for card in self.state.action_deck if not is_bonus_card(card)] + list(self.state.played_pile)
        return held + project_cards_held(self.ctx) + list(self.state.destroyed_project_cards)

    def apply_overrides(self, block: dict[str, Any]) -> None:
        """Scenario `state.automars` overrides: the given keys replace the current values, in
        place (the state object keeps its identity). Setting `tracks` without `reached` resets
        the markers to the new positions. ValueError on bad input, and then nothing changes."""
        merged = self.state.to_dict()
        if "tracks" in block and "reached" not in block:
            del merged["reached"]
        if "action_deck" in block and "bonus_deck" not in block:
            del merged["bonus_deck"]
        merged.update(block)
        new = AutoMarsState.from_dict(merged, self.ctx.board.bonus_deck)
        check_corporate_competition(new, self.ctx.board)
        if venus.in_play(self.ctx):  # tracks given without the Venus track keep its counter
            new.tracks.setdefault(VENUS, self.state.tracks[VENUS])
            new.reached.setdefault(VENUS, max(new.tracks[VENUS], self.state.reached[VENUS]))
        elif VENUS in new.tracks or VENUS in new.cubes:
            raise ValueError("AutoMars state: the Venus track and its cubes need Venus Next (setup.venus_next)")
        elif new.floaters and not shipping.in_play(self.ctx):
            raise ValueError("AutoMars state: floaters need Venus Next or Colonies (setup.venus_next, setup.colonies)")
        if new.shipping and not shipping.in_play(self.ctx):
            raise ValueError("AutoMars state: the shipping board needs Colonies (setup.colonies)")
        corporation = corporation_for(new.corporation, self.ctx.host.expansions)
        for name in AutoMarsState.__dataclass_fields__:
            setattr(self.state, name, getattr(new, name))
        self.ctx.corporation = corporation


def check_corporate_competition(state: AutoMarsState, board: Board) -> None:
    """A bonus deck holds its own map's Corporate Competition card only (B08 is Tharsis's, B09 Hellas's...);
    ValueError naming both maps otherwise."""
    others = {code: name for code, name in corporate_competition_maps().items() if code != board.corporate_competition}
    piles = (state.action_deck, state.bonus_deck, state.bonus_discard, state.destroyed_bonus_cards, state.set_aside)
    for card in (card for pile in piles for card in pile if card in others):
        raise ValueError(
            f"AutoMars state: {card} is the Corporate Competition card of {others[card]}; "
            f"on {board.map} AutoMars's is {board.corporate_competition}"
        )
