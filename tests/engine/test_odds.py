"""Exact odds: brute force over physical cards, closed forms, hand-worked cases, a seeded simulation."""

from __future__ import annotations

import dataclasses
import doctest
import math
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reddog_qt.engine import (
    PRESET_NAMES,
    HandKind,
    Phase,
    RaisePolicy,
    Rules,
    Session,
    ShufflePolicy,
    classify,
    full_deck,
    odds,
    settle,
    spread_between,
)
from reddog_qt.engine.odds import (
    decision,
    element_of_risk,
    fresh_counts,
    house_edge,
    raise_spreads,
    raise_threshold,
    spread_probabilities,
    summary,
    win_probability,
)

ATLANTIC = Rules.preset("atlantic-city")
#: An odd pay table: a raise pays at spreads 1 and 5 but not 2, 3, 4 or 6; trips pay less.
ODD_PAYS = dataclasses.replace(ATLANTIC, spread_pays=(12, 1, 3, 1, 2, 1, 1, 2, 1, 1, 1), trips_pays=5)


def test_doctests() -> None:
    result = doctest.testmod(odds)
    assert result.attempted > 10
    assert result.failed == 0


# --- brute force over every ordered triple of physical cards ----------------------------


def _brute_force_one_deck(rules: Rules) -> tuple[Fraction, Fraction, frozenset[int]]:
    """(player EV, expected raise, raised spreads) over all 52*51*50 ordered card triples.

    The strategy is found here independently: for each ordered pair of physical cards,
    raise iff the summed result over the 50 possible third cards is higher raised.
    """
    assert rules.decks == 1
    ranks = [int(card.rank) for card in full_deck()]
    total = raised_triples = triples = 0
    raised_spreads: set[int] = set()
    for i, first in enumerate(ranks):
        for j, second in enumerate(ranks):
            if i == j:
                continue
            thirds = [third for k, third in enumerate(ranks) if k not in (i, j)]
            triples += len(thirds)
            if classify(first, second) is HandKind.CONSECUTIVE:
                total += len(thirds) * settle(rules, (first, second), 1)
                continue
            stand = sum(settle(rules, (first, second, third), 1) for third in thirds)
            if classify(first, second) is HandKind.SPREAD:
                rise = sum(settle(rules, (first, second, third), 1, 1) for third in thirds)
                if rise > stand:
                    total += rise
                    raised_triples += len(thirds)
                    raised_spreads.add(spread_between(first, second))
                    continue
            total += stand
    assert triples == 52 * 51 * 50
    return Fraction(total, triples), Fraction(raised_triples, triples), frozenset(raised_spreads)


@pytest.mark.parametrize("rules", [ATLANTIC, ODD_PAYS], ids=["standard", "odd-pays"])
def test_house_edge_matches_brute_force_over_physical_cards(rules: Rules) -> None:
    ev, expected_raise, spreads = _brute_force_one_deck(rules)
    assert house_edge(rules) == -ev
    assert summary(rules).expected_raise == expected_raise
    assert element_of_risk(rules) == -ev / (1 + expected_raise)
    assert raise_spreads(rules) == spreads


def test_one_deck_exact_values() -> None:
    assert house_edge(ATLANTIC) == Fraction(523, 16575)
    assert element_of_risk(ATLANTIC) == Fraction(523, 19575)
    assert summary(ATLANTIC).average_bet == Fraction(261, 221)
    assert raise_spreads(ODD_PAYS) == frozenset({1, 5, 7, 8, 9, 10, 11})
    assert raise_threshold(ODD_PAYS) == 1


# --- closed forms -----------------------------------------------------------------------


def _closed_form_ev(rules: Rules) -> Fraction:
    """The player's EV from textbook formulas, without settle(): an independent check."""
    n = 52 * rules.decks
    c = 4 * rules.decks
    first_two = n * (n - 1)
    ev = Fraction(13 * c * (c - 1), first_two) * Fraction(c - 2, n - 2) * rules.trips_pays  # trips
    for spread in range(1, 12):
        chance = Fraction(2 * (12 - spread) * c * c, first_two)
        p = Fraction(c * spread, n - 2)
        stand = p * rules.spread_pays[spread - 1] - (1 - p)
        ev += chance * max(stand, 2 * stand)
    return ev


