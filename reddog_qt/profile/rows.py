"""The ledger's rows: hand-history records, how a stored row is checked, and how it becomes a record.

Kept apart from :mod:`reddog_qt.profile.ledger` (the store and its transactions)
so both stay small; nothing here touches the database file. Every value read from
the file is checked here before the program relies on it (:func:`hand_row_problem`):
a file edited by hand or damaged on disk must never crash the game.
"""

from __future__ import annotations

import enum
import logging
import re
import sqlite3
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime, timezone
from fractions import Fraction
from typing import TypeGuard

from reddog_qt.engine import (MAX_BET_ID, Card, HandKind, HandOdds, Outcome, Play, Rules, classify, settle,
                              spread_between)
from reddog_qt.engine.errors import InvalidRulesError
from reddog_qt.engine.rules import MAX_RAISE_MULTIPLE

logger = logging.getLogger("reddog_qt.profile.ledger")

#: The pay table used to finish an interrupted hand whose table is unknown.
FALLBACK_RULES = "atlantic-city"
#: Credits a stored amount may hold at most (far above any bankroll; keeps arithmetic exact and small).
MAX_CREDITS = 10**15
#: The longest text a stored name or id may have.
MAX_TEXT = 200
#: The hands columns of format 3: the decision and the exact odds at it.
ODDS_COLUMNS = ("decision", "max_raise", "ev_stand", "ev_raise")
_FRACTION = re.compile(r"(-?\d{1,40})/(\d{1,40})")
#: Cards by their stored code, filled as codes are read (a history holds the same 52 codes again and again).
_CARDS: dict[str, Card] = {}


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
    """One row of the hand history."""

    bet_id: int
    slip_id: int
    status: HandStatus
    opened_at: datetime
    settled_at: datetime | None
    rules_name: str
    #: The cards dealt, in order (two for an open hand: its third card is not drawn yet).
    cards: tuple[Card, ...]
    spread: int | None
    kind: HandKind | None
    wager: int
    raised: int
    net: int | None
    balance_after: int | None
    shuffle_id: str
    #: Raise, stand, or none (a pair or a consecutive hand); None while open or if not recorded.
    decision: Play | None = None
    #: The exact odds when the two cards showed; None if not recorded (hands before format 3).
    odds: HandOdds | None = None

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
        if self.odds is None or self.status is HandStatus.OPEN:
            return None
        return self.odds.expected_net(self.raised)

    @property
    def ev_lost(self) -> Fraction | None:
        """Credits the decision gave away in expectation against the best play; None if unknown."""
        if self.odds is None or self.status is HandStatus.OPEN:
            return None
        return self.odds.ev_lost(self.raised)

    @property
    def outcome(self) -> Outcome | None:
        """Win, push or loss once finished, else None."""
        return Outcome.of(self.net)


@dataclass(frozen=True)
class LedgerTotals:
    """Lifetime figures over finished (settled or recovered) hands."""

    hands: int
    #: Wagers plus raises.
    wagered: int
    net: int


@dataclass(frozen=True)
class BankrollEvent:
    """A new game: the bankroll was set to ``balance`` (it was ``previous_balance``)."""

    time: datetime
    balance: int
    previous_balance: int | None
    #: The Bet ID the next hand got (None for new games recorded before format 3).
    next_bet_id: int | None = None


# --- conversions ------------------------------------------------------------------


def card_codes(cards: tuple[Card, ...]) -> str:
    return " ".join(card.code for card in cards)


def kind_text(kind: HandKind | None) -> str | None:
    return None if kind is None else kind.value


def parse_cards(text: object) -> tuple[Card, ...]:
    """The cards of a stored ``cards`` value; raises ValueError if any code cannot be read."""
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        raise ValueError("the cards are not text")
    cards = []
    for code in text.split():
        card = _CARDS.get(code)
        if card is None:
            card = Card.from_code(code)
            if len(_CARDS) < 1000:
                _CARDS[code] = card
        cards.append(card)
    return tuple(cards)


def whole(value: object) -> TypeGuard[int]:
    """A stored whole number (not a bool, a float or text)."""
    return isinstance(value, int) and not isinstance(value, bool)


def credits(value: object, lowest: int = 0) -> TypeGuard[int]:
    """A stored amount of credits: a whole number from ``lowest`` to :data:`MAX_CREDITS`."""
    return whole(value) and lowest <= value <= MAX_CREDITS


def parse_time(value: object) -> datetime:
    """A stored ISO 8601 time, made aware (UTC if it has no offset); raises ValueError if unreadable."""
    if not isinstance(value, str) or len(value) > 64:
        raise ValueError("the time is not text")
    moment = datetime.fromisoformat(value)
    if moment.tzinfo is None or moment.utcoffset() is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment


