"""One window per profile: the instance lock, a stale lock left by a dead process, and the command line."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from reddog_qt.profile import ProfileInUseError, open_profile
from reddog_qt.profile.instance import InstanceLock

ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
REPO = Path(__file__).resolve().parent.parent.parent


def wait_for(condition, seconds: float = 60.0, what: str = "") -> None:  # type: ignore[no-untyped-def]
    """Poll another process's progress (no Qt event loop here to wait on)."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)


def test_a_second_open_is_refused_until_the_first_closes(tmp_path: Path) -> None:
    first = open_profile(tmp_path, rng=random.Random(1))
    try:
        assert first.lock is not None and first.lock.held
        assert (tmp_path / "reddog.lock").exists()
        with pytest.raises(ProfileInUseError, match="already running") as refused:
            open_profile(tmp_path)
        assert str(tmp_path) in str(refused.value) and f"process {os.getpid()}" in str(refused.value)
        assert first.ledger.balance == 1_000  # the refusal touched nothing of the first window's
    finally:
        first.close()
    first.close()  # again is harmless
    second = open_profile(tmp_path)
    try:
        assert second.lock is not None and second.lock.held
    finally:
        second.close()
    assert not (tmp_path / "reddog.lock").exists()


def test_another_folder_is_another_profile(tmp_path: Path) -> None:
    one = open_profile(tmp_path / "one")
    try:
        open_profile(tmp_path / "two").close()
    finally:
        one.close()


def test_the_lock_is_let_go_when_opening_fails(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "ledger.sqlite3")
    conn.execute("PRAGMA user_version = 99")
    conn.execute("CREATE TABLE meta (key, value)")
    conn.close()
    with pytest.raises(Exception, match="newer version"):
        open_profile(tmp_path)
    lock = InstanceLock(tmp_path / "reddog.lock")
    lock.acquire()  # nobody holds it
    lock.release()


HOLD = ("import sys, time; from pathlib import Path; from reddog_qt.profile.instance import InstanceLock;"
        "lock = InstanceLock(Path(sys.argv[1])); lock.acquire(); print('held', flush=True); time.sleep(600)")


def test_a_lock_left_by_a_killed_process_is_taken_over(tmp_path: Path) -> None:
    lock_file = tmp_path / "reddog.lock"
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(lock_file)], cwd=REPO, env=ENV,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        with pytest.raises(ProfileInUseError, match="already running"):
            open_profile(tmp_path)
        holder.send_signal(signal.SIGKILL)  # a crash: the lock file stays behind
        holder.wait(30)
        assert lock_file.exists()
        profile = open_profile(tmp_path)
        try:
            assert profile.lock is not None and profile.lock.held
        finally:
            profile.close()
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait(30)
        holder.stdout.close()  # type: ignore[union-attr]


def test_a_lock_file_naming_a_process_that_does_not_exist_is_taken_over(tmp_path: Path) -> None:
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait(30)  # its PID is now free
    # The format QLockFile writes: PID, application name, host name (one a line).
    (tmp_path / "reddog.lock").write_text(f"{dead.pid}\nreddog-qt\n{os.uname().nodename}\n")
    profile = open_profile(tmp_path)
    try:
        assert profile.lock is not None and profile.lock.held
    finally:
        profile.close()


