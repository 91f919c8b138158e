"""The sealed shuffle's quality, each property tested at 99% confidence over a fixed sample of shuffles.

The shuffles come from fixed seeds (the SHA-256 of ``"shuffle quality <what> <n>"``, n = 0, 1, 2, ...), so every
run checks the same shuffles and a pass never flakes; the seeds are the first n of that rule, not chosen to pass.
"At 99%" means that a perfect shuffle would fail the test for one choice of seeds in a hundred.

Critical values of chi-square come from the Wilson-Hilferty approximation (chi-square with k degrees of freedom
is close to k times the cube of a normal with mean 1 - 2/(9k) and variance 2/(9k)); its error at these k and
tails is well under 1% of the value. No scipy.

The sample sizes were chosen for power against a stated bias, worked out with the noncentral chi-square
(noncentrality lambda = sample x sum of (q - p)^2 / p for a biased q) and checked by simulating it:

* **Each card's position** (:data:`SHUFFLES` = 20,000 whole one-deck shuffles): for each of the 52 cards, the
  chi-square of the 52 positions it landed at, 51 degrees of freedom. The 52 tests are made at 1%/52 each
  (Bonferroni), so together they hold at 99%. One deck: the algorithm is the same for every shoe size, and
  a deck is where each card's share of a position is largest. Power: against one card landing at one position
  1.5 times as often as it should (1.5/52), lambda = 98 and the test catches it 99.6% of the time (84% at
  1.4 times).
* **The first two cards' spreads** (:data:`HANDS` = 100,000 hands, at one, six and eight decks): the chi-square
  of the 13 kinds (spreads 1 to 11, a pair, consecutive cards) against the exact odds of
  :func:`reddog_qt.engine.odds.spread_probabilities`, 12 degrees of freedom. Power: against pairs dealt 10%
  more or less often than they should be, over 99.9% (one deck: lambda = 62.5); against 5%, about half.
* **Consecutive hands** (the 100,000 one-deck hands of a table that shuffles every hand, as 50,000 pairs of
  hands one after the other, each pair apart from the others so that the pairs are independent): the
  chi-square of the 13 x 13 kinds of a hand and the next against the product of the exact odds, 168 degrees
  of freedom; it fails if a hand's kind leans on the one before. Power: against a hand copying the previous
  hand's kind one time in a hundred (beyond chance), lambda = 60 and about 72%; one time in 67, 99.9%.

Run time: about three seconds on one core.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import hmac
import math
from collections.abc import Callable, Sequence
from statistics import NormalDist

import pytest

from reddog_qt.engine import Rules
from reddog_qt.engine.hand import HandKind, classify, spread_between
from reddog_qt.engine.odds import spread_probabilities
from reddog_qt.engine.sealed import ByteStream, SealedOrder

#: Whole one-deck shuffles for the position test, and hands for the spread and consecutive-hand tests.
SHUFFLES, HANDS = 20_000, 100_000
#: Each test's chance to fail a perfect shuffle.
ALPHA = 0.01
#: The kinds of the first two cards, in the order of the cells.
KINDS: tuple[int | str, ...] = (*range(1, 12), "pair", "consecutive")


def seed(what: str, number: int) -> bytes:
    return hashlib.sha256(f"shuffle quality {what} {number}".encode("ascii")).digest()


def critical_value(freedom: int, alpha: float) -> float:
    """The chi-square value a fair sample exceeds with chance ``alpha`` (Wilson-Hilferty).

    >>> round(critical_value(12, 0.01), 1)  # tables: 26.217
    26.2
    """
    z = NormalDist().inv_cdf(1 - alpha)
    shrink = 2 / (9 * freedom)
    return freedom * (1 - shrink + z * math.sqrt(shrink)) ** 3


def chi_square(observed: Sequence[int], chances: Sequence[float]) -> float:
    total = sum(observed)
    return sum((seen - total * chance) ** 2 / (total * chance) for seen, chance in zip(observed, chances, strict=True))


def kind_cell(first: int, second: int) -> int:
    """The cell of KINDS of two cards given by their starting-order indexes (rank = index mod 13 + 2)."""
    low, high = first % 13 + 2, second % 13 + 2
    kind = classify(low, high)
    if kind is HandKind.SPREAD:
        return spread_between(low, high) - 1
    return KINDS.index(kind.value)


def hand_kinds(decks: int, seed_of: Callable[[int], bytes]) -> list[int]:
    size = 52 * decks
    kinds = []
    for number in range(HANDS):
        order = SealedOrder(seed_of(number), size)
        kinds.append(kind_cell(order.at(0), order.at(1)))
    return kinds


@functools.cache
def fair_kinds(decks: int) -> tuple[int, ...]:
    return tuple(hand_kinds(decks, lambda number: seed(f"hands {decks}", number)))


def exact_chances(decks: int) -> list[float]:
    odds = spread_probabilities(dataclasses.replace(Rules(), decks=decks))
    return [float(odds[kind]) for kind in KINDS]


def worst_card(shuffles: int) -> float:
    counts = [[0] * 52 for _ in range(52)]
    for number in range(shuffles):
        order = SealedOrder(seed("positions", number), 52)
        for position in range(52):
            counts[order.at(position)][position] += 1
    even = [1 / 52] * 52
    return max(chi_square(row, even) for row in counts)


def consecutive_statistic(kinds: Sequence[int], chances: Sequence[float]) -> float:
    cells = [0] * (len(KINDS) ** 2)
    for index in range(0, len(kinds) - 1, 2):
        cells[kinds[index] * len(KINDS) + kinds[index + 1]] += 1
    return chi_square(cells, [a * b for a in chances for b in chances])


def test_each_card_lands_at_each_position_evenly() -> None:
    assert worst_card(SHUFFLES) < critical_value(51, ALPHA / 52)


@pytest.mark.parametrize("decks", [1, 6, 8])
def test_the_first_two_cards_make_spreads_at_the_exact_odds(decks: int) -> None:
    kinds = fair_kinds(decks)
    observed = [kinds.count(cell) for cell in range(len(KINDS))]
    assert chi_square(observed, exact_chances(decks)) < critical_value(len(KINDS) - 1, ALPHA)


def test_consecutive_hands_do_not_lean_on_each_other() -> None:
    statistic = consecutive_statistic(fair_kinds(1), exact_chances(1))
    assert statistic < critical_value(len(KINDS) ** 2 - 1, ALPHA)


# --- the tests can fail --------------------------------------------------------------------------------------


def test_a_draw_without_rejection_fails_the_position_test(monkeypatch: pytest.MonkeyPatch) -> None:
    # One byte modulo n, as a careless shuffle draws: the low indexes come up a little more often.
    def biased_below(self: ByteStream, n: int) -> int:
        self._block += 1
        return hmac.digest(self._seed, self._block.to_bytes(8, "big"), "sha256")[0] % n

    monkeypatch.setattr(ByteStream, "below", biased_below)
    assert worst_card(SHUFFLES) > critical_value(51, ALPHA / 52)


def test_hands_that_repeat_the_one_before_fail_the_consecutive_test() -> None:
    # One hand in fifty is dealt again from the seed of the hand before it.
    def seed_of(number: int) -> bytes:
        again = number % 2 and seed("repeat", number)[0] < 256 // 50
        return seed("hands 1", number - 1 if again else number)

    assert consecutive_statistic(hand_kinds(1, seed_of), exact_chances(1)) > critical_value(168, ALPHA)
