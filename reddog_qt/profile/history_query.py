"""The record's questions to the ledger, asked in SQL: pages of hands, the history's summary, the statistics.

Hand History and Statistics never read the whole history into memory. Hand History reads
one page of hands at a time, newest first, by keyset (:func:`hand_page`: the Bet IDs below
the last one shown, the table and the days filtered in SQL) and reads and checks in full
(:func:`~reddog_qt.profile.row_checks.read_hand_row`) only the hands of a Slip ID when it is
opened (:func:`slip_hands`). Totals over the whole history are counted in steps of
:data:`STEP` Bet IDs (:class:`HistoryCount`, :class:`StatisticsCount`), each step one short
query of sums and counts grouped in SQL, so a long history is counted a step at a time
between the frames of the window, and memory does not grow with it. Statistics keeps
its exact figures exact: the expected net of each group of hands with the same odds and
raise is one :class:`~fractions.Fraction` times their number. A curve over more than
:data:`MAX_POINTS` hands is drawn by buckets of Bet IDs (the balance after the last hand of
each bucket, the luck after it, in floating point as the chart draws it).

Only finished hands count in the figures (settled or recovered); the rows the ledger's
opening check set aside are gone from ``hands``. No Qt here.
"""

from __future__ import annotations

import logging
import sqlite3
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from fractions import Fraction

from reddog_qt.engine import HandKind, HandOdds, Play, Rules
from reddog_qt.engine.seal_verdict import SealedHand
from reddog_qt.profile.events import TableEvent
from reddog_qt.profile.figures import Figures
from reddog_qt.profile.row_checks import RowProblem, read_hand_row
from reddog_qt.profile.rows import BankrollEvent, HandRecord, HandStatus, parse_fraction
from reddog_qt.profile.stats import Decisions, Statistics, spread_rows

log = logging.getLogger(__name__)

#: Reads rows: ``Ledger.store.read`` (SQL and its parameters).
Read = Callable[[str, tuple[object, ...]], list[sqlite3.Row]]
#: Bet IDs counted in one step of a count (a few milliseconds: a step runs between two frames).
STEP = 2_000
#: Bet IDs few enough to count at once, before a dialog opens.
AT_ONCE = 500
#: Points a curve has at most; a longer scope is drawn by buckets of Bet IDs.
MAX_POINTS = 1_000
#: The finished hands.
FINISHED = "status != 'open' AND net IS NOT NULL"
#: The hands whose odds were recorded.
WITH_ODDS = "NOT (max_raise IS NULL AND ev_stand IS NULL AND ev_raise IS NULL)"
#: A hand's time as the history shows it: when it was settled, else when it was dealt.
HAND_TIME = "julianday(coalesce(settled_at, opened_at))"


def _fraction_sql(column: str) -> str:
    """A stored ``"-38/5"`` as a floating-point number, in SQL (for the curves only; the figures stay exact)."""
    return (f"(CAST(substr({column}, 1, instr({column}, '/') - 1) AS REAL) "
            f"/ CAST(substr({column}, instr({column}, '/') + 1) AS REAL))")


#: A hand's expected net as played, in floating point: the odds are linear in the raise.
_EXPECTED_SQL = (f"CASE WHEN raised = 0 THEN {_fraction_sql('ev_stand')} ELSE {_fraction_sql('ev_stand')} + "
                 f"({_fraction_sql('ev_raise')} - {_fraction_sql('ev_stand')}) * raised / max_raise END")


def bet_id_range(read: Read) -> tuple[int, int] | None:
    """The lowest and highest Bet ID recorded (an index lookup each), or None for an empty history."""
    # Two queries: SQLite finds a lone min() or max() of the key in the index, both at once by reading every row.
    ((lowest,),) = read("SELECT min(bet_id) FROM hands", ())
    ((highest,),) = read("SELECT max(bet_id) FROM hands", ())
    return None if lowest is None else (int(lowest), int(highest))


class _Steps:
    """Bet IDs from ``low`` to ``high`` (inclusive), taken ``span`` at a time, oldest first."""

    def __init__(self, low: int, high: int, span: int) -> None:
        self.low, self.high, self.span = low, high, span
        self.next = low

    @property
    def done(self) -> bool:
        """True when every Bet ID has been counted."""
        return self.next > self.high

    @property
    def progress(self) -> float:
        """How much is counted, 0 to 1."""
        return 1.0 if self.done else (self.next - self.low) / max(self.high - self.low + 1, 1)

    def take(self) -> tuple[int, int]:
        """The next step's Bet IDs, ``first <= bet_id < end``."""
        first = self.next
        self.next = first + self.span
        return first, self.next


