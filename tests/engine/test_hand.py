"""settle(), classify(), spread_between() and the Hand snapshot."""

from __future__ import annotations

import dataclasses

import pytest

from reddog_qt.engine import (
    PRESET_NAMES,
    Card,
    Hand,
    HandKind,
    Outcome,
    Phase,
    Rank,
    Rules,
    Suit,
    classify,
    settle,
    spread_between,
)

RULES = Rules.preset("atlantic-city")
ODDS = {1: 5, 2: 4, 3: 2, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 1, 10: 1, 11: 1}
ALL_PRESETS = [Rules.preset(name) for name in PRESET_NAMES]


def card(code: str) -> Card:
    return Card.from_code(code)


# --- classify and spread ----------------------------------------------------


def test_classify_every_pair_of_values() -> None:
    for a in range(2, 15):
        for b in range(2, 15):
            kind = classify(a, b)
            assert kind is classify(b, a)
            if a == b:
                assert kind is HandKind.PAIR
            elif abs(a - b) == 1:
                assert kind is HandKind.CONSECUTIVE
            else:
                assert kind is HandKind.SPREAD
            assert spread_between(a, b) == max(abs(a - b) - 1, 0)


def test_spreads_from_the_rule_texts() -> None:
    assert spread_between(Rank.TWO, Rank.JACK) == 8       # seeds 000 and 002
    assert spread_between(Rank.SIX, Rank.JACK) == 4       # seed 001
    assert spread_between(Rank.EIGHT, Rank.TEN) == 1      # seeds 003 and 004
    assert spread_between(Rank.FIVE, Rank.QUEEN) == 6     # seed 003
    assert spread_between(Rank.ACE, Rank.TWO) == 11       # seed 004: the widest, "acey deucey"
    assert spread_between(Rank.SEVEN, Rank.TEN) == 2      # seed 004's example


def test_ace_two_is_not_consecutive_but_the_widest_spread() -> None:
    assert classify(Rank.ACE, Rank.TWO) is HandKind.SPREAD
    assert classify(Rank.TWO, Rank.ACE) is HandKind.SPREAD
    assert classify(Rank.KING, Rank.ACE) is HandKind.CONSECUTIVE
    assert classify(Rank.TWO, Rank.THREE) is HandKind.CONSECUTIVE
    assert classify(Rank.TEN, Rank.JACK) is HandKind.CONSECUTIVE
    assert classify(Rank.QUEEN, Rank.KING) is HandKind.CONSECUTIVE


# --- settle: spreads --------------------------------------------------------


def spread_hands() -> list[tuple[int, int, int]]:
    """(low, high, spread) for every possible spread hand."""
    return [(low, high, high - low - 1) for low in range(2, 15) for high in range(low + 2, 15)]


@pytest.mark.parametrize("rules", ALL_PRESETS, ids=lambda r: r.name)
@pytest.mark.parametrize("spread", range(1, 12))
def test_every_spread_wins_at_its_odds_with_and_without_raise(rules: Rules, spread: int) -> None:
    odds = ODDS[spread]
    for low, high, s in spread_hands():
        if s != spread:
            continue
        for third in range(low + 1, high):
            for first, second in ((low, high), (high, low)):
                assert settle(rules, (first, second, third), 10) == 10 * odds
                assert settle(rules, (first, second, third), 10, 10) == 20 * odds
                assert settle(rules, (first, second, third), 10, 3) == 13 * odds
                assert settle(rules, (first, second, third), 7, 0) == 7 * odds


@pytest.mark.parametrize("rules", ALL_PRESETS, ids=lambda r: r.name)
def test_a_third_card_equal_to_either_end_or_outside_loses_the_whole_stake(rules: Rules) -> None:
    for low, high, _ in spread_hands():
        for third in range(2, 15):
            if low < third < high:
                continue
            for first, second in ((low, high), (high, low)):
                assert settle(rules, (first, second, third), 10) == -10
                assert settle(rules, (first, second, third), 10, 10) == -20
                assert settle(rules, (first, second, third), 25, 1) == -26


def test_spread_hands_never_push() -> None:
    for low, high, _ in spread_hands():
        for third in range(2, 15):
            assert settle(RULES, (low, high, third), 5) != 0
            assert settle(RULES, (low, high, third), 5, 5) != 0


def test_examples_from_the_rule_texts() -> None:
    # Seed 003: a seven and a king, the third card a jack: the bet wins (spread 5, even money).
    assert settle(RULES, (7, 13, 11), 10) == 10
    # Seed 004: 10 dollars on 7 and 10, raised by 5; an 8 or 9 pays 4:1 on 15 = 60 (75 back).
    for third in (8, 9):
        assert settle(Rules.preset("six-deck-shoe"), (7, 10, third), 10, 5) == 60
    hand = Hand(bet_id=1, wager=10, raised=5, cards=(card("7c"), card("10d"), card("8h")), net=60)
    assert hand.returned == 75
    for third in (2, 7, 10, 14):
        assert settle(Rules.preset("six-deck-shoe"), (7, 10, third), 10, 5) == -15
    # Seed 000: 2 and jack is a spread of 8: even money.
    assert settle(RULES, (2, 11, 3), 5, 5) == 10
    assert settle(RULES, (2, 11, 11), 5, 5) == -10
    assert settle(RULES, (2, 11, 2), 5) == -5


