"""The result banner and the moving piles are printed once for the screen and copied while they move."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from reddog_qt.app.felt.felt import BET_SPOT_POS
from reddog_qt.app.felt.money import ChipPileItem, Role
from reddog_qt.app.felt.picture import Picture
from reddog_qt.app.felt.table_scene import TableScene
from reddog_qt.app.felt.table_view import TableView
from reddog_qt.app.felt.timings import Timings
from reddog_qt.engine import Rules


@pytest.fixture
def table(qtbot):
    scene = TableScene(Rules.preset("atlantic-city"), Timings(animated=False))
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def test_the_banner_is_printed_once_while_it_grows_and_glows(table):
    scene, view = table
    banner = scene.banner
    banner.show_result("YOU WIN +50", "Spread 4 pays 1:1", "#1f7a44", celebrate=True)
    banner.setVisible(True)
    for scale in (0.55, 0.7, 0.9, 1.08, 1.02):
        banner.setScale(scale)
        view.viewport().repaint()
    assert banner.picture.prints == 1  # one picture for the screen, scaled while it grows
    banner.setScale(1.0)
    view.viewport().repaint()
    assert banner.picture.prints == 2  # standing at its own size: printed on the pixel grid
    for glow in (0.2, 0.6, 1.0):
        banner.set_glow(glow)
        view.viewport().repaint()
    assert banner.picture.prints == 2  # the glow is drawn round the picture, the words are not printed again
    banner.show_result("PUSH", "Consecutive", "#2f4f6f")
    view.viewport().repaint()
    assert banner.picture.prints == 3


def test_a_pile_is_printed_once_while_it_slides(table):
    scene, view = table
    pile = ChipPileItem(Role.PAYOUT, 137, (1, 5, 25, 100))
    scene.addItem(pile)
    for step in range(8):
        pile.setPos(BET_SPOT_POS.x() - 154.3 + step * 7.37, BET_SPOT_POS.y() + step * 11.61)
        pile.setOpacity(0.3 + step * 0.1)
        view.viewport().repaint()
    assert pile.picture.prints == 1


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_a_picture_at_rest_is_as_sharp_as_drawing_directly(ratio):
    def draw(painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor("#f3d98b"))
        painter.setBrush(QColor("#1f7a44"))
        painter.drawRoundedRect(QRectF(-40, -20, 80, 40), 8, 8)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(QRectF(-40, -20, 80, 40), Qt.AlignmentFlag.AlignCenter, "WIN")

    def image(paint) -> QImage:
        out = QImage(round(200 * ratio), round(120 * ratio), QImage.Format.Format_ARGB32_Premultiplied)
        out.setDevicePixelRatio(ratio)
        out.fill(QColor("#0d5c2e"))
        painter = QPainter(out)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform)
        painter.translate(97.3, 60.6)  # between pixels, as on a scaled felt
        painter.scale(0.8, 0.8)
        paint(painter)
        painter.end()
        return out

    picture = Picture(QRectF(-50, -30, 100, 60), draw)
    direct = image(draw)
    # Equal to a level of rounding where the plate's soft edge is blended twice (print, then copy).
    assert largest_difference(image(picture.paint), direct) <= 2
    # Resampled between pixels, as a moving picture is, the words would be soft: the test sees that.
    assert largest_difference(image(lambda painter: picture.paint(painter, settled=False)), direct) > 16


def largest_difference(one: QImage, other: QImage) -> int:
    """The largest difference of one colour channel between two images of the same size."""
    return max(abs(getattr(one.pixelColor(x, y), channel)() - getattr(other.pixelColor(x, y), channel)())
               for y in range(one.height()) for x in range(one.width()) for channel in ("red", "green", "blue"))
