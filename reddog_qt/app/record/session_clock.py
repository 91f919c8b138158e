"""The session's clock and running figures, and when the next reality check is due.

A *session* runs from the moment the table opens until the window closes. The
console shows its elapsed time and its net position (wins less losses, new games
not counted) at all times, as regulated tables do. Time comes from an injected
clock (seconds, monotonic by default) so that tests can move it without waiting.

:class:`RealityCheckSchedule` decides when the next reality check is due: every
N minutes (0 = off) from the last one answered. Choosing a *shorter* interval in
Options takes effect at once; a longer one, or turning it off, from the next
session, so the protection can be tightened at any time but never loosened in
the middle of play.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from reddog_qt.engine import Hand
from reddog_qt.profile.figures import Figures
from reddog_qt.profile.settings import REALITY_CHECK_MINUTES

#: Seconds, from an arbitrary start, never going back (``time.monotonic`` by default).
Monotonic = Callable[[], float]

#: The intervals a player can choose, in minutes (0: no reality checks): the settings' own list.
REALITY_CHECK_CHOICES = REALITY_CHECK_MINUTES


def format_duration(seconds: float) -> str:
    """Elapsed time as a clock shows it: ``"0:04:09"``, ``"2:15:00"``.

    >>> format_duration(249.7), format_duration(8100)
    ('0:04:09', '2:15:00')
    """
    whole = max(int(seconds), 0)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}"


class RealityCheckSchedule:
    """When the next reality check is due (see the module docstring)."""

    def __init__(self, minutes: int, clock: Monotonic = time.monotonic) -> None:
        if minutes not in REALITY_CHECK_CHOICES:
            raise ValueError(f"a reality check comes every {REALITY_CHECK_CHOICES[1:]} minutes or never, "
                             f"not {minutes!r}")
        self._clock = clock
        self._minutes = minutes
        self._since = clock()

    @property
    def minutes(self) -> int:
        """The interval in force this session (0: off)."""
        return self._minutes

    def choose(self, minutes: int) -> bool:
        """The player chose ``minutes`` in Options; True if it applies now (it is shorter), else from next session."""
        if minutes not in REALITY_CHECK_CHOICES:
            raise ValueError(f"not a reality-check interval: {minutes!r}")
        if minutes and (not self._minutes or minutes < self._minutes):
            self._minutes = minutes
            return True
        return minutes == self._minutes

    def seconds_left(self) -> float | None:
        """Seconds until the next check (0 or less: due), None when checks are off."""
        if not self._minutes:
            return None
        return self._minutes * 60 - (self._clock() - self._since)

    def due(self) -> bool:
        """True once the interval has run since the session began or the last check was answered."""
        left = self.seconds_left()
        return left is not None and left <= 0

    def answered(self) -> None:
        """The player answered a check: the next one is a whole interval away."""
        self._since = self._clock()


class SessionClock(QObject):
    """The session's start, elapsed time and figures; ``changed`` whenever they move (each tick and hand)."""

    changed = Signal()

    def __init__(self, clock: Monotonic = time.monotonic, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._clock = clock
        self._started = clock()
        self.figures = Figures()

    @property
    def clock(self) -> Monotonic:
        """The clock the session runs on."""
        return self._clock

    @property
    def elapsed(self) -> float:
        """Seconds since the session began."""
        return max(self._clock() - self._started, 0.0)

    def hand_settled(self, hand: Hand) -> None:
        """Count a hand once its result is on the felt."""
        self.figures = self.figures.counting(hand.net or 0, hand.stake)
        self.changed.emit()

    def tick(self) -> None:
        """The time moved on (the window's one-second timer)."""
        self.changed.emit()


__all__ = ["REALITY_CHECK_CHOICES", "Monotonic", "RealityCheckSchedule", "SessionClock",
           "format_duration"]
