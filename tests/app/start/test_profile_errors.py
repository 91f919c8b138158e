"""Failures of the player's files, seen through the real window: a message, nothing lost, retry works.

The ledger is made to fail through SQLite itself: ``PRAGMA max_page_count`` at the
file's current size makes the next write fail with "database or disk is full", and
``PRAGMA query_only`` makes it fail as a read-only file does.
"""

from __future__ import annotations

import logging
import sqlite3
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from reddog_qt.app.launch import install_excepthook
from reddog_qt.app.seams import TablePhase
from reddog_qt.profile import open_profile

LEFT = Qt.MouseButton.LeftButton


def text(window, name: str) -> str:
    return window.findChild(QWidget, name).text()


def press(qtbot, window, name: str) -> None:
    qtbot.mouseClick(window.findChild(QWidget, name), LEFT)


def _execute_until_refused(conn: sqlite3.Connection, statement: str) -> None:
    while True:
        conn.execute(statement)


def break_ledger(window, how: str) -> None:
    conn = window.ledger.store.connection
    if how == "disk-full":
        # No more pages than the file has now, and every page full: the next row finds no room.
        conn.execute("CREATE TABLE IF NOT EXISTS filler (blob BLOB)")
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
        conn.execute(f"PRAGMA max_page_count = {pages}")
        fill = ["INSERT INTO filler VALUES (zeroblob(64))",
                ("INSERT INTO hands (bet_id, slip_id, status, opened_at, rules_name, cards, wager, shuffle_id) "
                 "VALUES ((SELECT coalesce(max(bet_id), 0) + 10000000 FROM hands), 0, 'settled', '', '', '', 1, '')"),
                "INSERT INTO bankroll_events (time, balance) VALUES ('', 0)"]
        for statement in fill:
            with pytest.raises(sqlite3.OperationalError, match="full"):
                _execute_until_refused(conn, statement)
    else:
        conn.execute("PRAGMA query_only = 1")


def mend_ledger(window, how: str) -> None:
    conn = window.ledger.store.connection
    if how == "disk-full":
        conn.execute("PRAGMA max_page_count = 1073741823")
        conn.execute("DELETE FROM hands WHERE bet_id > 2000000 OR slip_id = 0")
        conn.execute("DELETE FROM bankroll_events WHERE time = ''")
        conn.execute("DROP TABLE filler")
    else:
        conn.execute("PRAGMA query_only = 0")


#: A spread of 4 (a four and a nine), won by the six that comes third.
SPREAD_WON = "4c 9d 6h"


@pytest.mark.parametrize("how", ["disk-full", "read-only"])
def test_a_deal_that_cannot_be_recorded_says_so_and_the_retry_works(qtbot, make_window, click_item, caplog, how):
    window = make_window(SPREAD_WON, animated=False)
    click_item(qtbot, window, window.scene.chip_stack(25))
    break_ledger(window, how)
    caplog.set_level(logging.ERROR)
    press(qtbot, window, "deal_button")
    message = text(window, "message_label")
    assert "could not record" in message and "nothing was changed" in message
    assert window.controller.phase is TablePhase.BETTING
    assert window.session.balance == 1_000 and text(window, "balance_label") == "1,000"
    assert window.session.hand is None and window.controller.bet == 25  # the chips are still down
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(errors) == 1 and errors[0].exc_info is not None  # logged once, with its traceback
    mend_ledger(window, how)
    press(qtbot, window, "deal_button")  # the cards went back to the shoe: the same two come, and are recorded
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.DECIDING)
    hand = window.session.hand
    (record,) = window.ledger.history()
    assert record.bet_id == hand.bet_id == 1_000_001 and hand.ranks == (4, 9)
    assert window.session.balance == 975 and record.net is None


@pytest.mark.parametrize("how", ["disk-full", "read-only"])
def test_a_decision_that_cannot_be_recorded_leaves_the_hand_waiting(qtbot, make_window, click_item, how):
    window = make_window(SPREAD_WON, animated=False)
    click_item(qtbot, window, window.scene.chip_stack(25))
    press(qtbot, window, "deal_button")
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.DECIDING)
    shoe_before = (len(window.session.shoe), window.session.shoe.rank_counts())
    break_ledger(window, how)
    press(qtbot, window, "stand_button")
    assert "could not record" in text(window, "message_label")
    assert window.controller.phase is TablePhase.DECIDING
    assert window.findChild(QWidget, "stand_button").isEnabled()
    assert window.session.balance == 975
    assert (len(window.session.shoe), window.session.shoe.rank_counts()) == shoe_before  # no card went out
    mend_ledger(window, how)
    press(qtbot, window, "stand_button")
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.BETTING)
    hand = window.session.hand
    assert hand.ranks == (4, 9, 6) and window.session.balance == 975 + 50
    (record,) = window.ledger.history()
    assert record.net == hand.net and record.balance_after == window.session.balance


