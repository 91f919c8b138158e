"""Benchmark start-up: ``reddog-qt --smoke`` against a bare PySide6 window, side by side.

Run from the source tree::

    python tests/benchmarks/bench_startup.py [--runs 7] [--platform offscreen]
    xvfb-run -a -s "-screen 0 1366x768x24" python tests/benchmarks/bench_startup.py --platform xcb

Both programs start with the same Python, the same Qt and the same platform plugin, show one
frame and exit (tests/benchmarks/bare_window.py is the reference: QApplication + QMainWindow +
QGraphicsView with a scene). They run alternately, ``--runs`` times each, after one unmeasured
warm-up each (bytecode compiled, files in the page cache). The game reuses one profile folder,
as a returning player's start does.

For every run the wall time from spawn to exit and the child's peak resident memory (ru_maxrss
from ``wait4``) are taken; the script prints the medians and the ratios game / bare.

``--game`` / ``--bare`` replace the two command lines (e.g. frozen bundles; see bench_bundle.py).
This is a measurement, not a test.
"""

from __future__ import annotations

import argparse
import os
import platform
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
BARE_SCRIPT = Path(__file__).resolve().with_name("bare_window.py")


@dataclass(frozen=True)
class Run:
    """One start: wall seconds, peak resident memory in MiB, exit code."""

    seconds: float
    peak_mib: float
    code: int


def run_once(command: list[str], env: dict[str, str]) -> Run:
    """Start ``command``, wait for it, and measure it (wall time, the child's own ru_maxrss)."""
    started = time.perf_counter()
    child = subprocess.Popen(command, cwd=REPO, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _pid, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - started
    child.returncode = os.waitstatus_to_exitcode(status)
    assert child.stderr is not None
    problems = child.stderr.read().decode(errors="replace").strip()
    child.stderr.close()
    if child.returncode != 0:
        raise SystemExit(f"{shlex.join(command)} failed ({child.returncode}):\n{problems[-2000:]}")
    return Run(seconds, usage.ru_maxrss / 1024, child.returncode)  # Linux: ru_maxrss in KiB


@dataclass(frozen=True)
class Comparison:
    """Medians of both programs over the same number of alternating runs."""

    runs: int
    game_seconds: float
    bare_seconds: float
    game_mib: float
    bare_mib: float

    @property
    def time_ratio(self) -> float:
        return self.game_seconds / self.bare_seconds

    @property
    def memory_ratio(self) -> float:
        return self.game_mib / self.bare_mib

    def report(self, game_label: str = "reddog-qt --smoke", bare_label: str = "bare window") -> str:
        width = max(len(game_label), len(bare_label))
        return "\n".join([
            f"{'':{width}}  {'wall median':>12}  {'peak RSS median':>16}",
            f"{game_label:{width}}  {self.game_seconds * 1000:9.0f} ms  {self.game_mib:12.1f} MiB",
            f"{bare_label:{width}}  {self.bare_seconds * 1000:9.0f} ms  {self.bare_mib:12.1f} MiB",
            f"{'ratio':{width}}  {self.time_ratio:11.2f}x  {self.memory_ratio:15.2f}x",
        ])


def compare(game: list[str], bare: list[str], runs: int, env: dict[str, str]) -> Comparison:
    """Run both commands alternately ``runs`` times each (after a warm-up each); the medians."""
    run_once(game, env)
    run_once(bare, env)
    game_runs: list[Run] = []
    bare_runs: list[Run] = []
    for index in range(runs):
        # Alternate which goes first, so neither always follows the other's cache effects.
        order = ((game, game_runs), (bare, bare_runs)) if index % 2 == 0 else ((bare, bare_runs), (game, game_runs))
        for command, results in order:
            results.append(run_once(command, env))
    return Comparison(
        runs=runs,
        game_seconds=statistics.median(r.seconds for r in game_runs),
        bare_seconds=statistics.median(r.seconds for r in bare_runs),
        game_mib=statistics.median(r.peak_mib for r in game_runs),
        bare_mib=statistics.median(r.peak_mib for r in bare_runs),
    )


def qt_environment(platform_name: str) -> dict[str, str]:
    """The environment both programs get: the chosen Qt platform, no inherited profile."""
    env = dict(os.environ, QT_QPA_PLATFORM=platform_name)
    env.pop("REDDOG_PROFILE_DIR", None)
    if platform_name == "xcb" and not env.get("DISPLAY"):
        raise SystemExit("--platform xcb needs an X display; run under xvfb-run -a")
    return env


def machine() -> str:
    """One line about the machine the figures come from."""
    from PySide6 import __version__ as pyside_version

    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (f"{platform.system()} {platform.release()}, {cpu}, {os.cpu_count()} cores, "
            f"Python {platform.python_version()}, PySide6 {pyside_version}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="measured starts of each program (default 7)")
    parser.add_argument("--platform", default="offscreen", help="Qt platform plugin (default offscreen)")
    parser.add_argument("--game", help="the game's command line (default: this Python -m reddog_qt)")
    parser.add_argument("--bare", help="the reference's command line (default: this Python bare_window.py)")
    args = parser.parse_args(argv)
    env = qt_environment(args.platform)
    with tempfile.TemporaryDirectory(prefix="reddog-bench-") as profile:
        game = shlex.split(args.game) if args.game else [sys.executable, "-m", "reddog_qt"]
        game += ["--smoke", "--profile-dir", profile]
        bare = shlex.split(args.bare) if args.bare else [sys.executable, str(BARE_SCRIPT)]
        print(f"machine:  {machine()}")
        print(f"platform: {args.platform};  N = {args.runs} starts of each, alternating, after one warm-up each")
        print(f"game:     {shlex.join(game)}")
        print(f"bare:     {shlex.join(bare)}")
        result = compare(game, bare, args.runs, env)
    print(result.report())
    return 0


if __name__ == "__main__":
    sys.exit(main())
