"""``reddog-qt --export-history FILE.csv``: no window, the profile's lock respected, every hand once."""

from __future__ import annotations

import csv
import shutil
import subprocess
import sys
from pathlib import Path

from reddog_qt.profile import open_profile
from reddog_qt.profile.history_csv import COLUMNS

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