@pytest.mark.parametrize("decks", range(1, 9))
def test_house_edge_matches_closed_form(decks: int) -> None:
    for base in (ATLANTIC, ODD_PAYS):
        rules = dataclasses.replace(base, decks=decks)
        assert house_edge(rules) == -_closed_form_ev(rules)


@pytest.mark.parametrize("decks", range(1, 9))
def test_spread_probabilities(decks: int) -> None:
    rules = dataclasses.replace(ATLANTIC, decks=decks)
    probs = spread_probabilities(rules)
    n, c = 52 * decks, 4 * decks
    assert set(probs) == set(range(1, 12)) | {"pair", "consecutive"}
    assert sum(probs.values()) == 1
    assert probs["pair"] == Fraction(c - 1, n - 1)
    assert probs["consecutive"] == Fraction(2 * 12 * c * c, n * (n - 1))
    for spread in range(1, 12):
        assert probs[spread] == Fraction(2 * (12 - spread) * c * c, n * (n - 1))


def test_published_figures() -> None:
    """The Wizard of Odds tables (standard pays, 11:1 trips): 3.155%, 2.80% and 2.751%."""
    assert round(float(house_edge(ATLANTIC)) * 100, 3) == 3.155
    assert round(float(house_edge(Rules.preset("six-deck-shoe"))) * 100, 2) == 2.80
    assert round(float(house_edge(Rules.preset("eight-deck"))) * 100, 3) == 2.751


def test_raise_policy_does_not_change_the_edge() -> None:
    # The expectation is linear in the raise, so "up to the wager" plays like "equal to it".
    up_to = dataclasses.replace(ATLANTIC, raise_policy=RaisePolicy.UP_TO)
    assert house_edge(up_to) == house_edge(ATLANTIC)
    assert element_of_risk(up_to) == element_of_risk(ATLANTIC)


# --- win probability ----------------------------------------------------------------------


def test_win_probability_hand_worked() -> None:
    assert win_probability(ATLANTIC, 1) == Fraction(4, 50)  # 8 and 10: the four nines
    assert win_probability(ATLANTIC, 11) == Fraction(44, 50)  # 2 and A: everything but 2s and As
    eight = Rules.preset("eight-deck")
    assert win_probability(eight, 7) == Fraction(32 * 7, 414)


@pytest.mark.parametrize("decks", [1, 2, 8])
def test_win_probability_by_direct_counting(decks: int) -> None:
    rules = dataclasses.replace(ATLANTIC, decks=decks)
    shoe = [int(card.rank) for card in full_deck()] * decks
    for low in range(2, 13):
        for high in range(low + 2, 15):
            rest = list(shoe)
            rest.remove(low)
            rest.remove(high)
            inside = sum(low < rank < high for rank in rest)
            assert win_probability(rules, high - low - 1) == Fraction(inside, len(rest))


@pytest.mark.parametrize("spread", [0, 12, -1, True])
def test_win_probability_rejects_bad_spreads(spread: int) -> None:
    with pytest.raises(ValueError):
        win_probability(ATLANTIC, spread)


# --- the odds coach -------------------------------------------------------------------------


def _unseen_after(decks: int, *shown: int) -> dict[int, int]:
    counts = fresh_counts(decks)
    for rank in shown:
        counts[rank] -= 1
    return counts


def test_decision_hand_worked_spread_one() -> None:
    # 8 and 10, one deck: 4 nines of 50 cards win 5:1.
    d = decision(ATLANTIC, _unseen_after(1, 8, 10), 8, 10)
    assert (d.kind, d.spread, d.win_probability) == (HandKind.SPREAD, 1, Fraction(4, 50))
    assert d.ev_stand == Fraction(4 * 5 - 46, 50) == Fraction(-13, 25)
    assert d.ev_raise == Fraction(-26, 25)
    assert not d.should_raise
    assert d.best_ev == d.ev_stand


def test_decision_hand_worked_spread_eleven() -> None:
    # 2 and A, one deck, wager 10: 44 of 50 win 1:1.
    d = decision(ATLANTIC, _unseen_after(1, 2, 14), 14, 2, wager=10)
    assert d.spread == 11 and d.win_probability == Fraction(22, 25)
    assert d.ev_stand == Fraction(10 * (44 - 6), 50) == Fraction(38, 5)
    assert d.ev_raise == Fraction(76, 5)
    assert d.should_raise and d.raise_amount == 10
    assert d.ev_with_raise(5) == Fraction(57, 5)


