"""What the ledger keeps besides hands: new games (``bankroll_events``), sessions and table changes (``table_events``).

Each new game keeps the Bet ID the next hand got (format 3 on), which places it exactly between
two hands of the history; so does each session's start and each change of table or limits, with
the table's name and limits. Everything read back is checked first (:func:`read_bankroll_event`,
:func:`read_table_event`): a value that cannot be trusted sets its row aside, never crashes the
game. No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from reddog_qt.engine import MAX_BET_ID
from reddog_qt.profile.values import MAX_TEXT, Row, RowProblem, credits, guarded, parse_time, whole, within

TABLE_EVENTS = """CREATE TABLE table_events (
        id INTEGER PRIMARY KEY,
        time TEXT NOT NULL,
        kind TEXT NOT NULL,
        rules_name TEXT NOT NULL,
        minimum INTEGER,
        maximum INTEGER,
        next_bet_id INTEGER
    )"""


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


def _next_bet_id(value: object) -> int | None:
    if value is not None and not within(value, 1, MAX_BET_ID + 1):
        raise RowProblem("its Bet ID is not a Bet ID")
    assert value is None or whole(value)
    return value


def _time(value: object) -> datetime:
    try:
        return parse_time(value)
    except (ValueError, TypeError, OverflowError):
        raise RowProblem("its time cannot be read") from None


def _credits(value: object, what: str, lowest: int = 0) -> int | None:
    if value is not None and not credits(value, lowest):
        raise RowProblem(f"its {what} is not a whole number of credits")
    assert value is None or whole(value)
    return value


@guarded
def read_bankroll_event(row: Row) -> BankrollEvent:
    """A new game from a stored ``bankroll_events`` row; raises :class:`RowProblem` if it cannot be trusted."""
    names = row.keys()  # "in" on an sqlite3.Row looks at its values, not its column names
    next_bet_id = _next_bet_id(row["next_bet_id"] if "next_bet_id" in names else None)
    time = _time(row["time"])
    if not credits(balance := row["balance"]):
        raise RowProblem("its bankroll is not a whole number of credits")
    return BankrollEvent(time, balance, _credits(row["previous_balance"], "previous balance"), next_bet_id)


@guarded
def read_table_event(row: Row) -> TableEvent:
    """A session's start or a change of table from a stored ``table_events`` row; raises :class:`RowProblem`."""
    time = _time(row["time"])
    kind = row["kind"]
    if kind not in ("session", "table"):
        raise RowProblem("its kind is unknown")
    name = row["rules_name"]
    if not isinstance(name, str) or not name or len(name) > MAX_TEXT:
        raise RowProblem("its table is not named")
    minimum = _credits(row["minimum"], "minimum", 1)
    maximum = _credits(row["maximum"], "maximum", 1)
    return TableEvent(time, str(kind), name, minimum, maximum, _next_bet_id(row["next_bet_id"]))


__all__ = ["TABLE_EVENTS", "BankrollEvent", "TableEvent", "read_bankroll_event", "read_table_event"]
