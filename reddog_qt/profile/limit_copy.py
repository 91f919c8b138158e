"""The limit file opened and held to its copy ``limits-copy.sqlite3``: the stricter of the two wins, field by field.

The copy is written after every protective change, so the two differ only in the latest time seen,
unless one was put back from a backup or a crash fell between the file's commit and its copy. Then
:func:`stricter` takes the lower limit (a lost one counts lowest, none highest), the later change and
time seen, the PIN chosen later with the more wrong PINs and the later lockout, and every break. The
history is not compared: rows the file lacks are added when it is written anyway. A file missing,
empty or damaged is replaced by a sound copy; with neither, the limit is lost (fails closed). No Qt here.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from dataclasses import asdict, dataclass, field, replace
from datetime import datetime
from pathlib import Path

from reddog_qt.engine.pin import PinState
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP
from reddog_qt.profile.aside import copy_path_of, missing_or_empty, put_back, set_aside
from reddog_qt.profile.limit_file import (
    LIMITS_SCHEMA,
    LIMITS_VERSION,
    SELECT_CHANGES,
    LimitChange,
    Pin,
    V1Rows,
    check,
    import_v1_rows,
    insert,
    mark_lost,
    read_breaks,
    read_changes,
    read_pin,
    read_state,
    update,
)
from reddog_qt.profile.notice import Notice
from reddog_qt.profile.paths import ProfileError
from reddog_qt.profile.sqlite_file import Damaged, read_only_uri, sniff
from reddog_qt.profile.store import Clock, SqliteStore

log = logging.getLogger(__name__)

#: No copy of the limit file is larger than this; a larger one is not Red Dog's.
MAX_COPY_BYTES = 64 * 1024 * 1024


@dataclass(frozen=True)
class Guarded:
    """Everything a limit file holds for the player's protection; the history (``changes``) is not compared."""

    limit: int | None
    changed_at: datetime | None
    lost_at: datetime | None
    latest_seen: datetime | None
    pin: Pin
    breaks: frozenset[tuple[datetime, datetime]]
    changes: frozenset[LimitChange] = field(compare=False)

    def protective(self) -> Guarded:
        """The same without the latest time seen: what the copy must agree on."""
        return replace(self, latest_seen=None)

    def chosen(self) -> Guarded:
        """What the player chose and took, without the count of wrong PINs.

        A game stopped between a right PIN written to the file and to its copy leaves the copy with the
        wrong PINs before it; the stricter count comes back silently, as a lost minute of time does.
        """
        return replace(self, latest_seen=None, pin=replace(self.pin, state=PinState()))


#: A file as it was just made: no limit, no PIN, no break, never lost (and, apart, no history).
_UNTOUCHED = Guarded(None, None, None, None, Pin(None), frozenset(), frozenset())


def read_guarded(conn: sqlite3.Connection, version: int = LIMITS_VERSION) -> Guarded:
    """What the limit file ``conn`` (of format ``version``) protects; raises Damaged if a row cannot be read."""
    state, lost_at = read_state(conn)
    breaks = frozenset(read_breaks(conn)) if version >= 2 else frozenset()
    return Guarded(state.limit, state.changed_at, lost_at, state.latest_seen, read_pin(conn), breaks,
                   frozenset(read_changes(conn.execute(SELECT_CHANGES))))


def _later(*moments: datetime | None) -> datetime | None:
    return max((moment for moment in moments if moment is not None), default=None)


def stricter(first: Guarded, second: Guarded) -> Guarded:
    """The stricter of two readings of the limit file, field by field (see the module docstring)."""
    # A lost limit is the strictest, then the lower limit, then none.
    tighter = min(first, second, key=lambda side: (side.lost_at is None, side.limit is None, side.limit or 0))
    changed_at = _later(first.changed_at, second.changed_at)
    newer = max(first.pin, second.pin, key=lambda pin: (pin.encoded is not None, pin.created_at, pin.encoded or ""))
    a, b = first.pin.state, second.pin.state
    pin = replace(newer, state=PinState(max(a.failures, b.failures), _later(a.locked_until, b.locked_until),
                                        max(a.lockouts, b.lockouts)))
    # A loss locks raising from when it happened, or from a change made after it, whichever is later.
    lost_at = None if tighter.lost_at is None else _later(tighter.lost_at, changed_at)
    return Guarded(tighter.limit, changed_at, lost_at, _later(first.latest_seen, second.latest_seen), pin,
                   first.breaks | second.breaks, first.changes | second.changes)