def test_decision_hand_worked_spread_six_and_counting() -> None:
    # 3 and 10, fresh deck: 24 of 50 win 1:1 -> -1/25, stand.
    fresh = decision(ATLANTIC, _unseen_after(1, 3, 10), 3, 10)
    assert fresh.ev_stand == Fraction(-1, 25) and not fresh.should_raise
    # The same spread once the 2s, 3s, queens and kings have gone: 24 inside of 35 -> raise.
    depleted = _unseen_after(1, 3, 10) | {2: 0, 3: 0, 12: 0, 13: 0}
    d = decision(ATLANTIC, depleted, 3, 10)
    assert d.win_probability == Fraction(24, 35)
    assert d.ev_stand == Fraction(24 - 11, 35) and d.ev_raise == Fraction(26, 35) and d.should_raise


def test_decision_pair_and_consecutive() -> None:
    pair = decision(ATLANTIC, _unseen_after(1, 9, 9), 9, 9, wager=5)
    assert pair.kind is HandKind.PAIR and pair.spread == 0
    assert pair.win_probability == Fraction(2, 50)
    assert pair.ev_stand == pair.ev_raise == Fraction(2 * 5 * 11, 50)
    assert not pair.should_raise and pair.raise_amount == 0
    consecutive = decision(ATLANTIC, _unseen_after(1, 13, 14), 13, 14)
    assert consecutive.kind is HandKind.CONSECUTIVE
    assert consecutive.ev_stand == consecutive.ev_raise == 0 and not consecutive.should_raise
    # A consecutive hand needs no third card, so an empty shoe is fine.
    assert decision(ATLANTIC, {}, 7, 8).ev_stand == 0


def test_decision_no_inside_cards_left() -> None:
    unseen = dict.fromkeys(range(2, 15), 0) | {2: 3, 5: 2, 9: 1, 14: 4}
    d = decision(ATLANTIC, unseen, 5, 9)
    assert d.win_probability == 0
    assert d.ev_stand == -1 and d.ev_raise == -2
    assert not d.should_raise


def test_decision_never_raises_on_an_even_bet() -> None:
    # 5 and 10 (spread 4 pays 1:1), one inside card and one outside: EV exactly 0.
    d = decision(ATLANTIC, {7: 1, 2: 1}, 5, 10)
    assert d.win_probability == Fraction(1, 2)
    assert d.ev_stand == d.ev_raise == 0
    assert not d.should_raise


@pytest.mark.parametrize(
    ("unseen", "cards", "wager"),
    [({}, (5, 9), 1), ({2: -1}, (5, 9), 1), ({1: 4}, (5, 9), 1), ({2: 4}, (5, 15), 1),
     ({2: 4}, (5, 9), 0), ({2: 4}, (9, 9), True), ({2: 1.5}, (5, 9), 1)],
)
def test_decision_rejects_nonsense(unseen: dict[int, int], cards: tuple[int, int], wager: int) -> None:
    with pytest.raises(ValueError):
        decision(ATLANTIC, unseen, *cards, wager=wager)


@settings(max_examples=200, deadline=None)
@given(
    counts=st.lists(st.integers(0, 8), min_size=13, max_size=13).filter(lambda c: sum(c) > 0),
    first=st.integers(2, 14),
    second=st.integers(2, 14),
    wager=st.integers(1, 500),
    rules_name=st.sampled_from(PRESET_NAMES),
)
def test_decision_matches_direct_counting(counts: list[int], first: int, second: int, wager: int,
                                          rules_name: str) -> None:
    rules = Rules.preset(rules_name)
    unseen = dict(zip(range(2, 15), counts, strict=True))
    d = decision(rules, unseen, first, second, wager)
    cards = [rank for rank, n in unseen.items() for _ in range(n)]
    kind = classify(first, second)
    if kind is HandKind.CONSECUTIVE:
        assert d.ev_stand == 0 and not d.should_raise
        return
    stand = Fraction(sum(settle(rules, (first, second, r), wager) for r in cards), len(cards))
    assert d.ev_stand == stand
    if kind is HandKind.SPREAD:
        low, high = sorted((first, second))
        assert d.win_probability == Fraction(sum(low < r < high for r in cards), len(cards))
        assert d.ev_raise == Fraction(sum(settle(rules, (first, second, r), wager, wager) for r in cards),
                                      len(cards))
        assert d.ev_raise == 2 * d.ev_stand
        assert d.should_raise == (d.ev_stand > 0)
    else:
        assert d.win_probability == Fraction(cards.count(first), len(cards))
        assert not d.should_raise


