"""The printed felt drawn once per size and reused: a frame copies it instead of printing it again.

Printing the felt (rail, cloth gradient, lettering, shoe, spread scale, tray) takes longer than
a 60 fps frame. :func:`paint_felt_cached` keeps it as a pixmap at the size and position it has
on the screen, with no box of the spread scale lit. The lit box (the red dog's spread) is
printed over it on its own, clipped to that box, by the same :func:`~reddog_qt.app.felt.felt.paint_felt`,
so the pixels are those of a full printing. A new window size, table or chip tray prints the
felt once more, and so does a new language (its lettering and numbers) or a new cut; the few most recent
printings are kept, so switching back costs nothing.

A printing is kept for a scale and a sub-pixel offset, not for a place: a window dragged
narrower keeps the felt's scale while the felt moves across it, so the same pixels serve at
every place, laid where the felt's corner is now (never where it was when they were printed).
"""

from __future__ import annotations

import dataclasses
import math
from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap, QTransform

from reddog_qt.app.felt.felt import SCENE_RECT, FeltPrinting, paint_felt
from reddog_qt.app.felt.items import text_floor
from reddog_qt.app.felt.picture import print_for_device
from reddog_qt.app.texts.language import current_language

#: What paint_felt lays under the table, shown beside it when the window's shape differs from the table's.
FLOOR = QColor("#1b1410")
#: Whole printings kept (about 3.5 MB each at 1280x800): the last few sizes and tables.
KEEP_FELTS = 3
#: Lit boxes kept (a few KB each): every box of the scale at two sizes.
KEEP_LIT = 2 * 13
#: How far a lit box's border reaches outside the box (its 4-unit pen, and a margin).
LIT_MARGIN = 6.0

Placed = tuple[QPointF, QPixmap]  # a printing, and where its top left lies from the felt's corner on the device
_felts: OrderedDict[tuple[object, ...], Placed] = OrderedDict()
_lit: OrderedDict[tuple[object, ...], Placed] = OrderedDict()
#: How many times the whole felt has been printed (for tests and benchmarks).
prints = 0


def _printing_key(felt: FeltPrinting) -> tuple[object, ...]:
    # The language is part of what is printed: the lettering and the numbers (1,000 / 1.000) follow it.
    return (current_language(), text_floor(), felt.cloth, felt.back, repr(felt.rules), felt.cut_percent,
            tuple((repr(key), box.getRect()) for key, box in felt.boxes.items()),
            felt.tray.getRect(), tuple(sorted(felt.chip_x.items())))


def _corner(transform: QTransform) -> QPointF:
    """The whole device pixel the felt's top left falls in: printings are placed from it."""
    on_screen = transform.mapRect(SCENE_RECT)
    return QPointF(math.floor(on_screen.left()), math.floor(on_screen.top()))


def _print(transform: QTransform, ratio: float, area: QRectF, felt: FeltPrinting) -> Placed:
    """The felt's ``area`` (scene units) printed into a pixmap for this transform, and where it goes from the
    felt's corner: the same for every transform of this scale and sub-pixel offset, wherever the felt lies."""
    global prints  # noqa: PLW0603 - one count of printings per process, read as felt_cache.prints
    origin, pixmap = print_for_device(transform, ratio, area, lambda painter: paint_felt(painter, area, felt),
                                      clip=True)
    prints += 1
    return origin - _corner(transform), pixmap


def _kept(kept: OrderedDict[tuple[object, ...], Placed], limit: int, key: tuple[object, ...],
          make: Callable[[], Placed]) -> Placed:
    found = kept.get(key)
    if found is None:
        found = kept[key] = make()
        while len(kept) > limit:
            kept.popitem(last=False)
    else:
        kept.move_to_end(key)
    return found


def _draw(painter: QPainter, exposed: QRectF, transform: QTransform, ratio: float,
          placed: Placed) -> None:
    """Copy the part of a printing that lies in ``exposed`` (scene units) to the device, pixel for pixel."""
    from_corner, pixmap = placed
    origin = _corner(transform) + from_corner
    target = transform.mapRect(exposed).intersected(QRectF(origin, pixmap.deviceIndependentSize()))
    if target.isEmpty():
        return
    source = target.translated(-origin.x(), -origin.y())
    painter.drawPixmap(target, pixmap, QRectF(source.x() * ratio, source.y() * ratio,
                                              source.width() * ratio, source.height() * ratio))


def paint_felt_cached(painter: QPainter, rect: QRectF | QRect, felt: FeltPrinting) -> None:
    """Draw the felt like :func:`~reddog_qt.app.felt.felt.paint_felt`, from the printing kept for this size."""
    transform = painter.worldTransform()
    if transform.isRotating() or transform.m11() <= 0 or transform.m22() <= 0:
        paint_felt(painter, rect, felt)  # never on this table's view; printed directly rather than wrong
        return
    device = painter.device()
    ratio = device.devicePixelRatio() if device is not None else 1.0
    exposed = QRectF(rect)
    # The key: what is printed, and how it lands on the device pixels (scale and sub-pixel offset).
    on_screen = transform.mapRect(SCENE_RECT)
    where = (round(transform.m11(), 6), round(transform.m22(), 6), round(on_screen.left() % 1, 3),
             round(on_screen.top() % 1, 3), ratio)
    printing = _printing_key(felt)
    unlit = dataclasses.replace(felt, highlight=None)
    layer = _kept(_felts, KEEP_FELTS, (printing, where), lambda: _print(transform, ratio, SCENE_RECT, unlit))
    lit = felt.boxes.get(felt.highlight) if felt.highlight is not None else None
    painter.save()
    if not SCENE_RECT.contains(exposed):  # the floor around the table, where the window is wider than it
        painter.fillRect(exposed, FLOOR)
    painter.resetTransform()
    _draw(painter, exposed, transform, ratio, layer)
    if lit is not None:
        # The lit box, printed once per size by the same routine and laid over its unlit twin.
        area = lit.adjusted(-LIT_MARGIN, -LIT_MARGIN, LIT_MARGIN, LIT_MARGIN)
        if area.intersects(exposed):
            patch = _kept(_lit, KEEP_LIT, (printing, where, repr(felt.highlight)),
                          lambda: _print(transform, ratio, area, felt))
            _draw(painter, area.intersected(exposed), transform, ratio, patch)
    painter.restore()


def clear() -> None:
    """Forget every kept printing."""
    _felts.clear()
    _lit.clear()


__all__ = ["clear", "paint_felt_cached"]
