"""Racing for milestones and awards: what an option brings towards a goal of the map, and the chance it adds of
claiming a milestone first or being first in a funded award (AutoMars measured by its own rules).

`points` prices these chances in points (`points.races`); the review and the policy read them through it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tmdesk.cards.model import TAGS
from tmdesk.engine import actions, goals, rules
from tmdesk.engine.goals_hellas_elysium import BIO_TAGS, CELEBRITY_COST, PROJECT_TYPES

if TYPE_CHECKING:
    from tmdesk.cards.model import CardDef
    from tmdesk.engine.game import Game
    from tmdesk.engine.state import PlayerState

# Milestones and funded awards are raced for: what an option brings towards one is priced by the chance it adds of
# claiming or winning it (`races`). What counts for each, as `feeds` names what an option brings: a tag's name or
# "tag <name>" (the tags of a card played; "city" alone is a city tile), "production <kind>" ("megacredits" and
# "energy" alone too), tiles ("tile", "city", "greenery"), where a tile goes ("polar", "south", "by_ocean",
# "inland", "edge", "volcanic", "by_special", from `points.space_value`), what is new to the player ("new_kind",
# "new_production", from `placed_feeds`). A tuple: the sum.
# Those counted otherwise (cards in hand, resources held...) are left to be claimed when met.
MILESTONE_FEEDS: dict[str, str | tuple[str, ...]] = {
    "Mayor": "city", "Gardener": "greenery", "Builder": "building", "Terraformer": "tr",
    "Rim Settler": "jovian", "Energizer": "energy", "Tactician": "requirement", "Ecologist": "bio", "Tycoon": "project",
    "Legend": "event", "Polar Explorer": "polar", "Diversifier": "new_kind", "Generalist": "new_production",
    "Researcher": "tag science", "Architect": "tag city", "Coastguard": "by_ocean", "Forester": "production plants",
    "Fundraiser": "production megacredits", "Metallurgist": ("production steel", "production titanium"),
    "Agronomist": "tag plant", "Spacefarer": "tag space", "Engineer": ("production energy", "production heat"),
    "Geologist": "volcanic"}
AWARD_FEEDS: dict[str, str | tuple[str, ...]] = {
    "Landlord": "tile", "Banker": "megacredits", "Scientist": "science", "Cultivator": "greenery",
    "Space Baron": "space", "Contractor": "building", "Benefactor": "tr", "Magnate": "automated", "Celebrity": "costly",
    "Desert Settler": "south", "Estate Dealer": "by_ocean", "Investor": "tag earth", "Botanist": "production plants",
    "Metropolist": "city", "Electrician": "tag power", "Forecaster": "requirement", "Traveller": ("tag jovian", "tag earth"),
    "Promoter": "event", "Blacksmith": ("production steel", "production titanium"), "Suburbian": "edge",
    "Highlander": "inland", "Founder": "by_special"}
MILESTONE_HOPE = 0.65  # chance of claiming a milestone first, for each unit of it still missing
CONTESTED = 0.5  # ... times this when a rival is no further from it
AWARD_SPREAD = [1.0, 0.5]  # how far a lead may still move in an award: now, and each generation to come


def milestone_chance(g: Game, p: PlayerState, feeds: dict[str, int]) -> float:
    """The chance `feeds` (cities, greeneries, building tags, TR an option brings) add, summed over the milestones
    still open, of `p` claiming them first: AutoMars claims one as soon as its tracks meet it, the one `p` is
    nearest first, so a milestone is worth hurrying for only while it is near. `MILESTONE_HOPE` for each unit
    still missing (lower when a rival is as near)."""
    if len(g.state.milestones) >= actions.MAX_MILESTONES:
        return 0.0
    gained = 0.0
    feeds = {**feeds, **placed_feeds(g, p, feeds)}
    for name in g.board.milestones:
        units = fed(feeds, MILESTONE_FEEDS.get(name))
        if not units or name in g.state.milestones:
            continue
        m = goals.MILESTONES[name]
        gap = m.threshold - m.count(g, p.name)
        if gap <= 0:
            continue
        rival = min((m.threshold - m.count(g, q.name) for q in g.state.players if q is not p), default=99)
        if g.state.automars is not None:
            view = g.automars_engine.milestone_view(name)
            rival = min(rival, view["need"] - view["have"])
        gained += race_hope(gap - units, rival) - race_hope(gap, rival)
    return gained


def award_race(g: Game, p: PlayerState, feeds: dict[str, int], phases: int) -> float:
    """The points `feeds` add to `p`'s chances of being first in the awards funded (`award_chance`)."""
    gained = 0.0
    for award in g.state.awards:
        units = fed(feeds, AWARD_FEEDS.get(award))
        if units:
            lead = award_lead(g, p, award)
            gained += lead_chance(lead + units, phases) - lead_chance(lead, phases)
    return 5.0 * gained


