"""AutoMars's Hellas and Elysium criteria (seed 004) agree with the map files and the glossary."""

from __future__ import annotations

import csv
import json

import pytest

from tmdesk.paths import data_file


def _data() -> dict:  # type: ignore[type-arg]
    return json.loads(data_file("automars", "other_maps.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", ["hellas", "elysium"])
def test_same_five_milestones_and_awards_as_the_map_and_known_kinds(name: str) -> None:
    data = _data()
    entry = data["maps"][name]
    board = json.loads(data_file("maps", f"{name}.json").read_text(encoding="utf-8"))
    assert [m["name_en"] for m in entry["milestones"]] == board["milestones"]
    assert [a["name_en"] for a in entry["awards"]] == board["awards"]
    assert all(x["automars"]["kind"] in data["criterion_kinds"] for x in entry["milestones"] + entry["awards"])
    assert entry["automars_board_known"] is False


def test_portuguese_names_are_the_glossary_ones() -> None:
    with data_file("glossary.csv").open(encoding="utf-8", newline="") as f:
        pt = {row["en"]: row["pt"] for row in csv.DictReader(f)}
    for entry in _data()["maps"].values():
        for x in entry["milestones"] + entry["awards"]:
            assert pt[x["name_en"]] == x["name_pt"]


def test_a_few_seed_004_criteria() -> None:
    maps = _data()["maps"]
    hellas = {x["name_en"]: x["automars"] for x in maps["hellas"]["milestones"] + maps["hellas"]["awards"]}
    elysium = {x["name_en"]: x["automars"] for x in maps["elysium"]["milestones"] + maps["elysium"]["awards"]}
    assert hellas["Diversifier"] == {"kind": "tracks_at_least_count", "value": 3, "count": 7}
    assert hellas["Tactician"] == {"kind": "megacredits_at_least", "value": 35}
    assert hellas["Eccentric"] == {"kind": "megacredits_per_resource", "megacredits": 5}
    assert elysium["Benefactor"] == {"kind": "tr_minus", "value": 15}
    assert elysium["Industrialist"] == {"kind": "track", "track": "energy", "plus": 5}
