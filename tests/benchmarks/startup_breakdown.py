"""Where the start-up time goes: the game's ``--smoke`` and the bare window, each import timed by Python.

Run from the source tree::

    python tests/benchmarks/startup_breakdown.py [--runs 7] [--top 15]

Both programs of bench_startup.py (the same command lines, the same platform, alternately, after
a warm-up each) run under ``python -X importtime``, which reports every module's own import time
(its "self" time: the module's code, not the modules it imports in turn). For each run the
modules are put in three groups:

* **shared**: imported by the bare window too (Python's start, PySide6 and its signature
  support, what they bring of the standard library);
* **standard library, game only**: the rest that is not the game's (sqlite3, json, zoneinfo ...);
* **the game's modules** (``reddog_qt.*``). A module's self time includes the first use of a Qt
  class in its body (PySide6 makes a Qt class's Python enums on first use: the ``Qt`` namespace
  alone is some 30 ms, paid by whichever module first names it, by the bare window too).

Only the imports before the first frame count. It prints, as medians over the runs: the time to
the first frame, each group's import total,
and what is left (the first frame less all imports: QApplication, fonts, opening the profile,
building the window, the first paint), then the game's modules with the most self time.
``-X importtime`` itself adds some time to every import, so the figures are a little larger than
bench_startup.py's; compare them with each other, not with those. This is a measurement, not a test.
"""

from __future__ import annotations

import argparse
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench_startup, next to this file

from bench_startup import BARE_SCRIPT, FIRST_FRAME, REPO, machine, qt_environment

GAME_PREFIX = "reddog_qt"
GROUPS = ("shared", "standard library, game only", "the game's modules")


@dataclass
class Imports:
    """One run: seconds to the first frame and each imported module's self time in ms."""

    frame_seconds: float
    self_ms: dict[str, float] = field(default_factory=dict)


def parse_importtime(text: str) -> dict[str, float]:
    """``{module: self ms}`` from ``-X importtime`` output (other lines are ignored).

    >>> parse_importtime("import time: self [us] | cumulative | imported package\\n"
    ...                  "import time:      1500 |       2500 |   json.decoder\\n"
    ...                  "Qt: a warning\\n"
    ...                  "import time:      1000 |       3500 | json")
    {'json.decoder': 1.5, 'json': 1.0}
    """
    modules: dict[str, float] = {}
    for line in text.splitlines():
        if not line.startswith("import time:"):
            continue
        parts = line[len("import time:"):].split("|")
        if len(parts) != 3 or not parts[0].strip().isdigit():
            continue  # the header line
        modules[parts[2].strip()] = modules.get(parts[2].strip(), 0.0) + int(parts[0]) / 1000
    return modules


def group_of(module: str, shared: set[str]) -> str:
    """Which of :data:`GROUPS` a module of the game's run belongs to, given the bare window's modules.

    >>> [group_of(name, {"json"}) for name in ("json", "sqlite3", "reddog_qt.cli")]
    ['shared', 'standard library, game only', "the game's modules"]
    """
    if module == GAME_PREFIX or module.startswith(GAME_PREFIX + "."):
        return GROUPS[2]
    return GROUPS[0] if module in shared else GROUPS[1]


def run_once(command: list[str], env: dict[str, str]) -> Imports:
    """Start ``command`` under ``-X importtime``; the first frame's wall time and the imports before it.

    Standard error goes into the same pipe as standard output, so the import lines arrive in order
    with the first-frame line; what is imported after it (the sound) is left out.
    """
    started = time.perf_counter()
    child = subprocess.Popen([command[0], "-X", "importtime", *command[1:]], cwd=REPO, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    frame = float("nan")
    before: list[str] = []
    output: list[str] = []
    assert child.stdout is not None
    for raw in child.stdout:
        line = raw.decode(errors="replace")
        output.append(line)
        if line.startswith(FIRST_FRAME) and frame != frame:
            frame = time.perf_counter() - started
            before = list(output)
    child.stdout.close()
    if child.wait() != 0 or frame != frame:
        problem = "".join(line for line in output if not line.startswith("import time:"))
        raise SystemExit(f"{shlex.join(command)} failed ({child.returncode}) or painted no frame:\n{problem[-2000:]}")
    return Imports(frame, parse_importtime("".join(before)))


def report(game: list[Imports], bare: list[Imports], top: int) -> str:
    """The medians: first frame, imports by group and the rest, for both; then the game's heaviest modules."""
    shared = set().union(*(run.self_ms for run in bare))
    lines = [f"{'(medians, ms)':40}{'game':>8}{'bare':>8}"]

    def totals(runs: list[Imports], grouped: bool) -> dict[str, list[float]]:
        sums: dict[str, list[float]] = defaultdict(list)
        for run in runs:
            by_group = dict.fromkeys(GROUPS, 0.0)
            for module, ms in run.self_ms.items():
                by_group[group_of(module, shared) if grouped else GROUPS[0]] += ms
            imports = sum(by_group.values())
            for name, ms in by_group.items():
                sums[name].append(ms)
            sums["first frame"].append(run.frame_seconds * 1000)
            sums["all imports"].append(imports)
            sums["rest: Qt start, profile, window, paint"].append(run.frame_seconds * 1000 - imports)
        return sums

    game_sums, bare_sums = totals(game, True), totals(bare, False)
    for row in ("first frame", "all imports", *GROUPS, "rest: Qt start, profile, window, paint"):
        game_ms = statistics.median(game_sums[row])
        bare_ms = statistics.median(bare_sums[row]) if row in bare_sums else 0.0
        lines.append(f"{row:40}{game_ms:8.1f}{bare_ms:8.1f}")
    per_module: dict[str, list[float]] = defaultdict(list)
    for run in game:
        for module, ms in run.self_ms.items():
            if group_of(module, shared) == GROUPS[2]:
                per_module[module].append(ms)
    heaviest = sorted(((statistics.median(values), module) for module, values in per_module.items()), reverse=True)
    lines.append(f"the game's {len(per_module)} modules, the {min(top, len(heaviest))} with most self time (ms):")
    lines.extend(f"  {module:40}{ms:6.1f}" for ms, module in heaviest[:top])
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="measured starts of each program (default 7)")
    parser.add_argument("--platform", default="offscreen", help="Qt platform plugin (default offscreen)")
    parser.add_argument("--top", type=int, default=15, help="how many of the game's modules to list (default 15)")
    args = parser.parse_args(argv)
    env = qt_environment(args.platform)
    with tempfile.TemporaryDirectory(prefix="reddog-bench-") as profile:
        game = [sys.executable, "-m", "reddog_qt", "--smoke", "--profile-dir", profile]
        bare = [sys.executable, str(BARE_SCRIPT)]
        print(f"machine:  {machine()}")
        print(f"platform: {args.platform};  N = {args.runs} starts of each under -X importtime, alternating")
        run_once(game, env)
        run_once(bare, env)
        game_runs: list[Imports] = []
        bare_runs: list[Imports] = []
        for index in range(args.runs):
            order = ((game, game_runs), (bare, bare_runs))
            for command, runs in order if index % 2 == 0 else order[::-1]:
                runs.append(run_once(command, env))
    print(report(game_runs, bare_runs, args.top))
    return 0


if __name__ == "__main__":
    sys.exit(main())
