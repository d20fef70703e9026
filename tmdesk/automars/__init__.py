"""AutoMars (AutoMarte / MarsBot), the solo opponent — pure Python, no Qt.

Specification: automars.md (shared rules). The engine talks to `AutoMars` (bot.py) and
implements `AutoMarsHost` (host.py); AutoMars keeps its own `AutoMarsState` (state.py).
"""

from .bot import AutoMars
from .difficulty import Difficulty
from .host import AUTOMARS, AutoMarsHost
from .state import AutoMarsState

__all__ = ["AUTOMARS", "AutoMars", "AutoMarsHost", "AutoMarsState", "Difficulty"]
