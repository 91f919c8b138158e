"""An SQLite file of the profile as such: is it a database, are its pages sound, what kind of failure is an error.

The environment failing (:func:`is_environment`: disk full, read-only, locked, I/O) changed nothing
and may pass; a damaged file (:func:`is_damage`, :class:`Damaged`) is set aside. No Qt here.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import sqlite3
import stat
import urllib.parse
from collections.abc import Iterable, Mapping
from pathlib import Path

from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP
from reddog_qt.profile.paths import ProfileError

#: quick_check lines about one row breaking a CHECK or NOT NULL rule (the row is set aside, not the file).
_ROW_RULE = re.compile(r"(CHECK constraint failed in \w+|NULL value in \w+\.\w+)$")
SQLITE_MAGIC = b"SQLite format 3\x00"

# SQLite's primary result codes of the environment failing and of a damaged file.
_ENVIRONMENT = {sqlite3.SQLITE_PERM, sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED, sqlite3.SQLITE_READONLY,
                sqlite3.SQLITE_IOERR, sqlite3.SQLITE_FULL, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_NOLFS}
_DAMAGE = {sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB}
#: Held by another connection (another Red Dog, when the file is opened exclusively).
IN_USE = {sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED}


class ProfileUnavailableError(ProfileError):
    """The environment failed (disk full, read-only, locked, I/O): nothing was changed; retrying can work."""


class ProfileTooNewError(ProfileError):
    """The file was written by a newer Red Dog, in a format this version cannot read."""


class ProfileInUseError(ProfileError):
    """Another Red Dog is already running with this profile."""


class Damaged(Exception):
    """The file is damaged or not what it should be; the message says why, in a player's words."""


def primary_code(error: BaseException) -> int | None:
    code = getattr(error, "sqlite_errorcode", None)
    return None if code is None else int(code) & 0xFF


def is_environment(error: BaseException) -> bool:
    """True for a failure of the disk or the operating system rather than of the file or the program."""
    return isinstance(error, OSError) or primary_code(error) in _ENVIRONMENT


def is_disk_full(error: BaseException) -> bool:
    """True for an error that says the disk (or the file system's quota) is full."""
    return primary_code(error) == sqlite3.SQLITE_FULL or (
        isinstance(error, OSError) and error.errno in (errno.ENOSPC, errno.EDQUOT))


def is_damage(error: BaseException) -> bool:
    return primary_code(error) in _DAMAGE


def reason_of(error: BaseException) -> str:
    """A short reason for an error, as the operating system or SQLite words it."""
    text = getattr(error, "strerror", None) or str(error) or type(error).__name__
    return text[:1].lower() + text[1:] if text[:2] != text[:2].upper() else text


def check_pages(conn: sqlite3.Connection) -> None:
    """Raise :class:`Damaged` if a page is damaged (quick_check: it skips comparing indexes with their tables);
    a row breaking a CHECK or NOT NULL rule is the row's problem, not the file's: the ledger sets it aside."""
    problems = [str(row[0]) for row in conn.execute("PRAGMA quick_check").fetchall()]
    damage = [line for line in problems if line != "ok" and not _ROW_RULE.match(line)]
    if damage or not problems:
        raise Damaged(f"it failed its integrity check: {damage[0] if damage else 'no answer'}")


def read_only_uri(path: Path) -> str:
    """An SQLite URI opening ``path`` read-only, for any file name (even one that is not valid UTF-8).

    >>> read_only_uri(Path("/p q/a?.sqlite3"))
    'file:/p%20q/a%3F.sqlite3?mode=ro'
    """
    return "file:" + urllib.parse.quote(os.fsencode(Path(path).absolute()), safe="/") + "?mode=ro"


def sniff(path: Path) -> None:
    """Raise :class:`Damaged` for a non-regular file or a non-empty non-database before SQLite opens it: a FIFO
    would block the open forever, and SQLite may discard the ``-wal``/``-shm`` of a file it cannot read."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return
    except OSError as error:
        raise ProfileUnavailableError(QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot look at %1 (%2)."),
                                      "cannot_look", path=str(path), reason=reason_of(error)) from error
    if not stat.S_ISREG(mode):
        raise Damaged("it is not a regular file")
    with path.open("rb") as handle:
        head = handle.read(len(SQLITE_MAGIC))
    if head and head != SQLITE_MAGIC:
        raise Damaged("it is not a database")


def table_names(conn: sqlite3.Connection) -> set[str]:
    return {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def columns_made_by(statements: Iterable[str]) -> dict[str, set[str]]:
    """The tables ``statements`` make, with their columns (made in a database in memory, once)."""
    with contextlib.closing(sqlite3.connect(":memory:")) as conn:
        for statement in statements:
            conn.execute(statement)
        return {table: {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
                for table in table_names(conn) if not table.startswith("sqlite_")}


def require_tables(conn: sqlite3.Connection, required: Mapping[str, set[str]]) -> None:
    """Raise :class:`Damaged` unless every table has at least the columns named."""
    tables = table_names(conn)
    for table, columns in required.items():
        if table not in tables:
            raise Damaged(f"it has no {table} table")
        missing = columns - {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        if missing:
            raise Damaged(f"its {table} table lacks {', '.join(sorted(missing))}")


def in_use_error(folder: Path) -> ProfileInUseError:
    """The refusal of a profile another Red Dog holds."""
    return ProfileInUseError(
        QT_TRANSLATE_NOOP("ProfileError", "Red Dog is already running with this profile. Switch to that window, or "
                          "close it first; two tables on one bankroll would get in each other's way. The profile is "
                          "%1."), "profile_in_use", folder=str(folder))

