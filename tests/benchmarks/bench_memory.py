"""Memory over many hands at the real table window: does anything outlive its hand?

Run from the source tree (headless)::

    QT_QPA_PLATFORM=offscreen python tests/benchmarks/bench_memory.py [--hands 5000] [--modes off,on]

For each mode — animation off, and animation on at speed 10 with every movement cut to 1 ms
(the same steps and objects as a normal game, without the waiting) — it opens a
:class:`~reddog_qt.app.table.main_window.MainWindow` on a fresh profile, and plays hands through the
window's controller the way the buttons do: the table minimum in chips, Deal, and Stand on a
spread (New Game when the money runs out). After 100 hands and after the last one it prints the
process's resident memory (RSS), the items on the felt, the scene's child QObjects and Python's
tracked objects, each measured after deferred deletions have run and a garbage collection.

This is a measurement, not a test: the figures depend on the machine.
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import os
import platform
import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository root, so a checkout runs it
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QApplication

from reddog_qt.app.felt import timings
from reddog_qt.app.seams import TablePhase

CHECKPOINT = 100


def rss_kib() -> int:
    """The resident set size now, in KiB (the peak where /proc is missing)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            pages = int(statm.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") // 1024
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def settle_memory() -> None:
    """Run the deferred deletions and a garbage collection (without running other queued work)."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()


def play(app: QApplication, animated: bool, hands: int) -> list[tuple[int, int, int, int, int, float]]:
    """Play ``hands`` hands; returns (hands, RSS KiB, felt items, scene children, Python objects, seconds)."""
    from reddog_qt.app.table.main_window import MainWindow

    profile = Path(tempfile.mkdtemp(prefix="reddog-bench-"))
    window = MainWindow(profile_dir=profile, seed=2024)
    settings = dataclasses.replace(window.settings, animation=animated, speed=10, sound=False, voice=False,
                                   reduce_motion=False)
    window.apply_settings(settings)
    window.show()
    controller, session = window.controller, window.session
    rows: list[tuple[int, int, int, int, int, float]] = []
    played = 0
    finished = False
    queued = False
    started = time.perf_counter()

    def measure() -> None:
        settle_memory()
        rows.append((played, rss_kib(), len(window.scene.items()), len(window.scene.children()),
                     len(gc.get_objects()), time.perf_counter() - started))

    def ask() -> None:
        nonlocal queued
        if not queued and not finished:
            queued = True
            QTimer.singleShot(0, next_move)

    def next_move() -> None:
        nonlocal queued, finished
        queued = False
        if finished:
            return
        if controller.phase is TablePhase.DECIDING:
            controller.stand()
            return
        if controller.phase is not TablePhase.BETTING or window.scene.animating:
            return
        if played in (CHECKPOINT, hands) and (not rows or rows[-1][0] != played):
            measure()
        if played >= hands:
            finished = True
            app.exit(0)
            return
        if session.balance < session.min_bet:
            controller.new_game()
        while controller.bet < session.min_bet:
            controller.add_chip(min(session.rules.chips))
        controller.deal()

    def settled(_hand: object) -> None:
        nonlocal played
        played += 1

    controller.hand_settled.connect(settled)
    # Every change of phase asks for the next move on a fresh turn of the event loop, as a click would.
    controller.phase_changed.connect(lambda _phase: ask())
    ask()
    app.exec()
    window.close()
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--modes", default="off,on", help="comma-separated: off, on")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    # Animation on, but every movement 1 ms: the same steps and objects, without the waiting.
    timings.MOTIONS.update({name: dataclasses.replace(motion, duration_ms=1)
                            for name, motion in timings.MOTIONS.items()})
    print(f"Python {platform.python_version()}, {platform.system()} {platform.machine()}, "
          f"{args.hands:,} hands per mode")
    print(f"{'animation':<10}{'hands':>7}{'RSS MiB':>10}{'felt items':>12}{'scene QObjects':>16}"
          f"{'Python objects':>16}{'seconds':>9}")
    for mode in args.modes.split(","):
        rows = play(app, mode.strip() == "on", args.hands)
        for hands, rss, items, children, objects, seconds in rows:
            print(f"{mode:<10}{hands:>7,}{rss / 1024:>10.1f}{items:>12}{children:>16}{objects:>16,}{seconds:>9.1f}")
        if len(rows) == 2:
            growth = (rows[1][1] - rows[0][1]) / max(1, rows[1][0] - rows[0][0])
            print(f"{mode:<10} RSS growth after the first {CHECKPOINT} hands: {growth:.2f} KiB per hand")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
