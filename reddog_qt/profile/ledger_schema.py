"""The ledger file's format: its tables, how a file of each earlier format is upgraded, and what 1.0 left in it.

Format 1 is the file Red Dog 1.0 wrote (``meta.schema_version = 1``, the
personal limit and PIN in the same file, the hidden third card of an open
hand in ``hands.third_card``). Format 2 moves the personal limit and PIN to
their own file (see :mod:`reddog_qt.profile.limits`, which reads them from
the old file first) and drops the third card: an open hand from 1.0 is
finished at the next start with a card drawn then, like any other.
Format 3 keeps each hand's decision and its exact odds, places new games
between hands by Bet ID, and records sessions and table changes
(:mod:`reddog_qt.profile.events`). Format 4 keeps the sealed shuffle each
hand came from: its fingerprint (``seal``), the shoe's ``decks``, each card's
position, and the ``seed`` once revealed (never before: an unrevealed seed
exists only in the game's memory). Hands recorded before have no seal.
Format 5 adds fair deals' second version (:mod:`reddog_qt.profile.seals`): each hand's player seed,
shuffle number and the fingerprint committed for the shuffle after it, its table's pay table and
raise rule, its chain value and whether it began a run (``new_run``); ``meta`` gets the shuffle
number, the player seed and the last chain value (never a house seed: the committed next one is in
memory only). The upgrade chains the hands already recorded, once.

A hand's columns are defined in :data:`reddog_qt.profile.rows.HAND_COLUMNS`, with the format that
added each. New meta keys need no new format: a reader ignores keys it does not know. No Qt here.
"""

from __future__ import annotations

import os
import sqlite3
import stat
from pathlib import Path

from reddog_qt.profile import events, seals
from reddog_qt.profile.paths import ProfileError
from reddog_qt.profile.rows import CREATE_HANDS, add_columns, columns_since
from reddog_qt.profile.sqlite_file import Damaged, is_damage, read_only_uri, require_tables, sniff, table_names
from reddog_qt.profile.store import Schema
from reddog_qt.profile.values import shown_value

#: The ledger's format (``PRAGMA user_version``).
LEDGER_VERSION = 5
#: The tables Red Dog 1.0 kept in the ledger file for the personal limit and PIN.
V1_LIMIT_TABLES = ("personal_limit", "limit_changes", "pin")
#: Their rows as read from a 1.0 ledger: by table, each row by column.
V1Rows = dict[str, list[dict[str, object]]]

#: Finds the hands of a shuffle whose seal is still closed, for its reveal.
_UNREVEALED_INDEX = "CREATE INDEX hands_unrevealed ON hands (seal) WHERE seed IS NULL"

_CREATE = (
    "CREATE TABLE meta (key TEXT PRIMARY KEY, value NOT NULL)",
    CREATE_HANDS,
    "CREATE INDEX hands_by_status ON hands (status)",
    _UNREVEALED_INDEX,
    """CREATE TABLE bankroll_events (id INTEGER PRIMARY KEY, time TEXT NOT NULL, balance INTEGER NOT NULL,
        previous_balance INTEGER, next_bet_id INTEGER)""",
    events.TABLE_EVENTS,
    """CREATE TABLE set_aside_rows (id INTEGER PRIMARY KEY, set_aside_at TEXT NOT NULL, table_name TEXT NOT NULL,
        reason TEXT NOT NULL, row_values TEXT NOT NULL)""",
)

#: The hands columns of formats 1 and 2.
_V2_HANDS = {column.name for column in columns_since(1)}
_REQUIRED = {
    "meta": {"key", "value"},
    "hands": _V2_HANDS | {column.name for version in (3, 4, 5) for column in columns_since(version)},
    "bankroll_events": {"id", "time", "balance", "previous_balance", "next_bet_id"},
    "set_aside_rows": {"set_aside_at", "table_name", "reason", "row_values"},
    **events.REQUIRED,
}


def _detect(conn: sqlite3.Connection) -> int:
    tables = table_names(conn)
    if not tables & {"meta", "hands", "bankroll_events"}:
        return 0  # new, or holding only other modules' tables
    require_tables(conn, {"meta": {"key", "value"}})
    row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    if row is None or row[0] != 1:
        raise Damaged(f"its format is {shown_value(None if row is None else row[0])}, which Red Dog never wrote")
    return 1


def _create(conn: sqlite3.Connection) -> None:
    for statement in _CREATE:
        conn.execute(statement)


