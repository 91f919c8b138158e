"""Nothing a profile's files hold can crash or hang a start, or lift the personal limit.

Each start runs in a fresh Python with a time limit (a FIFO would block a read forever), the way the
game starts: logging into the profile folder, then the profile. What a player would notice is checked:
the limit in force (100, or the table minimum when it cannot be read: never lifted), a notice about the
damaged file, and no traceback.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reddog_qt.engine import Rules
from reddog_qt.profile import open_profile
from reddog_qt.profile.tables import as_custom, save_tables

REPO = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
PIN = "4739"
NOW = datetime(2026, 11, 24, 15, 0, tzinfo=UTC)
#: A file far larger than memory should hold (kept sparse: it takes no room on the disk).
HUGE = 3 * 1024**3

FILES = ("tables.json", "settings.json", "ledger.sqlite3", "limits.sqlite3", "limits-copy.sqlite3", "reddog.lock",
         "reddog.log")
KINDS = ("fifo", "directory", "empty", "truncated", "0xff", "huge")

_START = """
import json, sys
from reddog_qt.logs import setup_logging
from reddog_qt.profile import ProfileError, open_profile
from reddog_qt.profile.paths import ProfilePaths
folder = sys.argv[1]
setup_logging(ProfilePaths.resolve(folder).ensure().log_file)
try:
    profile = open_profile(folder)
except ProfileError as problem:
    print(json.dumps({"refused": str(problem)}))
    sys.exit(0)
try:
    limit, known = profile.personal_limit()
    print(json.dumps({"limit": limit, "known": known, "balance": profile.ledger.balance,
                      "notices": [str(notice) for notice in profile.notices]}))
finally:
    profile.close()
"""


def start(folder: Path) -> dict[str, object]:
    """Start on ``folder`` in a fresh Python; fails the test if it hangs, crashes or prints a traceback."""
    try:
        result = subprocess.run([sys.executable, "-c", _START, str(folder)], cwd=REPO, env=ENV, capture_output=True,
                                text=True, timeout=90)
    except subprocess.TimeoutExpired:
        pytest.fail("the start hung")
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    return json.loads(result.stdout)


def make_template(folder: Path) -> None:
    profile = open_profile(folder, clock=lambda: NOW, lock=False)
    try:
        assert profile.limits is not None
        profile.limits.set_pin(PIN)
        profile.limits.change_limit(100, PIN, table_minimum=5, table_maximum=300)
        profile.ledger.bankroll_reset(1234)
        save_tables(profile.paths.tables_file, [as_custom(Rules.preset("atlantic-city"), "Mine")])
        profile.save_settings(profile.settings)
    finally:
        profile.close()
    (folder / "reddog.log").write_text("2026-11-24T15:00:00Z INFO reddog_qt: started\n")


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("hostile") / "template"
    make_template(folder)
    return folder


def spoil(path: Path, kind: str) -> None:
    """Put something hostile where ``path`` was."""
    before = path.read_bytes() if path.is_file() else b"4242\nreddog-qt\nhost\n"
    if path.is_dir():
        shutil.rmtree(path)
    else:
        path.unlink(missing_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "directory":
        path.mkdir()
    elif kind == "empty":
        path.write_bytes(b"")
    elif kind == "truncated":
        path.write_bytes(before[: len(before) // 2])
    elif kind == "0xff":
        path.write_bytes(b"\xff" * max(len(before), 64))
    else:
        with path.open("wb") as handle:
            handle.truncate(HUGE)


def check(outcome: dict[str, object], spoiled: dict[str, str]) -> None:
    assert "refused" not in outcome, outcome
    assert (outcome["limit"], outcome["known"]) in ((100, True), (None, False)), outcome  # never lifted
    if {"limits.sqlite3", "limits-copy.sqlite3"} <= spoiled.keys():
        assert (outcome["limit"], outcome["known"]) == (None, False)
    # The player is told of each damaged file that held something (an empty ledger is not looked at here).
    told = {"tables.json", "settings.json", "ledger.sqlite3", "limits.sqlite3"}
    if {name for name, kind in spoiled.items() if (name, kind) != ("ledger.sqlite3", "empty")} & told:
        assert outcome["notices"], outcome


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("name", ["tables.json", "reddog.lock", "reddog.log"])
def test_one_file_replaced_by_something_hostile(template: Path, tmp_path: Path, name: str, kind: str) -> None:
    folder = tmp_path / "profile"
    shutil.copytree(template, folder)
    spoil(folder / name, kind)
    outcome = start(folder)
    check(outcome, {name: kind})
    assert outcome["balance"] == 1234


@pytest.mark.slow  # a robustness campaign: run in CI and before a release
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(spoiled=st.dictionaries(st.sampled_from(FILES), st.sampled_from(KINDS), min_size=1, max_size=4))
def test_any_files_replaced_by_something_hostile(template: Path, tmp_path: Path, spoiled: dict[str, str]) -> None:
    folder = tmp_path / f"profile-{abs(hash(tuple(sorted(spoiled.items()))))}"
    shutil.rmtree(folder, ignore_errors=True)
    shutil.copytree(template, folder)
    for name, kind in spoiled.items():
        spoil(folder / name, kind)
    check(start(folder), spoiled)
    shutil.rmtree(folder, ignore_errors=True)


def test_a_table_file_that_is_a_device_is_set_aside(template: Path, tmp_path: Path) -> None:
    folder = tmp_path / "profile"
    shutil.copytree(template, folder)
    (folder / "tables.json").unlink()
    (folder / "tables.json").symlink_to("/dev/zero")
    outcome = start(folder)
    check(outcome, {"tables.json": "device"})
    assert any("custom tables" in notice for notice in outcome["notices"])  # type: ignore[union-attr]


@pytest.mark.parametrize("name", ["ledger.sqlite3", "limits.sqlite3"])
def test_a_lowered_format_number_is_a_damaged_file_not_a_crash(template: Path, tmp_path: Path, name: str) -> None:
    folder = tmp_path / "profile"
    shutil.copytree(template, folder)
    conn = sqlite3.connect(folder / name)
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    conn.execute(f"PRAGMA user_version = {version - 1}")
    conn.close()
    outcome = start(folder)
    check(outcome, {name: "lowered"})
    assert (outcome["limit"], outcome["known"]) == (100, True)  # the limit file's copy, or untouched
