"""The things on the felt: cards, chips, the bet spot and the red dog marker.

Items know how to draw and move themselves, nothing about the rules
(KPatience's ``KCard`` idea): the scene tells them where to go.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable
from functools import lru_cache

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from reddog_qt.app.card_cache import device_scale, paint_svg
from reddog_qt.engine import Card
from reddog_qt.profile.paths import asset_path

CARD_WIDTH = 140.0
CARD_HEIGHT = 196.0
CHIP_SIZE = 74.0
FONT_FAMILY = "DejaVu Sans"


@lru_cache(maxsize=None)
def svg(*parts: str) -> QSvgRenderer:
    """A renderer for an SVG in the assets, loaded once and shared."""
    renderer = QSvgRenderer(str(asset_path(*parts)))
    renderer.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
    return renderer


def table_font(size: float, bold: bool = True) -> QFont:
    """The table's typeface at a size in scene units."""
    font = QFont(FONT_FAMILY)
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    return font


def chip_label(value: int) -> str:
    """How a chip's value is written: 1,000 as 1K."""
    if value >= 1000 and value % 1000 == 0:
        return f"{value // 1000}K"
    return f"{value:,}"


class CardItem(QGraphicsObject):
    """One card. It slides (``pos``) and turns over (``flip``: 0 back up, 1 face up)."""

    def __init__(self, card: Card, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self._flip = 0.0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setObjectName(f"card_{card.code}")

    @property
    def face_up(self) -> bool:
        """True once the face is showing."""
        return self._flip >= 0.5

    def boundingRect(self) -> QRectF:
        return QRectF(-CARD_WIDTH / 2 - 6, -CARD_HEIGHT / 2 - 6, CARD_WIDTH + 14, CARD_HEIGHT + 16)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH, CARD_HEIGHT)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(4, 6), 9, 9)
        name = f"{self.card.code}.svg" if self.face_up else "back.svg"
        # The face as it rests on the felt: the lift while turning over is not a new size.
        paint_svg(painter, rect, "cards", name, scale=device_scale(painter) / max(self.transform().m22(), 1e-6))

    @property
    def flip(self) -> float:
        """How far the card has turned: 0 back up, 0.5 edge on, 1 face up."""
        return self._flip

    def set_flip(self, value: float) -> None:
        """Turn the card to ``value`` (0..1); the face shows from the half-way point."""
        was_up = self.face_up
        self._flip = max(0.0, min(1.0, value))
        # Turning over: squeeze to nothing across x, swap faces at the middle, lift a little.
        squeeze = max(abs(math.cos(math.pi * self._flip)), 0.02)
        lift = 1.0 + 0.08 * math.sin(math.pi * self._flip)
        self.setTransform(self.transform().fromScale(squeeze * lift, lift))
        if was_up != self.face_up:
            self.update()

    def flip_animation(self, duration: int, easing: QEasingCurve) -> QVariantAnimation:
        """An animation that turns the card face up.

        A QVariantAnimation driving :meth:`set_flip`, not a Qt ``Property``: PySide6 6.12's
        Python property setters drop a reference to None on every call, which crashes
        the interpreter after a few thousand frames.
        """
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration)
        animation.setEasingCurve(easing)
        animation.valueChanged.connect(self.set_flip)
        return animation


class ChipStackItem(QGraphicsObject):
    """A stack of chips of one value in the tray: left-click adds one to the bet, right-click takes one off."""

    clicked = Signal(int, bool)  # value, True for the left button (add), False for right (remove)

    def __init__(self, value: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.value = value
        self.selected_chip = False
        self._hover = False
        self.setObjectName(f"chip_stack_{value}")
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(f"{value:,} chip: left-click adds one to your bet, right-click takes one off")
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-CHIP_SIZE / 2 - 6, -CHIP_SIZE / 2 - 30, CHIP_SIZE + 12, CHIP_SIZE + 40)

    def set_selected_chip(self, selected: bool) -> None:
        """Show this denomination as the chip a click on the bet spot places."""
        if selected != self.selected_chip:
            self.selected_chip = selected
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lift = -6.0 if self._hover else 0.0
        if self.selected_chip:
            painter.setPen(QPen(QColor("#ffd75e"), 4))
            painter.setBrush(QColor(255, 215, 94, 40))
            painter.drawEllipse(QPointF(0, lift - 12), CHIP_SIZE / 2 + 4, CHIP_SIZE / 2 + 4)
        for level in range(5):  # a short stack: four edges and the top chip
            paint_chip(painter, self.value, QPointF(0, lift - level * 6 + 12), CHIP_SIZE)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.boundingRect().contains(event.pos()):
            self.clicked.emit(self.value, event.button() == Qt.MouseButton.LeftButton)


def paint_chip(painter: QPainter, value: int, centre: QPointF, size: float) -> None:
    """Draw one chip of ``value`` seen from above, with a rim shadow for a stacked look."""
    rect = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawEllipse(rect.translated(0, 3))
    paint_svg(painter, rect, "chips", f"chip_{value}.svg")


