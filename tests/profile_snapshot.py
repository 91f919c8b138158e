"""A player's profile as bytes: what every install, upgrade and uninstall test compares before and after.
"""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
FIXTURES = REPO / "tests" / "fixtures"


def snapshot(*folders: Path) -> dict[str, str]:
    """SHA-256 of every file under ``folders`` by ``<index>/<relative path>``; a missing folder has none."""
    found: dict[str, str] = {}
    for index, folder in enumerate(folders):
        if not folder.is_dir():
            continue
        for path in sorted(folder.rglob("*")):
            if path.is_file() and not path.is_symlink():
                key = f"{index}/{path.relative_to(folder).as_posix()}"
                found[key] = hashlib.sha256(path.read_bytes()).hexdigest()
    return found


def plant_profile(data_dir: Path, config_dir: Path) -> dict[str, str]:
    """A real player's profile (the format-2 fixture: hands, limit, PIN, settings, custom tables) in two folders.

    Returns its snapshot. A file the game never writes is added to each folder too, so a test also
    sees an installer that deletes what it does not know.
    """
    source = FIXTURES / "profile-format-2"
    data_dir.mkdir(parents=True, exist_ok=True)
    config_dir.mkdir(parents=True, exist_ok=True)
    for name in ("ledger.sqlite3", "limits.sqlite3", "limits-copy.sqlite3"):
        shutil.copy2(source / name, data_dir / name)
    for name in ("settings.json", "tables.json"):
        shutil.copy2(source / name, config_dir / name)
    (data_dir / "reddog.log").write_text("2026-11-20 20:00:00 INFO a hand was settled\n", encoding="utf-8")
    (data_dir / "my notes.txt").write_text("the player's own file\n", encoding="utf-8")
    (config_dir / "backup of settings.json").write_bytes((source / "settings.json").read_bytes())
    return snapshot(data_dir, config_dir)
