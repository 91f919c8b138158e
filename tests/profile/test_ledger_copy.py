"""The ledger never loses a settled hand silently: its copy is put back, or the player is told what was lost.

Played through the real files, and killed for real where a crash is the point.
"""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from reddog_qt.engine import Phase, Rules, Session, Shoe
from reddog_qt.profile import open_profile

REPO = Path(__file__).resolve().parents[2]

PLAY_AND_DIE = r"""
import os, signal, sys
from reddog_qt.engine import Phase, Rules, Session
from reddog_qt.profile import open_profile
profile = open_profile(sys.argv[1])
session = Session(Rules.preset("atlantic-city"), balance=profile.ledger.balance, seed=int(sys.argv[3]),
                  next_bet_id=profile.ledger.next_bet_id, journal=profile.ledger)
for _ in range(int(sys.argv[2])):
    if session.deal(10).phase is Phase.DECIDING:
        session.stand()
print(profile.ledger.balance, profile.ledger.totals().hands, flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def play_and_die(folder: Path, hands: int, seed: int = 1) -> tuple[int, int]:
    """Play ``hands`` hands in a child process that is then killed; (balance, hands recorded) it saw."""
    done = subprocess.run([sys.executable, "-c", PLAY_AND_DIE, str(folder), str(hands), str(seed)],
                          capture_output=True, text=True, timeout=120, env=dict(os.environ, PYTHONPATH=str(REPO)))
    assert done.returncode == -signal.SIGKILL, done.stderr
    balance, recorded = done.stdout.split()
    return int(balance), int(recorded)


def play(folder: Path, hands: int, seed: int = 1) -> tuple[int, int]:
    profile = open_profile(folder)
    try:
        session = Session(Rules.preset("atlantic-city"), balance=profile.ledger.balance, seed=seed,
                          next_bet_id=profile.ledger.next_bet_id, journal=profile.ledger)
        for _ in range(hands):
            if session.deal(10).phase is Phase.DECIDING:
                session.stand()
        return profile.ledger.balance, profile.ledger.totals().hands
    finally:
        profile.close()


def reopen(folder: Path) -> tuple[int, int, list[str]]:
    profile = open_profile(folder)
    try:
        return profile.ledger.balance, profile.ledger.totals().hands, list(profile.notices)
    finally:
        profile.close()


def test_a_lost_wal_after_a_crash_rolls_back_no_settled_hand(tmp_path: Path) -> None:
    # The ledger's -wal is checkpointed now and then, not after every commit: losing it loses records from the
    # ledger file, and the copy (written with every transaction, in its own rollback journal) brings them back.
    folder = tmp_path / "profile"
    balance, hands = play_and_die(folder, 61)
    assert hands == 61
    for suffix in ("-wal", "-shm"):
        (folder / f"ledger.sqlite3{suffix}").unlink(missing_ok=True)
    again, recorded, (notice,) = reopen(folder)
    assert (again, recorded) == (balance, 61)
    assert notice.startswith("Your ledger file had lost its latest records (61 settled hands, Bet IDs 1000001 to "
                             "1000061)") and f"balance {balance:,} credits" in notice


def test_a_ledger_behind_its_copy_is_restored_and_names_the_hands_it_had_lost(tmp_path: Path) -> None:
    folder = tmp_path / "profile"
    play(folder, 3)
    old = tmp_path / "old.sqlite3"
    shutil.copyfile(folder / "ledger.sqlite3", old)
    balance, hands = play(folder, 4, seed=2)
    assert hands == 7
    shutil.copyfile(old, folder / "ledger.sqlite3")  # as if the last four hands had been rolled back
    again, recorded, notices = reopen(folder)
    assert (again, recorded) == (balance, 7)
    (notice,) = notices
    assert notice.startswith("Your ledger file had lost its latest records (4 settled hands, Bet IDs 1000004 to "
                             "1000007)") and f"balance {balance:,} credits" in notice
    kept = [path for path in folder.glob("ledger.sqlite3.bad-*") if not path.name.endswith(("-wal", "-shm"))]
    assert len(kept) == 1 and kept[0].stat().st_size > 0  # the file as it was is kept


@pytest.mark.parametrize("how", ["deleted", "emptied", "overwritten"])
@pytest.mark.parametrize("name", ["profile", "p #1?x%20"])  # characters an SQLite URI gives a meaning
def test_a_deleted_emptied_or_damaged_ledger_is_restored_from_its_copy(tmp_path: Path, how: str, name: str) -> None:
    folder = tmp_path / name
    balance, hands = play_and_die(folder, 12)
    ledger = folder / "ledger.sqlite3"
    if how == "deleted":
        ledger.unlink()
    elif how == "emptied":
        ledger.write_bytes(b"")
    else:
        ledger.write_bytes(b"\xff" * 8192)
    again, recorded, notices = reopen(folder)
    assert (again, recorded) == (balance, hands)
    notice = notices[0]  # (and, after damage, that the personal limit was kept)
    said = {"deleted": "was missing or empty; it was restored from its copy",
            "emptied": "was missing or empty; it was restored from its copy",
            "overwritten": "was damaged (it is not a database); it was kept as ledger.sqlite3.bad-"}[how]
    assert said in notice and f"balance {balance:,} credits, {hands} hands in your history" in notice


def test_a_lost_ledger_without_a_copy_is_told_and_a_first_start_is_not(tmp_path: Path) -> None:
    folder = tmp_path / "profile"
    folder.mkdir()
    (folder / "settings.json").write_text('{"speed": 3}')  # settings written before the first start
    assert reopen(folder) == (1_000, 0, [])  # a first start: nothing to tell
    profile = open_profile(folder)
    profile.save_settings(profile.settings)  # as a window saves them
    profile.close()
    play(folder, 5)
    for name in ("ledger.sqlite3", "ledger-copy.sqlite3"):
        (folder / name).unlink()
    balance, hands, (notice,) = reopen(folder)
    assert (balance, hands) == (1_000, 0)
    assert notice == ("Your ledger file ledger.sqlite3 was missing or empty and no copy of it could be read, so your "
                      "balance and hand history could not be recovered. A fresh bankroll of 1,000 credits was started.")


def test_the_restored_ledger_is_announced_at_the_table(qtbot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QMessageBox, QWidget

    from reddog_qt.app.table.main_window import MainWindow

    folder = tmp_path / "profile"
    balance, hands = play_and_die(folder, 8)
    (folder / "ledger.sqlite3").unlink()
    window = MainWindow(profile_dir=folder)
    qtbot.addWidget(window)
    window.show()
    said = f"it was restored from its copy, written after your last hand: balance {balance:,} credits"
    assert said in window.findChild(QWidget, "message_label").text()
    qtbot.waitUntil(lambda: any(b.isVisible() for b in window.findChildren(QMessageBox, "start_notice")))
    assert window.findChild(QWidget, "balance_label").text() == f"{balance:,}"
    assert len(window.ledger.history(None)) == hands


def test_a_result_rolled_back_to_the_waiting_hand_comes_back_as_it_was_played(tmp_path: Path) -> None:
    folder = tmp_path / "profile"
    play(folder, 2)
    profile = open_profile(folder)
    rules = Rules.preset("atlantic-city")
    session = Session(rules, balance=profile.ledger.balance, shoe=Shoe.stacked(rules, "4c 9d 6h"),  # a spread
                      next_bet_id=profile.ledger.next_bet_id, journal=profile.ledger)
    session.deal(10)
    waiting = tmp_path / "waiting.sqlite3"
    profile.ledger.store.copy_to(waiting)  # the file as it was while the spread waited for the decision
    hand = session.raise_bet()
    profile.close()
    shutil.copyfile(waiting, folder / "ledger.sqlite3")  # the result rolled back, as a lost -wal would
    again = open_profile(folder)
    try:
        record = again.ledger.hand(hand.bet_id)
        assert record is not None and record.raised == hand.raised and record.net == hand.net  # not re-dealt
        assert again.recovered_hands == [] and again.ledger.balance == hand.balance_after
        assert "restored from its copy" in again.notices[0]
    finally:
        again.close()


@pytest.mark.parametrize("count", [2**63 - 4, 2**62, -3, "many"])
def test_a_count_of_writes_no_file_reaches_is_taken_as_none_and_play_goes_on(tmp_path: Path, count) -> None:
    """A ledger whose count of writes was changed to a number near SQLite's largest (or to nonsense) plays on:
    the count starts again, the copy is compared by its totals, and nothing overflows."""
    folder = tmp_path / "profile"
    _, hands = play(folder, 3)
    conn = sqlite3.connect(folder / "ledger.sqlite3")
    with conn:
        conn.execute("UPDATE meta SET value = ? WHERE key = 'writes'", (count,))
    conn.close()
    after, played = play(folder, 3)
    assert played == hands + 3
    assert reopen(folder)[:2] == (after, played)
    copy = sqlite3.connect(folder / "ledger-copy.sqlite3")
    assert copy.execute("SELECT value FROM meta WHERE key = 'balance'").fetchone()[0] == after
    copy.close()


def test_a_ledger_put_back_from_its_copy_names_where_it_was_kept_in_the_log(tmp_path: Path, caplog) -> None:
    """The player (or whoever helps them) finds the file set aside by the name the log gives."""
    folder = tmp_path / "profile"
    play(folder, 3)
    conn = sqlite3.connect(folder / "ledger.sqlite3")
    with conn:  # a count of writes behind the copy's: the ledger looks as if it had lost its latest writes
        conn.execute("UPDATE meta SET value = 1 WHERE key = 'writes'")
    conn.close()
    with caplog.at_level("WARNING"):
        reopen(folder)
    kept = [path.name for path in folder.glob("ledger.sqlite3.bad-*") if not path.name.endswith(("-wal", "-shm"))]
    assert len(kept) == 1
    assert kept[0] in caplog.text