def test_the_command_line_refuses_a_second_window(tmp_path: Path) -> None:
    profile_dir = tmp_path / "profile"
    first = subprocess.Popen([sys.executable, "-m", "reddog_qt", "--profile-dir", str(profile_dir)],
                             cwd=REPO, env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        wait_for(lambda: (profile_dir / "reddog.lock").exists() or first.poll() is not None, what="the lock")
        assert first.poll() is None, first.stderr.read() if first.stderr else ""
        second = subprocess.run([sys.executable, "-m", "reddog_qt", "--profile-dir", str(profile_dir), "--smoke"],
                                cwd=REPO, env=ENV, capture_output=True, text=True, timeout=120, check=False)
        assert second.returncode != 0
        assert any("already running" in line for line in second.stderr.splitlines())
        assert "Traceback" not in second.stderr
        assert first.poll() is None  # the first window plays on
    finally:
        first.kill()
        first.wait(30)
        if first.stderr is not None:
            first.stderr.close()
    # Once it is gone (killed: its lock is stale), the profile opens again.
    again = subprocess.run([sys.executable, "-m", "reddog_qt", "--profile-dir", str(profile_dir), "--smoke"],
                           cwd=REPO, env=ENV, capture_output=True, text=True, timeout=120, check=False)
    assert again.returncode == 0, again.stderr


HOLD_PROFILE = ("import sys; from reddog_qt.profile import open_profile;"
                "profile = open_profile(sys.argv[1]); print('open', flush=True); sys.stdin.readline();"
                "profile.ledger.bankroll_reset(1234); profile.close(); print('done', flush=True)")


def test_a_second_start_is_refused_even_when_the_lock_file_was_deleted(tmp_path: Path) -> None:
    """The ledger and the limit file stay locked to the first process: the second cannot write either."""
    profile_dir = tmp_path / "profile"
    first = subprocess.Popen([sys.executable, "-c", HOLD_PROFILE, str(profile_dir)], cwd=REPO, env=ENV,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert first.stdout is not None and first.stdin is not None
        assert first.stdout.readline().strip() == "open"
        (profile_dir / "reddog.lock").unlink()
        second = subprocess.run([sys.executable, "-m", "reddog_qt", "--profile-dir", str(profile_dir), "--smoke"],
                                cwd=REPO, env=ENV, capture_output=True, text=True, timeout=120, check=False)
        assert second.returncode == 2, second.stderr
        assert "already running" in second.stderr and "Traceback" not in second.stderr
        export = subprocess.run([sys.executable, "-m", "reddog_qt", "--profile-dir", str(profile_dir),
                                 "--export-history", str(tmp_path / "history.csv")],
                                cwd=REPO, env=ENV, capture_output=True, text=True, timeout=120, check=False)
        assert export.returncode == 2 and "already running" in export.stderr, export.stderr
        first.stdin.write("go\n")
        first.stdin.flush()
        assert first.stdout.readline().strip() == "done"
    finally:
        if first.poll() is None:
            first.kill()
        first.wait(30)
        first.stdin.close()  # type: ignore[union-attr]
        first.stdout.close()  # type: ignore[union-attr]
    profile = open_profile(profile_dir)
    try:
        assert profile.ledger.balance == 1234  # the first process's record, nobody else's
        assert profile.notices == []
    finally:
        profile.close()


@pytest.mark.parametrize("content", [b"", b"\xff\xfe not a lock \x00", b"0\n\n\n"])
def test_an_unreadable_lock_file_nobody_holds_is_taken_over(tmp_path: Path, content: bytes) -> None:
    (tmp_path / "reddog.lock").write_bytes(content)
    profile = open_profile(tmp_path)
    try:
        assert profile.lock is not None and profile.lock.held
    finally:
        profile.close()


def test_without_posix_locks_an_unreadable_lock_file_nobody_holds_is_taken_over(tmp_path: Path,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows has no fcntl: there a lock file that can be deleted is held by nobody (Qt's own cannot be)."""
    import sys

    monkeypatch.setitem(sys.modules, "fcntl", None)  # importing it fails, as on Windows
    (tmp_path / "reddog.lock").write_bytes(b"")
    profile = open_profile(tmp_path)
    try:
        assert profile.lock is not None and profile.lock.held
    finally:
        profile.close()


def test_an_unreadable_lock_file_a_live_process_holds_is_still_refused(tmp_path: Path) -> None:
    """Qt keeps its lock file locked while it holds it: a file scrambled under a running game is not taken over."""
    lock_file = tmp_path / "reddog.lock"
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(lock_file)], cwd=REPO, env=ENV,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        lock_file.write_bytes(b"\xff\xff")  # the same file, its content scrambled
        with pytest.raises(ProfileInUseError, match="already running"):
            open_profile(tmp_path)
    finally:
        holder.kill()
        holder.wait(30)
        holder.stdout.close()  # type: ignore[union-attr]


def test_a_fifo_in_place_of_the_lock_file_is_moved_aside(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "reddog.lock")
    profile = open_profile(tmp_path)
    try:
        assert profile.lock is not None and profile.lock.held
        assert len(list(tmp_path.glob("reddog.lock.bad-*"))) == 1
    finally:
        profile.close()
