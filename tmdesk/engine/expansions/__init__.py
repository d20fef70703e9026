"""The expansions with pieces of their own, one module each, registered into engine/hooks.py when imported
(engine/game.py imports this package)."""

from tmdesk.engine.expansions import (
    venus,  # noqa: F401 - registers Venus Next
    venus_cards,  # noqa: F401 - Venus Next's cards' own vocabulary
)
