"""The command line at its edges: names that are not UTF-8, a seed too long to keep, a blank profile folder,
a machine with no desktop session.

Each case runs the real ``python -m reddog_qt`` in a fresh process: what it prints and the files it leaves.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from reddog_qt.cli import command_to_type, no_desktop_session

REPO = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LC_ALL": "en_US.UTF-8", "LANG": "en_US.UTF-8"}


def run(*args: str | bytes, cwd: Path = REPO, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "reddog_qt", *args], cwd=cwd, env=env or ENV, capture_output=True,
                          timeout=120, check=False)


def test_an_export_to_a_name_that_is_not_utf8_is_written_without_a_traceback(tmp_path: Path) -> None:
    target = os.fsencode(tmp_path) + b"/history\xff.csv"
    result = run("--profile-dir", str(tmp_path / "profile"), "--export-history", target)
    assert result.returncode == 0, result.stderr
    assert b"Traceback" not in result.stderr and b"Wrote 0 hands to" in result.stdout
    assert os.path.exists(target)


def test_a_profile_folder_whose_name_is_not_utf8_works_and_logs(tmp_path: Path) -> None:
    folder = os.fsencode(tmp_path) + b"/profile\xff"
    result = run("--profile-dir", folder, "--export-history", str(tmp_path / "history.csv"))
    assert result.returncode == 0, result.stderr
    assert b"Traceback" not in result.stderr and b"Logging error" not in result.stderr
    assert sorted(os.listdir(folder)) == [b"ledger-copy.sqlite3", b"ledger.sqlite3", b"limits-copy.sqlite3",
                                          b"limits.sqlite3", b"reddog.lock", b"reddog.log"]
    log = Path(os.fsdecode(folder + b"/reddog.log")).read_bytes()
    assert b"Started a new ledger at" in log and b"profile\\udcff" in log  # the name, escaped


def test_a_seed_too_long_to_keep_is_refused_with_a_message(tmp_path: Path) -> None:
    result = run("--profile-dir", str(tmp_path / "profile"), "--seed", "7" * 200, "--smoke")
    assert result.returncode == 2
    assert b"a seed is a whole number from 0 to 18 digits" in result.stderr and b"Traceback" not in result.stderr
    assert not (tmp_path / "profile").exists()


def test_an_empty_profile_folder_is_refused_and_a_blank_variable_means_the_user_folders(tmp_path: Path) -> None:
    here = tmp_path / "here"
    here.mkdir()
    refused = run("--profile-dir", "", "--export-history", str(tmp_path / "a.csv"), cwd=here)
    assert refused.returncode == 2 and b"the folder name is empty" in refused.stderr
    env = {**ENV, "REDDOG_PROFILE_DIR": "   ", "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    blank = run("--export-history", str(tmp_path / "b.csv"), cwd=here, env=env)
    assert blank.returncode == 0, blank.stderr
    assert list(here.iterdir()) == []  # nothing in the current folder
    assert list((tmp_path / "data").rglob("ledger.sqlite3"))


def no_display_env(tmp_path: Path) -> dict[str, str]:
    """A console with no desktop session: no display of any kind, no platform chosen for Qt, the user folders in tmp."""
    env = {name: value for name, value in ENV.items()
           if name not in {"DISPLAY", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE", "QT_QPA_PLATFORM"}}
    return {**env, "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config")}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a desktop session is an X11 or Wayland matter")
@pytest.mark.parametrize("args", [(), ("--smoke",), ("--seed", "7")])
def test_a_start_without_a_desktop_session_says_so_instead_of_qts_abort(tmp_path: Path, args: tuple[str, ...]) -> None:
    env = no_display_env(tmp_path)
    result = run("--profile-dir", str(tmp_path / "profile"), *args, env=env)
    assert result.returncode == 1, result.stderr
    said = result.stderr.decode()
    assert "Red Dog needs a desktop session" in said and "QT_QPA_PLATFORM=offscreen reddog-qt --smoke" in said
    assert "Traceback" not in said and "xcb-cursor0" not in said and "platform plugin" not in said
    assert not (tmp_path / "profile").exists()  # nothing of the player's was touched


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a desktop session is an X11 or Wayland matter")
def test_what_needs_no_window_works_without_a_desktop_session(tmp_path: Path) -> None:
    env = no_display_env(tmp_path)
    profile = str(tmp_path / "profile")
    assert run("--version", env=env).stdout.startswith(b"reddog-qt ")
    assert b"--export-history" in run("--help", env=env).stdout
    exported = run("--profile-dir", profile, "--export-history", str(tmp_path / "history.csv"), env=env)
    assert exported.returncode == 0 and b"Wrote 0 hands to" in exported.stdout, exported.stderr
    verified = run("--verify", str(tmp_path / "history.csv"), env=env)
    assert verified.returncode == 0 and b"Traceback" not in verified.stderr, verified.stderr
    # The check the message recommends works as written.
    smoke = run("--profile-dir", profile, "--smoke", env={**env, "QT_QPA_PLATFORM": "offscreen"})
    assert smoke.returncode == 0, smoke.stderr
    assert b"desktop session" not in smoke.stderr


@pytest.mark.parametrize(("environ", "system", "missing"), [
    ({}, "linux", True),
    ({"QT_QPA_PLATFORM": ""}, "freebsd14", True),
    ({"QT_QPA_PLATFORM": "xcb"}, "linux", True),
    ({"QT_QPA_PLATFORM": "xcb:nograb"}, "linux", True),
    ({"DISPLAY": " "}, "linux", True),  # a blank name is no display
    ({"DISPLAY": ":0"}, "linux", False),
    ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
    ({"XDG_SESSION_TYPE": "wayland"}, "linux", False),  # Qt tries Wayland, which finds its default socket itself
    ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
    ({"QT_QPA_PLATFORM": "offscreen:configfile=screen.json"}, "linux", False),
    ({"QT_QPA_PLATFORM": "minimal"}, "linux", False),
    ({"QT_QPA_PLATFORM": "eglfs"}, "linux", False),  # straight onto the screen, no session needed
    ({"QT_QPA_PLATFORM": "wayland"}, "linux", False),
    ({"QT_QPA_PLATFORM": "xcb;offscreen"}, "linux", False),  # Qt falls back to the second
    ({}, "win32", False),
    ({}, "darwin", False),
])
def test_a_missing_desktop_session_is_named_only_where_qt_would_abort(
        environ: dict[str, str], system: str, missing: bool) -> None:
    assert no_desktop_session(environ, system) is missing


def test_the_advice_names_the_command_as_the_player_can_type_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """From a checkout the game is .venv/bin/reddog-qt, not on the PATH: the advice gives that path, runnable."""
    installed = tmp_path / "bin" / "reddog-qt"
    installed.parent.mkdir()
    installed.write_text("#!/bin/sh\n", encoding="utf-8")
    installed.chmod(0o755)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PATH", "/nonexistent")
    assert command_to_type("bin/reddog-qt") == "bin/reddog-qt"
    monkeypatch.setenv("PATH", str(installed.parent))
    assert command_to_type("bin/reddog-qt") == "reddog-qt"
    assert command_to_type(str(REPO / "reddog_qt" / "__main__.py")) == "reddog-qt"
