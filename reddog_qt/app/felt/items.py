"""The things on the felt a player handles: cards, chip stacks and the bet spot.

Items know how to draw and move themselves, nothing about the rules
(KPatience's ``KCard`` idea): the scene tells them where to go. The red dog
and the result banner are in :mod:`reddog_qt.app.felt.markers`.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence
from functools import cache
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from reddog_qt.app.assets import asset_path
from reddog_qt.app.felt.card_cache import device_scale, paint_svg
from reddog_qt.app.texts.felt_texts import card_name
from reddog_qt.app.texts.language import credits, fill, translate
from reddog_qt.app.widgets import plural
from reddog_qt.engine import Card


def bet_spot_name(total: int, raised: int) -> str:
    """The bet spot as a screen reader names it: "Bet spot, 30 credits", "Bet spot, empty"."""
    if not total:
        return translate("Felt", "Bet spot, empty")
    if raised:
        return fill(plural(translate("Felt", "Bet spot, %Ln credit(s), raised %1", None, total), total),
                    credits(raised))
    return plural(translate("Felt", "Bet spot, %Ln credit(s)", None, total), total)


#: The most chips drawn in one stack; a taller stack says how many it holds.
STACK_LIMIT = 12


#: Where each deck's faces are in the assets (see the settings' ``deck``).
DECK_FOLDERS = {"standard": "cards", "four-colour": "cards4", "large-index": "cards_large"}

CARD_WIDTH = 140.0
CARD_HEIGHT = 196.0
CHIP_SIZE = 74.0
FONT_FAMILY = "DejaVu Sans"


@cache
def svg(*parts: str) -> QSvgRenderer:
    """A renderer for an SVG in the assets, loaded once and shared."""
    renderer = QSvgRenderer(str(asset_path(*parts)))
    renderer.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
    return renderer


#: The smallest text on the felt, in screen pixels, however small the window.
MINIMUM_TEXT_PX = 9.0
#: The smallest text size on the felt now, in scene units ("floor"), set from the view's scale.
_TEXT = {"floor": 0.0}


def set_view_scale(scale: float) -> bool:
    """The felt is shown at ``scale`` screen pixels per scene unit: text is set no smaller than
    :data:`MINIMUM_TEXT_PX` on the screen from now on. True if that changed the text's floor."""
    floor = math.ceil(MINIMUM_TEXT_PX / scale) if scale > 0 else 0.0
    if floor == _TEXT["floor"]:
        return False
    _TEXT["floor"] = floor
    return True


def text_floor() -> float:
    """The smallest text size on the felt now, in scene units."""
    return _TEXT["floor"]


def table_font(size: float, bold: bool = True) -> QFont:
    """The table's typeface at a size in scene units (never under the floor the view's scale sets)."""
    font = QFont(FONT_FAMILY)
    font.setPixelSize(max(1, round(max(size, _TEXT["floor"]))))
    font.setBold(bold)
    return font


def fitted_font(text: str, width: float, size: float, bold: bool = True, smallest: float = 8) -> QFont:
    """The table's typeface at ``size``, or smaller until the longest line of ``text`` fits ``width``
    (scene units): a translation may be longer than the English the felt was laid out for. Text is
    never set under the felt's floor (:func:`set_view_scale`): there :func:`draw_fitted` draws it narrower."""
    font = table_font(size, bold)
    longest = max(text.split("\n"), key=len, default="")
    smallest = max(smallest, _TEXT["floor"])
    while size > smallest and QFontMetricsF(font).horizontalAdvance(longest) > width:
        size -= 1
        font = table_font(size, bold)
    return font


def draw_fitted(painter: QPainter, rect: QRectF, flags: Qt.AlignmentFlag, text: str) -> None:
    """Draw one line of ``text`` in ``rect`` with the painter's font, set narrower if it is wider than
    ``rect`` (at the felt's smallest text size a long translation still shows whole)."""
    needed = QFontMetricsF(painter.font()).horizontalAdvance(text)
    if needed <= rect.width() or needed <= 0:
        painter.drawText(rect, flags, text)
        return
    squeeze = rect.width() / needed
    painter.save()
    # Narrower about the rectangle's middle (one transform: moved there, then squeezed across).
    painter.setTransform(QTransform(squeeze, 0, 0, 1, rect.center().x(), 0), True)
    wide = QRectF(-rect.width() / squeeze / 2, rect.top(), rect.width() / squeeze, rect.height())
    painter.drawText(wide, flags, text)
    painter.restore()


#: A line may be drawn this much narrower (draw_fitted) before it is broken between words (broken_lines).
SQUEEZE_AT_MOST = 0.8


