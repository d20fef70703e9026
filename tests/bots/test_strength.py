"""Each level's strength, as the New Game screen and the README show it, comes from the benchmark's data file."""

from __future__ import annotations

import re
from pathlib import Path

from tmdesk.bots.levels import LEVELS, STRENGTH_AGAINST, strength, strength_path

README = Path(__file__).resolve().parents[2] / "README.md"
SEAT_LEVELS = ("easy", "normal", "hard")


def test_every_level_a_seat_can_take_has_a_measured_record_against_automars_normal() -> None:
    assert strength_path().exists()
    for name in SEAT_LEVELS:
        record = strength(name)
        assert record is not None, name
        assert 0 <= record.won <= record.games and record.games >= 100
        assert record.percent == int(100 * record.won / record.games + 0.5)
    assert strength("best") == strength("hard")  # the strongest level under its other name
    assert strength("random") is None or strength("random", STRENGTH_AGAINST) is not None


def test_the_readme_table_shows_the_measured_figures() -> None:
    """The README's row of each level says its win rate and games, as written by the benchmark."""
    text = README.read_text(encoding="utf-8")
    for name in SEAT_LEVELS:
        record = strength(name)
        assert record is not None
        row = re.search(rf"^\| {LEVELS[name].label} \| (.*)$", text, re.MULTILINE)
        assert row is not None, f"no README row for {name}"
        assert f"wins {record.percent} % ({record.won} of {record.games} games)" in row.group(1)
        solo = strength(name, "solo")
        if solo is not None:
            assert f"wins {solo.percent} % ({solo.won} of {solo.games} games)" in row.group(1)
