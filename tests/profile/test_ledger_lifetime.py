"""A long history costs the table nothing per hand: the copy kept in step, the rows checked once, the CSV streamed.

And the files of Red Dog 1.1 (ledger format 4, its copy made whole after every hand) open as they are.
"""

from __future__ import annotations

import csv
import json
import shutil
import sqlite3
import threading
from pathlib import Path

import pytest

from reddog_qt.engine import Phase, Rules, Session
from reddog_qt.profile import ledger_copy
from reddog_qt.profile import store as store_module
from reddog_qt.profile.aside import copy_path_of
from reddog_qt.profile.ledger import Ledger
from reddog_qt.profile.ledger_checks import CHECKED_KEY
from reddog_qt.record import history_csv

#: The ledger format Red Dog 1.1 wrote.
V1_1_VERSION = 4

RULES = Rules.preset("atlantic-city")
FIRST = 1_000_001

#: The ledger's tables as Red Dog 1.1 made them (format 4).
V1_1_TABLES = (
    "CREATE TABLE meta (key TEXT PRIMARY KEY, value NOT NULL)",
    """CREATE TABLE hands (bet_id INTEGER PRIMARY KEY, slip_id INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('open', 'settled', 'recovered')), opened_at TEXT NOT NULL,
        settled_at TEXT, rules_name TEXT NOT NULL, cards TEXT NOT NULL, spread INTEGER, kind TEXT,
        wager INTEGER NOT NULL CHECK (wager > 0), raised INTEGER NOT NULL DEFAULT 0 CHECK (raised >= 0), net INTEGER,
        balance_after INTEGER, shuffle_id TEXT NOT NULL DEFAULT '', decision TEXT, max_raise INTEGER, ev_stand TEXT,
        ev_raise TEXT, seal TEXT, seed TEXT, decks INTEGER, positions TEXT, finish_seal TEXT, finish_seed TEXT)""",
    "CREATE INDEX hands_by_status ON hands (status)",
    "CREATE INDEX hands_unrevealed ON hands (seal) WHERE seed IS NULL",
    """CREATE TABLE bankroll_events (id INTEGER PRIMARY KEY, time TEXT NOT NULL, balance INTEGER NOT NULL,
        previous_balance INTEGER, next_bet_id INTEGER)""",
    """CREATE TABLE table_events (id INTEGER PRIMARY KEY, time TEXT NOT NULL, kind TEXT NOT NULL,
        rules_name TEXT NOT NULL, minimum INTEGER, maximum INTEGER, next_bet_id INTEGER)""",
    """CREATE TABLE set_aside_rows (id INTEGER PRIMARY KEY, set_aside_at TEXT NOT NULL, table_name TEXT NOT NULL,
        reason TEXT NOT NULL, row_values TEXT NOT NULL)""",
)


