"""The engine's side of AutoMars: the `AutoMarsHost` the opponent plays through, and the calls
the rules make on it (its turn, the research phase, the human's effects on it, the end).

AutoMars keeps its own TR, M€ and bonuses (automars.md 2, 10): placing its tiles and raising
parameters here only changes the shared board, and fires the human's "any player" triggers.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from tmdesk.automars.bot import AutoMars
from tmdesk.automars.corporations import namesake_of
from tmdesk.automars.difficulty import Difficulty
from tmdesk.automars.host import ColonyTile
from tmdesk.automars.placement import load_mars_map
from tmdesk.automars.scoring import automars_wins
from tmdesk.automars.state import AutoMarsState
from tmdesk.automars.tracks import load_board
from tmdesk.engine import goals, hooks, rules, scoring, triggers
from tmdesk.engine import messages as M
from tmdesk.engine.effects import push_effects
from tmdesk.engine.goals_utopia_cimmeria_vastitas import founder
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.state import AUTOMARS, OXYGEN_MAX, TEMPERATURE_MAX, PlayerState, Tile

if TYPE_CHECKING:
    from tmdesk.engine.game import Game

CARD_GOALS = {"Magnate": ("automated",), "Tycoon": ("automated", "active"), "Legend": ("event",)}
"""The "unchanged" goals that count cards: for AutoMars, the project cards of its played pile of these types."""


class EngineHost:
    """`tmdesk.automars.host.AutoMarsHost` over a Game."""

    def __init__(self, game: Game) -> None:
        self.g = game

    @property
    def expansions(self) -> frozenset[str]:
        return self.g.state.config.expansions

    # --- Colonies (engine/expansions/colonies.py, reached through its hooks' services) ---

    def _colonies(self, name: str) -> Any:
        return next(e.services[name] for e in self.g.expansions if name in e.services)

    def colony_tiles(self) -> dict[str, ColonyTile]:
        return self._colonies("colony_tiles")(self.g)  # type: ignore[no-any-return]

    def trade_fleets(self) -> tuple[int, int]:
        return self._colonies("trade_fleets")(self.g, AUTOMARS)  # type: ignore[no-any-return]

    def build_colony(self, tile: str) -> None:
        self._colonies("build_colony")(self.g, AUTOMARS, tile, None)

    def trade(self, tile: str) -> None:
        self._colonies("trade")(self.g, AUTOMARS, tile, 0)

    def add_trade_fleet(self) -> None:
        self._colonies("add_trade_fleet")(self.g, AUTOMARS)

    def spare_colony_tiles(self) -> list[str]:
        return self._colonies("spare_colony_tiles")(self.g)  # type: ignore[no-any-return]

    def add_colony_tile(self, tile: str) -> None:
        self._colonies("add_colony_tile")(self.g, tile)

    @property
    def human(self) -> PlayerState:
        return self.g.state.players[0]

    @property
    def rng(self) -> random.Random:
        return self.g.state.rng

    @property
    def generation(self) -> int:
        return self.g.state.generation

    def global_parameter(self, name: str) -> int:
        s = self.g.state
        if name in s.expansion_state:  # Venus Next's "venus": the scale in percent
            return int(s.expansion_state[name])
        values: dict[str, int] = {"temperature": s.temperature, "oxygen": s.oxygen, "oceans": s.oceans}
        return values[name]

    def raise_global(self, name: str) -> bool:
        s = self.g.state
        if name == "temperature" and s.temperature < TEMPERATURE_MAX:
            s.temperature += 2
            return True
        if name == "oxygen" and s.oxygen < OXYGEN_MAX:
            s.oxygen += 1
            return True
        step = hooks.PARAMETERS[name].step_for_nobody if name in s.expansion_state else None
        if step is not None:  # Venus Next's scale: the human's Aphrodite reacts
            return step(self.g, AUTOMARS)
        return False

    def tiles(self) -> Mapping[str, Mapping[str, str | None]]:
        return {sid: {"tile": t.tile, "owner": t.owner, "name": t.name} for sid, t in self.g.state.tiles.items()}

    def place_tile(self, space_id: str, tile: str) -> None:
        s = self.g.state
        s.tiles[space_id] = Tile(tile, None if tile == "ocean" else AUTOMARS, "neural_instance" if tile == "special" else None)
        s.claims.pop(space_id, None)
        if tile == "ocean":
            s.last_ocean = space_id
        triggers.fire_tile(self.g, AUTOMARS, space_id, tile, None)

    def human_value(self, key: str) -> int:
        p, g = self.human, self.g
        if key == "tr":
            return p.tr
        if key == "cities":
            return g.count_cities(p.name)
        if key == "greeneries":
            return goals.owned_tiles(g, p.name, "greenery")
        if key == "tiles":
            return goals.owned_tiles(g, p.name)
        if key == "hand":
            return len(p.hand)
        kind, _, what = key.partition(":")
        if kind == "goal":
            goal = goals.MILESTONES.get(what) or goals.AWARDS[what]
            return goal.count(g, p.name)
        if kind == "goal_threshold":
            return goals.MILESTONES[what].threshold
        if kind == "tags":
            return rules.count_tag(p, what)
        if kind == "production":
            return p.production[what]
        if kind == "resources":
            return p.resources[what]
        raise KeyError(key)

    def automars_value(self, goal: str) -> int:
        """Its tiles through the registry's own count (Founder: the Neural Instance a special tile for
        it), or the cards of its played pile for the goals that count cards."""
        g = self.g
        by_card = CARD_GOALS.get(goal)
        if by_card is not None:
            cards = g.cards.cards
            return sum(1 for c in g.state.automars.played_pile if c in cards and cards[c].type in by_card)
        if goal == "Founder":
            return founder(g, AUTOMARS, for_automars=True)
        return (goals.MILESTONES.get(goal) or goals.AWARDS[goal]).count(g, AUTOMARS)

    def claimed_milestones(self) -> Mapping[str, str]:
        return dict(self.g.state.milestones)

    def funded_awards(self) -> Sequence[str]:
        return list(self.g.state.awards)

    def claim_milestone(self, name: str) -> None:
        self.g.state.milestones[name] = AUTOMARS

    def fund_award(self, name: str) -> None:
        self.g.state.awards[name] = AUTOMARS

    def draw_project_card(self) -> str | None:
        drawn = self.g.draw(1)
        return drawn[0] if drawn else None

    def discard_project_card(self, name: str) -> None:
        self.g.state.discard.append(name)

    def project_card_resolved(self, name: str) -> None:
        triggers.fire(self.g, "any_player_plays_tag", AUTOMARS, name, self.g.cards[name].tags, any_player=True)

    def human_lose_plants(self, amount: int) -> tuple[int, bool]:
        p = self.human
        if rules.protected(p, AUTOMARS, "plants"):
            return 0, True
        lost = min(amount, p.resources["plants"])
        p.resources["plants"] -= lost
        return lost, False

    def human_lose_card_resource(self, kinds: Sequence[str]) -> None:
        """Invasive Species (B02). Decision: among equally costly cards the first in play order
        loses the resource (the rulebook lets the human choose; the loss is the same)."""
        p, g = self.human, self.g
        best: tuple[int, str] | None = None
        for name, n in p.card_resources.items():
            card = g.cards[name]
            kind = card.holds_resource
            if n <= 0 or kind is None or kind not in kinds or rules.card_resources_protected(card) \
                    or rules.protected(p, AUTOMARS, kind):
                continue
            before = scoring.card_vp(g, p, name)
            p.card_resources[name] -= 1
            loss = before - scoring.card_vp(g, p, name)
            p.card_resources[name] += 1
            if best is None or loss > best[0]:
                best = (loss, name)
        if best is not None:
            p.card_resources[best[1]] -= 1

    def human_splice_bonus(self, card: str, amount: int) -> None:
        gain: list[dict[str, Any]] = [{"gain": {"megacredits": amount}}]
        if self.g.cards[card].holds_resource == "microbe":  # the human's choice (automars_corporations.md C24)
            push_effects(self.g, self.human.name, [{"choose_one": [gain, [{"add_resource_here": 1}]]}], card)
        else:
            push_effects(self.g, self.human.name, gain, card)

    def _special_tile(self, card: str) -> dict[str, Any] | None:
        """The card's special tile (Capital is a city, not a special tile)."""
        try:
            effects = self.g.cards[card].immediate
        except KeyError:  # a promo card outside the data (Law Suit)
            return None
        return next((e for e in effects if e.get("tile") == "special" and e.get("counts_as") != "city"), None)

    def special_tile_spaces(self, card: str) -> Sequence[str]:
        tile = self._special_tile(card)
        return [] if tile is None else self.g.legal_spaces(AUTOMARS, "special", tile.get("where", "normal"))

    def place_special_tile(self, space_id: str, card: str) -> None:
        tile = self._special_tile(card)
        assert tile is not None
        s = self.g.state
        s.tiles[space_id] = Tile("special", AUTOMARS, tile.get("name"))
        s.claims.pop(space_id, None)
        triggers.fire_tile(self.g, AUTOMARS, space_id, "special", None)

    def reserve_space(self, space_id: str) -> None:
        self.g.state.claims[space_id] = AUTOMARS  # kept like a Land Claim marker (placement.is_free)

    def log(self, message_id: str, **args: Any) -> None:
        self.g.log(message_id, **args)


