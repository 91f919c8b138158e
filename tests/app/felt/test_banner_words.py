"""The result banner shows its words whole: a long translation in the smallest window is set narrower, never cut."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from reddog_qt.app.felt import items
from reddog_qt.app.felt.markers import PLATE, BannerItem

#: The banner's detail colour (what the words are painted in).
DETAIL = QColor("#ffeebb")


def inked_columns(image: QImage, colour: QColor) -> list[int]:
    """The x of every column holding a pixel of (about) ``colour``."""
    columns = []
    for x in range(image.width()):
        for y in range(image.height()):
            pixel = image.pixelColor(x, y)
            if (abs(pixel.red() - colour.red()) < 12 and abs(pixel.green() - colour.green()) < 12
                    and abs(pixel.blue() - colour.blue()) < 12):
                columns.append(x)
                break
    return columns


@pytest.fixture
def smallest_window_text():
    """The felt's smallest text as in the smallest window (9 screen pixels at its scale)."""
    items.set_view_scale(0.45)
    yield
    items.set_view_scale(1.0)


def test_a_long_detail_stays_on_the_plate_in_the_smallest_window(qapp, smallest_window_text) -> None:
    banner = BannerItem()
    banner.show_result("UNENTSCHIEDEN", "Aufeinanderfolgende Karten: Sie erhalten 1.000 Credits zurück", "#2f5f8a")
    margin = 100
    image = QImage(round(PLATE.width()) + 2 * margin, round(PLATE.height()) + 2 * margin,
                   QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    painter.translate(QPointF(margin - PLATE.left(), margin - PLATE.top()))
    banner._paint_body(painter)  # the look the banner prints for the screen
    painter.end()
    inked = inked_columns(image, DETAIL)
    assert inked, "the detail line is drawn"
    left, right = margin, margin + round(PLATE.width())
    # Whole words end inside the plate, clear of its border: cut words run into it.
    assert left + 8 <= min(inked) and max(inked) <= right - 8, (min(inked), max(inked), left, right)
