"""One window per profile: a lock file held while a window plays from the profile.

Two windows on one profile would each think they own the bankroll, and the second one's start-up
recovery could settle the first one's open hand. :class:`InstanceLock` wraps Qt's ``QLockFile`` (only
QtCore, no window), which writes the holder's process id and host into ``reddog.lock`` and takes over
a lock whose process is gone (a crash, a power cut), so that a stale lock never keeps the player out.
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
from datetime import UTC, datetime
from pathlib import Path

from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP
from reddog_qt.profile.aside import set_aside
from reddog_qt.profile.paths import ProfileError
from reddog_qt.profile.sqlite_file import ProfileInUseError, in_use_error

log = logging.getLogger(__name__)

#: A lock file holds a process id, a host and an application name; a larger one is not a lock of ours.
MAX_LOCK_FILE_BYTES = 64 * 1024


class InstanceLock:
    """The lock of one profile folder; :meth:`acquire` raises :class:`ProfileInUseError` if it is held."""

    def __init__(self, path: Path) -> None:
        from PySide6.QtCore import QLockFile  # here, so that importing the profile does not load Qt

        self._path = Path(path)
        self._lock = QLockFile(_qt_path(self._path))
        self._lock.setStaleLockTime(0)  # stale only when its process is gone, however long it has been held

    @property
    def held(self) -> bool:
        return self._lock.isLocked()

    def acquire(self) -> None:
        """Take the lock at once, taking over a stale one; raise :class:`ProfileInUseError` if it is held.

        A lock file that names no process (empty, garbage) is stale when no live process holds it locked
        (Qt keeps the file locked while it holds the lock). Something in its place that is not a regular
        file (a FIFO would block the read), or one far too large for a lock, is moved aside.
        """
        folder = self._path.parent
        folder.mkdir(parents=True, exist_ok=True)
        self._set_aside_if_not_a_lock()
        for attempt in (1, 2):
            if self._lock.tryLock(0):
                return
            if attempt == 1 and self._lock.error() != self._lock.LockError.LockFailedError:
                break
            info = self._lock.getLockInfo()  # (pid, host name, application name) when readable
            if isinstance(info, tuple) and len(info) >= 2 and isinstance(info[0], int) and info[0] > 0:
                raise ProfileInUseError(
                    QT_TRANSLATE_NOOP("ProfileError", "Red Dog is already running with this profile (process %1 on "
                                                      "%2). Switch to that window, or close it first; two tables on "
                                                      "one bankroll would get in each other's way. The profile is "
                                                      "%3."),
                    "profile_in_use_by", process=str(info[0]), host=str(info[1]), folder=str(folder))
            if attempt == 2 or _held_by_a_live_process(self._path):
                raise in_use_error(folder)
            log.warning("The lock file %s names no process and no process holds it; it was taken over.", self._path)
            with contextlib.suppress(FileNotFoundError):
                self._path.unlink()
        if _disk_full(folder):
            raise ProfileError(QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot lock its profile folder %1: the disk "
                                                                 "is full. Make room on the disk, then start Red Dog "
                                                                 "again."),
                               "folder_not_locked_disk_full", folder=str(folder))
        raise ProfileError(QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot lock its profile folder %1 (check that it "
                                                             "can be written)."),
                           "folder_not_locked", folder=str(folder))

    def _set_aside_if_not_a_lock(self) -> None:
        try:
            info = os.lstat(self._path)
        except OSError:
            return
        if stat.S_ISLNK(info.st_mode) or (stat.S_ISREG(info.st_mode) and info.st_size <= MAX_LOCK_FILE_BYTES):
            return
        try:
            backup = set_aside(self._path, datetime.now(UTC))
        except OSError as error:
            raise ProfileError(QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot lock its profile folder %1: %2 is "
                                                                 "not a file and could not be moved aside. Move or "
                                                                 "rename it, then start Red Dog again."),
                               "lock_not_a_file", folder=str(self._path.parent), name=self._path.name) from error
        log.warning("%s was not a file; it was kept as %s.", self._path, backup.name)

    def release(self) -> None:
        """Let go of the lock (again is harmless)."""
        if self._lock.isLocked():
            self._lock.unlock()


def _disk_full(folder: Path) -> bool:
    try:
        info = os.statvfs(folder)
    except (OSError, AttributeError):  # no statvfs on Windows
        return False
    return info.f_bavail == 0 or info.f_favail == 0


def _held_by_a_live_process(path: Path) -> bool:
    """True if a live process holds ``path`` locked (as Qt's lock does), or if that cannot be told."""
    try:
        import fcntl
    except ImportError:
        # Windows: Qt keeps its lock file open without letting it be deleted, so a lock file that
        # can be deleted is held by no live process (and is gone, ready to be made again).
        try:
            os.remove(path)
        except OSError as error:
            return not isinstance(error, FileNotFoundError)
        return False
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as error:
        return not isinstance(error, FileNotFoundError)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(fd)  # which lets go of a lock taken
    return False


def _qt_path(path: Path) -> str:
    """``path`` as Qt can take it: a folder whose name is not valid UTF-8 (Linux allows any bytes; Python reads
    them as surrogates), which Qt cannot name, is reached through an open handle of it (``/proc/self/fd``)."""
    text = str(path)
    if not any("\ud800" <= char <= "\udfff" for char in text) or not os.path.isdir("/proc/self/fd"):
        return text
    path.parent.mkdir(parents=True, exist_ok=True)
    folder = os.open(path.parent, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))  # held as long as the process runs
    return f"/proc/self/fd/{folder}/{os.fsencode(path.name).decode('ascii', 'replace')}"
