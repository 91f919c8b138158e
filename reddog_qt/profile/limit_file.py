"""The personal-limit file: its format, the reader of each row (each raises :class:`~.sqlite_file.Damaged` for a
value Red Dog did not write: the file is set aside, never read wrongly), and how it is opened, put back from its
copy or failed closed, and held to the copy (:func:`stricter`), as the README tells in "Where your game is kept".
No Qt here.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field, fields, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

from reddog_qt.engine.limits import LimitState
from reddog_qt.engine.pin import PinState
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP
from reddog_qt.profile.aside import copy_path_of, missing_or_empty, put_back, set_aside
from reddog_qt.profile.notice import Notice
from reddog_qt.profile.paths import ProfileError
from reddog_qt.profile.sqlite_file import Damaged, columns_made_by, read_only_uri, require_tables, sniff
from reddog_qt.profile.store import Clock, Schema, SqliteStore
from reddog_qt.profile.values import MAX_CREDITS, parse_time, whole

log = logging.getLogger(__name__)

#: The limit file's format (``PRAGMA user_version``); format 2 added the breaks.
LIMITS_VERSION = 2
#: The breaks a player can take: a day, a week, a month. None can be ended early.
BREAK_LENGTHS = (timedelta(hours=24), timedelta(days=7), timedelta(days=30))
#: A Red Dog 1.0 ledger's personal_limit, limit_changes and pin rows, by table.
V1Rows = Mapping[str, Sequence[Mapping[str, object]]]
#: No copy of the limit file is larger than this; a larger one is not Red Dog's.
MAX_COPY_BYTES = 64 * 1024 * 1024

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

#: What the player is told about the file, by the notice's code.
_TOLD = {
    "limits_restored": QT_TRANSLATE_NOOP(
        "Notice", "Your personal-limit file was damaged; it was restored from its copy: your limit, PIN and weekly "
        "lock are as they were."),
    "limits_restored_missing": QT_TRANSLATE_NOOP(
        "Notice", "Your personal-limit file was missing or empty; it was restored from its copy: your limit, PIN "
        "and weekly lock are as they were."),
    "limits_lost": QT_TRANSLATE_NOOP(
        "Notice", "Your personal-limit file was damaged (%1) and no copy could be read, so your limit, PIN and lock "
        "could not be kept. Until you set a limit again in Game > Bet Options, every bet is held to the table "
        "minimum."),
    "limits_missing": QT_TRANSLATE_NOOP(
        "Notice", "Your personal-limit file and its copy are missing or empty, so your limit, PIN and lock could not "
        "be kept. Until you set a limit again in Game > Bet Options, every bet is held to the table minimum."),
    "limits_older_file": QT_TRANSLATE_NOOP(
        "Notice", "Your personal-limit file was older than its copy (it may have been put back from a backup); the "
        "stricter of the two was kept: your limit, PIN, weekly lock and breaks are as strict as the latest you set."),
    "limits_stale": QT_TRANSLATE_NOOP(
        "Notice", "Your personal-limit file and its copy are older than your last change of the limit (they may have "
        "been put back from a backup), so your limit could not be kept. Until you set a limit again in Game > Bet "
        "Options, every bet is held to the table minimum."),
}


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


@dataclass(frozen=True)
class Guarded:
    """What a limit file holds for the player's protection (by default nothing, as just made). Not compared: the
    history (``changes``) and the latest time seen (the copy is not written when only the time moves on)."""

    limit: int | None = None
    changed_at: datetime | None = None
    lost_at: datetime | None = None
    pin: Pin = Pin(None)
    breaks: frozenset[tuple[datetime, datetime]] = frozenset()
    latest_seen: datetime | None = field(default=None, compare=False)
    changes: frozenset[LimitChange] = field(default=frozenset(), compare=False)

    def chosen(self) -> Guarded:
        """Without the count of wrong PINs: a crash between a right PIN's two writes costs the player no word."""
        return replace(self, pin=replace(self.pin, state=PinState()))


_CHANGE_NAMES = [change_field.name for change_field in fields(LimitChange)]
SELECT_CHANGES = f"SELECT {', '.join(_CHANGE_NAMES)} FROM limit_changes ORDER BY id"


def _stored(values: Mapping[str, object]) -> list[object]:
    """The values as stored: moments as ISO 8601 text in UTC."""
    return [value.astimezone(UTC).isoformat() if isinstance(value, datetime) else value for value in values.values()]


def update(conn: sqlite3.Connection, table: str, **values: object) -> None:
    """Set ``values`` (moments as stored) in the one row of ``table``: personal_limit or pin."""
    conn.execute(f"UPDATE {table} SET {', '.join(f'{name} = ?' for name in values)} WHERE id = 1", _stored(values))


