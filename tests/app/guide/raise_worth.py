"""What the guide's and How to Play's figures are checked against: the engine's exact odds, worked out here."""

from __future__ import annotations

from fractions import Fraction

from reddog_qt.engine import Rules
from reddog_qt.engine.odds import decision, fresh_counts


def raise_worth(rules: Rules, spread: int) -> Fraction:
    """The exact worth of the largest raise on ``spread``, per credit of the wager, from a fresh shoe less the two
    cards shown (which two ranks they are does not change it: only how many ranks lie between)."""
    counts = fresh_counts(rules.decks)
    low, high = 2, 2 + spread + 1
    counts[low] -= 1
    counts[high] -= 1
    odds = decision(rules, counts, low, high)
    return odds.ev_raise - odds.ev_stand
