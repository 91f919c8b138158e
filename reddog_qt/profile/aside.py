"""Setting a damaged file aside and putting a copy back: the two moves every file of the profile shares.

A file of the profile that cannot be used (the ledger, the limit file, the settings, the custom
tables, the lock file, the log) is never deleted: :func:`set_aside` renames it to
``<name>.bad-<UTC time>`` beside itself (``-2``, ``-3``... if that name is taken, so an older
one is never overwritten), and the files that belong to it (an SQLite ``-wal``, ``-shm`` or
``-journal``) follow it under the same name. :func:`write_atomically` replaces a file with new
bytes, and :func:`put_back` with the bytes of a copy, durably and all at once: a power cut leaves
the old state or the new, never half of it.

Both raise :class:`OSError` when the disk or the folder refuses; each caller words that for
the player, because only it knows what the file holds. No Qt here.
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


def _present(path: Path) -> bool:
    """True if something is at ``path``, even a link to nothing."""
    return path.exists() or path.is_symlink()


@overload
def set_aside(path: Path, when: datetime, companions: Sequence[str] = (), *,
              missing_ok: Literal[False] = False) -> Path: ...


@overload
def set_aside(path: Path, when: datetime, companions: Sequence[str] = (), *, missing_ok: bool) -> Path | None: ...


def set_aside(path: Path, when: datetime, companions: Sequence[str] = (), *, missing_ok: bool = False) -> Path | None:
    """Move ``path`` to a free ``<name>.bad-<UTC time of when>`` name, and return that name.

    Each companion ``<name><suffix>`` present is moved to ``<new name><suffix>``, also when
    ``path`` itself is gone, so a stale journal is never applied to a file put back later.
    Nothing at ``path`` raises :class:`FileNotFoundError`, or with ``missing_ok`` returns None
    (after moving the companions). Raises :class:`OSError` if a move fails; what was moved
    before stays moved.

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
    present = [suffix for suffix in companions if _present(path.with_name(path.name + suffix))]
    here = _present(path)
    if not here and not missing_ok:
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), str(path))
    if not here and not present:
        return None
    backup = backup_path(path, when)
    if here:
        os.replace(path, backup)
    for suffix in present:
        os.replace(path.with_name(path.name + suffix), backup.with_name(backup.name + suffix))
    return backup if here else None


def put_back(copy: Path, path: Path) -> None:
    """Put the bytes of ``copy`` in place of ``path``, durably and atomically (:func:`write_atomically`).

    Raises :class:`OSError` if the copy cannot be read or the file cannot be written; ``path`` is
    then as it was, and no temporary file is left.
    """
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
    """A file to write in pieces that replaces ``path`` all at once when the block ends (see :func:`write_atomically`).

    An error in the block leaves no temporary file and ``path`` as it was.
    """
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
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable where the platform allows it (not on Windows)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        descriptor = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


__all__ = ["SQLITE_COMPANIONS", "atomic_file", "put_back", "set_aside", "sync_folder", "write_atomically"]
