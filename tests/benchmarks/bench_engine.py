"""Benchmark the pure-Python engine: hands per second, exact-odds time, memory.

Run from the source tree::

    python tests/benchmarks/bench_engine.py [--seconds 2] [--repeats 3]

Prints plain-text tables:

* settled hands per second through :class:`~reddog_qt.engine.Session`, headless, for
  each preset: deal, then raise or stand by the threshold strategy (raise the whole
  wager on the spreads where that pays), from a numbered deal and from sealed secret
  seeds (as the tables play; the cost of the sealed shuffle per hand shows as the
  difference); each run lasts about ``--seconds`` of the process's own CPU time
  (:func:`time.process_time`, so other programs on a shared machine slow the run down
  without skewing the figure); the median of ``--repeats`` runs;
* the time to compute :func:`~reddog_qt.engine.odds.house_edge` from scratch (the
  cache cleared) for each preset and for 1..8 decks, best of ``--repeats``;
* where a sealed hand's time goes at the one-deck table: each step's cost on its own
  (:mod:`timeit`, best of ``--repeats``), the fixed costs of a sealed shuffle first;
* peak traced memory (:mod:`tracemalloc`) while playing 100,000 hands per preset.

This is a measurement, not a test.
"""

from __future__ import annotations

import argparse
import dataclasses
import platform
import statistics
import sys
import time
import timeit
import tracemalloc
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository root, so a checkout runs it

from reddog_qt.engine import (
    PRESET_NAMES,
    Hand,
    Phase,
    Rules,
    Session,
    odds,
)
from reddog_qt.engine.sealed import fingerprint, hmac_sha256, new_seed
from reddog_qt.engine.shoe import Shoe

SEED = 12345
MEMORY_HANDS = 100_000


def play(session: Session, raising: frozenset[int], hands: int) -> None:
    """Play ``hands`` hands of the threshold strategy at the table minimum."""
    wager = session.min_bet
    for _ in range(hands):
        hand = session.deal(wager)
        if hand.phase is Phase.DECIDING:
            if hand.spread in raising:
                session.raise_bet()
            else:
                session.stand()


def hands_per_second(rules: Rules, seconds: float, seed: int | None = SEED) -> float:
    """Settled hands per CPU second over one run of about ``seconds`` of CPU time (``seed`` None: secret sealed
    seeds, as played)."""
    session = Session(rules, balance=10**15, seed=seed)
    raising = odds.raise_spreads(rules)
    play(session, raising, 200)  # warm up
    batch = 500
    hands = 0
    start = time.process_time()
    while True:
        play(session, raising, batch)
        hands += batch
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return hands / elapsed


def edge_time(rules: Rules, repeats: int) -> tuple[float, float]:
    """(best seconds to compute the house edge from scratch, the edge)."""
    best = float("inf")
    edge = odds.house_edge(rules)
    for _ in range(repeats):
        odds._summary_for.cache_clear()  # time the computation, not the cache
        start = time.perf_counter()
        edge = odds.house_edge(rules)
        best = min(best, time.perf_counter() - start)
    return best, float(edge)


def step_costs(repeats: int, number: int = 20_000) -> list[tuple[str, float]]:
    """(step, microseconds) for the steps of a sealed hand at the one-deck table, each timed on its own."""
    rules = Rules.preset("atlantic-city")
    seed = new_seed()
    shoe = Shoe(rules)
    session = Session(rules, balance=10**15)
    settled = session.deal(rules.minimum)
    if settled.phase is Phase.DECIDING:
        settled = session.stand()

    def snapshot() -> Hand:
        return Hand(bet_id=settled.bet_id, wager=settled.wager, cards=settled.cards, phase=Phase.SETTLED,
                    net=settled.net, balance_after=settled.balance_after, shuffle_id=settled.shuffle_id,
                    rules_name=settled.rules_name, odds=settled.odds, seal=settled.seal,
                    positions=settled.positions, seed=settled.seed, decks=settled.decks)

    def three_cards() -> None:
        shoe.prepare_hand()
        shoe.draw(), shoe.draw(), shoe.draw()

    def hand() -> None:
        session.deal(rules.minimum)
        if session.phase is Phase.DECIDING:
            session.stand()

    steps: list[tuple[str, Callable[[], object]]] = [
        ("a fresh seed from the OS", new_seed),
        ("its fingerprint (SHA-256)", lambda: fingerprint(seed)),
        ("one HMAC-SHA256 block", lambda: hmac_sha256(seed, b"\0" * 8)),
        ("one hand snapshot (Hand)", snapshot),
        ("shuffle + 3 cards (Shoe)", three_cards),
        ("a whole hand (Session)", hand),
    ]
    return [(name, min(timeit.repeat(step, number=number, repeat=repeats, timer=time.process_time)) / number * 1e6)
            for name, step in steps]


