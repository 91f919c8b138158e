"""Exact Red Dog odds: house edge, element of risk, spread chances and the odds coach.

Everything here is exact: probabilities and expectations are :class:`fractions.Fraction`
values built from integer sums over card ranks with their multiplicities (never by
simulation). The sums are closed forms — for a spread ``s`` the inside cards are the
``s`` ranks strictly between the two showing, which are never the two cards dealt —
so any set of house rules is priced in microseconds. The tests check every figure
against :func:`~reddog_qt.engine.hand.settle` over every ordered deal of small shoes.

The model behind the table-wide figures (:func:`house_edge` and friends):

* every hand is dealt from a *fresh* shoe of ``rules.decks`` full decks (52 cards
  each, four of every rank): the first, second and third card are drawn without
  replacement. A continuous shoe deals from a partly used shoe; its long-run edge
  differs from this figure only by the small "cut-card effect", which is ignored
  here, as it is in the published tables (:func:`next_hand_ev` prices the hand
  actually coming out of a depleted shoe);
* the player raises the most the rules allow (``raise_multiple`` times the wager,
  under either :class:`~reddog_qt.engine.rules.RaisePolicy`) exactly when raising
  has a positive expectation given the two cards showing, and otherwise stands.
  The expectation of a raise is linear in its size, so nothing between "no raise"
  and the largest raise can do better, and the house edge is the same under both
  raise policies for the same ``raise_multiple``;
* the edge is quoted per initial wager; the *element of risk* divides it by the
  average total stake (wager plus expected raise).

>>> rules = Rules.preset("atlantic-city")
>>> house_edge(rules)
Fraction(523, 16575)
>>> f"{float(house_edge(rules)):.3%}", raise_threshold(rules)
('3.155%', 7)
>>> d = decision(rules, {rank: 4 for rank in range(2, 15)} | {2: 3, 14: 3}, 2, 14)
>>> d.spread, d.win_probability, d.should_raise
(11, Fraction(22, 25), True)
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from .hand import HandKind, classify
from .rules import MAX_SPREAD, Rules

__all__ = [
    "RANKS",
    "Decision",
    "OddsSummary",
    "average_bet",
    "decision",
    "element_of_risk",
    "fresh_counts",
    "house_edge",
    "next_hand_ev",
    "raise_spreads",
    "raise_threshold",
    "spread_probabilities",
    "summary",
    "third_card",
    "win_probability",
]

#: The card values, two to ace (ace high).
RANKS: tuple[int, ...] = tuple(range(2, 15))
#: Cards of each rank in one deck.
_PER_DECK = 4


def fresh_counts(decks: int) -> dict[int, int]:
    """The rank counts (rank -> cards) of a full shoe of ``decks`` decks.

    >>> fresh_counts(2)[14], sum(fresh_counts(2).values())
    (8, 104)
    """
    if isinstance(decks, bool) or not isinstance(decks, int) or decks < 1:
        raise ValueError(f"a shoe holds at least one whole deck, not {decks!r}")
    return dict.fromkeys(RANKS, _PER_DECK * decks)


# --- the odds coach ---------------------------------------------------------------


@dataclass(frozen=True)
class Decision:
    """What the odds coach knows about two cards showing, for one wager.

    ``ev_stand`` and ``ev_raise`` are the expected net results in credits for a
    hand with this wager (so per unit when ``wager`` is 1): standing, and raising
    the most the rules allow (``raise_multiple`` times the wager). Only a spread
    hand can be raised; for a pair or a consecutive hand ``ev_raise`` equals
    ``ev_stand`` and ``raise_amount`` is 0.

    >>> d = Decision(HandKind.SPREAD, 7, Fraction(14, 25), Fraction(3, 25), Fraction(6, 25), 1, True)
    >>> d.best_ev
    Fraction(6, 25)
    """

    #: Pair, consecutive or spread.
    kind: HandKind
    #: Ranks strictly between the two cards: 1..11 for a spread hand, 0 otherwise.
    spread: int
    #: Chance the third card wins: falls strictly inside (spread), makes three of a
    #: kind (pair); 0 for a consecutive hand, which gets no third card.
    win_probability: Fraction
    #: Expected net result of standing, in credits.
    ev_stand: Fraction
    #: Expected net result of raising the maximum, in credits.
    ev_raise: Fraction
    #: The raise considered: the largest the rules allow on this wager for a spread hand, 0 otherwise.
    raise_amount: int
    #: True only when raising is strictly better than standing.
    should_raise: bool

    @property
    def best_ev(self) -> Fraction:
        """The expected net result of the better play."""
        return self.ev_raise if self.should_raise else self.ev_stand

    def ev_with_raise(self, amount: int) -> Fraction:
        """The expected net result of raising ``amount`` (0 to :attr:`raise_amount`) instead.

        The expectation is linear in the raise, which is why the best raise is either
        none or the most allowed.

        >>> d = Decision(HandKind.SPREAD, 7, Fraction(14, 25), Fraction(6, 5), Fraction(12, 5), 10, True)
        >>> d.ev_with_raise(5)
        Fraction(9, 5)
        """
        if isinstance(amount, bool) or not isinstance(amount, int) or not 0 <= amount <= self.raise_amount:
            raise ValueError(f"a raise here is 0 to {self.raise_amount}, not {amount!r}")
        if amount == 0:
            return self.ev_stand
        if amount == self.raise_amount:  # the line's far end, as computed (the sum below gives it exactly too)
            return self.ev_raise
        return self.ev_stand + (self.ev_raise - self.ev_stand) * Fraction(amount, self.raise_amount)


def _check_counts(unseen: Mapping[int, int]) -> list[int]:
    """The counts as a list indexed by rank (0..14; 0 and 1 unused)."""
    counts = [0] * 15
    for rank, n in unseen.items():
        if isinstance(rank, bool) or int(rank) not in RANKS:
            raise ValueError(f"card values run from 2 to 14, not {rank!r}")
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError(f"a count of cards is a whole number from 0 up, not {n!r}")
        counts[int(rank)] = n
    return counts


def decision(rules: Rules, unseen: Mapping[int, int], first: int, second: int,
             wager: int = 1) -> Decision:
    """The odds of the hand showing ``first`` and ``second``, with ``unseen`` cards left.

    ``unseen`` maps rank (2..14) to how many cards of it the player has not seen
    (:meth:`~reddog_qt.engine.session.Session.unseen_rank_counts`); it already
    excludes the two cards showing. Missing ranks count as none left. The third
    card is equally likely to be any unseen card.

    Raise only when raising is strictly better than standing (``should_raise``):
    for a spread hand that is exactly when standing has a positive expectation.

    One deck, a nine and a queen showing (spread 2, pays 4:1): 8 of the 50 unseen
    cards win.

    >>> rules = Rules.preset("atlantic-city")
    >>> unseen = {rank: 4 for rank in range(2, 15)} | {9: 3, 12: 3}
    >>> d = decision(rules, unseen, 9, 12, wager=10)
    >>> d.win_probability, d.ev_stand, d.ev_raise, d.should_raise
    (Fraction(4, 25), Fraction(-2, 1), Fraction(-4, 1), False)
    """
    first, second = int(first), int(second)
    if first not in RANKS or second not in RANKS:
        raise ValueError(f"card values run from 2 to 14, not {(first, second)}")
    if isinstance(wager, bool) or not isinstance(wager, int) or wager < 1:
        raise ValueError(f"a wager is a positive whole number of credits, not {wager!r}")
    counts = _check_counts(unseen)
    kind, spread, wins, total, per_credit = third_card(rules, counts, first, second)
    if kind is HandKind.CONSECUTIVE:
        zero = Fraction(0)
        return Decision(kind, 0, zero, zero, zero, 0, False)
    ev = Fraction(wager * per_credit, total)
    if kind is HandKind.PAIR:
        return Decision(kind, 0, Fraction(wins, total), ev, ev, 0, False)
    raised = rules.max_raise(wager)
    return Decision(
        kind=kind,
        spread=spread,
        win_probability=Fraction(wins, total),
        ev_stand=ev,
        ev_raise=Fraction((wager + raised) * per_credit, total),
        raise_amount=raised,
        should_raise=per_credit > 0,
    )


def third_card(rules: Rules, counts: Sequence[int], first: int, second: int) -> tuple[HandKind, int, int, int, int]:
    """What the third card can do for two cards showing: ``(kind, spread, wins, total, per_credit)``.

    ``counts`` are the unseen cards indexed by rank (0..14; 0 and 1 unused), as
    :meth:`~reddog_qt.engine.shoe.Shoe.counts_by_rank` gives them; they are trusted, so a
    caller holding a player's numbers checks them first, as :func:`decision` does. ``wins``
    of the ``total`` unseen cards win (inside a spread, or the pair's rank); a stake of
    ``s`` credits then expects ``s * per_credit / total`` credits. A consecutive hand
    gets no third card: everything but its kind is 0.

    >>> counts = [0, 0] + [4] * 13
    >>> counts[9] = counts[12] = 3
    >>> third_card(Rules.preset("atlantic-city"), counts, 12, 9)
    (<HandKind.SPREAD: 'spread'>, 2, 8, 50, -10)
    """
    kind = classify(first, second)
    if kind is HandKind.CONSECUTIVE:
        return kind, 0, 0, 0, 0
    total = sum(counts)
    if total == 0:
        raise ValueError("no unseen cards are left to deal the third card from")
    if kind is HandKind.PAIR:
        wins = counts[first]
        return kind, 0, wins, total, rules.trips_pays * wins
    low, high = (first, second) if first < second else (second, first)
    spread = high - low - 1
    wins = sum(counts[low + 1:high])
    # Per credit staked: each winning card pays the spread's odds, each other card loses it.
    return kind, spread, wins, total, wins * rules.spread_pays[spread - 1] - (total - wins)


def next_hand_ev(rules: Rules, unseen: Mapping[int, int]) -> Fraction:
    """The exact expected net result, per credit wagered, of the next hand dealt from ``unseen``.

    Every ordered pair of first two cards is weighed by how many of each rank are
    left, and every spread is played the best way (raise the most allowed exactly
    when it pays with those two cards out). Needs at least three cards.

    A fresh deck gives minus the house edge:

    >>> rules = Rules.preset("atlantic-city")
    >>> next_hand_ev(rules, fresh_counts(1)) == -house_edge(rules)
    True
    """
    counts = _check_counts(unseen)
    total = sum(counts)
    if total < 3:
        raise ValueError(f"a hand needs three cards to be dealt from; {total} left")
    third_pool = total - 2
    pays = rules.spread_pays
    k = rules.raise_multiple
    trips = rules.trips_pays
    # prefix[r] = cards of rank below r, so the cards strictly between a and b are prefix[b] - prefix[a + 1].
    prefix = [0] * 16
    for rank in range(15):
        prefix[rank + 1] = prefix[rank] + counts[rank]
    numerator = 0  # over total * (total - 1) * third_pool
    for low in RANKS:
        n_low = counts[low]
        if not n_low:
            continue
        if n_low >= 2:
            # A pair of ``low``: the third card makes trips from what is left of the rank.
            numerator += n_low * (n_low - 1) * trips * (n_low - 2)
        for high in range(low + 2, 15):
            n_high = counts[high]
            if not n_high:
                continue
            inside = prefix[high] - prefix[low + 1]
            per_credit = inside * pays[high - low - 2] - (third_pool - inside)
            if per_credit > 0:
                per_credit *= 1 + k
            numerator += 2 * n_low * n_high * per_credit  # either card may come first
    return Fraction(numerator, total * (total - 1) * third_pool)


# --- fresh-shoe figures -----------------------------------------------------------


@dataclass(frozen=True)
class OddsSummary:
    """The exact fresh-shoe figures of one set of house rules (see :func:`summary`).

    >>> s = summary(Rules.preset("atlantic-city"))
    >>> s.house_edge == house_edge(Rules.preset("atlantic-city")), s.raise_threshold
    (True, 7)
    """

    #: Decks in the fresh shoe.
    decks: int
    #: The player's expected net result per initial wager (negative: the house wins).
    expected_value: Fraction
    #: ``-expected_value``: the house's advantage per initial wager (negative: the player's).
    house_edge: Fraction
    #: The expected raise per initial wager.
    expected_raise: Fraction
    #: ``1 + expected_raise``: the average total stake per initial wager.
    average_bet: Fraction
    #: ``house_edge / average_bet``.
    element_of_risk: Fraction
    #: Chance of each spread 1..11, and of ``"pair"`` and ``"consecutive"``.
    spread_probabilities: Mapping[int | str, Fraction]
    #: The spreads at which raising has a positive expectation.
    raise_spreads: frozenset[int]
    #: The smallest spread in :attr:`raise_spreads`.
    raise_threshold: int

    @property
    def favours_player(self) -> bool:
        """True when these rules give the player the edge."""
        return self.expected_value > 0


def _cache_key(rules: Rules) -> tuple[int, tuple[int, ...], int, int]:
    # Only these fields change the odds (the raise policy does not; see the module notes).
    return rules.decks, tuple(rules.spread_pays), rules.trips_pays, rules.raise_multiple


@functools.lru_cache(maxsize=256)
def _summary_for(key: tuple[int, tuple[int, ...], int, int]) -> OddsSummary:
    decks, spread_pays, trips_pays, raise_multiple = key
    return _compute_summary(decks, spread_pays, trips_pays, raise_multiple)


def _compute_summary(decks: int, spread_pays: tuple[int, ...], trips_pays: int,
                     raise_multiple: int) -> OddsSummary:
    """The fresh-shoe sums in closed form (uncached).

    With ``n`` cards and ``c`` of each rank, a spread ``s`` comes from ``2 (12 - s)``
    ordered rank pairs of weight ``c * c`` and has ``s * c`` winning third cards of
    ``n - 2``; a pair comes from 13 ranks of weight ``c (c - 1)`` and makes trips
    with ``c - 2`` of ``n - 2``; consecutive cards push.
    """
    n = 52 * decks
    c = _PER_DECK * decks
    third_pool = n - 2
    first_two = n * (n - 1)
    ev_num = 13 * c * (c - 1) * trips_pays * (c - 2)  # over first_two * third_pool
    raise_num = 0  # over first_two
    probabilities: dict[int | str, Fraction] = {}
    raising: set[int] = set()
    for spread in range(1, MAX_SPREAD + 1):
        weight = 2 * (12 - spread) * c * c
        inside = spread * c
        per_credit = inside * spread_pays[spread - 1] - (third_pool - inside)
        probabilities[spread] = Fraction(weight, first_two)
        if per_credit > 0:
            raising.add(spread)
            raise_num += weight * raise_multiple
            per_credit *= 1 + raise_multiple
        ev_num += weight * per_credit
    probabilities["pair"] = Fraction(13 * c * (c - 1), first_two)
    probabilities["consecutive"] = Fraction(2 * 12 * c * c, first_two)
    expected_value = Fraction(ev_num, first_two * third_pool)
    expected_raise = Fraction(raise_num, first_two)
    average = 1 + expected_raise
    # Spreads 7..11 always pay to raise: more than half the third cards win and every
    # spread pays at least 1:1, so the set is never empty.
    return OddsSummary(
        decks=decks,
        expected_value=expected_value,
        house_edge=-expected_value,
        expected_raise=expected_raise,
        average_bet=average,
        element_of_risk=-expected_value / average,
        spread_probabilities=probabilities,
        raise_spreads=frozenset(raising),
        raise_threshold=min(raising),
    )


def summary(rules: Rules) -> OddsSummary:
    """All the exact fresh-shoe figures for ``rules`` at once (cached per decks, pay table and raise).

    >>> s = summary(Rules.preset("eight-deck"))
    >>> f"{float(s.house_edge):.3%}", f"{float(s.element_of_risk):.3%}", s.raise_threshold
    ('2.751%', '2.335%', 7)
    """
    return _summary_for(_cache_key(rules))


def house_edge(rules: Rules) -> Fraction:
    """The house edge per initial wager (positive: the house's advantage), exactly.

    Fresh shoe every hand; the player raises the maximum exactly when that has a
    positive expectation (see the module notes).

    >>> house_edge(Rules.preset("atlantic-city"))
    Fraction(523, 16575)
    """
    return summary(rules).house_edge


def average_bet(rules: Rules) -> Fraction:
    """The average total stake per hand, per initial wager: 1 plus the expected raise.

    >>> average_bet(Rules.preset("atlantic-city"))
    Fraction(261, 221)
    """
    return summary(rules).average_bet


def element_of_risk(rules: Rules) -> Fraction:
    """The house edge divided by the average total stake (wager plus expected raise).

    >>> atlantic = Rules.preset("atlantic-city")
    >>> element_of_risk(atlantic) == house_edge(atlantic) / average_bet(atlantic)
    True
    """
    return summary(rules).element_of_risk


def spread_probabilities(rules: Rules) -> dict[int | str, Fraction]:
    """The chance of each spread 1..11 and of a ``"pair"`` or ``"consecutive"`` hand, on a fresh shoe.

    >>> p = spread_probabilities(Rules.preset("atlantic-city"))
    >>> p["pair"], p["consecutive"], p[11], sum(p.values())
    (Fraction(1, 17), Fraction(32, 221), Fraction(8, 663), Fraction(1, 1))
    """
    return dict(summary(rules).spread_probabilities)


def raise_spreads(rules: Rules) -> frozenset[int]:
    """Every spread at which raising the maximum has a positive expectation (fresh shoe).

    >>> sorted(raise_spreads(Rules.preset("six-deck-shoe")))
    [7, 8, 9, 10, 11]
    """
    return summary(rules).raise_spreads


def raise_threshold(rules: Rules) -> int:
    """The smallest spread at which raising has a positive expectation (fresh shoe).

    With the standard pay table that is 7: raise on a spread of 7 or more. Spreads
    7..11 always qualify (more than half the unseen cards win and every spread pays
    at least 1:1), so the answer is at most 7. A generous pay table can also make a
    narrow spread worth raising while a wider one is not; :func:`raise_spreads` gives
    the full set.

    >>> raise_threshold(Rules.preset("atlantic-city"))
    7
    """
    return summary(rules).raise_threshold


def win_probability(rules: Rules, spread: int) -> Fraction:
    """The chance the third card falls strictly inside a ``spread``, on a fresh shoe.

    The two cards showing are gone and neither is an inside rank, so the inside
    cards are ``4 * decks * spread`` out of ``52 * decks - 2``.

    >>> rules = Rules.preset("atlantic-city")
    >>> win_probability(rules, 1), win_probability(rules, 11)
    (Fraction(2, 25), Fraction(22, 25))
    """
    if isinstance(spread, bool) or not isinstance(spread, int) or not 1 <= spread <= MAX_SPREAD:
        raise ValueError(f"a spread is 1 to {MAX_SPREAD}, not {spread!r}")
    low, high = 2, 2 + spread + 1
    counts = fresh_counts(rules.decks)
    counts[low] -= 1
    counts[high] -= 1
    return decision(rules, counts, low, high).win_probability
