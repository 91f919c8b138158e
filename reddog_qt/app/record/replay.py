"""Replay: a hand of the history shown again on the table, read-only, then the live table back as it was.

:class:`ReplayLayer` lies over the whole felt: the recorded cards in the card slots, what the
player decided, the payout, the odds coach's view of the decision and the check of the sealed
shuffle (:func:`~reddog_qt.engine.seal_verdict.check_hand`). Nothing of the live table is touched:
the layer hides it and takes every click; :class:`Replay` switches the table's keys, menus and
console off while it shows and back on when the player leaves (Esc, or the Back to the table
button), so the live hand, the chips and the balance are exactly as they were.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QKeySequence, QPainter, QPen, QShortcut
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from reddog_qt.app.felt.felt import SCENE_RECT, SLOT_POS
from reddog_qt.app.felt.items import CARD_HEIGHT, CardItem, table_font
from reddog_qt.app.record.history_dialog import table_title
from reddog_qt.app.texts.language import credits, decimal, fill, translate
from reddog_qt.app.widgets import plural
from reddog_qt.engine import HandKind, Play
from reddog_qt.engine.seal_verdict import SealVerdict, check_finish, check_hand
from reddog_qt.profile.history_query import sealed_hand
from reddog_qt.profile.rows import HandRecord, HandStatus


def replay_title(bet_id: int, table: str) -> str:
    """The replay's heading: which hand, at which table."""
    return fill(translate("Replay", "Replay of Bet ID %1 at %2"), str(bet_id), table)


def back_to_table() -> str:
    """The replay's one button."""
    return translate("Replay", "Back to the table (Esc)")


def decision_text(record: HandRecord) -> str:
    """What the player did with the hand."""
    if record.kind is not None and record.kind is not HandKind.SPREAD:
        return translate("Replay", "A pair is settled as it is dealt: there was nothing to decide.") \
            if record.kind is HandKind.PAIR else \
            translate("Replay", "Consecutive cards are a push as they are dealt: there was nothing to decide.")
    if record.status is HandStatus.RECOVERED:
        return translate("Replay", "Interrupted before your decision: finished as a stand.")
    if record.raised:
        return fill(translate("Replay", "You raised %1 on a wager of %2."), credits(record.raised),
                    credits(record.wager))
    return fill(translate("Replay", "You stood on a wager of %1."), credits(record.wager))


def payout_text(record: HandRecord) -> str:
    """What the hand paid."""
    if record.net is None:
        return ""
    if record.net == 0:
        return translate("Replay", "Push: your stake came back.")
    if record.net > 0:
        won = record.net
        return plural(translate("Replay", "Won %Ln credit(s).", None, won), won)
    lost = -record.net
    return plural(translate("Replay", "Lost %Ln credit(s).", None, lost), lost)


def coach_view(record: HandRecord) -> str:
    """The odds coach's view of the decision taken, from the exact odds when the two cards showed."""
    odds = record.odds
    if odds is None or record.kind is not HandKind.SPREAD or record.decision not in (Play.STAND, Play.RAISE):
        return ""
    played, other = (Play.RAISE, Play.STAND) if record.raised else (Play.STAND, Play.RAISE)
    names = {Play.STAND: translate("Replay", "Standing"), Play.RAISE: translate("Replay", "Raising")}
    within = {Play.STAND: translate("Replay", "standing", "within a sentence: raising would have cost..."),
              Play.RAISE: translate("Replay", "raising", "within a sentence: standing would have cost...")}
    if odds.max_raise <= 0:
        return translate("Replay", "No raise was possible: standing was the only play.")
    other_raise = odds.max_raise if other is Play.RAISE else 0
    lost = odds.ev_lost(record.raised)
    if lost > 0:
        return fill(translate("Replay", "%1 would have been the best play: %2 cost %3 credits in expectation."),
                    names[other], within[played], _amount(lost))
    cost = odds.expected_net(record.raised) - odds.expected_net(other_raise)
    if cost == 0:
        return translate("Replay", "Standing and raising were worth the same.")
    return fill(translate("Replay", "%1 was the best play: %2 would have cost %3 credits in expectation."),
                names[played], within[other], _amount(cost))


def seal_check_text(record: HandRecord) -> tuple[str, bool]:
    """The check of the hand's sealed shuffle, and whether it passed."""
    verdict = check_hand(sealed_hand(record))
    finish = check_finish(sealed_hand(record))
    if verdict is SealVerdict.MATCHES:
        return translate("Replay", "✓ matches the fingerprint shown before the bet"), True
    if verdict is SealVerdict.ABANDONED and finish is SealVerdict.MATCHES:
        return translate("Replay", "The first two cards' shuffle was abandoned when the game stopped; "
                                   "✓ the third card matches its fingerprint"), True
    if verdict is SealVerdict.SEALED:
        return translate("Replay", "Sealed: the seed is revealed once this shoe is over"), True
    if verdict is SealVerdict.UNSEALED:
        return translate("Replay", "Dealt before sealed shuffles: nothing to check"), True
    if verdict is SealVerdict.ABANDONED:
        return translate("Replay", "Abandoned when the game stopped: this shuffle cannot be checked"), True
    return translate("Replay", "✗ does not match the fingerprint shown before the bet"), False


def _amount(value: Fraction) -> str:
    return decimal(float(value), 2)


#: Above every item of the live table.
LAYER_Z = 1000.0
TEXT_COLOUR = QColor("#f4f1e4")
CHECK_COLOUR = QColor("#9be3a9")
WARN_COLOUR = QColor("#ffb4a2")