def test_decision_from_a_live_session() -> None:
    session = Session(Rules.preset("eight-deck"), balance=10**9, seed=11)
    decided = 0
    while decided < 50:
        hand = session.deal(session.min_bet)
        if hand.phase is not Phase.DECIDING:
            continue
        unseen = session.unseen_rank_counts()
        assert sum(unseen.values()) == 8 * 52 - 2
        first, second = hand.ranks
        d = decision(session.rules, unseen, first, second, hand.wager)
        # On a fresh shoe the coach agrees with the table-wide threshold.
        assert d.should_raise == (hand.spread in raise_spreads(session.rules))
        assert d.win_probability == win_probability(session.rules, hand.spread)
        session.raise_bet() if d.should_raise else session.stand()
        decided += 1


# --- deck counts and thresholds ----------------------------------------------------------------


@settings(max_examples=30, deadline=None)
@given(decks=st.integers(1, 8), more=st.integers(1, 7))
def test_edge_bounds_and_more_decks_help_the_player(decks: int, more: int) -> None:
    rules = dataclasses.replace(ATLANTIC, decks=decks)
    edge = house_edge(rules)
    assert 0 < edge < Fraction(1, 10)
    assert 0 < element_of_risk(rules) < edge  # the average stake is above one wager
    # Computed: the edge falls strictly with every added deck (3.155% .. 2.751%).
    if decks + more <= 8:
        assert house_edge(dataclasses.replace(rules, decks=decks + more)) < edge


def test_edge_falls_with_every_deck() -> None:
    edges = [house_edge(dataclasses.replace(ATLANTIC, decks=n)) for n in range(1, 9)]
    assert edges == sorted(edges, reverse=True) and len(set(edges)) == 8


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_raise_threshold_is_seven_for_every_preset(name: str) -> None:
    rules = Rules.preset(name)
    assert raise_threshold(rules) == 7
    assert raise_spreads(rules) == frozenset(range(7, 12))
    for decks in range(1, 9):
        assert raise_threshold(dataclasses.replace(rules, decks=decks)) == 7


# --- a seeded simulation through Session ---------------------------------------------------------

#: Hands played. 8 decks reshuffled every hand deal about 9,000 hands a second here.
SIM_HANDS = 60_000
#: Allowed distance from the exact edge, in standard errors of the sample mean.
SIM_TOLERANCE_SE = 4


def test_simulation_lands_within_four_standard_errors() -> None:
    rules = Rules.preset("eight-deck")
    assert rules.shuffle is ShufflePolicy.EVERY_HAND  # a fresh shoe every hand, as the model says
    raising = raise_spreads(rules)
    wager = rules.minimum
    session = Session(rules, balance=10**12, seed=20240501)
    total = total_sq = 0
    for _ in range(SIM_HANDS):
        hand = session.deal(wager)
        if hand.phase is Phase.DECIDING:
            hand = session.raise_bet(wager) if hand.spread in raising else session.stand()
        net = hand.net
        assert net is not None and net % wager == 0
        units = net // wager
        total += units
        total_sq += units * units
    mean = Fraction(total, SIM_HANDS)
    variance = (Fraction(total_sq, SIM_HANDS) - mean * mean) * Fraction(SIM_HANDS, SIM_HANDS - 1)
    standard_error = math.sqrt(variance / SIM_HANDS)
    exact = -house_edge(rules)
    assert abs(float(mean - exact)) < SIM_TOLERANCE_SE * standard_error, (
        f"simulated {float(mean):.5f} vs exact {float(exact):.5f} (SE {standard_error:.5f})")


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_the_expectation_of_every_raise_lies_on_the_line_from_standing_to_the_most(name: str) -> None:
    rules = Rules.preset(name)
    unseen = fresh_counts(rules.decks) | {4: 4 * rules.decks - 1, 12: 4 * rules.decks - 1}
    d = decision(rules, unseen, 4, 12, wager=30)
    for amount in range(d.raise_amount + 1):
        line = d.ev_stand + (d.ev_raise - d.ev_stand) * Fraction(amount, d.raise_amount)
        assert d.ev_with_raise(amount) == line
    assert d.ev_with_raise(d.raise_amount) == d.ev_raise
