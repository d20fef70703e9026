"""The facts of AutoMars's Colonies shipping board (resources/data/automars/shipping_board.json), read by the
shipping rules (shipping.py) and by the track that unlocks the second trade fleet (tracks.py)."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from tmdesk.paths import data_file


@cache
def data() -> dict[str, Any]:
    return json.loads(data_file("automars", "shipping_board.json").read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def second_fleet_space() -> tuple[str, int]:
    """(track, position) whose space holds AutoMars's second trade fleet (one reading: the data's readings)."""
    fleet = data()["second_fleet"]
    return str(fleet["track"]), int(fleet["position"])
