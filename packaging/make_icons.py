"""Render the application icon to the PNG sizes desktops and installers want.

Usage (from the repository root):  .venv/bin/python packaging/make_icons.py

Copies resources/icons/tmdesk.svg to packaging/icons/tmdesk.svg and writes
packaging/icons/tmdesk-<size>.png for every size in SIZES.  Works without a
display (Qt's offscreen platform).
"""

import os
import shutil
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "resources" / "icons" / "tmdesk.svg"
OUT_DIR = ROOT / "packaging" / "icons"
SIZES = (16, 32, 48, 64, 128, 256, 512)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    svg_copy = OUT_DIR / "tmdesk.svg"
    shutil.copyfile(SOURCE, svg_copy)
    renderer = QSvgRenderer(str(svg_copy))
    if not renderer.isValid():
        print(f"error: {svg_copy} is not valid SVG", file=sys.stderr)
        return 1
    for size in SIZES:
        target = OUT_DIR / f"tmdesk-{size}.png"
        if not render(renderer, size).save(str(target), "PNG"):
            print(f"error: could not write {target}", file=sys.stderr)
            return 1
        print(target.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