def insert(conn: sqlite3.Connection, table: str, **values: object) -> None:
    """Add a row of ``values`` (moments as stored) to ``table``."""
    conn.execute(f"INSERT INTO {table} ({', '.join(values)}) VALUES ({', '.join('?' * len(values))})",
                 _stored(values))


def tell(notices: list[str], code: str, **params: object) -> None:
    """Add the notice ``code`` of :data:`_TOLD` to ``notices``, and to the log."""
    notices.append(notice := Notice(_TOLD[code], code, **params))
    log.warning("%s", notice)


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


def check(conn: sqlite3.Connection) -> None:
    """Raise Damaged unless every table is there and every protective row reads."""
    require_tables(conn, _REQUIRED)
    read_state(conn)
    read_pin(conn)
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


def read_guarded(conn: sqlite3.Connection, version: int = LIMITS_VERSION) -> Guarded:
    """What the limit file ``conn`` (of format ``version``) protects; raises Damaged if a row cannot be read."""
    state, lost_at = read_state(conn)
    breaks = frozenset(read_breaks(conn)) if version >= 2 else frozenset()
    return Guarded(state.limit, state.changed_at, lost_at, read_pin(conn), breaks, state.latest_seen,
                   frozenset(read_changes(conn.execute(SELECT_CHANGES))))


def later(*moments: datetime | None) -> datetime | None:
    return max((moment for moment in moments if moment is not None), default=None)


def stricter(first: Guarded, second: Guarded) -> Guarded:
    """The stricter of two readings, field by field: the lower limit (a lost one counts lowest, none highest), the
    later change and time seen, the PIN chosen later with the more wrong PINs and the later lockout, every break."""
    tighter = min(first, second, key=lambda side: (side.lost_at is None, side.limit is None, side.limit or 0))
    changed_at = later(first.changed_at, second.changed_at)
    newer = max(first.pin, second.pin, key=lambda pin: (pin.encoded is not None, pin.created_at, pin.encoded or ""))
    a, b = first.pin.state, second.pin.state
    pin = replace(newer, state=PinState(max(a.failures, b.failures), later(a.locked_until, b.locked_until),
                                        max(a.lockouts, b.lockouts)))
    # A loss locks raising from when it happened, or from a change made after it, whichever is later.
    lost_at = None if tighter.lost_at is None else later(tighter.lost_at, changed_at)
    return Guarded(tighter.limit, changed_at, lost_at, pin, first.breaks | second.breaks,
                   later(first.latest_seen, second.latest_seen), first.changes | second.changes)


def read_copy(copy: Path) -> Guarded | None:
    """What the copy protects, or None if it is missing, empty or not sound (format 1 reads too)."""
    try:
        sniff(copy)
        if not copy.exists() or not 0 < copy.stat().st_size <= MAX_COPY_BYTES:
            return None
        with contextlib.closing(sqlite3.connect(read_only_uri(copy), uri=True, timeout=1.0)) as conn:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if conn.execute("PRAGMA integrity_check").fetchone()[0] != "ok" or not 1 <= version <= LIMITS_VERSION:
                return None
            return read_guarded(conn, version)  # a missing table or column fails as an sqlite3.Error
    except (Damaged, ProfileError, OSError, sqlite3.Error) as why:
        log.warning("The copy of the personal-limit file could not be used (%s).", why)
        return None


def write_copy(store: SqliteStore) -> None:
    """Write the copy of ``store``; if that fails, remove the old copy, which could hold a higher limit or no lock."""
    try:
        store.copy_to(copy := copy_path_of(store.path))
    except (OSError, sqlite3.Error) as error:
        log.warning("The copy of the personal-limit file could not be written (%s); the old copy was removed.", error)
        with contextlib.suppress(OSError):
            copy.unlink()


def _restore_copy(path: Path, clock: Clock) -> bool:
    """Put a sound copy in place of the file (missing, empty or already set aside); False if there is none."""
    if read_copy(copy := copy_path_of(path)) is None:
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


