"""A raise of up to k times the wager: what the session allows, refuses and pays."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest

from reddog_qt.engine import (
    InsufficientFundsError,
    InvalidRulesError,
    RaiseNotAllowedError,
    RaisePolicy,
    Rules,
    Session,
    Shoe,
)

SIX = Rules.preset("six-deck-shoe")
#: A two and a jack (a spread of 8, paying 1:1), then a seven: the hand wins.
WINS_SPREAD_8 = "2c Jd 7h"


def _winning_spread_8(rules: Rules, balance: int) -> Session:
    return Session(rules, shoe=Shoe.stacked(rules, WINS_SPREAD_8), balance=balance)


@pytest.mark.parametrize("multiple", [2, 3, 4])
def test_up_to_k_times_the_wager(multiple: int, take_snapshot: Callable) -> None:
    rules = dataclasses.replace(SIX, raise_multiple=multiple)
    session = _winning_spread_8(rules, 1_000)
    session.deal(20)
    assert session.raise_range() == (1, 20 * multiple)
    before = take_snapshot(session)
    with pytest.raises(RaiseNotAllowedError) as info:
        session.raise_bet(20 * multiple + 1)
    assert str(info.value) == f"You can raise at most {multiple} times your wager: {20 * multiple:,} credits."
    assert take_snapshot(session) == before
    final = session.raise_bet()
    assert final.raised == 20 * multiple and final.net == 20 * (1 + multiple)  # spread 8 pays 1:1
    assert session.balance == 1_000 + final.net


def test_exactly_twice_the_wager() -> None:
    rules = dataclasses.replace(Rules.preset("atlantic-city"), raise_multiple=2)
    assert rules.raise_policy is RaisePolicy.EQUAL
    session = _winning_spread_8(rules, 1_000)
    session.deal(10)
    assert session.raise_range() == (20, 20)
    with pytest.raises(RaiseNotAllowedError, match="2 times your wager: 20 credits"):
        session.raise_bet(10)
    assert session.raise_bet().raised == 20


def test_the_balance_caps_a_multiple_raise() -> None:
    rules = dataclasses.replace(SIX, raise_multiple=3)
    session = _winning_spread_8(rules, 50)
    session.deal(20)
    assert session.raise_range() == (1, 30)
    with pytest.raises(InsufficientFundsError):
        session.raise_bet(31)
    equal = dataclasses.replace(rules, raise_policy=RaisePolicy.EQUAL)
    session = _winning_spread_8(equal, 50)
    session.deal(20)
    assert session.raise_range() is None
    with pytest.raises(InsufficientFundsError, match="You need 60 credits to raise"):
        session.raise_bet()


@pytest.mark.parametrize("multiple", [0, 5, -1, True, 1.5, "2"])
def test_impossible_multiples_are_refused(multiple: object) -> None:
    with pytest.raises(InvalidRulesError, match="times the wager"):
        dataclasses.replace(SIX, raise_multiple=multiple)


def test_the_raise_multiple_and_policy_are_kept() -> None:
    assert dataclasses.replace(SIX, raise_multiple=3).raise_multiple == 3
    assert (SIX.raise_policy, SIX.raise_multiple) == (RaisePolicy.UP_TO, 1)
