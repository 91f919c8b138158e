"""Setting a damaged file aside and putting a copy back: the moves every file of the profile shares.

A file of the profile that cannot be used is never deleted: :func:`set_aside` renames it to
``<name>.bad-<UTC time>`` beside itself (never over an older one), and the files that belong to it
(an SQLite ``-wal``, ``-shm`` or ``-journal``) follow it under the same name. :func:`write_atomically`
replaces a file with new bytes, and :func:`put_back` with the bytes of a copy (``<stem>-copy<suffix>``,
:func:`copy_path_of`), durably and all at once: a power cut leaves the old state or the new.

Each raises :class:`OSError` when the disk or the folder refuses; the caller words that for the
player, because only it knows what the file holds. No Qt here.
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from collections.abc import Iterator, Sequence
from datetime import datetime
from pathlib import Path
from typing import IO, Literal, overload

from reddog_qt.profile.paths import backup_path

#: The files SQLite keeps beside a database, by the suffix added to its name.
SQLITE_COMPANIONS = ("-wal", "-shm", "-journal")


def present(path: Path) -> bool:
    """True if something is at ``path``, even a link to nothing."""
    return path.exists() or path.is_symlink()


def missing_or_empty(path: Path) -> str | None:
    """``"missing"`` if nothing is at ``path``, ``"empty"`` for an empty file, else (or if it cannot be told) None."""
    try:
        if not present(path):
            return "missing"
        return "empty" if path.is_file() and path.stat().st_size == 0 else None
    except OSError:
        return None


def copy_path_of(path: Path) -> Path:
    """Where the copy of the ledger or the limit file is kept: ``ledger-copy.sqlite3`` beside ``ledger.sqlite3``."""
    return path.with_name(path.stem + "-copy" + path.suffix)


@overload
def set_aside(path: Path, when: datetime, companions: Sequence[str] = (), *,
              missing_ok: Literal[False] = False) -> Path: ...


@overload
def set_aside(path: Path, when: datetime, companions: Sequence[str] = (), *, missing_ok: bool) -> Path | None: ...


def set_aside(path: Path, when: datetime, companions: Sequence[str] = (), *, missing_ok: bool = False) -> Path | None:
    """Move ``path`` to a free ``<name>.bad-<UTC time of when>`` name, and return that name.

    Each companion ``<name><suffix>`` present is moved to ``<new name><suffix>``, also when
    ``path`` itself is gone, so a stale journal is never applied to a file put back later.
    Nothing at ``path`` raises :class:`FileNotFoundError`, or with ``missing_ok`` returns None.
    What was moved before a move that fails stays moved.

    >>> import tempfile
    >>> from datetime import timezone
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     damaged = Path(folder) / "settings.json"
    ...     _ = damaged.write_text("{")
    ...     when = datetime(2025, 1, 2, 3, 4, 5, tzinfo=timezone.utc)
    ...     (set_aside(damaged, when).name, set_aside(damaged, when, missing_ok=True))
    ('settings.json.bad-20250102T030405Z', None)
    """
    path = Path(path)
    companions = [suffix for suffix in companions if present(path.with_name(path.name + suffix))]
    here = present(path)
    if not here and not missing_ok:
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), str(path))
    if not here and not companions:
        return None
    backup = backup_path(path, when)
    if here:
        os.replace(path, backup)
    for suffix in companions:
        os.replace(path.with_name(path.name + suffix), backup.with_name(backup.name + suffix))
    return backup if here else None


def put_back(copy: Path, path: Path) -> None:
    """Put the bytes of ``copy`` in place of ``path`` (:func:`write_atomically`); on failure ``path`` is as it was."""
    write_atomically(Path(path), Path(copy).read_bytes(), make_folder=False)


def write_atomically(path: Path, data: bytes, make_folder: bool = True) -> None:
    """Replace ``path`` with ``data``: temp file in the same folder, fsync, :func:`os.replace`.

    A failure leaves no temporary file and ``path`` as it was. ``make_folder=False`` for a file
    the player named: a folder that is not there is an error to report, not one to make.
    """
    with atomic_file(path, make_folder) as handle:
        handle.write(data)


@contextlib.contextmanager
def atomic_file(path: Path, make_folder: bool = True) -> Iterator[IO[bytes]]:
    """A file to write in pieces that replaces ``path`` at once when the block ends (see :func:`write_atomically`)."""
    if make_folder:
        path.parent.mkdir(parents=True, exist_ok=True)
    # Opened before the try, which needs the temporary file's name to remove it on failure.
    handle = tempfile.NamedTemporaryFile(  # noqa: SIM115 - entered (and closed) by the with-block below
        dir=path.parent, prefix=f".{path.name}.", suffix=".tmp", delete=False)
    temp = Path(handle.name)
    try:
        with handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    if os.name == "posix":  # the rename made durable (Windows cannot open a folder)
        with contextlib.suppress(OSError):
            descriptor = os.open(path.parent, os.O_RDONLY)
            try:
                os.fsync(descriptor)
            finally:
                os.close(descriptor)


__all__ = ["SQLITE_COMPANIONS", "atomic_file", "copy_path_of", "missing_or_empty", "present", "put_back", "set_aside",
           "write_atomically"]
