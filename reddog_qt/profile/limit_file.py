"""The personal-limit file's format: its tables, the check of each row, the upgrade, and Red Dog 1.0's rows.

``limits.sqlite3`` (and its copy) hold ``personal_limit`` (one row: the limit, when it last changed,
the latest time the app has ever seen, and ``lost_at`` when the limit could not be kept), the history
``limit_changes``, ``pin`` (one row: the salted scrypt hash, wrong PINs and lockouts in a row, the end
of a lockout) and ``breaks`` (format 2: each break's start and end). Every reader here raises
:class:`~.sqlite_file.Damaged` for a value Red Dog did not write, so a damaged file is set aside
rather than read wrongly. No Qt here.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from reddog_qt.engine.limits import LimitState
from reddog_qt.engine.pin import PinState
from reddog_qt.profile.sqlite_file import Damaged, columns_made_by, require_tables
from reddog_qt.profile.store import Schema
from reddog_qt.profile.values import MAX_CREDITS, parse_time, whole

#: The limit file's format (``PRAGMA user_version``).
LIMITS_VERSION = 2
#: The breaks a player can take: a day, a week, a month. None can be ended early.
BREAK_LENGTHS = (timedelta(hours=24), timedelta(days=7), timedelta(days=30))
#: The ways a limit can change, as stored.
DIRECTIONS = ("lower", "raise", "remove")


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


_CREATE = (
    """CREATE TABLE personal_limit (
        id            INTEGER PRIMARY KEY CHECK (id = 1),
        limit_credits INTEGER CHECK (limit_credits IS NULL OR limit_credits >= 1),
        changed_at    TEXT,
        latest_seen   TEXT,
        lost_at       TEXT
    )""",
    """CREATE TABLE limit_changes (
        id            INTEGER PRIMARY KEY AUTOINCREMENT,
        changed_at    TEXT NOT NULL,
        old_limit     INTEGER,
        new_limit     INTEGER,
        direction     TEXT NOT NULL CHECK (direction IN ('lower', 'raise', 'remove')),
        table_minimum INTEGER,
        table_maximum INTEGER
    )""",
    """CREATE TABLE pin (
        id           INTEGER PRIMARY KEY CHECK (id = 1),
        pin_hash     TEXT NOT NULL,
        failures     INTEGER NOT NULL DEFAULT 0,
        lockouts     INTEGER NOT NULL DEFAULT 0,
        locked_until TEXT,
        created_at   TEXT NOT NULL
    )""",
    "INSERT INTO personal_limit (id) VALUES (1)",
)

_BREAKS = """CREATE TABLE breaks (
        id         INTEGER PRIMARY KEY AUTOINCREMENT,
        started_at TEXT NOT NULL,
        until      TEXT NOT NULL
    )"""

_REQUIRED = columns_made_by((*_CREATE, _BREAKS))

#: The columns of a change row, in the order they are read and written.
_CHANGE_NAMES = ("changed_at", "old_limit", "new_limit", "direction", "table_minimum", "table_maximum")
CHANGE_COLUMNS = ", ".join(_CHANGE_NAMES)
#: How every writer of the file adds a change row and the PIN row.
INSERT_CHANGE = f"INSERT INTO limit_changes ({CHANGE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)"
INSERT_PIN = "INSERT INTO pin (id, pin_hash, failures, lockouts, locked_until, created_at) VALUES (1, ?, ?, ?, ?, ?)"


def to_text(moment: datetime | None) -> str | None:
    """A moment as stored (ISO 8601 in UTC), or None."""
    return None if moment is None else moment.astimezone(UTC).isoformat()


def _time_or_none(value: object) -> datetime | None:
    return None if value is None else parse_time(value)


def _limit_or_none(value: object, what: str) -> int | None:
    if value is not None and not (whole(value) and 1 <= value <= MAX_CREDITS):
        raise Damaged(f"{what} is not a whole number of credits")
    return value


def read_breaks(conn: sqlite3.Connection) -> list[tuple[datetime, datetime]]:
    """Every break taken (start, end); raises Damaged if one cannot be read: a break is never lost quietly."""
    found = []
    for started_at, until in conn.execute("SELECT started_at, until FROM breaks ORDER BY id").fetchall():
        try:
            start, end = parse_time(started_at), parse_time(until)
        except (ValueError, TypeError, OverflowError) as error:
            raise Damaged(f"a break cannot be read ({error})") from None
        if not start < end <= start + max(BREAK_LENGTHS):
            raise Damaged("a break has an impossible length")
        found.append((start, end))
    return found


def read_change(row: Sequence[object]) -> LimitChange:
    """One row of the change history (:data:`CHANGE_COLUMNS`); raises Damaged."""
    changed_at, old, new, direction, minimum, maximum = row
    try:
        moment = parse_time(changed_at)
    except (ValueError, TypeError, OverflowError) as error:
        raise Damaged(f"a change's time cannot be read ({error})") from None
    if direction not in DIRECTIONS:
        raise Damaged("a change's direction is unknown")
    return LimitChange(moment, _limit_or_none(old, "a change's old limit"), _limit_or_none(new, "a change's new limit"),
                       str(direction), _limit_or_none(minimum, "a change's table minimum"),
                       _limit_or_none(maximum, "a change's table maximum"))


def read_state(conn: sqlite3.Connection) -> tuple[LimitState, datetime | None]:
    """The stored limit state and when it was lost (None if it was not); raises Damaged if unreadable."""
    rows = conn.execute(
        "SELECT limit_credits, changed_at, latest_seen, lost_at FROM personal_limit WHERE id = 1").fetchall()
    if len(rows) != 1:
        raise Damaged("its personal-limit row is missing")
    limit, changed_at, latest_seen, lost_at = rows[0]
    try:
        state = LimitState(_limit_or_none(limit, "the limit"), _time_or_none(changed_at), _time_or_none(latest_seen))
        return state, _time_or_none(lost_at)
    except (Damaged, ValueError, TypeError, OverflowError) as error:
        raise Damaged(f"its personal limit cannot be read ({error})") from None


def read_pin(conn: sqlite3.Connection) -> tuple[str | None, PinState]:
    """The stored PIN hash and PIN state; raises Damaged if unreadable."""
    rows = conn.execute("SELECT pin_hash, failures, lockouts, locked_until FROM pin WHERE id = 1").fetchall()
    if not rows:
        return None, PinState()
    encoded, failures, lockouts, locked_until = rows[0]
    try:
        if not isinstance(encoded, str) or not encoded.startswith("scrypt$") or len(encoded) > 300:
            raise ValueError("the PIN hash is not one Red Dog wrote")
        if not (whole(failures) and 0 <= failures < 100 and whole(lockouts) and 0 <= lockouts < 10**6):
            raise ValueError("the count of wrong PINs cannot be read")
        return encoded, PinState(failures, _time_or_none(locked_until), lockouts)
    except (ValueError, TypeError, OverflowError) as error:
        raise Damaged(f"its PIN cannot be read ({error})") from None


def check(conn: sqlite3.Connection, version: int = LIMITS_VERSION) -> None:
    """Raise Damaged unless ``conn`` is a limit file of format ``version`` whose protective rows all read."""
    if version >= 2:
        require_tables(conn, _REQUIRED)
        read_breaks(conn)
    else:
        require_tables(conn, {table: columns for table, columns in _REQUIRED.items() if table != "breaks"})
    read_state(conn)
    read_pin(conn)


def _create(conn: sqlite3.Connection) -> None:
    for statement in (*_CREATE, _BREAKS):
        conn.execute(statement)


def _detect(conn: sqlite3.Connection) -> int:
    if conn.execute("SELECT 1 FROM sqlite_master").fetchone():
        raise Damaged("it holds tables Red Dog did not write there")
    return 0


LIMITS_SCHEMA = Schema(
    name="personal-limit file",
    version=LIMITS_VERSION,
    create=_create,
    upgrade_to={2: lambda conn: conn.execute(_BREAKS)},  # format 1 to 2: the breaks table
    detect=_detect,
    check=check,
)


def untouched(conn: sqlite3.Connection) -> bool:
    """True for a limit file as it was just made: no limit, no PIN, no change, no break, never lost."""
    row = conn.execute("SELECT limit_credits, changed_at, lost_at FROM personal_limit WHERE id = 1").fetchone()
    if row is None or any(value is not None for value in row):
        return False
    return not any(conn.execute(f"SELECT 1 FROM {table} LIMIT 1").fetchone()
                   for table in ("limit_changes", "pin", "breaks"))


def import_v1_rows(conn: sqlite3.Connection, rows: Mapping[str, Sequence[Mapping[str, object]]]) -> None:
    """Copy Red Dog 1.0's personal_limit, limit_changes and pin rows into a new limit file (in a transaction)."""
    for row in rows.get("personal_limit", [])[:1]:
        conn.execute("UPDATE personal_limit SET limit_credits = ?, changed_at = ?, latest_seen = ? WHERE id = 1",
                     (row.get("limit_credits"), row.get("changed_at"), row.get("latest_seen")))
    conn.executemany(INSERT_CHANGE, [tuple(row.get(name) for name in _CHANGE_NAMES)
                                     for row in rows.get("limit_changes", [])])
    for row in rows.get("pin", [])[:1]:
        conn.execute(INSERT_PIN, (row.get("pin_hash"), row.get("failures") or 0, 0, row.get("locked_until"),
                                  row.get("created_at")))


__all__ = ["BREAK_LENGTHS", "CHANGE_COLUMNS", "DIRECTIONS", "INSERT_CHANGE", "INSERT_PIN", "LIMITS_SCHEMA",
           "LIMITS_VERSION", "LimitChange", "check", "import_v1_rows", "read_breaks", "read_change", "read_pin",
           "read_state", "to_text", "untouched"]
