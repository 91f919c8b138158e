"""The first-game guide: a panel over the felt that walks a first-timer through a real hand.

It points at the chip stacks, the bet spot and Deal, then explains the first spread — what it
is, what each spread pays — and whether to raise, with the table's exact figures
(:mod:`.lessons`). The player plays the real hand with the real controls: the panel never takes
the keys (its buttons answer Alt+N, Alt+S and Escape, never Tab) and a click on its words
falls through to the felt. Each step moves on when the player does what it asks, and each step
is said by the dealer's narrator, so a screen reader follows it where the keys are.

Skip, Escape, Done or the next hand dealt after the last step end it for good (:attr:`FirstGameGuide.finished`,
which the table keeps in the player's settings); Help > Learn to Play starts it again (:meth:`FirstGameGuide.start`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, Qt, QTimer, Signal, SignalInstance
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from reddog_qt.app.felt.felt import scale_boxes
from reddog_qt.app.felt.table_view import TableView
from reddog_qt.app.guide import lessons
from reddog_qt.app.guide.lessons import Step
from reddog_qt.app.keys import last_input
from reddog_qt.app.seams import TablePhase
from reddog_qt.app.texts.language import translate
from reddog_qt.engine import Hand, HandKind, Session

#: Steps that explain a hand on the felt.
DURING_THE_HAND = (Step.SPREAD, Step.RAISE, Step.NO_SPREAD, Step.RESULT)
#: Steps before the first hand is dealt: the pointing ones.
BEFORE_THE_DEAL = (Step.CHIPS, Step.BET_SPOT, Step.DEAL, Step.NO_SPREAD)
#: Room kept between the panel, what it points at and the felt's edge (pixels).
GAP = 12
#: The panel is never narrower than this (pixels).
MIN_WIDTH = 200


class GuidedController(Protocol):
    """What the guide sees of the table's controller: the session, the phase, the bet and the hands."""

    @property
    def session(self) -> Session:
        """The session played: its rules, and the cards not yet seen."""

    @property
    def phase(self) -> TablePhase:
        """What the table is doing now."""

    @property
    def chips(self) -> tuple[int, ...]:
        """The chips on the bet spot."""

    @property
    def phase_changed(self) -> SignalInstance:
        """Emitted with the new :class:`TablePhase` (a shoe table asks for its cut before the first bet)."""

    @property
    def bet_changed(self) -> SignalInstance:
        """Emitted with the chips on the bet spot when they change."""

    @property
    def hand_shown(self) -> SignalInstance:
        """Emitted with a :class:`Hand` once its first two cards are on the felt."""

    @property
    def hand_settled(self) -> SignalInstance:
        """Emitted with a :class:`Hand` once its result is on the felt."""

    @property
    def rules_changed(self) -> SignalInstance:
        """Emitted when the player sits at another table (its limits and pay table are the guide's words)."""


class Announcer(Protocol):
    """The dealer's narrator: a line in the message row, said to a screen reader."""

    def announce(self, message: str, remake: Callable[[], str] | None = None) -> None:
        """Say ``message``; ``remake`` says it again in another language."""

    def step(self, message: str, remake: Callable[[], str] | None = None) -> None:
        """Say a step of the guide as :meth:`announce` does, in no dealer's line's place (the welcome, the stake
        and the deal are still said)."""


