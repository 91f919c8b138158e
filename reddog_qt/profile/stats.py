"""The player's statistics, computed from the hand history: results, spreads against theory, luck and decisions.

Everything is exact where the game knows it exactly: the expected net of a hand is
the sum of its odds at the decision (:class:`~reddog_qt.engine.HandOdds`), the theory
of each spread comes from :mod:`reddog_qt.engine.odds` for the rules of the table each
hand was played at (a history across tables is compared with the same mixture of
tables). No Qt here.

>>> Statistics.of([]).figures.hands
0
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from fractions import Fraction

from reddog_qt.engine import MAX_SPREAD, HandKind, Outcome, Play, Rules
from reddog_qt.engine import odds as exact_odds
from reddog_qt.profile.figures import Figures
from reddog_qt.profile.rows import HandRecord, HandStatus, rules_for


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
    """Everything the Statistics dialog shows for a set of hands (oldest first)."""

    figures: Figures
    #: (Bet ID, balance after it), oldest first.
    balance_curve: list[tuple[int, int]]
    spreads: list[SpreadRow]
    #: Hands whose odds are known, their actual net and their exact expected net.
    hands_with_odds: int
    actual_net: int
    expected_net: Fraction
    #: Running luck (actual net minus expected net) after each hand with odds: (Bet ID, credits).
    luck_curve: list[tuple[int, float]] = field(default_factory=list)
    decisions: Decisions = Decisions()

    @property
    def luck(self) -> Fraction:
        """Actual net minus expected net, over the hands whose odds are known."""
        return self.actual_net - self.expected_net

    @classmethod
    def of(cls, records: Iterable[HandRecord], lookup: Callable[[str], Rules] | None = None) -> Statistics:
        """The statistics of the finished hands among ``records`` (any order)."""
        hands = sorted((r for r in records if r.status is not HandStatus.OPEN and r.net is not None),
                       key=lambda r: r.bet_id)
        with_odds, actual, expected, luck_curve = _luck(hands)
        return cls(
            figures=_figures(hands),
            balance_curve=[(r.bet_id, r.balance_after) for r in hands if r.balance_after is not None],
            spreads=_spreads(hands, lookup),
            hands_with_odds=with_odds,
            actual_net=actual,
            expected_net=expected,
            luck_curve=luck_curve,
            decisions=_decisions(hands),
        )


def _figures(hands: list[HandRecord]) -> Figures:
    outcomes = Counter(r.outcome for r in hands)
    return Figures(
        hands=len(hands),
        net=sum(r.net or 0 for r in hands),
        wagered=sum(r.stake for r in hands),
        biggest_win=max((r.net or 0 for r in hands), default=0),
        wins=outcomes[Outcome.WIN], pushes=outcomes[Outcome.PUSH], losses=outcomes[Outcome.LOSS],
    )


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


def _spreads(hands: list[HandRecord], lookup: Callable[[str], Rules] | None) -> list[SpreadRow]:
    tables = Counter(r.rules_name for r in hands)
    rules = {name: rules_for(name, lookup) for name in tables}
    theory = {name: spread_theory(rules[name]) for name in tables}
    came: dict[int, int] = Counter()
    won: dict[int, int] = Counter()
    came_at: dict[int, Counter[str]] = defaultdict(Counter)
    for record in hands:
        if record.kind is HandKind.SPREAD and record.spread is not None:
            came[record.spread] += 1
            came_at[record.spread][record.rules_name] += 1
            if record.outcome is Outcome.WIN:
                won[record.spread] += 1
    total = len(hands)
    rows = []
    for spread in range(1, MAX_SPREAD + 1):
        share = Fraction(came[spread], total) if total else Fraction(0)
        theory_share = (sum((n * theory[name][spread] for name, n in tables.items()), Fraction(0)) / total
                        if total else Fraction(0))
        # Each table's chance to win this spread, weighted by where the spread came (or would come).
        weights = came_at[spread] or Counter({name: n * theory[name][spread] for name, n in tables.items()})
        weight_total = sum(weights.values())
        if weight_total:
            theory_win = sum((Fraction(w) * exact_odds.win_probability(rules[name], spread)
                              for name, w in weights.items()), Fraction(0)) / weight_total
        else:
            theory_win = exact_odds.win_probability(Rules.preset("atlantic-city"), spread)
        rows.append(SpreadRow(spread, came[spread], share, theory_share, won[spread],
                              Fraction(won[spread], came[spread]) if came[spread] else None, theory_win))
    return rows


def _luck(hands: list[HandRecord]) -> tuple[int, int, Fraction, list[tuple[int, float]]]:
    """Hands with known odds, their actual net, their exact expected net, and the running luck after each."""
    known = actual = 0
    expected = Fraction(0)
    curve: list[tuple[int, float]] = []
    for record in hands:
        ev = record.expected_net
        if ev is None:
            continue
        known += 1
        actual += record.net or 0
        expected += ev
        curve.append((record.bet_id, float(actual - expected)))
    return known, actual, expected, curve


def _decisions(hands: list[HandRecord]) -> Decisions:
    # (the decision taken, whether it was the best one) -> how many hands
    counts: Counter[tuple[Play, bool]] = Counter()
    lost = Fraction(0)
    for record in hands:
        if record.status is not HandStatus.SETTLED or record.decision not in (Play.RAISE, Play.STAND):
            continue
        best, ev_lost = record.best_decision, record.ev_lost
        if best is None or ev_lost is None:
            continue
        counts[record.decision, best is record.decision] += 1
        lost += ev_lost
    return Decisions(counts.total(), counts[Play.RAISE, True], counts[Play.STAND, True], counts[Play.RAISE, False],
                     counts[Play.STAND, False], lost)


__all__ = ["Decisions", "Figures", "SpreadRow", "Statistics", "spread_theory"]
