"""The one owner of an SQLite file of the profile (the ledger, the personal-limit file): :class:`SqliteStore`.

It opens its file (WAL, ``synchronous=FULL``), checks it, creates it or upgrades it in one transaction after a
copy ``<name>.before-v<N>-<UTC time>``, and refuses a newer format untouched. Every write is one transaction,
whose statements a :class:`Follower` is told. The environment failing changes nothing; a damaged file is set
aside and a fresh one started; any other error is a bug and propagates. No Qt here.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol, cast

from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP
from reddog_qt.profile.aside import SQLITE_COMPANIONS, fsync_file, set_aside
from reddog_qt.profile.paths import ProfileError, backup_path
from reddog_qt.profile.sqlite_file import (
    IN_USE,
    Damaged,
    ProfileTooNewError,
    ProfileUnavailableError,
    check_pages,
    in_use_error,
    is_damage,
    is_disk_full,
    is_environment,
    primary_code,
    reason_of,
    sniff,
)

logger = logging.getLogger(__name__)

#: Seconds to wait for a lock held by another connection; at opening, a lock another Red Dog holds stays held.
LOCK_TIMEOUT, OPEN_LOCK_TIMEOUT = 5.0, 1.0
#: Pages a copy takes at a time (another thread, the table's, may write between two steps).
COPY_STEP_PAGES = 256

Clock = Callable[[], datetime]
#: A statement that changed a file, with its parameters.
Change = tuple[str, tuple[Any, ...]]

#: The refusals about a store's file, by kind; %1 is the file's path, which says which file it is.
_REFUSALS = {
    "cannot_start": QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot start a new file at %1 (%2)."),
    "too_new": QT_TRANSLATE_NOOP("ProfileError", "Your file %1 was written by a newer version of Red Dog (format %2; "
                                 "this version reads up to format %3). Please update Red Dog; the file was left as "
                                 "it is."),
    "not_moved_aside": QT_TRANSLATE_NOOP("ProfileError", "Your file %1 is damaged (%2) and could not be moved aside "
                                         "(%3). Move or rename it yourself, then start Red Dog again."),
    "cannot_open": QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot open %1 (%2). If another Red Dog window is open, "
                                     "close it; otherwise check that the disk has room and the folder can be "
                                     "written."),
    "disk_full_open": QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot open %1: the disk is full. Make room on the "
                                        "disk, then start Red Dog again."),
    "disk_full_not_recorded": QT_TRANSLATE_NOOP("ProfileError", "Red Dog could not record %2 in %1: the disk is full; "
                                                "nothing was changed. Make room on the disk, then try again."),
    "closed": QT_TRANSLATE_NOOP("ProfileError", "The file %1 is closed."),
    "not_recorded": QT_TRANSLATE_NOOP("ProfileError", "Red Dog could not record %2 in %1 (%3); nothing was changed. "
                                      "Check that the disk has room and the folder can be written, then try again."),
    "not_read": QT_TRANSLATE_NOOP("ProfileError", "Red Dog could not read %1 (%2)."),
}


class NotingConnection(sqlite3.Connection):
    """A connection that notes, while :attr:`noted` is a list, every statement that changes the file."""

    noted: list[Change] | None = None

    def execute(self, sql: str, parameters: Any = (), /) -> sqlite3.Cursor:
        if self.noted is not None and sql.lstrip()[:6].upper() != "SELECT":
            self.noted.append((sql, tuple(parameters)))
        return super().execute(sql, parameters)

    def executemany(self, sql: str, parameters: Any, /) -> sqlite3.Cursor:
        if self.noted is not None:
            parameters = [tuple(values) for values in parameters]
            self.noted.extend((sql, values) for values in parameters)
        return super().executemany(sql, parameters)


class Follower(Protocol):
    """Told of each transaction of a store that changed its file: ``before_commit`` inside it (what it writes
    there is not noted), ``after_commit`` once it committed (it must not raise)."""

    def before_commit(self, conn: sqlite3.Connection, changes: list[Change]) -> None: ...
    def after_commit(self, changes: list[Change]) -> None: ...


def utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True)
class Schema:
    """What a store's file holds: ``upgrade_to[N]`` turns format N-1 into N, ``detect`` reads the format of a
    file whose ``user_version`` is 0 (0: empty), ``check`` raises :class:`Damaged` for an unsound file."""

    name: str
    version: int
    create: Callable[[sqlite3.Connection], None]
    upgrade_to: Mapping[int, Callable[[sqlite3.Connection], object]]
    detect: Callable[[sqlite3.Connection], int]
    check: Callable[[sqlite3.Connection], None]


class SqliteStore:
    """One SQLite file of the profile, opened, checked (every page, or only below ``check_pages_below`` bytes),
    upgraded if need be, and owned. ``seed`` fills a new file in the transaction that makes it. ``exclusive``
    keeps the file locked until it is closed: a second Red Dog is refused even if the lock file was deleted."""

    def __init__(self, path: Path, schema: Schema, clock: Clock = utc_now,
                 seed: Callable[[sqlite3.Connection], None] | None = None, *, exclusive: bool = False,
                 checkpoint_each_commit: bool = True, check_pages_below: int | None = None) -> None:
        self.path = Path(path)
        self._schema, self._clock, self._seed, self._exclusive = schema, clock, seed, exclusive
        self._checkpoint_each_commit, self._check_pages_below = checkpoint_each_commit, check_pages_below
        #: Held through each transaction and read, so a worker thread can copy the file between them.
        self.lock = threading.RLock()
        self.follower: Follower | None = None
        self._conn: NotingConnection | None = None
        #: Where a damaged file was moved at opening, and why.
        self.set_aside: Path | None = None
        self.damage = ""
        #: The copy taken before an upgrade, and the format the file was in (0: new).
        self.upgrade_backup: Path | None = None
        self.found_version = 0
        try:
            self._conn = self._connect_checked()
        except Damaged as why:
            self.damage = str(why)
            self.set_aside = self.move_aside(self.damage)
            try:
                self._conn = self._connect_checked()
            except Damaged as again:  # a file just made is not damaged: the folder must be odd
                raise self._error("cannot_start", reason=str(again)) from None

    @property
    def created(self) -> bool:
        """True if the file was new (or set aside) and was made by this store."""
        return self.found_version == 0

    def _connect_checked(self) -> NotingConnection:
        """Open the file and check it, then create, upgrade or accept it; it is left in WAL mode."""
        conn: NotingConnection | None = None
        schema = self._schema
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            sniff(self.path)
            conn = sqlite3.connect(self.path, timeout=OPEN_LOCK_TIMEOUT if self._exclusive else LOCK_TIMEOUT,
                                   isolation_level=None, factory=NotingConnection, check_same_thread=False)
            if self._exclusive:
                conn.execute("PRAGMA locking_mode=EXCLUSIVE")
            conn.execute("PRAGMA synchronous=FULL")
            if self._check_pages_below is None or self.path.stat().st_size < self._check_pages_below:
                check_pages(conn)
            version = self.found_version = conn.execute("PRAGMA user_version").fetchone()[0] or schema.detect(conn)
            if version > schema.version:
                raise self._error("too_new", version=str(version), readable=str(schema.version))
            if version < schema.version:
                self._make_or_upgrade(conn, version)
            schema.check(conn)  # before the journal mode is set, so that a file set aside keeps its bytes
            use_wal(conn, self._checkpoint_each_commit)
            conn.execute(f"PRAGMA busy_timeout={int(LOCK_TIMEOUT * 1000)}")
            return conn
        except BaseException as error:
            if conn is not None:
                conn.close()
            if self._exclusive and primary_code(error) in IN_USE:
                raise in_use_error(self.path.parent) from error
            if is_damage(error):
                raise Damaged(reason_of(error)) from error
            if is_environment(error) and not isinstance(error, ProfileError):  # a ProfileError says it already
                raise self._unavailable(error) from error
            raise

    def _make_or_upgrade(self, conn: sqlite3.Connection, version: int) -> None:
        schema = self._schema
        if version:
            self.upgrade_backup = backup_path(self.path, self._clock(), f"before-v{schema.version}")
            _backup(conn, self.upgrade_backup)
        else:
            use_wal(conn, self._checkpoint_each_commit)
        try:
            with transaction(conn):
                if not version:
                    schema.create(conn)
                    if self._seed is not None:
                        self._seed(conn)
                for target in range(version + 1, schema.version + 1) if version else ():
                    if (step := schema.upgrade_to.get(target)) is None:
                        raise Damaged(f"it is in format {version}, which this version cannot upgrade")
                    step(conn)
                conn.execute(f"PRAGMA user_version = {int(schema.version)}")
        except sqlite3.Error as error:
            if not version or is_environment(error) or is_damage(error):
                raise
            # The format number in the header does not match the tables (it was changed by hand).
            raise Damaged(f"its format number {version} does not match its tables ({reason_of(error)})") from None
        if version:
            logger.info("Upgraded the %s %s from format %d to %d (the old file is kept as %s).", schema.name,
                        self.path, version, schema.version, self.upgrade_backup and self.upgrade_backup.name)
        else:
            logger.info("Started a new %s at %s.", schema.name, self.path)

    def move_aside(self, reason: str) -> Path:
        """Close the damaged file and move it (and its -wal, -shm, -journal) aside; returns the name it was given."""
        self.close()
        try:
            backup = set_aside(self.path, self._clock(), SQLITE_COMPANIONS)
        except OSError as error:
            raise self._error("not_moved_aside", damage=reason, reason=reason_of(error)) from error
        logger.warning("The %s %s was unusable (%s); kept it as %s and started a fresh one.",
                       self._schema.name, self.path, reason, backup.name)
        return backup

    def _error(self, kind: str, **params: str) -> ProfileError:
        """The refusal ``kind`` about this file, coded with the file's kind (``"too_new_ledger"``)."""
        error = ProfileTooNewError if kind == "too_new" else ProfileUnavailableError
        return error(_REFUSALS[kind], f"{kind}_{self._schema.name.split()[0].replace('-', '_')}",
                     path=str(self.path), **params)  # in the order of the sentence's %1, %2...

    def _unavailable(self, error: BaseException, what: str | None = None) -> ProfileError:
        """The refusal of an environment failure at opening, or (``what``) of a write."""
        where = {} if what is None else {"what": what}
        if is_disk_full(error):
            return self._error("disk_full_open" if what is None else "disk_full_not_recorded", **where)
        return self._error("cannot_open" if what is None else "not_recorded", **where, reason=reason_of(error))

    @property
    def connection(self) -> sqlite3.Connection:
        """The store's one connection (for reads; writes go through :meth:`write`)."""
        if self._conn is None:
            raise self._error("closed")
        return self._conn

    @contextlib.contextmanager
    def write(self, what: str) -> Iterator[sqlite3.Connection]:
        """One write transaction, all or nothing; the environment failing (or damage) says ``what`` was not recorded."""
        conn, follower = cast(NotingConnection, self.connection), self.follower
        changes: list[Change] = []
        with self.lock:  # held until the follower has the transaction too: a copy made meanwhile misses none
            try:
                with transaction(conn):
                    conn.noted = changes if follower is not None else None
                    try:
                        yield conn
                    finally:
                        conn.noted = None
                    if follower is not None and changes:
                        follower.before_commit(conn, changes)
            except sqlite3.Error as error:
                if is_environment(error) or is_damage(error):
                    raise self._unavailable(error, what) from error
                raise
            if follower is not None and changes:
                follower.after_commit(changes)

    def read(self, sql: str, parameters: tuple[object, ...] = ()) -> list[sqlite3.Row]:
        """Rows read outside a write; an environment failure becomes :class:`ProfileUnavailableError`."""
        try:
            with self.lock:
                cursor = self.connection.execute(sql, parameters)
                cursor.row_factory = sqlite3.Row
                return cursor.fetchall()
        except sqlite3.Error as error:
            if is_environment(error) or is_damage(error):
                raise self._error("not_read", reason=reason_of(error)) from error
            raise

    def copy_to(self, target: Path, *, then: Callable[[], None] | None = None) -> None:
        """Write a consistent copy of the database to ``target`` (replacing it atomically), then call ``then``
        before any other transaction. The lock is let go every :data:`COPY_STEP_PAGES` pages: what another
        thread writes meanwhile (the table's, when a worker copies) goes into the copy too."""
        temp = target.with_name(f".{target.name}.tmp")
        temp.unlink(missing_ok=True)

        def between_steps(_status: int, remaining: int, _total: int) -> None:
            if remaining:  # once copied, held on until ``then`` is done
                self.lock.release()
                time.sleep(0.0005)  # the table's thread, if it waits, takes the lock now
                self.lock.acquire()

        with self.lock:
            _backup(self.connection, temp, COPY_STEP_PAGES, between_steps)
            fsync_file(temp)  # on the disk before it replaces the old copy: a power cut never leaves an empty one
            os.replace(temp, target)
            if then is not None:
                then()

    def close(self) -> None:
        """Close the connection (again is harmless)."""
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    @property
    def closed(self) -> bool:
        return self._conn is None


