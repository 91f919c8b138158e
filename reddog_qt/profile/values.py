"""How the profile's files hold a value, and the checks every row's reader shares.

A damaged or hand-edited file must never crash the game: a row's reader returns its record or raises
:class:`RowProblem` saying why; a :class:`Rule` is one thing a sound row keeps, in Python and in SQL alike.
"""

from __future__ import annotations

import functools
import re
import sqlite3
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from fractions import Fraction
from typing import TypeGuard, TypeVar

from reddog_qt.engine import Card

#: Credits a stored amount may hold at most (far above any bankroll; keeps arithmetic exact and small).
MAX_CREDITS = 10**15
#: The longest text a stored name or id may have.
MAX_TEXT = 200
_FRACTION = re.compile(r"(-?\d{1,40})/(\d{1,40})")
#: A card by its stored code: a history holds the same 52 codes again and again.
_card = functools.lru_cache(maxsize=1024)(Card.from_code)
#: A stored row: a mapping of column names to values, or an :class:`sqlite3.Row`.
Row = Mapping[str, object] | sqlite3.Row
T = TypeVar("T")


class RowProblem(ValueError):
    """A stored row cannot be trusted; the message says why, in a few words."""


def refuse_if(broken: object, problem: str) -> None:
    """Raise :class:`RowProblem` saying ``problem`` if ``broken`` is true."""
    if broken:
        raise RowProblem(problem)


def whole(value: object) -> TypeGuard[int]:
    """A stored whole number (not a bool, a float or text)."""
    return isinstance(value, int) and not isinstance(value, bool)


def within(value: object, lowest: int, highest: int) -> TypeGuard[int]:
    """A whole number (never a bool, a float or text) from ``lowest`` to ``highest``."""
    return whole(value) and lowest <= value <= highest


def credits(value: object, lowest: int = 0) -> TypeGuard[int]:
    """A stored amount of credits: a whole number from ``lowest`` to :data:`MAX_CREDITS`."""
    return within(value, lowest, MAX_CREDITS)


def parse_time(value: object) -> datetime:
    """A stored ISO 8601 time, made aware (UTC if it has no offset); raises ValueError if unreadable."""
    if not isinstance(value, str) or len(value) > 64:
        raise ValueError("the time is not text")
    moment = datetime.fromisoformat(value)
    if moment.tzinfo is None or moment.utcoffset() is None:
        moment = moment.replace(tzinfo=UTC)
    return moment


def parse_cards(text: object) -> tuple[Card, ...]:
    """The cards of a stored ``cards`` value; raises ValueError if any code cannot be read."""
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        raise ValueError("the cards are not text")
    return tuple(_card(code) for code in text.split())


def parse_fraction(value: object) -> Fraction:
    """A stored expectation; raises ValueError if it is not one Red Dog wrote."""
    match = _FRACTION.fullmatch(value) if isinstance(value, str) else None
    if match is None:
        raise ValueError("an expectation is not a fraction")
    result = Fraction(int(match[1]), int(match[2]))
    if abs(result) > MAX_CREDITS:
        raise ValueError("an expectation is out of range")
    return result


def meta_value(conn: sqlite3.Connection, key: str) -> object:
    """The value of ``key`` in a ledger's ``meta`` table, None if there is none."""
    row = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    return None if row is None else row[0]


def shown_value(value: object) -> str:
    """A stored value as short text for the record of a row set aside (bytes as hex, long text cut)."""
    if isinstance(value, bytes):
        text = "x'" + value[:32].hex() + ("..." if len(value) > 32 else "") + "'"
    elif isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 200:
        text = "(a number too large to show)"
    else:
        text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


@dataclass(frozen=True)
class Rule:
    """One rule a sound row keeps: its test in Python, the same test in SQL, and what a broken one is called."""

    problem: str
    test: Callable[[Row], bool]
    sql: str

    def holds(self, row: Row) -> bool:
        """True if ``row`` keeps the rule (a value that cannot even be compared breaks it)."""
        try:
            return self.test(row)
        except (ValueError, TypeError, OverflowError, KeyError, IndexError):
            return False


def whole_rule(problem: str, *ranges: tuple[str, int, int]) -> Rule:
    """Each column named is a whole number (never a bool, a float or text) from its lowest to its highest."""
    return Rule(problem, lambda row: all(within(row[name], low, high) for name, low, high in ranges),
                " AND ".join(f"typeof({name}) = 'integer' AND {name} BETWEEN {low} AND {high}"
                             for name, low, high in ranges))


def text_rule(problem: str, name: str, shortest: int, longest: int = MAX_TEXT) -> Rule:
    """The column is text from ``shortest`` to ``longest`` characters."""
    return Rule(problem, lambda row: isinstance(text := row[name], str) and shortest <= len(text) <= longest,
                f"typeof({name}) = 'text' AND length({name}) BETWEEN {shortest} AND {longest}")


def time_rule(problem: str, name: str) -> Rule:
    """The column is an ISO 8601 time (the few SQLite takes and Python not, 30 February..., fail when read)."""
    return Rule(problem, lambda row: isinstance(parse_time(row[name]), datetime),
                f"typeof({name}) = 'text' AND julianday({name}) IS NOT NULL")


def guarded(read: Callable[[Row], T]) -> Callable[[Row], T]:
    """``read`` with any value that cannot even be handled turned into a :class:`RowProblem`."""
    @functools.wraps(read)
    def reading(row: Row) -> T:
        try:
            return read(row)
        except RowProblem:
            raise
        except (ValueError, TypeError, OverflowError, KeyError, IndexError, ZeroDivisionError) as error:
            raise RowProblem(f"a value cannot be read ({error})") from None

    return reading


def problem_of(read: Callable[[Row], object], row: Row) -> str | None:
    """Why ``read`` refuses ``row`` (its :class:`RowProblem`), or None if the row is sound."""
    try:
        read(row)
    except RowProblem as problem:
        return str(problem)
    return None

