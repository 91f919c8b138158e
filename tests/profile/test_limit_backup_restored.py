"""An older limit file put back from a backup never lifts the limit: its copy, or the ledger, remembers the change.

Real files in a temporary profile: a limit of 200 is set and the limit file copied aside as a player
backing up would; the limit is lowered to 150; the old file is put back (alone, or with its copy) and the
profile opened again as the game does.
"""

from __future__ import annotations

import random
import shutil
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from reddog_qt.engine.limits import LimitLockedError, next_week_start
from reddog_qt.engine.pin import PinLockedError, WrongPinError
from reddog_qt.profile import Profile, open_profile
from reddog_qt.profile.ledger_schema import LIMIT_CHANGE_KEY
from reddog_qt.profile.limits import BREAK_LENGTHS

PIN = "4739"
WRONG = "8152"
TUESDAY = datetime(2026, 11, 24, 15, 0, tzinfo=UTC)  # Tue 24 Nov 2026, 10:00 in New York
LIMIT_FILES = ("limits.sqlite3", "limits-copy.sqlite3")


class Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


def start(folder: Path, clock: Clock) -> Profile:
    profile = open_profile(folder, clock=clock, rng=random.Random(1), lock=False)
    assert profile.limits is not None
    return profile


def codes(profile: Profile) -> list[str]:
    return [getattr(notice, "code", "") for notice in profile.notices]


def limit_in(path: Path) -> int | None:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return conn.execute("SELECT limit_credits FROM personal_limit").fetchone()[0]
    finally:
        conn.close()


def back_up(folder: Path, backup: Path, names: tuple[str, ...] = LIMIT_FILES) -> None:
    backup.mkdir()
    for name in names:
        shutil.copy2(folder / name, backup / name)


def put_back(backup: Path, folder: Path) -> None:
    for path in backup.iterdir():
        shutil.copy2(path, folder / path.name)
        for suffix in ("-wal", "-shm"):
            (folder / f"{path.name}{suffix}").unlink(missing_ok=True)


@pytest.fixture
def clock() -> Clock:
    return Clock(TUESDAY - timedelta(days=14))


@pytest.fixture
def folder(tmp_path: Path, clock: Clock) -> Path:
    """A profile whose limit of 200 was set two weeks before Tuesday, backed up, then lowered to 150 on Tuesday."""
    folder = tmp_path / "profile"
    profile = start(folder, clock)
    try:
        profile.limits.set_pin(PIN)
        profile.limits.change_limit(200, PIN, table_minimum=5, table_maximum=300)
    finally:
        profile.close()
    back_up(folder, tmp_path / "backup")
    clock.now = TUESDAY
    profile = start(folder, clock)
    try:
        profile.limits.change_limit(150, PIN, table_minimum=5, table_maximum=300)
    finally:
        profile.close()
    clock.now = TUESDAY + timedelta(hours=2)
    return folder


def test_the_older_file_put_back_alone_keeps_the_lower_limit_and_the_lock(folder: Path, clock: Clock) -> None:
    put_back_only = folder.parent / "backup-file"
    put_back_only.mkdir()
    shutil.copy2(folder.parent / "backup" / "limits.sqlite3", put_back_only / "limits.sqlite3")
    put_back(put_back_only, folder)
    assert limit_in(folder / "limits.sqlite3") == 200  # the older file really is back
    profile = start(folder, clock)
    try:
        assert profile.personal_limit() == (150, True)
        assert "limits_older_file" in codes(profile)
        assert profile.limits.lock_until() == next_week_start(TUESDAY)
        with pytest.raises(LimitLockedError):  # the weekly rule: not raised at once
            profile.limits.change_limit(300, PIN, table_minimum=5, table_maximum=300)
        assert [(c.old_limit, c.new_limit) for c in profile.limits.history()] == [(None, 200), (200, 150)]
    finally:
        profile.close()
    # the stricter state was written to the file, and the copy was never lowered to the older file's
    assert limit_in(folder / "limits.sqlite3") == limit_in(folder / "limits-copy.sqlite3") == 150
    profile = start(folder, clock)
    try:
        assert profile.personal_limit() == (150, True) and "limits_older_file" not in codes(profile)
    finally:
        profile.close()


