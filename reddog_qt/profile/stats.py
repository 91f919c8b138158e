"""The player's statistics, as the Statistics dialog shows them: results, spreads against theory, luck and decisions.

Everything is exact where the game knows it exactly: the expected net of a hand is
the sum of its odds at the decision (:class:`~reddog_qt.engine.HandOdds`), the theory
of each spread comes from :mod:`reddog_qt.engine.odds` for the rules of the table each
hand was played at (a history across tables is compared with the same mixture of
tables). No Qt here.

>>> [row.hands for row in spread_rows(Counter(), {}, Counter())][:3]
[0, 0, 0]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction

from reddog_qt.engine import MAX_SPREAD, Rules
from reddog_qt.engine import odds as exact_odds
from reddog_qt.profile.figures import Figures
from reddog_qt.profile.rows import rules_for


@dataclass(frozen=True)
class SpreadRow:
    """One spread: how often it came and won, beside the exact theory."""

    spread: int
    hands: int
    #: Share of all hands that were this spread, and the theory's share.
    share: Fraction
    theory_share: Fraction
    wins: int
    #: Share of this spread's hands that won (None if it never came), and the theory's chance.
    win_rate: Fraction | None
    theory_win: Fraction


@dataclass(frozen=True)
class Decisions:
    """How the player decided on spreads, against the best play by the exact odds."""

    #: Spreads decided by the player with their odds known.
    decided: int = 0
    raised_best: int = 0
    stood_best: int = 0
    #: Raised where standing was better, stood where raising was better.
    raised_against_best: int = 0
    stood_against_best: int = 0
    #: Credits given away in expectation by the decisions against the best play.
    ev_lost: Fraction = Fraction(0)


@dataclass(frozen=True)
class Statistics:
    """Everything the Statistics dialog shows for a set of finished hands (counted by
    :class:`~reddog_qt.profile.history_query.StatisticsCount`)."""

    figures: Figures
    #: (hand number, Bet ID, balance after it), oldest first: a point per hand, or per bucket of
    #: hands on a long history (the balance after the last hand of each bucket).
    balance_curve: list[tuple[int, int, int]]
    spreads: list[SpreadRow]
    #: Hands whose odds are known, their actual net and their exact expected net.
    hands_with_odds: int
    actual_net: int
    expected_net: Fraction
    #: Running luck (actual net minus expected net) after each hand with odds (or each bucket of them):
    #: (hand number among the hands with odds, Bet ID, credits).
    luck_curve: list[tuple[int, int, float]] = field(default_factory=list)
    decisions: Decisions = Decisions()

    @property
    def luck(self) -> Fraction:
        """Actual net minus expected net, over the hands whose odds are known."""
        return self.actual_net - self.expected_net


def no_hands() -> Statistics:
    """The statistics of no hands at all."""
    return Statistics(Figures(), [], spread_rows(Counter(), {}, Counter()), 0, 0, Fraction(0))


def spread_theory(rules: Rules) -> dict[int, Fraction]:
    """The chance of each spread 1..11 on a fresh shoe of ``rules`` (from :mod:`reddog_qt.engine.odds`)."""
    probabilities = getattr(exact_odds, "spread_probabilities", None)
    if probabilities is not None:
        found = probabilities(rules)
        return {spread: Fraction(found[spread]) for spread in range(1, MAX_SPREAD + 1)}
    # The same figure in closed form: 2 * (12 - s) ordered rank pairs lie s ranks apart.
    cards = 52 * rules.decks
    per_rank = 4 * rules.decks
    return {s: Fraction(2 * (12 - s) * per_rank * per_rank, cards * (cards - 1)) for s in range(1, MAX_SPREAD + 1)}


def spread_rows(tables: Counter[str], came_at: dict[int, Counter[str]], won: Counter[int],
                lookup: Callable[[str], Rules] | None = None) -> list[SpreadRow]:
    """Each spread 1..11 against the theory of the tables the hands were played at.

    ``tables``: finished hands by table; ``came_at``: spread hands by spread, then by table;
    ``won``: spread hands won, by spread.
    """
    rules = {name: rules_for(name, lookup) for name in tables}
    theory = {name: spread_theory(rules[name]) for name in tables}
    total = tables.total()
    rows = []
    for spread in range(1, MAX_SPREAD + 1):
        where = came_at.get(spread, Counter())
        came = where.total()
        share = Fraction(came, total) if total else Fraction(0)
        theory_share = (sum((n * theory[name][spread] for name, n in tables.items()), Fraction(0)) / total
                        if total else Fraction(0))
        # Each table's chance to win this spread, weighted by where the spread came (or would come).
        weights = where or Counter({name: n * theory[name][spread] for name, n in tables.items()})
        weight_total = sum(weights.values())
        if weight_total:
            theory_win = sum((Fraction(w) * exact_odds.win_probability(rules[name], spread)
                              for name, w in weights.items()), Fraction(0)) / weight_total
        else:
            theory_win = exact_odds.win_probability(Rules.preset("atlantic-city"), spread)
        rows.append(SpreadRow(spread, came, share, theory_share, won[spread],
                              Fraction(won[spread], came) if came else None, theory_win))
    return rows


__all__ = ["Decisions", "Figures", "SpreadRow", "Statistics", "no_hands", "spread_rows", "spread_theory"]
