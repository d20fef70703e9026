"""The app's look: a dark Mars palette as one Qt style sheet, scaled with the interface scale."""

from __future__ import annotations

from tmdesk.app import palette

QSS = """
QMainWindow, QDialog, QScrollArea > QWidget > QWidget { background: %(bg)s; }
QLabel, QCheckBox, QRadioButton { background: transparent; }
QCheckBox::indicator, QRadioButton::indicator { width: 16px; height: 16px; border: 2px solid #9aa0b4; background: #1f222c; }
QRadioButton::indicator { border-radius: 10px; }
QCheckBox::indicator { border-radius: 4px; }
QCheckBox::indicator:checked, QRadioButton::indicator:checked { background: %(accent)s; border-color: #ffd9a0; }
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled { border-color: #4a4e5c; }
QToolTip { background: #fdf6e3; color: #1a1a1a; border: 1px solid #8a7d68; padding: 4px; font-size: %(f)dpx; }
QMenuBar, QMenu { background: %(panel)s; }
QMenu::item:selected, QMenuBar::item:selected { background: %(accent)s; color: #1a1a1a; }
QGroupBox { border: 1px solid #444a5c; border-radius: 6px; margin-top: 14px; padding-top: 6px; font-weight: bold; }
QGroupBox::title { subcontrol-origin: margin; left: 8px; padding: 0 4px; color: %(accent)s; }
QPushButton { background: #3a3f50; border: 1px solid #555c72; border-radius: 6px; padding: 5px 10px; text-align: left; }
QPushButton:hover { background: #4a5068; border-color: %(accent)s; }
QPushButton:focus { border: 1px solid %(highlight)s; }  /* the same width as unfocused: focus must not clip the text */
QPushButton:disabled { color: #7b7f8c; background: #2c2f3a; border-color: #3a3d48; }
QPushButton#Confirm, QPushButton#EndTurn { background: #c9742a; color: white; font-weight: bold; text-align: center; padding: 8px 18px; }
QPushButton#Confirm:disabled, QPushButton#EndTurn:disabled { background: #4a3a2c; color: #8c7f70; }
QPushButton#Pass { background: #6b3b3b; color: white; font-weight: bold; text-align: center; padding: 8px 18px; }
QPushButton#Pass:disabled { background: #3a2c2c; color: #8c7070; }
QLineEdit, QSpinBox, QComboBox { background: #2f3342; border: 1px solid #555c72; border-radius: 4px; padding: 3px 6px; }
QComboBox QAbstractItemView { selection-background-color: #4a5068; selection-color: white; }  /* the chosen entry of an open list: as readable as the others */
QScrollArea, QListView, QTableWidget { background: %(panel)s; border: none; }
QPlainTextEdit#Log { background: %(panel)s; border: none; }
QTableWidget#ScoreTable { font-size: %(big)dpx; gridline-color: #444a5c; }
QTableCornerButton::section { background: #343849; border: none; }
QHeaderView::section { background: #343849; color: %(text)s; padding: 6px; border: none; font-weight: bold; }
QFrame#PlayerPanel { background: %(panel)s; border: 1px solid #3c4152; border-radius: 8px; }
QFrame#PlayerPanel[active="true"] { border: 2px solid %(accent)s; }
QFrame#ResourceCell { background: #232633; border-radius: 5px; }
QLabel#Amount { font-size: %(big)dpx; font-weight: bold; }
QLabel#Production { color: #f2c879; font-weight: bold; }
QLabel#PlayerName { font-size: %(big)dpx; font-weight: bold; }
QLabel#TR { font-size: %(big)dpx; font-weight: bold; color: %(accent)s; }
QLabel#Corporation { color: #c8c2b6; font-style: italic; }
QLabel#SectionTitle { color: %(accent)s; font-weight: bold; padding: 2px 4px; }
QLabel#ScreenTitle { font-size: %(title)dpx; font-weight: bold; color: %(accent)s; }
QLabel#Prompt { font-size: %(big)dpx; font-weight: bold; }
QLabel#Phase { color: #c8c2b6; padding-right: 12px; }
QLabel#Problem { color: #ff8a7a; font-weight: bold; }
QLabel#HoverInfo { color: #b9d7ff; background: rgba(20, 22, 30, 215); border: 1px solid #3c4152; border-radius: 4px; padding: 3px 6px; }
QLabel#Placeholder { color: #7d8194; font-size: %(big)dpx; }
QLabel#PassTitle, QLabel#WinnerTitle { font-size: %(huge)dpx; font-weight: bold; }
QLabel#PassDetail { font-size: %(big)dpx; color: #c8c2b6; }
QLabel#AutoMarsBanner { color: %(highlight)s; font-weight: bold; }
QWidget#PromptBar { background: #262a36; border-bottom: 2px solid #3c4152; }
QScrollArea#DropArea, QScrollArea#CardArea { background: #20232d; border-radius: 6px; }
QScrollArea#DropArea { border: 2px dashed #5a6078; }
QScrollArea[dragOver="true"] { border: 3px solid %(highlight)s; }
QWidget#CardAreaInner { background: transparent; }
QFrame#CardZoom { background: rgba(20, 22, 30, 235); border: 1px solid %(accent)s; border-radius: 10px; }
QLabel#ZoomNote { background: transparent; color: #ffd2a8; font-weight: bold; }
QFrame#Panel { background: rgba(36, 39, 50, 232); border: 1px solid #4a4f62; border-radius: 14px; }
QSpinBox { min-width: 56px; }
QSplitter::handle { background: #2f3342; }
"""


def apply_palette(widget, scale: float = 1.0) -> None:  # noqa: ANN001
    """Colours and font through the palette: a catch-all `QWidget {}` style rule would make Qt paint every
    widget through the (slow) style-sheet path."""
    from PySide6.QtGui import QColor, QPalette

    pal = widget.palette()
    for role, colour in ((QPalette.ColorRole.Window, palette.BACKGROUND), (QPalette.ColorRole.Base, palette.PANEL),
                         (QPalette.ColorRole.AlternateBase, "#30343f"), (QPalette.ColorRole.Button, "#3a3f50"),
                         (QPalette.ColorRole.WindowText, palette.TEXT), (QPalette.ColorRole.Text, palette.TEXT),
                         (QPalette.ColorRole.ButtonText, palette.TEXT), (QPalette.ColorRole.ToolTipBase, "#fdf6e3"),
                         (QPalette.ColorRole.ToolTipText, "#1a1a1a"), (QPalette.ColorRole.Highlight, palette.ACCENT),
                         (QPalette.ColorRole.HighlightedText, "#1a1a1a"), (QPalette.ColorRole.PlaceholderText, "#7d8194")):
        pal.setColor(role, QColor(colour))
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, QColor("#7b7f8c"))
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor("#7b7f8c"))
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#7b7f8c"))
    widget.setPalette(pal)
    font = widget.font()
    font.setPixelSize(round(13 * scale))
    widget.setFont(font)


def stylesheet(scale: float = 1.0) -> str:
    base = 13 * scale
    return QSS % {
        "bg": palette.BACKGROUND, "panel": palette.PANEL, "text": palette.TEXT, "accent": palette.ACCENT,
        "highlight": palette.HIGHLIGHT, "f": round(base), "big": round(base * 1.25), "title": round(base * 1.9),
        "huge": round(base * 2.6),
    }
