"""Benchmark start-up: ``reddog-qt --smoke`` against a bare PySide6 window, side by side.

Run from the source tree::

    python tests/benchmarks/bench_startup.py [--runs 7] [--platform offscreen]
    xvfb-run -a -s "-screen 0 1366x768x24" python tests/benchmarks/bench_startup.py --platform xcb

Both programs start with the same Python, the same Qt and the same platform plugin, show one
frame and exit (tests/benchmarks/bare_window.py is the reference: QApplication + QMainWindow +
QGraphicsView with a scene). They run alternately, ``--runs`` times each, after one unmeasured
warm-up each (bytecode compiled and cached, files in the page cache). The game reuses one profile folder,
as a returning player's start does.

Both print ``first frame: peak memory N MiB`` once their first frame is painted. For every run
the script takes the wall time from spawn to that line and the N it reports (the child's peak
resident memory, VmHWM, at that moment), and the wall time from spawn to exit and the child's
peak resident memory over its life (ru_maxrss from ``wait4``): the game does after its first
frame what waits for it (sound and voice, the multimedia backend), the bare window nothing.
It prints the medians and the ratios game / bare.

``--game`` / ``--bare`` replace the two command lines (e.g. frozen bundles; see bench_bundle.py).
This is a measurement, not a test.
"""

from __future__ import annotations

import argparse
import functools
import os
import platform
import shlex
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
BARE_SCRIPT = Path(__file__).resolve().with_name("bare_window.py")


FIRST_FRAME = "first frame: peak memory "


@dataclass(frozen=True)
class Run:
    """One start: to the first frame and to the exit, wall seconds and peak resident MiB."""

    frame_seconds: float
    frame_mib: float
    exit_seconds: float
    exit_mib: float


def run_once(command: list[str], env: dict[str, str]) -> Run:
    """Start ``command``, wait for it, and measure it.

    The first frame: when its ``first frame: peak memory N MiB`` line reached us, and the N it
    reported (its VmHWM then); NaN if it printed none (an older build). The exit: wall time to
    exit and the child's own ru_maxrss.
    """
    # stderr through a pipe too (drained by a thread): Python under Wine cannot start with a plain
    # file as a standard stream.
    errors: list[bytes] = []
    started = time.perf_counter()
    child = subprocess.Popen(command, cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert child.stdout is not None and child.stderr is not None
    drain = threading.Thread(target=lambda: errors.append(child.stderr.read()), daemon=True)  # type: ignore[union-attr]
    drain.start()
    frame_seconds, frame_mib = float("nan"), float("nan")
    for raw in child.stdout:
        line = raw.decode(errors="replace").strip()
        if line.startswith(FIRST_FRAME) and frame_seconds != frame_seconds:
            frame_seconds = time.perf_counter() - started
            try:
                frame_mib = float(line[len(FIRST_FRAME):].split()[0])
            except ValueError:
                frame_mib = float("nan")
    _pid, status, usage = os.wait4(child.pid, 0)
    exit_seconds = time.perf_counter() - started
    drain.join(timeout=10)
    child.stdout.close()
    child.stderr.close()
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        problems = b"".join(errors).decode(errors="replace").strip()
        raise SystemExit(f"{shlex.join(command)} failed ({child.returncode}):\n{problems[-2000:]}")
    return Run(frame_seconds, frame_mib, exit_seconds, usage.ru_maxrss / 1024)  # Linux: ru_maxrss in KiB


@dataclass(frozen=True)
class Comparison:
    """Both programs' runs, the same number of each, alternating."""

    game: list[Run]
    bare: list[Run]

    @staticmethod
    def _median(runs: list[Run], field: str) -> float:
        return statistics.median(getattr(run, field) for run in runs)

    def ratio(self, field: str) -> float:
        """Game median / bare median of one figure (e.g. ``"frame_seconds"``)."""
        return self._median(self.game, field) / self._median(self.bare, field)

    def report(self, game_label: str = "reddog-qt --smoke", bare_label: str = "bare window") -> str:
        width = max(len(game_label), len(bare_label), 5)
        head = (f"{'':{width}}  {'first frame':>11}  {'peak RSS then':>13}  "
                f"{'exit':>8}  {'peak RSS':>9}   (medians)")
        lines = [head]
        for label, runs in ((game_label, self.game), (bare_label, self.bare)):
            m = functools.partial(self._median, runs)
            lines.append(f"{label:{width}}  {m('frame_seconds') * 1000:8.0f} ms  {m('frame_mib'):9.1f} MiB  "
                         f"{m('exit_seconds') * 1000:5.0f} ms  {m('exit_mib'):5.1f} MiB")
        lines.append(f"{'ratio':{width}}  {self.ratio('frame_seconds'):10.2f}x  {self.ratio('frame_mib'):12.2f}x  "
                     f"{self.ratio('exit_seconds'):7.2f}x  {self.ratio('exit_mib'):8.2f}x")
        return "\n".join(lines)


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
    return Comparison(game_runs, bare_runs)


def qt_environment(platform_name: str) -> dict[str, str]:
    """The environment both programs get: the chosen Qt platform, no inherited profile."""
    env = dict(os.environ, QT_QPA_PLATFORM=platform_name)
    env.pop("REDDOG_PROFILE_DIR", None)
    # A player's start reads cached bytecode; the warm-up run writes it if this shell says not to.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
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
