"""Benchmark a lifetime of play: what the player waits for at the table with 0, 10,000 and 100,000 hands behind them.

Run from the source tree (headless), as gently as the machine needs::

    nice python tests/benchmarks/bench_lifetime.py [--sizes 0 10000 100000] [--runs 3] [--hands 10] [--warmup 2]

For each size it makes a profile as Red Dog 1.1 left it after that many hands
(:func:`tests.fixtures.lifetime.make_profile`; size 0 is a new profile), and starts the game
on it once (``--smoke``, not measured): the code under test takes the files over as a player's
first start after an update would. In the player's settings it then switches the animation,
the sound and the voice off. Then ``--runs`` times, the sizes in turn (0, 10k, 100k, 0, 10k,
100k...), each on a fresh copy of its profile:

* a process of its own opens the real window (:class:`~reddog_qt.app.table.main_window.MainWindow`,
  offscreen) and plays ``--warmup`` hands, then ``--hands`` measured ones through the real
  controls: the table minimum in chips, a click on Deal, a click on Stand when a spread waits,
  until the table is ready for the next bet. For each hand: the wall time and the main thread's
  CPU time (``time.thread_time``) to then, and the CPU time through 150 ms more of the event
  loop (work a hand leaves queued is the hand's too; idle waiting costs no CPU). Then Game > Hand
  History, then Game > Statistics, each timed (wall) from the menu action until a view of it
  with rows has painted; then its peak memory after both dialogs (``ru_maxrss``);
* ``reddog-qt --smoke`` in a process of its own: its CPU time (user + system, from ``wait4``).

It prints the median of each figure per size, with its ratio to the new profile, the machine,
and the load average before and after. This is a measurement, not a test.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import json
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))  # the repository root, so a checkout runs it

from tests.fixtures.lifetime import make_profile  # noqa: E402

#: Give up on one step (a hand, a dialog) after this long: something is stuck.
STEP_TIMEOUT_S = 300.0
RESULT = "lifetime result: "
#: How long the event loop runs on after a hand before its CPU time is read.
AFTER_HAND_MS = 150


# --- the parent: profiles, runs, the table ------------------------------------------------------------


@dataclasses.dataclass
class Figures:
    """Every measurement of one profile size."""

    hand_cpu_ms: list[float] = dataclasses.field(default_factory=list)
    hand_cpu_after_ms: list[float] = dataclasses.field(default_factory=list)
    hand_wall_ms: list[float] = dataclasses.field(default_factory=list)
    history_s: list[float] = dataclasses.field(default_factory=list)
    statistics_s: list[float] = dataclasses.field(default_factory=list)
    smoke_cpu_s: list[float] = dataclasses.field(default_factory=list)
    peak_mib: list[float] = dataclasses.field(default_factory=list)


#: The rows of the table: label, the figure, its unit and how it is printed.
ROWS: tuple[tuple[str, str, str, str], ...] = (
    ("one hand, Deal click to the next bet (main-thread CPU)", "hand_cpu_ms", "ms", "{:.1f}"),
    ("the same, with what it leaves queued (+150 ms of the loop)", "hand_cpu_after_ms", "ms", "{:.1f}"),
    ("one hand, Deal click to the next bet (wall)", "hand_wall_ms", "ms", "{:.1f}"),
    ("Hand History opens (wall)", "history_s", "s", "{:.2f}"),
    ("Statistics opens (wall)", "statistics_s", "s", "{:.2f}"),
    ("--smoke start, CPU", "smoke_cpu_s", "s", "{:.2f}"),
    ("peak memory after both dialogs", "peak_mib", "MiB", "{:.0f}"),
)


def environment() -> dict[str, str]:
    """What every child gets: offscreen Qt, this checkout first, no profile of the caller's."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO))
    env.pop("REDDOG_PROFILE_DIR", None)
    return env


def prepare(folder: Path, size: int, seed: int, env: dict[str, str]) -> None:
    """A 1.1 profile of ``size`` hands (none: a new profile), started once by the code under test."""
    if size:
        make_profile(folder, size, seed=seed, end=datetime.now(UTC) - timedelta(hours=2))
    else:
        folder.mkdir(parents=True)
    smoke(folder, env)
    settings_file = folder / "settings.json"
    settings = json.loads(settings_file.read_text(encoding="utf-8")) if settings_file.exists() else {"version": 2}
    settings.update(animation=False, sound=False, voice=False, preset="atlantic-city")
    settings_file.write_text(json.dumps(settings, indent=2, sort_keys=True) + "\n", encoding="utf-8")


def fresh_copy(template: Path, work: Path) -> Path:
    if work.exists():
        shutil.rmtree(work)
    shutil.copytree(template, work)
    return work


