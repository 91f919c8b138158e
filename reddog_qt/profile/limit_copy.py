"""The limit file opened and held to its copy: the stricter of the two wins, field by field; the copy put back.

``limits-copy.sqlite3`` is written after every protective change, not when only the time moves
on, so the two agree on everything but the latest time seen, unless one was put back from a
backup or a crash fell between the file's commit and its copy. Then neither is trusted whole:
:func:`stricter` takes, field by field, what protects the player more —

* the lower limit (a lost limit counts as the lowest, "no limit" as the highest), with ``lost_at``
  kept only where the loss is the stricter side;
* the later change of the limit (the weekly lock runs from it) and the later time seen;
* the PIN of the later choice, with the more wrong PINs and lockouts and the later lockout end;
* every break either holds.

The change history is not protective and is not compared; the rows of the copy the file lacks
are added when the file is written anyway. :func:`open_limit_file` replaces a file missing,
empty or damaged by a sound copy; with neither, the limit is marked lost (fails closed). No Qt here.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path

from reddog_qt.engine.pin import PinState
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP
from reddog_qt.profile.aside import copy_path_of, missing_or_empty, put_back, set_aside
from reddog_qt.profile.limit_file import (
    CHANGE_COLUMNS,
    INSERT_CHANGE,
    INSERT_PIN,
    LIMITS_SCHEMA,
    LIMITS_VERSION,
    check,
    import_v1_rows,
    read_breaks,
    read_change,
    read_pin,
    read_state,
    to_text,
    untouched,
)
from reddog_qt.profile.notice import Notice
from reddog_qt.profile.paths import ProfileError
from reddog_qt.profile.sqlite_file import Damaged, read_only_uri, sniff
from reddog_qt.profile.store import Clock, SqliteStore

log = logging.getLogger(__name__)

#: No copy of the limit file is larger than this; a larger one is not Red Dog's.
MAX_COPY_BYTES = 64 * 1024 * 1024

V1Rows = Mapping[str, Sequence[Mapping[str, object]]]


@dataclass(frozen=True)
class Pin:
    """The PIN row: the hash, when it was chosen (as stored) and the count of wrong PINs."""

    encoded: str
    created_at: str
    state: PinState


@dataclass(frozen=True)
class Guarded:
    """Everything a limit file holds for the player's protection, as read from it."""

    limit: int | None
    changed_at: datetime | None
    lost_at: datetime | None
    latest_seen: datetime | None
    pin: Pin | None
    breaks: frozenset[tuple[datetime, datetime]]
    #: The readable rows of the change history as stored (:data:`~.limit_file.CHANGE_COLUMNS`); not compared.
    changes: frozenset[tuple[object, ...]] = field(compare=False)

    def protective(self) -> Guarded:
        """The same without the latest time seen: what the copy must agree on."""
        return replace(self, latest_seen=None)

    def chosen(self) -> Guarded:
        """What the player chose and took: the limit, the PIN and the breaks, without the count of wrong PINs.

        A game stopped between a right PIN written to the file and to its copy leaves the copy with the
        wrong PINs before it; the stricter count comes back silently, as a lost minute of time does.
        """
        return replace(self, latest_seen=None, pin=self.pin and replace(self.pin, state=PinState()))


def read_guarded(conn: sqlite3.Connection, version: int = LIMITS_VERSION) -> Guarded:
    """What the limit file ``conn`` (of format ``version``) protects; raises Damaged if a row cannot be read."""
    state, lost_at = read_state(conn)
    encoded, pin_state = read_pin(conn)
    pin = None
    if encoded is not None:
        created_at = conn.execute("SELECT created_at FROM pin WHERE id = 1").fetchone()[0]
        pin = Pin(encoded, "" if created_at is None else str(created_at), pin_state)
    breaks = frozenset(read_breaks(conn)) if version >= 2 else frozenset()
    changes = []
    for row in conn.execute(f"SELECT {CHANGE_COLUMNS} FROM limit_changes"):
        with contextlib.suppress(Damaged):
            read_change(row)
            changes.append(tuple(row))
    return Guarded(state.limit, state.changed_at, lost_at, state.latest_seen, pin, breaks, frozenset(changes))


def _later(*moments: datetime | None) -> datetime | None:
    return max((moment for moment in moments if moment is not None), default=None)


def _strictness(guarded: Guarded) -> tuple[int, float]:
    """Smaller is stricter: a lost limit, then the lower limit, then no limit."""
    if guarded.lost_at is not None:
        return 0, 0
    return (1, guarded.limit) if guarded.limit is not None else (2, 0)


