"""The dealer's signs on the felt: the red dog marker and the result banner.

Like the cards, they draw themselves and know no rules; the scene moves them
and tells them what to say.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from reddog_qt.app.felt.card_cache import paint_svg
from reddog_qt.app.felt.items import draw_fitted, fitted_font
from reddog_qt.app.felt.picture import Picture
from reddog_qt.app.texts.language import fill, translate


def marker_name(text: str) -> str:
    """The red dog as a screen reader names it, with what it marks (``text``; "" at rest)."""
    if not text:
        return translate("Felt", "Red dog marker, at rest")
    return fill(translate("Felt", "Red dog: %1", "the red dog marker and what it marks"), text)


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
        # Painted directly, never from Qt's device cache: after a change of the view's scale that cache
        # printed the red dog a little differently from a first printing (a resized window's red dog was
        # not a fresh window's), and the paint is one shadow and one copy of a kept pixmap anyway.

    def accessibleName(self) -> str:
        """What the red dog marks: "Red dog: Spread 4 pays 1:1", or where it rests."""
        return marker_name(self.text)

    def accessibleDescription(self) -> str:
        """What the marker is for."""
        return translate("Felt", "The dealer moves the red dog onto the spread of each hand.")

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


#: The banner's plate (item units); its shadow and glow reach outside it.
PLATE = QRectF(-210, -54, 420, 108)


class BannerItem(QGraphicsObject):
    """The result shown across the felt: "YOU WIN +50", "PUSH", "DEALER WINS"."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("result_banner")
        self.title = ""
        self.detail = ""
        self._colour = QColor("#1f6f3d")
        #: Three of a kind or a spread-1 win: the banner glows gold (``glow`` 0..1 as it comes up).
        self.celebrate = False
        self.glow = 0.0
        self.setZValue(40)
        # The body (plate and words) is printed once per result; only the glow is drawn at every frame.
        self.picture = Picture(self.boundingRect(), self._paint_body)

    def show_result(self, title: str, detail: str, colour: str, celebrate: bool = False) -> None:
        """Set the text and colour, and whether the hand is celebrated (visibility and animation are the scene's)."""
        self.title, self.detail, self._colour = title, detail, QColor(colour)
        self.celebrate = celebrate
        self.picture.forget()
        self.update()

    def set_glow(self, glow: float) -> None:
        """How far a celebrated banner's gold glow has come up, 0..1."""
        glow = max(0.0, min(1.0, glow))
        if glow != self.glow:
            self.glow = glow
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-232, -70, 464, 146)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.celebrate and self.glow > 0:
            # A gold glow round the banner: two soft rims, no more (a table, not a slot machine).
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            for grow, alpha in ((14, 60), (7, 130)):
                painter.setPen(QPen(QColor(255, 215, 94, round(alpha * self.glow)), 6))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(PLATE.adjusted(-grow, -grow, grow, grow), 22 + grow, 22 + grow)
        self.picture.paint(painter, self.scale())

    def _paint_body(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = PLATE
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(rect.translated(0, 6), 22, 22)
        painter.setBrush(QBrush(self._colour))
        painter.setPen(QPen(QColor("#f3d98b"), 4))
        painter.drawRoundedRect(rect, 22, 22)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(fitted_font(self.title, 400, 36 if len(self.title) < 16 else 30))
        # Set narrower where the felt's smallest text size keeps a long translation from fitting the plate.
        draw_fitted(painter, QRectF(-200, -50, 400, 60), Qt.AlignmentFlag.AlignCenter, self.title)
        painter.setPen(QColor("#ffeebb"))
        painter.setFont(fitted_font(self.detail, 400, 20, bold=False))
        draw_fitted(painter, QRectF(-200, 8, 400, 40), Qt.AlignmentFlag.AlignCenter, self.detail)


__all__ = ["BannerItem", "RedDogMarker"]
