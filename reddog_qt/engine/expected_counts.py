"""A player's deals against the exact odds: each count seen beside what chance expects, with a 95% band.

The Statistics dialog's fairness page shows these rows. Each row counts one thing over a
history: how often the first two cards made each spread (0 is consecutive cards), a pair,
three of a kind out of the pairs, and how often the third card fell inside at each spread.
Every hand is a trial with its own chance ``p``, exact for a fresh shoe of the decks of the
table it was dealt at (:mod:`reddog_qt.engine.odds`); any one hand of a shuffled shoe has the
same chances as the first one. So over a history played at several tables the expected count
is ``sum(p)`` over the hands and its variance ``sum(p * (1 - p))``; the band is the expected
count plus or minus :data:`Z_95` standard deviations (the normal approximation, 95% two-sided).
A count outside it happens less than 1 time in 20 by chance alone; :attr:`Row.one_in` says how
rarely. Rows expecting fewer than :data:`FEW` hits or misses are not judged: there the normal
approximation is poor and a handful of hands proves nothing.

>>> rows = compare([Dealt(1, HandKind.PAIR, 0, False, 170), Dealt(1, HandKind.SPREAD, 5, True, 830)])
>>> pair = next(row for row in rows if row.measure is Measure.PAIR)
>>> pair.seen, pair.trials, pair.expected
(170, 1000, Fraction(1000, 17))
>>> pair.verdict, round(pair.z, 1)
(<Verdict.ABOVE: 'above'>, 14.9)
"""

from __future__ import annotations

import enum
import math
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from reddog_qt.engine import odds
from reddog_qt.engine.hand import HandKind
from reddog_qt.engine.rules import MAX_SPREAD, Rules

#: Standard deviations either side of the expected count that hold 95% of the counts (normal approximation).
Z_95 = 1.959963984540054
#: A row is judged only when it expects at least this many hits and this many misses.
FEW = 5


class Measure(enum.Enum):
    """What a row counts."""

    SPREAD = "spread"
    """Hands whose first two cards made this spread (0: consecutive cards), of all hands."""
    PAIR = "pair"
    """Hands whose first two cards were a pair, of all hands."""
    TRIPS = "trips"
    """Pairs that the third card made three of a kind, of the pairs."""
    WIN = "win"
    """Spread hands whose third card fell inside, of the hands at this spread."""
    WINS = "wins"
    """Spread hands whose third card fell inside, of all spread hands."""


class Verdict(enum.Enum):
    """What a row's count says against chance."""

    NOTHING = "nothing"
    """No hands to count yet."""
    TOO_FEW = "too few"
    """Fewer than :data:`FEW` hits or misses expected: too few hands to judge."""
    WITHIN = "within"
    """Inside the 95% band: what chance gives."""
    ABOVE = "above"
    """Above the band: more than chance usually gives."""
    BELOW = "below"
    """Below the band: fewer than chance usually gives."""


@dataclass(frozen=True)
class Dealt:
    """``hands`` finished hands dealt from a shoe of ``decks`` decks with this ``kind`` and ``spread`` (0 for a
    pair or consecutive cards), and whether the third card ``won`` (a spread inside, a pair three of a kind)."""

    decks: int
    kind: HandKind
    spread: int
    won: bool
    hands: int


@dataclass(frozen=True)
class Row:
    """One count against chance: ``seen`` of ``trials`` hands, expected ``expected`` with ``variance``."""

    measure: Measure
    #: The spread counted (SPREAD and WIN rows), else 0.
    spread: int
    seen: int
    trials: int
    expected: Fraction
    variance: Fraction

    @property
    def deviation(self) -> float:
        """The standard deviation of the count by chance."""
        return math.sqrt(self.variance)

    @property
    def band(self) -> tuple[float, float]:
        """The 95% band: the counts chance gives 19 times in 20 (never below 0 nor above the trials)."""
        reach = Z_95 * self.deviation
        return max(0.0, float(self.expected) - reach), min(float(self.trials), float(self.expected) + reach)

    @property
    def z(self) -> float:
        """How many standard deviations the count is from the expected (0 with no spread at all)."""
        return (self.seen - float(self.expected)) / self.deviation if self.variance else 0.0

    @property
    def one_in(self) -> float:
        """A count at least this far from the expected, either way, comes about 1 time in this many by chance."""
        chance = math.erfc(abs(self.z) / math.sqrt(2))
        return math.inf if chance == 0 else 1 / chance

    @property
    def verdict(self) -> Verdict:
        """What the count says (see :class:`Verdict`)."""
        if not self.trials:
            return Verdict.NOTHING
        if self.expected < FEW or self.trials - self.expected < FEW:
            return Verdict.TOO_FEW
        if abs(self.z) <= Z_95:
            return Verdict.WITHIN
        return Verdict.ABOVE if self.z > 0 else Verdict.BELOW


