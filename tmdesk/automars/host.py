"""What AutoMars needs from the shared game: the `AutoMarsHost` protocol.

The rules engine implements this protocol; AutoMars never touches the engine's state directly.
AutoMars keeps its own state (TR, M€ supply, tracks, decks: `state.AutoMarsState`) and does its
own bookkeeping of TR, M€ and bonuses (automars.md sections 2, 10). The host only changes what is
shared: global parameters, tiles, milestones, awards, the project deck and the human's resources.

Names used at this boundary are the engine's: space ids `r<row>c<col>` from `maps/tharsis.json`,
tile kinds `"ocean" | "greenery" | "city" | "special"`, milestone and award English names
(`"Mayor"`, `"Miner"`), project cards by English name, the owner `"AutoMars"` (`AUTOMARS`).

Nothing here waits for the human: every call returns at once. When the engine needs a decision
from the human because of an AutoMars step (e.g. which animal to lose to Invasive Species), it
queues that decision and asks after AutoMars's turn; AutoMars never needs its result.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Protocol, TypedDict

AUTOMARS = "AutoMars"
"""Owner name of AutoMars's tiles, milestones and awards (scenario spec: the player named "AutoMars")."""

PRELUDE, VENUS_NEXT, COLONIES = "prelude", "venus_next", "colonies"
"""The names of `AutoMarsHost.expansions` (the engine's GameConfig options)."""

Tiles = Mapping[str, Mapping[str, str | None]]
"""`space_id -> {"tile": "ocean"|"greenery"|"city"|"special", "owner": "AutoMars"|<human>|None}`.
Spaces without a tile are either absent or have `"tile": None`."""

class ColonyTile(TypedDict):
    """A colony tile in play as AutoMars sees it."""

    track: int  # the marker's step, 0..6
    colonies: list[str]  # their owners, in building order
    fleets: list[str]  # the owners of the trade fleets on it
    active: bool  # colonies may be built and trades made there


HUMAN_VALUE_KEYS = (
    "tr",
    "cities",
    "greeneries",
    "tiles",
    "hand",
    "tags:<tag>",
    "production:<resource>",
    "resources:<resource>",
)
"""Keys accepted by `AutoMarsHost.human_value` (`<resource>`: megacredits, steel, titanium,
plants, energy, heat; `<tag>`: a tag id of project_cards.json)."""


