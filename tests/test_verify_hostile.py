"""The verifier trusts nothing: files that are not histories are refused at once, a spreadsheet's byte-order
mark is fine, and one tampered row is one failure, named by its Bet ID, with the count of hands before it.

The command line runs in a fresh process (``python -m reddog_qt --verify``), as a player runs it.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from fairness_history import alter, older_export, other_card, play_history, rows_of, write_rows

from reddog_qt import fairness
from reddog_qt.payouts import NEW_GAME_BANKROLLS

REPO = Path(__file__).resolve().parent.parent
#: A hang guard only: every refusal here comes in well under a second.
HANG_GUARD = 60


@pytest.fixture(scope="module")
def history(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return play_history(tmp_path_factory.mktemp("history"))


def verify(path: Path | str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "reddog_qt", "--verify", str(path)], cwd=REPO, capture_output=True,
                          text=True, timeout=HANG_GUARD, check=False)


# --- files that are not histories ---------------------------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_is_refused_at_once_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "history.csv"
    os.mkfifo(fifo)
    started = time.monotonic()
    out = io.StringIO()
    assert fairness.main([str(fifo)], out) == fairness.UNREADABLE
    assert time.monotonic() - started < 1.0
    assert "is a FIFO (named pipe), not a file" in out.getvalue()
    done = verify(fifo)  # no writer ever opens it: a verifier that opened it to read would wait for ever
    assert done.returncode == 2 and "is a FIFO (named pipe), not a file" in done.stdout, done


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_swapped_in_after_the_look_is_refused_through_the_open_file(tmp_path: Path) -> None:
    # os.stat is made to see a regular file, as if the FIFO replaced it just after the look.
    fifo, regular = tmp_path / "history.csv", tmp_path / "regular.csv"
    os.mkfifo(fifo)
    regular.write_text("bet_id\n", encoding="utf-8")
    script = ("import os, sys\nfrom pathlib import Path\nfrom reddog_qt import fairness, history_file\n"
              "real = os.stat\nos.stat = lambda path, *a, **k: real(sys.argv[2])\n"
              "try:\n    history_file.read_history(Path(sys.argv[1]))\n"
              "except fairness.UnreadableHistory as why:\n    print(why)\n")
    done = subprocess.run([sys.executable, "-c", script, str(fifo), str(regular)], cwd=REPO, capture_output=True,
                          text=True, timeout=HANG_GUARD, check=False)
    assert "is a FIFO (named pipe), not a file" in done.stdout, done


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_dev_zero_is_refused() -> None:
    done = verify("/dev/zero")
    assert done.returncode == 2 and "/dev/zero is a character device, not a file" in done.stdout, done


def test_a_folder_is_refused(tmp_path: Path) -> None:
    done = verify(tmp_path)
    assert done.returncode == 2 and "is a folder, not a file" in done.stdout, done


def test_a_huge_file_is_refused_before_a_byte_is_read(tmp_path: Path) -> None:
    sparse = tmp_path / "history.csv"
    with open(sparse, "wb") as handle:
        handle.truncate(2 * 1024**3)  # 2 GiB on paper, next to nothing on the disk
    done = verify(sparse)
    assert done.returncode == 2 and "2,147,483,648 bytes; the checker reads histories of up to 128 MiB" in done.stdout
    assert "Traceback" not in done.stderr


def test_a_history_with_a_byte_order_mark_verifies(history: Path, tmp_path: Path) -> None:
    saved = tmp_path / "from-a-spreadsheet.csv"
    saved.write_bytes(b"\xef\xbb\xbf" + history.read_bytes())
    done = verify(saved)
    assert done.returncode == 0 and "Result: all match." in done.stdout, done


def test_a_file_that_is_not_utf8_is_refused_with_the_reason(tmp_path: Path) -> None:
    latin = tmp_path / "history.csv"
    latin.write_bytes(b"bet_id,cards\n1,\xe9\n")
    done = verify(latin)
    assert done.returncode == 2 and "is not UTF-8 text" in done.stdout


# --- one tampered row is one failure --------------------------------------------------------------------------


def failures(rows: list[dict[str, str]], tmp_path: Path) -> dict[int, str]:
    return fairness.verify_file(write_rows(tmp_path / "tampered.csv", rows)).failures


def revealed_shoe_rows(rows: list[dict[str, str]]) -> list[int]:
    """Indexes of hands of the six-deck shoe whose seed is revealed, in a shuffle of at least six hands."""
    seals = [row["shuffle_fingerprint"] for row in rows]
    return [i for i, row in enumerate(rows) if row["table"] == "six-deck-shoe" and len(row["shuffle_seed"]) == 64
            and seals.count(row["shuffle_fingerprint"]) >= 6]


def test_a_changed_card_names_the_hand_and_the_hands_before_it(history: Path, tmp_path: Path) -> None:
    rows = rows_of(history)
    index = revealed_shoe_rows(rows)[3]
    cards = rows[index]["cards"].split()
    cards[0] = other_card(cards[0])
    done = verify(write_rows(tmp_path / "changed.csv", alter(rows, index, "cards", " ".join(cards))))
    bet = rows[index]["bet_id"]
    assert done.returncode == 1
    assert f"Result: MISMATCH, first at Bet ID {bet} (1 failure; the {index} hands before it pass)." in done.stdout
    assert done.stdout.count("FAIL") == 1


@pytest.mark.parametrize("column", ["net", "balance_after"])
@pytest.mark.parametrize("where", ["every hand", "shoe", "last"])
def test_a_changed_amount_is_one_failure(history: Path, tmp_path: Path, column: str, where: str) -> None:
    rows = rows_of(history)
    index = {"every hand": 7, "shoe": revealed_shoe_rows(rows)[2], "last": len(rows) - 1}[where]
    # 7: every amount of this history is a multiple of 5, so no changed balance can pass for a new game's bankroll.
    changed = alter(rows, index, column, str(int(rows[index][column]) + 7))
    assert list(failures(changed, tmp_path)) == [int(rows[index]["bet_id"])]


def test_a_changed_net_and_balance_together_are_one_failure(history: Path, tmp_path: Path) -> None:
    rows = rows_of(history)
    changed = alter(rows, 9, "net", str(int(rows[9]["net"]) + 50))
    changed[9]["balance_after"] = str(int(rows[9]["balance_after"]) + 50)
    assert list(failures(changed, tmp_path)) == [int(rows[9]["bet_id"])]


@pytest.mark.parametrize("where", ["every hand", "shoe"])
def test_a_deleted_hand_is_one_failure_naming_its_bet_id(history: Path, tmp_path: Path, where: str) -> None:
    rows = rows_of(history)
    index = 11 if where == "every hand" else revealed_shoe_rows(rows)[2]
    assert list(failures(rows[:index] + rows[index + 1:], tmp_path)) == [int(rows[index]["bet_id"])]


def test_a_deleted_hand_with_the_bet_ids_closed_up_is_one_failure(history: Path, tmp_path: Path) -> None:
    rows = rows_of(history)
    # A hand that left the balance at a preset's starting bankroll would pass for a new game once deleted.
    index = next(i for i in revealed_shoe_rows(rows)[2:] if rows[i]["net"] != "0"
                 and int(rows[i]["balance_after"]) not in NEW_GAME_BANKROLLS)
    kept = [dict(row) for row in rows[:index] + rows[index + 1:]]
    for row in kept[index:]:
        row["bet_id"] = str(int(row["bet_id"]) - 1)
    assert list(failures(kept, tmp_path)) == [int(rows[index]["bet_id"])]


def test_a_swapped_pair_of_hands_is_one_failure(history: Path, tmp_path: Path) -> None:
    rows = rows_of(history)
    index = next(i for i in revealed_shoe_rows(rows)[2:] if rows[i]["net"] != "0" and rows[i + 1]["net"] != "0"
                 and rows[i]["shuffle_fingerprint"] == rows[i + 1]["shuffle_fingerprint"])
    swapped = [dict(row) for row in rows]
    swapped[index]["bet_id"], swapped[index + 1]["bet_id"] = rows[index + 1]["bet_id"], rows[index]["bet_id"]
    assert list(failures(swapped, tmp_path)) == [int(rows[index]["bet_id"])]


@pytest.mark.parametrize("column", ["shuffle_seed", "shuffle_fingerprint"])
@pytest.mark.parametrize("which", [0, 3])
def test_a_changed_seed_or_fingerprint_in_a_shoe_is_one_failure(history: Path, tmp_path: Path, column: str,
                                                                which: int) -> None:
    rows = rows_of(history)
    first = revealed_shoe_rows(rows)[0]
    index = next(i for i, row in enumerate(rows) if row["shuffle_fingerprint"] == rows[first]["shuffle_fingerprint"]
                 and i >= first + which)
    changed = alter(rows, index, column, "ab" * 32)
    assert list(failures(changed, tmp_path)) == [int(rows[index]["bet_id"])]


# --- what the export cannot tell ------------------------------------------------------------------------------


def test_a_new_game_is_listed_not_failed(tmp_path: Path) -> None:
    from fairness_history import Clock, play

    from reddog_qt.engine import Rules, Session
    from reddog_qt.profile.ledger import Ledger
    from reddog_qt.record.history_csv import export_history

    # 1,500: six hands of 5 credits never bring it to the 1,000 the new game starts from.
    ledger = Ledger(tmp_path / "ledger.sqlite3", starting_balance=1_500, clock=Clock())
    session = Session(Rules.preset("atlantic-city"), balance=ledger.balance, next_bet_id=ledger.next_bet_id,
                      journal=ledger)
    play(session, 6)
    session.new_game()
    play(session, 6)
    export_history(ledger, tmp_path / "history.csv")
    ledger.close()
    report = fairness.verify_file(tmp_path / "history.csv")
    assert report.exit_code == 0, report.output()
    assert any(line.startswith("note  a new game before Bet ID 1000007") for line in report.lines)


def test_a_custom_table_says_its_payouts_are_not_checked(history: Path, tmp_path: Path) -> None:
    rows = older_export(rows_of(history))  # exported before the rows carried their table's pay table
    for row in rows[:10]:
        row["table"] = "custom:Mine"
    report = fairness.verify_file(write_rows(tmp_path / "custom.csv", rows))
    assert report.exit_code == 0, report.output()
    assert "hands at custom:Mine: payout not checked: the table's rules are not in the export" in report.summary()
    assert report.payouts_checked == len(rows) - 10


def test_a_hand_in_the_file_twice_is_one_failure(history: Path, tmp_path: Path) -> None:
    rows = rows_of(history)
    assert list(failures([*rows[:30], dict(rows[29]), *rows[30:]], tmp_path)) == [int(rows[29]["bet_id"])]


@pytest.mark.parametrize("junk", ["", "x", "9" * 5000, "-1", "1e3", "\u0663"])
def test_junk_in_any_cell_fails_that_hand_and_never_raises(history: Path, tmp_path: Path, junk: str) -> None:
    from reddog_qt.record.history_csv import COLUMNS

    rows = rows_of(history)
    index = revealed_shoe_rows(rows)[4]
    for column in COLUMNS[2:]:
        report = fairness.verify_file(write_rows(tmp_path / "junk.csv", alter(rows, index, column, junk)))
        assert set(report.failures) <= {int(rows[index]["bet_id"])}, (column, report.output())
