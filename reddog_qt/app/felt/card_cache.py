"""Card faces, chips and the red dog drawn from their SVG once per size, then reused as pixmaps.

Rendering an SVG costs a millisecond or more; a table frame shows up to three cards, the red
dog and dozens of chips. :func:`paint_svg` draws an asset from a pixmap rendered at exactly the
size it has on the screen (device pixels, high-DPI included), kept in a small cache keyed by
asset and size: a frame only copies pixels, and a window resized to a new size renders each
asset once more at the new size. The cache drops the least recently used pixmaps beyond a
memory budget.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from reddog_qt.app.assets import asset_path

#: Pixmaps kept, in bytes: 53 card faces at 1920x1080 on a 2x screen come to about 20 MiB.
DEFAULT_BUDGET = 32 * 2**20

Key = tuple[tuple[str, ...], int, int, float]


@cache
def svg_renderer(*parts: str) -> QSvgRenderer:
    """A renderer for an SVG in the assets, loaded once and shared."""
    renderer = QSvgRenderer(str(asset_path(*parts)))
    renderer.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
    return renderer


class SvgPixmapCache:
    """Pixmaps of SVG assets by (asset, width, height, device pixel ratio), least recently used first out."""

    def __init__(self, budget_bytes: int = DEFAULT_BUDGET) -> None:
        self.budget_bytes = budget_bytes
        self._pixmaps: OrderedDict[Key, QPixmap] = OrderedDict()
        self._bytes = 0
        #: How many pixmaps have been rendered from SVG since the start (not served from the cache).
        self.renders = 0

    def __len__(self) -> int:
        return len(self._pixmaps)

    @property
    def size_bytes(self) -> int:
        """The memory the kept pixmaps take."""
        return self._bytes

    def pixmap(self, parts: tuple[str, ...], width: int, height: int, ratio: float = 1.0) -> QPixmap:
        """The asset ``parts`` (e.g. ``("cards", "Qh.svg")``) as a ``width`` x ``height`` device-pixel pixmap."""
        width, height = max(1, width), max(1, height)
        key: Key = (parts, width, height, ratio)
        found = self._pixmaps.get(key)
        if found is not None:
            self._pixmaps.move_to_end(key)
            return found
        pixmap = QPixmap(width, height)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                               | QPainter.RenderHint.TextAntialiasing)
        svg_renderer(*parts).render(painter, QRectF(0, 0, width, height))
        painter.end()
        pixmap.setDevicePixelRatio(ratio)
        self.renders += 1
        self._pixmaps[key] = pixmap
        self._bytes += width * height * 4
        while self._bytes > self.budget_bytes and len(self._pixmaps) > 1:
            (_parts, old_w, old_h, _ratio), _old = self._pixmaps.popitem(last=False)
            self._bytes -= old_w * old_h * 4
        return pixmap

    def clear(self) -> None:
        """Forget every pixmap."""
        self._pixmaps.clear()
        self._bytes = 0


#: The table's one cache.
CACHE = SvgPixmapCache()


def device_scale(painter: QPainter) -> float:
    """Device pixels per unit along the painter's y axis (a card's flip squeezes x, never y)."""
    transform = painter.worldTransform()
    return math.hypot(transform.m21(), transform.m22())


def paint_svg(painter: QPainter, rect: QRectF, *parts: str, scale: float | None = None) -> None:
    """Draw the SVG asset ``parts`` into ``rect`` from a cached pixmap of its size on the screen.

    ``scale`` is the device pixels per unit the pixmap is made for; by default the painter's
    own. An item that scales itself for a moment (a card lifted while it turns over) passes
    its resting scale, so the moment re-renders nothing.
    """
    if scale is None:
        scale = device_scale(painter)
    device = painter.device()
    ratio = device.devicePixelRatio() if device is not None else 1.0
    width = round(rect.width() * scale * ratio)
    height = round(rect.height() * scale * ratio)
    pixmap = CACHE.pixmap(tuple(parts), width, height, ratio)
    painter.drawPixmap(rect, pixmap, QRectF(0, 0, pixmap.width(), pixmap.height()))


__all__ = ["CACHE", "SvgPixmapCache", "device_scale", "paint_svg", "svg_renderer"]
