"""A hand of the history as the ledger stores it: its columns, its record, and the one check of a stored row.

Each column of ``hands`` is defined once, in :data:`HAND_COLUMNS` (its SQL, format, value, field and CSV header);
:func:`read_hand_row`, used by every reader, returns a :class:`HandRecord` or raises :class:`RowProblem`.
"""

from __future__ import annotations

import enum
import logging
import operator
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, tzinfo
from fractions import Fraction
from typing import Any

from reddog_qt.engine import (
    MAX_BET_ID,
    MAX_SPREAD,
    Card,
    Hand,
    HandKind,
    HandOdds,
    Outcome,
    Play,
    Rules,
    classify,
    settle,
    spread_between,
)
from reddog_qt.engine.rules import MAX_RAISE_MULTIPLE
from reddog_qt.profile.seal_row import ABANDONED as ABANDONED
from reddog_qt.profile.seal_row import check_seal_columns
from reddog_qt.profile.values import (
    MAX_CREDITS,
    Row,
    RowProblem,
    Rule,
    credits,
    guarded,
    parse_cards,
    parse_fraction,
    parse_time,
    refuse_if,
    text_rule,
    time_rule,
    whole,
    whole_rule,
    within,
)

logger = logging.getLogger("reddog_qt.profile.ledger")

#: Decimals the CSV export writes for an exact fraction (``ev_lost``).
PLACES = 6


class HandStatus(enum.Enum):
    """Where a recorded hand stands."""

    OPEN = "open"
    """A spread hand waiting for raise or stand (or interrupted, until it is recovered at the next start)."""
    SETTLED = "settled"
    """Played to the end and paid."""
    RECOVERED = "recovered"
    """Interrupted, then finished at the next start as a stand."""


@dataclass(frozen=True)
class HandRecord:
    """One row of the hand history: a field per stored column of :data:`HAND_COLUMNS` (the odds' three made one),
    None where the row holds none (a result while open, a value recorded before Red Dog kept it). The README's
    CSV columns say what each holds (``seal`` is ``shuffle_fingerprint``, ``next_seal`` ``next_fingerprint``...)."""

    bet_id: int
    slip_id: int
    status: HandStatus
    opened_at: datetime
    settled_at: datetime | None
    rules_name: str
    cards: tuple[Card, ...]
    spread: int | None
    kind: HandKind | None
    wager: int
    raised: int
    net: int | None
    balance_after: int | None
    shuffle_id: str
    decision: Play | None = None
    odds: HandOdds | None = None
    seal: str | None = None
    seed: str | None = None
    decks: int | None = None
    positions: tuple[int, ...] = ()
    finish_seal: str | None = None
    finish_seed: str | None = None
    player_seed: str | None = None
    shuffle_number: int | None = None
    next_seal: str | None = None
    finish_shuffle_number: int | None = None
    finish_next_seal: str | None = None
    pay_table: str | None = None
    raise_rule: str | None = None
    chain: str | None = None
    new_run: int | None = None

    @property
    def seal_state(self) -> str:
        """``"unsealed"`` (before sealed shuffles), ``"sealed"``, ``"revealed"`` or ``"abandoned"``."""
        if self.seal is None:
            return "unsealed"
        if self.seed is None:
            return "sealed"
        return "abandoned" if self.seed == ABANDONED else "revealed"

    @property
    def stake(self) -> int:
        """Wager plus raise."""
        return self.wager + self.raised

    @property
    def best_decision(self) -> Play | None:
        """What the exact odds said to do (NONE for a pair or a consecutive hand); None if unknown."""
        if self.odds is None or self.kind is None:
            return None
        return self.odds.best_play if self.kind is HandKind.SPREAD else Play.NONE

    @property
    def expected_net(self) -> Fraction | None:
        """The exact expected net result of the hand as it was played; None if unknown."""
        return None if self.odds is None or self.status is HandStatus.OPEN else self.odds.expected_net(self.raised)

    @property
    def ev_lost(self) -> Fraction | None:
        """Credits the decision gave away in expectation against the best play; None if unknown."""
        return None if self.odds is None or self.status is HandStatus.OPEN else self.odds.ev_lost(self.raised)

    @property
    def outcome(self) -> Outcome | None:
        """Win, push or loss once finished, else None."""
        return Outcome.of(self.net)


