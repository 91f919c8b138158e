"""The felt: one QGraphicsScene holding the shoe, cards, spread scale, bet spot and chip tray.

:class:`TableScene` also plays the hands for the controller (it is the
controller's ``HandAnimator``): each step is a QPropertyAnimation group on the
items, or, with animation off, the final state set at once.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (QAbstractAnimation, QObject, QParallelAnimationGroup, QPauseAnimation, QPointF,
                            QPropertyAnimation, QRect, QRectF, QSequentialAnimationGroup, Signal)
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene

from reddog_qt.app.controller import CardEvent
from reddog_qt.app.felt import (BANNER_POS, BET_SPOT_POS, MARKER_HOME, SCENE_RECT, SHOE_POS, SLOT_POS, SWEEP_OFFSET,
                                TRAY_RECT, FeltPrinting, scale_boxes)
from reddog_qt.app.felt_cache import paint_felt_cached
from reddog_qt.app.items import BannerItem, BetSpotItem, CardItem, ChipStackItem, RedDogMarker
from reddog_qt.app.timings import Timings
from reddog_qt.engine import Card, Hand, HandKind, Outcome, Rules




class TableScene(QGraphicsScene):
    """The Red Dog table. See the module docstring."""

    chip_stack_clicked = Signal(int, bool)   # value, left button
    bet_spot_clicked = Signal(bool)          # left button

    def __init__(self, rules: Rules, timings: Timings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSceneRect(SCENE_RECT)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.timings = timings
        self._rules = rules
        self._cards: list[CardItem] = []
        self._running: QAbstractAnimation | None = None
        self._stacks: dict[int, ChipStackItem] = {}
        self._scale_boxes: dict[object, QRectF] = scale_boxes()
        self._highlight: object | None = None

        self.bet_spot = BetSpotItem()
        self.bet_spot.setPos(BET_SPOT_POS)
        self.bet_spot.clicked.connect(self.bet_spot_clicked)
        self.addItem(self.bet_spot)
        self.marker = RedDogMarker()
        self.marker.setPos(MARKER_HOME)
        self.addItem(self.marker)
        self.banner = BannerItem()
        self.banner.setPos(BANNER_POS)
        self.banner.setVisible(False)
        self.addItem(self.banner)
        self.set_rules(rules)

    # --- what the table shows ---------------------------------------------

    @property
    def card_items(self) -> list[CardItem]:
        """The cards on the felt, in the order dealt."""
        return list(self._cards)

    @property
    def animating(self) -> bool:
        """True while something moves."""
        return self._running is not None

    def chip_stack(self, value: int) -> ChipStackItem:
        """The tray's stack of ``value`` chips."""
        return self._stacks[value]

    def set_rules(self, rules: Rules) -> None:
        """Lay out the chip tray for these rules and redraw the felt's printing."""
        self._rules = rules
        for stack in self._stacks.values():
            self.removeItem(stack)
            stack.deleteLater()
        self._stacks = {}
        count = len(rules.chips)
        step = min(112.0, (TRAY_RECT.width() - 60) / max(count, 1))
        width = min(TRAY_RECT.width(), step * count + 60)
        self._tray = QRectF(TRAY_RECT.center().x() - width / 2, TRAY_RECT.top(), width, TRAY_RECT.height())
        left = TRAY_RECT.center().x() - step * (count - 1) / 2
        for index, value in enumerate(rules.chips):
            stack = ChipStackItem(value)
            stack.setPos(left + index * step, TRAY_RECT.center().y() + 8)
            stack.clicked.connect(self.chip_stack_clicked)
            self.addItem(stack)
            self._stacks[value] = stack
        self.invalidate(SCENE_RECT, QGraphicsScene.SceneLayer.BackgroundLayer)

    def select_chip(self, value: int | None) -> None:
        """Ring the selected denomination."""
        for chip_value, stack in self._stacks.items():
            stack.set_selected_chip(chip_value == value)

    def show_bet(self, chips: tuple[int, ...], raised: int = 0) -> None:
        """Show the chips on the bet spot."""
        self.bet_spot.set_chips(chips, raised)

    # --- HandAnimator ---------------------------------------------------

    def play_deal(self, hand: Hand, on_card: CardEvent, done: Callable[[], None]) -> None:
        """Slide and turn the first two cards (and a pair's third), then move the red dog."""
        self.clear_hand()
        slots = [0, 1, 2][: len(hand.cards)]
        steps: list[QAbstractAnimation] = []
        group = QSequentialAnimationGroup(self)
        for card, slot in zip(hand.cards, slots):
            if slot == 2:
                self._mark(hand)  # the pair is marked before its third card comes
            steps.append(self._deal_card(group, card, slot, on_card))
        if not self.timings.animated:
            self._mark(hand)
            done()
            return
        if hand.kind is not HandKind.PAIR:
            group.addAnimation(self._marker_animation(hand))
        self._start(group, done)

    def play_third_card(self, hand: Hand, on_card: CardEvent, done: Callable[[], None]) -> None:
        """Slide and turn the third card into the gap."""
        self.show_bet(self.bet_spot.chips, hand.raised)
        group = QSequentialAnimationGroup(self)
        self._deal_card(group, hand.cards[2], 2, on_card)
        if not self.timings.animated:
            done()
            return
        self._start(group, done)

    def play_result(self, hand: Hand, done: Callable[[], None]) -> None:
        """Pop the result banner up, hold it a moment, then report done."""
        title, detail, colour = _result_text(hand)
        self.banner.show_result(title, detail, colour)
        self.banner.setVisible(True)
        if not self.timings.animated:
            self.banner.setScale(1.0)
            self.banner.setOpacity(1.0)
            done()
            return
        group = QSequentialAnimationGroup(self)
        pop = QParallelAnimationGroup()
        for prop, start in ((b"scale", 0.55), (b"opacity", 0.0)):
            anim = QPropertyAnimation(self.banner, prop)
            anim.setStartValue(start)
            anim.setEndValue(1.0)
            motion = "result" if prop == b"scale" else "fade"
            anim.setDuration(self.timings.duration(motion))
            anim.setEasingCurve(self.timings.easing(motion))
            pop.addAnimation(anim)
        group.addAnimation(pop)
        group.addAnimation(QPauseAnimation(self.timings.duration("settle_pause")))
        self._start(group, done)

    def clear_hand(self) -> None:
        """Take the cards, the banner and the marker away.

        With animation on, the old cards are swept towards the discard side while the table
        moves on; they belong to no hand any more, so nothing waits for them.
        """
        if self._running is not None:
            running, self._running = self._running, None
            running.stop()
        if self.timings.animated and self._cards:
            self._sweep(self._cards)
        else:
            for item in self._cards:
                self._discard(item)
        self._cards = []
        self.banner.setVisible(False)
        self.marker.setPos(MARKER_HOME)
        self.marker.text, self.marker.spread = "", None
        self._set_highlight(None)
        self.bet_spot.set_chips(self.bet_spot.chips, 0)

    # --- internals ------------------------------------------------------

    def _sweep(self, items: list[CardItem]) -> None:
        sweep = QParallelAnimationGroup(self)
        for item in items:
            item.setZValue(5)  # under the next hand's cards
            slide = QPropertyAnimation(item, b"pos")
            slide.setEndValue(item.pos() + SWEEP_OFFSET)
            fade = QPropertyAnimation(item, b"opacity")
            fade.setEndValue(0.0)
            for anim in (slide, fade):
                anim.setDuration(self.timings.duration("collect"))
                anim.setEasingCurve(self.timings.easing("collect"))
                sweep.addAnimation(anim)
        sweep.finished.connect(lambda: self._discard_all(items))
        sweep.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _discard_all(self, items: list[CardItem]) -> None:
        for item in items:
            self._discard(item)

    def _discard(self, item: CardItem) -> None:
        if item.scene() is self:
            self.removeItem(item)
        item.deleteLater()

    def _deal_card(self, group: QSequentialAnimationGroup, card: Card, slot: int, on_card: CardEvent) -> QAbstractAnimation:
        item = CardItem(card)
        item.setZValue(10 + len(self._cards))
        self.addItem(item)
        self._cards.append(item)
        if not self.timings.animated:
            item.setPos(SLOT_POS[slot])
            on_card(card, slot, False)
            item.set_flip(1.0)
            on_card(card, slot, True)
            return group
        item.setPos(SHOE_POS)
        item.setVisible(False)
        slide = QPropertyAnimation(item, b"pos")
        slide.setStartValue(SHOE_POS)
        slide.setEndValue(SLOT_POS[slot])
        slide.setDuration(self.timings.duration("deal"))
        slide.setEasingCurve(self.timings.easing("deal"))

        def leaving() -> None:
            item.setVisible(True)
            on_card(card, slot, False)

        slide.stateChanged.connect(lambda new, old: leaving() if new == QAbstractAnimation.State.Running else None)
        turn = item.flip_animation(self.timings.duration("flip"), self.timings.easing("flip"))
        turn.finished.connect(lambda: on_card(card, slot, True))
        group.addAnimation(slide)
        group.addAnimation(turn)
        group.addAnimation(QPauseAnimation(self.timings.duration("between_cards")))
        return group

    def _marker_target(self, hand: Hand) -> tuple[object, QPointF]:
        key: object = hand.spread if hand.kind is HandKind.SPREAD else hand.kind
        box = self._scale_boxes[key]
        return key, QPointF(box.center().x(), box.bottom() + 42)

    def _marker_animation(self, hand: Hand) -> QAbstractAnimation:
        key, target = self._marker_target(hand)
        move = QPropertyAnimation(self.marker, b"pos")
        move.setStartValue(self.marker.pos())
        move.setEndValue(target)
        move.setDuration(self.timings.duration("marker"))
        move.setEasingCurve(self.timings.easing("marker"))
        move.finished.connect(lambda: self._mark(hand))
        return move

    def _mark(self, hand: Hand) -> None:
        key, target = self._marker_target(hand)
        self.marker.setPos(target)
        if hand.kind is HandKind.SPREAD:
            assert hand.spread is not None
            self.marker.spread = hand.spread
            self.marker.text = f"Spread {hand.spread} pays {self._rules.payout(hand.spread)}:1"
        elif hand.kind is HandKind.PAIR:
            self.marker.spread, self.marker.text = None, "Pair"
        else:
            self.marker.spread, self.marker.text = None, "Consecutive - push"
        self._set_highlight(key)

    def _set_highlight(self, key: object | None) -> None:
        self._highlight = key
        self.invalidate(SCENE_RECT, QGraphicsScene.SceneLayer.BackgroundLayer)

    def _start(self, group: QSequentialAnimationGroup, done: Callable[[], None]) -> None:
        def finished() -> None:
            if self._running is group:
                self._running = None
                done()

        group.finished.connect(finished)
        self._running = group
        group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)


    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_felt_cached(painter, rect, FeltPrinting(self._rules, self._scale_boxes, self._highlight, self._tray,
                                                      {value: stack.x() for value, stack in self._stacks.items()}))


def _result_text(hand: Hand) -> tuple[str, str, str]:
    """Title, detail line and banner colour for a settled hand."""
    net = hand.net or 0
    if hand.is_three_of_a_kind:
        return "THREE OF A KIND!", f"Pays {net // hand.wager} to 1:  +{net:,}", "#b8860b"
    if hand.outcome is Outcome.WIN:
        assert hand.spread is not None
        return f"YOU WIN {net:,}", f"Spread {hand.spread} pays {net // hand.stake} to 1", "#1f7a44"
    if hand.outcome is Outcome.PUSH:
        reason = "Consecutive cards" if hand.kind is HandKind.CONSECUTIVE else "Pair, no third match"
        return "PUSH", f"{reason}: your {hand.stake:,} comes back", "#2f4f6f"
    return "DEALER WINS", f"You lose {hand.stake:,}", "#7a1f24"


__all__ = ["TableScene"]