@dataclass(frozen=True)
class Chances:
    """The exact chances of one fresh shoe of ``decks`` decks (see :func:`chances`)."""

    #: The first two cards' spread 0 (consecutive) to 11, and a pair.
    spread: dict[int, Fraction]
    pair: Fraction
    #: The third card makes three of a kind of a pair; falls inside each spread 1..11.
    trips: Fraction
    win: dict[int, Fraction]


def chances(decks: int) -> Chances:
    """The exact chances of a fresh shoe of ``decks`` decks, from :mod:`reddog_qt.engine.odds`.

    >>> one = chances(1)
    >>> one.pair, one.spread[0], one.trips, one.win[11]
    (Fraction(1, 17), Fraction(32, 221), Fraction(1, 25), Fraction(22, 25))
    """
    rules = Rules(decks=decks)  # the chances of the cards do not depend on the pay table
    found = odds.spread_probabilities(rules)
    pair_showing = odds.fresh_counts(decks)
    pair_showing[2] -= 2
    trips = odds.decision(rules, pair_showing, 2, 2).win_probability
    spread = {0: found["consecutive"]} | {s: found[s] for s in range(1, MAX_SPREAD + 1)}
    return Chances(spread, found["pair"], trips, {s: odds.win_probability(rules, s) for s in range(1, MAX_SPREAD + 1)})


class _Tally:
    """The running sums of one row: hits seen, trials, expected hits and their variance."""

    def __init__(self) -> None:
        self.seen = self.trials = 0
        self.expected = self.variance = Fraction(0)

    def add(self, hands: int, hits: int, chance: Fraction) -> None:
        self.seen += hits
        self.trials += hands
        self.expected += hands * chance
        self.variance += hands * chance * (1 - chance)


def compare(dealt: Iterable[Dealt]) -> list[Row]:
    """Every row, in the order shown: spreads 0..11, pairs, three of a kind, wins at spreads 1..11, all wins.

    >>> [(row.measure.value, row.spread) for row in compare([])][11:15]
    [('spread', 11), ('pair', 0), ('trips', 0), ('win', 1)]
    """
    # By decks first: each shoe's hands are trials of that shoe's chances.
    by_decks: dict[int, dict[tuple[HandKind, int], list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    for group in dealt:
        counts = by_decks[group.decks][group.kind, group.spread if group.kind is HandKind.SPREAD else 0]
        counts[0] += group.hands
        counts[1] += group.hands if group.won else 0
    came = {spread: _Tally() for spread in range(MAX_SPREAD + 1)}
    pairs, trips, wins = _Tally(), _Tally(), _Tally()
    won = {spread: _Tally() for spread in range(1, MAX_SPREAD + 1)}
    for decks, kinds in by_decks.items():
        chance = chances(decks)
        hands = sum(counts[0] for counts in kinds.values())
        pair_hands, trip_hands = kinds.get((HandKind.PAIR, 0), [0, 0])
        consecutive = kinds.get((HandKind.CONSECUTIVE, 0), [0, 0])[0]
        came[0].add(hands, consecutive, chance.spread[0])
        pairs.add(hands, pair_hands, chance.pair)
        trips.add(pair_hands, trip_hands, chance.trips)
        for spread in range(1, MAX_SPREAD + 1):
            at, inside = kinds.get((HandKind.SPREAD, spread), [0, 0])
            came[spread].add(hands, at, chance.spread[spread])
            won[spread].add(at, inside, chance.win[spread])
            wins.add(at, inside, chance.win[spread])
    rows = [_row(Measure.SPREAD, spread, tally) for spread, tally in came.items()]
    rows += [_row(Measure.PAIR, 0, pairs), _row(Measure.TRIPS, 0, trips)]
    rows += [_row(Measure.WIN, spread, tally) for spread, tally in won.items()]
    return [*rows, _row(Measure.WINS, 0, wins)]


def _row(measure: Measure, spread: int, tally: _Tally) -> Row:
    return Row(measure, spread, tally.seen, tally.trials, tally.expected, tally.variance)


__all__ = ["FEW", "Z_95", "Chances", "Dealt", "Measure", "Row", "Verdict", "chances", "compare"]
