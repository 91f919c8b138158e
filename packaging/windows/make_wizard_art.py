"""The Windows installer's own picture: the welcome and finish pages' side panel (164x314 BMP).

    python packaging/windows/make_wizard_art.py OUT.bmp

Drawn from the game's art, offscreen: the table's felt and rail colours, the game's icon
(assets/icons/reddog.svg) and its name in DejaVu Sans (assets/fonts). build_windows.py runs it in
a process of its own (it needs a QGuiApplication) and hands the file to NSIS.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
WIDTH, HEIGHT = 164, 314   # what NSIS's Modern UI shows on its welcome and finish pages


def draw(out: Path) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QFontDatabase, QGuiApplication, QImage, QLinearGradient, QPainter, QPen
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (fonts need it)
    families = []
    for name in ("DejaVuSans-Bold.ttf", "DejaVuSans.ttf"):
        font_id = QFontDatabase.addApplicationFont(str(REPO / "assets" / "fonts" / name))
        families += QFontDatabase.applicationFontFamilies(font_id)
    family = families[0] if families else "Sans Serif"

    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    cloth = QLinearGradient(0, 0, 0, HEIGHT)   # the table's felt, lit from above
    cloth.setColorAt(0.0, QColor("#13844a"))
    cloth.setColorAt(1.0, QColor("#074223"))
    painter.fillRect(image.rect(), cloth)
    painter.setPen(QPen(QColor("#5a3418"), 10))   # the rail along the right edge
    painter.drawLine(WIDTH - 5, 0, WIDTH - 5, HEIGHT)
    painter.setPen(QPen(QColor("#8a5a2b"), 2))
    painter.drawLine(WIDTH - 11, 0, WIDTH - 11, HEIGHT)

    QSvgRenderer(str(REPO / "assets" / "icons" / "reddog.svg")).render(painter, QRectF(27, 46, 104, 104))

    painter.setPen(QColor("#f3d98b"))
    title = QFont(family)
    title.setPixelSize(24)
    title.setBold(True)
    painter.setFont(title)
    painter.drawText(QRectF(0, 166, WIDTH - 11, 34), Qt.AlignmentFlag.AlignHCenter, "Red Dog")
    painter.setPen(QColor("#e8f2e8"))
    subtitle = QFont(family)
    subtitle.setPixelSize(11)
    painter.setFont(subtitle)
    painter.drawText(QRectF(0, 204, WIDTH - 11, 40), Qt.AlignmentFlag.AlignHCenter,
                     "Acey-Deucey\nIn-Between")
    painter.end()
    if not image.convertToFormat(QImage.Format.Format_RGB888).save(str(out), "BMP"):  # 24-bit, as NSIS reads
        raise SystemExit(f"make_wizard_art.py: could not write {out}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    draw(Path(sys.argv[1]))
