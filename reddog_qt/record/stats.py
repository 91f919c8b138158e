"""The player's statistics, as the Statistics dialog shows them: results, spreads against theory, luck and decisions.

:class:`StatisticsCount` counts them from sums and counts grouped in SQL a step of Bet IDs at a time, never
reading the hands into memory. The figures are exact: the expected net of hands with the same odds and raise
is one :class:`~fractions.Fraction` times their number, each spread's theory comes from
:mod:`reddog_qt.engine.odds` for the tables played. Only a curve over more than :data:`MAX_POINTS` hands is
drawn by buckets of Bet IDs, in floating point as the chart draws it. No Qt here.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction

from reddog_qt.engine import MAX_SPREAD, HandKind, HandOdds, Play, Rules
from reddog_qt.engine import odds as exact_odds
from reddog_qt.profile.figures import Figures
from reddog_qt.profile.rows import HandStatus, rules_for
from reddog_qt.profile.values import parse_fraction, whole
from reddog_qt.record import history_query as query


@dataclass(frozen=True)
class SpreadRow:
    """One spread: how often it came and won, beside the exact theory."""

    spread: int
    hands: int
    #: Share of all hands that were this spread, and the theory's share.
    share: Fraction
    theory_share: Fraction
    wins: int
    #: Share of this spread's hands that won (None if it never came), and the theory's chance.
    win_rate: Fraction | None
    theory_win: Fraction


@dataclass(frozen=True)
class Decisions:
    """How the player decided on spreads, against the best play by the exact odds."""

    #: Spreads decided by the player with their odds known.
    decided: int = 0
    raised_best: int = 0
    stood_best: int = 0
    #: Raised where standing was better, stood where raising was better.
    raised_against_best: int = 0
    stood_against_best: int = 0
    #: Credits given away in expectation by the decisions against the best play.
    ev_lost: Fraction = Fraction(0)


@dataclass(frozen=True)
class Statistics:
    """Everything the Statistics dialog shows for a set of finished hands (counted by
    :class:`StatisticsCount`)."""

    figures: Figures
    #: (hand number, Bet ID, balance after it), oldest first: a point per hand, or per bucket of
    #: hands on a long history (the balance after the last hand of each bucket).
    balance_curve: list[tuple[int, int, int]]
    spreads: list[SpreadRow]
    #: Hands whose odds are known, their actual net and their exact expected net.
    hands_with_odds: int
    actual_net: int
    expected_net: Fraction
    #: Running luck (actual net minus expected net) after each hand with odds (or each bucket of them):
    #: (hand number among the hands with odds, Bet ID, credits).
    luck_curve: list[tuple[int, int, float]] = field(default_factory=list)
    decisions: Decisions = Decisions()
    #: Finished hands by table (rules name), kind, spread and sign of the net: what the fairness view compares
    #: with the exact odds (a spread or pair won exactly when its net is positive).
    outcomes: dict[tuple[str, str | None, int | None, int], int] = field(default_factory=dict)

    @property
    def luck(self) -> Fraction:
        """Actual net minus expected net, over the hands whose odds are known."""
        return self.actual_net - self.expected_net


#: Points a curve has at most; a longer scope is drawn by buckets of Bet IDs.
MAX_POINTS = 1_000
#: The hands whose odds were recorded.
WITH_ODDS = "NOT (max_raise IS NULL AND ev_stand IS NULL AND ev_raise IS NULL)"
def _fraction_sql(column: str) -> str:
    """A stored ``"-38/5"`` as a floating-point number, in SQL (for the curves only; the figures stay exact)."""
    return (f"(CAST(substr({column}, 1, instr({column}, '/') - 1) AS REAL) "
            f"/ CAST(substr({column}, instr({column}, '/') + 1) AS REAL))")


#: A hand's expected net as played, in floating point: the odds are linear in the raise.
_EXPECTED_SQL = (f"CASE WHEN raised = 0 THEN {_fraction_sql('ev_stand')} ELSE {_fraction_sql('ev_stand')} + "
                 f"({_fraction_sql('ev_raise')} - {_fraction_sql('ev_stand')}) * raised / max_raise END")


class StatisticsCount(query.StepCount):
    """The statistics of the finished hands from Bet ID ``low`` on, counted a step at a time.

    >>> import sqlite3
    >>> conn = sqlite3.connect(":memory:")
    >>> conn.execute("CREATE TABLE hands (bet_id INTEGER PRIMARY KEY)") and None
    >>> count = StatisticsCount(lambda sql, args: conn.execute(sql, args).fetchall(), None)
    >>> count.step(), count.result().figures.hands
    (True, 0)
    """

    def __init__(self, read: query.Read, low: int | None, lookup: Callable[[str], Rules] | None = None) -> None:
        super().__init__(read, low)
        self._lookup = lookup
        #: Bet IDs per point of the curves (1: a point per hand).
        self.bucket = max(1, -(-(self.high - self.low + 1) // MAX_POINTS))
        self.span = self.bucket * -(-query.STEP // self.bucket)  # a bucket is never split
        self._outcomes: Counter[tuple[str, str | None, int | None, int]] = Counter()
        self._sums = [0, 0]  # net, wagered
        self._biggest: int | None = None
        #: Hands, and their actual net, by their odds and raise.
        self._odds: defaultdict[tuple[object, ...], list[int]] = defaultdict(lambda: [0, 0])
        self._balance: list[tuple[int, int, int]] = []
        self._luck: list[tuple[int, int, float]] = []
        self._luck_hands = 0
        # The running luck so far: the actual net, the exact expected net, the expected net in floating point.
        self._actual_so_far = 0
        self._expected_so_far = Fraction(0)
        self._expected_float = 0.0

    def run(self) -> Statistics:
        """Count every step now, and the statistics."""
        while not self.step():
            pass
        return self.result()

    def _count(self, first: int, end: int) -> None:
        where = f"bet_id >= ? AND bet_id < ? AND {query.FINISHED}"
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
            group[0] += row[7]
            group[1] += row[8]
        if self.bucket == 1:
            self._curves_hand_by_hand(where, first, end)
        else:
            self._curves_by_bucket(where, first, end)

    def _curves_hand_by_hand(self, where: str, first: int, end: int) -> None:
        for bet_id, balance, net, max_raise, ev_stand, ev_raise, raised in self._read(
                f"SELECT bet_id, balance_after, net, max_raise, ev_stand, ev_raise, raised FROM hands "
                f"WHERE {where} ORDER BY bet_id", (first, end)):
            if balance is not None:
                self._balance.append((len(self._balance) + 1, bet_id, balance))
            odds = _odds(max_raise, ev_stand, ev_raise)
            if odds is None:
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
        bucket = f"(bet_id - {self.low}) / {self.bucket}"
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
                          actual_net=actual, expected_net=expected, luck_curve=list(self._luck), decisions=decisions,
                          outcomes=dict(outcomes))

    def _luck_and_decisions(self) -> tuple[int, int, Fraction, Decisions]:
        known = actual = 0
        expected = Fraction(0)
        counts: Counter[tuple[Play, bool]] = Counter()
        lost = Fraction(0)
        for (status, kind, decision, ev_stand, ev_raise, max_raise, raised), (hands, net) in self._odds.items():
            odds = _odds(max_raise, ev_stand, ev_raise)
            if odds is None or not isinstance(raised, int):
                continue
            try:
                expected_net, ev_lost = odds.expected_net(raised), odds.ev_lost(raised)
            except ValueError:
                continue
            known += hands
            actual += net
            expected += expected_net * hands
            play = decision if decision in (Play.RAISE.value, Play.STAND.value) else None
            if status != HandStatus.SETTLED.value or play is None or kind is None:
                continue
            best = odds.best_play if kind == HandKind.SPREAD.value else Play.NONE
            counts[Play(play), best.value == play] += hands
            lost += ev_lost * hands
        decisions = Decisions(counts.total(), counts[Play.RAISE, True], counts[Play.STAND, True],
                              counts[Play.RAISE, False], counts[Play.STAND, False], lost)
        return known, actual, expected, decisions


def _odds(max_raise: object, ev_stand: object, ev_raise: object) -> HandOdds | None:
    """The odds of stored values, None if not recorded or unreadable (such a row is set aside when read)."""
    if not whole(max_raise):
        return None
    try:
        return HandOdds(parse_fraction(ev_stand), parse_fraction(ev_raise), max_raise)
    except ValueError:
        return None


def no_hands() -> Statistics:
    """The statistics of no hands at all."""
    return Statistics(Figures(), [], spread_rows(Counter(), {}, Counter()), 0, 0, Fraction(0))


def spread_theory(rules: Rules) -> dict[int, Fraction]:
    """The chance of each spread 1..11 on a fresh shoe of ``rules`` (from :mod:`reddog_qt.engine.odds`)."""
    found = exact_odds.spread_probabilities(rules)
    return {spread: Fraction(found[spread]) for spread in range(1, MAX_SPREAD + 1)}


def spread_rows(tables: Counter[str], came_at: dict[int, Counter[str]], won: Counter[int],
                lookup: Callable[[str], Rules] | None = None) -> list[SpreadRow]:
    """Each spread 1..11 against the theory of the tables the hands were played at.

    ``tables``: finished hands by table; ``came_at``: spread hands by spread, then by table;
    ``won``: spread hands won, by spread.
    """
    rules = {name: rules_for(name, lookup) for name in tables}
    theory = {name: spread_theory(rules[name]) for name in tables}
    total = tables.total()
    rows = []
    for spread in range(1, MAX_SPREAD + 1):
        where = came_at.get(spread, Counter())
        came = where.total()
        share = Fraction(came, total) if total else Fraction(0)
        theory_share = (sum((n * theory[name][spread] for name, n in tables.items()), Fraction(0)) / total
                        if total else Fraction(0))
        # Each table's chance to win this spread, weighted by where the spread came (or would come).
        weights = where or Counter({name: n * theory[name][spread] for name, n in tables.items()})
        weight_total = sum(weights.values())
        if weight_total:
            theory_win = sum((Fraction(w) * exact_odds.win_probability(rules[name], spread)
                              for name, w in weights.items()), Fraction(0)) / weight_total
        else:
            theory_win = exact_odds.win_probability(Rules.preset("atlantic-city"), spread)
        rows.append(SpreadRow(spread, came, share, theory_share, won[spread],
                              Fraction(won[spread], came) if came else None, theory_win))
    return rows

