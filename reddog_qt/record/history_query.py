"""The record's questions to the ledger, in SQL: pages of hands, the history's summary, counting in steps.

Hand History never holds the whole history: it reads a page of Bet IDs at a time, newest first, by keyset
(:func:`hand_page`), and reads and checks in full only the hands of a slip as they are shown
(:func:`slip_hands`). Totals are counted a :data:`STEP` of Bet IDs at a time (:class:`StepCount`), each step
one short query grouped in SQL, so a long history is counted between the window's frames. Only finished
hands count in the figures. No Qt here.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import NamedTuple

from reddog_qt.engine.seal_verdict import SealedHand
from reddog_qt.profile.events import BankrollEvent, TableEvent
from reddog_qt.profile.rows import HandRecord, read_hand_row
from reddog_qt.profile.values import RowProblem

log = logging.getLogger(__name__)

#: Reads rows: ``Ledger.store.read`` (SQL and its parameters).
Read = Callable[[str, tuple[object, ...]], list[sqlite3.Row]]
#: Bet IDs counted in one step of a count (a few milliseconds: a step runs between two frames).
STEP = 2_000
#: Bet IDs few enough to count at once, before a dialog opens.
AT_ONCE = 500
#: The finished hands.
FINISHED = "status != 'open' AND net IS NOT NULL"
#: A hand's time as the history shows it: when it was settled, else when it was dealt.
HAND_TIME = "julianday(coalesce(settled_at, opened_at))"


class StepCount:
    """A count over the Bet IDs from ``low`` on (None: every hand), :attr:`span` at a time, oldest first."""

    def __init__(self, read: Read, low: int | None = None) -> None:
        self._read = read
        # Two queries: SQLite finds a lone min() or max() of the key in the index, both at once by reading every row.
        ((lowest,),) = read("SELECT min(bet_id) FROM hands", ())
        ((highest,),) = read("SELECT max(bet_id) FROM hands", ())
        self.low, self.high = (0, -1) if lowest is None else (max(int(lowest), low or int(lowest)), int(highest))
        self.span = STEP
        self._next = self.low

    def _count(self, first: int, end: int) -> None:
        """Count the hands with ``first <= bet_id < end``: each kind of count has its own."""
        raise NotImplementedError

    def step(self) -> bool:
        """Count the next step of Bet IDs; True when every hand is counted."""
        if not self.done:
            first, self._next = self._next, self._next + self.span
            self._count(first, self._next)
        return self.done

    @property
    def done(self) -> bool:
        """True once every hand is counted."""
        return self._next > self.high

    @property
    def short(self) -> bool:
        """True if the hands to count are few enough to count at once (:data:`AT_ONCE` Bet IDs)."""
        return self.high - self.low < AT_ONCE

    @property
    def progress(self) -> float:
        """How much is counted, 0 to 1."""
        return 1.0 if self.done else (self._next - self.low) / max(self.high - self.low + 1, 1)


# --- Hand History -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class HistoryFilter:
    """What Hand History shows: hands at the table ``rules_name`` ("" for every table) whose time lies in
    ``[start, end)`` (None: no bound)."""

    rules_name: str = ""
    start: datetime | None = None
    end: datetime | None = None

    def sql(self, low: int | None = None, below: int | None = None) -> tuple[str, tuple[object, ...]]:
        """The filter, with Bet IDs from ``low`` and below ``below`` (None: no bound), as an SQL condition on
        ``hands`` and its parameters."""
        terms = [(term, value) for term, value in (
            ("bet_id >= ?", low), ("bet_id < ?", below), ("rules_name = ?", self.rules_name or None),
            (f"{HAND_TIME} >= julianday(?)", self.start and self.start.isoformat()),
            (f"{HAND_TIME} < julianday(?)", self.end and self.end.isoformat())) if value is not None]
        return " AND ".join(term for term, _ in terms) or "1", tuple(value for _, value in terms)


class PageHand(NamedTuple):
    """A hand of a page: enough to place it in its Slip ID and add up the slip (read in full when shown)."""

    bet_id: int
    net: int | None


def hand_page(read: Read, below: int | None, shown: HistoryFilter, size: int) -> list[PageHand]:
    """Up to ``size`` hands the filter lets through with a Bet ID below ``below`` (None: the newest), newest first."""
    condition, values = shown.sql(below=below)
    rows = read(f"SELECT bet_id, net FROM hands WHERE {condition} ORDER BY bet_id DESC LIMIT ?", (*values, size))
    return [PageHand(int(row[0]), row[1] if isinstance(row[1], int) else None) for row in rows]


def slip_hands(read: Read, slip_id: int, shown: HistoryFilter, below: int | None = None,
               limit: int = 100) -> tuple[list[HandRecord], list[int]]:
    """Up to ``limit`` hands of one Slip ID the filter lets through, below Bet ID ``below`` (None: from its
    newest), newest first, each read and checked in full; and the Bet IDs of the rows among them that cannot
    be trusted (left out: the ledger sets them aside when it reads them)."""
    condition, values = shown.sql(slip_id, slip_id + 100 if below is None else min(below, slip_id + 100))
    rows = read(f"SELECT * FROM hands WHERE {condition} ORDER BY bet_id DESC LIMIT ?", (*values, limit))
    records, damaged = [], []
    for row in rows:
        try:
            records.append(read_hand_row(row))
        except RowProblem as problem:
            log.warning("Bet ID %s cannot be shown: %s", row["bet_id"], problem)
            damaged.append(row["bet_id"])
    return records, damaged


@dataclass
class HistorySummary:
    """The whole history in a few figures: finished hands, wagered and net; the tables played; the first and
    last time a hand was dealt or settled (Julian days, None for an empty history)."""

    hands: int = 0
    wagered: int = 0
    net: int = 0
    tables: set[str] = field(default_factory=set)
    first: float | None = None
    last: float | None = None


class HistoryCount(StepCount):
    """Hand History's :class:`HistorySummary`, counted a step at a time."""

    def __init__(self, read: Read) -> None:
        super().__init__(read)
        self.summary = HistorySummary()

    def _count(self, first: int, end: int) -> None:
        summary = self.summary
        for name, hands, wagered, net, earliest, latest in self._read(
                f"SELECT rules_name, count(CASE WHEN status != 'open' THEN 1 END), "
                f"sum(CASE WHEN status != 'open' THEN wager + raised ELSE 0 END), "
                f"sum(CASE WHEN status != 'open' THEN coalesce(net, 0) ELSE 0 END), min({HAND_TIME}), "
                f"max({HAND_TIME}) FROM hands WHERE bet_id >= ? AND bet_id < ? GROUP BY rules_name", (first, end)):
            summary.hands += hands
            summary.wagered += wagered
            summary.net += net
            summary.tables.add(str(name))
            if earliest is not None:
                summary.first = earliest if summary.first is None else min(summary.first, earliest)
                summary.last = latest if summary.last is None else max(summary.last, latest)


