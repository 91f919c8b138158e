"""The player's bank: balance, Bet IDs and hand history in a crash-safe SQLite file.

:class:`Ledger` is the engine's :class:`~reddog_qt.engine.session.Journal`.
The session tells it of every hand *before* its own state moves, and each call
is exactly one SQLite transaction (``BEGIN IMMEDIATE`` ... ``COMMIT``, rolled
back on any error) that writes the hand's row and the balance
and next Bet ID together (WAL journal, ``synchronous=FULL``). The balance and
the history therefore never disagree, and a write that fails raises
:class:`LedgerError` with nothing changed, in the file or in the session.

Interrupted hands
    When a spread hand is dealt, its stake leaves the balance and the row is
    stored as ``open`` together with the hidden third card. If the game stops
    before the player raises or stands (a crash, a power cut, a killed
    process), :meth:`Ledger.recover` — called at start-up, before a session is
    made — completes that hand **as if the player had stood**: no raise, the
    recorded third card, paid by the hand's own table (or the Atlantic City
    pay table if the table is unknown). The stake plus the result goes back to
    the balance and the row becomes ``recovered``, in one transaction per
    hand, so credits are never lost or paid twice; calling it again finds
    nothing to do. A row too damaged to finish is voided: the wager is
    returned (a push).

Damaged files
    An empty file is simply a new ledger, and so is a database holding none of
    the ledger's tables (other modules, such as the bet-limit store, keep their
    own tables in the same file and are left alone). A file that is not a
    database, is truncated or scrambled, fails ``PRAGMA integrity_check``, or
    has some of the ledger's tables but not all the columns and values this
    version needs (including a different ``schema_version``) is moved aside as ``ledger.sqlite3.bad-<UTC
    timestamp>`` (its ``-wal``/``-shm`` files with it, so the copy can still be
    opened), one warning line is logged, and a fresh ledger starts with the
    starting balance; :attr:`Ledger.recovered_from` names the backup so the app
    can tell the player. Problems that are not damage — the folder is not
    writable, another program holds the file locked, the disk is full — raise
    :class:`LedgerError` instead, because setting the file aside would not help.

No Qt here.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
from collections.abc import Callable, Iterator
from datetime import datetime, timezone
from pathlib import Path
from types import TracebackType
from typing import TypeGuard

from reddog_qt.engine.cards import Card
from reddog_qt.engine.hand import Hand, HandKind, Phase
from reddog_qt.engine.session import FIRST_BET_ID
from reddog_qt.ledger_rows import (
    BankrollEvent,
    HandRecord,
    HandStatus,
    LedgerTotals,
    card_codes,
    finish_as_stand,
    kind_text,
    record_from_row,
)
from reddog_qt.paths import backup_path

logger = logging.getLogger(__name__)

#: The layout of the tables; a file with another version is set aside.
SCHEMA_VERSION = 1
#: Seconds to wait for a lock held by another connection before giving up.
LOCK_TIMEOUT = 5.0

Clock = Callable[[], datetime]

_SCHEMA = (
    """CREATE TABLE IF NOT EXISTS meta (
        key TEXT PRIMARY KEY,
        value NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS hands (
        bet_id INTEGER PRIMARY KEY,
        slip_id INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('open', 'settled', 'recovered')),
        opened_at TEXT NOT NULL,
        settled_at TEXT,
        rules_name TEXT NOT NULL,
        cards TEXT NOT NULL,
        third_card TEXT,
        spread INTEGER,
        kind TEXT,
        wager INTEGER NOT NULL CHECK (wager > 0),
        raised INTEGER NOT NULL DEFAULT 0 CHECK (raised >= 0),
        net INTEGER,
        balance_after INTEGER,
        shuffle_id TEXT NOT NULL DEFAULT ''
    )""",
    "CREATE INDEX IF NOT EXISTS hands_by_status ON hands (status)",
    """CREATE TABLE IF NOT EXISTS bankroll_events (
        id INTEGER PRIMARY KEY,
        time TEXT NOT NULL,
        balance INTEGER NOT NULL,
        previous_balance INTEGER
    )""",
)

_REQUIRED_COLUMNS = {
    "meta": {"key", "value"},
    "hands": {"bet_id", "slip_id", "status", "opened_at", "settled_at", "rules_name", "cards",
              "third_card", "spread", "kind", "wager", "raised", "net", "balance_after", "shuffle_id"},
    "bankroll_events": {"time", "balance"},
}

# SQLite primary result codes that mean "this file is damaged", as opposed to locked, read-only, full...
_SQLITE_CORRUPT = 11
_SQLITE_NOTADB = 26


class LedgerError(OSError):
    """The ledger cannot be opened or written. The message can be shown to a player as it is."""


class _Unusable(Exception):
    """The file is damaged or not a ledger; the message says why, in a player's words."""