def smoke(folder: Path, env: dict[str, str]) -> float:
    """``reddog-qt --smoke`` on ``folder``; its CPU seconds (user + system)."""
    child = subprocess.Popen([sys.executable, "-m", "reddog_qt", "--smoke", "--profile-dir", str(folder)],
                             cwd=REPO, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert child.stderr is not None
    errors = child.stderr.read().decode(errors="replace")  # to its end: the child has exited
    child.stderr.close()
    _pid, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        raise SystemExit(f"--smoke failed on {folder}:\n{errors[-2000:]}")
    return usage.ru_utime + usage.ru_stime


def table_run(folder: Path, hands: int, warmup: int, rows: bool, env: dict[str, str]) -> dict[str, object]:
    """The window's figures, measured in a process of its own (see :func:`worker`)."""
    result = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--worker", str(folder),
                             "--hands", str(hands), "--warmup", str(warmup), *(["--history-rows"] if rows else [])],
                            cwd=REPO, env=env, capture_output=True, text=True, timeout=3600)
    lines = [line for line in result.stdout.splitlines() if line.startswith(RESULT)]
    if result.returncode != 0 or not lines:
        raise SystemExit(f"the table run on {folder} failed ({result.returncode}):\n{result.stdout[-2000:]}\n"
                         f"{result.stderr[-3000:]}")
    found: dict[str, object] = json.loads(lines[-1][len(RESULT):])
    return found


def machine() -> str:
    cpu = platform.machine()
    with contextlib.suppress(OSError, StopIteration):
        cpu = next(line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                   if line.startswith("model name"))
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return (f"{platform.system()} {platform.release()}, {cpu}, {os.cpu_count()} cores ({usable} usable), "
            f"Python {platform.python_version()}")


def load() -> str:
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