class _BackButton(QGraphicsObject):
    """The layer's one control: back to the live table."""

    clicked = Signal()

    def __init__(self, parent: QGraphicsObject) -> None:
        super().__init__(parent)
        self.text = ""
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 360, 64)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor("#c9a227"))
        painter.setPen(QPen(QColor("#5a4510"), 2))
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 14, 14)
        painter.setPen(QColor("#1d1a10"))
        painter.setFont(table_font(24))
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.boundingRect().contains(event.pos()):
            self.clicked.emit()


class ReplayLayer(QGraphicsObject):
    """One recorded hand drawn over the whole felt (see the module docstring)."""

    def __init__(self, record: HandRecord) -> None:
        super().__init__()
        self.setObjectName("replay_layer")
        self.record = record
        self.setZValue(LAYER_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.AllButtons)  # the live table beneath takes no click
        self.setAcceptHoverEvents(True)
        slots = (SLOT_POS[0], SLOT_POS[1], SLOT_POS[2])
        self.card_items: list[CardItem] = []
        for card, slot in zip(record.cards, slots, strict=False):
            item = CardItem(card, parent=self)
            item.set_flip(1.0)
            item.setPos(slot)
            self.card_items.append(item)
        self.title = self._text(34, QPointF(SCENE_RECT.center().x(), 22))
        top = SLOT_POS[0].y() + CARD_HEIGHT / 2 + 36
        self.decision = self._text(28, QPointF(SCENE_RECT.center().x(), top))
        self.payout = self._text(34, QPointF(SCENE_RECT.center().x(), top + 52))
        self.coach = self._text(24, QPointF(SCENE_RECT.center().x(), top + 112))
        self.check = self._text(26, QPointF(SCENE_RECT.center().x(), top + 170))
        self.back = _BackButton(self)
        self.back.setPos(SCENE_RECT.center().x() - 180, SCENE_RECT.bottom() - 110)
        self.retranslate()

    def _text(self, size: float, centre: QPointF) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(self)
        item.setFont(table_font(size))
        item.setBrush(TEXT_COLOUR)
        item.setData(0, centre)
        return item

    def retranslate(self) -> None:
        """Every text in the language shown now."""
        record = self.record
        self.title.setText(fill(translate("Replay", "Replay of Bet ID %1 at %2"), str(record.bet_id),
                                table_title(record.rules_name)))
        self.decision.setText(decision_text(record))
        self.payout.setText(payout_text(record))
        self.coach.setText(coach_view(record))
        check, passed = seal_check_text(record)
        self.check.setText(check)
        self.check.setBrush(CHECK_COLOUR if passed else WARN_COLOUR)
        self.back.text = translate("Replay", "Back to the table (Esc)")
        self.back.update()
        for item in (self.title, self.decision, self.payout, self.coach, self.check):
            centre: QPointF = item.data(0)
            width = item.boundingRect().width()
            item.setPos(centre.x() - width / 2, centre.y())

    def texts(self) -> list[str]:
        """What the layer says, top to bottom (for the reader and tests)."""
        return [item.text() for item in (self.title, self.decision, self.payout, self.coach, self.check)
                if item.text()]

    def boundingRect(self) -> QRectF:
        return SCENE_RECT

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.fillRect(SCENE_RECT, QBrush(QColor(10, 52, 30, 244)))
        painter.setPen(QPen(QColor("#c9a227"), 6))
        painter.drawRect(SCENE_RECT.adjusted(3, 3, -3, -3))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()  # read-only: a click reaches nothing beneath


class Replay(QObject):
    """Shows a recorded hand over the table and puts the live table back (see the module docstring).

    ``blocked`` are the widgets switched off while the replay shows (the console, the menu bar);
    ``shortcuts`` the table's keys. Each gets back exactly the state it had.
    """

    #: The replay is shown (True) or left (False).
    shown = Signal(bool)

    def __init__(self, window: QWidget, scene: QGraphicsScene, blocked: Sequence[QWidget | QAction],
                 shortcuts: Sequence[QShortcut]) -> None:
        super().__init__(window)
        self._scene = scene
        self._blocked = list(blocked)
        self._shortcuts = list(shortcuts)
        self._saved: list[bool] = []
        self.layer: ReplayLayer | None = None
        self._escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), window)
        self._escape.setEnabled(False)
        self._escape.activated.connect(self.leave)

    @property
    def active(self) -> bool:
        """True while a hand is replayed."""
        return self.layer is not None

    def show_hand(self, record: HandRecord) -> None:
        """Show ``record`` over the table, read-only (another replay shown is replaced)."""
        if self.layer is not None:
            self._remove_layer()
        else:
            self._saved = [thing.isEnabled() for thing in (*self._blocked, *self._shortcuts)]
            for thing in (*self._blocked, *self._shortcuts):
                thing.setEnabled(False)
            self._escape.setEnabled(True)
        self.layer = ReplayLayer(record)
        self.layer.back.clicked.connect(self.leave)
        self._scene.addItem(self.layer)
        self.shown.emit(True)

    def leave(self) -> None:
        """Back to the live table, exactly as it was."""
        if self.layer is None:
            return
        self._remove_layer()
        for thing, enabled in zip((*self._blocked, *self._shortcuts), self._saved, strict=True):
            thing.setEnabled(enabled)
        self._escape.setEnabled(False)
        self.shown.emit(False)

    def retranslate(self) -> None:
        if self.layer is not None:
            self.layer.retranslate()

    def _remove_layer(self) -> None:
        layer, self.layer = self.layer, None
        if layer is not None:
            self._scene.removeItem(layer)
            layer.deleteLater()


__all__ = ["Replay", "ReplayLayer"]
