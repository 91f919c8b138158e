"""The command line at its edges: names that are not UTF-8, a seed too long to keep, a blank profile folder.

Each case runs the real ``python -m reddog_qt`` in a fresh process: what it prints and the files it leaves.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

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
                                          b"limits.sqlite3", b"reddog.log"]
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
