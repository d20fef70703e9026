"""Data files are checked when loaded: a malformed file names the file and the entry."""

import json
import shutil
from pathlib import Path

import pytest

from tmdesk.cards.loader import CatalogueError, load_catalogue
from tmdesk.cli.cards import check
from tmdesk.engine.board import Board, MapError
from tmdesk.paths import data_file


def _copy_cards(tmp_path: Path, mutate) -> Path:  # type: ignore[no-untyped-def]
    folder = tmp_path / "cards"
    shutil.copytree(data_file("cards"), folder)
    cards = json.loads((folder / "project_cards.json").read_text(encoding="utf-8"))
    mutate(cards)
    (folder / "project_cards.json").write_text(json.dumps(cards), encoding="utf-8")
    return folder


def test_the_catalogue_is_complete() -> None:
    cat = load_catalogue()
    assert len(cat.project_cards) == 208 and len(cat.corporations) == 13
    assert sum(1 for c in cat.project_cards if not c.corporate_era) == 137
    assert check() == []


@pytest.mark.parametrize("mutate, phrase", [
    (lambda cards: cards[4]["tags"].append("moon"), "005 Search For Life: unknown tag 'moon'"),
    (lambda cards: cards[2]["immediate"].append({"teleport": 1}), "003 Deep Well Heating: immediate: unknown effect"),
    (lambda cards: cards[0].pop("cost"), "001 Colonizer Training Camp: malformed entry"),
    (lambda cards: cards[9]["requirements"].append({"kind": "gravity"}), "unknown requirement"),
])
def test_a_malformed_card_names_the_file_and_the_card(tmp_path: Path, mutate, phrase: str) -> None:  # type: ignore[no-untyped-def]
    folder = _copy_cards(tmp_path, mutate)
    with pytest.raises(CatalogueError) as info:
        load_catalogue(folder)
    assert str(info.value).startswith("project_cards.json: ") and phrase in str(info.value)


def test_a_malformed_map_names_the_file_and_the_space(tmp_path: Path) -> None:
    raw = json.loads(data_file("maps", "tharsis.json").read_text(encoding="utf-8"))
    raw["rows"][0]["spaces"][1]["bonus"] = ["gold"]
    bad = tmp_path / "tharsis.json"
    bad.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(MapError, match=r"tharsis.json: space r0c1: unknown bonus 'gold'"):
        Board(bad)
    bad.write_text("{", encoding="utf-8")
    with pytest.raises(MapError, match="tharsis.json: cannot be read"):
        Board(bad)
