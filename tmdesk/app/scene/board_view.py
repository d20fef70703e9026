"""The view of the board: fits the window until the player zooms (wheel, Ctrl +/-), drag to pan."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import QFrame, QGraphicsView

from tmdesk.app.scene.board_scene import BoardScene


class BoardView(QGraphicsView):
    def __init__(self, scene: BoardScene, parent=None) -> None:  # noqa: ANN001
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.fitted = True
        self.zoom_level = 1.0
        self.free_below = 0  # px left free under the fitted board (for the hovered space's text, over nothing)
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)  # the free room is below
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        for keys, step in (((QKeySequence.StandardKey.ZoomIn, "Ctrl+="), 1.2), ((QKeySequence.StandardKey.ZoomOut,), 1 / 1.2)):
            for k in keys:
                sc = QShortcut(QKeySequence(k), self, context=Qt.ShortcutContext.WindowShortcut)
                sc.activated.connect(lambda s=step: self.zoom(s))
        fit = QShortcut(QKeySequence("Ctrl+0"), self, context=Qt.ShortcutContext.WindowShortcut)
        fit.activated.connect(self.fit)

    def fit(self) -> None:
        self.fitted = True
        self.zoom_level = 1.0
        rect = self.scene().sceneRect()
        width, room = self.viewport().width(), self.viewport().height() - self.free_below
        if width > 0 and room > 0 and not rect.isEmpty():  # the scale that leaves the strip free, as a taller
            scale = min(width / rect.width(), room / rect.height())  # rectangle to fit
            rect = rect.adjusted(0, 0, 0, self.free_below / scale)
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def zoom(self, factor: float) -> None:
        new = self.zoom_level * factor
        if new < 1.0:  # never smaller than the whole board
            self.fit()
            return
        if new > 5.0:
            return
        self.zoom_level = new
        self.fitted = False
        self.scale(factor, factor)

    def resizeEvent(self, e) -> None:  # noqa: N802, ANN001
        super().resizeEvent(e)
        if self.fitted:
            self.fit()

    def showEvent(self, e) -> None:  # noqa: N802, ANN001
        super().showEvent(e)
        if self.fitted:
            self.fit()

    def wheelEvent(self, e) -> None:  # noqa: N802, ANN001
        delta = e.angleDelta().y()
        if delta:
            self.zoom(1.15 if delta > 0 else 1 / 1.15)
        e.accept()
