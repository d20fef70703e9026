"""`tmdesk cards`: list the catalogue; `--check` validates it."""

from __future__ import annotations

import argparse

from tmdesk.cards.loader import CatalogueError, load_catalogue

EXPECTED = {"project cards": 208, "base game": 137, "corporate era": 71, "corporations": 12, "beginner": 1,
            "preludes": 35, "prelude corporations": 5, "prelude project cards": 7,
            "venus project cards": 49, "venus corporations": 5, "colonies project cards": 49, "colonies corporations": 5}
# an expansion's card set: (its short mark in the listing, its printed project card numbers)
EXPANSION_SETS = {"venus": ("VN", [str(i) for i in range(213, 262)]),  # Venus Next
                  "colonies": ("CO", [f"C{i:02d}" for i in range(1, 50)])}


def check() -> list[str]:
    """Problems with the catalogue (empty when it is complete and consistent)."""
    try:
        cat = load_catalogue()
    except CatalogueError as exc:
        return [str(exc)]
    projects = cat.project_cards
    counts = {
        "project cards": len(projects),
        "base game": sum(1 for c in projects if not c.corporate_era),
        "corporate era": sum(1 for c in projects if c.corporate_era),
        "corporations": sum(1 for c in cat.corporations if not c.beginner),
        "beginner": sum(1 for c in cat.corporations if c.beginner),
        "preludes": sum(1 for c in cat.expansion_cards("prelude") if c.is_prelude),
        "prelude corporations": sum(1 for c in cat.expansion_cards("prelude") if c.is_corporation),
        "prelude project cards": sum(1 for c in cat.expansion_cards("prelude") if not c.is_prelude
                                     and not c.is_corporation),
    }
    for name in EXPANSION_SETS:
        counts[f"{name} project cards"] = sum(1 for c in cat.expansion_cards(name) if not c.is_corporation)
        counts[f"{name} corporations"] = sum(1 for c in cat.expansion_cards(name) if c.is_corporation)
    problems = [f"{k}: {counts[k]} instead of {v}" for k, v in EXPECTED.items() if counts[k] != v]
    numbers = sorted(c.number for c in projects)
    if numbers != [f"{i:03d}" for i in range(1, 209)]:
        problems.append("project card numbers are not exactly 001-208")
    checked = list(projects)
    for name, (_mark, printed) in EXPANSION_SETS.items():
        if sorted(c.number for c in cat.expansion_cards(name) if not c.is_corporation) != printed:
            problems.append(f"{name} card numbers are not exactly {printed[0]}-{printed[-1]}")
        checked += cat.expansion_cards(name)
    for c in checked:
        if c.is_event and (not c.tags or c.tags[-1] != "event"):
            problems.append(f"{c.number} {c.name}: an event must end with the event tag")
        if c.vp and "per_resource_here" in c.vp and not c.holds_resource:
            problems.append(f"{c.number} {c.name}: VP per resource but holds none")
    return problems


def cmd_cards(args: argparse.Namespace) -> int:
    if args.check:
        problems = check()
        for p in problems:
            print(p)
        print("catalogue OK: 208 project cards (137 base, 71 Corporate Era), 12 corporations, Beginner Corporation; "
              "Prelude: 35 Preludes, 5 corporations, 7 project cards; Venus Next: 49 project cards, 5 corporations; "
              "Colonies: 49 project cards, 5 corporations" if not problems else f"{len(problems)} problem(s)")
        return 1 if problems else 0
    cat = load_catalogue()
    for c in sorted(cat.project_cards, key=lambda c: c.number):
        era = "CE" if c.corporate_era else "  "
        print(f"{c.number} {era} {c.type:<9} {c.cost:>3}  {c.name:<36} {' '.join(c.tags)}")
    for c in cat.corporations:
        era = "CE" if c.corporate_era else "  "
        print(f"{c.number} {era} {'corporation':<11}   {c.name:<36} {' '.join(c.tags)}")
    for name, (mark, _printed) in EXPANSION_SETS.items():
        for c in sorted(cat.expansion_cards(name), key=lambda c: c.number):
            print(f"{c.number} {mark} {c.type:<11} {c.cost:>3}  {c.name:<36} {' '.join(c.tags)}")
    for c in sorted(cat.expansion_cards("prelude"), key=lambda c: c.number):
        print(f"{c.number} PR {c.type:<11} {c.cost:>1}  {c.name:<36} {' '.join(c.tags)}")
    return 0
