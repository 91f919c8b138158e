"""The record's SQL against the hands themselves: statistics counted in SQL equal the figures counted hand by hand,
and Hand History's pages and slips hold exactly the hands a filter lets through."""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from datetime import UTC, datetime, timedelta
from fractions import Fraction
from pathlib import Path

import pytest

from reddog_qt.engine import MAX_SPREAD, HandKind, Outcome, Phase, Play, Rules, Session
from reddog_qt.engine import odds as exact_odds
from reddog_qt.profile.figures import Figures
from reddog_qt.profile.ledger import Ledger
from reddog_qt.profile.rows import HandRecord, HandStatus, rules_for
from reddog_qt.profile.seals import draw_from_full_shoe
from reddog_qt.record import history_query
from reddog_qt.record import stats as stats_module
from reddog_qt.record.history_query import HistoryCount, HistoryFilter, hand_page, slip_hands
from reddog_qt.record.stats import Decisions, SpreadRow, StatisticsCount, spread_theory


class Clock:
    """Hours apart, so the hands fall on many days."""

    def __init__(self) -> None:
        self.now = datetime(2026, 1, 1, 20, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(hours=5)
        return self.now


def varied_ledger(folder: Path) -> Ledger:
    """Hands at four tables (one unknown to the presets), raised and stood, pairs and consecutive hands, a new
    game, hands from before the odds were kept, a hand finished after an interruption and one still open."""
    path = folder / "ledger.sqlite3"
    clock = Clock()
    ledger = Ledger(path, starting_balance=100_000, clock=clock)
    choose = random.Random(4)
    for seed, name in enumerate(("atlantic-city", "eight-deck", "six-deck-shoe", "atlantic-city")):
        session = Session(Rules.preset(name), balance=ledger.balance, next_bet_id=ledger.next_bet_id, seed=seed,
                          journal=ledger)
        for _ in range(45):
            hand = session.deal(session.min_bet * choose.choice((1, 2, 5)))
            if hand.phase is Phase.DECIDING:
                session.raise_bet() if session.raise_range() and choose.random() < 0.4 else session.stand()
        if seed == 1:
            session.new_game(50_000)
    while session.deal(session.min_bet).phase is not Phase.DECIDING:
        pass
    ledger.close()  # a spread left waiting: finished as a stand at the next start
    ledger = Ledger(path, starting_balance=100_000, clock=clock)
    ledger.recover(draw_from_full_shoe(random.Random(2)))
    conn = ledger.store.connection
    first = conn.execute("SELECT min(bet_id) FROM hands").fetchone()[0]
    # Hands recorded before the odds were kept, and one at a table the presets do not know.
    conn.execute("UPDATE hands SET decision = NULL, max_raise = NULL, ev_stand = NULL, ev_raise = NULL "
                 "WHERE bet_id < ?", (first + 12,))
    conn.execute("UPDATE hands SET rules_name = 'custom:Kitchen' WHERE bet_id BETWEEN ? AND ?",
                 (first + 20, first + 24))
    session = Session(Rules.preset("atlantic-city"), balance=ledger.balance, next_bet_id=ledger.next_bet_id, seed=9,
                      journal=ledger)
    while session.deal(session.min_bet).phase is not Phase.DECIDING:
        pass  # and one spread still open
    return ledger


# --- the figures counted hand by hand, as Statistics did before it asked SQL --------------------------------


def counted_by_hand(records: list[HandRecord]) -> dict[str, object]:
    hands = sorted((r for r in records if r.status is not HandStatus.OPEN and r.net is not None),
                   key=lambda r: r.bet_id)
    outcomes = Counter(r.outcome for r in hands)
    figures = Figures(hands=len(hands), net=sum(r.net or 0 for r in hands), wagered=sum(r.stake for r in hands),
                      biggest_win=max((r.net or 0 for r in hands), default=0), wins=outcomes[Outcome.WIN],
                      pushes=outcomes[Outcome.PUSH], losses=outcomes[Outcome.LOSS])
    tables = Counter(r.rules_name for r in hands)
    rules = {name: rules_for(name) for name in tables}
    theory = {name: spread_theory(rules[name]) for name in tables}
    came: Counter[int] = Counter()
    won: Counter[int] = Counter()
    came_at: dict[int, Counter[str]] = defaultdict(Counter)
    for record in hands:
        if record.kind is HandKind.SPREAD and record.spread is not None:
            came[record.spread] += 1
            came_at[record.spread][record.rules_name] += 1
            won[record.spread] += record.outcome is Outcome.WIN
    spreads = []
    for spread in range(1, MAX_SPREAD + 1):
        total = len(hands)
        theory_share = sum((n * theory[name][spread] for name, n in tables.items()), Fraction(0)) / total
        weights = came_at[spread] or Counter({name: n * theory[name][spread] for name, n in tables.items()})
        theory_win = sum((Fraction(w) * exact_odds.win_probability(rules[name], spread)
                          for name, w in weights.items()), Fraction(0)) / sum(weights.values())
        spreads.append(SpreadRow(spread, came[spread], Fraction(came[spread], total), theory_share, won[spread],
                                 Fraction(won[spread], came[spread]) if came[spread] else None, theory_win))
    known = actual = 0
    expected = Fraction(0)
    luck = []
    counts: Counter[tuple[Play, bool]] = Counter()
    lost = Fraction(0)
    for record in hands:
        if record.expected_net is not None:
            known += 1
            actual += record.net or 0
            expected += record.expected_net
            luck.append((known, record.bet_id, float(actual - expected)))
        if record.status is HandStatus.SETTLED and record.decision in (Play.RAISE, Play.STAND) \
                and record.best_decision is not None and record.ev_lost is not None:
            counts[record.decision, record.best_decision is record.decision] += 1
            lost += record.ev_lost
    decisions = Decisions(counts.total(), counts[Play.RAISE, True], counts[Play.STAND, True],
                          counts[Play.RAISE, False], counts[Play.STAND, False], lost)
    balance = [(number, r.bet_id, r.balance_after) for number, r in enumerate(hands, start=1)]
    return {"figures": figures, "spreads": spreads, "hands_with_odds": known, "actual_net": actual,
            "expected_net": expected, "decisions": decisions, "balance_curve": balance, "luck_curve": luck}


def counted_in_sql(ledger: Ledger, low: int | None = None) -> dict[str, object]:
    stats = StatisticsCount(ledger.store.read, low).run()
    return {name: getattr(stats, name) for name in ("figures", "spreads", "hands_with_odds", "actual_net",
                                                     "expected_net", "decisions", "balance_curve", "luck_curve")}


@pytest.mark.parametrize("step", [history_query.STEP, 7])
def test_statistics_in_sql_equal_the_figures_counted_hand_by_hand(tmp_path: Path, monkeypatch, step: int) -> None:
    monkeypatch.setattr(history_query, "STEP", step)  # and counted in many small steps, the same figures
    with varied_ledger(tmp_path) as ledger:
        records = ledger.history(None)
        kinds = Counter((r.status, r.kind, r.decision, r.odds is None) for r in records)
        assert {HandStatus.OPEN, HandStatus.RECOVERED, HandStatus.SETTLED} <= {status for status, *_ in kinds}
        assert {HandKind.PAIR, HandKind.CONSECUTIVE, HandKind.SPREAD} <= {kind for _, kind, *_ in kinds}
        assert {Play.RAISE, Play.STAND, Play.NONE, None} <= {decision for _, _, decision, _ in kinds}
        expected = counted_by_hand(records)
        assert expected["decisions"].raised_against_best and expected["hands_with_odds"] < expected["figures"].hands
        assert counted_in_sql(ledger) == expected
        session = ledger.next_bet_id - 60
        assert counted_in_sql(ledger, session) == counted_by_hand([r for r in records if r.bet_id >= session])
        assert counted_in_sql(ledger, ledger.next_bet_id)["figures"] == Figures()


def test_a_long_history_is_drawn_by_buckets_ending_on_the_last_hand(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(stats_module, "MAX_POINTS", 10)
    with varied_ledger(tmp_path) as ledger:
        records = ledger.history(None)
        exact = counted_by_hand(records)
        count = StatisticsCount(ledger.store.read, None)
        steps = 0
        while not count.step():
            steps += 1
            assert 0 < count.progress < 1
        stats = count.result()
    assert count.bucket > 1 and len(stats.balance_curve) <= 10 and len(stats.luck_curve) <= 10
    assert stats.balance_curve[-1] == exact["balance_curve"][-1]  # the last hand: its number, Bet ID and balance
    last = stats.luck_curve[-1]
    assert last[:2] == exact["luck_curve"][-1][:2] and last[2] == pytest.approx(float(stats.luck), abs=1e-6)
    assert (stats.figures, stats.expected_net, stats.decisions) == (exact["figures"], exact["expected_net"],
                                                                    exact["decisions"])


def test_pages_and_slips_hold_exactly_the_hands_the_filter_lets_through(tmp_path: Path) -> None:
    with varied_ledger(tmp_path) as ledger:
        records = ledger.history(None)
        read = ledger.store.read
        start = datetime(2026, 1, 10, tzinfo=UTC)
        end = datetime(2026, 1, 20, tzinfo=UTC)
        for shown in (HistoryFilter(), HistoryFilter("eight-deck"), HistoryFilter("", start, end),
                      HistoryFilter("six-deck-shoe", start, end), HistoryFilter("no such table")):
            wanted = [r for r in records if (not shown.rules_name or r.rules_name == shown.rules_name)
                      and (shown.start is None or shown.start <= (r.settled_at or r.opened_at) < shown.end)]
            paged, below = [], None
            while page := hand_page(read, below, shown, 17):
                paged += page
                below = page[-1].bet_id
            assert [(h.bet_id, h.net) for h in paged] == [(r.bet_id, r.net) for r in wanted]
            slips = sorted({r.slip_id for r in wanted}, reverse=True)
            assert [r for slip in slips for r in slip_hands(read, slip, shown)[0]] == wanted
        count = HistoryCount(read)
        while not count.step():
            pass
        totals = ledger.totals()
        summary = count.summary
        assert (summary.hands, summary.wagered, summary.net) == (totals.hands, totals.wagered, totals.net)
        assert summary.tables == {r.rules_name for r in records}
        times = [r.settled_at or r.opened_at for r in records]
        assert history_query.julian_to_datetime(summary.first) == pytest.approx(min(times), abs=timedelta(seconds=1))
        assert history_query.julian_to_datetime(summary.last) == pytest.approx(max(times), abs=timedelta(seconds=1))


def test_the_benchmarks_lifetime_ledger_holds_only_rows_the_ledger_trusts(tmp_path: Path) -> None:
    """bench_record.py measures the dialogs on a ledger made by repeating played hands: every row of it passes
    the full row checks, and its statistics counted in SQL equal those counted hand by hand."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    from bench_record import lifetime_ledger

    lifetime_ledger(tmp_path / "ledger.sqlite3", 700)
    with Ledger(tmp_path / "ledger.sqlite3", starting_balance=10**9) as ledger:
        records = ledger.history(None)
        assert len(records) == 700 and ledger.notices == [] and ledger.set_aside_rows() == []
        assert ledger.next_bet_id % 100 == 0 and ledger.balance == records[0].balance_after
        assert counted_in_sql(ledger) == counted_by_hand(records)
