"""One window per profile: a lock file held while a window plays from the profile.

Two windows on one profile would each think they own the bankroll: the second
would fail every hand, and its start-up recovery could settle the first
window's open hand. :class:`InstanceLock` wraps Qt's :class:`QLockFile`, which
writes the holder's process id and host name into ``reddog.lock`` and takes over
a lock whose process is gone (a crash, a power cut), so a stale lock never keeps
the player out. Only QtCore is needed, no window.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from reddog_qt.profile.store import ProfileError

if TYPE_CHECKING:
    from PySide6.QtCore import QLockFile

log = logging.getLogger(__name__)


class ProfileInUseError(ProfileError):
    """Another Red Dog is already running with this profile. The message can be shown to a player."""


class InstanceLock:
    """The lock of one profile folder; :meth:`acquire` raises :class:`ProfileInUseError` if it is held."""

    def __init__(self, path: Path) -> None:
        from PySide6 import QtCore  # here, so that importing the profile does not load Qt

        self._path = Path(path)
        self._lock: QLockFile = QtCore.QLockFile(str(self._path))
        # 0: a lock is stale only when its process is gone, however long it has been held.
        self._lock.setStaleLockTime(0)

    @property
    def path(self) -> Path:
        """The lock file."""
        return self._path

    @property
    def held(self) -> bool:
        """True while this object holds the lock."""
        return self._lock.isLocked()

    def acquire(self) -> None:
        """Take the lock at once, taking over a stale one; raise :class:`ProfileInUseError` if it is held."""
        self._path.parent.mkdir(parents=True, exist_ok=True)
        if self._lock.tryLock(0):
            return
        error = self._lock.error()
        if error == type(self._lock).LockError.LockFailedError:
            info = self._lock.getLockInfo()  # (pid, host name, application name) when readable
            holder = f" (process {info[0]} on {info[1]})" if isinstance(info, tuple) and len(info) >= 2 else ""
            raise ProfileInUseError(
                f"Red Dog is already running with this profile{holder}. Switch to that window, or close it "
                f"first; two tables on one bankroll would get in each other's way. The profile is {self._path.parent}.",
                "profile_in_use_by" if holder else "profile_in_use", folder=str(self._path.parent),
                process=info[0] if holder else None, host=info[1] if holder else None)
        raise ProfileError(f"Red Dog cannot lock its profile folder {self._path.parent} "
                           "(check that it can be written).", "folder_not_locked", folder=str(self._path.parent))

    def release(self) -> None:
        """Let go of the lock (again is harmless)."""
        if self._lock.isLocked():
            self._lock.unlock()
