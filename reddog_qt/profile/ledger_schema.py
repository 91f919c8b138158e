"""The ledger file's format (``PRAGMA user_version``): its tables, the upgrade from each earlier format, and what
Red Dog 1.0 left in it. Format 1 is Red Dog 1.0's file (``meta.schema_version = 1``, the personal limit and PIN
in it); each later one is a step of :data:`_STEPS`, the hands' columns it adds in :data:`~.rows.HAND_COLUMNS`. A
new meta key needs no new format: a reader ignores keys it does not know. No Qt here.
"""

from __future__ import annotations

import contextlib
import functools
import os
import sqlite3
import stat
from collections.abc import Callable
from pathlib import Path

from reddog_qt.profile import seals, sqlite_file
from reddog_qt.profile.limit_file import V1Rows
from reddog_qt.profile.rows import CREATE_HANDS, add_columns, columns_since
from reddog_qt.profile.sqlite_file import Damaged, columns_made_by, is_damage, require_tables, table_names
from reddog_qt.profile.store import Schema
from reddog_qt.profile.values import meta_value, shown_value

LEDGER_VERSION = 5
#: The tables Red Dog 1.0 kept in the ledger file for the personal limit and PIN.
V1_LIMIT_TABLES = ("personal_limit", "limit_changes", "pin")
#: The meta keys that witness the personal-limit file: that the profile has one, the end of the latest break,
#: and when the limit last changed (a limit file older than that fails closed).
LIMIT_FILE_KEY, BREAK_KEY, LIMIT_CHANGE_KEY = "limit_file", "break_until", "limit_changed_at"

#: Finds the hands of a shuffle whose seal is still closed, for its reveal.
_UNREVEALED_INDEX = "CREATE INDEX hands_unrevealed ON hands (seal) WHERE seed IS NULL"
_BY_STATUS_INDEX = "CREATE INDEX hands_by_status ON hands (status)"
_SET_ASIDE_ROWS = """CREATE TABLE set_aside_rows (id INTEGER PRIMARY KEY, set_aside_at TEXT NOT NULL,
    table_name TEXT NOT NULL, reason TEXT NOT NULL, row_values TEXT NOT NULL)"""
_TABLE_EVENTS = """CREATE TABLE table_events (id INTEGER PRIMARY KEY, time TEXT NOT NULL, kind TEXT NOT NULL,
    rules_name TEXT NOT NULL, minimum INTEGER, maximum INTEGER, next_bet_id INTEGER)"""
_BANKROLL_EVENTS = """CREATE TABLE bankroll_events (id INTEGER PRIMARY KEY, time TEXT NOT NULL,
    balance INTEGER NOT NULL, previous_balance INTEGER, next_bet_id INTEGER)"""
_CREATE = ("CREATE TABLE meta (key TEXT PRIMARY KEY, value NOT NULL)", CREATE_HANDS, _BY_STATUS_INDEX,
           _UNREVEALED_INDEX, _BANKROLL_EVENTS, _TABLE_EVENTS, _SET_ASIDE_ROWS)
_REQUIRED = columns_made_by(_CREATE)
#: What Red Dog 1.0's file must hold to be upgraded.
_V1_REQUIRED = {"meta": {"key", "value"}, "hands": {column.name for column in columns_since(1)} | {"third_card"},
                "bankroll_events": {"id", "time", "balance", "previous_balance"}}

#: What each format does to the one before it, after adding the hands columns it brings (``rows.add_columns``).
_STEPS: dict[int, tuple[str | Callable[[sqlite3.Connection], object], ...]] = {
    # The limit and PIN move to their own file (copied there before this step runs); the card 1.0 drew in
    # advance for an open hand is discarded unseen, and the hand is finished at the next start with a card drawn then.
    2: (lambda conn: require_tables(conn, _V1_REQUIRED), "UPDATE hands SET third_card = NULL",
        "DROP INDEX IF EXISTS hands_by_status", "ALTER TABLE hands DROP COLUMN third_card", _BY_STATUS_INDEX,
        _SET_ASIDE_ROWS, "DELETE FROM meta WHERE key = 'schema_version'",
        *(f"DROP TABLE IF EXISTS {table}" for table in V1_LIMIT_TABLES)),
    # Each hand's decision and exact odds; new games placed between hands by Bet ID; sessions and table changes.
    3: ("ALTER TABLE bankroll_events ADD COLUMN next_bet_id INTEGER", _TABLE_EVENTS),
    # Each hand's sealed shuffle (the seed only once revealed).
    4: (_UNREVEALED_INDEX,),
    # Fair deals' second version (:mod:`.seals`): player seeds, links, pay tables; the hands so far are chained once.
    5: (seals.fill_meta, seals.chain_all),
}


def _detect(conn: sqlite3.Connection) -> int:
    tables = table_names(conn)
    if not tables & {"meta", "hands", "bankroll_events"}:
        return 0  # new, or holding only other modules' tables
    require_tables(conn, {"meta": {"key", "value"}})
    if (version := meta_value(conn, "schema_version")) != 1:
        raise Damaged(f"its format is {shown_value(version)}, which Red Dog never wrote")
    return 1


def _run(conn: sqlite3.Connection, steps: tuple[str | Callable[[sqlite3.Connection], object], ...]) -> None:
    for step in steps:
        if isinstance(step, str):
            conn.execute(step)
        else:
            step(conn)


def _upgrade(version: int, conn: sqlite3.Connection) -> None:
    add_columns(conn, version)
    _run(conn, _STEPS[version])


LEDGER_SCHEMA = Schema(name="ledger", version=LEDGER_VERSION, create=lambda conn: _run(conn, _CREATE),
                       upgrade_to={version: functools.partial(_upgrade, version) for version in _STEPS},
                       detect=_detect, check=lambda conn: require_tables(conn, _REQUIRED))


def _open_read_only(path: Path) -> sqlite3.Connection | None:
    """``path`` opened read-only, None if it cannot be."""
    try:
        sqlite_file.sniff(path)  # never a FIFO, which would block the open
        return sqlite3.connect(sqlite_file.read_only_uri(path), uri=True, timeout=1.0)
    except (Damaged, OSError, sqlite3.Error):
        return None


def expects_limit_file(path: Path) -> bool:
    """True if the ledger at ``path`` (read-only) shows that its profile had a personal-limit file of its own. A
    ledger there but damaged, or not a file at all, counts too: a limit file missing beside it was lost."""
    try:
        info = os.lstat(path)
    except OSError:
        return False
    if not stat.S_ISREG(info.st_mode):
        return True
    if info.st_size == 0:
        return False
    if (conn := _open_read_only(path)) is None:
        return True
    with contextlib.closing(conn):
        try:
            return conn.execute("SELECT 1 FROM meta WHERE key = ?", (LIMIT_FILE_KEY,)).fetchone() is not None
        except sqlite3.Error as error:
            return is_damage(error)


def read_v1_limit_rows(path: Path) -> V1Rows | None:
    """The personal-limit, change-history and PIN rows of a Red Dog 1.0 ledger file, or None (read-only)."""
    if (conn := _open_read_only(path)) is None:
        return None
    conn.row_factory = sqlite3.Row
    with contextlib.closing(conn):
        try:
            tables = table_names(conn)
            if "personal_limit" not in tables and "pin" not in tables:
                return None
            return {table: [dict(row) for row in conn.execute(f"SELECT * FROM {table}")]
                    for table in V1_LIMIT_TABLES if table in tables}
        except sqlite3.Error:
            return None
