"""Where Red Dog keeps things: the player's profile folders and the game's assets.

:class:`ProfilePaths` names the player's files: the ledger, the personal-limit file, the lock and
the log in the data folder, the settings and custom tables in the config folder. An explicit
``--profile-dir`` wins, then ``REDDOG_PROFILE_DIR``, then the platform's user folders (appdirs).
:func:`assets_dir` / :func:`asset_path` find the card art, sounds and fonts from a PyInstaller
bundle, a source checkout or an installed wheel alike, never relative to the working directory.
No Qt here.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import appdirs

import reddog_qt
from reddog_qt import APP_ID
from reddog_qt.engine.errors import Coded
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP, english

#: The environment variable naming a profile folder (both data and settings go there).
PROFILE_ENV = "REDDOG_PROFILE_DIR"


class ProfileError(Coded, OSError):
    """A profile folder or file cannot be used: the base of the profile's errors meant for the player.

    Like the engine's refusals, it is made from its sentence's template (context ``ProfileError``),
    a :attr:`~reddog_qt.engine.errors.Coded.code` and the values it shows.
    """

    code = "profile_error"
    context = "ProfileError"

    def __init__(self, template: str, code: str | None = None, **params: Any) -> None:
        super().__init__(english(template, params))
        self._set_code(template, code, params)


@dataclass(frozen=True)
class ProfilePaths:
    """The player's data folder (ledger, limit file, lock, log) and config folder (settings).

    >>> paths = ProfilePaths(Path("/p"), Path("/p"))
    >>> paths.settings_file.name, paths.ledger_file.name, paths.log_file.name
    ('settings.json', 'ledger.sqlite3', 'reddog.log')
    """

    data_dir: Path
    config_dir: Path

    @property
    def settings_file(self) -> Path:
        """The player's settings (JSON)."""
        return self.config_dir / "settings.json"

    @property
    def tables_file(self) -> Path:
        """The player's own house-rules tables (JSON), beside the settings."""
        return self.config_dir / "tables.json"

    @property
    def ledger_file(self) -> Path:
        """The bankroll and hand history (SQLite)."""
        return self.data_dir / "ledger.sqlite3"

    @property
    def practice_file(self) -> Path:
        """The practice bankroll and its hands (SQLite, a ledger of its own: never the player's record)."""
        return self.data_dir / "practice.sqlite3"

    @property
    def limits_file(self) -> Path:
        """The personal bet limit, its PIN and its lock (SQLite, apart from the ledger)."""
        return self.data_dir / "limits.sqlite3"

    @property
    def lock_file(self) -> Path:
        """Held while a window plays from this profile, so that a second one is refused."""
        return self.data_dir / "reddog.lock"

    @property
    def log_file(self) -> Path:
        """The rotating log."""
        return self.data_dir / "reddog.log"

    @classmethod
    def resolve(cls, profile_dir: Path | None = None) -> ProfilePaths:
        """The folders to use: ``profile_dir``, else ``$REDDOG_PROFILE_DIR``, else the user folders (not made)."""
        if profile_dir is not None:
            return cls.single(profile_dir)
        from_env = os.environ.get(PROFILE_ENV, "").strip()
        if from_env:
            return cls.single(Path(from_env))
        # On Windows the profile roams with the user (%APPDATA%\reddog-qt), as a player's bankroll should.
        folders = cls(
            data_dir=_absolute(Path(appdirs.user_data_dir(APP_ID, False, roaming=True))),
            config_dir=_absolute(Path(appdirs.user_config_dir(APP_ID, False, roaming=True))),
        )
        if appdirs.system == "win32":
            # Red Dog 1.0 kept it in %LOCALAPPDATA%\reddog-qt: a profile there, and none in the roaming
            # folder yet, goes on being used where it is (never copied, never left behind unseen).
            earlier = _absolute(Path(appdirs.user_data_dir(APP_ID, False)))
            if (earlier != folders.data_dir and cls.single(earlier).ledger_file.exists()
                    and not folders.ledger_file.exists()):
                return cls.single(earlier)
        return folders

    @classmethod
    def single(cls, folder: Path) -> ProfilePaths:
        """Both data and settings in one folder."""
        folder = _absolute(Path(folder))
        return cls(data_dir=folder, config_dir=folder)

    def ensure(self) -> ProfilePaths:
        """Create both folders if needed; returns self. Raises :class:`ProfileError` if impossible."""
        for folder in dict.fromkeys((self.data_dir, self.config_dir)):
            _make_dir(folder)
        return self


def _absolute(path: Path) -> Path:
    """``~`` expanded and made absolute now, so a later change of working directory cannot move it."""
    return path.expanduser().absolute()


def _make_dir(folder: Path) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        reason = error.strerror or str(error)
        raise ProfileError(
            QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot create its profile folder %1 (%2). Choose another "
                                              "folder with --profile-dir or %3."),
            "folder_not_created", folder=str(folder), reason=reason, variable=PROFILE_ENV,
        ) from error
    if not folder.is_dir():
        raise ProfileError(QT_TRANSLATE_NOOP("ProfileError", "Red Dog's profile folder %1 exists but is not a folder."),
                           "folder_not_folder", folder=str(folder))


def backup_path(path: Path, when: datetime, tag: str = "bad") -> Path:
    """A free name beside ``path`` for a damaged file (or a copy): ``<name>.<tag>-<UTC time>``.

    ``-2``, ``-3``... is appended if that name is taken, so an older one is never overwritten.

    >>> backup_path(Path("/nowhere/settings.json"), datetime(2025, 1, 2, 3, 4, 5, tzinfo=UTC)).name
    'settings.json.bad-20250102T030405Z'
    """
    stem = f"{path.name}.{tag}-{when.astimezone(UTC).strftime('%Y%m%dT%H%M%SZ')}"
    candidate, number = path.with_name(stem), 2
    while candidate.exists():
        candidate, number = path.with_name(f"{stem}-{number}"), number + 1
    return candidate


# --- assets -------------------------------------------------------------------


def assets_dir() -> Path:
    """The folder holding ``cards/``, ``sounds/``, ``fonts/``...: a bundle's, a checkout's or a wheel's.

    Raises :class:`FileNotFoundError` naming every place looked at if none holds the assets.
    """
    package_dir = Path(reddog_qt.__file__).resolve().parent
    bundle = getattr(sys, "_MEIPASS", None)
    candidates = [Path(bundle) / "assets"] if getattr(sys, "frozen", False) and bundle else []
    candidates += [package_dir.parent / "assets", package_dir / "assets"]
    for folder in candidates:
        if (folder / "cards").is_dir():
            return folder
    tried = ", ".join(str(folder) for folder in candidates)
    raise FileNotFoundError(
        f"Red Dog cannot find its card art and sounds (looked in {tried}). "
        "The installation is incomplete; please reinstall the game."
    )


def asset_path(*parts: str) -> Path:
    """The path of one asset, e.g. ``asset_path("cards", "Qh.svg")``; raises :class:`FileNotFoundError` if missing.

    (Qt would otherwise show a blank silently.)
    """
    if not parts:
        raise ValueError("asset_path needs the name of an asset, e.g. asset_path('cards', 'Qh.svg')")
    path = assets_dir().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(
            f"Red Dog's asset {'/'.join(parts)} is missing from {path.parent}. "
            "The installation is incomplete; please reinstall the game."
        )
    return path
