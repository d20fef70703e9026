"""The expansions with pieces of their own, one module each, registered into engine/hooks.py when imported
(engine/game.py imports this package). Registration order is hook order: Venus Next's solar step (World
Government terraforming) comes before Colonies' (the fleets come back, the markers move), as in the web edition."""

from tmdesk.engine.expansions import venus  # noqa: F401, I001 - registers Venus Next, first
from tmdesk.engine.expansions import venus_cards  # noqa: F401, I001 - Venus Next's cards' own vocabulary
from tmdesk.engine.expansions import colonies  # noqa: F401, I001 - registers Colonies
from tmdesk.engine.expansions import colonies_cards  # noqa: F401, I001 - the Colonies cards' own vocabulary
