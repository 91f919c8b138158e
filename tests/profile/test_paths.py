"""Profile folders and the logging set-up (no Qt)."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from reddog_qt import logs
from reddog_qt.profile import ProfileError as AnyProfileError
from reddog_qt.profile import open_profile, paths
from reddog_qt.profile.paths import PROFILE_ENV, ProfileError, ProfilePaths, backup_path

# --- ProfilePaths ---------------------------------------------------------------


def test_explicit_dir_wins_over_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(PROFILE_ENV, str(tmp_path / "from-env"))
    profile = ProfilePaths.resolve(tmp_path / "explicit")
    assert profile.data_dir == profile.config_dir == tmp_path / "explicit"
    assert profile.settings_file == tmp_path / "explicit" / "settings.json"
    assert profile.ledger_file == tmp_path / "explicit" / "ledger.sqlite3"
    assert profile.log_file == tmp_path / "explicit" / "reddog.log"
    assert profile.limits_file == tmp_path / "explicit" / "limits.sqlite3"
    assert profile.lock_file == tmp_path / "explicit" / "reddog.lock"


def test_separate_folders_keep_data_apart_from_settings(tmp_path: Path) -> None:
    profile = ProfilePaths(tmp_path / "data", tmp_path / "config")
    assert profile.settings_file.parent == tmp_path / "config"
    assert {profile.ledger_file.parent, profile.limits_file.parent, profile.lock_file.parent,
            profile.log_file.parent} == {tmp_path / "data"}


def test_environment_used_when_no_explicit_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(PROFILE_ENV, str(tmp_path / "from-env"))
    profile = ProfilePaths.resolve(None)
    assert profile.data_dir == profile.config_dir == tmp_path / "from-env"


def test_user_folders_by_default(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(PROFILE_ENV, raising=False)
    calls: list[tuple[str, object, bool]] = []

    def fake(kind: str):  # type: ignore[no-untyped-def]
        def folder(appname: str, appauthor: object, roaming: bool = False) -> str:
            calls.append((appname, appauthor, roaming))
            return str(tmp_path / kind / appname)
        return folder

    monkeypatch.setattr(paths.appdirs, "user_data_dir", fake("data"))
    monkeypatch.setattr(paths.appdirs, "user_config_dir", fake("config"))
    profile = ProfilePaths.resolve()
    assert profile.data_dir == tmp_path / "data" / "reddog-qt"
    assert profile.config_dir == tmp_path / "config" / "reddog-qt"
    assert calls == [("reddog-qt", False, True), ("reddog-qt", False, True)]


def test_on_windows_the_profile_roams(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """%APPDATA%\\reddog-qt (roaming), not %LOCALAPPDATA%, where the installer puts the game."""
    monkeypatch.delenv(PROFILE_ENV, raising=False)
    folders = {"CSIDL_APPDATA": str(tmp_path / "Roaming"), "CSIDL_LOCAL_APPDATA": str(tmp_path / "Local")}
    monkeypatch.setattr(paths.appdirs, "system", "win32")
    monkeypatch.setattr(paths.appdirs, "_get_win_folder", folders.__getitem__, raising=False)
    profile = ProfilePaths.resolve()
    assert profile.data_dir == profile.config_dir == tmp_path / "Roaming" / "reddog-qt"


def test_on_windows_a_profile_of_1_0_in_the_local_appdata_goes_on_being_used(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """1.0 kept the profile in %LOCALAPPDATA%\\reddog-qt: with nothing in the roaming folder yet, it is used there."""
    monkeypatch.delenv(PROFILE_ENV, raising=False)
    folders = {"CSIDL_APPDATA": str(tmp_path / "Roaming"), "CSIDL_LOCAL_APPDATA": str(tmp_path / "Local")}
    monkeypatch.setattr(paths.appdirs, "system", "win32")
    monkeypatch.setattr(paths.appdirs, "_get_win_folder", folders.__getitem__, raising=False)
    earlier = tmp_path / "Local" / "reddog-qt"
    earlier.mkdir(parents=True)
    (earlier / "ledger.sqlite3").write_bytes(b"the 1.0 bankroll")
    assert ProfilePaths.resolve().data_dir == ProfilePaths.resolve().config_dir == earlier
    roaming = tmp_path / "Roaming" / "reddog-qt"
    roaming.mkdir(parents=True)
    (roaming / "ledger.sqlite3").write_bytes(b"a roaming bankroll")
    assert ProfilePaths.resolve().data_dir == roaming   # once there is one in the roaming folder, it wins


def test_relative_dir_is_made_absolute(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    profile = ProfilePaths.resolve(Path("rel"))
    monkeypatch.chdir("/")
    assert profile.data_dir == tmp_path / "rel"


def test_ensure_creates_folders(tmp_path: Path) -> None:
    profile = ProfilePaths(tmp_path / "a" / "data", tmp_path / "b" / "config")
    assert profile.ensure() is profile
    assert profile.data_dir.is_dir() and profile.config_dir.is_dir()
    profile.ensure()  # again is harmless


def test_ensure_reports_an_impossible_folder(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(ProfileError, match="cannot create its profile folder"):
        ProfilePaths.single(blocker / "profile").ensure()


def test_ensure_reports_a_file_where_the_folder_should_be(tmp_path: Path) -> None:
    (tmp_path / "profile").write_text("not a folder")
    with pytest.raises(ProfileError, match="cannot create its profile folder"):
        ProfilePaths.single(tmp_path / "profile").ensure()


def test_an_impossible_folder_is_a_profile_error_for_the_launcher(tmp_path: Path) -> None:
    # The one ProfileError that open_profile documents and launch.py catches: a message, not a traceback.
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(AnyProfileError, match="cannot create its profile folder"):
        open_profile(blocker / "profile", lock=False)


def test_an_impossible_profile_dir_gives_a_message_not_a_traceback(tmp_path: Path) -> None:
    # Same bug as above, as the player sees it from the command line.
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "reddog_qt", "--profile-dir", str(blocker / "profile"), "--smoke"],
                          capture_output=True, text=True, timeout=120, env=env, check=False)
    assert done.returncode != 0
    assert "cannot create its profile folder" in done.stderr
    assert "Traceback" not in done.stderr


def test_backup_path_never_reuses_a_name(tmp_path: Path) -> None:
    when = datetime(2025, 3, 4, 5, 6, 7, tzinfo=UTC)
    first = backup_path(tmp_path / "settings.json", when)
    assert first.name == "settings.json.bad-20250304T050607Z"
    first.write_text("x")
    assert backup_path(tmp_path / "settings.json", when).name == "settings.json.bad-20250304T050607Z-2"


# --- logging ------------------------------------------------------------------------


@pytest.fixture
def clean_root() -> object:
    root = logging.getLogger()
    level = root.level
    yield root
    logs.teardown_logging()
    root.setLevel(level)


def _ours(root: logging.Logger) -> list[logging.Handler]:
    return [h for h in root.handlers if getattr(h, "_reddog_handler", False)]


def test_setup_logging_writes_the_file_and_is_idempotent(tmp_path: Path, clean_root: logging.Logger) -> None:
    log_file = tmp_path / "profile" / "reddog.log"
    logs.setup_logging(log_file)
    logs.setup_logging(log_file)
    handlers = _ours(clean_root)
    assert len(handlers) == 2
    rotating = [h for h in handlers if isinstance(h, logs.SizeCappedFileHandler)]
    assert len(rotating) == 1
    assert rotating[0].max_bytes == 256 * 1024 and rotating[0].backup_count == 3
    console = [h for h in handlers if h not in rotating]
    assert console[0].level == logging.WARNING
    logging.getLogger("reddog_qt.test").info("hello from the test")
    for handler in handlers:
        handler.flush()
    text = log_file.read_text(encoding="utf-8")
    assert text.count("hello from the test") == 1
    assert "INFO reddog_qt.test: hello from the test" in text


def test_the_log_moves_aside_at_its_size_and_keeps_three_old_files(tmp_path: Path,
                                                                   clean_root: logging.Logger) -> None:
    log_file = tmp_path / "reddog.log"
    logs.setup_logging(log_file)
    log = logging.getLogger("reddog_qt.test")
    line = "x" * 1000
    lines = 4 * logs.MAX_BYTES // 1000 + 50  # enough for the file and three old ones, and then some
    for number in range(lines):
        log.info("%06d %s", number, line)
    logs.teardown_logging()
    files = sorted(tmp_path.iterdir())
    assert [f.name for f in files] == ["reddog.log", "reddog.log.1", "reddog.log.2", "reddog.log.3"]
    assert all(0 < f.stat().st_size <= logs.MAX_BYTES for f in files)
    # The newest line is in reddog.log, the lines before it in .1, .2, .3 in order, none twice, none lost
    # between the oldest kept and the newest.
    oldest_first = ("reddog.log.3", "reddog.log.2", "reddog.log.1", "reddog.log")
    numbers = [int(text.split(": ", 1)[1][:6]) for name in oldest_first
               for text in (tmp_path / name).read_text(encoding="utf-8").splitlines()]
    assert numbers == list(range(numbers[0], lines)) and numbers[-1] == lines - 1


def test_a_log_that_cannot_move_aside_does_not_stop_the_game(tmp_path: Path, clean_root: logging.Logger,
                                                             monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    log_file = tmp_path / "reddog.log"
    logs.setup_logging(log_file)

    def refuse(*_args: object) -> None:
        raise PermissionError("the file is in use")

    monkeypatch.setattr(logs.os, "replace", refuse)
    log = logging.getLogger("reddog_qt.test")
    lines = logs.MAX_BYTES // 1000 + 10
    for number in range(lines):
        log.info("%06d %s", number, "y" * 1000)
    logs.teardown_logging()
    assert [f.name for f in tmp_path.iterdir()] == ["reddog.log"]
    assert log_file.read_text(encoding="utf-8").count("y" * 1000) == lines  # kept writing, lost nothing
    assert "Traceback" not in capsys.readouterr().err


def test_setup_logging_moves_to_another_file(tmp_path: Path, clean_root: logging.Logger) -> None:
    logs.setup_logging(tmp_path / "one.log")
    logs.setup_logging(tmp_path / "two.log")
    logging.getLogger("reddog_qt.test").warning("where am I")
    logs.teardown_logging()
    assert "where am I" not in (tmp_path / "one.log").read_text()
    assert "where am I" in (tmp_path / "two.log").read_text()
    assert _ours(clean_root) == []


def test_setup_logging_survives_an_unwritable_place(tmp_path: Path, clean_root: logging.Logger,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    handlers = logs.setup_logging(blocker / "reddog.log")
    assert len(handlers) == 1
    assert "could not be opened" in capsys.readouterr().err


def test_setup_logging_without_file(clean_root: logging.Logger) -> None:
    assert len(logs.setup_logging(None)) == 1
