"""The personal-limit file's format: its tables, the reader of each row, and the rows Red Dog 1.0 kept.

``personal_limit`` and ``pin`` hold one row each; ``lost_at`` marks a limit that could not be kept
(it fails closed). Every reader raises :class:`~.sqlite_file.Damaged` for a value Red Dog did not
write, so a damaged file is set aside rather than read wrongly. No Qt here.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, fields
from datetime import UTC, datetime, timedelta

from reddog_qt.engine.limits import LimitState
from reddog_qt.engine.pin import PinState
from reddog_qt.profile.sqlite_file import Damaged, columns_made_by, require_tables
from reddog_qt.profile.store import Schema
from reddog_qt.profile.values import MAX_CREDITS, parse_time, whole

log = logging.getLogger(__name__)

#: The limit file's format (``PRAGMA user_version``); format 2 added the breaks.
LIMITS_VERSION = 2
#: The breaks a player can take: a day, a week, a month. None can be ended early.
BREAK_LENGTHS = (timedelta(hours=24), timedelta(days=7), timedelta(days=30))
#: A Red Dog 1.0 ledger's personal_limit, limit_changes and pin rows, by table.
V1Rows = Mapping[str, Sequence[Mapping[str, object]]]

_CREATE = (
    """CREATE TABLE personal_limit (id INTEGER PRIMARY KEY CHECK (id = 1),
        limit_credits INTEGER CHECK (limit_credits IS NULL OR limit_credits >= 1),
        changed_at TEXT, latest_seen TEXT, lost_at TEXT)""",
    """CREATE TABLE limit_changes (id INTEGER PRIMARY KEY AUTOINCREMENT, changed_at TEXT NOT NULL,
        old_limit INTEGER, new_limit INTEGER, direction TEXT NOT NULL CHECK (direction IN ('lower', 'raise', 'remove')),
        table_minimum INTEGER, table_maximum INTEGER)""",
    """CREATE TABLE pin (id INTEGER PRIMARY KEY CHECK (id = 1), pin_hash TEXT NOT NULL,
        failures INTEGER NOT NULL DEFAULT 0, lockouts INTEGER NOT NULL DEFAULT 0, locked_until TEXT,
        created_at TEXT NOT NULL)""",
    "INSERT INTO personal_limit (id) VALUES (1)",
)
_BREAKS = "CREATE TABLE breaks (id INTEGER PRIMARY KEY AUTOINCREMENT, started_at TEXT NOT NULL, until TEXT NOT NULL)"
_REQUIRED = columns_made_by((*_CREATE, _BREAKS))


@dataclass(frozen=True)
class LimitChange:
    """One row of the change history (its fields are the columns); ``direction``: "lower", "raise" or "remove"."""

    changed_at: datetime
    old_limit: int | None
    new_limit: int | None
    direction: str
    table_minimum: int | None
    table_maximum: int | None


@dataclass(frozen=True)
class Pin:
    """The PIN row: the hash (None before one is chosen), the count of wrong PINs, when it was chosen (as stored)."""

    encoded: str | None
    state: PinState = field(default_factory=PinState)
    created_at: str = ""


_CHANGE_NAMES = [change_field.name for change_field in fields(LimitChange)]
SELECT_CHANGES = f"SELECT {', '.join(_CHANGE_NAMES)} FROM limit_changes ORDER BY id"


def to_text(moment: datetime | None) -> str | None:
    """A moment as stored (ISO 8601 in UTC), or None."""
    return None if moment is None else moment.astimezone(UTC).isoformat()


def _stored(values: Mapping[str, object]) -> list[object]:
    return [to_text(value) if isinstance(value, datetime) else value for value in values.values()]


def update(conn: sqlite3.Connection, table: str, **values: object) -> None:
    """Set ``values`` (moments as stored) in the one row of ``table``: personal_limit or pin."""
    conn.execute(f"UPDATE {table} SET {', '.join(f'{name} = ?' for name in values)} WHERE id = 1", _stored(values))


def insert(conn: sqlite3.Connection, table: str, **values: object) -> None:
    """Add a row of ``values`` (moments as stored) to ``table``."""
    conn.execute(f"INSERT INTO {table} ({', '.join(values)}) VALUES ({', '.join('?' * len(values))})",
                 _stored(values))


def mark_lost(conn: sqlite3.Connection, moment: datetime) -> None:
    """Inside a transaction: the limit is lost at ``moment``, and fails closed (see :mod:`.limits`)."""
    update(conn, "personal_limit", limit_credits=None, changed_at=moment, latest_seen=moment, lost_at=moment)


@contextlib.contextmanager
def _damaged_unless_read(what: str) -> Iterator[None]:
    try:
        yield
    except (ValueError, TypeError, OverflowError) as error:
        raise Damaged(f"{what} cannot be read ({error})") from None


def _limit(value: object) -> int | None:
    if value is not None and not (whole(value) and 1 <= value <= MAX_CREDITS):
        raise ValueError(f"{value!r} is not a whole number of credits")
    return value


def _time(value: object) -> datetime | None:
    return None if value is None else parse_time(value)


def read_state(conn: sqlite3.Connection) -> tuple[LimitState, datetime | None]:
    """The stored limit state, and when the limit was lost (None if it was not)."""
    row = conn.execute(
        "SELECT limit_credits, changed_at, latest_seen, lost_at FROM personal_limit WHERE id = 1").fetchone()
    if row is None:
        raise Damaged("its personal-limit row is missing")
    with _damaged_unless_read("its personal limit"):
        return LimitState(_limit(row[0]), _time(row[1]), _time(row[2])), _time(row[3])


def read_pin(conn: sqlite3.Connection) -> Pin:
    """The PIN row as stored, or ``Pin(None)`` before one is chosen."""
    row = conn.execute("SELECT pin_hash, failures, lockouts, locked_until, created_at FROM pin WHERE id = 1").fetchone()
    if row is None:
        return Pin(None)
    encoded, failures, lockouts, locked_until, created_at = row
    with _damaged_unless_read("its PIN"):
        if not (isinstance(encoded, str) and encoded.startswith("scrypt$") and len(encoded) <= 300):
            raise ValueError("the PIN hash is not one Red Dog wrote")
        if not (whole(failures) and 0 <= failures < 100 and whole(lockouts) and 0 <= lockouts < 10**6):
            raise ValueError("the count of wrong PINs is not one Red Dog wrote")
        return Pin(encoded, PinState(failures, _time(locked_until), lockouts), str(created_at))


def read_breaks(conn: sqlite3.Connection) -> list[tuple[datetime, datetime]]:
    """Every break taken (start, end), oldest first: one that cannot be read is never lost quietly."""
    breaks = []
    with _damaged_unless_read("a break"):
        for started_at, until in conn.execute("SELECT started_at, until FROM breaks ORDER BY id").fetchall():
            start, end = parse_time(started_at), parse_time(until)
            if not start < end <= start + max(BREAK_LENGTHS):
                raise ValueError("its length is impossible")
            breaks.append((start, end))
    return breaks


def read_changes(rows: Iterable[Sequence[object]]) -> list[LimitChange]:
    """The readable rows of the change history (:data:`SELECT_CHANGES`); a damaged one is logged and skipped."""
    changes = []
    for changed_at, old, new, direction, minimum, maximum in rows:
        try:
            if direction not in ("lower", "raise", "remove"):
                raise ValueError("its direction is unknown")
            changes.append(LimitChange(parse_time(changed_at), _limit(old), _limit(new), str(direction),
                                       _limit(minimum), _limit(maximum)))
        except (ValueError, TypeError, OverflowError) as why:
            log.warning("A damaged row of the limit history was skipped (%s).", why)
    return changes


def check(conn: sqlite3.Connection, version: int = LIMITS_VERSION) -> None:
    """Raise Damaged unless ``conn`` is a limit file of format ``version`` whose protective rows all read."""
    require_tables(conn, {table: columns for table, columns in _REQUIRED.items() if version >= 2 or table != "breaks"})
    read_state(conn)
    read_pin(conn)
    if version >= 2:
        read_breaks(conn)


def _create(conn: sqlite3.Connection) -> None:
    for statement in (*_CREATE, _BREAKS):
        conn.execute(statement)


def _detect(conn: sqlite3.Connection) -> int:
    if conn.execute("SELECT 1 FROM sqlite_master").fetchone():
        raise Damaged("it holds tables Red Dog did not write there")
    return 0


LIMITS_SCHEMA = Schema(name="personal-limit file", version=LIMITS_VERSION, create=_create,
                       upgrade_to={2: lambda conn: conn.execute(_BREAKS)}, detect=_detect, check=check)


def import_v1_rows(conn: sqlite3.Connection, rows: V1Rows) -> None:
    """Inside the transaction that makes the file: copy in a Red Dog 1.0 ledger's rows as they were."""
    for row in rows.get("personal_limit", [])[:1]:
        update(conn, "personal_limit", limit_credits=row.get("limit_credits"), changed_at=row.get("changed_at"),
               latest_seen=row.get("latest_seen"))
    for row in rows.get("limit_changes", []):
        insert(conn, "limit_changes", **{name: row.get(name) for name in _CHANGE_NAMES})
    for row in rows.get("pin", [])[:1]:
        insert(conn, "pin", id=1, pin_hash=row.get("pin_hash"), failures=row.get("failures") or 0,
               locked_until=row.get("locked_until"), created_at=row.get("created_at"))