def test_an_unexpected_error_shows_a_dialog_that_stays_until_read(qtbot, make_window):
    window = make_window(seed=1)
    window.activateWindow()  # the window the player is looking at, not one an earlier test left open
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    install_excepthook(None, show_dialogs=True)
    try:
        try:
            raise RuntimeError("a bug in the table")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
        for _ in range(5):
            QApplication.processEvents()
        boxes = [box for box in window.findChildren(QMessageBox, "error_dialog") if box.isVisible()]
        assert len(boxes) == 1
        assert "a bug in the table" in boxes[0].text() and "safe" in boxes[0].text()
        boxes[0].close()
    finally:
        sys.excepthook = sys.__excepthook__


def test_an_unreadable_limit_holds_every_bet_to_the_table_minimum_and_says_so(qtbot, make_window, profile,
                                                                             click_item):
    # A limit file that cannot be opened (here: a folder stands where the file should be, and where its copy
    # should be, so it can be neither read nor set aside and restored).
    profile_obj = open_profile(profile, lock=False)
    profile_obj.close()
    for name in ("limits.sqlite3", "limits-copy.sqlite3"):
        (profile / name).unlink()
    (profile / "limits.sqlite3").mkdir()
    (profile / "limits.sqlite3" / "keep").write_text("a folder the file cannot replace")
    window = make_window(SPREAD_WON, animated=False)
    assert not window.session.limit_known and window.session.max_bet == 5
    click_item(qtbot, window, window.scene.chip_stack(5))
    click_item(qtbot, window, window.scene.chip_stack(5))
    assert "cannot be read" in text(window, "message_label") and "table minimum" in text(window, "message_label")
    assert window.controller.bet == 5
    press(qtbot, window, "deal_button")
    qtbot.waitUntil(lambda: window.session.hand is not None)
    assert window.session.hand.wager == 5


@pytest.mark.parametrize("how", ["disk-full", "read-only"])
def test_a_new_game_that_cannot_be_recorded_keeps_the_balance_and_says_so(qtbot, make_window, click_item, caplog,
                                                                           how):
    window = make_window(SPREAD_WON, animated=False)
    click_item(qtbot, window, window.scene.chip_stack(25))
    press(qtbot, window, "deal_button")
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.DECIDING)
    press(qtbot, window, "stand_button")
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.BETTING)
    balance = window.session.balance
    assert balance == 1_025
    break_ledger(window, how)
    caplog.set_level(logging.ERROR)
    window.confirm_new_game()
    (box,) = [b for b in window.findChildren(QMessageBox, "new_game_confirm") if b.isVisible()]
    box.accept()
    assert "could not record" in text(window, "message_label")
    assert window.session.balance == balance and window.ledger.balance == balance
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(errors) == 1 and errors[0].exc_info is not None
    mend_ledger(window, how)
    window.confirm_new_game()
    (box,) = [b for b in window.findChildren(QMessageBox, "new_game_confirm") if b.isVisible()]
    box.accept()
    assert window.session.balance == 1_000 == window.ledger.balance
    assert text(window, "balance_label") == "1,000"


@pytest.mark.parametrize("how", ["read-only"])  # (a full disk may still hold one small row in its last page)
def test_a_change_of_table_that_cannot_be_recorded_says_so_and_play_goes_on(qtbot, make_window, caplog, how):
    window = make_window(seed=1)
    break_ledger(window, how)
    caplog.set_level(logging.ERROR)
    window.choose_preset("eight-deck")
    assert window.session.rules.name == "eight-deck"  # the player sits at the new table all the same
    qtbot.waitUntil(lambda: "change of table could not be written to your history" in text(window, "message_label"))
    assert window.session.balance == 1_000 == window.ledger.balance
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(errors) == 1 and errors[0].exc_info is not None


def test_a_full_disk_is_named_as_the_cause(qtbot, make_window, click_item):
    window = make_window(SPREAD_WON, animated=False)
    click_item(qtbot, window, window.scene.chip_stack(25))
    break_ledger(window, "disk-full")
    press(qtbot, window, "deal_button")
    message = text(window, "message_label")
    assert "the disk is full" in message and "nothing was changed" in message
    assert "can be written" not in message and "read-only" not in message
    assert window.session.balance == 1_000
