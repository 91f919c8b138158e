"""Benchmark what keeping every settled hand safe costs per hand: the checkpoint after each commit and the copy.

Run from the source tree::

    python tests/benchmarks/bench_ledger_copy.py [--hands 300] [--history 0 10000]

For each history length (hands already in the ledger), plays ``--hands`` seeded hands into a
ledger kept as before this safeguard (WAL, ``synchronous=FULL``), then into one that also
checkpoints after every commit and writes ``ledger-copy.sqlite3`` after every settled hand (as
the profile's ledger does), and prints the mean cost of one hand for each and the difference.
This is a measurement, not a test: the figures depend on the disk.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from reddog_qt.engine import Phase, Rules, Session
from reddog_qt.profile.ledger import Ledger


def prefill(path: Path, hands: int) -> None:
    """A ledger with ``hands`` hands already recorded (written fast, in one transaction)."""
    with Ledger(path) as ledger:
        conn = ledger.store.connection
        conn.execute("BEGIN")
        conn.executemany(
            "INSERT INTO hands (bet_id, slip_id, status, opened_at, settled_at, rules_name, cards, spread, kind, "
            "wager, raised, net, balance_after, decision) VALUES (?, ?, 'settled', '2025-01-01T00:00:00+00:00', "
            "'2025-01-01T00:00:01+00:00', 'atlantic-city', '2c 9d 5h', 6, 'spread', 10, 0, 10, 1000, 'stand')",
            [(1_000_001 + n, (1_000_001 + n) // 100 * 100) for n in range(hands)])
        conn.execute("UPDATE meta SET value = ? WHERE key = 'next_bet_id'", (1_000_001 + hands,))
        conn.execute("COMMIT")


def per_hand_ms(path: Path, hands: int, keep_copy: bool) -> float:
    with Ledger(path, starting_balance=10**9, keep_copy=keep_copy) as ledger:
        rules = Rules.preset("atlantic-city")
        session = Session(rules, balance=ledger.balance, next_bet_id=ledger.next_bet_id, seed=7, journal=ledger)
        start = time.perf_counter()
        for _ in range(hands):
            if session.deal(rules.minimum).phase is Phase.DECIDING:
                session.stand()
        return (time.perf_counter() - start) / hands * 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--history", type=int, nargs="+", default=[0, 10_000])
    args = parser.parse_args(argv)
    print(f"reddog_qt ledger safety benchmark - mean of {args.hands} hands per figure")
    print(f"{'hands already recorded':>24} {'as before':>12} {'checkpoint + copy':>18} {'added':>10} {'copy size':>10}")
    for history in args.history:
        with tempfile.TemporaryDirectory() as folder:
            plain, kept = Path(folder) / "plain" / "ledger.sqlite3", Path(folder) / "kept" / "ledger.sqlite3"
            for path in (plain, kept):
                path.parent.mkdir()
                prefill(path, history)
            before = per_hand_ms(plain, args.hands, keep_copy=False)
            after = per_hand_ms(kept, args.hands, keep_copy=True)
            size = (kept.parent / "ledger-copy.sqlite3").stat().st_size / 1024
            print(f"{history:>24,} {before:>9.2f} ms {after:>15.2f} ms {after - before:>7.2f} ms {size:>7.0f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