def test_ace_two_settles_as_spread_eleven() -> None:
    assert settle(RULES, (14, 2, 8), 10, 10) == 20
    assert settle(RULES, (2, 14, 3), 10) == 10
    assert settle(RULES, (2, 14, 13), 10) == 10
    assert settle(RULES, (14, 2, 14), 10, 10) == -20
    assert settle(RULES, (14, 2, 2), 10) == -10


def test_custom_pay_table_is_used() -> None:
    rules = dataclasses.replace(RULES, spread_pays=(9, 8, 7, 6, 5, 4, 3, 2, 2, 2, 3), trips_pays=30)
    assert settle(rules, (8, 10, 9), 10) == 90
    assert settle(rules, (2, 14, 9), 10, 10) == 60
    assert settle(rules, (5, 5, 5), 10) == 300


# --- settle: pairs and consecutive -----------------------------------------


@pytest.mark.parametrize("rules", ALL_PRESETS, ids=lambda r: r.name)
@pytest.mark.parametrize("value", range(2, 15))
def test_pairs_trips_pay_eleven_to_one_else_push(rules: Rules, value: int) -> None:
    assert settle(rules, (value, value, value), 10) == 110
    assert settle(rules, (value, value, value), 1) == 11
    for third in range(2, 15):
        if third != value:
            assert settle(rules, (value, value, third), 10) == 0


@pytest.mark.parametrize("rules", ALL_PRESETS, ids=lambda r: r.name)
@pytest.mark.parametrize("low", range(2, 14))
def test_consecutive_hands_push_in_either_order(rules: Rules, low: int) -> None:
    assert settle(rules, (low, low + 1), 10) == 0
    assert settle(rules, (low + 1, low), 10) == 0


def test_named_consecutive_hands() -> None:
    assert settle(RULES, (Rank.KING, Rank.ACE), 10) == 0
    assert settle(RULES, (Rank.ACE, Rank.KING), 10) == 0
    assert settle(RULES, (Rank.TWO, Rank.THREE), 10) == 0
    assert settle(RULES, (Rank.THREE, Rank.TWO), 10) == 0
    # A-2 is not consecutive: two cards are not a finished hand.
    with pytest.raises(ValueError, match="not finished"):
        settle(RULES, (Rank.ACE, Rank.TWO), 10)


def test_settle_accepts_ranks_and_cards_values() -> None:
    assert settle(RULES, (Rank.EIGHT, Rank.TEN, Rank.NINE), 10) == 50
    assert settle(RULES, [8, 10, 9], 10) == 50


# --- settle: argument validation ---------------------------------------------


@pytest.mark.parametrize(
    ("ranks", "wager", "raised", "message"),
    [
        ((9, 9, 9), 10, 10, "only a spread hand can be raised"),
        ((9, 9, 4), 10, 1, "only a spread hand can be raised"),
        ((7, 8), 10, 10, "only a spread hand can be raised"),
        ((7, 8, 9), 10, 0, "a consecutive hand gets no third card"),
        ((14, 13, 2), 10, 0, "a consecutive hand gets no third card"),
        ((2, 11), 10, 0, "a spread hand is not finished until the third card is dealt"),
        ((2, 11), 10, 10, "a spread hand is not finished until the third card is dealt"),
        ((9, 9), 10, 0, "a pair hand is not finished until the third card is dealt"),
        ((2, 11, 5, 6), 10, 0, "a finished hand has two or three cards, not 4"),
        ((2,), 10, 0, "a finished hand has two or three cards, not 1"),
        ((), 10, 0, "a finished hand has two or three cards, not 0"),
        ((1, 11, 5), 10, 0, "card values run from 2 to 14"),
        ((2, 15, 5), 10, 0, "card values run from 2 to 14"),
        ((2, 11, 5), 0, 0, "a wager is a positive whole number"),
        ((2, 11, 5), -10, 0, "a wager is a positive whole number"),
        ((2, 11, 5), 10.0, 0, "a wager is a positive whole number"),
        ((2, 11, 5), True, 0, "a wager is a positive whole number"),
        ((2, 11, 5), "10", 0, "a wager is a positive whole number"),
        ((2, 11, 5), None, 0, "a wager is a positive whole number"),
        ((2, 11, 5), 10, -1, "a raise is a whole number"),
        ((2, 11, 5), 10, 1.5, "a raise is a whole number"),
        ((2, 11, 5), 10, True, "a raise is a whole number"),
    ],
)
def test_settle_refuses_impossible_hands(ranks: tuple, wager: object, raised: object, message: str) -> None:
    with pytest.raises(ValueError) as info:
        settle(RULES, ranks, wager, raised)  # type: ignore[arg-type]
    assert str(info.value).startswith(message)


