"""Exact odds for any house rules: every raise policy and multiple, every pay table, depleted shoes.

Each figure is checked against an independent count: settle() applied to every ordered
deal of physical cards, with the best play found by comparing the summed results.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reddog_qt.engine import (
    PAY_TABLES,
    STANDARD_PAYS,
    HandKind,
    PayTable,
    RaisePolicy,
    Rules,
    classify,
    full_deck,
    settle,
)
from reddog_qt.engine.odds import decision, fresh_counts, house_edge, next_hand_ev, summary

ATLANTIC = Rules.preset("atlantic-city")
ODD_PAYS = PayTable((12, 1, 3, 1, 2, 1, 1, 2, 1, 1, 1), 5)
ALL_PAYS = [table for _, table in PAY_TABLES.values()] + [ODD_PAYS]
POLICIES = [(RaisePolicy.EQUAL, 1), (RaisePolicy.UP_TO, 1), (RaisePolicy.EQUAL, 2)] + [
    (RaisePolicy.UP_TO, k) for k in (2, 3, 4)]


def _best_sum(rules: Rules, first: int, second: int, thirds: list[int]) -> tuple[int, int]:
    """(summed net of the best play over ``thirds``, the raise it takes) for one unit wager.

    Every raise the policy allows is tried, so the "most or nothing" rule is checked, not assumed.
    """
    if classify(first, second) is HandKind.CONSECUTIVE:
        return 0, 0
    best, best_raise = sum(settle(rules, (first, second, t), 1) for t in thirds), 0
    if classify(first, second) is HandKind.SPREAD:
        allowed = [rules.raise_multiple] if rules.raise_policy is RaisePolicy.EQUAL else range(
            1, rules.raise_multiple + 1)
        for amount in allowed:
            total = sum(settle(rules, (first, second, t), 1, amount) for t in thirds)
            if total > best:
                best, best_raise = total, amount
    return best, best_raise


def _brute_force(rules: Rules, cards: list[int]) -> tuple[Fraction, Fraction]:
    """(player EV per wager, expected raise) over every ordered deal of these physical cards."""
    total = raised = triples = 0
    for i, j in itertools.permutations(range(len(cards)), 2):
        thirds = [cards[k] for k in range(len(cards)) if k != i and k != j]
        best, amount = _best_sum(rules, cards[i], cards[j], thirds)
        total += best
        raised += amount * len(thirds)
        triples += len(thirds)
    return Fraction(total, triples), Fraction(raised, triples)


ONE_DECK = [int(card.rank) for card in full_deck()]


@pytest.mark.parametrize("pays", ALL_PAYS, ids=["standard", "double-raise", "odd"])
@pytest.mark.parametrize(("policy", "multiple"), POLICIES, ids=lambda p: str(getattr(p, "value", p)))
def test_house_edge_of_any_rules_matches_every_ordered_deal_of_a_deck(
        pays: PayTable, policy: RaisePolicy, multiple: int) -> None:
    rules = dataclasses.replace(ATLANTIC, raise_policy=policy, raise_multiple=multiple).with_pays(pays)
    ev, expected_raise = _brute_force(rules, ONE_DECK)
    assert house_edge(rules) == -ev
    assert summary(rules).expected_raise == expected_raise
    assert summary(rules).element_of_risk == -ev / (1 + expected_raise)
    assert next_hand_ev(rules, fresh_counts(1)) == ev


def test_a_raise_of_twice_the_wager_hands_the_player_the_edge() -> None:
    six = Rules.preset("six-deck-shoe")
    assert house_edge(six) == Fraction(17533, 626665)
    doubled = dataclasses.replace(six, raise_multiple=2)
    assert house_edge(doubled) == Fraction(-14867, 626665)
    assert f"{float(-house_edge(doubled)):.2%}" == "2.37%"
    assert summary(doubled).favours_player and not summary(six).favours_player
    # The game's own double-raise pay table gives the house its edge back.
    fixed = doubled.with_pays(PAY_TABLES["double-raise"][1])
    assert house_edge(fixed) == Fraction(18541, 626665)
    # Raising more never changes where to raise, only how much it is worth.
    for k in (1, 2, 3, 4):
        assert summary(dataclasses.replace(six, raise_multiple=k)).raise_threshold == 7


@pytest.mark.parametrize("decks", range(1, 9))
def test_every_multiple_against_the_textbook_formula(decks: int) -> None:
    n, c = 52 * decks, 4 * decks
    for k in range(1, 5):
        rules = dataclasses.replace(ATLANTIC, decks=decks, raise_multiple=k)
        ev = Fraction(13 * c * (c - 1), n * (n - 1)) * Fraction(c - 2, n - 2) * 11
        for spread in range(1, 12):
            chance = Fraction(2 * (12 - spread) * c * c, n * (n - 1))
            p = Fraction(c * spread, n - 2)
            stand = p * STANDARD_PAYS.spread(spread) - (1 - p)
            ev += chance * max(stand, (1 + k) * stand)
        assert house_edge(rules) == -ev


# --- depleted shoes ----------------------------------------------------------------------

small_shoes = st.lists(st.sampled_from(ONE_DECK), min_size=3, max_size=13)
any_rules = st.builds(
    lambda pays, policy, decks: dataclasses.replace(ATLANTIC, raise_policy=policy[0], raise_multiple=policy[1],
                                                    decks=decks).with_pays(pays),
    st.sampled_from(ALL_PAYS), st.sampled_from(POLICIES), st.integers(1, 8))


@settings(max_examples=150, deadline=None)
@given(cards=small_shoes, rules=any_rules)
def test_next_hand_ev_matches_every_ordered_deal_of_a_depleted_shoe(cards: list[int], rules: Rules) -> None:
    ev, _ = _brute_force(rules, cards)
    assert next_hand_ev(rules, Counter(cards)) == ev


@settings(max_examples=150, deadline=None)
@given(cards=small_shoes, rules=any_rules, first=st.integers(2, 14), second=st.integers(2, 14),
       wager=st.integers(1, 50))
def test_decision_matches_counting_for_every_raise_and_pay_table(
        cards: list[int], rules: Rules, first: int, second: int, wager: int) -> None:
    d = decision(rules, Counter(cards), first, second, wager)
    if classify(first, second) is HandKind.CONSECUTIVE:
        assert d.ev_stand == d.ev_raise == 0 and not d.should_raise
        return
    stand = Fraction(sum(settle(rules, (first, second, t), wager) for t in cards), len(cards))
    assert d.ev_stand == stand
    if classify(first, second) is HandKind.SPREAD:
        most = wager * rules.raise_multiple
        assert d.raise_amount == most
        raised = Fraction(sum(settle(rules, (first, second, t), wager, most) for t in cards), len(cards))
        assert d.ev_raise == raised
        assert d.should_raise == (raised > stand)
        best, amount = _best_sum(rules, first, second, cards)
        assert max(d.ev_stand, d.ev_raise) * len(cards) == best * wager
        assert d.should_raise == (amount > 0)


def test_next_hand_ev_needs_three_cards() -> None:
    with pytest.raises(ValueError):
        next_hand_ev(ATLANTIC, {2: 1, 9: 1})
    with pytest.raises(ValueError):
        next_hand_ev(ATLANTIC, {2: -1, 9: 5})


def test_a_shoe_rich_in_inside_cards_favours_the_player() -> None:
    # Only aces, twos and sevens left: every spread hand is 2-A with sevens inside.
    counts = {2: 4, 14: 4, 7: 8}
    assert next_hand_ev(ATLANTIC, counts) > 0