def write_guarded(conn: sqlite3.Connection, mine: Guarded, merged: Guarded) -> None:
    """Inside a transaction: bring the file ``conn``, which holds ``mine``, up to ``merged``.

    Only what differs is written: the file's own rows (a damaged history row among them) stay.
    """
    update(conn, "personal_limit", limit_credits=merged.limit, changed_at=merged.changed_at,
           latest_seen=merged.latest_seen, lost_at=merged.lost_at)
    if merged.pin != mine.pin:
        conn.execute("DELETE FROM pin")
        if (pin := merged.pin).encoded is not None:
            insert(conn, "pin", id=1, pin_hash=pin.encoded, failures=pin.state.failures,
                   lockouts=pin.state.lockouts, locked_until=pin.state.locked_until, created_at=pin.created_at)
    for start, end in sorted(merged.breaks - mine.breaks):
        insert(conn, "breaks", started_at=start, until=end)
    for change in sorted(merged.changes - mine.changes, key=lambda change: change.changed_at):
        insert(conn, "limit_changes", **asdict(change))


def read_copy(copy: Path) -> Guarded | None:
    """What the copy at ``copy`` protects, or None if it is missing, empty or not sound (an older format reads)."""
    try:
        sniff(copy)
        if not copy.exists() or not 0 < copy.stat().st_size <= MAX_COPY_BYTES:
            return None
        with contextlib.closing(sqlite3.connect(read_only_uri(copy), uri=True, timeout=1.0)) as conn:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if conn.execute("PRAGMA integrity_check").fetchone()[0] != "ok" or not 1 <= version <= LIMITS_VERSION:
                return None
            check(conn, version)
            return read_guarded(conn, version)
    except (Damaged, ProfileError, OSError, sqlite3.Error) as why:
        log.warning("The copy of the personal-limit file could not be used (%s).", why)
        return None


def write_copy(store: SqliteStore) -> None:
    """Write the copy of the limit file ``store``; if it cannot be written, remove the old one."""
    copy = copy_path_of(store.path)
    try:
        store.copy_to(copy)
    except (OSError, sqlite3.Error) as error:
        # An older copy could hold a higher limit or no lock: it goes, so that a lost limit file
        # fails closed instead of coming back from it.
        log.warning("The copy of the personal-limit file could not be written (%s); the old copy was removed.", error)
        with contextlib.suppress(OSError):
            copy.unlink()


def _restore_copy(path: Path, clock: Clock) -> bool:
    """Put a sound copy in place of the file (missing, empty or already set aside); False if there is none."""
    copy = copy_path_of(path)
    if read_copy(copy) is None:
        return False
    try:
        # A journal left beside the old file belongs to it, not to the copy.
        for suffix in ("-wal", "-shm"):
            set_aside(path.with_name(path.name + suffix), clock(), missing_ok=True)
        put_back(copy, path)
        return True
    except OSError as why:
        log.warning("The copy of the personal-limit file could not be put back (%s).", why)
        return False


def _lost(damage: str) -> Notice:
    return Notice(QT_TRANSLATE_NOOP("Notice", "Your personal-limit file was damaged (%1) and no copy could be "
                                              "read, so your limit, PIN and lock could not be kept. Until you set "
                                              "a limit again in Game > Bet Options, every bet is held to the "
                                              "table minimum."), "limits_lost", damage=damage)


def _take_v1(conn: sqlite3.Connection, rows: V1Rows, clock: Clock, notices: list[str]) -> None:
    """Inside the transaction that makes the file: take Red Dog 1.0's rows, or fail closed if they are damaged."""
    conn.execute("SAVEPOINT v1_rows")
    try:
        import_v1_rows(conn, rows)
        check(conn)
    except (Damaged, sqlite3.IntegrityError) as why:
        conn.execute("ROLLBACK TO v1_rows")
        log.warning("The personal limit of Red Dog 1.0 could not be read (%s).", why)
        mark_lost(conn, clock())
        notices.append(_lost(str(why)))
    conn.execute("RELEASE v1_rows")


