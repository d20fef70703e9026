"""The autosave, written by a background thread so that a player never waits for the disk.

The session hands over the text of the game (already made for the undo history) and the
application's data; the thread joins them, writes atomically and reports any failure (any
exception: a full disk, a name the file system cannot encode...) through `failed`.
Only the newest job is kept: an older state never overwrites a newer one.
"""

from __future__ import annotations

import json
import logging
import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from tmdesk.engine import saves

log = logging.getLogger(__name__)
WRITE_DELAY_S = 0.05  # after a move, the write waits this long: the window repaints first


def compose(game_json: str, app: dict[str, Any], raw: dict[str, list[str]] | None = None) -> str:
    """A save file from the engine's JSON text of the game plus the "app" block.

    `raw` entries are lists of JSON texts put into the app block as they are (the undo snapshots:
    no second encoding of texts that are already JSON)."""
    if not game_json.endswith("}"):
        raise ValueError("the game text is not a JSON object")
    block = json.dumps(app, ensure_ascii=False, separators=(",", ":"))
    if raw:
        extra = ",".join(f'{json.dumps(k)}:[{",".join(texts)}]' for k, texts in raw.items())
        block = block[:-1] + ("," if len(block) > 2 else "") + extra + "}"
    return game_json[:-1] + ',"app":' + block + "}"


class AutosaveWriter(QObject):
    failed = Signal(str)  # the error, for the player (delivered in the window's thread)
    written = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lock = threading.Condition()
        self._job: tuple[Path, str, dict[str, Any], dict[str, list[str]]] | None = None
        self._busy = False
        self._flushing = False
        self._thread: threading.Thread | None = None

    def put(self, path: Path, game_json: str, app: dict[str, Any], raw: dict[str, list[str]]) -> None:
        with self._lock:
            self._job = (path, game_json, app, raw)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="tmdesk-autosave", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until every job handed over is on the disk (before quitting, before reading the file)."""
        with self._lock:
            self._flushing = True
            self._lock.notify_all()
            self._lock.wait_for(lambda: self._job is None and not self._busy, timeout)
            self._flushing = False

    @staticmethod
    def _tell(signal: Any, *args: Any) -> None:
        try:
            signal.emit(*args)
        except RuntimeError:  # the window closed while the last save was written: nobody to tell
            pass

    def _run(self) -> None:
        while True:
            with self._lock:
                if not self._lock.wait_for(lambda: self._job is not None, timeout=30):
                    self._thread = None
                    return
                # let the window repaint first (this thread's Python work would compete with it for
                # the interpreter); a newer state handed over meanwhile replaces this one
                self._lock.wait_for(lambda: self._flushing, timeout=WRITE_DELAY_S)
                job, self._job, self._busy = self._job, None, True
            try:
                path, game_json, app, raw = job  # type: ignore[misc]
                saves.write_atomic(path, compose(game_json, app, raw))
            except Exception as exc:  # noqa: BLE001 - any failure is told to the player once; the game goes on
                log.warning("autosave failed: %r", exc)
                self._tell(self.failed, str(exc) or type(exc).__name__)
            else:
                self._tell(self.written)
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()