def stricter(first: Guarded, second: Guarded) -> Guarded:
    """The stricter of two readings of the limit file, field by field (see the module docstring)."""
    tighter = min(first, second, key=_strictness)
    changed_at = _later(first.changed_at, second.changed_at)
    pin = first.pin or second.pin
    if first.pin is not None and second.pin is not None:
        newer = max(first.pin, second.pin, key=lambda pin: (pin.created_at, pin.encoded))
        a, b = first.pin.state, second.pin.state
        pin = replace(newer, state=PinState(max(a.failures, b.failures), _later(a.locked_until, b.locked_until),
                                            max(a.lockouts, b.lockouts)))
    # A loss locks raising from when it happened, or from a change made after it, whichever is later.
    return Guarded(limit=tighter.limit, changed_at=changed_at,
                   lost_at=None if tighter.lost_at is None else _later(tighter.lost_at, changed_at),
                   latest_seen=_later(first.latest_seen, second.latest_seen), pin=pin,
                   breaks=first.breaks | second.breaks, changes=first.changes | second.changes)


def write_guarded(conn: sqlite3.Connection, mine: Guarded, merged: Guarded) -> None:
    """Inside a transaction: bring the limit file ``conn``, which holds ``mine``, up to ``merged``.

    Only what differs is written: the file's own rows (a damaged history row among them) stay.
    """
    conn.execute("UPDATE personal_limit SET limit_credits = ?, changed_at = ?, latest_seen = ?, lost_at = ? "
                 "WHERE id = 1", (merged.limit, to_text(merged.changed_at), to_text(merged.latest_seen),
                                  to_text(merged.lost_at)))
    if merged.pin != mine.pin:
        conn.execute("DELETE FROM pin")
        if (pin := merged.pin) is not None:
            conn.execute(INSERT_PIN, (pin.encoded, pin.state.failures, pin.state.lockouts,
                                      to_text(pin.state.locked_until), pin.created_at))
    conn.executemany("INSERT INTO breaks (started_at, until) VALUES (?, ?)",
                     [(to_text(start), to_text(end)) for start, end in sorted(merged.breaks - mine.breaks)])
    # Oldest first: the times (first) are stored as ISO 8601 in UTC, which sort as text.
    conn.executemany(INSERT_CHANGE, sorted(merged.changes - mine.changes, key=repr))


def read_copy(copy: Path) -> Guarded | None:
    """What the copy at ``copy`` protects, or None if it is missing, empty or not sound (an older format reads)."""
    try:
        sniff(copy)
        if not copy.exists() or not 0 < copy.stat().st_size <= MAX_COPY_BYTES:
            return None
        with contextlib.closing(sqlite3.connect(read_only_uri(copy), uri=True, timeout=1.0)) as conn:
            if conn.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
                return None
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if not 1 <= version <= LIMITS_VERSION:
                return None
            check(conn, version)
            return read_guarded(conn, version)
    except (Damaged, ProfileError, OSError, sqlite3.Error) as why:
        log.warning("The copy of the personal-limit file could not be used (%s).", why)
        return None


# --- opening ----------------------------------------------------------------------------


def mark_lost(conn: sqlite3.Connection, moment: datetime) -> None:
    """Inside a transaction: the limit is lost at ``moment`` (it fails closed; see :mod:`.limits`)."""
    stamp = to_text(moment)
    conn.execute("UPDATE personal_limit SET limit_credits = NULL, changed_at = ?, latest_seen = ?, "
                 "lost_at = ? WHERE id = 1", (stamp, stamp, stamp))


def write_copy(store: SqliteStore) -> None:
    """Write the copy of the limit file ``store``; if it cannot be written, remove the old one."""
    copy = copy_path_of(store.path)
    try:
        store.copy_to(copy)
    except (OSError, sqlite3.Error) as error:
        # An older copy could hold a higher limit or no lock: it goes, so that a lost limit file
        # fails closed instead of coming back from it.
        log.warning("The copy of the personal-limit file could not be written (%s); the old copy was "
                    "removed.", error)
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


