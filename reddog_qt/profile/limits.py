"""Where the personal bet limit, its PIN and its lock are kept: their own small SQLite file.

``limits.sqlite3`` lives beside the ledger but apart from it, so damage to the
ledger never takes the limit, the PIN or the weekly lock along. After every
change a consistent copy is written beside it (``limits-copy.sqlite3``); if the
file itself is damaged or holds a value that cannot be read, it is set aside and
the copy is put back. Tables:

* ``personal_limit`` — one row: the limit, when it last changed, the latest
  time the app has ever seen (so a clock turned back cannot reopen a lock), and
  ``lost_at`` when neither the file nor its copy could be read;
* ``limit_changes`` — the history of every change, oldest first;
* ``pin`` — one row: the salted scrypt hash of the PIN, wrong PINs in a row,
  lockouts in a row and the end of a PIN lockout;
* ``breaks`` (format 2) — every break the player took: when it began and until
  when the table stays closed. A break cannot be ended early, and it runs on the
  same clock as the weekly lock (the latest time ever seen), so turning the
  computer's clock back does not shorten it.

The limit fails closed. If neither the file nor its copy can be read, the limit
is *lost*: :attr:`LimitStore.limit_known` is False, the table holds every bet to
its minimum, and a new limit counts as a raise from the smallest limit there is,
so it can be set once the week that began when the limit was lost is over
(:mod:`reddog_qt.engine.limits`). The PIN is never stored, logged or kept after
a call returns. Red Dog 1.0 kept these tables inside the ledger; a new file
takes them from there first (:func:`import_v1_rows`).

No Qt here.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import stat
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, tzinfo
from pathlib import Path
from types import TracebackType

from reddog_qt.engine.limits import LimitState, apply_change, effective_now, is_raise, lock_until
from reddog_qt.engine.pin import (
    PinError,
    PinState,
    hash_pin,
    pin_locked_error,
    pin_locked_until,
    record_pin_failure,
    record_pin_success,
    validate_new_pin,
    verify_pin,
    wrong_pin_error,
)
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP
from reddog_qt.profile.aside import put_back, set_aside
from reddog_qt.profile.notice import Notice
from reddog_qt.profile.rows import MAX_CREDITS, parse_time, whole
from reddog_qt.profile.store import (
    Clock,
    Damaged,
    ProfileError,
    ProfileUnavailableError,
    Schema,
    SqliteStore,
    read_only_uri,
    require_tables,
    sniff,
    utc_now,
)

log = logging.getLogger(__name__)

#: The limit file's format (``PRAGMA user_version``).
LIMITS_VERSION = 2
#: The breaks a player can take: a day, a week, a month. None can be ended early.
BREAK_LENGTHS = (timedelta(hours=24), timedelta(days=7), timedelta(days=30))
#: The name of the copy kept beside the limit file.
COPY_SUFFIX = "-copy"
#: No copy of the limit file is larger than this; a larger one is not Red Dog's.
MAX_COPY_BYTES = 64 * 1024 * 1024

#: Raised when the store cannot be used; the message is for the player.
LimitStoreError = ProfileError


class PinAlreadySetError(PinError):
    """A PIN exists already; it cannot be chosen again."""


class NoPinError(PinError):
    """No PIN has been chosen yet: choose one with :meth:`LimitStore.set_pin` first."""


@dataclass(frozen=True)
class LimitChange:
    """One row of the change history."""

    changed_at: datetime
    old_limit: int | None
    new_limit: int | None
    #: "lower", "raise" or "remove".
    direction: str
    table_minimum: int | None
    table_maximum: int | None


_CREATE = (
    """CREATE TABLE personal_limit (
        id            INTEGER PRIMARY KEY CHECK (id = 1),
        limit_credits INTEGER CHECK (limit_credits IS NULL OR limit_credits >= 1),
        changed_at    TEXT,
        latest_seen   TEXT,
        lost_at       TEXT
    )""",
    """CREATE TABLE limit_changes (
        id            INTEGER PRIMARY KEY AUTOINCREMENT,
        changed_at    TEXT NOT NULL,
        old_limit     INTEGER,
        new_limit     INTEGER,
        direction     TEXT NOT NULL CHECK (direction IN ('lower', 'raise', 'remove')),
        table_minimum INTEGER,
        table_maximum INTEGER
    )""",
    """CREATE TABLE pin (
        id           INTEGER PRIMARY KEY CHECK (id = 1),
        pin_hash     TEXT NOT NULL,
        failures     INTEGER NOT NULL DEFAULT 0,
        lockouts     INTEGER NOT NULL DEFAULT 0,
        locked_until TEXT,
        created_at   TEXT NOT NULL
    )""",
    "INSERT INTO personal_limit (id) VALUES (1)",
)

_BREAKS = """CREATE TABLE breaks (
        id         INTEGER PRIMARY KEY AUTOINCREMENT,
        started_at TEXT NOT NULL,
        until      TEXT NOT NULL
    )"""

_REQUIRED = {
    "personal_limit": {"id", "limit_credits", "changed_at", "latest_seen", "lost_at"},
    "limit_changes": {"changed_at", "old_limit", "new_limit", "direction", "table_minimum", "table_maximum"},
    "pin": {"pin_hash", "failures", "lockouts", "locked_until", "created_at"},
    "breaks": {"started_at", "until"},
}


def _create(conn: sqlite3.Connection) -> None:
    for statement in (*_CREATE, _BREAKS):
        conn.execute(statement)


def _upgrade_to_2(conn: sqlite3.Connection) -> None:
    """Format 1 to 2: the breaks table."""
    conn.execute(_BREAKS)


def _read_breaks(conn: sqlite3.Connection) -> list[tuple[datetime, datetime]]:
    """Every break taken (start, end); raises Damaged if one cannot be read: a break is never lost quietly."""
    found = []
    for started_at, until in conn.execute("SELECT started_at, until FROM breaks ORDER BY id").fetchall():
        try:
            start, end = parse_time(started_at), parse_time(until)
        except (ValueError, TypeError, OverflowError) as error:
            raise Damaged(f"a break cannot be read ({error})") from None
        if not start < end <= start + max(BREAK_LENGTHS):
            raise Damaged("a break has an impossible length")
        found.append((start, end))
    return found


#: The ways a limit can change, as stored.
DIRECTIONS = ("lower", "raise", "remove")


def _limit_or_none(value: object, what: str) -> int | None:
    if value is not None and not (whole(value) and 1 <= value <= MAX_CREDITS):
        raise Damaged(f"{what} is not a whole number of credits")
    return value


def _read_change(row: Sequence[object]) -> LimitChange:
    """One row of the change history (changed_at, old, new, direction, table minimum, maximum); raises Damaged."""
    changed_at, old, new, direction, minimum, maximum = row
    try:
        moment = parse_time(changed_at)
    except (ValueError, TypeError, OverflowError) as error:
        raise Damaged(f"a change's time cannot be read ({error})") from None
    if direction not in DIRECTIONS:
        raise Damaged("a change's direction is unknown")
    return LimitChange(moment, _limit_or_none(old, "a change's old limit"), _limit_or_none(new, "a change's new limit"),
                       str(direction), _limit_or_none(minimum, "a change's table minimum"),
                       _limit_or_none(maximum, "a change's table maximum"))


def _to_text(moment: datetime | None) -> str | None:
    return None if moment is None else moment.astimezone(UTC).isoformat()


def _time_or_none(value: object) -> datetime | None:
    return None if value is None else parse_time(value)


def _read_state(conn: sqlite3.Connection) -> tuple[LimitState, datetime | None]:
    """The stored limit state and when it was lost (None if it was not); raises Damaged if unreadable."""
    rows = conn.execute(
        "SELECT limit_credits, changed_at, latest_seen, lost_at FROM personal_limit WHERE id = 1").fetchall()
    if len(rows) != 1:
        raise Damaged("its personal-limit row is missing")
    limit, changed_at, latest_seen, lost_at = rows[0]
    try:
        state = LimitState(_limit_or_none(limit, "the limit"), _time_or_none(changed_at), _time_or_none(latest_seen))
        return state, _time_or_none(lost_at)
    except (Damaged, ValueError, TypeError, OverflowError) as error:
        raise Damaged(f"its personal limit cannot be read ({error})") from None


def _read_pin(conn: sqlite3.Connection) -> tuple[str | None, PinState]:
    """The stored PIN hash and PIN state; raises Damaged if unreadable."""
    rows = conn.execute("SELECT pin_hash, failures, lockouts, locked_until FROM pin WHERE id = 1").fetchall()
    if not rows:
        return None, PinState()
    encoded, failures, lockouts, locked_until = rows[0]
    try:
        if not isinstance(encoded, str) or not encoded.startswith("scrypt$") or len(encoded) > 300:
            raise ValueError("the PIN hash is not one Red Dog wrote")
        if not (whole(failures) and 0 <= failures < 100 and whole(lockouts) and 0 <= lockouts < 10**6):
            raise ValueError("the count of wrong PINs cannot be read")
        return encoded, PinState(failures, _time_or_none(locked_until), lockouts)
    except (ValueError, TypeError, OverflowError) as error:
        raise Damaged(f"its PIN cannot be read ({error})") from None


def _check(conn: sqlite3.Connection, version: int = LIMITS_VERSION) -> None:
    if version >= 2:
        require_tables(conn, _REQUIRED)
        _read_breaks(conn)
    else:
        require_tables(conn, {table: columns for table, columns in _REQUIRED.items() if table != "breaks"})
    _read_state(conn)
    _read_pin(conn)


LIMITS_SCHEMA = Schema(
    name="personal-limit file",
    version=LIMITS_VERSION,
    create=_create,
    upgrade_to={2: _upgrade_to_2},
    detect=lambda conn: 0 if not conn.execute("SELECT 1 FROM sqlite_master").fetchone() else _unknown(conn),
    check=_check,
)


def _unknown(conn: sqlite3.Connection) -> int:
    raise Damaged("it holds tables Red Dog did not write there")


def _missing_or_empty(path: Path) -> bool:
    """True if there is no file at ``path``, or an empty regular file (nothing SQLite would keep)."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return True
    except OSError:
        return False
    return stat.S_ISREG(info.st_mode) and info.st_size == 0