class FirstGameGuide(QFrame):
    """The guide's panel over ``view`` (see the module docstring); ``deal_button`` is the console's Deal."""

    #: The guide was finished or skipped.
    finished = Signal()

    def __init__(self, view: TableView, deal_button: QWidget, controller: GuidedController,
                 narrator: Announcer) -> None:
        super().__init__(view.viewport())
        self.setObjectName("first_game_guide")
        self._view = view
        self._deal_button = deal_button
        self._controller = controller
        self._narrator = narrator
        self._hand: Hand | None = None  # the hand the spread and raise steps speak of
        #: The step shown now (None: the guide is not running).
        self.step: Step | None = None
        self._build()
        self.hide()
        c = controller
        c.bet_changed.connect(self._bet_changed)
        c.phase_changed.connect(self._phase_changed)
        c.hand_shown.connect(self._hand_shown)
        c.hand_settled.connect(self._hand_settled)
        c.rules_changed.connect(self._rules_changed)  # a method: the connection ends with the panel
        view.viewport().installEventFilter(self)
        window = view.window()
        self._escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), window)
        self._escape.setEnabled(False)
        self._escape.activated.connect(self.skip)

    def _build(self) -> None:
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#first_game_guide { background: rgba(18, 34, 24, 236); border: 2px solid #e3c565; border-radius: 10px; }"
            "#first_game_guide QLabel { color: #f4f1e6; background: transparent; }"
            "#guide_title { color: #e3c565; font-weight: bold; }"
            "#guide_arrow { color: #e3c565; font-size: 20px; }")
        outer = QHBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        self.arrow_before = self._arrow()
        outer.addWidget(self.arrow_before)
        body = QVBoxLayout()
        outer.addLayout(body, 1)
        self.arrow_after = self._arrow()
        outer.addWidget(self.arrow_after)
        self.title = QLabel()
        self.title.setObjectName("guide_title")
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setObjectName("guide_text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.arrow_below = self._arrow()
        buttons = QHBoxLayout()
        self.next_button = self._button("guide_next_button", self.next_step)
        self.skip_button = self._button("guide_skip_button", self.skip)
        buttons.addStretch(1)
        buttons.addWidget(self.skip_button)
        buttons.addWidget(self.next_button)
        for part in (self.title, self.text):
            body.addWidget(part)
        body.addLayout(buttons)
        body.addWidget(self.arrow_below)

    def _arrow(self) -> QLabel:
        arrow = QLabel()
        arrow.setObjectName("guide_arrow")
        arrow.setAlignment(Qt.AlignmentFlag.AlignCenter)
        arrow.hide()
        return arrow

    def _button(self, name: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        # Never the keys' owner: Enter, Space and the arrows stay the table's (the buttons have Alt keys).
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.clicked.connect(slot)
        return button

    # --- running -------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        """True while the guide shows."""
        return self.step is not None

    def start(self) -> None:
        """Show the guide from where the table is: the chips before a hand, the spread during one."""
        hand = self._controller.session.hand
        if self._controller.phase is TablePhase.DECIDING and hand is not None and hand.kind is HandKind.SPREAD:
            self._hand = hand
            self._go(Step.SPREAD)
        else:
            self._go(Step.BET_SPOT if self._controller.chips else Step.CHIPS)
        self._escape.setEnabled(True)
        self.show()
        self.raise_()

    def next_step(self) -> None:
        """The panel's Next (Done on the last step)."""
        following = {Step.CHIPS: Step.BET_SPOT, Step.BET_SPOT: Step.DEAL, Step.SPREAD: Step.RAISE}
        if self.step is Step.RESULT:
            self._finish()
        elif self.step in following:
            self._go(following[self.step])

    def skip(self) -> None:
        """Skip (the button or Escape): the guide ends and never comes back by itself."""
        if self.running:
            self._finish()
            self._narrator.announce(_closed(), _closed)

    def step_aside(self, aside: bool) -> None:
        """Leave the felt to something shown over it (a replayed hand, which has its own Escape), and come back."""
        if self.running:
            self.setVisible(not aside)
            self._escape.setEnabled(not aside)

    def _finish(self) -> None:
        self.step = None
        self._hand = None
        self._escape.setEnabled(False)
        self.hide()
        self.finished.emit()

    def _go(self, step: Step) -> None:
        self.step = step
        self._show_words()
        self._narrator.step(self._said(), self._said)
        QTimer.singleShot(0, self, self.place)  # once the new words have their size

    # --- the table's news ------------------------------------------------------------

    def _bet_changed(self, chips: tuple[int, ...]) -> None:
        if self.step is Step.CHIPS and chips:
            self._go(Step.BET_SPOT)
        elif self.step is Step.BET_SPOT and sum(chips) >= self._controller.session.min_bet:
            self._go(Step.DEAL)

    def _hand_shown(self, hand: Hand) -> None:
        if self.step is Step.RESULT:  # the next hand dealt: the last step was read, and stays off the felt
            self._finish()
        elif self.step in BEFORE_THE_DEAL and hand.kind is HandKind.SPREAD:
            self._hand = hand
            self._go(Step.SPREAD)

    def _hand_settled(self, hand: Hand) -> None:
        if self.step in BEFORE_THE_DEAL and hand.kind is not HandKind.SPREAD:
            self._hand = hand
            self._go(Step.NO_SPREAD)
        elif self.step in (Step.SPREAD, Step.RAISE):
            self._go(Step.RESULT)

    def _phase_changed(self, _phase: TablePhase) -> None:
        if self.step is Step.CHIPS:
            self._show_words()  # the cut made, or asked for: the chips step says so

    def _rules_changed(self, _rules: object) -> None:
        self._show_words()  # the new table's limits and pays
        QTimer.singleShot(0, self, self.place)

    # --- words -------------------------------------------------------------------------

    def step_words(self) -> str:
        """The words of the step shown, worked out now (in the language shown, from the table as it is)."""
        step = self.step
        if step is None:
            return ""
        session = self._controller.session
        rules, hand = session.rules, self._hand
        if step is Step.CHIPS:
            if self._controller.phase is TablePhase.CUTTING:
                return f"{lessons.cut_first()} {lessons.chips_step()}"
            return lessons.chips_step()
        if step is Step.BET_SPOT:
            return lessons.bet_spot_step(rules, keys=last_input().keys)
        if step is Step.DEAL:
            return lessons.deal_step()
        if step is Step.RESULT:
            return lessons.result_step()
        assert hand is not None
        if step is Step.SPREAD:
            return lessons.spread_step(rules, hand)
        if step is Step.RAISE:
            return lessons.raise_step(rules, lessons.raise_advice(rules), self.hand_advice())
        return lessons.no_spread_step(rules, hand)

    def hand_advice(self) -> lessons.HandAdvice:
        """The exact worth of raising on the hand the guide speaks of, from the cards left in the shoe."""
        assert self._hand is not None
        session = self._controller.session
        return lessons.hand_advice(session.rules, session.unseen_rank_counts(), self._hand)

    def _said(self) -> str:
        if self.step is None:
            return ""
        title = lessons.step_title(self.step)
        return f"{title} {self.step_words()}" if title.endswith(("?", "!", ".")) else f"{title}. {self.step_words()}"

    def _show_words(self) -> None:
        if self.step is None:
            return
        self.title.setText(lessons.step_title(self.step))
        self.text.setText(self.step_words())
        self.setAccessibleName(lessons.step_title(self.step))
        self.setAccessibleDescription(self.step_words())
        last = self.step is Step.RESULT
        self.next_button.setText(translate("Guide", "&Done") if last else translate("Guide", "&Next"))
        self.next_button.setVisible(last or self.step in (Step.CHIPS, Step.BET_SPOT, Step.SPREAD))
        self.skip_button.setText(translate("Guide", "&Skip guide"))
        self.skip_button.setToolTip(translate("Guide", "End the guide (Escape); Help > Learn to Play shows it again"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._show_words()
            QTimer.singleShot(0, self, self.place)

    # --- where the panel stands ---------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.running:
            QTimer.singleShot(0, self, self.place)  # after the view has fitted the felt to its new size
        return False

    def target(self) -> QRect:
        """What the step points at, in the felt's viewport coordinates (an empty rect: nothing)."""
        view, scene = self._view, self._view.table
        if self.step is Step.CHIPS:
            return self._stacks_rect()
        if self.step in (Step.BET_SPOT, Step.SPREAD, Step.RAISE, Step.NO_SPREAD, Step.RESULT):
            return view.mapFromScene(scene.bet_spot.sceneBoundingRect()).boundingRect()
        if self.step is Step.DEAL:
            corner = view.viewport().mapFromGlobal(self._deal_button.mapToGlobal(QPoint(0, 0)))
            return QRect(corner, self._deal_button.size())
        return QRect()

    def place(self) -> None:
        """Stand beside what the step points at, inside the felt, never over it: on the side with room."""
        if not self.running:
            return
        view = self._view
        felt = view.mapFromScene(view.table.sceneRect()).boundingRect().intersected(view.viewport().rect())
        rim = round(felt.width() * 0.03)  # the table's wooden edge
        area = felt.adjusted(rim + GAP, GAP, -rim - GAP, -GAP)
        width = max(MIN_WIDTH, min(400, round(area.width() * 0.32)))
        self._size_words(area.height())
        for arrow in (self.arrow_before, self.arrow_after, self.arrow_below):
            arrow.hide()
        target = self.target()
        if self.step is Step.DEAL:  # Deal is under the felt: stand over it, clear of the chip tray
            self.arrow_below.setText("\u25bc")
            self.arrow_below.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.arrow_below.show()
            tray = self._stacks_rect()
            left = max(area.left(), tray.right() + GAP) if area.right() - tray.right() - GAP >= MIN_WIDTH \
                else area.left()
            width = min(width, area.right() - left)
            height = self._height_for(width)
            x = max(left, min(target.right(), area.right()) - width)
            self.setGeometry(x, area.bottom() - height, width, height)
            self.raise_()
            return
        room_right = area.right() - target.right() - GAP
        room_left = target.left() - GAP - area.left()
        if max(room_right, room_left) < MIN_WIDTH:  # no room beside it (a wide tray, a small window): above it
            self.arrow_below.setText("\u25bc")
            self.arrow_below.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.arrow_below.show()
            height = self._height_for(width)
            x = min(max(area.left(), target.center().x() - width // 2), area.right() - width)
            self.setGeometry(x, max(area.top(), target.top() - GAP - height), width, height)
            self.raise_()
            return
        right = room_right >= min(width, max(room_left, MIN_WIDTH))
        width = min(width, max(room_right if right else room_left, MIN_WIDTH))
        arrow = self.arrow_before if right else self.arrow_after
        arrow.setText("\u25c0" if right else "\u25b6")
        arrow.show()
        height = self._height_for(width)
        top = area.top()
        if self.step in DURING_THE_HAND:  # the pay table stays in sight while the hand is explained
            top = max(top, self._pay_table_bottom() + GAP)
        y = min(max(top, target.center().y() - height // 2), area.bottom() - height)
        x = target.right() + GAP if right else target.left() - GAP - width
        self.setGeometry(max(area.left(), min(x, area.right() - width)), y, width, height)
        self.raise_()

    def _pay_table_bottom(self) -> int:
        """The lower edge of the felt's pay table, in the viewport's coordinates."""
        boxes = list(scale_boxes().values())
        bottom = max(box.bottom() for box in boxes)
        return self._view.mapFromScene(QPointF(boxes[0].left(), bottom)).y()

    def _stacks_rect(self) -> QRect:
        """The chip tray's stacks, in the viewport's coordinates."""
        view, scene = self._view, self._view.table
        stacks = [control for control in scene.felt_controls() if control is not scene.bet_spot]
        rect = stacks[0].sceneBoundingRect()
        for stack in stacks[1:]:
            rect = rect.united(stack.sceneBoundingRect())
        return view.mapFromScene(rect).boundingRect()

    def _size_words(self, felt_height: int) -> None:
        """Words in proportion to the felt: a small window keeps more of the table in sight."""
        pixels = max(11, min(14, round(felt_height / 32)))
        for part in (self.title, self.text, self.next_button, self.skip_button):
            font = part.font()
            if font.pixelSize() != pixels:
                font.setPixelSize(pixels)
                part.setFont(font)

    def _height_for(self, width: int) -> int:
        """The panel's height at ``width``, with every line of its words showing."""
        layout = self.layout()
        assert layout is not None
        layout.invalidate()
        layout.activate()
        return max(self.minimumSizeHint().height(), layout.totalHeightForWidth(width))


def _closed() -> str:
    return translate("Guide", "The guide is closed. Help > Learn to Play shows it again.")


__all__ = ["Announcer", "FirstGameGuide", "GuidedController"]
