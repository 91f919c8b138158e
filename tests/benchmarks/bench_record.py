"""Benchmark the player's record on a long history: reading it, statistics, CSV export, the history window.

Run from the source tree::

    python tests/benchmarks/bench_record.py [--hands 10000] [--repeats 5]

Plays ``--hands`` seeded hands into a fresh ledger (each hand one transaction, as at the
table), then prints the median time of: reading every hand, computing the statistics,
exporting the CSV, and building the Hand History and Statistics dialogs (offscreen).
Also the cost the exact odds add to each deal. This is a measurement, not a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from reddog_qt.engine import Phase, Play, Rules, Session
from reddog_qt.engine.odds import decision
from reddog_qt.profile.history_csv import export_history
from reddog_qt.profile.ledger import Ledger
from reddog_qt.profile.stats import Statistics


def median_ms(action: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def fill(ledger: Ledger, hands: int) -> float:
    rules = Rules.preset("atlantic-city")
    session = Session(rules, balance=10**9, seed=12345, journal=ledger)
    ledger.bankroll_reset(10**9)
    start = time.perf_counter()
    for _ in range(hands):
        hand = session.deal(rules.minimum)
        if hand.phase is Phase.DECIDING:
            session.raise_bet() if hand.odds.best_play is Play.RAISE else session.stand()
    return (time.perf_counter() - start) / hands * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    rules = Rules.preset("atlantic-city")
    counts = dict.fromkeys(range(2, 15), 4) | {2: 3, 14: 3}
    odds_us = median_ms(lambda: [decision(rules, counts, 2, 14, 10) for _ in range(1000)], args.repeats)
    with tempfile.TemporaryDirectory() as folder:
        ledger = Ledger(Path(folder) / "ledger.sqlite3")
        per_hand = fill(ledger, args.hands)
        records = ledger.history(None)
        print(f"reddog_qt record benchmark - {args.hands:,} hands, median of {args.repeats}")
        print(f"{'exact odds at a deal (decision())':44} {odds_us:9.3f} us")
        print(f"{'a hand played and recorded (one transaction)':44} {per_hand:9.3f} ms")
        print(f"{'read every hand':44} {median_ms(lambda: ledger.history(None), args.repeats):9.1f} ms")
        print(f"{'statistics of every hand':44} {median_ms(lambda: Statistics.of(records), args.repeats):9.1f} ms")
        target = Path(folder) / "history.csv"
        print(f"{'export the CSV':44} {median_ms(lambda: export_history(ledger, target), args.repeats):9.1f} ms")
        from PySide6.QtWidgets import QApplication

        from reddog_qt.app.record.history_dialog import HandHistoryDialog
        from reddog_qt.app.record.statistics_dialog import StatisticsDialog

        app = QApplication.instance() or QApplication([])

        def history_dialog() -> None:
            HandHistoryDialog(ledger).deleteLater()
            app.processEvents()

        def statistics_dialog() -> None:
            StatisticsDialog(ledger, ledger.next_bet_id - 100).deleteLater()
            app.processEvents()

        print(f"{'open Hand History':44} {median_ms(history_dialog, args.repeats):9.1f} ms")
        print(f"{'open Statistics':44} {median_ms(statistics_dialog, args.repeats):9.1f} ms")
        print(f"{'CSV size':44} {target.stat().st_size / 1024:9.0f} KiB")
        ledger.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
