"""The ledger's checks at opening: the rows added since the last start (``meta.checked_through``) and the open
hands, then the balance and next Bet ID. A damaged row is set aside, the player told. No Qt here.
"""

from __future__ import annotations

import json
import logging
import sqlite3

from reddog_qt.engine import FIRST_BET_ID, MAX_BET_ID
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP
from reddog_qt.profile.events import read_bankroll_event, read_table_event
from reddog_qt.profile.notice import Notice
from reddog_qt.profile.rows import SUSPECT_HANDS, UNCHECKED, HandStatus, read_hand_row
from reddog_qt.profile.values import credits, meta_value, parse_time, problem_of, shown_value, whole

logger = logging.getLogger("reddog_qt.profile.ledger")

#: The meta key remembering how far the rows were checked at earlier starts: by table, the highest key checked.
CHECKED_KEY = "checked_through"
#: Each table checked: its key, its reader and the rows to read (of the hands, SQLite picks out the ones that
#: break a rule it can check, and only they are read in full).
_CHECKS = {"hands": ("bet_id", read_hand_row, SUSPECT_HANDS),
           "bankroll_events": ("id", read_bankroll_event, "SELECT * FROM bankroll_events WHERE id > ?"),
           "table_events": ("id", read_table_event, "SELECT * FROM table_events WHERE id > ?")}


def check_rows(conn: sqlite3.Connection, now: str, notices: list[str]) -> None:
    """Check the rows added since the last start and every open hand; set aside those that cannot be trusted."""
    try:
        checked = {table: int(json.loads(str(meta_value(conn, CHECKED_KEY)))[table]) for table in _CHECKS}
    except (ValueError, TypeError, KeyError, IndexError, OverflowError):
        checked = dict.fromkeys(_CHECKS, UNCHECKED)
    reached = {}
    for table, (key, read, sql) in _CHECKS.items():
        cursor = conn.execute(sql, (checked[table],))
        cursor.row_factory = sqlite3.Row
        for row in map(dict, cursor.fetchall()):
            if (problem := problem_of(read, row)) is not None:
                set_row_aside(conn, now, notices, table, row, problem)
                if table == "hands":
                    _refund(conn, notices, row)
        (reached[table],) = conn.execute(f"SELECT coalesce(max({key}), 0) FROM {table}").fetchone()
    if reached != checked:
        conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (CHECKED_KEY, json.dumps(reached)))


def _refund(conn: sqlite3.Connection, notices: list[str], row: dict[str, object]) -> None:
    """Give back the wager of an open hand set aside, unless it carries a settlement: its stake came back then."""
    never_settled = all(row.get(name) is None for name in ("settled_at", "net", "balance_after"))
    refund = row.get("wager") if row.get("status") == HandStatus.OPEN.value and never_settled else None
    if credits(refund, 1):
        conn.execute("UPDATE meta SET value = value + ? WHERE key = 'balance' AND typeof(value) = 'integer'",
                     (refund,))
        notices.append(Notice(
            QT_TRANSLATE_NOOP("Notice", "A damaged open hand was voided: its wager of %Ln credit(s) was returned."),
            "open_hand_voided", wager=refund))


#: The notice of a damaged row set aside, by the table it was in.
_SET_ASIDE = {"hands": QT_TRANSLATE_NOOP("Notice", "A damaged hand in your history (%1) was set aside."),
              "bankroll_events": QT_TRANSLATE_NOOP("Notice", "A damaged new-game record in your history (%1) was "
                                                             "set aside."),
              "table_events": QT_TRANSLATE_NOOP("Notice", "A damaged table record in your history (%1) was set aside.")}


def set_row_aside(conn: sqlite3.Connection, now: str, notices: list[str], table: str, row: dict[str, object],
                  problem: str) -> None:
    """Move a damaged row of ``table`` to ``set_aside_rows`` (its values as text), and say so."""
    text = json.dumps({name: shown_value(value) for name, value in row.items()}, sort_keys=True)
    conn.execute("INSERT INTO set_aside_rows (set_aside_at, table_name, reason, row_values) VALUES (?, ?, ?, ?)",
                 (now, table, problem, text))
    key_column = _CHECKS[table][0]
    conn.execute(f"DELETE FROM {table} WHERE {key_column} IS ?", (row.get(key_column),))
    logger.warning("A damaged %s row (%s) was set aside: %s.", table, shown_value(row.get(key_column)), problem)
    notices.append(Notice(_SET_ASIDE[table], f"row_set_aside_{table}", problem=problem))


def check_meta(conn: sqlite3.Connection, starting_balance: int, notices: list[str]) -> None:
    """Rebuild a balance or next Bet ID that cannot be read."""
    meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
    if not credits(balance := meta.get("balance")):
        rebuilt = _rebuilt_balance(conn, starting_balance)
        _repair(conn, "balance", balance, rebuilt, Notice(QT_TRANSLATE_NOOP(
            "Notice", "Your balance could not be read from the ledger; it was rebuilt from your history as %Ln "
                      "credit(s)."), "balance_rebuilt", balance=rebuilt), notices)
    (lowest_next,) = conn.execute("SELECT coalesce(max(bet_id) + 1, ?) FROM hands", (FIRST_BET_ID,)).fetchone()
    if not whole(next_id := meta.get("next_bet_id")) or not lowest_next <= next_id <= MAX_BET_ID:
        _repair(conn, "next_bet_id", next_id, lowest_next, Notice(QT_TRANSLATE_NOOP(
            "Notice", "Your next Bet ID could not be read; Bet IDs continue from %1."), "next_bet_id_rebuilt",
            next=lowest_next), notices)


def _repair(conn: sqlite3.Connection, key: str, found: object, value: int, notice: Notice, notices: list[str]) -> None:
    conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))
    logger.warning("The ledger's %s %s was unusable; it was rebuilt as %d.", key, shown_value(found), value)
    notices.append(notice)


def _rebuilt_balance(conn: sqlite3.Connection, starting_balance: int) -> int:
    """The balance the history implies: the starting balance, every result, every new game, less open stakes.
    Where a new game's previous balance is unknown, the newest settled hand or new game is taken instead."""
    (open_stakes,) = conn.execute("SELECT coalesce(sum(wager), 0) FROM hands WHERE status = 'open'").fetchone()
    if conn.execute("SELECT 1 FROM bankroll_events WHERE previous_balance IS NULL").fetchone() is None:
        (balance,) = conn.execute("SELECT ? + (SELECT coalesce(sum(net), 0) FROM hands WHERE status != 'open') "
                                  "+ (SELECT coalesce(sum(balance - previous_balance), 0) FROM bankroll_events)",
                                  (starting_balance,)).fetchone()
    else:
        newest = conn.execute(
            "SELECT * FROM (SELECT settled_at, balance_after FROM hands WHERE status != 'open' ORDER BY bet_id DESC "
            "LIMIT 1) UNION ALL SELECT * FROM (SELECT time, balance FROM bankroll_events ORDER BY id DESC LIMIT 1)")
        balance = max(((parse_time(time), value) for time, value in newest), default=(None, starting_balance))[1]
    return max(int(balance) - int(open_stakes), 0)

