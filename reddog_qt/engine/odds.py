"""Exact Red Dog odds: house edge, element of risk, spread chances and the odds coach.

Everything here is exact: probabilities and expectations are :class:`fractions.Fraction`
values, computed by enumerating card ranks with their multiplicities (never by
simulation), and every payout comes from :func:`~reddog_qt.engine.hand.settle`.

The model behind the table-wide figures (:func:`house_edge` and friends):

* every hand is dealt from a *fresh* shoe of ``rules.decks`` full decks (52 cards
  each, four of every rank): the first, second and third card are drawn without
  replacement. A continuous shoe (the ``six-deck-shoe`` preset) deals from a
  partly used shoe; its long-run edge differs from this figure only by the small
  "cut-card effect", which is ignored here, as it is in the published tables;
* the player raises the most the rules allow (the whole wager, under either
  :class:`~reddog_qt.engine.rules.RaisePolicy`) exactly when raising has a
  positive expectation given the two cards showing, and otherwise stands. The
  expectation of a raise is linear in its size, so nothing between "no raise"
  and "the whole wager" can do better, and the house edge is the same under
  both raise policies;
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
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from .hand import HandKind, classify, settle, spread_between
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
    "raise_spreads",
    "raise_threshold",
    "spread_probabilities",
    "summary",
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
    return {rank: _PER_DECK * decks for rank in RANKS}


# --- the odds coach ---------------------------------------------------------------


@dataclass(frozen=True)
class Decision:
    """What the odds coach knows about two cards showing, for one wager.

    ``ev_stand`` and ``ev_raise`` are the expected net results in credits for a
    hand with this wager (so per unit when ``wager`` is 1): standing, and raising
    the most the rules allow (the whole wager). Only a spread hand can be raised;
    for a pair or a consecutive hand ``ev_raise`` equals ``ev_stand`` and
    ``raise_amount`` is 0.

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
    #: Expected net result of raising the maximum (the wager), in credits.
    ev_raise: Fraction
    #: The raise considered: the wager for a spread hand, 0 otherwise.
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
        return self.ev_stand + (self.ev_raise - self.ev_stand) * Fraction(amount, self.raise_amount)


def _third_card_sums(rules: Rules, counts: Mapping[int, int], first: int, second: int,
                     wager: int, raised: int) -> tuple[int, int, int, int]:
    """Sums over the possible third cards, weighted by how many of each remain.

    Returns ``(stand, raise, wins, total)``: the summed net results of standing and of
    raising ``raised``, the number of winning third cards and the number of cards.
    """
    stand = rise = wins = total = 0
    kind = classify(first, second)
    for rank in RANKS:
        n = counts.get(rank, 0)
        if not n:
            continue
        total += n
        net = settle(rules, (first, second, rank), wager, 0)
        stand += n * net
        if net > 0:
            wins += n
        if kind is HandKind.SPREAD:
            rise += n * settle(rules, (first, second, rank), wager, raised)
    if kind is not HandKind.SPREAD:
        rise = stand
    return stand, rise, wins, total


def _check_counts(unseen: Mapping[int, int]) -> dict[int, int]:
    counts: dict[int, int] = {}
    for rank, n in unseen.items():
        if int(rank) not in RANKS:
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
    kind = classify(first, second)
    if kind is HandKind.CONSECUTIVE:
        zero = Fraction(settle(rules, (first, second), wager))
        return Decision(kind, 0, Fraction(0), zero, zero, 0, False)
    raised = wager if kind is HandKind.SPREAD else 0
    stand, rise, wins, total = _third_card_sums(rules, counts, first, second, wager, raised)
    if total == 0:
        raise ValueError("no unseen cards are left to deal the third card from")
    ev_stand, ev_raise = Fraction(stand, total), Fraction(rise, total)
    return Decision(
        kind=kind,
        spread=spread_between(first, second),
        win_probability=Fraction(wins, total),
        ev_stand=ev_stand,
        ev_raise=ev_raise,
        raise_amount=raised,
        should_raise=kind is HandKind.SPREAD and ev_raise > ev_stand,
    )


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
    #: ``-expected_value``: the house's advantage per initial wager.
    house_edge: Fraction
    #: The expected raise per initial wager (the chance of a hand the strategy raises).
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


def _cache_key(rules: Rules) -> tuple[int, tuple[int, ...], int]:
    # Only these fields change the odds (the raise policy does not; see the module notes).
    return rules.decks, tuple(rules.spread_pays), rules.trips_pays


@functools.lru_cache(maxsize=64)
def _summary_for(key: tuple[int, tuple[int, ...], int]) -> OddsSummary:
    decks, spread_pays, trips_pays = key
    rules = Rules(decks=decks, spread_pays=spread_pays, trips_pays=trips_pays)
    return _compute_summary(rules)


def _compute_summary(rules: Rules) -> OddsSummary:
    """Enumerate first rank x second rank x third rank with multiplicities (uncached)."""
    counts = fresh_counts(rules.decks)
    cards = sum(counts.values())
    pairs_weight = cards * (cards - 1)  # ordered (first, second) draws
    third_weight = cards - 2
    ev_num = 0  # player's net, over pairs_weight * third_weight triples
    raise_num = 0  # raised units, over pairs_weight
    by_kind: dict[int | str, int] = {spread: 0 for spread in range(1, MAX_SPREAD + 1)}
    by_kind["pair"] = by_kind["consecutive"] = 0
    raising: set[int] = set()
    for first in RANKS:
        n_first = counts[first]
        counts[first] -= 1
        for second in RANKS:
            n_second = counts[second]
            weight = n_first * n_second
            if not weight:
                continue
            kind = classify(first, second)
            if kind is HandKind.CONSECUTIVE:
                by_kind["consecutive"] += weight
                ev_num += weight * third_weight * settle(rules, (first, second), 1)
                continue
            counts[second] -= 1
            stand, rise, _, total = _third_card_sums(rules, counts, first, second, 1, 1)
            counts[second] += 1
            assert total == third_weight
            if kind is HandKind.PAIR:
                by_kind["pair"] += weight
                ev_num += weight * stand
                continue
            spread = spread_between(first, second)
            by_kind[spread] += weight
            if rise > stand:
                raising.add(spread)
                raise_num += weight
                ev_num += weight * rise
            else:
                ev_num += weight * stand
        counts[first] += 1
    expected_value = Fraction(ev_num, pairs_weight * third_weight)
    expected_raise = Fraction(raise_num, pairs_weight)
    average = 1 + expected_raise
    # Raising at spread s always has the same sign whatever the end ranks (a fresh shoe
    # holds as many of each rank), and spreads 7..11 always pay: more than half the
    # unseen cards win there and every spread pays at least 1:1.
    return OddsSummary(
        decks=rules.decks,
        expected_value=expected_value,
        house_edge=-expected_value,
        expected_raise=expected_raise,
        average_bet=average,
        element_of_risk=-expected_value / average,
        spread_probabilities={key: Fraction(w, pairs_weight) for key, w in by_kind.items()},
        raise_spreads=frozenset(raising),
        raise_threshold=min(raising),
    )


def summary(rules: Rules) -> OddsSummary:
    """All the exact fresh-shoe figures for ``rules`` at once (cached per deck count and pay table).

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

    >>> element_of_risk(Rules.preset("atlantic-city")) == house_edge(Rules.preset("atlantic-city")) / average_bet(Rules.preset("atlantic-city"))
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