def peak_memory(rules: Rules, hands: int) -> tuple[float, float]:
    """(peak traced MiB, seconds) while playing ``hands`` hands in a new session."""
    raising = odds.raise_spreads(rules)
    tracemalloc.start()
    start = time.perf_counter()
    session = Session(rules, balance=10**15, seed=SEED)
    play(session, raising, hands)
    elapsed = time.perf_counter() - start
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak / 2**20, elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="length of one speed run (default 2)")
    parser.add_argument("--repeats", type=int, default=3, help="runs per measurement, best kept (default 3)")
    parser.add_argument("--memory-hands", type=int, default=MEMORY_HANDS,
                        help=f"hands for the memory run (default {MEMORY_HANDS:,})")
    args = parser.parse_args(argv)

    print(f"reddog_qt engine benchmark - Python {platform.python_version()} on {platform.machine()}, "
          f"seed {SEED}, {args.repeats} runs")
    print()
    print(f"Settled hands per CPU second through Session (~{args.seconds:g} s per run, median)")
    print("(numbered: a practice deal's public seeds; sealed: a fresh secret seed from the operating system per")
    print(" shuffle, as the tables play; both shuffle by HMAC-SHA256 + Fisher-Yates, worked out only as far as dealt)")
    print(f"{'preset':<16}{'decks':>6}  {'shuffle':<11}{'numbered/s':>12}{'sealed/s':>12}{'us/hand':>9}")
    for name in PRESET_NAMES:
        rules = Rules.preset(name)
        rate = statistics.median(hands_per_second(rules, args.seconds) for _ in range(args.repeats))
        sealed = statistics.median(hands_per_second(rules, args.seconds, seed=None) for _ in range(args.repeats))
        print(f"{name:<16}{rules.decks:>6}  {rules.shuffle.value:<11}{rate:>12,.0f}{sealed:>12,.0f}"
              f"{1e6 / sealed:>9.1f}")
    print()
    print("Exact house edge: time to compute from scratch (closed-form integer sums)")
    print(f"{'rules':<22}{'ms':>9}{'house edge':>13}")
    for name in PRESET_NAMES:
        seconds, edge = edge_time(Rules.preset(name), args.repeats)
        print(f"{name:<22}{seconds * 1000:>9.2f}{edge:>13.3%}")
    base = Rules.preset("atlantic-city")
    for decks in range(1, 9):
        seconds, edge = edge_time(dataclasses.replace(base, decks=decks), args.repeats)
        label = f"{decks} deck{'s' if decks > 1 else ''}, standard pays"
        print(f"{label:<22}{seconds * 1000:>9.2f}{edge:>13.3%}")
    print()
    print("Where a sealed hand's time goes at atlantic-city (each step on its own, best of the runs)")
    print(f"{'step':<30}{'us':>8}")
    for name, micros in step_costs(args.repeats):
        print(f"{name:<30}{micros:>8.2f}")
    print()
    print(f"Peak traced memory while playing {args.memory_hands:,} hands (tracemalloc; slows the run)")
    print(f"{'preset':<16}{'peak MiB':>10}{'seconds':>10}")
    for name in PRESET_NAMES:
        mib, seconds = peak_memory(Rules.preset(name), args.memory_hands)
        print(f"{name:<16}{mib:>10.3f}{seconds:>10.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