def rules_for(name: str, lookup: Callable[[str], Rules] | None = None) -> Rules:
    """The rules of a recorded table: by ``lookup`` (which may know custom tables), else the presets."""
    try:
        if lookup is not None:
            return lookup(name)
        return Rules.preset(name)
    except (InvalidRulesError, KeyError, TypeError, ValueError):
        logger.warning("The table %r is unknown; using the %s pay table.", name, FALLBACK_RULES)
        return Rules.preset(FALLBACK_RULES)


# --- the odds columns -----------------------------------------------------------------


def fraction_text(value: Fraction) -> str:
    """An exact expectation as stored: ``"-38/5"``."""
    return f"{value.numerator}/{value.denominator}"


def parse_fraction(value: object) -> Fraction:
    """A stored expectation; raises ValueError if it is not one Red Dog wrote."""
    match = _FRACTION.fullmatch(value) if isinstance(value, str) else None
    if match is None:
        raise ValueError("an expectation is not a fraction")
    result = Fraction(int(match[1]), int(match[2]))
    if abs(result) > MAX_CREDITS:
        raise ValueError("an expectation is out of range")
    return result


def odds_values(odds: HandOdds | None) -> tuple[int | None, str | None, str | None]:
    """``max_raise, ev_stand, ev_raise`` as stored."""
    if odds is None:
        return None, None, None
    return odds.max_raise, fraction_text(odds.ev_stand), fraction_text(odds.ev_raise)


def odds_of(row: Mapping[str, object] | sqlite3.Row) -> HandOdds | None:
    """The odds stored in a row (None if not recorded); raises ValueError if they cannot be read."""
    values = [row[name] for name in ("max_raise", "ev_stand", "ev_raise")]
    if all(value is None for value in values):
        return None
    max_raise, ev_stand, ev_raise = values
    if not credits(max_raise):
        raise ValueError("the largest raise is not a whole number of credits")
    return HandOdds(parse_fraction(ev_stand), parse_fraction(ev_raise), max_raise)


def decision_of(row: Mapping[str, object] | sqlite3.Row) -> Play | None:
    """The stored decision, or None if not recorded; raises ValueError for an unknown one."""
    value = row["decision"]
    return None if value is None else Play(value)


def odds_problem(row: Mapping[str, object] | sqlite3.Row, kind: HandKind, is_open: bool) -> str | None:
    """Why the decision and odds of a hands row cannot be trusted, or None (the rest of the row is sound)."""
    try:
        play = decision_of(row)
    except ValueError:
        return "its decision is unknown"
    try:
        odds = odds_of(row)
    except (ValueError, TypeError, ZeroDivisionError):
        return "its odds cannot be read"
    wager, raised = row["wager"], row["raised"]
    assert whole(wager) and whole(raised)
    if is_open:
        if play is not None:
            return "it is open but has a decision"
    elif play is not None:
        if kind is not HandKind.SPREAD and play is not Play.NONE:
            return "it has a decision but nothing to decide"
        if kind is HandKind.SPREAD and play is Play.NONE:
            return "its spread has no decision"
        if (play is Play.RAISE) != (raised > 0):
            return "its decision does not match its raise"
    if odds is not None:
        if odds.max_raise > wager * MAX_RAISE_MULTIPLE or (kind is not HandKind.SPREAD and odds.max_raise):
            return "its largest raise is not one the table allows"
        if raised > odds.max_raise:
            return "its raise is larger than the raise allowed"
        bound = (wager + odds.max_raise) * 100
        if abs(odds.ev_stand) > bound or abs(odds.ev_raise) > bound:
            return "its odds are out of range"
    return None



# --- checking stored rows -----------------------------------------------------------------


def hand_row_problem(row: Mapping[str, object] | sqlite3.Row) -> str | None:
    """Why a stored ``hands`` row cannot be trusted, in a few words, or None if every value is sound.

    Every column is checked: types and ranges, that the Slip ID belongs to the Bet ID,
    that the cards make the recorded kind and spread, that only a spread is raised, and
    that an open hand is a spread with two cards and no result.
    """
    try:
        return _hand_row_problem(row)
    except (ValueError, TypeError, OverflowError, KeyError, IndexError) as error:
        return f"a value cannot be read ({error})"