def fed(feeds: dict[str, int], keys: str | tuple[str, ...] | None) -> int:
    """The units `feeds` bring to a goal counted by `keys` (one of `MILESTONE_FEEDS` or `AWARD_FEEDS`)."""
    if keys is None:
        return 0
    return sum(feeds.get(k, 0) for k in ((keys,) if isinstance(keys, str) else keys))


def placed_feeds(g: Game, p: PlayerState, feeds: dict[str, int]) -> dict[str, int]:
    """What `feeds` bring to the goals counted on `p`'s board and cards as a whole: Hellas's Polar Explorer (a
    tile to place may go on its rows while an empty land space is left there) and Diversifier (tag kinds new
    to `p`), and Elysium's Generalist (productions raised to the step it asks)."""
    out = {}
    rows = g.board.regions.get("polar", ())
    if "polar" not in feeds and feeds.get("tile") and rows and any(
            g.board.spaces[sid].row in rows for sid in g.board.land if sid not in g.state.tiles):
        out["polar"] = feeds["tile"]
    if "Diversifier" in g.board.milestones:
        have = rules.tag_counts(p)
        out["new_kind"] = sum(1 for t in TAGS if t not in ("wild", "event") and feeds.get("tag " + t) and not have[t])
    if "Generalist" in g.board.milestones:
        need = 1 if g.state.config.corporate_era else 2
        out["new_production"] = sum(1 for kind, n in p.production.items()
                                    if n < need <= n + feeds.get("production " + kind, 0))
    return out


def race_hope(gap: int, rival: int) -> float:
    """The chance of claiming a milestone first, `gap` units from it, a rival `rival` units."""
    if gap <= 0:
        return 1.0
    if rival <= 0:
        return 0.0  # the rival meets it: it will claim it before we get there
    return float(MILESTONE_HOPE**gap * (CONTESTED if rival <= gap else 1.0))


def card_feeds(card: CardDef) -> dict[str, int]:
    """What playing `card` brings towards the milestones and awards (its effects, tags and kind: the cards of
    Hellas's and Elysium's goals are counted as `goals_hellas_elysium` counts them)."""
    feeds = effect_feeds(card.immediate)
    for tag in set(card.tags):
        feeds[tag] = feeds["tag " + tag] = card.tags.count(tag)  # (a tag apart: "city" also names a city tile)
    feeds["bio"] = sum(card.tags.count(t) for t in BIO_TAGS)
    feeds["event" if card.type == "event" else card.type] = 1
    if card.type in PROJECT_TYPES:
        feeds["project"] = 1
        feeds["requirement"] = int(bool(card.requirements))
        feeds["costly"] = int(card.cost >= CELEBRITY_COST)
    return feeds


def effect_feeds(effects: Any) -> dict[str, int]:
    """What printed effects bring towards the milestones and awards of `MILESTONE_FEEDS` and `AWARD_FEEDS`."""
    feeds: dict[str, int] = {}

    def add(key: str, n: int) -> None:
        if n:
            feeds[key] = feeds.get(key, 0) + n

    for e in effects:
        tile = e.get("tile")
        n = e.get("count", 1)
        if tile in ("city", "capital", "greenery"):
            add("city" if tile == "capital" else tile, n)
        if tile and tile != "ocean":
            add("tile", n)
        add("tr", e.get("tr", 0) + (e.get("steps", 1) if "raise" in e else 0) + (n if tile in ("ocean", "greenery") else 0))
        for kind, n in (e.get("production") or {}).items():
            add("production " + kind, max(0, n))
            if kind in ("megacredits", "energy"):
                add(kind, max(0, n))
    return feeds


def best_rival(g: Game, p: PlayerState, award: str) -> int:
    """The best count among `p`'s rivals in `award` (AutoMars measured by its own rule)."""
    count = goals.AWARDS[award].count
    rivals = [count(g, q.name) for q in g.state.players if q is not p]
    if g.state.automars is not None:
        rivals += list(g.automars_engine.award_values(award).values())
    return max(rivals, default=0)


def award_chance(g: Game, p: PlayerState, award: str, phases: int) -> float:
    """How likely `p` is to be first in `award` at the end, from its lead now (less sure the longer the game)."""
    return lead_chance(award_lead(g, p, award), phases)


def award_lead(g: Game, p: PlayerState, award: str) -> int:
    """`p`'s count in `award` less the best rival's."""
    return goals.AWARDS[award].count(g, p.name) - best_rival(g, p, award)


def lead_chance(lead: int, phases: int) -> float:
    spread = AWARD_SPREAD[0] + AWARD_SPREAD[1] * phases
    return max(0.0, min(0.95, 0.5 + 0.5 * lead / spread))