def cell_text(value: object, zone: tzinfo | None = None) -> str:
    """A record's value as the CSV export writes it: times in ``zone`` (the local one by default) to the second,
    enums by value, cards and positions with spaces between, an exact fraction to :data:`PLACES` decimals."""
    if value is None:
        return ""
    if isinstance(value, datetime):
        return value.astimezone(zone).isoformat(timespec="seconds")
    if isinstance(value, enum.Enum):
        return str(value.value)
    if isinstance(value, tuple):
        return " ".join(item.code if isinstance(item, Card) else str(item) for item in value)
    if isinstance(value, Fraction):  # rounded half to even: -38/5 is "-7.600000"
        scaled = round(value * 10**PLACES)
        units, part = divmod(abs(scaled), 10**PLACES)
        return f"{'-' if scaled < 0 else ''}{units}.{part:0{PLACES}d}"
    return str(value)


def card_codes(cards: tuple[Card, ...]) -> str:
    """The cards as stored: ``"As 10d Kc"``."""
    return " ".join(card.code for card in cards)


def odds_values(odds: HandOdds | None) -> tuple[int | None, str | None, str | None]:
    """``max_raise, ev_stand, ev_raise`` as stored (an expectation as ``"-38/5"``)."""
    if odds is None:
        return None, None, None
    stand, raised = (f"{ev.numerator}/{ev.denominator}" for ev in (odds.ev_stand, odds.ev_raise))
    return odds.max_raise, stand, raised


def _unless_null(read: Callable[[Any], object]) -> Callable[[object], object]:
    return lambda value: None if value is None else read(value)


@dataclass(frozen=True)
class Column:
    """One column of ``hands``, holding the field or property of :class:`HandRecord` of the same name: ``sql``, its
    type as created ("" for a column of the CSV only); ``since``, the format that added it; ``of_hand``, the value an
    engine hand gives it (None: written otherwise); ``csv``, its header in the export (None: not exported); ``read``,
    how the record's field is made of the checked stored value (None: it is the value)."""

    name: str
    sql: str
    since: int = 1
    of_hand: Callable[[Hand], object] | None = None
    csv: str | None = None
    read: Callable[[object], object] | None = None
    #: What of the record the CSV shows (None if not exported).
    shows: Callable[[HandRecord], object] | None = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "shows", None if self.csv is None else operator.attrgetter(self.name))


#: Every column of ``hands``, in the order a new file creates them (and the CSV shows the exported ones).
HAND_COLUMNS: tuple[Column, ...] = (
    Column("bet_id", "INTEGER PRIMARY KEY", 1, lambda h: h.bet_id, "bet_id"),
    Column("slip_id", "INTEGER NOT NULL", 1, lambda h: h.slip_id, "slip_id"),
    Column("status", "TEXT NOT NULL CHECK (status IN ('open', 'settled', 'recovered'))", read=HandStatus),
    Column("opened_at", "TEXT NOT NULL", read=parse_time),
    Column("settled_at", "TEXT", csv="settled_at", read=_unless_null(parse_time)),
    Column("rules_name", "TEXT NOT NULL", 1, lambda h: h.rules_name, "table"),
    Column("cards", "TEXT NOT NULL", 1, lambda h: card_codes(h.cards), "cards", parse_cards),
    Column("spread", "INTEGER", 1, lambda h: h.spread, "spread"),
    Column("kind", "TEXT", 1, lambda h: None if h.kind is None else h.kind.value, "kind", _unless_null(HandKind)),
    Column("wager", "INTEGER NOT NULL CHECK (wager > 0)", 1, lambda h: h.wager, "wager"),
    Column("raised", "INTEGER NOT NULL DEFAULT 0 CHECK (raised >= 0)", 1, lambda h: h.raised, "raised"),
    Column("net", "INTEGER", 1, lambda h: h.net, "net"),
    Column("balance_after", "INTEGER", 1, lambda h: h.balance_after, "balance_after"),
    Column("shuffle_id", "TEXT NOT NULL DEFAULT ''", 1, lambda h: h.shuffle_id),
    Column("decision", "TEXT", 3, lambda h: None if h.play is None else h.play.value, "decision", _unless_null(Play)),
    Column("best_decision", "", csv="best_decision"),
    Column("ev_lost", "", csv="ev_lost"),
    Column("max_raise", "INTEGER", 3, lambda h: odds_values(h.odds)[0]),
    Column("ev_stand", "TEXT", 3, lambda h: odds_values(h.odds)[1]),
    Column("ev_raise", "TEXT", 3, lambda h: odds_values(h.odds)[2]),
    Column("seal", "TEXT", 4, lambda h: h.seal, "shuffle_fingerprint"),
    Column("seed", "TEXT", 4, csv="shuffle_seed"),
    Column("decks", "INTEGER", 4, lambda h: None if h.seal is None else h.decks, "shoe_decks"),
    Column("positions", "TEXT", 4, lambda h: None if h.seal is None else " ".join(map(str, h.positions)),
           "card_positions", lambda text: () if text is None else tuple(int(number) for number in str(text).split())),
    Column("finish_seal", "TEXT", 4, csv="finish_fingerprint"),
    Column("finish_seed", "TEXT", 4, csv="finish_seed"),
    Column("player_seed", "TEXT", 5, lambda h: h.player_seed, "player_seed"),
    Column("shuffle_number", "INTEGER", 5, lambda h: h.shuffle_number, "shuffle_number"),
    Column("finish_shuffle_number", "INTEGER", 5, csv="finish_shuffle_number"),
    Column("next_seal", "TEXT", 5, csv="next_fingerprint"),
    Column("finish_next_seal", "TEXT", 5, csv="finish_next_fingerprint"),
    Column("pay_table", "TEXT", 5, lambda h: h.pay_table or None, "pay_table"),
    Column("raise_rule", "TEXT", 5, lambda h: h.raise_rule or None, "raise_rule"),
    Column("chain", "TEXT", 5, csv="chain"),
    Column("new_run", "INTEGER", 5, csv="new_run"),
)
STORED = tuple(column for column in HAND_COLUMNS if column.sql)
#: ``CREATE TABLE hands`` of the current format.
CREATE_HANDS = "CREATE TABLE hands (\n    " + ",\n    ".join(f"{c.name} {c.sql}" for c in STORED) + "\n)"
#: The record's fields taken as stored (not the odds': they make one), and those converted.
_AS_STORED = tuple(c.name for c in STORED if c.read is None and c.name in HandRecord.__dataclass_fields__)
_CONVERTED = tuple((column.name, column.read) for column in STORED if column.read is not None)
#: The CSV's header, in order (columns were only ever added at the end).
CSV_COLUMNS = tuple(column.csv for column in HAND_COLUMNS if column.csv is not None)


