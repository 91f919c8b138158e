"""The personal bet limit, its PIN, its weekly lock and the breaks: :class:`LimitStore`, over ``limits.sqlite3``.

The file is written (then copied) only when something protective changes, with the latest time seen, which is
written alone once it has moved on by :data:`SEEN_STEP`. The PIN is never stored, logged or kept. No Qt here.
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
import sqlite3
from collections.abc import Callable, Iterator
from datetime import datetime, timedelta, tzinfo
from pathlib import Path
from typing import Protocol, TypeVar

from reddog_qt.engine import pin as pin_rules
from reddog_qt.engine.limits import LimitChangeError, LimitState, apply_change, is_raise, lock_until
from reddog_qt.engine.pin import PinError, PinState
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP
from reddog_qt.profile import limit_file
from reddog_qt.profile.limit_file import BREAK_LENGTHS, LimitChange, V1Rows, read_breaks, read_pin, read_state
from reddog_qt.profile.paths import ProfileError
from reddog_qt.profile.sqlite_file import Damaged
from reddog_qt.profile.store import Clock, utc_now

log = logging.getLogger(__name__)

T = TypeVar("T")

SEEN_STEP = timedelta(minutes=1)


class PinAlreadySetError(PinError):
    """A PIN exists already; it cannot be chosen again."""


class NoPinError(PinError):
    """No PIN has been chosen yet: choose one with :meth:`LimitStore.set_pin` first."""


class ChangeWitness(Protocol):
    """Who else remembers when the limit last changed (the ledger): the latest time it was told, or None."""

    def mirrored_limit_change(self) -> datetime | None: ...

    def mirror_limit_change(self, changed_at: datetime) -> None: ...


class LimitStore(contextlib.AbstractContextManager["LimitStore"]):
    """The personal limit, its weekly lock, the PIN and the breaks, kept in ``path`` with a copy beside it. ``clock``
    gives the current time (aware); ``v1_rows`` are a Red Dog 1.0 ledger's rows to start a new file from;
    ``expected``: the profile had a limit file before (a missing one was lost)."""

    def __init__(self, path: Path, clock: Clock = utc_now, v1_rows: V1Rows | None = None, *,
                 expected: bool = False, exclusive: bool = False) -> None:
        self.path = Path(path)
        self.clock = clock
        #: What the player should be told about the file (damage, restored from the copy, lost).
        self.notices: list[str] = []
        self._witness: ChangeWitness | None = None
        self._store = limit_file.open_limit_file(self.path, clock, v1_rows, self.notices, expected=expected,
                                                 exclusive=exclusive)
        #: The latest time seen as the file holds it, and as this store knows it (never earlier).
        self._saved_seen = self._seen = self._read(read_state)[0].latest_seen

    def hold_to(self, witness: ChangeWitness) -> list[str]:
        """Fail closed if the file (and copy) is older than the ledger's last limit change, and tell the ledger of
        every change (one that remembers none, 1.0's or 1.1's, learns it). Returns what to tell the player."""
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
            changed_at = self._seen = max(self._look()[1], remembered)
            with self._writing("your personal limit") as conn:
                limit_file.mark_lost(conn, changed_at)
            limit_file.tell(told, "limits_stale")
        if changed_at is not None and changed_at != remembered:
            self._tell_witness(changed_at)
        return told

    def _tell_witness(self, changed_at: datetime) -> None:
        try:
            if self._witness is not None:
                self._witness.mirror_limit_change(changed_at)
        except ProfileError as problem:
            log.error("the limit change could not be recorded in the ledger: %s", problem)

    @contextlib.contextmanager
    def _writing(self, what: str) -> Iterator[sqlite3.Connection]:
        """One transaction of a protective change, with the latest time seen; then the copy."""
        with self._store.write(what) as conn:
            if self._seen != self._saved_seen:
                limit_file.update(conn, "personal_limit", latest_seen=self._seen)
            yield conn
        self._saved_seen = self._seen
        limit_file.write_copy(self._store)

    def _look(self) -> tuple[datetime, datetime]:
        """The clock as it is, and the latest time seen, moved up to it (in memory)."""
        now = self.clock()
        if now.utcoffset() is None:
            raise ValueError("the clock given to LimitStore must return time-zone-aware datetimes")
        self._seen = seen = now if self._seen is None else max(self._seen, now)
        return now, seen

    def _see(self) -> datetime:
        """The clock as it is (:meth:`_look`), the latest time seen written once it has moved on by a step."""
        now, seen = self._look()
        if self._saved_seen is None or seen - self._saved_seen >= SEEN_STEP:
            with self._store.write("the time") as conn:
                limit_file.update(conn, "personal_limit", latest_seen=seen)
            self._saved_seen = seen
        return now

    def _read(self, reader: Callable[[sqlite3.Connection], T]) -> T:
        """What ``reader`` reads from the file; a damaged value is a :class:`ProfileError` for the player."""
        try:
            return reader(self._store.connection)
        except Damaged as why:
            raise ProfileError(QT_TRANSLATE_NOOP("ProfileError", "Your personal-limit file cannot be read (%1); "
                                                                 "restart Red Dog to repair it."),
                               "limits_unreadable", reason=str(why)) from None

    @property
    def state(self) -> LimitState:
        """The limit state as the weekly rule sees it, read fresh: a lost limit is the smallest, changed when lost."""
        state, lost_at = self._read(read_state)
        seen = limit_file.later(state.latest_seen, self._seen)
        return LimitState(state.limit, state.changed_at, seen) if lost_at is None else LimitState(1, lost_at, seen)

    @property
    def limit_known(self) -> bool:
        """False once the limit was lost: bets are held to the table minimum."""
        return self._read(read_state)[1] is None

    @property
    def limit(self) -> int | None:
        """The personal limit in credits, or None (each table's maximum applies, if the limit is known)."""
        state, lost_at = self._read(read_state)
        return state.limit if lost_at is None else None

    @property
    def pin_state(self) -> PinState:
        return self._read(read_pin).state

    @property
    def has_pin(self) -> bool:
        return self._read(read_pin).encoded is not None

    def history(self) -> list[LimitChange]:
        """Every readable change of the limit, oldest first."""
        return limit_file.read_changes(self._store.read(limit_file.SELECT_CHANGES))

    def touch(self) -> LimitState:
        """The state as the weekly rule sees it now, on the clock that never goes back."""
        self._see()
        return self.state

    def lock_until(self) -> datetime | None:
        """When raising the limit opens again, or None if it is open now (on the clock as it is now)."""
        return lock_until(self.state, self._see())

    def pin_locked_until(self) -> datetime | None:
        """When PIN entry opens again after too many wrong PINs, or None if it is open now."""
        return pin_rules.pin_locked_until(self.pin_state, self._see())

    def break_until(self) -> datetime | None:
        """When the break the player is taking ends, or None if the table is open."""
        now = self._see()
        return max((until for _, until in self.breaks() if until > now), default=None)

    def breaks(self) -> list[tuple[datetime, datetime]]:
        """Every break taken, oldest first: (start, end)."""
        return self._read(read_breaks)

    def take_break(self, length: timedelta) -> datetime:
        """Close the table for ``length`` (one of :data:`BREAK_LENGTHS`) from now, for good; returns when it opens
        (during another break, the later end)."""
        if length not in BREAK_LENGTHS:
            raise ValueError(f"a break lasts 24 hours, 7 days or 30 days, not {length}")
        seen = self._look()[1]
        with self._writing("your break") as conn:
            limit_file.insert(conn, "breaks", started_at=seen, until=seen + length)
            until = max(end for _, end in self._read(read_breaks))
        log.info("break taken until %s", (seen + length).isoformat())
        return until

    def set_pin(self, new_pin: str) -> None:
        """Choose the PIN (first use only): 4 to 8 digits. Raises PinAlreadySetError if one exists."""
        encoded = pin_rules.hash_pin(pin_rules.validate_new_pin(new_pin))
        seen = self._look()[1]
        with self._writing("your PIN") as conn:
            if self._read(read_pin).encoded is not None:
                raise PinAlreadySetError(QT_TRANSLATE_NOOP("Refusal", "You already have a PIN; type it to confirm "
                                                                      "changes."), "pin_already_set")
            limit_file.insert(conn, "pin", id=1, pin_hash=encoded, created_at=seen)
        log.info("personal bet limit: PIN chosen")

    def check_pin(self, pin: str, local_zone: tzinfo | None = None) -> None:
        """Verify ``pin`` (counting wrong PINs, with the lockout); raise a PinError if it is refused."""
        self._save_pin_state(*self._verify(pin, *self._look(), local_zone))

    def _save_pin_state(self, before: PinState, after: PinState) -> None:
        """Write the count of wrong PINs if it changed (a protective change: copied too); else only the time."""
        if after == before:
            self._see()
            return
        with self._writing("your PIN check") as conn:
            limit_file.update(conn, "pin", **dataclasses.asdict(after))

    def _verify(self, pin: str, clock_now: datetime, seen: datetime, local_zone: tzinfo | None,
                lowering: bool = False) -> tuple[PinState, PinState]:
        """The PIN state before, and once ``pin`` is accepted (or not needed: ``lowering`` while PIN entry is locked);
        a refusal is raised once a wrong PIN (stamped ``seen``) is written. A lockout ends by ``clock_now``."""
        stored = self._read(read_pin)
        before = after = stored.state
        if stored.encoded is None:
            refusal: PinError = NoPinError(QT_TRANSLATE_NOOP(
                "Refusal", "Choose a PIN first: you will type it to confirm every change of your limit."), "no_pin")
        elif (until := pin_rules.pin_locked_until(before, clock_now)) is not None:
            if lowering:
                return before, before
            refusal = pin_rules.pin_locked_error(until, local_zone, seen)
        else:
            try:
                if pin_rules.verify_pin(pin, stored.encoded):
                    return before, pin_rules.record_pin_success(before)
            except ValueError as exc:  # a hash Red Dog did not write
                raise ProfileError(QT_TRANSLATE_NOOP("ProfileError", "Your PIN could not be checked: %1."),
                                   "pin_not_checked", reason=str(exc)) from exc
            after = pin_rules.record_pin_failure(before, seen)
            log.warning("personal bet limit: wrong PIN (%d in a row)", before.failures + 1)
            refusal = pin_rules.wrong_pin_error(after, local_zone, seen)
        self._save_pin_state(before, after)
        raise refusal

    def change_limit(self, new_limit: int | None, pin: str, *, table_minimum: int | None = None,
                     table_maximum: int | None = None, local_zone: tzinfo | None = None) -> LimitState:
        """Change the personal limit (None removes it), confirmed with ``pin`` (a lower one needs none while PIN entry
        is locked), and return the new state. A refusal changes nothing but the count of wrong PINs."""
        clock_now, seen = self._look()
        state, old_limit = self.state, self.limit
        lowering = new_limit is not None and new_limit != state.limit and not is_raise(state.limit, new_limit)
        before, after = self._verify(pin, clock_now, seen, local_zone, lowering)
        try:
            # Judged on the clock as it is, stamped no earlier than the latest time seen.
            new_state = apply_change(state, new_limit, clock_now, table_minimum=table_minimum,
                                     table_maximum=table_maximum, local_zone=local_zone)
        except LimitChangeError:
            self._save_pin_state(before, after)  # a correct PIN still starts the count again
            raise
        assert new_state.changed_at is not None
        direction = "remove" if new_limit is None else ("raise" if is_raise(state.limit, new_limit) else "lower")
        with self._writing("your personal limit") as conn:
            if after != before:
                limit_file.update(conn, "pin", **dataclasses.asdict(after))
            limit_file.update(conn, "personal_limit", limit_credits=new_limit, changed_at=new_state.changed_at,
                              latest_seen=new_state.latest_seen, lost_at=None)
            limit_file.insert(conn, "limit_changes", **dataclasses.asdict(LimitChange(
                new_state.changed_at, old_limit, new_limit, direction, table_minimum, table_maximum)))
        self._tell_witness(new_state.changed_at)
        log.info("personal bet limit: %s from %s to %s", direction, old_limit, new_limit)
        return new_state

    def close(self) -> None:
        self._store.close()

    def __exit__(self, *exception: object) -> None:
        self.close()
