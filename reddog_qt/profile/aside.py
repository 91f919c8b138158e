"""Setting a damaged file aside and putting a copy back: the moves every file of the profile shares.

A file that cannot be used is never deleted: it is renamed ``<name>.bad-<UTC time>`` beside itself. Files
are replaced durably and all at once, so a power cut leaves the old state or the new. A refusal of the disk
or the folder raises :class:`OSError`, which the caller words for the player. No Qt here.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator, Sequence
from datetime import datetime
from pathlib import Path
from typing import IO

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


def set_aside(path: Path, when: datetime, companions: Sequence[str] = (), *, missing_ok: bool = False) -> Path:
    """Move ``path`` to a free ``<name>.bad-<UTC time of when>`` name (nothing there: :class:`FileNotFoundError`
    unless ``missing_ok``), and return that name. Each companion ``<name><suffix>`` present follows it under
    that name, also when ``path`` is gone: a stale journal is never applied to a file put back later."""
    path = Path(path)
    backup = backup_path(path, when)
    if not missing_ok or present(path):
        os.replace(path, backup)
    for suffix in companions:
        if present(companion := path.with_name(path.name + suffix)):
            os.replace(companion, backup.with_name(backup.name + suffix))
    return backup


def put_back(copy: Path, path: Path) -> None:
    """Put the bytes of ``copy`` in place of ``path`` (:func:`write_atomically`); on failure ``path`` is as it was."""
    write_atomically(Path(path), Path(copy).read_bytes(), make_folder=False)


def write_atomically(path: Path, data: bytes, make_folder: bool = True) -> None:
    """Replace ``path`` with ``data`` (:func:`atomic_file`)."""
    with atomic_file(path, make_folder) as handle:
        handle.write(data)


@contextlib.contextmanager
def atomic_file(path: Path, make_folder: bool = True) -> Iterator[IO[bytes]]:
    """A file to write that replaces ``path`` at once when the block ends (a failure: ``path`` as it was);
    ``make_folder=False`` for a file the player named: a folder that is not there is an error to report."""
    if make_folder:
        path.parent.mkdir(parents=True, exist_ok=True)
    # Opened before the try, which needs the temporary file's name to remove it on failure.
    handle = tempfile.NamedTemporaryFile(  # noqa: SIM115 - entered (and closed) by the with-block below
        dir=path.parent, prefix=f".{path.name}.", suffix=".tmp", delete=False)
    try:
        with handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(handle.name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(handle.name)
        raise
    if os.name == "posix":  # the rename made durable (Windows cannot open a folder)
        with contextlib.suppress(OSError):
            fsync_file(path.parent)


def fsync_file(path: Path) -> None:
    """Flush ``path`` (a file, or on POSIX a folder) to the disk."""
    descriptor = os.open(path, os.O_RDONLY if os.path.isdir(path) else os.O_RDWR)  # Windows syncs only writers
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)
