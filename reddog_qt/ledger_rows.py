"""The ledger's rows: the hand history records and how a stored row becomes one.

Kept apart from :mod:`reddog_qt.ledger` (the store and its transactions) so both
stay small; nothing here touches the database file.
"""

from __future__ import annotations

import contextlib
import enum
import logging
import sqlite3
from dataclasses import dataclass
from datetime import datetime

from reddog_qt.engine import Card, HandKind, Outcome, Rules, settle
from reddog_qt.engine.errors import InvalidRulesError
from reddog_qt import tables

logger = logging.getLogger("reddog_qt.ledger")

#: The pay table used to finish an interrupted hand whose table is unknown.
FALLBACK_RULES = "atlantic-city"


class HandStatus(enum.Enum):
    """Where a recorded hand stands."""

    OPEN = "open"
    """A spread hand waiting for raise or stand (or interrupted, until :meth:`Ledger.recover`)."""
    SETTLED = "settled"
    """Played to the end and paid."""
    RECOVERED = "recovered"
    """Interrupted, then finished at start-up as a stand."""


@dataclass(frozen=True)
class HandRecord:
    """One row of the hand history."""

    bet_id: int
    slip_id: int
    status: HandStatus
    opened_at: datetime
    settled_at: datetime | None
    rules_name: str
    #: The cards shown, in the order dealt (two for an open hand).
    cards: tuple[Card, ...]
    #: The hidden third card of an open hand, else None.
    third_card: Card | None
    spread: int | None
    kind: HandKind | None
    wager: int
    raised: int
    net: int | None
    balance_after: int | None
    shuffle_id: str

    @property
    def stake(self) -> int:
        """Wager plus raise."""
        return self.wager + self.raised

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


def card_codes(cards: tuple[Card, ...]) -> str:
    return " ".join(card.code for card in cards)


def kind_text(kind: HandKind | None) -> str | None:
    return None if kind is None else kind.value


def parse_cards(text: str | None) -> tuple[Card, ...]:
    return tuple(Card.from_code(code) for code in (text or "").split())


def readable_cards(text: str | None) -> tuple[Card, ...]:
    """The cards of a stored row, skipping any code that cannot be read (so history never fails)."""
    cards: list[Card] = []
    for code in (text or "").split():
        with contextlib.suppress(ValueError):
            cards.append(Card.from_code(code))
    return tuple(cards)


def rules_for(name: str) -> Rules:
    """The rules of the table a hand was played at: a preset, a registered custom table, else the fallback."""
    try:
        return Rules.preset(name)
    except InvalidRulesError:
        custom = tables.lookup(name)
        if custom is not None:
            return custom
        logger.warning("The table %r is unknown; using the %s pay table.", name, FALLBACK_RULES)
        return Rules.preset(FALLBACK_RULES)


def finish_as_stand(row: sqlite3.Row) -> tuple[str, int, str]:
    """The cards, net and a note for an open hand finished as a stand (or voided if unreadable)."""
    try:
        shown = parse_cards(row["cards"])
        third = Card.from_code(row["third_card"] or "")
        cards = shown + (third,)
        net = settle(rules_for(row["rules_name"]), tuple(int(c.rank) for c in cards), row["wager"], 0)
    except (ValueError, TypeError) as error:
        return row["cards"], 0, f"its cards could not be read ({error}), so the wager was returned."
    return card_codes(cards), net, f"finished as a stand: {card_codes(cards)}."


def record_from_row(row: sqlite3.Row) -> HandRecord:
    settled_at = row["settled_at"]
    return HandRecord(
        bet_id=row["bet_id"],
        slip_id=row["slip_id"],
        status=HandStatus(row["status"]),
        opened_at=datetime.fromisoformat(row["opened_at"]),
        settled_at=None if settled_at is None else datetime.fromisoformat(settled_at),
        rules_name=row["rules_name"],
        cards=readable_cards(row["cards"]),
        third_card=next(iter(readable_cards(row["third_card"])), None),
        spread=row["spread"],
        kind=None if row["kind"] is None else HandKind(row["kind"]),
        wager=row["wager"],
        raised=row["raised"],
        net=row["net"],
        balance_after=row["balance_after"],
        shuffle_id=row["shuffle_id"],
    )
