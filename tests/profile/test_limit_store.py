"""The bet-limit store: its own SQLite file and copy, a fake clock, restarts, the PIN lockout and PIN secrecy."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from reddog_qt.engine.limits import LimitInputError, LimitLockedError, LimitState
from reddog_qt.engine.pin import InvalidPinError, PinLockedError, WrongPinError
from reddog_qt.profile.aside import copy_path_of
from reddog_qt.profile.limit_file import LIMITS_VERSION
from reddog_qt.profile.limits import LimitStore, NoPinError, PinAlreadySetError

PIN = "4739"          # distinctive: must never appear in any file
OTHER_PIN = "8152"
TUESDAY = datetime(2026, 11, 24, 15, 0, tzinfo=UTC)      # Tue 24 Nov 2026 10:00 EST
NEXT_FRIDAY = datetime(2026, 11, 27, 0, 0, tzinfo=ZoneInfo("America/New_York"))


class FakeClock:
    """A clock the test moves by hand."""

    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **kwargs: float) -> None:
        self.now += timedelta(**kwargs)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(TUESDAY)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "profile" / "limits.sqlite3"


@pytest.fixture
def store(db_path: Path, clock: FakeClock) -> LimitStore:
    with LimitStore(db_path, clock) as opened:
        yield opened


def test_a_new_store_is_its_own_file_with_a_copy(store: LimitStore, db_path: Path) -> None:
    assert store.path == db_path and store.notices == [] and store.limit_known
    assert db_path.with_name("limits-copy.sqlite3").is_file()
    conn = sqlite3.connect(db_path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == LIMITS_VERSION
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    conn.close()
    assert {"personal_limit", "limit_changes", "pin"} <= tables and "hands" not in tables


def read_copy(store: LimitStore) -> tuple[object, ...]:
    conn = sqlite3.connect(f"file:{copy_path_of(store.path)}?mode=ro", uri=True)
    try:
        limit = conn.execute("SELECT limit_credits FROM personal_limit").fetchone()[0]
        pin = conn.execute("SELECT pin_hash, failures FROM pin").fetchone()
        changes = conn.execute("SELECT count(*) FROM limit_changes").fetchone()[0]
    finally:
        conn.close()
    return limit, pin, changes


def test_the_copy_follows_every_change(store: LimitStore) -> None:
    store.set_pin(PIN)
    assert read_copy(store)[1][1] == 0  # type: ignore[index]
    store.change_limit(250, PIN, table_minimum=5, table_maximum=300)
    limit, (encoded, failures), changes = read_copy(store)  # type: ignore[misc]
    assert (limit, failures, changes) == (250, 0, 1) and encoded.startswith("scrypt$")
    with pytest.raises(WrongPinError):
        store.check_pin(OTHER_PIN)
    assert read_copy(store)[1][1] == 1  # type: ignore[index]  # wrong PINs are in the copy too


def test_a_new_store_has_no_limit_and_no_pin(store: LimitStore) -> None:
    assert store.limit is None
    assert not store.has_pin
    assert store.lock_until() is None
    assert store.pin_locked_until() is None
    with pytest.raises(NoPinError):
        store.change_limit(250, PIN, table_minimum=5, table_maximum=300)


def test_set_pin_once(store: LimitStore) -> None:
    with pytest.raises(InvalidPinError):
        store.set_pin("12")
    assert not store.has_pin
    store.set_pin(PIN)
    assert store.has_pin
    with pytest.raises(PinAlreadySetError):
        store.set_pin(OTHER_PIN)


def test_change_persists_across_restarts(db_path: Path, clock: FakeClock) -> None:
    with LimitStore(db_path, clock) as store:
        store.set_pin(PIN)
        state = store.change_limit(250, PIN, table_minimum=5, table_maximum=300)
        assert state == LimitState(250, TUESDAY, TUESDAY)
    clock.advance(hours=3)
    with LimitStore(db_path, clock) as reopened:
        assert reopened.limit == 250
        assert reopened.has_pin
        assert reopened.state.changed_at == TUESDAY
        assert reopened.lock_until() == NEXT_FRIDAY
        with pytest.raises(LimitLockedError):
            reopened.change_limit(300, PIN, table_minimum=5, table_maximum=300)
        assert reopened.change_limit(100, PIN, table_minimum=5, table_maximum=300).limit == 100
        history = reopened.history()
    assert [(c.old_limit, c.new_limit, c.direction) for c in history] == [(None, 250, "lower"), (250, 100, "lower")]
    with LimitStore(db_path, clock) as again:
        assert again.limit == 100


def test_raise_next_week_and_removal(store: LimitStore, clock: FakeClock) -> None:
    store.set_pin(PIN)
    store.change_limit(250, PIN, table_minimum=5, table_maximum=300)
    clock.now = NEXT_FRIDAY
    assert store.lock_until() is None
    store.change_limit(300, PIN, table_minimum=5, table_maximum=300)
    with pytest.raises(LimitLockedError, match="remove your limit"):
        store.change_limit(None, PIN)
    clock.now = NEXT_FRIDAY + timedelta(days=7)
    store.change_limit(None, PIN)
    assert store.limit is None
    assert store.history()[-1].direction == "remove"


def test_turning_the_clock_back_does_not_reopen_the_lock(db_path: Path, clock: FakeClock) -> None:
    with LimitStore(db_path, clock) as store:
        store.set_pin(PIN)
        store.change_limit(100, PIN, table_minimum=5, table_maximum=300)
        clock.advance(days=1)
        store.touch()
    clock.now = TUESDAY - timedelta(days=30)          # the player turns the clock back a month
    with LimitStore(db_path, clock) as store:
        assert store.lock_until() == NEXT_FRIDAY
        with pytest.raises(LimitLockedError):
            store.change_limit(250, PIN, table_minimum=5, table_maximum=300)
        state = store.change_limit(50, PIN, table_minimum=5, table_maximum=300)
        assert state.changed_at == TUESDAY + timedelta(days=1)


def test_five_wrong_pins_lock_pin_entry_for_fifteen_minutes(db_path: Path, clock: FakeClock) -> None:
    with LimitStore(db_path, clock) as store:
        store.set_pin(PIN)
        tries = []
        for _ in range(4):
            with pytest.raises(WrongPinError) as wrong:
                store.change_limit(100, OTHER_PIN, table_minimum=5, table_maximum=300)
            tries.append(wrong.value.tries_left)
        assert tries == [4, 3, 2, 1]
        clock.advance(minutes=2)
        with pytest.raises(PinLockedError) as locked:
            store.change_limit(100, OTHER_PIN, table_minimum=5, table_maximum=300,
                               local_zone=UTC)
        assert str(locked.value) == "PIN entry is locked until 15:17 after 5 wrong PINs in a row."
        until = TUESDAY + timedelta(minutes=17)
        assert store.pin_locked_until() == until
        # even the right PIN is refused while locked (a lower limit needs none: see the test below)
        clock.advance(minutes=14, seconds=59)
        with pytest.raises(PinLockedError):
            store.check_pin(PIN)
        assert store.limit is None
    # the lockout survives a restart, and turning the clock back cannot shorten it
    clock.now = TUESDAY - timedelta(days=1)
    with LimitStore(db_path, clock) as store:
        assert store.pin_locked_until() == until
        clock.now = until
        assert store.pin_locked_until() is None
        assert store.change_limit(100, PIN, table_minimum=5, table_maximum=300).limit == 100
        assert store.pin_state.failures == 0


def test_a_correct_pin_resets_the_count(store: LimitStore) -> None:
    store.set_pin(PIN)
    for _ in range(4):
        with pytest.raises(WrongPinError):
            store.check_pin(OTHER_PIN)
    store.check_pin(PIN)
    assert store.pin_state.failures == 0
    with pytest.raises(WrongPinError) as wrong:
        store.check_pin(OTHER_PIN)
    assert wrong.value.tries_left == 4


def test_refused_changes_save_nothing(store: LimitStore) -> None:
    store.set_pin(PIN)
    with pytest.raises(LimitInputError):
        store.change_limit(500, PIN, table_minimum=5, table_maximum=300)
    with pytest.raises(LimitInputError):
        store.change_limit(2, PIN, table_minimum=5, table_maximum=300)
    with pytest.raises(WrongPinError):
        store.change_limit(100, OTHER_PIN, table_minimum=5, table_maximum=300)
    assert store.limit is None
    assert store.history() == []
    assert store.state.changed_at is None


def test_the_pin_is_never_stored_in_clear(tmp_path: Path, db_path: Path, clock: FakeClock,
                                          caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level("DEBUG")
    store = LimitStore(db_path, clock)
    store.set_pin(PIN)
    store.change_limit(250, PIN, table_minimum=5, table_maximum=300)
    with pytest.raises(WrongPinError):
        store.change_limit(100, "4738", table_minimum=5, table_maximum=300)
    encoded = sqlite3.connect(db_path).execute("SELECT pin_hash FROM pin").fetchone()[0]
    assert encoded != PIN and encoded.startswith("scrypt$")
    # read every file in the profile while the store is open (the -wal file included) and after
    for moment in ("open", "closed"):
        files = [p for p in tmp_path.rglob("*") if p.is_file()]
        assert {"limits.sqlite3", "limits-copy.sqlite3"} <= {p.name for p in files}
        if moment == "open":
            assert any(p.name.endswith("-wal") for p in files)
        for path in files:
            data = path.read_bytes()
            for form in (PIN.encode(), PIN.encode("utf-16-le"), b"4738"):
                assert form not in data, f"the PIN is readable in {path.name}"
        store.close()
    assert PIN not in caplog.text and "4738" not in caplog.text


def test_a_file_of_other_tables_is_not_taken_for_the_limit_file(db_path: Path, clock: FakeClock) -> None:
    # The limit file holds nothing else; unknown tables mean it is not ours: kept aside, never changed.
    db_path.parent.mkdir(parents=True)
    other = sqlite3.connect(db_path)
    other.execute("CREATE TABLE hands (id INTEGER PRIMARY KEY, net INTEGER)")
    other.execute("INSERT INTO hands (net) VALUES (25)")
    other.commit()
    other.close()
    with LimitStore(db_path, clock) as store:
        assert not store.limit_known  # no copy: fails closed
    (aside,) = db_path.parent.glob("limits.sqlite3.bad-*")
    kept = sqlite3.connect(aside)
    assert kept.execute("SELECT net FROM hands").fetchall() == [(25,)]
    kept.close()


def test_an_unreadable_file_is_restored_from_its_copy(db_path: Path, clock: FakeClock) -> None:
    with LimitStore(db_path, clock) as store:
        store.set_pin(PIN)
        store.change_limit(250, PIN, table_minimum=5, table_maximum=300)
    db_path.write_bytes(b"this is not a database, it is a shopping list" * 100)
    with LimitStore(db_path, clock) as store:
        assert store.limit == 250 and store.limit_known and store.has_pin
        assert store.lock_until() == NEXT_FRIDAY
        (notice,) = store.notices
        assert "restored from its copy" in notice
        store.check_pin(PIN)
    (aside,) = db_path.parent.glob("limits.sqlite3.bad-*")
    assert aside.read_bytes().startswith(b"this is not a database")


def test_naive_clock_is_refused(db_path: Path) -> None:
    with (LimitStore(db_path, lambda: datetime(2026, 11, 24, 12, 0)) as store,
          pytest.raises(ValueError, match="time-zone-aware")):
        store.touch()


@pytest.fixture
def writes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the limit file records from now on: one entry per transaction, "copy" per copy written."""
    from reddog_qt.profile.store import SqliteStore

    done: list[str] = []
    real_write, real_copy = SqliteStore.write, SqliteStore.copy_to

    def write(self: SqliteStore, what: str):  # type: ignore[no-untyped-def]
        done.append(what)
        return real_write(self, what)

    def copy_to(self: SqliteStore, target: Path) -> None:
        done.append("copy")
        real_copy(self, target)

    monkeypatch.setattr(SqliteStore, "write", write)
    monkeypatch.setattr(SqliteStore, "copy_to", copy_to)
    return done


