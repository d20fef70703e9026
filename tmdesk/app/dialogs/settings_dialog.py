"""Settings: language, colour-blind-safe player colours, interface scale; applied when the player presses OK."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QWidget

from tmdesk.app.screen_fit import fit_to_screen
from tmdesk.app.settings import LANGUAGES, SCALES, Settings

LANGUAGE_NAMES = {"en": "English", "pt_BR": "Português (Brasil)", "fr": "Français", "es": "Español"}


class SettingsDialog(QDialog):
    changed = Signal(object)  # Settings

    def __init__(self, parent: QWidget, settings: Settings) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Settings"))
        fit_to_screen(self)
        form = QFormLayout(self)
        self.language = QComboBox()
        for lang in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES[lang], lang)  # each language in its own words
        self.language.setCurrentIndex(LANGUAGES.index(settings.language))
        self.language.setToolTip(self.tr("The language of the whole game, cards included"))
        form.addRow(self.tr("Language"), self.language)
        self.colour_blind = QCheckBox(self.tr("Colour-blind-safe player colours"))
        self.colour_blind.setChecked(settings.colour_blind)
        self.colour_blind.setToolTip(self.tr("Player colours that stay distinct for the common kinds of colour blindness"))
        form.addRow("", self.colour_blind)
        self.scale = QComboBox()
        for s in SCALES:
            self.scale.addItem(f"{round(s * 100)} %", s)
        self.scale.setCurrentIndex(min(range(len(SCALES)), key=lambda i: abs(SCALES[i] - settings.scale)))
        self.scale.setToolTip(self.tr("Size of the text and controls"))
        form.addRow(self.tr("Interface scale"), self.scale)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        box.accepted.connect(self._ok)
        box.rejected.connect(self.reject)
        form.addRow(box)

    def chosen(self) -> Settings:
        return replace(self.settings, language=self.language.currentData(), colour_blind=self.colour_blind.isChecked(),
                       scale=float(self.scale.currentData()))

    def _ok(self) -> None:
        self.changed.emit(self.chosen())
        self.accept()