def _hand_row_problem(row: Mapping[str, object] | sqlite3.Row) -> str | None:
    bet_id, slip_id = row["bet_id"], row["slip_id"]
    if not whole(bet_id) or not 1 <= bet_id <= MAX_BET_ID:
        return "its Bet ID is not a Bet ID"
    if slip_id != bet_id // 100 * 100:
        return "its Slip ID does not belong to its Bet ID"
    try:
        status = HandStatus(row["status"])
    except ValueError:
        return "its status is unknown"
    parse_time(row["opened_at"])
    if status is not HandStatus.OPEN:
        parse_time(row["settled_at"])
    elif row["settled_at"] is not None:
        return "it is open but has a settlement time"
    name = row["rules_name"]
    if not isinstance(name, str) or not name or len(name) > MAX_TEXT:
        return "its table is not named"
    shuffle_id = row["shuffle_id"]
    if not isinstance(shuffle_id, str) or len(shuffle_id) > MAX_TEXT:
        return "its shuffle id is not text"
    cards = parse_cards(row["cards"])
    wager, raised = row["wager"], row["raised"]
    if not credits(wager, 1) or not credits(raised):
        return "its wager or raise is not a whole number of credits"
    if len(cards) < 2:
        return "it has fewer than two cards"
    kind = classify(int(cards[0].rank), int(cards[1].rank))
    if row["kind"] != kind.value:
        return "its kind does not match its cards"
    expected_spread = spread_between(int(cards[0].rank), int(cards[1].rank)) if kind is HandKind.SPREAD else None
    if row["spread"] != expected_spread:
        return "its spread does not match its cards"
    if kind is not HandKind.SPREAD and raised:
        return "only a spread can be raised"
    if raised > wager * MAX_RAISE_MULTIPLE:  # a custom table may allow up to MAX_RAISE_MULTIPLE times the wager
        return "its raise is larger than any table allows"
    if status is HandStatus.OPEN:
        if kind is not HandKind.SPREAD or len(cards) != 2 or raised or row["net"] is not None \
                or row["balance_after"] is not None:
            return "it is open but not a spread waiting for a decision"
        return odds_problem(row, kind, is_open=True)
    net, balance_after = row["net"], row["balance_after"]
    if not whole(net) or not credits(balance_after):
        return "its result or balance is not a whole number of credits"
    if len(cards) != (2 if kind is HandKind.CONSECUTIVE else 3):
        return "it has the wrong number of cards"
    return odds_problem(row, kind, is_open=False)


def record_from_row(row: Mapping[str, object] | sqlite3.Row) -> HandRecord:
    """A history record from a row that :func:`hand_row_problem` passed."""
    settled_at = row["settled_at"]
    cards = parse_cards(row["cards"])
    kind_value = row["kind"]
    return HandRecord(
        bet_id=int(row["bet_id"]),  # type: ignore[arg-type]
        slip_id=int(row["slip_id"]),  # type: ignore[arg-type]
        status=HandStatus(row["status"]),
        opened_at=parse_time(row["opened_at"]),
        settled_at=None if settled_at is None else parse_time(settled_at),
        rules_name=str(row["rules_name"]),
        cards=cards,
        spread=row["spread"] if whole(row["spread"]) else None,
        kind=None if kind_value is None else HandKind(kind_value),
        wager=int(row["wager"]),  # type: ignore[arg-type]
        raised=int(row["raised"]),  # type: ignore[arg-type]
        net=row["net"] if whole(row["net"]) else None,
        balance_after=row["balance_after"] if whole(row["balance_after"]) else None,
        shuffle_id=str(row["shuffle_id"]),
        decision=decision_of(row),
        odds=odds_of(row),
    )


def bankroll_event_problem(row: Mapping[str, object] | sqlite3.Row) -> str | None:
    """Why a stored ``bankroll_events`` row cannot be trusted, or None."""
    next_bet_id = row["next_bet_id"] if "next_bet_id" in row.keys() else None
    if next_bet_id is not None and not (whole(next_bet_id) and 1 <= next_bet_id <= MAX_BET_ID + 1):
        return "its Bet ID is not a Bet ID"
    try:
        parse_time(row["time"])
    except (ValueError, TypeError, OverflowError):
        return "its time cannot be read"
    if not credits(row["balance"]):
        return "its bankroll is not a whole number of credits"
    previous = row["previous_balance"]
    if previous is not None and not credits(previous):
        return "its previous balance is not a whole number of credits"
    return None


def settle_as_stand(rules: Rules, cards: tuple[Card, ...], wager: int) -> int:
    """The net of a spread hand finished as a stand with these three cards."""
    return settle(rules, tuple(int(card.rank) for card in cards), wager, 0)


def shown_value(value: object) -> str:
    """A stored value as short text for the record of a row set aside (bytes as hex, long text cut)."""
    if isinstance(value, bytes):
        text = "x'" + value[:32].hex() + ("..." if len(value) > 32 else "") + "'"
    elif isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 200:
        text = "(a number too large to show)"
    else:
        text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."
