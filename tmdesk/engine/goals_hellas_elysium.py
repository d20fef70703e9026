"""The milestones and awards printed on the Hellas and Elysium boards, registered in `goals`.

Every count is `count(game, player_name) -> int`; a milestone is met at `value >= threshold`, an award
ranks the players by the value. Points and costs are the base game's (5 VP a milestone; 5/2 VP an award).
The English Hellas board prints "Excentric": `goals.canonical` accepts it for Eccentric.

Readings of the printed criteria, as a careful player takes them:
* "In play" means the corporation and the played automated and active cards; events never count
  (Legend counts them on purpose). Tactician, Tycoon, Magnate and Celebrity count project cards only.
* A tile "owned" is any tile with the player's marker (cities, greeneries, special tiles); ocean tiles
  have no owner. Off-map cities (Ganymede Colony, Phobos Space Haven) are on no row and next to nothing.
* Polar Explorer: the two bottom rows (rows 7 and 8); Desert Settler: the four rows south of the
  equator (rows 5 to 8).
* Generalist "increased all 6 productions by at least 1 step": without the Corporate Era every player
  starts with 1 of each production, so each needs 2; with it, each needs 1.
* Diversifier: different tags among the cards in play; a wild tag would fill one missing kind.
* Industrialist: steel plus energy resources (not production).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tmdesk.cards.model import TAGS
from tmdesk.engine import rules
from tmdesk.engine.goals import Award, Milestone, register
from tmdesk.engine.messages import QT_TRANSLATE_NOOP
from tmdesk.engine.state import PlayerState

if TYPE_CHECKING:
    from tmdesk.engine.game import Game

PROJECT_TYPES = ("automated", "active")
BIO_TAGS = ("plant", "microbe", "animal")
CELEBRITY_COST = 20


def _player(g: Game, name: str) -> PlayerState:
    return g.state.player(name)


def _played_projects(g: Game, name: str, types: tuple[str, ...] = PROJECT_TYPES) -> list[str]:
    cards = g.cards.cards
    return [c for c in _player(g, name).played if cards[c].type in types]


def _owned_spaces(g: Game, name: str) -> list[str]:
    return [sid for sid, t in g.state.tiles.items() if t.owner == name and g.board.spaces[sid].on_mars]


def _owned_in_rows(g: Game, name: str, rows: tuple[int, ...]) -> int:
    return sum(1 for sid in _owned_spaces(g, name) if g.board.spaces[sid].row in rows)


# --- Hellas milestones ----------------------------------------------------------------------------

def diversifier(g: Game, name: str) -> int:
    counts = rules.tag_counts(_player(g, name))
    kinds = {t for t, n in counts.items() if n and t not in ("wild", "event")}
    missing = len(TAGS) - 2 - len(kinds)  # every kind but wild and event can be in play
    return len(kinds) + min(counts["wild"], missing)


def tactician(g: Game, name: str) -> int:
    cards = g.cards.cards
    return sum(1 for c in _played_projects(g, name) if cards[c].requirements)


def polar_explorer(g: Game, name: str) -> int:
    return _owned_in_rows(g, name, g.board.regions["polar"])


def energizer(g: Game, name: str) -> int:
    return _player(g, name).production["energy"]


def rim_settler(g: Game, name: str) -> int:
    return rules.count_tag(_player(g, name), "jovian")


# --- Hellas awards --------------------------------------------------------------------------------

def cultivator(g: Game, name: str) -> int:
    return sum(1 for sid in _owned_spaces(g, name) if g.state.tiles[sid].tile == "greenery")


def magnate(g: Game, name: str) -> int:
    return len(_played_projects(g, name, ("automated",)))


def space_baron(g: Game, name: str) -> int:
    return rules.count_tag(_player(g, name), "space")


def eccentric(g: Game, name: str) -> int:
    return sum(_player(g, name).card_resources.values())


def contractor(g: Game, name: str) -> int:
    return rules.count_tag(_player(g, name), "building")


# --- Elysium milestones ---------------------------------------------------------------------------

def generalist(g: Game, name: str) -> int:
    """How many of the 6 productions are at least 1 step above the starting production."""
    need = 1 if g.state.config.corporate_era else 2
    return sum(1 for v in _player(g, name).production.values() if v >= need)


def specialist(g: Game, name: str) -> int:
    return max(_player(g, name).production.values())


def ecologist(g: Game, name: str) -> int:
    counts = rules.tag_counts(_player(g, name))
    return sum(counts[t] for t in BIO_TAGS) + counts["wild"]


def tycoon(g: Game, name: str) -> int:
    return len(_played_projects(g, name))


def legend(g: Game, name: str) -> int:
    return len(_player(g, name).events)


# --- Elysium awards -------------------------------------------------------------------------------

def celebrity(g: Game, name: str) -> int:
    cards = g.cards.cards
    return sum(1 for c in _played_projects(g, name) if cards[c].cost >= CELEBRITY_COST)


def industrialist(g: Game, name: str) -> int:
    r = _player(g, name).resources
    return r["steel"] + r["energy"]


def desert_settler(g: Game, name: str) -> int:
    return _owned_in_rows(g, name, g.board.regions["south"])


def estate_dealer(g: Game, name: str) -> int:
    tiles = g.state.tiles
    return sum(1 for sid in _owned_spaces(g, name)
               if any(n in tiles and tiles[n].tile == "ocean" for n in g.board.adjacent[sid]))


def benefactor(g: Game, name: str) -> int:
    return _player(g, name).tr


# --- registered in the one registry (goals.py imports this module) --------------------------------

for _goal in (
    Milestone("Diversifier", 8, diversifier, QT_TRANSLATE_NOOP("Engine", "Having at least 8 different tags in play")),
    Milestone("Tactician", 5, tactician,
              QT_TRANSLATE_NOOP("Engine", "Having at least 5 cards with requirements in play")),
    Milestone("Polar Explorer", 3, polar_explorer,
              QT_TRANSLATE_NOOP("Engine", "Owning at least 3 tiles on the two bottom rows")),
    Milestone("Energizer", 6, energizer, QT_TRANSLATE_NOOP("Engine", "Having at least 6 energy production")),
    Milestone("Rim Settler", 3, rim_settler, QT_TRANSLATE_NOOP("Engine", "Having at least 3 Jovian tags in play")),
    Award("Cultivator", cultivator, QT_TRANSLATE_NOOP("Engine", "Owning the most greenery tiles")),
    Award("Magnate", magnate, QT_TRANSLATE_NOOP("Engine", "Having the most automated cards in play")),
    Award("Space Baron", space_baron, QT_TRANSLATE_NOOP("Engine", "Having the most space tags in play")),
    Award("Eccentric", eccentric, QT_TRANSLATE_NOOP("Engine", "Having the most resources on cards")),
    Award("Contractor", contractor, QT_TRANSLATE_NOOP("Engine", "Having the most building tags in play")),
    Milestone("Generalist", 6, generalist,
              QT_TRANSLATE_NOOP("Engine", "Having increased all 6 productions by at least 1 step")),
    Milestone("Specialist", 10, specialist,
              QT_TRANSLATE_NOOP("Engine", "Having at least 10 production of one resource")),
    Milestone("Ecologist", 4, ecologist,
              QT_TRANSLATE_NOOP("Engine", "Having at least 4 tags in play among plant, microbe and animal tags")),
    Milestone("Tycoon", 15, tycoon,
              QT_TRANSLATE_NOOP("Engine", "Having at least 15 project cards in play (not events)")),
    Milestone("Legend", 5, legend, QT_TRANSLATE_NOOP("Engine", "Having played at least 5 events")),
    Award("Celebrity", celebrity, QT_TRANSLATE_NOOP(
        "Engine", "Having the most project cards in play with a printed cost of at least 20 M€")),
    Award("Industrialist", industrialist, QT_TRANSLATE_NOOP("Engine", "Having the most steel and energy resources")),
    Award("Desert Settler", desert_settler,
          QT_TRANSLATE_NOOP("Engine", "Owning the most tiles on the four rows south of the equator")),
    Award("Estate Dealer", estate_dealer, QT_TRANSLATE_NOOP("Engine", "Owning the most tiles next to ocean tiles")),
    Award("Benefactor", benefactor, QT_TRANSLATE_NOOP("Engine", "Having the highest terraform rating")),
):
    register(_goal)
