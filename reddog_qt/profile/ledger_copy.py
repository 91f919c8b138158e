"""The ledger's copy, ``ledger-copy.sqlite3``: kept in step with the ledger, put back when the ledger is lost.

:class:`LedgerCopy` runs each transaction of the ledger on the copy once it committed (the cost of the change,
never of the history); both count them in ``meta.writes``, and the ledger keeps its latest in ``meta.last_write``
for a copy a kill left one behind. A copy out of step otherwise is made again whole (on a worker thread for a
large ledger, which then checks the ledger's pages). :func:`check_before_opening` and :func:`restore_if_lost`
put the copy back in place of a ledger missing, empty, damaged or behind it, and say so. No Qt here.
"""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP
from reddog_qt.profile.aside import SQLITE_COMPANIONS, copy_path_of, missing_or_empty, present, put_back, set_aside
from reddog_qt.profile.notice import Notice
from reddog_qt.profile.sqlite_file import Damaged, check_pages, is_damage, reason_of, sniff
from reddog_qt.profile.store import Change, Clock, SqliteStore, transaction
from reddog_qt.profile.values import credits, meta_value, whole

log = logging.getLogger(__name__)
T = TypeVar("T")

#: Meta keys: the count of transactions (the ledger's and its copy's agree), the ledger's latest transaction
#: for a copy a kill left behind, and in the copy the damage the worker found in the ledger's pages.
WRITES_KEY, LAST_WRITE_KEY, DAMAGE_KEY = "writes", "last_write", "ledger_damaged"
#: A copy of a ledger smaller than this (bytes) is made at once; a larger one on a worker thread.
SMALL_LEDGER = 1 << 20
#: Seconds after opening a larger ledger that the worker checks its pages (after the table's first frame).
CHECK_AFTER = 2.0
_SET = "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"


@dataclass(frozen=True)
class Snapshot:
    """The totals of a ledger file (``settled``, ``last_settled``, ``net``: of its finished hands)."""

    settled: int
    last_settled: int
    net: int
    unsettled: frozenset[int]
    last_id: int
    new_games: int
    balance: int


def ledger_existed(ledger_file: Path, marked: bool) -> bool:
    """True if this profile has had a ledger before: the settings say so (``marked``), or its copy is there."""
    return marked or present(copy_path_of(ledger_file))


def writes_of(conn: sqlite3.Connection) -> int:
    """The file's count of writes (0 if it has none, or one no file reaches: the next count must fit SQLite)."""
    value = meta_value(conn, WRITES_KEY)
    return value if whole(value) and 0 <= value < 2**62 else 0


def snapshot_of(conn: sqlite3.Connection) -> Snapshot | None:
    """The totals of an open ledger file, or None if it holds no readable balance."""
    balance = meta_value(conn, "balance")
    settled, last_settled, net, last_id, new_games = conn.execute(
        "SELECT count(*), coalesce(max(bet_id), 0), coalesce(sum(net), 0), (SELECT coalesce(max(bet_id), 0) FROM "
        "hands), (SELECT count(*) FROM bankroll_events) FROM hands WHERE status != 'open'").fetchone()
    unsettled = frozenset(row[0] for row in conn.execute(
        "SELECT bet_id FROM hands WHERE status = 'open' AND settled_at IS NULL LIMIT 1000"))
    if not credits(balance) or not all(whole(value) for value in (settled, last_settled, net, last_id)):
        return None  # the ledger's own rule for its balance
    return Snapshot(settled, last_settled, net, unsettled, last_id, new_games, balance)


def _connect(path: Path) -> sqlite3.Connection | None:
    """A connection to a sound-looking ledger file (a copy's interrupted transaction rolled back), else None."""
    conn: sqlite3.Connection | None = None
    try:
        sniff(path)
        if path.is_file() and path.stat().st_size:
            conn = sqlite3.connect(path, timeout=1.0, isolation_level=None, check_same_thread=False)
            conn.execute("PRAGMA synchronous=FULL")
            conn.execute("PRAGMA journal_mode=DELETE")  # never a -wal of its own; a hot journal is rolled back here
            conn.execute("SELECT (SELECT value FROM meta WHERE key = 'balance'), (SELECT bet_id FROM hands LIMIT 1), "
                         "(SELECT id FROM bankroll_events LIMIT 1)").fetchall()
            return conn
    except (Damaged, OSError, sqlite3.Error):
        if conn is not None:
            conn.close()
    return None


