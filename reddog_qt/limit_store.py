"""Where the personal bet limit and its PIN are kept: three tables in the player's ledger database.

The ledger (another module) keeps its own tables in the same SQLite file; this
module only touches its own, through its own connection:

* ``personal_limit`` — one row: the limit, when it last changed, and the
  latest time the app has ever seen (so a clock turned back cannot reopen a lock);
* ``limit_changes`` — the history of every change, oldest first;
* ``pin`` — one row: the salted scrypt hash of the PIN, the count of wrong
  PINs in a row and the end of a PIN lockout.

The PIN itself is never stored, logged or kept after a call returns. Each
change is one transaction (``BEGIN IMMEDIATE``), so two copies of the app
cannot both use the same weekly raise. The rules themselves live in
:mod:`reddog_qt.engine.limits`; this class only applies them to what is on disk.
No Qt here.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Iterator
import contextlib
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone, tzinfo
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

log = logging.getLogger(__name__)

Clock = Callable[[], datetime]


def _utc_now() -> datetime:
    return datetime.now(timezone.utc)


class LimitStoreError(RuntimeError):
    """The bet-limit settings could not be read or written; the message says which file and why."""


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


_SCHEMA = """
CREATE TABLE IF NOT EXISTS personal_limit (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    limit_credits INTEGER CHECK (limit_credits IS NULL OR limit_credits >= 1),
    changed_at  TEXT,
    latest_seen TEXT
);
CREATE TABLE IF NOT EXISTS limit_changes (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    changed_at    TEXT NOT NULL,
    old_limit     INTEGER,
    new_limit     INTEGER,
    direction     TEXT NOT NULL CHECK (direction IN ('lower', 'raise', 'remove')),
    table_minimum INTEGER,
    table_maximum INTEGER
);
CREATE TABLE IF NOT EXISTS pin (
    id           INTEGER PRIMARY KEY CHECK (id = 1),
    pin_hash     TEXT NOT NULL,
    failures     INTEGER NOT NULL DEFAULT 0,
    locked_until TEXT,
    created_at   TEXT NOT NULL
);
"""


def _to_text(moment: datetime | None) -> str | None:
    return None if moment is None else moment.astimezone(timezone.utc).isoformat()


def _from_text(text: str | None) -> datetime | None:
    if text is None:
        return None
    moment = datetime.fromisoformat(text)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment


class LimitStore:
    """The personal limit, its weekly lock and the PIN, kept in ``db_path``.

    ``clock`` gives the current time (aware); tests pass a fake one. Every method
    that reads the time first moves the stored "latest seen" time forward, so the
    rules always run on :func:`~reddog_qt.engine.limits.effective_now`.
    """

    def __init__(self, db_path: Path, clock: Clock = _utc_now) -> None:
        self._path = Path(db_path)
        self._clock = clock
        try:
            self._path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self._path, timeout=10.0, isolation_level=None)
        except (OSError, sqlite3.Error) as exc:
            raise LimitStoreError(f"Cannot open your bet-limit settings in {self._path}: {exc}") from exc
        try:
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA busy_timeout=10000")
            self._db.execute("PRAGMA synchronous=FULL")  # a saved change must survive a power cut
            with self._transaction():
                for statement in _SCHEMA.split(";"):
                    if statement.strip():
                        self._db.execute(statement)
                self._db.execute("INSERT OR IGNORE INTO personal_limit (id) VALUES (1)")
            self._read_state()
        except (sqlite3.Error, ValueError) as exc:
            self._db.close()
            raise LimitStoreError(
                f"Cannot read your bet-limit settings in {self._path}: {exc}. "
                "The file may be damaged or from another program.") from exc

    # --- plumbing ---------------------------------------------------------

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    def _now(self) -> datetime:
        now = self._clock()
        if now.tzinfo is None or now.utcoffset() is None:
            raise ValueError("the clock given to LimitStore must return time-zone-aware datetimes")
        return now

    def _read_state(self) -> LimitState:
        row = self._db.execute(
            "SELECT limit_credits, changed_at, latest_seen FROM personal_limit WHERE id = 1").fetchone()
        if row is None:
            return LimitState()
        return LimitState(row[0], _from_text(row[1]), _from_text(row[2]))

    def _read_pin(self) -> tuple[str | None, PinState]:
        row = self._db.execute("SELECT pin_hash, failures, locked_until FROM pin WHERE id = 1").fetchone()
        if row is None:
            return None, PinState()
        return row[0], PinState(int(row[1]), _from_text(row[2]))

    def _write_seen(self, state: LimitState, now: datetime) -> datetime:
        """Move latest_seen up to ``now`` (inside a transaction); return the effective now."""
        effective = effective_now(state, now)
        if state.latest_seen != effective:
            self._db.execute("UPDATE personal_limit SET latest_seen = ? WHERE id = 1", (_to_text(effective),))
        return effective

    def _write_pin_state(self, pin_state: PinState) -> None:
        self._db.execute("UPDATE pin SET failures = ?, locked_until = ? WHERE id = 1",
                         (pin_state.failures, _to_text(pin_state.locked_until)))

    def _guard(self, what: str) -> contextlib.AbstractContextManager[None]:
        return _guard_errors(self._path, what)

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
        """The limit state as stored (read fresh from the file)."""
        with self._guard("read"):
            return self._read_state()

    @property
    def limit(self) -> int | None:
        """The personal limit in credits, or None (each table's maximum applies)."""
        return self.state.limit

    @property
    def pin_state(self) -> PinState:
        """Wrong PINs in a row and the end of any PIN lockout."""
        with self._guard("read"):
            return self._read_pin()[1]

    @property
    def has_pin(self) -> bool:
        """True once a PIN has been chosen."""
        with self._guard("read"):
            return self._read_pin()[0] is not None

    def history(self) -> list[LimitChange]:
        """Every change of the limit, oldest first."""
        with self._guard("read"):
            rows = self._db.execute(
                "SELECT changed_at, old_limit, new_limit, direction, table_minimum, table_maximum "
                "FROM limit_changes ORDER BY id").fetchall()
        return [LimitChange(_from_text(r[0]), r[1], r[2], r[3], r[4], r[5]) for r in rows]  # type: ignore[arg-type]

    def touch(self) -> LimitState:
        """Record that the app has seen the current time; return the (updated) state."""
        with self._guard("write"), self._transaction():
            state = self._read_state()
            effective = self._write_seen(state, self._now())
        return LimitState(state.limit, state.changed_at, effective)

    def now(self) -> datetime:
        """The time the rules use now (never earlier than any time seen before); records it."""
        state = self.touch()
        assert state.latest_seen is not None
        return state.latest_seen

    def lock_until(self) -> datetime | None:
        """When raising the limit opens again, or None if it is open now."""
        state = self.touch()
        return lock_until(state, state.latest_seen)

    def pin_locked_until(self) -> datetime | None:
        """When PIN entry opens again after 5 wrong PINs, or None if it is open now."""
        now = self.now()
        return pin_locked_until(self.pin_state, now)

    # --- changes ----------------------------------------------------------

    def set_pin(self, new_pin: str) -> None:
        """Choose the PIN (first use only): 4 to 8 digits. Raises PinAlreadySetError if one exists."""
        validate_new_pin(new_pin)
        encoded = hash_pin(new_pin)
        with self._guard("write"), self._transaction():
            if self._read_pin()[0] is not None:
                raise PinAlreadySetError("You already have a PIN; type it to confirm changes.")
            now = self._write_seen(self._read_state(), self._now())
            self._db.execute("INSERT INTO pin (id, pin_hash, failures, locked_until, created_at) "
                             "VALUES (1, ?, 0, NULL, ?)", (encoded, _to_text(now)))
        log.info("personal bet limit: PIN chosen")

    def check_pin(self, pin: str, local_zone: tzinfo | None = None) -> None:
        """Verify ``pin`` (counting wrong PINs, with the lockout); raise a PinError if it is refused."""
        with self._guard("write"), self._transaction():
            refusal = self._verify_pin(pin, self._write_seen(self._read_state(), self._now()), local_zone)
        if refusal is not None:
            raise refusal

    def _verify_pin(self, pin: str, now: datetime, local_zone: tzinfo | None) -> PinError | None:
        """Inside a transaction: verify the PIN and record the outcome; return the refusal, if any.

        The refusal is returned, not raised, so that the transaction commits the count of
        wrong PINs before the caller refuses the change.
        """
        encoded, pin_state = self._read_pin()
        if encoded is None:
            return NoPinError("Choose a PIN first: you will type it to confirm every change of your limit.")
        until = pin_locked_until(pin_state, now)
        if until is not None:
            return pin_locked_error(until, local_zone)
        try:
            ok = verify_pin(pin, encoded)
        except ValueError as exc:
            raise LimitStoreError(f"Your PIN could not be checked: {exc}.") from exc
        if ok:
            if pin_state != PinState():
                self._write_pin_state(record_pin_success(pin_state))
            return None
        failed = record_pin_failure(pin_state, now)
        self._write_pin_state(failed)
        log.warning("personal bet limit: wrong PIN (%d in a row)", pin_state.failures + 1)
        return wrong_pin_error(failed, local_zone)

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

        Order: the PIN (wrong PINs are counted and can lock PIN entry), then the
        weekly policy and the table's limits
        (:func:`~reddog_qt.engine.limits.check_change`), then one transaction that
        saves the limit and a history row. Refusals are LimitChangeError subclasses
        with messages for the player; nothing is changed except the PIN count.
        """
        with self._guard("write"), self._transaction():
            now = self._write_seen(self._read_state(), self._now())
            refusal = self._verify_pin(pin, now, local_zone)
        if refusal is not None:
            raise refusal
        with self._guard("write"), self._transaction():
            state = self._read_state()
            now = self._write_seen(state, self._now())
            new_state = apply_change(state, new_limit, now, table_minimum=table_minimum,
                                     table_maximum=table_maximum, local_zone=local_zone)
            if new_limit is None:
                direction = "remove"
            else:
                direction = "raise" if is_raise(state.limit, new_limit) else "lower"
            self._db.execute(
                "UPDATE personal_limit SET limit_credits = ?, changed_at = ?, latest_seen = ? WHERE id = 1",
                (new_state.limit, _to_text(new_state.changed_at), _to_text(new_state.latest_seen)))
            self._db.execute(
                "INSERT INTO limit_changes (changed_at, old_limit, new_limit, direction, table_minimum, "
                "table_maximum) VALUES (?, ?, ?, ?, ?, ?)",
                (_to_text(new_state.changed_at), state.limit, new_limit, direction, table_minimum, table_maximum))
        log.info("personal bet limit: %s from %s to %s", direction, state.limit, new_limit)
        return new_state

    # --- lifetime ---------------------------------------------------------

    def close(self) -> None:
        """Close the connection (the store cannot be used afterwards)."""
        self._db.close()

    def __enter__(self) -> LimitStore:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.close()


@contextmanager
def _guard_errors(path: Path, what: str) -> Iterator[None]:
    try:
        yield
    except sqlite3.Error as exc:
        raise LimitStoreError(f"Cannot {what} your bet-limit settings in {path}: {exc}") from exc