class BetSpotItem(QGraphicsObject):
    """The betting circle. Shows the chips bet as stacks by value and the total stake.

    Left-click places the selected chip; right-click takes the last chip back.
    """

    clicked = Signal(bool)  # True for the left button

    RADIUS = 92.0

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.chips: tuple[int, ...] = ()
        self.raised = 0
        self.setObjectName("bet_spot")
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip("Your bet: click to place the selected chip, right-click to take the last chip back")
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_chips(self, chips: tuple[int, ...], raised: int = 0) -> None:
        """Show these chips (and a raise beside them)."""
        self.chips = chips
        self.raised = raised
        self.update()

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 8
        return QRectF(-r - 120, -r - 70, 2 * r + 240, 2 * r + 110)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.RADIUS, self.RADIUS)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(246, 226, 160, 200), 4))
        painter.setBrush(QColor(0, 0, 0, 35))
        painter.drawEllipse(QPointF(0, 0), self.RADIUS, self.RADIUS)
        painter.setPen(QPen(QColor(246, 226, 160, 90), 2, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), self.RADIUS - 12, self.RADIUS - 12)
        if not self.chips:
            painter.setPen(QColor(246, 226, 160, 210))
            painter.setFont(table_font(30))
            painter.drawText(QRectF(-80, -25, 160, 50), Qt.AlignmentFlag.AlignCenter, "BET")
            return
        self._paint_stacks(painter, self.chips, QPointF(0, 10))
        if self.raised:
            raise_chips = _change_for_display(self.raised, self.chips)
            self._paint_stacks(painter, raise_chips, QPointF(self.RADIUS + 62, 10))
            painter.setPen(QColor("#ffe9a8"))
            painter.setFont(table_font(18))
            painter.drawText(QRectF(self.RADIUS + 12, 52, 100, 24), Qt.AlignmentFlag.AlignCenter, "RAISE")

    @staticmethod
    def _paint_stacks(painter: QPainter, chips: tuple[int, ...], centre: QPointF) -> None:
        counts = Counter(chips)
        values = sorted(counts, reverse=True)
        size = 58.0 if len(values) <= 3 else 48.0
        spacing = size * 0.78 if len(values) > 2 else size * 1.05
        left = centre.x() - spacing * (len(values) - 1) / 2
        for index, value in enumerate(values):
            x = left + index * spacing
            shown = min(counts[value], 12)
            for level in range(shown):
                paint_chip(painter, value, QPointF(x, centre.y() - level * 5), size)
            if counts[value] > shown:
                painter.setPen(QColor("#fff"))
                painter.setFont(table_font(14))
                painter.drawText(QRectF(x - 30, centre.y() + 24, 60, 18), Qt.AlignmentFlag.AlignCenter, f"x{counts[value]}")

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.shape().contains(event.pos()):
            self.clicked.emit(event.button() == Qt.MouseButton.LeftButton)


def _change_for_display(amount: int, chips: tuple[int, ...]) -> tuple[int, ...]:
    values = sorted(set(chips), reverse=True) or [1]
    out: list[int] = []
    for value in values:
        count, amount = divmod(amount, value)
        out.extend([value] * count)
    return tuple(out) or (min(values),)


class RedDogMarker(QGraphicsObject):
    """The red dog token that the dealer slides onto the announced spread."""

    SIZE = 78.0

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("spread_marker")
        #: What the marker says now: "" at rest, else e.g. "Spread 4 pays 1:1", "Pair", "Consecutive - push".
        self.text = ""
        #: The spread it marks (1..11), or None at rest or for a pair or consecutive hand.
        self.spread: int | None = None
        self.setZValue(20)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        s = self.SIZE
        return QRectF(-s / 2 - 4, -s / 2 - 4, s + 10, s + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.SIZE
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawEllipse(QRectF(-s / 2 + 3, -s / 2 + 6, s, s))
        paint_svg(painter, QRectF(-s / 2, -s / 2, s, s), "table", "red_dog.svg")


class BannerItem(QGraphicsObject):
    """The result shown across the felt: "YOU WIN +50", "PUSH", "DEALER WINS"."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("result_banner")
        self.title = ""
        self.detail = ""
        self._colour = QColor("#1f6f3d")
        self.setZValue(40)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def show_result(self, title: str, detail: str, colour: str) -> None:
        """Set the text and colour (visibility and animation are the scene's)."""
        self.title, self.detail, self._colour = title, detail, QColor(colour)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-220, -62, 440, 124)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-210, -54, 420, 108)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(rect.translated(0, 6), 22, 22)
        painter.setBrush(QBrush(self._colour))
        painter.setPen(QPen(QColor("#f3d98b"), 4))
        painter.drawRoundedRect(rect, 22, 22)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(table_font(36 if len(self.title) < 16 else 30))
        painter.drawText(QRectF(-205, -50, 410, 60), Qt.AlignmentFlag.AlignCenter, self.title)
        painter.setPen(QColor("#ffeebb"))
        painter.setFont(table_font(20, bold=False))
        painter.drawText(QRectF(-205, 8, 410, 40), Qt.AlignmentFlag.AlignCenter, self.detail)


Callback = Callable[[], None]