def _hold_to_copy(store: SqliteStore, notices: list[str]) -> None:
    """A file that opened: the stricter of it and its copy, field by field, written to whichever was behind."""
    copy = read_copy(copy_path_of(store.path))
    mine = read_guarded(store.connection)  # the file's rows were checked as it opened
    merged = mine if copy is None else stricter(mine, copy)
    if merged != mine:
        with store.write("your personal limit") as conn:
            write_guarded(conn, mine, merged)
        if merged.protective() != mine.protective():
            log.warning("The personal-limit file was less strict than its copy; the stricter was kept.")
        if merged.chosen() != mine.chosen():
            notices.append(Notice(QT_TRANSLATE_NOOP(
                "Notice", "Your personal-limit file was older than its copy (it may have been put back from a "
                "backup); the stricter of the two was kept: your limit, PIN, weekly lock and breaks are as strict "
                "as the latest you set."), "limits_older_file"))
    if copy is None or merged.protective() != copy.protective():  # a copy missing or unsound is made again
        write_copy(store)


def open_limit_file(path: Path, clock: Clock, v1_rows: V1Rows | None, notices: list[str], *, expected: bool,
                    exclusive: bool) -> SqliteStore:
    """Open the file and hold it to its copy; for a file missing, empty or damaged put the copy back, or fail closed.

    ``expected``: the profile had a limit file before, so a missing or empty one was lost. What the
    player should be told is added to ``notices``.
    """
    missing = missing_or_empty(path) is not None
    expected = expected or missing_or_empty(copy_path_of(path)) is None
    if missing and not v1_rows and _restore_copy(path, clock):
        log.warning("The personal-limit file was missing or empty; its copy was put back.")
        notices.append(Notice(QT_TRANSLATE_NOOP(
            "Notice", "Your personal-limit file was missing or empty; it was restored from its copy: your limit, "
            "PIN and weekly lock are as they were."), "limits_restored_missing"))
        missing = False
    seed = None if not v1_rows else (lambda conn: _take_v1(conn, v1_rows, clock, notices))
    store = SqliteStore(path, LIMITS_SCHEMA, clock, seed=seed, exclusive=exclusive)
    if v1_rows:
        mine = None if store.created else read_guarded(store.connection)
        if mine is not None and mine.protective() == _UNTOUCHED and not mine.changes:
            # Made, but not filled, by an upgrade cut short (before making the file and taking the
            # rows became one step): the ledger still holds the limit, so take it now.
            with store.write("your personal limit from Red Dog 1.0") as conn:
                _take_v1(conn, v1_rows, clock, notices)
    elif not store.created:
        _hold_to_copy(store, notices)
        return store
    elif store.set_aside is not None or (missing and expected):
        store = _replace_lost(store, clock, notices, exclusive=exclusive)
    write_copy(store)
    return store


def _replace_lost(store: SqliteStore, clock: Clock, notices: list[str], *, exclusive: bool) -> SqliteStore:
    """A file damaged and set aside, or lost although the profile had one: put the copy back, or fail closed."""
    store.close()
    restored = store.set_aside is not None and _restore_copy(store.path, clock)
    damage, store = store.damage, SqliteStore(store.path, LIMITS_SCHEMA, clock, exclusive=exclusive)
    if restored and not store.created:
        log.warning("The personal-limit file was damaged (%s); its copy was put back.", damage)
        notices.append(Notice(QT_TRANSLATE_NOOP("Notice", "Your personal-limit file was damaged; it was restored "
                                                          "from its copy: your limit, PIN and weekly lock are as "
                                                          "they were."), "limits_restored"))
        return store
    with store.write("your personal limit") as conn:
        mark_lost(conn, clock())
    if damage:
        notices.append(_lost(damage))
    else:
        log.warning("The personal-limit file and its copy are missing or empty; the limit fails closed.")
        notices.append(Notice(QT_TRANSLATE_NOOP(
            "Notice", "Your personal-limit file and its copy are missing or empty, so your limit, PIN and lock "
            "could not be kept. Until you set a limit again in Game > Bet Options, every bet is held to the "
            "table minimum."), "limits_missing"))
    return store
