"""`tmdesk scenario run|dump`: print the scenario results (the format lives in tmdesk.engine.scenario)."""

from __future__ import annotations

import json
from pathlib import Path

from tmdesk.engine.scenario import ScenarioError, load, play, run_file


def cmd_run(files: list[str]) -> int:
    passed = failed = 0
    for f in files:
        name, problems = run_file(Path(f))
        if problems:  # one line per file, as the scenario specification says
            failed += 1
            print(f"FAIL {name}: {'; '.join(problems)}")
        else:
            passed += 1
            print(f"PASS {name}")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


def cmd_dump(file: str) -> int:
    try:
        game = play(load(Path(file)))
    except ScenarioError as exc:
        print(f"FAIL {Path(file).stem}: {exc}")
        return 1
    print(json.dumps(game.dump(), indent=2, sort_keys=True, ensure_ascii=False))
    return 0
