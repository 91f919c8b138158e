"""Shared helpers for the engine tests: seed scanning and state snapshots.

The helpers are handed out as fixtures (rather than imported) so that the test
modules need no package structure.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

import pytest

from reddog_qt.engine import PRESET_NAMES, Card, Rules, Session, Shoe

#: Seeds scanned for a wanted first hand.
SEED_RANGE = range(0, 5000)


@functools.lru_cache(maxsize=None)
def first_cards(rules: Rules) -> tuple[tuple[Card, Card, Card], ...]:
    """The first three cards a fresh shoe deals, for every seed in SEED_RANGE (cached per rules)."""
    result = []
    for seed in SEED_RANGE:
        shoe = Shoe(rules, seed)
        shoe.prepare_hand()
        result.append((shoe.draw(), shoe.draw(), shoe.draw()))
    return tuple(result)


def find_seed(rules: Rules, predicate: Callable[[Sequence[int]], bool]) -> int:
    """The smallest seed in SEED_RANGE whose first three card values (in deal order) satisfy predicate.

    The session draws the first two cards and then (except for a consecutive hand)
    the third, so these are exactly the cards of the first hand of
    ``Session(rules, seed=seed)``.
    """
    for seed, cards in zip(SEED_RANGE, first_cards(rules)):
        if predicate(tuple(int(card.rank) for card in cards)):
            return seed
    raise LookupError("no seed in range(0, 5000) deals such a first hand")


def snapshot(session: Session) -> dict[str, object]:
    """Everything observable about a session, for before/after comparisons."""
    return {
        "balance": session.balance,
        "hand": session.hand,
        "phase": session.phase,
        "next_bet_id": session.next_bet_id,
        "shoe_len": len(session.shoe),
        "shuffle_id": session.shoe.shuffle_id,
        "shoe": session.shoe,
        "rank_counts": session.shoe.rank_counts(),
        "unseen": session.unseen_rank_counts(),
        "rules": session.rules,
        "personal_limit": session.personal_limit,
        "raise_range": session.raise_range(),
        "max_bet": session.max_bet,
        "min_bet": session.min_bet,
    }


def assert_readable(message: str) -> None:
    """A refusal message a player can read: a sentence, no traceback, no Python repr noise."""
    assert isinstance(message, str)
    assert message.strip() == message and message, repr(message)
    assert message[0].isupper(), message
    assert message.endswith("."), message
    assert "\n" not in message, message
    for noise in ("Traceback", "Error", "<", ">", "object at 0x", "None", "self.", "__"):
        assert noise not in message, f"{noise!r} in {message!r}"


@pytest.fixture(scope="session")
def seed_for() -> Callable[[Rules, Callable[[Sequence[int]], bool]], int]:
    """find_seed (the shoes it scans are cached per rules for the whole run)."""
    return find_seed


@pytest.fixture(scope="session")
def dealt_first() -> Callable[[Rules, int], tuple[Card, Card, Card]]:
    """The first three cards a fresh shoe with these rules and seed (in SEED_RANGE) deals."""
    return lambda rules, seed: first_cards(rules)[seed]


@pytest.fixture(scope="session")
def take_snapshot() -> Callable[[Session], dict[str, object]]:
    return snapshot


@pytest.fixture(scope="session")
def readable() -> Callable[[str], None]:
    return assert_readable


@pytest.fixture(params=PRESET_NAMES)
def preset(request: pytest.FixtureRequest) -> Rules:
    return Rules.preset(request.param)