def columns_since(version: int) -> tuple[Column, ...]:
    """The stored columns the ledger format ``version`` added."""
    return tuple(column for column in STORED if column.since == version)


def add_columns(conn: sqlite3.Connection, version: int) -> None:
    """The upgrade step's share for ``hands``: add the columns of format ``version``."""
    for column in columns_since(version):
        conn.execute(f"ALTER TABLE hands ADD COLUMN {column.name} {column.sql}")


def hand_values(hand: Hand) -> dict[str, object]:
    """The stored values an engine hand gives its row (see :attr:`Column.of_hand`)."""
    return {column.name: column.of_hand(hand) for column in STORED if column.of_hand is not None}


def rules_for(name: str, lookup: Callable[[str], Rules] | None = None) -> Rules:
    """The rules of a recorded table: by ``lookup`` (which may know custom tables), else the presets."""
    try:
        return lookup(name) if lookup is not None else Rules.preset(name)
    except (KeyError, TypeError, ValueError):  # an InvalidRulesError is a ValueError
        logger.warning("The table %r is unknown; using the Atlantic City pay table.", name)
        return Rules.preset("atlantic-city")


def settle_as_stand(rules: Rules, cards: tuple[Card, ...], wager: int) -> int:
    """The net of a spread hand finished as a stand with these three cards."""
    return settle(rules, tuple(int(card.rank) for card in cards), wager, 0)


_KINDS = tuple(kind.value for kind in HandKind)
_STATUSES = tuple(status.value for status in HandStatus)


def _quoted(values: tuple[str, ...]) -> str:
    return ", ".join(f"'{value}'" for value in values)


def _shape_holds(row: Row) -> bool:
    kind, spread = row["kind"], row["spread"]
    if kind == HandKind.SPREAD.value:
        return within(spread, 1, MAX_SPREAD)
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
         f"((kind = 'spread' AND typeof(spread) = 'integer' AND spread BETWEEN 1 AND {MAX_SPREAD}) "
         f"OR (kind IN ({_quoted(_KINDS)}) AND kind != 'spread' AND spread IS NULL AND raised = 0))"),
)