def broken_lines(line: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """``line`` in as few lines as fit ``width``, broken between words (a word wider than it stays whole)."""
    lines: list[str] = []
    for word in line.split(" "):
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


class CardItem(QGraphicsObject):
    """One card. It slides (``setPos``) and turns over (:meth:`set_flip`: 0 back up, 1 face up).

    ``folder`` is the faces' folder in the assets (see :data:`DECK_FOLDERS`); ``back`` names the
    card back (a file in ``backs``).
    """

    def __init__(self, card: Card, folder: str = "cards", parent: QGraphicsItem | None = None,
                 back: str = "ruby") -> None:
        super().__init__(parent)
        self.card = card
        self._folder = folder
        self._back = back
        self._flip = 0.0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setObjectName(f"card_{card.code}")

    @property
    def face_up(self) -> bool:
        """True once the face is showing."""
        return self._flip >= 0.5

    def accessibleName(self) -> str:
        """What a screen reader says for this card, e.g. "queen of hearts" (once it is face up)."""
        if not self.face_up:
            return translate("Felt", "a card, face down")
        return card_name(self.card)

    def set_folder(self, folder: str) -> None:
        """Draw the face from another set of card art."""
        if folder != self._folder:
            self._folder = folder
            self.update()

    def set_back(self, back: str) -> None:
        """Draw the back from another card back."""
        if back != self._back:
            self._back = back
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-CARD_WIDTH / 2 - 6, -CARD_HEIGHT / 2 - 6, CARD_WIDTH + 14, CARD_HEIGHT + 16)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH, CARD_HEIGHT)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(4, 6), 9, 9)
        folder, name = (self._folder, f"{self.card.code}.svg") if self.face_up else ("backs", f"{self._back}.svg")
        # The face as it rests on the felt: the lift while turning over is not a new size.
        paint_svg(painter, rect, folder, name, scale=device_scale(painter) / max(self.transform().m22(), 1e-6))

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


@runtime_checkable
class Worded(Protocol):
    """An item whose tooltip or printed words come from the texts: it sets them again on a language change."""

    def retranslate(self) -> None:
        """Set the tooltip (and redraw the printed words) in the language shown now."""


class FeltControl(QGraphicsObject):
    """A felt item the keyboard can reach (a chip stack, the bet spot): it draws a focus ring when it has
    the keyboard, and names and describes itself for screen readers the way a widget does."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.keyboard_focus = False

    def accessibleName(self) -> str:
        """The short name a screen reader says."""
        raise NotImplementedError

    def accessibleDescription(self) -> str:
        """What the item does."""
        raise NotImplementedError

    def clicked_by_key(self, left: bool) -> None:
        """Space (``left``), or Backspace: the same as a left or right click."""
        raise NotImplementedError

    def set_keyboard_focus(self, focused: bool) -> None:
        """Show (or hide) the focus ring."""
        if focused != self.keyboard_focus:
            self.keyboard_focus = focused
            self.update()

    def focus_ring(self) -> QPainterPath:
        """The outline the focus ring follows."""
        return self.shape()

    def paint_focus(self, painter: QPainter) -> None:
        """A two-tone dashed ring, visible on the green felt and on gold chips alike."""
        if not self.keyboard_focus:
            return
        ring = self.focus_ring()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#000000"), 7))
        painter.drawPath(ring)
        painter.setPen(QPen(QColor("#ffffff"), 4, Qt.PenStyle.DashLine))
        painter.drawPath(ring)


class ChipStackItem(FeltControl):
    """A stack of chips of one value in the tray: left-click adds one to the bet, right-click takes one off."""

    clicked = Signal(int, bool)  # value, True for the left button (add), False for right (remove)

    def __init__(self, value: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.value = value
        self.selected_chip = False
        #: How many chips of this value are on the bet now (for the stack's spoken name).
        self.on_bet = 0
        self._hover = False
        self.setObjectName(f"chip_stack_{value}")
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the tooltip in the language shown now (the names are made when asked)."""
        self.setToolTip(fill(translate("Felt", "%1 chip: left-click adds one to your bet, right-click takes one off"),
                             credits(self.value)))

    def accessibleName(self) -> str:
        """E.g. "25-credit chips, 3 on the bet"."""
        on_bet = self.on_bet  # a plain name: lupdate misses a count written as an attribute
        return fill(translate("ChipStackItem", "%1-credit chips, %n on the bet", None, on_bet), credits(self.value))

    def accessibleDescription(self) -> str:
        """What the keys do on the stack."""
        return translate("Felt", "Space adds one chip to your bet; Backspace or minus takes one off.")

    def clicked_by_key(self, left: bool) -> None:
        self.clicked.emit(self.value, left)

    def set_on_bet(self, count: int) -> None:
        """How many of these chips are on the bet."""
        self.on_bet = count

    def focus_ring(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, -12), CHIP_SIZE / 2 + 10, CHIP_SIZE / 2 + 10)
        return path

    def boundingRect(self) -> QRectF:
        return QRectF(-CHIP_SIZE / 2 - 14, -CHIP_SIZE / 2 - 34, CHIP_SIZE + 28, CHIP_SIZE + 48)

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
        self.paint_focus(painter)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.focus_ring().boundingRect().adjusted(0, -10, 0, 24).contains(event.pos()):
            self.clicked.emit(self.value, event.button() == Qt.MouseButton.LeftButton)


def paint_chip(painter: QPainter, value: int, centre: QPointF, size: float) -> None:
    """Draw one chip of ``value`` seen from above, with a rim shadow for a stacked look."""
    rect = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawEllipse(rect.translated(0, 3))
    paint_svg(painter, rect, "chips", f"chip_{value}.svg")