def _read(path: Path, read: Callable[[sqlite3.Connection], T], *, checked: bool = False) -> T | None:
    """What ``read`` finds in a sound-looking ledger file (``checked``: its pages too); None if there is none."""
    conn = _connect(path)
    if conn is None:
        return None
    try:
        if checked:
            check_pages(conn)
        return read(conn)
    except (Damaged, sqlite3.Error):
        return None
    finally:
        conn.close()


def _rolled_back(ledger: sqlite3.Connection, copy: sqlite3.Connection) -> tuple[Snapshot, int, int, int] | None:
    """If the ledger is its copy with its latest records rolled back (the same finished hands up to the ledger's
    last, then more writes, or in files that did not count them later hands, more new games or a result for a
    hand still waiting): the copy's totals and the count, first and last Bet ID of the settled hands lost."""
    writes = writes_of(ledger)
    if writes and writes >= writes_of(copy):
        return None  # the common case, read in two rows: the copy is not ahead
    ours, theirs = snapshot_of(ledger), snapshot_of(copy)
    if ours is None or theirs is None or copy.execute(
            "SELECT count(*), coalesce(sum(net), 0) FROM hands WHERE status != 'open' AND bet_id <= ?",
            (ours.last_settled,)).fetchone() != (ours.settled, ours.net):
        return None  # not the same hands: a row damaged in place is not a roll-back, it is set aside
    if not writes:
        waiting = ",".join(str(bet_id) for bet_id in ours.unsettled)
        paid = bool(waiting) and copy.execute(
            f"SELECT 1 FROM hands WHERE status != 'open' AND bet_id IN ({waiting})").fetchone() is not None
        if not (theirs.last_id > ours.last_id or theirs.new_games > ours.new_games or paid):
            return None
    count, first, last = copy.execute("SELECT count(*), min(bet_id), max(bet_id) FROM hands "
                                      "WHERE status != 'open' AND bet_id > ?", (ours.last_settled,)).fetchone()
    check_pages(copy)
    return theirs, count, first, last


def _told(template: str, code: str, **params: object) -> Notice:
    notice = Notice(template, code, **params)
    log.warning("%s", notice)  # the log says what the player is told
    return notice


def check_before_opening(path: Path, known: bool, starting_balance: int, clock: Clock) -> Notice | None:
    """Before the ledger is opened: put the copy back in place of a missing or empty ledger, and say so (nothing
    to say on a first start, when not ``known``: see :func:`ledger_existed`)."""
    if (how := missing_or_empty(path)) is None:
        return None  # there, or the store says what is wrong with it
    if (snapshot := _read(copy_path_of(path), snapshot_of, checked=True)) is None:
        if not known:
            return None  # a first start
        return _told(QT_TRANSLATE_NOOP("Notice", "Your ledger file %1 was missing or empty and no copy of it could be "
                                       "read, so your balance and hand history could not be recovered. A fresh "
                                       "bankroll of %Ln credit(s) was started."),
                     f"ledger_lost_{how}", bankroll=starting_balance, file=path.name)
    # An empty file and any stale -wal/-shm beside it are kept, never applied to the copy.
    set_aside(path, clock(), SQLITE_COMPANIONS, missing_ok=True)
    put_back(copy_path_of(path), path)
    return _told(QT_TRANSLATE_NOOP("Notice", "Your ledger file %1 was missing or empty; it was restored from its copy, "
                                   "written after your last hand: balance %Ln credit(s), %2 hands in your history."),
                 f"ledger_restored_{how}", balance=snapshot.balance, file=path.name, hands=snapshot.settled)