def write_hands(conn: sqlite3.Connection, hands: int, start: int = FIRST) -> None:
    """Settled spread hands of 10 credits, each won by 10 (valid rows, written fast)."""
    conn.executemany(
        "INSERT INTO hands (bet_id, slip_id, status, opened_at, settled_at, rules_name, cards, spread, kind, wager, "
        "raised, net, balance_after, decision) VALUES (?, ?, 'settled', '2026-01-01T00:00:00+00:00', "
        "'2026-01-01T00:00:01+00:00', 'atlantic-city', '2c 9d 5h', 6, 'spread', 10, 0, 10, ?, 'stand')",
        [(bet_id, bet_id // 100 * 100, 1_000 + 10 * (bet_id - FIRST + 1)) for bet_id in range(start, start + hands)])


def make_1_1_ledger(folder: Path, hands: int) -> int:
    """A ledger and its copy as Red Dog 1.1 left them after ``hands`` hands; returns the balance."""
    folder.mkdir(parents=True)
    path = folder / "ledger.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("BEGIN")
    for statement in V1_1_TABLES:
        conn.execute(statement)
    write_hands(conn, hands)
    balance = 1_000 + 10 * hands
    conn.executemany("INSERT INTO meta (key, value) VALUES (?, ?)", [
        ("balance", balance), ("next_bet_id", FIRST + hands), ("created_at", "2026-01-01T00:00:00+00:00"),
        ("limit_file", 1)])
    conn.execute("INSERT INTO table_events (time, kind, rules_name, minimum, maximum, next_bet_id) "
                 "VALUES ('2026-01-01T00:00:00+00:00', 'session', 'atlantic-city', 5, 500, ?)", (FIRST,))
    conn.execute(f"PRAGMA user_version = {V1_1_VERSION}")
    conn.execute("COMMIT")
    copy = sqlite3.connect(copy_path_of(path))  # 1.1 wrote a whole copy after every hand
    conn.backup(copy)
    copy.execute("PRAGMA journal_mode=DELETE")
    copy.close()
    conn.close()
    return balance


def meta_of(path: Path) -> dict[str, object]:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return dict(conn.execute("SELECT key, value FROM meta").fetchall())
    finally:
        conn.close()


def play(ledger: Ledger, hands: int, seed: int = 3) -> Session:
    session = Session(RULES, seed=seed, balance=ledger.balance, next_bet_id=ledger.next_bet_id, journal=ledger)
    for _ in range(hands):
        if session.deal(10).phase is Phase.DECIDING:
            session.stand()
    return session


def test_a_1_1_ledger_and_its_copy_are_upgraded_and_play_on(tmp_path: Path) -> None:
    folder = tmp_path / "profile"
    balance = make_1_1_ledger(folder, 300)
    copy = copy_path_of(folder / "ledger.sqlite3")
    with Ledger(folder / "ledger.sqlite3", keep_copy=True, existed=True) as ledger:
        assert (ledger.balance, ledger.next_bet_id, ledger.totals().hands) == (balance, FIRST + 300, 300)
        # Upgraded to the chained format (a copy of the 1.1 file kept beside it), nothing else changed.
        assert ledger.notices == [] and ledger.recovered_from is None and ledger.store.upgrade_backup is not None
        assert len(ledger.table_events()) == 1
        # The copy of the old format is made again from the upgraded file, chain and all.
        assert meta_of(copy)["chain"] == ledger.seals.chain != "0" * 64
        session = play(ledger, 5)
    assert meta_of(copy)["balance"] == session.balance == meta_of(folder / "ledger.sqlite3")["balance"]
    assert meta_of(copy)["writes"] == meta_of(folder / "ledger.sqlite3")["writes"]


def test_a_1_1_ledger_behind_its_copy_gets_the_copy_back(tmp_path: Path) -> None:
    folder = tmp_path / "profile"
    make_1_1_ledger(folder, 20)
    path = folder / "ledger.sqlite3"
    conn = sqlite3.connect(copy_path_of(path))  # the copy holds two hands more (the ledger lost them)
    write_hands(conn, 2, start=FIRST + 20)
    conn.execute("UPDATE meta SET value = 1220 WHERE key = 'balance'")
    conn.execute("UPDATE meta SET value = ? WHERE key = 'next_bet_id'", (FIRST + 22,))
    conn.commit()
    conn.close()
    with Ledger(path, keep_copy=True, existed=True) as ledger:
        assert (ledger.balance, ledger.totals().hands) == (1_220, 22)
        (notice,) = ledger.notices
        assert notice.startswith(f"Your ledger file had lost its latest records (2 settled hands, Bet IDs {FIRST + 20} "
                                 f"to {FIRST + 21})")


def test_rows_are_checked_once_and_a_damaged_old_row_is_set_aside_when_read(tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite3"
    with Ledger(path, keep_copy=True) as ledger:
        play(ledger, 8)
        last = ledger.history(1)[0].bet_id
    with Ledger(path, keep_copy=True, existed=True) as ledger:
        assert json.loads(str(meta_of(path)[CHECKED_KEY]))["hands"] == last
        # Damaged behind the game's back, below what was checked: not read at the next open, but never believed.
        ledger.store.connection.execute("UPDATE hands SET cards = 'zz' WHERE bet_id = ?", (FIRST,))
    with Ledger(path, keep_copy=True, existed=True) as ledger:
        assert ledger.set_aside_rows() == []
        assert FIRST not in [record.bet_id for record in ledger.history(None)]
        ((table, _reason, values),) = ledger.set_aside_rows()
        assert table == "hands" and "zz" in values


def test_a_copy_one_transaction_behind_is_brought_up_to_date_not_restored(tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite3"
    copy = copy_path_of(path)
    with Ledger(path, keep_copy=True) as ledger:
        play(ledger, 4)
        kept = tmp_path / "copy-before.sqlite3"
        shutil.copyfile(copy, kept)
        ledger.bankroll_reset(500)  # one transaction
    writes = int(str(meta_of(path)["writes"]))
    shutil.copyfile(kept, copy)  # as a kill between the ledger's commit and the copy's leaves it
    assert meta_of(copy)["writes"] == writes - 1 and meta_of(copy)["balance"] != 500
    inode = copy.stat().st_ino
    with Ledger(path, keep_copy=True, existed=True) as ledger:
        assert ledger.notices == [] and ledger.balance == 500 and len(ledger.bankroll_events()) == 1
    # The missed transaction replayed on the copy (the same file, not a new whole copy), and the copy in step since.
    assert copy.stat().st_ino == inode and meta_of(copy)["balance"] == 500
    assert meta_of(copy)["writes"] == meta_of(path)["writes"] >= writes


def test_a_long_ledger_without_a_copy_gets_one_made_on_a_worker_thread(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ledger_copy, "SMALL_LEDGER", 128 * 1024)
    monkeypatch.setattr(store_module, "COPY_STEP_PAGES", 4)  # many steps, the table writing between them
    path = tmp_path / "ledger.sqlite3"
    make_1_1_ledger(tmp_path / "made", 2_000)
    shutil.copyfile(tmp_path / "made" / "ledger.sqlite3", path)
    assert path.stat().st_size >= ledger_copy.SMALL_LEDGER
    copy = copy_path_of(path)
    with Ledger(path, keep_copy=True, existed=True) as ledger:
        assert any(thread.name == "ledger-copy" for thread in threading.enumerate())
        session = play(ledger, 30)  # while the copy is made, or after
    assert meta_of(copy)["balance"] == session.balance
    assert meta_of(copy)["writes"] == meta_of(path)["writes"]
    with Ledger(path, keep_copy=True, existed=True) as ledger:
        assert ledger.notices == []
    (path.with_name("ledger.sqlite3-wal")).unlink(missing_ok=True)
    path.unlink()
    with Ledger(path, keep_copy=True, existed=True) as ledger:  # the copy is a whole ledger
        assert ledger.balance == session.balance and ledger.totals().hands == 2_000 + 30


def test_the_csv_is_written_page_by_page(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(history_csv, "PAGE", 3)
    path = tmp_path / "ledger.sqlite3"
    with Ledger(path) as ledger:
        session = play(ledger, 10)
        result = history_csv.export_history(ledger, tmp_path / "history.csv")
    with (tmp_path / "history.csv").open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert result.hands == len(rows) == 10 and result.net == session.balance - 1_000
    assert [int(row["bet_id"]) for row in rows] == list(range(FIRST, FIRST + 10))


@pytest.mark.parametrize("last_write", ["not json", "[1, 2]", '[99, [["DELETE FROM nowhere", []]]]', "null"])
def test_a_last_write_that_cannot_be_replayed_has_the_copy_made_again(tmp_path: Path, last_write: str) -> None:
    path = tmp_path / "ledger.sqlite3"
    copy = copy_path_of(path)
    with Ledger(path, keep_copy=True) as ledger:
        play(ledger, 3)
        kept = tmp_path / "copy-before.sqlite3"
        shutil.copyfile(copy, kept)
        ledger.bankroll_reset(500)
        ledger.store.connection.execute("UPDATE meta SET value = ? WHERE key = 'last_write'", (last_write,))
    shutil.copyfile(kept, copy)  # one transaction behind, and its statements unreadable
    with Ledger(path, keep_copy=True, existed=True) as ledger:
        assert ledger.notices == [] and ledger.balance == 500
    assert meta_of(copy)["balance"] == 500 and meta_of(copy)["writes"] == meta_of(path)["writes"]


def test_damage_the_worker_finds_in_a_long_ledger_has_its_copy_put_back_at_the_next_start(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ledger_copy, "SMALL_LEDGER", 128 * 1024)  # no page check as it opens: the worker's
    monkeypatch.setattr(ledger_copy, "CHECK_AFTER", 0)
    folder = tmp_path / "profile"
    balance = make_1_1_ledger(folder, 2_000)
    path = folder / "ledger.sqlite3"
    Ledger(path, keep_copy=True, existed=True).close()  # in step, and sound
    data = bytearray(path.read_bytes())
    page = 4096
    data[40 * page:42 * page] = bytes(range(256)) * (2 * page // 256)  # two pages of history scrambled
    path.write_bytes(bytes(data))
    with Ledger(path, keep_copy=True, existed=True) as ledger:
        assert ledger.notices == []  # not read as it opens
        ledger.bankroll_reset(balance + 5)  # the play goes on; the copy keeps up without reading the ledger
    with Ledger(path, keep_copy=True, existed=True) as ledger:
        (notice,) = ledger.notices
        assert notice.startswith("Your ledger file was damaged (it failed its integrity check")
        assert ledger.recovered_from is not None and ledger.recovered_from.name.startswith("ledger.sqlite3.bad-")
        assert ledger.balance == balance + 5 and ledger.totals().hands == 2_000
    with Ledger(path, keep_copy=True, existed=True) as ledger:
        assert ledger.notices == []  # restored once, not again
