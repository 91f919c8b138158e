"""Every duration and easing curve of the table, in one place.

Durations are in milliseconds at the middle speed (5 of 1..10) and are scaled
by the speed setting; with animation switched off every duration is 0 and the
table moves instantly.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve

SPEED_MIN = 1
SPEED_MAX = 10
SPEED_DEFAULT = 5


@dataclass(frozen=True)
class Motion:
    """One kind of movement: how long it takes at normal speed and how it eases."""

    duration_ms: int
    easing: QEasingCurve.Type = QEasingCurve.Type.InOutQuad


#: The table's movements. Change them here and nowhere else.
MOTIONS: dict[str, Motion] = {
    "deal": Motion(380, QEasingCurve.Type.OutCubic),        # a card slides out of the shoe
    "flip": Motion(240, QEasingCurve.Type.InOutSine),       # a card turns face up
    "between_cards": Motion(90),                            # pause before the next card
    "marker": Motion(520, QEasingCurve.Type.OutBack),       # the red dog slides to the spread
    "fade": Motion(300, QEasingCurve.Type.OutQuad),         # the result banner fades in
    "result": Motion(650, QEasingCurve.Type.OutBack),       # the result banner pops up
    "collect": Motion(420, QEasingCurve.Type.InOutCubic),   # cards swept off before the next deal
    "settle_pause": Motion(450),                            # a breath before the balance updates
}


class Timings:
    """Durations for the current speed and animation setting.

    >>> Timings(speed=5).duration("deal")
    380
    >>> Timings(speed=5, animated=False).duration("deal")
    0
    """

    def __init__(self, speed: int = SPEED_DEFAULT, animated: bool = True) -> None:
        self.speed = max(SPEED_MIN, min(SPEED_MAX, int(speed)))
        self.animated = animated

    @property
    def factor(self) -> float:
        """Multiplier on every duration: 2.5 at speed 1, 1.0 at 5, about 0.3 at 10."""
        return float(2 ** ((SPEED_DEFAULT - self.speed) / 3))

    def duration(self, name: str) -> int:
        """Milliseconds for the named movement (0 when animation is off)."""
        if not self.animated:
            return 0
        return max(1, round(MOTIONS[name].duration_ms * self.factor))

    def easing(self, name: str) -> QEasingCurve:
        """The easing curve of the named movement."""
        return QEasingCurve(MOTIONS[name].easing)
