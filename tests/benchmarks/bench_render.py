"""Benchmark painting the table: milliseconds per frame at 1280x800, and frames dropped while dealing.

Run from the source tree::

    python tests/benchmarks/bench_render.py [--repeats 40] [--platform offscreen]

The real :class:`~reddog_qt.app.felt.table_scene.TableScene`, controller and
:class:`~reddog_qt.app.felt.table_view.TableView` (no main window, no sound), with a seeded shoe, in
three phases: **betting** (chips on the bet spot), **spread** (two cards up, the red dog on the
spread, its box lit) and **result** (three cards and the result banner). For each phase:

* ``view repaint``: the whole 1280x800 viewport painted again, as on an expose or a full update
  (the view's own caches in play), median of ``--repeats``;
* ``first repaint``: the same, but the first one after the phase was reached (caches cold for
  what changed), median over ``--rounds`` fresh tables;
* ``scene.render``: the whole scene rendered into a fresh 1280x800 image (no view caches),
  median of ``--repeats``.

Then a hand is dealt with animation on at the middle speed, and every frame the view paints is
timed. Only the time something moves counts (the pauses between cards owe no frames): ``moving``
ms, the frames painted then, the frames 60 fps would have shown, the frames dropped (each gap
between two painted frames longer than a 60 fps frame counts the frames it skipped), and the
paint time per frame (median, 95th percentile, worst), and the processor time the paint itself used
(median, 95th percentile: on a shared machine a paint may wait for the processor, which the wall
clock counts and this does not). The load average is printed with each run. The third card and the result banner are
measured the same way, and then the payout: the dealer sets the winnings beside the bet and the
chips slide to the player (the shoe is seeded so that standing on the first spread wins).

This is a measurement, not a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository root, so a checkout runs it

FRAME_MS = 1000 / 60
WIDTH, HEIGHT = 1280, 800


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def percentile_ms(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] * 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=40, help="paints per phase for the medians (default 40)")
    parser.add_argument("--rounds", type=int, default=7, help="fresh tables for the first-repaint median (default 7)")
    parser.add_argument("--platform", default=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    args = parser.parse_args(argv)
    os.environ["QT_QPA_PLATFORM"] = args.platform

    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import (
        QAbstractAnimation,
        QElapsedTimer,
        QEvent,
        QEventLoop,
        QObject,
        QPauseAnimation,
        QRectF,
        QSequentialAnimationGroup,
        Qt,
        QTimer,
    )
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from reddog_qt.app.felt.table_scene import TableScene
    from reddog_qt.app.felt.table_view import TableView
    from reddog_qt.app.felt.timings import Timings
    from reddog_qt.app.launch import load_fonts
    from reddog_qt.app.seams import TablePhase
    from reddog_qt.app.table.controller import TableController
    from reddog_qt.engine import HandKind, Outcome, Rules, Session

    app = QApplication.instance() or QApplication(sys.argv[:1])
    load_fonts()
    rules = Rules.preset("atlantic-city")
    bet = (25, 25, 5, 5, 1)

    def spread_then_win(seed: int) -> bool:
        session = Session(rules, seed=seed)
        if session.deal(sum(bet)).kind is not HandKind.SPREAD:
            return False
        return session.stand().outcome is Outcome.WIN

    seed = next(s for s in range(10_000) if spread_then_win(s))

    class FrameTimer(QObject):
        """Times each paint of the viewport (the paint runs inside the filter, so it can be timed)."""

        def __init__(self) -> None:
            super().__init__()
            self.starts: list[float] = []
            self.costs: list[float] = []
            self.cpu: list[float] = []  # the paint's own processor time, without the waits of a busy machine
            self._inside = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() != QEvent.Type.Paint or self._inside:
                return False
            self._inside = True
            started, used = time.perf_counter(), time.thread_time()
            try:
                QApplication.sendEvent(watched, event)
            finally:
                self._inside = False
            self.starts.append(started)
            self.costs.append(time.perf_counter() - started)
            self.cpu.append(time.thread_time() - used)
            return True

    def make_table(animated: bool) -> tuple[TableScene, TableController, TableView]:
        timings = Timings(animated=animated)
        scene = TableScene(rules, timings)
        controller = TableController(Session(rules, seed=seed), scene)
        view = TableView(scene)
        view.resize(WIDTH, HEIGHT)
        view.show()
        app.processEvents()
        return scene, controller, view

    def to_betting(controller: TableController, scene: TableScene) -> None:
        for value in bet:
            controller.add_chip(value)
        scene.show_bet(controller.chips)  # as the main window does on bet_changed

    def to_spread(controller: TableController, scene: TableScene) -> None:
        assert controller.deal() and controller.phase is TablePhase.DECIDING

    def to_result(controller: TableController, scene: TableScene) -> None:
        assert controller.stand() and scene.banner.isVisible()

    phases: list[tuple[str, list[Callable[[TableController, TableScene], None]]]] = [
        ("betting", [to_betting]),
        ("spread + marker", [to_betting, to_spread]),
        ("result banner", [to_betting, to_spread, to_result]),
    ]

    def repaint_time(view: TableView) -> float:
        started = time.perf_counter()
        view.viewport().repaint()
        return time.perf_counter() - started

    def render_time(scene: TableScene) -> float:
        image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32_Premultiplied)
        started = time.perf_counter()
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                               | QPainter.RenderHint.TextAntialiasing)
        scene.render(painter, QRectF(0, 0, WIDTH, HEIGHT), scene.sceneRect())
        painter.end()
        return time.perf_counter() - started

    print(f"PySide6 {pyside_version}, platform {args.platform}, {os.cpu_count()} cores; "
          f"viewport {WIDTH}x{HEIGHT}; seed {seed}; repeats {args.repeats}, rounds {args.rounds}")
    if hasattr(os, "getloadavg"):
        print("load average {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    print(f"{'phase':<16} {'view repaint':>13} {'first repaint':>14} {'scene.render':>13}   (median ms)")
    for name, steps in phases:
        firsts: list[float] = []
        for _round in range(args.rounds):
            scene, controller, view = make_table(animated=False)
            view.viewport().repaint()
            for step in steps:
                step(controller, scene)
            firsts.append(repaint_time(view))
            view.close()
            view.deleteLater()
            scene.deleteLater()
        scene, controller, view = make_table(animated=False)
        for step in steps:
            step(controller, scene)
        view.viewport().repaint()
        repaints = [repaint_time(view) for _ in range(args.repeats)]
        renders = [render_time(scene) for _ in range(args.repeats)]
        print(f"{name:<16} {median_ms(repaints):10.2f} ms {median_ms(firsts):11.2f} ms {median_ms(renders):10.2f} ms")
        view.close()

    print()
    print(f"animation at speed {Timings().speed} (60 fps = {FRAME_MS:.1f} ms a frame):")
    print(f"{'motion':<22} {'ms':>6} {'moving':>7} {'frames':>8} {'expected':>9} {'dropped':>8} "
          f"{'paint median':>13} {'p95':>7} {'worst':>7} {'cpu median':>11} {'p95':>6}")
    scene, controller, view = make_table(animated=True)
    to_betting(controller, scene)
    view.viewport().repaint()

    def in_motion() -> bool:
        """Something on the felt is moving now (a running animation that is not a pause)."""
        for group in scene.findChildren(QAbstractAnimation):
            if group.parent() is not scene or group.state() is not QAbstractAnimation.State.Running:
                continue
            current = group.currentAnimation() if isinstance(group, QSequentialAnimationGroup) else group
            if not isinstance(current, QPauseAnimation):
                return True
        return False

    def measure(label: str, start: Callable[[], object], until: Callable[[], bool]) -> None:
        timer = FrameTimer()
        view.viewport().installEventFilter(timer)
        still: list[float] = []  # moments nothing moved (pauses between cards): no frame is owed then
        loop = QEventLoop()
        poll = QTimer()
        poll.setTimerType(Qt.TimerType.PreciseTimer)
        poll.setInterval(4)

        def check() -> None:
            if not in_motion():
                still.append(time.perf_counter())
            if until():
                loop.quit()

        poll.timeout.connect(check)
        clock = QElapsedTimer()
        clock.start()
        start()
        poll.start()
        loop.exec()
        poll.stop()
        elapsed = clock.elapsed()
        app.processEvents()
        view.viewport().removeEventFilter(timer)
        starts = timer.starts
        gaps = [(a, b) for a, b in pairwise(starts) if not any(a < t < b for t in still)]
        dropped = sum(max(0, round((b - a) * 1000 / FRAME_MS) - 1) for a, b in gaps)
        moving_ms = sum(b - a for a, b in gaps) * 1000
        expected = round(moving_ms / FRAME_MS)
        costs, cpu = timer.costs or [0.0], timer.cpu or [0.0]
        print(f"{label:<22} {elapsed:6d} {moving_ms:7.0f} {len(gaps):8d} {expected:9d} {dropped:8d} "
              f"{median_ms(costs):10.2f} ms {percentile_ms(costs, 0.95):7.2f} {max(costs) * 1000:7.2f} "
              f"{median_ms(cpu):8.2f} ms {percentile_ms(cpu, 0.95):6.2f}")

    measure("deal (2 cards + dog)", controller.deal, lambda: controller.phase is TablePhase.DECIDING)
    measure("third card + banner", controller.stand, lambda: controller.phase is TablePhase.BETTING)
    # The settlement goes on for the eye while the player may already bet: measured to its end.
    measure("payout (chips home)", lambda: None, lambda: not scene.cosmetic_running)
    to_betting(controller, scene)
    measure("sweep + next deal", controller.deal, lambda: controller.phase is not TablePhase.ANIMATING)
    view.close()
    return 0


if __name__ == "__main__":
    with tempfile.TemporaryDirectory():
        sys.exit(main())