class AutoMarsSeat:
    """What the rules of the engine call on AutoMars."""

    def __init__(self, game: Game, bot: AutoMars) -> None:
        self.g = game
        self.bot = bot

    # turn and phases
    def take_turn(self) -> bool:
        return self.bot.take_turn()

    def research_phase(self) -> None:
        self.bot.research_phase()

    def round_start(self) -> None:
        self.bot.round_start()

    def draft_pick(self, pile: list[str]) -> str:
        return self.bot.draft_pick(pile)

    def finish_draft(self, kept: list[str]) -> None:
        self.bot.finish_draft(kept)

    def before_action_phase(self) -> None:
        self.bot.before_action_phase()

    def human_placed_tile(self, space: str, tile: str) -> None:
        self.bot.human_placed_tile(space, tile)

    def human_played_card(self, card: str, tags: list[str]) -> None:
        self.bot.human_played_card(card, tags)

    def venus_raised(self) -> None:
        self.bot.venus_raised()

    def generation_limit_reached(self) -> bool:
        return self.bot.generation_limit_reached()

    # the human's effects
    def lower_production(self, resource: str, delta: int) -> None:
        self.bot.decrease_production(resource, -delta)

    def can_lower_production(self, resource: str) -> bool:
        return self.bot.can_decrease_production(resource)

    def removable(self, resource: str) -> int:
        """How much of `resource` the human may take: what its shipping board stores of it (Colonies), else
        its M€ supply (automars.md 5.1)."""
        stored = self.bot.state.shipping.get(self.bot.stored_in(resource) or "", 0)
        return stored or self.bot.state.megacredits

    def remove(self, amount: int, steal: bool, resource: str = "megacredits") -> int:
        taken = self.bot.take_stored(resource, amount)
        if taken is not None:
            return taken
        return self.bot.steal_megacredits(amount) if steal else self.bot.remove_megacredits(amount)

    # end of game
    def award_values(self, award: str) -> dict[str, int]:
        return {AUTOMARS: self.bot.award_strength(award)}

    def milestone_view(self, milestone: str) -> dict[str, Any]:
        return self.bot.milestone_view(milestone)

    def award_view(self, award: str) -> dict[str, Any]:
        return self.bot.award_view(award)

    def final_greenery(self) -> None:
        """automars.md 13.2: its final greeneries, in its place in turn order (the engine decides when)."""
        self.bot.final_greenery_placement()

    def wins(self, human_total: int) -> bool:
        """Score AutoMars (13.3); True when it wins (ties go to AutoMars)."""
        return automars_wins(self.bot.final_score()["total"], human_total)

    def score_total(self) -> int:
        return (self.bot.state.score or {}).get("total", 0)

    def score_now(self) -> int:
        """AutoMars's points if the game were scored now (13.3; nothing stored or logged)."""
        return self.bot.score_now()["total"]

    # bookkeeping
    def dump(self) -> dict[str, Any]:
        return self.bot.dump()

    def board_view(self) -> dict[str, Any]:
        return self.bot.board_view()

    def to_dict(self) -> dict[str, Any]:
        return self.bot.state.to_dict()

    def cards_held(self) -> list[str]:
        return self.bot.cards_held()

    def apply_overrides(self, block: dict[str, Any]) -> None:
        self.bot.apply_overrides(block)