def colour_up(amount: int, values: Sequence[int]) -> tuple[int, ...]:
    """Chips for ``amount`` the way a dealer colours up: the largest values first, the fewest chips.

    A remainder smaller than every chip (a table of 5s paying 2) is shown as one more chip of the
    smallest value; the amount written under the chips is always exact.

    >>> colour_up(294, (1, 5, 25, 100))
    (100, 100, 25, 25, 25, 5, 5, 5, 1, 1, 1, 1)
    >>> colour_up(0, (1, 5))
    ()
    """
    out: list[int] = []
    rest = amount
    for value in sorted(set(values), reverse=True):
        count, rest = divmod(rest, value)
        out.extend([value] * count)
    if rest and values:
        out.append(min(values))
    return tuple(out)


def paint_stacks(painter: QPainter, chips: Sequence[int], centre: QPointF) -> None:
    """Chips side by side in stacks by value (largest left), each up to :data:`STACK_LIMIT` high."""
    counts = Counter(chips)
    values = sorted(counts, reverse=True)
    if not values:
        return
    size = 58.0 if len(values) <= 3 else 48.0
    spacing = size * 0.78 if len(values) > 2 else size * 1.05
    left = centre.x() - spacing * (len(values) - 1) / 2
    for index, value in enumerate(values):
        x = left + index * spacing
        shown = min(counts[value], STACK_LIMIT)
        for level in range(shown):
            paint_chip(painter, value, QPointF(x, centre.y() - level * 5), size)
        if counts[value] > shown:
            count = fill(translate("Felt", "x%1", "a count of chips, e.g. x14"), counts[value])
            painter.setPen(QColor("#ffffff"))
            painter.setFont(table_font(14))
            painter.drawText(QRectF(x - 30, centre.y() + 24, 60, 18), Qt.AlignmentFlag.AlignCenter, count)


class BetSpotItem(FeltControl):
    """The betting circle. Shows the chips bet as stacks by value and the total stake.

    Left-click places the selected chip; right-click takes the last chip back.
    """

    clicked = Signal(bool)  # True for the left button

    RADIUS = 92.0

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.chips: tuple[int, ...] = ()
        self.raised = 0
        #: The table's chip values: the bet is shown coloured up in them.
        self.values: tuple[int, ...] = ()
        self.setObjectName("bet_spot")
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the tooltip in the language shown now and redraw the printed words (BET, RAISE)."""
        self.setToolTip(translate("Felt",
                                  "Your bet: click to place the selected chip, right-click to take the last chip back"))
        self.update()

    def accessibleName(self) -> str:
        """E.g. "Bet spot, 30 credits" or "Bet spot, empty"."""
        return bet_spot_name(sum(self.chips), self.raised)

    def clicked_by_key(self, left: bool) -> None:
        self.clicked.emit(left)

    def accessibleDescription(self) -> str:
        """What the keys do on the spot."""
        return translate("Felt", "Space places the selected chip; Backspace or minus takes the last chip back.")

    @property
    def shown_chips(self) -> tuple[int, ...]:
        """The chips drawn on the spot: the bet coloured up in the table's values, as a dealer stacks it."""
        return colour_up(sum(self.chips), self._values())

    def _values(self) -> tuple[int, ...]:
        return self.values or tuple(sorted(set(self.chips)))

    def set_chips(self, chips: tuple[int, ...], raised: int = 0) -> None:
        """Show these chips (and a raise beside them)."""
        self.chips = chips
        self.raised = raised
        self.update()

    def boundingRect(self) -> QRectF:
        # The ring (and its focus ring) below, the raise's stacks and label to the right, a tall stack above.
        r = self.RADIUS + 8
        return QRectF(-r - 120, -r - 70, 2 * r + 240, 2 * r + 70)

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
        self.paint_focus(painter)
        if not self.chips:
            painter.setPen(QColor(246, 226, 160, 210))
            label = translate("Felt", "BET")
            painter.setFont(fitted_font(label, 150, 30))
            painter.drawText(QRectF(-80, -25, 160, 50), Qt.AlignmentFlag.AlignCenter, label)
            return
        paint_stacks(painter, self.shown_chips, QPointF(0, 4))
        # The amount on the spot, as a dealer reads it out.
        painter.setPen(QColor("#ffe9a8"))
        amount = credits(sum(self.chips))
        painter.setFont(fitted_font(amount, 120, 20))
        painter.drawText(QRectF(-60, 46, 120, 26), Qt.AlignmentFlag.AlignCenter, amount)
        if self.raised:
            paint_stacks(painter, colour_up(self.raised, self._values()), QPointF(self.RADIUS + 62, 4))
            label = fill(translate("Felt", "RAISE %1", "printed beside the raise's chips on the bet spot"),
                         credits(self.raised))
            painter.setFont(fitted_font(label, 116, 18))
            painter.drawText(QRectF(self.RADIUS + 4, 46, 116, 26), Qt.AlignmentFlag.AlignCenter, label)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.shape().contains(event.pos()):
            self.clicked.emit(event.button() == Qt.MouseButton.LeftButton)


Callback = Callable[[], None]