#: The rules of a settled or recovered hand besides :data:`HAND_RULES`.
FINISHED_HAND_RULES: tuple[Rule, ...] = (
    time_rule("its settlement time cannot be read", "settled_at"),
    whole_rule("its result or balance is not a whole number of credits", ("net", -MAX_CREDITS, MAX_CREDITS),
               ("balance_after", 0, MAX_CREDITS)),
)

#: Below any Bet ID: with it, :data:`SUSPECT_HANDS` looks at every row.
UNCHECKED = -(2**63)
#: The hand rows to read in full as the ledger opens: every open hand (by their index), and every finished one
#: after the Bet ID given (those before were checked at an earlier start) that breaks a rule SQLite can check.
SUSPECT_HANDS = ("SELECT * FROM hands WHERE status = 'open' OR (bet_id > ? AND NOT coalesce(\n    "
                 + "\n    AND ".join(f"({rule.sql})" for rule in HAND_RULES + FINISHED_HAND_RULES) + ", 0))")


@guarded
def read_hand_row(row: Row) -> HandRecord:
    """The record of a stored ``hands`` row, every value checked; raises :class:`RowProblem` if it cannot be trusted."""
    for rule in HAND_RULES:
        refuse_if(not rule.holds(row), rule.problem)
    # A column an older format lacked (a row of a test, never one of an upgraded file) reads as NULL.
    names = set(row.keys())
    stored = {column.name: row[column.name] if column.name in names else None for column in STORED}
    status = HandStatus(stored["status"])
    try:
        cards = parse_cards(stored["cards"])
    except ValueError:
        raise RowProblem("its cards cannot be read") from None
    wager, raised = stored["wager"], stored["raised"]
    assert whole(wager) and whole(raised)  # HAND_RULES
    refuse_if(len(cards) < 2, "it has fewer than two cards")
    kind = classify(int(cards[0].rank), int(cards[1].rank))
    refuse_if(stored["kind"] != kind.value, "its kind does not match its cards")
    spread = spread_between(int(cards[0].rank), int(cards[1].rank)) if kind is HandKind.SPREAD else None
    refuse_if(stored["spread"] != spread, "its spread does not match its cards")
    refuse_if(kind is not HandKind.SPREAD and raised, "only a spread can be raised")
    if status is HandStatus.OPEN:
        refuse_if(stored["settled_at"] is not None, "it is open but has a settlement time")
        refuse_if(kind is not HandKind.SPREAD or len(cards) != 2 or raised or stored["net"] is not None
                  or stored["balance_after"] is not None, "it is open but not a spread waiting for a decision")
    else:
        for rule in FINISHED_HAND_RULES:
            refuse_if(not rule.holds(row), rule.problem)
        refuse_if(len(cards) != (2 if kind is HandKind.CONSECUTIVE else 3), "it has the wrong number of cards")
    try:
        play = None if stored["decision"] is None else Play(stored["decision"])
    except ValueError:
        raise RowProblem("its decision is unknown") from None
    max_raise, ev_stand, ev_raise = (stored[name] for name in ("max_raise", "ev_stand", "ev_raise"))
    try:
        odds = None if max_raise is None and ev_stand is None and ev_raise is None else HandOdds(
            parse_fraction(ev_stand), parse_fraction(ev_raise), max_raise if credits(max_raise) else -1)
    except (ValueError, TypeError, ZeroDivisionError):
        raise RowProblem("its odds cannot be read") from None
    if play is not None:
        refuse_if(status is HandStatus.OPEN, "it is open but has a decision")
        refuse_if(kind is not HandKind.SPREAD and play is not Play.NONE, "it has a decision but nothing to decide")
        refuse_if(kind is HandKind.SPREAD and play is Play.NONE, "its spread has no decision")
        refuse_if((play is Play.RAISE) != (raised > 0), "its decision does not match its raise")
    if odds is not None:
        refuse_if(odds.max_raise > wager * MAX_RAISE_MULTIPLE or (kind is not HandKind.SPREAD and odds.max_raise),
                  "its largest raise is not one the table allows")
        refuse_if(raised > odds.max_raise, "its raise is larger than the raise allowed")
        bound = (wager + odds.max_raise) * 100
        refuse_if(abs(odds.ev_stand) > bound or abs(odds.ev_raise) > bound, "its odds are out of range")
    check_seal_columns(stored, len(cards), status is HandStatus.RECOVERED, status is HandStatus.OPEN)
    fields: dict[str, Any] = {name: stored[name] for name in _AS_STORED}
    fields.update((name, read(stored[name])) for name, read in _CONVERTED)
    return HandRecord(**fields, odds=odds)
