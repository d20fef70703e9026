"""`tmdesk` with no sub-command: open the game window (or render it to a PNG with --screenshot)."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from tmdesk.app.app_logging import install_excepthook, setup_logging

log = logging.getLogger(__name__)

# Libraries the Qt xcb platform plugin loads, and the Debian/Ubuntu package that has each one.
XCB_LIBRARIES = {
    "libxcb-cursor.so.0": "libxcb-cursor0", "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-icccm.so.4": "libxcb-icccm4", "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0", "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0", "libxcb-randr.so.0": "libxcb-randr0", "libxcb-xkb.so.1": "libxcb-xkb1",
    "libEGL.so.1": "libegl1", "libGL.so.1": "libgl1", "libfontconfig.so.1": "libfontconfig1",
}


def _installed_libraries() -> str:
    try:
        return subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, timeout=5).stdout
    except (OSError, subprocess.SubprocessError):
        return ""


def display_problem() -> str | None:
    """Why the window cannot open on this machine (no display, missing xcb libraries), or None."""
    if not sys.platform.startswith("linux"):
        return None
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform and not platform.startswith(("xcb", "wayland")):
        return None  # offscreen, vnc, eglfs...: the user chose
    display, wayland = os.environ.get("DISPLAY"), os.environ.get("WAYLAND_DISPLAY")
    if not display and not wayland:
        return ("tmdesk cannot open its window: no display was found (DISPLAY and WAYLAND_DISPLAY are not set).\n"
                "Start it from a desktop session, or run it under a virtual display (xvfb-run tmdesk).\n"
                "To render a screenshot without a display use: tmdesk --screenshot FILE.png")
    if wayland and not platform.startswith("xcb"):
        return None
    if display and display.startswith(":"):
        number = display[1:].split(".")[0]
        if number.isdigit() and not Path(f"/tmp/.X11-unix/X{number}").exists():
            return f"tmdesk cannot open its window: no X server answers on display {display}."
    installed = _installed_libraries()
    if installed:
        missing = [pkg for lib, pkg in XCB_LIBRARIES.items() if lib not in installed]
        if missing:
            return ("tmdesk cannot open its window: the Qt xcb platform needs libraries that are not installed.\n"
                    f"Install them with: sudo apt-get install {' '.join(missing)}")
    return None


def run_app(args: Any) -> int:
    screenshot = getattr(args, "screenshot", None)
    scenario = getattr(args, "scenario", None)
    lang = getattr(args, "lang", None)
    log_path = setup_logging()
    problem = display_problem()
    if problem and screenshot:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # a screenshot needs no screen
    elif problem:
        print(problem, file=sys.stderr)
        return 2
    from PySide6.QtWidgets import QApplication

    from tmdesk.app import i18n
    from tmdesk.app.settings import LANGUAGES, Settings

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("tmdesk")
    app.setApplicationDisplayName("Terraforming Mars")
    install_excepthook(log_path)
    settings = Settings.load()
    clean_orphan_saves()
    if lang:
        if lang not in LANGUAGES:
            print(f"unknown language {lang!r}: choose one of {', '.join(LANGUAGES)}", file=sys.stderr)
            return 2
        settings.language = lang
    i18n.install_language(settings.language)
    from tmdesk.app.main_window import MainWindow

    window = MainWindow(settings)
    if screenshot:
        return take_screenshot(app, window, Path(screenshot), scenario)
    window.restore_geometry()
    window.show()
    code = app.exec()
    window.deleteLater()
    return code


def clean_orphan_saves() -> None:
    """Temporary files of saves that a crash or a kill interrupted (tmdesk.engine.saves.write_atomic)."""
    from tmdesk.app import settings as folders
    from tmdesk.engine.saves import clean_orphans

    for folder in (folders.data_dir(), folders.saves_dir(), folders.config_dir()):
        clean_orphans(folder)


def take_screenshot(app: Any, window: Any, path: Path, scenario: str | None) -> int:
    window.session.autosave_enabled = False  # a screenshot never touches the player's games
    if scenario:
        from tmdesk.engine.scenario import ScenarioError, load, play

        try:
            game = play(load(Path(scenario)))
        except ScenarioError as exc:
            print(f"cannot open the scenario {scenario}: {exc}", file=sys.stderr)
            return 1
        window.session.adopt(game)
        d = game.waiting_for()
        if d is not None:
            window.handed_over(d.player)
    window.resize(1600, 1000)
    window.show()
    for _ in range(5):
        app.processEvents()
    window.game_view.board_view.fit()
    app.processEvents()
    path.parent.mkdir(parents=True, exist_ok=True)
    ok = window.grab().save(str(path), "PNG")
    if not ok:
        print(f"cannot write {path}", file=sys.stderr)
        return 1
    print(f"screenshot written to {path}")
    return 0