def _untouched(conn: sqlite3.Connection) -> bool:
    """True for a limit file as it was just made: no limit, no PIN, no change, no break, never lost."""
    row = conn.execute("SELECT limit_credits, changed_at, lost_at FROM personal_limit WHERE id = 1").fetchone()
    if row is None or any(value is not None for value in row):
        return False
    return not any(conn.execute(f"SELECT 1 FROM {table} LIMIT 1").fetchone()
                   for table in ("limit_changes", "pin", "breaks"))


def import_v1_rows(conn: sqlite3.Connection, rows: Mapping[str, Sequence[Mapping[str, object]]]) -> None:
    """Copy Red Dog 1.0's personal_limit, limit_changes and pin rows into a new limit file (in a transaction)."""
    for row in rows.get("personal_limit", [])[:1]:
        conn.execute("UPDATE personal_limit SET limit_credits = ?, changed_at = ?, latest_seen = ? WHERE id = 1",
                     (row.get("limit_credits"), row.get("changed_at"), row.get("latest_seen")))
    for row in rows.get("limit_changes", []):
        conn.execute(
            "INSERT INTO limit_changes (changed_at, old_limit, new_limit, direction, table_minimum, table_maximum) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (row.get("changed_at"), row.get("old_limit"), row.get("new_limit"), row.get("direction"),
             row.get("table_minimum"), row.get("table_maximum")))
    for row in rows.get("pin", [])[:1]:
        conn.execute("INSERT INTO pin (id, pin_hash, failures, lockouts, locked_until, created_at) "
                     "VALUES (1, ?, ?, 0, ?, ?)",
                     (row.get("pin_hash"), row.get("failures") or 0, row.get("locked_until"), row.get("created_at")))


