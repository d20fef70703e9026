"""Placeholder (replaced below)."""
from tmdesk.bots.heuristic import GreedyBot as SearchBot  # noqa: F401
