"""A clock turned forward and back again ends no lock early; lowering the limit is never held up by the PIN lockout.

Each start is a real open of the profile's files with the computer's clock where the player set it.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from reddog_qt.engine.limits import LimitLockedError, next_week_start
from reddog_qt.engine.pin import PinLockedError, WrongPinError
from reddog_qt.profile import Profile, open_profile

PIN = "4739"
WRONG = "8152"
TUESDAY = datetime(2026, 11, 24, 15, 0, tzinfo=UTC)  # Tue 24 Nov 2026, 10:00 in New York
NEXT_FRIDAY = next_week_start(TUESDAY)


def start(folder: Path, now: datetime) -> Profile:
    """A start of the game with the computer's clock at ``now``; it looks at the lock as the dialog does."""
    profile = open_profile(folder, clock=lambda: now, rng=random.Random(1), lock=False)
    assert profile.limits is not None
    profile.limits.lock_until()
    profile.limits.pin_locked_until()
    return profile


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A profile whose limit of 100 was set on Tuesday: raising is locked until Friday 00:00 Eastern."""
    folder = tmp_path / "profile"
    profile = start(folder, TUESDAY)
    try:
        profile.limits.set_pin(PIN)
        profile.limits.change_limit(100, PIN, table_minimum=5, table_maximum=300)
    finally:
        profile.close()
    return folder


def test_a_start_with_the_clock_past_friday_then_set_back_does_not_open_raising(folder: Path) -> None:
    start(folder, NEXT_FRIDAY + timedelta(days=2)).close()      # once, with the clock ahead
    profile = start(folder, TUESDAY + timedelta(hours=3))       # the clock set back to the true time
    try:
        assert profile.limits.lock_until() == NEXT_FRIDAY
        with pytest.raises(LimitLockedError):
            profile.limits.change_limit(300, PIN, table_minimum=5, table_maximum=300)
        assert profile.personal_limit() == (100, True)
        # a change made now is dated no earlier than the latest time seen: it locks for longer, never shorter
        profile.limits.change_limit(50, PIN, table_minimum=5, table_maximum=300)
        assert profile.limits.lock_until() > NEXT_FRIDAY + timedelta(days=2)
    finally:
        profile.close()


def test_a_start_with_the_clock_ahead_then_set_back_does_not_lift_the_pin_lockout(folder: Path) -> None:
    profile = start(folder, TUESDAY + timedelta(hours=1))
    try:
        for _ in range(5):
            with pytest.raises((WrongPinError, PinLockedError)):
                profile.limits.check_pin(WRONG)
        until = profile.limits.pin_locked_until()
        assert until is not None
    finally:
        profile.close()
    start(folder, TUESDAY + timedelta(days=4)).close()          # once, with the clock ahead
    profile = start(folder, TUESDAY + timedelta(hours=1, minutes=5))
    try:
        assert profile.limits.pin_locked_until() == until
        with pytest.raises(PinLockedError):
            profile.limits.check_pin(PIN)
    finally:
        profile.close()


def test_lowering_is_allowed_at_once_while_pin_entry_is_locked(folder: Path) -> None:
    profile = start(folder, TUESDAY + timedelta(hours=1))
    try:
        for _ in range(5):
            with pytest.raises((WrongPinError, PinLockedError)):
                profile.limits.check_pin(WRONG)
        assert profile.limits.pin_locked_until() is not None
        profile.limits.change_limit(40, "", table_minimum=5, table_maximum=300)   # no PIN: it lowers
        assert profile.personal_limit() == (40, True)
        with pytest.raises(PinLockedError):                                       # raising still needs it
            profile.limits.change_limit(60, PIN, table_minimum=5, table_maximum=300)
        assert [change.direction for change in profile.limits.history()] == ["lower", "lower"]
    finally:
        profile.close()