def _backup(conn: sqlite3.Connection, target: Path, pages: int = -1,
            progress: Callable[[int, int, int], object] | None = None) -> None:
    """A consistent copy of the database of ``conn`` at ``target``, in the rollback journal (SQLite's backup)."""
    with contextlib.closing(sqlite3.connect(target)) as copy:
        conn.backup(copy, pages=pages, progress=progress)
        copy.execute("PRAGMA journal_mode=DELETE")


@contextlib.contextmanager
def transaction(conn: sqlite3.Connection, begin: str = "BEGIN IMMEDIATE") -> Iterator[sqlite3.Connection]:
    """One write transaction, taken with the write lock at once: all of it, or none of it."""
    conn.execute(begin)
    try:
        yield conn
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
        raise


def use_wal(conn: sqlite3.Connection, checkpoint_each_commit: bool = True) -> None:
    """Switch to the write-ahead log where the file system allows it. ``checkpoint_each_commit`` (the limit
    file): a ``-wal`` lost after a crash takes nothing with it; the ledger's copy holds what it would take."""
    if checkpoint_each_commit:
        conn.execute("PRAGMA wal_autocheckpoint=1")
    mode = conn.execute("PRAGMA journal_mode=WAL").fetchone()[0]
    if str(mode).lower() != "wal":
        logger.info("The profile uses the %s journal (WAL is not available here).", mode)
