"""One validator per stored row of the ledger: a hand, a new game, a session or table change.

Every reader goes through these, and each returns the record or raises :class:`RowProblem`
saying in a few words why the row cannot be trusted: a file edited by hand or damaged on
disk must never crash the game, and a row is never believed by one reader and refused by
another.

* :func:`read_hand_row` — a row of ``hands`` (the ledger's check at opening, the history,
  the export);
* :func:`read_bankroll_event` — a row of ``bankroll_events`` (a new game);
* :func:`read_table_event` — a row of ``table_events`` (a session's start, a change of table).

The rules of a hand's columns are written once, in :data:`HAND_RULES` and
:data:`FINISHED_HAND_RULES`, each with its Python test and the same test in SQL. The
validator runs them, and :data:`SUSPECT_HANDS` — the quick check of a whole history as the
ledger opens — is their SQL, so a long history opens in milliseconds: only the rows it picks
out (and every open hand) are read in full then, and every row is read in full again when
it is read. A new column gets its rule here, in both forms, and a test holds the two to
agreement. No Qt here.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import TypeGuard, TypeVar

from reddog_qt.engine import MAX_BET_ID, HandKind, HandOdds, Play, classify, spread_between
from reddog_qt.engine.rules import MAX_RAISE_MULTIPLE
from reddog_qt.profile.events import TableEvent
from reddog_qt.profile.rows import (
    ABANDONED,
    MAX_CREDITS,
    MAX_TEXT,
    SEAL_COLUMNS,
    BankrollEvent,
    HandRecord,
    HandStatus,
    credits,
    decision_of,
    odds_of,
    parse_cards,
    parse_time,
    stored_column,
    whole,
)

#: A stored row: a mapping of column names to values, or an :class:`sqlite3.Row`.
Row = Mapping[str, object] | sqlite3.Row
T = TypeVar("T")


class RowProblem(ValueError):
    """A stored row cannot be trusted; the message says why, in a few words."""


# --- rules, in Python and in SQL --------------------------------------------------------------


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


def within(value: object, lowest: int, highest: int) -> bool:
    """A whole number (never a bool, a float or text) from ``lowest`` to ``highest``."""
    return whole(value) and lowest <= value <= highest


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
    """The column is an ISO 8601 time (SQLite's reading of a time is a little more lenient than Python's:
    the few it accepts and Python does not, such as 30 February, are caught when the row is read)."""
    return Rule(problem, lambda row: isinstance(parse_time(row[name]), datetime),
                f"typeof({name}) = 'text' AND julianday({name}) IS NOT NULL")


_KINDS = tuple(kind.value for kind in HandKind)
_STATUSES = tuple(status.value for status in HandStatus)
_HIGHEST_SPREAD = 11


def _quoted(values: tuple[str, ...]) -> str:
    return ", ".join(f"'{value}'" for value in values)


def _shape_holds(row: Row) -> bool:
    kind, spread = row["kind"], row["spread"]
    if kind == HandKind.SPREAD.value:
        return within(spread, 1, _HIGHEST_SPREAD)
    return kind in _KINDS and spread is None and row["raised"] == 0


#: The rules of every hand row, open or finished, in the order they are checked.
HAND_RULES: tuple[Rule, ...] = (
    whole_rule("its Bet ID is not a Bet ID", ("bet_id", 1, MAX_BET_ID)),
    Rule("its Slip ID does not belong to its Bet ID",
         lambda row: whole(slip := row["slip_id"]) and whole(bet := row["bet_id"]) and slip == bet // 100 * 100,
         "typeof(slip_id) = 'integer' AND slip_id = bet_id - bet_id % 100"),
    Rule("its status is unknown", lambda row: row["status"] in _STATUSES, f"status IN ({_quoted(_STATUSES)})"),
    time_rule("its time of dealing cannot be read", "opened_at"),
    text_rule("its table is not named", "rules_name", 1),
    text_rule("its shuffle id is not text", "shuffle_id", 0),
    # Two cards (an open hand, a consecutive one) or three, each "As" or "10d", with spaces between.
    text_rule("its cards cannot be read", "cards", 5, 11),
    whole_rule("its wager or raise is not a whole number of credits", ("wager", 1, MAX_CREDITS),
               ("raised", 0, MAX_CREDITS)),
    # A custom table may allow up to MAX_RAISE_MULTIPLE times the wager.
    Rule("its raise is larger than any table allows",
         lambda row: whole(raised := row["raised"]) and whole(wager := row["wager"])
         and raised <= wager * MAX_RAISE_MULTIPLE,
         f"typeof(raised) = 'integer' AND typeof(wager) = 'integer' AND raised <= wager * {MAX_RAISE_MULTIPLE}"),
    Rule("its kind or spread is not one a hand can have", _shape_holds,
         f"((kind = 'spread' AND typeof(spread) = 'integer' AND spread BETWEEN 1 AND {_HIGHEST_SPREAD}) "
         f"OR (kind IN ({_quoted(_KINDS)}) AND kind != 'spread' AND spread IS NULL AND raised = 0))"),
)

#: The rules of a settled or recovered hand besides :data:`HAND_RULES`.
FINISHED_HAND_RULES: tuple[Rule, ...] = (
    time_rule("its settlement time cannot be read", "settled_at"),
    whole_rule("its result or balance is not a whole number of credits", ("net", -MAX_CREDITS, MAX_CREDITS),
               ("balance_after", 0, MAX_CREDITS)),
)

#: The hand rows to read in full as the ledger opens: every open hand, and every finished one after
#: the Bet ID given (those before it were checked at an earlier start) that breaks a rule SQLite can
#: check (:data:`HAND_RULES`, :data:`FINISHED_HAND_RULES`). SQLite reads the open hands by their index
#: and the newer ones by their Bet ID, never the whole history; :data:`UNCHECKED` picks out any Bet ID.
UNCHECKED = -(2**63)
SUSPECT_HANDS = ("SELECT * FROM hands WHERE status = 'open' OR (bet_id > ? AND NOT coalesce(\n    "
                 + "\n    AND ".join(f"({rule.sql})" for rule in HAND_RULES + FINISHED_HAND_RULES) + ", 0))")


# --- a hand ---------------------------------------------------------------------------------------


def read_hand_row(row: Row) -> HandRecord:
    """The record of a stored ``hands`` row, every value checked; raises :class:`RowProblem` if it cannot be trusted.

    Every column is checked: types and ranges (:data:`HAND_RULES`), that the cards make the
    recorded kind and spread, that only a spread is raised, that an open hand is a spread with
    two cards and no result, and that the decision and odds fit the hand.
    """
    return _guarded(_read_hand_row, row)


def _guarded(read: Callable[[Row], T], row: Row) -> T:
    """``read(row)``, with any value that cannot even be handled turned into a :class:`RowProblem`."""
    try:
        return read(row)
    except RowProblem:
        raise
    except (ValueError, TypeError, OverflowError, KeyError, IndexError, ZeroDivisionError) as error:
        raise RowProblem(f"a value cannot be read ({error})") from None


def _read_hand_row(row: Row) -> HandRecord:
    for rule in HAND_RULES:
        if not rule.holds(row):
            raise RowProblem(rule.problem)
    status = HandStatus(row["status"])
    bet_id, slip_id = row["bet_id"], row["slip_id"]
    assert whole(bet_id) and whole(slip_id)  # HAND_RULES
    try:
        cards = parse_cards(row["cards"])
    except ValueError:
        raise RowProblem("its cards cannot be read") from None
    wager, raised = row["wager"], row["raised"]
    assert whole(wager) and whole(raised)  # HAND_RULES
    if len(cards) < 2:
        raise RowProblem("it has fewer than two cards")
    kind = classify(int(cards[0].rank), int(cards[1].rank))
    if row["kind"] != kind.value:
        raise RowProblem("its kind does not match its cards")
    spread = spread_between(int(cards[0].rank), int(cards[1].rank)) if kind is HandKind.SPREAD else None
    if row["spread"] != spread:
        raise RowProblem("its spread does not match its cards")
    if kind is not HandKind.SPREAD and raised:
        raise RowProblem("only a spread can be raised")
    net: int | None = None
    balance_after: int | None = None
    settled_at: datetime | None = None
    if status is HandStatus.OPEN:
        if row["settled_at"] is not None:
            raise RowProblem("it is open but has a settlement time")
        if kind is not HandKind.SPREAD or len(cards) != 2 or raised or row["net"] is not None \
                or row["balance_after"] is not None:
            raise RowProblem("it is open but not a spread waiting for a decision")
    else:
        for rule in FINISHED_HAND_RULES:
            if not rule.holds(row):
                raise RowProblem(rule.problem)
        if len(cards) != (2 if kind is HandKind.CONSECUTIVE else 3):
            raise RowProblem("it has the wrong number of cards")
        stored_net, stored_balance = row["net"], row["balance_after"]
        assert whole(stored_net) and whole(stored_balance)  # FINISHED_HAND_RULES
        net, balance_after, settled_at = stored_net, stored_balance, parse_time(row["settled_at"])
    decision, odds = _decision_and_odds(row, kind, status is HandStatus.OPEN, wager, raised)
    seal = _seal(row, len(cards), status)
    return HandRecord(
        bet_id=bet_id, slip_id=slip_id, status=status, opened_at=parse_time(row["opened_at"]), settled_at=settled_at,
        rules_name=str(row["rules_name"]), cards=cards, spread=spread, kind=kind, wager=wager, raised=raised,
        net=net, balance_after=balance_after, shuffle_id=str(row["shuffle_id"]), decision=decision, odds=odds,
        seal=seal.seal, seed=seal.seed, decks=seal.decks, positions=seal.positions, finish_seal=seal.finish_seal,
        finish_seed=seal.finish_seed)


def _decision_and_odds(row: Row, kind: HandKind, is_open: bool, wager: int,
                       raised: int) -> tuple[Play | None, HandOdds | None]:
    """The decision and odds of a hand row whose other columns are sound; raises :class:`RowProblem`."""
    try:
        play = decision_of(row)
    except ValueError:
        raise RowProblem("its decision is unknown") from None
    try:
        odds = odds_of(row)
    except (ValueError, TypeError, ZeroDivisionError):
        raise RowProblem("its odds cannot be read") from None
    if is_open:
        if play is not None:
            raise RowProblem("it is open but has a decision")
    elif play is not None:
        if kind is not HandKind.SPREAD and play is not Play.NONE:
            raise RowProblem("it has a decision but nothing to decide")
        if kind is HandKind.SPREAD and play is Play.NONE:
            raise RowProblem("its spread has no decision")
        if (play is Play.RAISE) != (raised > 0):
            raise RowProblem("its decision does not match its raise")
    if odds is not None:
        if odds.max_raise > wager * MAX_RAISE_MULTIPLE or (kind is not HandKind.SPREAD and odds.max_raise):
            raise RowProblem("its largest raise is not one the table allows")
        if raised > odds.max_raise:
            raise RowProblem("its raise is larger than the raise allowed")
        bound = (wager + odds.max_raise) * 100
        if abs(odds.ev_stand) > bound or abs(odds.ev_raise) > bound:
            raise RowProblem("its odds are out of range")
    return play, odds


def _hex64(value: object) -> TypeGuard[str]:
    return isinstance(value, str) and len(value) == 64 and not value.strip("0123456789abcdef")


@dataclass(frozen=True)
class _Seal:
    """The sealed shuffle's columns of a hand row, read (all None before sealed shuffles)."""

    seal: str | None = None
    seed: str | None = None
    decks: int | None = None
    positions: tuple[int, ...] = ()
    finish_seal: str | None = None
    finish_seed: str | None = None


