"""``reddog-qt --export-history FILE.csv``: no window, the profile's lock respected, every hand once."""

from __future__ import annotations

import csv
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from reddog_qt.profile import open_profile
from reddog_qt.record.history_csv import COLUMNS

FIXTURE = Path(__file__).parent / "fixtures" / "profile-1.0"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "reddog_qt", *args], capture_output=True, text=True, timeout=120)


def test_export_history_writes_the_csv_without_a_window(tmp_path: Path) -> None:
    profile = tmp_path / "profile"
    shutil.copytree(FIXTURE, profile)
    target = tmp_path / "out.csv"
    result = run("--profile-dir", str(profile), "--export-history", str(target))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"Wrote 34 hands to {target}."
    with target.open(newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert tuple(rows[0]) == COLUMNS
    assert [int(r["bet_id"]) for r in rows] == list(range(1_000_001, 1_000_035))
    opened = open_profile(profile, lock=False)
    try:
        assert sum(int(r["net"]) for r in rows) == sum(r.net for r in opened.ledger.history(None))
        assert rows[-1]["balance_after"] == str(opened.ledger.balance)
    finally:
        opened.close()


def test_export_history_refuses_a_profile_in_use(tmp_path: Path) -> None:
    profile = tmp_path / "profile"
    held = open_profile(profile)  # as a window holds it
    try:
        result = run("--profile-dir", str(profile), "--export-history", str(tmp_path / "out.csv"))
    finally:
        held.close()
    assert result.returncode == 2 and "already running" in result.stderr
    assert not (tmp_path / "out.csv").exists()


def test_export_history_to_a_folder_that_does_not_exist_says_so(tmp_path: Path) -> None:
    result = run("--profile-dir", str(tmp_path / "profile"), "--export-history", str(tmp_path / "no" / "out.csv"))
    assert result.returncode == 1 and "could not be written" in result.stderr and "Traceback" not in result.stderr


def _profile_balance(profile: Path) -> tuple[int, int]:
    opened = open_profile(profile, lock=False)
    try:
        return opened.ledger.balance, opened.ledger.totals().hands
    finally:
        opened.close()


@pytest.mark.parametrize("name", ["ledger.sqlite3", "ledger.sqlite3-wal", "limits.sqlite3", "limits-copy.sqlite3",
                                  "settings.json", "ledger-copy.sqlite3"])
def test_export_history_never_writes_over_a_file_of_the_profile(tmp_path: Path, name: str) -> None:
    profile = tmp_path / "profile"
    shutil.copytree(FIXTURE, profile)
    before = _profile_balance(profile)
    def files() -> dict[str, bytes]:
        return {path.name: path.read_bytes() for path in profile.iterdir() if path.name != "reddog.log"}

    kept = files()
    result = run("--profile-dir", str(profile), "--export-history", str(profile / name))
    assert result.returncode == 1
    assert "is a file of your Red Dog profile" in result.stderr and "Traceback" not in result.stderr
    assert files() == kept
    assert _profile_balance(profile) == before  # the next start has the same bankroll and history


def test_export_history_refuses_an_empty_ledger_and_a_link_to_it(tmp_path: Path) -> None:
    profile = tmp_path / "profile"
    shutil.copytree(FIXTURE, profile)
    before = _profile_balance(profile)
    link = tmp_path / "link.csv"
    link.symlink_to(profile / "ledger.sqlite3")
    hard = tmp_path / "hard.csv"
    os.link(profile / "ledger.sqlite3", hard)
    for target in (link, hard):
        result = run("--profile-dir", str(profile), "--export-history", str(target))
        assert result.returncode == 1 and "is a file of your Red Dog profile" in result.stderr, result.stderr
    assert _profile_balance(profile) == before


@pytest.mark.parametrize(("content", "refused"), [(b"SQLite format 3\x00" + bytes(100), True),
                                              (b"my notes\n", True),
                                              (b"bet_id,slip_id,settled_at\r\n1,2,3\r\n", False),
                                              (b"", False)])
def test_export_history_replaces_only_an_earlier_export(tmp_path: Path, content: bytes, refused: bool) -> None:
    profile = tmp_path / "profile"
    shutil.copytree(FIXTURE, profile)
    target = tmp_path / "out.csv"
    target.write_bytes(content)
    result = run("--profile-dir", str(profile), "--export-history", str(target))
    assert "Traceback" not in result.stderr
    if refused:
        assert result.returncode == 1 and "is not a history exported by Red Dog" in result.stderr
        assert target.read_bytes() == content
    else:
        assert result.returncode == 0, result.stderr
        assert target.read_bytes().startswith(b"bet_id,slip_id,settled_at,table,")


def test_export_history_refuses_a_folder(tmp_path: Path) -> None:
    result = run("--profile-dir", str(tmp_path / "profile"), "--export-history", str(tmp_path))
    assert result.returncode == 1 and "is not a regular file" in result.stderr and "Traceback" not in result.stderr
