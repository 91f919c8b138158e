"""Benchmark Statistics > Fairness on a lifetime of play: what it adds to Statistics with 0 and 100,000 hands behind.

Run from the source tree (headless), as gently as the machine needs::

    nice python tests/benchmarks/bench_fairness.py [--sizes 0 100000] [--runs 3]

For each size it makes a profile as Red Dog 1.1 left it (:func:`tests.fixtures.lifetime.make_profile`,
started once by the code under test, as :mod:`bench_lifetime` does). Then ``--runs`` times, the sizes
in turn, each on a fresh copy, a process of its own opens the real window (offscreen) and times, from
Game > Statistics:

* until the dialog has painted a table with rows (what ``bench_lifetime.py`` calls "Statistics opens");
* until all time is counted (between frames, on a long history);
* from choosing "All time" and the Fairness page until the page's table has painted;
* the main thread's CPU time of redrawing every page for all time (the median of 5), and of filling the
  Fairness page alone from all time's counts (the median of 20).

It prints the median of each by size with its ratio to the first size (the new profile), and the
load average before and after. This is a measurement, not a test.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_lifetime import REPO, environment, fresh_copy, load, machine, prepare

RESULT = "fairness result: "
#: label, key, unit, format.
ROWS = (("Statistics opens (wall)", "open_s", "s", "{:.3f}"),
        ("all time counted (wall, from opening)", "counted_s", "s", "{:.3f}"),
        ("Fairness page, all time, painted (wall)", "page_s", "s", "{:.3f}"),
        ("redrawing every page for all time (CPU)", "redraw_ms", "ms", "{:.1f}"),
        ("of which filling the Fairness page (CPU)", "fill_ms", "ms", "{:.2f}"))


def worker(folder: Path) -> int:
    """Open the window on ``folder``, then Statistics and its Fairness page; print the figures as JSON."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from reddog_qt.app.record.statistics_dialog import StatisticsDialog
    from reddog_qt.app.table.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    window = MainWindow(profile_dir=folder)
    window.show()
    QTest.qWaitForWindowExposed(window)
    QTest.qWait(500)
    painted: dict[str, float] = {}

    class PaintWatch(QObject):
        def __init__(self, key: str) -> None:
            super().__init__()
            self.key = key

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                painted.setdefault(self.key, time.perf_counter())
            return False

    def wait(done: object, what: str) -> None:
        deadline = time.perf_counter() + 300
        while not done():  # type: ignore[operator]
            if time.perf_counter() > deadline:
                raise SystemExit(f"gave up waiting for {what}")
            QTest.qWait(1)

    started = time.perf_counter()
    window.menus.statistics_action.trigger()
    dialog = next(widget for widget in app.topLevelWidgets() if isinstance(widget, StatisticsDialog))
    summary_watch = PaintWatch("open")
    dialog.summary_table.viewport().installEventFilter(summary_watch)
    wait(lambda: "open" in painted, "Statistics to paint")
    wait(lambda: dialog.counted, "all time to be counted")
    counted = time.perf_counter()
    page_watch = PaintWatch("page")
    dialog.fairness.table.viewport().installEventFilter(page_watch)
    chosen = time.perf_counter()
    dialog.scope.setCurrentIndex(dialog.scope.findData("all"))
    dialog.tabs.setCurrentWidget(dialog.fairness)
    wait(lambda: "page" in painted, "the Fairness page to paint")
    page = painted["page"] - chosen
    assert dialog.all_time is not None
    fills = []
    for _ in range(20):
        cpu = time.thread_time()
        dialog.fairness.show_statistics(dialog.all_time)
        fills.append((time.thread_time() - cpu) * 1000)
    redraws = []
    for _ in range(5):
        cpu = time.thread_time()
        dialog.show_scope()
        redraws.append((time.thread_time() - cpu) * 1000)
    hands = dialog.fairness.rows[0].trials
    dialog.close()
    window.close()
    print(RESULT + json.dumps({"open_s": painted["open"] - started, "counted_s": counted - started,
                               "page_s": page, "fill_ms": statistics.median(fills),
                               "redraw_ms": statistics.median(redraws), "hands": hands}))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[0, 100_000])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--worker", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker is not None:
        return worker(args.worker)
    env = environment()
    print(f"machine: {machine()}")
    print(f"load average before (1, 5, 15 min): {load()}")
    figures: dict[int, dict[str, list[float]]] = {size: {row[1]: [] for row in ROWS} for size in args.sizes}
    with tempfile.TemporaryDirectory(prefix="reddog-fairness-") as scratch:
        root = Path(scratch)
        for size in args.sizes:
            prepare(root / f"template-{size}", size, args.seed + size, env)
        for run in range(args.runs):
            for size in args.sizes:
                work = fresh_copy(root / f"template-{size}", root / "work")
                result = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--worker", str(work)],
                                        cwd=REPO, env=env, capture_output=True, text=True, timeout=1800)
                lines = [line for line in result.stdout.splitlines() if line.startswith(RESULT)]
                if result.returncode != 0 or not lines:
                    raise SystemExit(f"the run on {size} hands failed:\n{result.stdout[-2000:]}{result.stderr[-3000:]}")
                found = json.loads(lines[-1][len(RESULT):])
                for key in figures[size]:
                    figures[size][key].append(float(found[key]))
                print(f"run {run + 1}, {size:,} hands ({found['hands']:,} compared): "
                      + ", ".join(f"{key} {found[key]:.3f}" for key in figures[size]), flush=True)
    names = ["new profile" if size == 0 else f"{size:,} hands" for size in args.sizes]
    width = max(len(row[0]) for row in ROWS)
    print(f"\n{'median (ratio to ' + names[0] + ')':{width}}" + "".join(f"  {name:>22}" for name in names))
    for label, key, unit, shape in ROWS:
        medians = [statistics.median(figures[size][key]) for size in args.sizes]
        cells = [f"{shape.format(value)} {unit}" + (f" (x{value / medians[0]:.2f})" if index and medians[0] else "")
                 for index, value in enumerate(medians)]
        print(f"{label:{width}}" + "".join(f"  {cell:>22}" for cell in cells))
    print(f"load average after (1, 5, 15 min): {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
