"""Where the player's files are: :class:`ProfilePaths` (an explicit ``--profile-dir`` wins, then
``REDDOG_PROFILE_DIR``, then the platform's user folders from appdirs), and a free name beside a damaged file.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import appdirs

from reddog_qt import APP_ID
from reddog_qt.engine.errors import Coded
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP, english

#: The environment variable naming a profile folder (both data and settings go there).
PROFILE_ENV = "REDDOG_PROFILE_DIR"


class ProfileError(Coded, OSError):
    """A profile folder or file cannot be used; told to the player like the engine's refusals (template, code)."""

    code = "profile_error"
    context = "ProfileError"

    def __init__(self, template: str, code: str | None = None, **params: Any) -> None:
        super().__init__(english(template, params))
        self._set_code(template, code, params)


class _File:
    """A :class:`ProfilePaths` property: the path of one file in its data or its config folder."""

    def __init__(self, folder: str, name: str) -> None:
        self.folder, self.name = folder, name

    def __get__(self, paths: ProfilePaths, owner: object = None) -> Path:
        return Path(getattr(paths, self.folder), self.name)


@dataclass(frozen=True)
class ProfilePaths:
    """The player's data folder and config folder, and the files in them."""

    data_dir: Path
    config_dir: Path

    settings_file = _File("config_dir", "settings.json")
    #: The player's own house-rules tables, beside the settings.
    tables_file = _File("config_dir", "tables.json")
    #: The bankroll and hand history.
    ledger_file = _File("data_dir", "ledger.sqlite3")
    #: The practice bankroll and its hands: a ledger of its own, never the player's record.
    practice_file = _File("data_dir", "practice.sqlite3")
    #: The personal bet limit, its PIN and its lock, apart from the ledger.
    limits_file = _File("data_dir", "limits.sqlite3")
    #: Held while a window plays from this profile, so that a second one is refused.
    lock_file = _File("data_dir", "reddog.lock")
    log_file = _File("data_dir", "reddog.log")

    @classmethod
    def resolve(cls, profile_dir: Path | None = None) -> ProfilePaths:
        """The folders to use: ``profile_dir``, else ``$REDDOG_PROFILE_DIR``, else the user folders (not made)."""
        if chosen := profile_dir or os.environ.get(PROFILE_ENV, "").strip():
            return cls.single(Path(chosen))
        # On Windows the profile roams with the user (%APPDATA%\reddog-qt), as a player's bankroll should.
        folders = cls(data_dir=_absolute(appdirs.user_data_dir(APP_ID, False, roaming=True)),
                      config_dir=_absolute(appdirs.user_config_dir(APP_ID, False, roaming=True)))
        if appdirs.system == "win32":
            # Red Dog 1.0 kept it in %LOCALAPPDATA%\reddog-qt: a profile there, and none in the roaming folder
            # yet, goes on being used where it is (never copied, never left behind unseen).
            earlier = cls.single(Path(appdirs.user_data_dir(APP_ID, False)))
            if earlier != folders and earlier.ledger_file.exists() and not folders.ledger_file.exists():
                return earlier
        return folders

    @classmethod
    def single(cls, folder: Path) -> ProfilePaths:
        """Both data and settings in one folder."""
        return cls(data_dir=_absolute(folder), config_dir=_absolute(folder))

    def ensure(self) -> ProfilePaths:
        """Create both folders if needed (one that is a file cannot be); returns self. Raises :class:`ProfileError`."""
        for folder in (self.data_dir, self.config_dir):
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                raise ProfileError(QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot create its profile folder %1 "
                                                     "(%2). Choose another folder with --profile-dir or %3."),
                                   "folder_not_created", folder=str(folder), reason=error.strerror or str(error),
                                   variable=PROFILE_ENV) from error
        return self


def _absolute(path: Path | str) -> Path:
    return Path(path).expanduser().absolute()  # now: a later change of working directory cannot move it


def backup_path(path: Path, when: datetime, tag: str = "bad") -> Path:
    """A free name beside ``path`` for a damaged file (or a copy): ``<name>.<tag>-<UTC time>``, then ``-2``...

    >>> backup_path(Path("/nowhere/settings.json"), datetime(2025, 1, 2, 3, 4, 5, tzinfo=UTC)).name
    'settings.json.bad-20250102T030405Z'
    """
    stem = f"{path.name}.{tag}-{when.astimezone(UTC).strftime('%Y%m%dT%H%M%SZ')}"
    candidate, number = path.with_name(stem), 2
    while candidate.exists():
        candidate, number = path.with_name(f"{stem}-{number}"), number + 1
    return candidate

