"""Benchmark the exact odds and the engine's deal speed for any house rules.

Run from the source tree::

    python tests/benchmarks/bench_odds.py [--repeats 7] [--seconds 1]

Prints medians of ``--repeats`` runs:

* :func:`~reddog_qt.engine.odds.house_edge` from scratch (cache cleared) for the
  presets, every raise multiple and a custom pay table;
* the odds coach on a depleted six-deck shoe: :func:`~reddog_qt.engine.odds.decision`
  for a spread showing, and :func:`~reddog_qt.engine.odds.next_hand_ev` before a deal;
* settled hands per second through a headless :class:`~reddog_qt.engine.Session`
  at one and eight decks reshuffled every hand and at the six-deck shoe, and the
  rate of the shoe and settle() alone (draw three cards, settle, reshuffle).

This is a measurement, not a test.
"""

from __future__ import annotations

import argparse
import dataclasses
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository root, so a checkout runs it

from reddog_qt.engine import (
    PAY_TABLES,
    Phase,
    Rules,
    Session,
    Shoe,
    odds,
    settle,
)

SEED = 2024


def median_seconds(action: Callable[[], object], repeats: int, inner: int) -> float:
    """Median over ``repeats`` of the mean time of ``inner`` calls."""
    runs = []
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(inner):
            action()
        runs.append((time.perf_counter() - start) / inner)
    return statistics.median(runs)


def cold_edge(rules: Rules) -> Callable[[], object]:
    def run() -> object:
        odds._summary_for.cache_clear()  # time the computation, not the cache
        return odds.house_edge(rules)
    return run


def depleted_six_deck_counts() -> dict[int, int]:
    """The unseen ranks after 200 cards of a seeded six-deck shoe."""
    shoe = Shoe(Rules.preset("six-deck-shoe"), seed=SEED)
    shoe.prepare_hand()
    for _ in range(200):
        shoe.draw()
    return shoe.rank_counts()


def session_rate(rules: Rules, seconds: float) -> float:
    """Settled hands per second through Session, raising on the spreads where that pays."""
    session = Session(rules, balance=10**15, seed=SEED)
    raising = odds.raise_spreads(rules)
    wager = rules.minimum
    hands = 0
    start = time.perf_counter()
    while True:
        for _ in range(1_000):
            hand = session.deal(wager)
            if hand.phase is Phase.DECIDING:
                if hand.spread in raising:
                    session.raise_bet()
                else:
                    session.stand()
        hands += 1_000
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return hands / elapsed


def shoe_rate(rules: Rules, seconds: float) -> float:
    """Hands per second of the shoe and settle() alone: prepare, draw three, settle one unit."""
    shoe = Shoe(rules, seed=SEED)
    hands = 0
    start = time.perf_counter()
    while True:
        for _ in range(1_000):
            shoe.prepare_hand()
            a, b = shoe.draw().rank, shoe.draw().rank
            if abs(a - b) == 1:
                settle(rules, (a, b), 1)
            else:
                settle(rules, (a, b, shoe.draw().rank), 1)
        hands += 1_000
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return hands / elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=7, help="runs per figure, median printed (default 7)")
    parser.add_argument("--seconds", type=float, default=1.0, help="length of one speed run (default 1)")
    args = parser.parse_args(argv)
    print(f"reddog_qt odds benchmark - Python {platform.python_version()} on {platform.machine()}, "
          f"median of {args.repeats}")
    print()

    print("Exact house edge from scratch (closed-form integer sums)")
    print(f"{'rules':<36}{'ms':>8}{'house edge':>13}")
    six = Rules.preset("six-deck-shoe")
    cases = [(name, Rules.preset(name)) for name in ("atlantic-city", "eight-deck", "six-deck-shoe")]
    cases += [(f"six decks, raise up to {k}x", dataclasses.replace(six, raise_multiple=k)) for k in (2, 3, 4)]
    cases.append(("six decks, 2x, double-raise pays",
                  dataclasses.replace(six, raise_multiple=2).with_pays(PAY_TABLES["double-raise"][1])))
    for label, rules in cases:
        seconds = median_seconds(cold_edge(rules), args.repeats, 200)
        print(f"{label:<36}{seconds * 1000:>8.3f}{float(odds.house_edge(rules)):>13.3%}")
    print()

    counts = depleted_six_deck_counts()
    print(f"The odds coach on a six-deck shoe with {sum(counts.values())} cards left")
    rules = six
    spread = odds.decision(rules, counts, 4, 12, 10)
    d_time = median_seconds(lambda: odds.decision(rules, counts, 4, 12, 10), args.repeats, 2_000)
    n_time = median_seconds(lambda: odds.next_hand_ev(rules, counts), args.repeats, 500)
    print(f"{'decision(4 and Q showing)':<36}{d_time * 1e3:>8.4f} ms   win {float(spread.win_probability):.2%}")
    print(f"{'next_hand_ev (before the deal)':<36}{n_time * 1e3:>8.4f} ms   "
          f"EV {float(odds.next_hand_ev(rules, counts)):+.3%}")
    print()

    print(f"Hands per second (~{args.seconds:g} s per run)")
    print(f"{'table':<28}{'Session':>12}{'shoe+settle':>14}")
    atlantic = Rules.preset("atlantic-city")
    tables = [("1 deck, every hand", atlantic), ("8 decks, every hand", dataclasses.replace(atlantic, decks=8)),
              ("6-deck shoe, cut card", six)]
    for label, table in tables:
        rate = statistics.median(session_rate(table, args.seconds) for _ in range(max(3, args.repeats // 2)))
        raw = statistics.median(shoe_rate(table, args.seconds) for _ in range(max(3, args.repeats // 2)))
        print(f"{label:<28}{rate:>12,.0f}{raw:>14,.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
