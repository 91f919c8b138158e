"""Every duration and easing curve of the table, in one place.

Durations are in milliseconds at the middle speed (5 of 1..10) and are scaled
by the speed setting. With animation switched off every duration is 0 and the
table snaps into place; with motion reduced (the player's option, or the
desktop's) nothing slides, turns or pops but the short pauses between cards
stay, so the hand still reads one card at a time. Either way the table plays
the same steps (see :mod:`reddog_qt.app.felt.motion`). A replay's beat between
its moves is kept even with animation off: a replay that snapped to its end
would show no more than a picture of the hand.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve

SPEED_MIN = 1
SPEED_MAX = 10
SPEED_DEFAULT = 5


class Move(enum.Enum):
    """One of the table's movements (its :class:`Motion` is in :data:`MOTIONS`)."""

    DEAL = enum.auto()
    FLIP = enum.auto()
    BETWEEN_CARDS = enum.auto()
    MARKER = enum.auto()
    FADE = enum.auto()
    RESULT = enum.auto()
    COLLECT = enum.auto()
    REDUCED_CARD = enum.auto()
    PAY = enum.auto()
    CHIPS_HOME = enum.auto()
    PUSH_HOLD = enum.auto()
    REDUCED_CHIPS = enum.auto()
    CELEBRATE = enum.auto()
    RAISE = enum.auto()
    REPLAY_BEAT = enum.auto()


@dataclass(frozen=True)
class Motion:
    """One kind of movement: how long it takes at normal speed and how it eases."""

    duration_ms: int
    easing: QEasingCurve.Type = QEasingCurve.Type.InOutQuad
    #: False for a pause: nothing moves, so reduced motion keeps it.
    moves: bool = True
    #: A beat that stands in for a movement when motion is reduced (no time otherwise).
    reduced_only: bool = False
    #: A beat kept even with animation off (a replay's pause between moves).
    always: bool = False


#: The table's movements. Change them here and nowhere else.
MOTIONS: dict[Move, Motion] = {
    Move.DEAL: Motion(380, QEasingCurve.Type.OutCubic),        # a card slides out of the shoe
    Move.FLIP: Motion(240, QEasingCurve.Type.InOutSine),       # a card turns face up
    Move.BETWEEN_CARDS: Motion(90, moves=False),               # pause before the next card
    Move.MARKER: Motion(520, QEasingCurve.Type.OutBack),       # the red dog slides to the spread
    Move.FADE: Motion(300, QEasingCurve.Type.OutQuad),         # the result banner fades in
    Move.RESULT: Motion(650, QEasingCurve.Type.OutBack),       # the result banner pops up
    Move.COLLECT: Motion(420, QEasingCurve.Type.InOutCubic),   # cards swept off before the next deal
    Move.REDUCED_CARD: Motion(260, moves=False, reduced_only=True),  # with motion reduced: a beat between cards
    Move.PAY: Motion(420, QEasingCurve.Type.OutCubic),         # the dealer sets the payout beside the bet
    Move.CHIPS_HOME: Motion(520, QEasingCurve.Type.InOutCubic),  # the chips slide to the player, or are swept
    Move.PUSH_HOLD: Motion(360, moves=False),                  # a push: the bet stays a moment before it returns
    Move.REDUCED_CHIPS: Motion(420, moves=False, reduced_only=True),  # with motion reduced: the payout shows a beat
    Move.CELEBRATE: Motion(700, QEasingCurve.Type.OutElastic),  # trips or a spread-1 win: the banner's glow
    Move.RAISE: Motion(420, QEasingCurve.Type.OutCubic),       # a replay: the raise slides onto the spot
    Move.REPLAY_BEAT: Motion(650, moves=False, always=True),   # a replay: the pause after each move, never 0
}


class Timings:
    """Durations for the current speed and animation setting.

    >>> Timings(speed=5).duration(Move.DEAL)
    380
    >>> Timings(speed=5, animated=False).duration(Move.DEAL)
    0
    """

    def __init__(self, speed: int = SPEED_DEFAULT, animated: bool = True, reduced: bool = False) -> None:
        self.speed = max(SPEED_MIN, min(SPEED_MAX, int(speed)))
        self.animated = animated
        #: Reduced motion: movements snap, pauses stay.
        self.reduced = reduced

    @property
    def factor(self) -> float:
        """Multiplier on every duration: 2.5 at speed 1, 1.0 at 5, about 0.3 at 10."""
        return float(2 ** ((SPEED_DEFAULT - self.speed) / 3))

    def duration(self, move: Move) -> int:
        """Milliseconds for ``move`` (0 when animation is off, or motion is reduced and it moves).

        >>> reduced = Timings(speed=5, reduced=True)
        >>> reduced.duration(Move.DEAL), reduced.duration(Move.REDUCED_CARD)
        (0, 260)
        >>> Timings(speed=5).duration(Move.REDUCED_CARD)
        0
        >>> Timings(speed=5, animated=False).duration(Move.REPLAY_BEAT)
        650
        """
        motion = MOTIONS[move]
        if motion.always:
            return max(1, round(motion.duration_ms * self.factor))
        if not self.animated or (self.reduced and motion.moves):
            return 0
        if motion.reduced_only and not self.reduced:
            return 0
        return max(1, round(motion.duration_ms * self.factor))

    def easing(self, move: Move) -> QEasingCurve:
        """The easing curve of ``move``."""
        return QEasingCurve(MOTIONS[move].easing)