@dataclass(frozen=True)
class Marker:
    """A New Game or a change of table, placed just before the hand ``position``."""

    position: int
    time: datetime
    new_game: BankrollEvent | None = None
    table: TableEvent | None = None


def place_markers(read: Read, new_games: list[BankrollEvent], tables: list[TableEvent],
                  next_bet_id: int) -> list[Marker]:
    """Every New Game and change of table, newest first, placed by Bet ID (by time if recorded before Bet IDs
    were: before the first hand dealt at or after it, else before the next hand)."""
    def position(bet_id: int | None, moment: datetime) -> int:
        if bet_id is not None:
            return bet_id
        rows = read("SELECT bet_id FROM hands WHERE julianday(opened_at) >= julianday(?) "
                    "ORDER BY julianday(opened_at), bet_id DESC LIMIT 1", (moment.isoformat(),))
        return next_bet_id if not rows else int(rows[0][0])

    markers = [Marker(position(e.next_bet_id, e.time), e.time, new_game=e) for e in new_games]
    markers += [Marker(position(e.next_bet_id, e.time), e.time, table=e) for e in tables if e.kind == "table"]
    markers.sort(key=lambda m: (m.position, m.time), reverse=True)
    return markers


@dataclass
class Slip:
    """A Slip ID group of the history: its hands' count and net under the filter, and its markers."""

    slip_id: int
    hands: int = 0
    net: int = 0
    markers: list[Marker] = field(default_factory=list)


class SlipPages:
    """The Slip ID groups the filter ``shown`` lets through, newest first, made from pages of ``page`` hands
    (their Bet IDs and results only) and the ``markers`` it shows (newest first). A group without a hand is
    kept only when no table is chosen (a new game at another table is not shown under this one's)."""

    def __init__(self, read: Read, shown: HistoryFilter, markers: list[Marker], page: int = 200) -> None:
        self._read, self._shown, self._page = read, shown, page
        self._waiting = list(markers)
        self._below: int | None = None  # the next page: Bet IDs below this one
        self._pages_done = False
        self._open: Slip | None = None  # the slip the pages are in the middle of
        self._made: list[Slip] = []

    @property
    def more(self) -> bool:
        """True while older groups remain."""
        return not self._pages_done or self._open is not None or bool(self._waiting)

    def next_slips(self, count: int) -> list[Slip]:
        """Up to ``count`` more groups, complete, newest first."""
        while len(self._made) < count and self.more:
            page: list[PageHand] = []
            if not self._pages_done:
                page = hand_page(self._read, self._below, self._shown, self._page)
                self._pages_done = len(page) < self._page
                if page:
                    self._below = page[-1].bet_id
            for hand in page:
                self._place_markers(above=hand.bet_id)
                slip = self._slip(hand.bet_id // 100 * 100)
                slip.hands += 1
                slip.net += hand.net or 0
            # A marker after the last hand read is placed once no hand can come between them.
            self._place_markers(above=None if self._pages_done else self._below)
            if self._pages_done:
                self._close()
        made, self._made = self._made[:count], self._made[count:]
        return made

    def _place_markers(self, above: int | None) -> None:
        while self._waiting and (above is None or self._waiting[0].position > above):
            marker = self._waiting.pop(0)
            self._slip(marker.position // 100 * 100).markers.append(marker)

    def _slip(self, slip_id: int) -> Slip:
        if self._open is None or self._open.slip_id != slip_id:
            self._close()
            self._open = Slip(slip_id)
        return self._open

    def _close(self) -> None:
        slip, self._open = self._open, None
        if slip is not None and (slip.hands or not self._shown.rules_name):
            self._made.append(slip)


def sealed_hand(record: HandRecord) -> SealedHand:
    """What ``record`` says of its sealed shuffle, for :func:`~reddog_qt.engine.seal_verdict.check_hand`."""
    return SealedHand(tuple(card.code for card in record.cards), record.seal, record.seed, record.decks,
                      record.positions, record.finish_seal, record.finish_seed, record.player_seed,
                      record.shuffle_number, record.finish_shuffle_number)


def julian_to_datetime(day: float) -> datetime:
    """A Julian day as SQLite counts them, as an aware UTC time."""
    return datetime(2000, 1, 1, 12, tzinfo=UTC) + timedelta(days=day - 2451545.0)

