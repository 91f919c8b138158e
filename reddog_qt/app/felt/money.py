"""The money on the felt at settlement: chips that follow it, as a dealer moves them.

On a win the dealer sets the payout beside the bet (coloured up: the fewest chips of the
table's values), then the wager, the raise and the payout slide to the player's side; on a
loss the wager and the raise are swept to the dealer; on a push the bet stays a moment, then
returns to the player. :func:`settle_money` builds that as steps of a
:class:`~reddog_qt.app.felt.motion.Timeline`, the table's one animation path: with animation
off every step snaps to its end, with motion reduced nothing travels but the payout still
shows beside the bet for a beat.

Each pile records where it went (:attr:`ChipPileItem.went`), so the table (and its tests) can
tell a win from a loss on the felt as a player does.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from reddog_qt.app.felt.items import colour_up, fitted_font, paint_stacks
from reddog_qt.app.felt.motion import Timeline
from reddog_qt.app.felt.picture import Picture
from reddog_qt.app.felt.timings import Move, Timings
from reddog_qt.app.texts.language import credits
from reddog_qt.engine import Hand, Outcome


class Role(enum.Enum):
    """Which money a pile is."""

    WAGER = "wager"
    """The chips bet before the deal."""
    RAISE = "raise"
    """The chips raised on the spread."""
    PAYOUT = "payout"
    """The winnings the dealer pays."""


class Side(enum.Enum):
    """Where a pile ends."""

    PLAYER = "player"
    """Back to the player: a win or a push."""
    DEALER = "dealer"
    """Taken by the dealer: a loss."""


class ChipPileItem(QGraphicsObject):
    """Chips that move as one (a wager, a raise, a payout), coloured up, with their amount under them."""

    def __init__(self, role: Role, amount: int, values: Sequence[int], parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.role = role
        self.amount = amount
        self.chips = colour_up(amount, values)
        #: Where the pile ended (None while it is on the felt).
        self.went: Side | None = None
        self.setObjectName(f"{role.value}_pile")
        self.setZValue(30)
        # The pile is printed once for the screen and that picture slides (see picture.py).
        self.picture = Picture(self.boundingRect(), self._paint_pile)

    def boundingRect(self) -> QRectF:
        return QRectF(-110, -100, 220, 160)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.picture.paint(painter, self.scale(), settled=False)

    def _paint_pile(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_stacks(painter, self.chips, QPointF(0, 0))
        painter.setPen(QColor("#ffe9a8"))
        text = credits(self.amount)
        painter.setFont(fitted_font(text, 120, 18))
        painter.drawText(QRectF(-60, 34, 120, 24), Qt.AlignmentFlag.AlignCenter, text)


def piles_for(hand: Hand, values: Sequence[int]) -> list[ChipPileItem]:
    """The piles a settled hand moves: its wager, its raise (if any) and, on a win, the payout."""
    piles = [ChipPileItem(Role.WAGER, hand.wager, values)]
    if hand.raised:
        piles.append(ChipPileItem(Role.RAISE, hand.raised, values))
    if hand.outcome is Outcome.WIN and (hand.net or 0) > 0:
        piles.append(ChipPileItem(Role.PAYOUT, hand.net or 0, values))
    return piles


def settle_money(timeline: Timeline, piles: Sequence[ChipPileItem], hand: Hand, timings: Timings,
                 places: dict[Role, QPointF], sides: dict[Side, QPointF], dealer: QPointF) -> None:
    """Add the settlement's steps for ``piles`` to ``timeline``: paid, swept or returned (module docstring).

    ``places`` are where each pile sits by the bet, ``sides`` where the money goes, ``dealer``
    where the dealer takes a payout from.
    """
    side = Side.DEALER if hand.outcome is Outcome.LOSS else Side.PLAYER
    for pile in piles:
        pile.setPos(places[pile.role])
        pile.setOpacity(1.0)
    payout = next((pile for pile in piles if pile.role is Role.PAYOUT), None)
    if payout is not None:
        # The dealer sets the payout beside the bet, coloured up; with motion reduced it simply appears.
        timeline.move(payout.setPos, dealer, places[Role.PAYOUT], timings.duration(Move.PAY), timings.easing(Move.PAY))
        timeline.along(payout.setOpacity, 0.0, 1.0, timings.duration(Move.PAY), timings.easing(Move.PAY))
    if hand.outcome is Outcome.PUSH:
        timeline.pause(timings.duration(Move.PUSH_HOLD))
    timeline.pause(timings.duration(Move.REDUCED_CHIPS))
    target = sides[side]
    first = True
    for pile in piles:
        step = timeline.move if first else timeline.along
        first = False
        offset = pile.pos() - places[Role.WAGER]
        step(pile.setPos, places[pile.role], target + offset, timings.duration(Move.CHIPS_HOME),
             timings.easing(Move.CHIPS_HOME))
        timeline.along(pile.setOpacity, 1.0, 0.0, timings.duration(Move.CHIPS_HOME), timings.easing(Move.CHIPS_HOME))

    def arrived() -> None:
        for pile in piles:
            pile.went = side

    timeline.call(arrived)


__all__ = ["ChipPileItem", "Role", "Side", "piles_for", "settle_money"]