# --- Statistics ---------------------------------------------------------------------------------------


@dataclass
class _Odds:
    """What the odds of a group of hands with the same odds and raise add up to."""

    hands: int = 0
    actual: int = 0
    expected: Fraction = field(default_factory=Fraction)


class StatisticsCount:
    """The statistics of the finished hands from Bet ID ``low`` on, counted a step at a time.

    >>> import sqlite3
    >>> conn = sqlite3.connect(":memory:")
    >>> conn.execute("CREATE TABLE hands (bet_id INTEGER PRIMARY KEY)") and None
    >>> count = StatisticsCount(lambda sql, args: conn.execute(sql, args).fetchall(), None)
    >>> count.step(), count.result().figures.hands
    (True, 0)
    """

    def __init__(self, read: Read, low: int | None, lookup: Callable[[str], Rules] | None = None) -> None:
        self._read = read
        self._lookup = lookup
        found = bet_id_range(read)
        first, last = (0, -1) if found is None else (max(found[0], low or found[0]), found[1])
        #: Bet IDs per point of the curves (1: a point per hand).
        self.bucket = max(1, -(-(last - first + 1) // MAX_POINTS))
        self._steps = _Steps(first, last, self.bucket * -(-STEP // self.bucket))  # a bucket is never split
        self._outcomes: Counter[tuple[str, str | None, int | None, int]] = Counter()
        self._sums = [0, 0]  # net, wagered
        self._biggest: int | None = None
        self._odds: dict[tuple[object, ...], _Odds] = defaultdict(_Odds)
        self._balance: list[tuple[int, int, int]] = []
        self._luck: list[tuple[int, int, float]] = []
        self._luck_hands = 0
        # The running luck so far: the actual net, the exact expected net, the expected net in floating point.
        self._actual_so_far = 0
        self._expected_so_far = Fraction(0)
        self._expected_float = 0.0

    @property
    def done(self) -> bool:
        """True once every hand is counted."""
        return self._steps.done

    @property
    def short(self) -> bool:
        """True if the hands to count are few enough to count at once (:data:`AT_ONCE` Bet IDs; an index lookup
        told, nothing was counted yet)."""
        return self._steps.high - self._steps.low < AT_ONCE

    @property
    def progress(self) -> float:
        """How much is counted, 0 to 1."""
        return self._steps.progress

    def run(self) -> Statistics:
        """Count every step now, and the statistics."""
        while not self.step():
            pass
        return self.result()

    def step(self) -> bool:
        """Count the next step of Bet IDs; True when every hand is counted."""
        if self.done:
            return True
        first, end = self._steps.take()
        where = f"bet_id >= ? AND bet_id < ? AND {FINISHED}"
        for row in self._read(f"SELECT rules_name, kind, spread, (net > 0) - (net < 0), count(*), sum(net), "
                              f"sum(wager + raised), max(net) FROM hands WHERE {where} "
                              "GROUP BY rules_name, kind, spread, (net > 0) - (net < 0)", (first, end)):
            name, kind, spread, sign, hands, net, wagered, biggest = row
            self._outcomes[str(name), kind, spread, int(sign)] += hands
            self._sums[0] += net
            self._sums[1] += wagered
            self._biggest = biggest if self._biggest is None else max(self._biggest, biggest)
        for row in self._read(f"SELECT status, kind, decision, ev_stand, ev_raise, max_raise, raised, count(*), "
                              f"sum(net) FROM hands WHERE {where} AND {WITH_ODDS} "
                              "GROUP BY status, kind, decision, ev_stand, ev_raise, max_raise, raised", (first, end)):
            group = self._odds[tuple(row[:7])]
            group.hands += row[7]
            group.actual += row[8]
        if self.bucket == 1:
            self._curves_hand_by_hand(where, first, end)
        else:
            self._curves_by_bucket(where, first, end)
        return self.done

    def _curves_hand_by_hand(self, where: str, first: int, end: int) -> None:
        for bet_id, balance, net, status, max_raise, ev_stand, ev_raise, raised in self._read(
                f"SELECT bet_id, balance_after, net, status, max_raise, ev_stand, ev_raise, raised FROM hands "
                f"WHERE {where} ORDER BY bet_id", (first, end)):
            if balance is not None:
                self._balance.append((len(self._balance) + 1, bet_id, balance))
            odds = _odds(max_raise, ev_stand, ev_raise)
            if odds is None or status == HandStatus.OPEN.value:
                continue
            try:
                expected = odds.expected_net(raised)
            except ValueError:
                continue
            self._actual_so_far += net
            self._expected_so_far += expected
            self._luck_hands += 1
            self._luck.append((self._luck_hands, bet_id, float(self._actual_so_far - self._expected_so_far)))

    def _curves_by_bucket(self, where: str, first: int, end: int) -> None:
        bucket = f"(bet_id - {self._steps.low}) / {self.bucket}"
        hands = len(self._balance) and self._balance[-1][0]
        for _bucket, bet_id, balance, count in self._read(
                f"SELECT {bucket}, max(bet_id), balance_after, count(*) FROM hands WHERE {where} "
                f"GROUP BY {bucket} ORDER BY 1", (first, end)):
            hands += count
            if balance is not None:
                self._balance.append((hands, bet_id, balance))
        for _bucket, bet_id, count, net, expected in self._read(
                f"SELECT {bucket}, max(bet_id), count(*), sum(net), sum({_EXPECTED_SQL}) FROM hands "
                f"WHERE {where} AND {WITH_ODDS} GROUP BY {bucket} ORDER BY 1", (first, end)):
            self._actual_so_far += net
            self._expected_float += expected or 0.0
            self._luck_hands += count
            self._luck.append((self._luck_hands, bet_id, self._actual_so_far - self._expected_float))

    def result(self) -> Statistics:
        """The statistics of the hands counted so far (all of them once :attr:`done`)."""
        outcomes = self._outcomes
        tables: Counter[str] = Counter()
        came_at: dict[int, Counter[str]] = defaultdict(Counter)
        won: Counter[int] = Counter()
        signs: Counter[int] = Counter()
        for (name, kind, spread, sign), hands in outcomes.items():
            tables[name] += hands
            signs[sign] += hands
            if kind == HandKind.SPREAD.value and spread is not None:
                came_at[spread][name] += hands
                if sign > 0:
                    won[spread] += hands
        figures = Figures(hands=tables.total(), net=self._sums[0], wagered=self._sums[1],
                          biggest_win=self._biggest or 0, wins=signs[1], pushes=signs[0], losses=signs[-1])
        with_odds, actual, expected, decisions = self._luck_and_decisions()
        return Statistics(figures=figures, balance_curve=list(self._balance),
                          spreads=spread_rows(tables, came_at, won, self._lookup), hands_with_odds=with_odds,
                          actual_net=actual, expected_net=expected, luck_curve=list(self._luck), decisions=decisions)

    def _luck_and_decisions(self) -> tuple[int, int, Fraction, Decisions]:
        known = actual = 0
        expected = Fraction(0)
        counts: Counter[tuple[Play, bool]] = Counter()
        lost = Fraction(0)
        for (status, kind, decision, ev_stand, ev_raise, max_raise, raised), group in self._odds.items():
            odds = _odds(max_raise, ev_stand, ev_raise)
            if odds is None or status == HandStatus.OPEN.value or not isinstance(raised, int):
                continue
            try:
                expected_net, ev_lost = odds.expected_net(raised), odds.ev_lost(raised)
            except ValueError:
                continue
            known += group.hands
            actual += group.actual
            expected += expected_net * group.hands
            play = decision if decision in (Play.RAISE.value, Play.STAND.value) else None
            if status != HandStatus.SETTLED.value or play is None or kind is None:
                continue
            best = odds.best_play if kind == HandKind.SPREAD.value else Play.NONE
            counts[Play(play), best.value == play] += group.hands
            lost += ev_lost * group.hands
        decisions = Decisions(counts.total(), counts[Play.RAISE, True], counts[Play.STAND, True],
                              counts[Play.RAISE, False], counts[Play.STAND, False], lost)
        return known, actual, expected, decisions


def _odds(max_raise: object, ev_stand: object, ev_raise: object) -> HandOdds | None:
    """The odds of stored values, None if not recorded or unreadable (such a row is set aside when read)."""
    if not isinstance(max_raise, int) or isinstance(max_raise, bool):
        return None
    try:
        return HandOdds(parse_fraction(ev_stand), parse_fraction(ev_raise), max_raise)
    except ValueError:
        return None


# --- Hand History -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class HistoryFilter:
    """What Hand History shows: hands at the table ``rules_name`` ("" for every table) whose time lies in
    ``[start, end)`` (None: no bound)."""

    rules_name: str = ""
    start: datetime | None = None
    end: datetime | None = None

    def sql(self) -> tuple[str, tuple[object, ...]]:
        """The filter as an SQL condition on ``hands``, and its parameters."""
        terms, values = [], []
        if self.rules_name:
            terms.append("rules_name = ?")
            values.append(self.rules_name)
        if self.start is not None:
            terms.append(f"{HAND_TIME} >= julianday(?)")
            values.append(self.start.isoformat())
        if self.end is not None:
            terms.append(f"{HAND_TIME} < julianday(?)")
            values.append(self.end.isoformat())
        return " AND ".join(terms) or "1", tuple(values)


@dataclass(frozen=True)
class PageHand:
    """A hand of a page: enough to place it in its Slip ID and add up the slip (read in full when shown)."""

    bet_id: int
    net: int | None


def hand_page(read: Read, below: int | None, shown: HistoryFilter, size: int) -> list[PageHand]:
    """Up to ``size`` hands the filter lets through with a Bet ID below ``below`` (None: the newest), newest first."""
    condition, values = shown.sql()
    if below is not None:
        condition += " AND bet_id < ?"
        values += (below,)
    rows = read(f"SELECT bet_id, net FROM hands WHERE {condition} ORDER BY bet_id DESC LIMIT ?", (*values, size))
    return [PageHand(int(row[0]), row[1] if isinstance(row[1], int) else None) for row in rows]


def slip_hands(read: Read, slip_id: int, shown: HistoryFilter, below: int | None = None,
               limit: int = 100) -> tuple[list[HandRecord], list[int]]:
    """Up to ``limit`` hands of one Slip ID the filter lets through, below Bet ID ``below`` (None: from its
    newest), newest first, each read and checked in full; and the Bet IDs of the rows among them that cannot
    be trusted (left out: the ledger sets them aside when it reads them)."""
    condition, values = shown.sql()
    end = slip_id + 100 if below is None else min(below, slip_id + 100)
    rows = read(f"SELECT * FROM hands WHERE bet_id >= ? AND bet_id < ? AND {condition} ORDER BY bet_id DESC "
                "LIMIT ?", (slip_id, end, *values, limit))
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


class HistoryCount:
    """Hand History's :class:`HistorySummary`, counted a step at a time (see the module docstring)."""

    def __init__(self, read: Read) -> None:
        self._read = read
        found = bet_id_range(read)
        first, last = (0, -1) if found is None else found
        self._steps = _Steps(first, last, STEP)
        self.summary = HistorySummary()

    @property
    def done(self) -> bool:
        """True once every hand is counted."""
        return self._steps.done

    @property
    def short(self) -> bool:
        """True if the history is few enough to count at once (:data:`AT_ONCE` Bet IDs; an index lookup told,
        nothing was counted yet)."""
        return self._steps.high - self._steps.low < AT_ONCE

    @property
    def progress(self) -> float:
        """How much is counted, 0 to 1."""
        return self._steps.progress

    def step(self) -> bool:
        """Count the next step of Bet IDs; True when every hand is counted."""
        if self.done:
            return True
        first, end = self._steps.take()
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
        return self.done


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
                      record.positions, record.finish_seal, record.finish_seed)


def julian_to_datetime(day: float) -> datetime:
    """A Julian day as SQLite counts them, as an aware UTC time."""
    return datetime(2000, 1, 1, 12, tzinfo=UTC) + timedelta(days=day - 2451545.0)


__all__ = ["AT_ONCE", "MAX_POINTS", "STEP", "HistoryCount", "HistoryFilter", "HistorySummary", "Marker", "PageHand",
           "Read", "Slip", "SlipPages", "StatisticsCount", "bet_id_range", "hand_page", "julian_to_datetime",
           "place_markers", "sealed_hand", "slip_hands"]
