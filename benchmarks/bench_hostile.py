"""Hostile inputs at the issue's sizes (issue #19 "Done when"); the normal test run uses smaller seeded samples.

- SAVES mutated saves through the Load road (GameSession.open_file, offscreen): each a translated refusal
  with the previous game untouched, or a playable game; the slowest open and the peak extra memory.
- ANSWERS illegal answers at decision points of random games of every mode: each refused, dump unchanged.
- SCENARIOS malformed scenario files through `tmdesk scenario run`: one line each, no traceback.

Run: QT_QPA_PLATFORM=offscreen python benchmarks/bench_hostile.py [SAVES ANSWERS SCENARIOS]   (1000 2000 200)
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests.engine.hostile import illegal_step, mutate_text, played_games, scenario_texts  # noqa: E402
from tmdesk.bots import random_step  # noqa: E402
from tmdesk.engine import save_schema, saves  # noqa: E402
from tmdesk.engine.messages import IllegalAction  # noqa: E402
from tmdesk.engine.state import GameConfig  # noqa: E402

REFUSALS = {v for k, v in vars(save_schema).items() if k.startswith("E_")}


def bench_saves(n: int, folder: Path) -> None:
    from PySide6.QtCore import QCoreApplication

    from tmdesk.app.session import GameSession

    app = QCoreApplication.instance() or QCoreApplication([])  # noqa: F841 - the session's signals need it
    os.environ["TMDESK_HOME"] = str(folder / "home")
    session = GameSession()
    session.start(GameConfig(players=["Ana", "Bruno"], seed=2))
    rng = random.Random(1000)
    snaps = played_games(seed=1000, every=40)
    refused = loaded = bad = 0
    slowest = 0.0
    peak = 0
    for i in range(n):
        f = folder / f"m{i}.json"
        f.write_bytes(mutate_text(rng.choice(snaps), rng).encode("utf-8", "surrogatepass"))
        before, game = saves.dumps(session.game), session.game
        tracemalloc.start()
        start = time.perf_counter()
        try:
            session.open_file(f)
            loaded += 1
        except saves.SaveError as exc:
            refused += 1
            if exc.message_id not in REFUSALS or session.game is not game or saves.dumps(game) != before:
                bad += 1
        slowest = max(slowest, time.perf_counter() - start)
        peak = max(peak, tracemalloc.get_traced_memory()[1])
        tracemalloc.stop()
        d = session.decision()
        if d is not None and not session.submit(random_step(session.game, d, rng)):
            bad += 1
        f.unlink()
    session.flush()  # the background autosave is done before the session goes away
    print(f"saves: {n} mutated, {refused} refused, {loaded} loaded and played, {bad} bad; "
          f"slowest open {slowest:.2f} s; peak extra memory {peak / 1e6:.1f} MB")


def bench_answers(n: int) -> None:
    rng = random.Random(2000)
    snaps = [s for s in played_games(seed=2000, every=5)]
    bad = 0
    for _ in range(n):
        g = saves.loads(rng.choice(snaps))
        if g.waiting_for() is None:
            continue
        before = saves.dumps(g)
        step = illegal_step(g, rng)
        try:
            g.apply(step)
            bad += 1
            print("accepted:", repr(step)[:200])
        except IllegalAction:
            if saves.dumps(g) != before:
                bad += 1
                print("changed the game:", repr(step)[:200])
    print(f"answers: {n} illegal answers, {bad} accepted or changed the game")


def bench_scenarios(n: int, folder: Path) -> None:
    from tmdesk.cli.scenario import cmd_run

    rng = random.Random(3000)
    sources = sorted(str(p) for p in (ROOT / "tests" / "scenarios").glob("*.json"))
    files = []
    for i, text in enumerate(scenario_texts(sources, rng, n)):
        f = folder / f"s{i}.json"
        f.write_bytes(text.encode("utf-8", "surrogatepass"))
        files.append(str(f))
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        cmd_run(files)
    lines = out.getvalue().splitlines()[:-1]
    fails = sum(1 for line in lines if line.startswith("FAIL "))
    passes = sum(1 for line in lines if line.startswith("PASS "))
    internal = sum(1 for line in lines if "internal error" in line)
    print(f"scenarios: {n} mutated files, {len(lines)} lines ({fails} FAIL, {passes} PASS: a harmless mutation), "
          f"{internal} internal errors, stderr {len(err.getvalue())} characters")


if __name__ == "__main__":
    sizes = [int(a) for a in sys.argv[1:4]] or [1000, 2000, 200]
    sizes += [1000, 2000, 200][len(sizes):]
    with tempfile.TemporaryDirectory() as tmp:
        bench_saves(sizes[0], Path(tmp))
        bench_answers(sizes[1])
        bench_scenarios(sizes[2], Path(tmp))