def _seal(row: Row, cards: int, status: HandStatus) -> _Seal:
    """The sealed shuffle's fields of a hand row (all None before sealed shuffles); raises :class:`RowProblem`.

    Only their form is checked here: whether the seed opens the seal and deals the cards is
    the verifier's to judge (:mod:`reddog_qt.fairness`, :mod:`reddog_qt.profile.seal_check`).
    """
    seal, seed, decks, positions, finish_seal, finish_seed = (stored_column(row, name) for name in SEAL_COLUMNS)
    if seal is None:
        if any(value is not None for value in (seed, decks, positions, finish_seal, finish_seed)):
            raise RowProblem("its seal is missing")
        return _Seal()
    if not _hex64(seal):
        raise RowProblem("its seal is not a fingerprint")
    if seed is not None and not (seed == ABANDONED or _hex64(seed)):
        raise RowProblem("its seed is not a seed")
    assert seed is None or isinstance(seed, str)
    if not within(decks, 1, 8):
        raise RowProblem("its shoe's decks are out of range")
    assert whole(decks)
    if not isinstance(positions, str) or len(positions) > MAX_TEXT:
        raise RowProblem("its card positions are not text")
    numbers = positions.split()
    finished = status is HandStatus.RECOVERED
    if len(numbers) != (2 if finished or status is HandStatus.OPEN else cards) \
            or not all(number.isdigit() and int(number) < 52 * decks for number in numbers):
        raise RowProblem("its card positions do not match its cards")
    if (finish_seal is None) != (finish_seed is None) or (finish_seal is not None and not finished):
        raise RowProblem("its finishing shuffle is incomplete")
    if finish_seal is not None and not (_hex64(finish_seal) and _hex64(finish_seed)):
        raise RowProblem("its finishing shuffle is not sealed")
    assert finish_seal is None or isinstance(finish_seed, str)
    return _Seal(seal, seed, decks, tuple(int(number) for number in numbers), finish_seal,
                 finish_seed if isinstance(finish_seed, str) else None)


def hand_row_problem(row: Row) -> str | None:
    """Why a stored ``hands`` row cannot be trusted (see :func:`read_hand_row`), or None if it is sound."""
    return _problem(read_hand_row, row)


def _problem(read: Callable[[Row], object], row: Row) -> str | None:
    try:
        read(row)
    except RowProblem as problem:
        return str(problem)
    return None


# --- new games, sessions and table changes ------------------------------------------------------


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
    return _guarded(_read_bankroll_event, row)


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
    return _problem(read_bankroll_event, row)


def read_table_event(row: Row) -> TableEvent:
    """A session's start or a change of table from a stored ``table_events`` row; raises :class:`RowProblem`."""
    return _guarded(_read_table_event, row)


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
    return _problem(read_table_event, row)


__all__ = ["FINISHED_HAND_RULES", "HAND_RULES", "SUSPECT_HANDS", "UNCHECKED", "Row", "RowProblem", "Rule",
           "bankroll_event_problem",
           "hand_row_problem", "read_bankroll_event", "read_hand_row", "read_table_event", "table_event_problem"]
