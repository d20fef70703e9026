"""The milestones and awards of Utopia Planitia, Terra Cimmeria and Vastitas Borealis, registered in `goals`.

The printed conditions come from the web edition (WEB: `src/server/milestones`, `src/server/awards`, the
boards' lists; its names "Land Specialist", "Tradesman", "Smith", "Edgedancer", "C. Forester",
"A. Zoologist" and "V. Spacefarer" are accepted as aliases). The AutoMars rulebook (seed 004) names the
same five and five for each map, which confirms the lists; the conditions themselves are one source.

Readings, as a careful player takes them (the same as on Hellas and Elysium where the words are the same):
* "In play" = the corporation and the played automated and active cards; events never count. Milestones
  count a Prelude wild tag as one of the kind asked; awards count printed tags only (`goals.tags`).
* A special tile is a tile with a special (brown) face: every card's special tile and Capital, which is a
  city with a special face (WEB counts it too). AutoMars's Neural Instance is one; for Founder it counts
  for AutoMars only (seed 004: "Neural Instance counts for AutoMars"), so not for a player.
* Tiles "on the board" are the tiles on Mars: the off-map cities (Ganymede Colony, Phobos Space Haven)
  are on no edge, next to nothing and in no group, so they count for none of the placement goals here.
* Pioneer (3 colonies) needs the Colonies expansion. Without it nobody has a colony and it cannot be
  claimed; it stays on the board as printed (the rulebook replaces nothing).
* Planetologist: at most 2 each of Earth, Venus and Jovian tags count, and each wild tag fills one
  missing tag (at most 6 in all). Without Venus Next no Venus tag exists: wild tags alone make up for it.
* Trader: kinds of resources on the player's cards (animals, microbes, science...), a card counting
  only while it holds at least one.
* Suburbian: the 24 spaces of the map's rim (fewer than six neighbours), as WEB's Edgedancer.
* Landscaper: the largest group of the player's own tiles that touch each other (through own tiles).
* Highlander and Coastguard: "next to an ocean" means next to an ocean tile, not an empty ocean area.
* Incorporator: project cards in play (not events) of printed cost 10 M€ or less.
* Forecaster: as Tactician, the cards with a requirement in play (events not).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tmdesk.engine import rules
from tmdesk.engine.goals import ALIASES, Award, Count, Milestone, register, tags
from tmdesk.engine.goals_hellas_elysium import _owned_spaces, _played_projects, _player, estate_dealer, tactician
from tmdesk.engine.messages import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from tmdesk.engine.game import Game

INCORPORATOR_COST = 10
PLANETOLOGIST_EACH = 2
PLANETOLOGIST_TAGS = ("earth", "venus", "jovian")
FULL_NEIGHBOURHOOD = 6
BIO_RESOURCES = ("animal", "microbe")
NOT_SPECIAL_FOR_PLAYERS = ("neural_instance",)


def is_special(g: Game, space: str, for_automars: bool = False) -> bool:
    """A tile with a special face on `space` (Capital too); the Neural Instance only `for_automars`."""
    tile = g.state.tiles.get(space)
    if tile is None or not (tile.tile == "special" or tile.name == "capital"):
        return False
    return for_automars or tile.name not in NOT_SPECIAL_FOR_PLAYERS


def _card_resources(g: Game, name: str, kinds: tuple[str, ...] | None = None) -> dict[str, int]:
    """Resources on the player's cards by kind (those of `kinds` only, if given)."""
    out: dict[str, int] = {}
    cards = g.cards.cards
    for card, n in _player(g, name).card_resources.items():
        kind = cards[card].holds_resource if card in cards else None
        if n > 0 and kind is not None and (kinds is None or kind in kinds):
            out[kind] = out.get(kind, 0) + n
    return out


def _production(g: Game, name: str, *kinds: str) -> int:
    production = _player(g, name).production
    return sum(production[k] for k in kinds)


# --- Utopia Planitia --------------------------------------------------------------------------------

