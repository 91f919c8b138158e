"""Shared fixtures for the engine tests: state snapshots and readable refusals.

The helpers are handed out as fixtures (rather than imported) so that the test
modules need no package structure. A test that wants a particular hand names its
cards with a stacked shoe (``Shoe.stacked(rules, "9c Js 10h")``) rather than
searching seeds for one.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from reddog_qt.engine import PRESET_NAMES, Rules, Session


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
def take_snapshot() -> Callable[[Session], dict[str, object]]:
    return snapshot


@pytest.fixture(scope="session")
def readable() -> Callable[[str], None]:
    return assert_readable


@pytest.fixture(params=PRESET_NAMES)
def preset(request: pytest.FixtureRequest) -> Rules:
    return Rules.preset(request.param)
