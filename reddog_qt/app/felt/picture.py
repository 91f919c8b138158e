"""An item's look printed once at the size it has on the screen, then copied at every frame.

Qt's own item caches do not fit what moves at settlement: a device-pixel cache is printed again
at every frame of a slide (the position falls between pixels), and an item-coordinate cache is
printed at the felt's own units, so it is drawn scaled on the screen (soft on a high-DPI one).
A :class:`Picture` is printed in device pixels for the view's scale and the screen's pixel ratio,
the item's own scale left out: while the item moves, fades or grows it is copied (scaled by
that own scale alone), and once it stands still at its own size it is printed on the pixel grid
where it lands, as sharp as drawing it directly. The look is printed again only for a new view
scale, screen, language or text size, or when its owner says it changed (:meth:`Picture.forget`).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform

from reddog_qt.app.felt.items import text_floor
from reddog_qt.app.texts.language import current_language

#: How close to 1 an item's own scale must be to count as standing at its own size.
OWN_SIZE = 1e-6


class Picture:
    """The look that ``draw`` paints inside ``area`` (item units), kept as one pixmap for the screen."""

    def __init__(self, area: QRectF, draw: Callable[[QPainter], None]) -> None:
        self.area = QRectF(area)
        self._draw = draw
        self._key: tuple[object, ...] | None = None
        self._pixmap = QPixmap()
        self._origin = QPointF()
        #: How many times the look has been printed (for tests and benchmarks).
        self.prints = 0

    def forget(self) -> None:
        """The look changed: print it again at the next paint."""
        self._key = None
        self._pixmap = QPixmap()

    def paint(self, painter: QPainter, own_scale: float = 1.0, settled: bool = True) -> None:
        """Copy the look to ``painter`` (in item units; ``own_scale`` is the item's own, already in its transform).

        ``settled``: the item stands still, so at its own size it is laid on the pixel grid.
        """
        transform = painter.worldTransform()
        if transform.isRotating() or own_scale <= 0 or transform.m11() <= 0 or transform.m22() <= 0:
            self._draw(painter)  # never on this table; drawn directly rather than wrong
            return
        device = painter.device()
        ratio = device.devicePixelRatio() if device is not None else 1.0
        scale_x, scale_y = transform.m11() / own_scale, transform.m22() / own_scale
        on_grid = settled and abs(own_scale - 1.0) < OWN_SIZE
        on_screen = transform.mapRect(self.area)
        where = (round(on_screen.left() % 1, 3), round(on_screen.top() % 1, 3)) if on_grid else None
        key = (round(scale_x, 6), round(scale_y, 6), ratio, where, current_language(), text_floor())
        if key != self._key:
            self._print(transform if on_grid else QTransform.fromScale(scale_x, scale_y), ratio, on_grid)
            self._key = key
        if on_grid:
            painter.save()
            painter.resetTransform()
            painter.drawPixmap(QPointF(math.floor(on_screen.left()), math.floor(on_screen.top())), self._pixmap)
            painter.restore()
            return
        size = self._pixmap.deviceIndependentSize()
        target = QRectF(self._origin.x() / scale_x, self._origin.y() / scale_y,
                        size.width() / scale_x, size.height() / scale_y)
        painter.drawPixmap(target, self._pixmap, QRectF(0, 0, self._pixmap.width(), self._pixmap.height()))

    def _print(self, transform: QTransform, ratio: float, on_grid: bool) -> None:
        origin, self._pixmap = print_for_device(transform, ratio, self.area, self._draw)
        # Off the grid the pixmap's origin is kept in device units of the item at its own size.
        self._origin = origin if not on_grid else QPointF()
        self.prints += 1


def print_for_device(transform: QTransform, ratio: float, area: QRectF, draw: Callable[[QPainter], None],
                     clip: bool = False) -> tuple[QPointF, QPixmap]:
    """What ``draw`` paints in ``area`` (its own units), printed through ``transform`` into device pixels.

    Returns where the pixmap's top left lands on the device (whole pixels) and the pixmap, at
    the screen's pixel ``ratio``. ``clip``: nothing drawn outside ``area`` is kept.
    """
    on_screen = transform.mapRect(area)
    left, top = math.floor(on_screen.left()), math.floor(on_screen.top())
    width, height = math.ceil(on_screen.right()) - left, math.ceil(on_screen.bottom()) - top
    pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    painter.setTransform(transform * QTransform.fromTranslate(-left, -top))
    if clip:
        painter.setClipRect(area)
    draw(painter)
    painter.end()
    return QPointF(left, top), pixmap


__all__ = ["Picture", "print_for_device"]
