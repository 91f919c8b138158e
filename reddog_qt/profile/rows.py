"""The ledger's rows: hand-history records and how their stored values are written and read.

Kept apart from :mod:`reddog_qt.profile.ledger` (the store and its transactions)
so both stay small; nothing here touches the database file. Whether a stored row can be
trusted is decided in one place, :mod:`reddog_qt.profile.row_checks`, which every reader uses.
"""

from __future__ import annotations

import enum
import logging
import re
import sqlite3
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from fractions import Fraction
from typing import TypeGuard

from reddog_qt.engine import Card, HandKind, HandOdds, Outcome, Play, Rules, settle
from reddog_qt.engine.errors import InvalidRulesError

logger = logging.getLogger("reddog_qt.profile.ledger")

#: The pay table used to finish an interrupted hand whose table is unknown.
FALLBACK_RULES = "atlantic-city"
#: Credits a stored amount may hold at most (far above any bankroll; keeps arithmetic exact and small).
MAX_CREDITS = 10**15
#: The longest text a stored name or id may have.
MAX_TEXT = 200
#: The hands columns of format 3: the decision and the exact odds at it.
ODDS_COLUMNS = ("decision", "max_raise", "ev_stand", "ev_raise")
#: The hands columns of format 4: the sealed shuffle each hand came from (see :mod:`reddog_qt.engine.sealed`).
SEAL_COLUMNS = ("seal", "seed", "decks", "positions", "finish_seal", "finish_seed")
#: The ``seed`` of a shuffle whose seed was lost unrevealed when the game stopped.
ABANDONED = "abandoned"
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
    #: The fingerprint of the sealed shuffle the cards came from; None for hands before sealed shuffles.
    seal: str | None = None
    #: That shuffle's seed once revealed, :data:`ABANDONED` if it was lost unrevealed, None while in play.
    seed: str | None = None
    #: Decks in the shoe of that shuffle.
    decks: int | None = None
    #: Each card's position in that shuffle's order (the first two only, for a hand finished after an interruption).
    positions: tuple[int, ...] = ()
    #: A hand finished after an interruption: the fingerprint and seed of the shuffle its third card came from.
    finish_seal: str | None = None
    finish_seed: str | None = None

    @property
    def seal_state(self) -> str:
        """``"unsealed"`` (before sealed shuffles), ``"sealed"`` (seed not revealed yet), ``"revealed"`` or
        ``"abandoned"``."""
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
        moment = moment.replace(tzinfo=UTC)
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


def stored_column(row: Mapping[str, object] | sqlite3.Row, name: str) -> object:
    """The value of column ``name`` of a stored row, None if the row has no such column (an older format)."""
    return row[name] if name in row.keys() else None  # noqa: SIM118 (sqlite3.Row has no __contains__ on names)


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