def manager(g: Game, name: str) -> int:
    return sum(1 for sid in _owned_spaces(g, name) if is_special(g, sid))


COLONY_COUNT: list[Count] = []
"""How many colonies a player owns: registered by the Colonies expansion. Without it nobody owns one."""


def pioneer(g: Game, name: str) -> int:
    return COLONY_COUNT[0](g, name) if COLONY_COUNT else 0


def trader(g: Game, name: str) -> int:
    return len(_card_resources(g, name))


def suburbian(g: Game, name: str) -> int:
    adjacent = g.board.adjacent
    return sum(1 for sid in _owned_spaces(g, name) if len(adjacent[sid]) < FULL_NEIGHBOURHOOD)


def incorporator(g: Game, name: str) -> int:
    cards = g.cards.cards
    return sum(1 for c in _played_projects(g, name) if cards[c].cost <= INCORPORATOR_COST)


# --- Terra Cimmeria ---------------------------------------------------------------------------------

def planetologist(g: Game, name: str) -> int:
    p = _player(g, name)
    printed = sum(min(rules.count_tag(p, t, wild=False), PLANETOLOGIST_EACH) for t in PLANETOLOGIST_TAGS)
    return min(printed + rules.count_tag(p, "wild", wild=False), PLANETOLOGIST_EACH * len(PLANETOLOGIST_TAGS))


def founder(g: Game, name: str, for_automars: bool = False) -> int:
    adjacent = g.board.adjacent
    return sum(1 for sid in _owned_spaces(g, name)
               if any(is_special(g, n, for_automars) for n in adjacent[sid]))


def mogul(g: Game, name: str) -> int:
    return _production(g, name, "steel", "titanium", "plants", "energy", "heat")


# --- Vastitas Borealis ------------------------------------------------------------------------------

def geologist(g: Game, name: str) -> int:
    spaces, adjacent = g.board.spaces, g.board.adjacent
    return sum(1 for sid in _owned_spaces(g, name)
               if spaces[sid].volcanic or any(spaces[n].volcanic for n in adjacent[sid]))


def landscaper(g: Game, name: str) -> int:
    """The largest group of the player's tiles on Mars that touch one another."""
    own, adjacent = set(_owned_spaces(g, name)), g.board.adjacent
    best = 0
    while own:
        group, todo = 0, [own.pop()]
        while todo:
            group += 1
            for n in adjacent[todo.pop()]:
                if n in own:
                    own.remove(n)
                    todo.append(n)
        best = max(best, group)
    return best


def highlander(g: Game, name: str) -> int:
    """Tiles on Mars not next to an ocean: the player's other tiles than Estate Dealer's."""
    return len(_owned_spaces(g, name)) - estate_dealer(g, name)


# --- registered in the one registry (board.py imports this module) ----------------------------------

ALIASES.update({"Land Specialist": "Manager", "Tradesman": "Trader", "Smith": "Metallurgist",
                "Edgedancer": "Suburbian", "C. Forester": "Forester", "A. Zoologist": "Zoologist",
                "V. Spacefarer": "Spacefarer", "Astronaut": "Spacefarer"})

