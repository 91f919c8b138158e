"""The shoe's state on the felt: the pack gauge with its cut card, the discard tray, and the cut.

* :class:`ShoeGaugeItem` under the shoe: the whole shoe as a bar, the part dealt, the
  red cut card where it sits, and "Cut card! Last hand of this shoe" once it is out.
* :class:`DiscardTrayItem` beside the shoe: the cards dealt and gathered so far (not those still
  on the felt), as a stack that grows;
  a reshuffle empties it back into the shoe where the player sees it.
* :class:`CutOverlayItem`: a fresh shoe's pack laid along the felt; the player drags the
  red cut card within the table's band and lets go to cut there, or asks for a random cut.

:class:`ShoeDisplay` adds the three to the table scene and keeps them in step with the
controller's shoe signals, which the table connects to it. The items know nothing of the rules: they are told numbers.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation,
    QObject,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from reddog_qt.app.felt.felt import SHOE_POS
from reddog_qt.app.felt.items import SQUEEZE_AT_MOST, broken_lines, draw_fitted, fitted_font, table_font
from reddog_qt.app.felt.table_scene import TableScene
from reddog_qt.app.felt.timings import Move, Timings
from reddog_qt.app.seams import ShoeState, TablePhase
from reddog_qt.app.texts.language import credits, fill, percent, translate


def discards_label(dealt: int, shuffling: bool) -> str:
    """Printed on the discard tray."""
    if shuffling:
        return translate("ShoeItems", "SHUFFLING")
    return fill(translate("ShoeItems", "DISCARDS %1"), credits(dealt))


#: Where the gauge sits: under the shoe's deck count.
GAUGE_POS = QPointF(SHOE_POS.x(), SHOE_POS.y() + 126)  # under the deck count, clear of it
#: Where the discard tray sits: between the dealer's right card and the shoe.
TRAY_POS = QPointF(SHOE_POS.x() - 222, SHOE_POS.y() - 6)
#: The cut panel: across the felt over the bet spot.
CUT_PANEL = QRectF(300, 404, 1000, 300)
GOLD = QColor("#f3d98b")
CUT_RED = QColor("#d3263a")


def _share(part: int, whole: int) -> str:
    """``part`` of ``whole`` as a whole percentage in the player's locale ("75%")."""
    return percent(round(100 * part / max(whole, 1)) / 100, 0)


