"""The felt: one QGraphicsScene holding the shoe, cards, spread scale, bet spot and chip tray.

:class:`TableScene` also plays the hands for the controller (it is the
controller's ``HandAnimator``): each hand is a :class:`~reddog_qt.app.felt.motion.Timeline`
of the same steps at every setting; with animation off they simply take no time.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene

from reddog_qt.app.felt.felt import (
    BANNER_POS,
    BET_SPOT_POS,
    DEALER_RACK,
    MARKER_HOME,
    MONEY_OFFSET,
    PLAYER_EDGE,
    SCENE_RECT,
    SHOE_POS,
    SLOT_POS,
    SWEEP_OFFSET,
    TRAY_RECT,
    FeltPrinting,
    ScaleKey,
    marker_spot,
    rules_line,
    scale_boxes,
)
from reddog_qt.app.felt.felt_cache import paint_felt_cached
from reddog_qt.app.felt.items import (
    DECK_FOLDERS,
    BetSpotItem,
    CardItem,
    ChipStackItem,
    FeltControl,
    Worded,
    set_view_scale,
)
from reddog_qt.app.felt.markers import BannerItem, RedDogMarker
from reddog_qt.app.felt.money import ChipPileItem, Role, Side, piles_for, settle_money
from reddog_qt.app.felt.motion import Timeline
from reddog_qt.app.felt.timings import Move, Timings
from reddog_qt.app.seams import CardEvent
from reddog_qt.app.texts.language import credits, fill, signed_credits, translate
from reddog_qt.engine import Card, Hand, HandKind, Outcome, Rules


def marker_text(hand: Hand, rules: Rules) -> str:
    """What the red dog says for a hand: "Spread 4 pays 1:1", "Pair", "Consecutive - push"."""
    if hand.kind is HandKind.SPREAD:
        assert hand.spread is not None
        return fill(translate("Felt", "Spread %1 pays %2:1"), hand.spread, rules.payout(hand.spread))
    if hand.kind is HandKind.PAIR:
        return translate("Felt", "Pair")
    return translate("Felt", "Consecutive - push")


def result_banner(hand: Hand) -> tuple[str, str]:
    """The result banner's title and detail line for a settled hand."""
    net = hand.net or 0
    if hand.is_three_of_a_kind:
        return (translate("Felt", "THREE OF A KIND!"),
                fill(translate("Felt", "Pays %1 to 1:  %2", "three of a kind: the odds, then the credits won"),
                     net // hand.wager, signed_credits(net)))
    if hand.outcome is Outcome.WIN:
        assert hand.spread is not None
        return (fill(translate("Felt", "YOU WIN %1"), credits(net)),
                fill(translate("Felt", "Spread %1 pays %2 to 1"), hand.spread, net // hand.stake))
    if hand.outcome is Outcome.PUSH:
        if hand.kind is HandKind.CONSECUTIVE:
            detail = translate("Felt", "Consecutive cards: your %1 comes back")
        else:
            detail = translate("Felt", "Pair, no third match: your %1 comes back")
        return translate("Felt", "PUSH", "the result banner: the wager comes back"), fill(detail, credits(hand.stake))
    return translate("Felt", "DEALER WINS"), fill(translate("Felt", "You lose %1"), credits(hand.stake))


class TableScene(QGraphicsScene):
    """The Red Dog table. See the module docstring."""

    chip_stack_clicked = Signal(int, bool)   # value, left button
    bet_spot_clicked = Signal(bool)          # left button
    cards_on_felt_changed = Signal(int)      # how many cards lie on the felt now (not yet in the discards)
    cosmetics_finished = Signal()            # the banner and the money have stopped moving

    def __init__(self, rules: Rules, timings: Timings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSceneRect(SCENE_RECT)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.timings = timings
        self._rules = rules
        self._cards: list[CardItem] = []
        self._running: Timeline | None = None
        self._cosmetic: list[Timeline] = []
        self._card_folder = "cards"
        self._back = "ruby"
        self._felt = "green"
        self._stacks: dict[int, ChipStackItem] = {}
        self._scale_boxes: dict[ScaleKey, QRectF] = scale_boxes()
        self._highlight: ScaleKey | None = None
        self._cut_percent: int | None = None  # where the shoe is really cut, once it is (printed in the rules line)
        self._marked: Hand | None = None   # the hand the red dog marks (its words are made again on retranslate)
        self._result: Hand | None = None   # the hand the banner shows
        self._piles: list[ChipPileItem] = []  # the settled hand's money while it moves
        #: How the last hand's money moved: (role, amount, where it went), in the order set out.
        self.last_settlement: list[tuple[Role, int, Side | None]] = []

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
    def rules(self) -> Rules:
        """The rules the felt is laid out for (its pay table and chip tray)."""
        return self._rules

    @property
    def card_items(self) -> list[CardItem]:
        """The cards on the felt, in the order dealt."""
        return list(self._cards)

    @property
    def animating(self) -> bool:
        """True while the hand's cards or the red dog move (the table waits for them)."""
        return self._running is not None

    @property
    def cosmetic_running(self) -> bool:
        """True while the banner pops or old cards are swept (nothing waits for these)."""
        return bool(self._cosmetic)

    def set_looks(self, deck: str, back: str, felt: str) -> None:
        """Show the player's deck (see :data:`DECK_FOLDERS`), card back and felt, at once: the cards on the
        felt are redrawn and the felt is printed again."""
        self._card_folder = DECK_FOLDERS.get(deck, "cards")
        self._back, self._felt = back, felt
        for item in self._cards:
            item.set_folder(self._card_folder)
            item.set_back(back)
        self.invalidate(SCENE_RECT, QGraphicsScene.SceneLayer.BackgroundLayer)

    @property
    def looks(self) -> tuple[str, str, str]:
        """The faces' folder, the card back and the felt shown now."""
        return self._card_folder, self._back, self._felt

    def felt_controls(self) -> list[FeltControl]:
        """What the keyboard can reach on the felt, in Tab order: the chip stacks from the smallest, the bet spot."""
        stacks: list[FeltControl] = [self._stacks[value] for value in sorted(self._stacks)]
        return [*stacks, self.bet_spot]

    def chip_stack(self, value: int) -> ChipStackItem:
        """The tray's stack of ``value`` chips."""
        return self._stacks[value]

    def set_rules(self, rules: Rules) -> None:
        """Lay out the chip tray for these rules and redraw the felt's printing."""
        self._rules = rules
        self.bet_spot.values = rules.chips
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

    def show_cut(self, percent: int | None) -> None:
        """Print where the shoe's cut card really is (percent of the shoe), or the table's own (None, before a cut)."""
        if percent != self._cut_percent:
            self._cut_percent = percent
            self.invalidate(SCENE_RECT, QGraphicsScene.SceneLayer.BackgroundLayer)

    @property
    def printed_rules(self) -> str:
        """The rules line printed under the table's title now."""
        return rules_line(self._printing())

    def retranslate(self) -> None:
        """Show every text of the felt in the language now in force (the window calls it on LanguageChange).

        Nothing is added or removed: the red dog's words and the banner are made again from the hand
        they show, each item with a ``retranslate()`` (chip stacks, the bet spot, the shoe's gauge, tray
        and cut) sets its tooltip again, every item is redrawn (their cached pixels hold the old words),
        and the printed felt is printed again (its cache is keyed by the language).
        """
        if self._marked is not None:
            self.marker.text = marker_text(self._marked, self._rules)
        if self._result is not None:
            (title, detail), colour = result_banner(self._result), _banner_colour(self._result)
            self.banner.show_result(title, detail, colour)
        for item in self.items():
            if isinstance(item, Worded):
                item.retranslate()
            item.update()
        self.invalidate(SCENE_RECT, QGraphicsScene.SceneLayer.BackgroundLayer)

    def set_view_scale(self, scale: float) -> None:
        """The view shows the felt at ``scale``: text small at that scale is set larger (and everything redrawn)."""
        if set_view_scale(scale):
            for item in self.items():
                item.update()
            self.invalidate(SCENE_RECT, QGraphicsScene.SceneLayer.BackgroundLayer)

    def select_chip(self, value: int | None) -> None:
        """Ring the selected denomination."""
        for chip_value, stack in self._stacks.items():
            stack.set_selected_chip(chip_value == value)

    def show_bet(self, chips: tuple[int, ...], raised: int = 0) -> None:
        """Show the chips on the bet spot (and tell each stack how many of its chips are there)."""
        self.bet_spot.set_chips(chips, raised)
        for value, stack in self._stacks.items():
            stack.set_on_bet(chips.count(value))

    # --- HandAnimator ---------------------------------------------------

    def play_deal(self, hand: Hand, on_card: CardEvent, done: Callable[[], None]) -> None:
        """Slide and turn the first two cards, move the red dog to what they make, then a pair's third card."""
        self.clear_hand()
        timeline = Timeline(self)
        for slot, card in zip((0, 1), hand.cards, strict=False):  # a pair's third card comes after the marker
            self._deal_card(timeline, card, slot, on_card)
        # The marker goes to the spread, the consecutive box or the pair box once both cards are on the felt.
        _key, target = self._marker_target(hand)
        timeline.move(self.marker.setPos, MARKER_HOME, target, self.timings.duration(Move.MARKER),
                      self.timings.easing(Move.MARKER))
        timeline.call(lambda: self._mark(hand))
        if len(hand.cards) == 3:  # a pair's third card follows at once
            self._deal_card(timeline, hand.cards[2], 2, on_card)
        self._play(timeline, done)

    def play_third_card(self, hand: Hand, on_card: CardEvent, done: Callable[[], None]) -> None:
        """Slide and turn the third card into the gap."""
        self.show_bet(self.bet_spot.chips, hand.raised)
        timeline = Timeline(self)
        self._deal_card(timeline, hand.cards[2], 2, on_card)
        self._play(timeline, done)

    def play_result(self, hand: Hand, done: Callable[[], None]) -> None:
        """Show the result banner and move the money (paid, swept or returned: see :mod:`money`), and report
        done at once: the balance is already written, and both are for the eye and hold nothing up."""
        self._result = hand
        (title, detail), colour = result_banner(hand), _banner_colour(hand)
        self.banner.show_result(title, detail, colour, celebrate=_celebrated(hand))
        self.banner.setVisible(True)
        pop = Timeline(self)
        # The banner grows from one picture of itself for the screen (the money moves at the same time).
        pop.move(self.banner.setScale, 0.55, 1.0, self.timings.duration(Move.RESULT), self.timings.easing(Move.RESULT))
        pop.along(self.banner.setOpacity, 0.0, 1.0, self.timings.duration(Move.FADE), self.timings.easing(Move.FADE))
        if self.banner.celebrate:
            pop.move(self.banner.set_glow, 0.0, 1.0, self.timings.duration(Move.CELEBRATE),
                     self.timings.easing(Move.CELEBRATE))
        self._play_cosmetic(pop)
        self._play_cosmetic(self._pay(hand))
        done()

    def _pay(self, hand: Hand) -> Timeline:
        """The settlement's money as piles on the felt, and the timeline that moves them."""
        piles = piles_for(hand, self._rules.chips)
        for pile in piles:
            self.addItem(pile)
        self._piles = piles
        self.bet_spot.set_chips((), 0)  # the chips on the spot are the piles now
        spot = BET_SPOT_POS + QPointF(0, 4)
        places = {Role.WAGER: spot, Role.RAISE: spot + QPointF(MONEY_OFFSET, 0),
                  Role.PAYOUT: spot - QPointF(MONEY_OFFSET, 0)}
        timeline = Timeline(self)
        settle_money(timeline, piles, hand, self.timings, places,
                     {Side.PLAYER: PLAYER_EDGE, Side.DEALER: DEALER_RACK}, DEALER_RACK)
        timeline.call(lambda: self._gather(piles))
        return timeline

    @property
    def money_piles(self) -> list[ChipPileItem]:
        """The settled hand's piles still on the felt (none once they have gone)."""
        return list(self._piles)

    def _gather(self, piles: list[ChipPileItem]) -> None:
        self.last_settlement = [(pile.role, pile.amount, pile.went) for pile in piles]
        for pile in piles:
            if pile.scene() is self:
                self.removeItem(pile)
            pile.deleteLater()
        if self._piles is piles:
            self._piles = []

    def clear_hand(self) -> None:
        """Take the cards, the banner and the marker away.

        The old cards are swept towards the dealer while the table moves on: a cosmetic
        movement, finished at once by the next chip or deal.
        """
        if self._running is not None:
            running, self._running = self._running, None
            running.stop()
        self.finish_cosmetics()
        if self._cards:
            items, self._cards = self._cards, []
            self.cards_on_felt_changed.emit(0)
            sweep = Timeline(self)
            for index, item in enumerate(items):
                item.setZValue(5)  # under the next hand's cards
                step = sweep.move if index == 0 else sweep.along
                step(item.setPos, item.pos(), item.pos() + SWEEP_OFFSET, self.timings.duration(Move.COLLECT),
                     self.timings.easing(Move.COLLECT))
                sweep.along(item.setOpacity, 1.0, 0.0, self.timings.duration(Move.COLLECT),
                            self.timings.easing(Move.COLLECT))
            sweep.call(lambda: self._discard_all(items))
            self._play_cosmetic(sweep)
        self.banner.setVisible(False)
        self.banner.setScale(1.0)
        self.banner.setOpacity(1.0)
        self.banner.set_glow(0.0)
        self.marker.setPos(MARKER_HOME)
        self.marker.text, self.marker.spread = "", None
        self._marked = self._result = None
        self._set_highlight(None)
        self.bet_spot.set_chips(self.bet_spot.chips, 0)

    def hold_motion(self, held: bool) -> None:
        """Stop every movement on the felt where it is (True), or let them all go on (False): a replay's pause."""
        for timeline in [*([self._running] if self._running is not None else []), *self._cosmetic]:
            if held:
                timeline.hold()
            else:
                timeline.go_on()

    def finish_cosmetics(self) -> None:
        """End the banner's pop and the sweep at once (the player is placing chips or dealing)."""
        for timeline in list(self._cosmetic):
            timeline.finish()
        self._cosmetic.clear()

    # --- internals ------------------------------------------------------

    def _play(self, timeline: Timeline, done: Callable[[], None]) -> None:
        def finished() -> None:
            if self._running is timeline:
                self._running = None
                done()

        self._running = timeline
        timeline.start(finished)

    def _play_cosmetic(self, timeline: Timeline) -> None:
        self._cosmetic.append(timeline)
        timeline.start(lambda: self._cosmetic_over(timeline))

    def _cosmetic_over(self, timeline: Timeline) -> None:
        self._cosmetic.remove(timeline)
        if not self._cosmetic:
            self.cosmetics_finished.emit()

    def _discard_all(self, items: list[CardItem]) -> None:
        for item in items:
            if item.scene() is self:
                self.removeItem(item)
            item.deleteLater()

    def _deal_card(self, timeline: Timeline, card: Card, slot: int, on_card: CardEvent) -> None:
        item = CardItem(card, self._card_folder, back=self._back)
        item.setZValue(10 + len(self._cards))
        item.setPos(SHOE_POS)
        item.setVisible(False)  # still in the shoe
        self.addItem(item)
        self._cards.append(item)
        self.cards_on_felt_changed.emit(len(self._cards))

        def leaving() -> None:
            item.setVisible(True)
            on_card(card, slot, False)

        timeline.call(leaving)
        timeline.move(item.setPos, SHOE_POS, SLOT_POS[slot], self.timings.duration(Move.DEAL),
                      self.timings.easing(Move.DEAL))
        timeline.move(item.set_flip, 0.0, 1.0, self.timings.duration(Move.FLIP), self.timings.easing(Move.FLIP))
        timeline.call(lambda: on_card(card, slot, True))
        timeline.pause(self.timings.duration(Move.BETWEEN_CARDS) + self.timings.duration(Move.REDUCED_CARD))

    def _marker_target(self, hand: Hand) -> tuple[ScaleKey, QPointF]:
        key: ScaleKey | None = hand.spread if hand.kind is HandKind.SPREAD else hand.kind
        assert key is not None  # a dealt hand has its kind, and a spread hand its spread
        box = self._scale_boxes[key]
        return key, marker_spot(box, RedDogMarker.SIZE)

    def _mark(self, hand: Hand) -> None:
        key, target = self._marker_target(hand)
        self.marker.setPos(target)
        self._marked = hand
        self.marker.spread = hand.spread if hand.kind is HandKind.SPREAD else None
        self.marker.text = marker_text(hand, self._rules)
        self._set_highlight(key)

    def _set_highlight(self, key: ScaleKey | None) -> None:
        self._highlight = key
        self.invalidate(SCENE_RECT, QGraphicsScene.SceneLayer.BackgroundLayer)

    def _printing(self) -> FeltPrinting:
        return FeltPrinting(self._rules, self._scale_boxes, self._highlight, self._tray,
                            {value: stack.x() for value, stack in self._stacks.items()},
                            cloth=self._felt, back=self._back, cut_percent=self._cut_percent)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_felt_cached(painter, rect, self._printing())


def _celebrated(hand: Hand) -> bool:
    """Three of a kind and a spread-1 win get their moment on the felt (never a push)."""
    return hand.is_three_of_a_kind or (hand.outcome is Outcome.WIN and hand.spread == 1)


def _banner_colour(hand: Hand) -> str:
    """The result banner's colour: gold for three of a kind, green a win, blue a push, red a loss."""
    if hand.is_three_of_a_kind:
        return "#b8860b"
    if hand.outcome is Outcome.WIN:
        return "#1f7a44"
    if hand.outcome is Outcome.PUSH:
        return "#2f4f6f"
    return "#7a1f24"


__all__ = ["TableScene"]


