"""What the ledger keeps besides hands and new games: sessions, table changes, and the odds of each hand.

Format 3 of the ledger (see :mod:`reddog_qt.profile.ledger`) adds

* to ``hands``: ``decision`` (``raise``, ``stand``, ``none`` for a pair or a consecutive
  hand; NULL while open, and for hands recorded before format 3), and the exact odds at
  the decision, ``ev_stand``, ``ev_raise`` (fractions written ``"p/q"``) and ``max_raise``
  (see :class:`~reddog_qt.engine.HandOdds`); NULL when not known;
* to ``bankroll_events``: ``next_bet_id``, the Bet ID the next hand got, which places a
  new game exactly between two hands in the history;
* the table ``table_events``: each session's start and each change of table or limits,
  with the table's name and limits and the next Bet ID.

Everything read back is checked first (:func:`read_bankroll_event`, :func:`read_table_event`):
a value that cannot be trusted sets its row aside, never crashes the game. No Qt here.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime

from reddog_qt.engine import MAX_BET_ID, Rules
from reddog_qt.profile.values import MAX_TEXT, Row, RowProblem, credits, guarded, parse_time, problem_of, whole, within

TABLE_EVENTS = """CREATE TABLE table_events (
        id INTEGER PRIMARY KEY,
        time TEXT NOT NULL,
        kind TEXT NOT NULL,
        rules_name TEXT NOT NULL,
        minimum INTEGER,
        maximum INTEGER,
        next_bet_id INTEGER
    )"""

REQUIRED = {"table_events": {"id", "time", "kind", "rules_name", "minimum", "maximum", "next_bet_id"}}


# --- new games, sessions and table changes ------------------------------------------------------


@dataclass(frozen=True)
class BankrollEvent:
    """A new game: the bankroll was set to ``balance`` (it was ``previous_balance``)."""

    time: datetime
    balance: int
    previous_balance: int | None
    #: The Bet ID the next hand got (None for new games recorded before format 3).
    next_bet_id: int | None = None



@dataclass(frozen=True)
class TableEvent:
    """A session began at a table (``kind`` "session") or the player moved to another table or limit ("table")."""

    time: datetime
    kind: str
    rules_name: str
    minimum: int | None
    maximum: int | None
    #: The Bet ID the next hand got (hands from it on came after this event).
    next_bet_id: int | None


def insert_table_event(conn: sqlite3.Connection, time: str, kind: str, rules: Rules) -> None:
    """Record a session start or a table change, placed before the next Bet ID."""
    row = conn.execute("SELECT value FROM meta WHERE key = 'next_bet_id'").fetchone()
    next_bet_id = row[0] if row is not None and whole(row[0]) else None
    conn.execute("INSERT INTO table_events (time, kind, rules_name, minimum, maximum, next_bet_id) "
                 "VALUES (?, ?, ?, ?, ?, ?)", (time, kind, rules.name, rules.minimum, rules.maximum, next_bet_id))


def _next_bet_id(value: object) -> int | None:
    """A stored next Bet ID of an event (None: not recorded); raises :class:`RowProblem` if it is not one."""
    if value is None:
        return None
    if not within(value, 1, MAX_BET_ID + 1):
        raise RowProblem("its Bet ID is not a Bet ID")
    assert whole(value)
    return value


def _time(value: object) -> datetime:
    try:
        return parse_time(value)
    except (ValueError, TypeError, OverflowError):
        raise RowProblem("its time cannot be read") from None


def _credits(value: object, what: str, lowest: int = 0, *, optional: bool = False) -> int | None:
    if optional and value is None:
        return None
    if not credits(value, lowest):
        raise RowProblem(f"its {what} is not a whole number of credits")
    return value


def read_bankroll_event(row: Row) -> BankrollEvent:
    """A new game from a stored ``bankroll_events`` row; raises :class:`RowProblem` if it cannot be trusted."""
    return guarded(_read_bankroll_event, row)


def _read_bankroll_event(row: Row) -> BankrollEvent:
    names = row.keys()  # "in" on an sqlite3.Row looks at its values, not its column names
    next_bet_id = _next_bet_id(row["next_bet_id"] if "next_bet_id" in names else None)
    time = _time(row["time"])
    balance = _credits(row["balance"], "bankroll")
    previous = _credits(row["previous_balance"], "previous balance", optional=True)
    assert balance is not None
    return BankrollEvent(time, balance, previous, next_bet_id)


def bankroll_event_problem(row: Row) -> str | None:
    """Why a stored ``bankroll_events`` row cannot be trusted, or None."""
    return problem_of(read_bankroll_event, row)


def read_table_event(row: Row) -> TableEvent:
    """A session's start or a change of table from a stored ``table_events`` row; raises :class:`RowProblem`."""
    return guarded(_read_table_event, row)


def _read_table_event(row: Row) -> TableEvent:
    time = _time(row["time"])
    kind = row["kind"]
    if kind not in ("session", "table"):
        raise RowProblem("its kind is unknown")
    name = row["rules_name"]
    if not isinstance(name, str) or not name or len(name) > MAX_TEXT:
        raise RowProblem("its table is not named")
    minimum = _credits(row["minimum"], "minimum", 1, optional=True)
    maximum = _credits(row["maximum"], "maximum", 1, optional=True)
    return TableEvent(time, str(kind), name, minimum, maximum, _next_bet_id(row["next_bet_id"]))


def table_event_problem(row: Row) -> str | None:
    """Why a stored ``table_events`` row cannot be trusted, or None."""
    return problem_of(read_table_event, row)



# --- the break, mirrored ------------------------------------------------------------------

#: The meta key holding a copy of the end of a break (the limit file holds the break itself).
BREAK_KEY = "break_until"


def mirrored_break(value: object) -> datetime | None:
    """The end of a break as mirrored in the ledger, or None if none (or unreadable)."""
    try:
        return None if value is None else parse_time(value)
    except (ValueError, TypeError, OverflowError):
        return None


__all__ = ["BREAK_KEY", "REQUIRED", "TABLE_EVENTS", "BankrollEvent", "TableEvent", "bankroll_event_problem",
           "insert_table_event", "mirrored_break", "read_bankroll_event", "read_table_event", "table_event_problem"]