class ShoeGaugeItem(QGraphicsObject):
    """The shoe as a bar: dealt part, cards left, the cut card; and the last-hand notice."""

    WIDTH = 200.0

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shoe_gauge")
        self.state: ShoeState | None = None

    #: The last-hand notice's plaque under the bar: two lines at the felt's own size.
    PLAQUE = QRectF(-WIDTH / 2 - 10, 20, WIDTH + 20, 46)
    #: The plaque over the bar too, for the felt's smallest text in a small window (the notice says more
    #: than the bar then; below the gauge is the pay table, which it must not cover).
    TALL_PLAQUE = QRectF(-WIDTH / 2 - 10, -8, WIDTH + 20, 74)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.WIDTH / 2 - 20, -8, self.WIDTH + 40, 76)

    @staticmethod
    def notice() -> str:
        """The last-hand notice, one line per line of the plaque."""
        return translate("ShoeItems", "CUT CARD!\nLast hand of this shoe")

    def notice_lines(self) -> tuple[QRectF, QFont, list[tuple[QRectF, str]]]:
        """The plaque, its font and each line's rectangle: the plaque covers the bar too when the felt's
        smallest text needs the room (a small window), a line much wider than the plaque is broken between
        words, and a line a little wider is drawn narrower (draw_fitted)."""
        notice = self.notice()
        width = self.PLAQUE.width() - 12
        font = fitted_font(notice, width, 14)
        metrics = QFontMetricsF(font)
        lines = [part for line in notice.split("\n") for part in broken_lines(line, metrics, width / SQUEEZE_AT_MOST)]
        height = metrics.height()
        plaque = QRectF(self.PLAQUE if height * len(lines) + 6 <= self.PLAQUE.height() else self.TALL_PLAQUE)
        top = plaque.center().y() - height * len(lines) / 2
        placed = [(QRectF(plaque.left() + 6, top + index * height, plaque.width() - 12, height), line)
                  for index, line in enumerate(lines)]
        return plaque, font, placed

    def set_state(self, state: ShoeState) -> None:
        """Show this shoe."""
        self.state = state
        self.retranslate()

    def retranslate(self) -> None:
        """Set the tooltip and the line under the bar in the language shown now."""
        self.setToolTip(self.text())
        self.update()

    @property
    def cards_left(self) -> int:
        """Cards still in the shoe."""
        return 0 if self.state is None else self.state.size - self.state.dealt

    def text(self) -> str:
        """The line under the bar (also the tooltip)."""
        state = self.state
        if state is None:
            return ""
        if state.cut_position is None:
            return translate("ShoeItems", "Reshuffled every hand")
        if state.cut_card_out:
            return translate("ShoeItems", "Cut card! Last hand of this shoe")
        return fill(translate("ShoeItems", "%1 cards left, cut card at %2", "%2 is a percentage, e.g. 75%"),
                    credits(self.cards_left), _share(state.cut_position, state.size))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        state = self.state
        if state is None or state.cut_position is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bar = QRectF(-self.WIDTH / 2, 0, self.WIDTH, 14)
        painter.setPen(QPen(QColor("#120c08"), 2))
        painter.setBrush(QColor("#2a1d13"))
        painter.drawRoundedRect(bar, 4, 4)
        left = bar.width() * (state.size - state.dealt) / state.size
        # The cards still in the shoe sit on the right, as in the shoe's mouth.
        cards = QLinearGradient(bar.topLeft(), bar.bottomLeft())
        cards.setColorAt(0.0, QColor("#f6efe0"))
        cards.setColorAt(1.0, QColor("#cdbf9f"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(cards))
        painter.drawRoundedRect(QRectF(bar.right() - left, bar.top() + 2, left, bar.height() - 4), 3, 3)
        cut_x = bar.left() + bar.width() * state.cut_position / state.size
        painter.setBrush(CUT_RED)
        painter.setPen(QPen(QColor("#5c0d15"), 1))
        painter.drawRect(QRectF(cut_x - 2.5, bar.top() - 6, 5, bar.height() + 12))
        if state.cut_card_out:
            plaque, font, lines = self.notice_lines()
            painter.setBrush(QColor(122, 16, 28, 235))
            painter.setPen(QPen(GOLD, 2))
            painter.drawRoundedRect(plaque, 8, 8)
            painter.setPen(QColor("#fff4d6"))
            painter.setFont(font)
            for rect, line in lines:
                draw_fitted(painter, rect, Qt.AlignmentFlag.AlignCenter, line)
        else:
            painter.setPen(QColor("#d8c08a"))
            line = self.text()
            painter.setFont(fitted_font(line, self.WIDTH + 40, 13, bold=False))
            draw_fitted(painter, QRectF(-self.WIDTH / 2 - 20, 18, self.WIDTH + 40, 22), Qt.AlignmentFlag.AlignCenter,
                        line)


class DiscardTrayItem(QGraphicsObject):
    """The discard tray: a stack of card backs as high as the share of the shoe dealt."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("discard_tray")
        self.dealt = 0
        self.size = 1
        self._shown = 0.0  # share of the shoe drawn in the tray (animated on a reshuffle)
        self.shuffling = False

    def boundingRect(self) -> QRectF:
        return QRectF(-80, -86, 160, 196)

    def set_dealt(self, dealt: int, size: int) -> None:
        """Show ``dealt`` of ``size`` cards in the tray."""
        self.dealt, self.size = dealt, max(size, 1)
        self._shown = self.dealt / self.size
        self.retranslate()

    def retranslate(self) -> None:
        """Set the tooltip and the tray's label in the language shown now."""
        self.setToolTip(fill(translate("ShoeItems", "Discards: %1 cards"), credits(self.dealt)))
        self.update()

    def set_shown(self, share: float) -> None:
        """Draw the stack at ``share`` of a full shoe (the reshuffle animation drives it)."""
        self._shown = max(0.0, min(1.0, share))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        tray = QRectF(-66, -70, 132, 150)
        painter.setPen(QPen(QColor("#120c08"), 2))
        wood = QLinearGradient(tray.topLeft(), tray.bottomRight())
        wood.setColorAt(0.0, QColor("#3b2a1c"))
        wood.setColorAt(1.0, QColor("#1a110b"))
        painter.setBrush(QBrush(wood))
        painter.drawRoundedRect(tray, 10, 10)
        well = tray.adjusted(12, 12, -12, -30)
        painter.setBrush(QColor("#0b3d22"))
        painter.drawRoundedRect(well, 6, 6)
        height = well.height() * self._shown
        if height > 0.5:
            stack = QRectF(well.left() + 8, well.bottom() - height, well.width() - 16, height)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#8e1b27"))
            painter.drawRect(stack)
            # Card edges every few pixels, so it reads as a pile of cards.
            painter.setPen(QPen(QColor(255, 240, 220, 120), 1))
            y = stack.bottom() - 3
            while y > stack.top():
                painter.drawLine(QPointF(stack.left(), y), QPointF(stack.right(), y))
                y -= 4
        painter.setPen(QColor("#d8c08a"))
        label = discards_label(self.dealt, self.shuffling)
        painter.setFont(fitted_font(label, tray.width() - 4, 12))
        draw_fitted(painter, QRectF(tray.left(), tray.bottom() - 26, tray.width(), 22), Qt.AlignmentFlag.AlignCenter,
                    label)


class CutOverlayItem(QGraphicsObject):
    """The cut: the pack along the felt and a red cut card the player drags within the band.

    Letting go of the cut card cuts there (:attr:`cut_chosen`); the RANDOM CUT plaque asks
    for a random cut (:attr:`random_requested`, as Enter does); the check box below
    remembers "always cut at random" (:attr:`always_random_toggled`).
    """

    cut_chosen = Signal(int)            # cards dealt before the cut card
    random_requested = Signal()
    always_random_toggled = Signal(bool)

    PACK = QRectF(CUT_PANEL.left() + 70, CUT_PANEL.top() + 112, CUT_PANEL.width() - 140, 52)

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cut_overlay")
        self.setZValue(50)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.size = 312
        self.band = (200, 260)
        self.position = 234
        self.always_random = False
        self._dragging = False

    def boundingRect(self) -> QRectF:
        return CUT_PANEL.adjusted(-4, -4, 4, 4)

    def ask(self, state: ShoeState, always_random: bool) -> None:
        """Show the pack for this fresh shoe, the cut card at the table's own penetration."""
        assert state.cut_band is not None and state.cut_position is not None
        self.size, self.band, self.position = state.size, state.cut_band, state.cut_position
        self.always_random = always_random
        self._dragging = False
        self.setVisible(True)
        self.update()

    # --- geometry ---------------------------------------------------------

    def x_for(self, position: int) -> float:
        """The scene x of the cut card placed ``position`` cards into the shoe."""
        return self.PACK.left() + self.PACK.width() * position / self.size

    def position_for(self, x: float) -> int:
        """The cut position under scene x, kept within the band."""
        raw = round((x - self.PACK.left()) / self.PACK.width() * self.size)
        return max(self.band[0], min(self.band[1], raw))

    def cut_card_rect(self) -> QRectF:
        """Where the red cut card is drawn (and can be grabbed)."""
        x = self.x_for(self.position)
        return QRectF(x - 7, self.PACK.top() - 26, 14, self.PACK.height() + 52)

    def random_button_rect(self) -> QRectF:
        """The RANDOM CUT plaque."""
        return QRectF(CUT_PANEL.center().x() - 110, CUT_PANEL.bottom() - 80, 220, 38)

    def always_random_rect(self) -> QRectF:
        """The "always cut at random" check box and its words."""
        return QRectF(CUT_PANEL.center().x() - 110, CUT_PANEL.bottom() - 36, 260, 26)

    # --- painting -------------------------------------------------------

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(GOLD, 2))
        painter.setBrush(QColor(8, 30, 18, 250))
        painter.drawRoundedRect(CUT_PANEL, 16, 16)
        painter.setPen(GOLD)
        title = translate("ShoeItems", "CUT THE CARDS")
        painter.setFont(fitted_font(title, CUT_PANEL.width() - 40, 24))
        painter.drawText(QRectF(CUT_PANEL.left(), CUT_PANEL.top() + 14, CUT_PANEL.width(), 34),
                         Qt.AlignmentFlag.AlignCenter, title)
        painter.setPen(QColor("#e8f2e8"))
        painter.setFont(table_font(15, bold=False))
        painter.drawText(QRectF(CUT_PANEL.left() + 20, CUT_PANEL.top() + 50, CUT_PANEL.width() - 40, 44),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                         translate("ShoeItems",
                                   "Drag the red cut card along the pack and let go to cut there. Press Enter for a "
                                   "random cut."))
        self._paint_pack(painter)
        button = self.random_button_rect()
        painter.setPen(QPen(GOLD, 2))
        painter.setBrush(QColor("#5a3418"))
        painter.drawRoundedRect(button, 10, 10)
        painter.setPen(QColor("#fff4d6"))
        random_cut = translate("ShoeItems", "RANDOM CUT")
        painter.setFont(fitted_font(random_cut, button.width() - 12, 16))
        draw_fitted(painter, button, Qt.AlignmentFlag.AlignCenter, random_cut)
        check = self.always_random_rect()
        box = QRectF(check.left(), check.top() + 4, 18, 18)
        painter.setPen(QPen(GOLD, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(box)
        if self.always_random:
            painter.drawLine(QPointF(box.left() + 4, box.center().y()), QPointF(box.center().x() - 1, box.bottom() - 4))
            painter.drawLine(QPointF(box.center().x() - 1, box.bottom() - 4), QPointF(box.right() - 3, box.top() + 3))
        painter.setPen(QColor("#e8f2e8"))
        always = translate("ShoeItems", "Always cut at random")
        painter.setFont(fitted_font(always, check.width() - 28, 14, bold=False))
        draw_fitted(painter, check.adjusted(28, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, always)

    def _paint_pack(self, painter: QPainter) -> None:
        pack = self.PACK
        edges = QLinearGradient(pack.topLeft(), pack.bottomLeft())
        edges.setColorAt(0.0, QColor("#fbf6ea"))
        edges.setColorAt(1.0, QColor("#cbbd9c"))
        painter.setPen(QPen(QColor("#6b5a3a"), 1))
        painter.setBrush(QBrush(edges))
        painter.drawRoundedRect(pack, 5, 5)
        painter.setPen(QPen(QColor(120, 100, 70, 90), 1))
        step = pack.width() / self.size
        x = pack.left() + step * 4
        while x < pack.right():  # a line every few cards, so it reads as a pack seen from the side
            painter.drawLine(QPointF(x, pack.top() + 3), QPointF(x, pack.bottom() - 3))
            x += step * 4
        low, high = self.band
        band = QRectF(self.x_for(low), pack.top() - 10, self.x_for(high) - self.x_for(low), pack.height() + 20)
        painter.setPen(QPen(GOLD, 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(243, 217, 139, 40))
        painter.drawRect(band)
        card = self.cut_card_rect()
        painter.setPen(QPen(QColor("#5c0d15"), 2))
        painter.setBrush(CUT_RED)
        painter.drawRoundedRect(card, 3, 3)
        painter.setPen(GOLD)
        painter.setFont(table_font(14))
        label = fill(translate("ShoeItems", "%1 cards dealt before the cut card (%2)", "%2 is a percentage, e.g. 75%"),
                     credits(self.position), _share(self.position, self.size))
        painter.drawText(QRectF(pack.left(), pack.bottom() + 30, pack.width(), 22), Qt.AlignmentFlag.AlignCenter, label)

    # --- the mouse -------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        point = event.scenePos()
        if self.random_button_rect().contains(point):
            self.random_requested.emit()
        elif self.always_random_rect().contains(point):
            self.always_random = not self.always_random
            self.update()
            self.always_random_toggled.emit(self.always_random)
        elif self.PACK.adjusted(0, -30, 0, 30).contains(point):
            self._dragging = True
            self._move_to(point.x())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._dragging:
            self._move_to(event.scenePos().x())
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._dragging:
            self._dragging = False
            self._move_to(event.scenePos().x())
            self.cut_chosen.emit(self.position)
        event.accept()

    def _move_to(self, x: float) -> None:
        position = self.position_for(x)
        if position != self.position:
            self.position = position
            self.update()


class ShoeDisplay(QObject):
    """Adds the gauge, the tray and the cut to the scene and shows the shoe it is told of.

    The table connects the controller's shoe signals to :meth:`show_state`, :meth:`shuffled`,
    :meth:`ask_cut` and :meth:`phase_changed`, and the cut overlay's choices to the controller's cut.
    """

    always_random_changed = Signal(bool)

    def __init__(self, scene: TableScene, timings: Timings, state: ShoeState, random_cut: bool,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        self._timings = timings
        self._running: QAbstractAnimation | None = None
        self._on_felt = 0  # cards of the last hand still lying on the felt: not discarded yet
        self._state = state
        #: The player's "always cut at random": the cut overlay shows it ticked.
        self.random_cut = random_cut
        self.gauge = ShoeGaugeItem()
        self.gauge.setPos(GAUGE_POS)
        self.tray = DiscardTrayItem()
        self.tray.setPos(TRAY_POS)
        self.cut_overlay = CutOverlayItem()
        for item in (self.gauge, self.tray, self.cut_overlay):
            scene.addItem(item)
        self.cut_overlay.always_random_toggled.connect(self._always_random)
        scene.cards_on_felt_changed.connect(self._cards_on_felt)
        self.show_state(state)

    def show_state(self, state: ShoeState) -> None:
        """Redraw the gauge and the tray for this shoe, and the felt's rules line for its cut."""
        at_shoe = state.cut_position is not None
        self.gauge.set_state(state)
        self._scene.show_cut(state.cut_percent)
        self.gauge.setVisible(at_shoe)
        self.tray.setVisible(at_shoe)
        self._state = state
        if self._running is None:
            self.tray.set_dealt(self._discarded(state), state.size)

    def _discarded(self, state: ShoeState) -> int:
        return max(0, state.dealt - self._on_felt)

    def _cards_on_felt(self, count: int) -> None:
        self._on_felt = count
        if self._running is None:
            self.tray.set_dealt(self._discarded(self._state), self._state.size)

    def phase_changed(self, phase: TablePhase) -> None:
        """The table's phase changed: the cut overlay shows only while the cut is waited for."""
        if phase is not TablePhase.CUTTING:
            self.cut_overlay.setVisible(False)

    def _always_random(self, on: bool) -> None:
        self.random_cut = on
        self.always_random_changed.emit(on)

    def ask_cut(self, state: ShoeState) -> None:
        """A fresh shoe waits for the player's cut: lay it along the felt."""
        self.show_state(state)
        self.cut_overlay.ask(state, self.random_cut)

    def shuffled(self, state: ShoeState) -> None:
        """The discards go back into the shoe, visibly, then the gauge shows a full shoe (not cut yet)."""
        self.gauge.set_state(state)
        self._scene.show_cut(state.cut_percent)
        if not self._timings.animated or self.tray.dealt == 0:
            self.tray.set_dealt(0, state.size)
            return
        start = self.tray.dealt / max(self.tray.size, 1)
        self.tray.shuffling = True
        empty = QVariantAnimation(self)
        empty.setStartValue(start)
        empty.setEndValue(0.0)
        empty.setDuration(max(1, self._timings.duration(Move.COLLECT) * 2))
        empty.valueChanged.connect(self.tray.set_shown)
        group = QSequentialAnimationGroup(self)
        group.addAnimation(empty)

        def finished() -> None:
            self._running = None
            self.tray.shuffling = False
            self.tray.set_dealt(self._discarded(self._state), state.size)

        group.finished.connect(finished)
        self._running = group
        group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)


__all__ = ["CutOverlayItem", "DiscardTrayItem", "ShoeDisplay", "ShoeGaugeItem"]
