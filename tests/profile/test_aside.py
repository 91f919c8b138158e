"""Setting a damaged file aside and putting a copy back (:mod:`reddog_qt.profile.aside`), at their edges."""

from __future__ import annotations

import os
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest

from reddog_qt.profile import aside
from reddog_qt.profile.aside import SQLITE_COMPANIONS, put_back, set_aside

WHEN = datetime(2025, 3, 4, 5, 6, 7, tzinfo=UTC)
STAMP = "20250304T050607Z"


def names(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir())


def test_a_file_is_moved_to_its_bad_name_with_its_bytes(tmp_path: Path) -> None:
    damaged = tmp_path / "settings.json"
    damaged.write_bytes(b"\x00garbage")
    backup = set_aside(damaged, WHEN)
    assert backup == tmp_path / f"settings.json.bad-{STAMP}"
    assert names(tmp_path) == [backup.name] and backup.read_bytes() == b"\x00garbage"


def test_the_time_is_written_in_utc_whatever_the_zone_given(tmp_path: Path) -> None:
    (tmp_path / "tables.json").write_text("[")
    local = WHEN.astimezone(timezone(-timedelta(hours=5)))
    assert set_aside(tmp_path / "tables.json", local).name == f"tables.json.bad-{STAMP}"


def test_a_missing_file_raises_unless_missing_is_allowed(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        set_aside(tmp_path / "ledger.sqlite3", WHEN)
    set_aside(tmp_path / "ledger.sqlite3", WHEN, SQLITE_COMPANIONS, missing_ok=True)
    assert names(tmp_path) == []  # nothing made


def test_companions_follow_the_file_under_its_new_name(tmp_path: Path) -> None:
    ledger = tmp_path / "ledger.sqlite3"
    for name, data in (("ledger.sqlite3", b"db"), ("ledger.sqlite3-wal", b"wal"), ("ledger.sqlite3-shm", b"shm")):
        (tmp_path / name).write_bytes(data)
    backup = set_aside(ledger, WHEN, SQLITE_COMPANIONS)
    assert names(tmp_path) == [f"ledger.sqlite3.bad-{STAMP}", f"ledger.sqlite3.bad-{STAMP}-shm",
                               f"ledger.sqlite3.bad-{STAMP}-wal"]
    assert backup.with_name(backup.name + "-wal").read_bytes() == b"wal"


def test_stale_companions_are_moved_even_when_the_file_is_gone(tmp_path: Path) -> None:
    (tmp_path / "ledger.sqlite3-wal").write_bytes(b"stale")
    backup = set_aside(tmp_path / "ledger.sqlite3", WHEN, SQLITE_COMPANIONS, missing_ok=True)
    assert names(tmp_path) == [backup.name + "-wal"] == [f"ledger.sqlite3.bad-{STAMP}-wal"]


def test_a_name_clash_never_overwrites_an_older_file_set_aside(tmp_path: Path) -> None:
    damaged = tmp_path / "limits.sqlite3"
    (tmp_path / f"limits.sqlite3.bad-{STAMP}").write_bytes(b"older")
    (tmp_path / f"limits.sqlite3.bad-{STAMP}-2").write_bytes(b"older still")
    damaged.write_bytes(b"newer")
    (tmp_path / "limits.sqlite3-wal").write_bytes(b"its wal")
    backup = set_aside(damaged, WHEN, SQLITE_COMPANIONS)
    assert backup.name == f"limits.sqlite3.bad-{STAMP}-3" and backup.read_bytes() == b"newer"
    assert (tmp_path / f"limits.sqlite3.bad-{STAMP}-3-wal").read_bytes() == b"its wal"
    assert (tmp_path / f"limits.sqlite3.bad-{STAMP}").read_bytes() == b"older"
    assert (tmp_path / f"limits.sqlite3.bad-{STAMP}-2").read_bytes() == b"older still"


def test_something_that_is_not_a_file_is_set_aside_too(tmp_path: Path) -> None:
    fifo = tmp_path / "reddog.log"
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    os.mkfifo(fifo)
    backup = set_aside(fifo, WHEN)
    assert names(tmp_path) == [backup.name] and not fifo.exists()


def test_a_refused_move_raises_and_leaves_the_file_where_it_was(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    damaged = tmp_path / "settings.json"
    damaged.write_text("{")

    def refuse(source: object, target: object) -> None:
        raise PermissionError(13, "Permission denied", str(source))

    monkeypatch.setattr(aside.os, "replace", refuse)
    with pytest.raises(PermissionError):
        set_aside(damaged, WHEN)
    monkeypatch.undo()
    assert names(tmp_path) == ["settings.json"] and damaged.read_text() == "{"


@pytest.mark.skipif(not hasattr(os, "geteuid"), reason="a folder closed to its owner is a POSIX notion")
@pytest.mark.unprivileged  # the superuser may write anywhere: as root, it runs as nobody
def test_a_folder_that_cannot_be_written_raises_and_changes_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "profile"
    folder.mkdir()
    damaged = folder / "settings.json"
    damaged.write_text("{")
    copy = tmp_path / "settings-copy.json"
    copy.write_text("{}")
    folder.chmod(0o500)
    try:
        with pytest.raises(PermissionError):
            set_aside(damaged, WHEN)
        with pytest.raises(PermissionError):
            put_back(copy, damaged)
    finally:
        folder.chmod(0o700)
    assert names(folder) == ["settings.json"]


def test_a_folder_that_is_not_there_raises(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        set_aside(tmp_path / "gone" / "settings.json", WHEN)
    with pytest.raises(FileNotFoundError):
        put_back(tmp_path / "copy.sqlite3", tmp_path / "gone" / "limits.sqlite3")


def test_a_copy_is_put_back_in_place_of_the_file(tmp_path: Path) -> None:
    copy, target = tmp_path / "ledger-copy.sqlite3", tmp_path / "ledger.sqlite3"
    copy.write_bytes(b"the copy")
    target.write_bytes(b"")
    put_back(copy, target)
    assert target.read_bytes() == b"the copy" and copy.read_bytes() == b"the copy"
    assert names(tmp_path) == ["ledger-copy.sqlite3", "ledger.sqlite3"]  # no temporary file left


def test_a_copy_is_put_back_where_no_file_was(tmp_path: Path) -> None:
    copy, target = tmp_path / "limits-copy.sqlite3", tmp_path / "limits.sqlite3"
    copy.write_bytes(b"limits")
    put_back(copy, target)
    assert target.read_bytes() == b"limits"


def test_a_missing_copy_raises_and_leaves_the_file_as_it_was(tmp_path: Path) -> None:
    target = tmp_path / "ledger.sqlite3"
    target.write_bytes(b"as it was")
    with pytest.raises(FileNotFoundError):
        put_back(tmp_path / "ledger-copy.sqlite3", target)
    assert target.read_bytes() == b"as it was" and names(tmp_path) == ["ledger.sqlite3"]


def test_a_failed_put_back_leaves_no_temporary_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    copy, target = tmp_path / "limits-copy.sqlite3", tmp_path / "limits.sqlite3"
    copy.write_bytes(b"copy")
    target.write_bytes(b"old")

    def refuse(source: object, target: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(aside.os, "replace", refuse)
    with pytest.raises(OSError):
        put_back(copy, target)
    monkeypatch.undo()
    assert target.read_bytes() == b"old" and names(tmp_path) == ["limits-copy.sqlite3", "limits.sqlite3"]