# --- Hand ---------------------------------------------------------------------


def test_slip_id_rounds_the_bet_id_down_to_the_hundred() -> None:
    # The example in the eight-deck table's help (seed 001).
    assert Hand(bet_id=1_234_567_891_101, wager=10).slip_id == 1_234_567_891_100
    assert Hand(bet_id=1_000_001, wager=10).slip_id == 1_000_000
    assert Hand(bet_id=1_000_099, wager=10).slip_id == 1_000_000
    assert Hand(bet_id=1_000_100, wager=10).slip_id == 1_000_100
    assert Hand(bet_id=1_000_199, wager=10).slip_id == 1_000_100


def test_a_fresh_hand() -> None:
    hand = Hand(bet_id=5, wager=25)
    assert hand.phase is Phase.BETTING
    assert hand.cards == () and hand.ranks == ()
    assert hand.kind is None and hand.spread is None
    assert hand.outcome is None and hand.returned is None and hand.net is None
    assert hand.stake == 25
    assert not hand.is_three_of_a_kind
    assert Hand(bet_id=5, wager=25, cards=(card("9c"),)).kind is None


def test_hand_properties_for_each_kind() -> None:
    spread = Hand(bet_id=1, wager=10, raised=4, cards=(card("Ah"), card("2s")), phase=Phase.DECIDING)
    assert spread.kind is HandKind.SPREAD and spread.spread == 11
    assert spread.ranks == (14, 2) and spread.stake == 14
    assert not spread.is_three_of_a_kind

    consecutive = Hand(bet_id=1, wager=10, cards=(card("Kh"), card("As")), net=0, phase=Phase.SETTLED)
    assert consecutive.kind is HandKind.CONSECUTIVE and consecutive.spread is None
    assert consecutive.outcome is Outcome.PUSH and consecutive.returned == 10

    trips = Hand(bet_id=1, wager=10, cards=(card("7h"), card("7s"), card("7d")), net=110)
    assert trips.kind is HandKind.PAIR and trips.spread is None and trips.is_three_of_a_kind
    assert trips.outcome is Outcome.WIN and trips.returned == 120

    pair = Hand(bet_id=1, wager=10, cards=(card("7h"), card("7s"), card("8d")), net=0)
    assert pair.kind is HandKind.PAIR and not pair.is_three_of_a_kind
    assert pair.outcome is Outcome.PUSH and pair.returned == 10

    loss = Hand(bet_id=1, wager=10, raised=10, cards=(card("2h"), card("Js"), card("Jd")), net=-20)
    assert loss.outcome is Outcome.LOSS and loss.returned == 0 and loss.spread == 8


def test_hands_are_immutable() -> None:
    hand = Hand(bet_id=1, wager=10)
    with pytest.raises(dataclasses.FrozenInstanceError):
        hand.wager = 20  # type: ignore[misc]


def test_the_suit_never_matters() -> None:
    for suits in ((Suit.HEARTS, Suit.SPADES, Suit.CLUBS), (Suit.CLUBS, Suit.CLUBS, Suit.CLUBS)):
        cards = (Card(Rank.FOUR, suits[0]), Card(Rank.SIX, suits[1]), Card(Rank.FIVE, suits[2]))
        hand = Hand(bet_id=1, wager=10, cards=cards)
        assert settle(RULES, hand.ranks, 10) == 50  # spread 1 pays 5:1


def test_kind_and_spread_of_every_two_cards_agree_with_classify() -> None:
    # What a hand shows (kind, spread) is what classify() and spread_between() say of its first two cards.
    for first in Rank:
        for second in Rank:
            hand = Hand(bet_id=1, wager=10, cards=(Card(first, Suit.HEARTS), Card(second, Suit.SPADES)))
            kind = classify(first, second)
            assert hand.kind is kind
            assert hand.spread == (spread_between(first, second) if kind is HandKind.SPREAD else None)
    assert Hand(bet_id=1, wager=10).kind is None and Hand(bet_id=1, wager=10).spread is None
    assert Hand(bet_id=1, wager=10, cards=(card("9h"),)).spread is None


def test_the_payout_is_the_same_however_it_is_asked_for_and_no_raise_is_the_default() -> None:
    from reddog_qt.engine.hand import net_result

    rules = Rules.preset("atlantic-city")
    for ranks in ((2, 11, 7), (2, 11, 11), (9, 9, 9), (9, 9, 4), (13, 14)):
        assert net_result(rules, ranks, 10) == settle(rules, ranks, 10)
    assert net_result(rules, (2, 11, 7), 10) == 10 and net_result(rules, (2, 11, 2), 10, 10) == -20