class LimitStore:
    """The personal limit, its weekly lock and the PIN, kept in ``path`` (with a copy beside it).

    ``clock`` gives the current time (aware); tests pass a fake one. Every method
    that reads the time first moves the stored "latest seen" time forward, so the
    rules always run on :func:`~reddog_qt.engine.limits.effective_now`.
    ``v1_rows`` are the rows of a Red Dog 1.0 ledger to start a new file from.
    """

    def __init__(self, path: Path, clock: Clock = utc_now,
                 v1_rows: Mapping[str, Sequence[Mapping[str, object]]] | None = None, *,
                 expected: bool = False, exclusive: bool = False) -> None:
        self._path = Path(path)
        self._clock = clock
        self._exclusive = exclusive
        #: What the player should be told about the file (damage, restored from the copy, lost).
        self.notices: list[str] = []
        self._store = self._open(v1_rows, expected)

    # --- opening -------------------------------------------------------------

    @property
    def copy_path(self) -> Path:
        """The copy written after every change."""
        return self._path.with_name(self._path.stem + COPY_SUFFIX + self._path.suffix)

    def _open(self, v1_rows: Mapping[str, Sequence[Mapping[str, object]]] | None, expected: bool) -> SqliteStore:
        """Open the file; put the copy back if it is missing, empty or damaged; fail closed if neither is usable.

        ``expected`` says that the profile had a limit file before (the ledger says so): a file
        that is missing or empty then lost the limit, it is not a new profile's.
        """
        missing = _missing_or_empty(self._path)
        expected = expected or not _missing_or_empty(self.copy_path)
        if missing and not v1_rows and self._usable_copy():
            self._restore_copy()
            self.notices.append(Notice(QT_TRANSLATE_NOOP("Notice", "Your personal-limit file was missing or empty; it "
                                                                   "was restored from its copy: your limit, PIN and "
                                                                   "weekly lock are as they were."),
                                       "limits_restored_missing"))
            log.warning("The personal-limit file was missing or empty; its copy was put back.")
            missing = False
        v1_damage: list[str] = []
        seed = None if not v1_rows else (lambda conn: self._import_v1(conn, v1_rows, v1_damage))
        store = SqliteStore(self._path, LIMITS_SCHEMA, self._clock, seed=seed, exclusive=self._exclusive)
        damage = store.damage
        if v1_rows and not store.created and _untouched(store.connection):
            # A file made, but not filled, by an upgrade that was cut short (before the upgrade and
            # the file's creation became one step): the ledger still holds the limit, so take it now.
            with store.write("your personal limit from Red Dog 1.0") as conn:
                self._import_v1(conn, v1_rows, v1_damage)
        if v1_damage:
            self.notices.append(self._lost_notice(v1_damage[0]))
        if v1_rows or not store.created or (store.set_aside is None and not (missing and expected)):
            self._write_copy(store)
            return store
        # The file was damaged and set aside, or lost although the profile had one: put the copy back,
        # or fail closed.
        store.close()
        restored = store.set_aside is not None and self._restore_copy()
        store = SqliteStore(self._path, LIMITS_SCHEMA, self._clock, exclusive=self._exclusive)
        if restored and not store.created:
            log.warning("The personal-limit file was damaged (%s); its copy was put back.", damage)
            self.notices.append(Notice(QT_TRANSLATE_NOOP("Notice", "Your personal-limit file was damaged; it was "
                                                                   "restored from its copy: your limit, PIN and weekly "
                                                                   "lock are as they were."), "limits_restored"))
        else:
            with store.write("your personal limit") as conn:
                self._mark_lost(conn)
            if damage:
                self.notices.append(self._lost_notice(damage))
            else:
                log.warning("The personal-limit file and its copy are missing or empty; the limit fails closed.")
                self.notices.append(Notice(
                    QT_TRANSLATE_NOOP("Notice", "Your personal-limit file and its copy are missing or empty, so your "
                                                "limit, PIN and lock could not be kept. Until you set a limit again "
                                                "in Game > Bet Options, every bet is held to the table minimum."),
                    "limits_missing"))
        self._write_copy(store)
        return store

    def _import_v1(self, conn: sqlite3.Connection, rows: Mapping[str, Sequence[Mapping[str, object]]],
                   damage: list[str]) -> None:
        """Inside the transaction that makes the file: take Red Dog 1.0's rows, or fail closed if they are damaged."""
        conn.execute("SAVEPOINT v1_rows")
        try:
            import_v1_rows(conn, rows)
            _check(conn)
        except (Damaged, sqlite3.IntegrityError) as why:  # the 1.0 rows themselves were damaged: lost
            conn.execute("ROLLBACK TO v1_rows")
            log.warning("The personal limit of Red Dog 1.0 could not be read (%s).", why)
            damage.append(str(why))
            self._mark_lost(conn)
        conn.execute("RELEASE v1_rows")

    def _lost_notice(self, damage: str) -> Notice:
        return Notice(QT_TRANSLATE_NOOP("Notice", "Your personal-limit file was damaged (%1) and no copy could be "
                                                  "read, so your limit, PIN and lock could not be kept. Until you set "
                                                  "a limit again in Game > Bet Options, every bet is held to the "
                                                  "table minimum."), "limits_lost", damage=damage)

    def _mark_lost(self, conn: sqlite3.Connection) -> None:
        now = _to_text(self._now())
        conn.execute("UPDATE personal_limit SET limit_credits = NULL, changed_at = ?, latest_seen = ?, "
                     "lost_at = ? WHERE id = 1", (now, now, now))

    def _usable_copy(self) -> bool:
        """True if the copy is there and sound (an older format is upgraded when it is opened)."""
        copy = self.copy_path
        try:
            sniff(copy)
            if not copy.exists() or not 0 < copy.stat().st_size <= MAX_COPY_BYTES:
                return False
            conn = sqlite3.connect(read_only_uri(copy), uri=True, timeout=1.0)
            try:
                if conn.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
                    return False
                version = conn.execute("PRAGMA user_version").fetchone()[0]
                if not 1 <= version <= LIMITS_VERSION:
                    return False
                _check(conn, version)
            finally:
                conn.close()
            return True
        except (Damaged, ProfileError, OSError, sqlite3.Error) as why:
            log.warning("The copy of the personal-limit file could not be used (%s).", why)
            return False

    def _restore_copy(self) -> bool:
        """Put a sound copy in place of the file (missing, empty or already set aside); False if there is none."""
        if not self._usable_copy():
            return False
        try:
            # A journal left beside the old file belongs to it, not to the copy.
            for suffix in ("-wal", "-shm"):
                set_aside(self._path.with_name(self._path.name + suffix), self._now(), missing_ok=True)
            put_back(self.copy_path, self._path)
            return True
        except OSError as why:
            log.warning("The copy of the personal-limit file could not be put back (%s).", why)
            return False

    def _write_copy(self, store: SqliteStore | None = None) -> None:
        try:
            (store or self._store).copy_to(self.copy_path)
        except (OSError, sqlite3.Error) as error:
            # An older copy could hold a higher limit or no lock: it goes, so that a lost limit file
            # fails closed instead of coming back from it.
            log.warning("The copy of the personal-limit file could not be written (%s); the old copy was "
                        "removed.", error)
            with contextlib.suppress(OSError):
                self.copy_path.unlink()

    # --- plumbing ---------------------------------------------------------

    @contextlib.contextmanager
    def _writing(self, what: str) -> Iterator[sqlite3.Connection]:
        with self._store.write(what) as conn:
            yield conn
        self._write_copy()

    def _now(self) -> datetime:
        now = self._clock()
        if now.tzinfo is None or now.utcoffset() is None:
            raise ValueError("the clock given to LimitStore must return time-zone-aware datetimes")
        return now

    def _state(self, conn: sqlite3.Connection) -> tuple[LimitState, datetime | None]:
        try:
            return _read_state(conn)
        except Damaged as why:
            raise ProfileError(QT_TRANSLATE_NOOP("ProfileError", "Your personal limit cannot be read (%1); restart "
                                                                 "Red Dog to repair it."),
                               "limit_unreadable", reason=str(why)) from None

    def _pin(self, conn: sqlite3.Connection) -> tuple[str | None, PinState]:
        try:
            return _read_pin(conn)
        except Damaged as why:
            raise ProfileError(QT_TRANSLATE_NOOP("ProfileError", "Your PIN cannot be read (%1); restart Red Dog to "
                                                                 "repair it."), "pin_unreadable",
                               reason=str(why)) from None

    def _write_seen(self, conn: sqlite3.Connection, state: LimitState, now: datetime) -> datetime:
        """Move latest_seen up to ``now`` (inside a transaction); return the effective now."""
        effective = effective_now(state, now)
        if state.latest_seen != effective:
            conn.execute("UPDATE personal_limit SET latest_seen = ? WHERE id = 1", (_to_text(effective),))
        return effective

    def _write_pin_state(self, conn: sqlite3.Connection, pin_state: PinState) -> None:
        conn.execute("UPDATE pin SET failures = ?, lockouts = ?, locked_until = ? WHERE id = 1",
                     (pin_state.failures, pin_state.lockouts, _to_text(pin_state.locked_until)))

    @staticmethod
    def _rule_state(state: LimitState, lost_at: datetime | None) -> LimitState:
        """The state the weekly rule sees: a lost limit counts as the smallest limit, changed when it was lost."""
        if lost_at is None:
            return state
        return LimitState(1, lost_at, state.latest_seen)

    # --- queries ----------------------------------------------------------

    @property
    def path(self) -> Path:
        """The database file."""
        return self._path

    @property
    def clock(self) -> Clock:
        """The clock this store reads (the dialogs use the same one)."""
        return self._clock

    @property
    def state(self) -> LimitState:
        """The limit state as the weekly rule sees it (read fresh from the file)."""
        state, lost_at = self._state(self._store.connection)
        return self._rule_state(state, lost_at)

    @property
    def limit_known(self) -> bool:
        """False once the limit was lost (see the module docstring): bets are held to the table minimum."""
        return self._state(self._store.connection)[1] is None

    @property
    def limit(self) -> int | None:
        """The personal limit in credits, or None (each table's maximum applies, if the limit is known)."""
        state, lost_at = self._state(self._store.connection)
        return None if lost_at is not None else state.limit

    @property
    def pin_state(self) -> PinState:
        """Wrong PINs in a row and the end of any PIN lockout."""
        return self._pin(self._store.connection)[1]

    @property
    def has_pin(self) -> bool:
        """True once a PIN has been chosen."""
        return self._pin(self._store.connection)[0] is not None

    def history(self) -> list[LimitChange]:
        """Every readable change of the limit, oldest first."""
        rows = self._store.read(
            "SELECT changed_at, old_limit, new_limit, direction, table_minimum, table_maximum "
            "FROM limit_changes ORDER BY id")
        changes = []
        for row in rows:
            try:
                changes.append(_read_change(row))
            except Damaged as why:
                log.warning("A damaged row of the limit history was skipped (%s).", why)
        return changes

    def touch(self) -> LimitState:
        """Record that the app has seen the current time; return the (updated) state."""
        with self._store.write("the time") as conn:
            state, lost_at = self._state(conn)
            effective = self._write_seen(conn, state, self._now())
        return self._rule_state(LimitState(state.limit, state.changed_at, effective), lost_at)

    def now(self) -> datetime:
        """The time the rules use now (never earlier than any time seen before); records it."""
        state = self.touch()
        assert state.latest_seen is not None
        return state.latest_seen

    def lock_until(self) -> datetime | None:
        """When raising the limit opens again, or None if it is open now (on the clock as it is now)."""
        state = self.touch()
        return lock_until(state, self._now())

    def pin_locked_until(self) -> datetime | None:
        """When PIN entry opens again after too many wrong PINs, or None if it is open now."""
        self.touch()
        return pin_locked_until(self.pin_state, self._now())

    def break_until(self) -> datetime | None:
        """When the break the player is taking ends, or None if the table is open (on the tamper-proof clock)."""
        now = self._now()
        with self._store.write("the time") as conn:
            self._write_seen(conn, self._state(conn)[0], now)
            ends = [until for _, until in self._breaks(conn) if until > now]
        return max(ends) if ends else None

    def breaks(self) -> list[tuple[datetime, datetime]]:
        """Every break taken, oldest first: (start, end)."""
        return self._breaks(self._store.connection)

    def _breaks(self, conn: sqlite3.Connection) -> list[tuple[datetime, datetime]]:
        try:
            return _read_breaks(conn)
        except Damaged as why:
            raise ProfileError(QT_TRANSLATE_NOOP("ProfileError", "Your breaks cannot be read (%1); restart Red Dog to "
                                                                 "repair it."),
                               "breaks_unreadable", reason=str(why)) from None

    # --- changes ----------------------------------------------------------

    def take_break(self, length: timedelta) -> datetime:
        """Close the table for ``length`` (one of :data:`BREAK_LENGTHS`) from now; returns when it opens again.

        It cannot be undone. A break taken during another ends at the later of the two ends.
        """
        if length not in BREAK_LENGTHS:
            raise ValueError(f"a break lasts 24 hours, 7 days or 30 days, not {length}")
        with self._writing("your break") as conn:
            now = self._write_seen(conn, self._state(conn)[0], self._now())
            until = now + length
            conn.execute("INSERT INTO breaks (started_at, until) VALUES (?, ?)", (_to_text(now), _to_text(until)))
            ends = [end for _, end in self._breaks(conn)]
        log.info("break taken until %s", until.isoformat())
        return max(ends)

    def set_pin(self, new_pin: str) -> None:
        """Choose the PIN (first use only): 4 to 8 digits. Raises PinAlreadySetError if one exists."""
        validate_new_pin(new_pin)
        encoded = hash_pin(new_pin)
        with self._writing("your PIN") as conn:
            if self._pin(conn)[0] is not None:
                raise PinAlreadySetError(QT_TRANSLATE_NOOP("Refusal", "You already have a PIN; type it to confirm "
                                                                      "changes."), "pin_already_set")
            now = self._write_seen(conn, self._state(conn)[0], self._now())
            conn.execute("INSERT INTO pin (id, pin_hash, failures, lockouts, locked_until, created_at) "
                         "VALUES (1, ?, 0, 0, NULL, ?)", (encoded, _to_text(now)))
        log.info("personal bet limit: PIN chosen")

    def check_pin(self, pin: str, local_zone: tzinfo | None = None) -> None:
        """Verify ``pin`` (counting wrong PINs, with the lockout); raise a PinError if it is refused."""
        now = self._now()
        with self._writing("your PIN check") as conn:
            refusal = self._verify_pin(conn, pin, self._write_seen(conn, self._state(conn)[0], now), now,
                                       local_zone)
        if refusal is not None:
            raise refusal

    def _lowering_while_pin_locked(self, conn: sqlite3.Connection, state: LimitState, new_limit: int | None,
                                   clock_now: datetime) -> bool:
        """True if ``new_limit`` lowers the limit while PIN entry is locked out (it then needs no PIN)."""
        if new_limit is None or new_limit == state.limit or is_raise(state.limit, new_limit):
            return False
        encoded, pin_state = self._pin(conn)
        return encoded is not None and pin_locked_until(pin_state, clock_now) is not None

    def _verify_pin(self, conn: sqlite3.Connection, pin: str, now: datetime, clock_now: datetime,
                    local_zone: tzinfo | None) -> PinError | None:
        """Inside a transaction: verify the PIN and record the outcome; return the refusal, if any.

        ``now`` (the latest time seen) stamps a wrong PIN; ``clock_now`` (the clock as it is)
        decides whether a lockout has ended. The refusal is returned, not raised, so that the
        transaction commits the count of wrong PINs before the caller refuses the change.
        """
        encoded, pin_state = self._pin(conn)
        if encoded is None:
            return NoPinError(QT_TRANSLATE_NOOP("Refusal", "Choose a PIN first: you will type it to confirm every "
                                                           "change of your limit."), "no_pin")
        until = pin_locked_until(pin_state, clock_now)
        if until is not None:
            return pin_locked_error(until, local_zone, now)
        try:
            ok = verify_pin(pin, encoded)
        except ValueError as exc:
            raise ProfileError(QT_TRANSLATE_NOOP("ProfileError", "Your PIN could not be checked: %1."),
                               "pin_not_checked", reason=str(exc)) from exc
        if ok:
            if pin_state != PinState():
                self._write_pin_state(conn, record_pin_success(pin_state))
            return None
        failed = record_pin_failure(pin_state, now)
        self._write_pin_state(conn, failed)
        log.warning("personal bet limit: wrong PIN (%d in a row)", pin_state.failures + 1)
        return wrong_pin_error(failed, local_zone, now)

    def change_limit(
        self,
        new_limit: int | None,
        pin: str,
        *,
        table_minimum: int | None = None,
        table_maximum: int | None = None,
        local_zone: tzinfo | None = None,
    ) -> LimitState:
        """Change the personal limit (None removes it), confirmed with ``pin``; return the new state.

        While PIN entry is locked after wrong PINs, a lower limit is accepted without the PIN
        (``pin`` is not looked at): lowering protects the player and is never held up.
        Order: the PIN (wrong PINs are counted and can lock PIN entry), then the
        weekly policy and the table's limits
        (:func:`~reddog_qt.engine.limits.check_change`), then one transaction that
        saves the limit and a history row. Refusals are LimitChangeError subclasses
        with messages for the player; nothing is changed except the PIN count.
        """
        clock_now = self._now()
        with self._writing("your PIN check") as conn:
            stored, lost_at = self._state(conn)
            now = self._write_seen(conn, stored, clock_now)
            if self._lowering_while_pin_locked(conn, self._rule_state(stored, lost_at), new_limit, clock_now):
                # Lowering is the protective direction: a PIN lockout never stands in its way.
                refusal = None
            else:
                refusal = self._verify_pin(conn, pin, now, clock_now, local_zone)
        if refusal is not None:
            raise refusal
        with self._writing("your personal limit") as conn:
            stored, lost_at = self._state(conn)
            state = self._rule_state(stored, lost_at)
            self._write_seen(conn, stored, clock_now)
            # Judged on the clock as it is, stamped no earlier than the latest time seen.
            new_state = apply_change(state, new_limit, clock_now, table_minimum=table_minimum,
                                     table_maximum=table_maximum, local_zone=local_zone)
            direction = "remove" if new_limit is None else ("raise" if is_raise(state.limit, new_limit) else "lower")
            conn.execute(
                "UPDATE personal_limit SET limit_credits = ?, changed_at = ?, latest_seen = ?, lost_at = NULL "
                "WHERE id = 1",
                (new_state.limit, _to_text(new_state.changed_at), _to_text(new_state.latest_seen)))
            conn.execute(
                "INSERT INTO limit_changes (changed_at, old_limit, new_limit, direction, table_minimum, "
                "table_maximum) VALUES (?, ?, ?, ?, ?, ?)",
                (_to_text(new_state.changed_at), stored.limit, new_limit, direction, table_minimum, table_maximum))
        log.info("personal bet limit: %s from %s to %s", direction, stored.limit, new_limit)
        return new_state

    # --- lifetime ---------------------------------------------------------

    def close(self) -> None:
        """Close the connection (the store cannot be used afterwards)."""
        self._store.close()

    def __enter__(self) -> LimitStore:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.close()


__all__ = ["BREAK_LENGTHS", "LIMITS_VERSION", "LimitChange", "LimitStore", "LimitStoreError", "NoPinError",
           "PinAlreadySetError", "ProfileUnavailableError", "import_v1_rows"]
