"""One game per profile, between real processes: a second one is refused before it reads or changes anything, a
killed game does not keep the player out, and the files held exclusively refuse a second game even without the lock.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import random
import sqlite3
import stat
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from reddog_qt.profile import ProfileInUseError, open_profile

ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
REPO = Path(__file__).resolve().parent.parent.parent

#: A game holding the profile (and its practice bankroll) open until told to record a reset and close.
HOLD = """
import sys
from reddog_qt.profile import open_profile
profile = open_profile(sys.argv[1])
profile.practice_ledger()
print("open", flush=True)
sys.stdin.readline()
profile.ledger.bankroll_reset(1234)
profile.close()
print("done", flush=True)
"""


@contextlib.contextmanager
def holder(folder: Path) -> Iterator[subprocess.Popen[str]]:
    """Another process with ``folder`` open, as a running game has it."""
    process = subprocess.Popen([sys.executable, "-c", HOLD, str(folder)], cwd=REPO, env=ENV, stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None and process.stdout.readline().strip() == "open"
        yield process
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(30)
        for pipe in (process.stdin, process.stdout):
            if pipe is not None:
                pipe.close()


def finish(process: subprocess.Popen[str]) -> None:
    """Let the holder record its reset and close."""
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write("go\n")
    process.stdin.flush()
    assert process.stdout.readline().strip() == "done"


def held(lock_file: Path) -> bool:
    """True if some open file holds ``reddog.lock`` locked (asked as a second game asks)."""
    with lock_file.open("rb") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return True
    return False


def snapshot(folder: Path) -> dict[str, tuple[int, int, int, bytes]]:
    """Every entry of the folder: its kind, size, time of change and (a file's) bytes."""
    entries = {}
    for path in folder.iterdir():
        info = os.lstat(path)
        data = path.read_bytes() if stat.S_ISREG(info.st_mode) else b""
        entries[path.name] = (stat.S_IFMT(info.st_mode), info.st_size, info.st_mtime_ns, data)
    return entries


def wait_for(condition: Callable[[], bool], seconds: float = 60.0, what: str = "") -> None:
    """Poll another process's progress (no Qt event loop here to wait on)."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)


def test_a_second_process_is_refused_before_it_reads_or_changes_anything(tmp_path: Path) -> None:
    """Refused at once, right after the first opened, before any hand: even files the second would set aside if it
    read them (damaged settings and tables) stay as they are, and the first plays on and records."""
    with holder(tmp_path) as first:
        assert held(tmp_path / "reddog.lock")
        (tmp_path / "settings.json").write_text("{damaged")
        (tmp_path / "tables.json").write_text("{damaged")
        before = snapshot(tmp_path)
        assert {"ledger.sqlite3", "limits.sqlite3", "practice.sqlite3", "reddog.lock"} <= before.keys()
        with pytest.raises(ProfileInUseError, match="already running") as refused:
            open_profile(tmp_path)
        assert str(tmp_path) in str(refused.value)
        assert snapshot(tmp_path) == before
        finish(first)
    (tmp_path / "settings.json").unlink()
    (tmp_path / "tables.json").unlink()
    profile = open_profile(tmp_path)
    try:
        assert profile.ledger.balance == 1234 and profile.notices == []  # the first's record, nothing else's
    finally:
        profile.close()


def test_a_game_killed_does_not_keep_the_player_out(tmp_path: Path) -> None:
    """The system lets go of the lock when the process dies, however it dies: the file left behind means nothing."""
    with holder(tmp_path) as first:
        first.kill()  # SIGKILL: no close, no clean-up
        first.wait(30)
    assert (tmp_path / "reddog.lock").exists() and not held(tmp_path / "reddog.lock")
    profile = open_profile(tmp_path)
    try:
        assert held(tmp_path / "reddog.lock") and profile.ledger.balance == 1_000
    finally:
        profile.close()


def test_a_second_start_is_refused_even_when_the_lock_file_was_deleted(tmp_path: Path) -> None:
    """The ledger and the limit file stay locked to the first process: the second cannot write either."""
    profile_dir = tmp_path / "profile"
    with holder(profile_dir) as first:
        (profile_dir / "reddog.lock").unlink()
        second = subprocess.run([sys.executable, "-m", "reddog_qt", "--profile-dir", str(profile_dir), "--smoke"],
                                cwd=REPO, env=ENV, capture_output=True, text=True, timeout=120, check=False)
        assert second.returncode == 2, second.stderr
        assert "already running" in second.stderr and "Traceback" not in second.stderr
        export = subprocess.run([sys.executable, "-m", "reddog_qt", "--profile-dir", str(profile_dir),
                                 "--export-history", str(tmp_path / "history.csv")],
                                cwd=REPO, env=ENV, capture_output=True, text=True, timeout=120, check=False)
        assert export.returncode == 2 and "already running" in export.stderr, export.stderr
        finish(first)
    profile = open_profile(profile_dir)
    try:
        assert profile.ledger.balance == 1234  # the first process's record, nobody else's
        assert profile.notices == []
    finally:
        profile.close()


def test_the_command_line_refuses_a_second_window(tmp_path: Path) -> None:
    profile_dir = tmp_path / "profile"
    lock_file = profile_dir / "reddog.lock"
    first = subprocess.Popen([sys.executable, "-m", "reddog_qt", "--profile-dir", str(profile_dir)],
                             cwd=REPO, env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        wait_for(lambda: (lock_file.exists() and held(lock_file)) or first.poll() is not None, what="the lock")
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
    again = subprocess.run([sys.executable, "-m", "reddog_qt", "--profile-dir", str(profile_dir), "--smoke"],
                           cwd=REPO, env=ENV, capture_output=True, text=True, timeout=120, check=False)
    assert again.returncode == 0, again.stderr


def test_one_process_opens_a_profile_once_and_again_after_closing(tmp_path: Path) -> None:
    first = open_profile(tmp_path, rng=random.Random(1))
    try:
        with pytest.raises(ProfileInUseError, match="already running"):
            open_profile(tmp_path)
        assert first.ledger.balance == 1_000  # the refusal touched nothing of the first's
        open_profile(tmp_path / "other").close()  # another folder is another profile
    finally:
        first.close()
    first.close()  # again is harmless
    assert not held(tmp_path / "reddog.lock")
    open_profile(tmp_path).close()


def test_the_lock_is_let_go_when_opening_fails(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "ledger.sqlite3")
    conn.execute("PRAGMA user_version = 99")
    conn.execute("CREATE TABLE meta (key, value)")
    conn.close()
    with pytest.raises(Exception, match="newer version"):
        open_profile(tmp_path)
    assert not held(tmp_path / "reddog.lock")


def test_without_the_lock_nothing_is_locked(tmp_path: Path) -> None:
    """``lock=False`` (tests) neither takes the lock nor holds the files: another connection can read them."""
    profile = open_profile(tmp_path, lock=False)
    try:
        assert not (tmp_path / "reddog.lock").exists()
        with contextlib.closing(sqlite3.connect(tmp_path / "ledger.sqlite3")) as reader:
            assert reader.execute("SELECT count(*) FROM meta").fetchone()[0] > 0
    finally:
        profile.close()


@pytest.mark.parametrize("content", [b"", b"\xff\xfe not a lock \x00", b"4242\nreddog-qt\nhost\n"])
def test_what_a_lock_file_holds_means_nothing(tmp_path: Path, content: bytes) -> None:
    """Garbage, or an older version's lock naming a process (perhaps one now running something else)."""
    (tmp_path / "reddog.lock").write_bytes(content)
    profile = open_profile(tmp_path)
    try:
        assert held(tmp_path / "reddog.lock")
    finally:
        profile.close()


@pytest.mark.parametrize("kind", ["fifo", "directory"])
def test_something_not_a_file_in_place_of_the_lock_file_is_moved_aside(tmp_path: Path, kind: str) -> None:
    (os.mkfifo if kind == "fifo" else os.mkdir)(tmp_path / "reddog.lock")
    profile = open_profile(tmp_path)
    try:
        assert held(tmp_path / "reddog.lock")
        assert len(list(tmp_path.glob("reddog.lock.bad-*"))) == 1
    finally:
        profile.close()
