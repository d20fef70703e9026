"""Desktop app latency: cold start to an interactive window, and decision -> updated scene.

Targets (issue "The desktop application"): cold start < 1.5 s; median time from an applied decision to
the updated window (board scene, panels, hand, log) < 16 ms with a full board.
Run: QT_QPA_PLATFORM=offscreen python benchmarks/bench_app.py [DECISIONS]
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

COLD_START = """
import sys
import tmdesk.app
from PySide6.QtWidgets import QApplication
from tmdesk.app import i18n
from tmdesk.app.main_window import MainWindow
from tmdesk.app.settings import Settings
app = QApplication(sys.argv[:1])
i18n.install_language("en")
w = MainWindow(Settings())
w.show()
app.processEvents()
print("ready", flush=True)
"""


def cold_start(runs: int = 5) -> list[float]:
    times = []
    env = dict(os.environ, TMDESK_HOME=tempfile.mkdtemp(prefix="tmdesk-bench-"))
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-c", COLD_START], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                text=True, env=env)
        assert proc.stdout is not None
        line = proc.stdout.readline()
        times.append(time.perf_counter() - start)
        proc.wait()
        if line.strip() != "ready":
            raise SystemExit("the window did not start")
    return times


def decision_latency(decisions: int) -> tuple[list[float], int]:
    os.environ["TMDESK_HOME"] = tempfile.mkdtemp(prefix="tmdesk-bench-")
    from PySide6.QtWidgets import QApplication

    import tmdesk.app  # noqa: F401 - the None refcount shield
    from tmdesk.app import i18n
    from tmdesk.app.main_window import MainWindow
    from tmdesk.app.session import GameSession
    from tmdesk.app.settings import Settings
    from tmdesk.bots import random_step
    from tmdesk.engine.game import new_game
    from tmdesk.engine.state import GameConfig

    app = QApplication.instance() or QApplication(sys.argv[:1])
    i18n.install_language("en")
    session = GameSession()
    session.autosave_enabled = False
    marks: list[float] = []
    session.changed.connect(lambda *_: marks.append(time.perf_counter()))  # runs before the window's slot
    window = MainWindow(Settings(), session)
    durations: list[float] = []
    painted: list[float] = []
    handovers: list[float] = []
    session.changed.connect(lambda *_: durations.append(time.perf_counter() - marks[-1]))
    window.resize(1600, 1000)
    window.show()
    app.processEvents()
    rng = random.Random(4)
    game = new_game(GameConfig(players=["Ana", "Bruno", "Clara"], seed=11))
    while game.state.generation < 8 and game.waiting_for() is not None:  # fill the board first
        game.apply(random_step(game, game.waiting_for(), rng))
    session.adopt(game)
    durations.clear()
    painted.clear()
    handovers.clear()
    for _ in range(decisions):
        d = session.game.waiting_for()
        if d is None:
            break
        session.submit(random_step(session.game, d, rng))
        app.processEvents()  # layout and paint of everything the refresh changed
        painted.append(time.perf_counter() - marks[-1])
        if window.stack.currentWidget() is window.pass_screen:  # the next player takes the keyboard
            start = time.perf_counter()
            window.pass_screen.button.click()
            app.processEvents()
            handovers.append(time.perf_counter() - start)
    window.close()
    return durations, painted, handovers, len(session.game.state.tiles)


def main(decisions: int = 300) -> None:
    starts = cold_start()
    print(f"cold start to interactive window: median {statistics.median(starts) * 1000:.0f} ms "
          f"(min {min(starts) * 1000:.0f}, max {max(starts) * 1000:.0f}; target < 1500 ms)")
    durations, painted, handovers, tiles = decision_latency(decisions)
    for label, values in (("decision -> widgets and scene updated", durations),
                          ("decision -> window repainted", painted),
                          ("pass-and-play hand-over -> next player's view repainted", handovers)):
        ms = sorted(d * 1000 for d in values)
        target = "" if values is handovers else " (target median < 16 ms)"
        print(f"{label} ({len(ms)} times, {tiles} tiles at the end): median {statistics.median(ms):.1f} ms, "
              f"p90 {ms[int(len(ms) * 0.9)]:.1f} ms, max {ms[-1]:.1f} ms{target}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