for _goal in (
    Milestone("Manager", 3, manager, QT_TRANSLATE_NOOP("Engine", "Owning at least 3 special tiles")),
    Milestone("Pioneer", 3, pioneer,
              QT_TRANSLATE_NOOP("Engine", "Having at least 3 colonies (Colonies expansion)")),
    Milestone("Trader", 3, trader,
              QT_TRANSLATE_NOOP("Engine", "Having at least 3 different kinds of resources on cards")),
    Milestone("Metallurgist", 6, lambda g, n: _production(g, n, "steel", "titanium"),
              QT_TRANSLATE_NOOP("Engine", "Having at least 6 steel and titanium production together")),
    Milestone("Researcher", 4, tags("science"),
              QT_TRANSLATE_NOOP("Engine", "Having at least 4 science tags in play")),
    Award("Suburbian", suburbian, QT_TRANSLATE_NOOP("Engine", "Owning the most tiles on the edge of the map")),
    Award("Investor", tags("earth", wild=False), QT_TRANSLATE_NOOP("Engine", "Having the most Earth tags in play")),
    Award("Botanist", lambda g, n: _production(g, n, "plants"),
          QT_TRANSLATE_NOOP("Engine", "Having the highest plant production")),
    Award("Incorporator", incorporator, QT_TRANSLATE_NOOP(
        "Engine", "Having the most project cards in play with a printed cost of at most 10 M€")),
    Award("Metropolist", lambda g, n: g.count_cities(n), QT_TRANSLATE_NOOP("Engine", "Owning the most cities")),
    Milestone("Planetologist", 6, planetologist,
              QT_TRANSLATE_NOOP("Engine", "Having 2 Earth, 2 Venus and 2 Jovian tags in play")),
    Milestone("Architect", 3, tags("city"), QT_TRANSLATE_NOOP("Engine", "Having at least 3 city tags in play")),
    Milestone("Coastguard", 3, estate_dealer,
              QT_TRANSLATE_NOOP("Engine", "Owning at least 3 tiles next to ocean tiles")),
    Milestone("Forester", 3, lambda g, n: _production(g, n, "plants"),
              QT_TRANSLATE_NOOP("Engine", "Having a plant production of at least 3")),
    Milestone("Fundraiser", 12, lambda g, n: _production(g, n, "megacredits"),
              QT_TRANSLATE_NOOP("Engine", "Having at least 12 M€ production")),
    Award("Electrician", tags("power", wild=False), QT_TRANSLATE_NOOP("Engine", "Having the most power tags in play")),
    Award("Founder", founder, QT_TRANSLATE_NOOP("Engine", "Owning the most tiles next to special tiles")),
    Award("Mogul", mogul, QT_TRANSLATE_NOOP("Engine", "Having the highest production of everything but M€ together")),
    Award("Zoologist", lambda g, n: sum(_card_resources(g, n, BIO_RESOURCES).values()),
          QT_TRANSLATE_NOOP("Engine", "Having the most animal and microbe resources")),
    Award("Forecaster", tactician, QT_TRANSLATE_NOOP("Engine", "Having the most cards with requirements in play")),
    Milestone("Agronomist", 4, tags("plant"), QT_TRANSLATE_NOOP("Engine", "Having at least 4 Plant tags in play")),
    Milestone("Spacefarer", 4, tags("space"), QT_TRANSLATE_NOOP("Engine", "Having at least 4 space tags in play")),
    Milestone("Geologist", 3, geologist,
              QT_TRANSLATE_NOOP("Engine", "Owning at least 3 tiles on or next to volcanic spaces")),
    Milestone("Engineer", 10, lambda g, n: _production(g, n, "energy", "heat"),
              QT_TRANSLATE_NOOP("Engine", "Having at least 10 energy and heat production together")),
    Milestone("Farmer", 5, lambda g, n: sum(_card_resources(g, n, BIO_RESOURCES).values()),
              QT_TRANSLATE_NOOP("Engine", "Having at least 5 resources on cards among animals and microbes")),
    Award("Traveller", lambda g, n: tags("jovian", wild=False)(g, n) + tags("earth", wild=False)(g, n),
          QT_TRANSLATE_NOOP("Engine", "Having the most Jovian and Earth tags in play")),
    Award("Landscaper", landscaper, QT_TRANSLATE_NOOP("Engine", "Owning the largest group of tiles that touch")),
    Award("Highlander", highlander, QT_TRANSLATE_NOOP("Engine", "Owning the most tiles not next to ocean tiles")),
    Award("Promoter", lambda g, n: len(_player(g, n).events),
          QT_TRANSLATE_NOOP("Engine", "Having played the most events")),
    Award("Blacksmith", lambda g, n: _production(g, n, "steel", "titanium"),
          QT_TRANSLATE_NOOP("Engine", "Having the highest steel and titanium production together")),
):
    register(_goal)
