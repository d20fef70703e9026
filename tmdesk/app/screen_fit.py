"""Windows no larger than the screen: on a 1280×720 laptop nothing may open with its buttons off-screen.

The main window opens at most as large as the screen's available area (without the task bar), also
when the size remembered from another screen was larger; every dialog is kept within that area.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

FRAME = QSize(12, 36)  # the window manager's frame and title bar, before it has told their real size


def available_area(widget: QWidget | None = None) -> QRect:
    """The available area of the screen `widget` (or its parent window) is on."""
    owner = widget.parentWidget().window() if widget is not None and widget.parentWidget() is not None else widget
    screen = owner.screen() if owner is not None else None
    return (screen or QGuiApplication.primaryScreen()).availableGeometry()


def room(widget: QWidget | None = None) -> QSize:
    """The largest size a window's contents may take there."""
    return available_area(widget).size() - FRAME


def fit_to_screen(dialog: QWidget) -> None:
    """A dialog never grows past the screen's available area (its contents scroll or wrap instead)."""
    dialog.setMaximumSize(room(dialog))


def fit_window(window: QWidget, wanted: QSize) -> None:
    """Size and place the main window: `wanted`, or smaller to fit the screen, inside the available area."""
    area, most = available_area(window), room(window)
    size = wanted.boundedTo(most)
    window.resize(size)
    x = min(max(window.x(), area.left()), area.right() - size.width() - FRAME.width())
    y = min(max(window.y(), area.top()), area.bottom() - size.height() - FRAME.height())
    window.move(max(area.left(), x), max(area.top(), y))