def restore_if_lost(store: SqliteStore, clock: Clock) -> tuple[Notice, Path | None] | None:
    """Just after the ledger opened: put its copy back if it was damaged (set aside) or is behind the copy, the
    store closed (to be opened again). Returns what to tell the player and where a damaged ledger was kept;
    None if the ledger stays, its store open."""
    path, copy = store.path, copy_path_of(store.path)
    found = None if store.set_aside else _read(copy, lambda conn: meta_value(conn, DAMAGE_KEY))
    if store.set_aside is not None or found is not None:
        if (snapshot := _read(copy, snapshot_of, checked=True)) is None:
            return None  # damaged, and no copy to put back: the ledger (a fresh one if it was set aside) stays
        if store.set_aside is None:  # the damage the worker found in the ledger's pages at the last start
            store.damage, store.set_aside = str(found), store.move_aside(str(found))
        store.close()
        for companion in [path, *(path.with_name(path.name + suffix) for suffix in SQLITE_COMPANIONS)]:
            companion.unlink(missing_ok=True)  # the fresh file the store started
        _read(copy, lambda conn: conn.execute("DELETE FROM meta WHERE key = ?", (DAMAGE_KEY,)))  # found and done
        put_back(copy, path)
        return _told(QT_TRANSLATE_NOOP("Notice", "Your ledger file was damaged (%1); it was kept as %2 and restored "
                                       "from its copy, written after your last hand: balance %Ln credit(s), %3 hands "
                                       "in your history."), "ledger_restored_damaged", balance=snapshot.balance,
                     damage=store.damage, file=store.set_aside.name, hands=snapshot.settled), store.set_aside
    if (lost := _read(copy, lambda conn: _rolled_back(store.connection, conn))) is None:
        return None
    theirs, count, first, last = lost
    store.close()
    backup = set_aside(path, clock(), SQLITE_COMPANIONS)
    put_back(copy, path)
    if not count:
        return _told(QT_TRANSLATE_NOOP("Notice", "Your ledger file had lost its latest records, as happens when its "
                                       "-wal file is lost after a crash; it was kept as %1 and restored from its copy: "
                                       "balance %Ln credit(s)."), "ledger_restored_records", balance=theirs.balance,
                     file=backup.name), None
    return _told(QT_TRANSLATE_NOOP("Notice", "Your ledger file had lost its latest records (%1 settled hands, Bet IDs "
                                   "%2 to %3), as happens when its -wal file is lost after a crash; it was kept as %4 "
                                   "and restored from its copy: balance %Ln credit(s)."), "ledger_restored_hands",
                 balance=theirs.balance, hands=count, first=str(first), last=str(last), file=backup.name), None


