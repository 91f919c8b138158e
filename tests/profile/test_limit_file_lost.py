"""An empty or deleted limit file never lifts the limit: its copy is put back, or the limit fails closed.

A brand-new profile (no ledger, no limit file ever) is not a loss. Real files in a temporary profile.
"""

from __future__ import annotations

import contextlib
import random
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from reddog_qt.profile import Profile, open_profile
from reddog_qt.profile.store import SqliteStore

PIN = "4739"
TUESDAY = datetime(2026, 11, 24, 15, 0, tzinfo=UTC)


def open_it(folder: Path) -> Profile:
    return open_profile(folder, clock=lambda: TUESDAY, rng=random.Random(1), lock=False)


def limit_in(path: Path) -> int | None:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return conn.execute("SELECT limit_credits FROM personal_limit").fetchone()[0]
    finally:
        conn.close()


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A profile with a limit of 100 and a PIN."""
    folder = tmp_path / "profile"
    profile = open_it(folder)
    try:
        assert profile.limits is not None
        profile.limits.set_pin(PIN)
        profile.limits.change_limit(100, PIN, table_minimum=5, table_maximum=300)
    finally:
        profile.close()
    return folder


def codes(profile: Profile) -> list[str]:
    return [getattr(notice, "code", "") for notice in profile.notices]


@pytest.mark.parametrize("how", ["emptied", "deleted"])
def test_an_emptied_or_deleted_limit_file_is_put_back_from_its_copy(folder: Path, how: str) -> None:
    limits_file = folder / "limits.sqlite3"
    if how == "emptied":
        limits_file.write_bytes(b"")
    else:
        limits_file.unlink()
    profile = open_it(folder)
    try:
        assert profile.personal_limit() == (100, True)
        assert profile.limits is not None and profile.limits.has_pin
        profile.limits.check_pin(PIN)
        assert "limits_restored_missing" in codes(profile)
        assert any("restored from its copy" in notice for notice in profile.notices)
    finally:
        profile.close()
    assert limit_in(folder / "limits-copy.sqlite3") == 100  # the good copy was never overwritten


def test_the_journal_of_a_deleted_limit_file_is_kept_aside_when_its_copy_is_put_back(folder: Path) -> None:
    """A ``-wal`` left beside a deleted limit file belongs to that file: it is kept, never taken by a new one."""
    journal = b"a write-ahead log of the file that was lost" * 10
    (folder / "limits.sqlite3").unlink()
    (folder / "limits.sqlite3-wal").write_bytes(journal)
    profile = open_it(folder)
    try:
        assert profile.personal_limit() == (100, True)
        assert "limits_restored_missing" in codes(profile)
    finally:
        profile.close()
    kept = list(folder.glob("limits.sqlite3-wal.bad-*"))
    assert [path.read_bytes() for path in kept] == [journal]


@pytest.mark.parametrize("how", ["emptied", "deleted"])
def test_a_limit_file_lost_with_its_copy_holds_bets_to_the_table_minimum(folder: Path, how: str) -> None:
    for name in ("limits.sqlite3", "limits-copy.sqlite3"):
        if how == "emptied":
            (folder / name).write_bytes(b"")
        else:
            (folder / name).unlink()
    profile = open_it(folder)
    try:
        assert profile.personal_limit() == (None, False)  # the table minimum holds
        assert "limits_missing" in codes(profile)
        assert any("held to the table minimum" in notice for notice in profile.notices)
    finally:
        profile.close()
    profile = open_it(folder)  # and it stays so at the next start
    try:
        assert profile.personal_limit() == (None, False)
    finally:
        profile.close()


def test_a_brand_new_profile_is_not_a_lost_limit(tmp_path: Path) -> None:
    profile = open_it(tmp_path / "new")
    try:
        assert profile.personal_limit() == (None, True)
        assert profile.notices == []
    finally:
        profile.close()


@pytest.mark.parametrize("how", ["emptied", "deleted"])
def test_a_limit_file_lost_with_the_ledger_still_fails_closed(folder: Path, how: str) -> None:
    """The ledger comes back from its copy; the limit, its copy and the ledger gone together lift nothing."""
    for name in ("limits.sqlite3", "limits-copy.sqlite3", "ledger.sqlite3"):
        if how == "emptied":
            (folder / name).write_bytes(b"")
        else:
            (folder / name).unlink()
    assert (folder / "ledger-copy.sqlite3").is_file()
    profile = open_it(folder)
    try:
        assert profile.personal_limit() == (None, False)  # the table minimum holds
        assert "limits_missing" in codes(profile)
    finally:
        profile.close()


LOWER_AND_DIE = r"""
import random, sys, time
from datetime import datetime, timezone
from reddog_qt.profile import open_profile
when = datetime(2026, 11, 24, 15, 0, tzinfo=timezone.utc)
profile = open_profile(sys.argv[1], clock=lambda: when, rng=random.Random(1), lock=False)
profile.limits.change_limit(20, sys.argv[2], table_minimum=5, table_maximum=300)
print("lowered", flush=True)
time.sleep(60)  # killed here, the profile still open
"""


def test_a_lowered_limit_survives_a_crash_that_loses_the_write_ahead_log(folder: Path) -> None:
    import os
    import signal
    import subprocess
    import sys

    repo = Path(__file__).resolve().parents[2]
    child = subprocess.Popen([sys.executable, "-c", LOWER_AND_DIE, str(folder), PIN], stdout=subprocess.PIPE,
                             text=True, env=dict(os.environ, PYTHONPATH=str(repo)))
    assert child.stdout is not None and child.stdout.readline().strip() == "lowered"
    child.send_signal(signal.SIGKILL)
    child.wait()
    child.stdout.close()
    for suffix in ("-wal", "-shm"):
        (folder / f"limits.sqlite3{suffix}").unlink(missing_ok=True)
    profile = open_it(folder)
    try:
        assert profile.personal_limit() == (20, True)
    finally:
        profile.close()


def test_a_copy_that_could_not_be_brought_up_to_date_is_not_trusted(folder: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """A lowering whose copy could not be written: the old copy (limit 100) goes, so a lost file fails closed."""
    from reddog_qt.profile.store import SqliteStore

    def disk_full(self: SqliteStore, target: Path) -> None:
        raise OSError(28, "No space left on device")

    profile = open_it(folder)
    try:
        monkeypatch.setattr(SqliteStore, "copy_to", disk_full)
        assert profile.limits is not None
        profile.limits.change_limit(40, PIN, table_minimum=5, table_maximum=300)
    finally:
        profile.close()
        monkeypatch.undo()
    assert not (folder / "limits-copy.sqlite3").exists()
    (folder / "limits.sqlite3").unlink()
    profile = open_it(folder)
    try:
        assert profile.personal_limit() == (None, False)  # not the 100 of the old copy
    finally:
        profile.close()


@pytest.mark.parametrize("how", ["deleted", "damaged"])
def test_a_pin_alone_fails_closed_when_the_start_that_replaces_its_lost_file_is_killed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, how: str) -> None:
    """Nothing in the ledger remembers a PIN chosen without a limit: the new file itself must never be seen
    without the limit lost, even when the start that makes it is killed right after."""
    folder = tmp_path / "profile"
    profile = open_it(folder)
    try:
        assert profile.limits is not None
        profile.limits.set_pin(PIN)
    finally:
        profile.close()
    for name in ("limits.sqlite3", "limits-copy.sqlite3"):
        (folder / name).unlink()
    if how == "damaged":
        (folder / "limits.sqlite3").write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)

    def killed(*_: object, **__: object) -> None:
        raise KeyboardInterrupt  # the process ends here

    monkeypatch.setattr(SqliteStore, "write", killed)
    with contextlib.suppress(KeyboardInterrupt):
        open_it(folder).close()
    monkeypatch.undo()
    profile = open_it(folder)
    try:
        assert profile.personal_limit() == (None, False)
    finally:
        profile.close()
