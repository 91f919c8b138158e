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

Everything read back is checked first (:func:`reddog_qt.profile.row_checks.read_table_event`):
a value that cannot be trusted sets its row aside, never crashes the game. No Qt here.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime

from reddog_qt.engine import Rules
from reddog_qt.profile.rows import parse_time, whole

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


def upgrade_to_3(conn: sqlite3.Connection) -> None:
    """Format 2 to 3: the odds and decision of each hand, Bet IDs on new games, sessions and table changes."""
    for column, kind in (("decision", "TEXT"), ("max_raise", "INTEGER"), ("ev_stand", "TEXT"),
                         ("ev_raise", "TEXT")):
        conn.execute(f"ALTER TABLE hands ADD COLUMN {column} {kind}")
    conn.execute("ALTER TABLE bankroll_events ADD COLUMN next_bet_id INTEGER")
    conn.execute(TABLE_EVENTS)


# --- sessions and table changes ------------------------------------------------------


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


# --- the break, mirrored ------------------------------------------------------------------

#: The meta key holding a copy of the end of a break (the limit file holds the break itself).
BREAK_KEY = "break_until"


def mirrored_break(value: object) -> datetime | None:
    """The end of a break as mirrored in the ledger, or None if none (or unreadable)."""
    try:
        return None if value is None else parse_time(value)
    except (ValueError, TypeError, OverflowError):
        return None


__all__ = ["BREAK_KEY", "REQUIRED", "TABLE_EVENTS", "TableEvent", "insert_table_event", "mirrored_break",
           "upgrade_to_3"]