def setup_automars(game: Game, skip_setup: bool = False) -> None:
    """Section 3: a new AutoMars at the game's difficulty, its bonus deck and first action deck,
    dealt now as set-up step 3 says (so a scenario's `state` that sets `automars.action_deck` plays
    with exactly that deck).

    With the corporation module and a full set-up, the corporation waits until the human has chosen
    theirs (16.1 step 1: AutoMars's comes after the human's, never its namesake) and resolves on top
    of the decks, see `finish_automars_setup`. With `skip_setup` it is done at once, then the
    before-action step of generation 1."""
    config = game.state.config
    difficulty = Difficulty.preset(config.automars_difficulty)
    bot = new_automars(game, AutoMarsState(difficulty=difficulty))
    game.state.automars = bot.state
    game.automars_engine = AutoMarsSeat(game, bot)
    bot.setup_decks()
    if skip_setup:
        if config.automars_corporation is not None:
            bot.setup_corporation(config.automars_corporation)
        bot.before_action_phase()


def new_automars(game: Game, state: AutoMarsState) -> AutoMars:
    """AutoMars over this game, with the board side and the map of the game's map (its profile)."""
    name = game.state.config.board
    board = load_board(map_name=name)
    return AutoMars(EngineHost(game), state, board=board, mars=load_mars_map(map_name=name, tiebreakers=board.tiebreakers))


def check_namesake(game: Game, corporation: str) -> None:
    """16.1: the human may not take the namesake of the AutoMars corporation chosen for the game."""
    code = game.state.config.automars_corporation
    if code not in (None, "random") and namesake_of(code) == corporation:
        raise IllegalAction(M.AUTOMARS_NAMESAKE, corporation=corporation, code=code)


def finish_automars_setup(game: Game, human_corporation: str | None) -> None:
    """After the human's corporation: AutoMars's corporation on top of its decks (if that waited),
    then its before-action step of generation 1."""
    bot = game.automars_engine.bot
    code = game.state.config.automars_corporation
    if code is not None and bot.state.corporation is None:
        bot.setup_corporation(code, human_corporation=human_corporation)
    bot.before_action_phase()


def attach(game: Game) -> None:
    """Connect a loaded AutoMars state to its game."""
    game.automars_engine = AutoMarsSeat(game, new_automars(game, game.state.automars))


def automars_state_from_dict(data: Any) -> AutoMarsState:
    return AutoMarsState.from_dict(data)