def _import_v1(conn: sqlite3.Connection, rows: V1Rows, damage: list[str], clock: Clock) -> None:
    """Inside the transaction that makes the file: take Red Dog 1.0's rows, or fail closed if they are damaged."""
    conn.execute("SAVEPOINT v1_rows")
    try:
        import_v1_rows(conn, rows)
        check(conn)
    except (Damaged, sqlite3.IntegrityError) as why:
        conn.execute("ROLLBACK TO v1_rows")
        log.warning("The personal limit of Red Dog 1.0 could not be read (%s).", why)
        damage.append(str(why))
        mark_lost(conn, clock())
    conn.execute("RELEASE v1_rows")


def _lost_notice(damage: str) -> Notice:
    return Notice(QT_TRANSLATE_NOOP("Notice", "Your personal-limit file was damaged (%1) and no copy could be "
                                              "read, so your limit, PIN and lock could not be kept. Until you set "
                                              "a limit again in Game > Bet Options, every bet is held to the "
                                              "table minimum."), "limits_lost", damage=damage)


def _hold_to_copy(store: SqliteStore, notices: list[str]) -> None:
    """A file that opened: the stricter of it and its copy, field by field, written to whichever was behind."""
    copy = read_copy(copy_path_of(store.path))
    if copy is None:  # missing or unsound: made again from the file
        write_copy(store)
        return
    mine = read_guarded(store.connection)  # the file's rows were checked as it opened
    merged = stricter(mine, copy)
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
    if merged.protective() != copy.protective():
        write_copy(store)


def open_limit_file(path: Path, clock: Clock, v1_rows: V1Rows | None, notices: list[str], *, expected: bool,
                    exclusive: bool) -> SqliteStore:
    """Open the file; hold it to its copy; put the copy back if it is missing, empty or damaged; else fail closed.

    ``expected`` says that the profile had a limit file before (the ledger says so): a file that
    is missing or empty then lost the limit. What the player should be told is added to ``notices``.
    """
    missing = missing_or_empty(path) is not None
    expected = expected or missing_or_empty(copy_path_of(path)) is None
    if missing and not v1_rows and _restore_copy(path, clock):
        notices.append(Notice(QT_TRANSLATE_NOOP("Notice", "Your personal-limit file was missing or empty; it "
                                                          "was restored from its copy: your limit, PIN and "
                                                          "weekly lock are as they were."),
                              "limits_restored_missing"))
        log.warning("The personal-limit file was missing or empty; its copy was put back.")
        missing = False
    v1_damage: list[str] = []
    seed = None if not v1_rows else (lambda conn: _import_v1(conn, v1_rows, v1_damage, clock))
    store = SqliteStore(path, LIMITS_SCHEMA, clock, seed=seed, exclusive=exclusive)
    damage = store.damage
    if v1_rows and not store.created and untouched(store.connection):
        # A file made, but not filled, by an upgrade that was cut short (before the upgrade and
        # the file's creation became one step): the ledger still holds the limit, so take it now.
        with store.write("your personal limit from Red Dog 1.0") as conn:
            _import_v1(conn, v1_rows, v1_damage, clock)
    if v1_damage:
        notices.append(_lost_notice(v1_damage[0]))
    if not v1_rows and not store.created:
        _hold_to_copy(store, notices)
        return store
    if v1_rows or (store.set_aside is None and not (missing and expected)):
        write_copy(store)
        return store
    # The file was damaged and set aside, or lost although the profile had one: put the copy back,
    # or fail closed.
    store.close()
    restored = store.set_aside is not None and _restore_copy(path, clock)
    store = SqliteStore(path, LIMITS_SCHEMA, clock, exclusive=exclusive)
    if restored and not store.created:
        log.warning("The personal-limit file was damaged (%s); its copy was put back.", damage)
        notices.append(Notice(QT_TRANSLATE_NOOP("Notice", "Your personal-limit file was damaged; it was "
                                                          "restored from its copy: your limit, PIN and weekly "
                                                          "lock are as they were."), "limits_restored"))
    else:
        with store.write("your personal limit") as conn:
            mark_lost(conn, clock())
        if damage:
            notices.append(_lost_notice(damage))
        else:
            log.warning("The personal-limit file and its copy are missing or empty; the limit fails closed.")
            notices.append(Notice(
                QT_TRANSLATE_NOOP("Notice", "Your personal-limit file and its copy are missing or empty, so your "
                                            "limit, PIN and lock could not be kept. Until you set a limit again "
                                            "in Game > Bet Options, every bet is held to the table minimum."),
                "limits_missing"))
    write_copy(store)
    return store


__all__ = ["Guarded", "Pin", "V1Rows", "mark_lost", "open_limit_file", "read_copy", "read_guarded", "stricter",
           "write_copy", "write_guarded"]
