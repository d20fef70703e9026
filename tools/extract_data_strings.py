"""Collect every player-visible string of the data files, by translation context.

Output: i18n/data/source_strings.json = {context: [English source strings]}.
The translation tables i18n/data/<lang>.json map {context: {source: translation}}.
"""

from __future__ import annotations

import csv
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "resources" / "data"


def collect() -> dict[str, list[str]]:
    cards = json.loads((DATA / "cards" / "project_cards.json").read_text(encoding="utf-8"))
    corps = json.loads((DATA / "cards" / "corporations.json").read_text(encoding="utf-8"))
    out: dict[str, list[str]] = {
        "CardName": [c["name"] for c in cards] + [c["name"] for c in corps],
        "CardText": [c["text"] for c in cards] + [c["text"] for c in corps],
    }
    out["CardText"] += [c["first_action"]["text"] for c in corps if c.get("first_action")]
    with (DATA / "glossary.csv").open(encoding="utf-8") as f:
        out["Term"] = sorted({row["en"] for row in csv.DictReader(f) if row["en"]})
    bonus = json.loads((DATA / "automars" / "bonus_cards.json").read_text(encoding="utf-8"))
    out["AutoMarsBonus"] = [c["name_en"] for c in bonus["cards"] if c.get("in_base_bonus_deck")]
    return {k: list(dict.fromkeys(v)) for k, v in out.items()}


if __name__ == "__main__":
    target = ROOT / "i18n" / "data" / "source_strings.json"
    target.write_text(json.dumps(collect(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(target)
