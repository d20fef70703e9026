"""User settings (language, colour-blind palette, interface scale, window and panels, the expansions of the last
new game) and the app's folders.

Folders come from platformdirs. `TMDESK_HOME` (used by the tests and the screenshot tool) puts
config, data and logs under one folder so that a test never touches the real user's files.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path

import platformdirs

from tmdesk.engine.saves import write_atomic
from tmdesk.engine.state import EXPANSIONS

APP = "tmdesk"
LANGUAGES = ("en", "pt_BR", "fr", "es")
SCALES = (0.85, 1.0, 1.15, 1.3, 1.5)

log = logging.getLogger(__name__)


def _folder(kind: str) -> Path:
    home = os.environ.get("TMDESK_HOME")
    if home:
        path = Path(home) / kind
    elif kind == "config":
        path = Path(platformdirs.user_config_dir(APP, appauthor=False))
    elif kind == "data":
        path = Path(platformdirs.user_data_dir(APP, appauthor=False))
    else:
        path = Path(platformdirs.user_log_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    return _folder("config")


def data_dir() -> Path:
    return _folder("data")


def log_dir() -> Path:
    return _folder("logs")


def saves_dir() -> Path:
    """Where Save as and Open start: the saved games, beside the autosave."""
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def system_language() -> str:
    """The supported language closest to the system locale (first start only)."""
    from PySide6.QtCore import QLocale

    name = QLocale.system().name()  # e.g. "pt_BR", "fr_CA"
    if name.startswith("pt"):
        return "pt_BR"
    for lang in ("fr", "es"):
        if name.startswith(lang):
            return lang
    return "en"


PANELS = ("columns", "sides", "actions_log")  # the splitters remembered (GameView.remembered_splitters)


def _hex(v: object) -> bool:
    return isinstance(v, str) and len(v) <= 4096 and all(c in "0123456789abcdef" for c in v)


@dataclass
class Settings:
    language: str = "en"
    colour_blind: bool = False
    scale: float = 1.0
    geometry: str = ""  # the main window's size and place (Qt's saveGeometry, hex)
    panels: dict[str, str] = field(default_factory=dict)  # splitter name -> where the player left it (saveState, hex)
    expansions: dict[str, bool] = field(default_factory=dict)  # the expansions ticked for the last new game

    @classmethod
    def path(cls) -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls) -> Settings:
        """Read the settings; a missing or damaged file gives the defaults (never an error)."""
        try:
            raw = json.loads(cls.path().read_text(encoding="utf-8"))
        except FileNotFoundError:
            return cls(language=system_language())
        except (OSError, ValueError) as exc:
            log.warning("settings file unreadable, using defaults: %s", exc)
            return cls(language=system_language())
        s = cls()
        if isinstance(raw, dict):
            if raw.get("language") in LANGUAGES:
                s.language = raw["language"]
            s.colour_blind = bool(raw.get("colour_blind", False))
            if _hex(raw.get("geometry")):
                s.geometry = raw["geometry"]
            panels = raw.get("panels")
            if isinstance(panels, dict):
                s.panels = {k: v for k, v in panels.items() if k in PANELS and _hex(v)}
            expansions = raw.get("expansions")
            if isinstance(expansions, dict):
                # the New Game screen's expansion boxes, as last ticked
                s.expansions = {k: v for k, v in expansions.items() if k in EXPANSIONS and isinstance(v, bool)}
            scale = raw.get("scale")
            if isinstance(scale, (int, float)) and 0.5 <= scale <= 2.5:
                s.scale = float(scale)
        return s

    def save(self) -> None:
        try:
            write_atomic(self.path(), json.dumps(asdict(self), indent=1))
        except OSError as exc:
            log.warning("settings not saved: %s", exc)