def test_reading_the_time_writes_at_most_once_a_minute_and_never_the_copy(store: LimitStore, clock: FakeClock,
                                                                          writes: list[str]) -> None:
    store.set_pin(PIN)
    store.change_limit(250, PIN, table_minimum=5, table_maximum=300)
    writes.clear()
    copy = copy_path_of(store.path).read_bytes()
    for _ in range(30):
        clock.advance(seconds=1)
        for read in (store.touch, store.lock_until, store.pin_locked_until, store.break_until):
            read()
        store.check_pin(PIN)  # a right PIN with no wrong one before it changes nothing
    assert writes == []
    clock.advance(seconds=31)
    assert store.lock_until() == NEXT_FRIDAY and store.touch().latest_seen == clock.now
    assert writes == ["the time"]
    assert copy_path_of(store.path).read_bytes() == copy


def test_the_rules_use_the_latest_time_seen_before_it_is_written(store: LimitStore, clock: FakeClock,
                                                                  writes: list[str]) -> None:
    store.set_pin(PIN)
    writes.clear()
    clock.advance(seconds=50)
    ahead = clock.now
    assert store.touch().latest_seen == ahead and writes == []
    clock.advance(days=-3)  # turned back: the rules still run on the time seen
    assert store.touch().latest_seen == ahead
    state = store.change_limit(100, PIN, table_minimum=5, table_maximum=300)
    assert state.changed_at == ahead  # stamped no earlier than the time seen
    assert writes == ["your personal limit", "copy"]


def test_a_limit_change_is_one_transaction_and_one_copy(store: LimitStore, clock: FakeClock,
                                                        writes: list[str]) -> None:
    store.set_pin(PIN)
    with pytest.raises(WrongPinError):
        store.check_pin(OTHER_PIN)
    writes.clear()
    clock.advance(minutes=5)
    store.change_limit(250, PIN, table_minimum=5, table_maximum=300)  # with the count of wrong PINs reset
    assert writes == ["your personal limit", "copy"]
    assert store.pin_state.failures == 0 and read_copy(store)[1][1] == 0  # type: ignore[index]
    writes.clear()
    with pytest.raises(LimitLockedError):
        store.change_limit(300, PIN, table_minimum=5, table_maximum=300)
    assert writes == []  # a refusal writes nothing