def _upgrade_to_2(conn: sqlite3.Connection) -> None:
    """Red Dog 1.0's ledger to format 2: no hidden third card, limit and PIN in their own file."""
    require_tables(conn, {"meta": {"key", "value"}, "hands": _V2_HANDS | {"third_card"},
                          "bankroll_events": {"id", "time", "balance", "previous_balance"}})
    # The card 1.0 drew in advance for an open hand is discarded unseen; recovery draws one anew.
    conn.execute("UPDATE hands SET third_card = NULL")
    conn.execute("DROP INDEX IF EXISTS hands_by_status")
    conn.execute("ALTER TABLE hands DROP COLUMN third_card")
    conn.execute("CREATE INDEX hands_by_status ON hands (status)")
    conn.execute(_CREATE[-1])  # set_aside_rows
    conn.execute("DELETE FROM meta WHERE key = 'schema_version'")
    for table in V1_LIMIT_TABLES:  # already copied to the limit file before this step runs
        conn.execute(f"DROP TABLE IF EXISTS {table}")


def _upgrade_to_3(conn: sqlite3.Connection) -> None:
    """Format 2 to 3: the odds and decision of each hand, Bet IDs on new games, sessions and table changes."""
    add_columns(conn, 3)
    conn.execute("ALTER TABLE bankroll_events ADD COLUMN next_bet_id INTEGER")
    conn.execute(events.TABLE_EVENTS)


def _upgrade_to_4(conn: sqlite3.Connection) -> None:
    """Format 3 to 4: the sealed shuffle of each hand (hands recorded before have none)."""
    add_columns(conn, 4)
    conn.execute(_UNREVEALED_INDEX)


def _upgrade_to_5(conn: sqlite3.Connection) -> None:
    """Format 4 to 5: player seeds, links, pay tables and the chain; every hand recorded so far is chained."""
    add_columns(conn, 5)
    seals.fill_meta(conn)
    seals.chain_all(conn)


LEDGER_SCHEMA = Schema(
    name="ledger",
    version=LEDGER_VERSION,
    create=_create,
    upgrade_to={2: _upgrade_to_2, 3: _upgrade_to_3, 4: _upgrade_to_4, 5: _upgrade_to_5},
    detect=_detect,
    check=lambda conn: require_tables(conn, _REQUIRED),
)

#: The meta key saying that the profile keeps its personal limit in its own file.
LIMIT_FILE_KEY = "limit_file"
#: The meta key holding when the personal limit last changed: a limit file older than that fails closed.
LIMIT_CHANGE_KEY = "limit_changed_at"


def expects_limit_file(path: Path) -> bool:
    """True if the ledger at ``path`` shows that its profile had a personal-limit file of its own.

    The ledger says so in ``meta`` from the first start with such a file on. A ledger that is
    there but damaged, or not a file at all, counts too: the profile is not new, and a limit file
    missing beside it was lost (so the limit fails closed). Read-only; no ledger, an empty one or
    one without the note gives False.
    """
    try:
        info = os.lstat(path)
    except OSError:
        return False
    if not stat.S_ISREG(info.st_mode):
        return True
    if info.st_size == 0:
        return False
    try:
        sniff(path)
        conn = sqlite3.connect(read_only_uri(path), uri=True, timeout=1.0)
    except (Damaged, ProfileError, OSError, sqlite3.Error):
        return True
    try:
        return conn.execute("SELECT 1 FROM meta WHERE key = ?", (LIMIT_FILE_KEY,)).fetchone() is not None
    except sqlite3.Error as error:
        return is_damage(error)
    finally:
        conn.close()


def read_v1_limit_rows(path: Path) -> V1Rows | None:
    """The personal-limit, change-history and PIN rows of a Red Dog 1.0 ledger file, or None.

    Read-only and best-effort: used before the ledger is upgraded, and to save the limit
    and PIN from a damaged 1.0 file before it is set aside.
    """
    try:
        conn = sqlite3.connect(read_only_uri(path), uri=True, timeout=1.0)
    except sqlite3.Error:
        return None
    try:
        tables = table_names(conn)
        if "personal_limit" not in tables and "pin" not in tables:
            return None
        found: V1Rows = {}
        for table in V1_LIMIT_TABLES:
            if table in tables:
                cursor = conn.execute(f"SELECT * FROM {table}")
                names = [d[0] for d in cursor.description]
                found[table] = [dict(zip(names, values, strict=True)) for values in cursor.fetchall()]
        return found
    except sqlite3.Error:
        return None
    finally:
        conn.close()


__all__ = ["LEDGER_SCHEMA", "LEDGER_VERSION", "LIMIT_CHANGE_KEY", "LIMIT_FILE_KEY", "V1Rows", "expects_limit_file",
           "read_v1_limit_rows"]
