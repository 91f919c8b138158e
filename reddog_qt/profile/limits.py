"""Where the personal bet limit, its PIN, its lock and the breaks are kept: :class:`LimitStore`.

``limits.sqlite3`` lives apart from the ledger, so damage to the ledger never takes the limit,
the PIN or the weekly lock along (its tables: :mod:`.limit_file`). What is written, and when:

* the file, in one transaction, when something protective changes: the limit, the PIN, a wrong
  PIN or a PIN lockout, a break; then its copy ``limits-copy.sqlite3``, and never for anything else
  (a right PIN that changes no count, or a change the rules refuse, writes nothing);
* the latest time seen (the clock that never goes back, so turning the computer's clock back
  reopens no lock and shortens no break) is kept in memory, where the rules read it, and written
  with any write made anyway, or on its own once it has moved on by :data:`SEEN_STEP`: reading the
  time writes at most once a minute, and a crash forgets at most a minute of it.

At every open the file and its copy are compared, and where they disagree the stricter wins
field by field (:mod:`.limit_copy`): an older file put back from a backup cannot lift the limit
its copy holds. A file *and* its copy put back together agree, so a third witness keeps the time
of the last change of the limit: the ledger (:meth:`LimitStore.hold_to`). **A limit file whose
last change (or loss) is older than the ledger remembers is stale, and fails closed**, as if lost.
A profile of Red Dog 1.0 (whose ledger held the limit: :func:`~.limit_file.import_v1_rows`) or 1.1
starts the ledger's record from its limit file, so neither fails closed on upgrading.

The limit fails closed: if neither the file nor its copy can be read, or both are stale, the
limit is *lost*: :attr:`LimitStore.limit_known` is False, the table holds every bet to its
minimum, and a new limit counts as a raise from the smallest limit there is
(:mod:`reddog_qt.engine.limits`). The PIN is never stored, logged or kept after a call returns.
No Qt here.
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
import sqlite3
from collections.abc import Callable, Iterator
from datetime import datetime, timedelta, tzinfo
from pathlib import Path
from types import TracebackType
from typing import Any, Protocol, TypeVar

from reddog_qt.engine.limits import LimitChangeError, LimitState, apply_change, is_raise, lock_until
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
from reddog_qt.profile.aside import copy_path_of
from reddog_qt.profile.limit_copy import V1Rows, mark_lost, open_limit_file, write_copy
from reddog_qt.profile.limit_file import (
    BREAK_LENGTHS,
    CHANGE_COLUMNS,
    INSERT_CHANGE,
    INSERT_PIN,
    LimitChange,
    read_breaks,
    read_change,
    read_pin,
    read_state,
    to_text,
)
from reddog_qt.profile.notice import Notice
from reddog_qt.profile.paths import ProfileError
from reddog_qt.profile.sqlite_file import Damaged
from reddog_qt.profile.store import Clock, utc_now

log = logging.getLogger(__name__)

T = TypeVar("T")

#: The latest time seen is written on its own once it has moved on this far (or with any other write).
SEEN_STEP = timedelta(minutes=1)

#: The refusal when a protective value of the file cannot be read, by its reader.
_UNREADABLE: dict[Callable[[sqlite3.Connection], Any], tuple[str, str]] = {
    read_state: (QT_TRANSLATE_NOOP("ProfileError", "Your personal limit cannot be read (%1); restart Red Dog to "
                                                   "repair it."), "limit_unreadable"),
    read_pin: (QT_TRANSLATE_NOOP("ProfileError", "Your PIN cannot be read (%1); restart Red Dog to repair it."),
               "pin_unreadable"),
    read_breaks: (QT_TRANSLATE_NOOP("ProfileError", "Your breaks cannot be read (%1); restart Red Dog to repair it."),
                  "breaks_unreadable"),
}


class PinAlreadySetError(PinError):
    """A PIN exists already; it cannot be chosen again."""


class NoPinError(PinError):
    """No PIN has been chosen yet: choose one with :meth:`LimitStore.set_pin` first."""


class ChangeWitness(Protocol):
    """Who else remembers when the limit last changed (the ledger), so that an older limit file shows."""

    def mirrored_limit_change(self) -> datetime | None:
        """The time of the last change (or loss) of the limit as remembered, or None."""

    def mirror_limit_change(self, changed_at: datetime) -> None:
        """Remember ``changed_at`` as the time of the last change, if it is later than the one remembered."""


def _rule_state(state: LimitState, lost_at: datetime | None) -> LimitState:
    """The state the weekly rule sees: a lost limit counts as the smallest limit, changed when it was lost."""
    return state if lost_at is None else LimitState(1, lost_at, state.latest_seen)


class LimitStore:
    """The personal limit, its weekly lock, the PIN and the breaks, kept in ``path`` (with a copy beside it).

    ``clock`` gives the current time (aware); the rules run on the later of it and the latest time
    seen. ``v1_rows`` are the rows of a Red Dog 1.0 ledger to start a new file from; ``expected``
    says the profile had a limit file before (a missing one was lost).
    """

    def __init__(self, path: Path, clock: Clock = utc_now, v1_rows: V1Rows | None = None, *,
                 expected: bool = False, exclusive: bool = False) -> None:
        self.path = Path(path)
        self.copy_path = copy_path_of(self.path)
        self.clock = clock
        #: What the player should be told about the file (damage, restored from the copy, lost).
        self.notices: list[str] = []
        self._witness: ChangeWitness | None = None
        self._store = open_limit_file(self.path, self._now, v1_rows, self.notices, expected=expected,
                                      exclusive=exclusive)
        #: The latest time seen as the file holds it, and as this store knows it (never earlier).
        self._saved_seen = self._read(read_state)[0].latest_seen
        self._seen = self._saved_seen

    def hold_to(self, witness: ChangeWitness) -> list[str]:
        """Hold the file to what ``witness`` (the ledger) remembers of the limit's last change, and keep it told.

        A file whose last change is older than the witness remembers fails closed (see the module
        docstring); a later one is written to the witness, as is every change from now on. A witness
        that cannot be read or written is logged: the file stands without it. Returns what to tell
        the player (also added to :attr:`notices`).
        """
        self._witness = witness
        try:
            remembered = witness.mirrored_limit_change()
        except ProfileError as problem:
            log.error("the ledger's record of the last limit change could not be read: %s", problem)
            return []
        told: list[str] = []
        changed_at = self._read(read_state)[0].changed_at
        if remembered is not None and (changed_at is None or changed_at < remembered):
            # Stamped no earlier than the change remembered: the next start does not find it stale again.
            self._look()
            assert self._seen is not None
            changed_at = self._seen = max(self._seen, remembered)
            with self._writing("your personal limit") as conn:
                mark_lost(conn, changed_at)
            log.warning("The personal-limit file and its copy are older than the ledger's last limit change "
                        "(%s); the limit fails closed.", remembered.isoformat())
            told.append(Notice(QT_TRANSLATE_NOOP(
                "Notice", "Your personal-limit file and its copy are older than your last change of the limit (they "
                "may have been put back from a backup), so your limit could not be kept. Until you set a limit "
                "again in Game > Bet Options, every bet is held to the table minimum."), "limits_stale"))
        if changed_at is not None and changed_at != remembered:
            self._tell_witness(changed_at)
        self.notices.extend(told)
        return told

    def _tell_witness(self, changed_at: datetime) -> None:
        if self._witness is None:
            return
        try:
            self._witness.mirror_limit_change(changed_at)
        except ProfileError as problem:
            log.error("the limit change could not be recorded in the ledger: %s", problem)

    # --- plumbing ---------------------------------------------------------

    @contextlib.contextmanager
    def _writing(self, what: str) -> Iterator[sqlite3.Connection]:
        """One transaction of a protective change, with the latest time seen; then the copy."""
        with self._store.write(what) as conn:
            self._put_seen(conn)
            yield conn
        self._saved_seen = self._seen
        write_copy(self._store)

    def _put_seen(self, conn: sqlite3.Connection) -> None:
        if self._seen is not None and self._seen != self._saved_seen:
            conn.execute("UPDATE personal_limit SET latest_seen = ? WHERE id = 1", (to_text(self._seen),))

    def _now(self) -> datetime:
        now = self.clock()
        if now.tzinfo is None or now.utcoffset() is None:
            raise ValueError("the clock given to LimitStore must return time-zone-aware datetimes")
        return now

    def _look(self) -> datetime:
        """Read the clock (returned as it is); the latest time seen moves up to it, in memory."""
        now = self._now()
        if self._seen is None or now > self._seen:
            self._seen = now
        return now

    def _see(self) -> datetime:
        """:meth:`_look`, then write the latest time seen if it has moved on by :data:`SEEN_STEP`."""
        now = self._look()
        self._keep_seen()
        return now

    def _keep_seen(self) -> None:
        if self._seen is None or (self._saved_seen is not None and self._seen - self._saved_seen < SEEN_STEP):
            return
        with self._store.write("the time") as conn:
            self._put_seen(conn)
        self._saved_seen = self._seen

    def _read(self, reader: Callable[[sqlite3.Connection], T], conn: sqlite3.Connection | None = None) -> T:
        """What ``reader`` reads from the file; a damaged value is a :class:`ProfileError` for the player."""
        try:
            return reader(conn or self._store.connection)
        except Damaged as why:
            sentence, code = _UNREADABLE[reader]
            raise ProfileError(sentence, code, reason=str(why)) from None

    def _state(self, conn: sqlite3.Connection | None = None) -> tuple[LimitState, datetime | None]:
        """The stored state with the latest time seen as this store knows it, and when it was lost."""
        state, lost_at = self._read(read_state, conn)
        if self._seen is not None and (state.latest_seen is None or self._seen > state.latest_seen):
            state = dataclasses.replace(state, latest_seen=self._seen)
        return state, lost_at

    # --- queries (none writes but the latest time seen, at most once a minute) -----------

    @property
    def state(self) -> LimitState:
        """The limit state as the weekly rule sees it (read fresh from the file)."""
        return _rule_state(*self._state())

    @property
    def limit_known(self) -> bool:
        """False once the limit was lost (see the module docstring): bets are held to the table minimum."""
        return self._read(read_state)[1] is None

    @property
    def limit(self) -> int | None:
        """The personal limit in credits, or None (each table's maximum applies, if the limit is known)."""
        state, lost_at = self._read(read_state)
        return None if lost_at is not None else state.limit

    @property
    def pin_state(self) -> PinState:
        """Wrong PINs in a row and the end of any PIN lockout."""
        return self._read(read_pin)[1]

    @property
    def has_pin(self) -> bool:
        """True once a PIN has been chosen."""
        return self._read(read_pin)[0] is not None

    def history(self) -> list[LimitChange]:
        """Every readable change of the limit, oldest first."""
        changes = []
        for row in self._store.read(f"SELECT {CHANGE_COLUMNS} FROM limit_changes ORDER BY id"):
            try:
                changes.append(read_change(row))
            except Damaged as why:
                log.warning("A damaged row of the limit history was skipped (%s).", why)
        return changes

    def touch(self) -> LimitState:
        """The state as the weekly rule sees it now, on the clock that never goes back."""
        self._see()
        return self.state

    def now(self) -> datetime:
        """The time the rules use now (never earlier than any time seen before)."""
        self._see()
        assert self._seen is not None
        return self._seen

    def lock_until(self) -> datetime | None:
        """When raising the limit opens again, or None if it is open now (on the clock as it is now)."""
        now = self._see()
        return lock_until(self.state, now)

    def pin_locked_until(self) -> datetime | None:
        """When PIN entry opens again after too many wrong PINs, or None if it is open now."""
        now = self._see()
        return pin_locked_until(self.pin_state, now)

    def break_until(self) -> datetime | None:
        """When the break the player is taking ends, or None if the table is open."""
        now = self._see()
        return max((until for _, until in self.breaks() if until > now), default=None)

    def breaks(self) -> list[tuple[datetime, datetime]]:
        """Every break taken, oldest first: (start, end)."""
        return self._read(read_breaks)

    # --- changes ----------------------------------------------------------

    def take_break(self, length: timedelta) -> datetime:
        """Close the table for ``length`` (one of :data:`BREAK_LENGTHS`) from now; returns when it opens again.

        It cannot be undone. A break taken during another ends at the later of the two ends.
        """
        if length not in BREAK_LENGTHS:
            raise ValueError(f"a break lasts 24 hours, 7 days or 30 days, not {length}")
        self._look()
        assert self._seen is not None
        until = self._seen + length
        with self._writing("your break") as conn:
            conn.execute("INSERT INTO breaks (started_at, until) VALUES (?, ?)", (to_text(self._seen), to_text(until)))
            ends = [end for _, end in self._read(read_breaks, conn)]
        log.info("break taken until %s", until.isoformat())
        return max(ends)

    def set_pin(self, new_pin: str) -> None:
        """Choose the PIN (first use only): 4 to 8 digits. Raises PinAlreadySetError if one exists."""
        validate_new_pin(new_pin)
        encoded = hash_pin(new_pin)
        self._look()
        with self._writing("your PIN") as conn:
            if self._read(read_pin, conn)[0] is not None:
                raise PinAlreadySetError(QT_TRANSLATE_NOOP("Refusal", "You already have a PIN; type it to confirm "
                                                                      "changes."), "pin_already_set")
            conn.execute(INSERT_PIN, (encoded, 0, 0, None, to_text(self._seen)))
        log.info("personal bet limit: PIN chosen")

    def check_pin(self, pin: str, local_zone: tzinfo | None = None) -> None:
        """Verify ``pin`` (counting wrong PINs, with the lockout); raise a PinError if it is refused."""
        clock_now = self._look()
        encoded, before = self._read(read_pin)
        refusal, after = self._verify(encoded, before, pin, clock_now, local_zone)
        self._save_pin_state(before, after)
        if refusal is not None:
            raise refusal

    def _save_pin_state(self, before: PinState, after: PinState) -> None:
        """Write the count of wrong PINs if it changed (a protective change: copied too); else only the time."""
        if after == before:
            self._keep_seen()
            return
        with self._writing("your PIN check") as conn:
            _write_pin_state(conn, after)

    def _verify(self, encoded: str | None, pin_state: PinState, pin: str, clock_now: datetime,
                local_zone: tzinfo | None) -> tuple[PinError | None, PinState]:
        """The refusal of ``pin``, if any, and the PIN state after it (returned, for the caller to write first).

        The latest time seen stamps a wrong PIN; ``clock_now`` (the clock as it is) decides whether
        a lockout has ended.
        """
        if encoded is None:
            return NoPinError(QT_TRANSLATE_NOOP("Refusal", "Choose a PIN first: you will type it to confirm every "
                                                           "change of your limit."), "no_pin"), pin_state
        until = pin_locked_until(pin_state, clock_now)
        if until is not None:
            return pin_locked_error(until, local_zone, self._seen), pin_state
        try:
            ok = verify_pin(pin, encoded)
        except ValueError as exc:
            raise ProfileError(QT_TRANSLATE_NOOP("ProfileError", "Your PIN could not be checked: %1."),
                               "pin_not_checked", reason=str(exc)) from exc
        if ok:
            return None, record_pin_success(pin_state)
        assert self._seen is not None
        failed = record_pin_failure(pin_state, self._seen)
        log.warning("personal bet limit: wrong PIN (%d in a row)", pin_state.failures + 1)
        return wrong_pin_error(failed, local_zone, self._seen), failed

    def change_limit(self, new_limit: int | None, pin: str, *, table_minimum: int | None = None,
                     table_maximum: int | None = None, local_zone: tzinfo | None = None) -> LimitState:
        """Change the personal limit (None removes it), confirmed with ``pin``; return the new state.

        While PIN entry is locked after wrong PINs, a lower limit is accepted without the PIN:
        lowering protects the player and is never held up. Order: the PIN (wrong PINs are counted),
        then the weekly policy and the table's limits (:func:`~reddog_qt.engine.limits.check_change`),
        then one transaction with the limit, a history row and the PIN count, and one copy.
        Refusals are LimitChangeError subclasses; nothing is changed except the PIN count.
        """
        clock_now = self._look()
        conn = self._store.connection
        stored, lost_at = self._state(conn)
        state = _rule_state(stored, lost_at)
        encoded, before = self._read(read_pin, conn)
        after = before
        lowering = new_limit is not None and new_limit != state.limit and not is_raise(state.limit, new_limit)
        if not (lowering and encoded is not None and pin_locked_until(before, clock_now) is not None):
            refusal, after = self._verify(encoded, before, pin, clock_now, local_zone)
            if refusal is not None:
                self._save_pin_state(before, after)
                raise refusal
        try:
            # Judged on the clock as it is, stamped no earlier than the latest time seen.
            new_state = apply_change(state, new_limit, clock_now, table_minimum=table_minimum,
                                     table_maximum=table_maximum, local_zone=local_zone)
        except LimitChangeError:
            self._save_pin_state(before, after)  # a correct PIN still starts the count again
            raise
        direction = "remove" if new_limit is None else ("raise" if is_raise(state.limit, new_limit) else "lower")
        with self._writing("your personal limit") as conn:
            if after != before:
                _write_pin_state(conn, after)
            conn.execute(
                "UPDATE personal_limit SET limit_credits = ?, changed_at = ?, latest_seen = ?, lost_at = NULL "
                "WHERE id = 1",
                (new_state.limit, to_text(new_state.changed_at), to_text(new_state.latest_seen)))
            conn.execute(INSERT_CHANGE, (to_text(new_state.changed_at), stored.limit, new_limit, direction,
                                         table_minimum, table_maximum))
        assert new_state.changed_at is not None
        self._tell_witness(new_state.changed_at)
        log.info("personal bet limit: %s from %s to %s", direction, stored.limit, new_limit)
        return new_state

    def close(self) -> None:
        """Close the file (the store cannot be used afterwards)."""
        self._store.close()

    def __enter__(self) -> LimitStore:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.close()


def _write_pin_state(conn: sqlite3.Connection, pin_state: PinState) -> None:
    conn.execute("UPDATE pin SET failures = ?, lockouts = ?, locked_until = ? WHERE id = 1",
                 (pin_state.failures, pin_state.lockouts, to_text(pin_state.locked_until)))


__all__ = ["BREAK_LENGTHS", "SEEN_STEP", "ChangeWitness", "LimitChange", "LimitStore", "NoPinError",
           "PinAlreadySetError"]