class LedgerCopy:
    """The copy beside one ledger, kept in step with it: its store's follower (see the module docstring)."""

    def __init__(self, store: SqliteStore) -> None:
        self._store = store
        self.path = copy_path_of(store.path)
        #: The copy, while it is in step with the ledger (None: it is to be made again).
        self._conn: sqlite3.Connection | None = None
        #: The ledger's count of writes once the transaction now under way commits.
        self._writes = 0
        self._worker: threading.Thread | None = None
        self._stop = threading.Event()  # set at the close: a check of the pages not yet begun is not begun

    def follow(self) -> None:
        """Take up the copy if it is in step with the ledger (or one transaction behind: replayed); else make it."""
        self._conn = _connect(self.path)
        try:
            if self._conn is not None and not self._catch_up(self._store.connection, self._conn):
                self._drop()
        except (sqlite3.Error, ValueError, TypeError) as error:  # a last write that cannot be read, too
            log.warning("The copy of the ledger could not be compared (%s); it is made again.", error)
            self._drop()
        if self._store.path.stat().st_size >= SMALL_LEDGER:
            self._worker = threading.Thread(target=self._work, name="ledger-copy", daemon=True)
            self._worker.start()
        elif self._conn is None:
            self._make()

    def _work(self) -> None:
        """On the worker thread: make the copy if need be, then check the ledger's pages (damage noted in the copy)."""
        try:
            if self._conn is None:
                self._make()
            if self._stop.wait(CHECK_AFTER) or self._conn is None:
                return
            with self._store.lock:
                check_pages(self._store.connection)
            return
        except Damaged as why:
            damage = str(why)
        except Exception as error:  # a worker thread has no caller to raise to (the ledger may be closed)
            if not is_damage(error):
                log.warning("The ledger's copy could not be made or its pages checked (%s).", error)
                return
            damage = f"it failed its integrity check: {reason_of(error)}"
        log.warning("The ledger %s failed its check (%s); its copy goes back at the next start.",
                    self._store.path, damage)
        with self._store.lock, contextlib.suppress(sqlite3.Error):
            if self._conn is not None:
                self._conn.execute(_SET, (DAMAGE_KEY, damage))

    def _catch_up(self, ledger: sqlite3.Connection, conn: sqlite3.Connection) -> bool:
        """True if the copy is in step with the ledger, after replaying the last transaction if it missed it."""
        if ledger.execute("PRAGMA user_version").fetchone() != conn.execute("PRAGMA user_version").fetchone():
            return False
        ours, theirs = writes_of(ledger), writes_of(conn)
        if ours == theirs + 1:
            last = json.loads(str(meta_value(ledger, LAST_WRITE_KEY) or "null"))
            if not (isinstance(last, list) and len(last) == 2 and last[0] == ours):
                return False
            self._replay(conn, [(sql, tuple(values)) for sql, values in last[1]], ours)
        elif ours != theirs:
            return False
        if ours == 0:  # files of 1.1, which did not count their writes: compared by their totals
            return snapshot_of(ledger) == snapshot_of(conn)
        marks = ("SELECT (SELECT max(bet_id) FROM hands), (SELECT max(id) FROM bankroll_events), "
                 "(SELECT max(id) FROM table_events), (SELECT max(id) FROM set_aside_rows), "
                 "(SELECT value FROM meta WHERE key = 'balance'), (SELECT value FROM meta WHERE key = 'next_bet_id')")
        return bool(ledger.execute(marks).fetchone() == conn.execute(marks).fetchone())

    @staticmethod
    def _replay(conn: sqlite3.Connection, changes: list[Change], writes: int) -> None:
        with transaction(conn, "BEGIN EXCLUSIVE"):  # nothing reads the copy meanwhile
            if writes_of(conn) != writes - 1:
                raise sqlite3.DatabaseError("the copy is not one transaction behind")
            for sql, values in changes:
                conn.execute(sql, values)
            conn.execute(_SET, (WRITES_KEY, writes))

    def before_commit(self, conn: sqlite3.Connection, changes: list[Change]) -> None:
        """Count the transaction and keep its statements in the ledger, in the transaction itself."""
        self._writes = writes_of(conn) + 1
        try:
            last = json.dumps([self._writes, changes])
        except (TypeError, ValueError):  # a value JSON cannot hold: a copy left behind by a kill is made again
            last = "null"
        conn.executemany(_SET, [(WRITES_KEY, self._writes), (LAST_WRITE_KEY, last)])

    def after_commit(self, changes: list[Change]) -> None:
        """Run the committed transaction's statements on the copy; one that fails is made again at the next start."""
        if self._conn is None:
            return  # being made (it takes in this transaction) or to be made at the next start
        try:
            self._replay(self._conn, changes, self._writes)
        except (sqlite3.Error, OSError) as error:
            log.warning("The copy of the ledger could not be written (%s); it will be made again.", error)
            self._drop()

    def _make(self) -> None:
        """Make the copy again whole and take it up; a failure of the disk is logged (the next start tries again)."""
        def take_up() -> None:  # none is taken up while one is made
            self._conn = _connect(self.path)

        try:
            self._store.copy_to(self.path, then=take_up)
        except (sqlite3.Error, OSError) as error:
            log.warning("The copy of the ledger could not be made (%s).", error)

    def _drop(self) -> None:
        if self._conn is not None:
            with contextlib.suppress(sqlite3.Error):
                self._conn.close()
            self._conn = None

    def close(self) -> None:
        """Let a copy under way finish, and close it (a copy out of step is made again at the next start)."""
        self._stop.set()
        if self._worker is not None:
            self._worker.join()
            self._worker = None
        self._drop()