def _utc_now() -> datetime:
    return datetime.now(timezone.utc)


#: The first bytes of every SQLite database file.
_SQLITE_MAGIC = b"SQLite format 3\x00"


def _sniff(path: Path) -> None:
    """Raise :class:`_Unusable` for a non-empty file that is not an SQLite database at all.

    Checked before SQLite opens it, because SQLite may discard the ``-wal``/``-shm`` files
    beside a file it cannot read; this way they are set aside untouched.
    """
    try:
        with path.open("rb") as handle:
            head = handle.read(len(_SQLITE_MAGIC))
    except FileNotFoundError:
        return
    if head and head != _SQLITE_MAGIC:
        raise _Unusable("file is not a database")


def _primary_code(error: sqlite3.Error) -> int | None:
    code = getattr(error, "sqlite_errorcode", None)
    return None if code is None else code & 0xFF


def _is_damage(error: sqlite3.Error) -> bool:
    return _primary_code(error) in (_SQLITE_CORRUPT, _SQLITE_NOTADB)


def _whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


class Ledger:
    """The bank and hand history of one player, kept in ``path``.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     with Ledger(Path(folder) / "ledger.sqlite3", starting_balance=500) as ledger:
    ...         (ledger.balance, ledger.next_bet_id, ledger.recover())
    (500, 1000001, [])
    """

    def __init__(self, path: Path, starting_balance: int = 1_000, clock: Clock = _utc_now) -> None:
        if not _whole(starting_balance) or starting_balance < 0:
            raise ValueError(f"a starting balance is a whole number of credits, not {starting_balance!r}")
        self._path = Path(path)
        self._starting_balance = starting_balance
        self._clock = clock
        self._conn: sqlite3.Connection | None = None
        #: Where a damaged ledger was set aside when this one was opened, else None.
        self.recovered_from: Path | None = None
        self._conn = self._open()

    # --- opening ----------------------------------------------------------------

    @property
    def path(self) -> Path:
        """The ledger file."""
        return self._path

    def _open(self) -> sqlite3.Connection:
        try:
            return self._connect_checked()
        except _Unusable as why:
            self.recovered_from = self._set_aside(str(why))
        try:
            return self._connect_checked()
        except _Unusable as why:  # a file just created cannot be damaged; the folder must be odd
            raise LedgerError(f"Red Dog cannot start a new ledger at {self._path} ({why}).") from None

    def _connect_checked(self) -> sqlite3.Connection:
        """A connection to a usable ledger (created if the file is new or empty)."""
        try:
            self._path.parent.mkdir(parents=True, exist_ok=True)
            _sniff(self._path)
            conn = sqlite3.connect(self._path, timeout=LOCK_TIMEOUT, isolation_level=None)
        except (OSError, sqlite3.Error) as error:
            raise self._open_error(error) from error
        try:
            conn.row_factory = sqlite3.Row
            conn.execute("PRAGMA synchronous=FULL")
            # Check before anything is written, so a file that is set aside keeps its bytes.
            self._check(conn)
            self._use_wal(conn)
        except sqlite3.Error as error:
            conn.close()
            if _is_damage(error):
                raise _Unusable(str(error)) from error
            raise self._open_error(error) from error
        except BaseException:
            conn.close()
            raise
        return conn

    def _open_error(self, error: BaseException) -> LedgerError:
        reason = getattr(error, "strerror", None) or str(error)
        return LedgerError(
            f"Red Dog cannot open your ledger {self._path} ({reason}). "
            "If another Red Dog window is open, close it; otherwise check that the folder can be written."
        )

    @staticmethod
    def _use_wal(conn: sqlite3.Connection) -> None:
        mode = conn.execute("PRAGMA journal_mode=WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            logger.info("The ledger uses the %s journal (WAL is not available here).", mode)

    def _check(self, conn: sqlite3.Connection) -> None:
        """Raise :class:`_Unusable` unless ``conn`` holds a sound ledger; create one in an empty file."""
        problems = [row[0] for row in conn.execute("PRAGMA integrity_check").fetchall()]
        if problems != ["ok"]:
            raise _Unusable(f"it failed its integrity check: {problems[0] if problems else 'no answer'}")
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not tables & set(_REQUIRED_COLUMNS):
            # A new file, or one holding only other modules' tables (the bet-limit store shares it).
            self._use_wal(conn)
            self._create(conn)
            return
        for table, columns in _REQUIRED_COLUMNS.items():
            if table not in tables:
                raise _Unusable(f"it has no {table} table")
            present = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
            if not columns <= present:
                raise _Unusable(f"its {table} table lacks {', '.join(sorted(columns - present))}")
        meta = {row[0]: row[1] for row in conn.execute("SELECT key, value FROM meta")}
        version = meta.get("schema_version")
        if version != SCHEMA_VERSION:
            raise _Unusable(f"it is in format {version!r}; this version of Red Dog reads format {SCHEMA_VERSION}")
        for key, lowest in (("balance", 0), ("next_bet_id", 1)):
            value = meta.get(key)
            if not _whole(value) or value < lowest:
                raise _Unusable(f"its {key.replace('_', ' ')} is {value!r}")

    def _create(self, conn: sqlite3.Connection) -> None:
        now = self._now()
        with self._transaction(conn):
            for statement in _SCHEMA:
                conn.execute(statement)
            conn.executemany(
                "INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)",
                [("schema_version", SCHEMA_VERSION), ("balance", self._starting_balance),
                 ("next_bet_id", FIRST_BET_ID), ("created_at", now)],
            )
        logger.info("Started a new ledger at %s with %s credits.", self._path, f"{self._starting_balance:,}")

    def _set_aside(self, reason: str) -> Path:
        """Move the damaged file (and its -wal/-shm) aside; one warning line. Returns the backup path."""
        backup = backup_path(self._path, self._clock())
        try:
            os.replace(self._path, backup)
            for suffix in ("-wal", "-shm"):
                companion = self._path.with_name(self._path.name + suffix)
                if companion.exists():
                    os.replace(companion, backup.with_name(backup.name + suffix))
        except OSError as error:
            raise LedgerError(
                f"Your ledger {self._path} is damaged ({reason}) and could not be moved aside "
                f"({error.strerror or error}). Move or rename it yourself, then start Red Dog again."
            ) from error
        logger.warning(
            "Ledger file %s was unusable (%s); kept it as %s and started a fresh ledger with %s credits.",
            self._path, reason, backup.name, f"{self._starting_balance:,}",
        )
        return backup

    # --- plumbing ----------------------------------------------------------------

    def _now(self) -> str:
        moment = self._clock()
        if moment.tzinfo is None or moment.utcoffset() is None:
            raise ValueError("the ledger's clock must give timezone-aware times")
        return moment.astimezone(timezone.utc).isoformat()

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            raise LedgerError("The ledger is closed.")
        return self._conn

    @staticmethod
    @contextlib.contextmanager
    def _transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
        """One write transaction (taken with the write lock at once): all of it, or none of it."""
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
            raise

    @contextlib.contextmanager
    def _writing(self, what: str) -> Iterator[sqlite3.Connection]:
        """A transaction whose SQLite errors become one readable :class:`LedgerError`."""
        conn = self._connection()
        try:
            with self._transaction(conn) as cursor:
                yield cursor
        except sqlite3.Error as error:
            raise LedgerError(
                f"Red Dog could not record {what} in your ledger ({error}); nothing was changed."
            ) from error

    def _query(self, sql: str, parameters: tuple[object, ...] = ()) -> list[sqlite3.Row]:
        """Rows read outside a write; SQLite errors become a readable :class:`LedgerError`."""
        try:
            return self._connection().execute(sql, parameters).fetchall()
        except sqlite3.Error as error:
            raise LedgerError(f"Red Dog could not read your ledger ({error}).") from error

    def _meta_int(self, key: str) -> int:
        rows = self._query("SELECT value FROM meta WHERE key = ?", (key,))
        row = rows[0] if rows else None
        if row is None or not _whole(row[0]):
            raise LedgerError(f"Your ledger has lost its {key.replace('_', ' ')}.")
        return int(row[0])

    @staticmethod
    def _set_meta(conn: sqlite3.Connection, balance: int, bet_id: int | None = None) -> None:
        conn.execute("UPDATE meta SET value = ? WHERE key = 'balance'", (balance,))
        if bet_id is not None:
            conn.execute("UPDATE meta SET value = max(value, ?) WHERE key = 'next_bet_id'", (bet_id + 1,))

    # --- queries -----------------------------------------------------------------

    @property
    def balance(self) -> int:
        """Credits the player holds, not counting a stake on an open hand."""
        return self._meta_int("balance")

    @property
    def next_bet_id(self) -> int:
        """The Bet ID the next hand will get (starts at the engine's ``FIRST_BET_ID``)."""
        return self._meta_int("next_bet_id")

    def history(self, limit: int | None = 100) -> list[HandRecord]:
        """Recorded hands, newest first (at most ``limit``; None for all)."""
        rows = self._query("SELECT * FROM hands ORDER BY bet_id DESC LIMIT ?", (-1 if limit is None else limit,))
        return [record_from_row(row) for row in rows]

    def hand(self, bet_id: int) -> HandRecord | None:
        """The record of one Bet ID, or None."""
        rows = self._query("SELECT * FROM hands WHERE bet_id = ?", (bet_id,))
        return record_from_row(rows[0]) if rows else None

    def totals(self) -> LedgerTotals:
        """Hands finished, total wagered (with raises) and net result, over the whole history."""
        (row,) = self._query(
            "SELECT count(*), coalesce(sum(wager + raised), 0), coalesce(sum(net), 0) "
            "FROM hands WHERE status != 'open'")
        return LedgerTotals(hands=row[0], wagered=row[1], net=row[2])

    def bankroll_events(self) -> list[BankrollEvent]:
        """Every new game, oldest first."""
        rows = self._query("SELECT time, balance, previous_balance FROM bankroll_events ORDER BY id")
        return [BankrollEvent(datetime.fromisoformat(r[0]), r[1], r[2]) for r in rows]

    # --- the Journal -------------------------------------------------------------

    def hand_opened(self, hand: Hand, third_card: Card, balance: int) -> None:
        """Record a spread hand waiting for the decision; its stake has left ``balance``."""
        if hand.kind is not HandKind.SPREAD or len(hand.cards) != 2 or hand.phase is not Phase.DECIDING:
            raise ValueError(f"Bet ID {hand.bet_id} is not a spread hand waiting for a decision")
        if not _whole(balance) or balance < 0:
            raise ValueError(f"a balance is a whole number of credits, not {balance!r}")
        with self._writing(f"Bet ID {hand.bet_id}") as conn:
            self._warn_if_drifted(conn, balance + hand.wager, hand.bet_id)
            if conn.execute("SELECT 1 FROM hands WHERE bet_id = ?", (hand.bet_id,)).fetchone():
                raise LedgerError(f"Bet ID {hand.bet_id} is already in your ledger; the hand was not dealt.")
            conn.execute(
                "INSERT INTO hands (bet_id, slip_id, status, opened_at, rules_name, cards, third_card, "
                "spread, kind, wager, raised, shuffle_id) VALUES (?, ?, 'open', ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (hand.bet_id, hand.slip_id, self._now(), hand.rules_name, card_codes(hand.cards),
                 third_card.code, hand.spread, kind_text(hand.kind), hand.wager, hand.raised, hand.shuffle_id),
            )
            self._set_meta(conn, balance, hand.bet_id)

    def hand_settled(self, hand: Hand) -> None:
        """Record a finished hand and its payout; the balance becomes ``hand.balance_after``."""
        if hand.net is None or hand.balance_after is None or hand.phase is not Phase.SETTLED:
            raise ValueError(f"Bet ID {hand.bet_id} is not settled")
        with self._writing(f"Bet ID {hand.bet_id}") as conn:
            row = conn.execute("SELECT status, wager FROM hands WHERE bet_id = ?", (hand.bet_id,)).fetchone()
            now = self._now()
            values = (hand.slip_id, now, hand.rules_name, card_codes(hand.cards), hand.spread, kind_text(hand.kind),
                      hand.wager, hand.raised, hand.net, hand.balance_after, hand.shuffle_id, hand.bet_id)
            if row is None:
                self._warn_if_drifted(conn, hand.balance_after - hand.net, hand.bet_id)
                conn.execute(
                    "INSERT INTO hands (slip_id, settled_at, rules_name, cards, spread, kind, wager, raised, "
                    "net, balance_after, shuffle_id, bet_id, status, opened_at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'settled', ?)",
                    values + (now,),
                )
            elif row["status"] == HandStatus.OPEN.value:
                conn.execute(
                    "UPDATE hands SET slip_id = ?, settled_at = ?, rules_name = ?, cards = ?, spread = ?, "
                    "kind = ?, wager = ?, raised = ?, net = ?, balance_after = ?, shuffle_id = ?, "
                    "third_card = NULL, status = 'settled' WHERE bet_id = ?",
                    values,
                )
            else:
                raise LedgerError(f"Bet ID {hand.bet_id} was already paid; it was not paid again.")
            self._set_meta(conn, hand.balance_after, hand.bet_id)

    def bankroll_reset(self, balance: int) -> None:
        """A new game: the balance becomes ``balance``, and the event is kept."""
        if not _whole(balance) or balance < 0:
            raise ValueError(f"a bankroll is a whole number of credits, not {balance!r}")
        with self._writing("the new game") as conn:
            previous = conn.execute("SELECT value FROM meta WHERE key = 'balance'").fetchone()[0]
            conn.execute("INSERT INTO bankroll_events (time, balance, previous_balance) VALUES (?, ?, ?)",
                         (self._now(), balance, previous))
            self._set_meta(conn, balance)

    def _warn_if_drifted(self, conn: sqlite3.Connection, before: int, bet_id: int) -> None:
        """Log (and accept) a session whose balance differs from the ledger's: the session is in charge."""
        recorded = conn.execute("SELECT value FROM meta WHERE key = 'balance'").fetchone()[0]
        if recorded != before:
            logger.warning("Bet ID %d was played from a balance of %s, but the ledger held %s; "
                           "the ledger follows the table.", bet_id, f"{before:,}", f"{recorded:,}")

    # --- crash recovery --------------------------------------------------------------

    def open_hands(self) -> list[HandRecord]:
        """Hands still waiting for a decision (after a crash: the ones :meth:`recover` will finish)."""
        rows = self._query("SELECT * FROM hands WHERE status = 'open' ORDER BY bet_id")
        return [record_from_row(row) for row in rows]

    def recover(self) -> list[HandRecord]:
        """Finish every interrupted hand as a stand (see the module docstring); returns them, oldest first.

        Call it at start-up, before a session is made. A second call finds nothing to do.
        """
        finished: list[HandRecord] = []
        for record in self.open_hands():
            with self._writing(f"the interrupted Bet ID {record.bet_id}") as conn:
                row = conn.execute("SELECT * FROM hands WHERE bet_id = ? AND status = 'open'",
                                   (record.bet_id,)).fetchone()
                if row is None:
                    continue
                cards, net, note = finish_as_stand(row)
                balance = conn.execute("SELECT value FROM meta WHERE key = 'balance'").fetchone()[0]
                balance += row["wager"] + net
                conn.execute(
                    "UPDATE hands SET status = 'recovered', settled_at = ?, cards = ?, third_card = NULL, "
                    "raised = 0, net = ?, balance_after = ? WHERE bet_id = ?",
                    (self._now(), cards, net, balance, record.bet_id),
                )
                self._set_meta(conn, balance, record.bet_id)
            done = self.hand(record.bet_id)
            assert done is not None
            finished.append(done)
            logger.warning("Bet ID %d was interrupted before the decision; %s Net %+d, balance %s.",
                           record.bet_id, note, net, f"{balance:,}")
        return finished

    # --- closing -------------------------------------------------------------------

    def close(self) -> None:
        """Close the file (again is harmless)."""
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    @property
    def closed(self) -> bool:
        """True once :meth:`close` has been called."""
        return self._conn is None

    def __enter__(self) -> Ledger:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()
