"""What the ledger keeps besides hands: new games, sessions and table changes, each placed between two hands by the
Bet ID the next hand got. Each reader raises :class:`RowProblem` for a row that cannot be trusted. No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from reddog_qt.engine import MAX_BET_ID
from reddog_qt.profile.values import MAX_CREDITS, MAX_TEXT, Row, RowProblem, credits, guarded, parse_time, whole


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


def _optional(row: Row, name: str, lowest: int, highest: int = MAX_CREDITS) -> int | None:
    """The whole number ``name`` from ``lowest`` to ``highest`` (credits, or a Bet ID), or None."""
    if (value := row[name]) is None or (whole(value) and lowest <= value <= highest):
        return value
    if name == "next_bet_id":
        raise RowProblem("its Bet ID is not a Bet ID")
    raise RowProblem(f"its {name.replace('_', ' ')} is not a whole number of credits")


def _time(row: Row) -> datetime:
    try:
        return parse_time(row["time"])
    except (ValueError, TypeError, OverflowError):
        raise RowProblem("its time cannot be read") from None


@guarded
def read_bankroll_event(row: Row) -> BankrollEvent:
    """A new game from a stored ``bankroll_events`` row; raises :class:`RowProblem` if it cannot be trusted."""
    next_bet_id, time = _optional(row, "next_bet_id", 1, MAX_BET_ID + 1), _time(row)
    if not credits(balance := row["balance"]):
        raise RowProblem("its bankroll is not a whole number of credits")
    return BankrollEvent(time, balance, _optional(row, "previous_balance", 0), next_bet_id)


@guarded
def read_table_event(row: Row) -> TableEvent:
    """A session's start or a change of table from a stored ``table_events`` row; raises :class:`RowProblem`."""
    time = _time(row)
    if (kind := row["kind"]) not in ("session", "table"):
        raise RowProblem("its kind is unknown")
    if not isinstance(name := row["rules_name"], str) or not name or len(name) > MAX_TEXT:
        raise RowProblem("its table is not named")
    minimum, maximum = _optional(row, "minimum", 1), _optional(row, "maximum", 1)
    return TableEvent(time, str(kind), name, minimum, maximum, _optional(row, "next_bet_id", 1, MAX_BET_ID + 1))