def _take_v1(conn: sqlite3.Connection, rows: V1Rows, clock: Clock, notices: list[str]) -> None:
    """Inside a transaction of the file: copy in a Red Dog 1.0 ledger's rows, or fail closed if they do not read."""
    conn.execute("SAVEPOINT v1_rows")
    try:
        for row in rows.get("personal_limit", [])[:1]:
            update(conn, "personal_limit", limit_credits=row.get("limit_credits"), changed_at=row.get("changed_at"),
                   latest_seen=row.get("latest_seen"))
        for row in rows.get("limit_changes", []):
            insert(conn, "limit_changes", **{name: row.get(name) for name in _CHANGE_NAMES})
        for row in rows.get("pin", [])[:1]:
            insert(conn, "pin", id=1, pin_hash=row.get("pin_hash"), failures=row.get("failures") or 0,
                   locked_until=row.get("locked_until"), created_at=row.get("created_at"))
        check(conn)
    except (Damaged, sqlite3.IntegrityError) as why:
        conn.execute("ROLLBACK TO v1_rows")
        mark_lost(conn, clock())
        tell(notices, "limits_lost", damage=str(why))
    conn.execute("RELEASE v1_rows")


def _hold_to_copy(store: SqliteStore, notices: list[str]) -> None:
    """A file that opened: the stricter of it and its copy, field by field, written to whichever was behind."""
    copy = read_copy(copy_path_of(store.path))
    mine = read_guarded(store.connection)  # the file's rows were checked as it opened
    merged = mine if copy is None else stricter(mine, copy)
    if merged != mine or merged.latest_seen != mine.latest_seen:
        # Only what differs is written: the file's own rows (a damaged history row among them) stay.
        with store.write("your personal limit") as conn:
            update(conn, "personal_limit", limit_credits=merged.limit, changed_at=merged.changed_at,
                   latest_seen=merged.latest_seen, lost_at=merged.lost_at)
            if (pin := merged.pin) != mine.pin:  # the stricter has a PIN chosen, if either has
                conn.execute("DELETE FROM pin")
                insert(conn, "pin", id=1, pin_hash=pin.encoded, created_at=pin.created_at, **asdict(pin.state))
            for start, end in sorted(merged.breaks - mine.breaks):
                insert(conn, "breaks", started_at=start, until=end)
            for change in sorted(merged.changes - mine.changes, key=lambda change: change.changed_at):
                insert(conn, "limit_changes", **asdict(change))
    if merged.chosen() != mine.chosen():
        tell(notices, "limits_older_file")
    if merged != copy:  # a copy missing or unsound is made again
        write_copy(store)


def open_limit_file(path: Path, clock: Clock, v1_rows: V1Rows | None, notices: list[str], *, expected: bool,
                    exclusive: bool) -> SqliteStore:
    """Open the file and hold it to its copy; one missing, empty or damaged is put back from the copy, or lost
    (if ``expected``: the profile had one before). What the player should be told is added to ``notices``."""
    missing = missing_or_empty(path) is not None
    expected = expected or missing_or_empty(copy_path_of(path)) is None
    # Put back before the store opens the path: SQLite would take a journal left there into the new file.
    if missing and not v1_rows and _restore_copy(path, clock):
        tell(notices, "limits_restored_missing")
        missing = False
    # What a new file starts with goes in with the transaction that makes it, so a kill never leaves one unfilled:
    # a 1.0 ledger's rows, or in a profile that had a file (a new one means it was lost), the limit lost.
    seed: Callable[[sqlite3.Connection], None] | None = None
    if v1_rows:
        seed = functools.partial(_take_v1, rows=v1_rows, clock=clock, notices=notices)
    elif expected:
        seed = functools.partial(mark_lost, moment=clock())
    store = SqliteStore(path, LIMITS_SCHEMA, clock, seed=seed, exclusive=exclusive)
    try:
        if v1_rows:
            # Made, but never filled, by an older version's upgrade cut short: the ledger still holds the limit.
            if not store.created and (mine := read_guarded(store.connection)) == Guarded() and not mine.changes:
                with store.write("your personal limit from Red Dog 1.0") as conn:
                    _take_v1(conn, v1_rows, clock, notices)
        elif not store.created:
            _hold_to_copy(store, notices)
            return store
        elif store.set_aside is not None or (missing and expected):  # made anew, the limit lost
            damage, restored = store.damage, False
            if store.set_aside is not None:  # the damaged file's copy goes back over the new one, if it reads
                store.close()
                restored = _restore_copy(path, clock)
                store = SqliteStore(path, LIMITS_SCHEMA, clock, seed=seed, exclusive=exclusive)
            if restored and not store.created:
                tell(notices, "limits_restored")
            else:
                if not expected:  # a damaged file where nothing else shows the profile had one: lost all the same
                    with store.write("your personal limit") as conn:
                        mark_lost(conn, clock())
                if damage:
                    tell(notices, "limits_lost", damage=damage)
                else:
                    tell(notices, "limits_missing")
        write_copy(store)
    except BaseException:  # a start that fails lets go of the file it holds
        store.close()
        raise
    return store