class AutoMarsHost(Protocol):
    """The game as AutoMars sees it. Implemented by the engine (and by a fake in the tests)."""

    @property
    def rng(self) -> random.Random:
        """The game's seeded random generator, saved with the game. AutoMars uses nothing else
        for shuffles and random choices."""
        ...

    @property
    def generation(self) -> int:
        """The current generation number (1 for the first)."""
        ...

    @property
    def expansions(self) -> frozenset[str]:
        """The expansions the game is played with: `PRELUDE` (automars.md 17), `VENUS_NEXT`
        (automars_expansions.md 2), `COLONIES` (automars_expansions.md 3)."""
        ...

    def colony_tiles(self) -> Mapping[str, ColonyTile]:
        """The colony tiles in play by name, in the game's order (see `ColonyTile`)."""
        ...

    def trade_fleets(self) -> tuple[int, int]:
        """AutoMars's trade fleets: (owned, free to trade this generation)."""
        ...

    def build_colony(self, tile: str) -> None:
        """Put an AutoMars colony on `tile` (AutoMars has checked it may). The engine gives no printed
        reward; it fires the human's "any colony placed" effects and calls `AutoMars.colony_built`."""
        ...

    def trade(self, tile: str) -> None:
        """Send a free AutoMars fleet to `tile` and trade (AutoMars has paid its 1 M€): the engine gives
        each colony's owner its bonus (AutoMars's through `AutoMars.colony_bonus`), AutoMars's income
        through `AutoMars.trade_income`, and moves the marker back."""
        ...

    def add_trade_fleet(self) -> None:
        """AutoMars gains a trade fleet (its second, automars_expansions.md 3)."""
        ...

    def spare_colony_tiles(self) -> Sequence[str]:
        """The colony tiles not in play (C30 Aridor puts one more in)."""
        ...

    def add_colony_tile(self, tile: str) -> None:
        """Put one more colony tile in play (its marker on step 1)."""
        ...

    def global_parameter(self, name: str) -> int:
        """Current value of `"temperature"` (°C, -30..8), `"oxygen"` (%, 0..14), `"oceans"`
        (ocean tiles on the map, 0..9) or, with Venus Next, `"venus"` (%, 0..30)."""
        ...

    def raise_global(self, name: str) -> bool:
        """Raise `"temperature"` (2 °C), `"oxygen"` (1 %) or `"venus"` (2 %) by exactly one step for AutoMars.

        The engine only moves the marker (and notes the game end condition). It must NOT give
        TR and must NOT apply the bonus steps (-24/-20 °C, 0 °C ocean, 8 % oxygen; Venus's 8 % card and
        16 % TR): AutoMars does both itself (automars.md 10.2). A Venus step fires the human's effects
        that react to any Venus step (Aphrodite). Returns False, changing nothing, at the maximum."""
        ...

    def tiles(self) -> Tiles:
        """Every tile on the map, off-map cities included (see `Tiles`). May be a live view;
        AutoMars does not modify it."""
        ...

    def place_tile(self, space_id: str, tile: str) -> None:
        """Put `tile` (`"ocean"`, `"greenery"`, `"city"`, or `"special"` for the Neural
        Instance) on `space_id` for AutoMars. AutoMars has chosen a legal space.

        Owner: `AUTOMARS`, except an ocean, which has no owner. The engine must NOT give a
        placement bonus, TR or an oxygen step: AutoMars takes its own M€ bonus and raises
        parameters itself (automars.md 10.1, 7.4). The engine MUST trigger the human's
        effects that react to any player's tile (Tharsis Republic, Arctic Algae, Pets,
        Immigrant City, Rover Construction...; automars.md 5.6)."""
        ...

    def human_value(self, key: str) -> int:
        """A number about the human, for milestone/award comparisons (automars.md 8.1):
        `"tr"`; owned `"cities"` (on and off Mars), `"greeneries"`, `"tiles"` (all owned
        tiles); cards in `"hand"`; `"tags:<tag>"` in play (events excluded, as usual);
        `"production:<resource>"`; `"resources:<resource>"` (current stock); on a map whose
        reference card measures the human as printed, `"goal:<name>"` (the milestone's or award's
        count) and `"goal_threshold:<name>"` (a milestone's threshold)."""
        ...

    def automars_value(self, goal: str) -> int:
        """AutoMars measured as a player for a milestone or award its reference card leaves
        "unchanged": its tiles (the Neural Instance a special tile for it), or the project cards of
        its played pile (Magnate, Tycoon, Legend)."""
        ...

    def claimed_milestones(self) -> Mapping[str, str]:
        """Claimed milestones: English name -> owner (`AUTOMARS` or the human's name)."""
        ...

    def funded_awards(self) -> Sequence[str]:
        """English names of the funded awards, in funding order."""
        ...

    def claim_milestone(self, name: str) -> None:
        """Record milestone `name` as claimed by AutoMars. Free: the engine takes no M€ (the
        Hard-mode claim's 8 M€ come from AutoMars's own supply, which AutoMars handles)."""
        ...

    def fund_award(self, name: str) -> None:
        """Record award `name` as funded by AutoMars. Free: the engine takes no M€ and does
        not raise the price for AutoMars (the human pays the next price as usual)."""
        ...

    def draw_project_card(self) -> str | None:
        """Take the top card of the project deck (reshuffling the discard pile as usual) and
        give its name to AutoMars, which now holds it (action deck, played pile, or discard via
        `discard_project_card`). None only if no card is left anywhere."""
        ...

    def discard_project_card(self, name: str) -> None:
        """Put a card AutoMars holds (revealed for a tiebreak, or dropped after the draft) on
        the project discard pile."""
        ...

    def project_card_resolved(self, name: str) -> None:
        """AutoMars has resolved project card `name` (it is on AutoMars's played pile). The
        engine triggers the human's effects that react to any player putting tags into play
        (e.g. Saturn Systems and a Jovian tag; automars.md 5.6 Decision). Nothing else: no
        cost, no requirement, no effect of the card."""
        ...

    def human_lose_plants(self, amount: int) -> tuple[int, bool]:
        """Meteor Shower (B01): the human loses `amount` plants, or all they have if fewer.
        Returns `(plants_lost, blocked)`; `blocked` is True when a protection (base game:
        Protected Habitats) applies, and then nothing is lost (automars.md 12, 15)."""
        ...

    def human_lose_card_resource(self, kinds: Sequence[str]) -> None:
        """Invasive Species (B02): if the human has a resource of one of `kinds` ("animal",
        "microbe") on a card and no protection applies (Protected Habitats), remove one: the
        one whose removal lowers the human's VP most; the human chooses among equals (the
        engine may queue that choice). Nothing happens otherwise (automars.md 12)."""
        ...

    def human_splice_bonus(self, card: str, amount: int) -> None:
        """C24 Splice: the human, who has just played `card` (a microbe tag), takes `amount` M€ or,
        if that card holds microbes, one microbe on it — the human's choice (the engine may queue it)."""
        ...

    def special_tile_spaces(self, card: str) -> Sequence[str]:
        """Spaces where AutoMars may put the special tile of project card `card` (the card's own
        placement restriction), in reading order; empty if the card has no special tile (B27)."""
        ...

    def place_special_tile(self, space_id: str, card: str) -> None:
        """Put the special tile of `card` on `space_id` for AutoMars (B27). As `place_tile`: no
        bonus, TR or parameter step from the engine; the human's tile triggers fire."""
        ...

    def reserve_space(self, space_id: str) -> None:
        """Put an AutoMars player marker on `space_id` (C18 Arcadian Communities): from now on
        only AutoMars may place a tile there, as with a Land Claim marker."""
        ...

    def log(self, message_id: str, **args: str | int | list[str]) -> None:
        """Record one AutoMars step for the game log. `message_id` is an English template
        from `tmdesk.automars.messages` with `{named}` placeholders filled by `args`; the app
        translates the template, then fills it (`tmdesk.engine.messages.fill`)."""
        ...
