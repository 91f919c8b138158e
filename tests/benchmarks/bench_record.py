"""Benchmark the player's record on a long history: reading it, statistics, CSV export, the record's dialogs.

Run from the source tree::

    python tests/benchmarks/bench_record.py [--hands 10000] [--repeats 5]
    python tests/benchmarks/bench_record.py --dialogs [--sizes 0 100000] [--repeats 3]

The first form plays ``--hands`` seeded hands into a fresh ledger (each hand one transaction,
as at the table), then prints the median time of: reading every hand, computing the statistics,
exporting the CSV, and building the Hand History and Statistics dialogs (offscreen). Also the
cost the exact odds add to each deal.

``--dialogs`` measures what the player waits for on a lifetime of play: for each size of
history (``--sizes``, hands), a ledger is filled quickly (:func:`lifetime_ledger`: a few hundred
hands played through the engine, then repeated with new Bet IDs, times and balances by one
``executemany``, every row one the ledger's checks accept), and each dialog is opened and shown
in a process of its own, ``--repeats`` times: the median wall time from the call to the dialog
painted (and the CPU time, steadier on a busy machine), and the process's peak memory (max RSS)
after it. This is a measurement, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from reddog_qt.engine import Phase, Play, Rules, Session
from reddog_qt.engine.odds import decision
from reddog_qt.profile.ledger import Ledger
from reddog_qt.record.history_csv import export_history

#: Hands played through the engine before they are repeated (three tables, every kind of hand).
TEMPLATE_HANDS = 600


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


def lifetime_ledger(path: Path, hands: int, start: datetime = datetime(2024, 11, 1, 18, tzinfo=UTC)) -> None:
    """A ledger at ``path`` holding ``hands`` finished hands, made in seconds rather than hours.

    :data:`TEMPLATE_HANDS` hands are played through the engine at three tables (a fresh deck each
    hand, eight decks, a six-deck shoe), raising on some spreads; their rows are then repeated
    with consecutive Bet IDs, a running balance and times a minute apart (about two years of a
    daily session at 100,000 hands), so each row keeps its cards, odds and sealed shuffle.
    """
    with tempfile.TemporaryDirectory() as folder:
        template = Path(folder) / "template.sqlite3"
        with Ledger(template, starting_balance=10**9) as ledger:
            for offset, name in enumerate(("atlantic-city", "eight-deck", "six-deck-shoe")):
                rules = Rules.preset(name)
                session = Session(rules, balance=ledger.balance, next_bet_id=ledger.next_bet_id, seed=100 + offset,
                                  journal=ledger)
                for number in range(TEMPLATE_HANDS // 3):
                    hand = session.deal(rules.minimum)
                    if hand.phase is Phase.DECIDING:
                        session.raise_bet() if number % 3 == 0 else session.stand()
                session.leave_shoe()  # its seed is revealed: every hand of the template can be checked
            conn = ledger.store.connection
            cursor = conn.execute("SELECT * FROM hands WHERE status != 'open' ORDER BY bet_id")
            columns = [d[0] for d in cursor.description]
            rows = cursor.fetchall()
    with Ledger(path, starting_balance=10**9) as ledger:
        first = ledger.next_bet_id
    first += -(first + hands) % 100  # the newest Slip ID full: the history opens on a hundred rows
    index = {name: columns.index(name) for name in ("bet_id", "slip_id", "opened_at", "settled_at", "net",
                                                     "balance_after")}
    balance = 10**9
    made = []
    for number in range(hands):
        values = list(rows[number % len(rows)])
        bet_id = first + number
        moment = start + timedelta(minutes=number)
        balance += values[index["net"]]
        values[index["bet_id"]], values[index["slip_id"]] = bet_id, bet_id // 100 * 100
        values[index["opened_at"]] = moment.isoformat()
        values[index["settled_at"]] = (moment + timedelta(seconds=20)).isoformat()
        values[index["balance_after"]] = balance
        made.append(values)
    conn = sqlite3.connect(path)
    with conn:
        conn.executemany(f"INSERT INTO hands ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})", made)
        conn.execute("UPDATE meta SET value = ? WHERE key = 'balance'", (balance,))
        conn.execute("UPDATE meta SET value = ? WHERE key = 'next_bet_id'", (first + hands,))
    conn.close()


def _child(dialog: str, path: Path, repeats: int) -> None:
    """Open ``dialog`` over the ledger at ``path`` ``repeats`` times; print the times and the peak memory as JSON.

    A time runs from the call that makes the dialog to the end of its first paint (what follows, such as
    a long count going on between frames, is not waited for); the CPU time is the process's over the same span.
    """
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from reddog_qt.app.record.history_dialog import HandHistoryDialog
    from reddog_qt.app.record.statistics_dialog import StatisticsDialog

    class FirstPaint(QObject):
        """Notes when the dialog's first paint has been handled (its children paint within it)."""

        def __init__(self) -> None:
            super().__init__()
            self.at: float | None = None
            self.cpu = 0.0

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and self.at is None:
                QTimer.singleShot(0, self.painted)  # the next turn of the loop: the paint is on the screen
            return False

        def painted(self) -> None:
            self.at, self.cpu = time.perf_counter(), time.process_time()

    app = QApplication.instance() or QApplication([])
    times, cpu = [], []
    with Ledger(path, starting_balance=10**9) as ledger:
        for _ in range(repeats):
            started, cpu_started = time.perf_counter(), time.process_time()
            shown = (HandHistoryDialog(ledger) if dialog == "history"
                     else StatisticsDialog(ledger, ledger.next_bet_id - 100))
            painted = FirstPaint()
            shown.installEventFilter(painted)
            shown.show()
            while painted.at is None:
                app.processEvents()
            times.append(painted.at - started)
            cpu.append(painted.cpu - cpu_started)
            shown.removeEventFilter(painted)
            shown.close()
            shown.deleteLater()
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # gone, with any count it was making
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"times": times, "cpu": cpu, "peak_mib": peak}))


