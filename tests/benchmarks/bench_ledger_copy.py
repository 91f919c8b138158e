"""Benchmark what recording one hand costs the table's thread, on a new ledger and on a long history.

Run from the source tree::

    python tests/benchmarks/bench_ledger_copy.py [--hands 300] [--history 0 100000]

For each history length, a ledger is made as the profile keeps it (with ``ledger-copy.sqlite3``),
filled with that many settled hands (written fast, in one transaction, as valid rows), opened
and closed once (so its copy is made), then opened again to play. The ledgers are played in
turn, one spread hand each, ``--hands`` rounds: each round deals a spread hand and stands, and
the ledger's two writes of that hand (``hand_opened`` and ``hand_settled``) are timed, in CPU
time of the calling thread and in wall time. The figures are the medians over the rounds, and
the size of the copy at the end. This is a measurement, not a test: the figures depend on the
disk and on the load of the machine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from reddog_qt.engine import Hand, Phase, Rules, Session
from reddog_qt.profile.ledger import Ledger

FIRST = 1_000_001


def prefill(path: Path, hands: int) -> None:
    """A ledger with ``hands`` settled hands already recorded (written fast, in one transaction)."""
    with Ledger(path, starting_balance=10**9) as ledger:
        conn = ledger.store.connection
        conn.execute("BEGIN")
        conn.executemany(
            "INSERT INTO hands (bet_id, slip_id, status, opened_at, settled_at, rules_name, cards, spread, kind, "
            "wager, raised, net, balance_after, decision) VALUES (?, ?, 'settled', '2025-01-01T00:00:00+00:00', "
            "'2025-01-01T00:00:01+00:00', 'atlantic-city', '2c 9d 5h', 6, 'spread', 10, 0, 10, 1000, 'stand')",
            [(FIRST + n, (FIRST + n) // 100 * 100) for n in range(hands)])
        conn.execute("UPDATE meta SET value = ? WHERE key = 'next_bet_id'", (FIRST + hands,))
        conn.execute("COMMIT")


@dataclass
class TimedJournal:
    """The ledger, with the CPU and wall time of each hand's writes added up."""

    ledger: Ledger
    cpu: float = 0.0
    wall: float = 0.0
    calls: list[str] = field(default_factory=list)

    def _timed(self, name: str, *args: object) -> None:
        cpu, wall = time.thread_time(), time.perf_counter()
        getattr(self.ledger, name)(*args)
        self.cpu += time.thread_time() - cpu
        self.wall += time.perf_counter() - wall
        self.calls.append(name)

    def hand_opened(self, hand: Hand, balance: int) -> None:
        self._timed("hand_opened", hand, balance)

    def hand_settled(self, hand: Hand) -> None:
        self._timed("hand_settled", hand)

    def bankroll_reset(self, balance: int) -> None:
        self._timed("bankroll_reset", balance)

    def shuffle_revealed(self, seal: str, seed: str) -> None:
        self._timed("shuffle_revealed", seal, seed)


@dataclass
class Table:
    """One ledger in play, and its measured hands."""

    history: int
    path: Path
    journal: TimedJournal
    session: Session
    cpu: list[float] = field(default_factory=list)
    wall: list[float] = field(default_factory=list)

    def play_spread_hand(self, rules: Rules) -> None:
        """Deal until a spread waits for the decision, stand, and keep the time of that hand's writes."""
        while True:
            self.journal.cpu = self.journal.wall = 0.0
            self.journal.calls.clear()
            if self.session.deal(rules.minimum).phase is Phase.DECIDING:
                self.session.stand()
                break
        self.cpu.append(self.journal.cpu * 1000)
        self.wall.append(self.journal.wall * 1000)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=300, help="spread hands timed on each ledger")
    parser.add_argument("--history", type=int, nargs="+", default=[0, 100_000], help="hands already recorded")
    args = parser.parse_args(argv)
    rules = Rules.preset("atlantic-city")
    print(f"reddog_qt ledger writes per hand (hand_opened + hand_settled) - median of {args.hands} hands, "
          "ledgers played in turn")
    print(f"{'hands already recorded':>24} {'thread CPU':>12} {'wall':>12} {'wall p90':>12} {'copy size':>12}")
    with tempfile.TemporaryDirectory() as folder, ExitStack() as stack:
        tables = []
        for number, history in enumerate(args.history):
            path = Path(folder) / str(number) / "ledger.sqlite3"
            path.parent.mkdir()
            prefill(path, history)
            Ledger(path, starting_balance=10**9, keep_copy=True).close()  # its copy, made once
            ledger = stack.enter_context(Ledger(path, starting_balance=10**9, keep_copy=True, existed=True))
            journal = TimedJournal(ledger)
            session = Session(rules, balance=ledger.balance, next_bet_id=ledger.next_bet_id, seed=7 + number,
                              journal=journal)
            tables.append(Table(history, path, journal, session))
        for _ in range(args.hands):
            for table in tables:
                table.play_spread_hand(rules)
        for table in tables:
            table.journal.ledger.close()
            size = (table.path.parent / "ledger-copy.sqlite3").stat().st_size / 1024
            p90 = statistics.quantiles(table.wall, n=10)[-1] if len(table.wall) > 1 else table.wall[0]
            print(f"{table.history:>24} {statistics.median(table.cpu):>9.3f} ms "
                  f"{statistics.median(table.wall):>9.3f} ms {p90:>9.3f} ms {size:>8.0f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
