"""Manual check of the real drag-and-drop path: a real window on a virtual X display and a real mouse
drag (xdotool) of a card from the hand to the play area. Prints what Kim has played.

The test suite drives drops with synthesized Qt events (a QDrag cannot finish offscreen); this
script checks the real path. Needs Debian's xvfb, xauth, xdotool and the Qt xcb libraries:

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python tools/check_real_drag.py
"""

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tmdesk.app import i18n  # noqa: E402
from tmdesk.app.main_window import MainWindow  # noqa: E402
from tmdesk.app.settings import Settings  # noqa: E402
from tmdesk.engine.scenario import load, play  # noqa: E402

app = QApplication(sys.argv[:1])
i18n.install_language("en")
window = MainWindow(Settings())
window.session.autosave_enabled = False
window.resize(1400, 900)
window.show()
window.session.adopt(play(load(Path(__file__).resolve().parents[1] / "tests" / "app" / "scenarios" / "city_and_cards.json")))
window.pass_screen.button.click()


def drag() -> None:
    card = window.game_view.hand.cards["Power Plant"]
    start = card.mapToGlobal(card.rect().center())
    target = window.game_view.play_area
    end = target.mapToGlobal(target.rect().center())
    steps = (f"mousemove {start.x()} {start.y()} mousedown 1 sleep 0.2 mousemove {start.x() + 20} {start.y() - 20} "
             f"sleep 0.2 mousemove {end.x()} {end.y()} sleep 0.3 mousemove {end.x() + 3} {end.y() + 3} sleep 0.3 mouseup 1")
    subprocess.Popen(["xdotool", *steps.split()])


def finish() -> None:
    print("platform", app.platformName())
    print("played", ",".join(window.session.game.player("Kim").played))
    app.quit()


QTimer.singleShot(800, drag)
QTimer.singleShot(4000, finish)
app.exec()
