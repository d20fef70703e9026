"""`tmdesk scenario run|dump`: print the scenario results (the format lives in tmdesk.engine.scenario)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from tmdesk.engine.scenario import ScenarioError, load, play, run_file


def say(line: str) -> None:
    """Print one line, whatever the file names or texts hold (a lone surrogate, a newline)."""
    encoding = sys.stdout.encoding or "utf-8"
    line = line.replace("\r", " ").replace("\n", " ")
    print(line.encode(encoding, "backslashreplace").decode(encoding, "replace"))


def cmd_run(files: list[str]) -> int:
    passed = failed = 0
    for f in files:
        name, problems = run_file(Path(f))
        if problems:  # one line per file, as the scenario specification says
            failed += 1
            say(f"FAIL {name}: {'; '.join(problems)}")
        else:
            passed += 1
            say(f"PASS {name}")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


def cmd_dump(file: str) -> int:
    try:
        game = play(load(Path(file)))
    except ScenarioError as exc:
        say(f"FAIL {Path(file).stem}: {exc}")
        return 1
    print(json.dumps(game.dump(), indent=2, sort_keys=True, ensure_ascii=False))
    return 0
