"""Desktop app latency as a player meets it: cold start, and input event -> repainted window.

Targets (issues "The desktop application" and #11): cold start < 1.5 s; from the input event that
answers a decision to the window repainted, with autosave on as the real app runs, p90 <= 16 ms over
a whole 2-player game. The clock starts when the input event is posted and stops when the window's
repaint (Qt's UpdateRequest, which paints every changed widget into the backing store) is done.
Between decisions the benchmark waits as a player would (the autosave thread finishes its write).

Run: QT_QPA_PLATFORM=offscreen python benchmarks/bench_app.py [MAX_DECISIONS]
Prints: submit_to_paint_ms median=… p90=… over16=…/N (the target), the same for the hand-overs, and the
window thread's CPU time for each (time.thread_time: what the window itself costs, which other programs
on a busy machine cannot inflate; the wall times above are what the player waits for).
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

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


def random_player() -> Any:
    from tmdesk.bots import random_step

    return random_step


def play_through_window(max_decisions: int) -> tuple[dict[str, list[float]], int]:
    """A whole 2-player game (random moves) through the window; the times of each decision and hand-over."""
    os.environ["TMDESK_HOME"] = tempfile.mkdtemp(prefix="tmdesk-bench-")
    from PySide6.QtCore import QEvent, QObject, QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    import tmdesk.app  # noqa: F401 - the None refcount shield
    from tmdesk.app import i18n
    from tmdesk.app.main_window import MainWindow
    from tmdesk.app.settings import Settings
    from tmdesk.engine.state import GameConfig

    random_step = random_player()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    i18n.install_language("en")
    window = MainWindow(Settings())
    session = window.session
    assert session.autosave_enabled

    submit_type = QEvent.Type(QEvent.registerEventType())

    class Input(QEvent):
        def __init__(self, step: dict[str, Any]) -> None:
            super().__init__(submit_type)
            self.step = step

    class Receiver(QObject):
        """Where the posted input lands: it answers the decision, as a click or a drop would."""

        def event(self, e: QEvent) -> bool:
            if e.type() == submit_type:
                session.submit(e.step)  # type: ignore[attr-defined]
                return True
            return super().event(e)

    class PaintClock(QObject):
        painted: float | None = None

        def eventFilter(self, obj: QObject, e: QEvent) -> bool:  # noqa: N802
            if obj is window and e.type() == QEvent.Type.UpdateRequest:
                window.event(e)  # the repaint itself, timed to its end
                self.painted = time.perf_counter()
                return True
            return False

    receiver, clock = Receiver(), PaintClock()
    window.installEventFilter(clock)
    window.resize(1600, 1000)
    window.show()
    app.processEvents()

    cpu: list[float] = []  # the window thread's own work for each decision (what other programs cannot slow)
    handover_cpu: list[float] = []

    def until_painted(start: float) -> float:
        clock.painted = None
        while clock.painted is None and time.perf_counter() - start < 5:
            app.processEvents()
        return (clock.painted or time.perf_counter()) - start

    def player_pause() -> None:
        session.flush()
        app.processEvents()

    session.start(GameConfig(players=["Ana", "Bruno"], seed=11))
    rng = random.Random(4)
    decisions: list[float] = []
    handovers: list[float] = []
    player_pause()
    while len(decisions) < max_decisions:
        if window.stack.currentWidget() is window.pass_screen:  # the next player takes the keyboard
            button = window.pass_screen.button
            start, work = time.perf_counter(), time.thread_time()
            QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
            handovers.append(until_painted(start))
            handover_cpu.append(time.thread_time() - work)
            player_pause()
        d = session.game.waiting_for()
        if d is None:
            break
        step = random_step(session.game, d, rng)
        start, work = time.perf_counter(), time.thread_time()
        QApplication.postEvent(receiver, Input(step))
        decisions.append(until_painted(start))
        cpu.append(time.thread_time() - work)
        player_pause()
    session.flush()
    tiles = len(session.game.state.tiles)
    window.close()
    return {"decisions": decisions, "handovers": handovers, "cpu": cpu, "handover_cpu": handover_cpu}, tiles


def summary(values: list[float]) -> tuple[float, float, int]:
    ms = sorted(v * 1000 for v in values)
    return statistics.median(ms), ms[min(len(ms) - 1, int(len(ms) * 0.9))], sum(1 for v in ms if v > 16)


def main(max_decisions: int = 100_000) -> None:
    starts = cold_start()
    print(f"cold start to interactive window: median {statistics.median(starts) * 1000:.0f} ms "
          f"(min {min(starts) * 1000:.0f}, max {max(starts) * 1000:.0f}; target < 1500 ms)")
    times, tiles = play_through_window(max_decisions)
    decisions, handovers, cpu, handover_cpu = (times[k] for k in ("decisions", "handovers", "cpu", "handover_cpu"))
    med, p90, over = summary(handovers)
    print(f"handover_to_paint_ms median={med:.1f} p90={p90:.1f} over16={over}/{len(handovers)}")
    med, p90, over = summary(handover_cpu)
    print(f"handover_to_paint_cpu_ms (window thread only) median={med:.1f} p90={p90:.1f} over16={over}/{len(handover_cpu)}")
    med, p90, over = summary(cpu)
    print(f"submit_to_paint_cpu_ms (window thread only, not slowed by other programs) median={med:.1f} "
          f"p90={p90:.1f} over16={over}/{len(cpu)}")
    if os.getloadavg()[0] > (os.cpu_count() or 1):
        print(f"note: the machine is busy (load {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores): wall times suffer")
    med, p90, over = summary(decisions)
    print(f"({tiles} tiles at the end; autosave on; target p90 <= 16 ms)")
    print(f"submit_to_paint_ms median={med:.1f} p90={p90:.1f} over16={over}/{len(decisions)}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100_000)