def dialogs(sizes: list[int], repeats: int) -> None:
    """Each dialog on each size of history, each in processes of their own (see the module docstring)."""
    print(f"reddog_qt record dialogs - median of {repeats}, load average {os.getloadavg()[0]:.2f}")
    with tempfile.TemporaryDirectory() as folder:
        paths = {}
        for size in sizes:
            paths[size] = Path(folder) / f"ledger-{size}.sqlite3"
            made = time.perf_counter()
            lifetime_ledger(paths[size], size)
            print(f"  a ledger of {size:,} hands made in {time.perf_counter() - made:.1f} s "
                  f"({paths[size].stat().st_size / 2**20:.1f} MiB)")
        for name in ("history", "statistics"):
            for size in sizes:
                found = subprocess.run([sys.executable, __file__, "--child", name, str(paths[size]),
                                        "--repeats", str(repeats)], capture_output=True, text=True, check=True)
                result = json.loads(found.stdout.strip().splitlines()[-1])
                wall = statistics.median(result["times"]) * 1000
                cpu = statistics.median(result["cpu"]) * 1000
                first = result["times"][0] * 1000
                print(f"  open {name:10} at {size:>7,} hands: {wall:7.1f} ms wall, {cpu:7.1f} ms CPU "
                      f"(first {first:.1f} ms wall), peak {result['peak_mib']:6.1f} MiB")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--dialogs", action="store_true", help="the dialogs' open time and memory by history size")
    parser.add_argument("--sizes", type=int, nargs="+", default=[0, 100_000])
    parser.add_argument("--child", nargs=2, metavar=("DIALOG", "LEDGER"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        _child(args.child[0], Path(args.child[1]), args.repeats)
        return 0
    if args.dialogs:
        dialogs(args.sizes, args.repeats)
        return 0
    from reddog_qt.record.stats import StatisticsCount

    rules = Rules.preset("atlantic-city")
    counts = dict.fromkeys(range(2, 15), 4) | {2: 3, 14: 3}
    odds_us = median_ms(lambda: [decision(rules, counts, 2, 14, 10) for _ in range(1000)], args.repeats)
    with tempfile.TemporaryDirectory() as folder:
        ledger = Ledger(Path(folder) / "ledger.sqlite3")
        per_hand = fill(ledger, args.hands)
        print(f"reddog_qt record benchmark - {args.hands:,} hands, median of {args.repeats}")
        print(f"{'exact odds at a deal (decision())':44} {odds_us:9.3f} us")
        print(f"{'a hand played and recorded (one transaction)':44} {per_hand:9.3f} ms")
        print(f"{'read every hand':44} {median_ms(lambda: ledger.history(None), args.repeats):9.1f} ms")
        counted = median_ms(lambda: StatisticsCount(ledger.store.read, None).run(), args.repeats)
        print(f"{'statistics of every hand (in SQL)':44} {counted:9.1f} ms")
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