def test_the_file_and_its_copy_put_back_together_fail_closed(folder: Path, clock: Clock) -> None:
    put_back(folder.parent / "backup", folder)
    assert limit_in(folder / "limits.sqlite3") == limit_in(folder / "limits-copy.sqlite3") == 200
    profile = start(folder, clock)
    try:
        assert profile.personal_limit() == (None, False)  # every bet held to the table minimum
        assert "limits_stale" in codes(profile)
        with pytest.raises(LimitLockedError):  # a lost limit: any limit is a raise, not this week
            profile.limits.change_limit(300, PIN, table_minimum=5, table_maximum=300)
    finally:
        profile.close()
    profile = start(folder, clock)  # it stays so at the next start, without telling the player again
    try:
        assert profile.personal_limit() == (None, False) and "limits_stale" not in codes(profile)
    finally:
        profile.close()
    clock.now = next_week_start(TUESDAY)  # a new week: a limit can be set again, and it is not stale
    profile = start(folder, clock)
    try:
        profile.limits.change_limit(300, PIN, table_minimum=5, table_maximum=300)
    finally:
        profile.close()
    profile = start(folder, clock)
    try:
        assert profile.personal_limit() == (300, True) and profile.notices == []
    finally:
        profile.close()


def test_put_back_together_with_the_clock_turned_back_fails_closed_only_once(folder: Path, clock: Clock) -> None:
    put_back(folder.parent / "backup", folder)
    clock.now = TUESDAY - timedelta(days=10)  # before the change the ledger remembers
    profile = start(folder, clock)
    try:
        assert profile.personal_limit() == (None, False) and "limits_stale" in codes(profile)
        assert profile.limits.touch().latest_seen >= TUESDAY  # the clock that never goes back: not before the change
    finally:
        profile.close()
    profile = start(folder, clock)
    try:
        assert profile.personal_limit() == (None, False) and "limits_stale" not in codes(profile)
    finally:
        profile.close()


def test_an_older_file_does_not_undo_a_pin_lockout_or_a_break(tmp_path: Path) -> None:
    clock = Clock(TUESDAY)
    folder = tmp_path / "profile"
    profile = start(folder, clock)
    try:
        profile.limits.set_pin(PIN)
    finally:
        profile.close()
    back_up(folder, tmp_path / "backup", ("limits.sqlite3",))
    clock.now += timedelta(minutes=5)
    profile = start(folder, clock)
    try:
        for _ in range(5):
            with pytest.raises((WrongPinError, PinLockedError)):
                profile.limits.check_pin(WRONG)
        until = profile.limits.take_break(BREAK_LENGTHS[0])
    finally:
        profile.close()
    put_back(tmp_path / "backup", folder)
    clock.now += timedelta(minutes=1)
    profile = start(folder, clock)
    try:
        assert "limits_older_file" in codes(profile)
        assert profile.limits.pin_locked_until() is not None
        with pytest.raises(PinLockedError):
            profile.limits.check_pin(PIN)
        assert profile.limits.break_until() == until
    finally:
        profile.close()


def test_a_ledger_that_remembers_no_change_yet_learns_it_from_the_limit_file(folder: Path, clock: Clock) -> None:
    """A profile from Red Dog 1.1 (whose ledger does not keep the time of the last change) does not fail closed."""
    for name in ("ledger.sqlite3", "ledger-copy.sqlite3"):
        conn = sqlite3.connect(folder / name)
        conn.execute("DELETE FROM meta WHERE key = ?", (LIMIT_CHANGE_KEY,))
        conn.commit()
        conn.close()
    profile = start(folder, clock)
    try:
        assert profile.personal_limit() == (150, True) and profile.notices == []
        assert profile.ledger.mirrored_limit_change() == TUESDAY
    finally:
        profile.close()
