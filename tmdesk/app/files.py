"""Choosing a file to save a game to or to open one from.

Both dialogs start in the saves folder (or where the game was last saved). Save as proposes a name
made of the date and the players and always writes a `.json` name, which is what Open lists: a file
the program saved is always found again.
"""

from __future__ import annotations

import datetime
import re
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QFileDialog, QListView, QSplitter, QWidget

from tmdesk.app import i18n, settings
from tmdesk.app.screen_fit import fit_to_screen

if TYPE_CHECKING:
    from tmdesk.engine.game import Game

SUFFIX = ".json"
UNSAFE = re.compile(r'[<>:"/\\|?*\x00-\x1f]+')  # characters some file systems refuse in a name


def _t(text: str) -> str:
    return QCoreApplication.translate("Files", text)


def default_name(game: Game, folder: Path, today: datetime.date | None = None) -> str:
    """'2025-03-14 Ana, Bruno.json' (AutoMars named as the player reads it); ' (2)' and on when it is taken."""
    names = ", ".join(i18n.player_name(n) for n in game.state.seats)
    stem = UNSAFE.sub("_", f"{(today or datetime.date.today()).isoformat()} {names}").strip(" .")
    name, n = stem + SUFFIX, 2
    while (folder / name).exists():
        name, n = f"{stem} ({n}){SUFFIX}", n + 1
    return name


def with_suffix(path: Path) -> Path:
    """The name the player typed, with `.json` added unless it already ends so."""
    return path if path.name.lower().endswith(SUFFIX) else path.with_name(path.name + SUFFIX)


class _PlacesWidth(QObject):
    """Qt's file dialog opens its column of places narrower than its entries ("Computador" cut in Portuguese,
    "Eq…" for "Equipo"): once shown, the column is widened to its widest entry, the file list keeps the rest."""

    SLACK = 8  # px past the widest entry: the list's frame and a little air

    def eventFilter(self, obj: QObject, e: QEvent) -> bool:  # noqa: N802
        if e.type() == QEvent.Type.Show and isinstance(obj, QFileDialog):
            QTimer.singleShot(0, obj, lambda: self.widen(obj))
        return False

    def widen(self, dialog: QFileDialog) -> None:
        places, split = dialog.findChild(QListView, "sidebar"), dialog.findChild(QSplitter, "splitter")
        if places is None or split is None:  # a native dialog: the system lays it out
            return
        needed = places.sizeHintForColumn(0) + 2 * places.frameWidth() + self.SLACK
        sizes = split.sizes()
        total = sum(sizes)
        if len(sizes) == 2 and sizes[0] < needed < total // 2:
            split.setSizes([needed, total - needed])


def _dialog(parent: QWidget, title: str, folder: Path) -> QFileDialog:
    dialog = QFileDialog(parent, title, str(folder))
    dialog.setNameFilters([_t("tmdesk saved games (*.json)"), _t("All files (*)")])
    dialog.setDefaultSuffix(SUFFIX[1:])
    dialog.setObjectName("FileDialog")
    fit_to_screen(dialog)
    dialog.installEventFilter(_PlacesWidth(dialog))
    return dialog


def ask_save_path(parent: QWidget, game: Game, last: Path | None) -> Path | None:
    """The file to save to, or None when the player cancels."""
    folder = last.parent if last is not None and last.name != settings.autosave_path().name else settings.saves_dir()
    dialog = _dialog(parent, _t("Save the game"), folder)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.selectFile(default_name(game, folder))
    if not dialog.exec() or not dialog.selectedFiles():
        return None
    return with_suffix(Path(dialog.selectedFiles()[0]))


def ask_open_path(parent: QWidget) -> Path | None:
    """The saved game to open, or None when the player cancels."""
    dialog = _dialog(parent, _t("Open a saved game"), settings.saves_dir())
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    if not dialog.exec() or not dialog.selectedFiles():
        return None
    return Path(dialog.selectedFiles()[0])