def report(sizes: list[int], figures: dict[int, Figures]) -> list[str]:
    """The table: the median of each figure by size, and its ratio to the first size (the new profile)."""
    names = ["new profile" if size == 0 else f"{size:,} hands" for size in sizes]
    width = max(len(row[0]) for row in ROWS)
    lines = [f"{'median of each (ratio to ' + names[0] + ')':{width}}" + "".join(f"  {name:>20}" for name in names)]
    for label, field, unit, shape in ROWS:
        medians = [statistics.median(getattr(figures[size], field)) for size in sizes]
        cells = []
        for index, value in enumerate(medians):
            text = f"{shape.format(value)} {unit}"
            if index:
                text += f" (x{value / medians[0]:.2f})" if medians[0] else " (x-)"
            cells.append(f"  {text:>20}")
        lines.append(f"{label:{width}}" + "".join(cells))
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[0, 10_000, 100_000],
                        help="hands in each profile (0: a new profile; the first size is the one compared with)")
    parser.add_argument("--runs", type=int, default=3, help="measured runs of each size, alternating (default 3)")
    parser.add_argument("--hands", type=int, default=10, help="measured hands in each run (default 10)")
    parser.add_argument("--warmup", type=int, default=2, help="hands played before those measured (default 2)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the made profiles (default 1)")
    parser.add_argument("--worker", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--history-rows", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker is not None:
        return worker(args.worker, args.hands, args.warmup, args.history_rows)
    env = environment()
    print(f"machine: {machine()}")
    print(f"load average before (1, 5, 15 min): {load()}")
    print(f"sizes {', '.join(f'{size:,}' for size in args.sizes)} hands; {args.runs} runs each, alternating; "
          f"{args.hands} hands measured per run after {args.warmup}")
    figures = {size: Figures() for size in args.sizes}
    with tempfile.TemporaryDirectory(prefix="reddog-lifetime-") as scratch:
        root = Path(scratch)
        started = time.perf_counter()
        for size in args.sizes:
            prepare(root / f"template-{size}", size, args.seed + size, env)
        print(f"profiles made and started once in {time.perf_counter() - started:.0f} s")
        for run in range(args.runs):
            for size in args.sizes:
                template, work = root / f"template-{size}", root / "work"
                found = table_run(fresh_copy(template, work), args.hands, args.warmup,
                                  size + args.hands + args.warmup > 0, env)
                into = figures[size]
                into.hand_cpu_ms.extend(found["hand_cpu_ms"])  # type: ignore[arg-type]
                into.hand_cpu_after_ms.extend(found["hand_cpu_after_ms"])  # type: ignore[arg-type]
                into.hand_wall_ms.extend(found["hand_wall_ms"])  # type: ignore[arg-type]
                into.history_s.append(float(found["history_s"]))  # type: ignore[arg-type]
                into.statistics_s.append(float(found["statistics_s"]))  # type: ignore[arg-type]
                into.peak_mib.append(float(found["peak_mib"]))  # type: ignore[arg-type]
                into.smoke_cpu_s.append(smoke(fresh_copy(template, work), env))
                print(f"run {run + 1}, {size:,} hands: hand CPU {statistics.median(into.hand_cpu_ms[-args.hands:]):.1f}"
                      f" ms, History {into.history_s[-1]:.2f} s, Statistics {into.statistics_s[-1]:.2f} s, "
                      f"--smoke CPU {into.smoke_cpu_s[-1]:.2f} s, peak {into.peak_mib[-1]:.0f} MiB", flush=True)
    print()
    print("\n".join(report(args.sizes, figures)))
    print(f"load average after (1, 5, 15 min): {load()}")
    return 0


# --- the worker: the real window, in a process of its own ----------------------------------------


def worker(folder: Path, hands: int, warmup: int, history_rows: bool) -> int:
    """Open the window on ``folder``, play and time hands, time both dialogs; print the figures as JSON.

    ``history_rows``: the history has hands to show (Hand History is timed until they are painted)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtGui import QAction
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QPushButton

    from reddog_qt.app.seams import TablePhase
    from reddog_qt.app.table.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    window = MainWindow(profile_dir=folder)
    window.show()
    QTest.qWaitForWindowExposed(window)
    QTest.qWait(500)  # what waits for the first frame (the sound) starts, as in a game
    controller = window.controller
    deal, stand = (window.findChild(QPushButton, name) for name in ("deal_button", "stand_button"))
    assert deal is not None and stand is not None

    def wait_until(done: Callable[[], bool], what: str) -> None:
        """Run the event loop (not spinning) until ``done()``, looking again at every signal and every 5 ms."""
        if done():
            return
        loop = QEventLoop()
        timer = QTimer()
        timer.setInterval(5)
        deadline = time.perf_counter() + STEP_TIMEOUT_S

        def look() -> None:
            if done() or time.perf_counter() > deadline:
                loop.quit()

        timer.timeout.connect(look)
        for signal in (controller.phase_changed, controller.hand_settled):
            signal.connect(look)
        timer.start()
        loop.exec()
        timer.stop()
        for signal in (controller.phase_changed, controller.hand_settled):
            signal.disconnect(look)
        if not done():
            raise SystemExit(f"gave up waiting for {what}: {window.console.message.text()!r}")

    settled: list[object] = []
    controller.hand_settled.connect(settled.append)
    scene = window.scene

    def ready() -> bool:
        return controller.phase is TablePhase.BETTING and not getattr(scene, "animating", False)

    def decide() -> bool:
        if controller.phase is TablePhase.DECIDING and stand.isEnabled():
            stand.click()
        return bool(settled) and ready()

    def one_hand() -> tuple[float, float, float]:
        wait_until(ready, "the table to take bets")
        session = controller.session
        while controller.bet < session.min_bet:
            controller.add_chip(min(session.rules.chips))
        settled.clear()
        cpu, wall = time.thread_time(), time.perf_counter()
        deal.click()
        wait_until(decide, "the hand to be settled")
        wall, ready_cpu = time.perf_counter() - wall, time.thread_time() - cpu
        # What the hand left for the event loop (a write put off until after the result) is the hand's
        # too: the loop runs on, idle, a little longer before the CPU is read (waiting costs none).
        idle = QEventLoop()
        QTimer.singleShot(AFTER_HAND_MS, idle.quit)
        idle.exec()
        return ready_cpu * 1000, (time.thread_time() - cpu) * 1000, wall * 1000

    for _ in range(warmup):
        one_hand()
    timed = [one_hand() for _ in range(hands)]
    history = open_dialog(app, window.findChild(QAction, "history_action"), "hand_history_dialog",
                          rows=history_rows)
    statistics_s = open_dialog(app, window.findChild(QAction, "statistics_action"), "statistics_dialog", rows=True)
    peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: KiB
    window.close()
    print(RESULT + json.dumps({"hand_cpu_ms": [hand[0] for hand in timed],
                               "hand_cpu_after_ms": [hand[1] for hand in timed],
                               "hand_wall_ms": [hand[2] for hand in timed],
                               "history_s": history, "statistics_s": statistics_s, "peak_mib": peak_mib}))
    return 0


def open_dialog(app: object, action: object, name: str, rows: bool) -> float:
    """Trigger ``action``; seconds until the dialog ``name`` is shown and a view of it (with rows, if ``rows``)
    has painted. The dialog is closed again."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtGui import QAction
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QAbstractItemView, QApplication, QWidget

    assert isinstance(app, QApplication) and isinstance(action, QAction), name
    painted: list[float] = []

    class PaintWatch(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and not painted:
                view = watched.parent()
                if not rows or (isinstance(view, QAbstractItemView) and view.model() is not None
                                and view.model().rowCount() > 0):
                    painted.append(time.perf_counter())
            return False

    watch = PaintWatch()
    watched: set[int] = set()
    started = time.perf_counter()
    action.trigger()
    dialog: QWidget | None = None
    while not painted:
        if time.perf_counter() - started > STEP_TIMEOUT_S:
            raise SystemExit(f"gave up waiting for {name} to show its rows")
        dialog = dialog or next((widget for widget in app.allWidgets() if widget.objectName() == name
                                 and widget.isVisible()), None)
        if dialog is not None:
            for view in dialog.findChildren(QAbstractItemView):
                if id(view) not in watched:
                    watched.add(id(view))
                    view.viewport().installEventFilter(watch)
                    view.viewport().update()
        QTest.qWait(1)
    seconds = painted[0] - started
    assert dialog is not None
    dialog.close()
    QTest.qWait(50)
    return seconds


if __name__ == "__main__":
    sys.exit(main())
