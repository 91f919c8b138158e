"""The expected counts of a history against the exact odds: sums over the tables' decks, the band, the verdicts."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from reddog_qt.engine import HandKind, Rules
from reddog_qt.engine import odds as exact
from reddog_qt.engine.expected_counts import FEW, Z_95, Dealt, Measure, Row, Verdict, chances, compare


def by_key(rows: list[Row]) -> dict[tuple[Measure, int], Row]:
    return {(row.measure, row.spread): row for row in rows}


@pytest.mark.parametrize("decks", [1, 2, 6, 8])
def test_the_chances_are_the_engines_fresh_shoe_odds(decks: int) -> None:
    rules = Rules(decks=decks)
    found = chances(decks)
    spread = exact.spread_probabilities(rules)
    assert found.pair == spread["pair"] and found.spread[0] == spread["consecutive"]
    assert all(found.spread[s] == spread[s] for s in range(1, 12))
    assert sum(found.spread.values()) + found.pair == 1
    assert all(found.win[s] == exact.win_probability(rules, s) for s in range(1, 12))
    # Three of a kind: the pair's rank has 4 * decks - 2 cards left of 52 * decks - 2.
    assert found.trips == Fraction(4 * decks - 2, 52 * decks - 2)


def test_a_mixed_history_expects_the_sum_over_its_tables() -> None:
    history = [Dealt(1, HandKind.SPREAD, 4, True, 30), Dealt(1, HandKind.SPREAD, 4, False, 50),
               Dealt(1, HandKind.PAIR, 0, True, 2), Dealt(1, HandKind.PAIR, 0, False, 8),
               Dealt(1, HandKind.CONSECUTIVE, 0, False, 10),
               Dealt(8, HandKind.SPREAD, 4, True, 7), Dealt(8, HandKind.PAIR, 0, False, 3)]
    rows = by_key(compare(history))
    one, eight = chances(1), chances(8)
    pair = rows[Measure.PAIR, 0]
    assert (pair.seen, pair.trials) == (13, 110)
    assert pair.expected == 100 * one.pair + 10 * eight.pair
    assert pair.variance == 100 * one.pair * (1 - one.pair) + 10 * eight.pair * (1 - eight.pair)
    trips = rows[Measure.TRIPS, 0]
    assert (trips.seen, trips.trials, trips.expected) == (2, 13, 10 * one.trips + 3 * eight.trips)
    won = rows[Measure.WIN, 4]
    assert (won.seen, won.trials, won.expected) == (37, 87, 80 * one.win[4] + 7 * eight.win[4])
    assert rows[Measure.WINS, 0].expected == won.expected  # only spread 4 came
    assert rows[Measure.SPREAD, 0].seen == 10 and rows[Measure.SPREAD, 4].seen == 87
    assert rows[Measure.WIN, 5].trials == 0 and rows[Measure.WIN, 5].verdict is Verdict.NOTHING


def test_the_band_and_the_verdicts() -> None:
    p = Fraction(1, 10)
    within = Row(Measure.PAIR, 0, 100, 1000, 1000 * p, 1000 * p * (1 - p))
    low, high = within.band
    assert math.isclose(high - 100, Z_95 * math.sqrt(90)) and math.isclose(100 - low, Z_95 * math.sqrt(90))
    assert within.verdict is Verdict.WITHIN and within.z == 0
    above = Row(Measure.PAIR, 0, 130, 1000, 1000 * p, 1000 * p * (1 - p))
    assert above.verdict is Verdict.ABOVE and 500 < above.one_in < 2000  # z = 3.16: about 1 in 630
    below = Row(Measure.PAIR, 0, 70, 1000, 1000 * p, 1000 * p * (1 - p))
    assert below.verdict is Verdict.BELOW and math.isclose(below.one_in, above.one_in)
    # Two standard deviations off: a little rarer than the band's edge, which chance reaches 1 time in 20.
    two = Row(Measure.PAIR, 0, 102, 1000, Fraction(100), Fraction(1))
    assert two.z == 2 and two.verdict is Verdict.ABOVE and math.isclose(two.one_in, 1 / math.erfc(math.sqrt(2)))
    assert math.isclose(1 / math.erfc(Z_95 / math.sqrt(2)), 20)
    few = Row(Measure.PAIR, 0, 4, 40, 40 * p, 40 * p * (1 - p))
    assert few.expected < FEW and few.verdict is Verdict.TOO_FEW
    assert Row(Measure.PAIR, 0, 0, 0, Fraction(0), Fraction(0)).verdict is Verdict.NOTHING


def test_every_row_is_there_in_order_for_an_empty_history() -> None:
    rows = compare([])
    assert [(row.measure, row.spread) for row in rows] == (
        [(Measure.SPREAD, s) for s in range(12)] + [(Measure.PAIR, 0), (Measure.TRIPS, 0)]
        + [(Measure.WIN, s) for s in range(1, 12)] + [(Measure.WINS, 0)])
    assert all(row.verdict is Verdict.NOTHING and row.z == 0 for row in rows)
