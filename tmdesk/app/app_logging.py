"""Logging to a rotating file in the platformdirs log folder, and a dialog for uncaught exceptions
(the window shows where the log is instead of vanishing)."""

from __future__ import annotations

import logging
import sys
import traceback
from logging.handlers import RotatingFileHandler
from pathlib import Path

from tmdesk.app.settings import log_dir

LOG_NAME = "tmdesk.log"


def setup_logging() -> Path:
    path = log_dir() / LOG_NAME
    root = logging.getLogger()
    if not any(isinstance(h, RotatingFileHandler) and Path(h.baseFilename) == path for h in root.handlers):
        try:
            handler = RotatingFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
        except OSError:
            return path
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        root.addHandler(handler)
        root.setLevel(logging.INFO)
    return path


def install_excepthook(log_path: Path) -> None:
    def hook(kind, value, tb) -> None:  # noqa: ANN001
        logging.getLogger("tmdesk").error("uncaught exception:\n%s", "".join(traceback.format_exception(kind, value, tb)))
        show_crash_dialog(log_path, value)

    sys.excepthook = hook


def show_crash_dialog(log_path: Path, error: BaseException) -> None:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication, QMessageBox

    if not isinstance(QApplication.instance(), QApplication):
        print(f"tmdesk: unexpected error ({error}); details in {log_path}", file=sys.stderr)
        return
    t = lambda s: QCoreApplication.translate("Crash", s)  # noqa: E731
    box = QMessageBox(QMessageBox.Icon.Critical, t("Something went wrong"),
                      t("tmdesk hit an unexpected error. Your game is autosaved after every move, so "
                        "you can continue it from the new-game screen.\n\nDetails are in the log file:\n%1")
                      .replace("%1", str(log_path)))
    box.setDetailedText("".join(traceback.format_exception_only(type(error), error)))
    box.open()
    crash_dialogs.append(box)


crash_dialogs: list = []  # kept alive while open; tests look here
